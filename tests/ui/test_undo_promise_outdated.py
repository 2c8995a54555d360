"""A message that says what Undo would do goes when Undo would do something else.

An English trial: "Entry 4 deleted: Undo (Ctrl+Z) brings it back" stood a few seconds after
the next correction was written, and in that time Ctrl+Z would have undone the correction,
not brought entry 4 back. Any new step of the match (an entry written, corrected, inserted,
deleted, a step undone or redone) ends such a promise, as writing an entry ends an undo's
message (test_undo_said_then_written). Keys and clicks as a Schreiber's.
"""

import pytest

from .keyboard import clear_field, click, ctrl, enter, shortcut, type_text
from .test_history_guard import by_del, click_row
from .test_history_menu import punktetafel_rounds, said, schieber_rounds

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

DELETED = "Entry 3 deleted: Undo (Ctrl+Z) brings it back"


def correct_first_entry(qtbot, window, points):
    """Entry 1 chosen in the history, Enter, its card points typed anew, Enter."""
    click_row(qtbot, window, 0)
    enter(qtbot)  # the history's Enter: the entry into the form
    assert window.panel.correcting == 0
    clear_field(qtbot)
    type_text(qtbot, points)
    enter(qtbot)
    assert window.panel.correcting is None


def test_a_correction_written_after_a_delete_ends_its_promise(window, qtbot):
    schieber_rounds(qtbot, window)
    by_del(qtbot, window, 2)
    assert said(window) == DELETED
    correct_first_entry(qtbot, window, "90")  # at once: the message's seconds are not over
    assert window.controller.match.entries[0].points[0] == 90
    assert said(window) == ""
    shortcut(qtbot, "Ctrl+Z")  # what Ctrl+Z does now: the correction, as it says
    assert said(window) == "Undone: correction of entry 1"
    assert len(window.controller.match.entries) == 2


def test_a_round_written_after_a_delete_ends_its_promise(window, qtbot):
    schieber_rounds(qtbot, window)
    by_del(qtbot, window, 2)
    assert said(window) == DELETED
    click(qtbot, window.panel.points[0])  # back in the form, the next round written
    ctrl(qtbot, "1")
    type_text(qtbot, "70")
    enter(qtbot)
    assert len(window.controller.match.entries) == 3
    assert said(window) == ""


def test_an_undo_said_after_a_delete_is_the_undo_s(window, qtbot):
    """Ctrl+Z keeps the promise and says so; the promise itself is not said on."""
    schieber_rounds(qtbot, window)
    by_del(qtbot, window, 2)
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 3
    assert said(window) == "Undone: deletion of entry 3"


def test_a_correction_after_closing_the_punktetafel_ends_its_promise(window, qtbot):
    panel = punktetafel_rounds(qtbot, window)
    qtbot.mouseClick(panel.close_button, qtbot_left())
    assert said(window) == "Board closed: Undo (Ctrl+Z) reopens it"
    click_row(qtbot, window, 0)
    enter(qtbot)
    assert panel.correcting == 0
    clear_field(qtbot)
    type_text(qtbot, "12")
    enter(qtbot)
    assert panel.correcting is None
    assert said(window) == ""


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton
