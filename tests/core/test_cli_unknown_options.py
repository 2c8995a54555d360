"""An option the command does not know is named as docs/cli.md says: "unknown option -o",
with "did you mean" only where one of the command's own is near; a stray word is an unknown
argument. A club programmer's trial: ``jasstafel score x.jass -o /tmp/h.out`` said "unknown
arguments: -o /tmp/h.out" (-o is an option of new, print and export, and the word after it
its value).
"""

import sys
from pathlib import Path

import pytest

from jasstafel.cli import main

MAIN = sys.modules["jasstafel.cli.main"]
EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FREIER = str(EXAMPLES / "schieber-freier-jass.jass")


def refused(capsys, *args):
    with pytest.raises(SystemExit) as ended:
        main(list(args))
    out, err = capsys.readouterr()
    assert ended.value.code == 2 and out == ""
    assert err.count("\n") == 1, err
    return err.rstrip("\n")


@pytest.mark.parametrize("lang, said", [
    ("en", "jasstafel score: error: unknown option -o (see: jasstafel score --help)"),
    ("de", "jasstafel score: Fehler: unbekannte Option -o (siehe: jasstafel score --help)"),
    ("fr", "jasstafel score: erreur : option inconnue -o (voir : jasstafel score --help)"),
])
def test_an_option_of_another_command_is_an_unknown_option(capsys, tmp_path, lang, said):
    """-o takes a file in new, print and export: the word after it is its value, no second
    unknown argument."""
    assert refused(capsys, "score", FREIER, "-o", str(tmp_path / "h.out"),
                   "--lang", lang) == said
    assert not (tmp_path / "h.out").exists()


def test_an_option_of_another_command_before_the_file(capsys, tmp_path):
    assert refused(capsys, "score", "--output", str(tmp_path / "h.out"), FREIER,
                   "--lang", "en") == (
        "jasstafel score: error: unknown option --output (see: jasstafel score --help)")
    assert refused(capsys, "check", FREIER, "--db", "club.sqlite", "--lang", "en") == (
        "jasstafel check: error: unknown option --db (see: jasstafel check --help)")


def test_a_near_option_of_another_command_is_still_offered(capsys):
    assert refused(capsys, "export", FREIER, "-o", "x.csv", "--bord", "b.csv",
                   "--lang", "en") == (
        "jasstafel export: error: unknown option --bord; did you mean --board? (see: "
        "jasstafel export --help)")


@pytest.mark.parametrize("lang, said", [
    ("en", "jasstafel score: error: unknown argument: extra.jass (see: jasstafel score "
           "--help)"),
    ("de", "jasstafel score: Fehler: unbekannte Angabe: extra.jass (siehe: jasstafel score "
           "--help)"),
    ("fr", "jasstafel score: erreur : argument inconnu : extra.jass (voir : jasstafel score "
           "--help)"),
])
def test_a_stray_word_is_an_unknown_argument(capsys, lang, said):
    assert refused(capsys, "score", FREIER, "extra.jass", "--lang", lang) == said


def test_an_unknown_option_and_a_stray_word_are_both_named(capsys, tmp_path):
    """--jsn takes no value anywhere: extra.jass is a second unknown argument."""
    assert refused(capsys, "score", FREIER, "--jsn", "extra.jass", "--lang", "en") == (
        "jasstafel score: error: unknown arguments: --jsn extra.jass (see: jasstafel score "
        "--help)")
    assert refused(capsys, "score", FREIER, "-o", "h.out", "extra", "--lang", "en") == (
        "jasstafel score: error: unknown arguments: -o h.out extra (see: jasstafel score "
        "--help)")


@pytest.mark.parametrize("lang, said", [
    ("en", "jasstafel: error: unknown option --frobnicate (see: jasstafel --help)"),
    ("de", "jasstafel: Fehler: unbekannte Option --frobnicate (siehe: jasstafel --help)"),
])
def test_the_window_names_an_unknown_option_the_same_way(capsys, monkeypatch, lang, said):
    monkeypatch.setattr(MAIN, "start_window", lambda argv: pytest.fail("window started"))
    assert main(["--lang", lang, FREIER, "--frobnicate"]) == 2
    assert capsys.readouterr() == ("", said + "\n")
