"""`club import` works out a match file's Passe from the draw, as the window does: the file's
players are the players drawn to a table (a German club's president had to type
`FILE:PASSE`, which the window never asked). Where the draw does not tell one Passe (the
players were never drawn together, or together in two Passen still open), the file is
refused, saying why and what to type; `FILE:PASSE` and `--passe` still work."""

import json
import random

import pytest

from jasstafel.cli import main
from jasstafel.club import Club

from . import EXAMPLES, add_members


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def match_file(tmp_path, name, players, table="Tisch 9"):
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["players"] = players  # seats 1 and 3 are Team A, as the draw has it
    data["info"]["table"] = table
    path = tmp_path / name
    path.write_text(json.dumps(data), "utf-8")
    return path


def evening(tmp_path, names, passen=2):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ids = list(add_members(club, names).values())
        ev = club.new_evening("2026-11-05", "schieber", preset="turnier", passen=passen)
        drawn = club.draw(ev.id, ids, rng=random.Random(3)).passen
        seated = [[[club.member(m).name for m in t.seats] for t in p.tables] for p in drawn]
    return path, seated


def test_the_passe_and_table_come_from_the_draw(tmp_path, capsys):
    db, seated = evening(tmp_path, ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody",
                                    "Hans"])
    file = match_file(tmp_path, "p2.jass", seated[1][1])  # Passe 2, table 2; info says 9
    code, out, err = run(capsys, "club", "import", "1", file, "--db", db)
    assert (code, out) == (0, f"{file}: Passe 2, table 2\n"), err
    # FILE:PASSE still works (the table from the file's info, here the draw's table 1)
    first = match_file(tmp_path, "p1.jass", seated[0][0], table="Tisch 1")
    code, out, err = run(capsys, "club", "import", "1", f"{first}:1", "--db", db)
    assert (code, out) == (0, f"{first}: Passe 1, table 1\n"), err


def test_players_drawn_to_no_table_are_refused_saying_why(tmp_path, capsys):
    db, seated = evening(tmp_path, ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody",
                                    "Hans"])
    mixed = [seated[0][0][0], seated[0][1][0], seated[0][0][1], seated[0][1][1]]
    file = match_file(tmp_path, "x.jass", mixed)
    code, out, err = run(capsys, "club", "import", "1", file, "--db", db)
    assert code == 2 and out == ""
    assert f"{file}: its players are drawn to no table of this evening, so the draw does " \
           f"not tell its Passe: give {file}:PASSE or --passe" in err, err


def test_players_drawn_together_twice_take_the_passe_still_open(tmp_path, capsys):
    db, seated = evening(tmp_path, ["Anna", "Beat", "Cla", "Dora"])
    # the same four at one table in both Passen (other partners): either Passe would do
    file = match_file(tmp_path, "t.jass", seated[0][0], table="Tisch 1")
    code, out, err = run(capsys, "club", "import", "1", file, "--db", db)
    assert code == 2 and f"{file}: its players are drawn together in Passen 1, 2: give " \
                         f"{file}:PASSE or --passe" in err, err
    code, out, err = run(capsys, "club", "import", "1", file, "--passe", "1", "--db", db)
    assert code == 0, err
    second = match_file(tmp_path, "t2.jass", seated[1][0])
    code, out, err = run(capsys, "club", "import", "1", second, "--db", db)
    assert (code, out) == (0, f"{second}: Passe 2, table 1\n"), err


@pytest.mark.parametrize("passen", [1])
def test_an_evening_of_one_passe_needs_no_draw(tmp_path, capsys, passen):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        add_members(club, ["Anna", "Beat", "Cla", "Dora"])
        club.new_evening("2026-11-05", "schieber", preset="turnier", passen=passen)
    file = match_file(tmp_path, "t.jass", ["Anna", "Beat", "Cla", "Dora"], table="Tisch 1")
    code, out, err = run(capsys, "club", "import", "1", file, "--db", path)
    assert (code, out) == (0, f"{file}: Passe 1, table 1\n"), err
