"""Import match files…: the table takes the dialog's room, no empty band under the reason.

A secretary's evening (German window, seven broken files and a good one): at its first size
the dialog showed four and a half of the eight rows, and under the reason field ("Warum?")
an empty band as tall as two lines was left for a refusal that had not come. The table now
takes that room and the dialog opens as tall as its rows need (up to the screen); a refusal
takes its lines from the table, and Import and Cancel stay where they are.

The evening is made and drawn through the club's API (it is not what the test is about); the
files are chosen in the real file dialog that *Partien importieren…* opens."""


import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from .club_steps import evening_with_files, import_files, open_club_window
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_import_reasons_whole import reasons_whole

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def top(widget, dialog) -> int:
    return widget.mapTo(dialog, QPoint(0, 0)).y()


def rows_whole(table) -> bool:
    """Every row of the table in sight, none cut at the bottom."""
    last = table.rowCount() - 1
    return table.rowViewportPosition(last) + table.rowHeight(last) <= table.viewport().height()


def test_the_table_takes_the_room_of_the_import_dialog(cw, qtbot, tmp_path, real_dialogs):  # noqa: F811
    good, broken = evening_with_files(cw, tmp_path)
    files = [good, *broken]

    dialog = import_files(qtbot, cw, real_dialogs, files)
    assert dialog.table.rowCount() == 8
    dialog.grab().save(str(tmp_path / "clubbits-import-after.png"))
    buttons = top(dialog.buttons, dialog)
    # no empty band: from the reason field to the buttons only the layout's spacing
    under_note = buttons - (top(dialog.note, dialog) + dialog.note.height())
    assert under_note <= 2 * dialog.body.spacing(), under_note
    assert rows_whole(dialog.table)  # the screen (800 px high) has room for all eight
    reasons_whole(dialog)

    # a refusal: the good file put at a table the draw does not have, Import
    spin = dialog.table_spins[0]
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, "5")
    size = dialog.size()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.isVisible()
    QApplication.processEvents()
    dialog.grab().save(str(tmp_path / "clubbits-import-refused.png"))
    assert dialog.size() == size and top(dialog.buttons, dialog) == buttons  # nothing moved
    error = dialog.error
    assert error.height() >= error.heightForWidth(error.width()), error.text()  # whole
    assert dialog.table.viewport().height() > 3 * dialog.table.rowHeight(0)
    dialog.reject()
