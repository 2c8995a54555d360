"""The Schieber Tafel: a slate with a big Z per team, drawn as chalk strokes.

What the slate shows is described first, in plain data (:class:`SchieberSlate`, one
:class:`SlateHalf` per team): the strokes on each line of the Z (100 on the top line, 50 on
the diagonal, 20 on the bottom line), the rest written as a number, the plain total, how far
the team is from the target, its marks (Matches, Kontermatsch, the Berg) and whether it won.
``paintEvent`` draws that description and nothing else, and the tests read it. Every fifth
stroke crosses the four before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPaintEngine, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core import Board
from ...core.matchfile import named_by_players
from ...core.text import Text
from ...drawing.chalk import (
    CHALK,
    CHALK_ACCENT,
    CHALK_DIM,
    SLATE,
    SLATE_EDGE,
    chalk_pen,
    draw_tally,
    fit_font,
    flat,
    tally_drawn,
)
from ...i18n import number, plural, render  # number: 4'500 as a Tafel is read, in German and French
from ..widgets.head_tips import HeadTips, names_description
from ..widgets.repaint import KeptPictures

#: the Z's lines from the top, and what one stroke on each is worth (RULES.md section 1)
Z_LINES = (("top", 100, "hundreds"), ("diagonal", 50, "fifties"), ("bottom", 20, "twenties"))
#: the dim chalk of the lines between the halves and before the Striche, opaque: as it looks
#: on the slate (a translucent line is slow to draw, docs/performance.md)
DIM_LINE = flat(CHALK_DIM, SLATE)


def _t(text: str) -> str:
    return QCoreApplication.translate("SchieberBoard", text)


# -- what the slate shows ----------------------------------------------------------------------


@dataclass(frozen=True)
class ZLine:
    """One line of a team's Z: *strokes* strokes, each worth *worth* points."""

    line: str  # "top", "diagonal" or "bottom"
    worth: int
    strokes: int


@dataclass(frozen=True)
class SlateHalf:
    """One team's half of the slate."""

    name: str
    players: str
    total: str  # the plain number beside the Z
    lines: tuple[ZLine, ...]  # the top line, the diagonal, the bottom line
    rest: str  # what the strokes leave, written beside the bottom line
    progress: tuple[str, ...]  # "1824 to go" and "Target 4500", "Round 3 of 12", "Winner!"
    marks: tuple[str, ...]  # "Matches: 2", "Kontermatsch: 1", "Berg"
    #: the lines the column keeps room for from the first round (:func:`room_lines`): the
    #: progress at its widest, the marks with a Match and the Berg (where the match has one)
    room_progress: tuple[str, ...]
    room_marks: tuple[str, ...]
    winner: bool
    striche: int | None  # the back side's Striche, when the table keeps them
    #: what the mouse resting on them says: the Striche and what made them, in the printed
    #: sheet's words ("Anna & Cla: 8 Striche" over "Win 2, Berg 1, …, Schneider 2")
    striche_tip: str = ""
    #: the team is named after its players ("Anna & Claudia" over "Anna, Claudia"), as the
    #: New match dialog names it, in any order (the printed sheet's rule,
    #: :func:`~jasstafel.core.matchfile.named_by_players`): its players' line says again
    #: what its name says
    players_repeat_name: bool = False

    def strokes(self, line: str) -> int:
        return next(z.strokes for z in self.lines if z.line == line)


@dataclass(frozen=True)
class SchieberSlate:
    halves: tuple[SlateHalf, ...]  # team A above, team B below
    striche: bool  # the back side is shown beside the Zs


def _progress(board: Board, team: int) -> tuple[str, ...]:
    side = board.sides[team]
    turnier = "to_target" not in side.figures  # rounds, not a target
    if board.finished and team in board.winners:
        # a Turnier's count on both halves, the winner's too (a trial's said "4 Runden
        # gespielt" only under the loser's name)
        return (_t("Winner!"), _rounds(board)) if turnier else (_t("Winner!"),)
    early = _too_early(board)
    if board.finished and early is not None:  # the team that bedankte: why it lost, and by
        # how much: its total is written with the stack (RULES.md §1), short of its target
        return (render(early), _t("{0} of {1}").format(number(side.total),
                                                       number(_target_points(board, team))))
    if turnier:
        return (_rounds(board),)
    to_go = side.figures["to_target"]
    if side.total and not to_go:
        return (_t("Target {0} reached").format(number(_target_points(board, team))),)
    # two short lines: a narrow board still shows them in a readable size
    lines = [_t("{0} to go").format(number(to_go))] if side.total else []
    return (*lines, _target(board, team))


