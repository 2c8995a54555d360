"""One word for one thing: the double deck, the time played.

A Bernese trial (German window): the New match dialog said "Doppelte Karten (314 Punkte pro
Runde)" and the refusal of a wrong sum "Mit Doppelkarten …"; a typed 315 was refused with its
limit alone ("Kartenpunkte Bärner Mutze: höchstens 314, nicht 315"), so that a player new to
the double deck learnt why only from the next refusal; the Statistics tab said "Spielzeit",
the printed sheet "Spieldauer". The dialog, the refusals, the tab and the sheet now say the
same, and the limit says its rule. Everything is typed and clicked in the real window.
"""

import re

import pytest
from PySide6.QtCore import QPoint, Qt

from jasstafel.core.matchfile import new_match

from .keyboard import ALT, clear_field, ctrl, enter, focused, in_next_dialog, press, tab, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import pdftotext, print_by_keys
from .texts import pdf_text

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ("Anna", "Beat", "Cla", "Dora")

#: each language's words: the dialog's setting, the 315 refused, the sum refused
WORDS = {
    "english": ("Double deck (314 points a round)",
                "Card points Anna & Cla: at most 314 (double deck), not 315",
                "With a double deck the card points of both teams must add up to 314, not "
                "100 + 250"),
    "german": ("Doppelte Karten (314 Punkte pro Runde)",
               "Kartenpunkte Anna & Cla: höchstens 314 (doppelte Karten), nicht 315",
               "Mit doppelten Karten müssen die Kartenpunkte beider Teams zusammen 314 "
               "ergeben, nicht 100 + 250"),
    "french": ("Double jeu (314 points par donne)",
               "Points de cartes d’Anna & Cla\u00a0: au plus 314 (double jeu), pas 315",
               "Avec un double jeu, les points de cartes des deux équipes doivent faire "
               "ensemble 314, pas 100 + 250"),
}


def new_double_deck_schieber(window, qtbot, language):
    """Ctrl+N, Schieber, the double deck ticked with a click, four names, Enter; the
    setting's words as the dialog shows them."""
    said = []

    def fill(dialog):
        # the variant's field by its key: &Variant, &Jassart, &Jeu
        press(qtbot, {"english": "v", "german": "j", "french": "j"}[language], ALT)
        type_text(qtbot, "S")  # Schieber
        assert dialog.variant.currentData() == "schieber"
        box = dialog.form.editors["double_deck"]
        said.append(dialog.form.layout_.labelForField(box).text())
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        dialog.name_edits[0].setFocus()
        for name in PLAYERS:
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)  # Start
    errors = in_next_dialog(qtbot, fill)
    ctrl(qtbot, "n")
    assert not errors, errors
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.controller.match.document.settings.double_deck
    return window.panel, said[0]


@pytest.mark.parametrize("language", WORDS)
def test_the_double_deck_is_named_alike_and_its_limit_says_why(request, qtbot, language):
    window = request.getfixturevalue("window" if language == "english"
                                     else f"{language}_window")
    panel, setting = new_double_deck_schieber(window, qtbot, language)
    dialog_words, over_limit, wrong_sum = WORDS[language]
    assert setting == dialog_words
    ctrl(qtbot, "1")
    assert focused() is panel.points[0]
    type_text(qtbot, "315")  # RULES.md §7: 0 … 314 card points a round with a double deck
    enter(qtbot)
    assert panel.error_text() == over_limit
    clear_field(qtbot)
    type_text(qtbot, "100")
    tab(qtbot)
    assert focused() is panel.points[1]
    type_text(qtbot, "250")  # 100 + 250 is not 314
    enter(qtbot)
    assert panel.error_text() == wrong_sum
    assert len(window.controller.match.entries) == 0
    # the deck's word of the dialog is the refusals' ("Doppelte Karten", "double jeu")
    word = {"english": "double deck", "german": "doppelte", "french": "double jeu"}[language]
    assert word in setting.lower() and word in over_limit and word in wrong_sum.lower()


def test_one_deck_says_its_limit_alone(window, qtbot):
    window.start(new_match("schieber", list(PLAYERS)))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    ctrl(qtbot, "1")
    type_text(qtbot, "158")
    enter(qtbot)
    assert window.panel.error_text() == "Card points Team A: at most 157, not 158"


@pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed")
def test_the_tab_and_the_sheet_say_the_time_played_in_one_word(german_window, qtbot, clock,
                                                                real_dialogs, tmp_path):
    window = german_window
    window.start(new_match("schieber", list(PLAYERS)))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    for minutes in (0, 48):
        clock.advance(minutes=minutes)
        ctrl(qtbot, "1")
        type_text(qtbot, "100")
        enter(qtbot)
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(window.tabs.indexOf(window.statistics)).center())
    assert window.statistics.summary.text() == (
        "Gespielte Runden: 2 · Spieldauer: 48 Min. (20:15 bis 21:03)")
    pdf = tmp_path / "blatt.pdf"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    print_by_keys(qtbot, real_dialogs, pdf)
    lines = [re.sub(r"\s{2,}", "  ", line.strip()) for line in pdf_text(pdf).splitlines()]
    # under the contracts chosen, beside the figures: at the end of a line of the text
    assert any(line.endswith("Spieldauer: 48 Min. (20:15 bis 21:03)") for line in lines), [
        line for line in lines if "Spiel" in line]
    assert not [line for line in lines if "Spielzeit" in line]
