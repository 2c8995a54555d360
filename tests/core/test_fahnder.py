"""Fahnder, RULES.md section 5. Expected values are worked out by hand in the comments."""

import pytest

from jasstafel.core import MatchFileError, RuleViolation, Team
from jasstafel.core.fahnder import PRESETS, VALID_BIDS, FahnderPenalty, FahnderRound
from jasstafel.core.matchfile import dumps, loads, new_match

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
A, B, C, D = range(4)


def fahnder(preset="standard", **settings):
    return new_match("fahnder", PLAYERS, preset=preset, settings=settings or None)


def rnd(f, p, bid, points, contract="schellen", match=False):
    return FahnderRound(fahnder=f, partner=p, bid=bid, contract=contract, points=points,
                        match=match)


def fig(m, key):
    return [s.figures[key] for s in m.board().sides]


def nets(m):
    return [s.total for s in m.board().sides]


def refused(m, entry, rule):
    before = m.board()
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert err.value.rule == rule
    assert m.board() == before
    return err.value


# -- setup and presets ---------------------------------------------------------------


def test_standard_preset_defaults():
    s = PRESETS["standard"]
    assert s.min_bid is None  # RULES.md: minimum bid, default none
    assert s.target == 12  # Fahnder-König at net 12
    assert fahnder().board().preset == "standard"


def test_four_players_each_for_himself():
    with pytest.raises(RuleViolation) as err:
        new_match("fahnder", PLAYERS[:3])
    assert err.value.rule == "setup.players"
    with pytest.raises(RuleViolation) as err:
        new_match("fahnder", PLAYERS, teams=[Team(name="X", players=[0, 2]),
                                             Team(name="Y", players=[1, 3])])
    assert err.value.rule == "setup.teams"
    b = fahnder().board()
    assert [s.name for s in b.sides] == PLAYERS
    assert [s.players for s in b.sides] == [[n] for n in PLAYERS]


# -- bids ----------------------------------------------------------------------------


def test_valid_bids_are_any_number_below_150_then_150_155_157_257():
    # a raise is at least 5, but not a multiple of 5: 105 then 112 is a bid of 112.
    # 1 ... 149 (149 bids), then 150, 155, 157, 257
    assert VALID_BIDS[:3] == (1, 2, 3)
    assert VALID_BIDS[-6:] == (148, 149, 150, 155, 157, 257)
    assert len(VALID_BIDS) == 149 + 4


@pytest.mark.parametrize("bid", [5, 100, 112, 145, 147, 150, 155, 157])
def test_bid_accepted_and_made_at_exactly_the_bid(bid):
    # the points reach the bid exactly: made, Anna 2 Striche, Cla 1
    m = fahnder()
    m.add(rnd(A, C, bid, bid))
    assert fig(m, "striche") == [2, 0, 1, 0]
    assert m.board().entries[-1].notes == ["made"]


def test_bid_257_is_the_match_bid():
    m = fahnder()
    m.add(rnd(A, C, 257, 157, match=True))
    assert m.board().entries[-1].notes == ["made", "Match"]


@pytest.mark.parametrize("bid", [0, -5, 152, 156, 158, 160, 200, 250, 256, 258, 300])
def test_impossible_bids_refused(bid):
    err = refused(fahnder(), rnd(A, C, bid, 157), "fahnder.bid")
    assert str(bid) in err.message and "150, 155, 157 and 257" in err.message


def test_minimum_bid_table_setting():
    m = fahnder(min_bid=80)
    refused(m, rnd(A, C, 75, 100), "fahnder.min_bid")
    m.add(rnd(A, C, 80, 100))  # at the minimum: accepted
    assert fig(m, "striche") == [2, 0, 1, 0]
    # an impossible bid stays impossible above the minimum
    refused(m, rnd(A, C, 152, 157), "fahnder.bid")


def test_minimum_bid_setting_range():
    with pytest.raises(MatchFileError):
        fahnder(min_bid=0)
    with pytest.raises(MatchFileError):
        fahnder(min_bid=258)


# -- who plays -----------------------------------------------------------------------


def test_partner_is_never_the_fahnder():
    err = refused(fahnder(), rnd(B, B, 257, 157, match=True), "fahnder.partner")
    assert "Beat" in err.message


@pytest.mark.parametrize("f,p", [(4, 0), (0, 4), (-1, 2)])
def test_seats_must_exist(f, p):
    refused(fahnder(), rnd(f, p, 100, 120), "fahnder.seat")


# -- card points ---------------------------------------------------------------------


@pytest.mark.parametrize("points", [-1, 158, 257])
def test_card_points_between_0_and_157(points):
    refused(fahnder(), rnd(A, C, 100, points), "points.range")


