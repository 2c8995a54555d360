"""CSV for a spreadsheet: readable columns, teams by name, dropped results in their own column,
no formula injection (OWASP), and never written over an input or a file of another kind."""

import csv
import io
import random
import sqlite3

import pytest

from jasstafel.club import ClubError, PaperResult
from jasstafel.club.export import (
    csv_text,
    default_delimiter,
    ranking_rows,
    result_rows,
    safe_cell,
    seat_rows,
    write_csv,
)

from . import add_members, molotow_points

FORMULAS = ["=HYPERLINK(\"http://x\",\"klick\")", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A9)",
            "\tTab", "\rCR", "\nLF", " =1+1", "  @x", " \tTab after a space"]


def read(path, delimiter=";"):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f, delimiter=delimiter))


@pytest.mark.parametrize("text", FORMULAS)
def test_a_formula_start_is_neutralised(text):
    assert safe_cell(text) == "'" + text
    row = list(csv.reader(io.StringIO(csv_text([[text, 7, -7]], ";")), delimiter=";"))[0]
    assert row == ["'" + text, "7", "-7"]  # numbers the club writes stay numbers


@pytest.mark.parametrize("text", ["Anna", "Jürg-Peter", "1. Preis", "O'Brien", "", "X-Men",
                                  "Team\t2"])
def test_plain_text_stays_as_it_is(text):
    assert safe_cell(text) == text


def formula_club(club):
    """Members named like formulas (the database of another program could hold any name:
    written straight into it, as the window would never let them in)."""
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    names = {"Anna": "=HYPERLINK(\"http://x\")", "Beat": "+cmd|' /C calc'!A0",
             "Cla": "@SUM(A1:A9)", "Dora": "\tTabulator"}
    with sqlite3.connect(club.path) as conn:
        for old, new in names.items():
            conn.execute("UPDATE members SET name = ? WHERE id = ?", (new, ids[old]))
    return ids, names


def test_every_club_csv_neutralises_formulas(club, tmp_path):
    ids, names = formula_club(club)
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1,
                               title="-Abend")
    club.draw(evening.id, list(ids.values()), rng=random.Random(1))
    seats = club.drawn(evening.id)[0].tables[0].seats
    club.record_result(evening.id, 1, 1, [PaperResult(seats[0], 1000),
                                          PaperResult(seats[2], 1000),
                                          PaperResult(seats[1], 884),
                                          PaperResult(seats[3], 884)])
    members = {m.id: m for m in club.members(guests=True)}
    files = {
        "ranking": ranking_rows(club.evening_ranking(evening.id)),
        "season": ranking_rows(club.season_ranking("2026")),
        "seats": seat_rows(club.seat_list(evening.id), members),
        "results": result_rows(club.evening(evening.id), club.results(evening.id), members),
    }
    for kind, rows in files.items():
        path = tmp_path / f"{kind}.csv"
        write_csv(path, rows, ";")
        cells = [c for row in read(path) for c in row]
        for name in names.values():
            assert name not in cells, (kind, name)
            assert "'" + name in " ".join(cells), (kind, name)
        assert not any(c and c[0] in "=+@\t\r" for c in cells), kind
    results = read(tmp_path / "results.csv")
    assert results[1][1] == "'-Abend"  # the title too


def test_results_csv_names_teams_and_columns(club, tmp_path):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1,
                               title="Donnschtig-Jass")
    club.record_result(evening.id, 1, 3, [PaperResult(ids["Anna"], 1013, matches=1),
                                          PaperResult(ids["Cla"], 1013, matches=1),
                                          PaperResult(ids["Beat"], 871),
                                          PaperResult(ids["Dora"], 871)])
    members = {m.id: m for m in club.members()}
    path = tmp_path / "resultate.csv"
    write_csv(path, result_rows(club.evening(evening.id), club.results(evening.id), members),
              ";")
    rows = read(path)
    # no Guest column: no guest played (docs/club.md)
    assert rows[0] == ["Date", "Evening", "Passe", "Table", "Team", "Member", "Short name",
                       "Points", "Matches", "Striche", "Nuller", "Rank at the table", "Won",
                       "From"]
    by_member = {r[5]: r for r in rows[1:]}
    assert by_member["Anna"][4] == "Anna & Cla" and by_member["Dora"][4] == "Beat & Dora"
    assert by_member["Anna"][7:9] == ["1013", "1"] and by_member["Anna"][12] == "1"
    assert by_member["Beat"][11:14] == ["2", "0", "a paper sheet"]


