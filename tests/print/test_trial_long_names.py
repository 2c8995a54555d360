"""What a trial of a Schreiber who prints found with long team names: team A "Stammtisch zum
Goldenen Löwen", team B "Dorfbeiz Ämmital", players Jürg, Bärbel, Käthi, Rösli. Each test
prints the real sheet with ``jasstafel print --lang`` and reads it back with pdftotext."""

import re

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Team

from . import pdf_pages
from .test_trial_schieber_sheet import trial_match

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Jürg", "Bärbel", "Käthi", "Rösli"]
TEAMS = [Team(name="Stammtisch zum Goldenen Löwen", players=[0, 2]),
         Team(name="Dorfbeiz Ämmital", players=[1, 3])]


def printed(tmp_path, match, lang):
    """The pages of *match*'s sheet printed in *lang*, as laid out."""
    path = tmp_path / "m.jass"
    matchfile.save(match, path)
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(path), "--lang", lang, "-o", str(out)]) == 0
    return pdf_pages(out)


def schieber_played():
    """Ten rounds of a Freier Jass with Weis and Stöck; team A announces the odd ones, three
    of them geschoben, and makes a Match in Undenufe."""
    match = new_match("schieber", PLAYERS, teams=TEAMS)
    for number, (contract, points) in enumerate(
            (("eicheln", (100, 57)), ("rosen", (60, 97)), ("schellen", (120, 37)),
             ("obenabe", (57, 100)), ("undenufe", (157, 0)), ("schilten", (40, 117)),
             ("eicheln", (80, 77)), ("rosen", (70, 87)), ("schellen", (90, 67)),
             ("obenabe", (20, 137))), start=1):
        by = 0 if number % 2 else 1
        match.add(SchieberRound(
            contract=contract, announced_by=by, points=points, geschoben=number % 3 == 0,
            weis=(20, 0) if by == 0 else (0, 20), match=points[0] == 157,
            stoeck=by if contract not in ("obenabe", "undenufe") else None))
    return match


#: the entries' title and the board's (running) after them
ENTRIES = {"en": ("Entries", "Board as it stands"), "de": ("Einträge", "Aktueller Stand"),
           "fr": ("Inscriptions", "Ardoise en l’état")}
PASSED = {"en": "passed", "de": "geschoben", "fr": "chibré"}


def entry_rows(page, lang):
    """The entries' rows on *page*: number → the row's first line."""
    first, after = ENTRIES[lang]
    part = page[page.index(first):]
    part = part[:part.index(after)] if after in part else part
    rows = {}
    for line in part.splitlines():
        found = re.match(r"\s*(\d+)\s+\D", line)
        if found:
            rows[int(found.group(1))] = line
    return rows


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_the_announcing_team_is_whole_where_a_column_title_can_wrap(tmp_path, lang):
    """The German sheet said "Stammtisch zum Gold…" and "Stammtis…, geschoben" under
    *Angesagt*, where the English sheet of the same match printed them whole ("Card points"
    wraps onto two lines there and gives them room). The German titles wrap too
    ("Karten-/punkte", "Geschrie-/ben"): every name is whole, and no figure changes."""
    pages = printed(tmp_path, schieber_played(), lang)
    rows = entry_rows(pages[0], lang)
    assert sorted(rows) == list(range(1, 11)), rows
    for number, line in rows.items():
        by = TEAMS[0 if number % 2 else 1].name
        said = f"{by}, {PASSED[lang]}" if number % 3 == 0 else by
        assert said in line, line
        assert "…" not in line, line
    # the figures, as the English sheet prints them (without the thousands' "'")
    english = entry_rows(printed(tmp_path, schieber_played(), "en")[0], "en")
    for number, line in rows.items():
        assert figures(line) == figures(english[number]), (line, english[number])


def figures(line):
    """The numbers of an entry's row, in their order (its number, the factor, the teams'
    columns), without the thousands' "'"."""
    return re.findall(r"\d+", line.replace("'", ""))


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_a_seven_entry_schieber_sheet_does_not_get_longer(tmp_path, lang):
    """The trial's French sheet of seven entries (test_trial_schieber_sheet.py): the entries
    on the first page, the final board with its ranks and signatures on the second, the
    statistics under them (they fit there), as before titles could wrap."""
    pages = printed(tmp_path, trial_match(), lang)
    assert len(pages) == 2
    assert sorted(entry_rows(pages[0], lang)) == list(range(1, 8))


WINNER = {"en": ("Winner: {0}", "Won by {0}"), "de": ("Sieger: {0}", "Sieger: {0}"),
          "fr": ("Victoire : {0}", "Victoire de {0}")}


def coiffeur_played():
    """A Coiffeur of the default preset (11 rows, ×1 … ×11) played to its last cell: team A
    makes 100 − row card points in each row (row 0 … 10), team B 90 + row."""
    from jasstafel.core.coiffeur import CoiffeurRound

    match = new_match("coiffeur", PLAYERS, teams=TEAMS)
    for row in range(len(match.rules.settings.rows)):
        match.add(CoiffeurRound(team=0, row=row, points=100 - row))
        match.add(CoiffeurRound(team=1, row=row, points=90 + row))
    return match


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_the_coiffeur_sheet_says_its_winner_once_and_then_the_score(tmp_path, lang):
    """The finished Coiffeur's sheet said "Sieger: Dorfbeiz Ämmital" in bold and then again
    in italics "Sieger: Dorfbeiz Ämmital", where the other variants' italic line adds what
    the first does not ("…; bedankt"). The winner is said once; the line under it says the
    score, the winner's first."""
    match = coiffeur_played()
    board = match.board()
    # RULES.md (Coiffeur): a cell is the card points × the row's factor (1 … 11), in the
    # Misère row (the 7th, ×7) 157 − the card points: A (100 − row) × factor, 94 in Misère
    # writes 63 × 7 = 441; B (90 + row) × factor, 96 in Misère writes 61 × 7 = 427
    a = sum((100 - row) * (row + 1) for row in range(11)) - 94 * 7 + 441  # 6160 − 658 + 441
    b = sum((90 + row) * (row + 1) for row in range(11)) - 96 * 7 + 427  # 6380 − 672 + 427
    assert (a, b) == (5943, 6135)
    assert (board.finished, board.winners, [s.total for s in board.sides]) == (True, [1],
                                                                              [a, b])
    text = "\n".join(printed(tmp_path, match, lang))
    lines = [line.strip() for line in text.splitlines()]
    bold, italic = (form.format(TEAMS[1].name) for form in WINNER[lang])
    said = [line for line in lines if line in (bold, italic)]
    assert said == [bold], said
    score = "6135 : 5943" if lang == "en" else "6'135 : 5'943"
    assert lines[lines.index(bold) + 1] == score
