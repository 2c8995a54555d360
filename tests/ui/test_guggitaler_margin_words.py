"""The red margin line and the column lines of the window's Guggitaler sheet ran through
the words of the lines that span the whole sheet: a Guggitaler's heading and "Guggitaler 2:
noch zu spielen". They are left out over those words."""

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainter

from .keyboard import open_match
from .test_board_small_words import guggitaler_before_the_last_trick


class Drawn:
    """The lines and the texts in rectangles of every paint inside ``with Drawn() as d``."""

    def __enter__(self) -> "Drawn":
        self.lines: list[QLineF] = []
        self.texts: list[tuple[str, QRectF]] = []
        self._line, self._text = QPainter.drawLine, QPainter.drawText
        line, text = self._line, self._text

        def record_line(painter, *args):
            a, b = (args[0].p1(), args[0].p2()) if len(args) == 1 else args[:2]
            if isinstance(a, QPointF):
                self.lines.append(QLineF(painter.transform().map(a),
                                         painter.transform().map(b)))
            return line(painter, *args)

        def record_text(painter, *args):
            if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
                rect, flags, words = args
                inked = QFontMetricsF(painter.font()).boundingRect(rect, int(flags), words)
                self.texts.append((words, painter.transform().mapRect(inked)))
            return text(painter, *args)

        QPainter.drawLine, QPainter.drawText = record_line, record_text
        return self

    def __exit__(self, *exc) -> None:
        QPainter.drawLine, QPainter.drawText = self._line, self._text


def test_no_line_of_the_sheet_runs_through_its_whole_width_words(german_window, qtbot):
    window = german_window
    window.resize(1024, 600)
    _panel, board = open_match(qtbot, window, guggitaler_before_the_last_trick())
    with Drawn() as drawn:
        board.grab()
    across = {line.label for line, _box in board.painted
              if line.kind == "heading" or (line.kind != "game" and not line.cells)}
    assert "Guggitaler 2: noch zu spielen" in across, sorted(across)
    words = [box for text, box in drawn.texts if text in across]
    assert len(words) >= 2, drawn.texts  # the heading of Guggitaler 1 too
    vertical = [line for line in drawn.lines if line.dx() == 0 and line.dy() != 0]
    assert vertical
    for line in vertical:
        top, bottom = sorted((line.y1(), line.y2()))
        for box in words:
            crosses = (box.left() <= line.x1() <= box.right()
                       and top < box.bottom() - 1 and bottom > box.top() + 1)
            assert not crosses, (line, box)