def _progress_room(board: Board, team: int) -> tuple[str, ...]:
    """The progress at its widest while the match goes on: the whole target to go ("noch
    2'500", no number to go has more digits) and the target, or a Turnier's last round."""
    if "to_target" not in board.sides[team].figures:
        rounds = board.figures["rounds"]
        return (_t("Round {0} of {1}").format(rounds, rounds),)
    target = _target_points(board, team)
    return (_t("{0} to go").format(number(target)), _target(board, team))


def _rounds(board: Board) -> str:
    """A Turnier's count: the round being played, as the form, the status line and the
    printed sheet name it ("Round 3 of 12"); once all are played, how many were."""
    played, rounds = board.figures["rounds_played"], board.figures["rounds"]
    if board.finished or played >= rounds:
        return plural("SchieberBoard", "%n rounds played", rounds)
    return _t("Round {0} of {1}").format(played + 1, rounds)


def _target_points(board: Board, team: int) -> int:
    """The team's target: its own where a handicap gives it one (a Turnier has none)."""
    figures = board.sides[team].figures
    return int(figures["target"] if "target" in figures else board.figures["target"])


def _target(board: Board, team: int) -> str:
    return _t("Target {0}").format(number(_target_points(board, team)))


def _too_early(board: Board) -> Text | None:
    """The core's note when the last entry was a Bedanken too early, else None."""
    notes = board.entries[-1].notes if board.entries else []
    return next((n for n in notes if n == "Bedanken too early" and isinstance(n, Text)), None)


def _marks(board: Board, team: int, to_come: bool = False) -> tuple[str, ...]:
    """The Matches (the Kontermatsch among them said in the same mark, so that the slate
    counts as the statistics and the printed sheet do) and the Berg. *to_come*: as they may
    come, a Match at least and the Berg while nobody has it (a match with a target)."""
    figures = board.sides[team].figures
    konter, matches = figures["kontermatsch"], figures["matches"]
    berg = board.figures.get("berg")
    if to_come:
        matches = max(1, matches)
        if berg is None and "to_target" in figures:
            berg = team
    marks = []
    if konter:
        marks.append(_t("Matches: {0} ({1} Kontermatsch)").format(matches, konter))
    elif matches:
        marks.append(_t("Matches: {0}").format(matches))
    if berg == team:
        marks.append(_t("Berg"))
    return tuple(marks)


def _striche_tip(name: str, striche: dict[str, int]) -> str:
    """A team's Striche and, on a line under them, what made them, as the printed sheet's
    box says them: the board showed only their count (a trial's 8 said nowhere but on paper
    that Schneider was among them). Each line is kept whole (no-break spaces and hyphens): Qt
    narrows a tooltip that may wrap to a few words a line ("Noah & Marco: 4" / "Striche
    (Berg 1," / …, "Contre-" / "match 2")."""
    from ...printing.teams import striche_made_of

    lines = [_t("{0}: {1}").format(name, plural("SchieberBoard", "%n Striche",
                                                 striche["total"])), striche_made_of(striche)]
    return "\n".join(line.replace(" ", "\u00a0").replace("-", "\u2011") for line in lines if line)


def slate_of(board: Board) -> SchieberSlate:
    """What the slate shows for *board*: plain data, for the painter and the tests."""
    halves = []
    for team, side in enumerate(board.sides):
        z = side.figures["z"]
        striche = side.figures.get("striche")
        halves.append(SlateHalf(
            name=side.name, players=", ".join(side.players), total=number(side.total),
            lines=tuple(ZLine(line, worth, z[key]) for line, worth, key in Z_LINES),
            rest=str(z["rest"]), progress=_progress(board, team), marks=_marks(board, team),
            room_progress=_progress_room(board, team), room_marks=_marks(board, team, True),
            winner=board.finished and team in board.winners,
            striche=None if striche is None else striche["total"],
            striche_tip="" if striche is None else _striche_tip(side.name, striche),
            players_repeat_name=named_by_players(side.name, side.players)))
    return SchieberSlate(halves=tuple(halves),
                         striche=board.sides[0].figures.get("striche") is not None)


# -- where it goes -----------------------------------------------------------------------------


@dataclass(frozen=True)
class ZPlace:
    """Where one team's Z is drawn: the corners, each line's stretch for its strokes, the
    box of the rest and the column beside the Z (name, total, progress, marks)."""

    zone: QRectF  # the Z's box
    corners: tuple[QPointF, QPointF, QPointF, QPointF]  # top left, top right, bottom l, r
    stretches: dict[str, tuple[QPointF, QPointF, float]]  # line → from, to, spacing
    rest: QRectF
    info: QRectF
    tally: float  # the length of a stroke
    stroke: float  # the chalk's width


