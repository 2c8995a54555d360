"""Pandur: what the Schreibpunkte sheet shows, as plain data, and the match replayed deal
by deal (who dealt, who erbte, who reached 15).

:func:`sheet_of` turns a board into a :class:`Sheet`: the headline, the phase (4, 3 or 2 at
the table) and one :class:`SheetColumn` per player (his tag, the big total with the place
circled, a stroke per Schreibpunkt: won in ink, inherited (Erben) in red, the faint ones
still missing to 15, and the list of running totals with the older ones struck through).
:class:`~.pandur_board.PandurBoard` paints exactly this; the tests read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import compress
from operator import attrgetter
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core import Board, EntryLine, Match
from ...i18n import fill, number, render

#: The running totals listed per column, at most (the older ones are folded into "⋮").
LIST_ROWS = 12


def _t(text: str) -> str:
    return QCoreApplication.translate("pandur", text)


# -- the match replayed deal by deal ------------------------------------------------------------

@dataclass(slots=True)
class DealInfo:
    """What the board's lines do not say directly: who dealt and who erbte."""

    dealer: int
    phase: int
    again: bool  # the dealer deals again after his misdeal
    inherited: list[int] = field(default_factory=list)  # Erben written, per seat
    reached: list[int] = field(default_factory=list)  # seats reaching 15 in this deal
    loser: int | None = None


@dataclass
class _Replay:
    rules: Any
    entries: tuple[Any, ...]
    infos: list[DealInfo]
    state: Any  # the rules' state after the last of ``entries`` (ours, never the match's)


_cache: _Replay | None = None


def replay(match: Match) -> list[DealInfo]:
    """Every entry of *match* with its dealer, phase, Erben and who reached 15.

    An entry added to the match replayed last is applied to the state kept from then: a
    1,000-entry match is not replayed for every new deal (only after an undo or a
    correction)."""
    global _cache
    entries = tuple(match.entries)
    rules: Any = match.rules
    cached = _cache
    if (cached is not None and cached.rules is rules and len(cached.entries) <= len(entries)
            and entries[: len(cached.entries)] == cached.entries):
        state, infos, done = cached.state, list(cached.infos), len(cached.entries)
    else:
        state, infos, done = rules.start(), [], 0
    for entry in entries[done:]:
        before = list(state.inherited)
        out_before = list(state.out_deal)
        info = DealInfo(dealer=state.dealer, phase=rules.phase(state), again=state.misdealt)
        rules.apply(state, entry)
        # the replay needs the dealer and the Erben, not a second copy of every board line:
        # the rules only count the lines (the deal number), so the count is all that stays
        if state.lines:
            state.lines[-1] = None
        info.inherited = [after - b for after, b in zip(state.inherited, before, strict=True)]
        info.reached = [p for p, (b, a) in enumerate(zip(out_before, state.out_deal,
                                                         strict=True)) if b is None and a]
        if rules.finished(state):
            info.loser = rules.in_game(state)[0]
        infos.append(info)
    _cache = _Replay(rules, entries, infos, state)
    return infos


# -- what the sheet shows --------------------------------------------------------------------------

@dataclass(frozen=True)
class ListRow:
    """One line of a player's Schreibpunkte list: in deal *deal* he wrote *written* (by
    Erben if *inherited*) and stood at *total*; *struck* once a newer total follows;
    *underlined* twice when 15 was reached."""

    deal: int
    written: int
    inherited: bool
    total: int
    struck: bool
    underlined: bool


@dataclass(frozen=True)
class SheetColumn:
    name: str
    tag: str  # under the name: deals / left in deal n / last at the table
    tag_red: bool
    total: str
    place: str  # the circled place once he left the table (or the loser's), else ""
    strokes: tuple[bool, ...]  # one per Schreibpunkt in the order written: True = inherited
    slots: int  # strokes drawn in all: the faint ones fill up to 15
    won: int
    inherited: int
    rows: tuple[ListRow, ...]  # the last of the list
    folded: int  # earlier rows of the list not shown
    footer: str  # to go / place / Winner! / Loser
    footer_red: bool
    left: bool  # has left the table (the column is shaded)
    marked: bool  # reached 15 (a marker over the name)


@dataclass(frozen=True)
class Sheet:
    headline: str
    finished: bool
    phase: str
    legend: tuple[str, str]  # the two inks: won in play, inherited
    columns: tuple[SheetColumn, ...]


def headline(board: Board) -> str:
    if board.finished:  # the rules' sentence: "Anna wins", "Anna and Beat win"
        return render(board.status)
    nxt = board.figures["next_dealer"]
    deal = board.figures["deal"]
    if nxt["plays"]:
        if nxt["again"]:
            return _t("Deal {0}: {1} deals again").format(deal, nxt["player"])
        return _t("Deal {0}: {1} deals").format(deal, nxt["player"])
    if nxt["again"]:
        return fill(_t("Deal {0}: {1} deals again, sits out, inherits {2}"),
            deal, nxt["player"], nxt["inherits"])
    return fill(_t("Deal {0}: {1} deals, sits out, inherits {2}"),
        deal, nxt["player"], nxt["inherits"])


