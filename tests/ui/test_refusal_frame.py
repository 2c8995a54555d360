"""A refused field is painted red whole, also with the cursor in it.

A trial's under X11: after Enter refused card points of 200, the field with the cursor kept
its blue focus frame, with a red line at its right edge: the new look was painted only
where the text cursor blinks. The whole field is painted again when it is marked."""

from PySide6.QtCore import QEvent, QObject

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, key, open_match, settle, type_text


class Painted(QObject):
    """The regions a widget is painted in."""

    def __init__(self) -> None:
        super().__init__()
        self.rects = []

    def eventFilter(self, _watched, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.region().boundingRect())
        return False


def test_a_refused_field_is_painted_whole_when_marked_and_unmarked(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("schieber", ["A", "B", "C", "D"]))
    ctrl(qtbot, "1")
    type_text(qtbot, "200")
    settle()
    field = panel.points[0]
    painted = Painted()
    field.installEventFilter(painted)
    enter(qtbot)
    settle()
    assert field.is_refused() and field.hasFocus()
    assert field.rect() in painted.rects, painted.rects
    painted.rects.clear()
    key(qtbot, "Backspace")  # mended: the red goes, everywhere
    settle()
    assert not field.is_refused()
    assert field.rect() in painted.rects, painted.rects
    field.removeEventFilter(painted)
