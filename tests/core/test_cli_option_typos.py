"""A mistyped option or subcommand is refused as a mistyped command is (commit 8e64f24): one
line in the language, naming the command and the nearest option or command. A trial found
`jasstafel score s1.jass --jsn` refused by "jasstafel: error: unknown arguments: --jsn" (no
command, no `--json`), `jasstafel club membr list` with argparse's English "COMMAND" in the
German and French lines and no "did you mean", and `--lang` without a value said to be an
"unknown language ''"."""

from pathlib import Path

import pytest

from jasstafel.cli import main

FREIER = str(Path(__file__).parents[2] / "docs" / "examples" / "schieber-freier-jass.jass")


def refused(capsys, *args):
    with pytest.raises(SystemExit) as ended:
        main(list(args))
    out, err = capsys.readouterr()
    assert ended.value.code == 2 and out == ""
    assert err.count("\n") == 1
    return err.rstrip("\n")


@pytest.mark.parametrize("lang, said", [
    ("en", "jasstafel score: error: unknown option --jsn; did you mean --json? (see: jasstafel "
           "score --help)"),
    ("de", "jasstafel score: Fehler: unbekannte Option --jsn; meinten Sie --json? (siehe: "
           "jasstafel score --help)"),
    ("fr", "jasstafel score: erreur : option inconnue --jsn ; vouliez-vous dire --json ? "
           "(voir : jasstafel score --help)"),
])
def test_a_mistyped_option_names_the_command_and_the_nearest(capsys, lang, said):
    assert refused(capsys, "score", FREIER, "--jsn", "--lang", lang) == said


def test_an_option_nothing_is_near(capsys):
    assert refused(capsys, "check", FREIER, "--frobnicate", "--lang", "en") == (
        "jasstafel check: error: unknown option --frobnicate (see: jasstafel check --help)")


def test_an_option_with_its_value_and_a_deep_command(capsys, tmp_path):
    db = str(tmp_path / "c.sqlite")
    assert refused(capsys, "club", "evening", "new", "2026-12-06", "schieber", "--db", db,
                   "--pasen=3", "--lang", "en") == (
        "jasstafel club evening new: error: unknown option --pasen=3; did you mean --passen? "
        "(see: jasstafel club evening new --help)")


def test_hidden_options_are_not_offered(capsys, tmp_path):
    """--csv is kept hidden for old scripts (docs/cli.md): never the one suggested."""
    said = refused(capsys, "club", "member", "list", "--db", str(tmp_path / "c.sqlite"),
                   "--cvs", "--lang", "en")
    assert "--csv" not in said.replace("--cvs", "")


def test_several_unknown_arguments_are_all_named(capsys):
    assert refused(capsys, "score", FREIER, "--jsn", "extra.jass", "--lang", "en") == (
        "jasstafel score: error: unknown arguments: --jsn extra.jass (see: jasstafel score "
        "--help)")


@pytest.mark.parametrize("lang, said", [
    ("en", "jasstafel club: error: unknown command 'membr'; did you mean 'member'? (see: "
           "jasstafel club --help)"),
    ("de", "jasstafel club: Fehler: unbekannter Befehl 'membr'; meinten Sie 'member'? (siehe: "
           "jasstafel club --help)"),
    ("fr", "jasstafel club: erreur : commande inconnue 'membr' ; vouliez-vous dire 'member' ? "
           "(voir : jasstafel club --help)"),
])
def test_a_mistyped_subcommand_names_the_nearest(capsys, lang, said):
    assert refused(capsys, "club", "membr", "list", "--lang", lang) == said


def test_a_subcommand_nothing_is_near(capsys):
    said = refused(capsys, "club", "bowling", "--lang", "de")
    assert said.startswith("jasstafel club: Fehler: unbekannter Befehl 'bowling' (Befehle: "
                           "member, guest, evening, draw, ")
    assert "COMMAND" not in said


def test_a_deeper_subcommand(capsys):
    assert refused(capsys, "club", "ranking", "seasn", "--lang", "en") == (
        "jasstafel club ranking: error: unknown command 'seasn'; did you mean 'season'? (see: "
        "jasstafel club ranking --help)")


@pytest.mark.parametrize("args, lang, said", [
    (["score", FREIER, "--lang"], "de",
     "jasstafel: Fehler: --lang braucht einen Wert (bekannt: de, fr, en) (siehe: jasstafel "
     "--help)"),
    (["--lang=", "score", FREIER], "fr",
     "jasstafel: erreur : --lang demande une valeur (connues : de, fr, en) (voir : jasstafel "
     "--help)"),
    (["--lang", "--version"], "en",
     "jasstafel: error: --lang needs a value (known: de, fr, en) (see: jasstafel --help)"),
])
def test_lang_without_a_value_says_the_value_is_missing(capsys, monkeypatch, args, lang, said):
    monkeypatch.setenv("LANGUAGE", lang)
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", said + "\n")
