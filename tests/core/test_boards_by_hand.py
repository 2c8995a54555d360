"""What the boards say and carry, at the places the other tests pass by: worked out by hand
from the rules (RULES.md) for small matches."""

from pathlib import Path

import pytest

from jasstafel.core import RuleViolation, matchfile
from jasstafel.core.cards import rank_word
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.fahnder import FahnderRound
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerDomino, GuggitalerTaker
from jasstafel.core.handjass import HandjassStriche
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import Card
from jasstafel.core.pandur import PandurDeal, PandurMisdeal
from jasstafel.core.schieber import SchieberBedanken, SchieberRound
from jasstafel.core.variant import Team

FOUR = ["Anna", "Beat", "Carla", "Dora"]
EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


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
    assert b.status == "Anna and Beat win (tie) with 50 points"
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
    assert b["next_game"] == {"guggitaler": 1, "game": "rosenkoenig", "name": "King of Roses",
                              "penalty": 40, "of": 1, "kind": "taker"}
    m.add(GuggitalerTaker(game="rosenkoenig", player=1))
    m.add(GuggitalerTaker(game="last_trick", player=1))
    m.add(GuggitalerDomino(order=[3, 2, 1, 0]))
    b = m.board()
    assert b.figures["guggitaler_played"] == 1 and not b.finished
    assert b.figures["next_game"]["guggitaler"] == 2
    # Guggitaler k is dealt first by seat first + k: the second by Beat
    assert b.status == "Guggitaler 2 of 2: Tricks, Beat deals"


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
    assert b.status == "Beat (Team B) announces; Team A can no longer be caught"


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
    """In the core's English (the source the catalogs translate: "Rosen Banner" in German)."""
    assert Card(suit="rosen", rank="10").label() == "Banner of Roses"
    assert Card(suit="rosen", rank="7").label("fr") == "7 of Spades"
    assert Card(suit="eicheln", rank="ass").label() == "Ace of Acorns"


@pytest.mark.parametrize(("rank", "german", "french"), [
    ("under", "Under of Bells", "Jack of Diamonds"),
    ("ober", "Ober of Bells", "Queen of Diamonds"),
    ("koenig", "King of Bells", "King of Diamonds"),
    ("ass", "Ace of Bells", "Ace of Diamonds"),
    ("10", "Banner of Bells", "10 of Diamonds"),
    ("9", "9 of Bells", "9 of Diamonds"),
])
def test_a_card_is_named_as_its_deck_names_it(rank, german, french):
    """RULES.md section 0 and GLOSSARY-fr: the French deck's faces are Jack (valet, Bauer),
    Queen (dame), King, Ace, and its ten has no Banner; the German deck keeps Under, Ober,
    Banner (a Romand trial read "Ober de Carreau" with French cards)."""
    assert Card(suit="schellen", rank=rank).label("de") == german
    assert Card(suit="schellen", rank=rank).label("fr") == french
    assert rank_word(rank, "fr") == french.split(" of ")[0]
    assert rank_word(rank, "de") == german.split(" of ")[0]


# -- what the Schieber board says (RULES.md section 1) ------------------------------------

def schieber(preset=None, **settings):
    return new_match("schieber", FOUR, preset=preset, settings=settings or None)


def play(m, *rounds):
    for points, match in rounds:
        m.add(SchieberRound(contract="rosen", announced_by=0, points=points, match=match))
    return m.board()


def test_schieber_status_during_the_partie():
    # Freier Jass, Rosen ×5: 100 × 5 = 500 and 57 × 5 = 285 of 4500
    b = play(schieber(), ((100, 57), False))
    assert b.status == "Team A: 4000 to go, Team B: 4215 to go"
    b = play(schieber("turnier"), ((100, 57), False))
    assert b.status == "Round 2 of 12"
    # to 110: 100 : 57, then 50 : 107 -> 150 : 164, both past the target in one round
    b = play(schieber("einfach_1000", target=110), ((100, 57), False), ((50, 107), False))
    assert b.status == "Both teams are past 110: which team called Bedanken first?"
    b = play(schieber("einfach_1000", team_targets=[110, 120]), ((100, 57), False),
             ((50, 107), False))
    assert b.status == "Both teams are past their targets: which team called Bedanken first?"