def z_place(area: QRectF) -> ZPlace:
    unit = min(area.width(), area.height() * 2.2)
    pad = unit * 0.04
    zone = QRectF(area.left() + pad, area.top() + pad * 1.9, area.width() * 0.62,
                  area.height() - pad * 3.0)
    info = QRectF(zone.right() + pad, area.top() + pad, area.right() - zone.right() - 2 * pad,
                  area.height() - 2 * pad)
    inset = zone.height() * 0.12
    top_l = QPointF(zone.left(), zone.top() + inset)
    top_r = QPointF(zone.right(), zone.top() + inset)
    bot_l = QPointF(zone.left(), zone.bottom() - inset)
    bot_r = QPointF(zone.right(), zone.bottom() - inset)

    def along_diagonal(f: float) -> QPointF:
        return QPointF(top_r.x() - (top_r.x() - bot_l.x()) * f,
                       top_r.y() + (bot_l.y() - top_r.y()) * f)

    spacing = zone.width() * 0.045
    tally = zone.height() * 0.17
    # a stroke stands half its length above and below its line: the top line's strokes end,
    # and the bottom line's begin, where the diagonal has left that room (and a wobble more);
    # else the 21st hundred stood on the Z's corner, across the diagonal
    clear = tally / 2 * (top_r.x() - bot_l.x()) / (bot_l.y() - top_r.y()) + spacing * 0.5
    stretches = {"top": (top_l, QPointF(top_r.x() - clear, top_r.y()), spacing),
                 "diagonal": (along_diagonal(0.22), along_diagonal(0.78), spacing * 1.6),
                 "bottom": (QPointF(bot_l.x() + clear, bot_l.y()), bot_r, spacing)}
    rest = QRectF(bot_r.x() - zone.width() * 0.3, bot_r.y() - zone.height() * 0.38,
                  zone.width() * 0.3, zone.height() * 0.3)
    return ZPlace(zone=zone, corners=(top_l, top_r, bot_l, bot_r), stretches=stretches, rest=rest,
                  info=info, tally=tally, stroke=max(2.0, unit * 0.006))


# -- the slate ---------------------------------------------------------------------------------


#: the column beside the Z, from the top: the name and the players take these shares of its
#: height, the side lines (progress, marks) as many lines as they need, the total the rest
NAME_ROW, PLAYERS_ROW = 0.16, 0.11
#: the total keeps at least this share, so that it stays the largest thing beside the Z
MIN_TOTAL_ROW = 0.22
#: the side lines' share of the column at most
SIDE_ROOM = 1 - NAME_ROW - PLAYERS_ROW - MIN_TOTAL_ROW


@dataclass(frozen=True)
class SideLines:
    """The lines under a team's total, wrapped to the column: its progress, its marks."""

    progress: tuple[str, ...]
    marks: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.progress) + len(self.marks)


