"""A table imported from a match played with other table rules than the evening's (accepted
with its reason, ``other_rules``) is corrected against the rules it was played with: a
Kurzturnier of 8 rounds in a 12-round Turnier evening adds up to 8 × 157 = 1,256, and a
correction of its figures was refused for not making the evening's 12 × 157 = 1,884 (even
one that changed nothing). A refusal says which rules it checked, and why; a table typed
from paper at the same evening is checked against the evening's rules (docs/club.md,
"Corrections")."""

import json

import pytest

from jasstafel.cli import main
from jasstafel.club import ClubInputError, PaperResult
from jasstafel.core import matchfile

from . import EXAMPLES, add_members

NAMES = ["Anna", "Beat", "Cla", "Dora"]

OWN_RULES = ("Passe 1, table 1 was played with other table rules than the evening's (Rounds "
             "(fixed rounds): 8 instead of 12), and a correction is checked against the rules "
             "it was played with: ")


def kurzturnier():
    """The example Turnier cut to 8 rounds (Anna & Cla 646, Beat & Dora 610)."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["settings"]["rounds"] = 8
    data["entries"] = data["entries"][:8]
    return matchfile.loads(json.dumps(data))


@pytest.fixture
def imported(club):
    """A 12-round Turnier evening whose Passe 1, table 1 is the Kurzturnier, imported with
    its reason."""
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=2)
    stored = club.record_match(evening.id, 1, 1, kurzturnier(), other_rules="Kurzturnier")
    assert {r.member: r.points for r in stored} == {
        ids["Anna"]: 646, ids["Cla"]: 646, ids["Beat"]: 610, ids["Dora"]: 610}
    return club, evening, ids


def team_points(ids, a, b):
    return [PaperResult(ids["Anna"], a), PaperResult(ids["Cla"], a),
            PaperResult(ids["Beat"], b), PaperResult(ids["Dora"], b)]


def test_a_table_played_with_other_rules_is_corrected_by_them(imported):
    club, evening, ids = imported
    # a counting mistake: 650 : 606, still 1,256 in all
    now = club.correct_result(evening.id, 1, 1, team_points(ids, 650, 606), note="Zählfehler")
    assert {r.member: (r.points, r.rank, r.won) for r in now} == {
        ids["Anna"]: (650, 1, True), ids["Cla"]: (650, 1, True),
        ids["Beat"]: (606, 2, False), ids["Dora"]: (606, 2, False)}
    # a correction of the rank alone (the table as it is) is taken too
    club.correct_result(evening.id, 1, 1, [PaperResult(ids["Anna"], rank=1),
                                           PaperResult(ids["Cla"], rank=1)])


def test_a_refusal_says_it_checked_the_rules_the_table_played(imported):
    club, evening, ids = imported
    before = club.results(evening.id)
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, team_points(ids, 700, 606))
    assert str(refused.value) == OWN_RULES + (
        "a Schieber of 8 rounds without Weis writes 1256 points in all (8 × 157): 700 + 606 = "
        "1306 is not possible")
    assert club.results(evening.id) == before


def test_a_paper_table_of_the_same_evening_keeps_the_evenings_rules(imported):
    club, evening, ids = imported
    club.record_result(evening.id, 2, 1, team_points(ids, 1000, 884))
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 2, 1, team_points(ids, 650, 606))
    assert str(refused.value) == (
        "a Schieber of 12 rounds without Weis writes 1884 points in all (12 × 157): 650 + 606 "
        "= 1256 is not possible")


def test_the_command_line_corrects_it_too(imported, db_path, capsys):
    club, evening, _ids = imported
    code = main(["club", "result", str(evening.id), "1", "1", "Anna=650", "Cla=650",
                 "Beat=606", "Dora=606", "--correct", "--note", "Zählfehler", "--db",
                 str(db_path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert [r.points for r in club.results(evening.id, 1)] == [650, 650, 606, 606]
    try:
        code = main(["club", "result", str(evening.id), "1", "1", "Anna=700", "Cla=700",
                     "--correct", "--db", str(db_path)])
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    assert code == 2
    assert "was played with other table rules than the evening's" in err
    assert "a Schieber of 8 rounds without Weis writes 1256 points in all" in err
