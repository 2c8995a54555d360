"""The draw (Auslosung): who sits at which table, and with whom, in every Passe of an evening.

Pure Python: players are plain ints (member ids), randomness comes from a ``random.Random``
the caller passes (seeded in tests), nothing is stored here.

The rules the draw keeps:

- **Tables.** Tables of four. When the number of players is not divisible by four and the
  variant can be played by three (Coiffeur with three single players, Molotow, Differenzler,
  Handjass, Punktetafel, Guggitaler), the rest sit at tables of three: 7 = 4 + 3, 10 = 4 + 3 + 3,
  9 = 3 + 3 + 3. Otherwise (Schieber, Fahnder, Pandur, and 5 players) the rest **sit out**.
- **Sit-outs rotate**: in every Passe the players who sat out least often sit out, so nobody
  sits out twice before everyone has once. A Passe of a redraw's history a player was not in
  (he came late) counts as sat out: a late arrival is not the first to sit out again. Places
  at tables of three rotate the same way.
- **Partners** (team variants: Schieber, Coiffeur at a table of four): nobody gets the same
  partner twice in an evening when that is possible. Guaranteed (see
  :func:`partner_guarantee`) for up to ``n - 1`` Passen when all ``n`` players sit at tables
  of four (a round-robin of partners, the "circle method"), and otherwise for up to ``m / 2``
  Passen, where ``m`` is the number of players at tables of four in a Passe (then a partner
  is always free, whatever the earlier Passen were: Dirac's theorem). Beyond that the draw
  searches; if it finds no way, it repeats as few partners as it can and reports them.
- **Opponents** (everybody else at the table): nobody meets the same opponent twice where
  that is possible. After the Passen are drawn, a search (simulated annealing over swaps of
  two players between tables of the same size, or between the two teams of a table) looks
  for a seating in which no pair are opponents twice over the evening, counting the earlier
  Passen; it never accepts a swap that repeats a partner more often, and stops at the first
  seating without any repeat (Schieber: 12 players over three Passen, 16 over four, none
  repeats). Its steps are counted, not timed: the same seed draws the same. (In a variant
  without partners everybody at a table is an opponent: 12 players at three tables of four
  must meet someone again in the second Passe already, as four players from three tables
  always include two from one.)

Seats: at a table of four of a team variant, seats 1 and 3 are team A, 2 and 4 team B
(partners sit opposite, as ``jasstafel.core.matchfile.default_teams`` expects).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from ..core.errors import QT_TRANSLATE_NOOP as N
from .errors import ClubInputError, say
from .models import Member

Pair = frozenset[int]

#: per variant: (team variant with partners at tables of four, tables of three allowed)
VARIANT_TABLES: dict[str, tuple[bool, bool]] = {
    "schieber": (True, False),
    "coiffeur": (True, True),
    "fahnder": (False, False),
    "pandur": (False, False),
    "molotow": (False, True),
    "differenzler": (False, True),
    "handjass": (False, True),
    "punktetafel": (False, True),
    "guggitaler": (False, True),
}

SEARCH_BUDGET = 20_000  # matching steps per attempt before the search starts over
SEARCH_ATTEMPTS = 4
PAIRING_SAMPLES = 8  # partner pairings compared per Passe for the fewest repeated opponents
GROUPING_STARTS = 4  # random starts of the local search that seats players at tables
UNTANGLE_STEPS = 1_500  # swaps tried per table and Passe by the search against repeats
UNTANGLE_MOST = 40_000  # swaps tried at most (a long evening of many tables)
UNTANGLE_HOT = 1.5  # its starting temperature: a swap adding one repeat is taken at e^(-2/3)


@dataclass(frozen=True)
class Layout:
    """How many tables of four and of three, and how many sit out, in every Passe."""

    fours: int
    threes: int
    sitouts: int

    @property
    def tables(self) -> int:
        return self.fours + self.threes


@dataclass(frozen=True)
class TableDraw:
    """One table in one Passe: members in seat order; ``teams`` lists the partner groups
    (two pairs at a table of four of a team variant, else one group per player)."""

    number: int
    seats: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class PasseDraw:
    passe: int
    tables: tuple[TableDraw, ...]
    sitting_out: tuple[int, ...]


@dataclass(frozen=True)
class DrawResult:
    """The Passen drawn, the partners that had to be repeated ``(passe, a, b)`` (empty when
    the draw could avoid it) and how many times two opponents met again."""

    passen: tuple[PasseDraw, ...]
    partner_repeats: tuple[tuple[int, int, int], ...]
    opponent_repeats: int


def table_layout(players: int, three: bool) -> Layout:
    """Tables of four, the rest at tables of three if *three*, else sitting out."""
    if three:
        for threes in range(4):
            rest = players - 3 * threes
            if rest < 0:
                break
            if rest % 4 == 0 and players > 0:
                return Layout(rest // 4, threes, 0)
    sitouts = players % 4
    if players - sitouts < 4:
        low = 3 if three else 4
        raise ClubInputError(say(N("club", "a draw needs at least {low} players, not {count}"),
                                 low=low, count=players))
    return Layout((players - sitouts) // 4, 0, sitouts)


def partner_guarantee(players: int, three: bool) -> int | None:
    """The number of Passen for which the draw never repeats a partner (None: no limit,
    because nobody has a partner, e.g. two tables of three)."""
    layout = table_layout(players, three)
    if layout.fours == 0:
        return None
    if layout.threes == 0 and layout.sitouts == 0:
        return players - 1
    return 2 * layout.fours  # m / 2 with m = 4 × tables of four


# -- the tally of an evening so far ------------------------------------------------------------


class _Tally:
    def __init__(self) -> None:
        self.partners: Counter[Pair] = Counter()
        self.met: Counter[Pair] = Counter()
        self.sat_out: Counter[int] = Counter()
        self.at_three: Counter[int] = Counter()

    def copy(self) -> _Tally:
        other = _Tally()
        other.partners.update(self.partners)
        other.met.update(self.met)
        other.sat_out.update(self.sat_out)
        other.at_three.update(self.at_three)
        return other

    def add(self, passe: PasseDraw) -> None:
        for player in passe.sitting_out:
            self.sat_out[player] += 1
        for table in passe.tables:
            if len(table.seats) == 3:
                for player in table.seats:
                    self.at_three[player] += 1
            for a, b in combinations(table.seats, 2):
                pair = frozenset((a, b))
                together = any(a in team and b in team for team in table.teams)
                (self.partners if together else self.met)[pair] += 1


def repeats(passen: Sequence[PasseDraw],
            history: Sequence[PasseDraw] = ()) -> tuple[tuple[tuple[int, int, int], ...], int]:
    """Partner repeats ``(passe, a, b)`` and the number of repeated opponent meetings (two
    players opponents again) in *passen*, counting *history* as earlier Passen."""
    tally = _Tally()
    for passe in history:
        tally.add(passe)
    partner: list[tuple[int, int, int]] = []
    met = 0
    for passe in passen:
        for table in passe.tables:
            for a, b in combinations(table.seats, 2):
                pair = frozenset((a, b))
                if any(a in team and b in team for team in table.teams):
                    if tally.partners[pair]:
                        partner.append((passe.passe, min(a, b), max(a, b)))
                elif tally.met[pair]:
                    met += 1
        tally.add(passe)
    return tuple(partner), met


# -- the draw ------------------------------------------------------------------------------------


def draw(players: Sequence[int], passen: int, *, teams: bool, three: bool,
         rng: random.Random | None = None, history: Sequence[PasseDraw] = ()) -> DrawResult:
    """Draw *passen* Passen for *players* (numbered after the Passen in *history*)."""
    rng = rng or random.Random()
    players = list(players)
    if len(set(players)) != len(players):
        raise ClubInputError(say(N("club", "a player is listed twice for the draw")))
    if passen < 1:
        raise ClubInputError(say(N("club", "a draw needs at least one Passe")))
    layout = table_layout(len(players), three)
    first = 1 + max((p.passe for p in history), default=0)
    tally = _Tally()
    for passe in history:
        tally.add(passe)
        # a Passe a player missed (he came later) counts as sat out for the rotation: who
        # has not played yet is not the first to sit out again
        there = {m for table in passe.tables for m in table.seats} | set(passe.sitting_out)
        for player in players:
            if player not in there:
                tally.sat_out[player] += 1

    drawn: list[PasseDraw] | None = None
    if teams and layout.fours:
        drawn = _greedy_teams(players, passen, first, layout, tally, rng)
    if drawn is None:
        plan = None
        if teams and layout.fours:
            plan = _partner_plan(players, passen, layout, tally, rng, bool(history))
        drawn = []
        for index in range(passen):
            if plan is not None:
                out, at_three, pairs = plan[index]
            else:
                out = next(_fair(players, tally.sat_out, layout.sitouts, rng))
                rest = [p for p in players if p not in out]
                at_three = next(_fair(rest, tally.at_three, 3 * layout.threes, rng))
                pairs = []
            passe = _seat(first + index, out, at_three, pairs, players, layout, teams, tally,
                          rng)
            tally.add(passe)
            drawn.append(passe)
    drawn = untangle(drawn, history, teams, rng)
    partner_repeats, opponent_repeats = repeats(drawn, history)
    return DrawResult(tuple(drawn), partner_repeats, opponent_repeats)


# -- the search against repeated meetings ----------------------------------------------------------


class _Meetings:
    """How often each pair were partners, and opponents (everybody else at a table), over
    the evening: the repeats are the meetings of either kind beyond the first."""

    def __init__(self, teams: bool) -> None:
        self.teams = teams
        self.opponents: Counter[tuple[int, int]] = Counter()
        self.partners: Counter[tuple[int, int]] = Counter()

    def change(self, table: Sequence[int], sign: int) -> tuple[int, int]:
        """Add (+1) or take away (-1) a table: the change of (partner repeats, opponent
        repeats)."""
        team_table = self.teams and len(table) == 4
        partner_delta = opponent_delta = 0
        for i, j in combinations(range(len(table)), 2):
            a, b = table[i], table[j]
            pair = (a, b) if a < b else (b, a)
            # seats 1 + 3 and 2 + 4 of a team table are partners
            counter = self.partners if team_table and i % 2 == j % 2 else self.opponents
            count = counter[pair]
            delta = (count >= 1) if sign > 0 else -(count > 1)
            counter[pair] = count + sign
            if counter is self.partners:
                partner_delta += delta
            else:
                opponent_delta += delta
        return partner_delta, opponent_delta


def untangle(passen: Sequence[PasseDraw], history: Sequence[PasseDraw], teams: bool,
             rng: random.Random) -> list[PasseDraw]:
    """The Passen with as few repeated meetings as the search finds (see the module
    docstring): sit-outs and tables of three stay, partner repeats never grow."""
    tables = [[list(t.seats) for t in p.tables] for p in passen]
    meetings = _Meetings(teams)
    for passe in history:
        for table in passe.tables:
            meetings.change(table.seats, 1)
    partner_cost = meet_cost = 0
    for passe_tables in tables:
        for seats in passe_tables:
            dp, dm = meetings.change(seats, 1)
            partner_cost, meet_cost = partner_cost + dp, meet_cost + dm
    moves = [k for k, passe_tables in enumerate(tables)
             if _sizes_repeat(passe_tables) or (teams and any(len(t) == 4 for t in passe_tables))]
    floor = _opponent_floor(tables, history, teams)
    if not moves or (partner_cost, meet_cost) <= (0, floor):
        return list(passen)
    best = (partner_cost, meet_cost)
    best_tables = [[list(t) for t in p] for p in tables]
    steps = min(UNTANGLE_MOST, UNTANGLE_STEPS * sum(len(p) for p in tables))
    for step in range(steps):
        heat = UNTANGLE_HOT * (1 - step / steps) + 0.05
        passe_tables = tables[rng.choice(moves)]
        swap = _pick_swap(passe_tables, teams, rng)
        if swap is None:
            continue
        dp, dm = _swap(meetings, passe_tables, *swap)
        if dp > 0 or (dp == 0 and dm > 0 and rng.random() >= math.exp(-dm / heat)):
            _swap(meetings, passe_tables, *swap)  # undo
            continue
        partner_cost, meet_cost = partner_cost + dp, meet_cost + dm
        if (partner_cost, meet_cost) < best:
            best = (partner_cost, meet_cost)
            best_tables = [[list(t) for t in p] for p in tables]
            if partner_cost == 0 and meet_cost <= floor:
                break  # nothing better exists
    return [PasseDraw(p.passe, tuple(_table(t.number, seats, teams)
                                     for t, seats in zip(p.tables, chosen, strict=True)),
                      p.sitting_out)
            for p, chosen in zip(passen, best_tables, strict=True)]


def _opponent_floor(tables: Sequence[Sequence[Sequence[int]]], history: Sequence[PasseDraw],
                    teams: bool) -> int:
    """Opponent repeats no seating can avoid: a player with more opponent places over the
    evening than other players repeats the difference (each repeat involves two players)."""
    places: Counter[int] = Counter()
    everyone: set[int] = set()
    passen = [[list(t.seats) for t in p.tables] for p in history] + [
        [list(t) for t in p] for p in tables]
    for passe_tables in passen:
        for seats in passe_tables:
            partners = 1 if teams and len(seats) == 4 else 0
            for player in seats:
                places[player] += len(seats) - 1 - partners
                everyone.add(player)
    others = len(everyone) - 1
    excess = sum(max(0, count - others) for count in places.values())
    return (excess + 1) // 2


def _sizes_repeat(passe_tables: Sequence[Sequence[int]]) -> bool:
    sizes = [len(t) for t in passe_tables]
    return len(set(sizes)) < len(sizes)


def _pick_swap(passe_tables: list[list[int]], teams: bool,
               rng: random.Random) -> tuple[int, int, int, int] | None:
    """Two seats (table, seat, table, seat) whose players may change places: at tables of
    the same size, or in the two teams of one table."""
    a = rng.randrange(len(passe_tables))
    same = [b for b in range(len(passe_tables))
            if b != a and len(passe_tables[b]) == len(passe_tables[a])]
    size = len(passe_tables[a])
    within = teams and size == 4
    if not same and not within:
        return None
    if same and (not within or rng.random() < 0.75):
        return a, rng.randrange(size), rng.choice(same), rng.randrange(size)
    i = rng.randrange(size)
    return a, i, a, (i + 1 + 2 * rng.randrange(2)) % 4  # a seat of the other team


def _swap(meetings: _Meetings, passe_tables: list[list[int]], a: int, i: int, b: int,
          j: int) -> tuple[int, int]:
    """Swap two players; the change of (partner repeats, repeats)."""
    dp = dm = 0
    for table in {a, b}:
        p, m = meetings.change(passe_tables[table], -1)
        dp, dm = dp + p, dm + m
    passe_tables[a][i], passe_tables[b][j] = passe_tables[b][j], passe_tables[a][i]
    for table in {a, b}:
        p, m = meetings.change(passe_tables[table], 1)
        dp, dm = dp + p, dm + m
    return dp, dm


def _table(number: int, seats: Sequence[int], teams: bool) -> TableDraw:
    if teams and len(seats) == 4:
        return TableDraw(number, tuple(seats), ((seats[0], seats[2]), (seats[1], seats[3])))
    return TableDraw(number, tuple(seats), tuple((p,) for p in seats))


def _greedy_teams(players: list[int], passen: int, first: int, layout: Layout,
                  tally: _Tally, rng: random.Random) -> list[PasseDraw] | None:
    """Passe by Passe: fair sit-outs and tables of three, then of several partner pairings
    nobody had yet the one that repeats the fewest opponents. None when all sit at tables of
    four for more than ``n / 2`` Passen (tight: the search over the whole evening does better),
    or when a Passe finds no pairing without a repeated partner (then the evening is searched
    as a whole)."""
    everyone_at_fours = layout.threes == 0 and layout.sitouts == 0
    if everyone_at_fours and passen > len(players) // 2:
        return None
    scratch = tally.copy()
    drawn = []
    for index in range(passen):
        out = next(_fair(players, scratch.sat_out, layout.sitouts, rng))
        rest = [p for p in players if p not in out]
        at_three = next(_fair(rest, scratch.at_three, 3 * layout.threes, rng))
        four = [p for p in rest if p not in at_three]
        used = {pair for pair, count in scratch.partners.items() if count}
        best: tuple[int, PasseDraw] | None = None  # (opponents met again, the Passe)
        for _ in range(PAIRING_SAMPLES):
            try:
                pairs = next(_matchings(four, used, rng, [SEARCH_BUDGET]), None)
            except _OutOfBudget:
                pairs = None
            if pairs is None:
                return None
            passe = _seat(first + index, out, at_three, pairs, players, layout, True,
                          scratch, rng)
            cost = _met_again(passe, scratch)
            if best is None or cost < best[0]:
                best = (cost, passe)
            if cost == 0:
                break
        assert best is not None  # PAIRING_SAMPLES > 0
        scratch.add(best[1])
        drawn.append(best[1])
    return drawn


def _met_again(passe: PasseDraw, tally: _Tally) -> int:
    """How many opponents of *passe* met before (as opponents or partners)."""
    count = 0
    for table in passe.tables:
        for a, b in combinations(table.seats, 2):
            if not any(a in team and b in team for team in table.teams):
                pair = frozenset((a, b))
                count += tally.met[pair] > 0 or tally.partners[pair] > 0
    return count


def _partner_plan(players: list[int], passen: int, layout: Layout, tally: _Tally,
                  rng: random.Random, has_history: bool
                  ) -> list[tuple[tuple[int, ...], tuple[int, ...], list[tuple[int, int]]]]:
    """Sit-outs, tables of three and partner pairs for every Passe, no partner twice if the
    draw can find a way; else the fewest repeats Passe by Passe."""
    for _ in range(SEARCH_ATTEMPTS):
        found = _search(players, passen, layout, tally, rng)
        if found is not None:
            return found
    # the search ran out of steps: where everybody sits at tables of four and no Passe was
    # played yet, a round-robin always has new partners for up to n - 1 Passen
    everyone_at_fours = layout.threes == 0 and layout.sitouts == 0
    if everyone_at_fours and not has_history and passen <= len(players) - 1:
        return [((), (), pairs) for pairs in _circle(players, passen, rng)]
    # no way without repeats was found: the fewest repeats, Passe by Passe
    plan = []
    scratch = tally.copy()
    for _ in range(passen):
        out = next(_fair(players, scratch.sat_out, layout.sitouts, rng))
        rest = [p for p in players if p not in out]
        at_three = next(_fair(rest, scratch.at_three, 3 * layout.threes, rng))
        four = [p for p in rest if p not in at_three]
        pairs = _least_repeated_pairs(four, scratch, rng)
        for p in out:
            scratch.sat_out[p] += 1
        for p in at_three:
            scratch.at_three[p] += 1
        for a, b in pairs:
            scratch.partners[frozenset((a, b))] += 1
        plan.append((out, at_three, pairs))
    return plan


class _OutOfBudget(Exception):
    pass


def _search(players: list[int], passen: int, layout: Layout, tally: _Tally,
            rng: random.Random
            ) -> list[tuple[tuple[int, ...], tuple[int, ...], list[tuple[int, int]]]] | None:
    """Depth-first over the Passen: fair sit-outs and tables of three, then partner pairs
    nobody had yet; backtracks into earlier Passen when a later one has no way out."""
    used: set[Pair] = {pair for pair, count in tally.partners.items() if count}
    sat_out = Counter(tally.sat_out)
    at_three = Counter(tally.at_three)
    budget = [SEARCH_BUDGET]
    plan: list[tuple[tuple[int, ...], tuple[int, ...], list[tuple[int, int]]]] = []

    def passe(index: int) -> bool:
        if index == passen:
            return True
        for out in _fair(players, sat_out, layout.sitouts, rng):
            rest = [p for p in players if p not in out]
            for three in _fair(rest, at_three, 3 * layout.threes, rng):
                _spend(budget)
                four = [p for p in rest if p not in three]
                for pairs in _matchings(four, used, rng, budget):
                    plan.append((out, three, pairs))
                    for p in out:
                        sat_out[p] += 1
                    for p in three:
                        at_three[p] += 1
                    new = [frozenset(pair) for pair in pairs]
                    used.update(new)
                    if passe(index + 1):
                        return True
                    used.difference_update(new)
                    for p in out:
                        sat_out[p] -= 1
                    for p in three:
                        at_three[p] -= 1
                    plan.pop()
        return False

    try:
        return plan if passe(0) else None
    except _OutOfBudget:
        return None


def _fair(pool: Sequence[int], counts: Counter[int], k: int,
          rng: random.Random) -> Iterator[tuple[int, ...]]:
    """Every choice of *k* players that keeps the rotation fair: whoever has the lowest
    count goes first, so counts never differ by more than one (in random order)."""
    if k == 0:
        yield ()
        return
    fixed: list[int] = []
    for level in sorted({counts[p] for p in pool}):
        group = [p for p in pool if counts[p] == level]
        if len(fixed) + len(group) <= k:
            fixed += group
            if len(fixed) == k:
                yield tuple(fixed)
                return
            continue
        rng.shuffle(group)
        for chosen in combinations(group, k - len(fixed)):
            yield (*fixed, *chosen)
        return


def _matchings(players: list[int], used: set[Pair], rng: random.Random,
               budget: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Perfect matchings of *players* into partner pairs that are not in *used*, in random
    order; the player with the fewest possible partners is placed first."""
    allowed = {p: {q for q in players if q != p and frozenset((p, q)) not in used}
               for p in players}
    yield from _match(set(players), allowed, rng, budget)


