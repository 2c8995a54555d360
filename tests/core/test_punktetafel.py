"""Punktetafel (free board), RULES.md section 7. Expected values are worked out by hand."""

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jasstafel.core import RuleViolation, Team, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound

PLAYERS = ["Anna", "Beat", "Cla"]


def tafel(players=PLAYERS, preset="standard", teams=None, **settings):
    return new_match("punktetafel", list(players), preset=preset, teams=teams,
                     settings=settings or None)


def rnd(*points, note=""):
    return PunktetafelRound(points=list(points), note=note)


def totals(m):
    return [s.total for s in m.board().sides]


def refused(m, entry, rule):
    """The entry is refused with *rule*, and neither the state nor the board changed."""
    before = m.board()
    if not m.finished:
        state = m.rules.start()
        for e in m.entries:
            m.rules.apply(state, e)
        snapshot = copy.deepcopy(state)
        with pytest.raises(RuleViolation) as direct:
            m.rules.apply(state, entry)
        assert direct.value.rule == rule
        assert state == snapshot
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert err.value.rule == rule
    assert m.board() == before
    return err.value


# -- the free board ------------------------------------------------------------------------------


def test_points_per_round_negative_allowed():
    # 50 / -20 / 0, then 30 / 100 / -5 -> 80 / 80 / -5
    m = tafel()
    m.add(rnd(50, -20, 0, note="Bieter"))
    m.add(rnd(30, 100, -5))
    board = m.board()
    assert totals(m) == [80, 80, -5]
    assert board.entries[0].text == "50 / -20 / 0: Bieter"
    assert board.entries[1].written == [30, 100, -5]
    assert board.ranks == [1, 1, 3]
    assert board.sides[2].figures["behind"] == 85  # 80 - (-5)
    assert board.figures["lead"] == 0


def test_without_target_or_rounds_it_never_ends_by_itself():
    m = tafel()
    for _ in range(30):
        m.add(rnd(1000, 0, 0))
    assert not m.finished
    assert m.board().status == "Round 31; no target: close the board to end it"


def test_close_ends_it_higher_wins():
    # 120 / 80 / 95: Anna wins
    m = tafel()
    m.add(rnd(120, 80, 95))
    m.add(PunktetafelClose())
    board = m.board()
    assert board.finished
    assert board.winners == [0]
    assert board.ranks == [1, 3, 2]
    assert board.status == "Won by Anna with 120 (closed after 1 round)"
    assert board.entries[-1].kind == "close"
    assert board.entries[-1].written == [0, 0, 0]
    assert board.figures["end"] == "closed"
    refused(m, rnd(1, 1, 1), "match.finished")


def test_close_with_a_tie_shares_the_win():
    m = tafel()
    m.add(rnd(50, 50, 10))
    m.add(PunktetafelClose())
    board = m.board()
    assert board.winners == [0, 1]
    assert board.status == "Anna and Beat win (tie) with 50 (closed after 1 round)"


def test_close_needs_a_round():
    refused(tafel(), PunktetafelClose(), "punktetafel.close_empty")


def test_lower_wins():
    # wins=lower, closed: 120 / 80 / 95 -> Beat wins
    m = tafel(wins="lower")
    m.add(rnd(120, 80, 95))
    m.add(PunktetafelClose())
    board = m.board()
    assert board.winners == [1]
    assert board.ranks == [3, 1, 2]
    assert board.sides[0].figures["behind"] == 40  # 120 - 80


def test_points_for_every_side():
    m = tafel()
    refused(m, rnd(1, 2), "punktetafel.sides")
    refused(m, rnd(1, 2, 3, 4), "punktetafel.sides")


def test_points_guard_against_typing_errors():
    m = tafel()
    refused(m, rnd(1_000_001, 0, 0), "punktetafel.points_range")
    refused(m, rnd(0, -1_000_001, 0), "punktetafel.points_range")
    m.add(rnd(1_000_000, -1_000_000, 0))


# -- target --------------------------------------------------------------------------------------


