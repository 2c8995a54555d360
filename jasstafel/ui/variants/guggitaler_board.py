"""Guggitaler: the paper sheet, a column per player and a row per game.

What the sheet shows is described first, in plain data (:class:`GuggiSheet`): per Guggitaler
a :class:`Block` of :class:`GameRow` (the game's name as the deck names it, its penalty, and
per player a :class:`Cell`: what he took, small, and what it wrote, big), the Guggitaler's
sum, then the running total of the match, the ranks and the winner. :func:`sheet_lines`
turns it into the lines of the sheet, folding finished Guggitaler into one line each when a
long match does not fit; ``paintEvent`` draws those lines and nothing else, and keeps where
it drew each one (``painted``) for the tests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ... import i18n
from ...core import Board
from ...core.guggitaler import DOMINO
from ...drawing.chalk import fit_font, flat, two_lines
from ...drawing.heads import Head, fitted_heads, two_lines_wanted
from ...drawing.striche import PAPER_LOOK, common_font, draw_crown, pen
from ..widgets.head_tips import HeadTips, names_description
from ..widgets.points_table import INK_GREEN, match_title, number, signed
from ..widgets.textsize import text_px

#: the mark of the player who took the Rosenkönig or the last trick
TAKEN = "×"
TAKER_GAMES = ("rosenkoenig", "last_trick")
GOLD = QColor("#e0b022")
RULED = QColor("#a9c4e0")  # the blue lines of a Jass block
#: the bold widths a sheet keeps (GuggitalerBoard._needed): a match's states at a few sizes
_WIDTHS_KEPT = 512


def _t(text: str) -> str:
    return QCoreApplication.translate("guggitaler", text)


# -- what the sheet shows ----------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """One player's cell of a game row."""

    points: str  # big: what the game wrote (−15, +150, 0); "" while it is not played
    count: str  # small, before it: tricks or cards taken, × for the taker, the Domino place
    # as a rank ("2." in German, "2e" in French)
    ink: str  # "bad" (a penalty), "plus" (Domino points), "zero", "" (not played)


@dataclass(frozen=True)
class GameRow:
    game: str  # the key: tricks, schellen, ober, rosenkoenig, last_trick, domino
    name: str  # as the deck names it: Schellen or Herz, Ober or Dame …
    penalty: str  # short, beside the name: "each 5", "40"; "" for the Domino
    rule: str  # in words, under the name when there is room: "5 per trick, 9 tricks"
    state: str  # "played", "next" (the game to enter now) or "later"
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Block:
    """One Guggitaler of the match: its games and what they wrote so far."""

    number: int  # 1-based
    title: str  # "Guggitaler 2 of 4"
    rows: tuple[GameRow, ...]
    sums: tuple[int, ...]  # the points of its games played so far, per player
    played: int  # games of it played
    done: bool


@dataclass(frozen=True)
class GuggiSheet:
    title: str
    state: str  # the next game and who deals, or who won
    # the longest states of the match (the rules' status_room): the header keeps their room
    state_room: tuple[str, ...]
    names: tuple[str, ...]
    subs: tuple[str, ...]  # under each name: "deals" for the dealer of the next game
    blocks: tuple[Block, ...]
    total_label: str
    totals: tuple[str, ...]  # the running total: Domino points − penalties
    ranks: tuple[str, ...]  # "1." ("1er", "1") … once the match is over, else ""
    winners: tuple[int, ...]
    finished: bool
    legend: str


def game_rule(game: str, penalty: int | None, of: int | None,
              domino_points: list[int] | None) -> tuple[str, str]:
    """(short, long): the penalty beside the game's name, and the rule in words."""
    if game == DOMINO:
        # one list, never broken inside: it left the "0" alone on a line (a German trial's)
        places = ",\u00a0".join(signed(v) for v in domino_points or [])
        return "", _t("by place: {0}").format(places)
    assert penalty is not None and of is not None
    each = number(penalty)  # 1'000, as the cells below write what it costs
    if game == "tricks":
        return _t("each {0}").format(each), _t("{0} per trick, {1} tricks").format(each, of)
    if game in ("schellen", "ober"):
        return _t("each {0}").format(each), _t("{0} per card, {1} cards").format(each, of)
    return each, _t("{0} for the one who takes it").format(each)


def _cell(game: str, count: int, points: int) -> Cell:
    if game == DOMINO:
        # the place as the language writes a rank ("1er", "2e"), as the Rank row below does
        return Cell(signed(points) if points else "0", i18n.rank(count),
                    "plus" if points > 0 else "zero")
    if game in TAKER_GAMES:
        mark = TAKEN if count else ""
    else:
        mark = str(count) if count else ""
    return Cell(number(points), mark, "bad" if points < 0 else "zero")


