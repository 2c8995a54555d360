"""CSV export: UTF-8 with BOM, a header row of readable names in the user's language, teams
and players by name, the separator of the language (issue 14: "CSV for a Swiss
spreadsheet"), values that parse back, and no formula injection."""

import csv
import re
import subprocess
import sys

import pytest

from jasstafel import i18n
from jasstafel.core import JassError, Team, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.core.schieber import SchieberRound
from jasstafel.printing.export import write_board_csv, write_entries_csv

from . import EXAMPLE_FILES, EXAMPLES


@pytest.fixture
def german():
    assert i18n.use("de")
    yield
    i18n.use("en")


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
    # a match of several Guggitaler says which one each entry belongs to
    several = match.variant == "guggitaler" and match.document.settings.guggitaler > 1
    fixed = ["No.", "Kind", "Round", *(["Guggitaler"] if several else []), "Entry"]
    first = len(fixed)
    assert header[:first] == fixed
    assert header[first:first + 2 * len(names)] == [
        f"{n} {what}" for n in names for what in ("written", "total")]
    assert header[first + 2 * len(names)] == "Notes"
    assert len(rows) == len(board.entries)
    for row, line in zip(rows, board.entries, strict=True):
        assert len(row) == len(header)
        assert int(row[0]) == line.number and row[1]
        # said as the window's history says it (a real minus in a sentence: −50 / 80)
        assert row[first - 1].lstrip("'") == i18n.render(line.text)
        cells = row[first:first + 2 * len(names)]
        assert [int(c) for c in cells[0::2]] == line.written
        assert [int(c) for c in cells[1::2]] == line.totals


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_board_csv_of_every_example(path, tmp_path):
    match = matchfile.load(path)
    board = match.board()
    write_board_csv(match, tmp_path / "b.csv")
    header, *rows = read(tmp_path / "b.csv")
    assert header[:5] == ["Side", "Players", "Rank", "Winner", "Total"]
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
    # round 1: Schellen ×2 by Team A, 101 : 56, Weis Team A: 50 -> 302 : 112
    assert row["Kind"] == "Round" and row["Contract"] == "Bells"
    assert row["Announced by"] == "Team A"  # the team by its name, not 0
    assert row["Points Team A"] == "101" and row["Points Team B"] == "56"
    assert row["Weis Team A"] == "50" and row["Match"] == "0"
    assert row["Team A written"] == "302" and row["Team B written"] == "112"
    assert dict(zip(header, second, strict=True))["Passed"] == "1"


def test_board_csv_flattens_the_figures(tmp_path):
    match = matchfile.load(EXAMPLES / "schieber-freier-jass.jass")
    write_board_csv(match, tmp_path / "b.csv")
    header, team_a, _ = read(tmp_path / "b.csv")
    row = dict(zip(header, team_a, strict=True))
    assert (row["Hundreds (Z)"], row["Rest (Z)"], row["Striche in all"]) == ("45", "19", "3")
    match = matchfile.load(EXAMPLES / "coiffeur-jassverein.jass")
    write_board_csv(match, tmp_path / "c.csv")
    header, team_a, team_b = read(tmp_path / "c.csv")
    assert dict(zip(header, team_a, strict=True))["Acorns ×1"] == "88"
    assert dict(zip(header, team_b, strict=True))["Coiffeur 3×3 ×11"] == "1089"


INTERNAL = re.compile(r"[a-z]+_[a-z_]+|\b[a-z]+\.[a-z]+")  # announced_by, z.hundreds


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_every_column_has_a_readable_name(path, tmp_path):
    """No column is named as the match file or the board names it internally: every field
    and figure of every example has its name (and a German one)."""
    from jasstafel.printing.export import COLUMNS, HIDDEN_FIGURES, _flatten

    match = matchfile.load(path)
    for entry in match.entries:
        assert set(entry.model_dump()) - {"type"} <= set(COLUMNS)
    for side in match.board().sides:
        flat = {}
        _flatten("", side.figures, flat)
        keys = {k.rpartition(" ")[0] if k.rpartition(" ")[2].isdigit() else k for k in flat}
        assert keys - {"cells"} <= set(COLUMNS) | HIDDEN_FIGURES, keys - set(COLUMNS)
    write_entries_csv(match, tmp_path / "e.csv")
    write_board_csv(match, tmp_path / "b.csv")
    names = {s.name for s in match.board().sides} | set(match.document.players)
    for csv_file in ("e.csv", "b.csv"):
        header = read(tmp_path / csv_file)[0]
        for title in header:
            for name in names:
                title = title.replace(name, "")
            assert not INTERNAL.search(title), (csv_file, title)


