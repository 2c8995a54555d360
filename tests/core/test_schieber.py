"""Schieber, RULES.md section 1. Expected values are worked out by hand in the comments."""

import pytest

from jasstafel.core import RuleViolation
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound, z_strokes

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def schieber(preset="freier_jass", **settings):
    return new_match("schieber", PLAYERS, preset=preset, settings=settings or None)


def rnd(contract="eicheln", by=0, points=(100, 57), **kw):
    return SchieberRound(contract=contract, announced_by=by, points=points, **kw)


def totals(m):
    return [s.total for s in m.board().sides]


def refused(m, entry, rule):
    before = m.board()
    with pytest.raises(RuleViolation) as err:
        m.add(entry)
    assert err.value.rule == rule
    assert m.board() == before
    return err.value


# -- written points ---------------------------------------------------------------------------


def test_freier_jass_factors():
    # Schellen, Schilten ×2; Obenabe ×3; Undenufe ×4; Rosen, Eicheln ×5
    m = schieber()
    m.add(rnd("schellen", points=(101, 56)))  # 202 : 112
    m.add(rnd("schilten", points=(50, 107)))  # 100 : 214 -> 302 : 326
    m.add(rnd("obenabe", points=(80, 77)))  # 240 : 231 -> 542 : 557
    m.add(rnd("undenufe", points=(60, 97)))  # 240 : 388 -> 782 : 945
    m.add(rnd("rosen", points=(10, 147)))  # 50 : 735 -> 832 : 1680
    m.add(rnd("eicheln", points=(20, 137)))  # 100 : 685 -> 932 : 2365
    assert totals(m) == [932, 2365]
    assert [e.written for e in m.board().entries][0] == [202, 112]


def test_issue_example_weis_is_multiplied():
    # Schellen ×2, Team A 101 + Weis 50 -> (101 + 50) × 2 = 302; Team B 56 × 2 = 112
    m = schieber()
    m.add(rnd("schellen", points=(101, 56), weis=(50, 0)))
    assert totals(m) == [302, 112]


def test_stoeck_weis_and_match_are_multiplied():
    # Rosen ×5, Match Team B: (157 + 100 + Stöck 20 + Weis 100) × 5 = 1885; Team A 0
    m = schieber()
    m.add(rnd("rosen", by=1, points=(0, 157), match=True, weis=(0, 100), stoeck=1))
    assert totals(m) == [0, 1885]
    assert m.board().entries[0].notes == ["Match"]


def test_nullstich_is_157_without_bonus():
    # 157 : 0 without Match flag: the other team took a trick worth nothing; Eicheln ×5 = 785
    m = schieber()
    m.add(rnd("eicheln", points=(157, 0)))
    assert totals(m) == [785, 0]
    assert m.board().entries[0].notes == ["Nullstich"]
    assert m.board().sides[0].figures["matches"] == 0


def test_kontermatsch_is_match_of_the_other_team():
    # Team A announced, Team B took all: (157 + 100) × 1 = 257 in Einfach 1000
    m = schieber("einfach_1000")
    m.add(rnd("schellen", by=0, points=(0, 157), match=True))
    b = m.board()
    assert totals(m) == [0, 257]
    assert b.entries[0].notes == ["Kontermatsch"]
    assert b.sides[1].figures["matches"] == 1
    assert b.sides[1].figures["kontermatsch"] == 1
    # its line says so, as the window's history does (a trial's phone listed it as a Match)
    assert str(b.entries[0].text) == "Bells ×1 by Team A: 0 : 157 Kontermatsch"
    m.add(rnd("schellen", by=1, points=(0, 157), match=True))
    assert str(m.board().entries[1].text) == "Bells ×1 by Team B: 0 : 157 Match"


def test_stoeck_count_with_a_kontermatsch_for_either_team():
    # Stöck are always valid (RULES.md §0), a Kontermatsch too: unlike the Coiffeur's, the
    # Schieber's Kontermatsch is the other team's Match (§1), and no refusal names Stöck.
    # Einfach 1000, Schellen ×1, Team A announced, Team B took all: B 157 + 100 = 257.
    m = schieber("einfach_1000")
    m.add(rnd("schellen", by=0, points=(0, 157), match=True, stoeck=1))  # B 257 + 20 = 277
    m.add(rnd("schellen", by=0, points=(0, 157), match=True, stoeck=0))  # A 20, B 257
    assert totals(m) == [20, 534]
    assert [e.notes[0] for e in m.board().entries] == ["Kontermatsch", "Kontermatsch"]