def test_schieber_turnier_ends_in_the_tie_break_order():
    two = {"rounds": 2}
    # 100 + 57 each, no Match, best rounds 100 : 100 -> shared
    b = play(schieber("turnier", **two), ((100, 57), False), ((57, 100), False))
    assert b.winners == [0, 1] and b.status == "Tie: both teams share the win"
    # 157 : 157, A's Match (157 : 0, bonus 0 in the Turnier) against B's 157 without one
    b = play(schieber("turnier", **two), ((157, 0), True), ((0, 157), False))
    assert b.winners == [0] and b.status == "Won by Team A: equal points, more Matches"
    # four rounds, 314 : 314, no Match: A's best round 120, B's 113
    b = play(schieber("turnier", rounds=4), ((120, 37), False), ((100, 57), False),
             ((50, 107), False), ((44, 113), False))
    assert [s.total for s in b.sides] == [314, 314]
    assert b.winners == [0]
    assert b.status == "Won by Team A: equal points and Matches, better best round"
    b = play(schieber("turnier", **two), ((100, 57), False), ((100, 57), False))
    assert b.status == "Won by Team A: more points"


# -- what the Pandur board says (RULES.md section 6), the example's players ---------------

def pandur_example(upto):
    example = matchfile.load(EXAMPLES / "pandur.jass")
    m = new_match("pandur", example.document.players)
    for entry in example.entries[:upto]:
        m.add(entry)
    return m


def test_pandur_status_with_four_and_with_three_at_the_table():
    m = pandur_example(0)
    # Ruedi (seat 0) deals first and erbt 2 (14 − 0 is more than 2)
    assert m.board().status == "Deal 1: Ruedi deals and sits out (inherits 2); Vreni, Sepp and " \
        "Margrit bid"
    # after deal 1 (Vreni made 150) Vreni deals and misdeals: she deals again and erbt
    # nothing for it (the table setting misdeal_forfeits)
    m = pandur_example(2)
    assert m.board().status == "Deal 3: Vreni deals again after the misdeal and sits out " \
        "(inherits 0); Ruedi, Sepp and Margrit bid"
    # Ruedi reached 15 in deal 12; Margrit deals deal 13 and misdeals: three play on, the
    # dealer too
    m = pandur_example(12)
    m.add(PandurMisdeal())
    assert m.board().status == "Deal 14: Margrit deals again after the misdeal; Vreni, Sepp " \
        "and Margrit play (Ruedi reached 15)"


def test_schieber_the_berg_by_a_bedanken_stack_at_exactly_half():
    # Einfach 1000 (all ×1): A 100 : 57, then A bedankt with 400 on the stack in Rosen:
    # 100 + 400 = 500, exactly half of 1000: the Berg (RULES.md: half the target reached),
    # and too early: B wins
    m = schieber("einfach_1000")
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    m.add(SchieberBedanken(team=0, stack=400, contract="rosen"))
    b = m.board()
    assert b.figures["berg"] == 0 and b.winners == [1]
    assert b.entries[-1].notes == ["Bedanken too early", "Berg Team A"]
    assert b.entries[-1].text == "Bedanken by Team A with 400 on the stack in Roses ×1"
    assert b.status == "Won by Team B: Bedanken too early by Team A (500 of 1000)"


def test_schieber_a_bedanken_far_below_half_is_no_berg():
    m = schieber("einfach_1000")
    m.add(SchieberBedanken(team=1, stack=20, contract="rosen"))  # 20 of 1000
    b = m.board()
    assert b.figures["berg"] is None and b.winners == [0]
    assert b.entries[-1].notes == ["Bedanken too early"]
    assert b.entries[-1].written == [0, 20]


def test_schieber_ranks_during_the_partie():
    # a Turnier ranks by points, then Matches: 157 : 0 as a Match, then 0 : 157 without one
    m = schieber("turnier", rounds=3)
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(157, 0), match=True))
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(0, 157)))
    assert m.board().ranks == [1, 2]  # 157 : 157, one Match more
    # to a target: by points only, a tie shares the rank
    m = schieber("einfach_1000")
    assert m.board().ranks == [1, 1]
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(57, 100)))
    assert m.board().ranks == [2, 1]


