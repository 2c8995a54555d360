"""The club's refusals of a table typed from paper, word for word: the rule in words and every
figure of it worked out by hand (RULES.md, the limits in jasstafel/club/limits.py); nothing
is stored. test_checks.py tells the stories; this table pins each sentence whole, so that a
changed limit, a wrong name or a garbled sentence fails."""

import pytest

from jasstafel.club import ClubInputError, PaperResult

from . import add_members

M = "matches"
TEAMS = ("Anna", "Cla", "Beat", "Dora")  # without a draw the first two named are one team


def team_table(a, b, extra_a=None, extra_b=None):
    """Anna & Cla with *a* points, Beat & Dora with *b* (each with its extra figures)."""
    return [("Anna", a, extra_a or {}), ("Cla", a, extra_a or {}), ("Beat", b, extra_b or {}),
            ("Dora", b, extra_b or {})]


def players(*points, extra=None):
    """Anna, Beat, Cla, Dora … each for himself, in this order."""
    names = ("Anna", "Beat", "Cla", "Dora", "Emil")
    return [(name, p, dict(extra or {}) if i == 0 else {}) for i, (name, p)
            in enumerate(zip(names, points, strict=False))]


CASES = [
    # -- Schieber Turnier (12 rounds, no Weis, factors 1, no Match bonus) ---------------------
    # every round writes 157 between the teams: 12 × 157 = 1884
    ("schieber", "turnier", {}, team_table(5000, 3),
     "a Schieber of 12 rounds without Weis writes 1884 points in all (12 × 157): 5000 + 3 = "
     "5003 is not possible"),
    # 8 rounds: 8 × 157 = 1256, a Match adds its 100: 1356
    ("schieber", "turnier", {"rounds": 8, "match_bonus": 100},
     team_table(700, 600, {M: 1}, {M: 0}),
     "a Schieber of 8 rounds without Weis writes 1256 points in all, and 100 more for each "
     "Match: with 1 Matches 1356, not 700 + 600 = 1300"),
    # with Weis: at least 1884, at most 12 × (157 + the most Weis 1000 + Stöck 20) = 14124
    ("schieber", "turnier", {"weis": True}, team_table(1000, 800),
     "a Schieber of 12 rounds writes between 1884 and 14124 points in all: 1000 + 800 = 1800 "
     "is not possible"),
    # a Match writes 157 at the least (no bonus): 7 × 157 = 1099
    ("schieber", "turnier", {"weis": True}, team_table(1000, 1000, {M: 7}, {M: 6}),
     "Anna & Cla: 7 Matches write at least 1099 points, more than the 1000 given"),
    ("schieber", "turnier", {}, team_table(1881, 3, {M: 13}),
     "Anna & Cla: 13 Matches in 12 rounds is not possible (at most one per round)"),
    # 7 + 6 Matches: each team's possible, together more than one a round
    ("schieber", "turnier", {"weis": True}, team_table(1100, 1000, {M: 7}, {M: 6}),
     "13 Matches in 12 rounds is not possible (at most one per round)"),
    # a double deck: 314 card points a round, 12 × 314 = 3768
    ("schieber", "turnier", {"double_deck": True}, team_table(1884, 0),
     "a Schieber of 12 rounds without Weis writes 3768 points in all (12 × 314): 1884 + 0 = "
     "1884 is not possible"),
    # factors 1 and 3: 12 × 157 × 1 = 1884 at the least, 12 × 157 × 3 = 5652 at the most
    ("schieber", "turnier", {"factors": {"eicheln": 1, "obenabe": 3}}, team_table(5000, 1000),
     "a Schieber of 12 rounds writes between 1884 and 5652 points in all: 5000 + 1000 = 6000 "
     "is not possible"),
    # a Match bonus, Matches not given: 8 × 157 = 1256 … 8 × (157 + 100) = 2056
    ("schieber", "turnier", {"rounds": 8, "match_bonus": 100}, team_table(1000, 100),
     "a Schieber of 8 rounds writes between 1256 and 2056 points in all: 1000 + 100 = 1100 is "
     "not possible"),
    # -- Schieber to a target (Einfach 1000: factors 1, Weis, Match bonus 100) ---------------
    # 999 before the last round, which writes at most 157 + 100 + 1000 + 20 = 1277: 2276
    ("schieber", "einfach_1000", {}, team_table(3000, 800),
     "Anna & Cla: 3000 is not possible: a Schieber to 1000 ends in the round that crosses it: "
     "a team writes at most 2276 points"),
    # a handicap: B plays to 800, 799 + 1277 = 2076
    ("schieber", "einfach_1000", {"team_targets": [1000, 800]}, team_table(900, 2100),
     "Beat & Dora: 2100 is not possible: a Schieber to 800 ends in the round that crosses "
     "it: a team writes at most 2076 points"),
    # a Match writes 157 + 100 = 257 at the least: 30 × 257 = 7710
    ("schieber", "einfach_1000", {}, team_table(1200, 800, {M: 30}),
     "Anna & Cla: 30 Matches write at least 7710 points, more than the 1200 given"),
    ("schieber", "einfach_1000", {}, team_table(1000, 500, {"striche": 2}),
     "Anna & Cla: the evening's tables keep no Striche (the back side is off)"),
    # without Matches: Sieg 2 + Berg 1 + Schneider 2 = 5
    ("schieber", "einfach_1000", {"striche": True}, team_table(1000, 500, {"striche": 6}),
     "Anna & Cla: 6 is not possible: Striche come from Win 2, Berg 1, Schneider 2 and 2 per "
     "(Konter)match at most: 5"),
    # two Matches: 5 + 2 × 2 = 9
    ("schieber", "einfach_1000", {"striche": True},
     team_table(1000, 500, {"striche": 10, M: 2}),
     "Anna & Cla: 10 is not possible: Striche come from Win 2, Berg 1, Schneider 2 and 2 per "
     "(Konter)match at most: 9"),
    ("schieber", "einfach_1000", {}, team_table(1000, 500, {M: -1}),
     "Anna & Cla: Matches cannot be negative, not -1"),
    ("schieber", "einfach_1000", {"striche": True}, team_table(1000, 500, {"striche": -1}),
     "Anna & Cla: Striche cannot be negative, not -1"),
    # Freier Jass, factors 2 … 5: the last round writes at most (157 + 100 + 1000 + 20) × 5 =
    # 6385, so 4499 + 6385 = 10884; a Match at the least (157 + 100) × 2 = 514
    ("schieber", "freier_jass", {}, team_table(10885, 100),
     "Anna & Cla: 10885 is not possible: a Schieber to 4500 ends in the round that crosses "
     "it: a team writes at most 10884 points"),
    ("schieber", "freier_jass", {}, team_table(1000, 100, {M: 2}),
     "Anna & Cla: 2 Matches write at least 1028 points, more than the 1000 given"),
    ("schieber", "turnier", {}, team_table(1000, 884)[:3],
     "Schieber is played by 4 players at a table, not 3"),
    # -- Coiffeur (Jassverein: 11 rows, factors 1 … 11, Stöck in the 4 trump rows and the 2
    # free ones, Wunsch ×10 and Coiffeur 3×3 ×11) ---------------------------------------------
    # a Match in every row: 257 × 66 + 20 × (1 + 2 + 3 + 4 + 10 + 11) = 16962 + 620 = 17582
    ("coiffeur", None, {}, team_table(17583, 100),
     "Anna & Cla: 17583 is not possible: a Coiffeur of 11 rows writes a team at most 17582 "
     "points (a Match in every row)"),
    ("coiffeur", None, {}, team_table(9000, 100, {M: 12}),
     "Anna & Cla: 12 Matches in 11 rows is not possible (at most one per row)"),
    # the two cheapest Match cells: 257 × 1 + 257 × 2 = 771
    ("coiffeur", None, {}, team_table(700, 100, {M: 2}),
     "Anna & Cla: 2 Matches write at least 771 points, more than the 700 given"),
    # without Stöck: 257 × 66 = 16962; with a Match bonus of 100: 17582 + 11 × 100 = 18682
    ("coiffeur", None, {"stoeck": False}, team_table(16963, 100),
     "Anna & Cla: 16963 is not possible: a Coiffeur of 11 rows writes a team at most 16962 "
     "points (a Match in every row)"),
    ("coiffeur", None, {"match_bonus": 100}, team_table(18683, 100),
     "Anna & Cla: 18683 is not possible: a Coiffeur of 11 rows writes a team at most 18682 "
     "points (a Match in every row)"),
    # the two cheapest Match cells with the bonus: (257 + 100) + (514 + 100) = 971
    ("coiffeur", None, {"match_bonus": 100}, team_table(800, 100, {M: 2}),
     "Anna & Cla: 2 Matches write at least 971 points, more than the 800 given"),
    ("coiffeur", None, {}, team_table(1000, 100, {M: -2}),
     "Anna & Cla: Matches cannot be negative, not -2"),
    # -- each for himself ---------------------------------------------------------------------
    # Molotow, 8 rounds, no Stöck: −8 × 1000 Weis = −8000 … 8 × (157 + 1000) = 9256
    ("molotow", None, {}, players(-9000, 200, 300, 400),
     "Anna: -9000 is not possible: a Molotow of 8 rounds gives a player between -8000 and "
     "9256 points"),
    # the Hausjass: 8 rounds and the doubled last one count 9, Stöck: −9 × 1020 = −9180
    ("molotow", "hausjass", {}, players(-9181, 200, 300, 400),
     "Anna: -9181 is not possible: a Molotow of 9 rounds gives a player between -9180 and "
     "10413 points"),
    ("molotow", None, {}, players(100, 200, 300, 400, extra={M: 1}),
     "Anna: Molotow has no Matches"),
    # (8 rounds: the table's points add up to 8 × 157 = 1'256, give or take tens)
    ("molotow", None, {}, players(156, 200, 300, 600, extra={"nuller": 1}),
     "Anna: only Fahnder has Nuller"),
    ("molotow", None, {}, players(100, 200),
     "Molotow is played by 3 to 6 players at a table, not 2"),
    # Differenzler, 12 games: 12 × 157 = 1884 at most
    ("differenzler", None, {}, players(-1, 10, 20, 30),
     "Anna: -1 is not possible: the figure cannot be negative"),
    ("differenzler", None, {}, players(1885, 10, 20, 30),
     "Anna: 1885 is not possible: a Differenzler of 12 games gives a penalty of 0 to 1884"),
    # 8 games: 8 × 157 = 1256
    ("differenzler", None, {"games": 8}, players(1257, 10, 20, 30),
     "Anna: 1257 is not possible: a Differenzler of 8 games gives a penalty of 0 to 1256"),
    # Handjass, voll at 7: 6 before the last round, which gives at most voll, 7: 13
    # (the Striche are checked where they are given beside the points)
    ("handjass", None, {}, players(3, 1, 2, 3, extra={"striche": 14}),
     "Anna: 14 is not possible: a Handjass ends when someone has 7 Striche: a player has 0 to "
     "13"),
    ("handjass", None, {}, players(14, 1, 2, 3),
     "Anna: 14 is not possible: a Handjass ends when someone has 7 Striche: a player has 0 to "
     "13"),
    # voll at 5: 4 + 5 = 9
    ("handjass", None, {"voll": 5}, players(10, 1, 2, 3),
     "Anna: 10 is not possible: a Handjass ends when someone has 5 Striche: a player has 0 to "
     "9"),
    ("handjass", None, {}, players(None, 1, 2, 3, extra={"striche": -1}),
     "Anna: Striche cannot be negative, not -1"),
    # points beside the Striche say the same number: the Striche are what counts
    ("handjass", None, {}, players(3, 1, 2, 3, extra={"striche": 4}),
     "Anna: a Handjass counts Striche: 4 Striche, not 3"),
    # Pandur: 14 inherited at the most and 6 in a deal: 20
    ("pandur", None, {}, [(n, p, {"rank": i + 1}) for i, (n, p)
                          in enumerate(zip(("Anna", "Beat", "Cla", "Dora"), (21, 15, 10, 5),
                                           strict=True))],
     "Anna: 21 is not possible: Pandur ends at 15 score points; inheritance stops at 14 and a "
     "deal gives at most 6: 0 to 20"),
    # Fahnder, to 12: net = Striche − Nuller, at most 11 + 3 = 14
    ("fahnder", None, {}, players(10, 3, 3, 3, extra={"striche": 12, "nuller": 1}),
     "Anna: net Striche are Striche − Nuller: 12 − 1 = 11, not 10"),
    ("fahnder", None, {}, players(None, 3, 3, 3, extra={"striche": 15, "nuller": 0}),
     "Anna: 15 net Striche is not possible: a Fahnder ends at 12, and one round gives at most 3 "
     "(at most 14)"),
    ("fahnder", None, {}, players(15, 3, 3, 3),
     "Anna: 15 net Striche is not possible: a Fahnder ends at 12, and one round gives at most 3 "
     "(at most 14)"),
    # to 10: 9 + 3 = 12
    ("fahnder", None, {"target": 10}, players(13, 1, 2, 3),
     "Anna: 13 net Striche is not possible: a Fahnder ends at 10, and one round gives at most 3 "
     "(at most 12)"),
    ("fahnder", None, {}, players(None, 3, 3, 3, extra={"striche": 4, "nuller": -1}),
     "Anna: Nuller cannot be negative, not -1"),
    # -- the table as a whole -----------------------------------------------------------------
    ("molotow", None, {}, [("Anna", 100, {}), ("Anna", 200, {}), ("Cla", 300, {}),
                           ("Dora", 400, {})],
     "Anna is listed twice at the table"),
    ("molotow", None, {}, players(None, 200, 300, 400), "Anna: the points are missing"),
    ("molotow", None, {}, players(156, 200, 300, 600, extra={"rank": 1}),
     "give the rank of every player at the table, or of none"),
    ("molotow", None, {}, [(n, p, {"rank": r}) for n, p, r in
                           (("Anna", 156, 5), ("Beat", 200, 2), ("Cla", 300, 3),
                            ("Dora", 600, 4))],
     "Anna: rank 5 at a table of 4"),
    ("molotow", None, {}, [(n, p, {"rank": r}) for n, p, r in
                           (("Anna", 156, 1), ("Beat", 200, 0), ("Cla", 300, 3),
                            ("Dora", 600, 4))],
     "Beat: rank 0 at a table of 4"),
    ("schieber", "turnier", {}, [("Anna", 1000, {"side": 0}), ("Cla", 1000, {"side": 0}),
                                 ("Beat", 884, {"side": 1}), ("Dora", 884, {})],
     "Dora: which team? At a table of two teams give each player's side (0 or 1), or draw the "
     "evening first"),
    ("schieber", "turnier", {}, [("Anna", 1000, {"side": 0}), ("Cla", 1000, {"side": 0}),
                                 ("Beat", 884, {"side": 0}), ("Dora", 884, {"side": 1})],
     "a table of two teams has two players in each team"),
    ("schieber", "turnier", {}, [("Anna", 1000, {}), ("Cla", 1000, {M: 1}), ("Beat", 884, {}),
                                 ("Dora", 884, {})],
     "Anna and Cla are partners: a team has one result, give both the same figures (without "
     "a draw, the first two players named are one team)"),
    ("schieber", "turnier", {}, [("Anna", 1000, {M: 1}), ("Cla", 1000, {M: 2}),
                                 ("Beat", 884, {}), ("Dora", 884, {})],
     "Anna and Cla are partners: a team has one result, give both the same figures (without "
     "a draw, the first two players named are one team)"),
]


