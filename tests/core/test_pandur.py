"""Pandur (RULES.md section 6): every rule and number, worked out by hand.

Seats: 0 Anna, 1 Beat, 2 Carla, 3 Dora. Anna (seat 0, the document's ``first``) is the
Schreiber and deals first unless a test says otherwise. Totals are written as
[Anna, Beat, Carla, Dora].
"""

import pytest

from jasstafel.core import EntryConflict, MatchFileError, RuleViolation, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.pandur import (
    LADDER,
    WEIS_TOTALS,
    PandurDeal,
    PandurFault,
    PandurMisdeal,
    PandurNoBid,
    inheritance,
    ladder,
    schreibpunkte,
)

PLAYERS = ["Anna", "Beat", "Carla", "Dora"]
A, B, C, D = range(4)


def match(preset=None, first=0, **settings):
    return new_match("pandur", PLAYERS, preset=preset, first=first, settings=settings or None)


def deal(declarer, contract, **kw):
    return PandurDeal(declarer=declarer, contract=contract, **kw)


def play(m, *entries):
    for e in entries:
        m.add(e)
    return m


def totals(m):
    return [s.total for s in m.board().sides]


def figure(m, side, key):
    return m.board().sides[side].figures[key]


def refused(m, entry, rule):
    before = m.board().model_dump()
    count = len(m.entries)
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert err.value.rule == rule
    assert m.board().model_dump() == before
    assert len(m.entries) == count
    return err.value


# -- the ladder and the Schreibpunkte --------------------------------------------------


def test_ladder_in_bidding_order():
    expected = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200,
                "misere_ohne", "misere_mit", 210, 220, 230, 240, 250,
                "pandur_ohne", 260, 270, 280, 290,
                300, 310, 320, 330, 340, 350, 360, 370, 380, 390, 400,
                410, 420, 430, 440, 450, 460, 470, 480, 490, 500,
                "pandur_mit"]
    assert list(LADDER) == expected
    assert ladder(high_bids=True) == expected
    # without numeric bids of 300 and more, 290 is followed by Pandur mit
    assert ladder(high_bids=False) == expected[:23] + ["pandur_mit"]
    assert match().rules.ladder() == expected
    assert match(preset="bis_290").rules.ladder() == expected[:23] + ["pandur_mit"]


@pytest.mark.parametrize(("contract", "points"), [
    (100, 2), (140, 2), (150, 3), (190, 3), (200, 4), (240, 4), (250, 5), (290, 5),
    (300, 6), (350, 6), (500, 6),
    ("misere_ohne", 4), ("misere_mit", 4), ("pandur_ohne", 5), ("pandur_mit", 6),
])
def test_schreibpunkte_table(contract, points):
    assert schreibpunkte(contract) == points


def test_never_more_than_six_schreibpunkte():
    assert max(schreibpunkte(c) for c in LADDER) == 6


@pytest.mark.parametrize(("score", "credit"), [(0, 2), (11, 2), (12, 2), (13, 1), (14, 0)])
def test_inheritance_formula(score, credit):
    # min(2, max(0, 14 - score)): 12 -> 2, 13 -> 1, 14 -> 0
    assert inheritance(score) == credit


def test_pandur_weis_totals():
    # 4 Under + 4 Neuner = 200 + 150 = 350 fills all 8 cards; three Dreiblätter (60)
    # need 9 cards; 4 Under + Vierblatt through the Under (9 10 U O) = 250 in 7 cards.
    assert 350 in WEIS_TOTALS and 250 in WEIS_TOTALS and 300 in WEIS_TOTALS
    assert 60 not in WEIS_TOTALS and 400 not in WEIS_TOTALS and max(WEIS_TOTALS) == 350


# -- a deal: made, failed, the dealer erbt -------------------------------------------


