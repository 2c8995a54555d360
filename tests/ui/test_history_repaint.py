"""An entry paints the history's new row, not every row in view again (docs/performance.md),
and what the screen shows of the history is what a whole fresh paint shows: after an entry,
a correction, a deletion and an undo.

Counted, not timed, as in test_repaint_work: the regions Qt paints, and the pixels of the
window's backing store (what the offscreen screen shows)."""

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound

from .keyboard import ctrl, enter, focus, open_file, settle, tab, type_

NOTES = ["", "Schluss", "Strafe Oberdorf wegen falsch Bedienen, danach neu gemischt und "
         "nochmals gegeben, weil die Karten nicht gezaehlt waren"]


class Painted(QObject):
    """The region Qt paints of a widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.widget = widget
        self.region = QRegion()

    def eventFilter(self, obj, event):  # noqa: N802 - Qt override
        if obj is self.widget and event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())
        return False


def shown(window, widget: QWidget) -> QImage:
    """What the screen shows of *widget*: the window's pixels as painted so far."""
    settle()
    at = widget.mapTo(window, QPoint(0, 0))
    return window.screen().grabWindow(window.winId(), at.x(), at.y(), widget.width(),
                                      widget.height()).toImage()


def painted_afresh(window, widget: QWidget) -> QImage:
    widget.repaint()  # every pixel of it painted now, from the rows as they are
    return shown(window, widget)


def type_round(qtbot, values):
    for value in values:
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)


def forty_rounds(qtbot, window, tmp_path):
    match = new_match("punktetafel", ["Anna", "Beat", "Cla"])
    for n in range(40):
        match.add(PunktetafelRound(points=[n, 2 * n, 3], note=NOTES[n % len(NOTES)]))
    panel, _board = open_file(qtbot, window, tmp_path / "forty.jass", match)
    settle()
    return panel


def test_an_entry_paints_the_new_row_not_the_rows_shown_before(window, qtbot, tmp_path):
    forty_rounds(qtbot, window, tmp_path)
    history = window.history.list
    viewport = history.viewport()
    assert history.verticalScrollBar().maximum() > 0  # the history scrolls: 40 rows
    first_shown = history.visualRect(history.indexAt(QPoint(4, 4)))
    painted = Painted(viewport)
    QApplication.instance().installEventFilter(painted)
    try:
        type_round(qtbot, [7, 8, 9])
        settle()
    finally:
        QApplication.instance().removeEventFilter(painted)
    assert history.count() == 41
    # the new row painted; the rows above it moved up, as they were, not painted again
    # (Qt repainted every row in view: the top row was painted though only moved)
    last = history.visualRect(history.model().index(40, 0))
    assert painted.region.contains(last.center())
    assert not painted.region.contains(first_shown.center())
    assert shown(window, viewport) == painted_afresh(window, viewport)


def test_the_history_shows_what_a_whole_paint_shows_after_corrections(window, qtbot,
                                                                        tmp_path):
    """The rows kept are not painted again: after each change, the screen shows every row
    as a fresh paint of the whole history does (none doubled, none left out, none moved)."""
    panel = forty_rounds(qtbot, window, tmp_path)
    history = window.history.list
    viewport = history.viewport()
    type_round(qtbot, [7, 8, 9])
    assert shown(window, viewport) == painted_afresh(window, viewport)
    # an entry in the middle of those in view corrected: it and those after it change
    row = history.indexAt(viewport.rect().center()).row()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton,
                     pos=history.visualRect(history.model().index(row, 0)).center())
    assert history.currentRow() == row
    history.setFocus()
    qtbot.keyClick(history, Qt.Key.Key_Return)
    assert panel.correcting == row
    type_(qtbot, "12345")  # a long number: the row wraps differently
    enter(qtbot)
    assert window.controller.match.entries[row].points[0] == 12345
    assert shown(window, viewport) == painted_afresh(window, viewport)
    # an entry in view deleted with the button, the history without the focus (a focus
    # frame leaving or coming paints every row): the rows after it move up, those before
    # it down (the list is as long as its view shows less)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton,
                     pos=history.visualRect(history.model().index(row, 0)).center())
    tab(qtbot)
    assert focus() is window.history.correct_button
    settle()
    qtbot.mouseClick(window.history.delete_button, Qt.MouseButton.LeftButton)
    assert history.count() == 40 and not history.hasFocus()
    assert shown(window, viewport) == painted_afresh(window, viewport)
    # undone twice: the deleted entry back, then the correction taken back
    for count in (41, 41):
        ctrl(qtbot, "z")
        assert history.count() == count
        assert shown(window, viewport) == painted_afresh(window, viewport)
    ctrl(qtbot, "z")  # the round typed taken back: the last row goes, the rows move down
    assert history.count() == 40
    assert shown(window, viewport) == painted_afresh(window, viewport)
