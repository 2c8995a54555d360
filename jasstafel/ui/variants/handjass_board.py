"""Handjass: the slate, a column per player with his Striche in groups of five.

What the slate shows is described first, in plain data (:class:`Slate`, one
:class:`SlateColumn` per player: the Striche, how many came with the last round, the faint
strokes still missing to "voll", the count, the line under it, the stamp and the crown);
``paintEvent`` draws that description and nothing else, and the tests read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core import Board
from ...drawing.chalk import fit_font, flat
from ...drawing.heads import Head, fitted_heads, name_row_growth
from ...drawing.striche import (
    SLATE_LOOK,
    common_font,
    draw_crown,
    draw_stamp,
    draw_striche,
    paint_surface,
    pen,
    tally_height,
)
from ...i18n import plural
from ..widgets.head_tips import HeadTips, names_description
from ..widgets.textsize import text_px

GOLD = QColor("#ffd966")


def _t(text: str) -> str:
    return QCoreApplication.translate("handjass", text)


def counting_rule(settings: Any) -> str:
    """The table's way of counting, in one sentence."""
    if settings.counting == "gewinnstriche":
        if settings.rewarded == 1:
            who = _t("The best player of each round gets a Strich (all tied best get one)")
        else:
            who = _t("The best {0} players of each round get a Strich (ties at the edge get "
                     "one too)").format(settings.rewarded)
        return _t("Gewinnstriche: {0}; the first to {1} wins.").format(who, settings.voll)
    if settings.loser == "under":
        who = _t("everyone under {0} card points gets a Strich").format(settings.threshold)
    else:
        who = _t("the fewest card points get a Strich (all tied lowest)")
    return _t("Wirtshaus: {0}; full at {1} ends the match, the fewest Striche win.").format(
        who, settings.voll)


# -- what the slate shows ----------------------------------------------------------------------


@dataclass(frozen=True)
class SlateColumn:
    """One player's column of the slate."""

    name: str
    striche: int
    fresh_from: int | None  # the strokes from this index on came with the last round
    ghost_to: int  # faint strokes up to here: still missing to voll (0: none)
    count: str  # the big number under the Striche
    count_ink: str  # "ink", "win" or "bad" (voll in Wirtshaus)
    of: str  # "of 7"
    foot: str  # what is missing, or the rank
    stamp: str  # "wins", "voll" or ""
    crown: bool  # a winner
    tinted: bool  # the winner's column is shaded


@dataclass(frozen=True)
class Slate:
    rule: str  # the counting rule, top left
    state: str  # the round, or "the match is over", top right
    finished: bool
    voll: int
    columns: list[SlateColumn]


def slate_of(board: Board) -> Slate:
    """What the slate shows for *board*: plain data, for the painter and the tests."""
    f = board.figures
    voll = f["voll"]
    gewinn = f["counting"] == "gewinnstriche"
    if gewinn:
        rule = _t("Gewinnstriche · the first to {0} wins").format(voll)
    elif f.get("loser") == "under":
        rule = _t("Wirtshaus · under {0} points: a Strich · full at {1}").format(
            f["threshold"], voll)
    else:
        rule = _t("Wirtshaus · fewest points: a Strich · full at {0}").format(voll)
    state = (_t("the match is over") if board.finished
             else _t("Round {0}").format(f["rounds_played"] + 1))
    last = board.entries[-1].written if board.entries else None
    columns = []
    for seat, side in enumerate(board.sides):
        striche = side.figures["striche"]
        wins = seat in board.winners
        bad = bool(side.figures["voll"]) and not gewinn
        if board.finished:
            foot = _t("rank {0}").format(board.ranks[seat])
        elif gewinn:  # what it counts, said: "7 more to full" read oddly (a trial's); short,
            # whole in a column of five at 1024 px (the rule above says to what)
            foot = plural("handjass", "%n Striche to win", side.figures["to_voll"])
        else:
            foot = plural("handjass", "%n Striche to go", side.figures["to_voll"])
        columns.append(SlateColumn(
            name=side.name, striche=striche,
            fresh_from=striche - last[seat] if last is not None else None,
            ghost_to=0 if board.finished else voll, count=str(striche),
            count_ink="win" if wins else ("bad" if bad else "ink"),
            of=_t("of {0}").format(voll), foot=foot,
            stamp=_t("wins") if wins else (_t("full") if bad else ""),
            crown=wins, tinted=wins))
    return Slate(rule=rule, state=state, finished=board.finished, voll=voll, columns=columns)


# -- the slate ---------------------------------------------------------------------------------


