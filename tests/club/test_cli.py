"""``jasstafel club``: every subcommand, CSV files, one-line errors with exit code 2."""

import csv
import json
import shutil
import sqlite3
import time

import pytest

from jasstafel.cli import main
from jasstafel.cli.club import _file_spec
from jasstafel.club import Club, PaperResult

from . import EXAMPLES

MEMBERS = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi", "Gody", "Hans"]


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def fails(capsys, *args, match):
    """Bad input: exit code 2 and one line on stderr."""
    try:
        code = main([str(a) for a in args])
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert err.count("\n") == 1 and match in err, err
    return err


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    for name in MEMBERS:
        assert run(capsys, "club", "member", "add", name, "--short", name[:2], "--db",
                   path)[0] == 0
    code, out, _ = run(capsys, "club", "evening", "new", "2026-11-26", "schieber", "--preset",
                       "turnier", "--passen", "2", "--place", "Rössli", "--db", path)
    assert code == 0 and out == "evening 1: 2026-11-26 Schieber · Turnier (Jassverein), " \
                                "2 Passen, season 2026\n"
    return path


def test_members(db, capsys):
    code, out, _ = run(capsys, "club", "member", "list", "--db", db)
    assert code == 0
    assert out.splitlines()[0].split() == ["Id", "Name", "Short", "name", "Active"]
    assert "Fränzi" in out
    code, out, _ = run(capsys, "club", "member", "deactivate", "Gody", "--db", db)
    assert out == "member 7: Gody is inactive\n"
    code, out, _ = run(capsys, "club", "member", "list", "--active", "--db", db)
    assert "Gody" not in out
    run(capsys, "club", "member", "reactivate", "7", "--db", db)
    code, out, _ = run(capsys, "club", "member", "delete", "Hans", "--db", db)
    assert out == "deleted member 8: Hans\n"


def test_the_db_option_before_the_command(db, capsys):
    code, out, _ = run(capsys, "club", "--db", db, "evening", "list")
    assert code == 0 and "Rössli" in out