def test_made_declarer_writes_and_dealer_erbt():
    m = play(match(), deal(B, 150, made=True))
    # Anna deals and erbt 2; Beat makes 150 -> 3
    assert totals(m) == [2, 3, 0, 0]
    line = m.board().entries[0]
    assert line.written == [2, 3, 0, 0] and line.totals == [2, 3, 0, 0]
    assert figure(m, A, "inherited") == 2 and figure(m, A, "won") == 0
    assert figure(m, B, "won") == 3 and figure(m, B, "inherited") == 0


def test_failed_each_opponent_writes():
    m = play(match(), deal(B, 200, made=False))
    # Beat fails 200 (4): Carla 4, Dora 4; Anna deals and erbt 2; Beat 0
    assert totals(m) == [2, 0, 4, 4]
    assert m.board().entries[0].notes == ["failed", "Anna inherits 2"]


@pytest.mark.parametrize(("contract", "made", "expected"), [
    ("misere_ohne", True, [2, 4, 0, 0]),    # Beat 4
    ("misere_mit", False, [2, 0, 4, 4]),    # Carla and Dora 4 each
    ("pandur_ohne", True, [2, 5, 0, 0]),    # Beat 5
    ("pandur_ohne", False, [2, 0, 5, 5]),   # Carla and Dora 5 each
    ("pandur_mit", True, [2, 6, 0, 0]),     # Beat 6
    ("pandur_mit", False, [2, 0, 6, 6]),    # Carla and Dora 6 each
    (300, True, [2, 6, 0, 0]),              # 300 and more: 6
    (500, False, [2, 0, 6, 6]),
])
def test_misere_pandur_and_high_bids(contract, made, expected):
    m = play(match(), deal(B, contract, made=made))
    assert totals(m) == expected  # Anna deals and erbt 2 each time


@pytest.mark.parametrize(("contract", "points", "weis", "beaten", "made"), [
    (150, 131, 20, False, True),    # 131 + 20 = 151 >= 150: made
    (150, 130, 20, False, True),    # 130 + 20 = 150: exactly reached is made
    (150, 140, 0, False, False),    # 140 < 150: failed
    (150, 131, 20, True, False),    # Weis cancelled by a higher one: 131 < 150
    (150, 157, 0, False, True),     # all 8 tricks = 157 (no Match bonus)
    (290, 100, 200, False, True),   # 100 + 4 Under 200 = 300
    (500, 150, 350, False, True),   # 150 + 4 Under + 4 Neuner 350 = 500
    (200, 60, 150, False, True),    # 60 + whole suit 150 = 210
    (200, 60, 150, True, False),    # 60 alone
])
def test_numeric_bid_decided_by_points_and_weis(contract, points, weis, beaten, made):
    m = play(match(), deal(B, contract, points=points, weis=weis, weis_beaten=beaten))
    sp = schreibpunkte(contract)
    assert totals(m) == ([2, sp, 0, 0] if made else [2, 0, sp, sp])
    assert m.board().entries[0].notes[0] == ("made" if made else "failed")
    assert figure(m, B, "declared") == 1 and figure(m, B, "made") == int(made)


def test_entry_text_shows_the_reckoning():
    m = play(match(), deal(B, 150, points=131, weis=20, weis_beaten=True))
    line = m.board().entries[0]
    assert line.text == "Beat 150: 131 + Weis 20 beaten = 131, failed"
    assert "Weis cancelled" in line.notes


# -- the dealer ------------------------------------------------------------------------


def test_dealer_rotates_from_the_schreiber():
    m = match(first=2)  # Carla is the Schreiber and deals first
    assert m.board().figures["next_dealer"]["player"] == "Carla"
    play(m, deal(A, 100, made=True))  # Carla erbt 2, Anna 2
    assert totals(m) == [2, 0, 2, 0]
    assert m.board().figures["next_dealer"] == {
        "seat": D, "player": "Dora", "plays": False, "inherits": 2, "again": False}
    play(m, deal(A, 100, made=True))  # Dora deals: Dora 2, Anna 2 + 2
    play(m, deal(B, 100, made=True))  # Anna deals: Anna 4 + 2, Beat 2
    assert totals(m) == [6, 2, 2, 2]
    assert m.board().figures["next_dealer"]["player"] == "Beat"
    assert m.board().status == ("Deal 4: Beat deals and sits out (inherits 2); Anna, Carla and "
                                "Dora bid")