def _match(left: set[int], allowed: dict[int, set[int]], rng: random.Random,
           budget: list[int]) -> Iterator[list[tuple[int, int]]]:
    if not left:
        yield []
        return
    order = list(left)
    rng.shuffle(order)
    player = min(order, key=lambda p: len(allowed[p] & left))
    options = list(allowed[player] & left)
    rng.shuffle(options)
    for partner in options:
        _spend(budget)
        for matching in _match(left - {player, partner}, allowed, rng, budget):
            yield [(player, partner), *matching]


def _spend(budget: list[int]) -> None:
    budget[0] -= 1
    if budget[0] < 0:
        raise _OutOfBudget


def _circle(players: list[int], passen: int, rng: random.Random) -> list[list[tuple[int, int]]]:
    """Partner pairs from a round-robin (circle method): in ``n - 1`` rounds everybody
    partners everybody else exactly once; *passen* of them, players and rounds shuffled."""
    order = list(players)
    rng.shuffle(order)
    fixed, ring = order[-1], order[:-1]
    size = len(ring)
    rounds = []
    for r in range(size):
        pairs = [(fixed, ring[r])]
        pairs += [(ring[(r + i) % size], ring[(r - i) % size]) for i in range(1, len(order) // 2)]
        rounds.append(pairs)
    rng.shuffle(rounds)
    return rounds[:passen]


def _least_repeated_pairs(players: list[int], tally: _Tally,
                          rng: random.Random) -> list[tuple[int, int]]:
    """Partner pairs with as few repeats as a local search finds (pairs of pairs are
    re-paired while that lowers the count)."""
    order = list(players)
    rng.shuffle(order)
    pairs = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]

    def cost(a: int, b: int) -> int:
        return tally.partners[frozenset((a, b))]

    improved = True
    while improved:
        improved = False
        for i, j in combinations(range(len(pairs)), 2):
            (a, b), (c, d) = pairs[i], pairs[j]
            now = cost(a, b) + cost(c, d)
            for x, y in (((a, c), (b, d)), ((a, d), (b, c))):
                if cost(*x) + cost(*y) < now:
                    pairs[i], pairs[j] = x, y
                    improved = True
                    break
    return pairs


# -- seating the tables ----------------------------------------------------------------------


def _seat(number: int, out: tuple[int, ...], at_three: tuple[int, ...],
          pairs: list[tuple[int, int]], players: list[int], layout: Layout, teams: bool,
          tally: _Tally, rng: random.Random) -> PasseDraw:
    """Put the Passe's players at numbered tables, with as few repeated opponents as found."""
    tables: list[TableDraw] = []
    at_four = [p for p in players if p not in out and p not in at_three]
    if teams and layout.fours:
        for first, second in _group_pairs(pairs, tally, rng):
            a1, a2 = first if rng.random() < 0.5 else first[::-1]
            b1, b2 = second if rng.random() < 0.5 else second[::-1]
            tables.append(TableDraw(0, (a1, b1, a2, b2), ((a1, a2), (b1, b2))))
        groups = []
    else:
        groups = _group_singles(at_four, [4] * layout.fours, tally, rng)
    groups += _group_singles(list(at_three), [3] * layout.threes, tally, rng)
    for group in groups:
        seats = tuple(group)
        tables.append(TableDraw(0, seats, tuple((p,) for p in seats)))
    rng.shuffle(tables)
    tables.sort(key=lambda t: -len(t.seats))  # tables of four first, then of three
    numbered = tuple(TableDraw(i + 1, t.seats, t.teams) for i, t in enumerate(tables))
    return PasseDraw(number, numbered, tuple(sorted(out)))


def _group_pairs(pairs: list[tuple[int, int]], tally: _Tally,
                 rng: random.Random) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Two pairs per table, swapped between tables while that lowers repeated opponents."""
    order = list(pairs)
    rng.shuffle(order)
    tables = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]

    def cost(x: tuple[int, int], y: tuple[int, int]) -> int:
        return sum(tally.met[frozenset((a, b))] for a in x for b in y)

    improved = True
    while improved:
        improved = False
        for i, j in combinations(range(len(tables)), 2):
            (p, q), (r, s) = tables[i], tables[j]
            now = cost(p, q) + cost(r, s)
            for t1, t2 in (((p, r), (q, s)), ((p, s), (q, r))):
                if cost(*t1) + cost(*t2) < now:
                    tables[i], tables[j] = t1, t2
                    improved = True
                    break
    return tables


def _group_singles(players: list[int], sizes: list[int], tally: _Tally,
                   rng: random.Random) -> list[list[int]]:
    """Players at tables of the given sizes with as few repeated meetings as a local search
    finds (partners count as met too): the best of a few random starts."""
    index = {p: i for i, p in enumerate(players)}
    weight = [[0] * len(players) for _ in players]
    for counter in (tally.met, tally.partners):
        for pair, count in counter.items():
            a, b = tuple(pair)
            if count and a in index and b in index:
                weight[index[a]][index[b]] += count
                weight[index[b]][index[a]] += count
    best: list[list[int]] = []
    best_cost = -1
    for _ in range(GROUPING_STARTS if len(sizes) > 1 else 1):
        tables, cost = _group_once(len(players), sizes, weight, rng)
        if best_cost < 0 or cost < best_cost:
            best, best_cost = tables, cost
        if cost == 0:
            break
    return [[players[i] for i in table] for table in best]


def _group_once(count: int, sizes: list[int], weight: list[list[int]],
                rng: random.Random) -> tuple[list[list[int]], int]:
    """One local search over player indices: two players of different tables swap places
    while that lowers the number of repeated meetings."""
    order = list(range(count))
    rng.shuffle(order)
    tables: list[list[int]] = []
    start = 0
    for size in sizes:
        tables.append(order[start:start + size])
        start += size

    def load(player: int, table: list[int], without: int) -> int:
        row = weight[player]
        return sum(row[p] for p in table) - row[without]

    improved = True
    rounds = 0
    while improved and rounds < 50:
        improved = False
        rounds += 1
        for i, j in combinations(range(len(tables)), 2):
            ti, tj = tables[i], tables[j]
            for x in range(len(ti)):
                for y in range(len(tj)):
                    a, b = ti[x], tj[y]
                    # a leaves table i for j, b the other way (weight[p][p] is 0)
                    now = load(a, ti, a) + load(b, tj, b)
                    then = load(b, ti, a) + load(a, tj, b)
                    if then < now:
                        ti[x], tj[y] = b, a
                        improved = True
    cost = sum(weight[a][b] for table in tables for a, b in combinations(table, 2))
    return tables, cost


# -- where a match was played ----------------------------------------------------------------


def _name_key(text: str) -> str:
    return " ".join(text.split()).casefold()


def players_at(names: Sequence[str], seats: Sequence[int],
               members: Mapping[int, Member]) -> list[int] | None:
    """The drawn members *seats* in the order of the match's *names*, if they are the same
    people (by name or short name), else None."""
    by_name: dict[str, int] = {}
    for member_id in seats:
        member = members.get(member_id)
        if member is None:
            return None
        by_name[_name_key(member.name)] = member_id
        if member.short_name:
            by_name.setdefault(_name_key(member.short_name), member_id)
    ids = [by_name.get(_name_key(name)) for name in names]
    if None in ids or len(set(ids)) != len(seats) or len(ids) != len(seats):
        return None
    return [i for i in ids if i is not None]


def tables_of(names: Sequence[str], drawn: Sequence[PasseDraw],
              members: Mapping[int, Member]) -> list[tuple[int, int, list[int]]]:
    """Every drawn table whose players are a match's *names*: (Passe, table, the members in
    the match's seat order); the window and ``club import`` both place a match file by it."""
    found = []
    for passe in drawn:
        for table in passe.tables:
            ids = players_at(names, table.seats, members)
            if ids is not None:
                found.append((passe.passe, table.number, ids))
    return found
