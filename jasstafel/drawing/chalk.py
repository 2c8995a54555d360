"""Drawing helpers for boards that look like chalk on slate or ink on paper."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

SLATE = QColor("#23302a")
SLATE_EDGE = QColor("#6b4f2a")  # the wooden frame
CHALK = QColor("#f4f1e4")
CHALK_DIM = QColor(244, 241, 228, 150)
CHALK_ACCENT = QColor("#ffd966")
PAPER = QColor("#fbf8ef")
INK = QColor("#1d2a4a")
#: small words on the paper: 4.5:1 and more on it and on a yellow column (WCAG AA; the grey
#: before, #6b7280, was 4.0:1 on the yellow, and read as faint by a German trial at 150 %)
INK_DIM = QColor("#4b5563")
INK_RED = QColor("#b3261e")


def wobble(index: int, amount: float) -> float:
    """A small, repeatable irregularity so strokes look drawn by hand, not ruled."""
    return amount * math.sin(index * 12.9898 + 78.233) * 0.5


def flat(color: QColor, background: QColor) -> QColor:
    """*color* as it looks over the plain *background*, opaque.

    Qt's raster engine draws an antialiased line of a translucent colour some fifteen times
    slower than an opaque one (a column line of a board took 0.3 ms instead of 0.02 ms,
    docs/performance.md); over a plain background the two give the same pixels.
    """
    alpha = color.alphaF()
    if alpha >= 1.0:
        return color
    mix = [round(a * alpha + b * (1 - alpha)) for a, b in zip(
        (color.red(), color.green(), color.blue()),
        (background.red(), background.green(), background.blue()), strict=True)]
    return QColor(*mix)


def chalk_pen(width: float, color: QColor = CHALK) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


MIN_SPACING = 3.0  # closer than this, strokes melt into a bar: draw fewer, say how many more


def draw_tally(painter: QPainter, start: QPointF, end: QPointF, count: int,
               length: float, max_spacing: float, seed: int = 0) -> int:
    """Draw *count* strokes across the line start→end, in groups of five: four strokes
    and the fifth across them, as Jass players write Striche.

    Returns how many were drawn: fewer than *count* only when the line is too short for
    them all (the caller writes the rest as a number)."""
    count = tally_drawn(start, end, count)
    if count <= 0:
        return 0
    dx, dy = end.x() - start.x(), end.y() - start.y()
    line = math.hypot(dx, dy) or 1.0
    ux, uy = dx / line, dy / line  # along the line
    nx, ny = -uy, ux  # across it
    groups, single = divmod(count, 5)
    slots = groups * 4 + single + groups * 1.6  # a gap of 1.6 strokes after each group
    spacing = min(max_spacing, (line * 0.92) / max(slots, 1))
    pos = line * 0.08
    half = length / 2
    for i in range(count):
        in_group = i % 5
        if in_group == 4:  # the fifth stroke crosses the four before it
            a = pos - 4.3 * spacing
            b = pos - 0.7 * spacing
            p1 = QPointF(start.x() + ux * a + nx * half * 0.8, start.y() + uy * a + ny * half * 0.8)
            p2 = QPointF(start.x() + ux * b - nx * half * 0.8, start.y() + uy * b - ny * half * 0.8)
            painter.drawLine(p1, p2)
            pos += spacing * 1.6
            continue
        w = wobble(seed + i, spacing * 0.25)
        c = QPointF(start.x() + ux * (pos + w), start.y() + uy * (pos + w))
        tilt = wobble(seed + i + 7, 0.2)
        p1 = QPointF(c.x() + (nx + ux * tilt) * half, c.y() + (ny + uy * tilt) * half)
        p2 = QPointF(c.x() - (nx + ux * tilt) * half, c.y() - (ny + uy * tilt) * half)
        painter.drawLine(p1, p2)
        pos += spacing
    return count


def tally_drawn(start: QPointF, end: QPointF, count: int) -> int:
    """How many of *count* strokes :func:`draw_tally` draws across the line start→end: all,
    unless the line is too short for them."""
    if count <= 0:
        return 0
    line = math.hypot(end.x() - start.x(), end.y() - start.y()) or 1.0
    room = int(line * 0.92 / MIN_SPACING / 1.12) // 5 * 5  # 5.6 slots per group of five
    return min(count, max(room, 5))


def fit_font(base: QFont, text: str, box: QRectF, bold: bool = False,
             max_px: float | None = None) -> QFont:
    """The largest font (up to the box height) in which every line of *text* fits *box*."""
    font = QFont(base)
    font.setBold(bold)
    font.setPixelSize(fitted_size(font, font.key(), text, box, max_px))
    return font


def two_lines(text: str, sentences: bool = True) -> str:
    """*text* on two lines, broken after the sentence nearest its middle ("Small: …. Big:
    …"), or at the space nearest it where it is one sentence or *sentences* is False."""
    middle = len(text) / 2
    ends = [i + 1 for i in range(len(text) - 1)
            if sentences and text[i] == "." and text[i + 1] == " "]
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    cuts = ends or spaces
    if not cuts:
        return text
    cut = min(cuts, key=lambda i: abs(i - middle))
    return f"{text[:cut].rstrip()}\n{text[cut:].lstrip()}"


def fitted_size(font: QFont, key: str, text: str, box: QRectF,
                max_px: float | None = None) -> int:
    """The pixel size of :func:`fit_font` for *font* (bold or not already), whose
    ``font.key()`` is *key*: for many texts in one font, the font is copied and named once
    (``common_font``: a sheet's hundred numbers at every entry). *font*'s size is changed."""
    known = (key, text, box.width(), box.height(), max_px)
    size = _fitted.get(known)
    if size is None:
        size = _fit_size(font, text, box, max_px)
        if len(_fitted) >= _FITTED_MAX:
            _fitted.clear()
        _fitted[known] = size
    return size


# a board fits the same texts into the same boxes at every paint (dozens of names and
# numbers, each a few font sizes tried): the sizes found, by font, text and box
_fitted: dict[tuple[str, str, float, float, float | None], int] = {}
_FITTED_MAX = 4096


def _fit_size(font: QFont, text: str, box: QRectF, max_px: float | None) -> int:
    lines = text.splitlines() or [""]
    size = int(min(max_px or box.height(), box.height() / len(lines) * 0.8))
    while size > 8:
        font.setPixelSize(size)
        metrics = QFontMetricsF(font)
        if (max(metrics.horizontalAdvance(line) for line in lines) <= box.width()
                and metrics.lineSpacing() * len(lines) <= box.height()):
            break
        size -= max(1, size // 12)
    return max(8, size)