def test_target_reached_ends_the_partie():
    # target 1000: 400 / 300 / 200, 500 / 300 / 100 -> 900 / 600 / 300, then
    # 100 / 50 / 0 -> 1000 / 650 / 300: Anna reached 1000 and wins
    m = tafel(target=1000)
    m.add(rnd(400, 300, 200))
    m.add(rnd(500, 300, 100))
    assert not m.finished
    assert m.board().status == "Round 3; target 1000"
    assert [s.figures["to_target"] for s in m.board().sides] == [100, 400, 700]
    m.add(rnd(100, 50, 0))
    board = m.board()
    assert board.finished
    assert board.winners == [0]
    assert board.status == "Won by Anna with 1000"
    assert board.entries[-1].notes == ["target 1000 reached"]
    assert board.sides[0].figures["to_target"] == 0


def test_target_the_highest_total_wins_even_if_both_passed():
    # target 100: 90 / 95 / 0, then 30 / 10 / 0 -> 120 / 105 / 0: Anna has more
    m = tafel(target=100)
    m.add(rnd(90, 95, 0))
    m.add(rnd(30, 10, 0))
    assert m.board().winners == [0]


def test_target_tie_without_margin_shares_the_win():
    # target 100, no margin: 100 / 100 / 40 -> Anna and Beat share
    m = tafel(target=100)
    m.add(rnd(100, 100, 40))
    board = m.board()
    assert board.finished
    assert board.winners == [0, 1]
    assert board.ranks == [1, 1, 3]


def test_win_by_two():
    # bis_100 preset: target 100, margin 2.
    # 99 / 98 -> nobody at 100; +2 / +2 -> 101 / 100: Anna past the target but leads by 1:
    # play on; +0 / +4 -> 101 / 104: Beat leads by 3 >= 2 and is past 100: Beat wins
    m = tafel(["Anna", "Beat"], preset="bis_100")
    assert (m.rules.settings.target, m.rules.settings.margin) == (100, 2)
    m.add(rnd(99, 98))
    assert not m.finished
    m.add(rnd(2, 2))
    board = m.board()
    assert not board.finished
    assert board.entries[-1].notes == ["lead 1 of 2: play on"]
    assert board.status == "Round 3: Anna must lead by 2 (lead 1): play on"
    m.add(rnd(0, 4))
    board = m.board()
    assert board.finished
    assert board.winners == [1]
    assert board.status == "Won by Beat with 104"


def test_win_by_two_a_tie_plays_on():
    # 100 / 100: lead 0 -> play on; 102 / 100: lead 2 -> Anna wins
    m = tafel(["Anna", "Beat"], preset="bis_100")
    m.add(rnd(100, 100))
    assert not m.finished
    assert m.board().status == "Round 2: Anna and Beat must lead by 2 (lead 0): play on"
    m.add(rnd(2, 0))
    assert m.board().winners == [0]


def test_margin_needs_a_target():
    with pytest.raises(RuleViolation) as err:
        tafel(margin=2)
    assert err.value.rule == "punktetafel.margin"


def test_lower_wins_with_target_as_limit():
    # tiefste_gewinnt: wins lower, target 500: 200 / 300 / 250, then 310 / 100 / 100
    # -> 510 / 400 / 350: Anna is past 500, the game ends, Cla has the fewest
    m = tafel(preset="tiefste_gewinnt")
    m.add(rnd(200, 300, 250))
    assert not m.finished
    m.add(rnd(310, 100, 100))
    board = m.board()
    assert board.finished
    assert board.winners == [2]
    assert board.ranks == [3, 2, 1]
    assert board.status == "Won by Cla with 350"


def test_lower_wins_with_margin():
    # wins lower, target 100, margin 10: 100 / 95 / 90 -> Cla leads Beat by 5: play on;
    # +0 / +10 / +0 -> 100 / 105 / 90: Cla leads Anna by 10: Cla wins
    m = tafel(wins="lower", target=100, margin=10)
    m.add(rnd(100, 95, 90))
    assert not m.finished
    m.add(rnd(0, 10, 0))
    assert m.board().winners == [2]


