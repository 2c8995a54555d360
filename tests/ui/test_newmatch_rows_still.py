"""New match, Coiffeur rows with the mouse: deleting a row leaves the other rows where they
are under the mouse. A trial (Jassverein, 11 rows, the dialog scrolled to its bottom) clicked
✕ on row 11, on row 10 and then on row 8 where it had seen it: each delete shortened the
dialog's content, the scrolled view moved every row down a row (28 px), and the third click
deleted Misère instead of Slalom. Then the rows' box kept its height while the dialog was
open, and the room of the rows deleted stayed empty above *Add row*. Then the dialog
scrolled to its end came up shorter by as much as its view would have moved, and Start and
Cancel moved up under the mouse. Now the dialog keeps its height and the room the view needs
stays empty at the end of the scrolled part, below the lines for the sheet: nothing moves
but the rows below the one deleted (and *Add row* and what is below it), up into its place
(Start and Cancel: test_newmatch_keeps_height.py).
"""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.settingsform import RowsEditor

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

JASSVEREIN = ["Acorns", "Bells", "Shields", "Roses", "Obenabe", "Undenufe", "Misère",
              "Slalom", "Gusti/Mery", "Wunsch", "Coiffeur 3×3"]


@pytest.fixture
def dialog(qtbot, settings):
    settings.setValue("new/variant", "coiffeur")  # its usual preset: Jassverein (rule book)
    d = NewMatchDialog(settings)
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow)
    return d


def click_at(qtbot, window, pos):
    """A click where the screen has *pos* (global): to the window lying there."""
    qtbot.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, window.mapFromGlobal(pos))


def scroll_to_the_bottom(qtbot, dialog):
    """Clicks into the scroll bar's groove above its lower end, a page each, until the end."""
    bar = dialog.settings_area.verticalScrollBar()
    assert bar.maximum() > 0, "the dialog needs no scrolling here"
    for _ in range(40):
        if bar.value() == bar.maximum():
            break
        click_at(qtbot, dialog, bar.mapToGlobal(QPoint(bar.width() // 2,
                                                       bar.height() - bar.width() - 4)))
    assert bar.value() == bar.maximum()


def settled(dialog):
    """The events a click left (deleted widgets, layouts asked again, the scroll bar's new
    range) all handled, as a person sees the dialog before the next click: drained until
    nothing of the scrolled view changes any more."""
    bar = dialog.settings_area.verticalScrollBar()
    before = None
    for _ in range(20):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        now = (bar.value(), bar.maximum(), dialog.settings_area.widget().height())
        if now == before:
            return
        before = now
    raise AssertionError("the dialog does not settle")


def rows_editor(dialog):
    """The rows on the screen (a form the dialog made before may wait for its deletion)."""
    [editor] = [e for e in dialog.findChildren(RowsEditor) if e.isVisible()]
    return editor


def button(dialog, name):
    return rows_editor(dialog).findChild(QPushButton, name)


def row_names(dialog):
    editor = rows_editor(dialog)
    return [line[1].currentText() for line in editor.lines]


def test_rows_stay_under_the_mouse_while_rows_are_deleted(dialog, qtbot):
    assert row_names(dialog) == JASSVEREIN
    scroll_to_the_bottom(qtbot, dialog)
    settled(dialog)
    at = {}
    for n in (11, 10, 8):
        cross = button(dialog, f"removeRow{n - 1}")
        assert cross.visibleRegion().boundingRect() == cross.rect()  # seen whole
        at[n] = cross.mapToGlobal(cross.rect().center())
    seen_at_8 = button(dialog, "removeRow7").mapToGlobal(QPoint(0, 0))
    first = button(dialog, "removeRow0")
    first_at = first.mapToGlobal(QPoint(0, 0))
    add = button(dialog, "addRow")
    add_at = add.mapToGlobal(QPoint(0, 0))
    for n in (11, 10, 8):  # where each ✕ was seen before the first click
        click_at(qtbot, dialog, at[n])
        settled(dialog)
    assert row_names(dialog) == [n for n in JASSVEREIN
                                 if n not in ("Coiffeur 3×3", "Wunsch", "Slalom")]
    assert first.mapToGlobal(QPoint(0, 0)) == first_at  # the rows above stayed
    # "Add row" came up under the last row, by the three rows removed: no empty room kept
    pitch = button(dialog, "removeRow1").y() - button(dialog, "removeRow0").y()
    assert add.mapToGlobal(QPoint(0, 0)) == add_at - QPoint(0, 3 * pitch)
    # the row after the one deleted took its place, under the mouse
    assert button(dialog, "removeRow7").mapToGlobal(QPoint(0, 0)) \
        == seen_at_8
