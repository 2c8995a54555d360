"""The running totals of every side round by round, as a line chart (QPainter only).

Works for every variant: it reads only ``board.sides`` (names, winners) and each
entry's ``totals``, ``written`` and ``round``. The x axis counts rounds (games, deals), and
every point is a score that stood on the board after a round. An entry that is no round
(``round`` None: the Schieber's Bedanken, the Punktetafel closed, the Molotow's card drawn
for a tie, the Fahnder's Nuller for a misdeed) is written during the round being played, the
next one, so it is no point of its own: the next round's totals hold what it wrote (a French
trial's Bedanken too early during round 2 stood at round 1, where its team had 0). When none
follows (a Bedanken ends the match during its round), what such entries wrote is a point of
the round being played; when they wrote nothing (closed, a card drawn), there is no point (a
trial's closed Punktetafel ran every line flat on to a fourth "round"). A target
(``board.figures["target"]``, when a number) is drawn as a dashed line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...i18n import number
from .style import FOCUS_COLOR

if TYPE_CHECKING:
    from collections.abc import Callable

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
#: the least height the chart is laid out for: a legend row, a plot, the round numbers
MIN_HEIGHT = 72
#: below this height the margins are narrow and the legend's rows close together
LOW = 140
#: the focus frame's width: within the least margin (4 px), so that nothing is drawn over
FOCUS_WIDTH = 2
#: the plot's least height with the caption below the round numbers; lower, it is left out
CAPTION_ROOM = 60


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


def _apart(ticks: list[float], at: Callable[[float], float], height: float) -> list[float]:
    """The ticks whose labels (*height* high, centred on *at(tick)*) do not overlap: 0
    first, then from the ends inwards, so that a low chart still names its range."""
    order = sorted(ticks, key=lambda t: (t != 0, -abs(ticks.index(t) - (len(ticks) - 1) / 2)))
    chosen: list[float] = []
    for t in order:
        if all(abs(at(t) - at(c)) >= height for c in chosen):
            chosen.append(t)
    return sorted(chosen)


@dataclass(frozen=True)
class LegendItem:
    side: int
    name: str  # with a star for a winner
    total: str
    x: float
    y: float


@dataclass(frozen=True)
class Frame:
    """Where the parts of the chart go at one size of the widget."""

    base: float  # the legend's text size in pixels; the axes' is 0.85 of it
    margin: float
    row_h: float  # one row of the legend
    legend: list[LegendItem]
    plot: QRectF
    label_w: float  # the totals left of the plot
    y_ticks: list[float]  # a grid line each
    y_labels: list[float]  # the ticks written at the left: 0 first, then those with room
    x_ticks: list[float]
    x_max: int  # the last round's number
    spread: float  # the width of one round number's label
    caption: bool  # "Rounds" below the numbers, where there is room
    labels_bottom: float  # where the labels below the plot end

    def px(self, i: float) -> float:
        return self.plot.left() + self.plot.width() * i / self.x_max

    def py(self, v: float) -> float:
        low, high = self.y_ticks[0], self.y_ticks[-1]
        return self.plot.bottom() - self.plot.height() * (v - low) / ((high - low) or 1)


class RunningTotalsChart(QWidget):
    """One line per side: its total after each round, starting at 0 before the first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.variant = ""  # the match's (its rules' name): the axis's word
        # as low as the tabs below the board let it be (their least height, the tab bar off):
        # a taller minimum was cut off there, and with it what lies below zero (a netbook trial)
        self.setMinimumSize(320, MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Running totals"))
        # a stop for the keys (Tab, View → Chart on a finished match), framed as the lists
        # are while it has them: without, the cursor went to *New match*, one Enter from
        # leaving the match (a keyboard trial's); a click leaves the cursor in the form,
        # where there is one (take_clicks)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def take_clicks(self, take: bool) -> None:
        """Whether a click gives the chart the keys: yes on a finished match, where no form
        waits for them (a click did nothing there, the keys stayed on *New match*: a
        trial's); no while a form takes entries, where the cursor stays."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if take else Qt.FocusPolicy.TabFocus)

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.variant = str(getattr(getattr(match, "rules", None), "name", ""))
        self.update()

    def axis_caption(self) -> str:
        """What the x axis counts, whole, in the variant's word: "Rounds (games …)" for all
        read as cut off ("Donnes (jeux …)", a Romand trial's). The Differenzler's games are
        "Donnes" in French as its form says, the Guggitaler's "Jeux" as its line says."""
        if self.variant == "differenzler":
            return self.tr("Games")
        if self.variant == "guggitaler":
            return QCoreApplication.translate("GuggitalerChart", "Games")
        return self.tr("Rounds")

    # -- what is drawn ----------------------------------------------------------------------

    def series(self) -> list[list[int]]:
        """Per side: 0, then the total after each round; the last point the round being
        played when entries that are no round wrote something after the last round (see
        the module's docstring)."""
        if self.board is None:
            return []
        n = len(self.board.sides)
        lines = [[0] for _ in range(n)]
        entries = self.board.entries
        for entry in entries:
            if entry.round is not None:
                self._add_point(lines, entry.totals)
        last = max((k for k, entry in enumerate(entries) if entry.round is not None), default=-1)
        after = entries[last + 1:]  # written during a round that was not written
        if any(any(entry.written) for entry in after):
            self._add_point(lines, after[-1].totals)
        return lines

    @staticmethod
    def _add_point(lines: list[list[int]], totals: list[int]) -> None:
        """One point per side: its total, or its last where *totals* has none for it."""
        for i, line in enumerate(lines):
            line.append(totals[i] if i < len(totals) else line[-1])

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

    def frame(self) -> Frame | None:
        """Where the legend, the plot and its labels go at the widget's present size (None
        without a board or where no plot fits)."""
        board = self.board
        if board is None or not board.sides:
            return None
        w, h = float(self.width()), float(self.height())
        base = min(20.0, max(11.0, min(w, h) * 0.04))
        low_widget = h < LOW  # in the tabs below the board of a small screen
        m = 4.0 if low_widget else base * 0.8
        legend, row_h, legend_bottom = self._legend(board, base, m, w, tight=low_widget)
        top = legend_bottom + m * 0.6
        fa = QFontMetricsF(self._font(base * 0.85))
        labels_h = fa.height() * 1.2 + 2
        caption_h = fa.height() * 1.3
        room = h - top - labels_h - m * 0.6
        caption = room - caption_h >= CAPTION_ROOM
        plot_h = room - caption_h if caption else room
        if plot_h < 20:
            return None
        lines = self.series()
        values = [v for line in lines for v in line] + [0]
        target = self.target()
        if target is not None:
            values.append(target)
        y_ticks = nice_ticks(min(values), max(values),
                             max(2, min(8, int(plot_h // (fa.height() * 2.2)))))
        label_w = max(fa.horizontalAdvance(_label(t)) for t in y_ticks) + base * 0.6
        plot = QRectF(m + label_w, top, w - 2 * m - label_w - base * 0.6, plot_h)
        if plot.width() < 20:
            return None
        x_max = max(1, len(lines[0]) - 1)
        spread = fa.horizontalAdvance("000") * 2.5  # about one round number per 2.5 widths
        x_ticks = [t for t in nice_ticks(0, x_max, max(1, min(x_max, int(plot.width() // spread))))
                   if 0 <= t <= x_max]
        bottom = plot.bottom() + labels_h + (caption_h if caption else 0)
        frame = Frame(base, m, row_h, legend, plot, label_w, y_ticks, [], x_ticks, x_max,
                      spread, caption, bottom)
        return replace(frame, y_labels=_apart(y_ticks, frame.py, fa.height()))

    def _legend(self, board: Board, base: float, m: float, w: float,
                tight: bool) -> tuple[list[LegendItem], float, float]:
        """A line sample, the name and the total of each side, wrapped in rows: the items,
        the height of a row and where the last row ends."""
        fm, fmb = QFontMetricsF(self._font(base)), QFontMetricsF(self._font(base, bold=True))
        row_h = fm.height() * (1.1 if tight else 1.25)
        x, y = m, m
        items = []
        for i, side in enumerate(board.sides):
            winner = board.finished and i in board.winners
            name = ("★ " if winner else "") + side.name
            total = _label(side.total)
            width = (base * 2.0 + fmb.horizontalAdvance(name) + fm.horizontalAdvance(" " + total)
                     + base * 1.4)
            if x + width > w - m and x > m:
                x, y = m, y + row_h
            items.append(LegendItem(i, name, total, x, y))
            x += width
        return items, row_h, y + row_h

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BACKGROUND)
        frame = self.frame()
        if frame is not None and self.board is not None:
            self._draw_legend(p, frame)
            self._draw_axes(p, frame)
            self._draw_target(p, frame)
            if len(self.series()[0]) == 1:
                p.setPen(TEXT_DIM)
                p.setFont(self._font(frame.base))
                p.drawText(frame.plot, Qt.AlignmentFlag.AlignCenter, self.tr("No entries yet"))
            else:
                self._draw_lines(p, frame, self.board)
        if self.hasFocus():
            self._draw_focus(p)
        p.end()

    def _draw_focus(self, p: QPainter) -> None:
        """The blue frame of the widget with the keys, inside the chart's margins."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        p.setPen(QPen(QColor(FOCUS_COLOR), FOCUS_WIDTH))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))

    def _draw_legend(self, p: QPainter, frame: Frame) -> None:
        base = frame.base
        legend_font, bold = self._font(base), self._font(base, bold=True)
        fm, fmb = QFontMetricsF(legend_font), QFontMetricsF(bold)
        for item in frame.legend:
            mid = item.y + frame.row_h / 2
            p.setPen(QPen(side_color(item.side), max(2.5, base * 0.22)))
            p.drawLine(QPointF(item.x, mid), QPointF(item.x + base * 1.6, mid))
            p.setPen(AXIS)
            p.setFont(bold)
            tx = item.x + base * 2.0
            p.drawText(QPointF(tx, mid + fmb.ascent() / 2 - fmb.descent() / 2), item.name)
            p.setFont(legend_font)
            p.setPen(TEXT_DIM)
            p.drawText(QPointF(tx + fmb.horizontalAdvance(item.name),
                               mid + fm.ascent() / 2 - fm.descent() / 2), " " + item.total)

    def _draw_axes(self, p: QPainter, frame: Frame) -> None:
        """The grid, the zero line drawn stronger, the totals to the left, the round numbers
        below."""
        plot, axis_font = frame.plot, self._font(frame.base * 0.85)
        fa = QFontMetricsF(axis_font)
        p.setFont(axis_font)
        for t in frame.y_ticks:
            yy = frame.py(t)
            p.setPen(QPen(AXIS if t == 0 else GRID, 1.6 if t == 0 else 1.0))
            p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
        p.setPen(AXIS)
        for t in frame.y_labels:
            yy = frame.py(t)
            p.drawText(QRectF(frame.margin, yy - fa.height() / 2,
                              frame.label_w - frame.base * 0.4, fa.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _label(t))
        for t in frame.x_ticks:
            xx = frame.px(t)
            p.setPen(QPen(GRID, 1.0))
            p.drawLine(QPointF(xx, plot.top()), QPointF(xx, plot.bottom()))
            p.setPen(AXIS)
            p.drawText(QRectF(xx - frame.spread / 2, plot.bottom() + 2, frame.spread,
                              fa.height() * 1.2),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, _label(t))
        p.setPen(QPen(AXIS, 1.6))
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        if frame.caption:
            p.setPen(TEXT_DIM)
            p.drawText(QRectF(plot.left(), plot.bottom() + fa.height() * 1.2, plot.width(),
                              fa.height() * 1.3),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                       self.axis_caption())

    def _draw_target(self, p: QPainter, frame: Frame) -> None:
        target = self.target()
        if target is None:
            return
        plot = frame.plot
        fa = QFontMetricsF(self._font(frame.base * 0.85))
        p.setPen(QPen(QColor("#b3261e"), max(1.5, frame.base * 0.12), Qt.PenStyle.DashLine))
        yy = frame.py(target)
        p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
        text = self.tr("Target {0}").format(_label(target))
        above = yy - fa.height() * 1.15
        p.drawText(QRectF(plot.left() + 6, above if above >= plot.top() else yy + 3,
                          plot.width() - 12, fa.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _draw_lines(self, p: QPainter, frame: Frame, board: Board) -> None:
        """One line per side, the winners' drawn thicker and last; dots while there are few
        entries."""
        lines = self.series()
        width = max(2.0, frame.base * 0.2)
        for i in sorted(range(len(lines)), key=lambda i: i in board.winners):
            color = side_color(i)
            path = QPainterPath(QPointF(frame.px(0), frame.py(lines[i][0])))
            for k, v in enumerate(lines[i][1:], start=1):
                path.lineTo(QPointF(frame.px(k), frame.py(v)))
            pen = QPen(color, width * (1.6 if board.finished and i in board.winners else 1.0))
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            if len(lines[i]) <= 40:
                p.setBrush(color)
                p.setPen(Qt.PenStyle.NoPen)
                for k, v in enumerate(lines[i]):
                    p.drawEllipse(QPointF(frame.px(k), frame.py(v)), width * 1.3, width * 1.3)
