"""Who deals and who announces next, in every variant (Board.dealer, Board.announcer).

Seats are in the order of play. Worked out by hand: in Schieber and Coiffeur the match's
``first`` seat announces the first round, so the seat before it deals; everywhere else
``first`` deals the first round. The deal moves on one seat every round.
"""

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.handjass import HandjassRound, HandjassStriche
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.core.pandur import PandurDeal, PandurMisdeal, PandurNoBid
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound
from jasstafel.core.schieber import SchieberBedanken, SchieberRound

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def seats(m):
    b = m.board()
    return b.dealer, b.announcer


def test_schieber_deal_moves_on_and_the_next_player_announces():
    # teams: A = seats 0 + 2, B = seats 1 + 3; Cla (seat 2) announces first, Beat deals
    m = new_match("schieber", FOUR, preset="einfach_1000", first=2)
    assert seats(m) == (1, 2)
    assert m.board().figures["announcing_team"] == 0
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    assert seats(m) == (2, 3)  # Cla deals, Dora announces: team B
    assert m.board().figures["announcing_team"] == 1
    # geschoben: Anna announced for her team, the order of play is not changed
    m.add(SchieberRound(contract="eicheln", announced_by=1, geschoben=True, points=(57, 100)))
    assert seats(m) == (3, 0)
    m.add(SchieberRound(contract="obenabe", announced_by=0, points=(80, 77)))
    m.add(SchieberRound(contract="obenabe", announced_by=1, points=(80, 77)))
    assert seats(m) == (1, 2)  # four rounds: round the table once
    m.add(SchieberBedanken(team=0))  # 80+100+57+80 = 317: too early, but the Partie is over
    assert seats(m) == (None, None)
    assert m.board().figures["announcing_team"] is None


def test_schieber_turnier_ends_without_a_dealer():
    m = new_match("schieber", FOUR, preset="turnier", settings={"rounds": 1})
    assert seats(m) == (3, 0)  # first 0 announces, Dora (seat 3) deals
    m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    assert seats(m) == (None, None)


def test_coiffeur_announcer_after_the_dealer_skips_a_full_team():
    rows = [{"name": "Eichel", "factor": 1, "kind": "trump"}]
    m = new_match("coiffeur", FOUR, settings={"rows": rows}, first=1)
    assert seats(m) == (0, 1)  # Beat announces first, Anna dealt
    m.add(CoiffeurRound(team=1, row=0, points=80))  # team B (Beat, Dora) is full
    # Beat deals; Cla (team A) is next
    assert seats(m) == (1, 2)
    m = new_match("coiffeur", FOUR, settings={"rows": rows}, first=1)
    m.add(CoiffeurRound(team=0, row=0, points=80))  # team A (Anna, Cla) full first
    # Beat deals, Cla's team is full: skipped, Dora announces
    assert seats(m) == (1, 3)
    assert m.board().figures["next_announcer"]["player"] == "Dora"
    m.add(CoiffeurRound(team=1, row=0, points=80))
    assert seats(m) == (None, None)


def test_molotow_and_differenzler_rotate_the_dealer_without_announcer():
    m = new_match("molotow", ["A", "B", "C"], settings={"rounds": 2}, first=2)
    assert seats(m) == (2, None)
    m.add(MolotowRound(points=[50, 50, 57]))
    assert seats(m) == (0, None)
    m.add(MolotowRound(points=[50, 50, 57]))
    assert seats(m) == (None, None)

    m = new_match("differenzler", ["A", "B", "C"], settings={"games": 2}, first=1)
    assert seats(m) == (1, None)
    m.add(DifferenzlerGame(predictions=[50, 50, 57], points=[50, 50, 57]))
    assert seats(m) == (2, None)
    m.add(DifferenzlerGame(predictions=[50, 50, 57], points=[50, 50, 57]))
    assert seats(m) == (None, None)


def test_handjass_dealer_rotates_with_points_and_stepper_rounds():
    m = new_match("handjass", ["A", "B", "C"], settings={"voll": 5}, first=1)
    assert seats(m) == (1, None)
    m.add(HandjassRound(points=[60, 50, 47]))
    assert seats(m) == (2, None)
    m.add(HandjassStriche(striche=[0, 0, 1]))
    assert seats(m) == (0, None)
    m.add(HandjassStriche(striche=[5, 0, 0]))  # A voll: over
    assert seats(m) == (None, None)


def test_fahnder_dealer_rotates_by_round_and_the_next_player_bids_first():
    m = new_match("fahnder", FOUR, first=3)
    assert seats(m) == (3, None)
    assert m.board().figures["first_bidder"] == 0
    m.add(FahnderRound(fahnder=0, partner=1, bid=100, contract="rosen", points=120))
    assert seats(m) == (0, None)
    assert m.board().figures["first_bidder"] == 1
    m.add(FahnderPenalty(player=2, nuller=1))  # a penalty is no deal
    assert seats(m) == (0, None)


def test_pandur_dealer_is_the_next_player_still_in_and_again_after_a_misdeal():
    m = new_match("pandur", FOUR, first=1)
    assert seats(m) == (1, None)
    m.add(PandurNoBid())
    assert seats(m) == (2, None)
    m.add(PandurMisdeal())
    assert seats(m) == (2, None)  # the same dealer deals again
    m.add(PandurDeal(declarer=0, contract=100, made=True))
    assert seats(m) == (3, None)


def test_punktetafel_dealer_rotates_over_the_players_also_with_teams():
    m = new_match("punktetafel", ["A", "B", "C"], first=2)
    assert seats(m) == (2, None)
    m.add(PunktetafelRound(points=[1, 2, 3]))
    assert seats(m) == (0, None)
    m.add(PunktetafelClose())
    assert seats(m) == (None, None)