def test_the_dealer_of_four_cannot_declare():
    m = match()
    err = refused(m, deal(A, 150, made=True), "pandur.declarer_dealer")
    assert "Anna" in err.message


def test_no_bid_dealer_erbt_and_deal_moves_on():
    m = play(match(), PandurNoBid())
    # Anna deals, nobody bids: Anna erbt 2, Beat deals next
    assert totals(m) == [2, 0, 0, 0]
    assert m.board().figures["next_dealer"]["player"] == "Beat"
    assert m.board().entries[0].kind == "no_bid"
    play(m, PandurNoBid(), PandurNoBid())
    # Beat 2, Carla 2; Dora deals next
    assert totals(m) == [2, 2, 2, 0]
    assert m.board().figures["next_dealer"]["player"] == "Dora"


def test_misdeal_same_dealer_again_and_no_erben():
    m = play(match(), PandurMisdeal())
    # nothing written, Anna deals again and inherits nothing for this deal
    assert totals(m) == [0, 0, 0, 0]
    nd = m.board().figures["next_dealer"]
    assert nd["player"] == "Anna" and nd["again"] is True and nd["inherits"] == 0
    assert "again after the misdeal" in m.board().status
    play(m, deal(B, 150, made=True))
    # Beat 3; Anna erbt nothing (the misdealer's forfeit, table setting default)
    assert totals(m) == [0, 3, 0, 0]
    assert m.board().figures["next_dealer"]["player"] == "Beat"
    # the forfeit is for that one deal: Beat deals normally and erbt 2
    play(m, deal(C, 100, made=True))
    assert totals(m) == [0, 5, 2, 0]


def test_two_misdeals_then_no_bid():
    m = play(match(), PandurMisdeal(), PandurMisdeal(), PandurNoBid())
    # Anna misdeals twice, then no bid: she forfeits the Erben; Beat deals next
    assert totals(m) == [0, 0, 0, 0]
    assert m.board().figures["next_dealer"]["player"] == "Beat"


def test_misdeal_without_forfeit_setting():
    m = play(match(misdeal_forfeits=False), PandurMisdeal())
    assert totals(m) == [0, 0, 0, 0]
    assert m.board().figures["next_dealer"]["inherits"] == 2
    play(m, deal(B, 150, made=True))
    # the misdeal wrote nothing, the deal given again erbt as usual: Anna 2, Beat 3
    assert totals(m) == [2, 3, 0, 0]


def _anna_at_13():
    # 1 Anna deals, no bid: Anna erbt 2                      -> A 2
    # 2 Beat deals, Anna 300 made: Anna 6, Beat erbt 2        -> A 8, B 2
    # 3 Carla deals, Anna 150 made: Anna 3, Carla erbt 2      -> A 11, C 2
    # 4 Dora deals, Anna 140 made: Anna 2, Dora erbt 2        -> A 13, D 2
    return play(match(), PandurNoBid(), deal(A, 300, made=True), deal(A, 150, made=True),
                deal(A, 140, made=True))


