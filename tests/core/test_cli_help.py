"""``--help`` speaks the language chosen, as every refusal and output does.

A trial under a German locale: every refusal was German, ``jasstafel --help`` and every
command's and club command's ``--help`` English, argparse's own words too ("usage:",
"positional arguments", "show this help message and exit"). Now the helps, descriptions and
placeholders (``-o DATEI``, as the refusals already said them) are the catalog's, argparse's
words too; English stays as it was, word for word.
"""

import argparse
import re
import sys

import pytest

from jasstafel import i18n
from jasstafel.cli import main

MAIN = sys.modules["jasstafel.cli.main"]

#: what is the same word in the language (so not left English): placeholders only
SAME = {
    "de": {"NAME", "PASSE", "PASSEN", "PORT"},
    "fr": {"ACTION", "CLUB", "DATE", "PORT", "TABLE", "TABLES"},
}
#: placeholders typed as they stand in every language: a number, the values to choose from
TYPED = re.compile(r"[NMK]|de\|fr\|en|\{.*\}")
USAGE = {"de": "Aufruf: ", "fr": "utilisation : "}
ARGPARSE_WORDS = ("usage:", "positional arguments:", "options:",
                  "show this help message and exit", "show program's version number and exit")


def commands(parser, path=()):
    """Every command below *parser* with its parser: (), ("score",), ("club", "member", "add")…"""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from commands(sub, (*path, name))


def english_words(parser):
    """The English words of one command's --help: its description, every help (a
    subcommand's in the list too) and every placeholder argparse shows."""
    texts = {parser.description} if parser.description else set()
    placeholders = set()
    for action in parser._actions:
        if action.help and action.help != argparse.SUPPRESS:
            texts.add(action.help)
        if isinstance(action, argparse._SubParsersAction):
            texts |= {choice.help for choice in action._choices_actions}
        if action.nargs != 0 and action.help != argparse.SUPPRESS:
            placeholders.add(action.metavar or (action.dest.upper() if action.option_strings
                                                else action.dest))
    return texts, placeholders


def all_commands():
    before = i18n.language()
    i18n.use("en")
    try:
        return [(path, *english_words(parser)) for path, parser in commands(MAIN.build_parser())]
    finally:
        i18n.use(before)


COMMANDS = all_commands()


def help_of(capsys, *argv):
    with pytest.raises(SystemExit) as done:
        main(list(argv))
    assert done.value.code == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def flat(text):
    return " ".join(text.split())


def test_every_command_is_checked():
    paths = {" ".join(path) for path, _texts, _placeholders in COMMANDS}
    assert {"", "score", "club", "club member add", "club ranking season", "club serve"} <= paths
    assert len(paths) == 36  # club member rename too


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("path, texts, placeholders", COMMANDS,
                         ids=[" ".join(c[0]) or "jasstafel" for c in COMMANDS])
def test_help_speaks_the_language(capsys, monkeypatch, lang, path, texts, placeholders):
    # German from the locale, French asked for: both ways choose the language of --help
    if lang == "de":
        monkeypatch.setenv("LANGUAGE", "de_CH")
        said = help_of(capsys, *path, "--help")
    else:
        said = help_of(capsys, "--lang", lang, *path, "--help")
    usage = USAGE[lang] + " ".join(["jasstafel", *path])
    assert said.startswith(usage), said
    words = flat(said)
    left = [w for w in ARGPARSE_WORDS if w in words]
    left += [text for text in texts if flat(text) in words]
    usage = flat(said.split("\n\n")[0]).removeprefix(usage)  # the command's words stay
    shown = set(re.findall(r"[^\s\[\]|()]+", usage.replace(" ...", "")))
    left += [p for p in placeholders
             if p in shown and p not in SAME[lang] and not TYPED.fullmatch(p)]
    assert not left, f"English left in {lang} --help of {' '.join(path)!r}: {left}\n{said}"


def test_french_help_writes_a_space_before_its_colons(capsys):
    said = help_of(capsys, "--lang", "fr", "club", "result", "--help")
    assert said.startswith("utilisation : jasstafel club result")
    assert "\narguments positionnels :\n" in said and "\noptions :\n" in said


