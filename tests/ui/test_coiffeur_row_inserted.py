"""A Coiffeur row inserted between two others, mid-match and in New match.

The rows editor could only add a row at the end (*Add row*): a Schreiber who wanted
"Joker ×12" between "Wunsch ×10" and "Coiffeur 3×3 ×11" could not. Each row now has a *+*
(a new row above it, Tab reaches it) and Alt+Ins does the same for the row with the cursor.
In *Edit → Table rules…* every round played stays in its row: the rows below the one
inserted move down with their cells, the new row is open, and Ctrl+Z takes it back.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from .keyboard import ALT, ctrl, enter, focused, open_match, press, select_all, tab, type_text
from .test_newmatch import click, dialog_for, names, rows_editor, type_into
from .test_table_rules import click_ok, error_of, grid_cells, in_rules_dialog, monikas_coiffeur

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def insert_joker_by_mouse(qtbot, seen):
    """In the dialog: *+* of row 11 (Coiffeur 3×3) clicked, "Joker" typed into the new
    row's name, 12 into its factor, then *Apply*."""
    def act(dialog):
        rows = dialog.form.editors["rows"]
        qtbot.mouseClick(rows.lines[10].insert, Qt.MouseButton.LeftButton)
        new = rows.lines[10]
        seen["cursor in the new name"] = new.name.isAncestorOf(focused()) or new.name.hasFocus()
        select_all(qtbot)
        type_text(qtbot, "Joker")
        type_into(qtbot, new.factor, "12")
        seen["rows"] = [line.name.currentText() for line in rows.lines[9:]]
        click_ok(qtbot, dialog)
        seen.update(open=dialog.isVisible(), said=error_of(dialog))
        if dialog.isVisible():
            dialog.done(0)
    return act


def insert_joker_by_keys(qtbot, seen):
    """In the dialog: Tab down to row 11's name, Alt+Ins, "Joker", Tab, 12, Enter."""
    def act(dialog):
        rows = dialog.form.editors["rows"]
        for _ in range(80):
            if rows.lines[10].name.isAncestorOf(focused()) or rows.lines[10].name.hasFocus():
                break
            tab(qtbot)
        press(qtbot, Qt.Key.Key_Insert, ALT)
        new = rows.lines[10]
        seen["cursor in the new name"] = new.name.isAncestorOf(focused()) or new.name.hasFocus()
        select_all(qtbot)
        type_text(qtbot, "Joker")
        tab(qtbot)
        seen["then"] = focused().objectName()
        select_all(qtbot)
        type_text(qtbot, "12")
        seen["rows"] = [line.name.currentText() for line in rows.lines[9:]]
        enter(qtbot)
        seen.update(open=dialog.isVisible(), said=error_of(dialog))
        if dialog.isVisible():
            dialog.done(0)
    return act


@pytest.mark.parametrize("how", [insert_joker_by_mouse, insert_joker_by_keys])
def test_joker_inserted_between_wunsch_and_coiffeur_keeps_every_round_in_its_row(
        german_window, qtbot, how):
    window = german_window
    open_match(qtbot, window, monikas_coiffeur())
    before, cells = window.controller.match.document, grid_cells(window)
    assert cells[9][1:] == ("1'000", "") and cells[10][1:] == ("", "660")
    seen = {}
    in_rules_dialog(qtbot, window, how(qtbot, seen), by_mouse=how is insert_joker_by_mouse)
    assert seen.pop("then", "rowFactor10") == "rowFactor10"
    assert seen == {"cursor in the new name": True,
                    "rows": ["Wunsch", "Joker", "Coiffeur 3×3"], "open": False, "said": ""}
    after = grid_cells(window)
    assert len(after) == 12
    assert after[:10] == cells[:10] and after[11:] == cells[10:]  # no cell moved
    assert after[10][0].startswith("Joker") and set(after[10][1:]) == {""}  # open
    assert [e.row for e in window.controller.match.entries] == [0, 1, 9, 11]
    assert [r.factor for r in window.controller.match.document.settings.rows[9:]] == [10, 12, 11]
    assert window.undo_action.text() == "&Rückgängig: Tischregeln"
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(focused()))
    ctrl(qtbot, "z")
    assert grid_cells(window) == cells
    assert window.controller.match.document == before


def test_new_match_starts_with_the_row_inserted_in_its_place(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    editor = rows_editor(d)
    click(qtbot, editor.findChild(QPushButton, "insertRow2"))  # above the third row
    assert len(editor.lines) == 9
    new = editor.lines[2]
    assert new.name.hasFocus() or new.name.isAncestorOf(focused())
    assert editor.findChild(QPushButton, "insertRow2") is new.insert  # named by its place
    names(qtbot, d)
    start = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    click(qtbot, start)
    assert not d.isVisible()
    chosen = d.match.document.settings.rows
    # the preset's rows, the new one (the next standard row, the next factor) third
    assert [(r.name, r.factor) for r in chosen] == [
        ("Eichel", 1), ("Rosen", 2), ("Slalom", 9), ("Schilten", 3), ("Schellen", 4),
        ("Obenabe", 5), ("Undenufe", 6), ("Joker", 7), ("Joker", 8)]


def test_no_row_inserted_beyond_the_most(qtbot, settings):
    """At 12 rows every *+* is off, and Alt+Ins adds none."""
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    editor = rows_editor(d)
    for _ in range(4):
        click(qtbot, editor.findChild(QPushButton, "insertRow0"))
    assert len(editor.lines) == 12
    assert not any(line.insert.isEnabled() for line in editor.lines)
    editor.lines[5].name.setFocus()
    press(qtbot, Qt.Key.Key_Insert, ALT)
    assert len(editor.lines) == 12