def _state_room(match: Any, language: str, known: dict[tuple[Any, ...], Any]
                ) -> tuple[str, ...]:
    """The states the match may say (:attr:`GuggiSheet.state_room`), written in *language*.
    They are the rules' (every game with every dealer, each player winning) and stay for the
    match: kept in *known* while its rules and the language are the same (some thirty
    sentences were written again at every entry)."""
    rules = getattr(match, "rules", None)
    room = getattr(rules, "status_room", None)
    if room is None:
        return ()
    kept = known.get(("room",))
    if kept is None or kept[0] is not rules or kept[1] != language:
        kept = known[("room",)] = (rules, language,
                                   tuple(i18n.render(text) for text in room()))
    return kept[2]


def sheet_of(board: Board, match: Any = None,
             known: dict[tuple[Any, ...], Any] | None = None) -> GuggiSheet:
    """What the Guggitaler sheet shows for *board*: plain data, for the painter and the
    tests. *known*: the rows and Guggitaler of the last sheets, by what they show, taken
    again where they have not changed (a long match has 20 Guggitaler of six games, and an
    entry changes one or two of them)."""
    f = board.figures
    n = len(board.sides)
    played = len(board.entries)
    count = int(f["guggitaler"])
    if known is None:
        known = {}
    elif len(known) > 3 * len(f["sheet"]):  # corrected rows are forgotten now and then
        known.clear()
    language = i18n.language()  # the names and numbers are written in it
    sheet = f["sheet"]
    per = len(sheet) // count if count else 0
    rules: dict[tuple[str, Any, Any], tuple[str, str, str]] = {}  # see _block
    blocks = []
    for k in range(1, count + 1):
        first = (k - 1) * per
        rows = sheet[first:first + per]
        # the game to enter now, where it is in this Guggitaler
        at = played - first if first <= played < first + per and not board.finished else -1
        # a Guggitaler shows the same as before where its rows and the game to enter in it
        # are (compared in C: the sheet follows every entry, and most Guggitaler stay)
        shown = (language, n, count, at, f["domino_points"], rows)
        kept = known.get(("block", k))
        if kept is None or kept[0] != shown:
            kept = known[("block", k)] = (shown, _block(k, count, rows, at, f, n, language,
                                                        known, rules))
        blocks.append(kept[1])
    subs = tuple(_t("deals") if p == board.dealer and not board.finished else ""
                 for p in range(n))
    return GuggiSheet(
        title=match_title("Guggitaler", match), state=i18n.render(board.status),
        state_room=_state_room(match, language, known),
        names=tuple(s.name for s in board.sides), subs=subs, blocks=tuple(blocks),
        total_label=_t("Total"), totals=tuple(number(s.total) for s in board.sides),
        # as the language writes a rank (1er, 2e in French, 1 in English), as the sheet does
        ranks=tuple(i18n.rank(r) if board.finished else "" for r in board.ranks),
        winners=tuple(board.winners), finished=board.finished,
        legend=(_t("Small: tricks or cards taken, × took it, the Domino place. Big: what the "
                   "game wrote.") if f["domino"]  # a match without Domino is told none
                else _t("Small: tricks or cards taken, × took it. Big: what the game wrote.")))


def _block(k: int, count: int, rows: list[dict[str, Any]], at: int, f: dict[str, Any],
           n: int, language: str, known: dict[tuple[Any, ...], Any],
           rules: dict[tuple[str, Any, Any], tuple[str, str, str]]) -> Block:
    """Guggitaler *k* of *count*, its *rows* of the board's sheet (*at*: the game to enter
    now among them, or -1). *rules*: the games' names and rules worked out so far (the same
    six games in every Guggitaler); *known*: as for :func:`sheet_of`."""
    game_rows = []
    sums = [0] * n
    done = 0
    for index, row in enumerate(rows):
        key = (row["game"], row["penalty"], row["of"])
        if key not in rules:
            rules[key] = (i18n.render(row["name"]), *game_rule(
                row["game"], row["penalty"], row["of"], f["domino_points"]))
        name, short, rule = rules[key]
        shown: tuple[Any, ...]  # what the row shows: a row shown the same is built once
        if row["played"]:
            state = "played"
            shown = (language, *key, name, short, rule, state, tuple(row["counts"]),
                     tuple(row["points"]))
            sums = [a + b for a, b in zip(sums, row["points"], strict=True)]
            done += 1
        else:
            state = "next" if index == at else "later"
            shown = (language, *key, name, short, rule, state, n)
        game_row = known.get(shown)
        if game_row is None:
            cells = (tuple(_cell(row["game"], row["counts"][p], row["points"][p])
                           for p in range(n)) if row["played"] else (Cell("", "", ""),) * n)
            game_row = known[shown] = GameRow(game=row["game"], name=name, penalty=short,
                                              rule=rule, state=state, cells=cells)
        game_rows.append(game_row)
    return Block(number=k, title=_t("Guggitaler {0} of {1}").format(k, count),
                 rows=tuple(game_rows), sums=tuple(sums), played=done,
                 done=done == len(game_rows))


# -- the lines of the sheet ------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """One line of the painted sheet."""

    kind: str  # "game", "heading" (a Guggitaler begins), "sum" (its sum), "folded"
    label: str
    penalty: str = ""
    rule: str = ""
    state: str = ""  # of a game: played / next / later; folded: "done" or "later"
    cells: tuple[Cell, ...] = ()


