"""A Guggitaler club evening (RULES.md section 7, docs/variants/guggitaler.md): the draw seats
three or four at a table, paper totals are checked against what the five games and the Domino
deal out, match files are imported, the ranking puts the highest total first, the command line
creates the evening. The figures are worked out by hand in the comments.

With the default values one Guggitaler deals out, with four players, 9 tricks × 5 + 9 Schellen
× 10 + 4 Ober × 20 + 40 + 50 = 305 penalty points and a Domino of 150 + 100 + 55 + 0 = 305
points; with three, 12 tricks × 5 + 90 + 80 + 40 + 50 = 320 and 150 + 100 + 70 = 320. A
player's total is Domino points − penalty points.
"""

import random

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, ClubInputError, PaperResult
from jasstafel.core import matchfile

from . import EXAMPLES, add_members

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def paper(club, evening, passe, table, **totals):
    return club.record_result(evening.id, passe, table, [
        PaperResult(club.find_member(name).id, value) for name, value in totals.items()])


def refused(club, evening, match, **totals):
    before = club.results(evening.id)
    with pytest.raises(ClubInputError, match=match) as caught:
        paper(club, evening, 1, 1, **totals)
    assert club.results(evening.id) == before  # nothing stored
    return str(caught.value)


@pytest.fixture
def four(club):
    add_members(club, FOUR + ["Ueli", "Vreni", "Werner"])
    return club


# -- the checks ---------------------------------------------------------------------------------


def test_a_table_of_four_with_domino(four):
    club = four
    evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
    # the example's sheet (docs/examples/guggitaler.jass): Anna 55 − 105 = −50,
    # Beat 100 − 60 = 40, Cla 0 − 80 = −80, Dora 150 − 60 = 90; together 0
    stored = paper(club, evening, 1, 1, Anna=-50, Beat=40, Cla=-80, Dora=90)
    assert [(r.points, r.rank, r.won) for r in stored] == [
        (-50, 3, False), (40, 2, False), (-80, 4, False), (90, 1, True)]
    assert all(r.source == "paper" for r in stored)


def test_totals_that_no_guggitaler_gives_are_refused(four):
    club = four
    evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
    # the four totals add up to what was dealt out: 305 Domino − 305 penalty = 0
    message = refused(club, evening, "totals add up to 0", Anna=-50, Beat=40, Cla=-80, Dora=95)
    assert message == ("1 Guggitaler of 4 players deal out 305 penalty points and 305 Domino "
                       "points: the totals add up to 0, not (-50) + 40 + (-80) + 95 = 5")
    # every value is a multiple of 5: so is every total
    refused(club, evening, "Cla: -81 is not possible: every penalty and Domino value of the "
                           "evening is a multiple of 5", Anna=-50, Beat=40, Cla=-81, Dora=91)
    # at most the first Domino place without a penalty (150), at least every penalty and
    # the last place (0 − 305)
    refused(club, evening, r"Anna: 155 is not possible: 1 Guggitaler with Domino give each "
                           r"of 4 players a total \(Domino points − penalty points\) of -305 "
                           r"to 150", Anna=155, Beat=-155, Cla=0, Dora=0)
    refused(club, evening, "-310 is not possible", Anna=-310, Beat=150, Cla=100, Dora=60)
    # a Guggitaler has no Matches, and no Nuller
    with pytest.raises(ClubInputError, match="Anna: Guggitaler has no Matches"):
        club.record_result(evening.id, 1, 1, [
            PaperResult(club.find_member(n).id, p, matches=1 if n == "Anna" else None)
            for n, p in zip(FOUR, (-50, 40, -80, 90), strict=True)])
    # two players are no Guggitaler table
    refused(club, evening, "Guggitaler is played by 3 to 4 players at a table, not 2",
            Anna=0, Beat=0)
    assert club.results(evening.id) == []


