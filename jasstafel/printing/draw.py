"""Pictures on the sheets, in ink: the Schieber Z, Striche in groups of five, Nuller.

The strokes are drawn with :func:`jasstafel.drawing.chalk.draw_tally` (four strokes and
the fifth across them), the same as on the window's slate.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QPainter

from ..drawing.chalk import draw_tally
from ..i18n import number
from .layout import ACCENT, GREY, INK, LIGHT, Align, Canvas, draw_lines, pen


@dataclass
class ZHalf:
    """One team's half of the Schieber Tafel. ``z`` as in the board's figures, or None
    for an empty Z on a blank sheet."""

    name: str
    players: str
    z: dict[str, int] | None
    total: str = ""
    lines: list[str] = field(default_factory=list)
    winner: bool = False


_Z_GAP_MM = 6.0
_Z_PAD_MM = 2.5


def _z_names(cv: Canvas, halves: Sequence[ZHalf], width: float) -> list[list[str]]:
    """The lines of each half's name (the Zs side by side at one height): a long team name
    on two lines (:func:`title_lines`: after the " & " where both halves fit)."""
    font = cv.font(10, True)
    w = (width - cv.mm(_Z_GAP_MM) * (len(halves) - 1)) / max(1, len(halves))
    return [title_lines(cv, half.name, font, w - 2 * cv.mm(_Z_PAD_MM)) for half in halves]


def z_board_growth(cv: Canvas, halves: Sequence[ZHalf], width: float) -> float:
    """How much taller the Tafel is for a name on two lines: the Z keeps its size."""
    lines = max((len(name) for name in _z_names(cv, halves, width)), default=1)
    return (lines - 1) * cv.line_height(cv.font(10, True))


def paint_z_board(p: QPainter, cv: Canvas, rect: QRectF, halves: Sequence[ZHalf]) -> None:
    """The Tafel: a Z per team, side by side, strokes of 100 / 50 / 20 and the rest."""
    gap = cv.mm(_Z_GAP_MM)
    w = (rect.width() - gap * (len(halves) - 1)) / len(halves)
    names = _z_names(cv, halves, rect.width())
    rows = max((len(name) for name in names), default=1)
    for i, half in enumerate(halves):
        _paint_z(p, cv, QRectF(rect.left() + i * (w + gap), rect.top(), w, rect.height()), half,
                 names[i], rows, seed=i * 101)


def _paint_z(p: QPainter, cv: Canvas, rect: QRectF, half: ZHalf, name: list[str], rows: int,
             seed: int) -> None:
    p.setPen(pen(LIGHT, cv, 0.3))
    p.drawRect(rect)
    pad = cv.mm(_Z_PAD_MM)
    name_font = cv.font(10, True)
    small = cv.font(7.5)
    p.setPen(ACCENT if half.winner else INK)
    lh = cv.line_height(name_font)
    # its lines (a longer name shortened with "…", never cut without a sign), in the room of
    # the longest name beside it
    draw_lines(p, cv, name, name_font,
               QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, rows * lh))
    p.setPen(GREY)
    draw_lines(p, cv, cv.wrap_at_most(half.players, small, rect.width() - 2 * pad, 1), small,
               QRectF(rect.left() + pad, rect.top() + pad + len(name) * lh,
                      rect.width() - 2 * pad, cv.line_height(small)))
    top = rect.top() + pad + rows * lh + cv.line_height(small) + cv.mm(2)
    info_w = rect.width() * 0.36
    label_w = cv.mm(6)
    zone = QRectF(rect.left() + pad + label_w, top + cv.mm(3),
                  rect.width() - info_w - 2 * pad - label_w,
                  rect.bottom() - top - cv.mm(3) - pad - cv.mm(3))
    top_l = QPointF(zone.left(), zone.top())
    top_r = QPointF(zone.right(), zone.top())
    bot_l = QPointF(zone.left(), zone.bottom())
    bot_r = QPointF(zone.right(), zone.bottom())
    p.setPen(pen(INK, cv, 0.6))
    p.drawLine(top_l, top_r)
    p.drawLine(top_r, bot_l)
    p.drawLine(bot_l, bot_r)
    # the line labels, small, left of each line
    p.setPen(GREY)
    tiny = cv.font(6.5)
    th = cv.line_height(tiny)
    for label, y in (("100", top_l.y()), ("20", bot_l.y())):
        draw_lines(p, cv, [label], tiny, QRectF(zone.left() - label_w, y - th / 2,
                                                label_w - cv.mm(1), th), Align.AlignRight)
    mid = QPointF((top_r.x() + bot_l.x()) / 2, (top_r.y() + bot_l.y()) / 2)
    draw_lines(p, cv, ["50"], tiny, QRectF(mid.x() + cv.mm(4), mid.y() - th / 2, cv.mm(8), th))
    if half.z is not None:
        tally = min(zone.height() * 0.3, cv.mm(5))
        spacing = cv.mm(1.6)
        p.setPen(pen(INK, cv, 0.3))
        # keep the strokes off the corners where the diagonal meets the lines
        inset = zone.width() * 0.1
        draw_tally(p, top_l, QPointF(top_r.x() - inset, top_r.y()), half.z["hundreds"], tally,
                   spacing, seed)
        a = QPointF(top_r.x() - (top_r.x() - bot_l.x()) * 0.18,
                    top_r.y() + (bot_l.y() - top_r.y()) * 0.18)
        b = QPointF(top_r.x() - (top_r.x() - bot_l.x()) * 0.82,
                    top_r.y() + (bot_l.y() - top_r.y()) * 0.82)
        draw_tally(p, a, b, half.z["fifties"], tally, spacing * 1.6, seed + 50)
        draw_tally(p, QPointF(bot_l.x() + inset, bot_l.y()), bot_r, half.z["twenties"], tally,
                   spacing, seed + 20)
        # the rest, written as a number beside the bottom line, as on a real Tafel
        p.setPen(INK)
        rest_font = cv.font(11, True)
        draw_lines(p, cv, [number(half.z["rest"])], rest_font,
                   QRectF(zone.right() + cv.mm(1.5), bot_r.y() - cv.line_height(rest_font) / 2,
                          cv.mm(10), cv.line_height(rest_font)))
    # total and lines on the right
    info = QRectF(rect.right() - info_w, top, info_w - pad, rect.bottom() - top - pad)
    big = cv.font(16, True)
    p.setPen(ACCENT if half.winner else INK)
    y = info.top()
    if half.total:
        draw_lines(p, cv, [half.total], big, QRectF(info.left(), y, info.width(),
                                                     cv.line_height(big)), Align.AlignRight)
        y += cv.line_height(big) + cv.mm(1)
    p.setPen(GREY)
    body, lines = _info_lines(cv, half.lines, info.width(), info.bottom() - y)
    draw_lines(p, cv, lines, body, QRectF(info.left(), y, info.width(), 1e6), Align.AlignRight)


def title_lines(cv: Canvas, name: str, font: QFont, width: float) -> list[str]:
    """A side's name over its box in *width*: one line; else two, broken after the " & "
    between the partners where both halves fit ("A: Jean-Daniel d'Aubonne &" / "Céline
    Gothuey-Bersier"), else where the words fall; the second shortened with "…" only where
    two lines are too few."""
    if cv.width(name, font) <= width:
        return [name]
    return _at_partners(cv, name, font, width) or cv.wrap_at_most(name, font, width, 2)


def _at_partners(cv: Canvas, name: str, font: QFont, width: float) -> list[str] | None:
    """*name* ("Anna Muster & Cla Beispiel") on two lines broken after its last " & " where
    both halves fit *width*; None where none does."""
    at = name.rfind(" & ")
    while at > 0:
        head, tail = name[:at + 2], name[at + 3:]
        if cv.width(head, font) <= width and cv.width(tail, font) <= width:
            return [head, tail]
        at = name.rfind(" & ", 0, at)
    return None


def _info_lines(cv: Canvas, texts: Sequence[str], width: float,
                height: float) -> tuple[QFont, list[str]]:
    """The font and the wrapped lines of a half's figures (breakdown, target, Matches,
    Berg): each text broken only between its units (:func:`_units`: "jusqu'à 2'500" and
    "(dont 1 contre-match)" stay whole, the breakdown breaks before a "+"), its lines as
    even as they can be; a smaller font where a unit or the lines would not fit the box,
    down to a floor where a unit is parted at its spaces (never cut)."""
    pt = 7.5
    while True:
        font = cv.font(pt)
        units = [_units(text) for text in texts]
        whole = all(cv.width(_spaced(u), font) <= width for pieces in units for u in pieces)
        lines = [line for pieces in units for line in _even(cv, pieces, font, width)]
        fits = len(lines) * cv.line_height(font) <= height
        if pt <= 5.5 or (fits and (whole or pt <= _SMALLEST_WHOLE)):
            return font, lines
        pt -= 0.5


#: a no-break space: what joins the words of one unit of a half's line (:func:`_units`)
_GLUE = "\u00a0"
#: the smallest font (pt) the box takes to keep a unit on one line; below it a unit too wide
#: is parted (the lines that do not fit the box's height make it smaller still)
_SMALLEST_WHOLE = 6.5


def _units(text: str) -> list[str]:
    """The pieces of one of a half's lines that a line break never parts, in order: a number
    with the word before it ("jusqu'à 2'500", "+ 0×50": a line never starts with a number,
    and the breakdown "25×100 + 0×50 + 1×20 + 5" breaks only before a "+"), a number that
    starts the line with the word after it ("1119 to go"), a bracket whole ("(dont 1
    contre-match)"), the French ":" with its word. A Romand trial read "encore 452 jusqu'à"
    with "2'500" alone on the next line, and "20×100 + 0×50 +" parted from "2×20 + 8"."""
    glued = re.sub(r"\([^()]*\)", lambda m: m.group(0).replace(" ", _GLUE), text)
    glued = re.sub(r" (?=[:;!?](?: |$))", _GLUE, glued)
    glued = re.sub(r" (?=[+\u2212-]?\d)", _GLUE, glued)
    glued = re.sub(r"^([+\u2212-]?\d\S*) (?=\w)", r"\1" + _GLUE, glued)
    return [unit for unit in glued.split(" ") if unit]


def _spaced(unit: str) -> str:
    return unit.replace(_GLUE, " ")


def _even(cv: Canvas, units: Sequence[str], font: QFont, width: float) -> list[str]:
    """*units* in as few lines of *width* as they need (a unit wider than the line parted at
    its spaces, a word wider still at its letters, by :meth:`Canvas.wrap`), the lines as
    even as they can be: "encore 1'119" / "jusqu'à 2'500", not a full line and a word."""
    pieces: list[str] = []
    for unit in units:
        if cv.width(_spaced(unit), font) <= width:
            pieces.append(_spaced(unit))
        else:
            pieces += cv.wrap(_spaced(unit), font, width)

    def greedy(limit: float) -> list[str]:
        lines: list[str] = []
        for piece in pieces:
            if lines and cv.width(f"{lines[-1]} {piece}", font) <= limit:
                lines[-1] = f"{lines[-1]} {piece}"
            else:
                lines.append(piece)
        return lines

    best = greedy(width)
    if len(best) < 2:
        return best
    # the narrowest line that still gives as many lines: evens them out (a few steps of
    # halving; the widest piece is the least)
    low = max(cv.width(piece, font) for piece in pieces)
    high = width
    for _ in range(12):
        if high - low < 0.5:
            break
        mid = (low + high) / 2
        if len(tried := greedy(mid)) <= len(best):
            best, high = tried, mid
        else:
            low = mid
    return best


@dataclass
class MarkBox:
    """One side's marks: Striche (groups of five), Nuller (circles), a big number."""

    name: str
    number: str
    striche: int = 0
    nuller: int | None = None  # None: no Nuller row
    lines: list[str] = field(default_factory=list)
    highlight: bool = False
    striche_label: str = ""
    nuller_label: str = ""