def _sum_cells(values: tuple[int, ...] | list[int]) -> tuple[Cell, ...]:
    return tuple(Cell(number(v), "", "bad" if v < 0 else ("plus" if v > 0 else "zero"))
                 for v in values)


def _block_lines(block: Block, several: bool) -> list[Line]:
    lines = [Line("heading", block.title)] if several else []
    lines += [Line("game", r.name, r.penalty, r.rule, r.state, r.cells) for r in block.rows]
    if several:
        cells = _sum_cells(block.sums) if block.played else ()
        lines.append(Line("sum", _t("Guggitaler {0}").format(block.number), cells=cells))
    return lines


def _folded(blocks: list[Block], n: int) -> Line:
    first, last = blocks[0].number, blocks[-1].number
    numbers = str(first) if first == last else f"{first}–{last}"
    if blocks[0].done:
        sums = [sum(b.sums[p] for b in blocks) for p in range(n)]
        return Line("folded", _t("Guggitaler {0}").format(numbers), state="done",
                    cells=_sum_cells(sums))
    return Line("folded", _t("Guggitaler {0}: to play").format(numbers), state="later")


def sheet_lines(sheet: GuggiSheet, fits: int) -> list[Line]:
    """The lines of the sheet, at most *fits* of them where that can be done: finished
    Guggitaler (the earliest first), then those still to play (the last first) are folded
    into one line each, and then folded neighbours into one line. The Guggitaler being
    played (the last one once the match is over) always keeps every game."""
    blocks = list(sheet.blocks)
    several = len(blocks) > 1
    n = len(sheet.names)
    current = next((i for i, b in enumerate(blocks) if not b.done), len(blocks) - 1)
    folded = [False] * len(blocks)

    def build(merge: bool) -> list[Line]:
        lines: list[Line] = []
        i = 0
        while i < len(blocks):
            if not folded[i]:
                lines += _block_lines(blocks[i], several)
                i += 1
                continue
            j = i + 1
            while merge and j < len(blocks) and folded[j] and blocks[j].done == blocks[i].done:
                j += 1
            lines.append(_folded(blocks[i:j], n))
            i = j
        return lines

    # counted, not built, block by block (a long match has 20, most of them folded): a
    # block is its games, with a heading and a sum when there are several; folded, one line
    sizes = [len(block.rows) + (2 if several else 0) for block in blocks]
    length = sum(sizes)
    for i in list(range(current)) + list(range(len(blocks) - 1, current, -1)):
        if length <= fits:
            break
        folded[i] = True
        length -= sizes[i] - 1
    return build(merge=length > fits)


def rule_in(font: QFont, rule: str, box: QRectF, least: float = 8.0) -> tuple[QFont, str]:
    """The font (at most *font*'s size, at least *least*) and the text of a game's rule in
    *box*: too long even in the smallest font (the Domino's four places on a narrow sheet),
    it is cut with "…", never in the middle of a number without a sign of it."""
    fitted = fit_font(font, rule, box, max_px=font.pixelSize())
    if fitted.pixelSize() < least:  # the window's text, shortened, rather than 9 px whole
        fitted.setPixelSize(int(least))
    shown = QFontMetricsF(fitted).elidedText(rule, Qt.TextElideMode.ElideRight, box.width())
    return fitted, shown


# -- the sheet ---------------------------------------------------------------------------------


def down(p: QPainter, x: float, top: float, bottom: float, gaps: list[QRectF]) -> None:
    """A vertical line at *x* from *top* to *bottom*, left out over the *gaps* it crosses
    (words, top to bottom)."""
    y = top
    for gap in (g for g in gaps if g.left() - 4 <= x <= g.right() + 4):
        if gap.top() > y:
            p.drawLine(QPointF(x, y), QPointF(x, min(gap.top(), bottom)))
        y = max(y, gap.bottom())
    if bottom > y:
        p.drawLine(QPointF(x, y), QPointF(x, bottom))


