"""The Schieber board's Z: no stroke of the top or bottom line stands across the diagonal
(a tester saw the 21st hundred drawn on the Z's corner, where the top line meets the
diagonal, and misread it at the table)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF

from jasstafel.drawing.chalk import draw_tally
from jasstafel.ui.variants.schieber_board import z_place


class StrokeRecorder:
    """Stands in for the painter: keeps the strokes draw_tally draws."""

    def __init__(self) -> None:
        self.strokes: list[QLineF] = []

    def drawLine(self, a: QPointF, b: QPointF) -> None:  # noqa: N802 (QPainter's name)
        self.strokes.append(QLineF(a, b))


def crosses(stroke: QLineF, line: QLineF) -> bool:
    return stroke.intersects(line)[0] == QLineF.IntersectionType.BoundedIntersection


# one team's half of the board: 1024×600, 1366×768 and a wide window
@pytest.mark.parametrize("area", [QRectF(0, 0, 560, 230), QRectF(0, 0, 760, 300),
                                  QRectF(0, 0, 1200, 420)])
@pytest.mark.parametrize(("line", "counts"), [("top", range(1, 41)), ("bottom", (1, 2))])
def test_no_stroke_of_the_top_or_bottom_line_crosses_the_diagonal(qapp, area, line, counts):
    place = z_place(area)
    _top_l, top_r, bot_l, _bot_r = place.corners
    diagonal = QLineF(top_r, bot_l)
    start, end, spacing = place.stretches[line]
    for count in counts:
        for seed in (0, 101):  # both teams' wobble
            recorder = StrokeRecorder()
            draw_tally(recorder, start, end, count, place.tally, spacing, seed + 100)
            across = [i + 1 for i, s in enumerate(recorder.strokes) if crosses(s, diagonal)]
            assert not across, f"{line} line, {count} strokes: {across} cross the diagonal"