def _tag(board: Board, seat: int) -> str:
    figures = board.figures
    if figures["loser"] == seat:
        return _t("last at the table")
    deal = board.sides[seat].figures["reached_15_in_deal"]
    if deal is not None:
        return _t("left in deal {0}").format(deal)
    nxt = figures["next_dealer"]
    if nxt is not None and nxt["seat"] == seat:
        if nxt["plays"]:
            return _t("deals")
        return fill(_t("deals · inherits {0}"), nxt["inherits"])
    return ""


def _footer(board: Board, seat: int) -> str:
    side = board.sides[seat]
    if board.figures["loser"] == seat:
        return _t("Loser")
    if side.figures["reached_15_in_deal"] is not None:
        if seat in board.winners:
            return _t("Winner!")
        return _t("Place {0}").format(board.ranks[seat])
    return _t("{0} to go").format(side.figures["to_go"])


_Writing = list[tuple[EntryLine, DealInfo]]


def _writing(board: Board, deals: list[DealInfo]) -> _Writing:
    """The deals in which anybody wrote something, with their lines, once for all four
    columns: a long match has a thousand deals, of which the players write in a few, and
    the sheet follows every entry (docs/performance.md). Those of the sheet before are
    taken over while its last line and deal are still there (the lines and deals before
    them are then the same too: a board's lines are only ever added to, and a correction
    or an undo makes them anew); only the deals after them are looked through, in C (map,
    compress)."""
    global _written
    lines, start, found = board.entries, 0, []
    kept = _written
    if kept is not None:
        line, deal, count, pairs = kept
        if (0 < count <= min(len(lines), len(deals)) and lines[count - 1] is line
                and deals[count - 1] is deal):
            start, found = count, list(pairs)
    new = lines[start:]
    anybody = map(any, map(_WRITTEN, new))
    found += compress(zip(new, deals[start:], strict=False), anybody)
    count = min(len(lines), len(deals))
    _written = (lines[count - 1], deals[count - 1], count, found) if count else None
    return found


#: the last line and deal of the sheet made last, how many there were, and _writing's answer
_written: tuple[EntryLine, DealInfo, int, _Writing] | None = None


_WRITTEN = attrgetter("written")


def strokes(board: Board, deals: list[DealInfo], seat: int,
            writing: _Writing | None = None) -> list[bool]:
    """One per Schreibpunkt in the order written: True = inherited (Erben). *writing*:
    :func:`_writing` of the board, where the caller has it."""
    out: list[bool] = []
    for line, info in _writing(board, deals) if writing is None else writing:
        written = line.written[seat]
        if written:
            erbe = info.inherited[seat] if info.inherited else 0
            out += [False] * (written - erbe) + [True] * erbe
    return out


def list_rows(board: Board, deals: list[DealInfo], seat: int,
              writing: _Writing | None = None) -> list[tuple[int, int, bool, int]]:
    """The Schreibpunkte list: (deal, written, inherited?, new total) per change."""
    out = []
    for line, info in _writing(board, deals) if writing is None else writing:
        n = line.written[seat]
        if n:
            erbe = bool(info.inherited and info.inherited[seat])
            out.append((line.number, n, erbe, line.totals[seat]))
    return out


def sheet_of(board: Board, deals: list[DealInfo]) -> Sheet:
    """What the Schreibpunkte sheet shows for *board* (*deals*: :func:`replay`)."""
    figures = board.figures
    phase = (_t("Match over") if figures["phase"] is None
             else _t("{0} at the table").format(figures["phase"]))
    target = figures["target"]
    columns = []
    writing = _writing(board, deals)
    for seat, side in enumerate(board.sides):
        f = side.figures
        left = f["reached_15_in_deal"] is not None  # the loser stays at the table
        loser = figures["loser"] == seat
        winner = seat in board.winners
        marks = strokes(board, deals, seat, writing)
        rows = list_rows(board, deals, seat, writing)
        shown = rows[-LIST_ROWS:]
        place = f["reached_15_in_deal"] is not None or loser
        columns.append(SheetColumn(
            name=side.name, tag=_tag(board, seat), tag_red=loser or not left,
            total=number(side.total), place=str(board.ranks[seat]) if place else "",
            strokes=tuple(marks), slots=max(target, len(marks)), won=f["won"],
            inherited=f["inherited"],
            rows=tuple(ListRow(deal, written, erbe, total, struck=i < len(shown) - 1,
                               underlined=i == len(shown) - 1 and total >= target)
                       for i, (deal, written, erbe, total) in enumerate(shown)),
            folded=len(rows) - len(shown), footer=_footer(board, seat),
            footer_red=winner or loser, left=left, marked=left and not loser))
    return Sheet(headline=headline(board), finished=board.finished, phase=phase,
                 legend=(_t("won in play"), _t("inherited")), columns=tuple(columns))
