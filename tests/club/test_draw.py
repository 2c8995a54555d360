"""The draw: tables, fair sit-outs, no repeated partner where possible, stored seat lists."""

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jasstafel.club import ClubInputError, PaperResult, partner_guarantee, table_layout
from jasstafel.club.draw import Layout, draw, repeats

from . import add_members

PLAYERS = range(100, 125)


def check_passen(result, players, teams, layout):
    """Everyone once per Passe; table sizes; partners opposite; sit-outs (and places at
    tables of three) rotate so that counts never differ by more than one."""
    sat_out, at_three = Counter(), Counter()
    for passe in result.passen:
        seated = [p for t in passe.tables for p in t.seats]
        assert sorted(seated + list(passe.sitting_out)) == sorted(players)
        assert len(passe.sitting_out) == layout.sitouts
        assert sorted(len(t.seats) for t in passe.tables) == \
            [3] * layout.threes + [4] * layout.fours
        assert [t.number for t in passe.tables] == list(range(1, layout.tables + 1))
        for table in passe.tables:
            if teams and len(table.seats) == 4:
                s = table.seats
                assert table.teams == ((s[0], s[2]), (s[1], s[3]))
            else:
                assert table.teams == tuple((p,) for p in table.seats)
        sat_out.update(passe.sitting_out)
        at_three.update(p for t in passe.tables if len(t.seats) == 3 for p in t.seats)
        for counts in (sat_out, at_three):
            values = [counts[p] for p in players]
            assert max(values) - min(values) <= 1, "somebody twice before everyone once"


@st.composite
def evenings(draw_, three):
    n = draw_(st.integers(4, 24))
    limit = partner_guarantee(n, three)
    passen = draw_(st.integers(1, 12 if limit is None else limit))
    return n, passen, draw_(st.integers(0, 2**32 - 1))


@settings(max_examples=120, deadline=None)
@given(evenings(three=False))
def test_schieber_never_repeats_a_partner_where_possible(case):
    n, passen, seed = case
    players = list(PLAYERS[:n])
    result = draw(players, passen, teams=True, three=False, rng=random.Random(seed))
    assert result.partner_repeats == ()
    partners = [frozenset(team) for p in result.passen for t in p.tables for team in t.teams]
    assert len(partners) == len(set(partners))
    check_passen(result, players, True, table_layout(n, False))


@settings(max_examples=120, deadline=None)
@given(evenings(three=True))
def test_coiffeur_never_repeats_a_partner_where_possible(case):
    n, passen, seed = case
    players = list(PLAYERS[:n])
    result = draw(players, passen, teams=True, three=True, rng=random.Random(seed))
    assert result.partner_repeats == ()
    check_passen(result, players, True, table_layout(n, True))


@settings(max_examples=60, deadline=None)
@given(st.integers(4, 24), st.integers(1, 8), st.integers(0, 2**32 - 1), st.booleans())
def test_single_player_variants_rotate_fairly(n, passen, seed, three):
    players = list(PLAYERS[:n])
    result = draw(players, passen, teams=False, three=three, rng=random.Random(seed))
    check_passen(result, players, False, table_layout(n, three))


@settings(max_examples=40, deadline=None)
@given(st.integers(5, 23).filter(lambda n: n % 4), st.integers(1, 6), st.integers(1, 6),
       st.integers(0, 2**32 - 1))
def test_sit_outs_rotate_across_a_redraw(n, before, after, seed):
    """Passen drawn later (a redraw from Passe k) continue the rotation of the earlier ones."""
    players = list(PLAYERS[:n])
    rng = random.Random(seed)
    first = draw(players, before, teams=True, three=False, rng=rng)
    second = draw(players, after, teams=True, three=False, rng=rng, history=first.passen)
    assert [p.passe for p in second.passen] == list(range(before + 1, before + after + 1))
    whole = type(first)(first.passen + second.passen, (), 0)
    check_passen(whole, players, True, table_layout(n, False))


@pytest.mark.parametrize("teams", [True, False])
def test_a_late_arrival_is_not_the_first_to_sit_out(teams):
    """13 drawn for two Passen, then a 14th arrives and Passe 2 is drawn again: the Passe he
    missed counts as sat out for the rotation, so the two who sit out Passe 2 are two who
    played Passe 1 (a trial's late arrival sat out the only Passe he came for)."""
    players = list(PLAYERS[:13])
    for seed in range(40):
        rng = random.Random(seed)
        first = draw(players, 2, teams=teams, three=False, rng=rng)
        late = PLAYERS[13]
        again = draw([*players, late], 1, teams=teams, three=False, rng=rng,
                     history=first.passen[:1])
        (second,) = again.passen
        assert late not in second.sitting_out, seed
        assert not set(second.sitting_out) & set(first.passen[0].sitting_out), seed
        assert len(second.sitting_out) == 2