def test_match_needs_all_157_points():
    refused(fahnder(), rnd(A, C, 257, 150, match=True), "fahnder.match")


# -- made and failed -----------------------------------------------------------------


def test_made_fahnder_2_partner_1_opponents_nothing():
    # Beat bids 120 with Dora, they make 121: Beat +2 Striche, Dora +1, Anna and Cla 0
    m = fahnder()
    m.add(rnd(B, D, 120, 121))
    assert fig(m, "striche") == [0, 2, 0, 1]
    assert fig(m, "nuller") == [0, 0, 0, 0]
    assert nets(m) == [0, 2, 0, 1]
    line = m.board().entries[-1]
    assert line.written == [0, 2, 0, 1] and line.totals == [0, 2, 0, 1]
    assert line.kind == "round" and line.round == 1


def test_failed_fahnder_2_nuller_partner_1_nuller_opponents_1_strich():
    # Beat bids 120 with Dora, they make 119: Beat 2 Nuller, Dora 1 Nuller,
    # Anna and Cla 1 Strich each; nets -2, -1, +1, +1
    m = fahnder()
    m.add(rnd(B, D, 120, 119))
    assert fig(m, "striche") == [1, 0, 1, 0]
    assert fig(m, "nuller") == [0, 2, 0, 1]
    assert nets(m) == [1, -2, 1, -1]
    assert fig(m, "net") == [1, -2, 1, -1]
    line = m.board().entries[-1]
    assert line.written == [1, -2, 1, -1]
    assert line.notes == ["failed"]


def test_match_bid_made_gives_one_extra_strich_each():
    # 257 made: Fahnder 2 + 1 = 3 Striche, partner 1 + 1 = 2
    m = fahnder()
    m.add(rnd(C, A, 257, 157, contract="obenabe", match=True))
    assert fig(m, "striche") == [2, 0, 3, 0]


def test_match_bid_without_match_fails():
    # 157 points but the opponents took a trick (Nullstich): no Match, bid 257 failed:
    # Cla 2 Nuller, Anna 1 Nuller, Beat and Dora 1 Strich each
    m = fahnder()
    m.add(rnd(C, A, 257, 157))
    assert fig(m, "nuller") == [1, 0, 2, 0]
    assert fig(m, "striche") == [0, 1, 0, 1]


def test_unannounced_match_gives_no_extra_strich():
    # bid 130, Match made: only made (2 / 1), the extra Strich needs the Match bid
    m = fahnder()
    m.add(rnd(A, B, 130, 157, match=True))
    assert fig(m, "striche") == [2, 1, 0, 0]
    assert m.board().entries[-1].notes == ["made", "Match"]


def test_bid_157_made_with_157_points_without_match():
    m = fahnder()
    m.add(rnd(A, B, 157, 157))
    assert fig(m, "striche") == [2, 1, 0, 0]


def test_opponents_take_everything_fahnder_fails():
    # 0 points: failed like any other
    m = fahnder()
    m.add(rnd(D, A, 60, 0, contract="undenufe"))
    assert nets(m) == [-1, 1, 1, -2]


def test_contract_is_recorded_in_the_text_and_all_count_single():
    m = fahnder(deck="fr")
    m.add(rnd(A, C, 100, 110, contract="schilten"))
    m.add(rnd(A, C, 100, 110, contract="obenabe"))
    b = m.board()
    assert b.entries[0].text == "Anna bids 100 in Hearts, partner Cla: 110 → made"
    assert "Obenabe" in b.entries[1].text
    assert fig(m, "striche") == [4, 0, 2, 0]  # 2 + 2, 1 + 1: no factor


def test_unknown_contract_is_not_a_valid_entry():
    with pytest.raises(ValueError):
        FahnderRound(fahnder=0, partner=1, bid=100, contract="slalom", points=100)


# -- penalties -----------------------------------------------------------------------


def test_penalty_up_to_two_nuller():
    m = fahnder()
    m.add(FahnderPenalty(player=B, nuller=2, misdeed="nichtfarben"))
    m.add(FahnderPenalty(player=D, nuller=1, misdeed="kartenblick"))
    assert fig(m, "nuller") == [0, 2, 0, 1]
    assert nets(m) == [0, -2, 0, -1]
    line = m.board().entries[0]
    assert line.kind == "penalty" and line.round is None
    assert line.written == [0, -2, 0, 0]
    assert line.text == "Beat: not following suit, 2 Nuller"
    assert m.board().figures["rounds_played"] == 0  # a penalty is not a round