def test_a_dropped_season_result_has_its_own_column(club, tmp_path):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    for day, order in (("2026-01-08", "ABCD"), ("2026-02-05", "DCBA"), ("2026-03-05", "ABCD")):
        evening = club.new_evening(day, "molotow", passen=1)
        names = {"A": "Anna", "B": "Beat", "C": "Cla", "D": "Dora"}
        club.record_result(evening.id, 1, 1, [PaperResult(ids[names[c]], p) for c, p in
                                              zip(order, molotow_points(len(order)),
                                                  strict=True)])
    ranking = club.season_ranking("2026", drop_worst=1)
    path = tmp_path / "saison.csv"
    write_csv(path, ranking_rows(ranking), ";")
    rows = read(path)
    assert rows[0] == ["Rank", "Member", "Short name", "Total", "Evenings won", "Best evening",
                       "Evenings played", "2026-01-08", "2026-02-05", "2026-03-05",
                       "Dropped evenings", "Decided by"]
    anna = next(r for r in rows if r[1] == "Anna")
    # Anna: rank points 4, 1, 4; the 1 of 2026-02-05 dropped: a number, and named apart
    assert anna[3] == "8" and anna[7:10] == ["4", "1", "4"] and anna[10] == "2026-02-05"
    assert not any("(" in c for row in rows for c in row)


def test_a_dropped_absence_is_named_among_the_dropped_evenings(club, tmp_path):
    """With the worst result dropped, a member whose worst is an absence had an empty
    *Dropped evenings* cell, where everyone else's names an evening (a secretary's trial):
    the absent evening is named there too, marked as an absence."""
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    names = {"A": "Anna", "B": "Beat", "C": "Cla", "D": "Dora"}
    for day, order in (("2026-01-08", "ABCD"), ("2026-02-05", "DCBA"), ("2026-03-05", "ABC")):
        evening = club.new_evening(day, "molotow", passen=1)  # Dora absent on 5 March
        club.record_result(evening.id, 1, 1, [PaperResult(ids[names[c]], p) for c, p in
                                              zip(order, molotow_points(len(order)),
                                                  strict=True)])
    path = tmp_path / "saison.csv"
    write_csv(path, ranking_rows(club.season_ranking("2026", drop_worst=1)), ";")
    rows = {r[1]: r for r in read(path)[1:]}
    # Dora: rank points 1, 4 and the absence (0): the absence dropped, 5 in all
    assert rows["Dora"][3] == "5" and rows["Dora"][7:11] == ["1", "4", "", "2026-03-05 (absence)"]
    # Anna: 4, 1, 3: the 1 of 5 February dropped, named as before
    assert rows["Anna"][7:11] == ["4", "1", "3", "2026-02-05"]
    # the best 1 of 3: Dora keeps the 4 and drops a result and the absence, in their order
    write_csv(path, ranking_rows(club.season_ranking("2026", best=1)), ";")
    rows = {r[1]: r for r in read(path)[1:]}
    assert rows["Dora"][10] == "2026-01-08, 2026-03-05 (absence)"
    # in the user's words, as every other cell
    german = {"{0} (absence)": "{0} (Abwesenheit)"}
    rows = {r[1]: r for r in ranking_rows(club.season_ranking("2026", drop_worst=1),
                                          lambda text: german.get(text, text))[1:]}
    assert rows["Dora"][10] == "2026-03-05 (Abwesenheit)"


