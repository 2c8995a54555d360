"""Pandur: the Schreibpunkte list (on paper) and the entry panel.

The board: a column per player with his Schreibpunkte, as a Schreiber writes them on
paper: the running totals down the column (the older ones struck through), a stroke
per Schreibpunkt towards 15 (points won in play in ink, inherited points in red), the
big total, the dealer of the next deal, the phase (4, 3 or 2 at the table) and the
places as players reach 15; the last one left is the loser.

The panel: the dealer is shown (the board knows him); the Schreiber picks the
declarer (Ctrl+1 … Ctrl+4), the bid from the ladder (click, or type 150 / mo / mm /
po / pm), then the outcome: made or failed (Ctrl+M / Ctrl+F), or the declarer's card
points and Weis, or a fault; Enter writes. No bid (Alt+N) and misdeal (Alt+D) are
written at once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from ...core import Board, EntryLine, Match
from ...core.cards import ROUND_POINTS
from ...core.pandur import (
    HIGHEST_BID,
    Contract,
    PandurDeal,
    PandurFault,
    PandurMisdeal,
    PandurNoBid,
    contract_name,
    is_numeric,
    schreibpunkte,
)
from ...drawing.chalk import INK, INK_DIM, INK_RED, PAPER, chalk_pen, fit_font, wobble
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FormError

#: Bids of 300 and more share one button and a spin box ("300+").
HIGH_BIDS = 300
#: Weis buttons of the panel: several add up (Dreiblatt 20, Vierblatt 50, Fünfblatt or
#: Vier gleiche 100, Sechsblatt or 4 Neuner 150, 4 Under 200).
WEIS_BUTTONS = (20, 50, 100, 150, 200)
#: Typed abbreviations of the named contracts in the bid field.
ABBREVIATIONS: dict[str, Contract] = {
    "mo": "misere_ohne", "mm": "misere_mit", "po": "pandur_ohne", "pm": "pandur_mit",
}

WON_INK = INK  # Schreibpunkte won in play
INHERITED_INK = INK_RED  # Schreibpunkte from Erben
GHOST = QColor("#d9d2bf")  # the strokes still missing to 15
RULE_LINE = QColor("#cdd9ea")  # the ruled lines of the block
HIGHLIGHT = QColor("#ffe680")  # a marker over the names of those who reached 15
OUT_SHADE = QColor(120, 110, 90, 28)  # over the column of a player who left the table


# -- the match replayed deal by deal ------------------------------------------------------------

@dataclass
class DealInfo:
    """What the board's lines do not say directly: who dealt and who erbte."""

    dealer: int
    phase: int
    again: bool  # the dealer deals again after his misdeal
    inherited: list[int] = field(default_factory=list)  # Erben written, per seat
    reached: list[int] = field(default_factory=list)  # seats reaching 15 in this deal
    loser: int | None = None


_cache: tuple[Any, tuple[Any, ...], list[DealInfo]] | None = None


def replay(match: Match) -> list[DealInfo]:
    """Every entry of *match* with its dealer, phase, Erben and who reached 15."""
    global _cache
    entries = match.entries
    if _cache is not None and _cache[0] is match.rules and _cache[1] == entries:
        return _cache[2]
    rules: Any = match.rules
    state = rules.start()
    infos: list[DealInfo] = []
    for entry in entries:
        before = list(state.inherited)
        out_before = list(state.out_deal)
        info = DealInfo(dealer=state.dealer, phase=rules.phase(state), again=state.misdealt)
        rules.apply(state, entry)
        info.inherited = [after - b for after, b in zip(state.inherited, before, strict=True)]
        info.reached = [p for p, (b, a) in enumerate(zip(out_before, state.out_deal,
                                                         strict=True)) if b is None and a]
        if rules.finished(state):
            info.loser = rules.in_game(state)[0]
        infos.append(info)
    _cache = (match.rules, entries, infos)
    return infos


