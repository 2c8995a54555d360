"""Rankings: the evening's (per variant) and the season's (Jahresmeisterschaft). Pure Python.

An evening ranking adds up each member's results over the Passen. Which figure counts, and
how ties are broken, depends on the variant (:func:`evening_rule`); every rule begins with
the number of Passen counted, so that a member who missed a Passe (without being drawn to
sit out) is ranked after those who played them all, and a Passe he sat out by the draw
counts as his own average Passe (the *sit-out credit*, rounded half up) in every figure
that is added up: the first and the tie-breaks (Partien won, points, Matches …), each in a
column of its own (``credit_points`` …); the best Passe is one Passe and gets none. A member
the draw made sit out every Passe played has no Passe to average: he has a line without a
rank (``Ranking.unranked``), and is not counted among the participants; while the evening
has Passen to play, his line and the rule say so of the Passen played so far.

A season ranking gives every member a value per evening (rank points, or the evening's
points), keeps the best N of the first M evenings and drops the worst ones
(:func:`season_ranking`); an evening the draw made him sit out entirely counts as his own
average evening of those he played.
"""

from __future__ import annotations

import math
import sys
from array import array
from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import compress
from typing import Any, Literal

from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.errors import JassError
from ..core.text import Text, plural
from .errors import ClubInputError, say
from .models import Column, Evening, Member, Ranking, RankingRow, Result
from .models import sort_key as name_order

Scoring = Literal["rank_points", "points"]

#: How equal figures at a table are decided by what a sheet does not hold (after the Matches,
#: where the rule counts them): the card drawn in a Molotow (every tie, or only the tie for the
#: win), the Schieber Turnier's best round, the Coiffeur's cells from the highest row down;
#: "shared": not at all, the tied sides share the rank (docs/variants/*.md).
TieBreak = Literal["draw", "draw_for_win", "best_round", "rows", "shared"]


@dataclass(frozen=True)
class Key:
    """A figure that decides the order: *name* is the column key."""

    name: str
    label: str
    lower_is_better: bool = False


@dataclass(frozen=True)
class EveningRule:
    """How an evening of one variant is ranked: ``keys`` in order (the first is the figure
    that counts, the others break ties), and the rule in words."""

    name: str
    keys: tuple[Key, ...]
    words: str
    title: str  # "Schieber Turnier": how the rule is named in a refusal
    table_lower_is_better: bool = False  # at a table, fewer points rank higher
    table_by_wins: bool = False  # at a table, the winner ranks first whatever the points
    # at a table, equal points are decided by more Matches (RULES.md: Schieber Turnier,
    # Coiffeur); what the rules decide after that (the best round, the highest row's cell)
    # is not stored, so such a tie stays shared
    table_by_matches: bool = False
    # the ranks at a table are given by hand: the figure does not hold them (Pandur: the
    # order of reaching 15)
    ranks_by_hand: bool = False
    # the table setting whose value ends the Partie for everyone who reaches it: they share
    # the first rank and all win (RULES.md: every Fahnder-König; every player at the
    # Gewinnstriche goal)
    table_cap: str = ""
    # how a tie at a table is broken (:data:`TieBreak`); where a table setting chooses it,
    # :func:`evening_rule` fills it from the settings
    tie_break: TieBreak = "shared"
    # the table setting that chooses the tie-break, and the tie-break of each of its values
    tie_setting: tuple[str, tuple[tuple[str, TieBreak], ...]] | None = None

    @property
    def primary(self) -> Key:
        return self.keys[0]

    @property
    def result_figure(self) -> Key:
        """The figure a table's result holds (``Result.points``): the counted one, unless
        the evening counts what the table's rank gives (Partien won, rank points); then the
        first tie-break that is the table's own figure (points, Schreibpunkte)."""
        return next(k for k in self.keys if k.name not in _NOT_POINTS)

    def tie_ordered(self, worked: int) -> bool:
        """Whether sides with equal figures at this worked-out rank at a table may be
        ordered by hand: the tie-break decides them by something the figures do not hold
        (a Molotow's card drawn only for the win, with ``draw: "win"``)."""
        if self.tie_break == "draw_for_win":
            return worked == 1
        return self.tie_break != "shared"

    @property
    def has_matches(self) -> bool:
        """Whether a table of this rule writes Matches (a Schieber, a Coiffeur): the others
        have none to write, not 0."""
        return any(k.name == "matches" for k in self.keys)


