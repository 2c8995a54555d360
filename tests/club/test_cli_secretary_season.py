"""A German secretary's Schieber-Turnier season on the command line (trial AB): what the
terminal said that read wrong or said too little, though every figure was right.

- a refusal asked for "the reason" (an override, other table rules) or a correction without
  naming the option that gives it: a second line names it ("Auf der Befehlszeile:
  --override GRUND"); the window says its own words (the sentence is shared);
- Passe 3 of a 2-Passe evening with one player was refused for the player count: the
  Passe and the table are checked before the players at them;
- `club result --help` had no words for PASSE and TISCH, `evening new --help` none for
  --place and --title;
- `club stats` left-aligned the "Kumuliert" column beside right-aligned figures;
- `club ranking evening` printed an empty "Entschieden durch" column the PDF leaves out;
- a table tied in points and Matches: both teams share rank 1 and the win, the same in the
  terminal, `stats` and `export` (docs/club.md; the window: tests/ui/test_club_tied_table.py).

Every refusal leaves the club file as it was (its bytes and `club log`)."""

import csv

import pytest

from jasstafel.cli import main
from jasstafel.club import Club


def run(capsys, *argv):
    code = main(["--lang", "de", *(str(a) for a in argv)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def refused(capsys, db, *argv):
    """The command refused with exit code 2, the file unchanged: stderr's lines."""
    before = db.read_bytes()
    log = run(capsys, "club", "log", "--db", db)
    code = main(["--lang", "de", "club", *(str(a) for a in argv), "--db", str(db)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (out, err)
    assert db.read_bytes() == before
    assert run(capsys, "club", "log", "--db", db) == log
    return err.splitlines()


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "sternen.sqlite"
    for name in ("Anna", "Beat", "Cla", "Dora", "Emil"):
        run(capsys, "club", "member", "add", name, "--db", path)
    run(capsys, "club", "evening", "new", "2026-11-05", "schieber", "--preset", "turnier",
        "--passen", "2", "--db", path)
    run(capsys, "club", "draw", "1", "Anna", "Beat", "Cla", "Dora", "--seed", "1", "--db", path)
    return path


def drawn(db, passe):
    """The drawn table's players by name, seats 1 to 4 (A, B, A, B)."""
    with Club.open(db) as club:
        return [club.member(m).name for m in club.drawn(1)[passe - 1].tables[0].seats]


def tied(capsys, db, passe=1):
    return run(capsys, "club", "result", "1", str(passe), "1",
               *(f"{name}=942" for name in drawn(db, passe)), "--db", db)


def test_a_wrong_line_up_names_override(capsys, db):
    seats = drawn(db, 1)
    err = refused(capsys, db, "result", "1", "1", "1", *(f"{n}=942" for n in seats[:3]),
                  "Emil=942")
    assert err[0].startswith("jasstafel club result: Fehler: Passe 1, Tisch 1 ist nicht")
    assert err[1:] == ["Auf der Befehlszeile: --override GRUND"]


def test_a_table_recorded_names_replace(capsys, db):
    tied(capsys, db)
    err = refused(capsys, db, "result", "1", "1", "1", *(f"{n}=942" for n in drawn(db, 1)))
    assert err[1:] == ["Auf der Befehlszeile: --replace"]


def test_other_table_rules_name_other_rules(capsys, db, tmp_path):
    """A match file of the Turnier's 12 rounds for an evening of 8."""
    run(capsys, "club", "evening", "new", "2026-11-19", "schieber", "--preset", "turnier",
        "--set", "rounds=8", "--passen", "1", "--db", db)
    match = tmp_path / "tisch1.jass"
    run(capsys, "new", "schieber", "Anna", "Beat", "Cla", "Dora", "--preset", "turnier",
        "-o", match)
    err = refused(capsys, db, "import", "2026-11-19", f"{match}:1:1", "--partial")
    assert "nehmen Sie ihre anderen Tischregeln mit dem Grund an" in err[0]
    assert err[1:] == ["Auf der Befehlszeile: --other-rules GRUND"]


def test_in_french_the_option_too(capsys, db):
    tied(capsys, db)
    code = main(["--lang", "fr", "club", "result", "1", "1", "1",
                 *(f"{n}=942" for n in drawn(db, 1)), "--db", str(db)])
    assert code == 2
    assert capsys.readouterr().err.splitlines()[1] == "En ligne de commande : --replace"


def test_a_passe_the_evening_has_not_is_said_before_the_players(capsys, db):
    err = refused(capsys, db, "result", "1", "3", "1", "Anna=900")
    assert err == ["jasstafel club result: Fehler: der Abend hat die Passen 1 bis 2, "
                   "nicht 3"]


def test_every_argument_has_its_help_line(capsys, db):
    with pytest.raises(SystemExit):
        main(["--lang", "de", "club", "result", "--help"])
    out = capsys.readouterr().out
    lines = {line.split()[0]: line for line in out.splitlines() if line.strip()}
    assert len(lines["PASSE"].split()) > 1 and len(lines["TISCH"].split()) > 1, out
    with pytest.raises(SystemExit):
        main(["--lang", "de", "club", "evening", "new", "--help"])
    out = capsys.readouterr().out
    lines = {line.split()[0]: line for line in out.splitlines() if line.strip()}
    assert len(lines["--place"].split()) > 2 and len(lines["--title"].split()) > 2, out


def test_the_statistics_right_align_every_number(capsys, db):
    tied(capsys, db)
    out = run(capsys, "club", "stats", "Anna", "--db", db).splitlines()
    head = next(i for i, line in enumerate(out) if line.startswith("Datum"))
    assert out[head].endswith("Saisonpunkte  Kumuliert")
    assert out[head + 1].endswith(" " * (len("Kumuliert") - 1) + "4")  # of 4, rank 1


def result(capsys, db, passe, a, b):
    """Team A (seats 1 and 3) *a*, team B *b*."""
    seats = drawn(db, passe)
    run(capsys, "club", "result", "1", str(passe), "1", f"{seats[0]}={a}", f"{seats[1]}={b}",
        f"{seats[2]}={a}", f"{seats[3]}={b}", "--db", db)


def test_the_terminal_leaves_out_an_empty_decided_by_as_the_pdf(capsys, db):
    result(capsys, db, 1, 1000, 884)
    out = run(capsys, "club", "ranking", "evening", "1", "--db", db)
    # partners tie with each other only: that decides nothing, the points decided (it
    # said "gleichauf" on every line), and the empty column is left out
    assert "Entschieden durch" not in out and "gleichauf" not in out
    result(capsys, db, 2, 1100, 784)  # new partners: four totals, the points decide
    out = run(capsys, "club", "ranking", "evening", "1", "--db", db).splitlines()
    assert out[1].split() == ["Rang", "Mitglied", "Kurzname", "Passen", "Punkte", "Matches",
                              "Beste", "Passe", "Passe", "1", "Passe", "2"]


def test_a_tied_table_is_won_by_both_teams_everywhere(capsys, db, tmp_path):
    out = tied(capsys, db).splitlines()
    assert len(out) == 5 and all(line.endswith("942 (Rang 1, gewonnen)") for line in out[:4])
    assert out[4] == ("Passe 1, Tisch 1: gleiche Zahlen teilen Rang 1 und den Sieg; hat "
                      "etwas anderes den Gleichstand entschieden (die beste Runde, die Zeilen "
                      "eines Coiffeurs), geben Sie die Ränge an: --correct mit rank=1 und "
                      "rank=2")
    seats = drawn(db, 1)  # the best round was A's: the ranks given, the win A's alone
    out = run(capsys, "club", "result", "1", "1", "1", "--correct", f"{seats[0]}=rank=1",
              f"{seats[1]}=rank=2", f"{seats[2]}=rank=1", f"{seats[3]}=rank=2", "--db", db)
    assert out.count("(Rang 1, gewonnen)") == 2 and out.count("(Rang 2)") == 2
    tied(capsys, db, passe=2)
    stats = run(capsys, "club", "stats", "Anna", "--db", db)
    assert "1 Abend, 2 Passen, 1 gewonnen, 0 Matches" in stats  # Anna: B in Passe 1
    export = tmp_path / "abend1.csv"
    run(capsys, "club", "export", "1", "-o", export, "--db", db)
    with export.open(encoding="utf-8-sig") as f:
        rows = list(csv.reader(f, delimiter=";"))
    won = rows[0].index("Gewonnen")
    by_passe = sorted((row[rows[0].index("Passe")], row[won]) for row in rows[1:])
    assert by_passe == [("1", "0"), ("1", "0"), ("1", "1"), ("1", "1")] + [("2", "1")] * 4