@pytest.mark.parametrize(("variant", "preset", "settings", "figures", "message"), CASES)
def test_refused_word_for_word(club, variant, preset, settings, figures, message):
    add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil"])
    evening = club.new_evening("2026-01-08", variant, preset=preset, settings=settings or None)
    entries = [PaperResult(club.find_member(name).id, points, **extra)
               for name, points, extra in figures]
    with pytest.raises(ClubInputError) as refused:
        club.record_result(evening.id, 1, 1, entries)
    assert str(refused.value) == message
    assert club.results(evening.id) == []


@pytest.mark.parametrize(("variant", "preset", "settings", "figures"), [
    # at each limit: accepted
    ("schieber", "turnier", {}, team_table(1000, 884)),
    # no Matches given and 0 Matches are the same figure for partners
    ("schieber", "turnier", {}, [("Anna", 1000, {}), ("Cla", 1000, {M: 0}), ("Beat", 884, {}),
                                 ("Dora", 884, {})]),
    ("schieber", "turnier", {"rounds": 8, "match_bonus": 100},
     team_table(756, 600, {M: 1}, {M: 0})),  # 1256 + 100
    ("schieber", "turnier", {"weis": True}, team_table(14124, 0)),
    ("schieber", "turnier", {"weis": True}, team_table(1099, 785, {M: 7})),
    ("schieber", "turnier", {}, team_table(1884, 0, {M: 12})),  # a Match every round
    ("schieber", "einfach_1000", {}, team_table(2276, 800)),
    ("schieber", "einfach_1000", {"team_targets": [1000, 800]}, team_table(900, 2076)),
    ("schieber", "einfach_1000", {"striche": True},
     team_table(1000, 500, {"striche": 9, M: 2})),
    ("coiffeur", None, {}, team_table(17582, 0)),
    ("coiffeur", None, {"stoeck": False}, team_table(16962, 0)),
    ("coiffeur", None, {"match_bonus": 100}, team_table(971, 100, {M: 2})),
    ("schieber", "turnier", {"double_deck": True}, team_table(3768, 0)),
    ("schieber", "turnier", {"factors": {"eicheln": 1, "obenabe": 3}}, team_table(5000, 652)),
    ("schieber", "turnier", {"rounds": 8, "match_bonus": 100}, team_table(1256, 0)),
    ("schieber", "freier_jass", {}, team_table(10884, 100, {M: 2})),
    ("schieber", "einfach_1000", {"striche": True},
     team_table(1000, 500, {"striche": 5, M: 0}, {"striche": 0})),
    ("handjass", None, {"voll": 5}, players(9, 0, 2, 3)),
    ("fahnder", None, {"target": 10}, players(12, 0, 3, 3)),
    ("fahnder", None, {}, players(None, 3, 3, 3, extra={"striche": 4, "nuller": 0})),
    ("pandur", None, {}, [(n, p, {"rank": i + 1}) for i, (n, p)
                          in enumerate(zip(("Anna", "Beat", "Cla", "Dora"), (20, 15, 15, 0),
                                           strict=True))]),
    ("coiffeur", None, {}, team_table(771, 100, {M: 2})),
    ("molotow", None, {}, players(-8000, 9256, 300, 400)),
    ("differenzler", None, {}, players(0, 1884, 20, 30)),
    ("handjass", None, {}, players(13, 0, 2, 3)),
    ("fahnder", None, {}, players(None, 3, 3, 3, extra={"striche": 15, "nuller": 1})),
    ("fahnder", None, {}, players(14, 0, 3, 3)),
])
def test_the_limits_themselves_are_accepted(club, variant, preset, settings, figures):
    add_members(club, ["Anna", "Beat", "Cla", "Dora", "Emil"])
    evening = club.new_evening("2026-01-08", variant, preset=preset, settings=settings or None)
    entries = [PaperResult(club.find_member(name).id, points, **extra)
               for name, points, extra in figures]
    stored = club.record_result(evening.id, 1, 1, entries)
    assert [r.points for r in stored] == [
        p if p is not None else extra["striche"] - extra.get("nuller", 0)
        for _name, p, extra in figures]