#: keys whose figure is not what a result's points hold: a win and the rank points come from
#: the table's rank, Matches and Nuller are figures of their own, the best Passe a maximum
_NOT_POINTS = frozenset({"wins", "rank_points", "matches", "nuller", "best_passe"})

# "0.5\u00a0up" (and the catalogs' "0,5 vers le haut", "0.5 aufwärts"): no-break spaces, so
# that the figure stays with its words wherever the rule wraps (a French printed ranking
# broke it "0,5" / "vers le haut"; tests/print/test_rounding_on_one_line.py checks every
# catalog); the season's rule (_CREDITED) alike
_SITOUT = N("club", "A Passe sat out by the draw counts as the member's own average Passe "
                    "(rounded to a whole number, 0.5\u00a0up) in every figure that is added "
                    "up, the tie-breaks too; a member who missed a Passe otherwise is ranked "
                    "after those who played every Passe. Equal in everything: the rank is "
                    "shared.")

_UNRANKED = N("club", "A member who sat out every Passe by the draw has a line without a rank "
                      "and is not counted among the participants (he has no Passe to "
                      "average); in the season that evening counts as his own average "
                      "evening.")
#: the same while the evening has Passen to play: what is true so far (his line beside it
#: says "sat out so far"; "every Passe … counts as his own average evening" stood under a
#: member the draw had seated for the next Passe)
_UNRANKED_SO_FAR = N("club", "A member who sat out every Passe played so far by the draw has a "
                             "line without a rank for now and is not counted among the "
                             "participants (he has no Passe of his own to average yet; the "
                             "next Passe may seat him); in the season that evening counts as "
                             "his own average evening as long as he has played none of it.")
SAT_OUT_ALL = N("club", "sat out every Passe")
#: the same line while the evening has Passen to play: the draw may seat him in the next
SAT_OUT_SO_FAR = N("club", "sat out so far")

POINTS, MATCHES, BEST = N("club", "Points"), N("club", "Matches"), N("club", "Best Passe")
PASSEN_WON = N("club", "Passen won")