# -- fixed number of rounds ----------------------------------------------------------------------


def test_fixed_number_of_rounds():
    # rounds 3: 10 / 20 / 30 three times -> 30 / 60 / 90: Cla wins
    m = tafel(rounds=3)
    m.add(rnd(10, 20, 30))
    m.add(rnd(10, 20, 30))
    assert m.board().status == "Round 3 of 3"
    assert m.board().figures["rounds_left"] == 1
    m.add(rnd(10, 20, 30))
    board = m.board()
    assert board.finished
    assert board.winners == [2]
    assert board.entries[-1].notes == ["last of 3 rounds"]
    assert board.figures["end"] == "rounds"
    refused(m, rnd(1, 1, 1), "match.finished")


def test_rounds_are_a_hard_limit_with_target_and_margin():
    # target 100, margin 2, rounds 2: 100 / 99 (lead 1: play on), then 0 / 1 -> 100 / 100:
    # the last round is played, the tie shares the win
    m = tafel(["Anna", "Beat"], target=100, margin=2, rounds=2)
    m.add(rnd(100, 99))
    assert not m.finished
    m.add(rnd(0, 1))
    board = m.board()
    assert board.finished
    assert board.winners == [0, 1]


def test_target_before_the_last_round():
    # target 50, rounds 5: 60 / 0 / 0 in round 1 ends it
    m = tafel(target=50, rounds=5)
    m.add(rnd(60, 0, 0))
    assert m.board().winners == [0]
    assert m.board().figures["end"] == "target"


def test_close_early_with_target():
    m = tafel(target=1000)
    m.add(rnd(10, 20, 30))
    m.add(PunktetafelClose())
    assert m.board().winners == [2]


# -- players or teams ----------------------------------------------------------------------------


def test_players_are_the_sides_without_teams():
    board = tafel().board()
    assert [s.name for s in board.sides] == PLAYERS
    assert board.sides[0].players == ["Anna"]
    assert board.figures["teams"] is False


def test_teams_are_the_sides_when_the_match_has_teams():
    teams = [Team(name="Stammtisch", players=[0, 2]), Team(name="Gäste", players=[1, 3, 4])]
    m = tafel(["Anna", "Beat", "Cla", "Dora", "Emil"], teams=teams)
    board = m.board()
    assert [s.name for s in board.sides] == ["Stammtisch", "Gäste"]
    assert board.sides[1].players == ["Beat", "Dora", "Emil"]
    assert board.figures["teams"] is True
    refused(m, rnd(1, 2, 3), "punktetafel.sides")
    m.add(rnd(157, 0))
    m.add(PunktetafelClose())
    assert m.board().winners == [0]
    again = matchfile.loads(matchfile.dumps(m))
    assert again.board() == m.board()


def test_every_player_in_exactly_one_team():
    with pytest.raises(RuleViolation) as err:
        tafel(["Anna", "Beat", "Cla"], teams=[Team(name="A", players=[0]),
                                              Team(name="B", players=[1])])
    assert err.value.rule == "setup.teams"
    with pytest.raises(RuleViolation) as err:
        tafel(["Anna", "Beat"], teams=[Team(name="A", players=[0, 1])])
    assert err.value.rule == "setup.teams"


def test_teams_seated_as_the_new_match_dialog_seats_them():
    """team t has seats t, t + T, t + 2T … (the Coiffeur's three teams: 1 + 4, 2 + 5, 3 + 6,
    people's seat numbers); unequal teams where T does not divide the players; never an
    empty team."""
    assert matchfile.seated_teams(6, 3) == [[0, 3], [1, 4], [2, 5]]
    assert matchfile.seated_teams(6, 2) == [[0, 2, 4], [1, 3, 5]]
    assert matchfile.seated_teams(5, 2) == [[0, 2, 4], [1, 3]]
    assert matchfile.seated_teams(4, 3) == [[0, 3], [1], [2]]
    assert matchfile.seated_teams(3, 3) == [[0], [1], [2]]
    assert matchfile.seated_teams(3, 5) == [[0], [1], [2]]
    assert matchfile.seated_teams(4, 1) == [[0, 1, 2, 3]]
    # the Schieber's and the Coiffeur's partners are the same seats
    assert [t.players for t in matchfile.default_teams(list("abcd"))] == \
        matchfile.seated_teams(4, 2)
    assert [t.name for t in matchfile.default_teams(list("abcdef"))] == [
        "Team A", "Team B", "Team C"]


