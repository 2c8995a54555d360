"""*Edit → Table rules…* of a Coiffeur: rows removed move neither the rows above nor the buttons.

A trial removed four of the Jassverein's eleven rows with their ✕: the room of the four
stayed empty between the last row and *Add row* (the rows' editor kept its height). Then the
dialog shrank with the rows removed, and *Apply* and *Cancel* jumped up under the mouse
(users'). Now the editor is as tall as its rows, *Add row* right under the last one, and the
dialog keeps its height, as New match does: the room of the rows removed stays empty at the
end of the settings, the rows above the one removed and the buttons stay where they were.
Rows added again beyond that room (the line of the changes above the buttons took one line of
the view) make the dialog taller, downwards, so that nothing scrolls (a trial's *Matchbonus*
went under a scroll bar at 1366×768).
"""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .test_table_rules import PLAYERS, in_rules_dialog

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

WINDOWS = {"en": "window", "de": "german_window"}


def first_rows_played():
    """The Jassverein's 11 rows, rounds in its first three: the last four may go (a played
    row's ✕ is off)."""
    m = new_match("coiffeur", PLAYERS, preset="jassverein")
    for team, row, points in ((0, 0, 80), (1, 1, 70), (0, 2, 90)):
        m.add(CoiffeurRound(team=team, row=row, points=points))
    return m


def settled():
    for _ in range(5):
        QApplication.processEvents()


def gap(rows):
    """The room between the last row and *Add row* under it."""
    last = rows.lines[-1][1]
    return (rows.add_button.mapTo(rows, QPoint(0, 0)).y()
            - last.mapTo(rows, QPoint(0, last.height())).y())


def measure(dialog):
    rows = dialog.form.editors["rows"]
    settled()
    return {"rows": len(rows.lines), "gap": gap(rows), "height": dialog.height(),
            "editor": rows.height() - rows.sizeHint().height(),
            # the settings' view no taller than what it holds needs
            "dialog": dialog.area.viewport().height()
            - dialog.area.widget().minimumSizeHint().height(),
            "first": rows.lines[0].remove.mapToGlobal(QPoint(0, 0)).y(),
            "buttons": [b.mapToGlobal(QPoint(0, 0)).toTuple()
                        for b in dialog.findChild(QDialogButtonBox).buttons()]}


@pytest.mark.parametrize("language", list(WINDOWS))
def test_rows_removed_keep_the_rows_above_and_the_buttons_in_place(request, qtbot, language):
    window = request.getfixturevalue(WINDOWS[language])
    open_match(qtbot, window, first_rows_played())
    seen = []

    def remove_four_and_add_them_again(dialog):
        rows = dialog.form.editors["rows"]
        seen.append(measure(dialog))
        for _ in range(4):  # the last row's ✕, as seen: 7 rows
            qtbot.mouseClick(rows.lines[-1].remove, Qt.MouseButton.LeftButton)
            seen.append(measure(dialog))
        for _ in range(4):
            qtbot.mouseClick(rows.add_button, Qt.MouseButton.LeftButton)
        seen.append(measure(dialog))
        dialog.done(0)

    in_rules_dialog(qtbot, window, remove_four_and_add_them_again)
    first, *removed, again = seen
    assert first["rows"] == again["rows"] == 11
    assert [s["rows"] for s in removed] == [10, 9, 8, 7]
    assert first["height"] < window.screen().availableGeometry().height()  # all in view
    for after in removed:
        # Add row right under the last row, the editor no taller than its rows, the first
        # row, the dialog's height and Apply and Cancel where they were; the settings' view
        # no taller than what it holds (a line shorter where the line of the changes above
        # the buttons takes one)
        assert (after["gap"], after["editor"], after["first"], after["height"],
                after["buttons"]) \
            == (first["gap"], 0, first["first"], first["height"], first["buttons"]), after
        assert after["dialog"] <= 0, after
    # the rows added again: the first row where it was, the dialog taller by what the view
    # lacked, the whole settings in it (no scrolling)
    assert (again["gap"], again["editor"], again["first"]) == (first["gap"], 0, first["first"])
    assert again["height"] >= first["height"] and again["dialog"] == 0, again
