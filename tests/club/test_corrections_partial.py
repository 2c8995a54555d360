"""A table imported from an unfinished match (``--partial``: a Partie broken off) is corrected
against what it played: a Turnier broken off after 5 of its 12 rounds adds up to 5 × 157 =
785, not 12 × 157 = 1,884. Every correction of such a table was refused for not making the
evening's whole sum, even one that changed nothing, on the command line and in the window
alike (docs/club.md, "Corrections"). A refusal says which rounds it checked, and why; a
Guggitaler broken off has dealt out only part of its penalties, so its table's sum is no rule
until it is finished."""

import json

import pytest

from jasstafel.cli import main
from jasstafel.club import ClubInputError, PaperResult
from jasstafel.core import matchfile

from . import EXAMPLES, add_members

NAMES = ["Anna", "Beat", "Cla", "Dora"]

SO_FAR = ("Passe 1, table 1 was recorded from an unfinished match (5 of 12 rounds played), "
          "and a correction is checked against the rounds it played: ")


def broken_off(name, entries):
    """The example match *name* with its first *entries* entries only (not finished)."""
    data = json.loads((EXAMPLES / f"{name}.jass").read_text("utf-8"))
    data["entries"] = data["entries"][:entries]
    match = matchfile.loads(json.dumps(data))
    assert not match.finished
    return match


@pytest.fixture
def imported(club):
    """A 12-round Turnier evening whose Passe 1, table 1 is the example Turnier broken off
    after 5 rounds (Anna & Cla 408, Beat & Dora 377), imported as a partial result."""
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
    stored = club.record_match(evening.id, 1, 1, broken_off("schieber-turnier", 5),
                               partial=True)
    assert {r.member: r.points for r in stored} == {
        ids["Anna"]: 408, ids["Cla"]: 408, ids["Beat"]: 377, ids["Dora"]: 377}
    return club, evening, ids


def team_points(ids, a, b):
    return [PaperResult(ids["Anna"], a), PaperResult(ids["Cla"], a),
            PaperResult(ids["Beat"], b), PaperResult(ids["Dora"], b)]


def test_a_broken_off_turnier_is_corrected_by_its_rounds(imported):
    club, evening, ids = imported
    # a counting mistake: 418 : 367, still 785 in all; nobody has won a Partie not ended
    now = club.correct_result(evening.id, 1, 1, team_points(ids, 418, 367), note="Zählfehler")
    assert {r.member: (r.points, r.rank, r.won) for r in now} == {
        ids["Anna"]: (418, 1, False), ids["Cla"]: (418, 1, False),
        ids["Beat"]: (367, 2, False), ids["Dora"]: (367, 2, False)}


def test_a_refusal_says_it_checked_the_rounds_played(imported):
    club, evening, ids = imported
    before = club.results(evening.id)
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, team_points(ids, 500, 377))
    assert str(refused.value) == SO_FAR + (
        "a Schieber of 5 rounds without Weis writes 785 points in all (5 × 157): 500 + 377 = "
        "877 is not possible. To record the final result of the paper sheet, replace the "
        "table's result with the one typed from the paper sheet")
    assert refused.value.remedy == "paper"
    assert club.results(evening.id) == before


def test_a_broken_off_molotow_is_corrected_by_its_rounds(club):
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "molotow", passen=1)
    stored = club.record_match(evening.id, 1, 1, broken_off("molotow", 4), partial=True)
    points = {r.member: r.points for r in stored}
    # ten points moved from one player to another: the sum still ends as 4 × 157 does
    moved = [PaperResult(ids["Anna"], points[ids["Anna"]] + 10),
             PaperResult(ids["Beat"], points[ids["Beat"]] - 10)]
    club.correct_result(evening.id, 1, 1, moved)
    with pytest.raises(ClubInputError, match="with 4 players and 4 rounds the sum must end"):
        club.correct_result(evening.id, 1, 1,
                            [PaperResult(ids["Anna"], points[ids["Anna"]] + 5)])


def test_a_broken_off_guggitaler_is_no_whole_sum(club):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "guggitaler", passen=1)
    stored = club.record_match(evening.id, 1, 1, broken_off("guggitaler", 3), partial=True)
    first = stored[0]
    # a trick of 5 penalty points given to the wrong player: the table's sum changes, as
    # it does while the penalties are being dealt out
    now = club.correct_result(evening.id, 1, 1, [PaperResult(first.member, first.points - 5)])
    assert {r.member: r.points for r in now} == {
        **{r.member: r.points for r in stored}, first.member: first.points - 5}
    with pytest.raises(ClubInputError, match="a multiple of 5"):
        club.correct_result(evening.id, 1, 1, [PaperResult(first.member, first.points - 3)])


def run(args, capsys):
    try:
        code = main(args)
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_imports_and_corrects_it(club, db_path, tmp_path, capsys):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
    path = tmp_path / "tisch1.jass"
    matchfile.save(broken_off("schieber-turnier", 5), path)
    db = ["--db", str(db_path)]
    code, _out, err = run(["club", "import", str(evening.id), f"{path}:1:1", *db], capsys)
    assert code == 2 and "the match is not finished" in err
    code, _out, err = run(["club", "import", str(evening.id), f"{path}:1:1", "--partial",
                           *db], capsys)
    assert code == 0, err
    code, out, err = run(["club", "result", str(evening.id), "1", "1", "Anna=418", "Cla=418",
                          "Beat=367", "Dora=367", "--correct", "--note", "Zählfehler", *db],
                         capsys)
    assert code == 0, err
    assert sorted(r.points for r in club.results(evening.id)) == [367, 367, 418, 418]
    code, _out, err = run(["club", "result", str(evening.id), "1", "1", "Anna=500",
                           "Cla=500", "--correct", *db], capsys)
    assert code == 2
    assert SO_FAR + "a Schieber of 5 rounds without Weis writes 785 points" in err
    assert sorted(r.points for r in club.results(evening.id)) == [367, 367, 418, 418]