def test_a_season_whose_only_dropped_results_are_absences_has_the_column(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    names = {"A": "Anna", "B": "Beat", "C": "Cla", "D": "Dora"}
    for day, present in (("2026-01-08", "ABC"), ("2026-02-05", "BCD"), ("2026-03-05", "CDA"),
                         ("2026-04-02", "DAB")):
        evening = club.new_evening(day, "molotow", passen=1)
        club.record_result(evening.id, 1, 1, [PaperResult(ids[names[c]], p) for c, p in
                                              zip(present, molotow_points(len(present)),
                                                  strict=True)])
    header, *rows = ranking_rows(club.season_ranking("2026", drop_worst=1))
    # each was absent once, and that absence is what is dropped
    dropped = header.index("Dropped evenings")
    assert {r[1]: r[dropped] for r in rows} == {"Anna": "2026-02-05 (absence)",
                                                "Beat": "2026-03-05 (absence)",
                                                "Cla": "2026-04-02 (absence)",
                                                "Dora": "2026-01-08 (absence)"}


def test_an_output_that_is_an_input_or_another_file_is_refused(club, tmp_path):
    ranking_path = club.path
    before = ranking_path.read_bytes()
    with pytest.raises(ClubError, match="is an input"):
        write_csv(ranking_path, [["x"]], ";", inputs=[ranking_path])
    with pytest.raises(ClubError, match="not a CSV file"):
        write_csv(ranking_path, [["x"]], ";")  # a SQLite file, even if not named
    assert ranking_path.read_bytes() == before
    picture = tmp_path / "bild.csv"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0")
    with pytest.raises(ClubError, match="not a CSV file"):
        write_csv(picture, [["x"]])
    old = tmp_path / "alt.csv"
    old.write_text("Rang;Name\n1;Anna\n", "utf-8")
    write_csv(old, [["Rank"], [1]], ";")  # an earlier CSV is replaced
    assert read(old) == [["Rank"], ["1"]]
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_the_delimiter_of_a_swiss_spreadsheet():
    assert default_delimiter("de") == ";" and default_delimiter("fr") == ";"
    assert default_delimiter("en") == ","


# -- the file itself, worked by hand --------------------------------------------------------------


def test_the_csv_text_is_comma_separated_with_crlf_by_default():
    assert csv_text([["Rank", "Name"], [1, "Anna"], [2, "=x"]]) == (
        "Rank,Name\r\n1,Anna\r\n2,'=x\r\n")
    assert csv_text([["a", "b;c"]], ";") == 'a;"b;c"\r\n'


def test_the_file_has_a_byte_order_mark_and_crlf_and_no_temporary_is_left(tmp_path):
    out = tmp_path / "rangliste.csv"
    write_csv(out, [["Rang", "Mitglied"], [1, "Jürg"]])  # the default separator: a comma
    assert out.read_bytes() == "\ufeffRang,Mitglied\r\n1,Jürg\r\n".encode()
    assert [p.name for p in tmp_path.iterdir()] == ["rangliste.csv"]


def test_the_file_is_written_beside_the_target_and_moved_into_place(tmp_path, monkeypatch):
    """All or nothing: the rows go to a temporary file in the same folder (a rename across
    file systems is no rename), which then replaces the target in one step."""
    import os

    moved = []
    replace = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (moved.append((a, b)), replace(a, b)))
    out = tmp_path / "sitzplan.csv"
    write_csv(out, [["x"]], ";")
    ((temporary, target),) = moved
    assert os.path.dirname(temporary) == str(tmp_path) and target == out
    assert os.path.basename(temporary).startswith(".sitzplan.csv.")
    assert temporary.endswith(".tmp")


def test_a_failed_move_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    import os

    out = tmp_path / "alt.csv"
    out.write_bytes(b"Rang;Name\r\n1;Anna\r\n")

    def refuse(a, b):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(ClubError) as refused:
        write_csv(out, [["Rank"], [1]], ";")
    assert str(refused.value) == f"cannot write {out}: the disk is full"
    assert out.read_bytes() == b"Rang;Name\r\n1;Anna\r\n"
    assert [p.name for p in tmp_path.iterdir()] == ["alt.csv"]


def test_a_name_the_system_cannot_look_at_is_refused_with_its_name(tmp_path):
    from jasstafel.club.export import check_output

    name = tmp_path / ("x" * 300 + ".csv")  # longer than a file name may be
    with pytest.raises(ClubError) as refused:
        check_output(name)
    assert str(refused.value) == f"cannot write {name}: the name is too long"
    with pytest.raises(ClubError) as refused:
        write_csv(name, [["x"]])
    assert str(refused.value).startswith(f"cannot write {name}: ")