def test_absences_count_as_sat_out_until_everyone_has_sat_out_as_often():
    """Arrived for Passe 3 of five, 9 players at a Schieber (one sits out each Passe): he
    missed two, so he sits out only once everyone else has sat out twice, i.e. not at all."""
    players = list(PLAYERS[:8])
    late = PLAYERS[8]
    for seed in range(20):
        rng = random.Random(seed)
        first = draw(players, 2, teams=True, three=False, rng=rng)  # 8: nobody sits out
        rest = draw([*players, late], 3, teams=True, three=False, rng=rng,
                    history=first.passen)
        assert all(late not in p.sitting_out for p in rest.passen), seed


@pytest.mark.parametrize(("players", "three", "layout"), [
    (4, False, Layout(1, 0, 0)),
    (5, False, Layout(1, 0, 1)),
    (7, False, Layout(1, 0, 3)),
    (10, False, Layout(2, 0, 2)),
    (3, True, Layout(0, 1, 0)),
    (5, True, Layout(1, 0, 1)),  # 5 = 4 + 1: nobody can make a table of three with the one
    (6, True, Layout(0, 2, 0)),
    (7, True, Layout(1, 1, 0)),
    (9, True, Layout(0, 3, 0)),
    (10, True, Layout(1, 2, 0)),
    (13, True, Layout(1, 3, 0)),
    (24, True, Layout(6, 0, 0)),
])
def test_table_layout(players, three, layout):
    assert table_layout(players, three) == layout


@pytest.mark.parametrize(("players", "three"), [(3, False), (2, True), (0, True)])
def test_too_few_players(players, three):
    with pytest.raises(ClubInputError) as refused:
        table_layout(players, three)
    low = 3 if three else 4
    assert str(refused.value) == f"a draw needs at least {low} players, not {players}"


def test_partner_guarantee():
    assert partner_guarantee(4, False) == 3  # all three pairings of four players
    assert partner_guarantee(16, False) == 15  # a round-robin of partners
    assert partner_guarantee(9, False) == 4  # 8 at tables of four: 8 / 2
    assert partner_guarantee(7, True) == 2  # one table of four: 4 / 2
    assert partner_guarantee(6, True) is None  # two tables of three: nobody has a partner


def test_four_players_play_each_pairing_once():
    result = draw([1, 2, 3, 4], 3, teams=True, three=False, rng=random.Random(1))
    teams = {frozenset(map(frozenset, p.tables[0].teams)) for p in result.passen}
    assert len(teams) == 3


def test_five_players_five_passen():
    """The classic: each sits out once, everyone partners everyone exactly once."""
    result = draw(list(range(5)), 5, teams=True, three=False, rng=random.Random(2))
    assert sorted(p for passe in result.passen for p in passe.sitting_out) == [0, 1, 2, 3, 4]
    partners = sorted(tuple(sorted(team)) for passe in result.passen
                      for team in passe.tables[0].teams)
    assert partners == sorted(combinations(range(5), 2))


def test_a_repeat_that_cannot_be_avoided_is_reported():
    result = draw([1, 2, 3, 4], 4, teams=True, three=False, rng=random.Random(3))
    assert len(result.partner_repeats) == 2  # the fourth Passe repeats one pairing
    assert {r[0] for r in result.partner_repeats} == {4}
    assert repeats(result.passen) == (result.partner_repeats, result.opponent_repeats)


@pytest.mark.parametrize("teams", [True, False])
def test_sixteen_players_meet_new_opponents_in_the_second_passe(teams):
    for seed in range(10):
        result = draw(list(range(16)), 2, teams=teams, three=False, rng=random.Random(seed))
        assert result.opponent_repeats == 0


@pytest.mark.parametrize(("players", "passen"), [(12, 3), (8, 3), (16, 4), (20, 4), (24, 5)])
def test_schieber_opponents_never_meet_twice_where_that_is_possible(players, passen):
    """The trial: 12 players over three Passen met the same opponent twice or three times,
    though schedules without any repeat exist (every player: 3 partners and 6 opponents,
    all different). The search finds one, whatever the seed."""
    for seed in range(25):
        result = draw(list(range(players)), passen, teams=True, three=False,
                      rng=random.Random(seed))
        assert result.partner_repeats == () and result.opponent_repeats == 0, seed
        opponents = Counter(frozenset((a, b)) for p in result.passen for t in p.tables
                            for x, y in ((0, 1), (0, 3), (2, 1), (2, 3))
                            for a, b in [(t.seats[x], t.seats[y])])
        assert max(opponents.values()) == 1


def test_without_partners_the_fewest_repeats_that_can_be():
    """Molotow, 12 players at three tables of four: the second Passe must seat two players
    of one first-Passe table together again at each table (four players from three tables),
    so three Passen give at least six repeats; the search finds exactly that."""
    for seed in range(5):
        result = draw(list(range(12)), 3, teams=False, three=False, rng=random.Random(seed))
        assert result.opponent_repeats == 6