def test_weis_for_the_other_team_counts_even_without_tricks():
    # Weis is valid even if the weisende team takes no trick: Team A Weis 20, Team B Match
    # Einfach: A 0 + 20 = 20, B 257
    m = schieber("einfach_1000")
    m.add(rnd("schellen", by=1, points=(0, 157), match=True, weis=(20, 0)))
    assert totals(m) == [20, 257]


def test_swisslos_factors():
    # Eicheln ×1, Rosen ×1, Schilten ×2, Schellen ×2, Obenabe ×3, Undenufe ×3
    m = schieber("swisslos_2500")
    m.add(rnd("rosen", points=(100, 57)))  # 100 : 57
    m.add(rnd("undenufe", points=(100, 57)))  # 300 : 171 -> 400 : 228
    assert totals(m) == [400, 228]


def test_factors_and_target_are_editable():
    m = schieber("einfach_1000", target=300, factors={"eicheln": 7, "obenabe": 2})
    m.add(rnd("eicheln", points=(10, 147)))  # 70 : 1029 -> B is past 300
    assert totals(m) == [70, 1029]
    assert m.board().winners == [1]
    m2 = schieber("einfach_1000", factors={"eicheln": 1})
    refused(m2, rnd("rosen"), "schieber.contract")


def test_slalom_only_when_a_preset_adds_it():
    refused(schieber(), rnd("slalom"), "schieber.contract")
    m = schieber(factors={"eicheln": 1, "slalom": 4})
    m.add(rnd("slalom", points=(57, 100)))  # 228 : 400
    assert totals(m) == [228, 400]


# -- refused entries --------------------------------------------------------------------------


@pytest.mark.parametrize("points", [(100, 56), (100, 58), (0, 0)])
def test_card_points_must_add_up_to_157(points):
    refused(schieber(), rnd(points=points), "schieber.points")


@pytest.mark.parametrize("points", [(158, -1), (200, -43), (157, -1)])
def test_card_points_of_a_team_are_0_to_157(points):
    refused(schieber(), rnd(points=points), "points.range")


def test_match_only_with_157_to_0():
    refused(schieber(), rnd(points=(156, 1), match=True), "schieber.match")


def test_weis_for_both_teams_refused():
    err = refused(schieber(), rnd(weis=(20, 50)), "schieber.weis_one_team")
    assert "best Weis" in err.message


@pytest.mark.parametrize("amount", [10, 30, 35, 1010, -20])
def test_impossible_weis_amounts_refused(amount):
    refused(schieber(), rnd(weis=(amount, 0)), "weis.amount")


@pytest.mark.parametrize("amount", [20, 40, 50, 70, 90, 100, 120, 150, 170, 200, 250, 300, 350])
def test_weis_sums_accepted(amount):
    m = schieber("einfach_1000")
    m.add(rnd(weis=(0, amount)))  # B: 57 + amount
    assert totals(m) == [100, 57 + amount]


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_stoeck_only_in_trump(contract):
    refused(schieber(), rnd(contract, stoeck=0), "schieber.stoeck")


def test_four_bauern_keep_200_in_obenabe():
    # Vier Bauern 200 in Obenabe ×3: (100 + 200) × 3 = 900
    m = schieber()
    m.add(rnd("obenabe", weis=(200, 0)))
    assert totals(m)[0] == 900


# -- Turnier ----------------------------------------------------------------------------------


def test_turnier_match_is_157_and_no_weis():
    m = schieber("turnier")
    m.add(rnd("rosen", points=(157, 0), match=True))
    assert totals(m) == [157, 0]
    assert m.board().sides[0].figures["matches"] == 1
    refused(m, rnd(weis=(20, 0)), "schieber.no_weis")
    refused(m, rnd(stoeck=0), "schieber.no_weis")
    refused(m, SchieberBedanken(team=0), "schieber.bedanken_turnier")


def test_turnier_ends_after_its_rounds():
    m = schieber("turnier", rounds=3)
    m.add(rnd(points=(100, 57)))
    m.add(rnd(points=(100, 57)))
    assert m.board().figures["rounds_left"] == 1
    m.add(rnd(points=(0, 157)))  # 200 : 271
    b = m.board()
    assert b.finished and b.winners == [1] and b.ranks == [2, 1]
    refused(m, rnd(), "match.finished")


