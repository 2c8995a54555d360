"""Schieber table settings of RULES.md section 7: a target per team, and a double deck.

Every expected number is worked out by hand in the comments.
"""

import pytest

from jasstafel.core import RuleViolation
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def schieber(**settings):
    return new_match("schieber", FOUR, preset="einfach_1000", settings=settings)


def rnd(a, b, contract="eicheln", **kw):
    return SchieberRound(contract=contract, announced_by=0, points=(a, b), **kw)


def totals(m):
    return [s.total for s in m.board().sides]


def test_a_target_per_team_decides_the_end_the_berg_and_schneider():
    # A plays to 1000 (half 500), B to 800 (half 400)
    m = schieber(team_targets=(1000, 800), striche=True)
    m.add(rnd(150, 7))  # A 150, B 7
    m.add(rnd(57, 100, weis=(0, 300)))  # A 207, B 407: B past its half 400 first: Berg B
    assert m.board().figures["berg"] == 1
    m.add(rnd(100, 57))  # A 307, B 464
    assert m.board().status == "Team A: 693 to go, Team B: 336 to go"
    assert [s.figures["target"] for s in m.board().sides] == [1000, 800]
    assert m.board().figures["targets"] == [1000, 800] and m.board().figures["target"] is None
    m.add(rnd(57, 100))  # A 364, B 564
    m.add(rnd(50, 107))  # A 414, B 671
    assert not m.board().finished
    m.add(rnd(0, 157))  # B 828 of 800: B wins, A at 414 would reach B's target in 1000 too
    b = m.board()
    assert totals(m) == [414, 828] and b.winners == [1]
    # A has 414: under its own half (500), though over B's (400): Schneider
    assert b.sides[1].figures["striche"] == {"sieg": 2, "berg": 1, "match": 0,
                                             "kontermatsch": 0, "schneider": 2, "total": 5}


def test_bedanken_counts_against_the_own_target():
    m = schieber(team_targets=(1000, 800))
    m.add(rnd(0, 157, weis=(0, 300)))
    m.add(rnd(0, 157, weis=(0, 200)))  # B 814
    # B is past 800 after the round: it has won already
    assert m.board().winners == [1]
    m = schieber(team_targets=(1000, 800))
    m.add(rnd(0, 157, weis=(0, 300)))  # B 457
    m.add(SchieberBedanken(team=1, stack=150, contract="eicheln"))  # 607 of 800: too early
    b = m.board()
    assert b.winners == [0] and b.entries[-1].notes[0] == "Bedanken too early"
    assert "(607 of 800)" in b.status


def test_both_past_their_own_targets_in_one_round():
    m = schieber(team_targets=(600, 500))
    m.add(rnd(100, 57, weis=(300, 0)))  # A 400, B 57
    m.add(rnd(57, 100, weis=(0, 300)))  # A 457, B 457
    m.add(rnd(150, 7, weis=(0, 50)))  # A 607 of 600, B 514 of 500: by Weis B first
    assert m.board().winners == [1]
    m = schieber(team_targets=(600, 500))
    m.add(rnd(100, 57, weis=(300, 0)))
    m.add(rnd(57, 100, weis=(0, 300)))
    m.add(rnd(150, 7, contract="obenabe"))  # ×1 here: A 607, B 464: only A
    assert m.board().winners == [0]


def test_double_deck_has_314_points_a_round_and_a_match_of_314_plus_bonus():
    m = schieber(double_deck=True)
    m.add(rnd(200, 114))
    m.add(rnd(314, 0, match=True, weis=(100, 0)))  # 314 + 100 + 100 Weis = 514
    assert totals(m) == [714, 114]
    assert m.board().figures["round_points"] == 314
    m.add(rnd(314, 0))  # a Nullstich: 314 without bonus
    assert totals(m) == [1028, 114] and m.board().winners == [0]
    for bad, rule in (((100, 57), "schieber.points"), ((157, 157), None)):
        entry = rnd(*bad)
        if rule:
            with pytest.raises(RuleViolation) as err:
                schieber(double_deck=True).add(entry)
            assert err.value.rule == rule and "314" in err.value.message
        else:
            schieber(double_deck=True).add(entry)  # 157 : 157 adds up to 314
    with pytest.raises(RuleViolation) as err:
        schieber(double_deck=True).add(rnd(157, 157, match=True))
    assert err.value.rule == "schieber.match"
    # the largest stack: 314 + 1000 Weis + 20 Stöck
    schieber(double_deck=True).add(SchieberBedanken(team=0, stack=1334, contract="rosen"))
    with pytest.raises(RuleViolation):
        schieber(double_deck=True).add(SchieberBedanken(team=0, stack=1335, contract="rosen"))


def test_both_settings_are_off_by_default_and_old_files_load():
    import json

    from jasstafel.core import matchfile

    s = new_match("schieber", FOUR).document.settings
    assert s.team_targets is None and s.double_deck is False
    old = new_match("schieber", FOUR).document.model_dump(mode="json")
    del old["settings"]["team_targets"], old["settings"]["double_deck"]  # a file of before
    m = matchfile.loads(json.dumps(old))
    m.add(rnd(100, 57))
    assert totals(m) == [500, 285]  # Freier Jass: Eicheln ×5
