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
Guggitaler    the total: Domino points − penalty points
              (without Domino: − penalty points; highest wins)
Punktetafel   the side's points
============  ==========================================================================

Every player gets his side's rank at the table and whether his side won: "won" is rank 1
(:func:`settle_table`), in every variant; only an unfinished match has a first without a win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Match, find_variant
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.pandur import TARGET as PANDUR_TARGET
from ..core.text import Text, and_list
from .draw import PasseDraw
from .errors import ClubInputError, say
from .limits import Side, check_table
from .models import PaperResult
from .ranking import EveningRule, competition_ranks, table_cap, table_ranks


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
        raise ClubInputError(say(N("club", "the match's board has sides the club cannot map to "
                                           "players")))
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


def line_up(drawn: PasseDraw | None, table: int, ids: Sequence[int],
            sides: Sequence[int | None], teams: bool,
            names: Mapping[int, str]) -> tuple[list[int | None], Text | None]:
    """Compare the players of a result with the draw of its Passe: the side of each player
    (the draw's where none is given; a substitute takes the side of the drawn player he
    replaces; without a draw the first two named are one team, and at a Coiffeur's table
    of six the next two and the last two too) and what differs from the draw (None: the
    draw's line-up, or no draw)."""
    # teams of two: two at a table of four, three at a Coiffeur's table of six
    pairs = teams and len(ids) in (4, 6)
    if pairs and all(s is None for s in sides):
        sides = _named_pairs(len(ids))  # replaced by the draw's teams below, where it has them
        if drawn is not None:
            sides = [None] * len(ids)
    if drawn is None:
        return list(sides), None
    at = next((t for t in drawn.tables if t.number == table), None)
    seats = list(at.seats) if at is not None else []
    team_table = teams and len(seats) == 4
    drawn_side = {m: i % 2 for i, m in enumerate(seats)} if team_table else {}
    filled = [s if s is not None else drawn_side.get(m) for m, s in zip(ids, sides, strict=True)]
    replaced = [m for m in seats if m not in ids]
    for i in range(len(ids)):
        if filled[i] is None and replaced and team_table:
            filled[i] = drawn_side[replaced.pop(0)]
    if pairs and any(s is None for s in filled):
        filled = _named_pairs(len(ids))  # not the draw's teams: the first two named are a team

    def name(member: int) -> str:
        return names.get(member, str(member))

    if at is None:
        return filled, say(N("club", "the draw has no table {table} in Passe {passe}"),
                           table=table, passe=drawn.passe)
    for member in ids:
        if member in seats:
            continue
        where = next((t.number for t in drawn.tables if member in t.seats), None)
        if where is not None:
            return filled, say(N("club", "{name} is drawn at table {table}"), name=name(member),
                               table=where)
        if member in drawn.sitting_out:
            return filled, say(N("club", "{name} sits out this Passe by the draw"),
                               name=name(member))
        return filled, say(N("club", "{name} is not in this Passe's draw"), name=name(member))
    for member in seats:
        if member not in ids:
            return filled, say(N("club", "{name} is drawn at this table"), name=name(member))
    if team_table:
        given = {frozenset(m for m, s in zip(ids, filled, strict=True) if s == side)
                 for side in set(filled)}
        partners = {frozenset(seats[0::2]), frozenset(seats[1::2])}
        if given != partners:
            a, b = seats[0], seats[2]
            return filled, say(N("club", "the draw makes {a} and {b} partners"), a=name(a),
                               b=name(b))
    return filled, None