RULES: dict[str, EveningRule] = {
    "schieber-turnier": EveningRule(
        "schieber-turnier",
        (Key("points", POINTS), Key("matches", MATCHES), Key("best_passe", BEST)),
        N("club", "Schieber Turnier: the most points over all Passen (each player gets his "
                  "team's points); tie: more Matches (Kontermatsch included), then the higher "
                  "best Passe (most points in one Passe)."),
        N("club", "Schieber Turnier"), table_by_matches=True,
        tie_setting=("tiebreak", (("best_round", "best_round"), ("shared", "shared")))),
    "schieber-target": EveningRule(
        "schieber-target",
        (Key("wins", N("club", "Games won")), Key("points", POINTS),
         Key("matches", MATCHES)),
        N("club", "Schieber to a target: the most games won; tie: more points over all "
                  "Passen, then more Matches."),
        N("club", "Schieber to a target"), table_by_wins=True),
    "coiffeur": EveningRule(
        "coiffeur",
        (Key("points", N("club", "Total")), Key("matches", MATCHES), Key("best_passe", BEST)),
        N("club", "Coiffeur: the highest total over all Passen (each player gets his team's "
                  "total); tie: more Matches, then the higher best Passe."),
        N("club", "Coiffeur"), table_by_matches=True, tie_break="rows"),
    "fahnder": EveningRule(
        "fahnder",
        (Key("net", N("club", "Net Striche")), Key("wins", N("club", "Fahnder-König")),
         Key("nuller", N("club", "Nuller"), lower_is_better=True)),
        N("club", "Fahnder: the most net Striche (Striche − Nuller) over all Passen; tie: more "
                  "Passen as Fahnder-König, then fewer Nuller."),
        N("club", "Fahnder"), table_cap="target"),
    "pandur": EveningRule(
        "pandur",
        (Key("rank_points", N("club", "Rank points")), Key("wins", N("club", "First places")),
         Key("schreibpunkte", N("club", "Score points"))),
        N("club", "Pandur: the most rank points; each Passe gives 4 / 3 / 2 / 1 for ranks 1 to "
                  "4 at a table of four (players + 1 − rank; a shared rank gives each the "
                  "same); tie: more first places, then more score points over all Passen."),
        N("club", "Pandur"), ranks_by_hand=True),
    "molotow": EveningRule(
        "molotow",
        (Key("points", POINTS, True), Key("wins", PASSEN_WON), Key("best_passe", BEST, True)),
        N("club", "Molotow: the fewest points over all Passen; tie: more Passen won, then the "
                  "lower best Passe (fewest points in one Passe)."),
        N("club", "Molotow"), table_lower_is_better=True,
        tie_setting=("draw", (("all", "draw"), ("win", "draw_for_win")))),
    "differenzler": EveningRule(
        "differenzler",
        (Key("penalty", N("club", "Penalty"), True), Key("wins", PASSEN_WON),
         Key("best_passe", BEST, True)),
        N("club", "Differenzler: the lowest total penalty over all Passen; tie: more Passen "
                  "won, then the lower best Passe."),
        N("club", "Differenzler"), table_lower_is_better=True),
    "handjass": EveningRule(
        "handjass",
        (Key("striche", N("club", "Striche"), True), Key("wins", PASSEN_WON),
         Key("best_passe", BEST, True)),
        N("club", "Handjass: the fewest Striche over all Passen; tie: more Passen won, then the "
                  "lower best Passe (fewest Striche in one Passe)."),
        N("club", "Handjass"), table_lower_is_better=True),
    "handjass-gewinnstriche": EveningRule(
        "handjass-gewinnstriche",
        (Key("striche", N("club", "Gewinnstriche")), Key("wins", PASSEN_WON),
         Key("best_passe", BEST)),
        N("club", "Handjass with Gewinnstriche: the most Striche (win marks) over all Passen; "
                  "tie: more Passen won, then the higher best Passe."),
        N("club", "Handjass with Gewinnstriche"), table_cap="voll"),
    "punktetafel": EveningRule(
        "punktetafel",
        (Key("points", POINTS), Key("wins", PASSEN_WON), Key("best_passe", BEST)),
        N("club", "Punktetafel: the most points over all Passen; tie: more Passen won, then "
                  "the higher best Passe."),
        N("club", "Punktetafel")),
    "punktetafel-lower": EveningRule(
        "punktetafel-lower",
        (Key("points", POINTS, True), Key("wins", PASSEN_WON), Key("best_passe", BEST, True)),
        N("club", "Punktetafel (lowest wins): the fewest points over all Passen; tie: more "
                  "Passen won, then the lower best Passe."),
        N("club", "Punktetafel (lowest wins)"), table_lower_is_better=True),
    "guggitaler": EveningRule(
        "guggitaler",
        (Key("points", N("club", "Total")), Key("wins", PASSEN_WON), Key("best_passe", BEST)),
        N("club", "Guggitaler: the highest total over all Passen (Domino points − penalty "
                  "points: without Domino, the fewest penalty points rank first); tie: more "
                  "Passen won, then the higher best Passe."),
        N("club", "Guggitaler")),
}


def evening_rule(variant: str, settings: Mapping[str, Any]) -> EveningRule:
    """The ranking rule of an evening of *variant* played with these table settings, its
    tie-break at a table as they choose it."""
    rule = _variant_rule(variant, settings)
    if rule.tie_setting is None:
        return rule
    key, pairs = rule.tie_setting
    breaks = dict(pairs)
    default = _default(variant, key)
    value = settings.get(key, default)
    # a value this Jasstafel does not know (a damaged file): the variant's default
    return replace(rule, tie_break=breaks.get(value, breaks[default]))


def _variant_rule(variant: str, settings: Mapping[str, Any]) -> EveningRule:
    if variant == "schieber":
        return RULES["schieber-turnier" if settings.get("mode") == "rounds"
                     else "schieber-target"]
    if variant == "handjass" and settings.get("counting") == "gewinnstriche":
        return RULES["handjass-gewinnstriche"]
    if variant == "punktetafel" and settings.get("wins") == "lower":
        return RULES["punktetafel-lower"]
    if variant in RULES:
        return RULES[variant]
    raise ClubInputError(say(N("club", "no club ranking for the variant {variant}"),
                             variant=repr(variant)))


def _default(variant: str, key: str) -> Any:
    """The default of a table setting: the variant's Settings model's, the one the core plays
    with (settings written before the setting existed lack it)."""
    from ..core.registry import find_variant  # the variant's module: only when it is asked

    return find_variant(variant).Settings.model_fields[key].default


