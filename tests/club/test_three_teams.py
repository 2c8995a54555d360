"""A Coiffeur of three teams of two (RULES.md §2, a table setting), played in Jasstafel and
imported: the club ranks its three teams, not its six players, also after a correction (a
corrected table ranked each player alone: team B 5th at a table of three teams)."""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, ClubInputError, PaperResult
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match

from . import add_members

#: seats 1 to 6: team A is seats 1 and 4, B 2 and 5, C 3 and 6
NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"]


def three_teams(club, card_points):
    """The evening and its table of three teams, each the same card points in every row
    (100 writes 6299, 90 writes 5779, 80 writes 5259): the evening and the members."""
    ids = add_members(club, NAMES)
    match = new_match("coiffeur", NAMES)
    for row in range(len(match.rules.settings.rows)):
        for team, points in enumerate(card_points):
            match.add(CoiffeurRound(team=team, row=row, points=points))
    evening = club.new_evening("2026-12-03", "coiffeur", passen=1)
    club.record_match(evening.id, 1, 1, match)
    return evening, ids


def by_name(club, results):
    names = {m.id: m.name for m in club.members()}
    return {names[r.member]: (r.points, r.rank, r.won) for r in results}


def test_the_import_ranks_the_teams(club):
    evening, _ids = three_teams(club, (100, 90, 80))
    assert by_name(club, club.results(evening.id)) == {
        "Anna": (6299, 1, True), "Dora": (6299, 1, True),
        "Beat": (5779, 2, False), "Emil": (5779, 2, False),
        "Cla": (5259, 3, False), "Fränzi": (5259, 3, False)}


def test_a_correction_ranks_the_teams_again(club):
    evening, ids = three_teams(club, (100, 90, 80))
    now = club.correct_result(evening.id, 1, 1, [PaperResult(ids["Beat"], 6400),
                                                 PaperResult(ids["Emil"], 6400)])
    assert by_name(club, now) == {
        "Beat": (6400, 1, True), "Emil": (6400, 1, True),
        "Anna": (6299, 2, False), "Dora": (6299, 2, False),
        "Cla": (5259, 3, False), "Fränzi": (5259, 3, False)}


def test_partners_are_corrected_alike(club):
    evening, ids = three_teams(club, (100, 90, 80))
    with pytest.raises(ClubInputError, match="Cla and Fränzi are partners"):
        club.correct_result(evening.id, 1, 1, [PaperResult(ids["Cla"], 5300)])


def test_the_terminal_letters_team_c_as_the_window_does(db_path, capsys):
    """`club log` wrote team C's side as "2" beside "Team A" and "Team B"."""
    with Club.open(db_path) as club:
        evening, _ids = three_teams(club, (100, 90, 80))
        club.delete_results(evening.id, 1, 1, note="falscher Tisch")
    assert main(["club", "log", "--db", str(db_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    teams = {name: next(line for line in lines if f" {name} " in line) for name in NAMES}
    assert all("Team A" in teams[name] for name in ("Anna", "Dora")), teams
    assert all("Team C" in teams[name] for name in ("Cla", "Fränzi")), teams


@pytest.mark.parametrize("side", ["", "AB"])
def test_side_is_one_letter(db_path, capsys, side):
    """side= and side=AB were team A ("" and "AB" are in "ABC")."""
    with Club.open(db_path) as club:
        add_members(club, NAMES[:4])
        club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1)
    figures = [f"{name}=1000,side={side if name == 'Anna' else 'A'}" for name in ("Anna", "Cla")]
    figures += [f"{name}=884,side=B" for name in ("Beat", "Dora")]
    assert main(["club", "result", "1", "1", "1", *figures, "--db", str(db_path)]) == 2
    err = capsys.readouterr().err
    assert f"side must be a whole number, not {side!r}" in err, err