def _named_pairs(count: int) -> list[int | None]:
    """The sides of *count* players named without their teams: two by two in the order
    named (A A B B, a Coiffeur of six A A B B C C)."""
    return [i // 2 for i in range(count)]


def lineup_refusal(passe: int, table: int, difference: Text) -> ClubInputError:
    return ClubInputError(say(
        N("club", "Passe {passe}, table {table} is not the draw's line-up: {difference}. A "
                  "result is for the players the draw seated there; record another line-up "
                  "(a late arrival, a substitute) as an override, with its reason."),
        passe=passe, table=table, difference=difference), remedy="override")


def listed_once(members: Sequence[int], names: Mapping[int, str]) -> None:
    """Refuse a table that lists a member twice, naming him (before anything else is said
    about the table: its line-up, its figures)."""
    twice = next((m for i, m in enumerate(members) if m in members[:i]), None)
    if twice is not None:
        raise ClubInputError(say(N("club", "{name} is listed twice at the table"),
                                 name=names.get(twice, str(twice))))


def check_players(variant: str, count: int) -> None:
    """Refuse a table of *count* players that the variant is not played by, naming the
    rule (the core's: a match of that many could not be set up either). A Coiffeur of 5
    lies between its 3 and 6 but is none: 2 or 3 teams of two, or 3 single players."""
    cls = find_variant(variant)
    if cls.plays(count):
        return
    if cls.player_counts:
        raise ClubInputError(say(N("club", "{rule}, not {count} players at a table"),
                                 rule=Text(cls.players_rule), count=count))
    if cls.min_players == cls.max_players:  # not "4 to 4 players"
        raise ClubInputError(say(N("club", "{variant} is played by {low} players at a "
                                           "table, not {count}"),
                                 variant=cls.title, low=cls.min_players, count=count))
    raise ClubInputError(say(N("club", "{variant} is played by {low} to {high} players at "
                                       "a table, not {count}"),
                             variant=cls.title, low=cls.min_players, high=cls.max_players,
                             count=count))


def paper_results(variant: str, settings: Mapping[str, Any], rule: EveningRule,
                  entries: Sequence[PaperResult], names: Mapping[int, str],
                  teams: bool = False, *, named_teams: bool = True) -> list[SeatResult]:
    """Check typed figures of a whole table against the evening's rules and fill in what can
    be worked out: the counted points (Handjass: the Striche; Fahnder: Striche − Nuller),
    ranks, who won. *teams*: a team variant (at a table of four, two teams of two with the
    same figures each); *named_teams*: the teams were made from the order the players were
    named (no draw seated the table), which a refusal of partners' figures then explains."""
    n = len(entries)
    check_players(variant, n)
    listed_once([e.member for e in entries], names)
    points: list[int] = []
    for e in entries:
        name = names.get(e.member, str(e.member))
        value = e.points
        if value is None and variant == "handjass":
            value = e.striche
        if value is None and variant == "fahnder" and e.striche is not None:
            value = e.striche - (e.nuller or 0)
        if value is None:
            raise ClubInputError(say(N("club", "{name}: the points are missing"), name=name))
        points.append(value)
    # teams of two at a table of four, and at a Coiffeur's table of six (three teams: each
    # player alone made six places, and partners' figures went unchecked)
    groups = _groups(entries, names, teams and n in (4, 6))
    for group in groups:
        first = entries[group[0]]
        for other in group[1:]:
            if _figures(entries[other], points[other]) != _figures(first, points[group[0]]):
                raise ClubInputError(say(
                    N("club", "{a} and {b} are partners: a team has one result, give both the "
                              "same figures (without a draw, the players named make the teams "
                              "two by two: the first two, the next two, the last two)")
                    if named_teams and n == 6 else
                    N("club", "{a} and {b} are partners: a team has one result, give both the "
                              "same figures (without a draw, the first two players named are "
                              "one team)") if named_teams else
                    N("club", "{a} and {b} are partners: a team has one result, give both the "
                              "same figures"),
                    a=names.get(first.member, str(first.member)),
                    b=names.get(entries[other].member, str(entries[other].member))))
    check_table(variant, settings, [
        Side(" & ".join(names.get(entries[i].member, str(entries[i].member)) for i in group),
             points[group[0]], entries[group[0]].matches, entries[group[0]].striche,
             entries[group[0]].nuller)
        for group in groups])
    given = [e.rank for e in entries if e.rank is not None]
    if given and len(given) != n:
        raise ClubInputError(say(N("club", "give the rank of every player at the table, or of "
                                           "none")))
    settled = settle_table(variant, settings, rule, [
        TableSide(" & ".join(names.get(entries[i].member, str(entries[i].member))
                             for i in group),
                  points[group[0]], entries[group[0]].matches or 0, entries[group[0]].rank,
                  entries[group[0]].won)
        for group in groups])
    ranks, won = [0] * n, [False] * n
    for group, (rank, side_won) in zip(groups, settled, strict=True):
        for i in group:
            ranks[i], won[i] = rank, side_won
    return [
        SeatResult(
            seat=i,
            side=e.side,
            points=points[i],
            rank=ranks[i],
            won=won[i],
            matches=e.matches or 0,
            striche=e.striche if e.striche is not None else (
                points[i] if variant == "handjass" else None),
            nuller=e.nuller,
        )
        for i, e in enumerate(entries)
    ]


@dataclass(frozen=True)
class TableSide:
    """A side at a table (a team, or a player) as its rank is settled: *name* says it in a
    refusal ("Anna & Cla"); *rank* as given (or kept), None to work it out from the points;
    *won* as given, None where nobody said."""

    name: str
    points: int
    matches: int = 0
    rank: int | None = None
    won: bool | None = None


def settle_table(variant: str, settings: Mapping[str, Any], rule: EveningRule,
                 sides: Sequence[TableSide], decided: bool = True) -> list[tuple[int, bool]]:
    """Each side's rank at the table and whether it won, checked: "won" is rank 1.

    Ranks given are competition ranks (1, 1, 3); ranks not given are worked out from the
    points (Pandur's never: the order of reaching 15 is not in the score points). In a
    Schieber to a target who won decides the rank, and one team wins. *decided*: the Partie
    has its winner (a paper sheet's always; an unfinished match imported has none, and then
    nobody won); a Pandur that ended is checked against how a Pandur ends (RULES.md §6)."""
    count = len(sides)
    if rule.table_by_wins:
        marked = [s.name for s in sides if s.won]
        if len(marked) > 1:
            raise ClubInputError(say(N("club", "{sides} are both marked as won: one team wins "
                                               "a game (the winner is rank 1 at the table): "
                                               "mark only the team that won"),
                                     sides=and_list(marked)))
        if decided and all(s.won is False for s in sides):
            raise ClubInputError(say(N("club", "{sides} are both marked as not won: one team "
                                               "wins a game to a target (the one that "
                                               "called Bedanken); mark it"),
                                     sides=and_list([s.name for s in sides])))
    given = [s.rank for s in sides]
    if all(r is not None for r in given):
        ranks = [r or 0 for r in given]
        for side, rank in zip(sides, ranks, strict=True):
            if not 1 <= rank <= count:
                raise ClubInputError(say(N("club", "{name}: rank {rank} at a table of {count}"),
                                         name=side.name, rank=rank, count=count))
        _competition_ranks(sides, ranks)
        _ranks_follow_figures(settings, rule, sides, ranks)
    elif rule.ranks_by_hand:
        raise ClubInputError(say(N("club", "Pandur: give the rank of every player at the "
                                           "table: the order of reaching 15 is not in the "
                                           "score points")))
    else:
        ranks = table_ranks(rule, [s.points for s in sides], [s.won for s in sides],
                            [s.matches for s in sides], table_cap(rule, settings))
    if decided and rule.table_by_wins and ranks.count(1) > 1:
        raise ClubInputError(say(N("club", "{sides} have the same points and neither is "
                                           "marked as won: one team wins a game to a target "
                                           "(the one that called Bedanken); mark it"),
                                 sides=and_list([s.name for s, r in zip(sides, ranks,
                                                                        strict=True)
                                                 if r == 1])))
    won = [decided and rank == 1 for rank in ranks]
    for side, rank, wins in zip(sides, ranks, won, strict=True):
        if side.won is None or side.won == wins:
            continue
        if side.won:
            raise ClubInputError(say(N("club", "{name}: marked as won at rank {rank}: only "
                                               "rank 1 at the table has won"),
                                     name=side.name, rank=rank))
        raise ClubInputError(say(N("club", "{name}: rank 1 at the table has won: it cannot be "
                                           "marked as not won"),
                                 name=side.name))
    if decided and variant == "pandur":
        _pandur_finish(sides, ranks)
    return list(zip(ranks, won, strict=True))


def _competition_ranks(sides: Sequence[TableSide], ranks: Sequence[int]) -> None:
    """Refuse ranks where a shared place does not take the places after it (1, 1, 2):
    rank points follow the rank, and two first places then third give 4, 4, 2, 1. Each
    rank is said with its player's name: a window may list the players in another order
    than the message would (a trial typed the ranks suggested from the top down)."""
    fixed = competition_ranks(ranks)
    if fixed != list(ranks):
        raise ClubInputError(say(N("club", "ranks {given} are not possible: players who share "
                                           "a place take the places after it too (after two "
                                           "first places comes the third): {fixed}"),
                                 given=_named(sides, ranks), fixed=_named(sides, fixed)))


def _named(sides: Sequence[TableSide], values: Sequence[int]) -> str:
    """"Anna 2, Beat 1, Cla 1, Dora 3": each rank with its player's name."""
    return ", ".join(f"{side.name} {value}" for side, value in zip(sides, values, strict=True))


def _ranks_follow_figures(settings: Mapping[str, Any], rule: EveningRule,
                          sides: Sequence[TableSide], ranks: Sequence[int]) -> None:
    """Refuse ranks given against the table's figures (a trial's Molotow stored 330 points
    as rank 1 before two players with 280). A rank given only orders sides whose figures
    are equal, and only where the variant breaks such a tie by something the sheet does not
    hold (:meth:`EveningRule.tie_ordered`); it never puts a better figure behind a worse
    one. Said with the ranks that follow, a tie in the order given."""
    if rule.ranks_by_hand or rule.table_by_wins:
        return  # Pandur: the order of reaching 15; to a target: who bedankte (checked before)
    worked = table_ranks(rule, [s.points for s in sides], [None] * len(sides),
                         [s.matches for s in sides], table_cap(rule, settings))
    fixed = competition_ranks([(w, r if rule.tie_ordered(w) else 0)
                               for w, r in zip(worked, ranks, strict=True)])
    if fixed != list(ranks):
        raise ClubInputError(say(N("club", "ranks {given} are not possible: {rule}: {fixed}"),
                                 given=_named(sides, ranks), rule=_rank_rule(rule, settings),
                                 fixed=_named(sides, fixed)))


def _rank_rule(rule: EveningRule, settings: Mapping[str, Any]) -> Text:
    """How the variant ranks a table, in words, with how it breaks a tie (the rule's
    ``tie_break``, as :meth:`EveningRule.tie_ordered` applies it)."""
    if rule.tie_break == "draw_for_win":
        return say(N("club", "in a Molotow the fewest points rank first; equal points for "
                             "the win are decided by drawing a card, other equal points "
                             "share the rank"))
    if rule.tie_break == "draw":
        return say(N("club", "in a Molotow the fewest points rank first; equal points are "
                             "decided by drawing a card"))
    if rule.tie_break == "best_round":
        return say(N("club", "in a Schieber Turnier the team with more points ranks first, "
                             "on equal points the one with more Matches; equal in both are "
                             "decided by the best round"))
    if rule.name == "schieber-turnier":
        return say(N("club", "in a Schieber Turnier the team with more points ranks first, on "
                             "equal points the one with more Matches; equal in both share the "
                             "rank"))
    if rule.tie_break == "rows":
        return say(N("club", "in a Coiffeur the higher total ranks first, on equal totals the "
                             "one with more Matches; equal in both are decided by the cells "
                             "from the highest row down"))
    if rule.name == "fahnder":
        return say(N("club", "in a Fahnder every Fahnder-König ({target} net Striche or more) "
                             "ranks first, the others by their net Striche; equal nets share "
                             "the rank"), target=table_cap(rule, settings) or 12)
    if rule.name == "handjass-gewinnstriche":
        return say(N("club", "in a Handjass with Gewinnstriche everyone with {voll} Striche "
                             "ranks first, the others by their Striche, the most first; equal "
                             "Striche share the rank"), voll=table_cap(rule, settings) or 7)
    words = {
        "differenzler": N("club", "in a Differenzler the lowest penalty ranks first; equal "
                                  "penalties share the rank (no draw)"),
        "handjass": N("club", "in a Handjass the fewest Striche rank first; equal Striche "
                              "share the rank"),
        "punktetafel": N("club", "on a Punktetafel the most points rank first; equal points "
                                 "share the rank"),
        "punktetafel-lower": N("club", "on a Punktetafel where the lowest wins the fewest "
                                       "points rank first; equal points share the rank"),
        "guggitaler": N("club", "in a Guggitaler the highest total ranks first; equal totals "
                                "share the rank"),
    }
    return say(words[rule.name])


def _pandur_finish(sides: Sequence[TableSide], ranks: Sequence[int]) -> None:
    """How a Pandur ends (RULES.md §6): whoever reaches 15 leaves the table, in that order;
    two reach it in the same deal at most (the two opponents of a failed contract; the
    dealer's inheritance stops at 14), and the last one left is the loser. At a table of
    four the ranks are 1, 2, 3, 4 or 1, 1, 3, 4 or 1, 2, 2, 4."""
    last = max(ranks)
    losers = [s.name for s, r in zip(sides, ranks, strict=True) if r == last]
    if len(losers) > 1:
        raise ClubInputError(say(N("club", "{names} share the last place: in a Pandur the last "
                                           "one left is the loser, one player"),
                                 names=and_list(losers)))
    for rank in sorted(set(ranks)):
        sharing = [s.name for s, r in zip(sides, ranks, strict=True) if r == rank]
        if len(sharing) > 2:
            raise ClubInputError(say(N("club", "{names} share rank {rank}: in a Pandur at most "
                                               "two players reach 15 in the same deal (the two "
                                               "opponents of a failed contract)"),
                                     names=and_list(sharing), rank=rank))
    for side, rank in zip(sides, ranks, strict=True):
        if rank < last and side.points < PANDUR_TARGET:
            raise ClubInputError(say(N("club", "{name}: rank {rank} with {points} score points "
                                               "is not possible: only a player who reached 15 "
                                               "places before the loser"),
                                     name=side.name, rank=rank, points=side.points))
        if rank == last and side.points >= PANDUR_TARGET:
            raise ClubInputError(say(N("club", "{name}: {points} score points at the last "
                                               "place is not possible: the loser is the one "
                                               "left without 15"),
                                     name=side.name, points=side.points))


def _figures(entry: PaperResult, points: int) -> tuple[Any, ...]:
    return (points, entry.matches or 0, entry.striche, entry.nuller, entry.rank, entry.won)


def _groups(entries: Sequence[PaperResult], names: Mapping[int, str],
            team_table: bool) -> list[list[int]]:
    """The sides at the table as lists of entry indices: teams of two at a team table (two
    at a table of four, three at a Coiffeur's of six; each player's side given), else one
    side per player."""
    if not team_table:
        return [[i] for i in range(len(entries))]
    sides: dict[int, list[int]] = {}
    for i, e in enumerate(entries):
        if e.side is None:
            raise ClubInputError(say(N("club", "{name}: which team? At a table of two teams "
                                               "give each player's side (0 or 1), or draw the "
                                               "evening first"),
                                     name=names.get(e.member, str(e.member))))
        sides.setdefault(e.side, []).append(i)
    if len(sides) != len(entries) // 2 or any(len(g) != 2 for g in sides.values()):
        raise ClubInputError(say(N("club", "a table of three teams has two players in each "
                                           "team") if len(entries) == 6 else
                                 N("club", "a table of two teams has two players in each "
                                           "team")))
    return [sides[k] for k in sorted(sides)]
