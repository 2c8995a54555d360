"""What a table's result can be: the limits the evening's variant and table rules set.

A result typed from a paper sheet is checked against what a Partie of the evening's variant,
played with the evening's table settings, can give (RULES.md); a figure outside is refused
with a sentence that names the rule, e.g. "a Schieber Turnier of 12 rounds writes 1,884
points in all (12 × 157): 5,000 + 3 is not possible". Per variant:

============  ===============================================================================
Schieber      per team: 0 … rounds × the most a round writes (Turnier) or the target − 1 +
              the most a round writes (to a target); the teams' sum where it is fixed (a
              Turnier without Weis and with one factor: rounds × 157 × factor, plus the Match
              bonus per Match); Matches ≤ rounds (Turnier), and never more than the points
              hold; Striche only with the back side, at most what Sieg, Berg, Schneider and
              the Matches give. To a target broken off (``rounds_played``): per team at most
              the rounds played × the most a round writes, below the target unless both
              teams are at theirs (crossed in the same round), the sum and the Matches as a
              Turnier of the rounds played
Coiffeur      per team: 0 … the sum over the rows of a Match (with Stöck where the row
              can have a trump: trump and free rows) × factor; Matches
              ≤ rows, and the points at least the Matches' cells; of a Partie broken off
              (``rows_played``, per team) the rows the team played
Fahnder       Striche and Nuller not negative; net (Striche − Nuller) at most the target − 1
              + the most one round gives (3); broken off (``rounds_played``): Striche at most
              3 a round played, net at most the target − 1
Pandur        Schreibpunkte 0 … 20 (14 + a deal's 6); broken off (``deals_played``): at most
              6 a deal played, and two players still under 15
Molotow       per player: − (Weis and Stöck of every round) … rounds × (157 + Tischweis);
              with 3, 4 or 6 players the table's sum ends as rounds × 157 does (Weis
              and Stöck are tens; a doubled last round counts its 157 twice)
Differenzler  penalty 0 … games × 157 (or the penalty for a missing prediction); broken
              off, the games played
Handjass      Striche 0 … voll − 1 + the most Striche one round can give (voll: the
              stepper's most); broken off (``rounds_played``): 0 … voll − 1 (nobody voll)
Guggitaler    per player: the total (Domino points − penalty points) between taking every
              penalty with the last Domino place and no penalty with the first, per Guggitaler;
              the best k totals together at most the k best Domino places' points;
              0 or less without Domino; a multiple of what every value shares (5 with the
              default values); the table's totals add up to Domino − penalties dealt out
              (0 with the default values, − 305 or − 320 per Guggitaler without Domino);
              broken off, the Guggitaler begun, and no sum
Punktetafel   a free board: any whole number
============  ===============================================================================

Partners (a team at a table of four) have the same figures: the team's. Nuller only in a
Fahnder, Matches only in a Schieber and a Coiffeur.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.cards import MAX_TEAM_WEIS, ROUND_POINTS
from ..core.coiffeur import can_have_stoeck
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.guggitaler import CARDS, OBER_CARDS, PENALTY_GAMES, SCHELLEN_CARDS
from ..core.molotow import FULL_DECK_PLAYERS
from ..core.text import Text, and_list, plural
from .errors import ClubInputError, say

STOECK = 20
#: the most Striche one Fahnder round gives a player: 2, and 1 more for a Match bid made
FAHNDER_ROUND_STRICHE = 3
#: Pandur: one deal gives a player at most 6 score points, 15 take him out of the game
PANDUR_DEAL = 6
PANDUR_OUT = 15
#: inheritance stops at 14, one deal gives at most 6
PANDUR_MOST = PANDUR_OUT - 1 + PANDUR_DEAL
#: the variants that write Matches (all nine tricks): elsewhere a Match is no figure
MATCH_VARIANTS = frozenset({"schieber", "coiffeur"})


@dataclass(frozen=True)
class Side:
    """One side's figures at a table (a team, or a player): *name* is how a refusal names
    it ("Anna & Cla", "Beat")."""

    name: str
    points: int
    matches: int | None = None
    striche: int | None = None
    nuller: int | None = None
    #: its team's index in the match (0 for team A), where the limits differ by team: an
    #: unfinished Coiffeur's rows played
    team: int | None = None


def _refuse(text: Text, field: str = "points") -> ClubInputError:
    """The refusal of a table's result, with the figure it is about (*field*) and whose
    (the side the sentence names; none: the table's sum), for the form to show it."""
    side = text.params.get("side")
    return ClubInputError(text, field=field, side=side if isinstance(side, str) else None)


def check_table(variant: str, settings: Mapping[str, Any], sides: Sequence[Side], *,
                whole: bool = True) -> None:
    """Refuse figures that the evening's variant and table rules make impossible; with
    *whole* False (a Partie broken off, recorded unfinished) only what any part of a Partie
    keeps: not what its penalties add up to once all are dealt out (a Guggitaler's)."""
    for side in sides:
        for label, value in (("Matches", side.matches), ("Striche", side.striche),
                             ("Nuller", side.nuller)):
            if value is not None and value < 0:
                raise _refuse(say(N("club", "{side}: {what} cannot be negative, not {value}"),
                                  side=side.name, what=label, value=value), label.lower())
    check = _CHECKS.get(variant)
    if check is not None:
        check(settings, sides)
    whole_check = _WHOLE_CHECKS.get(variant)
    if whole and whole_check is not None:
        whole_check(settings, sides)
    if variant != "fahnder":
        for side in sides:
            if side.nuller:
                raise _refuse(say(N("club", "{side}: only Fahnder has Nuller"),
                                  side=side.name), "nuller")
    if variant not in MATCH_VARIANTS:
        for side in sides:
            if side.matches:
                raise _refuse(say(N("club", "{side}: only Schieber and Coiffeur have Matches"),
                                  side=side.name), "matches")


def _sum_of(points: Sequence[int]) -> Any:
    """"a + b + c" (two or more) as a sentence of numbers, so that each is written as the
    total beside it is ("1'885 + 0 = 1'885" in German, not "1885 + 0 = 1'885"); a negative
    one in brackets."""
    terms: list[Any] = [say(N("club", "({value})"), value=p) if p < 0 else p for p in points]
    given = terms[-1]
    for term in reversed(terms[:-1]):
        given = say(N("club", "{a} + {b}"), a=term, b=given)
    return given


def _range(side: Side, value: int, low: int, high: int, rule: Text,
           field: str = "points") -> None:
    if value < low == 0:  # the rule's maximum would not say what is wrong with -5
        raise _refuse(say(N("club", "{side}: {value} is not possible: the figure cannot be "
                                    "negative"), side=side.name, value=value), field)
    if not low <= value <= high:
        raise _refuse(say(N("club", "{side}: {value} is not possible: {rule}"),
                          side=side.name, value=value, rule=rule), field)


# -- Schieber -----------------------------------------------------------------------------------


def _schieber(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    factors = [int(f) for f in dict(settings.get("factors") or {"x": 1}).values()]
    low, high = min(factors), max(factors)
    deck = 2 * ROUND_POINTS if settings.get("double_deck") else ROUND_POINTS
    bonus = int(settings.get("match_bonus", 0))
    weis = bool(settings.get("weis", True))
    extra = MAX_TEAM_WEIS + STOECK if weis else 0
    round_most = (deck + bonus + extra) * high  # a Match with the most Weis, highest factor
    match_least = (deck + bonus) * low  # what a Match writes at the least
    turnier = settings.get("mode") == "rounds"
    rounds = int(settings.get("rounds", 12))
    targets = [int(t) for t in settings.get("team_targets")
               or [settings.get("target", 4500)] * 2]
    # a Partie to a target broken off (club.py's _cut): the rounds it played
    played = None if turnier else _played(settings, "rounds_played")
    counted = rounds if turnier else played  # the rounds that bound the Matches
    if turnier and len(sides) == 2:  # the sum names the rule best: first
        _schieber_sum(sides, rounds, deck, bonus, weis, low, high)
    for index, side in enumerate(sides):
        if turnier:
            _range(side, side.points, 0, rounds * round_most,
                   say(N("club", "a Schieber of {rounds} rounds writes a team at most {most} "
                                 "points"), rounds=rounds, most=rounds * round_most))
        elif played is not None and played * round_most < targets[min(index, 1)]:
            most = played * round_most
            _range(side, side.points, 0, most,
                   plural("club", "a Schieber broken off after %n rounds writes a team at "
                                  "most {most} points ({round} a round)", played,
                          one="a Schieber broken off after %n round writes a team at most "
                              "{most} points ({round} a round)",
                          most=most, round=round_most))
        else:
            target = targets[min(index, 1)]
            most = target - 1 + round_most
            _range(side, side.points, 0, most,
                   say(N("club", "a Schieber to {target} ends in the round that crosses it: "
                                 "a team writes at most {most} points"),
                       target=target, most=most))
        if counted is not None and side.matches is not None and side.matches > counted:
            raise _refuse(say(N("club", "{side}: {matches} Matches in {rounds} rounds is "
                                        "not possible (at most one per round)"),
                              side=side.name, matches=side.matches, rounds=counted), "matches")
        if side.matches and side.matches * match_least > side.points:
            raise _refuse(say(N("club", "{side}: {matches} Matches write at least {least} "
                                        "points, more than the {points} given"),
                              side=side.name, matches=side.matches,
                              least=side.matches * match_least, points=side.points),
                              "matches")
        _schieber_striche(settings, side)
    matches = sum(s.matches or 0 for s in sides)
    if counted is not None and matches > counted:
        raise _refuse(say(N("club", "{matches} Matches in {rounds} rounds is not possible "
                                    "(at most one per round)"), matches=matches,
                          rounds=counted), "matches")
    if played is not None and len(sides) == 2:
        _schieber_not_ended(sides, targets, played)
        # no Bedanken either (it ends the Partie): the rounds alone wrote the totals
        _schieber_sum(sides, played, deck, bonus, weis, low, high)


def _schieber_not_ended(sides: Sequence[Side], targets: Sequence[int], played: int) -> None:
    """A Partie to a target broken off had not ended: a team at its target would have won
    (RULES.md section 1), unless both crossed theirs in the same round (the board then
    waits for who bedankte first)."""
    over = [side.points >= targets[min(i, 1)] for i, side in enumerate(sides)]
    if not any(over) or all(over):
        return
    index = over.index(True)
    side, other = sides[index], sides[1 - index]
    raise _refuse(plural("club", "{side}: {points} is not possible: a Schieber to {target} "
                                 "broken off after %n rounds had not ended: no team had "
                                 "reached the target, unless both crossed it in the same "
                                 "round ({other} have {other_points})", played,
                         one="{side}: {points} is not possible: a Schieber to {target} "
                             "broken off after %n round had not ended: no team had reached "
                             "the target, unless both crossed it in the same round ({other} "
                             "have {other_points})",
                         side=side.name, points=side.points, target=targets[min(index, 1)],
                         other=other.name, other_points=other.points))


def _played(settings: Mapping[str, Any], key: str) -> int | None:
    """The rounds (*key* "rounds_played") or deals ("deals_played") a Partie without a
    fixed length played before it was broken off, or None: played to its end."""
    played = settings.get(key)
    return played if isinstance(played, int) else None


def _schieber_sum(sides: Sequence[Side], rounds: int, deck: int, bonus: int, weis: bool,
                  low: int, high: int) -> None:
    """A Turnier's two totals together: every round writes the deck's 157 points between
    the teams (times the factor), a Match adds the bonus, Weis and Stöck add more."""
    total = sum(s.points for s in sides)
    matches = sum(s.matches or 0 for s in sides)
    names = _sum_of([s.points for s in sides])
    if not weis and low == high:
        fixed = rounds * deck * low
        if bonus == 0:
            if total != fixed:
                raise _refuse(say(N("club", "a Schieber of {rounds} rounds without Weis writes "
                                            "{fixed} points in all ({rounds} × {deck}): "
                                            "{given} = {total} is not possible"),
                                  rounds=rounds, fixed=fixed, deck=deck * low, given=names,
                                  total=total))
            return
        if all(s.matches is not None for s in sides):
            expected = fixed + matches * bonus * low
            if total != expected:
                raise _refuse(say(N("club", "a Schieber of {rounds} rounds without Weis writes "
                                            "{fixed} points in all, and {bonus} more for each "
                                            "Match: with {matches} Matches {expected}, not "
                                            "{given} = {total}"),
                                  rounds=rounds, fixed=fixed, bonus=bonus * low,
                                  matches=matches, expected=expected, given=names,
                                  total=total))
            return
    least = rounds * deck * low
    # a round: the deck's points and a Match bonus, one team's Weis, the Stöck
    most = rounds * (deck + bonus + (MAX_TEAM_WEIS + STOECK if weis else 0)) * high
    if not least <= total <= most:
        raise _refuse(say(N("club", "a Schieber of {rounds} rounds writes between {least} and "
                                    "{most} points in all: {given} = {total} is not "
                                    "possible"),
                          rounds=rounds, least=least, most=most, given=names, total=total))


def _schieber_striche(settings: Mapping[str, Any], side: Side) -> None:
    if side.striche is None:
        return
    if not settings.get("striche"):
        if side.striche:
            raise _refuse(say(N("club", "{side}: the evening's tables keep no Striche (the "
                                        "back side is off)"), side=side.name), "striche")
        return
    # Sieg 2, Berg 1, Schneider 2, a Match 1 and a Kontermatsch 2
    most = 2 + 1 + 2 + 2 * (side.matches or 0)
    _range(side, side.striche, 0, most,
           say(N("club", "Striche come from Win 2, Berg 1, Schneider 2 and 2 per (Konter)match at "
                         "most: {most}"), most=most), "striche")


# -- Coiffeur -----------------------------------------------------------------------------------


def _coiffeur(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    rows = list(settings.get("rows") or [])
    if not rows:
        return
    for side in sides:
        played = _rows_played(settings, side)
        if played is None:
            _coiffeur_side(settings, side, rows, _all_rows_rule(len(rows)))
        else:
            _coiffeur_side(settings, side, [rows[i] for i in played],
                           _played_rows_rule([rows[i] for i in played], len(rows)))


def _all_rows_rule(rows: int) -> Callable[[int], Text]:
    def rule(most: int) -> Text:
        return say(N("club", "a Coiffeur of {rows} rows writes a team at most {most} points "
                             "(a Match in every row)"), rows=rows, most=most)
    return rule


def _played_rows_rule(played: Sequence[Mapping[str, Any]], rows: int) -> Callable[[int], Text]:
    """The rule of a team's rows in a Coiffeur broken off, with their factors: "at most
    4,055: 5 of 11 rows played (×1, ×2, ×3, ×4, ×5), …"."""
    factors = Text.plain(", ".join(f"×{row['factor']}" for row in played))

    def rule(most: int) -> Text:
        return say(N("club", "at most {most}: {played} of {rows} rows played ({factors}), a "
                             "Match in every one"),
                   most=most, played=len(played), rows=rows, factors=factors)
    return rule


def _rows_played(settings: Mapping[str, Any], side: Side) -> list[int] | None:
    """The rows *side*'s team played in a Coiffeur broken off (their indexes), or None: a
    Partie played to its end, or a side whose team is not known (then all rows count)."""
    played = settings.get("rows_played")
    if not isinstance(played, list) or side.team is None or not 0 <= side.team < len(played):
        return None
    return [int(i) for i in played[side.team]]


def _coiffeur_side(settings: Mapping[str, Any], side: Side, rows: Sequence[Mapping[str, Any]],
                   rule: Callable[[int], Text]) -> None:
    """One side's figures against *rows* (all of them, or those its team played); *rule*
    names them with their most."""
    bonus = int(settings.get("match_bonus", 0))
    stoeck = bool(settings.get("stoeck", True))

    def row_most(row: Mapping[str, Any]) -> int:
        # as the board writes them: Stöck in every row that can have a trump, a free
        # one too (Wunsch, Coiffeur 3×3); counted in trump rows only, a valid match of
        # Matches with Stöck everywhere was refused once stored
        with_stoeck = stoeck and can_have_stoeck(str(row.get("kind", "free")))
        return (257 + (STOECK if with_stoeck else 0)) * int(row["factor"]) + bonus

    most = sum(row_most(r) for r in rows)
    match_cells = sorted(257 * int(r["factor"]) + bonus for r in rows)
    _range(side, side.points, 0, most, rule(most))
    if side.matches is None:
        return
    if side.matches > len(rows):
        raise _refuse(say(N("club", "{side}: {matches} Matches in {rows} rows is not "
                                    "possible (at most one per row)"),
                          side=side.name, matches=side.matches, rows=len(rows)), "matches")
    least = sum(match_cells[:side.matches])
    if least > side.points:
        raise _refuse(say(N("club", "{side}: {matches} Matches write at least {least} "
                                    "points, more than the {points} given"),
                          side=side.name, matches=side.matches, least=least,
                          points=side.points), "matches")


# -- each for themselves ------------------------------------------------------------------------


def _molotow(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    rounds = int(settings.get("rounds", 8)) + (1 if settings.get("last_round_double") else 0)
    stoeck = STOECK if settings.get("stoeck") else 0
    most = rounds * (ROUND_POINTS + MAX_TEAM_WEIS)
    least = -rounds * (MAX_TEAM_WEIS + stoeck)
    for side in sides:
        _range(side, side.points, least, most,
               say(N("club", "a Molotow of {rounds} rounds gives a player between {least} "
                             "and {most} points"), rounds=rounds, least=least, most=most))
        if side.matches:
            raise _refuse(say(N("club", "{side}: Molotow has no Matches"), side=side.name),
                          "matches")
    _molotow_sum(settings, sides, rounds)


def _molotow_sum(settings: Mapping[str, Any], sides: Sequence[Side], counted: int) -> None:
    """The table's points together (RULES.md section 3): with 3, 4 or 6 players every card
    is dealt, so a round's card points add up to 157; a round writes card points − Handweis
    + Tischweis (− 20 for Stöck), and every Weis and the Stöck are multiples of 10; a last
    round that counts double writes all of it twice. So the sum is *counted* × 157 (the
    rounds, the doubled last one twice) give or take tens: it ends in that product's last
    digit. With 5 players a card is left over every round: no such sum."""
    if len(sides) not in FULL_DECK_PLAYERS:
        return
    total = sum(s.points for s in sides)
    digit = counted * ROUND_POINTS % 10
    if total % 10 == digit:
        return
    rounds = int(settings.get("rounds", 8))
    weis = (say(N("club", "Weis and Stöck")) if settings.get("stoeck")
            else say(N("club", "Weis")))
    given = _sum_of([s.points for s in sides])
    if counted != rounds:  # the last round counts double
        raise _refuse(say(N("club", "the points at the table add up to {given} = {total}: "
                                    "with {players} players and {rounds} rounds, the last "
                                    "counting double, the sum must end in {digit} "
                                    "({counted} × 157 card points, {weis} in tens)"),
                          given=given, total=total, players=len(sides), rounds=rounds,
                          digit=digit, counted=counted, weis=weis))
    raise _refuse(say(N("club", "the points at the table add up to {given} = {total}: with "
                                "{players} players and {rounds} rounds the sum must end in "
                                "{digit} ({rounds} × 157 card points, {weis} in tens)"),
                      given=given, total=total, players=len(sides), rounds=rounds,
                      digit=digit, weis=weis))


def _differenzler(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    games = int(settings.get("games", 12))
    most = games * max(ROUND_POINTS, int(settings.get("missing_penalty", 20)))
    for side in sides:
        _range(side, side.points, 0, most,
               say(N("club", "a Differenzler of {games} games gives a penalty of 0 to "
                             "{most}"), games=games, most=most))


def _handjass(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    voll = int(settings.get("voll", 7))
    # the round that ends it: the stepper gives a player at most voll Striche in one round
    # (core Handjass.check_striche), so voll − 1 + voll; a fixed 9 a round let 14 through at
    # voll 7, a figure no Handjass writes
    most = 2 * voll - 1
    rule = say(N("club", "a Handjass ends when someone has {voll} Striche: a player has 0 to "
                         "{most}"), voll=voll, most=most)
    played = _played(settings, "rounds_played")
    if played is not None:  # broken off: nobody voll yet
        most = min(voll - 1, played * voll)
        rule = plural("club", "a Handjass broken off after %n rounds had nobody at {voll} "
                              "Striche: a player has 0 to {most}", played,
                      one="a Handjass broken off after %n round had nobody at {voll} "
                          "Striche: a player has 0 to {most}", voll=voll, most=most)
    for side in sides:
        value = side.striche if side.striche is not None else side.points
        _range(side, value, 0, most, rule, "striche")
        if side.striche is not None and side.points != side.striche:
            # the Striche are what a Handjass counts: points that say otherwise are a typo
            raise _refuse(say(N("club", "{side}: a Handjass counts Striche: {striche} Striche, "
                                        "not {points}"),
                              side=side.name, striche=side.striche, points=side.points))


def _fahnder(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    target = int(settings.get("target", 12))
    most = target - 1 + FAHNDER_ROUND_STRICHE
    played = _played(settings, "rounds_played")
    for side in sides:
        net = side.points
        if side.striche is not None:
            net = side.striche - (side.nuller or 0)
            if side.points != net:
                raise _refuse(say(N("club", "{side}: net Striche are Striche − Nuller: "
                                            "{striche} − {nuller} = {net}, not {points}"),
                                  side=side.name, striche=side.striche,
                                  nuller=side.nuller or 0, net=net, points=side.points))
        if played is not None:
            _fahnder_not_ended(side, net, target, played)
        if net > most:
            raise _refuse(say(N("club", "{side}: {net} net Striche is not possible: a Fahnder "
                                        "ends at {target}, and one round gives at most 3 "
                                        "(at most {most})"),
                              side=side.name, net=net, target=target, most=most))


def _fahnder_not_ended(side: Side, net: int, target: int, played: int) -> None:
    """A Fahnder broken off after *played* rounds: a round gives a player at most 3
    Striche, and nobody was Fahnder-König yet (net Striche at the target end it). The
    Nuller are not bounded: a misdeed's penalty is no round."""
    most = FAHNDER_ROUND_STRICHE * played
    striche = side.striche if side.striche is not None else net
    if striche > most:
        raise _refuse(plural("club", "{side}: {striche} Striche is not possible: a Fahnder "
                                     "broken off after %n rounds gives a player at most "
                                     "{most} Striche (3 a round)", played,
                             one="{side}: {striche} Striche is not possible: a Fahnder "
                                 "broken off after %n round gives a player at most {most} "
                                 "Striche (3 a round)",
                             side=side.name, striche=striche, most=most),
                      "striche" if side.striche is not None else "points")
    if net >= target:
        raise _refuse(plural("club", "{side}: {net} net Striche is not possible: a Fahnder "
                                     "broken off after %n rounds had no Fahnder-König "
                                     "({target} net Striche): at most {most}", played,
                             one="{side}: {net} net Striche is not possible: a Fahnder "
                                 "broken off after %n round had no Fahnder-König ({target} "
                                 "net Striche): at most {most}",
                             side=side.name, net=net, target=target, most=target - 1))


def _pandur(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    most = PANDUR_MOST
    rule = say(N("club", "Pandur ends at 15 score points; inheritance stops at 14 and a deal "
                         "gives at most 6: 0 to {most}"), most=PANDUR_MOST)
    played = _played(settings, "deals_played")
    if played is not None and played * PANDUR_DEAL < most:
        most = played * PANDUR_DEAL
        rule = plural("club", "a Pandur broken off after %n deals gives a player at most "
                              "{most} score points (6 a deal)", played,
                      one="a Pandur broken off after %n deal gives a player at most {most} "
                          "score points (6 a deal)", most=most)
    for side in sides:
        _range(side, side.points, 0, most, rule)
    out = [side for side in sides if side.points >= PANDUR_OUT]
    if played is not None and len(sides) - len(out) < 2:
        # the last one under 15 is the loser: the Partie has ended
        raise _refuse(plural("club", "{sides}: {points} is not possible: a Pandur broken off "
                                     "after %n deals had not ended: it goes on while two "
                                     "players are under 15", played,
                             one="{sides}: {points} is not possible: a Pandur broken off "
                                 "after %n deal had not ended: it goes on while two players "
                                 "are under 15",
                             sides=and_list([side.name for side in out]),
                             points=and_list([str(side.points) for side in out])))


def _guggitaler_deal(settings: Mapping[str, Any],
                     players: int) -> tuple[int, int, bool, list[int]]:
    """What the evening's Guggitaler deal out to *players*: the number of Guggitaler, the
    penalty points of one (every game's value times its share: 9 or 12 tricks, 9 Schellen, 4
    Ober, one Rosenkönig, one last trick), whether the Domino is played, and its places'
    points (``[0]`` without it)."""
    games = int(settings.get("guggitaler", 1))
    values = [int(settings.get(game, 0)) for game in PENALTY_GAMES]
    shared = (CARDS // players, SCHELLEN_CARDS, OBER_CARDS, 1, 1)
    penalties = sum(v * n for v, n in zip(values, shared, strict=True))
    domino = bool(settings.get("domino", True))
    places = [int(p) for p in settings.get(f"domino_{players}") or []] if domino else [0]
    return games, penalties, domino, places


def _guggitaler(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    """A Guggitaler's totals (RULES.md section 7): what the five games deal out per
    Guggitaler is fixed by the number of players (9 or 12 tricks, 9 Schellen, 4 Ober, one
    Rosenkönig, one last trick), the Domino gives its points back by finishing place."""
    players = len(sides)
    if players not in (3, 4):
        return  # the player count is refused before (the variant's 3 to 4 players)
    games, penalties, domino, places = _guggitaler_deal(settings, players)
    least = games * (min(places) - penalties)
    most = games * max(places)
    step = math.gcd(*(int(settings.get(game, 0)) for game in PENALTY_GAMES), *places)
    for side in sides:
        if domino:
            rule = say(N("club", "{games} Guggitaler with Domino give each of {players} "
                                 "players a total (Domino points − penalty points) of {least} "
                                 "to {most}"),
                       games=games, players=players, least=least, most=most)
        else:
            rule = say(N("club", "{games} Guggitaler without Domino give only penalty "
                                 "points: each of {players} players has a total of {least} "
                                 "to 0"),
                       games=games, players=players, least=least)
        _range(side, side.points, least, most, rule)
        if side.matches:
            raise _refuse(say(N("club", "{side}: Guggitaler has no Matches"), side=side.name),
                          "matches")
        if step and side.points % step:
            raise _refuse(say(N("club", "{side}: {points} is not possible: every penalty and "
                                        "Domino value of the evening is a multiple of {step}, "
                                        "so is every total"),
                              side=side.name, points=side.points, step=step))
    _guggitaler_best(sides, games, places)


def _guggitaler_dealt(settings: Mapping[str, Any], sides: Sequence[Side]) -> None:
    """The table's totals together once every Guggitaler is played: its penalties all dealt
    out, its Domino places all given."""
    players = len(sides)
    if players not in (3, 4):
        return
    games, penalties, domino, places = _guggitaler_deal(settings, players)
    total = sum(s.points for s in sides)
    dealt = games * (sum(places) if domino else 0) - games * penalties
    if total != dealt:
        names = _sum_of([s.points for s in sides])
        raise _refuse(say(N("club", "{games} Guggitaler of {players} players deal out "
                                    "{penalties} penalty points and {domino} Domino points: "
                                    "the totals add up to {dealt}, not {given} = {total}"),
                          games=games, penalties=games * penalties,
                          domino=games * sum(places) if domino else 0, players=players,
                          dealt=dealt, given=names, total=total))


def _guggitaler_best(sides: Sequence[Side], games: int, places: Sequence[int]) -> None:
    """The best totals together: every Guggitaler gives each Domino place once, and a
    penalty only takes away, so the best *k* players have at most the *k* best places'
    points (150 + 150 at a table of four is no Guggitaler: 150 + 100 is the most)."""
    best = sorted(sides, key=lambda side: side.points, reverse=True)
    ranked = sorted(places, reverse=True)
    for count in range(2, min(len(best), len(ranked)) + 1):
        most = games * sum(ranked[:count])
        given = sum(side.points for side in best[:count])
        if given > most:
            raise _refuse(say(N("club", "{sides}: {given} = {total} is not possible: {games} "
                                        "Guggitaler give {count} players at most {most} "
                                        "Domino points together (the {count} best places), "
                                        "and a penalty only takes away"),
                              sides=and_list([side.name for side in best[:count]]),
                              given=_sum_of([side.points for side in best[:count]]),
                              total=given, games=games, count=count, most=most))


_CHECKS = {
    "schieber": _schieber,
    "coiffeur": _coiffeur,
    "molotow": _molotow,
    "differenzler": _differenzler,
    "handjass": _handjass,
    "fahnder": _fahnder,
    "pandur": _pandur,
    "guggitaler": _guggitaler,
}
#: what only a finished Partie keeps (not checked for one recorded unfinished)
_WHOLE_CHECKS = {
    "guggitaler": _guggitaler_dealt,
}