def test_erben_cap_at_13_gets_1_and_at_14_gets_0():
    m = _anna_at_13()
    assert totals(m) == [13, 2, 2, 2]
    assert m.board().figures["next_dealer"]["inherits"] == 1
    # 5 Anna deals, Carla fails 100: Beat 2, Dora 2; Anna erbt min(2, 14 - 13) = 1
    play(m, deal(C, 100, made=False))
    assert totals(m) == [14, 4, 2, 4]
    assert m.board().entries[-1].written == [1, 2, 0, 2]
    assert m.board().entries[-1].notes == ["failed", "Anna inherits 1"]
    assert figure(m, A, "won") == 11 and figure(m, A, "inherited") == 3
    # 6 Beat, 7 Carla, 8 Dora deal without a bid: 2 each
    play(m, PandurNoBid(), PandurNoBid(), PandurNoBid())
    assert totals(m) == [14, 6, 4, 6]
    assert m.board().figures["next_dealer"] == {
        "seat": A, "player": "Anna", "plays": False, "inherits": 0, "again": False}
    # 9 Anna deals at 14: erbt min(2, 14 - 14) = 0, also without a bid
    play(m, PandurNoBid())
    assert totals(m) == [14, 6, 4, 6]
    assert m.board().entries[-1].written == [0, 0, 0, 0]
    assert m.board().entries[-1].notes == ["no bid", "Anna inherits 0"]
    assert not m.finished and figure(m, A, "in_game") is True


def test_erben_cap_no_bid_at_13():
    m = play(_anna_at_13(), PandurNoBid())
    # Anna deals with 13, no bid: erbt 1 -> 14, never 15 by Erben
    assert totals(m) == [14, 2, 2, 2]


# -- reaching 15: three players, then two ----------------------------------------------


def _beat_reaches_15():
    # 1 Anna deals:  Beat 300 made   -> B 6, A erbt 2        [2, 6, 0, 0]
    # 2 Beat deals:  Carla 300 made  -> C 6, B erbt 2        [2, 8, 6, 0]
    # 3 Carla deals: Beat 300 made   -> B 14, C erbt 2       [2, 14, 8, 0]
    # 4 Dora deals:  Beat 100 made   -> B 16, D erbt 2       [2, 16, 8, 2]
    return play(match(), deal(B, 300, made=True), deal(C, 300, made=True),
                deal(B, 300, made=True), deal(B, 100, made=True))


def test_steps_down_to_three_then_two_players():
    m = _beat_reaches_15()
    b = m.board()
    assert totals(m) == [2, 16, 8, 2]
    assert b.entries[-1].notes == ["made", "Dora inherits 2", "Beat reaches 15"]
    assert b.winners == [B] and not b.finished
    assert b.figures["phase"] == 3 and b.figures["in_game"] == [A, C, D]
    assert b.figures["order"] == [[B]]
    assert b.sides[B].figures["reached_15_in_deal"] == 4
    assert b.sides[B].figures["in_game"] is False and b.sides[B].figures["to_go"] == 0
    # three players: all play, the dealer too, nobody erbt; Anna deals next
    assert b.figures["next_dealer"] == {
        "seat": A, "player": "Anna", "plays": True, "inherits": 0, "again": False}
    assert b.status == "Deal 5: Anna deals; Anna, Carla and Dora play (Beat reached 15)"
    # provisional places: Beat 1, then by total Carla 8, Anna 2 = Dora 2
    assert b.ranks == [3, 1, 2, 3]

    # Beat has left: he can neither declare nor be at fault
    refused(m, deal(B, 100, made=True), "pandur.declarer_left")
    refused(m, PandurFault(declarer=C, contract=100, by=B), "pandur.fault_player")

    # 5 Anna deals and declares 300, made: Anna 6 -> 8, no Erben
    play(m, deal(A, 300, made=True))
    assert totals(m) == [8, 16, 8, 2]
    assert m.board().entries[-1].notes == ["made"]
    assert m.board().figures["next_dealer"]["player"] == "Carla"  # Beat is skipped
    # 6 Carla deals, Anna fails 150 (3): the two opponents Carla and Dora 3 each
    play(m, deal(A, 150, made=False))
    assert totals(m) == [8, 16, 11, 5]
    # 7 Dora deals, a no bid writes nothing now; Anna deals next
    play(m, PandurNoBid())
    assert totals(m) == [8, 16, 11, 5]
    assert m.board().entries[-1].notes == ["no bid"]
    assert m.board().figures["next_dealer"]["player"] == "Anna"
    # 8 Anna deals, Carla Pandur mit made: 11 + 6 = 17, Carla leaves
    play(m, deal(C, "pandur_mit", made=True))
    b = m.board()
    assert totals(m) == [8, 16, 17, 5]
    assert b.figures["phase"] == 2 and b.figures["in_game"] == [A, D]
    assert b.figures["order"] == [[B], [C]]
    assert b.figures["next_dealer"]["player"] == "Dora"  # after Anna, Beat and Carla left
    assert b.status == "Deal 9: Dora deals; Anna and Dora play (Beat and Carla reached 15)"

    # two players: the single opponent writes a failed contract
    # 9 Dora deals, Dora Misère mit failed: Anna 8 + 4 = 12
    play(m, deal(D, "misere_mit", made=False))
    assert totals(m) == [12, 16, 17, 5]
    # 10 Anna deals, Dora 300 made: 5 + 6 = 11
    play(m, deal(D, 300, made=True))
    assert totals(m) == [12, 16, 17, 11]
    # 11 Dora deals, Anna 150 made: 12 + 3 = 15, Anna reaches 15, Dora is the loser
    play(m, deal(A, 150, made=True))
    b = m.board()
    assert totals(m) == [15, 16, 17, 11]
    assert b.finished and m.finished
    assert b.ranks == [3, 1, 2, 4]
    assert b.winners == [B]
    assert b.figures["loser"] == D and b.figures["phase"] is None
    assert b.figures["next_dealer"] is None
    assert b.figures["order"] == [[B], [C], [A]]
    assert b.entries[-1].notes == ["made", "Anna reaches 15", "Dora is the loser"]
    assert b.status == "Beat wins; Dora is the loser"
    refused(m, PandurNoBid(), "match.finished")


