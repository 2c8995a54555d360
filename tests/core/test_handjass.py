"""Handjass, RULES.md section 4. Expected values are worked out by hand in the comments."""

import pytest

from jasstafel.core import MatchFileError, RuleViolation, Team
from jasstafel.core.handjass import PRESETS, HandjassRound, HandjassStriche, five_groups
from jasstafel.core.matchfile import dumps, loads, new_match

NAMES = ["Anna", "Beat", "Cla", "Dora", "Eva"]


def handjass(n=4, preset="standard", **settings):
    return new_match("handjass", NAMES[:n], preset=preset, settings=settings or None)


def pts(*points):
    return HandjassRound(points=list(points))


def set_(*striche):
    return HandjassStriche(striche=list(striche))


def striche(m):
    return [s.total for s in m.board().sides]


def fig(m, key):
    return [s.figures[key] for s in m.board().sides]


def refused(m, entry, rule):
    before = m.board()
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert err.value.rule == rule
    assert m.board() == before
    return err.value


# -- setup and presets ---------------------------------------------------------------


def test_presets():
    s = PRESETS["standard"]
    assert (s.counting, s.loser, s.threshold, s.voll, s.rewarded) == (
        "wirtshaus", "fewest", 21, 7, 1)
    assert (PRESETS["unter_21"].loser, PRESETS["unter_21"].threshold) == ("under", 21)
    assert PRESETS["gewinnstriche"].counting == "gewinnstriche"
    assert PRESETS["gewinnstriche"].voll == 7


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_two_to_five_players(n):
    b = handjass(n).board()
    assert [s.name for s in b.sides] == NAMES[:n]


@pytest.mark.parametrize("n", [1, 6])
def test_other_numbers_of_players_refused(n):
    with pytest.raises(RuleViolation) as err:
        new_match("handjass", [f"P{i}" for i in range(n)])
    assert err.value.rule == "setup.players"


def test_no_teams():
    with pytest.raises(RuleViolation) as err:
        new_match("handjass", NAMES[:4], teams=[Team(name="X", players=[0, 2]),
                                                Team(name="Y", players=[1, 3])])
    assert err.value.rule == "setup.teams"


@pytest.mark.parametrize("voll", [5, 7, 9])
def test_voll_options(voll):
    # a Strich per round to Anna (0 points): voll after exactly `voll` rounds
    m = handjass(2, voll=voll)
    for _ in range(voll - 1):
        m.add(pts(0, 157))
    assert not m.finished
    m.add(pts(0, 157))
    assert m.finished


@pytest.mark.parametrize("bad", [{"voll": 8}, {"voll": 0}, {"threshold": 0},
                                 {"threshold": 158}, {"rewarded": 0}, {"counting": "x"}])
def test_settings_out_of_range_refused(bad):
    with pytest.raises(MatchFileError):
        handjass(4, **bad)


def test_rewarded_must_leave_someone_out():
    # 3 players, 3 rewarded per round: everyone would get a Strich every round
    with pytest.raises(RuleViolation) as err:
        handjass(3, preset="gewinnstriche", rewarded=3)
    assert err.value.rule == "setup.handjass_rewarded"
    handjass(3, preset="gewinnstriche", rewarded=2)  # fine
    handjass(3, rewarded=3)  # ignored in Wirtshaus counting


# -- card points ---------------------------------------------------------------------


def test_four_players_points_must_sum_to_157():
    m = handjass(4)
    err = refused(m, pts(40, 40, 40, 40), "handjass.points_sum")  # 160
    assert "160" in err.message
    refused(m, pts(40, 40, 40, 30), "handjass.points_sum")  # 150: cards missing
    m.add(pts(40, 40, 40, 37))  # 157


@pytest.mark.parametrize("n", [2, 3, 5])
def test_two_three_five_players_only_above_157_refused(n):
    m = handjass(n)
    m.add(pts(*([10] * n)))  # 20, 30 or 50: cards left over, accepted
    over = [157 - 0] + [1] * (n - 1)  # 157 + (n - 1) > 157
    refused(m, pts(*over), "handjass.points_sum")
    exact = [157] + [0] * (n - 1)
    m.add(pts(*exact))


