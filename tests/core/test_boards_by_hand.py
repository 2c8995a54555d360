"""What the boards say and carry, at the places the other tests pass by: worked out by hand
from the rules (RULES.md) for small matches."""

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerDomino, GuggitalerTaker
from jasstafel.core.matchfile import new_match

FOUR = ["Anna", "Beat", "Carla", "Dora"]


def guggitaler_until_the_domino(preset=None):
    # penalties (RULES.md section 7: trick 5, Schellen 10, Ober 20, Rosenkönig 40, last 50):
    # tricks 2, 2, 3, 2 -> 10, 10, 15, 10; Schellen 2, 2, 3, 2 -> 20, 20, 30, 20;
    # Ober 1 each -> 20; Rosenkönig Carla 40; last trick Anna 50
    # -> Anna 100, Beat 50, Carla 105, Dora 50
    m = new_match("guggitaler", FOUR, preset=preset)
    m.add(GuggitalerCount(game="tricks", counts=[2, 2, 3, 2]))
    m.add(GuggitalerCount(game="schellen", counts=[2, 2, 3, 2]))
    m.add(GuggitalerCount(game="ober", counts=[1, 1, 1, 1]))
    m.add(GuggitalerTaker(game="rosenkoenig", player=2))
    m.add(GuggitalerTaker(game="last_trick", player=0))
    return m


def test_guggitaler_a_shared_win():
    m = guggitaler_until_the_domino()
    nxt = m.board().figures["next_game"]
    assert nxt == {"guggitaler": 1, "game": "domino", "name": "Domino", "penalty": None,
                   "of": None, "kind": "domino"}
    # Domino 150, 100, 55, 0 in the order Anna, Beat, Carla, Dora:
    # Anna 150 − 100 = 50, Beat 100 − 50 = 50, Carla 55 − 105 = −50, Dora 0 − 50 = −50
    m.add(GuggitalerDomino(order=[0, 1, 2, 3]))
    b = m.board()
    assert [s.total for s in b.sides] == [50, 50, -50, -50]
    assert b.finished and b.winners == [0, 1]
    assert b.status == "Anna and Beat win (tie) with 50"
    assert b.figures["guggitaler_played"] == 1 and b.figures["next_game"] is None


def test_guggitaler_without_domino_a_shared_win_in_penalty_points():
    m = guggitaler_until_the_domino("ohne_domino")
    b = m.board()
    # Beat and Dora have the fewest penalties, 50 each
    assert b.finished and b.winners == [1, 3]
    assert b.status == "Beat and Dora win (tie) with 50 penalty points"


def test_guggitaler_what_comes_next_and_how_many_are_played():
    m = new_match("guggitaler", FOUR, settings={"guggitaler": 2})
    first = m.board().figures
    assert first["next_game"] == {"guggitaler": 1, "game": "tricks", "name": "Tricks",
                                  "penalty": 5, "of": 9, "kind": "count"}
    m.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
    m.add(GuggitalerCount(game="schellen", counts=[3, 2, 2, 2]))
    m.add(GuggitalerCount(game="ober", counts=[1, 1, 1, 1]))
    b = m.board().figures
    # three of six games: no whole Guggitaler yet
    assert b["guggitaler_played"] == 0 and isinstance(b["guggitaler_played"], int)
    assert b["next_game"] == {"guggitaler": 1, "game": "rosenkoenig", "name": "Rosenkönig",
                              "penalty": 40, "of": 1, "kind": "taker"}
    m.add(GuggitalerTaker(game="rosenkoenig", player=1))
    m.add(GuggitalerTaker(game="last_trick", player=1))
    m.add(GuggitalerDomino(order=[3, 2, 1, 0]))
    b = m.board()
    assert b.figures["guggitaler_played"] == 1 and not b.finished
    assert b.figures["next_game"]["guggitaler"] == 2
    assert b.status.startswith("Guggitaler 2 of 2: Tricks, ")