def _carla_and_dora_reach_15_together(**settings):
    # 1 Anna deals:  Carla 300 made    -> C 6,  A erbt 2          [2, 0, 6, 0]
    # 2 Beat deals:  Dora 300 made     -> D 6,  B erbt 2          [2, 2, 6, 6]
    # 3 Carla deals: Beat 150 failed   -> A 5, D 9 (3 each), C 8  [5, 2, 8, 9]
    # 4 Dora deals:  Anna 100 failed   -> B 4, C 10 (2 each), D 11 [5, 4, 10, 11]
    # 5 Anna deals:  Beat 300 failed   -> C 16, D 17 (6 each), A 7 [7, 4, 16, 17]
    return play(match(**settings), deal(C, 300, made=True), deal(D, 300, made=True),
                deal(B, 150, made=False), deal(A, 100, made=False),
                deal(B, 300, made=False))


def test_two_reach_15_in_one_deal_share_the_rank():
    m = _carla_and_dora_reach_15_together()
    b = m.board()
    assert totals(m) == [7, 4, 16, 17]
    assert b.figures["order"] == [[C, D]]
    assert b.winners == [C, D]
    # Carla and Dora share 1; Anna 7 before Beat 4
    assert b.ranks == [3, 4, 1, 1]
    # straight down to two players; Beat deals next (after Anna)
    assert b.figures["phase"] == 2 and b.figures["in_game"] == [A, B]
    assert b.figures["next_dealer"]["player"] == "Beat"
    # 6 Beat deals: Beat 300 made -> 10; 7 Anna deals: Anna 300 made -> 13
    # 8 Beat deals: Anna 100 failed -> Beat 12; 9 Anna deals: Beat 150 made -> 15
    play(m, deal(B, 300, made=True), deal(A, 300, made=True), deal(A, 100, made=False),
         deal(B, 150, made=True))
    b = m.board()
    assert totals(m) == [13, 15, 16, 17]
    assert b.finished and b.ranks == [4, 3, 1, 1] and b.winners == [C, D]
    assert b.status == "Carla and Dora win; Anna is the loser"


def test_same_deal_ordered_by_total_setting():
    m = _carla_and_dora_reach_15_together(same_deal="total")
    b = m.board()
    # Dora 17 before Carla 16
    assert b.ranks == [3, 4, 2, 1]
    assert b.winners == [D]


