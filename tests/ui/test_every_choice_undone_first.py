"""Every variant: what a click in the form chooses, Ctrl+Z takes back before a written entry
is undone. A Guggitaler's Domino order, named by its players' buttons, was held by no widget
the form's Undo looked at: Ctrl+Z undid the last game under it and the order was lost (an
English trial's), though Delete counted the order as typing. Here each button of each form
is clicked as a person would, one after the other: whatever the click changed in what Enter
would write (the preview), the next Ctrl+Z takes back, and the match keeps its entries."""

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import click, open_match, shortcut

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def buttons(panel):
    """The form's buttons a person could click now, but those that write or leave."""
    return [b for b in panel.form_widget.findChildren(QAbstractButton)
            if b.isVisible() and b.isEnabled() and b is not panel.write_button]


def preview(panel):
    return panel.preview_line.text()


def check_every_click(qtbot, window, panel):
    entries = list(window.controller.match.entries)
    blank = preview(panel)
    tried = 0
    for button in buttons(panel):
        if not (button.isVisible() and button.isEnabled()) or QApplication.activeModalWidget():
            continue
        click(qtbot, button)
        if list(window.controller.match.entries) != entries:  # written at once (No bid)
            shortcut(qtbot, "Ctrl+Z")
            assert list(window.controller.match.entries) == entries, button.text()
            continue
        if preview(panel) == blank:
            continue  # nothing Enter would write changed (a page's own button, say)
        if panel.preview_line.kind == "note":
            continue  # a Schieber's Weis team button: the line says whose the empty field is
        tried += 1
        assert panel.has_typing(), button.text()
        shortcut(qtbot, "Ctrl+Z")
        assert list(window.controller.match.entries) == entries, button.text()
        assert preview(panel) == blank, button.text()
    return tried


@pytest.mark.parametrize("variant", ["handjass", "molotow", "fahnder", "schieber", "coiffeur",
                                     "differenzler", "pandur", "punktetafel"])
def test_a_click_in_the_form_is_undone_before_an_entry(window, qtbot, variant):
    panel, _board = open_match(qtbot, window, new_match(variant, NAMES))
    check_every_click(qtbot, window, panel)


@pytest.mark.parametrize("variant", ["schieber", "coiffeur"])
def test_the_same_in_german(german_window, qtbot, variant):
    """The Weis team buttons' note is told from a hint by the line's kind, not by its
    English words: the German "Weis für …" is no choice to undo either."""
    panel, _board = open_match(qtbot, german_window, new_match(variant, NAMES))
    assert check_every_click(qtbot, german_window, panel) >= 2  # Match, Kontermatsch …


def test_every_page_of_the_guggitaler(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("guggitaler", NAMES))
    for counts in ("322", "230", "111"):  # by keys, as in the trial
        for digit in counts:
            qtbot.keyClicks(QApplication.focusWidget(), digit)
            qtbot.keyClick(QApplication.focusWidget(), "\t")
        shortcut(qtbot, "Return")
    assert panel.kind() == "taker"
    assert check_every_click(qtbot, window, panel) == 4
    for digit in "31":
        qtbot.keyClicks(QApplication.focusWidget(), digit)
        shortcut(qtbot, "Return")
    assert panel.kind() == "domino"
    assert check_every_click(qtbot, window, panel) == 4
