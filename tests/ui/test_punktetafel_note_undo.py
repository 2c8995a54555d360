"""Ctrl+Z in the Punktetafel's note does what the Edit menu names (a trial's): with the
cursor in the note and nothing typed there to undo, Edit said *Undo round 2* and Ctrl+Z did
nothing (the plain line edit kept the key for its own empty undo). As in every number field
of the form, the note undoes its own typing while it has some, and otherwise the key
reaches the window: the round goes, as the menu said. Through the real window: keys into
the widget with the cursor, the real Edit menu opened by a click."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import click, enter, focus, open_match, shortcut, tab, type_
from .test_undo_says_what import edit_says as menu_says
from .test_undo_says_what import said

# the Edit menu, a popup on Qt's offscreen platform
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def edit_says(qtbot, window, panel):
    """What the Edit menu's Undo and Redo say (the menu opened by a click on its title and
    closed with Esc), then a click back into the note, where the Schreiber was."""
    words = menu_says(qtbot, window)
    click(qtbot, panel.note)
    assert focus() is panel.note
    return words


def two_rounds(qtbot, window, note=""):
    """Ruedi and Vreni, first to 100: two rounds by keys (the second with *note*), then
    the cursor on to the note, past the two sides' empty points."""
    panel, _board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"],
                                                        preset="bis_100"))
    for points, words in (((21, 17), ""), ((13, 25), note)):
        for value in points:
            type_(qtbot, str(value))
            tab(qtbot)
        type_(qtbot, words)
        enter(qtbot)
    assert len(window.controller.match.entries) == 2
    tab(qtbot, 2)
    assert focus() is panel.note and panel.note.text() == ""
    return panel


def test_ctrl_z_in_the_empty_note_undoes_the_round_the_menu_names(window, qtbot):
    panel = two_rounds(qtbot, window)
    assert edit_says(qtbot, window, panel) == ["Undo round 2", "(Redo)"]
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 1
    assert said(window) == "Undone: round 2"
    shortcut(qtbot, "Ctrl+Y")
    assert len(window.controller.match.entries) == 2
    assert said(window) == "Redone: round 2"


def test_the_last_rounds_note_is_not_typing_to_undo(window, qtbot):
    """The note of the round written is gone from the field: no typing of the next round's
    to undo there (Ctrl+Z brought back the round's "Strafe" into the field)."""
    panel = two_rounds(qtbot, window, note="Strafe")
    assert edit_says(qtbot, window, panel) == ["Undo round 2", "(Redo)"]
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 1
    assert said(window) == "Undone: round 2"
    assert panel.note.text() == ""


def test_the_notes_typing_first_then_the_round(window, qtbot):
    panel = two_rounds(qtbot, window)
    type_(qtbot, "Match")
    assert edit_says(qtbot, window, panel) == ["Undo typing in Note", "(Redo)"]
    shortcut(qtbot, "Ctrl+Z")
    assert panel.note.text() == "" and len(window.controller.match.entries) == 2
    assert said(window) == "Undone: typing in Note"
    assert edit_says(qtbot, window, panel) == ["Undo round 2", "Redo typing in Note"]
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 1
    assert said(window) == "Undone: round 2"
