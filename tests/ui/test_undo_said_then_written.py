"""An undo said a moment ago is no longer said once a new entry is written.

A German trial typing fast: Ctrl+Z took round 5 back, "Rückgängig gemacht: Runde 5" stood in
the message place for its 5 s, and the new round 5, typed and written in that time, was
written under it, as if that one had been undone. Writing an entry ends the message of an
undo or redo (of an entry, or of a field's typing); nothing else is said instead.
"""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, focus, open_match, shortcut, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Vreni", "Margrit", "Ueli", "Hanspeter"]


def write_round(qtbot, trump, points):
    """A Schieber round by keys: the trump (Ctrl+digit), one team's card points, Enter."""
    ctrl(qtbot, trump)
    type_(qtbot, points)
    enter(qtbot)


def said(window):
    return window.statusBar().currentMessage()


def test_a_round_written_after_an_undo_is_not_said_undone(german_window, qtbot):
    window = german_window
    open_match(qtbot, window, new_match("schieber", PLAYERS, preset="einfach_1000"))
    for trump in "12345":
        write_round(qtbot, trump, "80")
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == "Rückgängig gemacht: Runde 5"
    assert len(window.controller.match.entries) == 4
    write_round(qtbot, "5", "90")  # at once: the message's seconds are not over
    assert len(window.controller.match.entries) == 5
    assert "Rückgängig gemacht" not in said(window)


def test_a_round_written_after_a_field_s_undo_is_not_said_undone(german_window, qtbot):
    window = german_window
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS,
                                                        preset="einfach_1000"))
    ctrl(qtbot, "1")
    type_(qtbot, "77")
    shortcut(qtbot, "Ctrl+Z")  # the field's typing
    assert said(window).startswith("Rückgängig gemacht: Getipptes in Kartenpunkte")
    assert focus() in panel.points
    type_(qtbot, "60")
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    assert said(window) == ""


def test_a_redo_s_message_ends_with_the_next_round_too(german_window, qtbot):
    window = german_window
    open_match(qtbot, window, new_match("schieber", PLAYERS, preset="einfach_1000"))
    write_round(qtbot, "1", "80")
    shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+Y")
    assert said(window) == "Wiederhergestellt: Runde 1"
    write_round(qtbot, "2", "70")
    assert said(window) == ""