@pytest.mark.parametrize("value", [-1, 158])
def test_points_of_a_player_between_0_and_157(value):
    refused(handjass(3), pts(value, 0, 0), "points.range")


def test_one_value_per_player():
    refused(handjass(4), pts(100, 57), "handjass.players")
    refused(handjass(3), set_(1, 0), "handjass.players")
    refused(handjass(3), set_(1, 0, 0, 0), "handjass.players")


# -- Wirtshaus: the loser gets a Strich ----------------------------------------------


def test_fewest_points_get_the_strich():
    # 60 / 45 / 30 / 22: Dora has the fewest
    m = handjass(4)
    m.add(pts(60, 45, 30, 22))
    assert striche(m) == [0, 0, 0, 1]
    # every player's points named, as the other variants' lines name them (a German trial's
    # history read "40 · 30 · 20 · 35 · 32": whose were whose?)
    assert m.board().entries[0].text == "Anna 60, Beat 45, Cla 30, Dora 22 → Strich for Dora"


def test_all_tied_lowest_get_one():
    # 67 / 30 / 30 / 30 = 157: Beat, Cla and Dora tied lowest, three Striche in one round
    m = handjass(4)
    m.add(pts(67, 30, 30, 30))
    assert striche(m) == [0, 1, 1, 1]
    line = m.board().entries[0]
    assert line.written == [0, 1, 1, 1]
    assert line.text.endswith("Strich for Beat, Cla and Dora")


def test_everyone_under_21_gets_one():
    # under 21: 100 / 20 / 17 / 20 = 157 -> Beat, Cla, Dora; 21 itself is not under
    m = handjass(4, preset="unter_21")
    m.add(pts(100, 20, 17, 20))
    assert striche(m) == [0, 1, 1, 1]
    m.add(pts(21, 21, 94, 21))  # nobody under 21: no Strich at all
    assert striche(m) == [0, 1, 1, 1]
    assert m.board().entries[1].text == "Anna 21, Beat 21, Cla 94, Dora 21 → no Strich"
    assert m.board().figures["rounds_played"] == 2


def test_threshold_is_editable():
    # under 40: 50 / 39 / 40 / 28 = 157 -> Beat and Dora
    m = handjass(4, loser="under", threshold=40)
    m.add(pts(50, 39, 40, 28))
    assert striche(m) == [0, 1, 0, 1]
    assert m.board().figures["threshold"] == 40


def test_first_voll_ends_and_fewest_striche_win():
    # 3 players; Cla loses 6 rounds, Beat 2, Anna 1, then Cla loses the 7th: voll.
    # Final 1 / 2 / 7: Anna wins, ranks 1, 2, 3
    m = handjass(3)
    m.add(pts(10, 60, 80))  # Anna
    m.add(pts(60, 10, 80))  # Beat
    m.add(pts(60, 10, 80))  # Beat
    for _ in range(6):
        m.add(pts(60, 80, 10))  # Cla
    b = m.board()
    assert striche(m) == [1, 2, 6] and not b.finished
    assert b.status == "Round 10: nobody is full yet; closest: Cla (6 of 7)"
    m.add(pts(60, 80, 10))
    b = m.board()
    assert striche(m) == [1, 2, 7]
    assert b.finished and b.winners == [0] and b.ranks == [1, 2, 3]
    assert fig(m, "voll") == [False, False, True]
    assert b.figures["voll_players"] == [2]
    assert b.status == "Cla is full: Anna wins with 1 Strich; the match is over"
    assert "Cla full" in b.entries[-1].notes
    refused(m, pts(60, 80, 10), "match.finished")
    refused(m, set_(1, 0, 0), "match.finished")


def test_tied_fewest_striche_share_the_win():
    # 4 players, voll 5: Dora gets 5 at once; the others 1, 1, 3 -> Anna and Beat win
    m = handjass(4, voll=5)
    m.add(set_(1, 1, 3, 0))
    m.add(set_(0, 0, 0, 5))
    b = m.board()
    assert b.winners == [0, 1] and b.ranks == [1, 1, 3, 4]
    assert b.status == "Dora is full: Anna and Beat win with 1 Strich; the match is over"


