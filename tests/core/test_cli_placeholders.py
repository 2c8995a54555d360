"""English ``--help`` writes its placeholders in capitals, as docs/cli.md does (``jasstafel
score FILE``, ``new VARIANT PLAYER…``) and as German and French did already (``DATEI``,
``FICHIER``). A club programmer's trial found ``usage: jasstafel score [-h] [--json] [--upto N]
file`` and ``new … -o FILE variant players [players ...]`` (lower case beside ``-o FILE``),
and the refusal "missing: file"; the club's commands alike (``evening passe table``).
"""

import argparse
import re
import sys

import pytest

from jasstafel import i18n
from jasstafel.cli import main

MAIN = sys.modules["jasstafel.cli.main"]


def refused(capsys, *args):
    with pytest.raises(SystemExit) as ended:
        main(list(args))
    out, err = capsys.readouterr()
    assert ended.value.code == 2 and out == ""
    assert err.count("\n") == 1, err
    return err.rstrip("\n")


def help_of(capsys, monkeypatch, *argv):
    monkeypatch.setenv("COLUMNS", "400")  # the usage on one line
    with pytest.raises(SystemExit) as done:
        main(list(argv))
    assert done.value.code == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def commands(parser, path=()):
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from commands(sub, (*path, name))


def english_positionals():
    before = i18n.language()
    i18n.use("en")
    try:
        return [(" ".join(path), action.metavar or action.dest)
                for path, parser in commands(MAIN.build_parser())
                for action in parser._actions
                if not action.option_strings and action.help != argparse.SUPPRESS
                and not isinstance(action, argparse._SubParsersAction)]
    finally:
        i18n.use(before)


def test_every_positional_placeholder_of_english_help_is_in_capitals():
    positionals = english_positionals()
    assert ("score", "FILE") in positionals and ("club result", "PASSE") in positionals
    assert len({path for path, _ in positionals}) == 24  # every command with a positional
    small = [(path, shown) for path, shown in positionals
             if not re.fullmatch(r"[A-Z][A-Z=:\[\]]*(-[A-Z]+)*", shown)]  # NEW-NAME
    assert small == []


@pytest.mark.parametrize("argv, usage", [
    (["score"], "usage: jasstafel score [-h] [--json] [--upto N] FILE"),
    (["check"], "usage: jasstafel check [-h] FILE"),
    (["new"], "usage: jasstafel new [-h] [--preset PRESET] -o FILE [--teams N] "
              "[--team-name NAME] VARIANT PLAYER [PLAYER ...]"),
    (["export"], "usage: jasstafel export [-h] -o FILE [--board FILE] "
                 "[--delimiter {comma,semicolon,tab}] FILE"),
    (["club", "member", "add"], "usage: jasstafel club member add [-h] [--db PATH] "
                                "[--short SHORT] NAME"),
    (["club", "guest", "make-member"], "usage: jasstafel club guest make-member [-h] "
                                       "[--db PATH] GUEST"),
    (["club", "ranking", "season"], "usage: jasstafel club ranking season [-h] [--db PATH] "
                                    "[--delimiter {comma,semicolon,tab}] [--paper {a4,letter}] "
                                    "[--club NAME] [-o FILE] [--best N] [--of M] "
                                    "[--drop-worst [K]] [--scoring {rank_points,points}] "
                                    "SEASON"),
])
def test_english_usage_writes_the_placeholders_as_the_docs_do(capsys, monkeypatch, argv,
                                                               usage):
    said = help_of(capsys, monkeypatch, "--lang", "en", *argv, "--help")
    assert said.splitlines()[0] == usage


def test_the_club_result_usage_in_capitals(capsys, monkeypatch):
    said = help_of(capsys, monkeypatch, "--lang", "en", "club", "result", "--help")
    assert said.splitlines()[0].endswith(" EVENING PASSE TABLE MEMBER=FIGURES "
                                         "[MEMBER=FIGURES ...]")
    # each with its line of help (a secretary's trial missed what PASSE and TABLE are)
    assert "\n  EVENING  " in said and "\n  PASSE  " in said and "\n  TABLE  " in said


@pytest.mark.parametrize("lang, said", [
    ("en", "jasstafel score: error: missing: FILE (see: jasstafel score --help)"),
    ("de", "jasstafel score: Fehler: es fehlt: DATEI (siehe: jasstafel score --help)"),
    ("fr", "jasstafel score: erreur : il manque : FICHIER (voir : jasstafel score --help)"),
])
def test_a_missing_file_is_named_by_its_placeholder(capsys, lang, said):
    assert refused(capsys, "score", "--lang", lang) == said


@pytest.mark.parametrize("lang, usage", [
    ("de", "Aufruf: jasstafel new [-h] [--preset VORLAGE] -o DATEI [--teams N] "
           "[--team-name NAME] JASSART SPIELER [SPIELER ...]"),
    ("fr", "utilisation : jasstafel new [-h] [--preset RÈGLEMENT] -o FICHIER [--teams N] "
           "[--team-name NOM] JEU JOUEUR [JOUEUR ...]"),
])
def test_german_and_french_name_one_player_as_english_does(capsys, monkeypatch, lang, usage):
    """PLAYER [PLAYER ...] as MEMBER [MEMBER ...]: one placeholder for one name (French
    wrote JOUEURS [JOUEURS ...])."""
    said = help_of(capsys, monkeypatch, "--lang", lang, "new", "--help")
    assert said.splitlines()[0] == usage


def test_club_missing_arguments_are_named_in_capitals(capsys, tmp_path):
    db = str(tmp_path / "c.sqlite")
    assert refused(capsys, "club", "result", "--db", db, "1", "--lang", "en") == (
        "jasstafel club result: error: missing: PASSE, TABLE, MEMBER=FIGURES (see: "
        "jasstafel club result --help)")
    assert refused(capsys, "club", "evening", "new", "--db", db, "--lang", "en") == (
        "jasstafel club evening new: error: missing: DATE, VARIANT (see: jasstafel club "
        "evening new --help)")