def test_two_reach_15_in_a_deal_of_three_ends_the_partie():
    m = _beat_reaches_15()  # [2, 16, 8, 2], Anna deals next, three play
    # 5 Anna deals: Carla 300 made -> 14; 6 Carla deals: Dora 300 made -> 8
    # 7 Dora deals: Dora 100 made -> 10; 8 Anna deals: Anna 300 made -> 8
    play(m, deal(C, 300, made=True), deal(D, 300, made=True), deal(D, 100, made=True),
         deal(A, 300, made=True))
    assert totals(m) == [8, 16, 14, 10]
    # 9 Carla deals: Anna fails 250 (5): Carla 19, Dora 15, both reach 15
    play(m, deal(A, 250, made=False))
    b = m.board()
    assert totals(m) == [8, 16, 19, 15]
    assert b.finished and b.figures["order"] == [[B], [C, D]]
    assert b.ranks == [4, 1, 2, 2] and b.figures["loser"] == A
    assert b.entries[-1].notes == ["failed", "Carla reaches 15", "Dora reaches 15",
                                   "Anna is the loser"]


# -- faults (strengrechtlich) --------------------------------------------------------------


def test_fault_by_declarer_fails_the_contract():
    m = play(match(), PandurFault(declarer=B, contract=200, by=B))
    # Beat at fault: failed, Carla and Dora 4 each; Anna deals and erbt 2
    assert totals(m) == [2, 0, 4, 4]
    line = m.board().entries[0]
    assert line.kind == "fault" and line.notes[:2] == ["failed", "fault by Beat"]


def test_fault_by_opponent_makes_the_contract():
    m = play(match(), PandurFault(declarer=B, contract="pandur_ohne", by=D))
    # Dora at fault: made for Beat, 5; Anna erbt 2
    assert totals(m) == [2, 5, 0, 0]
    assert figure(m, B, "made") == 1


def test_premature_lead_by_declarer_counts_as_failed():
    m = play(match(), PandurFault(declarer=C, contract=160, by=C, premature_lead=True))
    # Carla led too early: 160 failed (3) -> Beat 3, Dora 3; Anna erbt 2
    assert totals(m) == [2, 3, 0, 3]
    assert m.board().entries[0].text == "Carla 160: premature lead by Carla, failed"


def test_fault_refusals():
    m = match()
    refused(m, PandurFault(declarer=B, contract=150, by=A), "pandur.fault_player")  # dealer
    refused(m, PandurFault(declarer=B, contract=150, by=7), "pandur.seat")
    refused(m, PandurFault(declarer=B, contract=150, by=C, premature_lead=True),
            "pandur.premature_lead")
    refused(m, PandurFault(declarer=B, contract="pandur_mit", by=B, premature_lead=True),
            "pandur.premature_lead_pandur_mit")
    refused(m, PandurFault(declarer=A, contract=150, by=B), "pandur.declarer_dealer")
    refused(m, PandurFault(declarer=B, contract=155, by=B), "pandur.contract")


def test_fault_in_a_deal_of_two():
    m = _carla_and_dora_reach_15_together()  # [7, 4, 16, 17], Beat deals, Anna and Beat play
    play(m, PandurFault(declarer=B, contract=180, by=A))
    # Anna (the only opponent) at fault: made for Beat 3 -> 7, the dealer plays, no Erben
    assert totals(m) == [7, 7, 16, 17]


# -- refusals ------------------------------------------------------------------------------


@pytest.mark.parametrize("contract", [90, 0, 105, 295, 510, 1000, -100])
def test_contract_not_on_the_ladder(contract):
    err = refused(match(), deal(B, contract, made=True), "pandur.contract")
    assert str(contract) in err.message


