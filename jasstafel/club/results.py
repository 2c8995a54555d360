"""A table's result per player: derived from a match's board, or checked from paper figures.

The match is the truth: a match played in the app is stored with its whole entry log (the
match file JSON) and its board gives each player his figures. Which figure a variant
counts is documented in ``docs/variants/*.md``; here:

============  ==========================================================================
variant       ``points`` (the counted figure)          other figures kept
============  ==========================================================================
Schieber      the team's total                         Matches (with Kontermatsch),
                                                       Striche (back side, if kept)
Coiffeur      the team's total                         Matches
Fahnder       net Striche (Striche − Nuller)           Striche, Nuller
Pandur        Schreibpunkte                            (rank: order of reaching 15)
Molotow       points (fewest wins)
Differenzler  penalty (lowest wins)
Handjass      Striche                                  Striche
Punktetafel   the side's points
============  ==========================================================================

Every player gets his side's rank at the table and whether his side won.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Match, find_variant
from .errors import ClubInputError
from .models import PaperResult
from .ranking import EveningRule, table_ranks


@dataclass(frozen=True)
class SeatResult:
    """One player's figures at a table; ``seat`` is his place in the match (0-based)."""

    seat: int
    side: int | None
    points: int
    rank: int
    won: bool
    matches: int = 0
    striche: int | None = None
    nuller: int | None = None


def _striche(figures: Mapping[str, Any]) -> int | None:
    value = figures.get("striche")
    if isinstance(value, dict):
        total = value.get("total")
        return int(total) if isinstance(total, int) else None
    return int(value) if isinstance(value, int) else None


def match_results(match: Match) -> list[SeatResult]:
    """Each seat's result from the match's board."""
    board = match.board()
    doc = match.document
    side_of: dict[int, int]
    if doc.teams and len(board.sides) == len(doc.teams):
        side_of = {seat: index for index, team in enumerate(doc.teams) for seat in team.players}
    elif len(board.sides) == len(doc.players):
        side_of = {seat: seat for seat in range(len(doc.players))}
    else:
        raise ClubInputError("the match's board has sides the club cannot map to players")
    results = []
    for seat in range(len(doc.players)):
        index = side_of[seat]
        side = board.sides[index]
        matches = side.figures.get("matches", 0)
        nuller = side.figures.get("nuller")
        results.append(SeatResult(
            seat=seat,
            side=index,
            points=side.total,
            rank=board.ranks[index],
            won=index in board.winners,
            matches=matches if isinstance(matches, int) else 0,
            striche=_striche(side.figures),
            nuller=nuller if isinstance(nuller, int) else None,
        ))
    return results


def paper_results(variant: str, rule: EveningRule, entries: Sequence[PaperResult],
                  names: Mapping[int, str]) -> list[SeatResult]:
    """Check typed figures of a whole table and fill in what can be worked out: the counted
    points (Handjass: the Striche; Fahnder: Striche − Nuller), ranks, who won."""
    cls = find_variant(variant)
    n = len(entries)
    if not cls.min_players <= n <= cls.max_players:
        raise ClubInputError(f"{cls.title} is played by {cls.min_players} to "
                             f"{cls.max_players} players at a table, not {n}")
    members = [e.member for e in entries]
    if len(set(members)) != n:
        raise ClubInputError("a member is listed twice at the table")
    points: list[int] = []
    for e in entries:
        name = names.get(e.member, str(e.member))
        for label, value in (("Striche", e.striche), ("Nuller", e.nuller),
                             ("Matches", e.matches)):
            if value is not None and value < 0:
                raise ClubInputError(f"{name}: {label} cannot be negative")
        value = e.points
        if value is None and variant == "handjass":
            value = e.striche
        if value is None and variant == "fahnder" and e.striche is not None:
            value = e.striche - (e.nuller or 0)
        if value is None:
            raise ClubInputError(f"{name}: the points are missing")
        points.append(value)
    given = [e.rank for e in entries if e.rank is not None]
    if given and len(given) != n:
        raise ClubInputError("give the rank of every player at the table, or of none")
    if given:
        for e in entries:
            if e.rank is not None and not 1 <= e.rank <= n:
                raise ClubInputError(f"{names.get(e.member, e.member)}: rank {e.rank} at a "
                                     f"table of {n}")
        ranks = [e.rank or 0 for e in entries]
    else:
        ranks = table_ranks(rule, points, [e.won for e in entries])
    return [
        SeatResult(
            seat=i,
            side=e.side,
            points=points[i],
            rank=ranks[i],
            won=e.won if e.won is not None else ranks[i] == 1,
            matches=e.matches or 0,
            striche=e.striche if e.striche is not None else (
                points[i] if variant == "handjass" else None),
            nuller=e.nuller,
        )
        for i, e in enumerate(entries)
    ]