def test_a_redraw_avoids_the_opponents_of_the_earlier_passen():
    players = list(range(12))
    first = draw(players, 1, teams=True, three=False, rng=random.Random(4))
    rest = draw(players, 2, teams=True, three=False, rng=random.Random(5), history=first.passen)
    assert repeats(rest.passen, first.passen) == ((), 0)


def test_the_same_seed_draws_the_same():
    one = draw(list(range(13)), 4, teams=True, three=True, rng=random.Random(42))
    two = draw(list(range(13)), 4, teams=True, three=True, rng=random.Random(42))
    assert one == two


def test_a_player_listed_twice_is_refused():
    with pytest.raises(ClubInputError) as refused:
        draw([1, 2, 3, 1], 1, teams=True, three=False)
    assert str(refused.value) == "a player is listed twice for the draw"


@pytest.mark.parametrize("passen", [0, -1])
def test_a_draw_without_a_passe_is_refused(passen):
    with pytest.raises(ClubInputError) as refused:
        draw([1, 2, 3, 4], passen, teams=True, three=False)
    assert str(refused.value) == "a draw needs at least one Passe"


# -- stored in the club ------------------------------------------------------------------------


def test_the_draw_is_stored_as_a_seat_list(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody", "Hans",
                             "Ida"])
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=3)
    result = club.draw(evening.id, list(ids.values()), rng=random.Random(5))
    assert club.drawn(evening.id) == list(result.passen)
    assert club.evening(evening.id).tables == 2
    rows = club.seat_list(evening.id)
    assert len(rows) == 27  # 9 members × 3 Passen
    first = [r for r in rows if r.passe == 1]
    assert [(r.table, r.seat, r.team) for r in first] == [
        (1, 1, "A"), (1, 2, "B"), (1, 3, "A"), (1, 4, "B"),
        (2, 1, "A"), (2, 2, "B"), (2, 3, "A"), (2, 4, "B"), (None, None, "")]
    names = {v: k for k, v in ids.items()}
    assert all(r.name == names[r.member_id] for r in rows)
    assert sorted(r.member_id for r in rows if r.table is None) == \
        sorted(p for passe in result.passen for p in passe.sitting_out)


def test_a_redraw_keeps_earlier_passen_and_avoids_their_partners(club):
    ids = list(add_members(club, [f"Player {c}" for c in "ABCDEFGH"]).values())
    evening = club.new_evening("2026-11-26", "coiffeur", passen=3)
    first = club.draw(evening.id, ids, rng=random.Random(6))
    club.record_result(evening.id, 1, 1, [PaperResult(m, 100) for m in
                                          first.passen[0].tables[0].seats])
    with pytest.raises(ClubInputError, match="Passe 1 already has results"):
        club.draw(evening.id, ids, rng=random.Random(7))
    again = club.draw(evening.id, ids, rng=random.Random(7), from_passe=2)
    stored = club.drawn(evening.id)
    assert stored[0] == first.passen[0]
    assert stored[1:] == list(again.passen)
    assert repeats(stored)[0] == ()


def test_a_draw_with_tables_of_three_or_sit_outs(club):
    ids = list(add_members(club, [f"Player {c}" for c in "ABCDEFG"]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    three = club.draw(evening.id, ids, rng=random.Random(8))
    assert [len(t.seats) for t in three.passen[0].tables] == [4, 3]
    out = club.draw(evening.id, ids, rng=random.Random(8), three=False)
    assert [len(t.seats) for t in out.passen[0].tables] == [4]
    assert len(out.passen[0].sitting_out) == 3


def test_inactive_members_are_not_drawn(club):
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    club.deactivate(ids[0])
    evening = club.new_evening("2026-11-26", "schieber")
    with pytest.raises(ClubInputError, match="Anna is not active"):
        club.draw(evening.id, ids)


def test_a_seat_list_of_a_variant_without_teams_names_no_team(club):
    """Molotow at tables of four: no team letters; a sit-out's row keeps his short name."""
    ids = [club.add_member(name, short).id for name, short in (
        ("Anna Meier", "Anna"), ("Beat Huber", "Bä"), ("Cla Caduff", "Cla"),
        ("Dora Frei", "Dodo"), ("Emil Keller", "Migg"))]
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    club.draw(evening.id, ids, rng=random.Random(5))
    rows = club.seat_list(evening.id)
    assert [(r.passe, r.table, r.seat, r.team) for r in rows] == [
        (1, 1, 1, ""), (1, 1, 2, ""), (1, 1, 3, ""), (1, 1, 4, ""), (1, None, None, ""),
        (2, 1, 1, ""), (2, 1, 2, ""), (2, 1, 3, ""), (2, 1, 4, ""), (2, None, None, "")]
    shorts = {m.id: m.short_name for m in club.members()}
    assert all(r.short_name == shorts[r.member_id] for r in rows)
    assert {r.member_id for r in rows if r.table is None} <= set(ids)
