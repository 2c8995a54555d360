"""Guggitaler, RULES.md section 7. Expected values are worked out by hand in the comments."""

import pytest

from jasstafel.core import RuleViolation
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerDomino, GuggitalerTaker
from jasstafel.core.matchfile import new_match

FOUR = ["Anna", "Beat", "Cla", "Dora"]
THREE = ["Anna", "Beat", "Cla"]


def gugg(players=FOUR, preset="standard", **settings):
    return new_match("guggitaler", players, preset=preset, settings=settings or None)


def count(game, *counts):
    return GuggitalerCount(game=game, counts=list(counts))


def taker(game, seat):
    return GuggitalerTaker(game=game, player=seat)


def totals(m):
    return [s.total for s in m.board().sides]


def refused(m, entry, rule):
    before = m.board()
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert err.value.rule == rule
    assert m.board() == before
    return err.value


def play_four(m):
    m.add(count("tricks", 3, 2, 4, 0))  # 5 a trick: −15, −10, −20, 0
    m.add(count("schellen", 2, 3, 0, 4))  # 10 a card: −20, −30, 0, −40
    m.add(count("ober", 1, 1, 1, 1))  # 20 an Ober: −20 each
    m.add(taker("rosenkoenig", 2))  # Cla −40
    m.add(taker("last_trick", 0))  # Anna −50


def test_four_players_with_domino():
    m = gugg()
    play_four(m)
    b = m.board()
    # penalties: Anna 15+20+20+50 = 105, Beat 10+30+20 = 60, Cla 20+0+20+40 = 80,
    # Dora 0+40+20 = 60: 305 in all
    assert [s.figures["penalties"] for s in b.sides] == [105, 60, 80, 60]
    assert sum(s.figures["penalties"] for s in b.sides) == 305
    assert totals(m) == [-105, -60, -80, -60]
    assert not b.finished and b.figures["next_game"]["kind"] == "domino"
    m.add(GuggitalerDomino(order=[3, 1, 0, 2]))  # Dora 150, Beat 100, Anna 55, Cla 0
    b = m.board()
    # Anna 55 − 105 = −50, Beat 100 − 60 = 40, Cla 0 − 80 = −80, Dora 150 − 60 = 90
    assert totals(m) == [-50, 40, -80, 90]
    assert sum(totals(m)) == 0  # the default Domino points give the 305 back
    assert b.finished and b.winners == [3] and b.ranks == [3, 2, 4, 1]
    assert b.status == "Dora wins with 90 points"
    assert [s.figures["domino"] for s in b.sides] == [55, 100, 0, 150]
    assert b.sides[0].figures["by_game"] == {"tricks": 15, "schellen": 20, "ober": 20,
                                             "rosenkoenig": 0, "last_trick": 50}


def test_three_players_without_domino_fewest_penalties_win():
    m = gugg(THREE, preset="ohne_domino")
    assert m.board().figures["next_game"]["of"] == 12  # 12 tricks with three players
    m.add(count("tricks", 5, 4, 3))  # −25, −20, −15
    m.add(count("schellen", 9, 0, 0))  # −90
    m.add(count("ober", 0, 2, 2))  # −40, −40
    m.add(taker("rosenkoenig", 1))  # Beat −40
    m.add(taker("last_trick", 2))  # Cla −50
    b = m.board()
    # Anna 25+90 = 115, Beat 20+40+40 = 100, Cla 15+40+50 = 105: 320 in all
    assert [s.figures["penalties"] for s in b.sides] == [115, 100, 105]
    assert totals(m) == [-115, -100, -105]
    assert b.finished and b.winners == [1]
    assert b.status == "Beat wins with 100 penalty points"
    refused(m, count("tricks", 4, 4, 4), "match.finished")


def test_three_players_domino_points():
    m = gugg(THREE)
    m.add(count("tricks", 4, 4, 4))  # −20 each
    m.add(count("schellen", 3, 3, 3))  # −30 each
    m.add(count("ober", 2, 1, 1))  # −40, −20, −20
    m.add(taker("rosenkoenig", 0))  # Anna −40
    m.add(taker("last_trick", 1))  # Beat −50
    m.add(GuggitalerDomino(order=[2, 0, 1]))  # Cla 150, Anna 100, Beat 70
    # Anna 100 − (20+30+40+40) = −30, Beat 70 − (20+30+20+50) = −50, Cla 150 − 70 = 80
    assert totals(m) == [-30, -50, 80]
    assert sum(totals(m)) == 0  # 150 + 100 + 70 = 320 = the penalties with three


def test_a_tie_is_shared():
    m = gugg(THREE, preset="ohne_domino")
    m.add(count("tricks", 4, 4, 4))
    m.add(count("schellen", 3, 3, 3))
    m.add(count("ober", 2, 2, 0))  # Anna, Beat −40; Cla 0
    m.add(taker("rosenkoenig", 2))  # Cla −40
    m.add(taker("last_trick", 2))  # Cla −50: Anna 90, Beat 90, Cla 140
    b = m.board()
    assert totals(m) == [-90, -90, -140]
    assert b.winners == [0, 1] and b.ranks == [1, 1, 3]
    assert b.status == "Anna and Beat win (tie) with 90 penalty points"


def test_every_value_is_a_table_setting():
    m = gugg(preset="kinder")  # 1, 2, 4, 8, 9, no Domino
    m.add(count("tricks", 3, 2, 4, 0))  # −3, −2, −4, 0
    m.add(count("schellen", 2, 3, 0, 4))  # −4, −6, 0, −8
    m.add(count("ober", 1, 1, 1, 1))  # −4 each
    m.add(taker("rosenkoenig", 2))  # Cla −8
    m.add(taker("last_trick", 0))  # Anna −9
    assert totals(m) == [-20, -12, -16, -12]
    m = gugg(domino_4=(100, 60, 20, 0), schellen=5)
    play_four(m)  # Schellen at 5: Anna 10, Beat 15, Cla 0, Dora 20
    m.add(GuggitalerDomino(order=[0, 1, 2, 3]))
    # Anna 100 − (15+10+20+50) = 5, Beat 60 − (10+15+20) = 15, Cla 20 − 80 = −60,
    # Dora 0 − (0+20+20) = −40
    assert totals(m) == [5, 15, -60, -40]