def test_a_table_of_three(four):
    club = four
    evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
    # three players: 320 penalty points, Domino 150 / 100 / 70; the least is 70 − 320 = −250
    refused(club, evening, "of -250 to 150", Ueli=-260, Vreni=130, Werner=130)
    refused(club, evening, "deal out 320 penalty points and 320 Domino points: the totals "
                           "add up to 0, not", Ueli=-30, Vreni=-50, Werner=85)
    # docs/examples/guggitaler-zu-dritt-domino-fr.jass: Ueli 100 − 130, Vreni 70 − 120,
    # Werner 150 − 70
    stored = paper(club, evening, 1, 1, Ueli=-30, Vreni=-50, Werner=80)
    assert [(r.rank, r.won) for r in stored] == [(2, False), (3, False), (1, True)]


def test_without_domino_only_penalty_points(four):
    club = four
    evening = club.new_evening("2026-12-04", "guggitaler", preset="ohne_domino",
                               settings={"guggitaler": 2}, passen=1)
    # two Guggitaler of three players deal out 2 × 320 = 640 penalty points and nothing back
    refused(club, evening, r"Ueli: 5 is not possible: 2 Guggitaler without Domino give only "
                           r"penalty points: each of 3 players has a total of -640 to 0",
            Ueli=5, Vreni=-390, Werner=-255)
    refused(club, evening, r"add up to -640, not \(-185\) \+ \(-200\) \+ \(-250\) = -635",
            Ueli=-185, Vreni=-200, Werner=-250)
    # the example's sheet (guggitaler-zu-dritt-ohne-domino.jass): the fewest penalty points
    # win: Ueli 185, Vreni 200, Werner 255
    stored = paper(club, evening, 1, 1, Ueli=-185, Vreni=-200, Werner=-255)
    assert [(r.rank, r.won) for r in stored] == [(1, True), (2, False), (3, False)]


def test_the_kinder_values_share_no_five(four):
    club = four
    evening = club.new_evening("2026-12-04", "guggitaler", preset="kinder", passen=1)
    # 9 × 1 + 9 × 2 + 4 × 4 + 8 + 9 = 60 penalty points, no Domino: any whole number of them
    stored = paper(club, evening, 1, 1, Anna=-7, Beat=-13, Cla=-31, Dora=-9)
    assert [r.rank for r in stored] == [1, 3, 4, 2]
    refused(club, evening, "add up to -60, not", Anna=-7, Beat=-13, Cla=-30, Dora=-9)


def test_a_correction_is_checked_as_a_new_table(four):
    club = four
    evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
    paper(club, evening, 1, 1, Anna=-50, Beat=40, Cla=-80, Dora=90)
    anna, dora = club.find_member("Anna").id, club.find_member("Dora").id
    with pytest.raises(ClubInputError, match="add up to 0, not"):
        club.correct_result(evening.id, 1, 1, [PaperResult(anna, -45)])
    # Anna and Dora swapped their Domino places (55 and 150): 95 each way
    club.correct_result(evening.id, 1, 1, [PaperResult(anna, 45), PaperResult(dora, -5)],
                        note="Domino: Anna war zuerst draussen")
    results = {r.member: r for r in club.results(evening.id)}
    assert (results[anna].points, results[anna].rank) == (45, 1)
    assert (results[dora].points, results[dora].rank) == (-5, 3)


# -- match files --------------------------------------------------------------------------------


