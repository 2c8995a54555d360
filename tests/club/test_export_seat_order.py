"""`club export`: a table's rows follow its seats, and a variant without Matches leaves the
Matches cell empty (a club secretary's trial: the Differenzler export listed table 1 as
Rösli, Hansjörg, Vreni, Sepp, the club's order of members, where the draw seated Rösli,
Vreni, Sepp, Hansjörg; and every row wrote 0 under Matches beside empty Striche and Nuller).

The evenings are drawn and exported through the command line, as the secretary did; the
results are recorded through the club (they are not what the test is about)."""

import csv

from jasstafel.cli import main
from jasstafel.club import Club, PaperResult

MEMBERS = ["Rösli Müller-Bühler", "Marco D'Alessandro", "Hansjörg Zürcher", "Agnes Bucher",
           "Beat Kälin", "Urs Stöckli", "Vreni Amrein", "Toni Brügger",
           "Heidi Schnyder-Lötscher", "Sepp Odermatt"]


def run(capsys, *args):
    code = main([str(a) for a in args])
    _out, err = capsys.readouterr()
    assert code == 0, err


def exported(capsys, db, tmp_path):
    path = tmp_path / "export.csv"
    run(capsys, "club", "export", "1", "-o", path, "--delimiter", ",", "--db", db)
    header, *rows = csv.reader(path.read_text("utf-8-sig").splitlines())
    return header, rows


def evening(tmp_path, capsys, *new):
    db = tmp_path / "club.sqlite"
    for name in MEMBERS:
        run(capsys, "club", "member", "add", name, "--db", db)
    run(capsys, "club", "evening", "new", "2026-11-19", *new, "--passen", "1", "--db", db)
    run(capsys, "club", "draw", "1", "--all-active", "--seed", "3", "--db", db)
    with Club.open(db) as club:
        tables = club.drawn(1)[0].tables
        names = {m.id: m.name for m in club.members()}
    return db, tables, names


def test_a_differenzler_export_lists_each_table_in_seat_order(tmp_path, capsys):
    db, tables, names = evening(tmp_path, capsys, "differenzler", "--set", "games=2")
    # ten players: a table of four and two of three (every player at a table)
    assert sorted(len(t.seats) for t in tables) == [3, 3, 4]
    # the draw seats a later member before an earlier one somewhere: the order to follow is
    # the seats', not the member ids'
    assert any(list(t.seats) != sorted(t.seats) for t in tables)
    with Club.open(db) as club:
        for table in tables:  # penalties 12, 30, 45, 8 … in seat order: every one different
            club.record_result(1, 1, table.number, [
                PaperResult(m, 10 * table.number + 3 * seat)
                for seat, m in enumerate(table.seats)])
    header, rows = exported(capsys, db, tmp_path)
    by_table = {t.number: [names[m] for m in t.seats] for t in tables}
    assert {t: [r[5] for r in rows if r[3] == str(t)] for t in by_table} == by_table
    # a Differenzler has no Matches: the cell is empty, as Striche and Nuller are
    matches, striche, nuller = (header.index(c) for c in ("Matches", "Striche", "Nuller"))
    assert {(r[matches], r[striche], r[nuller]) for r in rows} == {("", "", "")}
    penalty = header.index("Penalty")  # no Guest column before it: no guest played
    assert [r[penalty] for r in rows if r[3] == "1"] == [
        str(10 + 3 * seat) for seat in range(len(tables[0].seats))]  # the penalty, as typed


def test_a_schieber_export_lists_each_team_in_seat_order_and_keeps_its_matches(tmp_path,
                                                                             capsys):
    db, tables, names = evening(tmp_path, capsys, "schieber", "--preset", "turnier")
    # ten players: two tables of four, two sit out
    assert [len(t.seats) for t in tables] == [4, 4]
    assert any(s[0] > s[2] or s[1] > s[3] for s in (t.seats for t in tables))
    with Club.open(db) as club:
        for table in tables:  # team A (seats 1 and 3) 1013 with a Match, team B 871 without
            s = table.seats
            club.record_result(1, 1, table.number, [
                PaperResult(s[0], 1013, matches=1), PaperResult(s[2], 1013, matches=1),
                PaperResult(s[1], 871, matches=0), PaperResult(s[3], 871, matches=0)])
    header, rows = exported(capsys, db, tmp_path)
    # team A first, as the Team column and the window's "A: … B: …" read: seat 1, seat 3,
    # then team B: seat 2, seat 4
    for table in tables:
        s = table.seats
        listed = [(r[4], r[5]) for r in rows if r[3] == str(table.number)]
        team_a = f"{names[s[0]]} & {names[s[2]]}"
        team_b = f"{names[s[1]]} & {names[s[3]]}"
        assert listed == [(team_a, names[s[0]]), (team_a, names[s[2]]),
                          (team_b, names[s[1]]), (team_b, names[s[3]])]
    # the Schieber keeps its Matches, 0 included
    matches = header.index("Matches")
    assert [r[matches] for r in rows] == ["1", "1", "0", "0"] * 2