def test_turnier_tie_more_matches_wins():
    # 157 + 57 = 214 each; Team B has the Match
    m = schieber("turnier", rounds=2)
    m.add(rnd(points=(0, 157), match=True))
    m.add(rnd(points=(157, 0)))  # Nullstich: no Match
    m2 = schieber("turnier", rounds=2)
    assert totals(m) == [157, 157]
    assert m.board().winners == [1]
    m2.add(rnd(points=(100, 57)))
    m2.add(rnd(points=(57, 100)))
    # 157 : 157, no Matches; best single round 100 each -> shared
    assert m2.board().winners == [0, 1]
    assert m2.board().ranks == [1, 1]


def test_turnier_best_round_breaks_a_tie():
    # 140 : 17, 50 : 107, 62 : 95, 62 : 95 -> A 314, B 314, no Matches;
    # best single round A 140, B 107 -> A wins; with tiebreak "shared" both share rank 1
    m = schieber("turnier", rounds=4)
    for p in [(140, 17), (50, 107), (62, 95), (62, 95)]:
        m.add(rnd(points=p))
    b = m.board()
    assert totals(m) == [314, 314]
    assert b.winners == [0]
    m2 = schieber("turnier", rounds=4, tiebreak="shared")
    for p in [(140, 17), (50, 107), (62, 95), (62, 95)]:
        m2.add(rnd(points=p))
    assert m2.board().winners == [0, 1]


# -- end of a Partie in target modes ----------------------------------------------------------


def test_one_team_over_the_target_after_a_round_wins():
    # Einfach 1000: B reaches 1028 after four rounds of 257 (Matches)
    m = schieber("einfach_1000")
    for _ in range(3):
        m.add(rnd(by=1, points=(0, 157), match=True))  # 771
    assert not m.board().finished
    m.add(rnd(by=1, points=(0, 157), match=True))  # 1028
    b = m.board()
    assert b.finished and b.winners == [1]
    refused(m, rnd(), "match.finished")
    refused(m, SchieberBedanken(team=0), "match.finished")


def test_bedanken_during_a_round_with_the_stack():
    # Einfach 1000: A 900. During a Rosen round (×1) A has 100 on the stack: 900 + 100 >= 1000
    m = schieber("einfach_1000")
    for p in [(150, 7)] * 6:
        m.add(rnd(points=p))  # A 900, B 42
    assert totals(m) == [900, 42]
    m.add(SchieberBedanken(team=0, stack=100, contract="rosen"))
    b = m.board()
    assert b.finished and b.winners == [0]
    assert totals(m) == [1000, 42]


def test_stack_is_multiplied_by_the_contract():
    # Freier Jass 4500: A 4300; stack 40 in Undenufe ×4 = 160 -> 4460 < 4500: too early
    m = schieber(target=4500)
    m.add(rnd("eicheln", points=(157, 0), match=True))  # 257 × 5 = 1285
    m.add(rnd("eicheln", points=(157, 0), match=True))  # 2570
    m.add(rnd("eicheln", points=(157, 0), match=True))  # 3855
    m.add(rnd("undenufe", points=(110, 47)))  # 440 -> 4295; B 188
    assert totals(m) == [4295, 188]
    m.add(SchieberBedanken(team=0, stack=50, contract="undenufe"))  # 4295 + 200 = 4495
    b = m.board()
    assert b.winners == [1]
    assert "too early" in b.status
    m.undo()
    m.add(SchieberBedanken(team=0, stack=52, contract="undenufe"))  # 4295 + 208 = 4503
    assert m.board().winners == [0]


def test_premature_bedanken_after_a_round_loses():
    m = schieber("einfach_1000")
    m.add(rnd(points=(150, 7)))
    m.add(SchieberBedanken(team=0))  # 150 < 1000
    assert m.board().winners == [1]


def test_bedanken_stack_needs_a_contract():
    refused(schieber(), SchieberBedanken(team=0, stack=50), "schieber.stack_contract")


def test_stack_cannot_exceed_a_round():
    refused(schieber("einfach_1000"), SchieberBedanken(team=0, stack=1200, contract="rosen"),
            "schieber.stack")


def test_a_stack_of_999_is_a_round_the_rules_allow():
    # a trial's Bedanken with 999 on the stack (sent by hand): 149 card points and 850 Weis
    # (300 + 300 + 250, two hands), as a round takes them (RULES.md 0: Weis as entered, if a
    # sum of Weis values): allowed, and it ends the Partie
    m = schieber("einfach_1000", target=500)  # the trial's target
    m.add(SchieberBedanken(team=0, stack=999, contract="schilten"))
    assert m.board().winners == [0]


