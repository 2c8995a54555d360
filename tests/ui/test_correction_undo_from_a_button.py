"""Ctrl+Z in a correction with the cursor on a button (an English trial's): the bid had just
been retyped, Tab had taken the cursor on to the contract's buttons, and Ctrl+Z was refused
("Undo takes back a written entry only when nothing is typed …"); from the field it undid
the typing. Anywhere in the correction's form, Ctrl+Z (Ctrl+Y) undoes (redoes) the typing of
the field last typed in, and says so; the correction stays open, no entry changes."""

import pytest
from PySide6.QtWidgets import QAbstractButton, QLineEdit

from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

from .keyboard import clear_field, click, focus, open_match, shortcut, tab, type_
from .test_history_menu import said
from .test_undo_guard import UNDO_CORRECTING, click_row

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def correcting_round_2(qtbot, window):
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    for _ in range(3):
        seat = match.board().announcer
        match.add(SchieberRound(contract="rosen", announced_by=seat % 2, points=[77, 80]))
    panel, _board = open_match(qtbot, window, match)
    click_row(qtbot, window, 1)
    click(qtbot, window.history.correct_button)
    assert panel.correcting == 1
    return panel


def tab_to_a_button(qtbot, panel):
    for _ in range(20):
        tab(qtbot)
        if isinstance(focus(), QAbstractButton) and panel.isAncestorOf(focus()):
            return focus()
    raise AssertionError("no button of the form after the field")


def test_ctrl_z_on_a_button_undoes_the_correction_s_typing(window, qtbot):
    panel = correcting_round_2(qtbot, window)
    field = focus()
    assert isinstance(field, QLineEdit)
    before = field.text()
    entries = window.controller.match.entries
    clear_field(qtbot)
    type_(qtbot, "90")
    button = tab_to_a_button(qtbot, panel)
    window.statusBar().clearMessage()
    shortcut(qtbot, "Ctrl+Z")
    assert panel.error_text() == ""
    assert field.text() != "90"
    assert said(window).startswith(f"Undone: typing in {field.label}")
    assert panel.correcting == 1 and window.controller.match.entries is entries
    assert focus() is button  # the cursor stays where it was
    shortcut(qtbot, "Ctrl+Z")  # the field's whole typing undone: its value as loaded
    assert field.text() == before
    shortcut(qtbot, "Ctrl+Y")
    shortcut(qtbot, "Ctrl+Y")
    assert field.text() == "90"
    while field.isUndoAvailable():
        shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+Z")  # nothing of the correction's left: refused, as said there
    assert panel.error_text() == UNDO_CORRECTING.format(2)
    assert panel.correcting == 1 and window.controller.match.entries is entries