#: lines of a name in a box, broken at its spaces and hyphens (then "…"), and the sizes of
#: its letters: the largest that keeps every piece of the name whole ("Zimmermann-")
BOX_NAME_LINES = 3
BOX_NAME_PT = (9.5, 9.0, 8.5, 8.0, 7.5)
_BOX_GAP_MM = 3.0
_BOX_PAD_MM = 2.0


def _box_name(cv: Canvas, box: MarkBox, inner: float) -> tuple[QFont, list[str]]:
    """The font and the lines of *box*'s name beside its number in a box *inner* wide: whole,
    on up to three lines broken at its spaces and after its hyphens ("Hansruedi" /
    "Zimmermann-" / "Bärtschi", where the box said "Hansruedi / Zimmerman…"), a size smaller
    where a piece is wider than the room (a team of two lines broken after its "&", as over
    its Z); a longer name ends in "…"."""
    room = inner - cv.width(box.number, cv.font(15, True)) - cv.mm(2)
    for pt in BOX_NAME_PT:
        font = cv.font(pt, True)
        if cv.longest_word(box.name, font, hyphens=True) <= room:
            # a team after its "&" where that gives two lines, as over its Z
            lines = cv.wrap(box.name, font, room)
            if len(lines) == 2:
                lines = _at_partners(cv, box.name, font, room) or lines
            if len(lines) <= BOX_NAME_LINES:
                return font, lines
    font = cv.font(BOX_NAME_PT[-1], True)
    return font, cv.wrap_at_most(box.name, font, room, BOX_NAME_LINES)


