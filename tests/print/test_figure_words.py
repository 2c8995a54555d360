"""Figures said the same way on the sheet, in the CSV and by `jasstafel score`.

A Coiffeur's figure of Matches, the tie-break "more Matches", counts the team's own rows only:
wherever it is shown it is named so, never plain "Matches" beside a different number. The
Kontermatsch a team made (in the other team's row) is a line of its own in the statistics,
"Kontermatsch made": counted among the Matches, the statistics said "Matches 2" beside the
ranking's "Matches in own rows 1" (a German trial's)."""

import re

import pytest

from jasstafel.cli.main import main
from jasstafel.core import matchfile
from jasstafel.printing.export import write_board_csv
from jasstafel.printing.sheet import write_pdf

from . import EXAMPLES, pdf_pages, side_by_side
from .test_export import read

# Team A played Wunsch as a Kontermatsch (made by B); each team has a Match in its own rows
EXAMPLE = EXAMPLES / "coiffeur-jassverein.jass"


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def test_the_sheet_counts_the_kontermatsch_apart_from_the_matches(tmp_path):
    write_pdf(matchfile.load(EXAMPLE), tmp_path / "c.pdf")
    text = "".join(pdf_pages(tmp_path / "c.pdf"))
    # the figures, left of the rows chosen beside them
    statistics = "\n".join(side_by_side(text[text.index("Statistics"):], "Rows chosen")[0])
    assert re.search(r"Matches in own rows\s+1\s+1\s*\n", statistics)
    assert re.search(r"Kontermatsch made\s+0\s+1\s*\n", statistics)
    assert "of which" not in statistics
    assert "Matches in own rows" in text and not re.search(r"Matches(?! in own rows)", text)


def test_the_board_csv_names_the_own_rows(tmp_path):
    write_board_csv(matchfile.load(EXAMPLE), tmp_path / "b.csv")
    header = read(tmp_path / "b.csv")[0]
    assert "Matches in own rows" in header and "Matches" not in header


def test_score_names_the_own_rows(capsys):
    assert main(["score", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Matches in own rows 1" in out and "Matches 1" not in out


def test_score_says_handweis_and_tischweis_as_the_window_does(capsys):
    """`score` said "hand Weis" and "table Weis" where the window, the sheet and the CSV say
    Handweis and Tischweis (a trial in English)."""
    assert main(["score", str(EXAMPLES / "molotow-hausjass.jass")]) == 0
    out = capsys.readouterr().out
    assert "Handweis" in out and "Tischweis" in out
    assert "hand Weis" not in out and "table Weis" not in out


def test_the_csv_entry_texts_write_one_minus(tmp_path):
    """A trial's CSV said "30 / -15 / 20" for a Punktetafel round and "Handweis Ivy −20" for a
    Molotow one: the Entry column says every entry as the window's history does, with the
    real minus; the number columns keep the ASCII one a spreadsheet computes with."""
    from jasstafel.core.matchfile import new_match
    from jasstafel.core.molotow import MolotowRound
    from jasstafel.core.punktetafel import PunktetafelRound
    from jasstafel.printing.export import write_entries_csv

    tafel = new_match("punktetafel", ["Xena", "Yuri", "Zoe"])
    tafel.add(PunktetafelRound(points=[30, -15, 20]))
    molotow = new_match("molotow", ["Ivy", "Jack", "Kate", "Leo"])
    molotow.add(MolotowRound(points=[10, 47, 80, 20], hand_weis=[20, 0, 0, 0]))
    entries = []
    for name, match in (("t", tafel), ("m", molotow)):
        write_entries_csv(match, tmp_path / f"{name}.csv")
        header, row = read(tmp_path / f"{name}.csv")[:2]
        entries.append(row[header.index("Entry")])
    assert entries[0] == "30 / \u221215 / 20"
    assert "\u221220" in entries[1]
    assert not any(re.search(r"-\d", entry) for entry in entries)
    header, row = read(tmp_path / "t.csv")[:2]
    assert row[header.index("Yuri written")] == "-15"  # a number for the spreadsheet
    header, row = read(tmp_path / "m.csv")[:2]
    assert row[header.index("Ivy written")] == "-10"