# -- what is never written over, worked by hand ---------------------------------------------------


def refusal(path, **kw):
    from jasstafel.club.export import check_output

    with pytest.raises(ClubError) as refused:
        check_output(path, **kw)
    return str(refused.value)


def test_the_refusals_name_the_file_and_why(tmp_path):
    club_file = tmp_path / "club.sqlite"
    club_file.write_bytes(b"SQLite format 3\0" + b"\0" * 100)
    assert refusal(club_file, inputs=[tmp_path / "gone.sqlite", club_file]) == (
        f"{club_file} is an input ({club_file}): it is not written over")  # after a missing one
    assert refusal(tmp_path) == f"{tmp_path} is not a regular file; nothing written"
    # the words of every output's refusal (jasstafel/core/outputs.py: the command line's)
    assert refusal(club_file) == (f"{club_file} exists and is a SQLite database, not a CSV "
                                  "file; not replaced (choose another name)")


def test_a_match_file_is_not_taken_for_a_csv_file(tmp_path):
    """A match file is text too: the club's check let it be replaced by a ranking (a trial
    with files found the window's exports doing so)."""
    from jasstafel.core import matchfile
    from jasstafel.core.matchfile import new_match

    match = tmp_path / "abend.csv"
    matchfile.save(new_match("schieber", ["Eva", "Fritz", "Gabi", "Hans"]), match)
    assert refusal(match) == (f"{match} exists and is a Jasstafel match file, not a CSV file; "
                              "not replaced (choose another name)")


def test_an_ascii_pdf_is_not_taken_for_a_csv_file(tmp_path):
    pdf = tmp_path / "rangliste.csv"
    pdf.write_bytes(b"%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n")  # no byte a text has not
    assert refusal(pdf) == (f"{pdf} exists and is a PDF file, not a CSV file; not replaced "
                            "(choose another name)")


def test_a_pdf_output_replaces_a_pdf_or_an_empty_file_only(tmp_path):
    from jasstafel.club.export import check_output

    empty, pdf, text = tmp_path / "leer.pdf", tmp_path / "alt.pdf", tmp_path / "notiz.pdf"
    empty.write_bytes(b"")
    pdf.write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    text.write_bytes(b"Rang;Name\r\n")
    check_output(empty, kind="pdf")
    check_output(pdf, kind="pdf")
    assert refusal(text, kind="pdf") == (f"{text} exists and is not a PDF file; not replaced "
                                         "(choose another name)")


def test_an_earlier_csv_cut_in_a_character_by_the_look_is_still_a_csv(tmp_path):
    """The check reads the first 4 KiB: a letter of two bytes across that line is cut, not
    wrong; a byte that is no UTF-8 before the last letter is."""
    from jasstafel.club.export import check_output

    cut = tmp_path / "alt.csv"
    cut.write_bytes(b"a" * 4095 + "ü".encode() + b"\r\n")
    check_output(cut)
    wrong = tmp_path / "falsch.csv"
    wrong.write_bytes(b"a" * 4092 + b"\xff" + b"abc" + b"\r\n")
    said = "exists and is not a text file, not a CSV file; not replaced (choose another name)"
    assert refusal(wrong) == f"{wrong} {said}"
    binary = tmp_path / "binaer.csv"
    binary.write_bytes(b"a\0" + b"a" * 4093 + "ü".encode())  # a NUL, and cut at the end
    assert refusal(binary) == f"{binary} {said}"


def test_a_csv_gets_the_usual_permissions(tmp_path):
    """A CSV for a shared folder was written -rw------- (the temporary file's private mode,
    a trial's), while the PDFs beside it were -rw-r--r--. A file replaced keeps its own."""
    import os

    umask = os.umask(0o022)
    try:
        new = tmp_path / "ranking.csv"
        write_csv(new, [["Rang", "Name"], [1, "Anna"]])
        assert new.stat().st_mode & 0o777 == 0o644
        kept = tmp_path / "kept.csv"
        kept.write_text("Rang\n", encoding="utf-8")
        kept.chmod(0o664)
        write_csv(kept, [["Rang"], [1]])
        assert kept.stat().st_mode & 0o777 == 0o664
    finally:
        os.umask(umask)
