"""The rules at their edges (issue 15): every expected number is worked out by hand."""

import pytest

from jasstafel.core import RuleViolation
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.core.schieber import SchieberBedanken, SchieberRound

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def schieber(preset="einfach_1000", **settings):
    return new_match("schieber", FOUR, preset=preset, settings=settings or None)


def rnd(contract, announced_by, a, b, **kw):
    return SchieberRound(contract=contract, announced_by=announced_by, points=(a, b), **kw)


# -- Schieber -----------------------------------------------------------------------------


def test_reaching_the_target_exactly_wins():
    # Freier Jass, Eicheln ×5: five rounds 157 : 0 (Nullstich, no Match) = 785 × 5 = 3925,
    # then 115 : 42 -> 900 × 5 = 4500 of 4500 exactly; Team B 42 × 5 = 210
    m = schieber("freier_jass")
    for _ in range(5):
        m.add(rnd("eicheln", 0, 157, 0))
    assert m.board().sides[0].figures["to_target"] == 575
    m.add(rnd("eicheln", 0, 115, 42))
    b = m.board()
    assert [s.total for s in b.sides] == [4500, 210]
    assert b.finished and b.winners == [0] and b.status == "Won by Team A: reached the target"
    assert b.sides[0].figures["to_target"] == 0


def test_bedanken_with_a_stack_that_makes_the_target_exactly_wins():
    m = schieber()
    m.add(rnd("eicheln", 0, 157, 0))  # 157
    m.add(SchieberBedanken(team=0, stack=843, contract="eicheln"))  # 157 + 843 = 1000 of 1000
    assert m.board().winners == [0]
    m = schieber()
    m.add(rnd("eicheln", 0, 157, 0))
    m.add(SchieberBedanken(team=0, stack=842, contract="eicheln"))  # 999: one too few
    assert m.board().winners == [1]


def striche_after(loser_points):
    """Team A bedankt at 1000 of 1000 while Team B has *loser_points* (near 500)."""
    m = schieber(striche=True)
    # five rounds give Team B 500 (or 499) and Team A 285 (or 286)
    m.add(rnd("eicheln", 1, 157 - (loser_points - 400), loser_points - 400))
    for _ in range(4):
        m.add(rnd("eicheln", 1, 57, 100))
    a = 157 * 5 - loser_points
    for _ in range(4):
        m.add(rnd("eicheln", 0, 157, 0))  # Nullstich rounds: Team A + 628
    a += 628
    m.add(SchieberBedanken(team=0, stack=1000 - a, contract="eicheln"))
    b = m.board()
    assert [s.total for s in b.sides] == [1000, loser_points]
    assert b.winners == [0]
    return [s.figures["striche"] for s in b.sides]


def test_no_schneider_when_the_loser_has_exactly_half_the_target():
    a, b = striche_after(500)
    # Team B reached 500 = half of 1000 in round 5: Berg B; not below half: no Schneider
    assert a == {"sieg": 2, "berg": 0, "match": 0, "kontermatsch": 0, "schneider": 0, "total": 2}
    assert b["berg"] == 1 and b["total"] == 1


def test_schneider_when_the_loser_has_one_point_less_than_half():
    a, b = striche_after(499)
    # 499 < 500: Schneider 2 for the winner; Team B never reached 500, Team A passed it in
    # round 7 (443 -> 600): Berg A
    assert a == {"sieg": 2, "berg": 1, "match": 0, "kontermatsch": 0, "schneider": 2, "total": 5}
    assert b["total"] == 0


def test_turnier_more_matches_decide_before_the_better_best_round():
    m = schieber("turnier", rounds=3, factors={"eicheln": 1, "obenabe": 2})
    m.add(rnd("eicheln", 0, 157, 0, match=True))  # A 157 (Match, no bonus), B 0
    m.add(rnd("obenabe", 1, 57, 100))  # ×2: A 114, B 200 -> A 271, B 200
    m.add(rnd("eicheln", 1, 43, 114))  # A 314, B 314
    b = m.board()
    assert [s.total for s in b.sides] == [314, 314]
    assert [s.figures["best_round"] for s in b.sides] == [157, 200]  # B's best round is better
    assert b.winners == [0]  # ... but Team A has one Match more
    assert b.status == "Won by Team A: equal points, more Matches"


def test_turnier_equal_points_and_matches_then_the_best_round_or_shared():
    for tiebreak, winners in (("best_round", [0]), ("shared", [0, 1])):
        m = schieber("turnier", rounds=3, tiebreak=tiebreak,
                     factors={"eicheln": 1, "obenabe": 2})
        m.add(rnd("obenabe", 0, 100, 57))  # ×2: A 200, B 114
        m.add(rnd("eicheln", 1, 57, 100))  # A 257, B 214
        m.add(rnd("eicheln", 0, 57, 100))  # A 314, B 314; no Match on either side
        b = m.board()
        assert [s.total for s in b.sides] == [314, 314]
        assert [s.figures["best_round"] for s in b.sides] == [200, 114]
        assert b.winners == winners