def _box_heads(cv: Canvas, boxes: Sequence[MarkBox],
               width: float) -> tuple[list[tuple[QFont, list[str]]], float]:
    """Each box's name (font and lines) and the height of the boxes' heads, alike in a row:
    the name or the number, whichever is taller, and at least two lines of a name."""
    w = (width - cv.mm(_BOX_GAP_MM) * (len(boxes) - 1)) / max(1, len(boxes))
    names = [_box_name(cv, box, w - 2 * cv.mm(_BOX_PAD_MM)) for box in boxes]
    least = max(2 * cv.line_height(cv.font(BOX_NAME_PT[0], True)),
                cv.line_height(cv.font(15, True)))
    head = max([least, *(len(lines) * cv.line_height(font) for font, lines in names)])
    return names, head


def mark_boxes_growth(cv: Canvas, boxes: Sequence[MarkBox], width: float) -> float:
    """How much taller a row of boxes is for a name on three lines: the marks keep their
    room."""
    _, head = _box_heads(cv, boxes, width)
    return head - max(2 * cv.line_height(cv.font(BOX_NAME_PT[0], True)),
                      cv.line_height(cv.font(15, True)))


def paint_mark_boxes(p: QPainter, cv: Canvas, rect: QRectF, boxes: Sequence[MarkBox]) -> None:
    """Boxes side by side, one per side, with its marks drawn as on a paper sheet."""
    gap = cv.mm(_BOX_GAP_MM)
    w = (rect.width() - gap * (len(boxes) - 1)) / max(1, len(boxes))
    names, head = _box_heads(cv, boxes, rect.width())
    for i, box in enumerate(boxes):
        _paint_box(p, cv, QRectF(rect.left() + i * (w + gap), rect.top(), w, rect.height()), box,
                   names[i], head, seed=i * 37)


