"""A secretary's evening on the command line (Winterthur, in German): what the terminal and
the files said that read wrong, though every figure was right.

- the draw printed a guest "Vreni Gast (Gast)", read as a short name: now "Vreni Gast · Gast",
  as the club window's draw lists her;
- `club export` wrote a "Gast" column of zeros after the only guest became a member: the
  column is there only when a guest played (docs/club.md), as in the ranking's CSV;
- `club ranking evening` on the terminal wrote the Gast column 0 and 1, where the terminal
  writes words; the CSV file keeps 1 and 0 (the terminal marks the guest's name since, "Vreni
  · Gast", as the window and the paper do: tests/club/test_cli_romand_club.py);
- a member named "=1+1" could not be named in `club result` ("es gibt kein Mitglied namens
  ''"): a player's item is read at the "=" after which the figures follow, and where two
  readings name members, refused, saying to use the id or the short name;
- `member delete` of a guest with a result said "Deaktiviert das Mitglied stattdessen": a
  guest is told what a guest is, and that she can be made a member.
"""

import csv
import re

import pytest

from jasstafel.cli import main
from jasstafel.club import Club


def run(capsys, *argv):
    code = main(["--lang", "de", *(str(a) for a in argv)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def refused(capsys, *argv):
    try:
        code = main(["--lang", "de", *(str(a) for a in argv)])
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert err.count("\n") == 1, err
    return err


def teams(db):
    """The drawn teams of Passe 1, table 1 by name (seats 1 and 3, 2 and 4)."""
    with Club.open(db) as club:
        seats = [club.member(m).name for m in club.drawn(1)[0].tables[0].seats]
    return seats[0::2], seats[1::2]


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "verein.sqlite"
    for name, short in (("Anna Keller", "Anna"), ("Beat Huber", "Beat"), ("Cla", "")):
        run(capsys, "club", "member", "add", name, *(("--short", short) if short else ()),
            "--db", path)
    run(capsys, "club", "evening", "new", "2026-12-03", "schieber", "--preset", "turnier",
        "--passen", "1", "--db", path)
    return path


def draw_with_guest(capsys, db):
    out = run(capsys, "club", "draw", "1", "Anna", "Beat", "Cla", "--guest", "Vreni",
              "--seed", "1", "--db", db)
    return out


def record(capsys, db):
    """Team A 1000, team B 884 (a Turnier of 12 rounds: 1884 in all)."""
    a, b = teams(db)
    run(capsys, "club", "result", "1", "1", "1", *(f"{n}=1000" for n in a),
        *(f"{n}=884" for n in b), "--db", db)


def test_the_draw_marks_a_guest_apart_from_a_short_name(capsys, db):
    out = draw_with_guest(capsys, db)
    lines = [line for line in out.splitlines() if "Vreni" in line]
    assert len(lines) == 1 and lines[0].endswith("  Vreni · Gast"), out
    assert "(Gast)" not in out
    assert "Vreni · Gast" in run(capsys, "club", "draw", "1", "--db", db)  # shown again


def test_export_has_no_guest_column_once_the_only_guest_is_a_member(capsys, db, tmp_path):
    draw_with_guest(capsys, db)
    record(capsys, db)
    before, after = tmp_path / "vorher.csv", tmp_path / "nachher.csv"
    run(capsys, "club", "export", "1", "-o", before, "--db", db)
    with before.open(encoding="utf-8-sig", newline="") as f:
        header, *rows = list(csv.reader(f, delimiter=";"))
    assert "Gast" in header  # a guest played
    guest = header.index("Gast")
    assert sorted(row[guest] for row in rows) == ["0", "0", "0", "1"]

    run(capsys, "club", "guest", "make-member", "Vreni", "--db", db)
    run(capsys, "club", "export", "1", "-o", after, "--db", db)
    with after.open(encoding="utf-8-sig", newline="") as f:
        header, *rows = list(csv.reader(f, delimiter=";"))
    assert "Gast" not in header
    assert header[:8] == ["Datum", "Abend", "Passe", "Tisch", "Team", "Mitglied", "Kurzname",
                          "Punkte"]
    assert all(len(row) == len(header) for row in rows)


def test_the_terminal_marks_the_guest_in_words_the_csv_in_digits(capsys, db, tmp_path):
    draw_with_guest(capsys, db)
    record(capsys, db)
    path = tmp_path / "rangliste.csv"
    out = run(capsys, "club", "ranking", "evening", "1", "-o", path, "--db", db)
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("Rang  Mitglied"))
    assert "Gast" not in lines[head]  # no column of 0 and 1: the name says it
    names = {re.split(r"\s{2,}", line)[1] for line in lines[head + 1:head + 5]}
    assert names == {"Vreni · Gast", "Anna Keller", "Beat Huber", "Cla"}, out
    with path.open(encoding="utf-8-sig", newline="") as f:
        header, *table = list(csv.reader(f, delimiter=";"))
    guest = header.index("Gast")
    assert sorted(row[guest] for row in table) == ["0", "0", "0", "1"]


@pytest.fixture
def formula_member(tmp_path, capsys):
    """An evening whose four members include one named "=1+1" (short name "Eins")."""
    path = tmp_path / "verein.sqlite"
    for name in ("Anna", "Beat", "Cla", "=1+1"):
        run(capsys, "club", "member", "add", name, *(("--short", "Eins") if name == "=1+1"
                                                      else ()), "--db", path)
    run(capsys, "club", "evening", "new", "2026-12-03", "schieber", "--preset", "turnier",
        "--passen", "1", "--db", path)
    run(capsys, "club", "draw", "1", "--all-active", "--seed", "1", "--db", path)
    return path


def test_a_member_named_like_a_formula_is_named_in_a_result(capsys, formula_member):
    db = formula_member
    a, b = teams(db)
    ours, theirs = (a, b) if "=1+1" in a else (b, a)
    mate = next(n for n in ours if n != "=1+1")
    out = run(capsys, "club", "result", "1", "1", "1", f"{mate}=942,matches=1",
              "=1+1=942,matches=1", *(f"{n}=942" for n in theirs), "--db", db)
    assert "=1+1 942" in out
    with Club.open(db) as club:
        member = club.find_member("Eins")
        (result,) = [r for r in club.results(1) if r.member == member.id]
    assert (result.points, result.matches) == (942, 1)


def test_a_name_that_reads_two_ways_is_refused_saying_what_to_type(capsys, formula_member):
    db = formula_member
    run(capsys, "club", "member", "add", "Cla=matches", "--db", db)
    err = refused(capsys, "club", "result", "1", "1", "1", "Cla=matches=1", "--db", db)
    assert err == (
        "jasstafel club result: Fehler: «Cla=matches=1» lässt sich zweifach lesen, als «Cla» "
        "oder als «Cla=matches», beides Mitglieder: nennen Sie das Mitglied mit seiner "
        "Mitgliedsnummer oder seinem Kurznamen (siehe: jasstafel club member list)\n")
    # its short name, or its id, says it one way
    a, b = teams(db)
    ours, theirs = (a, b) if "Cla" in a else (b, a)
    with Club.open(db) as club:
        cla = club.find_member("Cla").id
    mate = next(n for n in ours if n != "Cla")
    out = run(capsys, "club", "result", "1", "1", "1", f"{cla}=1000,matches=1",
              f"{mate}=1000,matches=1", *(f"{n}=884" for n in theirs), "--db", db)
    assert "Cla 1'000 (Rang 1, gewonnen)" in out


def test_a_guest_with_a_result_is_not_told_to_deactivate_the_member(capsys, db):
    draw_with_guest(capsys, db)
    record(capsys, db)
    err = refused(capsys, "club", "member", "delete", "Vreni", "--db", db)
    assert err == (
        "jasstafel club member delete: Fehler: Vreni hat als Gast ein Ergebnis und kann nicht "
        "gelöscht werden: die Ranglisten brauchen es. Ein Gast wird nur ausgelost, wenn er "
        "wieder genannt wird, und hat keinen Platz in der Saison: sonst ist nichts zu tun "
        "(oder machen Sie den Gast zum Mitglied).\n")
