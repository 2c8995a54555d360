"""The command line's own wording: options spelled the same way in every command and readable
in --help, in every language (``--lang de|fr``, else the locale)."""

import csv
from pathlib import Path

import pytest

from jasstafel.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
SCHIEBER = str(EXAMPLES / "schieber-swisslos-2500.jass")


def run(capsys, *argv):
    try:
        code = main([str(a) for a in argv])
    except SystemExit as done:  # --help, argparse's refusals
        code = done.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def club(tmp_path, capsys):
    """A club with one evening, drawn, and one table's result."""
    db = tmp_path / "club.sqlite"
    for name in ("Anna", "Beat", "Cla", "Dora"):
        assert run(capsys, "club", "member", "add", name, "--short", name[:2], "--db", db)[0] == 0
    assert run(capsys, "club", "evening", "new", "2026-12-04", "schieber", "--preset",
               "turnier", "--passen", "1", "--db", db)[0] == 0
    code, out, err = run(capsys, "club", "draw", "1", "--all-active", "--seed", "1", "--db", db)
    assert code == 0, err
    seated = [line.split()[-1] for line in out.splitlines() if "seat" in line]
    code, _, err = run(capsys, "club", "result", "1", "1", "1",
                       *(f"{name}={1000 if i % 2 == 0 else 884}"
                         for i, name in enumerate(seated)), "--db", db)
    assert code == 0, err
    return db


# -- 1. --delimiter in words -------------------------------------------------------------------


@pytest.mark.parametrize("command", [["export"], ["club", "export"], ["club", "draw"],
                                     ["club", "ranking", "evening"]])
def test_the_delimiter_choices_are_readable_in_help(capsys, command):
    code, out, _ = run(capsys, *command, "--help")
    assert code == 0
    assert "{comma,semicolon,tab}" in out
    assert "{,,;,tab}" not in out


@pytest.mark.parametrize("given, sep", [("semicolon", ";"), ("comma", ","), ("tab", "\t"),
                                        (";", ";"), (",", ",")])
def test_the_delimiter_in_words_and_as_documented_before(capsys, tmp_path, club, given, sep):
    out_file = tmp_path / "e.csv"
    code, _, err = run(capsys, "export", SCHIEBER, "-o", out_file, "--delimiter", given)
    assert code == 0, err
    header = out_file.read_text("utf-8-sig").splitlines()[0]
    assert sep in header and len(next(csv.reader([header], delimiter=sep))) > 3
    ranking = tmp_path / "r.csv"
    code, _, err = run(capsys, "club", "ranking", "evening", "1", "--csv", ranking,
                       "--delimiter", given, "--db", club)
    assert code == 0, err
    assert len(next(csv.reader([ranking.read_text("utf-8-sig").splitlines()[0]],
                               delimiter=sep))) > 3


@pytest.mark.parametrize("command", [["export", SCHIEBER, "-o", "x.csv"],
                                     ["club", "export", "1", "--csv", "x.csv"]])
def test_an_unknown_delimiter_is_one_line_naming_the_choices(capsys, tmp_path, command,
                                                             monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, *command, "--delimiter", "pipe")
    assert code == 2
    assert "'pipe' is not a column separator: choose comma, semicolon or tab" in err
    assert not (tmp_path / "x.csv").exists()


@pytest.mark.parametrize("how", [["--lang", "de"], ["LANGUAGE=de"], ["--lang", "fr"]])
def test_without_a_delimiter_german_and_french_write_semicolons(capsys, tmp_path, monkeypatch,
                                                                how):
    if how[0].startswith("LANGUAGE="):
        monkeypatch.setenv("LANGUAGE", how[0].partition("=")[2])
        how = []
    out_file = tmp_path / "e.csv"
    code, out, _ = run(capsys, *how, "export", SCHIEBER, "-o", out_file)
    assert code == 0
    assert ";" in out_file.read_text("utf-8-sig").splitlines()[0]
    assert str(out_file) in out