def table_ranks(rule: EveningRule, points: Sequence[int], won: Sequence[bool | None],
                matches: Sequence[int] | None = None, cap: int | None = None) -> list[int]:
    """Competition ranks (1, 1, 3) at one table from the points (and who won, if known: a
    side said not to have won ranks after one not said either way), equal points decided as
    the variant's rules decide them with what the club keeps (more Matches); a tie that is
    left stays shared. *cap*: everyone who reached it shares the first rank."""
    made = matches if matches is not None and rule.table_by_matches else [0] * len(points)
    if cap is not None:
        points = [min(p, cap) for p in points]
    keys = [((0 if w else 1 if w is None else 2) if rule.table_by_wins else 0,
             p if rule.table_lower_is_better else -p, -m)
            for p, w, m in zip(points, won, made, strict=True)]
    return competition_ranks(keys)


def competition_ranks(keys: Sequence[Any]) -> list[int]:
    """1 + how many keys are smaller: equal keys share a place, and take the places after
    it (1, 1, 3)."""
    return [1 + sum(1 for other in keys if other < key) for key in keys]


def table_cap(rule: EveningRule, settings: Mapping[str, Any]) -> int | None:
    """The figure that ends the Partie for everyone who reaches it, if the rule has one."""
    value = settings.get(rule.table_cap) if rule.table_cap else None
    return value if isinstance(value, int) else None


# -- the evening -------------------------------------------------------------------------------


def _value(key: str, result: Result, table_size: int) -> int:
    if key == "rank_points":
        return table_size + 1 - result.rank
    if key == "matches":
        return result.matches
    if key == "wins":  # "won" is rank 1 at the table: a file of an earlier Jasstafel may
        return int(result.won and result.rank == 1)  # hold a "won" at rank 4 (a trial's)
    if key == "nuller":
        return result.nuller or 0
    return result.points  # points, net, penalty, striche, schreibpunkte: the counted figure


def _round_half_up(value: Fraction) -> int:
    return math.floor(value + Fraction(1, 2))


def evening_ranking(evening: Evening, members: Mapping[int, Member],
                    results: Sequence[Result], sat_out: Mapping[int, int],
                    waiting: Mapping[int, int] | None = None) -> Ranking:
    """Rank the members with results at *evening*; *sat_out* counts per member the Passen
    the draw made him sit out (and he has no result in), *waiting* the Passen played (with
    results) where the draw seated him at a table whose result is still to come. A member
    who sat out every Passe played, or every one but those whose table is still to come,
    has a line in ``unranked``."""
    waiting = waiting or {}
    rule = evening_rule(evening.variant, evening.settings)
    primary, shown = rule.primary, rule.result_figure
    sizes = Counter((r.passe, r.table) for r in results)
    by_member: dict[int, list[Result]] = defaultdict(list)
    for r in results:
        by_member[r.member].append(r)

    credited = [k for k in rule.keys if k.name != "best_passe"]
    figures: dict[int, dict[str, int | None]] = {}
    best_passen: dict[int, frozenset[int]] = {}  # the Passen that gave the best Passe
    for member, own in by_member.items():
        played, out = len(own), sat_out.get(member, 0)
        row: dict[str, int | None] = {"passen": played + out}
        credits: dict[str, int | None] = {}
        for key in rule.keys:
            values = [_value(key.name, r, sizes[(r.passe, r.table)]) for r in own]
            if key.name == "best_passe":  # one Passe: one sat out is no better one
                points = [_value(primary.name, r, sizes[(r.passe, r.table)]) for r in own]
                best = min(points) if primary.lower_is_better else max(points)
                row[key.name] = best
                best_passen[member] = frozenset(
                    r.passe for r, p in zip(own, points, strict=True) if p == best)
                continue
            # every figure that is added up counts a Passe sat out as his own average
            # Passe of that figure: sitting out neither helps nor hurts, in a tie-break too
            credit = _round_half_up(Fraction(sum(values), played) * out) if out else 0
            row[key.name] = sum(values) + credit
            credits[f"credit_{key.name}"] = credit
        row.update(played=played, sat_out=out)
        row.update(credits)
        for r in own:  # the breakdown: what his table's sheet gave him in each Passe (his
            # points, Schreibpunkte, net Striche …), also where the evening counts Partien
            # won or rank points: a 1 or a 0 per Passe told less than 1042 (a trial's)
            row[f"passe_{r.passe}"] = _value(shown.name, r, sizes[(r.passe, r.table)])
        figures[member] = row

    deciding = (Key("passen", N("club", "Passen")), *rule.keys)
    played_passen = sorted({r.passe for r in results})
    columns = (*(Column(k.name, k.label, True, k.lower_is_better) for k in deciding),
               *(Column(f"passe_{p}", f"Passe {p}") for p in played_passen),
               Column("played", N("club", "Played")), Column("sat_out", N("club", "Sat out")),
               *(Column(f"credit_{k.name}", k.label) for k in credited))
    title = Text.concat([Text.day(evening.date), evening.title or
                         _variant_title(evening.variant)], " ")
    words = say(N("club", "{rule} {sitout}"), rule=say(rule.words), sitout=say(_SITOUT))
    # every Passe of the evening played, and no table drawn for one still to come
    over = len(played_passen) >= evening.passen and not any(waiting.values())
    unranked = _unranked(sat_out, waiting, by_member, len(played_passen), members,
                         SAT_OUT_ALL if over else SAT_OUT_SO_FAR)
    if unranked:
        words = Text.concat([words, say(_UNRANKED if over else _UNRANKED_SO_FAR)], " ")
    ranked = _ranked("evening", title, words, columns, deciding, figures, members,
                     teams=_teams(results))
    # which Passe the best Passe is: a marked table's mark goes with it (Club.table_marks)
    rows = tuple(replace(row, best_passen=best_passen.get(row.member.id, frozenset()))
                 for row in ranked.rows)
    return replace(ranked, rows=rows, unranked=unranked)