class HandjassBoard(QWidget):
    """The Handjass slate: a column per player with his Striche in groups of five; faint
    strokes show how many are still missing to "voll". The Striche of the last round are
    in yellow chalk; who is voll gets a stamp, the winner(s) a crown. It paints
    ``self.slate`` (:func:`slate_of`), nothing else."""

    look = SLATE_LOOK

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the paint fills the whole rect first (frame, slate or paper): Qt need not paint the
        # window behind the board at every entry
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.board: Board | None = None
        self.slate: Slate | None = None
        self.fonts: dict[str, QFont] = {}
        self.heads: list[Head] = []  # the names as painted over the columns
        self.setMinimumSize(420, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Handjass slate"))
        #: the shortened heads' names whole, in their tooltips
        self.head_tips = HeadTips()

    def event(self, event: QEvent) -> bool:
        """A shortened name says itself whole in a tooltip."""
        return self.head_tips.tooltip(self, event) or super().event(event)

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.slate = slate_of(board)
        names = [c.name for c in self.slate.columns]
        self.setAccessibleDescription(names_description(names))
        self.update()

    def title_text(self) -> tuple[str, str]:
        assert self.slate is not None
        return self.slate.rule, self.slate.state

    # -- painting ---------------------------------------------------------------------------

    def _title_boxes(self, title: QRectF, rule: str, state: str,
                     px: float) -> tuple[QRectF, QRectF]:
        """The rule's box (left) and the state's (right) in the title line, each as wide as
        its words' share of the line: one size for both where they fit ("die Partie ist
        beendet" was 10 px in a fixed quarter of the line beside a rule of 14 px)."""
        font = QFont(self.font())
        font.setPixelSize(max(1, int(px)))
        metrics = QFontMetricsF(font)
        gap = metrics.horizontalAdvance("  ")
        wide = metrics.horizontalAdvance(rule), metrics.horizontalAdvance(state) * 1.1
        left_w = (title.width() - gap) * wide[0] / max(1.0, sum(wide))
        return (QRectF(title.left(), title.top(), left_w, title.height()),
                QRectF(title.left() + left_w + gap, title.top(),
                       title.width() - left_w - gap, title.height()))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        area = paint_surface(p, QRectF(self.rect()), look)
        slate = self.slate
        if slate is None:
            p.end()
            return
        m = max(8.0, min(area.width(), area.height()) * 0.03)
        area = area.adjusted(m, m * 0.6, -m, -m)
        title = QRectF(area.left(), area.top(), area.width(), area.height() * 0.07)
        small = title.height() * 0.6
        left_box, right_box = self._title_boxes(title, slate.rule, slate.state, small)
        rule_font = fit_font(self.font(), slate.rule, left_box, max_px=small)
        state_font = fit_font(self.font(), slate.state, right_box, bold=True, max_px=small)
        align = Qt.AlignmentFlag.AlignRight
        if min(rule_font.pixelSize(), state_font.pixelSize()) < text_px(self):
            # the state on a line of its own under the rule: side by side, "die Partie ist
            # beendet" was 10 and 11 px on a netbook
            left_box = QRectF(title.left(), title.top(), title.width(), title.height())
            right_box = left_box.translated(0, title.height())
            title.setHeight(title.height() * 2)
            rule_font = fit_font(self.font(), slate.rule, left_box, max_px=small)
            state_font = fit_font(self.font(), slate.state, right_box, bold=True, max_px=small)
            align = Qt.AlignmentFlag.AlignLeft
        p.setPen(look.dim)
        p.setFont(rule_font)
        p.drawText(left_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   slate.rule)
        p.setPen(look.win if slate.finished else look.ink)
        p.setFont(state_font)
        p.drawText(right_box, align | Qt.AlignmentFlag.AlignVCenter, slate.state)

        table = QRectF(area.left(), title.bottom() + m * 0.5, area.width(),
                       area.bottom() - title.bottom() - m * 0.5)
        columns = slate.columns
        n = len(columns)
        col_w = table.width() / n
        # name, Striche, count, stamp / to go; the count's "of 7" and the stamp high enough
        # for the window's text ("plein atteint" on two lines in a column of five)
        fractions = (0.14, 0.48, 0.2, 0.18)
        # the names' row higher, from the Striche's, where a name is whole only on two lines
        # in the window's text (a netbook's cut "Christophe & Anne-Sophie": one_size_heads)
        grow = name_row_growth([c.name for c in columns], self.font(), col_w * 0.955,
                               text_px(self), table.height() * fractions[0], 0.62,
                               table.height() * fractions[1])
        heights = [table.height() * f for f in fractions]
        heights[0] += grow
        heights[1] -= grow
        tops = [table.top()]
        for height in heights:
            tops.append(tops[-1] + height)
        rows = [(tops[i], tops[i + 1]) for i in range(len(fractions))]

        for seat, column in enumerate(columns):
            if column.tinted:
                p.fillRect(QRectF(table.left() + seat * col_w, table.top(), col_w,
                                  table.height()), flat(look.tint, look.background))
        p.setPen(pen(look, max(1.5, table.width() * 0.003), look.dim))
        for c in range(1, n):
            x = table.left() + c * col_w
            p.drawLine(QPointF(x, table.top() + m * 0.3), QPointF(x, table.bottom() - m * 0.3))
        y = rows[0][1]
        p.drawLine(QPointF(table.left() + m * 0.3, y), QPointF(table.right() - m * 0.3, y))

        pad = col_w * 0.09
        box = QRectF(0, 0, col_w - 2 * pad, rows[1][1] - rows[1][0] - 2 * pad)
        most = max(max(c.striche for c in columns), slate.voll)
        h = tally_height(most, box, most=box.height() * 0.7)
        name_h = (rows[0][1] - rows[0][0]) * 0.62
        count_h = (rows[2][1] - rows[2][0])
        foot = rows[3][1] - rows[3][0]
        # the names whole, a little smaller, on two lines, or shortened so that no two read
        # the same (the boards' one rule, docs/window.md): measured its own way, one long name
        # was a line wider than its column, clipped at both ends, and made every name 8 px
        # the names in all but a quarter of the column's pad on each side: in the window's
        # text "Hansruedi" over "Zimmermann-Bärtschi" needs 150 px of a column of 159 at
        # 1280×728 (in 145 it was cut)
        self.heads = fitted_heads(self.font(), [c.name for c in columns],
                                  QRectF(0, 0, col_w - pad * 0.5, name_h), text_px(self))
        self.fonts = {
            "count": common_font(self.font(), [c.count for c in columns],
                                 QRectF(0, 0, col_w - 2 * pad, count_h * 0.68), bold=True),
            "of": common_font(self.font(), [columns[0].of],
                              QRectF(0, 0, col_w - 2 * pad, count_h * 0.3)),
            "foot": common_font(self.font(), [c.foot for c in columns],
                                QRectF(0, 0, col_w - 2 * pad, foot * 0.76),
                                max_px=foot * 0.76 * 0.7),
        }
        self.head_tips.clear()
        for seat, column in enumerate(columns):
            self._paint_column(p, seat, column, table.left() + seat * col_w, col_w, rows,
                               pad, h)
        p.end()

    def _paint_column(self, p: QPainter, seat: int, column: SlateColumn, x0: float,
                      col_w: float, rows: list[tuple[float, float]], pad: float,
                      h: float) -> None:
        look = self.look
        centre = Qt.AlignmentFlag.AlignCenter
        top, bottom = rows[0]
        name_box = QRectF(x0 + pad * 0.25, top + (bottom - top) * 0.34, col_w - pad * 0.5,
                          (bottom - top) * 0.62)
        if column.crown:
            crown_h = (bottom - top) * 0.26
            draw_crown(p, QRectF(x0 + col_w / 2 - crown_h * 0.75, top + (bottom - top) * 0.04,
                                 crown_h * 1.5, crown_h), GOLD, QColor("#5c4400"))
        p.setPen(look.win if column.crown else look.ink)
        head = self.heads[seat]
        p.setFont(head.font)
        p.drawText(name_box, centre, head.text)
        self.head_tips.painted(name_box, head, column.name)

        top, bottom = rows[1]
        draw_striche(p, QRectF(x0 + pad, top + pad, col_w - 2 * pad, bottom - top - 2 * pad),
                     column.striche, h, look, fresh_from=column.fresh_from,
                     ghost_to=column.ghost_to, seed=seat * 53)

        top, bottom = rows[2]
        box = QRectF(x0 + pad, top, col_w - 2 * pad, (bottom - top) * 0.68)
        p.setPen({"win": look.win, "bad": look.bad}.get(column.count_ink, look.ink))
        p.setFont(self.fonts["count"])
        p.drawText(box, centre, column.count)
        box = QRectF(x0 + pad, box.bottom(), col_w - 2 * pad, (bottom - top) * 0.3)
        p.setPen(look.dim)
        p.setFont(self.fonts["of"])
        p.drawText(box, centre, column.of)

        top, bottom = rows[3]
        box = QRectF(x0 + pad, top + (bottom - top) * 0.12, col_w - 2 * pad,
                     (bottom - top) * 0.76)
        if column.stamp:
            color = look.win if column.crown else look.bad
            draw_stamp(p, box, column.stamp, color, self.font())
        else:
            p.setPen(look.dim)
            p.setFont(self.fonts["foot"])
            p.drawText(box, centre, column.foot)