def wrapped(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """*text* in lines no wider than *width*: whole if it fits, else its words in brackets
    on a line of their own ("Matches: 2" / "(davon 1 Kontermatsch)"), else broken between
    words (never before a French ":"). A single word wider than *width* stays too wide."""
    def fits(line: str) -> bool:
        return metrics.horizontalAdvance(line) <= width

    if fits(text):
        return [text]
    head, bracket, tail = text.partition(" (")
    if bracket and fits(head) and fits("(" + tail):
        return [head, "(" + tail]
    lines: list[str] = []
    for word in re.split(r" (?![:;!?»)])", text):
        if lines and fits(f"{lines[-1]} {word}"):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def side_lines(side: SlateHalf, metrics: QFontMetricsF, width: float) -> SideLines:
    """The progress and the marks of *side* in lines of the column's *width*: the marks on
    one line when they fit it ("Matches: 1 · Berg"), else each on its own lines."""
    progress = [line for text in side.progress for line in wrapped(text, metrics, width)]
    joined = " · ".join(side.marks)
    if side.marks and metrics.horizontalAdvance(joined) <= width:
        marks = [joined]
    else:
        marks = [line for mark in side.marks for line in wrapped(mark, metrics, width)]
    return SideLines(tuple(progress), tuple(marks))


def room_lines(side: SlateHalf, metrics: QFontMetricsF, width: float) -> SideLines:
    """The side lines *side* may come to need while the match goes on: its progress at its
    widest, its marks with a Match and the Berg. The column is sized for them from the first
    round: a French trial's "Nathalie & Sylvie" was shortened until the Berg's line (and
    "encore 986" narrower than "encore 1'186") changed the side lines' font, and with it
    the names' (:func:`name_font`)."""
    return side_lines(replace(side, progress=side.room_progress, marks=side.room_marks),
                      metrics, width)


def lines_height(metrics: QFontMetricsF, lines: int) -> float:
    """The height *lines* lines of text in *metrics*' font take when drawn in one rect, as
    Qt lays them out: each line a whole pixel step below the one before (a little more than
    the line spacing), the last line's descent included. A rect of the line spacing times
    the lines cuts the last line's descent: the slate's "Berg" read "Berq" (a trial's)."""
    if lines <= 0:
        return 0.0
    top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    return metrics.boundingRect(QRectF(0, 0, 1e6, 1e6), top, "\n".join("X" * lines)).height()


@dataclass(frozen=True)
class Column:
    """The column beside both Zs, alike in both halves: the side lines' font and their
    line spacing, how many side lines there is room for and the height they take."""

    font: QFont
    spacing: float
    side_lines: int
    side_height: float  # :func:`lines_height` of *side_lines* lines
    #: the height above the totals where a name or a players' line takes more than one line
    #: (:func:`slate_head`), else None: the name's and the players' rows' shares
    head_height: float | None = None

    def rows(self, info: QRectF) -> tuple[QRectF, QRectF, QRectF, QRectF]:
        """The boxes of the name, the players, the total and the side lines in *info*: the
        name's and the players' rows their shares of the height, the players' taller where
        the head needs it (where each half writes its name and players: :meth:`SlateHead.
        boxes`)."""
        name = info.height() * NAME_ROW
        players = info.height() * PLAYERS_ROW
        if self.head_height is not None:
            players = max(players, self.head_height - name)
        heights = [name, players]
        side = self.side_height
        heights += [info.height() - sum(heights) - side, side]
        boxes, y = [], info.top()
        for height in heights:
            boxes.append(QRectF(info.left(), y, info.width(), height))
            y += height
        return boxes[0], boxes[1], boxes[2], boxes[3]


def column_for(base: QFont, halves: tuple[SlateHalf, ...],
               info: QRectF) -> tuple[Column, tuple[SideLines, ...]]:
    """The side lines of both halves in the size of the players' line, wrapped to the
    column; smaller only while a word is wider than the column or the lines would leave
    the total less than :data:`MIN_TOTAL_ROW` of the height. The lines the halves may come
    to need (:func:`room_lines`) count as theirs: the size stays when a Match or the Berg
    is written, and with it the players' line's and the names' (:func:`slate_head`)."""
    size = int(info.height() * PLAYERS_ROW * 0.8)  # as the players' line is fitted
    while True:
        column, lines, fits = column_at(base, halves, info, size)
        if size <= 8 or fits:
            return column, lines
        size -= 1


def column_at(base: QFont, halves: tuple[SlateHalf, ...], info: QRectF,
              size: int) -> tuple[Column, tuple[SideLines, ...], bool]:
    """The column with its side lines in *size* pixels, and whether they fit it: every word
    as wide as the column at most, and the lines leaving the total its room."""
    font = QFont(base)
    font.setPixelSize(max(8, size))
    metrics = QFontMetricsF(font)
    lines = tuple(side_lines(side, metrics, info.width()) for side in halves)
    room = tuple(room_lines(side, metrics, info.width()) for side in halves)
    count = max(map(len, (*lines, *room)))
    whole = all(metrics.horizontalAdvance(line) <= info.width()
                for half in (*lines, *room) for line in (*half.progress, *half.marks))
    height = lines_height(metrics, count)
    fits = whole and height <= info.height() * SIDE_ROOM
    return Column(QFont(font), metrics.lineSpacing(), count, height), lines, fits


def shortened(text: str, metrics: QFontMetricsF, width: float) -> str:
    """*text* whole if it fits *width*, else its start and "…" (without a space before it:
    "Stammtisch zum…")."""
    short = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    if short != text and short.endswith(" …"):
        short = short[:-2].rstrip() + "…"
    return short


#: a team's name may be this much smaller than the players' line under it before it is
#: shortened: bold, it still reads as large ("Anna & Clau…" above a whole "Anna, Claudia",
#: with room for the name a step smaller, a trial's at 1024×600). The players' line and the
#: side lines are made as much smaller, at most, where that makes a name and its players whole
NAME_LEAST = 0.85
#: a team's name, and a players' line, takes at most this many lines beside the Z
HEAD_LINES = 3


def name_font(base: QFont, halves: tuple[SlateHalf, ...], info: QRectF,
              column: Column) -> QFont:
    """The teams' names' font, one for both halves (bold): the largest in which every name
    fits its row, but never smaller than a step below the players' line under it
    (:data:`NAME_LEAST`), so that both names are read across a table (a long name was drawn
    at 8 px beside the other team's 20, a trial's). A name that does not fit even so is
    shortened with "…", in the size in which the other name is whole, else in the players'
    size: the name is smaller only where that makes it whole."""
    box = column.rows(info)[0]
    players = column.font.pixelSize()
    least = max(8, int(players * NAME_LEAST))
    sizes = [fit_font(base, side.name, box, bold=True).pixelSize() for side in halves]
    size = min(sizes)
    if size < least:  # a name too long for any size allowed: the other whole, if it fits
        size = min([players, *(s for s in sizes if s >= least)])
    return bold_font(base, size)


def bold_font(base: QFont, size: int) -> QFont:
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(size)
    return font


@dataclass(frozen=True)
class SlateHead:
    """The top of the column beside both Zs, as drawn: the names' font, the column (its
    rows as high as the names' and the players' lines need) and its side lines, and in each
    half the name and the players' line as drawn, their lines joined by "\\n" (a players'
    line on one line too wide for the column is shortened with "…" as it is drawn; None
    where it is left out: it says what the name says, :func:`slate_head`)."""

    font: QFont
    column: Column
    lines: tuple[SideLines, ...]
    names: tuple[str, ...]
    players: tuple[str | None, ...]
    #: each half's name's and players' line's heights (:func:`lines_height`; None where
    #: the players' line is left out)
    heights: tuple[tuple[float, float | None], ...]

    @classmethod
    def of(cls, font: QFont, column: tuple[Column, tuple[SideLines, ...]],
           names: tuple[str, ...], players: tuple[str | None, ...]) -> SlateHead:
        """The head of these texts, their heights measured once (it is painted often)."""
        name_metrics, metrics = QFontMetricsF(font), QFontMetricsF(column[0].font)
        heights = tuple((lines_height(name_metrics, _count(name)),
                         None if text is None else lines_height(metrics, _count(text)))
                        for name, text in zip(names, players, strict=True))
        return cls(font, column[0], column[1], names, players, heights)

    def boxes(self, team: int, info: QRectF) -> tuple[QRectF, QRectF | None]:
        """Where half *team* writes its name and its players' line (None where left out) in
        its column *info*: from the column's top, each as high as its lines, its row's share
        of the column at least; the players' line right under the name (a short name beside
        a long one is not written in the middle of the long one's height)."""
        name, players = self.heights[team]
        name_box = QRectF(info.left(), info.top(), info.width(),
                          max(info.height() * NAME_ROW, name))
        if players is None:
            return name_box, None
        return name_box, QRectF(info.left(), name_box.bottom(), info.width(),
                                max(info.height() * PLAYERS_ROW, players))

    def height(self, team: int, info: QRectF) -> float:
        """How far down *info* half *team*'s name and players' line reach."""
        name, players = self.boxes(team, info)
        return (players or name).bottom() - info.top()


def slate_head(base: QFont, halves: tuple[SlateHalf, ...], info: QRectF) -> SlateHead:
    """Each team's name and its players' line whole where the column has room for them:
    on as few lines as they need (up to :data:`HEAD_LINES`, broken between words), the names
    as large as that leaves them, down to :data:`NAME_LEAST` of the players' line, in the
    room the total can give (it keeps :data:`MIN_TOTAL_ROW`). Where that is not enough, the
    players' line and the side lines are made a step smaller, down to that same least (the
    name never smaller); then the players' line is shortened with "…" on one line; then
    the name too. A players' line that only says again what its team's name says (a team
    named after its players) is never drawn: a French trial's slate read "Anne-Sophie &
    Pierre-Alain" over "Anne-Sophie, Pierre-Alain", where the printed sheet names them
    once. A French
    trial's "Jean-Philippe Perrenoud & Anne-Sophie" beside the Striche read "Jean-Philippe
    P…" over "Jean-Philippe Perr…" (1366×768). It depends on the names and on the lines
    the side lines keep room for, never on the round: the totals do not move while the
    match goes on."""
    column, lines = column_for(base, halves, info)
    size = column.font.pixelSize()
    least = max(8, int(size * NAME_LEAST))
    for step in range(size, least - 1, -1):
        smaller, side = (column, lines) if step == size else column_at(
            base, halves, info, step)[:2]
        head = _whole_names(base, halves, info, (smaller, side), least, "whole")
        if head is not None:
            return head
    head = _whole_names(base, halves, info, (column, lines), least, "short")
    if head is not None:
        return head
    font = name_font(base, halves, info, column)
    width = column.rows(info)[0].width()
    return SlateHead.of(font, (column, lines),
                        tuple(shortened(half.name, QFontMetricsF(font), width)
                              for half in halves),
                        tuple(_players_said(half) for half in halves))


def _players_said(half: SlateHalf) -> str | None:
    """*half*'s players' line, None where it repeats its team's name."""
    return None if half.players_repeat_name else half.players


def _whole_names(base: QFont, halves: tuple[SlateHalf, ...], info: QRectF,
                 column: tuple[Column, tuple[SideLines, ...]], least: int,
                 players: str) -> SlateHead | None:
    """Every name whole on up to :data:`HEAD_LINES` lines (fewest lines first, then the
    largest size), with the players' lines as :func:`players_lines` has them; in the room
    the total can give. None where none is."""
    col, side = column
    texts = players_lines(halves, QFontMetricsF(col.font), info.width(), players)
    if texts is None:
        return None
    row = col.rows(info)[0]
    room = info.height() - col.side_height - info.height() * MIN_TOTAL_ROW
    # on more lines than one, a name is no larger than the players' line: the total keeps
    # what room it can (a name as large as its one-line row, on three lines, left the total
    # hardly larger than the name)
    largest = min(fit_font(base, "Xg", row, bold=True).pixelSize(), col.font.pixelSize())
    for most, font in _name_fonts(base, halves, row, largest, least):
        metrics = QFontMetricsF(font)
        names = [on_lines(name_parts(half.name), metrics, info.width()) for half in halves]
        if any(name is None or _count(name) > most for name in names):
            continue
        head = SlateHead.of(font, column, tuple(name or "" for name in names), tuple(texts))
        height = max(head.height(team, info) for team in range(len(halves)))
        if height <= room:
            return replace(head, column=replace(col, head_height=height))
    return None


def players_lines(halves: tuple[SlateHalf, ...], metrics: QFontMetricsF, width: float,
                  players: str) -> list[str | None] | None:
    """Each half's players' line as drawn, as *players* says: "whole" on as few lines as
    it needs (broken after a player's comma first: "Jean-Philippe Perrenoud," /
    "Anne-Sophie"); "short" on one line (shortened as drawn); left out (None) where it
    repeats its team's name. None where one is not whole on :data:`HEAD_LINES` lines."""
    if players == "short":
        return [_players_said(half) for half in halves]
    texts: list[str | None] = []
    for half in halves:
        if half.players_repeat_name:
            texts.append(None)
            continue
        text = on_lines(re.split(r"(?<=,) ", half.players), metrics, width)
        if text is None or _count(text) > HEAD_LINES:
            return None
        texts.append(text)
    return texts


def _name_fonts(base: QFont, halves: tuple[SlateHalf, ...], box: QRectF, largest: int,
                least: int) -> Iterator[tuple[int, QFont]]:
    """The lines a name may take and the names' font, best first: one line, in the size in
    which every name is whole in its row *box* (:func:`name_font`'s); then two lines, then
    three, each from *largest* down to *least*."""
    one = min(fit_font(base, half.name, box, bold=True).pixelSize() for half in halves)
    if one >= least:
        yield 1, bold_font(base, one)
    for lines in range(2, HEAD_LINES + 1):
        for size in range(largest, least - 1, -1):
            yield lines, bold_font(base, size)


def _count(text: str) -> int:
    return text.count("\n") + 1


def name_parts(name: str) -> list[str]:
    """*name*'s words, an "&" with the word after it: "Perrenoud" / "& Anne-Sophie", never
    "Perrenoud &" / "Anne-Sophie"."""
    return re.split(r"(?<!&) ", name)


def on_lines(parts: list[str], metrics: QFontMetricsF, width: float) -> str | None:
    """*parts* on lines no wider than *width*, joined by "\\n": each line as many parts (with
    a space between) as fit it, a part wider than *width* broken between its words onto
    lines of its own; None where a word is wider than *width*."""
    def fits(line: str) -> bool:
        return metrics.horizontalAdvance(line) <= width

    lines: list[str] = []
    open_line = False  # the last line may take the next part
    for part in parts:
        if open_line and fits(f"{lines[-1]} {part}"):
            lines[-1] = f"{lines[-1]} {part}"
        elif fits(part):
            lines.append(part)
            open_line = True
        else:
            words = part.split(" ")
            if not all(fits(word) for word in words):
                return None
            lines.append(words[0])
            for word in words[1:]:
                if fits(f"{lines[-1]} {word}"):
                    lines[-1] = f"{lines[-1]} {word}"
                else:
                    lines.append(word)
            open_line = False
    return "\n".join(lines)


class SchieberBoard(QWidget):
    """The Schieber slate; it paints ``self.slate`` (:func:`slate_of`), nothing else."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the paint fills the whole rect first (frame, slate or paper): Qt need not paint the
        # window behind the board at every entry
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.board: Board | None = None
        self.slate: SchieberSlate | None = None
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Schieber board"))
        #: where a team's name or its players' line was painted shortened, with the whole
        #: text (its tooltip)
        self.head_tips = HeadTips()
        #: where each team's Striche are painted, with what made them (the same mechanism:
        #: the mouse resting there says it)
        self.striche_tips = HeadTips()
        #: per half (its top line's seed), the picture of the top line's strokes as last
        #: drawn, and what it shows (_paint_kept)
        self._kept = KeptPictures()

    def event(self, event: QEvent) -> bool:
        """A shortened team name or players' line says itself whole in a tooltip."""
        return (self.head_tips.tooltip(self, event) or self.striche_tips.tooltip(self, event)
                or super().event(event))

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self.slate = slate_of(board)
        # the teams whole for a screen reader, each with its players: the painted names may be
        # shortened (it heard only the board's name)
        self.setAccessibleDescription(names_description(
            [f"{half.name} ({half.players})" if half.players and half.players != half.name
             else half.name for half in self.slate.halves]))
        self.update()

    # -- painting ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        frame = max(6.0, min(w, h) * 0.025)
        p.fillRect(self.rect(), SLATE_EDGE)
        slate = QRectF(frame, frame, w - 2 * frame, h - 2 * frame)
        p.fillRect(slate, SLATE)
        if self.slate is None:
            p.end()
            return
        main = QRectF(slate)
        self.striche_tips.clear()
        if self.slate.striche:
            main.setWidth(slate.width() * 0.80)
            self._paint_striche(p, QRectF(main.right(), slate.top(),
                                          slate.right() - main.right(), slate.height()))
        half = main.height() / 2
        areas = [QRectF(main.left(), main.top() + team * half, main.width(), half)
                 for team in range(len(self.slate.halves))]
        # both halves' columns alike: the totals in one size, the side lines in one size
        head = slate_head(self.font(), self.slate.halves, z_place(areas[0]).info)
        self.head_tips.clear()
        for team, side in enumerate(self.slate.halves):
            self._paint_half(p, areas[team], side, seed=team * 101)
            self._paint_info(p, z_place(areas[team]).info, side, head, team)
        # the chalk line between the two halves
        p.setPen(chalk_pen(max(2.0, half * 0.012), DIM_LINE))
        p.drawLine(QPointF(main.left() + 10, main.top() + half),
                   QPointF(main.right() - 10, main.top() + half))
        p.end()

    def _font(self, size: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, int(size)))
        font.setBold(bold)
        return font

    def _paint_half(self, p: QPainter, area: QRectF, side: SlateHalf, seed: int) -> None:
        place = z_place(area)
        self._paint_z(p, place)
        for z in side.lines:
            start, end, spacing = place.stretches[z.line]
            drawn = tally_drawn(start, end, z.strokes)
            p.setPen(chalk_pen(place.stroke))
            if z.line != "top" or not self._paint_kept(p, area, place, drawn, seed + z.worth):
                draw_tally(p, start, end, drawn, place.tally, spacing, seed + z.worth)
            if drawn < z.strokes:  # a board far past any target: the rest as a number
                p.setFont(self._font(place.tally * 0.55, bold=True))
                width = place.zone.width() * 0.3
                p.drawText(QRectF(end.x() - width, end.y() - place.tally * 1.6, width,
                                  place.tally),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                           f"+{z.strokes - drawn}×{z.worth}")

        # the rest, written beside the bottom line as on a real Tafel
        p.setPen(chalk_pen(place.stroke, CHALK))
        p.setFont(self._font(place.rest.height() * 0.67, bold=True))
        p.drawText(place.rest, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                   side.rest)

    @staticmethod
    def _paint_z(p: QPainter, place: ZPlace) -> None:
        top_l, top_r, bot_l, bot_r = place.corners
        p.setPen(chalk_pen(place.stroke * 1.6))
        p.drawLine(top_l, top_r)
        p.drawLine(top_r, bot_l)
        p.drawLine(bot_l, bot_r)

    def _paint_kept(self, p: QPainter, area: QRectF, place: ZPlace, strokes: int,
                    seed: int) -> bool:
        """The top line's *strokes* (the hundreds) as the picture of the paint before, where
        they are drawn as then; whether they were (else they are to be drawn). A long
        evening's board has a hundred strokes on that line, each an antialiased chalk line:
        a third of a Schieber's step to 100,000 (docs/performance.md), and once the line is
        full they stay as they are from round to round. The picture holds the slate and all
        that is drawn under the strokes (the Z), so that it is copied, not blended over
        them: the same pixels as drawn directly (tests/ui/test_board_paint.py)."""
        start, end, spacing = place.stretches["top"]
        # the Z's width and the strokes' length (tilted a little), with the round ends
        ends = place.stroke * 2 + 2
        across = place.tally * 0.6 + ends
        box = QRectF(place.zone.left() - ends, start.y() - across,
                     place.zone.width() + 2 * ends, 2 * across).toAlignedRect()
        ratio = p.device().devicePixelRatioF()
        # pixels are copied one for one only onto pixels (not a PDF), at a whole ratio and
        # without a transform; the picture's edge is away from the slate's antialiased edge
        if (p.paintEngine().type() != QPaintEngine.Type.Raster or ratio != int(ratio)
                or not p.transform().isIdentity()
                or not area.adjusted(1, 1, -1, -1).contains(QRectF(box))):
            return False
        key = (area.getRect(), ratio, strokes)
        def draw(painter: QPainter) -> None:
            self._paint_z(painter, place)
            painter.setPen(chalk_pen(place.stroke))
            draw_tally(painter, start, end, strokes, place.tally, spacing, seed)

        self._kept.paint(p, seed, key, box, SLATE, draw)
        return True

    def _paint_info(self, p: QPainter, info: QRectF, side: SlateHalf, head: SlateHead,
                    team: int) -> None:
        """Name and players as *head* has them (:func:`slate_head`: on one line or more,
        shortened, a players' line left out where the name says it), total; under them the
        progress and the marks."""
        bright = CHALK_ACCENT if side.winner else CHALK
        column = head.column
        total_box, side_box = column.rows(info)[2:]
        name_box, players_box = head.boxes(team, info)
        self._paint_head(p, name_box, (head.names[team], side.name), head.font, bright)
        players = head.players[team]
        if players_box is not None and players is not None:  # the players' size, in both
            # halves: fitted to the column on its own, team B's long line was drawn half the
            # size of team A's
            self._paint_head(p, players_box, (players, side.players), column.font, CHALK_DIM)
        p.setPen(bright)
        p.setFont(fit_font(self.font(), side.total, total_box, bold=True))
        p.drawText(total_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   side.total)
        # the progress (how far to go, "Sieger!") and below it the marks, in the size of
        # the players' line: a mark is never cut at the board's edge nor drawn smaller
        # (in one rect as high as Qt lays the lines out: the last one's descent is not cut)
        p.setPen(CHALK_ACCENT if side.winner else CHALK_DIM)
        p.setFont(column.font)
        lines = head.lines[team]
        under = [*lines.progress, *lines.marks]
        if under:
            box = QRectF(side_box.left(), side_box.top(), side_box.width(),
                         lines_height(QFontMetricsF(column.font), len(under)))
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                       "\n".join(under))

    def _paint_head(self, p: QPainter, box: QRectF, text: tuple[str, str], font: QFont,
                    color: Any) -> None:
        """A name or a players' line (*text*: as drawn, and whole) in *box*: one line too
        wide for it shortened with "…" (a players' line without room in its size), the
        whole text then in its tooltip."""
        drawn, whole = text
        if "\n" not in drawn:
            drawn = shortened(drawn, QFontMetricsF(font), box.width())
        if drawn.replace("\n", " ") != whole:
            self.head_tips.add(box, whole)
        p.setPen(color)
        p.setFont(font)
        p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, drawn)

    def _paint_striche(self, p: QPainter, area: QRectF) -> None:
        """The back side: each team's Striche as groups of five, with the total."""
        assert self.slate is not None
        p.setPen(chalk_pen(2, DIM_LINE))
        p.drawLine(area.topLeft() + QPointF(0, 10), area.bottomLeft() - QPointF(0, 10))
        p.setPen(CHALK)
        # each text in the size its box has room for: a wide, low board cut "Striche" at
        # its box (a text is cut at the rect it is drawn in)
        title, box = self.tr("Striche"), QRectF(area.left(), area.top() + 4, area.width(),
                                                area.height() * 0.08)
        p.setFont(fit_font(self.font(), title, box, bold=True, max_px=area.width() * 0.14))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, title)
        half = area.height() / 2
        for team, side in enumerate(self.slate.halves):
            self.striche_tips.add(QRectF(area.left(), area.top() + team * half, area.width(),
                                         half), side.striche_tip)
            striche = side.striche or 0
            top = area.top() + team * half + area.height() * 0.1
            line_y = top + half * 0.35
            p.setPen(chalk_pen(max(2.0, area.width() * 0.02)))
            draw_tally(p, QPointF(area.left() + area.width() * 0.1, line_y),
                       QPointF(area.right() - area.width() * 0.1, line_y), striche,
                       half * 0.22, area.width() * 0.12, seed=team * 31)
            p.setPen(CHALK)
            box = QRectF(area.left(), line_y + half * 0.12, area.width(), half * 0.3)
            p.setFont(fit_font(self.font(), str(striche), box, bold=True,
                               max_px=area.width() * 0.2))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(striche))