def _unranked(sat_out: Mapping[int, int], waiting: Mapping[int, int],
              played: Mapping[int, Sequence[Result]], passen: int,
              members: Mapping[int, Member], said: str) -> tuple[RankingRow, ...]:
    """The lines of those the draw made sit out every one of the *passen* played, but for
    those whose table is still to come (*waiting*): no Passe of his own to average, so no
    rank and no figure: Passen 0 (none counted: no credit without a Passe to average),
    played 0, sat out as many as he did (a member who missed a Passe otherwise has no line,
    as one who stayed at home). A table of Passe 2 entered before his of Passe 2 took the
    line of who sat out Passe 1 (a trial's). *said*: "sat out every Passe" once the
    evening's Passen are all played, "sat out so far" before (a trial's "every Passe" stood
    beside a member drawn to play the next)."""
    out = [m for m, count in sat_out.items()
           if m not in played and count > 0 and count + waiting.get(m, 0) == passen]
    return tuple(RankingRow(0, members[m], {"passen": 0, "played": 0, "sat_out": sat_out[m]},
                            said)
                 for m in sorted(out, key=lambda m: (name_order(members[m].name), m)))


def _teams(results: Sequence[Result]) -> dict[int, tuple[tuple[int, int, int], ...]]:
    """Each member who played in a team every Passe he played: his teams (Passe, table,
    side). Members with the same teams were partners all evening: their figures are one
    team's, and a tie between them decides nothing."""
    seats: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    alone: set[int] = set()
    for r in results:
        if r.side is None:
            alone.add(r.member)
        else:
            seats[r.member].append((r.passe, r.table, r.side))
    return {m: tuple(sorted(s)) for m, s in seats.items() if m not in alone}


def _ranked(kind: str, title: str, words: str, columns: tuple[Column, ...],
            deciding: Sequence[Key], figures: Mapping[int, Mapping[str, int | None]],
            members: Mapping[int, Member],
            dropped: Mapping[int, frozenset[str]] | None = None,
            teams: Mapping[int, Hashable] | None = None) -> Ranking:
    """Sort by the deciding keys, give shared competition ranks (1, 1, 3), say what
    decided: the first key that differs from the line above the shared rank, "tie" on
    every line of a rank shared with another team or player. Partners all evening (the same
    *teams*) share their rank, but a tie with one's partner decides nothing: "tie" on every
    line of a Turnier said nothing (a trial's)."""

    def sort_key(member: int) -> tuple[int, ...]:
        row = figures[member]
        return tuple((v if k.lower_is_better else -v)
                     for k in deciding for v in [row[k.name] or 0])

    order = sorted(figures, key=lambda m: (sort_key(m), name_order(members[m].name), m))
    keys = [sort_key(m) for m in order]
    first: dict[tuple[int, ...], int] = {}  # each shared rank's first line
    sides: dict[tuple[int, ...], set[Hashable]] = defaultdict(set)  # its teams or players
    for index, member in enumerate(order):
        first.setdefault(keys[index], index)
        sides[keys[index]].add((teams or {}).get(member, ("member", member)))
    rows: list[RankingRow] = []
    for index, member in enumerate(order):
        key = keys[index]
        decided: str | None = None
        start = first[key]
        rank = start + 1
        if len(sides[key]) > 1:
            decided = N("club", "tie")  # every member of a shared rank, the first one too
        elif start:
            decided = next(k.label for k, a, b in zip(deciding, keys[start - 1], key,
                                                      strict=True) if a != b)
        rows.append(RankingRow(rank, members[member], figures[member], decided,
                               (dropped or {}).get(member, frozenset())))
    return Ranking(kind, title, words, columns, tuple(rows))