def test_several_voll_in_one_round():
    # voll 5: Anna 4, Beat 4, then both lose (tied lowest): 5 and 5, Cla 0 wins
    m = handjass(3, voll=5)
    m.add(set_(4, 4, 0))
    m.add(pts(20, 20, 117))
    b = m.board()
    assert striche(m) == [5, 5, 0]
    assert b.winners == [2] and b.ranks == [2, 2, 1]
    assert b.status == "Anna and Beat are full: Cla wins with 0 Striche; the match is over"


# -- Striche set directly (the stepper) ---------------------------------------------


def test_a_round_with_three_striche_at_once():
    # three Striche to one player in one round, then three players one each
    m = handjass(4)
    m.add(set_(0, 3, 0, 0))
    assert striche(m) == [0, 3, 0, 0]
    line = m.board().entries[0]
    assert line.kind == "striche" and line.round == 1
    assert line.written == [0, 3, 0, 0] and line.totals == [0, 3, 0, 0]
    assert line.text == "Striche set: Beat 3"
    assert line.notes == ["Striche set directly: Beat 3 Striche"]
    m.add(set_(1, 0, 1, 1))
    assert striche(m) == [1, 3, 1, 1]
    # every player who got Striche is named, one Strich too (the note named only a player
    # with several: "3 Striche at once for Beat", Anna's one Strich left out)
    assert m.board().entries[1].notes == [
        "Striche set directly: Anna 1 Strich, Cla 1 Strich and Dora 1 Strich"]
    m.add(set_(2, 3, 0, 0))  # several Striche to several players: 3 / 6 / 1 / 1
    assert striche(m) == [3, 6, 1, 1]
    assert m.board().entries[2].notes == [
        "Striche set directly: Anna 2 Striche and Beat 3 Striche"]
    assert m.board().figures["rounds_played"] == 3
    m.add(set_(0, 0, 0, 0))
    assert m.board().entries[3].notes == ["Striche set directly: none"]


def test_three_at_once_can_make_voll():
    # Beat at 5, gets 3 at once -> 8 >= 7: voll, the Partie is over
    m = handjass(3)
    m.add(set_(0, 5, 1))
    m.add(set_(0, 3, 0))
    b = m.board()
    assert striche(m) == [0, 8, 1]
    assert b.finished and b.winners == [0]
    assert fig(m, "groups") == [[], [5, 3], [1]]


@pytest.mark.parametrize("value", [-1, 8])
def test_striche_per_round_between_0_and_voll(value):
    # voll 7: more than 7 in one round is a typing error
    refused(handjass(3), set_(value, 0, 0), "handjass.striche")


def test_a_round_without_striche_is_allowed():
    m = handjass(3)
    m.add(set_(0, 0, 0))
    assert striche(m) == [0, 0, 0]
    assert m.board().entries[0].text == "Striche set: none"


# -- Gewinnstriche -------------------------------------------------------------------


def test_gewinnstriche_best_player_gets_the_strich():
    # 60 / 45 / 30 / 22: Anna is best
    m = handjass(4, preset="gewinnstriche")
    m.add(pts(60, 45, 30, 22))
    assert striche(m) == [1, 0, 0, 0]


def test_gewinnstriche_all_tied_best_get_one():
    m = handjass(4, preset="gewinnstriche")
    m.add(pts(50, 50, 30, 27))  # 157
    assert striche(m) == [1, 1, 0, 0]


def test_gewinnstriche_rewarded_two_per_round():
    # two rewarded: 60 / 45 / 30 / 22 -> Anna and Beat;
    # 70 / 40 / 40 / 7 -> Anna first, Beat and Cla tied second: all three
    m = handjass(4, preset="gewinnstriche", rewarded=2)
    m.add(pts(60, 45, 30, 22))
    assert striche(m) == [1, 1, 0, 0]
    m.add(pts(70, 40, 40, 7))
    assert striche(m) == [2, 2, 1, 0]
    # 50 / 50 / 50 / 7: three tied best, all three get one
    m.add(pts(50, 50, 50, 7))
    assert striche(m) == [3, 3, 2, 0]