def test_pandur_card_points_without_weis_and_no_loser_yet():
    m = pandur_example(0)
    # Ruedi deals; Vreni (seat 1) bids 150 and takes all 157 card points, no Weis
    m.add(PandurDeal(declarer=1, contract=150, points=157))
    b = m.board()
    assert b.entries[-1].text == "Vreni 150: 157 = 157, made"
    assert b.figures["loser"] is None and not b.finished


def test_guggitaler_domino_points_add_up_over_the_match():
    m = new_match("guggitaler", FOUR, settings={"guggitaler": 2})
    for order in ([0, 1, 2, 3], [3, 2, 1, 0]):
        m.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
        m.add(GuggitalerCount(game="schellen", counts=[3, 2, 2, 2]))
        m.add(GuggitalerCount(game="ober", counts=[1, 1, 1, 1]))
        m.add(GuggitalerTaker(game="rosenkoenig", player=1))
        m.add(GuggitalerTaker(game="last_trick", player=1))
        m.add(GuggitalerDomino(order=order))
    # Domino 150, 100, 55, 0: Anna 150 + 0, Beat 100 + 55, Carla 55 + 100, Dora 0 + 150
    assert [s.figures["domino"] for s in m.board().sides] == [150, 155, 155, 150]
    assert m.finished


def test_handjass_two_voll_and_two_winners():
    # Wirtshaus to 7: Anna and Beat reach 7 in the same round, Carla and Dora have 2 each,
    # the fewest: they win together
    m = new_match("handjass", FOUR)
    m.add(HandjassStriche(striche=[5, 5, 2, 2]))
    m.add(HandjassStriche(striche=[2, 2, 0, 0]))
    b = m.board()
    assert b.finished and b.winners == [2, 3]
    assert b.status == ("Anna and Beat are full: Carla and Dora win with 2 Striche; "
                        "the match is over")


def test_coiffeur_three_players_one_is_uneinholbar():
    # Swisslos 8: Eichel ×1 … Joker ×8. Anna: the second Joker (×8) with 157 = 1256.
    # Beat and Carla play every row but Eichel with 0 (Undenufe and Obenabe 0 × factor):
    # each can still make 257 × 1 = 257, far less than Anna's lead
    m = new_match("coiffeur", ["Anna", "Beat", "Carla"], preset="swisslos_8")
    m.add(CoiffeurRound(team=0, row=7, points=157))
    for team in (1, 2):
        for row in range(1, 8):
            m.add(CoiffeurRound(team=team, row=row, points=0))
    b = m.board()
    assert [s.total for s in b.sides] == [1256, 0, 0]
    assert b.figures["uneinholbar"] == 0
    # 15 rounds: Carla (seat 2) deals the 16th, Anna announces
    assert b.status == "Anna announces; Anna can no longer be caught"


def test_coiffeur_a_tie_when_every_row_is_the_same():
    m = new_match("coiffeur", FOUR, preset="swisslos_8")
    for row in range(8):
        for team in (0, 1):
            m.add(CoiffeurRound(team=team, row=row, points=80))
    b = m.board()
    assert b.finished and b.winners == [0, 1]
    assert b.status == "Team A and Team B win (tie)"


def test_pandur_status_of_the_example_with_three_and_at_the_end():
    # Sepp dealt deal 12, in which Ruedi reached 15: Margrit deals deal 13 and plays
    assert pandur_example(12).board().status == (
        "Deal 13: Margrit deals; Vreni, Sepp and Margrit play (Ruedi reached 15)")
    # Ruedi reached 15 first (deal 12), then Vreni (14) and Margrit (15): Sepp is left
    assert pandur_example(15).board().status == "Ruedi wins; Sepp is the loser"


def test_schieber_two_kontermatsch_and_the_back_side():
    # Einfach 1000 with Striche: B takes every trick twice in A's announcement (Kontermatsch)
    m = schieber("einfach_1000", striche=True)
    for _ in range(2):
        m.add(SchieberRound(contract="rosen", announced_by=0, points=(0, 157), match=True))
    b_side = m.board().sides[1]
    assert b_side.figures["kontermatsch"] == 2 and b_side.figures["matches"] == 2
    # Kontermatsch 2 Striche each, no plain Match, no Sieg yet; 257 + 257 = 514 is past
    # half of 1000: the Berg, 1 Strich. 2 × 2 + 1 = 5
    assert b_side.figures["striche"] == {"sieg": 0, "berg": 1, "match": 0, "kontermatsch": 4,
                                         "schneider": 0, "total": 5}