def test_a_usage_error_names_the_placeholder_as_help_does(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de_CH")
    with pytest.raises(SystemExit):
        main(["score"])
    assert capsys.readouterr().err == ("jasstafel score: Fehler: es fehlt: DATEI (siehe: "
                                       "jasstafel score --help)\n")
    assert "] DATEI\n" in help_of(capsys, "score", "--help")


@pytest.mark.parametrize("path, texts, placeholders", COMMANDS,
                         ids=[" ".join(c[0]) or "jasstafel" for c in COMMANDS])
def test_english_help_keeps_its_words(capsys, path, texts, placeholders):
    said = flat(help_of(capsys, "--lang", "en", *path, "--help"))
    assert said.startswith("usage: jasstafel")
    assert all(flat(text) in said for text in texts), said


TOP = """\
usage: jasstafel [-h] [--version] [--lang de|fr|en] COMMAND ...

Jasstafel: the Jass scoreboard. Score, check and create match files.

positional arguments:
  COMMAND
    score          print the board of a match file
    check          check every entry; exit 1 at the first invalid one
    schema         print the JSON Schema of match files
    variants       list the variants and their presets
    new            write a new, empty match file from a preset
    print          write the match sheet, or a blank sheet, as a PDF file
    export         write the entries (and the board) as CSV files
    club           the club database: members, evenings, draw, results,
                   rankings

options:
  -h, --help       show this help message and exit
  --version        show program's version number and exit
  --lang de|fr|en  the language of the output, the sheet and the CSV files
                   (also after the command; default: the locale, else English)
"""

RESULT = """\
usage: jasstafel club result [-h] [--db PATH] [--correct | --replace]
                             [--note NOTE] [--override REASON]
                             EVENING PASSE TABLE MEMBER=FIGURES
                             [MEMBER=FIGURES ...]

positional arguments:
  EVENING            evening id or date: 2026-11-05, 05.11.2026, 5.11.2026
  PASSE              the Passe's number (1, 2 …)
  TABLE              the table's number in that Passe (1, 2 …)
  MEMBER=FIGURES     e.g. Anna=1013,matches=1: the points first, then
                     KEY=VALUE, a comma apart (the keys below)

options:
  -h, --help         show this help message and exit
  --db PATH          club database file (created if missing by 'member add',
                     'guest add' and 'evening new')
  --correct          change only the figures given of stored results
  --replace          replace the table's results
  --note NOTE        why (kept with corrections)
  --override REASON  accept other players than the draw seated there (a late
                     arrival, a substitute); the reason is logged

The keys of the figures (typed as they stand, in every language):
  points   the counted figure (a number without a key is this one): the
           points, a Differenzler's penalty, a Handjass's Striche, a Pandur's
           score points
  striche  the Striche (Fahnder, Handjass)
  nuller   the Nuller (Fahnder: Striche minus Nuller count)
  rank     the rank at the table (1, 2 …): every player's in a Pandur;
           elsewhere it orders equal figures
  matches  the Matches made (Schieber, Coiffeur)
  won      won the table: yes or no
  side     the team at the table: A or B (else as the draw seated it)
"""


@pytest.mark.parametrize("argv, expected", [([], TOP), (["club", "result"], RESULT)])
def test_english_help_is_as_it_was(capsys, monkeypatch, argv, expected):
    """Word for word as before --help spoke other languages (-h first, argparse's words),
    but for the positional placeholders, in capitals since (test_cli_placeholders.py), and
    the lines that say what PASSE and TABLE are (a secretary's trial), and what each key of
    the figures is (a French organiser's trial: the keys were listed, not explained)."""
    monkeypatch.setenv("COLUMNS", "80")
    assert help_of(capsys, *argv, "--help", "--lang", "en") == expected


@pytest.mark.parametrize("columns", [str(n) for n in range(40, 121, 3)])
def test_french_help_never_starts_a_line_with_its_colon(capsys, monkeypatch, columns):
    """argparse wraps at every space, the one French writes before « : ; ? ! » too: at some
    widths a line began with ": points, striche …" or "; la raison est notée …"."""
    monkeypatch.setenv("COLUMNS", columns)
    for path, _texts, _placeholders in COMMANDS:
        said = help_of(capsys, "--lang", "fr", *path, "--help")
        starts = [line for line in said.splitlines() if re.match(r"\s*[:;?!](\s|$)", line)]
        assert not starts, (path, starts)
        assert "\u00a0" not in said  # the space stays a space