def _paint_box(p: QPainter, cv: Canvas, rect: QRectF, box: MarkBox,
               name: tuple[QFont, list[str]], head: float, seed: int) -> None:
    pad = cv.mm(_BOX_PAD_MM)
    p.setPen(pen(ACCENT if box.highlight else LIGHT, cv, 0.5 if box.highlight else 0.3))
    p.drawRect(rect)
    inner = rect.adjusted(pad, pad, -pad, -pad)
    name_font, name_lines = name
    big = cv.font(15, True)
    small = cv.font(7)
    p.setPen(ACCENT if box.highlight else INK)
    name_w = inner.width() - cv.width(box.number, big) - cv.mm(2)
    draw_lines(p, cv, name_lines, name_font,
               QRectF(inner.left(), inner.top(), name_w,
                      len(name_lines) * cv.line_height(name_font)))
    draw_lines(p, cv, [box.number], big, QRectF(inner.left(), inner.top(), inner.width(),
                                                 cv.line_height(big)), Align.AlignRight)
    y = inner.top() + head + cv.mm(1)
    rows = 1 + (box.nuller is not None)
    text_h = len(box.lines) * cv.line_height(small)
    row_h = (inner.bottom() - y - text_h - cv.mm(1)) / rows
    label_h = cv.line_height(small)
    stroke = min(row_h - label_h - cv.mm(1), cv.mm(6))
    # Striche
    p.setPen(GREY)
    draw_lines(p, cv, [box.striche_label], small, QRectF(inner.left(), y, inner.width(), label_h))
    line_y = y + label_h + stroke / 2 + cv.mm(0.5)
    p.setPen(pen(INK, cv, 0.35))
    draw_tally(p, QPointF(inner.left(), line_y), QPointF(inner.right(), line_y), box.striche,
               stroke, cv.mm(2.2), seed)
    y += row_h
    if box.nuller is not None:
        p.setPen(GREY)
        draw_lines(p, cv, [box.nuller_label], small,
                   QRectF(inner.left(), y, inner.width(), label_h))
        r = min(stroke / 2, cv.mm(1.6))
        step = min(2 * r + cv.mm(1.2), (inner.width() - 2 * r) / max(1, box.nuller))
        p.setPen(pen(INK, cv, 0.35))
        cy = y + label_h + stroke / 2 + cv.mm(0.5)
        for n in range(box.nuller):
            p.drawEllipse(QPointF(inner.left() + r + n * step, cy), r, r * 1.25)
        y += row_h
    p.setPen(GREY)
    draw_lines(p, cv, box.lines, small, QRectF(inner.left(), inner.bottom() - text_h,
                                               inner.width(), text_h))
