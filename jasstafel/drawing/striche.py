"""Striche and Nuller as they are written on paper or on a slate.

Shared by the boards that keep marks instead of points (Handjass, Fahnder):

* a **Strich** is an upright stroke; they are written in groups of five, four
  strokes and the fifth across them, so that a glance counts them;
* a **Nuller** is a small circle (a written "0"), also grouped by five.

The painters here only draw; the boards decide sizes with :func:`tally_height`
and :func:`nuller_size` once for all players, so that equal counts look equal in
every column. Marks written by the last entry can be shown as *fresh* (a
highlighter on paper, yellow chalk on a slate); *ghost* strokes show, faintly,
how many Striche are still missing to a goal (e.g. "voll").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from .chalk import (
    CHALK,
    CHALK_ACCENT,
    CHALK_DIM,
    INK,
    INK_DIM,
    INK_RED,
    PAPER,
    SLATE,
    SLATE_EDGE,
    fit_font,
    fitted_size,
    flat,
    two_lines,
    wobble,
)


def _t(text: str) -> str:
    return QCoreApplication.translate("striche", text)


def count_striche(n: int) -> str:
    """1 Strich, 2 Striche."""
    return _t("1 Strich") if n == 1 else _t("{0} Striche").format(n)


def with_striche(n: int) -> str:
    """with 1 Strich, with 2 Striche: its own words, German "mit 2 Strichen" takes the
    dative ("gewinnt mit 0 Striche" in a trial's window)."""
    return _t("with 1 Strich") if n == 1 else _t("with {0} Striche").format(n)


GROUP = 5
# Geometry of the Striche, in units of the stroke height h
STROKE_STEP = 0.2  # distance between two upright strokes of a group
CROSS_OVER = 0.16  # how far the fifth stroke reaches beyond the four
GROUP_WIDTH = 3 * STROKE_STEP + 2 * CROSS_OVER  # 0.92
GROUP_GAP = 0.34
ROW_GAP = 0.3
# Nuller, in units of the circle's diameter d
NULLER_STEP = 1.2
NULLER_GROUP_GAP = 0.6
NULLER_ROW_GAP = 0.3


@dataclass(frozen=True)
class Look:
    """The colours of one writing surface."""

    background: QColor
    frame: QColor | None  # the wooden frame of a slate; None for paper
    ink: QColor  # Striche, names, numbers
    dim: QColor  # labels, ruled lines, ghost strokes
    win: QColor  # winners
    bad: QColor  # Nuller, "voll"
    fresh: QColor  # the marks of the last entry (a highlighter behind them on paper)
    ghost: QColor  # strokes still missing to a goal: barely there
    tint: QColor  # the background of a winner's column
    chalk: bool  # chalk strokes wobble a little; ink is steadier


SLATE_LOOK = Look(
    background=SLATE, frame=SLATE_EDGE, ink=CHALK, dim=CHALK_DIM, win=CHALK_ACCENT,
    bad=QColor("#ff9e80"), fresh=CHALK_ACCENT, ghost=QColor(244, 241, 228, 46),
    tint=QColor(255, 217, 102, 38), chalk=True,
)
PAPER_LOOK = Look(
    background=PAPER, frame=None, ink=INK, dim=INK_DIM, win=INK_RED, bad=INK_RED,
    fresh=QColor(255, 214, 64, 150), ghost=QColor(29, 42, 74, 40), tint=QColor("#fff1c2"),
    chalk=False,
)


def pen(look: Look, width: float, color: QColor | None = None) -> QPen:
    """A line of *look* (a translucent *color* as it looks on the look's background)."""
    result = QPen(flat(color if color is not None else look.ink, look.background),
                  max(1.0, width))
    result.setCapStyle(Qt.PenCapStyle.RoundCap)
    result.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return result


def font(base: QFont, pixels: float, bold: bool = False) -> QFont:
    result = QFont(base)
    result.setPixelSize(max(8, int(pixels)))
    result.setBold(bold)
    return result


def paint_surface(p: QPainter, rect: QRectF, look: Look) -> QRectF:
    """Fill *rect* with the slate (inside its frame) or the paper; returns the writing area."""
    if look.frame is not None:
        frame = max(6.0, min(rect.width(), rect.height()) * 0.025)
        p.fillRect(rect, look.frame)
        inner = rect.adjusted(frame, frame, -frame, -frame)
    else:
        inner = QRectF(rect)
    p.fillRect(inner, look.background)
    return inner


# -- Striche ---------------------------------------------------------------------------------


def striche_rows(count: int, width: float, height: float) -> int:
    """Rows needed for *count* Striche of stroke height *height* in *width*."""
    groups = max(1, math.ceil(count / GROUP))
    per_row = max(1, int((width + GROUP_GAP * height) // ((GROUP_WIDTH + GROUP_GAP) * height)))
    return math.ceil(groups / per_row)


def tally_height(count: int, area: QRectF, most: float | None = None) -> float:
    """The tallest stroke (at most *most*) with which *count* Striche fit into *area*."""
    top = min(area.height(), most or area.height())
    h = top
    while h > 6:
        rows = striche_rows(count, area.width(), h)
        fits = (rows * (1 + ROW_GAP) - ROW_GAP) * h <= area.height()
        if fits and GROUP_WIDTH * h <= area.width():
            return h
        h *= 0.94
    return 6.0


def _stroke_positions(count: int, area: QRectF, h: float,
                      centre: bool) -> list[tuple[QPointF, int]]:
    """The top-left corner of each group of five and the strokes in it."""
    per_row = max(1, int((area.width() + GROUP_GAP * h) // ((GROUP_WIDTH + GROUP_GAP) * h)))
    groups = math.ceil(count / GROUP)
    out = []
    for g in range(groups):
        row, col = divmod(g, per_row)
        in_row = min(per_row, groups - row * per_row)
        row_width = in_row * GROUP_WIDTH * h + (in_row - 1) * GROUP_GAP * h
        left = area.left() + ((area.width() - row_width) / 2 if centre else 0)
        out.append((QPointF(left + col * (GROUP_WIDTH + GROUP_GAP) * h,
                            area.top() + row * (1 + ROW_GAP) * h),
                    min(GROUP, count - g * GROUP)))
    return out


def draw_striche(p: QPainter, area: QRectF, count: int, h: float, look: Look, *,
                 fresh_from: int | None = None, ghost_to: int = 0, seed: int = 0,
                 centre: bool = True) -> None:
    """*count* Striche of stroke height *h*, in groups of five, rows filling *area* from the
    top. Strokes from index *fresh_from* on were written by the last entry; strokes from
    *count* up to *ghost_to* are drawn faintly (still missing to a goal)."""
    total = max(count, ghost_to)
    if total <= 0:
        return
    width = max(1.5, h * 0.075)
    fresh_from = count if fresh_from is None else max(0, fresh_from)
    corners = _stroke_positions(total, area, h, centre)
    # the highlighter goes under the ink (paper); on a slate fresh chalk has its own colour
    if look.frame is None and fresh_from < count:
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(look.fresh)
        for g, (corner, _n) in enumerate(corners):
            first, last = g * GROUP, min(count, g * GROUP + GROUP) - 1
            lo, hi = max(first, fresh_from), last
            if lo > hi:
                continue
            x0 = corner.x() + CROSS_OVER * h + (lo - first) * STROKE_STEP * h - 0.12 * h
            x1 = (corner.x() + CROSS_OVER * h + (min(hi - first, 3)) * STROKE_STEP * h
                  + 0.12 * h)
            if hi - first == 4:  # the fifth stroke: highlight the whole group
                x0 = min(x0, corner.x())
                x1 = corner.x() + GROUP_WIDTH * h
            p.drawRoundedRect(QRectF(x0, corner.y() - 0.06 * h, x1 - x0, h * 1.12),
                              h * 0.12, h * 0.12)
        p.restore()

    for g, (corner, strokes) in enumerate(corners):
        for k in range(strokes):
            i = g * GROUP + k
            if i >= count:
                ghost = pen(look, width * 0.6, look.ghost)
                ghost.setStyle(Qt.PenStyle.DashLine)
                p.setPen(ghost)
            elif i >= fresh_from and look.frame is not None:
                p.setPen(pen(look, width, look.fresh))
            else:
                p.setPen(pen(look, width, look.ink))
            jitter = wobble(seed + i, h * (0.05 if look.chalk else 0.025))
            if k < GROUP - 1:
                x = corner.x() + CROSS_OVER * h + k * STROKE_STEP * h + jitter
                tilt = wobble(seed + i + 7, h * 0.06)
                p.drawLine(QPointF(x + tilt, corner.y() + abs(jitter)),
                           QPointF(x - tilt, corner.y() + h - abs(jitter)))
            else:  # the fifth stroke crosses the four, from lower left to upper right
                p.drawLine(QPointF(corner.x(), corner.y() + h * 0.8 + jitter),
                           QPointF(corner.x() + GROUP_WIDTH * h, corner.y() + h * 0.2 - jitter))


# -- Nuller ---------------------------------------------------------------------------------


def _nuller_per_row(width: float, d: float) -> int:
    """Circles that fit in a row of *width*, counting the gap after every five."""
    n = 0
    while True:
        nxt = n + 1
        gaps = (nxt - 1) // GROUP
        need = d + (nxt - 1) * NULLER_STEP * d + gaps * NULLER_GROUP_GAP * d
        if need > width:
            return max(1, n)
        n = nxt
        if n >= 60:
            return n


def nuller_size(count: int, area: QRectF, most: float | None = None) -> float:
    """The largest circle (at most *most*) with which *count* Nuller fit into *area*."""
    d = min(area.height(), most or area.height())
    while d > 5:
        per_row = _nuller_per_row(area.width(), d)
        if per_row >= GROUP and per_row % GROUP:
            per_row -= per_row % GROUP  # keep groups of five on one row
        rows = math.ceil(max(count, 1) / per_row)
        if (rows * (1 + NULLER_ROW_GAP) - NULLER_ROW_GAP) * d <= area.height():
            return d
        d *= 0.94
    return 5.0


def draw_nuller(p: QPainter, area: QRectF, count: int, d: float, look: Look, *,
                fresh_from: int | None = None, seed: int = 0, centre: bool = True) -> None:
    """*count* Nuller (circles of diameter *d*), five to a group, rows from the top."""
    if count <= 0:
        return
    fresh_from = count if fresh_from is None else max(0, fresh_from)
    per_row = _nuller_per_row(area.width(), d)
    if per_row >= GROUP and per_row % GROUP:
        per_row -= per_row % GROUP
    width = max(1.5, d * 0.12)
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        row_width = (d + (in_row - 1) * NULLER_STEP * d
                     + ((in_row - 1) // GROUP) * NULLER_GROUP_GAP * d)
        left = area.left() + ((area.width() - row_width) / 2 if centre else 0)
        x = left + col * NULLER_STEP * d + (col // GROUP) * NULLER_GROUP_GAP * d
        y = area.top() + row * (1 + NULLER_ROW_GAP) * d
        jitter = wobble(seed + i, d * 0.06)
        circle = QRectF(x + jitter, y, d * 0.86, d)
        if i >= fresh_from:
            if look.frame is None:
                p.save()
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(look.fresh)
                p.drawRoundedRect(circle.adjusted(-d * 0.12, -d * 0.08, d * 0.12, d * 0.08),
                                  d * 0.2, d * 0.2)
                p.restore()
                p.setPen(pen(look, width, look.bad))
            else:
                p.setPen(pen(look, width, look.fresh))
        else:
            p.setPen(pen(look, width, look.bad))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(circle)


# -- marks for names -------------------------------------------------------------------------


def draw_crown(p: QPainter, rect: QRectF, color: QColor, outline: QColor) -> None:
    """A small crown for a winner (a König), filling *rect*."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    path = QPainterPath(QPointF(x, y + h))
    path.lineTo(x, y + h * 0.3)
    path.lineTo(x + w * 0.27, y + h * 0.62)
    path.lineTo(x + w * 0.5, y)
    path.lineTo(x + w * 0.73, y + h * 0.62)
    path.lineTo(x + w, y + h * 0.3)
    path.lineTo(x + w, y + h)
    path.closeSubpath()
    p.save()
    p.setPen(pen_plain(outline, max(1.0, h * 0.07)))
    p.setBrush(color)
    p.drawPath(path)
    p.restore()


def pen_plain(color: QColor, width: float) -> QPen:
    result = QPen(color, width)
    result.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return result


def draw_stamp(p: QPainter, rect: QRectF, text: str, color: QColor, base: QFont) -> None:
    """A word in a frame, slightly turned, like a stamp (e.g. "voll")."""
    p.save()
    p.translate(rect.center())
    p.rotate(-6)
    box = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
    p.setPen(pen_plain(color, max(1.5, rect.height() * 0.07)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(box, rect.height() * 0.18, rect.height() * 0.18)
    inner = box.adjusted(rect.height() * 0.15, rect.height() * 0.08,
                         -rect.height() * 0.15, -rect.height() * 0.08)
    # on two lines where they make it larger: "plein atteint" in a column of five was 9 px
    font = fit_font(base, text, inner, bold=True)
    two = two_lines(text)
    if two != text:
        font2 = fit_font(base, two, inner, bold=True)
        if font2.pixelSize() > font.pixelSize():
            font, text = font2, two
    p.setFont(font)
    p.drawText(inner, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def common_font(base: QFont, texts: list[str], box: QRectF, bold: bool = False,
                max_px: float | None = None) -> QFont:
    """One font for a row of columns: the largest in which every text fits *box*, so that
    names (or numbers) side by side have the same size (the names over a board's columns
    follow the boards' one rule instead, :mod:`jasstafel.drawing.heads`)."""
    measured = QFont(base)
    measured.setBold(bold)
    key = measured.key()
    # each text once (a sheet's cells repeat the same few numbers), in one font copied once
    sizes = [fitted_size(measured, key, t, box, max_px) for t in dict.fromkeys(texts) if t]
    return font(base, min(sizes) if sizes else box.height() * 0.6, bold)