def test_no_stoeck_on_the_stack_without_trump():
    # Stöck only in a trump contract (RULES.md 0): Obenabe's stack is at most 157 + 1000
    m = schieber("einfach_1000", target=500)
    m.add(SchieberBedanken(team=0, stack=1157, contract="obenabe"))
    assert m.board().winners == [0]
    with pytest.raises(RuleViolation) as err:
        schieber("einfach_1000").add(SchieberBedanken(team=0, stack=1158, contract="obenabe"))
    assert err.value.rule == "schieber.stack"
    assert err.value.message == ("A stack of 1158 is impossible: at most 1157 points in a "
                                   "round")


def test_both_over_stoeck_first():
    # target 110. Round 1: A 100, B 57. Round 2: A 50 + Stöck, B 107 + Weis 20 -> both over.
    # Stöck alone: A 100 + 20 = 120 >= 110 -> A wins (Stöck before Weis before Stich)
    m = schieber("einfach_1000", target=110)
    m.add(rnd(points=(100, 57)))
    m.add(rnd(points=(50, 107), stoeck=0, weis=(0, 20)))
    b = m.board()
    assert b.finished and b.winners == [0]
    assert totals(m) == [170, 184]
    # B has more, so the board says what decided (a trial read only "reached the target")
    assert b.status == ("Won by Team A: reached the target first by Stöck (both teams are "
                        "past it)")


def test_both_over_weis_before_stich():
    # target 110, A 100, B 57. A Weis 20, B Stöck: by Stöck alone B 77, A 100: nobody;
    # by Stöck + Weis: A 120 >= 110, B 77 -> A wins although B makes more in the round
    m = schieber("einfach_1000", target=110)
    m.add(rnd(points=(100, 57)))
    m.add(rnd(points=(50, 107), weis=(20, 0), stoeck=1))
    assert m.board().winners == [0]
    assert m.board().status == ("Won by Team A: reached the target first by Weis (both "
                                "teams are past it)")
    # mirrored: B 100, A 57, B Stöck reaches 120 alone although A shows a Weis
    m = schieber("einfach_1000", target=110)
    m.add(rnd(points=(57, 100)))
    m.add(rnd(points=(107, 50), weis=(20, 0), stoeck=1))
    assert m.board().winners == [1]


def test_both_over_by_stich_asks_who_bedankte_first():
    # target 110: A 100, B 57, then 50 : 107 -> 150 : 164, no Weis, no Stöck: the board asks
    m = schieber("einfach_1000", target=110)
    m.add(rnd(points=(100, 57)))
    m.add(rnd(points=(50, 107)))
    b = m.board()
    assert not b.finished and b.figures["awaiting_bedanken"]
    assert "called Bedanken first" in b.status
    refused(m, rnd(), "schieber.both_over")
    refused(m, SchieberBedanken(team=0, stack=20, contract="rosen"), "schieber.both_over_stack")
    m.add(SchieberBedanken(team=1))
    b = m.board()
    assert b.finished and b.winners == [1]


# -- Z and Striche ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "total, strokes",
    [
        (157, (1, 1, 0, 7)),  # 100 + 50 + 7
        (0, (0, 0, 0, 0)),
        (19, (0, 0, 0, 19)),
        (20, (0, 0, 1, 0)),
        (49, (0, 0, 2, 9)),
        (50, (0, 1, 0, 0)),
        (99, (0, 1, 2, 9)),  # 50 + 2×20 + 9
        (302, (3, 0, 0, 2)),
        (4575, (45, 1, 1, 5)),  # 4500 + 50 + 20 + 5
    ],
)
def test_z_strokes(total, strokes):
    z = z_strokes(total)
    assert (z["hundreds"], z["fifties"], z["twenties"], z["rest"]) == strokes
    assert z["hundreds"] * 100 + z["fifties"] * 50 + z["twenties"] * 20 + z["rest"] == total


def test_board_shows_z_and_distance_to_target():
    m = schieber()
    m.add(rnd("schellen", points=(101, 56), weis=(50, 0)))  # 302 : 112
    a, b = m.board().sides
    assert a.figures["z"] == {"hundreds": 3, "fifties": 0, "twenties": 0, "rest": 2}
    assert a.figures["to_target"] == 4500 - 302
    assert b.figures["to_target"] == 4500 - 112