@pytest.mark.parametrize("nuller", [0, 3, -1])
def test_penalty_of_more_than_two_nuller_refused(nuller):
    refused(fahnder(), FahnderPenalty(player=A, nuller=nuller), "fahnder.penalty")


def test_penalty_player_must_exist():
    refused(fahnder(), FahnderPenalty(player=4), "fahnder.seat")


# -- the end: Fahnder-König ----------------------------------------------------------


def test_fahnder_koenig_at_net_12():
    # Anna makes 6 bids with Cla: Anna 6 × 2 = 12 -> König; Cla 6 × 1 = 6
    m = fahnder()
    for _ in range(5):
        m.add(rnd(A, C, 100, 110))
    assert not m.finished
    assert nets(m) == [10, 0, 5, 0]
    m.add(rnd(A, C, 100, 110))
    b = m.board()
    assert b.finished and b.winners == [A]
    assert nets(m) == [12, 0, 6, 0]
    assert fig(m, "koenig") == [True, False, False, False]
    assert b.ranks == [1, 3, 2, 3]
    assert b.status == "Anna is Fahnder-König: the match is over"
    assert "Fahnder-König Anna" in b.entries[-1].notes
    refused(m, rnd(B, D, 100, 110), "match.finished")
    refused(m, FahnderPenalty(player=B), "match.finished")


def test_two_fahnder_winners_in_one_round():
    # Anna at net 10 and Cla at net 11, then Anna bids with Cla:
    #   rounds 1-5: Anna Fahnder, Cla partner: Anna 5 × 2 = 10, Cla 5 × 1 = 5
    #   rounds 6-8: Cla Fahnder, Beat partner: Cla 5 + 3 × 2 = 11, Beat 3
    #   round 9: Anna Fahnder, Cla partner, made: Anna 12, Cla 12 -> both Fahnder-König
    m = fahnder()
    for _ in range(5):
        m.add(rnd(A, C, 100, 110))
    for _ in range(3):
        m.add(rnd(C, B, 100, 110))
    assert nets(m) == [10, 3, 11, 0]
    m.add(rnd(A, C, 100, 110))
    b = m.board()
    assert nets(m) == [12, 3, 12, 0]
    assert b.winners == [A, C]
    assert b.ranks == [1, 3, 1, 4]
    assert b.status == "Anna and Cla are Fahnder-Könige: the match is over"


def test_two_winners_through_a_match_bid():
    # Anna net 11, Beat net 10; Beat bids 257 with Anna and makes it:
    # Beat 10 + 2 + 1 = 13, Anna 11 + 1 + 1 = 13; and with a 150 bid instead:
    # Beat 10 + 2 = 12, Anna 11 + 1 = 12. Both win in either case, both rank 1.
    m = fahnder()
    for _ in range(5):
        m.add(rnd(A, C, 100, 110))  # Anna 10, Cla 5
    for _ in range(4):
        m.add(rnd(B, D, 100, 110))  # Beat 8, Dora 4
    m.add(rnd(B, A, 100, 110))  # Beat 10, Anna 11
    assert nets(m) == [11, 10, 5, 4]
    m.add(rnd(B, A, 257, 157, match=True))
    assert nets(m) == [13, 13, 5, 4]
    assert m.board().winners == [A, B]
    assert m.board().ranks == [1, 1, 3, 4]
    m.replace(10, rnd(B, A, 150, 150))
    assert nets(m) == [12, 12, 5, 4]
    assert m.board().winners == [A, B]


def test_winners_with_unequal_nets_rank_first_together():
    # Anna net 11, Cla net 10. Cla bids 100 with Anna, made: Cla 12, Anna 12.
    # Corrected to Anna bidding 257 with Cla, made: Anna 11 + 3 = 14, Cla 10 + 2 = 12:
    # both still win and share rank 1 although their nets differ
    m = fahnder()
    for _ in range(5):
        m.add(rnd(A, B, 100, 110))  # Anna 10, Beat 5
    m.add(rnd(D, A, 100, 110))  # Dora 2, Anna 11
    for _ in range(5):
        m.add(rnd(C, B, 100, 110))  # Cla 10, Beat 10
    m.add(FahnderPenalty(player=B, nuller=2))  # Beat 8
    m.add(FahnderPenalty(player=C, nuller=1))  # Cla 9
    m.add(rnd(D, C, 100, 110))  # Dora 4, Cla 10
    assert nets(m) == [11, 8, 10, 4]
    m.add(rnd(C, A, 100, 110))  # Cla 12, Anna 12
    assert m.board().winners == [A, C]
    m.replace(len(m.entries) - 1, rnd(A, C, 257, 157, match=True))  # Anna 14, Cla 12
    b = m.board()
    assert nets(m) == [14, 8, 12, 4]
    assert b.winners == [A, C] and b.ranks == [1, 3, 1, 4]