def names_and(names: list[str], word: str) -> str:
    """"A", "A and B", "A, B and C" (with the translated *word* for "and")."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {word} " + names[-1]


# -- the board ----------------------------------------------------------------------------------

class PandurBoard(QWidget):
    """The Schreibpunkte list: a column per player, the running totals written down it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: Board | None = None
        self.deals: list[DealInfo] = []
        self.setMinimumSize(480, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Pandur board"))

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.deals = replay(match) if match is not None else []
        self.update()

    # -- texts (also read by the tests) --------------------------------------------------------

    def headline(self) -> str:
        assert self.board is not None
        board, names = self.board, [s.name for s in self.board.sides]
        if board.finished:
            won = names_and([names[w] for w in board.winners], self.tr("and"))
            return self.tr("{0} won · {1} is the loser").format(won, names[board.figures["loser"]])
        nxt = board.figures["next_dealer"]
        deal = board.figures["deal"]
        if nxt["plays"]:
            if nxt["again"]:
                return self.tr("Deal {0}: {1} deals again").format(deal, nxt["player"])
            return self.tr("Deal {0}: {1} deals").format(deal, nxt["player"])
        if nxt["again"]:
            return self.tr("Deal {0}: {1} deals again, sits out, erbt {2}").format(
                deal, nxt["player"], nxt["inherits"])
        return self.tr("Deal {0}: {1} deals, sits out, erbt {2}").format(
            deal, nxt["player"], nxt["inherits"])

    def phase_text(self) -> str:
        assert self.board is not None
        phase = self.board.figures["phase"]
        if phase is None:
            return self.tr("Partie over")
        return self.tr("{0} at the table").format(phase)

    def tag(self, seat: int) -> str:
        """Under the name: the dealer, the place of one who reached 15, the loser."""
        assert self.board is not None
        board, side = self.board, self.board.sides[seat]
        figures = board.figures
        if figures["loser"] == seat:
            return self.tr("last at the table")
        deal = side.figures["reached_15_in_deal"]
        if deal is not None:
            return self.tr("left in deal {0}").format(deal)
        nxt = figures["next_dealer"]
        if nxt is not None and nxt["seat"] == seat:
            if nxt["plays"]:
                return self.tr("deals")
            return self.tr("deals · erbt {0}").format(nxt["inherits"])
        return ""

    def footer(self, seat: int) -> str:
        assert self.board is not None
        side = self.board.sides[seat]
        if self.board.figures["loser"] == seat:
            return self.tr("Loser")
        if side.figures["reached_15_in_deal"] is not None:
            if seat in self.board.winners:
                return self.tr("Winner!")
            return self.tr("Place {0}").format(self.board.ranks[seat])
        return self.tr("{0} to go").format(side.figures["to_go"])

    def strokes(self, seat: int) -> list[bool]:
        """One per Schreibpunkt in the order written: True = inherited (Erben)."""
        assert self.board is not None
        out: list[bool] = []
        for line, info in zip(self.board.entries, self.deals, strict=False):
            erbe = info.inherited[seat] if info.inherited else 0
            out += [False] * (line.written[seat] - erbe) + [True] * erbe
        return out

    def rows(self, seat: int) -> list[tuple[int, int, bool, int]]:
        """The Schreibpunkte list: (deal, written, inherited?, new total) per change."""
        assert self.board is not None
        out = []
        for line, info in zip(self.board.entries, self.deals, strict=False):
            n = line.written[seat]
            if n:
                erbe = bool(info.inherited and info.inherited[seat])
                out.append((line.number, n, erbe, line.totals[seat]))
        return out

    # -- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        p.fillRect(self.rect(), PAPER)
        if self.board is None:
            return
        pad = max(8.0, min(w, h) * 0.025)
        head = QRectF(pad, pad * 0.6, w - 2 * pad, h * 0.13)
        self._paint_head(p, head)
        body = QRectF(pad, head.bottom() + pad * 0.6, w - 2 * pad,
                      h - head.bottom() - pad * 1.4)
        n = len(self.board.sides)
        col = body.width() / n
        for seat in range(n):
            self._paint_column(p, QRectF(body.left() + seat * col, body.top(), col,
                                         body.height()), seat)
        # the ink lines between the columns
        p.setPen(QPen(INK_DIM, max(1.0, w * 0.0012)))
        for seat in range(1, n):
            x = body.left() + seat * col
            p.drawLine(QPointF(x, body.top()), QPointF(x, body.bottom()))
        p.end()

    def _paint_head(self, p: QPainter, area: QRectF) -> None:
        assert self.board is not None
        line1 = QRectF(area.left(), area.top(), area.width() * 0.72, area.height() * 0.62)
        phase = QRectF(line1.right(), area.top(), area.width() - line1.width(), line1.height())
        legend = QRectF(area.left(), line1.bottom(), area.width(), area.height() - line1.height())
        text = self.headline()
        p.setPen(INK_RED if self.board.finished else INK)
        p.setFont(fit_font(self.font(), text, line1, bold=True))
        p.drawText(line1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        # the phase: 4, 3 or 2 at the table, in a box as the Schreiber marks it
        ptext = self.phase_text()
        font = fit_font(self.font(), ptext, phase.adjusted(phase.width() * 0.12, 0, 0, 0)
                        .adjusted(0, line1.height() * 0.12, 0, -line1.height() * 0.12), bold=True)
        p.setFont(font)
        advance = QFontMetricsF(font).horizontalAdvance(ptext)
        box = QRectF(phase.right() - advance - font.pixelSize() * 0.8,
                     phase.top() + phase.height() * 0.12,
                     advance + font.pixelSize() * 0.8, phase.height() * 0.76)
        p.setPen(QPen(INK, max(1.5, font.pixelSize() * 0.08)))
        p.drawRoundedRect(box, 6, 6)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, ptext)
        # the legend of the two inks
        won, inherited = self.tr("won in play"), self.tr("inherited (Erben)")
        size = legend.height() * 0.62
        font = QFont(self.font())
        font.setPixelSize(max(9, int(size)))
        p.setFont(font)
        metrics = QFontMetricsF(font)
        x = legend.left()
        y = legend.center().y()
        for label, ink in ((won, WON_INK), (inherited, INHERITED_INK)):
            p.setPen(chalk_pen(max(2.0, size * 0.16), ink))
            p.drawLine(QPointF(x + size * 0.3, y - size * 0.45), QPointF(x + size * 0.3,
                                                                         y + size * 0.45))
            p.drawText(QRectF(x + size * 0.8, legend.top(), metrics.horizontalAdvance(label) + 4,
                              legend.height()), Qt.AlignmentFlag.AlignVCenter, label)
            x += size * 2.2 + metrics.horizontalAdvance(label)
        p.setPen(QPen(INK, max(1.0, area.height() * 0.02)))
        p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()))

    def _paint_column(self, p: QPainter, col: QRectF, seat: int) -> None:
        assert self.board is not None
        board, side = self.board, self.board.sides[seat]
        figures = side.figures
        left = not figures["in_game"]
        winner = seat in board.winners
        loser = board.figures["loser"] == seat
        inner = col.adjusted(col.width() * 0.07, 0, -col.width() * 0.07, 0)
        h = col.height()
        cuts = [0.0, 0.11, 0.17, 0.39, 0.49, 0.555, 0.93, 1.0]
        r = [QRectF(inner.left(), col.top() + h * cuts[i], inner.width(),
                    h * (cuts[i + 1] - cuts[i])) for i in range(len(cuts) - 1)]
        name_r, tag_r, total_r, tally_r, split_r, list_r, foot_r = r
        if left:
            p.fillRect(QRectF(col.left() + 1, name_r.bottom(), col.width() - 2,
                              col.bottom() - name_r.bottom()), OUT_SHADE)
        # the name, with a marker stroke over it once he has reached 15
        if left and not loser:
            p.fillRect(QRectF(col.left() + col.width() * 0.04,
                              name_r.top() + name_r.height() * 0.12,
                              col.width() * 0.92, name_r.height() * 0.8), HIGHLIGHT)
        p.setPen(INK)
        text, font = self._name(side.name, name_r)
        p.setFont(font)
        p.drawText(name_r, Qt.AlignmentFlag.AlignCenter, text)
        p.setPen(QPen(INK, max(1.0, h * 0.003)))
        p.drawLine(QPointF(col.left() + 4, name_r.bottom() - 2), QPointF(col.right() - 4,
                                                                         name_r.bottom() - 2))
        p.drawLine(QPointF(col.left() + 4, name_r.bottom() + 2), QPointF(col.right() - 4,
                                                                         name_r.bottom() + 2))
        # the tag: deals / place / loser
        tag = self.tag(seat)
        if tag:
            font = fit_font(self.font(), tag, tag_r.adjusted(tag_r.width() * 0.06,
                                                             tag_r.height() * 0.14,
                                                             -tag_r.width() * 0.06,
                                                             -tag_r.height() * 0.14), bold=True)
            p.setFont(font)
            advance = QFontMetricsF(font).horizontalAdvance(tag)
            box = QRectF(tag_r.center().x() - advance / 2 - font.pixelSize() * 0.4,
                         tag_r.top() + tag_r.height() * 0.08,
                         advance + font.pixelSize() * 0.8, tag_r.height() * 0.84)
            ink = INK_RED if (loser or not left) else INK
            p.setPen(QPen(ink, max(1.5, font.pixelSize() * 0.09)))
            p.drawRoundedRect(box, box.height() * 0.3, box.height() * 0.3)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, tag)
        # the big total; a circled place beside it
        total = str(side.total)
        total_box = total_r.adjusted(0, total_r.height() * 0.04, 0, -total_r.height() * 0.04)
        place = side.figures["reached_15_in_deal"] is not None or loser
        if place:
            total_box.setWidth(total_r.width() * 0.66)
        p.setPen(INK)
        p.setFont(self._total_font(total_r))
        p.drawText(total_box, Qt.AlignmentFlag.AlignCenter, total)
        if place:
            d = min(total_r.height() * 0.62, total_r.width() * 0.32)
            circle = QRectF(total_r.right() - d, total_r.center().y() - d / 2, d, d)
            p.setPen(QPen(INK_RED, max(2.0, d * 0.07)))
            p.drawEllipse(circle)
            rank = str(board.ranks[seat])
            p.setFont(fit_font(self.font(), rank, circle.adjusted(d * 0.22, d * 0.18, -d * 0.22,
                                                                  -d * 0.18), bold=True))
            p.drawText(circle, Qt.AlignmentFlag.AlignCenter, rank)
        # a stroke per Schreibpunkt towards 15
        self._paint_strokes(p, tally_r, self.strokes(seat), board.figures["target"], seat)
        # won + inherited, in their inks
        self._paint_split(p, split_r, figures["won"], figures["inherited"])
        # the running totals, as written down the column
        self._paint_list(p, list_r, self.rows(seat), left)
        # to go / place / loser
        foot = self.footer(seat)
        p.setPen(INK_RED if (winner or loser) else INK)
        p.setFont(fit_font(self.font(), foot, foot_r, bold=winner or loser))
        p.drawText(foot_r, Qt.AlignmentFlag.AlignCenter, foot)

    def _name(self, name: str, box: QRectF) -> tuple[str, QFont]:
        """The name as large as it fits; a long name of two words goes on two lines."""
        box = box.adjusted(0, box.height() * 0.08, 0, -box.height() * 0.04)
        best = (name, fit_font(self.font(), name, box, bold=True))
        words = name.split()
        for i in range(1, len(words)):
            text = " ".join(words[:i]) + "\n" + " ".join(words[i:])
            font = fit_font(self.font(), text, box, bold=True)
            if font.pixelSize() > best[1].pixelSize():
                best = (text, font)
        return best

    def _total_font(self, total_r: QRectF) -> QFont:
        """One size for every total: as large as the tightest column allows."""
        assert self.board is not None
        fonts = []
        for side in self.board.sides:
            box = total_r.adjusted(0, total_r.height() * 0.04, 0, -total_r.height() * 0.04)
            if side.figures["reached_15_in_deal"] is not None or not side.figures["in_game"] \
                    or self.board.finished:
                box.setWidth(total_r.width() * 0.66)  # room for the circled place
            fonts.append(fit_font(self.font(), str(side.total), box, bold=True))
        return min(fonts, key=lambda f: f.pixelSize())

    def _paint_strokes(self, p: QPainter, area: QRectF, strokes: list[bool], target: int,
                       seed: int) -> None:
        """Strokes in groups of five (the fifth across), coloured by where they came from;
        the strokes still missing to 15 faintly."""
        slots = max(target, len(strokes))
        groups = math.ceil(slots / 5)
        # each group: four strokes and a gap of 1.6 strokes
        spacing = area.width() / (groups * 4 + (groups - 1) * 1.6 + 1)
        spacing = min(spacing, area.height() * 0.5)
        width = spacing * (groups * 4 + (groups - 1) * 1.6)
        x0 = area.center().x() - width / 2 + spacing / 2
        half = area.height() * 0.36
        y = area.center().y()
        pen_w = max(2.0, spacing * 0.22)
        for i in range(slots):
            g, k = divmod(i, 5)
            if i < len(strokes):
                ink = INHERITED_INK if strokes[i] else WON_INK
            else:
                ink = GHOST
            p.setPen(chalk_pen(pen_w, ink))
            gx = x0 + g * spacing * 5.6
            if k == 4:
                p.drawLine(QPointF(gx - spacing * 0.6, y + half * 0.75),
                           QPointF(gx + spacing * 3.6, y - half * 0.75))
                continue
            x = gx + k * spacing + wobble(seed * 17 + i, spacing * 0.2)
            tilt = wobble(seed * 31 + i, spacing * 0.25)
            p.drawLine(QPointF(x + tilt, y - half), QPointF(x - tilt, y + half))

    def _paint_split(self, p: QPainter, area: QRectF, won: int, inherited: int) -> None:
        a = self.tr("{0} won").format(won)
        b = self.tr("{0} inherited").format(inherited)
        both = f"{a} + {b}"
        assert self.board is not None
        longest = max((self.tr("{0} won").format(s.figures["won"]) + " + "
                       + self.tr("{0} inherited").format(s.figures["inherited"])
                       for s in self.board.sides), key=len)
        font = fit_font(self.font(), longest, area)
        p.setFont(font)
        metrics = QFontMetricsF(font)
        x = area.center().x() - metrics.horizontalAdvance(both) / 2
        for text, ink in ((a, WON_INK), (" + ", INK_DIM), (b, INHERITED_INK)):
            p.setPen(ink)
            wide = metrics.horizontalAdvance(text)
            p.drawText(QRectF(x, area.top(), wide + 2, area.height()),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
            x += wide

    def _paint_list(self, p: QPainter, area: QRectF, rows: list[tuple[int, int, bool, int]],
                    left: bool) -> None:
        """The Schreibpunkte list: deal, what was written, the new total (older struck)."""
        row_h = min(area.height() / 7, area.height() / max(len(rows), 1))
        row_h = max(row_h, min(area.height() / 7, 18.0))
        fits = max(1, int(area.height() // row_h))
        # ruled lines of the block
        p.setPen(QPen(RULE_LINE, 1))
        for i in range(1, fits + 1):
            y = area.top() + i * row_h
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        shown = rows[-fits:] if len(rows) > fits else rows
        if len(rows) > fits:  # the oldest are out of sight: a mark that the list goes on
            shown = rows[-(fits - 1):] if fits > 1 else []
        font = QFont(self.font())
        font.setPixelSize(max(9, int(row_h * 0.62)))
        small = QFont(font)
        small.setPixelSize(max(8, int(row_h * 0.42)))
        bold = QFont(font)
        bold.setBold(True)
        y = area.top()
        if len(rows) > len(shown):
            p.setPen(INK_DIM)
            p.setFont(small)
            p.drawText(QRectF(area.left(), y, area.width(), row_h), Qt.AlignmentFlag.AlignCenter,
                       "⋮")
            y += row_h
        deal_w = area.width() * 0.26
        add_w = area.width() * 0.32
        last = len(shown) - 1
        for i, (deal, written, erbe, total) in enumerate(shown):
            ink = INHERITED_INK if erbe else WON_INK
            box = QRectF(area.left(), y, area.width(), row_h)
            p.setPen(INK_DIM)
            p.setFont(small)
            p.drawText(QRectF(box.left(), box.top(), deal_w, row_h),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, f"{deal}")
            p.setPen(ink)
            p.setFont(font)
            p.drawText(QRectF(box.left() + deal_w, box.top(), add_w, row_h),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       f"+{written}")
            p.setFont(bold)
            total_box = QRectF(box.left() + deal_w + add_w, box.top(),
                               box.width() - deal_w - add_w, row_h)
            p.drawText(total_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       str(total))
            advance = QFontMetricsF(bold).horizontalAdvance(str(total))
            if i < last:  # the old total is struck through when the next one is written
                p.setPen(QPen(INK_DIM, max(1.0, row_h * 0.06)))
                yy = box.center().y()
                p.drawLine(QPointF(total_box.right() - advance - 3, yy + row_h * 0.12),
                           QPointF(total_box.right() + 2, yy - row_h * 0.12))
            elif total >= 15:  # 15 reached: the last total underlined twice
                p.setPen(QPen(ink, max(1.0, row_h * 0.05)))
                for dy in (0.9, 0.98):
                    yy = box.top() + row_h * dy
                    p.drawLine(QPointF(total_box.right() - advance - 3, yy),
                               QPointF(total_box.right() + 2, yy))
            y += row_h


# -- the entry panel ----------------------------------------------------------------------------

def parse_bid(text: str) -> Contract | None:
    """A typed bid: a number, an abbreviation (mo, mm, po, pm) or the contract's name."""
    t = " ".join(text.strip().lower().replace("è", "e").split())
    if not t:
        return None
    if t.isdigit():
        return int(t)
    if t in ABBREVIATIONS:
        return ABBREVIATIONS[t]
    for contract in ABBREVIATIONS.values():
        if t == contract_name(contract).lower().replace("è", "e"):
            return contract
    return None


class NameButton(QPushButton):
    """A player's button: the name shortened with … when the button is narrow."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.full_text = name
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        room = self.width() - 12
        self.setText(self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight,
                                                   room) if room > 0 else self.full_text)


def _big(widget: QWidget, extra: int = 6) -> None:
    font = widget.font()
    font.setPointSize(font.pointSize() + extra)
    font.setBold(True)
    widget.setFont(font)


class PandurEntryPanel(EntryPanel):

    def keys_help(self) -> str:
        return self.tr(
            "Ctrl+1 … Ctrl+4 declarer; the bid from the ladder or typed (mo, mm, po, pm for "
            "Misère and Pandur); Ctrl+M made, Ctrl+F failed, or the card points and Weis; "
            "Alt+N no bid, Alt+D misdeal; Enter writes.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.kind = "deal"  # or "no_bid" / "misdeal" while such an entry is corrected
        self.weis_parts: list[int] = []
        self._syncing = False
        self.ladder: list[Contract] = list(controller.match.rules.ladder())  # type: ignore[attr-defined]
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(1, 1)
        self.grid = grid
        self._build_dealer()
        self._build_declarer()
        self._build_bid()
        self._build_outcome()
        self._build_fault()
        self.preview = QLabel()
        self.preview.setObjectName("pandurPreview")
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("font-weight: bold; color: #1d2a4a;")
        self.preview.setMinimumHeight(self.preview.fontMetrics().lineSpacing() * 2 + 2)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.preview, grid.rowCount(), 0, 1, 2)
        # on a small screen the form scrolls; the Write button stays in sight
        inner = QWidget()
        inner.setLayout(grid)
        grid.setContentsMargins(0, 0, 4, 0)
        self.form.addWidget(inner, 1)
        self.setMinimumWidth(440)
        # what is chosen must be seen from a step away: marked like the highlighter on paper
        self.setStyleSheet("QPushButton:checked { background-color: #ffd966; color: #1d2a4a;"
                           " border: 2px solid #1d2a4a; border-radius: 4px; }")
        self._tab_order()
        self._follow_context()
        self._update()
        self.bid_edit.setFocus()

    # -- building the form ---------------------------------------------------------------------

    def _label(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setStyleSheet("font-weight: bold;")
        return label

    def _row(self, label: str, layout: Any) -> None:
        row = self.grid.rowCount()
        self.grid.addWidget(self._label(label), row, 0, Qt.AlignmentFlag.AlignTop
                            | Qt.AlignmentFlag.AlignLeft)
        if isinstance(layout, QWidget):
            self.grid.addWidget(layout, row, 1)
        else:
            self.grid.addLayout(layout, row, 1)

    def _build_dealer(self) -> None:
        row = QHBoxLayout()
        self.dealer_label = QLabel()
        self.dealer_label.setObjectName("pandurDealer")
        self.dealer_label.setWordWrap(True)
        self.dealer_label.setStyleSheet("font-size: 14px; font-weight: bold; color: #1d2a4a;")
        row.addWidget(self.dealer_label, 1)
        self.no_bid_button = QPushButton(self.tr("No bid"))
        self.no_bid_button.setObjectName("noBid")
        self.no_bid_button.setToolTip(self.tr("Nobody bid: the dealer erbt, the next player "
                                              "deals. Written at once (Alt+N)"))
        self.no_bid_button.clicked.connect(lambda: self._write_now(PandurNoBid()))
        self.misdeal_button = QPushButton(self.tr("Misdeal"))
        self.misdeal_button.setObjectName("misdeal")
        self.misdeal_button.setToolTip(self.tr("The dealer misdealt: nothing is written, he "
                                               "deals again. Written at once (Alt+D)"))
        self.misdeal_button.clicked.connect(lambda: self._write_now(PandurMisdeal()))
        for button in (self.no_bid_button, self.misdeal_button):
            button.setMinimumHeight(32)
            row.addWidget(button)
        QShortcut(QKeySequence("Alt+N"), self, self.no_bid_button.click)
        QShortcut(QKeySequence("Alt+D"), self, self.misdeal_button.click)
        self.grid.addLayout(row, 0, 0, 1, 2)

    def _build_declarer(self) -> None:
        row = QHBoxLayout()
        self.declarer_buttons: list[QPushButton] = []
        for seat, name in enumerate(self.controller.match.rules.side_names):
            button = NameButton(name)
            button.setCheckable(True)
            button.setMinimumHeight(36)
            _big(button, 1)
            button.setToolTip(self.tr("{0} took the bid (Ctrl+{1})").format(name, seat + 1))
            button.clicked.connect(lambda _c=False, s=seat: self._choose_declarer(s))
            QShortcut(QKeySequence(f"Ctrl+{seat + 1}"), self, button.click)
            self.declarer_buttons.append(button)
            row.addWidget(button)
        self._row(self.tr("Declarer"), row)

    def _build_bid(self) -> None:
        box = QGridLayout()
        box.setHorizontalSpacing(4)
        box.setVerticalSpacing(4)
        self.bid_edit = QLineEdit()
        self.bid_edit.setObjectName("bidEdit")
        self.bid_edit.setPlaceholderText(self.tr("type"))
        self.bid_edit.setToolTip(self.tr(
            "Type the bid: a number (100 … 290{0}), or mo = Misère ohne, mm = Misère mit, "
            "po = Pandur ohne, pm = Pandur mit; or click it on the ladder").format(
                f", 300 … {HIGHEST_BID}" if HIGH_BIDS in self.ladder else ""))
        self.bid_edit.setMinimumHeight(38)
        self.bid_edit.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        _big(self.bid_edit, 6)
        self.bid_edit.textEdited.connect(self._bid_typed)
        # beside the short rows 2 and 3 of the ladder: the typed bid
        box.addWidget(self.bid_edit, 0, 6, 2, 2)
        self.sp_label = QLabel()
        self.sp_label.setObjectName("bidSchreibpunkte")
        self.sp_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sp_label.setWordWrap(True)
        box.addWidget(self.sp_label, 4, 5, 1, 3)
        # the ladder in its real order, a row per Schreibpunkte value
        self.contract_buttons: dict[Contract, QPushButton] = {}
        self.high_spin: QSpinBox | None = None
        rows: list[tuple[int, list[Contract]]] = []
        for contract in self.ladder:
            if is_numeric(contract) and int(contract) > HIGH_BIDS:
                continue  # 310 … 500: the 300+ button with its spin box
            sp = schreibpunkte(contract)
            if rows and rows[-1][0] == sp:
                rows[-1][1].append(contract)
            else:
                rows.append((sp, [contract]))
        for r, (sp, contracts) in enumerate(rows):
            head = QLabel(str(sp))
            head.setToolTip(self.tr("{0} Schreibpunkte").format(sp))
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            head.setStyleSheet("color: #6b7280; font-weight: bold;")
            box.addWidget(head, r, 0)
            c = 1
            for contract in contracts:
                if contract == HIGH_BIDS:
                    text = "300+"
                elif is_numeric(contract):
                    text = str(contract)
                else:
                    text = contract_name(contract).replace(" ", "\n")
                button = QPushButton(text)
                button.setCheckable(True)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard types the bid
                button.setMinimumHeight(30 if is_numeric(contract) else 34)
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                if not is_numeric(contract):
                    button.setStyleSheet("font-weight: bold; font-size: 11px; color: #b3261e;")
                    button.setToolTip(self.tr("{0}: {1} Schreibpunkte (type {2})").format(
                        contract_name(contract), sp,
                        next(k for k, v in ABBREVIATIONS.items() if v == contract)))
                else:
                    button.setToolTip(self.tr("{0}: {1} Schreibpunkte").format(contract, sp))
                button.clicked.connect(lambda _c=False, k=contract: self._click_bid(k))
                self.contract_buttons[contract] = button
                box.addWidget(button, r, c)
                c += 1
                if contract == HIGH_BIDS:
                    spin = QSpinBox()
                    spin.setObjectName("highBid")
                    spin.setRange(HIGH_BIDS, HIGHEST_BID)
                    spin.setSingleStep(10)
                    spin.setMinimumHeight(30)
                    spin.setToolTip(self.tr("Bids of 300 and more: 6 Schreibpunkte"))
                    spin.valueChanged.connect(self._high_changed)
                    box.addWidget(spin, r, c, 1, 2)
                    self.high_spin = spin
                    c += 2
        for c in range(1, 8):
            box.setColumnStretch(c, 1)
        self._row(self.tr("Bid"), box)

    def _build_outcome(self) -> None:
        row = QHBoxLayout()
        self.made_button = QPushButton(self.tr("Made"))
        self.made_button.setObjectName("made")
        self.made_button.setToolTip(self.tr("The declarer made his bid (Ctrl+M)"))
        self.failed_button = QPushButton(self.tr("Failed"))
        self.failed_button.setObjectName("failed")
        self.failed_button.setToolTip(self.tr("The declarer failed: each opponent writes "
                                              "(Ctrl+F)"))
        QShortcut(QKeySequence("Ctrl+M"), self, self.made_button.click)
        QShortcut(QKeySequence("Ctrl+F"), self, self.failed_button.click)
        for button in (self.made_button, self.failed_button):
            button.setCheckable(True)
            button.setMinimumHeight(40)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _c=False, b=button: self._choose_outcome(b))
            _big(button, 2)
            row.addWidget(button, 2)
        row.addWidget(QLabel(self.tr("or points")))
        self.points = QSpinBox()
        self.points.setObjectName("cardPoints")
        self.points.setRange(-1, ROUND_POINTS)
        self.points.setSpecialValueText(" ")  # -1: not entered (0 is a real count)
        self.points.setValue(-1)
        self.points.setMinimumHeight(40)
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.points.setToolTip(self.tr("Numeric bids: the declarer's card points (of 157); "
                                       "with his Weis the board decides made or failed"))
        self.points.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        _big(self.points, 6)
        self.points.valueChanged.connect(self._points_changed)
        row.addWidget(self.points, 2)
        self._row(self.tr("Outcome"), row)

        weis = QHBoxLayout()
        weis.setSpacing(3)
        self.weis_buttons: list[QPushButton] = []
        names = {20: self.tr("Dreiblatt"), 50: self.tr("Vierblatt"),
                 100: self.tr("Fünfblatt or 4 gleiche"), 150: self.tr("Sechsblatt or 4 Neuner"),
                 200: self.tr("4 Under")}
        for amount in WEIS_BUTTONS:
            button = QPushButton(f"+{amount}")
            button.setToolTip(self.tr("add a Weis of {0} ({1})").format(amount, names[amount]))
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _c=False, a=amount: self._add_weis(a))
            self.weis_buttons.append(button)
            weis.addWidget(button, 1)
        self.no_weis = QPushButton("✕")
        self.no_weis.setToolTip(self.tr("No Weis"))
        self.no_weis.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.no_weis.clicked.connect(self._clear_weis)
        weis.addWidget(self.no_weis, 1)
        self.beaten = QCheckBox(self.tr("beaten"))
        self.beaten.setObjectName("weisBeaten")
        self.beaten.setToolTip(self.tr("An opponent showed a higher Weis: the declarer's Weis "
                                       "does not count"))
        self.beaten.toggled.connect(lambda _on: self._update())
        weis.addWidget(self.beaten)
        self.weis_label = self._label("")
        self.weis_label.setObjectName("weisSum")
        row_index = self.grid.rowCount()
        self.grid.addWidget(self.weis_label, row_index, 0)
        self.grid.addLayout(weis, row_index, 1)

    def _build_fault(self) -> None:
        row = QHBoxLayout()
        row.setSpacing(3)
        self.fault_buttons: list[QPushButton] = []
        for name in self.controller.match.rules.side_names:
            button = NameButton(name)
            button.setCheckable(True)
            button.setToolTip(self.tr("Fault by {0} (strengrechtlich): by the declarer the bid "
                                      "fails, by an opponent it is made").format(name))
            button.clicked.connect(lambda _c=False, b=button: self._choose_outcome(b))
            self.fault_buttons.append(button)
            row.addWidget(button, 2)
        self.premature = QPushButton(self.tr("Premature lead"))
        self.premature.setObjectName("prematureLead")
        self.premature.setCheckable(True)
        self.premature.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.premature.setToolTip(self.tr("The declarer led before his bid was confirmed as the "
                                          "highest: failed"))
        self.premature.clicked.connect(lambda: self._choose_outcome(self.premature))
        row.addWidget(self.premature, 3)
        self._row(self.tr("Fault by"), row)

    def _outcome_buttons(self) -> list[QPushButton]:
        return [self.made_button, self.failed_button, *self.fault_buttons, self.premature]

    def _tab_order(self) -> None:
        chain: list[QWidget] = [*self.declarer_buttons, self.bid_edit]
        if self.high_spin is not None:
            chain.append(self.high_spin)
        chain += [self.made_button, self.failed_button, self.points, *self.weis_buttons,
                  self.no_weis, self.beaten, *self.fault_buttons, self.premature,
                  self.write_button, self.no_bid_button, self.misdeal_button]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    # -- behaviour -----------------------------------------------------------------------------

    def _context(self) -> Board:
        """The board before the deal being entered (or corrected, or inserted)."""
        if self.correcting is not None:
            return self.controller.match.board(upto=self.correcting)
        return self.controller.board

    def _active(self, board: Board) -> list[int]:
        nxt = board.figures.get("next_dealer")
        if nxt is None:
            return []
        players = list(board.figures["in_game"])
        if not nxt["plays"]:
            players.remove(nxt["seat"])
        return players

    def _follow_context(self) -> None:
        """The dealer, and who may be declarer or at fault, for the deal being entered."""
        board = self._context()
        active = self._active(board)
        nxt = board.figures.get("next_dealer")
        names = [s.name for s in board.sides]
        for seat, (declarer, fault) in enumerate(zip(self.declarer_buttons, self.fault_buttons,
                                                     strict=True)):
            on = seat in active
            for button in (declarer, fault):
                button.setEnabled(on)
                if not on and button.isChecked():
                    self._uncheck(button)
            if nxt is not None and seat == nxt["seat"] and not nxt["plays"]:
                declarer.setToolTip(self.tr("{0} deals and sits out this deal").format(
                    names[seat]))
            elif board.sides[seat].figures["reached_15_in_deal"] is not None:
                declarer.setToolTip(self.tr("{0} has reached 15 and left the table").format(
                    names[seat]))
            else:
                declarer.setToolTip(self.tr("{0} took the bid (Ctrl+{1})").format(
                    names[seat], seat + 1))
        if nxt is None:
            self.dealer_label.setText(self.tr("The Partie is over."))
            return
        deal = board.figures["deal"]
        if nxt["plays"]:
            text = (self.tr("Deal {0} · dealer {1} again") if nxt["again"]
                    else self.tr("Deal {0} · dealer {1}"))
            self.dealer_label.setText(text.format(deal, nxt["player"]))
        else:
            text = (self.tr("Deal {0} · dealer {1} again, erbt {2}") if nxt["again"]
                    else self.tr("Deal {0} · dealer {1}, erbt {2}"))
            self.dealer_label.setText(text.format(deal, nxt["player"], nxt["inherits"]))
        self.dealer_label.setToolTip(self.tr("The dealer follows from the entries: after a "
                                             "misdeal the same player deals again; in a deal "
                                             "of four he sits out and erbt"))

    def _uncheck(self, button: QPushButton) -> None:
        button.setChecked(False)

    def _choose_declarer(self, seat: int) -> None:
        for s, button in enumerate(self.declarer_buttons):
            button.setChecked(s == seat)
        self.kind = "deal"
        self._update()

    def _declarer(self) -> int | None:
        return next((s for s, b in enumerate(self.declarer_buttons) if b.isChecked()), None)

    def _set_bid(self, contract: Contract | None, text: bool = True) -> None:
        """Check the ladder button of *contract* (none if it is not on the ladder)."""
        key: Contract | None = contract
        if is_numeric(contract) and contract is not None and int(contract) >= HIGH_BIDS \
                and self.high_spin is not None:
            key = HIGH_BIDS
            self._syncing = True
            self.high_spin.setValue(int(contract))
            self._syncing = False
        for k, button in self.contract_buttons.items():
            button.setChecked(k == key)
        if text:
            self.bid_edit.setText("" if contract is None else contract_name(contract))
        self.kind = "deal"
        self._bid_kind_changed()

    def _click_bid(self, contract: Contract) -> None:
        if contract == HIGH_BIDS and self.high_spin is not None:
            self._set_bid(self.high_spin.value())
            self.high_spin.setFocus()
            self.high_spin.selectAll()
            return
        self._set_bid(contract)

    def _bid_typed(self, text: str) -> None:
        self._set_bid(parse_bid(text), text=False)

    def _high_changed(self, value: int) -> None:
        if self._syncing:
            return
        self._set_bid(value)

    def _contract(self) -> Contract | None:
        """The chosen bid; a typed number off the ladder too (the rules say why not)."""
        for k, button in self.contract_buttons.items():
            if button.isChecked():
                if k == HIGH_BIDS and self.high_spin is not None:
                    return self.high_spin.value()
                return k
        return parse_bid(self.bid_edit.text())

    def _bid_kind_changed(self) -> None:
        """Misère and Pandur are decided by the tricks: no card points, no Weis."""
        contract = self._contract()
        numeric = contract is None or is_numeric(contract)
        if not numeric:
            self._syncing = True
            self.points.setValue(-1)
            self._syncing = False
            self.weis_parts = []
        self.points.setEnabled(numeric)
        for button in (*self.weis_buttons, self.no_weis):
            button.setEnabled(numeric)
        if contract is not None and contract in self.ladder:
            self.sp_label.setText(self.tr("{0} Schreibpunkte").format(schreibpunkte(contract)))
        else:
            self.sp_label.setText("")
        self._update()

    def _choose_outcome(self, chosen: QPushButton) -> None:
        """Made, failed, a fault: one of them (click again to take it back)."""
        on = chosen.isChecked()
        for button in self._outcome_buttons():
            if button is not chosen:
                button.setChecked(False)
        if on:  # the outcome is given: no card points, no Weis
            self._syncing = True
            self.points.setValue(-1)
            self._syncing = False
            self.weis_parts = []
        self._update()

    def _points_changed(self, value: int) -> None:
        if self._syncing:
            return
        if value >= 0:
            for button in self._outcome_buttons():
                button.setChecked(False)
        self._update()

    def _add_weis(self, amount: int) -> None:
        self.weis_parts.append(amount)
        for button in self._outcome_buttons():
            button.setChecked(False)
        self._update()

    def _clear_weis(self) -> None:
        self.weis_parts = []
        self._update()

    def _write_now(self, entry: Any) -> None:
        self.kind = entry.type
        self.submit_entry(entry)

    def _update(self) -> None:
        """The Weis sum and what the entry will write."""
        weis = sum(self.weis_parts)
        self.weis_label.setText(self.tr("Weis {0}").format(weis) if weis else self.tr("Weis"))
        self.weis_label.setToolTip(" + ".join(str(w) for w in self.weis_parts))
        self.beaten.setEnabled(weis > 0)
        if not weis and self.beaten.isChecked():
            self.beaten.setChecked(False)
        self.preview.setText(self._preview())

    def _preview(self) -> str:
        """What the form will write, in words ("" while it is incomplete)."""
        if self.kind == "no_bid":
            return self.tr("This entry: no bid (Enter keeps it)")
        if self.kind == "misdeal":
            return self.tr("This entry: misdeal (Enter keeps it)")
        try:
            entry = self.build_entry()
        except FormError:
            return ""
        if entry.contract not in self.ladder:
            return ""
        board = self._context()
        names = [s.name for s in board.sides]
        sp = schreibpunkte(entry.contract)
        active = self._active(board)
        how = ""
        if isinstance(entry, PandurFault):
            made = entry.by != entry.declarer
        elif entry.points is not None:
            valid = entry.points + (0 if entry.weis_beaten else entry.weis)
            made = valid >= int(entry.contract)
            if entry.weis and not entry.weis_beaten:
                how = f"{entry.points} + {entry.weis} = "
            how += f"{valid} {'≥' if made else '<'} {entry.contract}: "
        else:
            made = bool(entry.made)
        if made:
            text = how + self.tr("made: {0} writes {1}").format(names[entry.declarer], sp)
        else:
            others = [names[p] for p in active if p != entry.declarer]
            if len(others) == 1:
                text = how + self.tr("failed: {0} writes {1}").format(others[0], sp)
            else:
                text = how + self.tr("failed: {0} write {1} each").format(
                    names_and(others, self.tr("and")), sp)
        nxt = board.figures.get("next_dealer")
        if nxt is not None and not nxt["plays"]:
            text += "  ·  " + self.tr("{0} erbt {1}").format(nxt["player"], nxt["inherits"])
        return text

    # -- the EntryPanel interface --------------------------------------------------------------

    def refresh(self, board: Board) -> None:
        self._follow_context()
        self._update()

    def build_entry(self) -> Any:
        if self.kind == "no_bid":
            return PandurNoBid()
        if self.kind == "misdeal":
            return PandurMisdeal()
        declarer = self._declarer()
        if declarer is None:
            raise FormError(self.tr("Choose the declarer (Ctrl+1 … Ctrl+4)"))
        contract = self._contract()
        if contract is None:
            raise FormError(self.tr("Choose or type the bid"))
        for seat, button in enumerate(self.fault_buttons):
            if button.isChecked():
                return PandurFault(declarer=declarer, contract=contract, by=seat)
        if self.premature.isChecked():
            return PandurFault(declarer=declarer, contract=contract, by=declarer,
                               premature_lead=True)
        if self.made_button.isChecked() or self.failed_button.isChecked():
            return PandurDeal(declarer=declarer, contract=contract,
                              made=self.made_button.isChecked())
        if self.points.value() >= 0:
            return PandurDeal(declarer=declarer, contract=contract, points=self.points.value(),
                              weis=sum(self.weis_parts),
                              weis_beaten=self.beaten.isChecked() and bool(self.weis_parts))
        if is_numeric(contract):
            raise FormError(self.tr("Made or failed (Ctrl+M / Ctrl+F), or type the declarer's "
                                    "card points"))
        raise FormError(self.tr("Made or failed? (Ctrl+M / Ctrl+F)"))

    def load_entry(self, entry: Any) -> None:
        self._clear()
        self._follow_context()
        if isinstance(entry, PandurNoBid | PandurMisdeal):
            self.kind = entry.type
            self._update()
            return
        self._choose_declarer(entry.declarer)
        self._set_bid(entry.contract)
        if isinstance(entry, PandurFault):
            button = self.premature if entry.premature_lead else self.fault_buttons[entry.by]
            button.setChecked(True)
        elif entry.points is not None:
            self._syncing = True
            self.points.setValue(entry.points)
            self._syncing = False
            self.weis_parts = [entry.weis] if entry.weis else []
            self._update()
            self.beaten.setChecked(entry.weis_beaten)
        else:
            (self.made_button if entry.made else self.failed_button).setChecked(True)
        self._update()

    def _clear(self) -> None:
        self.kind = "deal"
        for button in (*self.declarer_buttons, *self.contract_buttons.values(),
                       *self._outcome_buttons()):
            button.setChecked(False)
        self.bid_edit.clear()
        self._syncing = True
        self.points.setValue(-1)
        if self.high_spin is not None:
            self.high_spin.setValue(HIGH_BIDS)
        self._syncing = False
        self.weis_parts = []
        self.beaten.setChecked(False)
        self._bid_kind_changed()

    def reset(self) -> None:
        self._clear()
        self._follow_context()
        self._update()
        self.bid_edit.setFocus()

    def describe(self, entry: Any) -> str:
        deal = self.controller.board.figures["deal"]
        if isinstance(entry, PandurNoBid):
            return self.tr("no bid (deal {0})").format(deal)
        if isinstance(entry, PandurMisdeal):
            return self.tr("misdeal (deal {0})").format(deal)
        return self.tr("deal {0} ({1} {2})").format(
            deal, self.controller.match.rules.side_names[entry.declarer],
            contract_name(entry.contract))

    def history_text(self, line: EntryLine, entry: Any) -> str:
        match = self.controller.match
        names = list(match.rules.side_names)
        infos = replay(match)
        info = infos[line.number - 1] if line.number - 1 < len(infos) else None
        dealer = names[info.dealer] if info else "?"
        totals = " · ".join(str(t) for t in line.totals)
        if isinstance(entry, PandurMisdeal):
            return self.tr("Deal {0}: {1} misdeals and deals again → {2}").format(
                line.round, dealer, totals)
        if isinstance(entry, PandurNoBid):
            body = self.tr("no bid")
        else:
            how = ""
            if isinstance(entry, PandurFault):
                how = (self.tr("premature lead") if entry.premature_lead
                       else self.tr("fault by {0}").format(names[entry.by]))
            elif entry.points is not None and entry.weis and entry.weis_beaten:
                how = self.tr("{0} + Weis {1} beaten").format(entry.points, entry.weis)
            elif entry.points is not None and entry.weis:
                how = self.tr("{0} + Weis {1} = {2}").format(entry.points, entry.weis,
                                                            entry.points + entry.weis)
            elif entry.points is not None:
                how = str(entry.points)
            result = self.tr("made") if "made" in line.notes else self.tr("failed")
            body = f"{names[entry.declarer]} {contract_name(entry.contract)}: " + (
                f"{how}, {result}" if how else result)
        parts = [body]
        erbe = info.inherited if info else [0] * len(names)
        winners = [p for p, n in enumerate(line.written) if n and not erbe[p]]
        if winners:
            parts.append(", ".join(f"{names[p]} +{line.written[p]}" for p in winners))
        if info is not None and info.phase == 4:
            if info.again and match.rules.settings.misdeal_forfeits:  # type: ignore[attr-defined]
                parts.append(self.tr("no Erben after the misdeal"))
            else:
                parts.append(self.tr("{0} erbt {1}").format(dealer, erbe[info.dealer]))
        if info is not None and info.reached:
            parts.append(self.tr("{0} reaches 15").format(
                names_and([names[p] for p in info.reached], self.tr("and"))))
        if info is not None and info.loser is not None:
            parts.append(self.tr("{0} is the loser").format(names[info.loser]))
        return self.tr("Deal {0} ({1} deals): {2} → {3}").format(
            line.round, dealer, "; ".join(parts), totals)

    def status_text(self, board: Board) -> str:
        names = [s.name for s in board.sides]
        if board.finished:
            won = names_and([names[w] for w in board.winners], self.tr("and"))
            return self.tr("{0} won; {1} is the loser. The Partie is over.").format(
                won, names[board.figures["loser"]])
        nxt = board.figures["next_dealer"]
        active = names_and([names[p] for p in self._active(board)], self.tr("and"))
        deal = board.figures["deal"]
        if nxt["plays"]:
            out = names_and([names[p] for g in board.figures["order"] for p in g],
                            self.tr("and"))
            return self.tr("Deal {0}: {1} deals; {2} play ({3} reached 15)").format(
                deal, nxt["player"], active, out)
        return self.tr("Deal {0}: {1} deals and sits out (erbt {2}); {3} bid").format(
            deal, nxt["player"], nxt["inherits"], active)


__all__ = ["PandurBoard", "PandurEntryPanel", "parse_bid", "replay"]