def test_several_guggitaler_and_who_deals():
    m = gugg(THREE, preset="ohne_domino", guggitaler=3)
    # Guggitaler 1 dealt first by seat 0, the deal moves on every game
    assert m.board().dealer == 0 and m.board().announcer is None
    m.add(count("tricks", 4, 4, 4))
    assert m.board().dealer == 1
    for e in (count("schellen", 3, 3, 3), count("ober", 2, 1, 1), taker("rosenkoenig", 0),
              taker("last_trick", 1)):
        m.add(e)
    b = m.board()
    # Guggitaler 2 is dealt first by the next seat: 1
    assert b.dealer == 1 and b.figures["next_game"] == {
        "guggitaler": 2, "game": "tricks", "name": "Tricks", "penalty": 5, "of": 12,
        "kind": "count"}
    assert b.entries[-1].notes == ["Guggitaler 1 done"]
    assert b.status == "Guggitaler 2 of 3: Tricks, Beat deals"
    assert not b.finished and b.figures["guggitaler_played"] == 1
    assert len(b.figures["sheet"]) == 15 and b.figures["sheet"][5]["played"] is False


def test_the_rows_of_the_sheet():
    m = gugg()
    play_four(m)
    rows = m.board().figures["sheet"]
    assert [r["game"] for r in rows] == ["tricks", "schellen", "ober", "rosenkoenig",
                                         "last_trick", "domino"]
    assert rows[0] == {"guggitaler": 1, "game": "tricks", "name": "Tricks", "penalty": 5,
                       "of": 9, "played": True, "counts": [3, 2, 4, 0],
                       "points": [-15, -10, -20, 0], "totals": [-15, -10, -20, 0]}
    assert rows[3]["counts"] == [0, 0, 1, 0] and rows[3]["points"] == [0, 0, -40, 0]
    assert rows[5] == {"guggitaler": 1, "game": "domino", "name": "Domino", "penalty": None,
                       "of": None, "played": False, "counts": None, "points": None,
                       "totals": None}


def test_french_deck_names_the_games_as_jassverzeichnis_does():
    m = gugg(deck="fr")
    names = [r["name"] for r in m.board().figures["sheet"]]
    assert names == ["Tricks", "Hearts", "Queen", "King of Clubs", "Last trick", "Domino"]


def test_refusals_name_the_rule():
    m = gugg()
    refused(m, count("schellen", 2, 3, 0, 4), "guggitaler.order")
    err = refused(m, count("tricks", 3, 2, 4, 1), "guggitaler.count_sum")
    assert err.message == "Tricks: the counts of all players must add up to 9, not 10"
    refused(m, count("tricks", 3, 2, 4), "guggitaler.players")
    refused(m, count("tricks", 3, 2, 5, -1), "guggitaler.count_negative")
    m.add(count("tricks", 3, 2, 4, 0))
    refused(m, count("schellen", 2, 3, 0, 3), "guggitaler.count_sum")
    m.add(count("schellen", 2, 3, 0, 4))
    refused(m, count("ober", 1, 1, 1, 0), "guggitaler.count_sum")
    refused(m, taker("rosenkoenig", 2), "guggitaler.order")
    m.add(count("ober", 1, 1, 1, 1))
    refused(m, taker("rosenkoenig", 4), "guggitaler.player")
    m.add(taker("rosenkoenig", 2))
    refused(m, GuggitalerDomino(order=[0, 1, 2, 3]), "guggitaler.order")
    m.add(taker("last_trick", 0))
    refused(m, GuggitalerDomino(order=[0, 1, 1, 3]), "guggitaler.domino_order")
    refused(m, GuggitalerDomino(order=[0, 1, 2]), "guggitaler.domino_order")
    m = gugg(preset="ohne_domino")
    for e in (count("tricks", 3, 2, 4, 0), count("schellen", 2, 3, 0, 4),
              count("ober", 1, 1, 1, 1), taker("rosenkoenig", 2)):
        m.add(e)
    refused(m, GuggitalerDomino(order=[0, 1, 2, 3]), "guggitaler.no_domino")


def test_setup_three_or_four_players():
    for players in (["A", "B"], ["A", "B", "C", "D", "E"]):
        with pytest.raises(RuleViolation) as err:
            gugg(players)
        assert err.value.rule == "setup.players"


def test_the_status_room_holds_the_longest_sentences():
    """What a board keeps room for from the first game on: each game of the last
    Guggitaler with each dealer, and each player winning with the largest total the match
    can reach (a tie's sentence moved a trial's board down at the end)."""
    m = new_match("guggitaler", ["Lukas", "Mirjam", "Beat"], preset="ohne_domino",
                  settings={"guggitaler": 2})
    room = [str(text) for text in m.rules.status_room()]
    assert len(room) == 5 * 3 + 3
    assert "Guggitaler 2 of 2: Last trick, Mirjam deals" in room
    # 12 tricks × 5 + 9 × 10 + 4 × 20 + 40 + 50 = 320 a Guggitaler, two of them
    assert room[-1] == "Beat wins with 640 penalty points"
    m = new_match("guggitaler", ["Lukas", "Mirjam", "Beat", "Vreni"])
    assert str(m.rules.status_room()[-1]) == "Vreni wins with -305 points"