# -- the season --------------------------------------------------------------------------------

#: one member's place in one evening's ranking: (member, rank, participants, score)
Standing = tuple[int, int, int, int]


def standings(ranking: Ranking) -> list[Standing]:
    """The rows of an evening's ranking as the season counts them: rank, participants and the
    counted figure (with the sit-out credit); a member who sat out every Passe with rank 0
    (and 0): the season credits him his own average evening."""
    primary = next(c.key for c in ranking.columns if c.decides and c.key != "passen")
    size = len(ranking.rows)
    return [(row.member.id, row.rank, size, int(row.figures[primary] or 0))
            for row in ranking.rows] + [(row.member.id, 0, size, 0) for row in ranking.unranked]


def pack(rows: Iterable[Standing]) -> bytes:
    """Standings as stored: little-endian 64-bit integers, four per member."""
    packed = array("q", [value for row in rows for value in row])
    if sys.byteorder == "big":
        packed.byteswap()
    return packed.tobytes()


def unpack(data: bytes) -> array[int]:
    """The flat array (member, rank, participants, score, member, ...) of :func:`pack`."""
    packed = array("q")
    packed.frombytes(data)
    if sys.byteorder == "big":
        packed.byteswap()
    return packed


def check_points_scoring(rules: Sequence[tuple[str, EveningRule]]) -> None:
    """Adding the evenings' points needs evenings that count the same figure, the higher the
    better; *rules* are (date, rule) of the counted evenings."""
    primaries = set()
    for date, rule in rules:
        if rule.primary.lower_is_better:
            raise ClubInputError(say(
                N("club", "the evening of {date} ranks the lowest first ({figure}): a season "
                          "of such evenings can only add rank points"),
                date=Text.day(date), figure=say(rule.primary.label)))
        primaries.add(rule.primary.label)
    if len(primaries) > 1:
        raise ClubInputError(say(
            N("club", "the season's evenings count different figures ({figures}): add rank "
                      "points instead"),
            figures=_listing([say(p) for p in sorted(primaries)])))


def check_season_settings(best: int | None, of: int | None, drop_worst: int,
                          scoring: str) -> None:
    if best is not None and best < 1:
        raise ClubInputError(say(N("club", "best N: N must be 1 or more")))
    if of is not None and of < 1:
        raise ClubInputError(say(N("club", "of M: M must be 1 or more")))
    if drop_worst < 0:
        raise ClubInputError(say(N("club", "the number of worst results to drop cannot be "
                                           "negative")))
    if scoring not in ("rank_points", "points"):
        raise ClubInputError(say(N("club", "unknown season scoring {scoring} (rank_points or "
                                           "points)"), scoring=repr(scoring)))