class GuggitalerBoard(QWidget):
    """The Guggitaler sheet: paints ``self.sheet`` (:func:`sheet_of`) line by line
    (:func:`sheet_lines`), nothing else."""

    look = PAPER_LOOK
    #: the lowest line before finished Guggitaler are folded away
    MIN_ROW = 28.0
    #: the lowest line with the game's rule under its name
    TWO_ROW = 38.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the paint fills the whole rect first (frame, slate or paper): Qt need not paint the
        # window behind the board at every entry
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.board: Board | None = None
        self.sheet: GuggiSheet | None = None
        self._rows: dict[tuple[Any, ...], Any] = {}  # see sheet_of
        self._widths: dict[tuple[str, int], float] = {}  # see _needed
        self._widths_of = ""  # the font (its key) the widths are of
        #: what the last paint drew where: (line, its rectangle), the total and rank lines too
        self.painted: list[tuple[Line, QRectF]] = []
        self.label_px = 0
        #: where the last paint wrote the words of the lines across the whole sheet (a
        #: heading, "Guggitaler 2: to play"): no vertical line crosses them
        self.words: list[QRectF] = []
        #: the x range of each player's column in the last paint
        self.columns: list[tuple[float, float]] = []
        #: where the last paint wrote the state: beside the title, or on a line under it
        self.state_rect = QRectF()
        self.setMinimumSize(420, 340)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Guggitaler sheet"))
        #: the shortened heads' names whole, in their tooltips
        self.head_tips = HeadTips()

    def event(self, event: QEvent) -> bool:
        """A shortened name says itself whole in a tooltip."""
        return self.head_tips.tooltip(self, event) or super().event(event)

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.sheet = sheet_of(board, match, self._rows)
        # the state of the match, then the names whole (the painted heads may be shortened)
        self.setAccessibleDescription(
            f"{self.sheet.state}\n{names_description(self.sheet.names)}")
        self.update()

    def title_text(self) -> tuple[str, str]:
        assert self.sheet is not None
        return self.sheet.title, self.sheet.state

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        w, h = float(self.width()), float(self.height())
        p.fillRect(self.rect(), look.background)
        sheet = self.sheet
        self.painted = []
        self.head_tips.clear()
        if sheet is None:
            p.end()
            return
        m = max(8.0, min(w, h) * 0.025)
        left, right, top, bottom = m, w - m, m * 0.6, h - m * 0.6
        n = len(sheet.names)

        # the title (left) and the state of the match (right, or on a line of its own)
        title_h = min(44.0, max(24.0, h * 0.06))
        title_font, title_box, state_font, state_box = self._header(sheet, left, right, top,
                                                                    title_h, m)
        p.setPen(look.ink)
        p.setFont(title_font)
        p.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   sheet.title)
        self.state_rect = state_box
        p.setPen(look.win if sheet.finished else look.ink)
        p.setFont(state_font)
        p.drawText(state_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   sheet.state)
        y = max(title_box.bottom(), state_box.bottom())
        y += m * 0.3

        # heights: names, the lines, the total, the rank, the legend
        head_h = min(84.0, max(44.0, h * 0.1))
        total_h = min(70.0, max(34.0, h * 0.09))
        rank_h = total_h * 0.6 if sheet.finished else 0.0
        # the ranks' room is kept from the first game on, as the crown's: made only at the
        # end, every line moved (a sheet 392 px high: lines of 39.2 px, of 39.16 crowned)
        room_above = bottom - y - head_h - total_h - total_h * 0.6 - m * 0.5
        legend, legend_h = self._legend(sheet.legend, right - left, h)
        room = room_above - legend_h
        lines = sheet_lines(sheet, max(1, int(room // self.MIN_ROW)))
        row_h = min(max(room / max(len(lines), 1), 8.0), min(64.0, h * 0.1))
        one_line_h = legend_h / 2
        two_row = self._two_row()
        if ("\n" in legend and row_h < two_row
                and (room + one_line_h) / max(len(lines), 1) >= two_row
                and fit_font(self.font(), sheet.legend, QRectF(0, 0, right - left, one_line_h),
                             max_px=one_line_h * 0.75).pixelSize() >= text_px(self)):
            # the games' rules before the legend's second line: on one line, smaller, but
            # not below the window's text (a netbook's was 8 px: the rules give way then)
            legend, legend_h, room = sheet.legend, one_line_h, room + one_line_h
            row_h = min(max(room / max(len(lines), 1), 8.0), min(64.0, h * 0.1))
        # columns: the game (name, penalty) | one per player
        label_w = self._label_width(sheet, right - left, rules=row_h >= two_row)
        col_w = (right - left - label_w) / n
        x0 = left + label_w
        self.columns = [(x0 + i * col_w, x0 + (i + 1) * col_w) for i in range(n)]
        # the lines give the heads a second line's height where a name wants it, down to
        # nine tenths of theirs (and keeping their rules): one_size_heads
        least_row = max(row_h * 0.9, self.MIN_ROW, two_row if row_h >= two_row else 0.0)
        spare = max(0.0, room - row_h * len(lines))
        wanted = two_lines_wanted(self.font(), sheet.names, col_w * 0.92, text_px(self)) / 0.5
        given = min(max(0.0, row_h - least_row) * len(lines), max(0.0, wanted - head_h - spare))
        taller = self._head_height(sheet, head_h, spare + given, col_w)
        if taller - head_h > spare:
            row_h -= (taller - head_h - spare) / len(lines)
        head_h = taller
        table_top = y
        table_bottom = y + head_h + row_h * len(lines) + total_h + rank_h

        # the winners' columns tinted, as with a highlighter
        for i in sheet.winners:
            p.fillRect(QRectF(self.columns[i][0] + 1, table_top, col_w - 2,
                              table_bottom - table_top), flat(look.tint, look.background))

        self._paint_names(p, sheet, y, head_h, col_w)
        y += head_h
        p.setPen(pen(look, max(1.5, h * 0.003)))
        p.drawLine(QPointF(left, y), QPointF(right, y))

        self._paint_lines(p, lines, left, right, y, row_h, label_w, col_w)
        y += row_h * len(lines)

        # the running total under a double line; the winners circled in red
        gap = max(3.0, h * 0.005)
        p.setPen(pen(look, max(1.2, h * 0.0022)))
        p.drawLine(QPointF(left, y + 1), QPointF(right, y + 1))
        p.drawLine(QPointF(left, y + 1 + gap), QPointF(right, y + 1 + gap))
        total_line = Line("total", sheet.total_label,
                          cells=tuple(Cell(t, "", "") for t in sheet.totals))
        box = QRectF(left, y + gap, right - left, total_h - gap)
        self.painted.append((total_line, box))
        self._paint_totals(p, sheet, box, label_w, col_w)
        y += total_h
        if sheet.finished:
            rank_line = Line("rank", _t("Rank"), cells=tuple(Cell(r, "", "")
                                                              for r in sheet.ranks))
            box = QRectF(left, y, right - left, rank_h)
            self.painted.append((rank_line, box))
            self._paint_ranks(p, sheet, box, label_w, col_w)
            y += rank_h

        # the margin and the columns, broken where a line of words crosses the whole sheet
        # ("Guggitaler 4: noch zu spielen", a heading): the red margin ran through them
        p.setPen(QPen(QColor("#d98c8c"), max(1.0, w * 0.0012)))
        down(p, x0 - 3, table_top, y, self.words)
        p.setPen(pen(look, 1.0, look.dim))
        for i in range(1, n):
            down(p, x0 + i * col_w, table_top + head_h * 0.15, y, self.words)
        p.setPen(pen(look, max(1.2, h * 0.0022)))
        p.drawLine(QPointF(left, y), QPointF(right, y))

        box = QRectF(left, y + m * 0.2, right - left, legend_h)
        p.setPen(look.dim)
        p.setFont(fit_font(self.font(), legend, box,
                           max_px=legend_h * 0.75 / (legend.count("\n") + 1)))
        p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, legend)
        p.end()

    def _legend(self, legend: str, width: float, h: float) -> tuple[str, float]:
        """The legend and its height: one line in the window's text size at least, or two
        where one is too narrow for it (it was shrunk to 9 px on a netbook's sheet), broken
        between its sentences, or at the middle where its first sentence alone is too long
        for a line (a netbook's German legend was 11 px so)."""
        line_h = min(22.0, max(13.0, h * 0.026, text_px(self) / 0.75))
        metrics = QFontMetricsF(self._font(line_h * 0.75))
        if metrics.horizontalAdvance(legend) <= width:
            return legend, line_h
        two = two_lines(legend)
        if max(metrics.horizontalAdvance(line) for line in two.splitlines()) > width:
            two = two_lines(legend, sentences=False)
        return two, line_h * 2

    def _two_row(self) -> float:
        """The lowest line with the game's rule under its name: its line (0.42 of the row)
        holds the window's text, up to TWO_ROW (a netbook's sheet of 36 px lines wrote its
        legend on one line in 8 px to keep the rules' 38)."""
        return min(self.TWO_ROW, text_px(self) / 0.8 / 0.42 + 0.5)

    def _label_width(self, sheet: GuggiSheet, width: float, rules: bool) -> float:
        """The games' column: 0.3 of *width* and no more than 300 px, or where the lines
        have the *rules* under the games' names as wide as the longest in the window's text
        size, up to 0.42 of the sheet ("40 für den, der ihn nimmt" and the Domino's places
        were 8 to 10 px on a netbook); without them the names keep the room."""
        if not rules:
            return min(max(120.0, width * 0.3), 300.0)
        metrics = QFontMetricsF(self._font(text_px(self)))
        widest = max((metrics.horizontalAdvance(row.rule) for block in sheet.blocks
                      for row in block.rows), default=0.0)
        return min(max(120.0, width * 0.3, min(widest + 16, width * 0.42)), 300.0)

    def _header(self, sheet: GuggiSheet, left: float, right: float, top: float,
                title_h: float, m: float) -> tuple[QFont, QRectF, QFont, QRectF]:
        """The title's font and box, the state's font and box. The state is said beside the
        title, or on a line of its own under it where the longest state the match may say
        (:attr:`GuggiSheet.state_room`) would not fit beside it: decided from the first game
        on, so that the sheet stays where it is when the match ends (a tie's sentence took a
        second line, and every line moved down by it: a trial's). Beside it, the title gives
        way (smaller) to a state that needs the room: a tie's, longer than any the room was
        kept for, is fitted into the line, as small as it must (it is said big beside the
        sheet too)."""
        line = right - left
        least = math.ceil(min(14.0, title_h * 0.45))  # the smallest state said beside it
        family = self.font().key()  # asked once a paint: naming a font is dear
        if family != self._widths_of:  # another font (a new style): the widths are others
            self._widths, self._widths_of = {}, family

        def title_in(width: float) -> QFont:
            return fit_font(self.font(), sheet.title, QRectF(0, 0, width, title_h), bold=True,
                            max_px=title_h * 0.75)

        title_font = title_in(line * 0.5)
        kept = sheet.state_room or (sheet.state,)  # not the state said now: a tie's
        below = self._needed(sheet.title, least) + m + max(
            self._needed(text, least) for text in kept) > line
        if below:  # the state on a line of its own: the title has the whole line (a long
            # one was fitted into half of it, 9 px on a netbook)
            title_font = title_in(line)
        else:  # the title gives the state said now its room, as far as it needs
            room = line - m - self._needed(sheet.state, least)
            if self._needed(sheet.title, title_font.pixelSize()) > room:
                title_font = title_in(room - 4)
        title_w = QFontMetricsF(title_font).horizontalAdvance(sheet.title) + 4
        title_box = QRectF(left, top, title_w, title_h)
        if below:
            state_box = QRectF(left, top + title_h, line, title_h * 0.7)
            return title_font, title_box, fit_font(self.font(), sheet.state, state_box,
                                                   bold=sheet.finished), state_box
        state_box = QRectF(left + title_w + m, top, line - title_w - m, title_h)
        return title_font, title_box, fit_font(self.font(), sheet.state, state_box,
                                               bold=sheet.finished,
                                               max_px=title_h * 0.6), state_box

    def _needed(self, text: str, px: int) -> float:
        """The width of *text* in bold (the title's look, and the winner's) at *px*. Kept
        by text and size for the board's font (``_header``): every paint asks it of the same
        title and of each state the match may say (some thirty widths measured anew a
        paint, a twelfth of the entry's step)."""
        width = self._widths.get((text, px))
        if width is None:
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(px)
            width = QFontMetricsF(font).horizontalAdvance(text) + 4
            if len(self._widths) >= _WIDTHS_KEPT:  # a window resized at length: sizes anew
                self._widths.clear()
            self._widths[(text, px)] = width
        return width

    def _heads(self, sheet: GuggiSheet, head_h: float, col_w: float) -> list[Head]:
        """The names as a head *head_h* high writes them: whole, a little smaller, on two
        lines, or shortened so that no two read the same (the boards' one rule,
        docs/window.md)."""
        return fitted_heads(self.font(), list(sheet.names),
                            QRectF(0, 0, col_w * 0.92, head_h * 0.5), text_px(self),
                            elide_width=col_w * 0.96)

    def _head_height(self, sheet: GuggiSheet, head_h: float, spare: float,
                     col_w: float) -> float:
        """*head_h*, or taller by *spare* (up to 84 px) where that writes more names whole,
        or all in a larger size (a name on two lines in the window's text, not one line in
        10 px: one_size_heads): on two lines, "Jean-Daniel" over "Overney" (a Romand
        trial's 1280×800 sheet read "Jean-Daniel…" over 20 px left empty under the legend).
        The lines' height is the same from the first game on: so is the heads'."""
        taller = min(84.0, head_h + max(0.0, spare))
        if taller <= head_h:
            return head_h

        def reads(height: float) -> tuple[int, int]:
            """Fewer names shortened, then the heads' one size larger: the better."""
            heads = self._heads(sheet, height, col_w)
            return -sum(head.shortened for head in heads), heads[0].font.pixelSize()

        return taller if reads(taller) > reads(head_h) else head_h

    def _paint_names(self, p: QPainter, sheet: GuggiSheet, y: float, head_h: float,
                     col_w: float) -> None:
        look = self.look
        # the crown's room is kept from the first game on (made only for the winner, it moved
        # every name down at the end), as a Molotow keeps its dealer's line at its end
        crown_h = head_h * 0.2
        # the line under the names ("deals") keeps its 0.3 of the heads: taller, it took
        # a long name's second line its room ("Hansruedi / Zimmermann" was cut)
        sub_h = head_h * 0.3
        name_h = head_h - crown_h - sub_h
        sub_font = common_font(self.font(), [s for s in sheet.subs if s] or ["x"],
                               QRectF(0, 0, col_w * 0.9, sub_h), bold=True)
        heads = self._heads(sheet, head_h, col_w)
        for i, _name in enumerate(sheet.names):
            x = self.columns[i][0]
            won = i in sheet.winners
            if won:
                draw_crown(p, QRectF(x + col_w / 2 - crown_h * 0.7, y + crown_h * 0.05,
                                     crown_h * 1.4, crown_h * 0.95), GOLD, look.ink)
            p.setPen(look.win if won else look.ink)
            p.setFont(heads[i].font)
            box = QRectF(x, y + crown_h, col_w, name_h)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, heads[i].text)
            self.head_tips.painted(box, heads[i], sheet.names[i])
            if sheet.subs[i]:
                p.setPen(look.bad)
                p.setFont(sub_font)
                p.drawText(QRectF(x, box.bottom(), col_w, sub_h),
                           Qt.AlignmentFlag.AlignCenter, sheet.subs[i])

    def _paint_lines(self, p: QPainter, lines: list[Line], left: float, right: float,
                     y: float, row_h: float, label_w: float, col_w: float) -> None:
        look = self.look
        two = row_h >= self._two_row()  # room for the rule under the game's name
        # on one line, the games' names in the window's text size where the row holds it
        # (a netbook's two-Guggitaler sheet wrote them in 10 px in rows of 22)
        name_h = (row_h * 0.5 if two
                  else max(row_h * 0.62, min(row_h * 0.9, text_px(self) / 0.75)))
        # the games' names fit their column beside the penalty ("each 5"); the other lines
        # (a Guggitaler's heading and sum, "Guggitaler 2: to play") have the column's whole
        # width: measured with the names they made every name 8 px high (a trial's)
        games = [line.label for line in lines if line.kind == "game"]
        label_font = common_font(self.font(), games, QRectF(0, 0, label_w * 0.62, name_h),
                                 bold=True, max_px=26.0)
        room = QRectF(0, 0, label_w - 16, name_h)
        sums = [line.label for line in lines if line.kind != "game" and line.cells]
        sum_font = common_font(self.font(), sums, room, bold=True,
                               max_px=label_font.pixelSize())
        # a line without cells ("Guggitaler 2: to play", a heading) has the sheet's whole
        # width: measured in the label column, they were 8 px
        words = [line.label for line in lines if line.kind != "game" and not line.cells]
        word_font = common_font(self.font(), words, QRectF(0, 0, right - left - 16, name_h),
                                bold=True, max_px=max(label_font.pixelSize(), text_px(self)))
        heading_font = QFont(word_font)
        heading_font.setBold(False)
        heading_font.setItalic(True)
        self.label_px = label_font.pixelSize()  # painted last: for a test to read
        # the small words in the window's text size where the line has the height (the
        # rule's line is 0.42 of a row, the penalty beside the game's name)
        window_px = text_px(self)
        small_px = max(9.0, min(row_h * 0.3, label_font.pixelSize() * 0.8),
                       min(window_px, row_h * 0.42 * 0.8))
        rule_font = self._font(small_px)
        # the penalties, one size, each in the room its own game's name leaves it: in the
        # room the longest name ("Roi de roses") left, "chacun 20" beside "Ober" was 10 px
        penalty_font = self._penalty_font(lines, label_font, label_w, name_h, max(
            9.0, min(row_h * 0.36, label_font.pixelSize() * 0.85), min(window_px, name_h * 0.8)))
        texts = [c.points for line in lines for c in line.cells]
        big_font = common_font(self.font(), texts or ["0"],
                               QRectF(0, 0, col_w * 0.6, row_h * 0.7), bold=True,
                               max_px=min(row_h * 0.56, 30.0))
        count_font = self._font(max(9.0, big_font.pixelSize() * 0.62,
                                    min(window_px, row_h * 0.6)))
        self.words = []
        for line in lines:
            box = QRectF(left, y, right - left, row_h)
            self.painted.append((line, box))
            if line.state == "next":  # the game to enter now, as with a highlighter
                p.fillRect(box.adjusted(0, 1, 0, -1), look.fresh)
            if line.kind == "heading":
                p.setPen(look.dim)
                p.setFont(heading_font)
                self.words.append(QRectF(box.left() + 4, y, QFontMetricsF(
                    heading_font).horizontalAdvance(line.label), row_h))
                p.drawText(box.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignLeft
                           | Qt.AlignmentFlag.AlignBottom, line.label)
            else:
                whole = line.kind != "game" and not line.cells  # a line of words only
                label_box = QRectF(left + 4, y, (right - left if whole else label_w) - 12, row_h)
                if whole:  # the margin and the columns stop over its words
                    self.words.append(QRectF(label_box.left(), y, QFontMetricsF(
                        word_font).horizontalAdvance(line.label), row_h))
                self._paint_label(p, line, label_box, two,
                                  label_font if line.kind == "game"
                                  else sum_font if line.cells else word_font,
                                  penalty_font, rule_font)
                for i, cell in enumerate(line.cells):
                    self._paint_cell(p, cell, QRectF(self.columns[i][0], y, col_w, row_h),
                                     big_font, count_font, bold=line.kind != "game")
            y += row_h
            strong = line.kind in ("sum", "folded")
            p.setPen(pen(look, 1.4, look.ink) if strong else QPen(RULED, 1))
            p.drawLine(QPointF(left, y), QPointF(right, y))

    def _penalty_font(self, lines: list[Line], label_font: QFont, label_w: float,
                      name_h: float, max_px: float) -> QFont:
        """The largest font, up to *max_px*, in which every penalty fits beside its game's
        name (or in a third of the label column, where a name takes more)."""
        metrics = QFontMetricsF(label_font)
        sizes = [common_font(self.font(), [line.penalty], QRectF(
            0, 0, max(label_w * 0.36, label_w - 20 - metrics.horizontalAdvance(line.label)),
            name_h), max_px=max_px) for line in lines if line.penalty]
        return min(sizes, key=QFont.pixelSize, default=common_font(
            self.font(), ["0"], QRectF(0, 0, label_w * 0.36, name_h), max_px=max_px))

    def _paint_label(self, p: QPainter, line: Line, box: QRectF, two: bool, label_font: QFont,
                     penalty_font: QFont, rule_font: QFont) -> None:
        look = self.look
        later = line.state == "later"
        name_box = QRectF(box.left(), box.top(), box.width(),
                          box.height() * (0.58 if two else 1.0))
        p.setPen(look.dim if later else look.ink)
        p.setFont(label_font)
        align = Qt.AlignmentFlag.AlignVCenter if not two else Qt.AlignmentFlag.AlignBottom
        p.drawText(name_box, Qt.AlignmentFlag.AlignLeft | align, line.label)
        if line.penalty:
            p.setPen(look.dim)
            p.setFont(penalty_font)
            p.drawText(name_box, Qt.AlignmentFlag.AlignRight | align, line.penalty)
        if two and line.rule:
            rule_box = QRectF(box.left(), name_box.bottom(), box.width(),
                              box.height() - name_box.height())
            p.setPen(look.dim)
            # not below the window's text where the line holds it: shortened instead, whole
            # in its tooltip (a French "selon la place : …" was 9 px on a narrow sheet)
            least = min(text_px(self), rule_box.height() * 0.8)
            font, rule = rule_in(rule_font, line.rule, rule_box, least)
            if rule != line.rule:
                self.head_tips.add(rule_box, line.rule)
            p.setFont(font)
            p.drawText(rule_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, rule)

    def _paint_cell(self, p: QPainter, cell: Cell, box: QRectF, big: QFont, small: QFont,
                    bold: bool) -> None:
        look = self.look
        pad = box.width() * 0.08
        inner = box.adjusted(pad, 0, -pad, 0)
        if cell.count:
            p.setPen(look.dim)
            p.setFont(small)
            p.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       cell.count)
        if cell.points:
            ink = {"plus": INK_GREEN, "zero": look.dim}.get(cell.ink, look.ink)
            p.setPen(look.ink if bold and cell.ink != "plus" else ink)
            p.setFont(big)
            p.drawText(inner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       cell.points)

    def _paint_totals(self, p: QPainter, sheet: GuggiSheet, box: QRectF, label_w: float,
                      col_w: float) -> None:
        look = self.look
        p.setPen(look.ink)
        p.setFont(fit_font(self.font(), sheet.total_label,
                           QRectF(0, 0, label_w - 12, box.height() * 0.6), bold=True))
        p.drawText(QRectF(box.left() + 4, box.top(), label_w - 12, box.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, sheet.total_label)
        font = common_font(self.font(), list(sheet.totals),
                           QRectF(0, 0, col_w * 0.66, box.height() * 0.8), bold=True)
        metrics = QFontMetricsF(font)
        for i, text in enumerate(sheet.totals):
            cell = QRectF(self.columns[i][0], box.top(), col_w, box.height())
            won = i in sheet.winners
            p.setPen(look.win if won else look.ink)
            p.setFont(font)
            p.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
            if won:  # circled in red ink, as the Schreiber does
                tw = metrics.horizontalAdvance(text)
                ring = QRectF(cell.center().x() - tw / 2 - box.height() * 0.3,
                              cell.center().y() - box.height() * 0.42,
                              tw + box.height() * 0.6, box.height() * 0.84)
                p.setPen(pen(look, max(2.0, box.height() * 0.05), look.win))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(ring.intersected(cell.adjusted(2, 1, -2, -1)))

    def _paint_ranks(self, p: QPainter, sheet: GuggiSheet, box: QRectF, label_w: float,
                     col_w: float) -> None:
        look = self.look
        label = _t("Rank")
        p.setPen(look.dim)
        # the window's text size where the line holds it (11 px in a netbook's 20 px line)
        height = max(box.height() * 0.7, min(text_px(self) / 0.8, box.height()))
        p.setFont(fit_font(self.font(), label, QRectF(0, 0, label_w - 12, height)))
        p.drawText(QRectF(box.left() + 4, box.top(), label_w - 12, box.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        words = [self._rank_text(sheet, i) for i in range(len(sheet.ranks))]
        font = common_font(self.font(), words, QRectF(0, 0, col_w * 0.9, box.height() * 0.75),
                           bold=True)
        for i, text in enumerate(words):
            p.setPen(look.win if i in sheet.winners else look.ink)
            p.setFont(font)
            p.drawText(QRectF(self.columns[i][0], box.top(), col_w, box.height()),
                       Qt.AlignmentFlag.AlignCenter, text)

    @staticmethod
    def _rank_text(sheet: GuggiSheet, seat: int) -> str:
        if seat in sheet.winners:
            return _t("winner")
        return sheet.ranks[seat]

    def _font(self, px: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, int(px)))
        font.setBold(bold)
        return font


__all__ = ["Block", "Cell", "GameRow", "GuggiSheet", "GuggitalerBoard", "Line", "rule_in",
           "sheet_lines", "sheet_of"]
