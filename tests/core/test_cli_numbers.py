"""One way of writing a number in each language in everything the command line prints for a
person, as the window and the sheet write it: 4'519 in German and French, 4519 in English,
negative with a real minus (−50). A trial's German `score` printed the table's 2184 under a
status line's 2'316, and a Coiffeur line read "Stöck → 1'540  +1540 = 6522". `--json` and
the CSV files keep plain digits: they are data for programs."""

import json
from pathlib import Path

from jasstafel.cli import main

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FREIER = str(EXAMPLES / "schieber-freier-jass.jass")
COIFFEUR = str(EXAMPLES / "coiffeur-jassverein.jass")
PUNKTETAFEL = str(EXAMPLES / "punktetafel.jass")


def score(capsys, *args):
    assert main(["score", *args]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def _row(out, number):
    return next(line for line in out.splitlines() if line.startswith(f"{number:>3}  "))


def test_the_german_table_groups_its_thousands(capsys):
    out = score(capsys, FREIER, "--lang", "de")
    assert _row(out, 3).split()[-6:] == ["+565", "=", "1'011", "+320", "=", "759"]
    assert _row(out, 9).split()[-5:-1] == ["+1'628", "=", "4'464", "2'676"]
    total = next(line for line in out.splitlines() if line.strip().startswith("Total"))
    assert total.split() == ["Total", "4'519", "2'676"]
    assert "1. Team A (Anna, Cla): 4'519  " in out
    assert "beste Runde 1'628; bis zum Ziel 0; Ziel 4'500" in out
    assert "bis zum Ziel 1'824" in out
    assert "Z 45×100 0×50 0×20 + 19" in out


def test_the_columns_still_line_up(capsys):
    out = score(capsys, FREIER, "--lang", "de")
    lines = out.splitlines()
    head = lines[2]
    for line in lines[4:14]:
        assert len(line.split("  [")[0]) == len(head), line  # right-aligned under the names


def test_french_writes_them_as_german_and_english_plain(capsys):
    french = score(capsys, FREIER, "--lang", "fr")
    assert "+1'628 = 4'464" in _row(french, 9)
    english = score(capsys, FREIER, "--lang", "en")
    assert "+1628 = 4464" in _row(english, 9)
    assert "1. Team A (Anna, Cla): 4519  " in english


def test_a_coiffeur_row_and_its_grid_say_one_number_one_way(capsys):
    out = score(capsys, COIFFEUR, "--lang", "de")
    assert _row(out, 21).split()[-4:] == ["+1'540", "=", "6'522", "7'184"]
    grid = next(line for line in out.splitlines() if line.strip().startswith("Coiffeur 3×3 "))
    assert grid.split()[-2:] == ["1'540", "1'089"]
    assert "Team B (Beat, Dora): 7'314" in out


def test_a_negative_number_has_the_real_minus(capsys):
    out = score(capsys, PUNKTETAFEL, "--lang", "de")
    assert _row(out, 2).split()[-6:] == ["\u221250", "=", "70", "+80", "=", "117"]
    assert "\u221220 = 190" in _row(out, 5)


def test_json_keeps_plain_numbers(capsys):
    out = score(capsys, FREIER, "--json", "--lang", "de")
    assert [s["total"] for s in json.loads(out)["sides"]] == [4519, 2676]