def season_ranking(season: str, evenings: Sequence[tuple[int, str]],
                   packed: Mapping[int, bytes], members: Mapping[int, Member], *,
                   best: int | None = None, of: int | None = None, drop_worst: int = 0,
                   scoring: Scoring = "rank_points",
                   names: Mapping[int, str] | None = None) -> Ranking:
    """Rank the season: *evenings* are (id, date) in date order, *packed* their standings
    (:func:`pack`); evenings after the first *of* are not counted. *names*: each evening's
    title, else its variant, to tell apart the columns of evenings of the same date
    (:func:`same_day_details`).

    Each evening gives a member rank points (participants + 1 − rank) or, with *scoring*
    "points", its counted figure; an absence 0; an evening the draw made him sit out
    entirely (rank 0 in its standings) his own average of the evenings he played, rounded
    half up (none played: nothing to average, no line). Of the first *of* evenings each
    member's best *best* count, and the *drop_worst* worst are dropped (absences first; of
    equal values the later evening).
    """
    check_season_settings(best, of, drop_worst, scoring)
    counted = list(evenings[:of] if of is not None else evenings)
    size = len(counted)
    keep = size - drop_worst if size > drop_worst else size
    if best is not None:
        keep = min(keep, best)

    keys = [f"evening_{evening}" for evening, _ in counted]
    lines: dict[int, list[int | None]] = {}
    sat_out: dict[int, list[int]] = defaultdict(list)  # evenings sat out entirely, by index
    wins: Counter[int] = Counter()
    guests = {m for m, member in members.items() if member.guest}
    line_of = lines.get  # bound once: this loop runs per member and evening
    for i, (evening, _) in enumerate(counted):
        data = packed.get(evening)
        if data is None:
            continue
        flat = unpack(data)
        ids, ranks, sizes = flat[0::4], flat[1::4], flat[2::4]
        if scoring == "rank_points":
            values: Iterable[int] = [p + 1 - r for p, r in zip(sizes, ranks, strict=True)]
        else:
            values = flat[3::4]
        for member, value, rank in zip(ids, values, ranks, strict=True):
            if member in guests:
                continue  # a guest has his place in the evening, not in the season
            if rank == 0:  # sat out every Passe: credited below, once his line is known
                sat_out[member].append(i)
                continue
            line = line_of(member)
            if line is None:
                line = lines[member] = [None] * size
            line[i] = value
            if rank == 1:
                wins[member] += 1

    credited = _credit_sat_out(lines, sat_out, keys)
    figures: dict[int, dict[str, int | None]] = {}
    dropped: dict[int, frozenset[str]] = {}
    absences: dict[int, frozenset[str]] = {}  # of those not counted, the absences (no value)
    for member, line in lines.items():
        zeroed = [v or 0 for v in line]  # an absence counts 0
        if keep >= size:
            total = sum(zeroed)
        else:
            # the best first; of equal values the earlier evening (the sort is stable)
            order = sorted(range(size), key=zeroed.__getitem__, reverse=True)
            total = sum(map(zeroed.__getitem__, order[:keep]))
            if keep <= size - keep:
                flags = [v is not None for v in line]
                for i in order[:keep]:
                    flags[i] = False
            else:
                flags = [False] * size
                for i in order[keep:]:
                    flags[i] = line[i] is not None
            dropped[member] = frozenset(compress(keys, flags))
            absences[member] = frozenset(keys[i] for i in order[keep:] if line[i] is None)
        # an evening sat out counts as one he came to; its credit, his average, is never
        # more than his best
        played = [v for v in line if v is not None]
        row: dict[str, int | None] = {"total": total, "wins": wins[member],
                                      "best": max(played), "evenings": len(played)}
        row.update(zip(keys, line, strict=True))
        figures[member] = row

    deciding = (Key("total", N("club", "Total")), Key("wins", N("club", "Evenings won")),
                Key("best", N("club", "Best evening")),
                Key("evenings", N("club", "Evenings played")))
    details = same_day_details(counted, names or {})
    columns = (*(Column(k.name, k.label, True) for k in deciding),
               *(Column(key, date, detail=detail)
                 for key, (_, date), detail in zip(keys, counted, details, strict=True)))
    words = _season_words(scoring, size, keep, of, drop_worst)
    if credited:
        words = Text.concat([words, say(_CREDITED)], " ")
    ranked = _ranked("season", say(N("club", "Season {season}"), season=season), words,
                     columns, deciding, figures, members, dropped)
    return replace(ranked, rows=tuple(
        replace(row, credited=credited.get(row.member.id, frozenset()),
                dropped_absences=absences.get(row.member.id, frozenset()))
        for row in ranked.rows))


def same_day_details(evenings: Sequence[tuple[int, str]],
                     names: Mapping[int, str]) -> list[str]:
    """What tells each of *evenings* ((id, date) in the order held) from another of the
    same date, whose column its date alone does not (a Differenzler and a Molotow on one
    day were both "6.12."): its name (*names*: its title, else its variant), numbered in
    that order where the same name is held twice that day ("Schieber (2)"); empty for an
    evening with a date of its own."""
    days = Counter(date for _evening, date in evenings)
    named = Counter((date, names.get(evening, "")) for evening, date in evenings)
    seen: Counter[tuple[str, str]] = Counter()
    details: list[str] = []
    for evening, date in evenings:
        name = names.get(evening, "")
        seen[date, name] += 1
        if days[date] < 2:
            details.append("")
        elif named[date, name] < 2:
            details.append(name)
        else:
            number = f"({seen[date, name]})"
            details.append(Text.concat([name, number], " ") if name else Text.plain(number))
    return details


