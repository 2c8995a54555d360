"""What the boards say and carry, at the places the other tests pass by: worked out by hand
from the rules (RULES.md) for small matches."""

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerDomino, GuggitalerTaker
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import Card

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


# -- Coiffeur (RULES.md section 2): Jassverein rows, factors 1 … 11 -----------------------

def test_coiffeur_uneinholbar_when_the_lead_is_more_than_the_open_rows_can_make():
    m = new_match("coiffeur", FOUR)
    # Team B plays every row but Eichel (×1): Schellen ×2 with 60 = 120, the rest 0
    # (Misère with all 157 card points: (157 − 157) × 7 = 0)
    for row in range(1, 11):
        m.add(CoiffeurRound(team=1, row=row, points={1: 60, 6: 157}.get(row, 0)))
    # Team A: Eichel 157 × 1 = 157, Schilten 70 × 3 = 210 -> 367 : 120
    m.add(CoiffeurRound(team=0, row=0, points=157))
    m.add(CoiffeurRound(team=0, row=2, points=70))
    # B can still make 257 × 1 in Eichel: a lead of 247 is not enough
    assert m.board().figures["uneinholbar"] is None
    m.add(CoiffeurRound(team=0, row=3, points=10))  # Rosen 10 × 4 = 40: 407 : 120, lead 287
    b = m.board()
    assert b.figures["uneinholbar"] == 0
    # 13 rounds written: Anna (seat 0) deals the 14th, Beat announces (Team B has a row left)
    assert b.status == "Beat (Team B) announces; Team A is uneinholbar"


def test_coiffeur_three_players_the_next_with_open_rows_announces():
    m = new_match("coiffeur", ["Anna", "Beat", "Carla"], preset="swisslos_8")
    for row in range(8):  # Carla fills all 8 rows first
        m.add(CoiffeurRound(team=2, row=row, points=50))
    # Anna announced first, so Carla dealt the first round; after 8 rounds the deal has
    # moved 8 seats: Carla + 8 = Beat deals; Carla after him is full, so Anna announces
    b = m.board()
    assert (b.dealer, b.announcer) == (1, 0)


# -- Differenzler and Molotow details ------------------------------------------------------

def test_differenzler_counts_every_missing_prediction():
    m = new_match("differenzler", ["Anna", "Beat", "Carla"])
    m.add(DifferenzlerGame(predictions=[None, 50, 57], points=[50, 50, 57]))
    m.add(DifferenzlerGame(predictions=[None, 50, 57], points=[50, 50, 57]))
    anna = m.board().sides[0]
    # two missing predictions: 2 × the missing penalty of 20
    assert anna.figures["missing"] == 2 and anna.total == 40


def test_a_drawn_card_is_named_with_the_german_deck_unless_told():
    assert Card(suit="rosen", rank="10").label() == "Rosen Banner"
    assert Card(suit="rosen", rank="7").label("fr") == "Schaufel 7"
    assert Card(suit="eicheln", rank="ass").label() == "Eicheln Ass"