def test_an_evening_with_a_draw_results_and_rankings(db, tmp_path, capsys):
    code, out, _ = run(capsys, "club", "draw", "1", "--all-active", "--seed", "3", "--db", db,
                       "--csv", tmp_path / "seats.csv")
    assert code == 0
    assert out.count("Passe ") == 2 and out.count("table ") == 16
    rows = list(csv.reader((tmp_path / "seats.csv").read_text("utf-8-sig").splitlines()))
    assert rows[0] == ["Passe", "Table", "Seat", "Team", "Member id", "Name", "Short name"]
    assert len(rows) == 17
    # the stored draw is shown again
    assert run(capsys, "club", "draw", "1", "--db", db)[1] == out.replace(
        f"wrote {tmp_path / 'seats.csv'}\n", "")

    # Passe 1: the Turnier example played by the players drawn to table 1 (the table from
    # the file's info.table), paper at table 2
    with Club.open(db) as club:
        passe = club.drawn(1)[0]
        name = {m.id: m.name for m in club.members()}
    one, two = ([name[m] for m in t.seats] for t in passe.tables[:2])
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["players"] = one  # seats 1 and 3 are Team A, as the draw has it
    turnier = tmp_path / "tisch1.jass"
    turnier.write_text(json.dumps(data), "utf-8")
    code, out, _ = run(capsys, "club", "import", "1", f"{turnier}:1", "--db", db)
    assert out == f"{turnier}: Passe 1, table 1\n"
    # table 2: seats 1 + 3 (Team A) 900 with a Match, seats 2 + 4 984: 1,884 in all
    code, out, _ = run(capsys, "club", "result", "1", "1", "2", f"{two[0]}=900,matches=1",
                       f"{two[2]}=900,matches=1", f"{two[1]}=984", f"{two[3]}=984", "--db", db)
    assert code == 0 and f"{two[1]} 984 (rank 1, won)" in out
    # a Zählfehler: 14 points went to the wrong team (the sum stays 1,884)
    code, out, _ = run(capsys, "club", "result", "1", "1", "2", f"{two[1]}=970",
                       f"{two[3]}=970", f"{two[0]}=914", f"{two[2]}=914", "--correct", "--note",
                       "Zählfehler", "--db", db)
    assert code == 0 and f"{two[1]} 970" in out

    code, out, _ = run(capsys, "club", "ranking", "evening", "1", "--csv",
                       tmp_path / "r.csv", "--delimiter", ";", "--db", db)
    assert code == 0 and "Schieber Turnier: the most points" in out
    raw = (tmp_path / "r.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    lines = raw.decode("utf-8-sig").splitlines()
    assert lines[0].startswith("Rank;Member;Short name;Passen;Points;Matches;Best Passe")
    # table 1 Team A 1013, table 2 Team B 970, table 2 Team A 914, table 1 Team B 871;
    # partners share their rank and are listed by name
    expected = [*sorted(one[0::2]), *sorted(two[1::2]), *sorted(two[0::2]), *sorted(one[1::2])]
    assert [line.split(";")[1] for line in lines[1:]] == expected

    code, out, _ = run(capsys, "club", "ranking", "season", "2026", "--best", "1", "--of", "1",
                       "--drop-worst", "--db", db, "--csv", tmp_path / "s.csv")
    assert code == 0 and "Season 2026" in out
    header = (tmp_path / "s.csv").read_text("utf-8-sig").splitlines()[0]
    assert header == ("Rank,Member,Short name,Total,Evenings won,Best evening,"
                      "Evenings played,2026-11-26,Decided by")

    code, out, _ = run(capsys, "club", "stats", one[0], "--db", db)
    assert "1 evening, 1 Passe, 1 won, 1 Match, average 1013" in out
    code, out, _ = run(capsys, "club", "stats", one[0][:2], "--season", "2026", "--json",
                       "--db", db)
    stats = json.loads(out)
    assert stats["series"][0]["rank"] == 1 and stats["member"]["name"] == one[0]


def test_import_several_files_all_or_none(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for name in ["Anna", "Beat", "Cla", "Dora", "Ruedi", "Vreni", "Sepp", "Margrit",
                     "Hans", "Trudi", "Fritz", "Heidi"]:
            club.add_member(name)
        club.new_evening("2026-11-28", "pandur", passen=2)
    pandur = EXAMPLES / "pandur.jass"
    other = tmp_path / "bis-290.jass"
    shutil.copy(EXAMPLES / "pandur-bis-290.jass", other)
    # pandur.jass names no table number ("Stammtisch"): refused, nothing imported
    fails(capsys, "club", "import", "1", f"{other}:1:2", pandur, "--passe", "1", "--db", path,
          match="names no table number")
    # bis-290.jass was played without bids of 300 and more: only when confirmed (a second
    # line names the option that confirms it)
    code, out, err = run(capsys, "club", "import", "1", f"{other}:1:2", f"{pandur}:1:1",
                         "--db", path)
    assert code == 2 and out == "", err
    assert ("other table rules than the evening's: Bids of 300 and more: no (evening: yes)"
            in err.splitlines()[0])
    assert err.splitlines()[1:] == ["On the command line: --other-rules REASON"]
    code, out, _ = run(capsys, "club", "import", "1", f"{other}:1:2", f"{pandur}:1:1",
                       "--other-rules", "Tisch 2 spielte bis 290", "--db", path)
    assert code == 0 and out.splitlines() == [f"{other}: Passe 1, table 2",
                                              f"{pandur}: Passe 1, table 1"]
    # the corrections log says the rules in words too, not by the file's keys
    code, out, _ = run(capsys, "--lang=de", "club", "log", "--db", path)
    line = next(line for line in out.splitlines() if "Tisch 2 spielte bis 290" in line)
    assert "Angebote ab 300: ja" in line and "Angebote ab 300: nein" in line, line
    assert "high_bids" not in line, line
    # the second file clashes (its table has results): the first is not imported either
    code, _, err = run(capsys, "club", "import", "1", f"{pandur}:2:1", f"{other}:1:2", "--db",
                       path, "--other-rules", "bis 290")
    assert code == 2 and "has results already" in err and "nothing was imported" in err
    assert err.splitlines()[1:] == ["On the command line: --replace"]
    with Club.open(path) as club:
        assert {r.passe for r in club.results(1)} == {1}
    # replacing is a correction
    code, _, _ = run(capsys, "club", "import", "1", f"{other}:1:2", "--replace", "--db", path,
                     "--other-rules", "bis 290")
    assert code == 0


def test_import_without_a_passe(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for name in MEMBERS[:4]:
            club.add_member(name)
        club.new_evening("2026-11-26", "schieber", preset="turnier", passen=2)
    fails(capsys, "club", "import", "1", EXAMPLES / "schieber-turnier.jass", "--db", path,
          match="which Passe?")


@pytest.mark.parametrize(("args", "message"), [
    (["member", "add", "Anna"], "is taken by the member Anna"),
    (["member", "deactivate", "Zora"], "no member called 'Zora'"),
    (["member", "add"], "error: missing: NAME (see: jasstafel club member add --help)"),
    (["evening", "new", "31.11.2026", "schieber"], "is not a date"),
    (["evening", "new", "2026-11-26", "schieber", "--set", "rounds"], "expected KEY=VALUE"),
    (["evening", "new", "2026-11-26", "schieber", "--passen", "x"],
     "--passen: 'x' is not a number"),
    (["draw", "9", "--all-active"], "there is no evening 9"),
    (["draw", "1"], "has no draw yet"),
    (["result", "1", "1", "1", "Anna"], "expected MEMBER=FIGURES"),
    (["result", "1", "1", "1", "Anna=x"], "points must be a whole number"),
    # 23 digits: said so, not echoed cut to 20 digits as if they were what was typed
    (["result", "1", "1", "1", "Anna=" + "9" * 23], "points has more digits than any score"),
    (["result", "1", "1", "1", "Anna=1,side=Z"], "side must be a whole number, not 'Z'"),
    (["result", "1", "1", "1", "Anna=1,goals=2"], "unknown figure 'goals'"),
    (["result", "1", "1", "1", "Anna=1", "Beat=1", "Cla=1"], "not 3"),
    (["result", "1", "1", "1", "Anna=1", "Anna=1", "Beat=1", "Cla=1"], "listed twice"),
    (["result", "1", "1", "1", "Anna=1", "--correct", "--replace"], "not allowed with"),
    (["import", "1", "/no/such.jass:1:1"], "cannot read /no/such.jass"),
    (["ranking", "season", "1999"], "no evening with results"),
    (["ranking", "weekly"], "unknown command 'weekly' (commands: evening, season)"),
    (["stats", "Zora"], "no member called 'Zora'"),
    (["bowling"], "unknown command 'bowling' (commands: member, guest"),
])
def test_bad_input_is_one_line_and_exit_code_2(db, capsys, args, message):
    fails(capsys, "club", *args, "--db", db, match=message)


def test_a_broken_match_file_is_one_line(db, tmp_path, capsys):
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["entries"][0]["points"] = [100, 100]
    bad = tmp_path / "bad.jass"
    bad.write_text(json.dumps(data), "utf-8")
    fails(capsys, "club", "import", "1", f"{bad}:1:1", "--db", db,
          match="entry 1: the card points of both teams must add up to 157")


def test_files_that_are_no_club_database(tmp_path, capsys):
    fails(capsys, "club", "member", "list", "--db", tmp_path / "none.sqlite",
          match="there is no club database")
    text = tmp_path / "notes.txt"
    text.write_text("not a database\n" * 20, "utf-8")
    fails(capsys, "club", "member", "add", "Anna", "--db", text, match="not a club database")
    assert text.read_text("utf-8") == "not a database\n" * 20


def test_club_without_a_command_prints_help(capsys):
    code, out, _ = run(capsys, "club")
    assert code == 0 and "member" in out and "ranking" in out
    code, out, _ = run(capsys, "club", "ranking")
    assert code == 0 and "season" in out


def test_default_path_from_the_environment(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("JASSTAFEL_CLUB_DB", str(tmp_path / "env.sqlite"))
    assert run(capsys, "club", "member", "add", "Anna")[0] == 0
    assert (tmp_path / "env.sqlite").exists()


@pytest.mark.parametrize(("spec", "parsed"), [
    ("tisch1.jass", ("tisch1.jass", None, None)),
    ("tisch1.jass:2", ("tisch1.jass", 2, None)),
    ("tisch1.jass:2:3", ("tisch1.jass", 2, 3)),
    ("C:\\Jass\\tisch1.jass", ("C:\\Jass\\tisch1.jass", None, None)),
    ("C:\\Jass\\tisch1.jass:1:4", ("C:\\Jass\\tisch1.jass", 1, 4)),
])
def test_file_specs(spec, parsed):
    assert _file_spec(spec) == parsed


# -- evenings corrected and deleted, guests ------------------------------------------------------


def test_an_evening_is_edited_and_deleted(db, capsys):
    code, out, _ = run(capsys, "club", "evening", "edit", "1", "--date", "2026-11-27",
                       "--title", "Chlausjass", "--note", "verschoben", "--db", db)
    assert code == 0 and "2026-11-27" in out
    with Club.open(db) as club:
        assert club.evening(1).title == "Chlausjass"
    fails(capsys, "club", "evening", "delete", "1", "--db", db, match="give --yes")
    code, out, _ = run(capsys, "club", "evening", "delete", "1", "--yes", "--note", "Test",
                       "--db", db)
    assert code == 0 and "deleted evening 1" in out
    code, out, _ = run(capsys, "club", "log", "1", "--db", db)
    assert code == 0 and "verschoben" in out and "Test" in out
    assert out.count("evening") >= 2
    code, out, _ = run(capsys, "club", "evening", "list", "--db", db)
    assert "Chlausjass" not in out


def test_guests_play_the_evening_not_the_season(db, capsys):
    code, out, _ = run(capsys, "club", "draw", "1", "Anna", "Beat", "Cla", "--guest",
                       "Hans Gast", "--seed", "1", "--db", db)
    assert code == 0 and "Hans Gast · guest" in out
    code, out, _ = run(capsys, "club", "guest", "list", "--db", db)
    assert "Hans Gast" in out
    code, out, _ = run(capsys, "club", "member", "list", "--db", db)
    assert "Hans Gast" not in out
    code, out, _ = run(capsys, "club", "guest", "make-member", "Hans Gast", "--db", db)
    assert code == 0 and "was a guest" in out


# -- paper and files from the command line --------------------------------------------------------


@pytest.fixture
def played(db, capsys):
    """Evening 1 drawn, Passe 1 recorded on paper from the draw."""
    assert run(capsys, "club", "draw", "1", "--all-active", "--seed", "2", "--db", db)[0] == 0
    with Club.open(db) as club:
        for table in club.drawn(1)[0].tables:
            s = table.seats
            club.record_result(1, 1, table.number, [
                PaperResult(s[0], 1000), PaperResult(s[2], 1000), PaperResult(s[1], 884),
                PaperResult(s[3], 884)])
    return db


def test_rankings_seat_lists_and_table_sheets_as_pdf(played, tmp_path, capsys, qapp):
    """(*qapp*: the printer uses the test session's application, as it would the window's.)"""
    db = played
    outputs = {
        "rangliste.pdf": ["ranking", "evening", "1"],
        "saison.pdf": ["ranking", "season", "2026"],
        "sitzliste.pdf": ["draw", "1"],
        "tischblaetter.pdf": ["sheets", "1", "--passe", "1"],
        "tischkarten.pdf": ["sheets", "1", "--kind", "cards"],
        "sitzplan.pdf": ["sheets", "1", "--kind", "map"],
    }
    for name, args in outputs.items():
        code, out, err = run(capsys, "club", *args, "--pdf", tmp_path / name, "--club",
                             "Jassclub Muri", "--db", db)
        assert code == 0, err
        assert f"wrote {tmp_path / name}" in out
        assert (tmp_path / name).read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext"):
        import subprocess

        def text(name):
            return subprocess.run(["pdftotext", "-layout", str(tmp_path / name), "-"],
                                  capture_output=True, text=True, check=True).stdout

        sheets = text("tischblaetter.pdf")
        # 8 members: two tables, a page each (the title on top, again in the footer)
        assert sheets.count("Table sheet · Passe 1 · Table 1") == 2
        assert sheets.count("Table sheet · Passe 1 · Table 2") == 2 and "Table 3" not in sheets
        assert "Jassclub Muri" in sheets and "12 rounds (Turnier)" in sheets
        with Club.open(db) as club:
            first = club.drawn(1)[0].tables[0].seats
            names = [club.member(m).name for m in first]
        assert f"Seat 1 (A): {names[0]}" in " ".join(sheets.split()) or names[0] in sheets
        assert f"A: {names[0]} & {names[2]}" in sheets
        assert "Table 1" in text("tischkarten.pdf")
        assert "Seat map" in text("sitzplan.pdf") and names[1] in text("sitzplan.pdf")


def test_results_and_seats_as_csv_default_to_semicolons_in_german(played, tmp_path, capsys,
                                                                   monkeypatch):
    db = played
    code, _, err = run(capsys, "club", "export", "1", "--csv", tmp_path / "r.csv", "--db", db)
    assert code == 0, err
    rows = list(csv.reader((tmp_path / "r.csv").read_text("utf-8-sig").splitlines()))
    assert rows[0][:5] == ["Date", "Evening", "Passe", "Table", "Team"]
    assert all(" & " in r[4] for r in rows[1:])  # teams by name
    monkeypatch.setenv("LC_ALL", "de_CH.UTF-8")
    code, _, err = run(capsys, "club", "ranking", "evening", "1", "--csv", tmp_path / "de.csv",
                       "--db", db)
    assert code == 0, err
    header = (tmp_path / "de.csv").read_text("utf-8-sig").splitlines()[0]
    assert header.startswith("Rang;Mitglied;")  # German, semicolons for Excel
    code, _, _ = run(capsys, "club", "draw", "1", "--csv", tmp_path / "s.csv", "--delimiter",
                     ",", "--db", db)
    assert "," in (tmp_path / "s.csv").read_text("utf-8-sig").splitlines()[0]


def test_an_output_that_is_an_input_is_refused_and_nothing_changes(played, tmp_path, capsys):
    db = played
    before = db.read_bytes()
    fails(capsys, "club", "ranking", "evening", "1", "--csv", db, "--db", db,
          match="is an input")
    fails(capsys, "club", "ranking", "evening", "1", "--pdf", db, "--db", db,
          match="is an input")
    notes = tmp_path / "notizen.odt"
    notes.write_bytes(b"PK\x03\x04\0\0binary")
    fails(capsys, "club", "export", "1", "--csv", notes, "--db", db, match="not a CSV file")
    fails(capsys, "club", "sheets", "1", "--pdf", notes, "--db", db, match="not a PDF file")
    assert db.read_bytes() == before and notes.read_bytes() == b"PK\x03\x04\0\0binary"


# -- careless and hostile input -------------------------------------------------------------------


def test_control_characters_are_shown_escaped(db, capsys):
    import sqlite3

    with sqlite3.connect(db) as conn:  # written by another program: the club refuses them
        conn.execute("UPDATE members SET name = ? WHERE id = 1", ("Anna\x1b]0;pwned\x07",))
        conn.execute("UPDATE members SET name = ? WHERE id = 2", ("Beat\u202etxt.exe",))
    code, out, _ = run(capsys, "club", "member", "list", "--db", db)
    assert code == 0
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "Anna\\x1b]0;pwned\\x07" in out and "Beat\\u202etxt.exe" in out
    fails(capsys, "club", "member", "add", "Eve\x1b[2J", "--db", db,
          match="cannot hold a control character (U+001B at character 4)")
    fails(capsys, "club", "member", "add", "Mallory\u202e", "--db", db,
          match="cannot hold a control character (U+202E at character 8)")


def test_an_argument_that_is_not_utf8_is_refused_by_name(db, capsys):
    bad = b"Be\xffat".decode("utf-8", "surrogateescape")  # as Python passes such bytes on
    err = fails(capsys, "club", "member", "add", bad, "--db", db, match="not valid UTF-8")
    assert "Be\\xffat" in err and "Traceback" not in err


def test_an_empty_file_becomes_a_club_only_by_a_command_that_creates_one(tmp_path, capsys):
    empty = tmp_path / "leer.sqlite"
    empty.write_bytes(b"")
    fails(capsys, "club", "ranking", "season", "2026", "--db", empty, match="is empty")
    fails(capsys, "club", "member", "list", "--db", empty, match="is empty")
    assert empty.read_bytes() == b""
    code, out, err = run(capsys, "club", "member", "add", "Anna", "--db", empty)
    assert code == 0 and f"{empty} was empty: a new club was created" in err
    code, out, err = run(capsys, "club", "member", "add", "Beat", "--db", tmp_path / "neu.db")
    assert code == 0 and "a new club was created" in err
    code, out, err = run(capsys, "club", "member", "add", "Cla", "--db", tmp_path / "neu.db")
    assert code == 0 and err == ""


def test_the_command_line_speaks_the_language_of_the_locale(db, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "de_CH.UTF-8")
    fails(capsys, "club", "member", "deactivate", "Zora", "--db", db,
          match="Fehler: es gibt kein Mitglied namens «Zora»")
    code, out, _ = run(capsys, "club", "ranking", "evening", "1", "--db", db)
    assert code == 0  # no results yet: the rule, in German
    assert "Schieber-Turnier: die meisten Punkte über alle Passen" in out


def test_the_corrections_log_says_what_changed_in_words(tmp_path, capsys):
    """`club log` wrote each result as raw JSON cut at 60 characters ({"matches": 3,
    "nuller": null, …}; found in a trial): a correction shows what changed, a removed result
    its figures, in words."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ids = [club.add_member(n).id for n in MEMBERS[:4]]
        ev = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
        club.record_result(ev.id, 1, 1, [
            PaperResult(ids[0], 1000, side=0, matches=1), PaperResult(ids[2], 1000, side=0,
                                                                      matches=1),
            PaperResult(ids[1], 884, side=1), PaperResult(ids[3], 884, side=1)])
        club.correct_result(ev.id, 1, 1, [PaperResult(m, p) for m, p in zip(
            ids, (990, 894, 990, 894), strict=True)], note="Zählfehler")
        club.delete_results(ev.id, 1, 1, note="falscher Tisch")
        club.update_evening(ev.id, title="Chlausjass", note="Titel")
    code, out, _ = run(capsys, "club", "log", "--db", path)
    assert code == 0 and "{" not in out and "null" not in out, out
    lines = out.splitlines()
    corrected = next(line for line in lines if "Zählfehler" in line and "Anna" in line)
    assert "Points 1000  " in corrected and "Points 990  " in corrected, corrected
    removed = next(line for line in lines if "falscher Tisch" in line and "Beat" in line)
    assert "Points 894, Matches 0, Rank 2, Won no, Team B" in removed, removed
    edited = next(line for line in lines if line.rstrip().endswith("Titel"))
    assert "Title –" in edited and "Title Chlausjass" in edited, edited
    code, out, _ = run(capsys, "--lang=de", "club", "log", "--db", path)
    assert "Punkte 894, Matches 0, Rang 2, Gewonnen nein, Team B" in out, out


def test_the_corrections_log_says_when_in_local_time(tmp_path, capsys, monkeypatch):
    """SQLite stores the moment in UTC; the log showed it so, an hour or two off a Swiss
    organiser's clock. It is shown in the computer's time zone."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ev = club.new_evening("2026-07-01", "schieber", preset="turnier", passen=1)
        club.update_evening(ev.id, title="Sommerjass", note="Titel")
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE corrections SET at = '2026-07-01 21:30:00'")
    conn.close()
    monkeypatch.setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")  # Zurich's rule, no tz files
    time.tzset()
    try:
        code, out, _ = run(capsys, "--lang=de", "club", "log", "--db", path)
    finally:
        monkeypatch.undo()
        time.tzset()
    assert code == 0 and "01.07.2026 23:30:00" in out, out


def test_an_evening_with_settings_of_its_own_does_not_bear_the_preset_s_figures(tmp_path,
                                                                                capsys):
    """A Differenzler evening of 4 games was listed as "Standard (12 donnes, …)" (a
    trial's): a preset changed is said to be changed, as the printed match sheet says it."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        club.new_evening("2026-12-04", "differenzler", settings={"games": 4})
        club.new_evening("2026-12-05", "differenzler")
    code, out, _ = run(capsys, "--lang=fr", "club", "evening", "list", "--db", path)
    first, second = out.splitlines()[1:3]
    # with what it replaced: "(modifié : Donnes : 4)" beside the preset's 12 read as if
    # the line contradicted itself (a German trial's)
    assert ", modifié : Donnes : 4 au lieu de 12" in first and "modifié" not in second, out


def test_a_side_is_named_by_its_team_letter(played, capsys):
    """The lists call the teams A and B: side=B was refused as "no whole number" (a trial's).
    The draw's own sides, given by their letters, are the draw's line-up."""
    with Club.open(played) as club:
        table = club.drawn(1)[1].tables[0]
        names = {m.id: m.name for m in club.members()}
    s = table.seats
    figures = [f"{names[s[0]]}=1000,side=A", f"{names[s[2]]}=1000,side=a",
               f"{names[s[1]]}=884,side=B", f"{names[s[3]]}=884,side=1"]
    code, out, err = run(capsys, "club", "result", "1", "2", str(table.number), *figures,
                         "--db", played)
    assert code == 0, err
    with Club.open(played) as club:
        sides = {r.member: r.side for r in club.results(1, 2) if r.table == table.number}
    assert sides == {s[0]: 0, s[2]: 0, s[1]: 1, s[3]: 1}


def test_a_wide_name_keeps_the_columns_in_line(db, capsys):
    """An emoji takes two columns of a terminal: a name with two of them put its row's next
    column two columns to the left of the others' (a trial's)."""
    from jasstafel.cli.terminal import columns

    assert columns("Joker 🃏🎉") == 10 and columns("Zu\u0308rcher") == 7
    assert run(capsys, "club", "member", "add", "Joker 🃏🎉", "--db", db)[0] == 0
    code, out, _err = run(capsys, "club", "member", "list", "--db", db)
    assert code == 0
    lines = [line for line in out.splitlines() if line.strip()]
    starts = {columns(line[:line.rindex(" ") + 1]) for line in lines[1:]}
    assert len(starts) == 1, out  # the last column starts at the same place in every row


def coiffeur_season(path, points=(4700, 4725)):
    """Anne-Lise and Gérald (team A) with *points* in the Passen of one Coiffeur evening."""
    with Club.open(path) as club:
        ids = [club.add_member(n).id for n in ("Anne-Lise", "Gérald", "JMR", "Fred")]
        ev = club.new_evening("2025-12-04", "coiffeur", preset="jassverein",
                              passen=len(points), season="2025/26")
        for passe, value in enumerate(points, start=1):
            club.record_result(ev.id, passe, 1, [
                PaperResult(ids[0], value, side=0), PaperResult(ids[1], value, side=0),
                PaperResult(ids[2], 3000, side=1), PaperResult(ids[3], 3000, side=1)])
    return path


def test_stats_write_the_average_as_the_language_does(tmp_path, capsys):
    """`club stats` in French wrote "moyenne 4712.5" (English): a sentence writes its numbers
    as the language does; the table's columns keep plain digits (docs/translating.md)."""
    path = coiffeur_season(tmp_path / "club.sqlite")
    code, out, _ = run(capsys, "--lang=fr", "club", "stats", "Anne-Lise", "--db", path)
    assert code == 0
    assert "moyenne 4'712,5" in out and "Coiffeur · Règlement de club : 2 manches" in out, out
    code, out, _ = run(capsys, "--lang=de", "club", "stats", "Anne-Lise", "--db", path)
    assert "Durchschnitt 4'712.5" in out, out
    code, out, _ = run(capsys, "club", "stats", "Anne-Lise", "--db", path)
    assert "average 4712.5" in out, out


def test_the_results_csv_names_an_untitled_evening_by_its_variant_in_words(played, tmp_path,
                                                                         capsys):
    """The French results CSV said "Schieber" (the stored key) for an evening without a
    title: the variant and preset in the language's words, as club.md says."""
    out_csv = tmp_path / "r.csv"
    assert run(capsys, "--lang=fr", "club", "export", "1", "-o", out_csv, "--db", played)[0] == 0
    rows = list(csv.reader(out_csv.read_text(encoding="utf-8-sig").splitlines(),
                           delimiter=";"))
    assert rows[0][1] == "Soirée"
    assert {row[1] for row in rows[1:]} == {"Chibre · Tournoi (règlement de club)"}


def test_the_season_rule_says_each_count_in_its_form_and_once(tmp_path, capsys):
    """"(les 1 moins bonnes biffées)" and "les 3 meilleures des 4 soirées de chaque membre
    (les 4 premières soirées, les 3 meilleures)" (a trial's): a count in its own form, the
    choice said once."""
    path = coiffeur_season(tmp_path / "club.sqlite", points=(4700,))
    code, out, _ = run(capsys, "--lang=fr", "club", "ranking", "season", "2025/26",
                       "--drop-worst", "--db", path)
    assert code == 0
    assert ("Comptés : tous les résultats de la saison (1 soirée). Le moins bon résultat de "
            "chaque membre est biffé dès que la saison a plus d’une soirée.") in out, out
    with Club.open(path) as club:
        for day in ("2026-01-08", "2026-02-05", "2026-03-05"):
            ev = club.new_evening(day, "coiffeur", preset="jassverein", season="2025/26")
            club.record_result(ev.id, 1, 1, [PaperResult(m, p, side=m > 2) for m, p in
                                             ((1, 4000), (2, 4000), (3, 3000), (4, 3000))])
    code, out, _ = run(capsys, "--lang=fr", "club", "ranking", "season", "2025/26", "--best",
                       "3", "--of", "4", "--db", path)
    assert ("Comptés : les 3 meilleurs résultats de chaque membre sur les 4 premières soirées "
            "de la saison ; les résultats biffés sont marqués.") in out, out
    code, out, _ = run(capsys, "--lang=de", "club", "ranking", "season", "2025/26", "--best",
                       "1", "--db", path)
    assert "Gezählt: das beste Ergebnis jedes Mitglieds aus den 4 Abenden der Saison" in out
    code, out, _ = run(capsys, "club", "ranking", "season", "2025/26", "--drop-worst", "2",
                       "--db", path)
    assert "Counted: each member's best 2 results of the season's 4 evenings" in out, out


def test_member_list_sorts_accented_names_as_people_expect(tmp_path, capsys):
    """"Émile Dubois" came after "Zoé Jaquet" (SQLite's NOCASE sorts by code point)."""
    path = tmp_path / "club.sqlite"
    for name in ("Zoé Jaquet", "Émile Dubois", "anna", "Ueli", "Èva"):
        assert run(capsys, "club", "member", "add", name, "--db", path)[0] == 0
    _code, out, _ = run(capsys, "club", "member", "list", "--db", path)
    names = [line.split("  ")[1].strip() for line in out.splitlines()[1:]]
    assert names == ["anna", "Émile Dubois", "Èva", "Ueli", "Zoé Jaquet"], out
    with Club.open(path) as club:
        club.add_guest("Åsa Gast")
        club.add_guest("Zora Gast")
        assert [g.name for g in club.guests()] == ["Åsa Gast", "Zora Gast"]


def test_a_name_taken_by_a_guest_says_guest(tmp_path, capsys):
    """"…est déjà celui du membre Ueli Gäste" of a guest (a trial's): a guest is a guest."""
    path = tmp_path / "club.sqlite"
    assert run(capsys, "club", "guest", "add", "Ueli Gäste", "--db", path)[0] == 0
    fails(capsys, "--lang=fr", "club", "member", "add", "ueli gäste", "--db", path,
          match="le nom « ueli gäste » est déjà celui d’Ueli Gäste (invité·e)")
    fails(capsys, "club", "member", "add", "Ueli Meier", "--short", "Ueli Gäste", "--db", path,
          match="the short name 'Ueli Gäste' is taken by the guest Ueli Gäste")
    assert run(capsys, "club", "member", "add", "Anna", "--db", path)[0] == 0
    fails(capsys, "club", "member", "add", "ANNA", "--db", path,
          match="the name 'ANNA' is taken by the member Anna")


def test_the_season_table_brackets_the_dropped_results(tmp_path, capsys):
    """The terminal showed the dropped results in a column "Soirées biffées" of their own,
    while club.md (and the window, and paper) bracket them: "(2)"."""
    path = coiffeur_season(tmp_path / "club.sqlite", points=(4700,))
    with Club.open(path) as club:
        ev = club.new_evening("2026-01-08", "coiffeur", preset="jassverein", season="2025/26")
        club.record_result(ev.id, 1, 1, [PaperResult(m, p, side=m > 2) for m, p in
                                         ((1, 2000), (2, 2000), (3, 3000), (4, 3000))])
    code, out, _ = run(capsys, "--lang=fr", "club", "ranking", "season", "2025/26",
                       "--drop-worst", "--db", path)
    assert code == 0 and "biffées" not in out.splitlines()[1], out
    # Anne-Lise: 4 then 2 rank points (the 2 dropped); JMR 2 (dropped) then 4
    anne = next(line for line in out.splitlines() if "Anne-Lise" in line)
    assert anne.split()[-3:] == ["4", "(2)", "égalité"], out  # tied with JMR: both say so
    jmr = next(line for line in out.splitlines() if "JMR" in line)
    assert jmr.split()[-3:] == ["(2)", "4", "égalité"], out
    out_csv = tmp_path / "saison.csv"
    run(capsys, "--lang=fr", "club", "ranking", "season", "2025/26", "--drop-worst", "-o",
        out_csv, "--db", path)
    assert "(2)" not in out_csv.read_text(encoding="utf-8-sig")
    assert "Soirées biffées" in out_csv.read_text(encoding="utf-8-sig")


def test_small_words_of_the_trial(tmp_path, capsys):
    """An evening not drawn yet said "Tables 0"; the results CSV left "won" empty for a
    loser; the Molotow limit wrote "-8'000" with a hyphen instead of a minus sign."""
    path = coiffeur_season(tmp_path / "club.sqlite", points=(4700,))
    with Club.open(path) as club:
        club.new_evening("2026-01-08", "molotow")
    _code, out, _ = run(capsys, "--lang=fr", "club", "evening", "list", "--db", path)
    assert "pas encore tirées" in out.splitlines()[2], out
    assert run(capsys, "club", "evening", "list", "--db", path)[1].count("not drawn yet") == 2
    out_csv = tmp_path / "r.csv"
    run(capsys, "--lang=fr", "club", "export", "1", "-o", out_csv, "--db", path)
    rows = list(csv.reader(out_csv.read_text(encoding="utf-8-sig").splitlines(),
                           delimiter=";"))
    won = rows[0].index("Gagné")
    assert [row[won] for row in rows[1:]] == ["1", "1", "0", "0"]  # as in every language
    # "une feuille papier" is shop French (an A4 ream); a Romand writes "feuille de papier"
    source = rows[0].index("D’après")
    assert {row[source] for row in rows[1:]} == {"une feuille de papier"}, rows
    err = fails(capsys, "--lang=fr", "club", "result", "2", "1", "1", "Anne-Lise=-9000",
                "Gérald=100", "JMR=100", "Fred=100", "--db", path, match="Molotow")
    assert "\u22128'000" in err and "-8" not in err, err


def test_the_french_tables_write_dates_as_french_does(tmp_path, capsys):
    """The French lists showed 2025-12-04 while a refusal of the same run said "la soirée du
    04.12.2025": the tables a person reads write 04.12.2025; a CSV file keeps ISO."""
    path = coiffeur_season(tmp_path / "club.sqlite", points=(4700,))
    with Club.open(path) as club:
        club.correct_result(1, 1, 1, [PaperResult(1, points=4600), PaperResult(2, points=4600)],
                            note="x")
        club.update_evening(1, date="2025-12-05", note="verschoben")
    fr = ("--lang=fr", "club")
    out = run(capsys, *fr, "evening", "list", "--db", path)[1]
    assert "05.12.2025" in out and "2025-12-05" not in out, out
    out = run(capsys, *fr, "ranking", "evening", "1", "--db", path)[1]
    assert out.startswith("05.12.2025 Coiffeur\n"), out
    out = run(capsys, *fr, "ranking", "season", "2025/26", "--db", path)[1]
    assert "05.12.2025" in out.splitlines()[1] and "2025-12-05" not in out, out
    out = run(capsys, *fr, "stats", "Fred", "--db", path)[1]
    assert "05.12.2025" in out and "2025-12-05" not in out, out
    out = run(capsys, *fr, "log", "--db", path)[1]
    assert "Date 04.12.2025" in out and "Date 05.12.2025" in out, out
    assert not any(line[:10].count("-") for line in out.splitlines()[1:]), out
    out = run(capsys, *fr, "evening", "edit", "1", "--place", "Bulle", "--note", "n", "--db",
              path)[1]
    assert out.startswith("soirée 1 : 05.12.2025 "), out
    out_csv = tmp_path / "saison.csv"
    run(capsys, *fr, "ranking", "season", "2025/26", "-o", out_csv, "--db", path)
    assert "2025-12-05" in out_csv.read_text(encoding="utf-8-sig")
    assert "2025-12-05" in run(capsys, "club", "evening", "list", "--db", path)[1]


def test_the_export_names_a_team_seat_1_first_as_every_other_list(played, tmp_path, capsys):
    """`club export` wrote a team's players in another order ("Jean-Pierre … & Françoise
    Dubois", a Romand trial) than the window, the seat list and the draw (seat 1 first:
    "Françoise & Jean-Pierre"): the draw's seats decide it, seat 1 before 3, 2 before 4."""
    db = played
    code, _, err = run(capsys, "club", "export", "1", "--csv", tmp_path / "r.csv",
                       "--delimiter", ",", "--db", db)
    assert code == 0, err
    rows = list(csv.reader((tmp_path / "r.csv").read_text("utf-8-sig").splitlines()))[1:]
    with Club.open(db) as club:
        name = {m.id: m.name for m in club.members()}
        seated = {t.number: t.seats for t in club.drawn(1)[0].tables}
    teams = {(int(r[3]), r[4]) for r in rows}
    assert teams == {(table, f"{name[s[a]]} & {name[s[b]]}")
                     for table, s in seated.items() for a, b in ((0, 2), (1, 3))}
    # seed 2 seats a later member first somewhere: the order is the seats', not the ids'
    assert any(s[0] > s[2] or s[1] > s[3] for s in seated.values())