def test_berg_when_both_cross_half_the_target_in_one_round():
    def before():
        m = schieber()
        m.add(rnd("eicheln", 0, 100, 57, weis=(300, 0)))  # A 400, B 57
        m.add(rnd("eicheln", 1, 80, 77, weis=(0, 300)))  # A 480, B 434
        return m

    # by the Stich only: A 480 + 30 = 510, B 434 + 127 = 561: the higher total has the Berg
    m = before()
    m.add(rnd("eicheln", 0, 30, 127))
    assert [s.total for s in m.board().sides] == [510, 561]
    assert m.board().figures["berg"] == 1
    assert m.board().entries[-1].notes == ["Berg Team B"]
    # A's Weis of 20 is declared before the tricks: 480 + 20 = 500 reaches half first
    m = before()
    m.add(rnd("eicheln", 0, 30, 127, weis=(20, 0)))
    assert [s.total for s in m.board().sides] == [530, 561]
    assert m.board().figures["berg"] == 0


def test_berg_by_a_bedanken_stack():
    m = schieber(striche=True)
    m.add(rnd("eicheln", 0, 157, 0, weis=(300, 0)))  # A 457, B 0
    # premature: 457 + 100 = 557 of 1000, but it takes Team A past half first
    m.add(SchieberBedanken(team=0, stack=100, contract="eicheln"))
    b = m.board()
    assert b.winners == [1] and b.figures["berg"] == 0
    assert b.entries[-1].notes == ["Bedanken too early", "Berg Team A"]
    assert b.sides[0].figures["striche"]["berg"] == 1


def test_weis_at_the_largest_legal_amount():
    # 1000 per team and round: e.g. 300 + 300 + 200 + 200 (two hands, Kreuzweis)
    m = schieber()
    m.add(rnd("obenabe", 0, 100, 57, weis=(1000, 0)))
    assert m.board().sides[0].total == 1100
    with pytest.raises(RuleViolation) as err:
        schieber().add(rnd("obenabe", 0, 100, 57, weis=(1010, 0)))
    assert err.value.rule == "weis.amount"
    # the largest stack: 157 + 1000 Weis + 20 Stöck = 1177
    m = schieber()
    m.add(SchieberBedanken(team=1, stack=1177, contract="rosen"))
    assert m.board().winners == [1]
    with pytest.raises(RuleViolation) as err:
        schieber().add(SchieberBedanken(team=1, stack=1178, contract="rosen"))
    assert err.value.rule == "schieber.stack"


def test_molotow_weis_at_its_largest_amount():
    m = new_match("molotow", ["A", "B", "C"], preset="hausjass")
    m.add(MolotowRound(points=[57, 50, 50], hand_weis=[1000, 0, 0], tisch_weis=[0, 1000, 0]))
    assert [s.total for s in m.board().sides] == [57 - 1000, 1050, 50]


# -- Coiffeur -----------------------------------------------------------------------------


def test_coiffeur_match_with_stoeck_writes_257_plus_20_times_the_factor():
    m = new_match("coiffeur", FOUR)  # Jassverein: row 3 Rosen ×4
    m.add(CoiffeurRound(team=0, row=3, points=157, match=True, stoeck=True))
    assert m.board().sides[0].total == (257 + 20) * 4 == 1108
    m = new_match("coiffeur", FOUR, settings={"match_bonus": 50})
    m.add(CoiffeurRound(team=0, row=3, points=157, match=True, stoeck=True))
    assert m.board().sides[0].total == 1108 + 50


def test_coiffeur_misere_match_gets_the_match_bonus():
    # Jassverein row 6: Misère ×7; no trick at all is its Match: 257 × 7 = 1799
    m = new_match("coiffeur", FOUR)
    m.add(CoiffeurRound(team=1, row=6, points=0, match=True))
    assert m.board().sides[1].total == 1799
    m = new_match("coiffeur", FOUR, settings={"match_bonus": 50})
    m.add(CoiffeurRound(team=1, row=6, points=0, match=True))
    assert m.board().sides[1].total == 1799 + 50
    # an ordinary Misère: (157 − 20) × 7 = 959, no bonus
    m = new_match("coiffeur", FOUR, settings={"match_bonus": 50})
    m.add(CoiffeurRound(team=1, row=6, points=20))
    assert m.board().sides[1].total == 959


# -- Molotow ------------------------------------------------------------------------------


def test_molotow_stoeck_are_doubled_in_the_doubled_last_round():
    m = new_match("molotow", ["A", "B", "C"], preset="hausjass", settings={"rounds": 2})
    m.add(MolotowRound(points=[50, 50, 57], stoeck=0))  # A 50 − 20 = 30
    m.add(MolotowRound(points=[50, 50, 57], stoeck=0))  # last round ×2: (50 − 20) × 2 = 60
    b = m.board()
    assert b.entries[-1].written == [60, 100, 114]
    assert [s.total for s in b.sides] == [90, 150, 171]
