"""The statistics of one match: what the window's statistics tab and the printed sheet's last
page show (issue 17).

``statistics(match)`` reads the match's entries and its board, never anything else, so it is
as true as the board. Per side (a team, or a player) it gives what makes sense in the variant,
and ``None`` where a figure does not exist there (no Weis in Coiffeur, no Match in Molotow ...):

=================  ==========================================================================
figure             meaning
=================  ==========================================================================
``rounds``         rounds (games, deals) the side took part in (Coiffeur: the rows it played;
                   Pandur: the deals it played until it reached 15, not those it sat out
                   as dealer)
``matches``        the board's Matches of the side (all nine tricks, RULES.md §0), as its
                   tie-break counts them. Schieber: Kontermatsch included, the window and the
                   sheet say "of which Kontermatsch" under it, as the board's mark. Coiffeur:
                   the Matches in the team's own rows only, said "Matches in own rows" as the
                   sheet's ranking says it (a Kontermatsch is a 0 in the other team's row:
                   counted among the Matches, the statistics said "Matches 2" beside the
                   ranking's "Matches in own rows 1", a trial's)
``kontermatsch``   Matches against the announcing team, counted for the team that made them
                   (Coiffeur with two teams: the other team took no trick in its own row; said
                   "Kontermatsch made", a line of its own; with three teams nobody is known to
                   have taken all nine tricks: None)
``weis``           Weis points written on the board (× the factor where there is one);
                   Molotow: Handweis (minus) and Tischweis (plus) are given apart; None
                   where the table settings write no Weis (the Turnier)
``stoeck``         how often the side showed Stöck; None where the table settings count
                   none (the Turnier, a Coiffeur or Molotow without Stöck)
``best_round``     the best single round as written: the highest, or the lowest where the
                   fewest points win (Molotow, Differenzler, a Punktetafel of "lower wins");
                   Guggitaler: the best game as written (a clean game 0, the Domino plus);
                   None without Domino, where it is always 0
``berg``           the side had the Berg (Schieber to a target)
``striche``        Schieber with the Striche kept: the board's Striche of the team, what
                   they are made of (``sieg``, ``berg``, ``match``, ``kontermatsch``,
                   ``schneider``) and their ``total``; None where the table keeps none
``contracts``      how often the side chose each contract: Schieber as the announcing team
                   (contract keys: ``rosen``, ``obenabe`` …), Coiffeur the rows it played (row
                   names; rows that share a name by name and factor, ``Joker ×7``:
                   :func:`~jasstafel.core.coiffeur.row_keys`), Fahnder as Fahnder, Pandur as
                   declarer (``150``, ``misere_mit`` …)
=================  ==========================================================================

For the whole match: ``rounds`` played, ``contracts`` over all sides, and the time played from
the entries' ``written_at`` (first to last; ``None`` without two timestamps). A Pandur also
counts the deals it numbers but nobody played (``not_played``: ``no_bid``, a deal nobody bid
on, dealt again; ``misdeal``): its sheet and board number every deal, so "7 deals played"
beside deal 9 says what the other one was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .board import Board, TextField
from .match import Match


class SideStatistics(BaseModel):
    """The statistics of one side (team or player); None where the variant has no such thing."""

    model_config = ConfigDict(frozen=True)

    name: str
    players: list[str]
    rounds: int | None = None
    matches: int | None = None
    kontermatsch: int | None = None
    weis: int | None = Field(None, description="Weis points written (× factor)")
    hand_weis: int | None = Field(None, description="Molotow: Handweis written (minus points)")
    tisch_weis: int | None = Field(None, description="Molotow: Tischweis written (plus points)")
    stoeck: int | None = Field(None, description="how often Stöck were shown")
    best_round: int | None = Field(None, description="the best single round as written")
    berg: bool | None = None
    striche: dict[str, int] | None = Field(
        None, description="Schieber: the board's Striche by what made them, and the total")
    contracts: dict[str, int] | None = Field(
        None, description="how often the side chose each contract (key or row name)")


class MatchStatistics(BaseModel):
    """The statistics of a match: per side, and for the whole match."""

    model_config = ConfigDict(frozen=True)

    variant: str
    rounds: int = Field(description="rounds, games or deals played")
    sides: list[SideStatistics]
    contracts: dict[str, int] | None = Field(
        None, description="how often each contract was chosen, all sides together")
    not_played: dict[str, int] | None = Field(
        None, description="Pandur: the deals numbered but not played, by kind (no_bid, misdeal)")
    started_at: datetime | None = Field(None, description="when the first timed entry was "
                                        "written")
    ended_at: datetime | None = Field(None, description="when the last timed entry was written")
    seconds_played: int | None = Field(
        None, description="from the first to the last timed entry; None without two")
    timed_entries: int = Field(0, description="entries that carry written_at")
    status: TextField = Field(description="the board's sentence")


Stats = list[dict[str, Any]]
#: a Pandur's entries that are numbered deals but were not played (``not_played``)
PANDUR_NOT_PLAYED = ("no_bid", "misdeal")


def statistics(match: Match) -> MatchStatistics:
    """The statistics of *match* after all its entries."""
    board = match.board()
    entries = list(match.entries)
    rounds, sides = _VARIANTS.get(match.variant, _generic)(match, entries, board)
    contracts: Counter[str] = Counter()
    any_contracts = False
    for side in sides:
        if side.get("contracts") is not None:
            any_contracts = True
            contracts.update(side["contracts"])
    times = [e.written_at for e in entries if getattr(e, "written_at", None) is not None]
    started = min(times) if times else None
    ended = max(times) if times else None
    seconds = (int((ended - started).total_seconds())
               if started is not None and ended is not None and len(times) >= 2 else None)
    # a Pandur's numbered deals nobody played: a no bid is dealt again, a misdeal is no deal
    not_played = ({kind: sum(1 for e in entries if e.type == kind) for kind in PANDUR_NOT_PLAYED}
                  if match.variant == "pandur" else None)
    return MatchStatistics(
        variant=match.variant, rounds=rounds, not_played=not_played,
        sides=[SideStatistics(name=b.name, players=list(b.players), **side)
               for b, side in zip(board.sides, sides, strict=True)],
        contracts=dict(sorted(contracts.items())) if any_contracts else None,
        started_at=started, ended_at=ended, seconds_played=seconds, timed_entries=len(times),
        status=board.status,
    )


# -- per variant ----------------------------------------------------------------------------


def _best(values: Sequence[int], lower: bool = False) -> int | None:
    if not values:
        return None
    return min(values) if lower else max(values)


def _written(board: Board, side: int, kinds: Sequence[str]) -> list[int]:
    return [line.written[side] for line in board.entries if line.kind in kinds]


def _generic(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    lines = [line for line in board.entries if line.round is not None]
    return len(lines), [
        {"rounds": len(lines), "best_round": _best([line.written[s] for line in lines])}
        for s in range(len(board.sides))]


def _schieber(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    rounds = [e for e in entries if e.type == "round"]
    settings = match.document.settings
    factors = {str(k): v for k, v in settings.factors.items()}
    target = settings.mode == "target"
    weis = bool(settings.weis)  # the Turnier writes neither Weis nor Stöck: no figures of 0
    out = []
    for t in range(2):
        figures = board.sides[t].figures
        out.append({
            "rounds": len(rounds),
            "matches": figures["matches"],
            "kontermatsch": figures["kontermatsch"],
            "weis": sum(r.weis[t] * factors[r.contract] for r in rounds) if weis else None,
            "stoeck": sum(1 for r in rounds if r.stoeck == t) if weis else None,
            "best_round": _best(_written(board, t, ("round",))),
            "berg": board.figures.get("berg") == t if target else None,
            "striche": figures.get("striche"),  # the back side, where the table keeps it
            "contracts": dict(Counter(r.contract for r in rounds if r.announced_by == t)),
        })
    return len(rounds), out


def _coiffeur(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    from .coiffeur import row_keys  # the variant's module when a Coiffeur is counted

    settings = match.document.settings
    keys = row_keys(settings.rows)  # "Joker ×7" and "Joker ×8" where two rows are Jokers
    teams = len(board.sides)
    out = []
    for t in range(teams):
        own = [e for e in entries if e.team == t]
        # a Kontermatsch is made against the announcing team: by the other team of two (with
        # three teams the board does not know which one made it)
        against = [e for e in entries if e.team != t and e.kontermatsch]
        konter = len(against) if teams == 2 else None
        out.append({
            "rounds": len(own),
            # the board's figure, the tie-break's: its own rows (the Kontermatsch apart)
            "matches": board.sides[t].figures["matches"],
            "kontermatsch": konter,
            # Stöck only where the table counts them (a table setting)
            "stoeck": sum(1 for e in own if e.stoeck) if settings.stoeck else None,
            "best_round": _best([c for c in board.sides[t].figures["cells"] if c is not None]),
            "contracts": dict(Counter(keys[e.row] for e in own)),
        })
    return len(entries), out


def _molotow(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    rounds = [e for e in entries if e.type == "round"]
    out = []
    for p in range(len(board.sides)):
        figures = board.sides[p].figures
        out.append({
            "rounds": len(rounds),
            "hand_weis": figures["hand_weis"],
            "tisch_weis": figures["tisch_weis"],
            "stoeck": figures.get("stoeck"),  # on the board only where Stöck count
            "best_round": _best(_written(board, p, ("round",)), lower=True),
        })
    return len(rounds), out


def _handjass(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    n = len(board.sides)
    return len(entries), [{"rounds": len(entries)} for _ in range(n)]


def _fahnder(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    rounds = [e for e in entries if e.type == "round"]
    out = []
    for p in range(4):
        mine = [r for r in rounds if p in (r.fahnder, r.partner)]
        out.append({
            "rounds": len(rounds),
            "matches": sum(1 for r in mine if r.match),
            "best_round": _best(_written(board, p, ("round",))),
            "contracts": dict(Counter(r.contract for r in rounds if r.fahnder == p)),
        })
    return len(rounds), out


def _pandur_sat_out(match: Match, entries: list[Any]) -> list[int | None]:
    """Per entry, the dealer who sat it out: at four the dealer does not play (he erbt);
    at three or two he plays (None)."""
    out: list[int | None] = []
    for i in range(len(entries)):
        before = match.board(upto=i)
        at_table = sum(1 for side in before.sides if side.figures["in_game"])
        out.append(before.dealer if at_table == 4 else None)
    return out


def _pandur(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    sat_out = _pandur_sat_out(match, entries)
    deals = [(e, line, sat_out[i]) for i, (e, line) in enumerate(zip(entries, board.entries,
                                                                      strict=True))
             if e.type in ("deal", "fault")]  # a no-bid deal is dealt again: nobody played
    out = []
    for p in range(4):
        declared = [e for e, _, _ in deals if e.declarer == p]
        # the deals he played until he reached 15: not those he sat out as dealer
        out_deal = board.sides[p].figures["reached_15_in_deal"]
        out.append({
            "rounds": sum(1 for _, line, dealer in deals
                          if (out_deal is None or line.number <= out_deal) and dealer != p),
            "best_round": _best([line.written[p] for _, line, _ in deals]),
            "contracts": dict(Counter(str(e.contract) for e in declared)),
        })
    return len(deals), out


def _differenzler(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    n = len(board.sides)
    return len(entries), [{"rounds": len(entries),
                           "best_round": _best(_written(board, p, ("game",)), lower=True)}
                          for p in range(n)]


def _punktetafel(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    rounds = [e for e in entries if e.type == "round"]
    lower = match.document.settings.wins == "lower"
    return len(rounds), [{"rounds": len(rounds),
                          "best_round": _best(_written(board, s, ("round",)), lower=lower)}
                         for s in range(len(board.sides))]


def _guggitaler(match: Match, entries: list[Any], board: Board) -> tuple[int, Stats]:
    # a game's line writes minus its penalty (0 for a clean game) or plus the Domino points:
    # the best game as written is the highest, the Domino's. Without Domino it is 0 for
    # everyone, always (every player has a game without penalty points; a trial's "Bestes
    # Spiel 0 · 0 · 0"): no figure then
    domino = match.document.settings.domino
    n = len(board.sides)
    return len(entries), [{"rounds": len(entries),
                           "best_round": _best([line.written[p] for line in board.entries])
                           if domino else None}
                          for p in range(n)]


_VARIANTS: dict[str, Callable[[Match, list[Any], Board], tuple[int, Stats]]] = {
    "schieber": _schieber, "coiffeur": _coiffeur, "molotow": _molotow, "handjass": _handjass,
    "fahnder": _fahnder, "pandur": _pandur, "differenzler": _differenzler,
    "punktetafel": _punktetafel, "guggitaler": _guggitaler,
}
