"""Fahnder: the sheet, as kept on paper: a column per player with his Striche (in groups of
five), his Nuller (circles) and the net; the Fahnder-König crowned.

What the sheet shows is described first, in plain data (:class:`Sheet`, one
:class:`SheetColumn` per player: Striche and Nuller with the marks of the last entry, the
net, the line under it, how often Fahnder); ``paintEvent`` draws that and nothing else,
and the tests read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core import Board
from ...drawing.chalk import fit_font, flat, two_lines
from ...drawing.heads import Head, fitted_heads, name_row_growth
from ...drawing.striche import (
    PAPER_LOOK,
    common_font,
    draw_crown,
    draw_nuller,
    draw_striche,
    nuller_size,
    paint_surface,
    pen,
    tally_height,
)
from ...i18n import and_names
from ..widgets.head_tips import HeadTips, names_description
from ..widgets.points_table import match_title
from ..widgets.textsize import text_px

SEATS = 4
#: More marks than this in one row of the sheet are written as a number ("249 Striche"):
#: a real Partie ends long before (net 12), and hundreds of strokes read as a grey smear.
MAX_MARKS = 60
GOLD = QColor("#e0b022")  # the Fahnder-König's crown


def _t(text: str) -> str:
    return QCoreApplication.translate("fahnder", text)


# -- what the sheet shows ----------------------------------------------------------------------


@dataclass(frozen=True)
class SheetColumn:
    """One player's column of the Fahnder sheet."""

    name: str
    striche: int
    striche_from: int | None  # the Striche from this index on came with the last entry
    nuller: int
    nuller_from: int | None  # the same for the Nuller
    net: str  # Striche − Nuller, with a real minus sign
    net_ink: str  # "win" (Fahnder-König), "bad" (below 0) or "ink"
    sub: str  # "Fahnder-König", the rank, or what is missing
    foot: str  # how often Fahnder, how often made
    koenig: bool
    striche_text: str = ""  # instead of the strokes, beyond MAX_MARKS
    nuller_text: str = ""  # instead of the circles, beyond MAX_MARKS


@dataclass(frozen=True)
class Sheet:
    title: str
    state: str  # the round and the goal, or the Fahnder-König
    finished: bool
    columns: list[SheetColumn]


def sheet_of(board: Board, match: Any = None) -> Sheet:
    """What the sheet shows for *board*. The marks of the last entry are highlighted: in
    Fahnder an entry gives a player Striche or Nuller, never both, so its line says which
    (written > 0: Striche, < 0: Nuller) and nothing has to be replayed. Headed as the
    Molotow's and the Guggitaler's boards, by the variant and *match*'s title ("Fahnder ·
    Familienabend"; a German trial's said "Fahnder" alone)."""
    last = board.entries[-1].written if board.entries else None
    figures = board.figures
    if board.finished:
        names = [board.sides[p].name for p in board.winners]
        state = _t("Fahnder-König: {0}").format(and_names(names))
    else:
        state = _t("Round {0} · Fahnder-König at net {1}").format(
            figures["rounds_played"] + 1, figures["target"])
    if figures.get("min_bid") is not None:
        state += " · " + _t("minimum bid {0}").format(figures["min_bid"])
    columns = []
    for seat, side in enumerate(board.sides):
        f = side.figures
        change = last[seat] if last is not None else 0
        net = f["net"]
        if f["koenig"]:
            sub = _t("Fahnder-König")
        elif board.finished:
            sub = _t("rank {0}").format(board.ranks[seat])
        else:
            sub = _t("{0} to go").format(f["to_koenig"])
        columns.append(SheetColumn(
            name=side.name, striche=f["striche"],
            striche_from=f["striche"] - max(change, 0) if last is not None else None,
            nuller=f["nuller"],
            nuller_from=f["nuller"] - max(-change, 0) if last is not None else None,
            net=str(net) if net >= 0 else f"\u2212{-net}",
            net_ink="win" if f["koenig"] else ("bad" if net < 0 else "ink"), sub=sub,
            foot=_t("{0}× · made {1}").format(f["as_fahnder"], f["made_as_fahnder"]),
            koenig=f["koenig"],
            striche_text=(_t("{0} Striche").format(f["striche"])
                          if f["striche"] > MAX_MARKS else ""),
            nuller_text=(_t("{0} Nuller").format(f["nuller"])
                         if f["nuller"] > MAX_MARKS else "")))
    return Sheet(title=match_title(_t("Fahnder"), match), state=state, finished=board.finished,
                 columns=columns)


