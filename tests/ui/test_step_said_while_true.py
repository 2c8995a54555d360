"""The message at the right of the menu bar says only what is true (an English trial's):
"Undone: typing in Tricks Anna" stood after the correction had been cancelled, its typing
gone with it; "Undone: deletion of entry 6" stood while Table rules was open, a change of
its own that Ctrl+Z would undo next. Leaving or opening a correction and opening a dialog
that changes the match end such a message, as the match's next step does
(test_undo_promise_outdated)."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import click, focus, in_next_dialog, open_match, shortcut, tab, type_
from .test_history_guard import by_del, click_row
from .test_history_menu import said
from .test_names_dialog import ALT, letter

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def three_games(qtbot, window):
    panel, _board = open_match(qtbot, window,
                               new_match("guggitaler", ["Anna", "Beat", "Claudio", "Dora"]))
    for counts in ("231", "403", "112"):
        for digit in counts:
            type_(qtbot, digit)
            tab(qtbot)
        shortcut(qtbot, "Return")
    return panel


def test_a_field_s_undo_said_in_a_correction_goes_with_the_correction(window, qtbot):
    panel = three_games(qtbot, window)
    click_row(qtbot, window, 0)
    click(qtbot, window.history.correct_button)
    assert panel.correcting == 0 and focus() is panel.fields[0]
    type_(qtbot, "4")
    shortcut(qtbot, "Ctrl+Z")
    assert said(window).startswith("Undone: typing in Tricks Anna")
    click(qtbot, panel.cancel_button)
    assert panel.correcting is None
    assert said(window) == ""


def in_table_rules(qtbot, window, act):
    """Edit → Table rules… by the keys of the menu; *act(dialog)* runs in it."""
    errors = in_next_dialog(qtbot, act)
    edit = window.menuBar().actions()[1]
    qtbot.keyClick(focus(), letter(edit.text()), ALT)
    menu = QApplication.activePopupWidget()
    assert menu is not None and menu is edit.menu()
    qtbot.keyClick(menu, letter(window.rules_change_action.text()))
    assert not errors, errors


def test_an_undo_said_goes_when_table_rules_opens(window, qtbot):
    three_games(qtbot, window)
    by_del(qtbot, window, 2)
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == "Undone: deletion of entry 3"
    seen = []
    in_table_rules(qtbot, window, lambda dialog: seen.append(said(window)))
    assert seen == [""]
