"""A Coiffeur of three teams of two typed from its paper sheet (`club result`, a table of six:
the draw seats four) is ranked by team, as the same table imported as a match file is: each
player alone made six places at the table (team B "rank 3", team C "rank 5" on the terminal
and in the CSV file's *Rank at the table*), and two partners with different figures were
stored (a team has one result)."""

import csv

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, ClubInputError, PaperResult

from . import add_members
from .test_three_teams import NAMES, three_teams

#: each team's total on the sheet: team A (Anna, Dora) 6299, B (Beat, Emil) 5779, C (Cla,
#: Fränzi) 5259, as three_teams((100, 90, 80)) plays them
TOTALS = {"Anna": 6299, "Beat": 5779, "Cla": 5259, "Dora": 6299, "Emil": 5779, "Fränzi": 5259}
SIDES = {"Anna": "A", "Beat": "B", "Cla": "C", "Dora": "A", "Emil": "B", "Fränzi": "C"}


def typed(db_path, figures):
    """The evening (one Passe, no draw) and `club result 1 1 1 FIGURES…`: what it printed."""
    with Club.open(db_path) as club:
        add_members(club, NAMES)
        club.new_evening("2026-12-03", "coiffeur", passen=1)
    return main(["club", "result", "1", "1", "1", *figures, "--db", str(db_path)])


def with_sides():
    return [f"{name}={TOTALS[name]},side={SIDES[name]}" for name in NAMES]


def by_name(club, results):
    names = {m.id: m.name for m in club.members()}
    return {names[r.member]: (r.points, r.rank, r.won, r.side) for r in results}


TEAMS_RANKED = {"Anna": (6299, 1, True, 0), "Dora": (6299, 1, True, 0),
                "Beat": (5779, 2, False, 1), "Emil": (5779, 2, False, 1),
                "Cla": (5259, 3, False, 2), "Fränzi": (5259, 3, False, 2)}


def test_the_teams_are_ranked_one_to_three(db_path, capsys):
    assert typed(db_path, with_sides()) == 0
    out = capsys.readouterr().out
    assert "Passe 1, table 1: Beat 5779 (rank 2)" in out, out
    assert "Passe 1, table 1: Fränzi 5259 (rank 3)" in out, out
    with Club.open(db_path) as club:
        assert by_name(club, club.results(1)) == TEAMS_RANKED


def test_without_sides_the_players_named_two_by_two_are_the_teams(db_path):
    """As at a table of four without a draw (the first two named are one team): a
    Coiffeur is played by six only as three teams of two."""
    order = ["Anna", "Dora", "Beat", "Emil", "Cla", "Fränzi"]
    assert typed(db_path, [f"{name}={TOTALS[name]}" for name in order]) == 0
    with Club.open(db_path) as club:
        assert by_name(club, club.results(1)) == TEAMS_RANKED


def test_partners_have_one_result(db_path, capsys):
    figures = [spec.replace("Dora=6299", "Dora=6000") for spec in with_sides()]
    assert typed(db_path, figures) == 2
    err = capsys.readouterr().err
    assert "Anna and Dora are partners: a team has one result" in err, err
    with Club.open(db_path) as club:
        assert club.results(1) == []


def test_named_two_by_two_the_refusal_says_so(db_path, capsys):
    """Typed in seat order (A B C A B C) without sides: Anna and Beat are a team."""
    assert typed(db_path, [f"{name}={TOTALS[name]}" for name in NAMES]) == 2
    err = capsys.readouterr().err
    assert ("Anna and Beat are partners: a team has one result, give both the same figures "
            "(without a draw, the players named make the teams two by two: the first two, "
            "the next two, the last two)") in err, err


def test_three_teams_of_two(club):
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-12-03", "coiffeur", passen=1)
    sides = {"Anna": 0, "Beat": 1, "Cla": 1, "Dora": 0, "Emil": 1, "Fränzi": 2}
    with pytest.raises(ClubInputError, match="a table of three teams has two players in each"):
        club.record_result(evening.id, 1, 1, [PaperResult(ids[n], TOTALS[n], side=sides[n])
                                              for n in NAMES])


def cli_lines(capsys, db_path, *args):
    assert main(["club", *args, "--db", str(db_path)]) == 0
    return capsys.readouterr().out.splitlines()


def test_as_the_same_table_imported(tmp_path, capsys):
    """The table's results, its CSV file, the evening's and the season's ranking on the
    terminal: all as the match file of the same table gives them (but where it came from)."""
    paper, played = tmp_path / "paper.sqlite", tmp_path / "played.sqlite"
    assert typed(paper, with_sides()) == 0
    with Club.open(played) as club:
        three_teams(club, (100, 90, 80))
    capsys.readouterr()
    seen = {}
    for path in (paper, played):
        with Club.open(path) as club:
            results = by_name(club, club.results(1))
        rows = []
        for line in cli_lines(capsys, path, "export", "1", "-o", str(path) + ".csv"):
            assert line.startswith("wrote ")
        with open(str(path) + ".csv", encoding="utf-8-sig", newline="") as handle:
            rows = [row[:-1] for row in csv.reader(handle)]  # but "From"
        seen[path] = (results, rows, cli_lines(capsys, path, "ranking", "evening", "1"),
                      cli_lines(capsys, path, "ranking", "season", "2026"))
    assert seen[paper][0] == TEAMS_RANKED
    assert seen[paper] == seen[played]


@pytest.mark.parametrize(("variant", "preset", "figures"), [
    ("coiffeur", None, ["Anna=6299", "Dora=6299", "Beat=5779", "Emil=5779"]),
    ("schieber", "turnier", ["Anna=1000", "Dora=1000", "Beat=884", "Emil=884"]),
])
def test_a_table_of_four_still_ranks_its_two_teams(db_path, capsys, variant, preset, figures):
    """The first two named are one team, ranked 1 and 2, as before."""
    with Club.open(db_path) as club:
        add_members(club, NAMES[:6])
        club.new_evening("2026-12-03", variant, preset=preset, passen=1)
    assert main(["club", "result", "1", "1", "1", *figures, "--db", str(db_path)]) == 0
    with Club.open(db_path) as club:
        seen = {name: rank for name, (_p, rank, _w, _s) in by_name(club, club.results(1)).items()}
        assert seen == {"Anna": 1, "Dora": 1, "Beat": 2, "Emil": 2}
        assert [(row.rank, row.member.name) for row in club.evening_ranking(1).rows] == [
            (1, "Anna"), (1, "Dora"), (3, "Beat"), (3, "Emil")]