def test_opponents_of_a_failed_bid_can_win_together():
    # Anna and Beat at net 11 each (Anna: 5 × 2 + 1; Beat: 5 × 2 + 1), then Cla fails
    # with Dora: Anna and Beat get 1 Strich each -> 12 and 12: both win
    m = fahnder()
    for _ in range(5):
        m.add(rnd(A, D, 100, 110))  # Anna 10, Dora 5
    for _ in range(5):
        m.add(rnd(B, D, 100, 110))  # Beat 10, Dora 10
    m.add(rnd(C, D, 100, 90))  # failed: Cla -2, Dora -1 -> 9, Anna 11, Beat 11
    assert nets(m) == [11, 11, -2, 9]
    m.add(rnd(C, D, 100, 90))  # failed again: Anna 12, Beat 12
    b = m.board()
    assert nets(m) == [12, 12, -4, 8]
    assert b.winners == [A, B] and b.ranks == [1, 1, 4, 3]


def test_nuller_must_be_made_good_by_later_striche():
    # Anna: 6 made bids = 12 Striche, but 2 Nuller from a penalty first: net 10, no König;
    # one more made bid: 14 Striche - 2 Nuller = 12 -> König
    m = fahnder()
    m.add(FahnderPenalty(player=A, nuller=2))
    for _ in range(6):
        m.add(rnd(A, C, 100, 110))
    assert fig(m, "striche") == [12, 0, 6, 0]
    assert fig(m, "nuller") == [2, 0, 0, 0]
    assert nets(m) == [10, 0, 6, 0]
    assert not m.finished
    assert fig(m, "to_koenig") == [2, 12, 6, 12]
    m.add(rnd(A, C, 100, 110))
    assert nets(m) == [12, 0, 7, 0]
    assert m.board().winners == [A]


def test_target_table_setting():
    # target 4: two made bids make Anna König (2 + 2 = 4)
    m = fahnder(target=4)
    m.add(rnd(A, C, 100, 110))
    m.add(rnd(A, C, 100, 110))
    assert m.board().winners == [A]


# -- board ---------------------------------------------------------------------------


def test_board_figures_and_status():
    m = fahnder()
    b = m.board()
    assert b.status == "Round 1: bidding for the Fahnder"
    assert b.ranks == [1, 1, 1, 1] and b.winners == [] and not b.finished
    m.add(rnd(A, C, 100, 110))
    m.add(rnd(B, D, 140, 100))  # failed: Beat -2, Dora -1, Anna +1, Cla +1
    b = m.board()
    assert nets(m) == [3, -2, 2, -1]
    assert b.ranks == [1, 4, 2, 3]
    assert b.status == "Round 3: bidding for the Fahnder; Anna leads with net 3 of 12"
    assert b.sides[0].figures == {
        "striche": 3, "nuller": 0, "net": 3, "to_koenig": 9, "koenig": False,
        "as_fahnder": 1, "made_as_fahnder": 1,
    }
    assert b.sides[1].figures["as_fahnder"] == 1
    assert b.sides[1].figures["made_as_fahnder"] == 0
    assert b.figures == {"target": 12, "min_bid": None, "rounds_played": 2, "koenig": [],
                         "first_bidder": 3}  # dealer: seat 2 after two rounds
    assert [e.totals for e in b.entries] == [[2, 0, 1, 0], [3, -2, 2, -1]]


def test_correction_and_undo_recompute_the_board():
    m = fahnder()
    m.add(rnd(A, C, 100, 110))
    m.replace(0, rnd(A, C, 100, 90))  # now failed: Anna -2, Cla -1, Beat +1, Dora +1
    assert nets(m) == [-2, 1, -1, 1]
    m.undo()
    assert nets(m) == [2, 0, 1, 0]


def test_refusal_on_replace_keeps_the_match():
    m = fahnder()
    m.add(rnd(A, C, 100, 110))
    with pytest.raises(RuleViolation) as err:
        m.replace(0, rnd(A, A, 100, 110))
    assert err.value.rule == "fahnder.partner"
    assert nets(m) == [2, 0, 1, 0]


def test_match_file_round_trip():
    m = fahnder(min_bid=50)
    m.add(rnd(A, C, 100, 110, contract="rosen"))
    m.add(FahnderPenalty(player=B, nuller=1, misdeed="vorspielen"))
    again = loads(dumps(m))
    assert again.board() == m.board()
    assert again.document.settings.min_bid == 50