def test_teams_and_players_are_named_not_numbered(tmp_path):
    def first_rows(example):
        match = matchfile.load(EXAMPLES / example)
        write_entries_csv(match, tmp_path / "e.csv")
        header, *rows = read(tmp_path / "e.csv")
        return [dict(zip(header, row, strict=True)) for row in rows], match

    rows, match = first_rows("schieber-freier-jass.jass")
    teams = {s.name for s in match.board().sides}
    bedanken = next(r for r in rows if r["Kind"] == "Bedanken")
    assert bedanken["Team"] in teams
    stoeck = [r["Stöck"] for r in rows if r["Stöck"]]
    assert stoeck and set(stoeck) <= teams
    rows, match = first_rows("fahnder.jass")
    players = set(match.document.players)
    played = [r for r in rows if r["Kind"] == "Round"]
    assert {r["Fahnder"] for r in played} <= players and {r["Partner"] for r in played} <= players
    assert all(r["Contract"] and not r["Contract"].islower() for r in played)  # "Rosen"
    rows, match = first_rows("pandur.jass")
    assert {r["Declarer"] for r in rows if r["Declarer"]} <= set(match.document.players)
    rows, match = first_rows("molotow.jass")
    draw = next(r for r in rows if r["Kind"] == "Card drawn")
    assert draw["Order"] == "Anna, Cla" and draw["Cards drawn"] == "King of Acorns, 8 of Shields"
    rows, match = first_rows("coiffeur-jassverein.jass")
    from jasstafel.i18n import row_name

    row_names = {row_name(r.name) for r in match.document.settings.rows}  # Eichel: Acorns
    assert {r["Row"] for r in rows} <= row_names
    assert {r["Team"] for r in rows} <= {s.name for s in match.board().sides}
    rows, match = first_rows("guggitaler.jass")
    assert {r["Player"] for r in rows if r["Player"]} <= set(match.document.players)
    assert any(r["Kind"] == "King of Roses" for r in rows)


def test_in_german_with_semicolons(tmp_path, german):
    match = matchfile.load(EXAMPLES / "schieber-freier-jass.jass")
    write_entries_csv(match, tmp_path / "e.csv")  # the language's separator: ";"
    write_board_csv(match, tmp_path / "b.csv")
    header, first, *_ = read(tmp_path / "e.csv", delimiter=";")
    row = dict(zip(header, first, strict=True))
    assert header[:4] == ["Nr.", "Art", "Runde", "Eintrag"]
    assert row["Angesagt von"] == "Team A" and row["Punkte Team A"] == "101"
    assert row["Trumpf"] == "Schellen" and row["Team A geschrieben"] == "302"
    assert row["Eintrag"] == i18n.render(match.board().entries[0].text)
    assert row["Eintrag"] != str(match.board().entries[0].text)  # said in German
    header, team_a, _ = read(tmp_path / "b.csv", delimiter=";")
    board = dict(zip(header, team_a, strict=True))
    assert (board["Seite"], board["Hunderter (Z)"], board["Striche gesamt"]) == ("Team A", "45",
                                                                                  "3")
    # a comma when asked for
    write_entries_csv(match, tmp_path / "c.csv", delimiter=",")
    assert read(tmp_path / "c.csv")[0][:2] == ["Nr.", "Art"]


def test_the_separator_follows_the_language_as_the_clubs_does():
    from jasstafel.club.export import default_delimiter as club_rule
    from jasstafel.printing.export import default_delimiter

    assert [default_delimiter(code) for code in i18n.LANGUAGES] == [
        club_rule(code) for code in i18n.LANGUAGES]
    assert (default_delimiter("de"), default_delimiter("fr"), default_delimiter("en")) == (
        ";", ";", ",")


def test_the_command_line_takes_the_languages_separator_or_the_one_asked_for(tmp_path):
    from jasstafel.cli import main

    example = str(EXAMPLES / "pandur.jass")
    assert main(["export", example, "-o", str(tmp_path / "en.csv")]) == 0
    assert read(tmp_path / "en.csv")[0][:2] == ["No.", "Kind"]  # English: commas
    assert main(["export", example, "-o", str(tmp_path / "tab.csv"), "--delimiter", "tab"]) == 0
    assert read(tmp_path / "tab.csv", delimiter="\t")[0][:2] == ["No.", "Kind"]
    # German, as the Schreiber asks for it (the command line follows --lang, else the locale)
    assert main(["--lang", "de", "export", example, "-o", str(tmp_path / "de.csv")]) == 0
    assert read(tmp_path / "de.csv", delimiter=";")[0][:2] == ["Nr.", "Art"]


