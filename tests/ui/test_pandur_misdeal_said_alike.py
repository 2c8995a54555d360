"""After a misdeal the status line says what the board and the form's header say.

A keyboard trial (English): after Alt+G the status line said "Deal 6: Anna deals and sits
out (inherits 0)" while the board said "Anna deals again, sits out, inherits 0" and the
header "Deals again". The rule (RULES.md, Pandur): a misdeal, and the same dealer deals
again. The status line now says "deals again" too, in each language.
"""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, settle, shortcut, type_

NAMES = ["Anna", "Beat", "Cla", "Dora"]

SAID = {  # (the status line, the board's headline) after Beat's misdeal in deal 2
    "de": ("Spiel 3: Beat gibt nochmals und setzt aus (erbt 0); Anna, Cla und Dora bieten",
           "Spiel 3: Beat gibt nochmals, setzt aus, erbt 0"),
    "fr": ("Donne 3\u00a0: Beat redonne et ne joue pas (hérite de 0)\u00a0; Anna, Cla et "
           "Dora offrent", "Donne 3\u00a0: Beat redonne, ne joue pas, hérite de 0"),
}


def misdeal_in_deal_2(qtbot, window):
    window.start(new_match("pandur", NAMES))
    settle()
    shortcut(qtbot, "Ctrl+2")  # deal 1, Anna deals: Beat 150, made
    type_(qtbot, "150")
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)
    shortcut(qtbot, "Alt+G")  # deal 2: Beat misdeals, and deals again
    settle()


def test_the_status_line_says_deals_again_in_english(window, qtbot):
    misdeal_in_deal_2(qtbot, window)
    assert window.panel.header.text() == "Deals again: Beat (sits out and inherits 0)"
    assert window.board_widget.sheet.headline == "Deal 3: Beat deals again, sits out, inherits 0"
    assert window.status_label.text() == (
        "Deal 3: Beat deals again and sits out (inherits 0); Anna, Cla and Dora bid")


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_status_line_says_deals_again(qapp, qtbot, settings, autosaves, language, tmp_path):
    windows = window_in(language, qapp, qtbot, settings, (1024, 600))
    window = next(windows)
    misdeal_in_deal_2(qtbot, window)
    window.grab().save(str(tmp_path / f"fix-previewwords-misdeal-{language}.png"))
    assert (window.status_label.text(), window.board_widget.sheet.headline) == SAID[language]
    next(windows, None)
