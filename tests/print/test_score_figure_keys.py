"""`jasstafel score` says every figure of a side in words of the language: a trial's
`jasstafel score molotow.jass --lang en` printed "stoeck points 20", the board's key
``stoeck_points`` with its underscore made a space, in English text and in German and French
alike; the Handjass's groups of five Striche came as a Python list, "groups [5, 2]"."""

from pathlib import Path

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
LANGUAGES = ["en", "de", "fr"]


def side_lines(capsys, path, language):
    assert main(["score", str(path), "--lang", language]) == 0
    out = capsys.readouterr().out
    # the lines after the table: "1. Anna: 281  Handweis −20; …"
    return [line for line in out.splitlines() if line[:1].isdigit() and ". " in line[:4]]


def figure_keys(path):
    """Every key of a side's figures (and of a figure that is a table of its own) that the
    match's board has after any of its entries."""
    match = matchfile.load(path)
    keys = set()
    for upto in range(len(match.entries) + 1):
        for side in match.board(upto=upto).sides:
            for key, value in side.figures.items():
                keys.add(key)
                if isinstance(value, dict) and key not in ("card_drawn", "z"):
                    keys.update(value)
    return keys


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.jass")), ids=lambda p: p.stem)
def test_every_figure_has_its_words(path):
    """Every figure any example's board has, at any entry, has words of its own (a key
    without them is said as the key, its underscores made spaces)."""
    from jasstafel.cli.main import _figure_words

    words = _figure_words(matchfile.load(path).rules)
    said_apart = {"z", "cells"}  # the Schieber's Z in figures; the Coiffeur's cells not said
    assert figure_keys(path) - said_apart - set(words) == set()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.jass")), ids=lambda p: p.stem)
def test_no_figure_is_said_by_its_key(capsys, path, language):
    """Never the key itself, nor (in German and French, whose words are never the English
    key) the key with its underscores made spaces; no Python list."""
    lines = "\n".join(side_lines(capsys, path, language))
    for key in figure_keys(path):
        if "_" in key:
            assert key not in lines, (key, lines)
            if language != "en":
                assert key.replace("_", " ") not in lines, (key, lines)
    assert "[" not in lines, lines


@pytest.mark.parametrize(("language", "words"), [
    # minus points, as the board writes them (test_cli_score_words.py)
    ("en", "Stöck 1; Stöck points −20"),
    ("de", "Stöck 1; Stöckpunkte −20"),
    ("fr", "Stöck 1 ; points de stöck −20"),
])
def test_the_molotow_stoeck_points_in_words(capsys, language, words):
    lines = side_lines(capsys, EXAMPLES / "molotow-hausjass.jass", language)
    cla = next(line for line in lines if "Cla" in line)
    assert words in cla, cla


def test_the_handjass_groups_of_five(capsys):
    lines = side_lines(capsys, EXAMPLES / "handjass-standard.jass", "en")
    beat = next(line for line in lines if "Beat" in line)
    assert "Striche 7; groups 5 + 2;" in beat, beat
