"""Differenzler, RULES.md section 7. Expected values are worked out by hand in the comments."""

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jasstafel.core import RuleViolation, Team, matchfile
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import new_match

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def differenzler(players=PLAYERS, **settings):
    return new_match("differenzler", list(players), settings=settings or None)


def game(predictions, points):
    return DifferenzlerGame(predictions=list(predictions), points=list(points))


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


def test_penalty_is_the_difference_and_a_missing_prediction_costs_20():
    # points 45 + 50 + 20 + 42 = 157
    # Anna |40 - 45| = 5, Beat |50 - 50| = 0, Cla no prediction = 20, Dora |30 - 42| = 12
    m = differenzler()
    m.add(game([40, 50, None, 30], [45, 50, 20, 42]))
    board = m.board()
    assert totals(m) == [5, 0, 20, 12]
    assert board.entries[0].written == [5, 0, 20, 12]
    assert board.entries[0].kind == "game"
    assert board.entries[0].round == 1
    assert board.entries[0].notes == ["no prediction: Cla", "exact: Beat"]
    assert board.sides[1].figures["exact"] == 1
    assert board.sides[2].figures["missing"] == 1
    assert board.sides[0].figures["last"] == {"prediction": 40, "points": 45, "penalty": 5}


def test_prediction_above_the_points_costs_the_same():
    # |100 - 57| = 43, |0 - 100| = 100 (Anna took 100 but predicted 0), |0 - 0| = 0
    m = differenzler(["A", "B", "C"])
    m.add(game([100, 0, 0], [57, 100, 0]))
    assert totals(m) == [43, 100, 0]


def test_missing_prediction_penalty_is_a_table_setting():
    # missing_penalty 30: Cla 30, even though |x - 20| could have been less
    m = differenzler(missing_penalty=30)
    m.add(game([40, 50, None, 30], [45, 50, 20, 42]))
    assert totals(m) == [5, 0, 30, 12]


def test_missing_prediction_penalty_is_flat():
    # a missing prediction costs 20 whatever the player took: Cla took 0 -> 20, 157 -> 20
    m = differenzler()
    m.add(game([None, 0, 0, 0], [157, 0, 0, 0]))
    assert totals(m) == [20, 0, 0, 0]


def test_totals_add_up_over_games():
    # game 1: 5 / 0 / 20 / 12; game 2: |60-57| 3, |30-40| 10, |20-20| 0, |40-40| 0
    # totals 8 / 10 / 20 / 12; card points 45+57 = 102, 50+40 = 90, 20+20 = 40, 42+40 = 82
    m = differenzler()
    m.add(game([40, 50, None, 30], [45, 50, 20, 42]))
    m.add(game([60, 30, 20, 40], [57, 40, 20, 40]))
    board = m.board()
    assert totals(m) == [8, 10, 20, 12]
    assert board.entries[1].totals == [8, 10, 20, 12]
    assert [s.figures["card_points"] for s in board.sides] == [102, 90, 40, 82]
    assert [s.figures["exact"] for s in board.sides] == [0, 1, 1, 1]
    assert board.ranks == [1, 2, 4, 3]
    assert not board.finished
    assert board.winners == []


def test_twelve_games_by_default_lowest_total_wins():
    # 12 games of 40 / 40 / 40 / 37 predicted 40 / 30 / 50 / 37:
    # penalties 0 / 10 / 10 / 0 per game -> 0 / 120 / 120 / 0: Anna and Dora share the win
    m = differenzler()
    assert m.rules.settings.games == 12
    for _ in range(11):
        m.add(game([40, 30, 50, 37], [40, 40, 40, 37]))
    assert m.board().status == (
        "Game 12 of 12: Dora deals; every player predicts his card points")
    m.add(game([40, 30, 50, 37], [40, 40, 40, 37]))
    board = m.board()
    assert board.finished
    assert totals(m) == [0, 120, 120, 0]
    assert board.ranks == [1, 3, 3, 1]
    assert board.winners == [0, 3]
    assert board.status == "Anna and Dora win (tie) with 0 penalty points"
    refused(m, game([40, 30, 50, 37], [40, 40, 40, 37]), "match.finished")


def test_number_of_games_is_a_table_setting():
    # 2 games: Anna 5 + 3 = 8 wins alone
    m = differenzler(games=2)
    m.add(game([40, 50, None, 30], [45, 50, 20, 42]))
    m.add(game([60, 30, 20, 40], [57, 40, 20, 40]))
    board = m.board()
    assert board.finished
    assert board.winners == [0]
    assert board.status == "Anna wins with 8 penalty points"
    assert board.figures["games_left"] == 0
    assert board.figures["dealer"] is None