def test_gewinnstriche_first_to_seven_wins():
    # Beat wins 6 rounds, Anna 2; Beat's 7th round wins; ranks by Striche: 1 / 2 / 3
    m = handjass(3, preset="gewinnstriche")
    m.add(pts(80, 40, 30))
    m.add(pts(80, 40, 30))
    for _ in range(6):
        m.add(pts(40, 80, 30))
    b = m.board()
    assert striche(m) == [2, 6, 0] and not b.finished
    assert b.status == "Round 9: the first to 7 Striche wins; leading: Beat (6)"
    m.add(pts(40, 80, 30))
    b = m.board()
    assert striche(m) == [2, 7, 0]
    assert b.finished and b.winners == [1] and b.ranks == [2, 1, 3]
    assert b.status == "Beat wins with 7 Striche: the match is over"
    assert "Beat wins" in b.entries[-1].notes
    assert fig(m, "voll") == [False, True, False]


def test_gewinnstriche_two_reach_the_goal_together():
    # voll 5: Anna 4, Beat 4, both tied best: 5 and 5 -> both win, shared rank 1;
    # a stepper round giving Anna 2 (-> 6) instead still ranks them together
    m = handjass(3, preset="gewinnstriche", voll=5)
    m.add(set_(4, 4, 1))
    m.add(pts(70, 70, 17))
    b = m.board()
    assert b.winners == [0, 1] and b.ranks == [1, 1, 3]
    assert b.status == "Anna and Beat win with 5 Striche: the match is over"
    m.replace(1, set_(2, 1, 0))
    b = m.board()
    assert striche(m) == [6, 5, 1]
    assert b.winners == [0, 1] and b.ranks == [1, 1, 3]


# -- board ---------------------------------------------------------------------------


def test_groups_of_five():
    # four strokes and a fifth across: 0 -> none, 4 -> [4], 5 -> [5], 12 -> [5, 5, 2]
    assert five_groups(0) == []
    assert five_groups(4) == [4]
    assert five_groups(5) == [5]
    assert five_groups(12) == [5, 5, 2]


def test_board_figures():
    m = handjass(4, voll=9)
    b = m.board()
    assert b.status == "Round 1: nobody has a Strich yet"
    assert b.ranks == [1, 1, 1, 1] and b.winners == [] and not b.finished
    m.add(set_(6, 1, 0, 0))
    b = m.board()
    assert b.sides[0].figures == {"striche": 6, "groups": [5, 1], "voll": False, "to_voll": 3}
    assert b.sides[2].figures == {"striche": 0, "groups": [], "voll": False, "to_voll": 9}
    assert b.figures == {"counting": "wirtshaus", "voll": 9, "rounds_played": 1,
                         "voll_players": [], "loser": "fewest"}
    assert b.ranks == [4, 3, 1, 1]
    g = handjass(4, preset="gewinnstriche").board()
    assert g.figures == {"counting": "gewinnstriche", "voll": 7, "rounds_played": 0,
                         "voll_players": [], "rewarded": 1}
    assert g.status == "Round 1: the first to 7 Striche wins"


def test_correction_recomputes_and_can_reopen():
    # Cla voll with 7; correcting the last round to a Strich for Anna reopens the Partie
    m = handjass(3)
    m.add(set_(0, 0, 6))
    m.add(pts(60, 80, 10))
    assert m.finished
    m.replace(1, pts(10, 80, 60))
    assert not m.finished and striche(m) == [1, 0, 6]
    m.undo()
    assert m.finished


def test_match_file_round_trip():
    m = handjass(5, preset="unter_21")
    m.add(pts(40, 30, 20, 20, 47))
    m.add(set_(0, 2, 0, 1, 0))
    again = loads(dumps(m))
    assert again.board() == m.board()