def test_pandur_a_player_at_15_no_longer_bids_and_a_beaten_weis_counts_nothing():
    m = pandur_example(12)  # Ruedi reached 15 in deal 12
    with pytest.raises(RuleViolation) as err:
        m.add(PandurDeal(declarer=0, contract=150, made=True))
    assert (err.value.rule, err.value.message) == (
        "pandur.declarer_left",
        "Ruedi has reached 15, has left the table and can no longer bid")
    # Vreni bids 150 with 149 card points and a Weis of 50 that an opponent beat: 149 < 150
    m = pandur_example(0)
    m.add(PandurDeal(declarer=1, contract=150, points=149, weis=50, weis_beaten=True))
    assert m.board().entries[-1].notes[0] == "failed"


def test_fahnder_status_names_every_leader():
    m = new_match("fahnder", FOUR)
    # Anna bids 100 with Beat and makes it: Anna +2, Beat +1; then Carla with Dora: the same
    m.add(FahnderRound(fahnder=0, partner=1, bid=100, contract="rosen", points=120))
    assert m.board().status == ("Round 2: bidding for the Fahnder; Anna leads with net 2 of "
                                f"{m.document.settings.target}")
    m.add(FahnderRound(fahnder=2, partner=3, bid=100, contract="rosen", points=120))
    assert m.board().status == ("Round 3: bidding for the Fahnder; Anna and Carla lead with "
                                f"net 2 of {m.document.settings.target}")


def test_a_card_names_its_rank_in_the_users_language():
    ass = Card(suit="rosen", rank="ass").label().params["rank"]
    assert ass.context == "rules" and ass.template == "Ace"
    assert Card(suit="rosen", rank="7").label().params["rank"].context == ""  # a number


def test_teams_that_leave_a_player_out_or_are_one_team():
    refused = "Every player must sit in exactly one team, with two teams or more"
    for teams in ([Team(name="A", players=[0, 1]), Team(name="B", players=[1, 2])],
                  [Team(name="A", players=[0, 1, 2, 3])]):
        with pytest.raises(RuleViolation) as err:
            new_match("schieber", FOUR, teams=teams)
        assert (err.value.rule, err.value.message) == ("setup.teams", refused)


def test_schieber_both_past_the_target_stoeck_count_first():
    # RULES.md: when both teams cross in one round, Stöck are counted first, then Stöck
    # and Weis, then the Stich. Target 197, Obenabe ×1, Rosen ×2: 100 : 57 and 57 : 100
    # make 157 : 157. Then Rosen ×2, 80 : 77, A's Weis 20, B's Stöck: B's Stöck alone,
    # 157 + 20 × 2 = 197, reach the target; A needs its Weis (step two): B is first
    m = schieber("einfach_1000", target=197, factors={"obenabe": 1, "rosen": 2})
    m.add(SchieberRound(contract="obenabe", announced_by=0, points=(100, 57)))
    m.add(SchieberRound(contract="obenabe", announced_by=1, points=(57, 100)))
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(80, 77), weis=(20, 0),
                        stoeck=1))
    b = m.board()
    assert [s.total for s in b.sides] == [157 + 200, 157 + 194]
    assert b.finished and b.winners == [1]


def test_schieber_both_cross_half_in_one_round_the_higher_total_or_the_announcer_has_the_berg():
    # target 400 (half 200), all ×1, no Stöck, no Weis: 100 : 57, 57 : 100 -> 157 : 157;
    # then 107 : 50 announced by B -> 264 : 207, both past 200 at once: A is higher
    m = schieber("einfach_1000", target=400)
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    m.add(SchieberRound(contract="rosen", announced_by=1, points=(57, 100)))
    m.add(SchieberRound(contract="rosen", announced_by=1, points=(107, 50)))
    assert m.board().figures["berg"] == 0
    # target 314 (half 157): 100 : 57, then 57 : 100 announced by B -> 157 : 157, both
    # reach half together with the same total: the announcer's team has the Berg
    m = schieber("einfach_1000", target=314)
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    m.add(SchieberRound(contract="rosen", announced_by=1, points=(57, 100)))
    assert m.board().figures["berg"] == 1
