"""*Edit → Table rules…* of a Coiffeur: the dialog shrinks with the rows removed.

A trial removed four of the Jassverein's eleven rows with their ✕: the dialog kept the height
of eleven rows, and the room of the four stayed empty between the last row and *Add row*
(the rows' editor kept its height, so that no row moved under the mouse). Now the editor is
as tall as its rows and the dialog as tall as what it shows; the rows above the one removed
stay where they were, and rows added make the dialog taller again.
"""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from .keyboard import open_match
from .test_table_rules import annas_coiffeur, in_rules_dialog

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

WINDOWS = {"en": "window", "de": "german_window"}


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
            "first": rows.lines[0][4].mapToGlobal(QPoint(0, 0)).y()}


@pytest.mark.parametrize("language", list(WINDOWS))
def test_rows_removed_leave_no_empty_room(request, qtbot, language):
    window = request.getfixturevalue(WINDOWS[language])
    open_match(qtbot, window, annas_coiffeur())
    seen = []

    def remove_four_and_add_them_again(dialog):
        rows = dialog.form.editors["rows"]
        seen.append(measure(dialog))
        for _ in range(4):  # the last row's ✕, as seen: 7 rows
            qtbot.mouseClick(rows.lines[-1][4], Qt.MouseButton.LeftButton)
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
    for after in (*removed, again):
        # Add row right under the last row, the editor and the dialog no taller than
        # they need to be, the first row where it was
        assert (after["gap"], after["editor"], after["dialog"], after["first"]) \
            == (first["gap"], 0, 0, first["first"]), after
    heights = [s["height"] for s in (first, *removed)]
    assert heights == sorted(heights, reverse=True) and heights[-1] < heights[0]
    assert again["height"] == first["height"]