_CREDITED = N("club", "A member who sat out every Passe of an evening by the draw gets his own "
                      "average evening for it (the average of the evenings he played, rounded to "
                      "a whole number, 0.5\u00a0up; marked *), and it counts among his evenings "
                      "played: sitting out neither helps nor hurts.")


def _credit_sat_out(lines: dict[int, list[int | None]], sat_out: Mapping[int, list[int]],
                    keys: Sequence[str]) -> dict[int, frozenset[str]]:
    """Give each evening a member sat out entirely his own average evening (the mean of the
    values of the evenings he played, rounded half up), as a Passe sat out is his average
    Passe; returns the keys credited per member. A member who played none has nothing to
    average, and no line until he plays."""
    credited = {}
    for member, evenings in sat_out.items():
        line = lines.get(member)
        if line is None:
            continue
        played = [v for v in line if v is not None]
        credit = _round_half_up(Fraction(sum(played), len(played)))
        for i in evenings:
            line[i] = credit
        credited[member] = frozenset(keys[i] for i in evenings)
    return credited


def _variant_title(name: str) -> Text:
    """The variant's name as the rules core says it (a client renders it: "Chibre")."""
    from ..core.registry import find_variant  # the variant's module: only when it is named

    try:
        title = find_variant(name).title
    except JassError:
        return Text.plain(name.capitalize())
    return title if isinstance(title, Text) else Text.plain(title)


def _season_words(scoring: Scoring, size: int, keep: int, of: int | None,
                  drop_worst: int) -> Text:
    if scoring == "rank_points":
        what = say(N("club", "Each evening gives rank points: participants + 1 − rank (the "
                             "winner of an evening with 12 members gets 12, the last 1; a "
                             "shared rank gives each the same); an absence counts 0. Guests "
                             "have their place in the evening, not in the season."))
    else:
        what = say(N("club", "Each evening counts with its points from the evening ranking; "
                             "an absence 0. Guests have their place in the evening, not in "
                             "the season."))
    count = _counted_words(size, keep, of is not None, drop_worst)
    tie = say(N("club", "Tie: more evenings won, then the best single evening, then more "
                        "evenings played; still equal: the rank is shared."))
    return say(N("club", "{what} {count} {tie}"), what=what, count=count, tie=tie)


def _counted_words(size: int, keep: int, first: bool, drop_worst: int) -> Text:
    """Which results count, said once: best N of the first M is "each member's best N
    results of the season's first M evenings", not M and N twice (a trial's "the best 3 of
    4 evenings (the first 4 evenings, the best 3)"); every count in its own form."""
    if keep < size:  # then size is 2 or more: "{size} evenings" is always plural
        if first:
            return plural("club", "Counted: each member's best %n results of the season's "
                                  "first {size} evenings; dropped results are marked.", keep,
                          one="Counted: each member's best result of the season's first "
                              "{size} evenings; dropped results are marked.", size=size)
        return plural("club", "Counted: each member's best %n results of the season's {size} "
                              "evenings; dropped results are marked.", keep,
                      one="Counted: each member's best result of the season's {size} "
                          "evenings; dropped results are marked.", size=size)
    if first:
        every = plural("club", "Counted: every result of the season's first %n evenings.",
                       size, one="Counted: every result of the season's first evening.")
    else:
        every = plural("club", "Counted: every result of the season's %n evenings.", size,
                       one="Counted: every result of the season's %n evening.")
    if not drop_worst:
        return every
    later = plural("club", "The worst %n results of each member are dropped once the season "
                           "has more than %n evenings.", drop_worst,
                   one="The worst result of each member is dropped once the season has more "
                       "than one evening.")
    return Text.concat([every, later], " ")


def _listing(parts: Sequence[Text]) -> Text:
    """"a, b, c" as one Text whose parts are translated each."""
    if len(parts) == 1:
        return parts[0]
    return say(N("club", "{first}, {rest}"), first=parts[0], rest=_listing(parts[1:]))
