"""A table imported from an unfinished match is corrected by what it played, in every
variant, and its notes say how far it got in its own unit (docs/club.md, "Corrections").

A German secretary's trial: the Jassverein Coiffeur broken off after 5 of its 11 rows per team
(team A ×1 to ×5, team B ×11 down to ×7: A 2'043, B 5'433) was corrected to A 9'000 without a
word, a figure the 11 rows allow (17'582) but not the 5 played: 257 × 15 + 20 × 10 (Stöck in
the four suit rows) = 4'055. The † note said only "not finished". And a season's ° note left
out the reason given at import, which the evening's says."""

import json

import pytest

from jasstafel.cli import main
from jasstafel.club import ClubInputError, PaperResult
from jasstafel.core import matchfile

from . import EXAMPLES, add_members
from .test_other_rules_table_in_rankings import season  # noqa: F401 (a fixture)

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def broken_off(name, entries):
    data = json.loads((EXAMPLES / f"{name}.jass").read_text("utf-8"))
    data["entries"] = data["entries"][:entries]
    match = matchfile.loads(json.dumps(data))
    assert not match.finished
    return match


@pytest.fixture
def coiffeur(club):
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "coiffeur", preset="jassverein", passen=1,
                               tables=2)
    stored = club.record_match(evening.id, 1, 2, broken_off("coiffeur-jassverein", 10),
                               partial=True)
    assert {r.member: r.points for r in stored} == {
        ids["Anna"]: 2043, ids["Cla"]: 2043, ids["Beat"]: 5433, ids["Dora"]: 5433}
    return club, evening, ids


def team(ids, names, points):
    return [PaperResult(ids[n], points) for n in names]


def test_a_broken_off_coiffeur_is_corrected_by_the_rows_each_team_played(coiffeur):
    club, evening, ids = coiffeur
    before = club.results(evening.id)
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 2, team(ids, ["Anna", "Cla"], 9000))
    assert str(refused.value) == (
        "Passe 1, table 2 was recorded from an unfinished match (5 of 11 rows per team "
        "played), and a correction is checked against what it played: Anna & Cla: 9000 is "
        "not possible: at most 4055: 5 of 11 rows played (×1, ×2, ×3, ×4, ×5), a Match in "
        "every one. To record the final result of the paper sheet, replace the table's "
        "result with the one typed from the paper sheet")
    assert refused.value.remedy == "paper"
    assert club.results(evening.id) == before
    # team A's best of its five rows is taken; team B played ×11 to ×7: 9,000 is possible
    club.correct_result(evening.id, 1, 2, team(ids, ["Anna", "Cla"], 4055))
    club.correct_result(evening.id, 1, 2, team(ids, ["Beat", "Dora"], 9000))
    with pytest.raises(ClubInputError, match="at most 11985: 5 of 11 rows played "
                                             r"\(×7, ×8, ×9, ×10, ×11\)"):
        club.correct_result(evening.id, 1, 2, team(ids, ["Beat", "Dora"], 11986))


def test_the_notes_say_how_far_a_coiffeur_got(coiffeur):
    club, evening, _ids = coiffeur
    assert str(club.evening_ranking(evening.id).unfinished_note) == (
        "† Passe 1, table 2 (Anna & Cla, Beat & Dora): imported from an unfinished match (not "
        "finished: 5 of 11 rows per team): it has no winner, and its figures count as they "
        "stood.")
    assert "(not finished: 5 of 11 rows per team)" in str(
        club.season_ranking("2026", scoring="points").unfinished_note)


def test_teams_of_unlike_rows_are_counted_in_all(club):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "coiffeur", preset="jassverein", passen=1)
    club.record_match(evening.id, 1, 1, broken_off("coiffeur-jassverein", 9), partial=True)
    assert "(not finished: 9 of 22 rows)" in str(
        club.evening_ranking(evening.id).unfinished_note)


def test_a_broken_off_differenzler_is_corrected_by_its_games(club):
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "differenzler", passen=1)
    stored = club.record_match(evening.id, 1, 1, broken_off("differenzler", 3), partial=True)
    assert "(not finished: 3 of 12 games)" in str(
        club.evening_ranking(evening.id).unfinished_note)
    anna = next(r for r in stored if r.member == ids["Anna"])
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, [PaperResult(ids["Anna"], 3 * 157 + 1)])
    assert "(3 of 12 games played)" in str(refused.value)
    assert "a Differenzler of 3 games gives a penalty of 0 to 471" in str(refused.value)
    club.correct_result(evening.id, 1, 1, [PaperResult(ids["Anna"], anna.points + 1)])


def test_a_broken_off_guggitaler_counts_its_games(club):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "guggitaler", passen=1)
    club.record_match(evening.id, 1, 1, broken_off("guggitaler", 2), partial=True)
    assert "(not finished: 2 of 6 games)" in str(
        club.evening_ranking(evening.id).unfinished_note)


def test_a_broken_off_pandur_counts_its_deals(club):
    add_members(club, ["Ruedi", "Vreni", "Sepp", "Margrit"])
    evening = club.new_evening("2026-11-26", "pandur", passen=1)
    club.record_match(evening.id, 1, 1, broken_off("pandur", 3), partial=True)
    assert "(not finished after 3 deals)" in str(
        club.evening_ranking(evening.id).unfinished_note)


def test_the_season_note_carries_the_reason_given_at_import(season):  # noqa: F811
    club = season[0]
    for scoring in ("points", "rank_points"):
        note = str(club.season_ranking("2026", scoring=scoring).note)
        assert note.endswith("its figures count as they stood. Reason given at import: la "
                             "table 2 a commencé en retard"), scoring


def run(capsys, *argv, code=0):
    got = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert got == code, (out, err)
    return out, err.splitlines()


def test_the_command_line_refuses_and_says_in_german(capsys, tmp_path):
    db = tmp_path / "club.sqlite"
    for name in NAMES:
        run(capsys, "club", "member", "add", name, "--db", db)
    run(capsys, "club", "evening", "new", "2026-12-07", "coiffeur", "--preset", "jassverein",
        "--passen", "1", "--tables", "2", "--db", db)
    path = tmp_path / "tisch2.jass"
    matchfile.save(broken_off("coiffeur-jassverein", 10), path)
    run(capsys, "club", "import", "2026-12-07", f"{path}:1:2", "--partial", "--db", db)
    _out, err = run(capsys, "--lang", "de", "club", "result", "2026-12-07", "1", "2",
                    "Anna=9000", "Cla=9000", "--correct", "--db", db, code=2)
    assert "(5 von 11 Zeilen je Team gespielt)" in err[0]
    assert "höchstens 4'055: 5 von 11 Zeilen gespielt (×1, ×2, ×3, ×4, ×5)" in err[0]
    out, _err = run(capsys, "--lang", "de", "club", "ranking", "evening", "2026-12-07",
                    "--db", db)
    assert "(nicht beendet: 5 von 11 Zeilen je Team)" in " ".join(out.split())
    assert "2043" in out.replace("'", "") and "9000" not in out.replace("'", "")