def test_teams_are_lettered_past_z():
    """A … Z, then AA, AB …: 99 players may be 99 teams of one."""
    assert [matchfile.team_letter(n) for n in (0, 1, 2, 25, 26, 27, 51, 52, 98)] == [
        "A", "B", "C", "Z", "AA", "AB", "AZ", "BA", "CU"]
    # the refusal of a team's name says the team as the dialogs letter it
    with pytest.raises(matchfile.JassError, match="team AD: 61 characters"):
        matchfile.check_names(["Anna"], ["Team"] * 29 + ["x" * 61])


def test_a_team_is_called_after_its_players_until_a_name_is_given():
    """The dialogs' and `jasstafel new --teams`' name of a team: its players in seat order,
    joined by " & ", while that is a name a file can hold (60 characters); else the team's
    letter in the client's words."""
    six = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"]
    assert [matchfile.team_name(six, seats, t)
            for t, seats in enumerate(matchfile.seated_teams(6, 3))] == [
        "Anna & Dora", "Beat & Emil", "Cla & Fränzi"]
    assert matchfile.team_name(six, [1], 1) == "Beat"  # a team of one: its player
    # 28 + 3 + 29 = 60 characters: still the players'; one more, the letter
    assert matchfile.team_name(["a" * 28, "b" * 29], [0, 1], 0) == "a" * 28 + " & " + "b" * 29
    assert matchfile.team_name(["a" * 28, "b" * 30], [0, 1], 27) == "Team AB"
    assert matchfile.team_name(["a" * 28, "b" * 30], [0, 1], 1, "Équipe {0}") == "Équipe B"


def test_any_number_of_players():
    m = tafel([f"P{i}" for i in range(12)])
    m.add(rnd(*range(12)))
    assert totals(m)[11] == 11
    single = tafel(["Solo"], target=10)
    single.add(rnd(10))
    assert single.board().winners == [0]


# -- properties ---------------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["higher", "lower"]), st.none() | st.integers(1, 200), st.integers(0, 5),
    st.none() | st.integers(1, 8),
    st.lists(st.one_of(
        st.builds(lambda p: PunktetafelRound(points=p),
                  st.lists(st.integers(-60, 120), min_size=2, max_size=4)),
        st.just(PunktetafelClose()),
    ), max_size=15),
)
def test_the_end_rules_hold(wins, target, margin, rounds, entries):
    if target is None:
        margin = 0
    m = tafel(wins=wins, target=target, margin=margin, rounds=rounds)
    for entry in entries:
        before = m.board()
        try:
            m.add(entry)
        except RuleViolation:
            assert m.board() == before
    board = m.board()
    played = sum(1 for e in m.entries if isinstance(e, PunktetafelRound))
    assert totals(m) == [sum(e.points[i] for e in m.entries if isinstance(e, PunktetafelRound))
                         for i in range(3)]
    closed = any(isinstance(e, PunktetafelClose) for e in m.entries)
    if board.finished and not closed and (rounds is None or played < rounds):
        # ended by the target: a side reached it and the best leads by the margin
        assert max(totals(m)) >= target
        assert board.figures["lead"] >= margin
    if rounds is not None:
        assert played <= rounds
    if board.finished:
        keys = totals(m) if wins == "higher" else [-t for t in totals(m)]
        assert board.winners == [i for i, k in enumerate(keys) if k == max(keys)]
    else:
        assert board.winners == []
    assert matchfile.loads(matchfile.dumps(m)).board() == board