# -- the sheet ---------------------------------------------------------------------------------


class FahnderBoard(QWidget):
    """The Fahnder sheet: paints ``self.sheet`` (:func:`sheet_of`), nothing else."""

    look = PAPER_LOOK

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the paint fills the whole rect first (frame, slate or paper): Qt need not paint the
        # window behind the board at every entry
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.board: Board | None = None
        self.sheet: Sheet | None = None
        self.fonts: dict[str, QFont] = {}
        self.heads: list[Head] = []  # the names as painted over the columns
        self.setMinimumSize(420, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Fahnder sheet"))
        #: the shortened heads' names whole, in their tooltips
        self.head_tips = HeadTips()

    def event(self, event: QEvent) -> bool:
        """A shortened name says itself whole in a tooltip."""
        return self.head_tips.tooltip(self, event) or super().event(event)

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.sheet = sheet_of(board, match)
        names = [c.name for c in self.sheet.columns]
        self.setAccessibleDescription(names_description(names))
        self.update()

    def title_text(self) -> tuple[str, str]:
        assert self.sheet is not None
        return self.sheet.title, self.sheet.state

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        area = paint_surface(p, QRectF(self.rect()), look)
        sheet = self.sheet
        if sheet is None:
            p.end()
            return
        m = max(8.0, min(area.width(), area.height()) * 0.03)
        area = area.adjusted(m, m * 0.6, -m, -m)
        # the title (left: the variant and the match's title) and the state of the match
        # (right; under the title where the two do not fit one line), as the Molotow's
        title_h = area.height() * 0.075
        title_font = fit_font(self.font(), sheet.title,
                              QRectF(0, 0, area.width() * 0.6, title_h), bold=True)
        title = QRectF(area.left(), area.top(),
                       QFontMetricsF(title_font).horizontalAdvance(sheet.title) + 2, title_h)
        p.setPen(look.ink)
        p.setFont(title_font)
        p.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   sheet.title)
        box = QRectF(title.right() + m, title.top(), area.right() - title.right() - m, title_h)
        state_font = fit_font(self.font(), sheet.state, box, bold=sheet.finished,
                              max_px=title_h * 0.55)
        align = Qt.AlignmentFlag.AlignRight
        state = sheet.state
        if state_font.pixelSize() < min(14.0, title_h * 0.45):
            box = QRectF(area.left(), title.bottom(), area.width(), title_h * 0.6)
            state_font = fit_font(self.font(), state, box, bold=sheet.finished,
                                  max_px=title_h * 0.5)
            align = Qt.AlignmentFlag.AlignLeft
            if state_font.pixelSize() < text_px(self):  # two long names of Fahnder-Könige
                # were 10 px on one line: two lines in the window's text size
                state = two_lines(state)
                box.setHeight(max(box.height(), 2 * text_px(self) / 0.8))
                state_font = fit_font(self.font(), state, box, bold=sheet.finished,
                                      max_px=max(title_h * 0.5, text_px(self)))
        p.setPen(look.win if sheet.finished else look.dim)
        p.setFont(state_font)
        p.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, state)
        head = max(title.bottom(), box.bottom())

        table = QRectF(area.left(), head + m * 0.5, area.width(),
                       area.bottom() - head - m * 0.5)
        label_w = max(70.0, table.width() * 0.1)
        col_w = (table.width() - label_w) / SEATS
        # rows: name, Striche, Nuller, net, as Fahnder; the last high enough for its label
        # ("als Fahnder") on two lines in the window's text size (it was 11 px)
        fractions = (0.13, 0.37, 0.19, 0.18, 0.13)
        # the names' row higher, from the Striche's, where a name is whole only on two lines
        # in the window's text (a netbook's cut "Christophe & Anne-Sophie": one_size_heads)
        grow = name_row_growth([c.name for c in sheet.columns], self.font(), col_w * 0.92,
                               text_px(self), table.height() * fractions[0], 0.64,
                               table.height() * fractions[1])
        heights = [table.height() * f for f in fractions]
        heights[0] += grow
        heights[1] -= grow
        tops = [table.top()]
        for height in heights:
            tops.append(tops[-1] + height)
        rows = [(tops[i], tops[i + 1]) for i in range(len(fractions))]

        for seat, column in enumerate(sheet.columns):  # the Fahnder-König's column
            if column.koenig:
                p.fillRect(QRectF(table.left() + label_w + seat * col_w, table.top(), col_w,
                                  table.height()), flat(look.tint, look.background))
        # ruled lines: under each row, between the columns, the margin in red
        p.setPen(pen(look, max(1.0, table.height() * 0.002), look.dim))
        for _top, bottom in rows[:-1]:
            p.drawLine(QPointF(table.left(), bottom), QPointF(table.right(), bottom))
        for c in range(1, SEATS):
            x = table.left() + label_w + c * col_w
            p.drawLine(QPointF(x, table.top()), QPointF(x, table.bottom()))
        p.setPen(pen(look, max(1.5, table.height() * 0.003), look.bad))
        x = table.left() + label_w - 4
        p.drawLine(QPointF(x, table.top()), QPointF(x, table.bottom()))

        labels = ("", self.tr("Striche"), self.tr("Nuller"), self.tr("net"),
                  self.tr("as Fahnder"))
        p.setPen(look.dim)
        # labels may wrap between words; every word must fit the margin
        words = [w for label in labels for w in label.split()]
        lowest = min(bottom - top for top, bottom in rows)  # a label may take two lines
        p.setFont(common_font(self.font(), words, QRectF(0, 0, label_w - 12, 200.0),
                              max_px=min(max(text_px(self), table.height() * 0.032),
                                         lowest * 0.36)))
        for (top, bottom), label in zip(rows, labels, strict=True):
            box = QRectF(table.left(), top + 4, label_w - 12, bottom - top - 8)
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                       | Qt.TextFlag.TextWordWrap, label)

        # one size of Striche and Nuller for every column: equal counts look equal
        pad = col_w * 0.08
        striche_box = QRectF(0, 0, col_w - 2 * pad, rows[1][1] - rows[1][0] - 2 * pad)
        nuller_box = QRectF(0, 0, col_w - 2 * pad, rows[2][1] - rows[2][0] - 2 * pad)
        most_s = max(c.striche for c in sheet.columns if not c.striche_text) if any(
            not c.striche_text for c in sheet.columns) else 0
        most_n = max(c.nuller for c in sheet.columns if not c.nuller_text) if any(
            not c.nuller_text for c in sheet.columns) else 0
        h = tally_height(max(most_s, 10), striche_box, most=striche_box.height() * 0.45)
        d = nuller_size(max(most_n, 5), nuller_box, most=nuller_box.height() * 0.42)
        # one font per row, so that the columns look alike
        name_h = (rows[0][1] - rows[0][0]) * 0.64
        net_h = (rows[3][1] - rows[3][0])
        foot_h = (rows[4][1] - rows[4][0]) * 0.6
        self.fonts = {
            "net": common_font(self.font(), [c.net for c in sheet.columns],
                               QRectF(0, 0, col_w - 2 * pad, net_h * 0.64), bold=True),
            # the column's whole width ("Fahnder-König" was 11 px in the padded one)
            "sub": common_font(self.font(), [c.sub for c in sheet.columns],
                               QRectF(0, 0, col_w - 4, net_h * 0.3), bold=True),
            "foot": common_font(self.font(), [c.foot for c in sheet.columns],
                                QRectF(0, 0, col_w - pad, foot_h)),
        }
        # the names whole, a little smaller, on two lines, or shortened so that no two read
        # the same (the boards' one rule, docs/window.md)
        self.heads = fitted_heads(self.font(), [c.name for c in sheet.columns],
                                  QRectF(0, 0, col_w - pad, name_h), text_px(self))
        self.head_tips.clear()
        for seat, column in enumerate(sheet.columns):
            x0 = table.left() + label_w + seat * col_w
            self._paint_column(p, seat, column, x0, col_w, rows, pad, h, d)
        p.end()

    def _count_text(self, p: QPainter, box: QRectF, text: str, ink: QColor) -> None:
        p.setPen(ink)
        p.setFont(fit_font(self.font(), text, box, bold=True, max_px=box.height() * 0.4))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_column(self, p: QPainter, seat: int, column: SheetColumn, x0: float,
                      col_w: float, rows: list[tuple[float, float]], pad: float, h: float,
                      d: float) -> None:
        look = self.look
        centre = Qt.AlignmentFlag.AlignCenter
        # name (crowned for the Fahnder-König)
        top, bottom = rows[0]
        name_box = QRectF(x0 + pad * 0.5, top + (bottom - top) * 0.32, col_w - pad,
                          (bottom - top) * 0.64)
        if column.koenig:
            crown_h = (bottom - top) * 0.26
            draw_crown(p, QRectF(x0 + col_w / 2 - crown_h * 0.75, top + (bottom - top) * 0.04,
                                 crown_h * 1.5, crown_h), GOLD, look.ink)
        p.setPen(look.win if column.koenig else look.ink)
        # a name too long at the smallest font is shortened, not written over the next column
        head = self.heads[seat]
        p.setFont(head.font)
        p.drawText(name_box, centre, head.text)
        self.head_tips.painted(name_box, head, column.name)
        # Striche and Nuller; the marks of the last entry highlighted
        top, bottom = rows[1]
        box = QRectF(x0 + pad, top + pad, col_w - 2 * pad, bottom - top - 2 * pad)
        if column.striche_text:
            self._count_text(p, box, column.striche_text, look.ink)
        else:
            draw_striche(p, box, column.striche, h, look, fresh_from=column.striche_from,
                         seed=seat * 37)
        top, bottom = rows[2]
        box = QRectF(x0 + pad, top + pad, col_w - 2 * pad, bottom - top - 2 * pad)
        if column.nuller_text:
            self._count_text(p, box, column.nuller_text, look.bad)
        else:
            draw_nuller(p, box, column.nuller, d, look, fresh_from=column.nuller_from,
                        seed=seat * 41)
        # net, big, and how much is missing
        top, bottom = rows[3]
        box = QRectF(x0 + pad, top + (bottom - top) * 0.04, col_w - 2 * pad,
                     (bottom - top) * 0.64)
        p.setPen({"win": look.win, "bad": look.bad}.get(column.net_ink, look.ink))
        p.setFont(self.fonts["net"])
        p.drawText(box, centre, column.net)
        box = QRectF(x0 + 2, box.bottom(), col_w - 4, (bottom - top) * 0.3)
        p.setPen(look.win if column.koenig else look.dim)
        p.setFont(self.fonts["sub"])
        p.drawText(box, centre, column.sub)
        # how often Fahnder, how often made
        top, bottom = rows[4]
        box = QRectF(x0 + pad * 0.5, top + (bottom - top) * 0.15, col_w - pad,
                     (bottom - top) * 0.6)
        p.setPen(look.dim)
        p.setFont(self.fonts["foot"])
        p.drawText(box, centre, column.foot)