def test_dealer_rotates():
    m = new_match("differenzler", PLAYERS, first=3)
    assert m.board().figures["dealer"] == 3
    m.add(game([40, 50, None, 30], [45, 50, 20, 42]))
    assert m.board().figures["dealer"] == 0


# -- refusals ------------------------------------------------------------------------------------


@pytest.mark.parametrize("points", [[45, 50, 20, 41], [45, 50, 20, 43], [0, 0, 0, 0]])
def test_actual_points_add_up_to_157(points):
    err = refused(differenzler(), game([40, 50, 20, 30], points), "differenzler.points_sum")
    assert "157" in err.message


def test_five_players_also_add_up_to_157():
    m = differenzler(["A", "B", "C", "D", "E"])
    refused(m, game([30] * 5, [30, 30, 30, 30, 25]), "differenzler.points_sum")  # 145
    m.add(game([30] * 5, [30, 30, 30, 30, 37]))  # 157: 0 0 0 0 7
    assert totals(m) == [0, 0, 0, 0, 7]


@pytest.mark.parametrize("points", [[-1, 58, 50, 50], [158, -1, 0, 0]])
def test_card_points_are_0_to_157(points):
    refused(differenzler(), game([40, 50, 20, 30], points), "points.range")


@pytest.mark.parametrize("prediction", [-1, 158, 300])
def test_prediction_is_0_to_157(prediction):
    err = refused(differenzler(), game([prediction, 50, 20, 30], [45, 50, 20, 42]),
                  "differenzler.prediction")
    assert "Anna" in err.message


def test_values_for_every_player():
    m = differenzler()
    refused(m, game([40, 50, 20], [45, 50, 20, 42]), "differenzler.players")
    refused(m, game([40, 50, 20, 30], [45, 50, 62]), "differenzler.players")


@pytest.mark.parametrize("n", [2, 7])
def test_three_to_six_players(n):
    with pytest.raises(RuleViolation) as err:
        differenzler([f"P{i}" for i in range(n)])
    assert err.value.rule == "setup.players"


def test_each_for_himself():
    with pytest.raises(RuleViolation) as err:
        new_match("differenzler", PLAYERS, teams=[Team(name="A", players=[0, 2]),
                                                  Team(name="B", players=[1, 3])])
    assert err.value.rule == "setup.teams"


def test_saved_match_loads_back_equal():
    m = differenzler()
    m.add(game([40, 50, None, 30], [45, 50, 20, 42]))
    again = matchfile.loads(matchfile.dumps(m))
    assert again.board() == m.board()
    assert '"predictions": [\n' in matchfile.dumps(m) and "null" in matchfile.dumps(m)


# -- properties ---------------------------------------------------------------------------------


prediction = st.none() | st.integers(-5, 165)
any_game = st.builds(
    lambda preds, a, b, c, d: DifferenzlerGame(predictions=preds, points=[a, b, c, d]),
    st.lists(prediction, min_size=4, max_size=4),
    st.integers(0, 60), st.integers(0, 60), st.integers(0, 60), st.integers(0, 60),
)
valid_game = st.builds(
    lambda preds, a, b, c: DifferenzlerGame(predictions=preds,
                                            points=[a, b, c, 157 - a - b - c]),
    st.lists(st.none() | st.integers(0, 157), min_size=4, max_size=4),
    st.integers(0, 60), st.integers(0, 60), st.integers(0, 37),
)


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 6), st.lists(st.one_of(valid_game, valid_game, any_game), max_size=10))
def test_total_is_the_sum_of_the_penalties(games, entries):
    m = differenzler(games=games)
    boards = []
    for entry in entries:
        before = m.board()
        try:
            m.add(entry)
        except RuleViolation:
            assert m.board() == before
            continue
        boards.append(before)
    expected = [0, 0, 0, 0]
    for g in m.entries:
        for p in range(4):
            pred = g.predictions[p]
            expected[p] += 20 if pred is None else abs(pred - g.points[p])
    assert totals(m) == expected
    assert m.finished == (len(m.entries) == games)
    assert matchfile.loads(matchfile.dumps(m)).board() == m.board()
    for before in reversed(boards):
        m.undo()
        assert m.board() == before


def test_two_exact_hits_are_one_note_with_both_names():
    """A Romand trial's sheet read "exact : Jean-Marc, exact : Elodie": the label once, the
    names after it. Points 40 + 37 + 40 + 40 = 157; Beat |37 - 37| = 0 and Dora |40 - 40| =
    0 exact, Anna and Cla no prediction (20 each)."""
    m = differenzler()
    m.add(game([None, 37, None, 40], [40, 37, 40, 40]))
    notes = m.board().entries[0].notes
    assert notes == ["no prediction: Anna, Cla", "exact: Beat, Dora"]