def test_semicolon_and_text_that_looks_like_a_formula(tmp_path):
    match = matchfile.load(EXAMPLES / "punktetafel.jass")
    write_entries_csv(match, tmp_path / "e.csv", delimiter=";")
    header, *rows = read(tmp_path / "e.csv", delimiter=";")
    # the entry says its numbers as the window does: a real minus, which no spreadsheet
    # takes for a formula
    assert rows[1][3] == "\u221250 / 80: Strafe Oberdorf: 50 abgezogen"
    assert rows[1][4] == "-50"  # numbers stay numbers
    # a typed note that starts like a formula is written as text
    match = new_match("punktetafel", ["Anna", "Beat"])
    match.add(PunktetafelRound(points=[-20, 20], note="-20: Strafe"))
    write_entries_csv(match, tmp_path / "e.csv", delimiter=";")
    header, *rows = read(tmp_path / "e.csv", delimiter=";")
    assert rows[-1][header.index("Note")] == "'-20: Strafe"
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


#: per language: a Guggitaler board's columns per game with French cards, and with the German
#: deck
GAME_COLUMNS = {
    "de": (["Stiche", "Herz", "Dame", "Kreuzkönig", "Letzter Stich"],
           ["Stiche", "Schellen", "Ober", "Rosenkönig", "Letzter Stich"]),
    "fr": (["Plis", "Cœur", "Dame", "Roi de trèfle", "Dernier pli"],
           ["Plis", "Grelots", "Ober", "Roi de roses", "Dernier pli"]),
    "en": (["Tricks", "Hearts", "Queen", "King of Clubs", "Last trick"],
           ["Tricks", "Bells", "Ober", "King of Roses", "Last trick"]),
}


@pytest.fixture(params=["de", "fr", "en"])
def language(request):
    assert i18n.use(request.param)
    yield request.param
    i18n.use("en")


def test_a_guggitaler_with_french_cards_names_its_cards(tmp_path, language):
    """The board's columns per game name the cards of the match's deck: Herz, Dame and
    Kreuzkönig with French cards, as its entries (the Kind column) do; Schellen, Ober and
    Rosenkönig with the German deck."""
    french, german = GAME_COLUMNS[language]
    match = matchfile.load(EXAMPLES / "guggitaler-zu-dritt-domino-fr.jass")
    write_board_csv(match, tmp_path / "b.csv", delimiter=",")
    write_entries_csv(match, tmp_path / "e.csv", delimiter=",")
    header, ueli, *_ = read(tmp_path / "b.csv")
    assert [h for h in header if h in french] == french
    # Ueli: tricks 20, Herz 30, Dame 40, Kreuzkönig 40, last trick 0
    row = dict(zip(header, ueli, strict=True))
    assert [row[h] for h in french] == ["20", "30", "40", "40", "0"]
    kinds = [r[1] for r in read(tmp_path / "e.csv")[1:]]
    assert kinds[1:4] == french[1:4]
    for csv_file in ("b.csv", "e.csv"):
        cells = [c for r in read(tmp_path / csv_file) for c in r]
        for word in ("Schellen", "Ober", "Rosenk", "Grelots", "roses", "Bells", "Roses"):
            assert not any(word in c for c in cells), (csv_file, word)
    match = matchfile.load(EXAMPLES / "guggitaler.jass")
    write_board_csv(match, tmp_path / "g.csv", delimiter=",")
    header = read(tmp_path / "g.csv")[0]
    assert [h for h in header if h in german] == german


def test_a_schieber_says_every_kind_alike(tmp_path):
    """An English trial: File → Export CSV of a Schieber wrote "round" for the rounds but
    "Bedanken" for the Bedanken in the Kind column. The column is the kind in words, in the
    user's language (docs/printing.md), said as a label: every value with a capital, the
    Jass words as they are (Bedanken, Striche)."""
    match = matchfile.load(EXAMPLES / "schieber-freier-jass.jass")
    write_entries_csv(match, tmp_path / "e.csv")
    header, *rows = read(tmp_path / "e.csv")
    kinds = [dict(zip(header, row, strict=True))["Kind"] for row in rows]
    assert set(kinds) == {"Round", "Bedanken"}, kinds
    assert kinds[-1] == "Bedanken"


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_kind_of_every_example_is_said_as_a_label(tmp_path, language):
    """Every variant's kinds (round, penalty, deal, nobody bid, card drawn, close, a
    Guggitaler's games …) begin with a capital in every language: none lower case beside
    a Jass word that keeps its capital."""
    assert i18n.use(language)
    try:
        seen = set()
        for path in EXAMPLE_FILES:
            write_entries_csv(matchfile.load(path), tmp_path / "e.csv", delimiter=",")
            _header, *rows = read(tmp_path / "e.csv")
            seen |= {row[1] for row in rows}
    finally:
        i18n.use("en")
    lower = sorted(kind for kind in seen if not kind[:1].isupper())
    assert not lower, (lower, sorted(seen))