def test_high_bids_only_with_the_table_setting():
    m = match(preset="bis_290")
    refused(m, deal(B, 300, made=True), "pandur.contract")
    play(m, deal(B, 290, made=True), deal(C, "pandur_mit", made=True))
    # Anna erbt 2, Beat 5; Beat erbt 2, Carla 6
    assert totals(m) == [2, 7, 6, 0]


def test_declarer_seat_must_exist():
    refused(match(), deal(4, 150, made=True), "pandur.seat")


@pytest.mark.parametrize(("entry", "rule"), [
    (deal(B, 150), "pandur.outcome"),
    (deal(B, 150, made=True, points=151), "pandur.outcome"),
    (deal(B, 150, made=True, weis=20), "pandur.weis_without_points"),
    (deal(B, 150, made=False, weis_beaten=True), "pandur.weis_without_points"),
    (deal(B, "misere_ohne"), "pandur.outcome_tricks"),
    (deal(B, "misere_mit", points=0, made=True), "pandur.outcome_tricks"),
    (deal(B, "pandur_mit", points=157), "pandur.outcome_tricks"),
    (deal(B, "pandur_ohne", made=True, weis=150), "pandur.outcome_tricks"),
    (deal(B, 150, points=158), "points.range"),
    (deal(B, 150, points=-1), "points.range"),
    (deal(B, 150, points=100, weis=60), "pandur.weis"),
    (deal(B, 150, points=100, weis=30), "pandur.weis"),
    (deal(B, 150, points=100, weis=400), "pandur.weis"),
    (deal(B, 150, points=100, weis=-20), "pandur.weis"),
    (deal(B, 150, points=140, weis_beaten=True), "pandur.weis_beaten"),
])
def test_invalid_outcomes(entry, rule):
    refused(match(), entry, rule)


def test_refused_entry_after_others_leaves_board_unchanged():
    m = play(match(), deal(B, 150, made=True), PandurMisdeal())
    refused(m, deal(B, 150, made=True), "pandur.declarer_dealer")  # Beat deals again
    assert totals(m) == [2, 3, 0, 0]


def test_setup_needs_four_players():
    with pytest.raises(RuleViolation) as err:
        new_match("pandur", PLAYERS[:3])
    assert err.value.rule == "setup.players"
    with pytest.raises(RuleViolation):
        new_match("pandur", [*PLAYERS, "Emil"])


def test_unknown_preset_refused():
    with pytest.raises(MatchFileError):
        new_match("pandur", PLAYERS, preset="jassverein")


# -- corrections, files -------------------------------------------------------------------


def test_correction_recomputes_the_dealers():
    m = play(match(), PandurMisdeal(), deal(C, 100, made=True))
    # Anna misdealt and dealt again: Carla 2, Anna nothing
    assert totals(m) == [0, 0, 2, 0]
    m.replace(0, PandurNoBid())
    # now: 1 Anna no bid (Anna 2), 2 Beat deals, Carla 100 (Carla 2, Beat erbt 2)
    assert totals(m) == [2, 2, 2, 0]
    m.undo()
    assert totals(m) == [0, 0, 2, 0]


def test_correction_that_makes_a_later_declarer_the_dealer_is_refused():
    m = play(match(), PandurNoBid(), deal(A, 100, made=True))  # Beat deals the second deal
    before = m.board().model_dump()
    with pytest.raises(EntryConflict) as err:
        m.replace(0, PandurMisdeal())  # then Anna would deal again and cannot declare
    assert err.value.cause.rule == "pandur.declarer_dealer"
    assert m.board().model_dump() == before


def test_match_file_round_trip_keeps_contracts():
    m = play(match(), deal(B, 150, points=131, weis=20), deal(C, "misere_mit", made=True),
              PandurNoBid(), PandurMisdeal(),
              PandurFault(declarer=A, contract=120, by=A, premature_lead=True))
    text = matchfile.dumps(m)
    again = matchfile.loads(text)
    assert again.entries == m.entries
    assert again.board().model_dump() == m.board().model_dump()
    assert '"contract": "misere_mit"' in text and '"contract": 150' in text
