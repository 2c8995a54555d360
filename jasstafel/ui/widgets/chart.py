"""The running totals of every side over the entries, as a line chart (QPainter only).

Works for every variant: it reads only ``board.sides`` (names, winners) and each
entry's ``totals``. A target (``board.figures["target"]``, when a number) is drawn
as a dashed line.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...i18n import number

if TYPE_CHECKING:
    from ...core import Board

#: Line colours, distinct on paper and for the usual colour blindness (Okabe–Ito).
PALETTE = (
    QColor("#0072b2"), QColor("#d55e00"), QColor("#009e73"), QColor("#cc79a7"),
    QColor("#e69f00"), QColor("#56b4e9"), QColor("#000000"), QColor("#8c564b"),
)
BACKGROUND = QColor("#fbf8ef")
AXIS = QColor("#1d2a4a")
GRID = QColor("#d8d3c4")
TEXT_DIM = QColor("#4b5563")


def side_color(index: int) -> QColor:
    return PALETTE[index % len(PALETTE)]


def nice_step(span: float, ticks: int = 6) -> float:
    """A round step (1, 2, 2.5 or 5 × 10^k) giving about *ticks* intervals over *span*."""
    if span <= 0:
        return 1.0
    raw = span / max(ticks, 1)
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


def nice_ticks(low: float, high: float, ticks: int = 6, whole: bool = True) -> list[float]:
    """Tick values covering low … high on round numbers (whole numbers when *whole*)."""
    if high < low:
        low, high = high, low
    if high == low:
        low, high = low - 1, high + 1
    step = nice_step(high - low, ticks)
    if whole:
        step = max(1.0, float(math.ceil(step)))
    start = math.floor(low / step) * step
    end = math.ceil(high / step) * step
    count = int(round((end - start) / step))
    return [start + i * step for i in range(count + 1)]


def _label(value: float) -> str:
    if value == int(value):  # 4'500 as everywhere else in the window
        whole = int(value)
        return f"\u2212{number(-whole)}" if whole < 0 else number(whole)
    return f"{value:g}".replace("-", "\u2212")


class RunningTotalsChart(QWidget):
    """One line per side: its total after each entry, starting at 0 before the first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Running totals"))

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.update()

    # -- what is drawn ----------------------------------------------------------------------

    def series(self) -> list[list[int]]:
        """Per side: 0, then the total after each entry."""
        if self.board is None:
            return []
        n = len(self.board.sides)
        lines = [[0] for _ in range(n)]
        for entry in self.board.entries:
            for i in range(n):
                lines[i].append(entry.totals[i] if i < len(entry.totals) else lines[i][-1])
        return lines

    def target(self) -> int | None:
        if self.board is None:
            return None
        value = self.board.figures.get("target")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    # -- painting ---------------------------------------------------------------------------

    def _font(self, px: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, int(px)))
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        p.fillRect(self.rect(), BACKGROUND)
        board = self.board
        base = min(20.0, max(11.0, min(w, h) * 0.04))
        m = base * 0.8
        if board is None or not board.sides:
            p.end()
            return
        lines = self.series()
        n_points = len(lines[0])

        # legend: a line sample, the name and the total of each side, wrapped in rows
        legend_font = self._font(base, bold=False)
        bold = self._font(base, bold=True)
        fm, fmb = QFontMetricsF(legend_font), QFontMetricsF(bold)
        items = []
        for i, side in enumerate(board.sides):
            winner = board.finished and i in board.winners
            name = ("★ " if winner else "") + side.name
            total = _label(side.total)
            width = base * 2.0 + fmb.horizontalAdvance(name) + fm.horizontalAdvance(" " + total)
            items.append((i, name, total, width + base * 1.4, winner))
        x, y = m, m
        row_h = fm.height() * 1.25
        placed = []
        for item in items:
            if x + item[3] > w - m and x > m:
                x, y = m, y + row_h
            placed.append((item, x, y))
            x += item[3]
        for (i, name, total, _width, _winner), lx, ly in placed:
            color = side_color(i)
            mid = ly + row_h / 2
            p.setPen(QPen(color, max(2.5, base * 0.22)))
            p.drawLine(QPointF(lx, mid), QPointF(lx + base * 1.6, mid))
            p.setPen(AXIS)
            p.setFont(bold)
            tx = lx + base * 2.0
            p.drawText(QPointF(tx, mid + fmb.ascent() / 2 - fmb.descent() / 2), name)
            p.setFont(legend_font)
            p.setPen(TEXT_DIM)
            p.drawText(QPointF(tx + fmb.horizontalAdvance(name),
                               mid + fm.ascent() / 2 - fm.descent() / 2), " " + total)
        top = y + row_h + m * 0.6

        # value range and ticks
        values = [v for line in lines for v in line]
        target = self.target()
        low, high = min(values + [0]), max(values + [0])
        if target is not None:
            low, high = min(low, target), max(high, target)
        axis_font = self._font(base * 0.85)
        fa = QFontMetricsF(axis_font)
        plot_h_guess = max(40.0, h - top - fa.height() * 2.6 - m)
        yticks = nice_ticks(low, high, max(2, min(8, int(plot_h_guess // (fa.height() * 2.2)))))
        y_low, y_high = yticks[0], yticks[-1]
        label_w = max(fa.horizontalAdvance(_label(t)) for t in yticks) + base * 0.6
        plot = QRectF(m + label_w, top, w - 2 * m - label_w - base * 0.6,
                      h - top - fa.height() * 2.6 - m * 0.6)
        if plot.width() < 20 or plot.height() < 20:
            p.end()
            return
        x_max = max(1, n_points - 1)

        def px(i: float) -> float:
            return plot.left() + plot.width() * i / x_max

        def py(v: float) -> float:
            return plot.bottom() - plot.height() * (v - y_low) / ((y_high - y_low) or 1)

        # grid and y labels
        p.setFont(axis_font)
        for t in yticks:
            yy = py(t)
            p.setPen(QPen(AXIS if t == 0 else GRID, 1.6 if t == 0 else 1.0))
            p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
            p.setPen(AXIS)
            p.drawText(QRectF(m, yy - fa.height() / 2, label_w - base * 0.4, fa.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _label(t))
        # x labels: entry numbers, about one per 2.5 label widths
        room = fa.horizontalAdvance("000") * 2.5
        xticks = [t for t in nice_ticks(0, x_max, max(1, min(x_max, int(plot.width() // room))))
                  if 0 <= t <= x_max]
        for t in xticks:
            xx = px(t)
            p.setPen(QPen(GRID, 1.0))
            p.drawLine(QPointF(xx, plot.top()), QPointF(xx, plot.bottom()))
            p.setPen(AXIS)
            p.drawText(QRectF(xx - room / 2, plot.bottom() + 2, room, fa.height() * 1.2),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, _label(t))
        p.setPen(QPen(AXIS, 1.6))
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        p.drawLine(QPointF(plot.left(), py(y_low)), QPointF(plot.right(), py(y_low)))
        p.setPen(TEXT_DIM)
        p.drawText(QRectF(plot.left(), plot.bottom() + fa.height() * 1.2, plot.width(),
                          fa.height() * 1.3),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                   self.tr("Entries (rounds, games …)"))

        # the target
        if target is not None:
            pen = QPen(QColor("#b3261e"), max(1.5, base * 0.12), Qt.PenStyle.DashLine)
            p.setPen(pen)
            yy = py(target)
            p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
            text = self.tr("Target {0}").format(_label(target))
            above = yy - fa.height() * 1.15
            p.drawText(QRectF(plot.left() + 6, above if above >= plot.top() else yy + 3,
                              plot.width() - 12, fa.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

        if n_points == 1:
            p.setPen(TEXT_DIM)
            p.setFont(self._font(base))
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No entries yet"))
            p.end()
            return

        # the lines, the winners' drawn thicker; dots while there are few entries
        width = max(2.0, base * 0.2)
        order = sorted(range(len(lines)), key=lambda i: i in board.winners)
        for i in order:
            color = side_color(i)
            winner = board.finished and i in board.winners
            path = QPainterPath(QPointF(px(0), py(lines[i][0])))
            for k, v in enumerate(lines[i][1:], start=1):
                path.lineTo(QPointF(px(k), py(v)))
            pen = QPen(color, width * (1.6 if winner else 1.0))
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            if n_points <= 40:
                p.setBrush(color)
                p.setPen(Qt.PenStyle.NoPen)
                r = width * 1.3
                for k, v in enumerate(lines[i]):
                    p.drawEllipse(QPointF(px(k), py(v)), r, r)
        p.end()