def test_the_examples_import_with_their_boards(club):
    four_players = matchfile.load(EXAMPLES / "guggitaler.jass")
    add_members(club, four_players.document.players + ["Ueli", "Vreni", "Werner"])
    evening = club.new_evening("2026-12-04", "guggitaler", passen=2)
    stored = club.record_match(evening.id, 1, 1, four_players)
    names = {m.id: m.name for m in club.members()}
    assert {names[r.member]: (r.points, r.rank, r.won) for r in stored} == {
        "Anna": (-50, 3, False), "Beat": (40, 2, False), "Cla": (-80, 4, False),
        "Dora": (90, 1, True)}
    # French cards are a display choice: the same table rules
    french = matchfile.load(EXAMPLES / "guggitaler-zu-dritt-domino-fr.jass")
    stored = club.record_match(evening.id, 1, 2, french)
    assert [(names[r.member], r.points, r.rank) for r in stored] == [
        ("Ueli", -30, 2), ("Vreni", -50, 3), ("Werner", 80, 1)]
    assert matchfile.dumps(club.match(evening.id, 1, 2)) == matchfile.dumps(french)


def test_a_match_of_other_table_rules_needs_a_reason(club):
    match = matchfile.load(EXAMPLES / "guggitaler-zu-dritt-ohne-domino.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
    with pytest.raises(ClubInputError, match="other table rules than the evening's: Domino "
                                             r"\(sixth game\): no \(evening: yes\); "
                                             r"Guggitaler in the match: 2 instead of 1\."):
        club.record_match(evening.id, 1, 1, match)
    stored = club.record_match(evening.id, 1, 1, match, other_rules="Tisch 1 ohne Domino")
    assert [r.points for r in stored] == [-185, -200, -255]
    assert [c.kind for c in club.corrections(evening.id)][-1] == "rules"


def test_an_unfinished_guggitaler_is_partial(club):
    match = matchfile.load(EXAMPLES / "guggitaler.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
    data = match.document.model_copy(update={"entries": match.document.entries[:5]})
    with pytest.raises(ClubInputError, match="not finished"):
        club.record_match(evening.id, 1, 1, data)
    stored = club.record_match(evening.id, 1, 1, data, partial=True)
    # before the Domino only the penalties: Anna 105, Beat 60, Cla 80, Dora 60
    assert [r.points for r in stored] == [-105, -60, -80, -60]
    assert not any(r.won for r in stored)


# -- the ranking --------------------------------------------------------------------------------


def test_the_highest_total_ranks_first(club):
    match = matchfile.load(EXAMPLES / "guggitaler.jass")
    add_members(club, match.document.players)
    evening = club.new_evening("2026-12-04", "guggitaler", passen=2)
    club.record_match(evening.id, 1, 1, match)  # Anna −50, Beat 40, Cla −80, Dora 90 (won)
    paper(club, evening, 2, 1, Anna=50, Beat=40, Cla=-80, Dora=-10)  # Anna wins
    #       total             Passen won  best Passe
    # Dora  90 − 10 = 80      1           90
    # Beat  40 + 40 = 80      0           40
    # Anna  −50 + 50 = 0      1           50
    # Cla   −80 − 80 = −160   0           −80
    ranking = club.evening_ranking(evening.id)
    keys = [c.key for c in ranking.columns if c.decides]
    assert keys == ["passen", "points", "wins", "best_passe"]
    assert [c.label for c in ranking.columns if c.decides] == [
        "Passen", "Total", "Passen won", "Best Passe"]
    assert [(r.rank, r.member.name, r.figures["points"], r.figures["wins"],
             r.figures["best_passe"], r.decided_by) for r in ranking.rows] == [
        (1, "Dora", 80, 1, 90, None),
        (2, "Beat", 80, 0, 40, "Passen won"),
        (3, "Anna", 0, 1, 50, "Total"),
        (4, "Cla", -160, 0, -80, "Total"),
    ]
    assert ranking.rule.startswith(
        "Guggitaler: the highest total over all Passen (Domino points − penalty points: "
        "without Domino, the fewest penalty points rank first)")
    # the breakdown per Passe
    assert [(r.figures["passe_1"], r.figures["passe_2"]) for r in ranking.rows] == [
        (90, -10), (40, 40), (-50, 50), (-80, -80)]


def test_without_domino_the_fewest_penalty_points_rank_first(club):
    add_members(club, FOUR)
    evening = club.new_evening("2026-12-04", "guggitaler", preset="ohne_domino", passen=2)
    # 305 penalty points per Passe: Passe 1 Anna 45, Beat 60, Cla 100, Dora 100;
    # Passe 2 Anna 90, Beat 60, Cla 5, Dora 150
    paper(club, evening, 1, 1, Anna=-45, Beat=-60, Cla=-100, Dora=-100)
    paper(club, evening, 2, 1, Anna=-90, Beat=-60, Cla=-5, Dora=-150)
    # penalties: Cla 105 (won Passe 2), Anna 135 (won Passe 1), Beat 120, Dora 250
    assert [(r.rank, r.member.name, r.figures["points"]) for r in
            club.evening_ranking(evening.id).rows] == [
        (1, "Cla", -105), (2, "Beat", -120), (3, "Anna", -135), (4, "Dora", -250)]


def test_a_season_of_guggitaler_evenings_by_rank_points(club):
    add_members(club, FOUR)
    first = club.new_evening("2026-12-04", "guggitaler", passen=1)
    paper(club, first, 1, 1, Anna=-50, Beat=40, Cla=-80, Dora=90)
    second = club.new_evening("2026-12-11", "guggitaler", passen=1)
    paper(club, second, 1, 1, Anna=150, Beat=-100, Cla=-50, Dora=0)
    # evening 1: Dora, Beat, Anna, Cla; evening 2: Anna 150, Dora 0, Cla −50, Beat −100;
    # rank points (4 + 1 − rank): Dora 4 + 3 = 7, Anna 2 + 4 = 6, Beat 3 + 1 = 4,
    # Cla 1 + 2 = 3
    season = club.season_ranking("2026")
    assert [(r.rank, r.member.name, r.figures["total"]) for r in season.rows] == [
        (1, "Dora", 7), (2, "Anna", 6), (3, "Beat", 4), (4, "Cla", 3)]
    # or the evenings' totals added up: Anna −50 + 150 = 100, Dora 90 + 0 = 90,
    # Beat 40 − 100 = −60, Cla −80 − 50 = −130
    season = club.season_ranking("2026", scoring="points")
    assert [(r.member.name, r.figures["total"]) for r in season.rows] == [
        ("Anna", 100), ("Dora", 90), ("Beat", -60), ("Cla", -130)]


# -- the draw -----------------------------------------------------------------------------------


@pytest.mark.parametrize("players, sizes", [(7, [4, 3]), (9, [3, 3, 3]), (10, [4, 3, 3]),
                                             (8, [4, 4])])
def test_the_draw_seats_three_or_four(club, players, sizes):
    ids = list(add_members(club, [f"Player {i}" for i in range(players)]).values())
    evening = club.new_evening("2026-12-04", "guggitaler", passen=2)
    drawn = club.draw(evening.id, ids, rng=random.Random(5))
    for passe in drawn.passen:
        assert sorted((len(t.seats) for t in passe.tables), reverse=True) == sizes
        assert passe.sitting_out == ()
        # each for himself: no partners
        assert all(len(group) == 1 for t in passe.tables for group in t.teams)


def test_five_players_one_sits_out(club):
    ids = list(add_members(club, [f"Player {i}" for i in range(5)]).values())
    evening = club.new_evening("2026-12-04", "guggitaler", passen=5)
    drawn = club.draw(evening.id, ids, rng=random.Random(2))
    # 5 = 4 + 1: a table of four, one sits out; everyone sits out once in five Passen
    assert all(len(p.tables) == 1 and len(p.sitting_out) == 1 for p in drawn.passen)
    assert sorted(m for p in drawn.passen for m in p.sitting_out) == sorted(ids)


def test_a_result_is_for_the_drawn_table(club):
    ids = add_members(club, FOUR + ["Ueli", "Vreni", "Werner"])
    evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
    drawn = club.draw(evening.id, list(ids.values()), rng=random.Random(5))
    names = {v: k for k, v in ids.items()}
    three = next(t for t in drawn.passen[0].tables if len(t.seats) == 3)
    four_table = next(t for t in drawn.passen[0].tables if len(t.seats) == 4)
    totals = dict(zip([names[m] for m in three.seats], (-30, -50, 80), strict=True))
    stored = paper(club, evening, 1, three.number, **totals)
    assert [r.table for r in stored] == [three.number] * 3
    wrong = dict(zip([names[m] for m in four_table.seats[:3]], (-30, -50, 80), strict=True))
    with pytest.raises(ClubInputError, match="not the draw's line-up"):
        paper(club, evening, 1, four_table.number, **wrong)


# -- the command line ---------------------------------------------------------------------------


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_holds_a_guggitaler_evening(tmp_path, capsys):
    db = tmp_path / "c.sqlite"
    code, out, err = run(capsys, "club", "evening", "new", "--db", db, "2026-12-04",
                         "guggitaler")
    assert code == 0, err
    assert out == ("evening 1: 2026-12-04 Guggitaler · Guggitaler with Domino, 3 Passen, "
                   "season 2026\n")
    code, out, err = run(capsys, "club", "evening", "new", "--db", db, "2026-12-11",
                         "guggitaler", "--preset", "ohne_domino", "--passen", "1")
    assert code == 0, err
    assert "Guggitaler · Guggitaler without Domino, 1 Passe," in out
    for name in FOUR:
        assert run(capsys, "club", "member", "add", name, "--db", db)[0] == 0
    # a paper table: refused with the rule, then recorded
    code, _, err = run(capsys, "club", "result", "1", "1", "1", "Anna=-50", "Beat=40",
                       "Cla=-80", "Dora=95", "--db", db)
    # said to a person: the real minus sign
    assert code == 2 and "the totals add up to 0, not (\u221250) + 40 + (\u221280) + 95 = 5" in err
    code, out, err = run(capsys, "club", "result", "1", "1", "1", "Anna=-50", "Beat=40",
                         "Cla=-80", "Dora=90", "--db", db)
    assert code == 0, err
    assert "Passe 1, table 1: Dora 90 (rank 1, won)" in out
    # a match file into Passe 2
    code, out, err = run(capsys, "club", "import", "1", f"{EXAMPLES / 'guggitaler.jass'}:2:1",
                         "--db", db)
    assert code == 0, err
    code, out, err = run(capsys, "club", "ranking", "evening", "1", "--db", db,
                         "--csv", tmp_path / "r.csv", "--delimiter", ",")
    assert code == 0, err
    lines = (tmp_path / "r.csv").read_text("utf-8-sig").splitlines()
    assert lines[0].startswith("Rank,Member,Short name,Passen,Total,Passen won,Best Passe")
    # Dora 90 + 90 = 180 (2 won), Beat 80, Anna −100, Cla −160
    assert [line.split(",")[1] for line in lines[1:]] == ["Dora", "Beat", "Anna", "Cla"]
    assert lines[1].split(",")[3:7] == ["2", "180", "2", "90"]


@pytest.mark.parametrize("locale, words", [
    ("de_CH.UTF-8", "Guggitaler: das höchste Total"),
    ("fr_CH.UTF-8", "Guggitaler : le total le plus élevé"),
])
def test_the_ranking_rule_in_german_and_french(tmp_path, capsys, monkeypatch, locale, words):
    db = tmp_path / "c.sqlite"
    with Club.open(db) as club:
        add_members(club, FOUR)
        evening = club.new_evening("2026-12-04", "guggitaler", passen=1)
        paper(club, evening, 1, 1, Anna=-50, Beat=40, Cla=-80, Dora=90)
    monkeypatch.setenv("LC_ALL", locale)
    code, out, err = run(capsys, "club", "ranking", "evening", "1", "--db", db)
    assert code == 0, err
    assert words in out, out
