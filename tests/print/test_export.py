"""CSV export: UTF-8 with BOM, a header row, values that parse back."""

import csv
import re
import subprocess
import sys

import pytest

from jasstafel.core import JassError, Team, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.printing.export import write_board_csv, write_entries_csv

from . import EXAMPLE_FILES, EXAMPLES


def read(path, delimiter=","):
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM: spreadsheets detect UTF-8
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f, delimiter=delimiter))


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_entries_csv_of_every_example(path, tmp_path):
    match = matchfile.load(path)
    board = match.board()
    write_entries_csv(match, tmp_path / "e.csv")
    header, *rows = read(tmp_path / "e.csv")
    names = [s.name for s in board.sides]
    assert header[:4] == ["number", "kind", "round", "entry"]
    assert header[4:4 + 2 * len(names)] == [
        f"{n} {what}" for n in names for what in ("written", "total")]
    assert header[4 + 2 * len(names)] == "notes"
    assert len(rows) == len(board.entries)
    for row, line in zip(rows, board.entries, strict=True):
        assert len(row) == len(header)
        assert int(row[0]) == line.number and row[1] == line.kind
        assert row[3].lstrip("'") == line.text
        cells = row[4:4 + 2 * len(names)]
        assert [int(c) for c in cells[0::2]] == line.written
        assert [int(c) for c in cells[1::2]] == line.totals


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_board_csv_of_every_example(path, tmp_path):
    match = matchfile.load(path)
    board = match.board()
    write_board_csv(match, tmp_path / "b.csv")
    header, *rows = read(tmp_path / "b.csv")
    assert header[:5] == ["side", "players", "rank", "winner", "total"]
    assert len(rows) == len(board.sides)
    for i, (row, side) in enumerate(zip(rows, board.sides, strict=True)):
        assert len(row) == len(header)
        assert row[0] == side.name and row[1] == ", ".join(side.players)
        assert int(row[2]) == board.ranks[i]
        assert int(row[3]) == (i in board.winners)
        assert int(row[4]) == side.total


def test_schieber_entries_have_their_fields_per_team(tmp_path):
    match = matchfile.load(EXAMPLES / "schieber-freier-jass.jass")
    write_entries_csv(match, tmp_path / "e.csv")
    header, first, second, *_ = read(tmp_path / "e.csv")
    row = dict(zip(header, first, strict=True))
    # round 1: Schellen ×2 by Team A, 101 : 56, Weis 50 Team A -> 302 : 112
    assert row["contract"] == "schellen" and row["announced_by"] == "0"
    assert row["points Team A"] == "101" and row["points Team B"] == "56"
    assert row["weis Team A"] == "50" and row["match"] == "0"
    assert row["Team A written"] == "302" and row["Team B written"] == "112"
    assert dict(zip(header, second, strict=True))["geschoben"] == "1"


def test_board_csv_flattens_the_figures(tmp_path):
    match = matchfile.load(EXAMPLES / "schieber-freier-jass.jass")
    write_board_csv(match, tmp_path / "b.csv")
    header, team_a, _ = read(tmp_path / "b.csv")
    row = dict(zip(header, team_a, strict=True))
    assert (row["z.hundreds"], row["z.rest"], row["striche.total"]) == ("45", "19", "3")
    match = matchfile.load(EXAMPLES / "coiffeur-jassverein.jass")
    write_board_csv(match, tmp_path / "c.csv")
    header, team_a, team_b = read(tmp_path / "c.csv")
    assert dict(zip(header, team_a, strict=True))["cell Eichel ×1"] == "88"
    assert dict(zip(header, team_b, strict=True))["cell Coiffeur 3×3 ×11"] == "1089"


def test_semicolon_and_text_that_looks_like_a_formula(tmp_path):
    match = matchfile.load(EXAMPLES / "punktetafel.jass")
    write_entries_csv(match, tmp_path / "e.csv", delimiter=";")
    header, *rows = read(tmp_path / "e.csv", delimiter=";")
    # "-50 / 80: Strafe ..." would be read as a formula: it is written as text
    assert rows[1][3] == "'-50 / 80: Strafe Oberdorf: 50 abgezogen"
    assert rows[1][4] == "-50"  # numbers stay numbers
    with pytest.raises(JassError, match="unknown CSV delimiter"):
        write_entries_csv(match, tmp_path / "x.csv", delimiter="|")


def test_a_file_that_cannot_be_written(tmp_path):
    match = matchfile.load(EXAMPLES / "pandur.jass")
    with pytest.raises(JassError, match="cannot write"):
        write_entries_csv(match, tmp_path / "missing" / "e.csv")


def test_export_never_imports_qt(tmp_path):
    code = (
        "import sys\n"
        "from jasstafel.cli import main\n"
        f"assert main(['export', {str(EXAMPLES / 'pandur.jass')!r}, '-o', "
        f"{str(tmp_path / 'e.csv')!r}, '--board', {str(tmp_path / 'b.csv')!r}]) == 0\n"
        f"assert main(['score', {str(EXAMPLES / 'pandur.jass')!r}]) == 0\n"
        f"assert main(['check', {str(EXAMPLES / 'pandur.jass')!r}]) == 0\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=EXAMPLES.parents[1])
    assert result.returncode == 0, result.stderr


# -- CSV injection (issue 13; OWASP: a cell that starts a formula is prefixed with ') --------

FORMULAS = ["=HYPERLINK(\"http://x\",\"klick\")", "+cmd|' /C calc'!A0", "-2+3+cmd|' /C x'!A0",
            "@SUM(A1:A9)", " =1+1", "   @SUM(A1)", "=1", "-"]


def dangerous(cell):
    """What a spreadsheet would run: a formula start, also after tabs, CRs, LFs or spaces,
    or a cell that starts with a tab, CR or LF."""
    if re.fullmatch(r"[+-]?\d+(\.\d+)?", cell):
        return False  # a number is a number
    return cell[:1] in ("\t", "\r", "\n") or cell.lstrip(" \t\r\n")[:1] in ("=", "+", "-", "@")


@pytest.mark.parametrize("formula", FORMULAS)
def test_names_that_start_a_formula_are_written_as_text(tmp_path, formula):
    players = [formula, "Beat", "Cla", "Dora"]
    teams = [Team(name=formula[:60], players=[0, 2]), Team(name="Team B", players=[1, 3])]
    match = new_match("schieber", players, teams=teams, preset="einfach_1000")
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    write_entries_csv(match, tmp_path / "e.csv")
    write_board_csv(match, tmp_path / "b.csv")
    cells = [c for name in ("e.csv", "b.csv") for row in read(tmp_path / name) for c in row]
    assert not [c for c in cells if dangerous(c)]
    assert f"'{formula}" in cells or f"'{formula} ({formula}, Cla)" in cells
    assert any(c.startswith(f"'{formula}") for c in cells)


@pytest.mark.parametrize("text, written", [
    ("=1+1", "'=1+1"), ("+1x", "'+1x"), ("-x", "'-x"), ("@a", "'@a"),
    ("\t=1", "'\t=1"), ("\r=1", "'\r=1"), ("\n=1", "'\n=1"), ("  =1", "'  =1"),
    ("\tplain", "'\tplain"), ("\rplain", "'\rplain"), ("\nplain", "'\nplain"),
    ("-50", "-50"), ("+3", "+3"), ("12.5", "12.5"), ("-inf", "'-inf"), ("-1e5", "'-1e5"),
    ("Anna", "Anna"), (" Anna", " Anna"), ("a=b", "a=b"),
])
def test_every_formula_start_is_neutralised(text, written):
    from jasstafel.printing.export import _text

    assert _text(text) == written