def test_striche_back_side():
    # Einfach 1000 with Striche: A Match (1), B Kontermatsch (2), A Berg (first past 500),
    # A wins (Sieg 2) with B below 500 (Schneider 2)
    m = schieber("einfach_1000", striche=True)
    m.add(rnd(by=0, points=(157, 0), match=True))  # A 257
    m.add(rnd(by=0, points=(0, 157), match=True))  # B 257 Kontermatsch
    m.add(rnd(by=0, points=(157, 0), match=True))  # A 514 -> Berg A
    assert m.board().figures["berg"] == 0
    m.add(rnd(by=0, points=(157, 0), match=True))  # A 771
    m.add(rnd(by=0, points=(157, 0), match=True))  # A 1028 -> Sieg; B 257 < 500 Schneider
    a, b = (s.figures["striche"] for s in m.board().sides)
    assert a == {"sieg": 2, "berg": 1, "match": 4, "kontermatsch": 0, "schneider": 2, "total": 9}
    assert b == {"sieg": 0, "berg": 0, "match": 0, "kontermatsch": 2, "schneider": 0, "total": 2}


def test_striche_off_by_default():
    m = schieber()
    m.add(rnd())
    assert "striche" not in m.board().sides[0].figures


def test_no_schneider_when_loser_past_half():
    m = schieber("einfach_1000", striche=True)
    m.add(rnd(by=1, points=(7, 150), weis=(0, 300)))  # B 450
    m.add(rnd(by=1, points=(7, 150), weis=(0, 300)))  # B 900, A 14
    m.add(rnd(by=0, points=(157, 0), match=True, weis=(300, 0)))  # A 571
    m.add(rnd(by=1, points=(7, 150)))  # B 1050 wins; A 578 >= 500: no Schneider
    b = m.board()
    assert b.winners == [1]
    assert b.sides[1].figures["striche"]["schneider"] == 0
    assert b.sides[1].figures["striche"]["berg"] == 1


def test_setup_needs_two_teams_of_two():
    with pytest.raises(RuleViolation):
        new_match("schieber", PLAYERS[:3])


def test_swisslos_with_french_cards_takes_the_factors_by_the_french_names():
    # Swisslos: "Rose/Herz oder Eichel/Ecken einfach, Schilten/Schaufel oder Schellen/Kreuz
    # doppelt": Herz ×1, Ecken ×1, Schaufel ×2, Kreuz ×2 (not the label equivalence, which
    # would give Herz = Schilten ×2)
    m = schieber("swisslos_2500_fr")
    assert m.document.settings.deck == "fr"
    m.add(rnd("schilten", points=(100, 57)))  # Herz ×1: 100 : 57
    m.add(rnd("eicheln", points=(100, 57)))  # Kreuz ×2: 200 : 114 -> 300 : 171
    m.add(rnd("rosen", points=(10, 147)))  # Schaufel ×2: 20 : 294 -> 320 : 465
    m.add(rnd("schellen", points=(57, 100)))  # Ecken ×1 -> 377 : 565
    assert totals(m) == [377, 565]
    assert m.board().entries[0].text.startswith("Hearts ×1")
    german = schieber("swisslos_2500").document.settings
    assert german.deck == "de" and german.factors["schilten"] == 2


def test_an_old_swisslos_file_keeps_its_written_factors():
    # before the fix the Swisslos 2500 preset was French with the German factors; such a file
    # has its factors written out and scores as it always did: Herz (schilten) ×2
    from jasstafel.core import matchfile

    old = schieber("einfach_1000").document.model_dump(mode="json")
    old["settings"].update(preset="swisslos_2500", deck="fr", target=2500, factors={
        "eicheln": 1, "rosen": 1, "schilten": 2, "schellen": 2, "obenabe": 3, "undenufe": 3})
    m = matchfile.loads(__import__("json").dumps(old))
    m.add(rnd("schilten", points=(100, 57)))
    assert totals(m) == [200, 114]


def test_both_over_by_stoeck_and_weis_together_says_both():
    # target 110: A 80, B 77; then A 50 + Stöck + Weis 20, B 107: by Stöck alone A 100 and
    # B 77 reach nothing; by Stöck + Weis A 120 -> A wins with 170 against B's 184
    m = schieber("einfach_1000", target=110)
    m.add(rnd(points=(80, 77)))
    m.add(rnd(points=(50, 107), stoeck=0, weis=(20, 0)))
    b = m.board()
    assert b.winners == [0] and totals(m) == [170, 184]
    assert b.status == ("Won by Team A: reached the target first by Stöck and Weis (both "
                        "teams are past it)")
