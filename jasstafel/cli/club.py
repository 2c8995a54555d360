"""``jasstafel club``: the club database from the command line.

Registered by :func:`add_parser` into the ``jasstafel`` command. Every subcommand takes
``--db PATH`` (default: :func:`jasstafel.club.default_path`). Bad input is one line on stderr
and exit code 2: a refusal of the club (:class:`~jasstafel.club.ClubError`) is printed here,
in the user's language (the locale: ``LANG=de_CH.UTF-8`` speaks German), and the club's own
parsers report usage errors in one line too; ``--help`` is in that language as well.

What a terminal is shown is plain text: a control character in a name or a title (a terminal
escape, a right-to-left override) is printed escaped (``\\x1b``, ``\\u202e``), never obeyed.
An argument that is not valid UTF-8 is refused by name. A file written (``--csv``, ``--pdf``)
is never an input, nor an existing file of another kind. A command that only reads never
creates a club; one that creates a club says so.
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import re
import sys
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from .. import i18n
from ..club import default_path
from ..club.club import (
    BIDI_CONTROLS,
    Club,
    checked_evening,
    checked_names,
    describe_differences,
    name_key,
    one_line,
    settings_text,
)
from ..club.draw import tables_of
from ..club.errors import ClubError, ClubInputError, say
from ..club.export import (
    check_output,
    default_delimiter,
    ranking_rows,
    result_rows,
    seat_rows,
    write_csv,
)
from ..club.models import (
    Correction,
    Evening,
    Member,
    MemberStatistics,
    PaperResult,
    Ranking,
    Result,
)
from ..club.ranking import EveningRule, evening_rule
from ..core import JassError, Match, matchfile, strictjson
from ..core.decks import changed_deck, for_deck, start_deck, twin
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.matchfile import team_letter
from ..core.registry import find_variant
from ..core.text import Text, echo
from .options import OneLineParser, add_delimiter, refusal
from .terminal import columns, ljust, rjust

FIGURE_KEYS = ("points", "striche", "nuller", "rank", "matches", "won", "side")
TEAM_LETTERS = "ABC"  # side=A, side=B: the teams as the lists name them (side=0, side=1 too)
EXIT_BAD_INPUT = 2
#: translators a command installed into the Qt application (for its printing): removed after
_INSTALLED: list[tuple[Any, Any]] = []


_Parser = OneLineParser  # usage errors in one line on stderr, in the language, exit code 2


# -- what the terminal is shown -------------------------------------------------------------------


def shown(text: str, lines: bool = False) -> str:
    """*text* with every control and bidi character escaped: safe on a terminal (with
    *lines*, line breaks stay)."""
    # Not the core's printable() (what `jasstafel` itself and the window echo), though the
    # two escape the same controls, bidi marks and undecodable bytes (\xff): they print two
    # things differently, and the club's command line has printed so since it began. Here a
    # tab, line break or carriage return is \x09, \x0a, \x0d (printable: \t, \n, \r), and
    # the line and paragraph separators U+2028/U+2029 pass (printable escapes them: a Qt
    # label breaks its line there). One function would change what one of them prints.
    out = []
    for ch in text:
        if lines and ch == "\n":
            out.append(ch)
        elif unicodedata.category(ch) in ("Cc", "Cs") or ch in BIDI_CONTROLS:
            code = ord(ch)
            if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 (surrogateescape)
                out.append(f"\\x{code - 0xDC00:02x}")
            else:
                out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)


def say_out(text: str = "") -> None:
    print(shown(text))


def _player(member: Member) -> str:
    """A player's name as every list of players writes it: a guest's marked, "Vreni Gast ·
    Gast", as the club window and the paper mark him (a trial's `club result` wrote the
    guest as a member; "(Gast)" read as a short name)."""
    return i18n.guest(member.name) if member.guest else member.name


# a word or column name of the club in the user's language (the context written out, and no
# docstring between: scripts/translations reads `_word("…")` as a message of "club" only so)
def _word(text: str) -> str:
    return i18n.tr("club", text)


def _variant(name: str) -> str:
    """A variant's name in words in the user's language (Chibre), else as stored."""
    try:
        return i18n.variant_title(find_variant(name))
    except JassError:
        return name


def _preset(ev: Evening) -> str:
    """An evening's preset in words in the user's language (the rules core's), "(changed)"
    where its settings are not the preset's; else as stored."""
    try:
        return i18n.settings_title(find_variant(ev.variant), ev.settings, what=True)
    except JassError:
        return ev.preset


#: what the corrections log says changed (Correction.kind), in words
_KINDS = {"result": N("club", "result"), "evening": N("club", "evening"),
          "lineup": N("club", "line-up"), "rules": N("club", "table rules")}


def _t(template: str, **params: Any) -> str:
    return i18n.render(say(template, **params))


# -- the parser ------------------------------------------------------------------------------------


# a help text or placeholder of a command in the user's language (the context written out,
# no docstring between: scripts/translations reads `_h("…")` as a message of "cli" only so)
def _h(text: str) -> str:
    return i18n.tr("cli", text)


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Register ``club`` and its subcommands on the ``jasstafel`` subparsers *sub*, their
    helps and placeholders in the user's language (as :func:`jasstafel.cli.main.build_parser`
    says them)."""
    club: argparse.ArgumentParser = sub.add_parser(
        "club", help=_h("the club database: members, evenings, draw, results, rankings"),
        description=_h("The Jass club: members, evenings, the draw, results and rankings, "
                       "kept in one SQLite file."))
    club.add_argument("--db", metavar=_h("PATH"), default=None,
                      help=_h("club database (default {0})").format(default_path()))
    club.set_defaults(run=lambda args: _help(club))
    db = _Parser(add_help=False)
    db.add_argument("--db", metavar=_h("PATH"), default=argparse.SUPPRESS,
                    help=_h("club database file (created if missing by 'member add', 'guest "
                            "add' and 'evening new')"))
    # the file to write is -o FILE, as in every jasstafel command; --csv FILE and --pdf FILE,
    # the spelling before, stay (hidden) for the scripts that use them
    csv_out = _Parser(add_help=False)
    csv_out.add_argument("--csv", metavar="FILE", help=argparse.SUPPRESS)
    add_delimiter(csv_out)
    pdf_out = _Parser(add_help=False)
    pdf_out.add_argument("--pdf", metavar="FILE", help=argparse.SUPPRESS)
    pdf_out.add_argument("--paper", choices=("a4", "letter"), default="a4",
                         help=_h("paper size of the PDF (default a4)"))
    pdf_out.add_argument("--club", default="", metavar=_h("NAME"),
                         help=_h("the club's name printed on every page"))
    commands = club.add_subparsers(dest="club_command", metavar=_h("COMMAND"),
                                   parser_class=_Parser)
    _members(commands, db)
    _evenings(commands, db)

    p = commands.add_parser("draw", parents=[db, csv_out, pdf_out],
                            help=_h("draw the seats of an evening (or show the draw)"))
    _output(p, _h("the seat list: FILE.csv as CSV (UTF-8 with BOM), FILE.pdf as PDF; twice "
                  "for both"))
    _evening(p)
    p.add_argument("members", nargs="*", metavar=_h("MEMBER"),
                   help=_h("members present (id, name or short name)"))
    p.add_argument("--all-active", action="store_true", help=_h("every active member plays"))
    p.add_argument("--guest", action="append", default=[], metavar=_h("NAME"),
                   help=_h("a guest plays too (named once; in the evening's ranking only)"))
    p.add_argument("--seed", type=int, metavar=_h("SEED"),
                   help=_h("seed the random draw (repeatable)"))
    p.add_argument("--sit-out", action="store_true",
                   help=_h("sit-outs instead of tables of three"))
    p.add_argument("--from-passe", type=int, default=1, metavar="N",
                   help=_h("draw Passen N … again (earlier Passen stay)"))
    p.set_defaults(run=cmd_draw)

    p = commands.add_parser("sheets", parents=[db, pdf_out],
                            help=_h("table sheets, table cards or the seat map from the draw"))
    _output(p, _h("the PDF file to write (required)"))
    _evening(p)
    p.add_argument("--kind", choices=("sheets", "cards", "map"), default="sheets",
                   help=_h("table sheets (default), table cards, or the seat map"))
    p.add_argument("--passe", type=int, metavar=_h("PASSE"), help=_h("only this Passe"))
    p.set_defaults(run=cmd_sheets)

    p = commands.add_parser("import", parents=[db],
                            help=_h("record match files as results (all or none)"))
    _evening(p)
    p.add_argument("files", nargs="+", metavar=_h("FILE[:PASSE[:TABLE]]"),
                   help=_h("match file; without PASSE, its players' table in the draw "
                           "gives the Passe and the table; the table defaults to the file's "
                           "info.table"))
    p.add_argument("--passe", type=int, metavar=_h("PASSE"),
                   help=_h("Passe of the files without one"))
    p.add_argument("--replace", action="store_true",
                   help=_h("replace results already recorded at those tables (a correction)"))
    p.add_argument("--partial", action="store_true", help=_h("accept unfinished matches"))
    _note(p, _h("why (kept with corrections)"))
    _override(p)
    p.add_argument("--other-rules", default="", metavar=_h("REASON"),
                   help=_h("accept matches played with other table rules than the evening's "
                           "(rounds, Weis, factors …); the reason is logged"))
    p.set_defaults(run=cmd_import)

    p = commands.add_parser("result", parents=[db],
                            help=_h("type a table's result from a paper sheet, or correct one"))
    _evening(p)
    p.add_argument("passe", type=int, metavar=_h("PASSE"),
                   help=_h("the Passe's number (1, 2 …)"))
    p.add_argument("table", type=int, metavar=_h("TABLE"),
                   help=_h("the table's number in that Passe (1, 2 …)"))
    p.add_argument("figures", nargs="+", metavar=_h("MEMBER=FIGURES"),
                   help=_h("e.g. Anna=1013,matches=1: the points first, then KEY=VALUE, a "
                           "comma apart (the keys below)"))
    p.epilog = _figure_keys()
    how = p.add_mutually_exclusive_group()
    how.add_argument("--correct", action="store_true",
                     help=_h("change only the figures given of stored results"))
    how.add_argument("--replace", action="store_true", help=_h("replace the table's results"))
    _note(p, _h("why (kept with corrections)"))
    _override(p)
    p.set_defaults(run=cmd_result)

    ranking = commands.add_parser("ranking", help=_h("the evening's or the season's ranking"))
    ranking.set_defaults(run=lambda args: _help(ranking))
    rankings = ranking.add_subparsers(dest="ranking_command", metavar=_h("WHICH"),
                                      parser_class=_Parser)
    ranking_files = _h("the ranking: FILE.csv as CSV (UTF-8 with BOM), FILE.pdf as PDF; twice "
                       "for both")
    p = rankings.add_parser("evening", parents=[db, csv_out, pdf_out],
                            help=_h("an evening's ranking"))
    _output(p, ranking_files)
    _evening(p)
    p.set_defaults(run=cmd_ranking_evening)
    p = rankings.add_parser("season", parents=[db, csv_out, pdf_out],
                            help=_h("the season's ranking"))
    _output(p, ranking_files)
    p.add_argument("season", metavar=_h("SEASON"), help=_h("season label, e.g. 2026"))
    p.add_argument("--best", type=int, metavar="N", help=_h("count the best N evenings"))
    p.add_argument("--of", type=int, metavar="M", help=_h("of the first M evenings"))
    p.add_argument("--drop-worst", type=int, nargs="?", const=1, default=0, metavar="K",
                   help=_h("drop the worst result (or K worst)"))
    p.add_argument("--scoring", choices=("rank_points", "points"), default="rank_points",
                   help=_h("per evening: rank points (default) or the evening's points"))
    p.set_defaults(run=cmd_ranking_season)

    p = commands.add_parser("export", parents=[db, csv_out],
                            help=_h("an evening's results as CSV (a row per member and Passe)"))
    _output(p, _h("the CSV file to write (required; UTF-8 with BOM)"))
    _evening(p)
    p.set_defaults(run=cmd_export)

    p = commands.add_parser("log", parents=[db], help=_h("the corrections log"))
    p.add_argument("evening", nargs="?", metavar=_h("EVENING"),
                   help=_h("of this evening only (also a deleted one: its id)"))
    p.set_defaults(run=cmd_log)

    p = commands.add_parser("stats", parents=[db], help=_h("a member's statistics"))
    _member(p)
    _season(p)
    p.add_argument("--json", action="store_true",
                   help=_h("as JSON (the series for a chart)"))
    p.set_defaults(run=cmd_stats)

    from ..live.cli import add_parser as add_serve  # jasstafel club serve: an evening live

    _serve_in_the_language(commands, add_serve(commands, db))
    _wrap(club)
    return club


#: what each key of a player's figures is (``club result --help``): the keys themselves are
#: typed as they stand in every language (scripts rely on them), the words around them are
#: the user's (a French help listed "points, striche, nuller, rank …" and nothing more)
_KEY_WORDS = {
    "points": N("cli", "the counted figure (a number without a key is this one): the points, "
                       "a Differenzler's penalty, a Handjass's Striche, a Pandur's score "
                       "points"),
    "striche": N("cli", "the Striche (Fahnder, Handjass)"),
    "nuller": N("cli", "the Nuller (Fahnder: Striche minus Nuller count)"),
    "rank": N("cli", "the rank at the table (1, 2 …): every player's in a Pandur; elsewhere "
                     "it orders equal figures"),
    "matches": N("cli", "the Matches made (Schieber, Coiffeur)"),
    "won": N("cli", "won the table: {yes} or {no}"),
    "side": N("cli", "the team at the table: A or B (else as the draw seated it)"),
}


def _figure_keys() -> str:
    """The keys of a player's figures, one a line with its words (an epilog of lines)."""
    width = max(map(len, FIGURE_KEYS)) + 2
    lines = [_h("The keys of the figures (typed as they stand, in every language):")]
    lines += [f"  {key:<{width}}" + _h(_KEY_WORDS[key]).format(yes=_word("yes"),
                                                               no=_word("no"))
              for key in FIGURE_KEYS]
    return "\n".join(lines)


def _output(parser: argparse.ArgumentParser, text: str) -> None:
    """``-o FILE``: the file to write, spelled as in every jasstafel command."""
    parser.add_argument("-o", "--output", action="append", default=[], metavar=_h("FILE"),
                        help=text)


def _evening(parser: argparse.ArgumentParser) -> None:
    # the date as the lists print it, too (a trial typed 05.11.2026 as it read it)
    parser.add_argument("evening", metavar=_h("EVENING"),
                        help=_h("evening id or date: 2026-11-05, 05.11.2026, 5.11.2026"))


def _member(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("member", metavar=_h("MEMBER"),
                        help=_h("member id, name or short name"))


def _season(parser: argparse.ArgumentParser, text: str | None = None) -> None:
    parser.add_argument("--season", metavar=_h("SEASON"), help=text)


def _note(parser: argparse.ArgumentParser, text: str) -> None:
    parser.add_argument("--note", default="", metavar=_h("NOTE"), help=text)


def _override(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--override", default="", metavar=_h("REASON"),
                        help=_h("accept other players than the draw seated there (a late "
                                "arrival, a substitute); the reason is logged"))


#: ``club serve``'s words as jasstafel/live/cli.py registers them (in English): said in the
#: language here, where every other club command's are. A word changed there and not here
#: stays English, and tests/core/test_cli_help.py says so.
_SERVE_WORDS = (
    N("cli", "run an evening live: every table writes on its phone"),
    N("cli", "Run a club evening live on the local network: the tables open the address on a "
             "phone and type their table code; the ranking page is for the wall. Ends with "
             "Ctrl+C (or on the Oberjasser's page)."),
    N("cli", "evening id (or date)"),
    N("cli", "address to listen on (default: every network of this computer)"),
    N("cli", "first port tried (default 8765)"),
    N("cli", "the Passe clock counts down from this many minutes"),
    N("cli", "new table codes and Oberjasser code (else a restart keeps them)"),
    N("cli", "language of the pages (de, fr, en)"),
    N("cli", "EVENING"), N("cli", "HOST"), N("cli", "PORT"), N("cli", "PASSE_MINUTES"),
    N("cli", "LANGUAGE"),
)


def _serve_in_the_language(commands: Any, serve: argparse.ArgumentParser) -> None:
    """``club serve``'s description, helps and placeholders (argparse's ``--host HOST``) in
    the language (:data:`_SERVE_WORDS`)."""
    if serve.description in _SERVE_WORDS:
        serve.description = _h(serve.description)
    for action in [*serve._actions, *commands._choices_actions]:
        if action.help in _SERVE_WORDS:
            action.help = _h(action.help)
        if action.metavar is None and action.dest.upper() in _SERVE_WORDS:
            action.metavar = _h(action.dest.upper())


def _members(commands: Any, db: argparse.ArgumentParser) -> None:
    member = commands.add_parser("member", help=_h("add, list, rename, deactivate members"))
    member.set_defaults(run=lambda args: _help(member))
    members = member.add_subparsers(dest="member_command", metavar=_h("ACTION"),
                                    parser_class=_Parser)
    p = members.add_parser("add", parents=[db], help=_h("a new member"))
    p.add_argument("name", metavar=_h("NAME"))
    p.add_argument("--short", default="", metavar=_h("SHORT"),
                   help=_h("short name for seat lists"))
    p.set_defaults(run=cmd_member_add, creates=_check_member)
    p = members.add_parser("list", parents=[db], help=_h("the members"))
    p.add_argument("--active", action="store_true", help=_h("active members only"))
    p.set_defaults(run=cmd_member_list)
    p = members.add_parser("rename", parents=[db],
                           help=_h("a member's (or guest's) new name and short name"))
    _member(p)
    p.add_argument("name", metavar=_h("NEW-NAME"), help=_h("the new name"))
    p.add_argument("--short", metavar=_h("SHORT"),
                   help=_h("the new short name (\"\": none; left out: the short name stays)"))
    p.set_defaults(run=cmd_member_rename)
    for action, text in (("deactivate", N("cli", "no longer drawn; results stay")),
                         ("reactivate", N("cli", "active again")),
                         ("delete", N("cli", "only a member without results"))):
        p = members.add_parser(action, parents=[db], help=_h(text))
        _member(p)
        p.set_defaults(run=cmd_member_change, action=action)

    guest = commands.add_parser("guest", help=_h("guests: play an evening, not the season"))
    guest.set_defaults(run=lambda args: _help(guest))
    guests = guest.add_subparsers(dest="guest_command", metavar=_h("ACTION"),
                                  parser_class=_Parser)
    p = guests.add_parser("add", parents=[db], help=_h("a guest (named once)"))
    p.add_argument("name", metavar=_h("NAME"))
    p.set_defaults(run=cmd_guest_add, creates=_check_member)
    p = guests.add_parser("list", parents=[db], help=_h("the guests"))
    p.set_defaults(run=cmd_guest_list)
    p = guests.add_parser("make-member", parents=[db],
                          help=_h("a guest becomes a member (his evenings count in the "
                                  "season)"))
    p.add_argument("guest", metavar=_h("GUEST"), help=_h("id or name"))
    p.set_defaults(run=cmd_guest_member)


def _evenings(commands: Any, db: argparse.ArgumentParser) -> None:
    evening = commands.add_parser("evening", help=_h("create, list, correct, delete evenings"))
    evening.set_defaults(run=lambda args: _help(evening))
    evenings = evening.add_subparsers(dest="evening_command", metavar=_h("ACTION"),
                                      parser_class=_Parser)
    p = evenings.add_parser("new", parents=[db], help=_h("a new club evening"))
    p.add_argument("date", metavar=_h("DATE"), help=_h("2026-11-26 or 26.11.2026"))
    p.add_argument("variant", metavar=_h("VARIANT"),
                   help=_h("e.g. schieber, coiffeur, molotow"))
    p.add_argument("--preset", metavar=_h("PRESET"),
                   help=_h("preset (see 'jasstafel variants')"))
    p.add_argument("--passen", type=int, default=3, metavar=_h("PASSEN"),
                   help=_h("Passen per table (default 3)"))
    p.add_argument("--tables", type=int, default=0, metavar=_h("TABLES"),
                   help=_h("number of tables (default: from the draw)"))
    p.add_argument("--place", default="", metavar=_h("PLACE"),
                   help=_h("where the evening is played, e.g. the inn"))
    p.add_argument("--title", default="", metavar=_h("TITLE"),
                   help=_h("the evening's name on the rankings, e.g. Winter Cup"))
    _season(p, _h("season label (default: the year of the date)"))
    p.add_argument("--set", action="append", default=[], metavar=_h("KEY=VALUE"),
                   help=_h("a table setting, e.g. --set rounds=8 (JSON values)"))
    p.add_argument("--deck", choices=("de", "fr"), metavar="de|fr",
                   help=_h("the cards: de Swiss German (Acorns, Roses …), fr French (Clubs, "
                           "Spades …); default: French in French, else Swiss German, unless "
                           "the preset is made for one deck (Swisslos's)"))
    p.set_defaults(run=cmd_evening_new, creates=_check_evening)
    p = evenings.add_parser("list", parents=[db], help=_h("the evenings"))
    _season(p)
    p.set_defaults(run=cmd_evening_list)
    p = evenings.add_parser("edit", parents=[db],
                            help=_h("correct an evening (date, season, variant …); logged"))
    _evening(p)
    p.add_argument("--date", metavar=_h("DATE"), help=_h("2026-11-26 or 26.11.2026"))
    _season(p)
    p.add_argument("--place", metavar=_h("PLACE"),
                   help=_h("where the evening is played, e.g. the inn"))
    p.add_argument("--title", metavar=_h("TITLE"),
                   help=_h("the evening's name on the rankings, e.g. Winter Cup"))
    unplayed = _h("only while the evening has no results")
    p.add_argument("--variant", metavar=_h("VARIANT"), help=unplayed)
    p.add_argument("--preset", metavar=_h("PRESET"), help=unplayed)
    p.add_argument("--set", action="append", default=[], metavar=_h("KEY=VALUE"),
                   help=_h("a table setting (only while the evening has no results)"))
    p.add_argument("--passen", type=int, metavar=_h("PASSEN"))
    p.add_argument("--tables", type=int, metavar=_h("TABLES"))
    p.add_argument("--clear-draw", action="store_true",
                   help=_h("clear a draw the new variant cannot play (then draw again)"))
    _note(p, _h("why (kept in the corrections log)"))
    p.set_defaults(run=cmd_evening_edit)
    p = evenings.add_parser("delete", parents=[db],
                            help=_h("delete an evening with its draw and results (logged)"))
    _evening(p)
    p.add_argument("--yes", action="store_true", help=_h("yes, delete it"))
    _note(p, _h("why (kept in the corrections log)"))
    p.set_defaults(run=cmd_evening_delete)


def _wrap(parser: argparse.ArgumentParser) -> None:
    """Every command of *parser* (and below) runs through :func:`_command`."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                _wrap(sub)
    run = parser.get_default("run")
    if run is not None and not getattr(run, "wrapped", False):
        parser.set_defaults(run=_command(run))


def _command(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A command in the user's language; refusals (and bad arguments) one line on stderr
    that begins with the command ("jasstafel club member add: error: …", as a wrong command
    line's), exit code 2."""

    def wrapped(args: argparse.Namespace) -> int:
        before = i18n.language()  # chosen by jasstafel.cli.main: --lang, else the locale
        try:
            return speak(args)
        finally:  # called as a library (main() in a test, a window): leave it as it was
            while _INSTALLED:
                app, translator = _INSTALLED.pop()
                app.removeTranslator(translator)
            i18n.use(before)

    def speak(args: argparse.Namespace) -> int:
        bad = _not_utf8(args)
        if bad is not None:
            return _refused(args, _t(N("club", "an argument is not valid UTF-8: {argument}"),
                                     argument=bad))
        try:
            _take_outputs(args)
            return run(args)
        except ClubError as err:  # a part after "error:": small in English and French
            code = _refused(args, i18n.after_colon(err.message))
            _remedy(getattr(err, "remedy", None))
            return code
        except JassError as err:
            return _refused(args, i18n.after_colon(err))

    wrapped.wrapped = True  # type: ignore[attr-defined]
    return wrapped


def _refused(args: argparse.Namespace, message: str) -> int:
    print(shown(refusal(args.prog, message)), file=sys.stderr)
    return EXIT_BAD_INPUT


def _remedy(remedy: str | None) -> None:
    """A refusal's second line: the option that makes the request when it is meant (the
    sentence is the window's too and says it in words: "… as an override, with its
    reason")."""
    options = {"override": f"--override {_h('REASON')}",
               "other_rules": f"--other-rules {_h('REASON')}", "replace": "--replace",
               "partial": "--partial", "paper": "--replace"}
    if remedy in options:
        print(shown(_t(N("club", "On the command line: {option}"), option=options[remedy])),
              file=sys.stderr)


def _not_utf8(args: argparse.Namespace) -> str | None:
    """The first argument holding bytes that are not UTF-8 (Python keeps them as lone
    surrogates), shown with those bytes escaped."""
    for value in vars(args).values():
        for text in (value if isinstance(value, list) else [value]):
            if isinstance(text, str) and any(0xD800 <= ord(c) <= 0xDFFF for c in text):
                return shown(text)
    return None


def _take_outputs(args: argparse.Namespace) -> None:
    """``-o FILE`` into ``args.csv`` / ``args.pdf`` (where the commands look): the kind the
    command writes, or, where it writes both, the kind the name ends in (``.csv``, ``.pdf``).
    ``--csv FILE`` and ``--pdf FILE`` (the older spelling) say the kind themselves."""
    kinds = [kind for kind in ("csv", "pdf") if hasattr(args, kind)]
    for path in getattr(args, "output", []):
        if len(kinds) == 1:
            kind = kinds[0]
        else:
            kind = Path(path).suffix.lower().lstrip(".")
            if kind not in kinds:
                raise ClubInputError(say(N("club", "-o {name}: end the name in .csv for a CSV "
                                                   "file or .pdf for a PDF"), name=path))
        if getattr(args, kind):
            raise ClubInputError(say(N("club", "-o {name}: a {kind} file to write is given "
                                               "already ({other})"),
                                     name=path, kind=kind.upper(), other=getattr(args, kind)))
        setattr(args, kind, path)


def _help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 0


def _not_live(club: Club, evening: int) -> None:
    """A live evening's draw is left alone while it is live (docs/club-live.md)."""
    from ..live.marker import refuse_if_live, refuse_if_stale

    refuse_if_live(club.path, evening)
    refuse_if_stale(club.path, evening)


def _writer(club: Club, evening: int) -> Any:
    """Where *evening*'s results are written: the club file, or, while the evening is live,
    its server (the Oberjasser's code from the marker; docs/club-live.md)."""
    from ..live.client import live_writer

    return live_writer(club.path, evening) or club


def _through(writer: Any, club: Club) -> None:
    if writer is not club:
        say_out(_t(N("club", "written through the live evening at {url}"), url=writer.url))


def _open(args: argparse.Namespace) -> Club:
    """The club; created (and said so) only by a command that creates. Such a command names
    the check of its values (``creates=``), run first: a refused value leaves no new club
    file, no folder for it and no empty file filled (a trial found "a new club was created"
    before the refusal of an empty name, and the file stayed)."""
    check = getattr(args, "creates", None)
    path = Path(args.db) if args.db else default_path()
    if check is not None:
        check(args)
        path.parent.mkdir(parents=True, exist_ok=True)
    creates = check is not None
    club = Club.open(path, create=creates)
    if club.was_empty:
        print(shown(_t(N("club", "{name} was empty: a new club was created"),
                       name=str(path))), file=sys.stderr)
    elif club.created:
        print(shown(_t(N("club", "a new club was created: {name}"), name=str(path))),
              file=sys.stderr)
    if club.upgrade is not None:  # a laptop with the older Jasstafel needs the copy now
        print(shown(i18n.render(club.upgrade.said(str(path)))), file=sys.stderr)
    return club


def _print_table(rows: Sequence[Sequence[str]], numeric_from: int | None = None,
                 numeric_last: bool = False) -> None:
    """Aligned columns; from column *numeric_from* on right-aligned, the last too where
    *numeric_last* (a ranking's last is the words of "Decided by", the statistics' last the
    cumulative points: a trial found "Kumuliert" left-aligned)."""
    rows = [[shown(c) for c in row] for row in rows]
    widths = [max(columns(r[i]) for r in rows) for i in range(len(rows[0]))]  # an emoji: 2
    end = len(rows[0]) if numeric_last else len(rows[0]) - 1
    for row in rows:
        cells = [(rjust(c, w) if numeric_from is not None and numeric_from <= i < end
                  else ljust(c, w)) for i, (c, w) in enumerate(zip(row, widths, strict=True))]
        print("  ".join(cells).rstrip())


def _delimiter(args: argparse.Namespace) -> str:
    if args.delimiter is None:
        return default_delimiter(i18n.language())
    return "\t" if args.delimiter == "tab" else str(args.delimiter)


def _db_path(args: argparse.Namespace) -> Path:
    return Path(args.db) if args.db else default_path()


def _outputs(args: argparse.Namespace) -> None:
    """Refuse, before anything is done, an output that is an input or another kind of file."""
    inputs = [_db_path(args)] + [Path(_file_spec(f)[0]) for f in getattr(args, "files", [])]
    if getattr(args, "csv", None):
        check_output(args.csv, inputs)
    if getattr(args, "pdf", None):
        check_output(args.pdf, inputs, kind="pdf")
    if getattr(args, "csv", None) and getattr(args, "pdf", None):
        if Path(args.csv).resolve() == Path(args.pdf).resolve():
            raise ClubInputError(say(N("club", "the CSV file and the PDF are the same file: "
                                               "{name}"), name=args.csv))


def _printing() -> Any:
    """The printer's module, with Qt set up for the user's language."""
    try:
        from ..printing import club_sheets
        from ..printing.device import ensure_app
    except ImportError as err:
        raise ClubError(say(N("club", "printing needs PySide6: {reason}"), reason=str(err))
                        ) from None
    app = ensure_app()
    translator = i18n.translator()
    if translator is not None:
        app.installTranslator(translator)
        _INSTALLED.append((app, translator))
    return club_sheets


def _wrote(path: str) -> None:
    say_out(_t(N("club", "wrote {name}"), name=path))


# -- members and evenings ---------------------------------------------------------------------


def _check_member(args: argparse.Namespace) -> None:
    checked_names(args.name, getattr(args, "short", ""))


def cmd_member_add(args: argparse.Namespace) -> int:
    with _open(args) as club:
        m = club.add_member(args.name, args.short)
    say_out(_t(N("club", "member {id}: {name} ({short})"), id=str(m.id), name=m.name,
               short=m.short_name) if m.short_name else
            _t(N("club", "member {id}: {name}"), id=str(m.id), name=m.name))
    return 0


def cmd_member_list(args: argparse.Namespace) -> int:
    with _open(args) as club:
        members = club.members(active_only=args.active)
    rows = [[_word("Id"), _word("Name"), _word("Short name"), _word("Active")]]
    rows += [[str(m.id), m.name, m.short_name, _word("yes") if m.active else _word("no")]
             for m in members]
    _print_table(rows)
    return 0


def cmd_member_rename(args: argparse.Namespace) -> int:
    """The window's *Rename…*: the names checked alike, and (as its dialog) never written over
    a rename another program made after the member was read here (``seen``)."""
    with _open(args) as club:
        seen = club.find_member(args.member)
        m = club.rename_member(seen.id, args.name, args.short, seen=seen)
    template = (N("club", "guest {id}: {old} is now {new}") if m.guest else
                N("club", "member {id}: {old} is now {new}"))
    say_out(_t(template, id=str(m.id), old=_names(seen), new=_names(m)))
    return 0


def _names(member: Member) -> str:
    """Name and short name as the refusal of a rename meanwhile says them: "Beat (Bea)"."""
    return f"{member.name} ({member.short_name})" if member.short_name else member.name


def cmd_member_change(args: argparse.Namespace) -> int:
    with _open(args) as club:
        m = club.find_member(args.member)
        if args.action == "delete":
            club.delete_member(m.id)
            say_out(_t(N("club", "deleted member {id}: {name}"), id=str(m.id), name=m.name))
        else:
            getattr(club, args.action)(m.id)
            say_out(_t(N("club", "member {id}: {name} is inactive"), id=str(m.id), name=m.name)
                    if args.action == "deactivate" else
                    _t(N("club", "member {id}: {name} is active"), id=str(m.id), name=m.name))
    return 0


def cmd_guest_add(args: argparse.Namespace) -> int:
    with _open(args) as club:
        g = club.add_guest(args.name)
    say_out(_t(N("club", "guest {id}: {name}"), id=str(g.id), name=g.name))
    return 0


def cmd_guest_list(args: argparse.Namespace) -> int:
    with _open(args) as club:
        guests = club.guests()
    rows = [[_word("Id"), _word("Name")]] + [[str(g.id), g.name] for g in guests]
    _print_table(rows)
    return 0


def cmd_guest_member(args: argparse.Namespace) -> int:
    with _open(args) as club:
        g = club.find_member(args.guest)
        if not g.guest:
            raise ClubInputError(say(N("club", "{name} is a member already"), name=g.name))
        m = club.make_member(g.id)
    say_out(_t(N("club", "member {id}: {name} (was a guest)"), id=str(m.id), name=m.name))
    return 0


def _settings(items: Sequence[str]) -> dict[str, Any]:
    settings: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ClubInputError(say(N("club", "--set {item}: expected KEY=VALUE"),
                                     item=repr(item)))
        if key.strip() in settings:  # two --set of one key: the last one won unsaid
            raise ClubInputError(say(N("club", "--set {item}: the key {key} is given twice"),
                                     item=repr(item), key=repr(key.strip())))
        try:
            settings[key.strip()] = strictjson.loads(value)
        except strictjson.DuplicateKey as err:  # json would keep the last value unsaid
            raise ClubInputError(say(N("club", "--set {item}: the key {key} is given twice"),
                                     item=repr(item), key=repr(err.key))) from None
        except json.JSONDecodeError:
            settings[key.strip()] = value
    return settings


def _with_cards(args: argparse.Namespace) -> tuple[str | None, dict[str, Any]]:
    """A new evening's preset and table settings with its cards: those ``--deck`` names,
    else those the club window's New evening starts with (its ``start_settings``): the
    French cards in French (the Romandie plays them), else the preset's; a preset made for
    one deck (Swisslos's twins) keeps its own unless ``--deck`` asks for its twin. ``--set``
    changes the settings after (``--set deck=fr`` names only the suits)."""
    settings = _settings(args.set)
    try:
        cls = find_variant(args.variant)
    except JassError:  # refused by the club, in its words
        return args.preset, settings
    preset = args.preset or cls.DEFAULT_PRESET
    if preset not in cls.PRESETS or "deck" not in cls.Settings.model_fields:
        return args.preset, settings  # an unknown preset refused; no suits, no cards
    deck = args.deck or start_deck(cls.PRESETS, preset, i18n.language())
    if deck is None:
        return args.preset, settings
    preset = twin(cls.PRESETS, preset, deck)
    cards = for_deck(cls.PRESETS[preset], deck).model_dump(mode="json", exclude={"preset"})
    return preset, {**cards, **settings}


def _changed_cards(args: argparse.Namespace, ev: Any) -> dict[str, Any] | None:
    """An edited evening's table settings (``--set``) with its cards where ``--variant`` or
    ``--preset`` changes its rules, as the club window's Edit evening: the evening's own
    cards in the same variant, another variant's as ``evening new`` starts it (the French
    cards in French: ``changed_deck``). ``--set deck=…`` still decides."""
    settings = _settings(args.set) if args.set else None
    if args.variant is None and args.preset is None:
        return settings
    try:
        cls = find_variant(args.variant or ev.variant)
    except JassError:  # refused by the club, in its words
        return settings
    preset = args.preset or (cls.DEFAULT_PRESET if args.variant else ev.preset)
    if preset not in cls.PRESETS or "deck" not in cls.Settings.model_fields:
        return settings  # an unknown preset refused; no suits, no cards
    kept = ev.settings.get("deck") if cls.name == ev.variant else None
    deck = changed_deck(cls.PRESETS, preset, i18n.language(), kept)
    if deck is None:
        return settings
    cards = for_deck(cls.PRESETS[preset], deck).model_dump(mode="json", exclude={"preset"})
    return {**cards, **(settings or {})}


def _check_evening(args: argparse.Namespace) -> None:
    preset, settings = _with_cards(args)
    checked_evening(args.date, args.variant, preset=preset, settings=settings,
                    passen=args.passen, tables=args.tables, place=args.place,
                    title=args.title, season=args.season)


def cmd_evening_new(args: argparse.Namespace) -> int:
    preset, settings = _with_cards(args)
    with _open(args) as club:
        ev = club.new_evening(args.date, args.variant, preset=preset, settings=settings,
                              passen=args.passen, tables=args.tables, place=args.place,
                              title=args.title, season=args.season)
    say_out(_evening_line(ev))
    return 0


def _evening_line(ev: Any) -> str:
    return _t(N("club", "evening {id}: {date} {variant} · {preset}, {passen}, season {season}"),
              id=str(ev.id), date=Text.day(ev.date), variant=_variant(ev.variant),
              preset=_preset(ev),
              passen=i18n.plural("club", "%n Passen", ev.passen), season=ev.season)


def cmd_evening_list(args: argparse.Namespace) -> int:
    with _open(args) as club:
        evenings = club.evenings(args.season)
    rows = [[_word("Id"), _word("Date"), _word("Season"), _word("Variant"), _word("Preset"),
             _word("Passen"), _word("Tables"), _word("Place"), _word("Title")]]
    rows += [[str(e.id), i18n.iso_date(e.date), e.season, _variant(e.variant),
              _preset(e),
              str(e.passen), str(e.tables) if e.tables else _word("not drawn yet"), e.place,
              e.title] for e in evenings]
    _print_table(rows)
    return 0


def cmd_evening_edit(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        _not_live(club, ev.id)
        changed = club.update_evening(
            ev.id, date=args.date, season=args.season, place=args.place, title=args.title,
            variant=args.variant, preset=args.preset,
            settings=_changed_cards(args, ev), passen=args.passen,
            tables=args.tables, clear_draw=args.clear_draw, note=args.note,
            seen=ev)  # never over a change another program made after it was read here
        drawn = bool(club.drawn(ev.id))
    say_out(_evening_line(changed))
    if args.clear_draw and not drawn:
        say_out(_t(N("club", "the draw was cleared: draw the evening again")))
    return 0


def cmd_evening_delete(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        _not_live(club, ev.id)
        results = club.results(ev.id)
        if not args.yes:
            raise ClubInputError(say(
                N("club", "evening {id} ({date}, {results}) would be deleted with its draw and "
                          "results: give --yes (the corrections log keeps them)"),
                id=str(ev.id), date=Text.day(ev.date),
                results=i18n.plural("club", "%n results", len(results))))
        club.delete_evening(ev.id, note=args.note)
    say_out(_t(N("club", "deleted evening {id}: {date} {title} ({results} kept in the "
                         "corrections log)"),
               id=str(ev.id), date=Text.day(ev.date), title=ev.title or _variant(ev.variant),
               results=i18n.plural("club", "%n results", len(results))))
    return 0


# -- the draw and the paper for the tables --------------------------------------------------------


def cmd_draw(args: argparse.Namespace) -> int:
    _outputs(args)
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        if args.members or args.all_active or args.guest:
            _not_live(club, ev.id)
            ids = [club.find_member(m).id for m in args.members]
            if args.all_active:
                ids += [m.id for m in club.members(active_only=True) if m.id not in ids]
            ids += [club.add_guest(name).id for name in args.guest]
            rng = random.Random(args.seed) if args.seed is not None else None
            result = club.draw(ev.id, ids, rng=rng, three=not args.sit_out,
                               from_passe=args.from_passe)
            for passe, a, b in result.partner_repeats:
                say_out(_t(N("club", "note: Passe {passe}: {a} and {b} are partners again (no "
                                     "draw without a repeat was found)"),
                           passe=passe, a=_player(club.member(a)),
                           b=_player(club.member(b))))
            if result.opponent_repeats:
                say_out(shown(i18n.plural(
                    "club", "note: %n times two players meet again as opponents (no draw "
                            "without it was found)", result.opponent_repeats)))
        rows = club.seat_list(ev.id)
        members = {m.id: m for m in club.members(guests=True)}
    if not rows:
        raise ClubInputError(say(N("club", "evening {id} has no draw yet: give the members "
                                           "present, or --all-active"), id=str(ev.id)))
    current = None
    for row in rows:
        if row.passe != current:
            current = row.passe
            say_out(_t(N("club", "Passe {passe}"), passe=row.passe))
        name = _player(members[row.member_id])
        if row.table is None:
            say_out(_t(N("club", "  sits out  {name}"), name=name))
        elif row.team:
            say_out(_t(N("club", "  table {table}  seat {seat} ({team})  {name}"),
                       table=row.table, seat=row.seat, team=row.team, name=name))
        else:
            say_out(_t(N("club", "  table {table}  seat {seat}  {name}"), table=row.table,
                       seat=row.seat, name=name))
    if args.csv:
        write_csv(args.csv, seat_rows(rows, members, _word), _delimiter(args),
                  inputs=[_db_path(args)])
        _wrote(args.csv)
    if args.pdf:
        sheets = _printing()
        sheets.write_seat_list_pdf(ev, rows, args.pdf, args.paper, args.club)
        _wrote(args.pdf)
    return 0


def cmd_sheets(args: argparse.Namespace) -> int:
    if not args.pdf:
        raise ClubInputError(say(N("club", "give the PDF file to write: -o FILE")))
    _outputs(args)
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        drawn = club.drawn(ev.id)
        members = {m.id: m for m in club.members(guests=True)}
    if args.passe is not None and args.passe not in {p.passe for p in drawn}:
        raise ClubInputError(say(N("club", "Passe {passe} of evening {id} is not drawn"),
                                 passe=args.passe, id=str(ev.id)))
    sheets = _printing()
    tables = sheets.seated_tables(ev, drawn, members, args.passe)
    if args.kind == "map":
        sheets.write_seat_map_pdf(ev, drawn, members, args.pdf, args.paper, args.club,
                                  args.passe)
    elif args.kind == "cards":
        sheets.write_table_cards_pdf(tables, args.pdf, args.paper, args.club)
    else:
        sheets.write_table_sheets_pdf(tables, args.pdf, args.paper, args.club)
    _wrote(args.pdf)
    return 0


# -- results ---------------------------------------------------------------------------------


def _file_spec(text: str) -> tuple[str, int | None, int | None]:
    """``FILE``, ``FILE:PASSE`` or ``FILE:PASSE:TABLE`` (a Windows ``C:\\`` stays a path)."""
    parts = text.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    if len(parts) >= 2 and parts[-1].isdigit():
        return text.rsplit(":", 1)[0], int(parts[-1]), None
    return text, None, None


def _drawn_place(club: Club, ev: Evening, name: str, match: Match,
                 replace: bool) -> tuple[int, int | None]:
    """The Passe (and table) of a match file given without its Passe, as the window works it
    out: the drawn table of its players (one not recorded yet, unless *replace*; the Passe
    its title names, "… Passe 2", where they were drawn together more than once; not drawn,
    that Passe and the file's table); refused, saying why, where nothing tells one."""
    members = {m.id: m for m in club.members(guests=True)}  # guests are seated too
    drawn = club.drawn(ev.id)
    found = [(p, t) for p, t, _ids in tables_of(match.document.players, drawn, members)]
    named = re.search(r"\bPasse\s*(\d+)", match.document.info.title, re.IGNORECASE)
    if not found and named:
        return int(named.group(1)), None
    if not drawn:
        raise ClubInputError(say(N("club", "{name}: which Passe? give {name}:PASSE or "
                                           "--passe"), name=name))
    if not found:
        raise ClubInputError(say(N("club", "{name}: its players are drawn to no table of this "
                                           "evening, so the draw does not tell its Passe: give "
                                           "{name}:PASSE or --passe"), name=name))
    recorded = {(r.passe, r.table) for r in club.results(ev.id)}
    open_ = [place for place in found if replace or place not in recorded]
    for narrower in ([pt for pt in open_ if named and pt[0] == int(named.group(1))], open_):
        if len(narrower) == 1:
            return narrower[0]
    if len(found) == 1:  # recorded already: the refusal says so
        return found[0]
    raise ClubInputError(say(N("club", "{name}: its players are drawn together in Passen "
                                       "{passen}: give {name}:PASSE or --passe"),
                             name=name,
                             passen=", ".join(str(p) for p, _t in (open_ or found))))


def cmd_import(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        writer = _writer(club, ev.id)
        planned: list[tuple[str, int, int, Match]] = []
        for spec in args.files:
            name, passe, table = _file_spec(spec)
            try:
                match = matchfile.load(name)
            except JassError as err:
                reason = i18n.render(err)
                if name in reason:  # "cannot read FILE: …", "FILE is too large …": once
                    raise ClubInputError(reason) from None
                raise ClubInputError(say(N("club", "{name}: {reason}"), name=name,
                                         reason=reason)) from None
            if passe is None and args.passe is None and ev.passen > 1:
                passe, table = _drawn_place(club, ev, name, match, args.replace)
            if table is None:
                found = re.search(r"\d+", match.document.info.table)
                if found is None:
                    raise ClubInputError(say(
                        N("club", "{name}: the match names no table number (info.table is "
                                  "{table}): give it as {name}:PASSE:TABLE"),
                        name=name, table=repr(match.document.info.table)))
                table = int(found.group())
            passe = passe or args.passe or (1 if ev.passen == 1 else None)
            if passe is None:
                raise ClubInputError(say(N("club", "{name}: which Passe? give {name}:PASSE or "
                                                   "--passe"), name=name))
            planned.append((name, passe, table, match))
        with writer.transaction():
            for name, passe, table, match in planned:
                try:
                    writer.record_match(ev.id, passe, table, match, replace=args.replace,
                                        partial=args.partial, note=args.note,
                                        override=args.override, other_rules=args.other_rules)
                except ClubError as err:  # what was done first: a bracket after
                    # the reason's full stop read as an afterthought (a trial's, the window's)
                    raise ClubInputError(say(N("club", "{name}: nothing was imported: "
                                                       "{reason}"),
                                             name=name, reason=err.message),
                                         getattr(err, "remedy", None)) from None
    for name, passe, table, _ in planned:
        say_out(_t(N("club", "{name}: Passe {passe}, table {table}"), name=name, passe=passe,
                   table=table))
    _through(writer, club)
    return 0


def _yes_or_no(spec: str, value: str) -> bool:
    """won=: yes or no in English, or in the language's words, as the terminal and the CSV
    write it (a French secretary types won=oui)."""
    word = value.casefold()
    if word in ("1", "yes", "true", _word("yes").casefold()):
        return True
    if word in ("0", "no", "false", _word("no").casefold()):
        return False
    raise ClubInputError(say(N("club", "{spec}: won is {yes} or {no}"), spec=repr(spec),
                             yes=_word("yes"), no=_word("no")))


def _figures_read(text: str) -> bool:
    """*text* reads as a player's figures: items a comma apart, each the counted figure or
    KEY=VALUE of a figure's key (whether the values are numbers is checked later)."""
    return all(key.strip().lower() in FIGURE_KEYS
               for key, eq, _value in (item.partition("=") for item in text.split(","))
               if eq)


def _member_and_figures(club: Club, spec: str) -> tuple[str, str]:
    """MEMBER=FIGURES split at the "=" the figures follow: a name may hold an "=" or a comma
    ("=1+1=942,matches=0" is the member "=1+1" with 942 points; the first "=" named nobody,
    "''"). The split is where the text before names a member (id, name or short name) and
    the text after reads as figures; where two splits do, refused, saying which two, since
    the id or the short name says it one way. Where none does, the first "=" with a name
    before it: the refusal names that name, or the figure that is wrong."""
    cuts = [i for i, ch in enumerate(spec) if ch == "="]
    if not cuts:
        raise ClubInputError(say(N("club", "{spec}: expected MEMBER=FIGURES, e.g. "
                                           "Anna=1013,matches=1"), spec=repr(spec)))
    everyone = club.members(guests=True)
    ids = {m.id for m in everyone}
    names = {name_key(n) for m in everyone for n in (m.name, m.short_name) if n}

    def someone(text: str) -> bool:
        text = one_line(text)
        return int(text) in ids if text.isdigit() else name_key(text) in names

    named = [i for i in cuts if someone(spec[:i])]
    read = [i for i in named if _figures_read(spec[i + 1:])]
    if len(read) > 1:
        raise ClubInputError(say(N("club", "{spec} can be read two ways, as {one} or as "
                                           "{other}, both members: name the member by id or "
                                           "short name (see: jasstafel club member list)"),
                                 spec=echo(spec), one=echo(spec[:read[0]]),
                                 other=echo(spec[:read[1]])))
    cut = (read or named or [i for i in cuts if spec[:i].strip()] or cuts)[0]
    return spec[:cut], spec[cut + 1:]


def _paper(club: Club, spec: str) -> PaperResult:
    name, text = _member_and_figures(club, spec)
    member = club.find_member(name)
    values: dict[str, Any] = {}
    for item in (i.strip() for i in text.split(",")):
        if not item:
            continue
        key, eq, value = item.partition("=")
        key, value = (key.strip().lower(), value.strip()) if eq else ("points", item)
        if key not in FIGURE_KEYS:
            raise ClubInputError(say(N("club", "{spec}: unknown figure {key} (known: "
                                               "{known})"),
                                     spec=repr(spec), key=repr(key),
                                     known=", ".join(FIGURE_KEYS)))
        if key in values:
            raise ClubInputError(say(N("club", "{spec}: {key} given twice"), spec=repr(spec),
                                     key=key))
        if key == "won":
            values[key] = _yes_or_no(spec, value)
            continue
        if key == "side" and value.upper() in tuple(TEAM_LETTERS):
            # as the lists name the teams (a letter: "" and "AB" are in the string too)
            values[key] = TEAM_LETTERS.index(value.upper())
            continue
        if re.fullmatch(r"[+-]?\d{10,}", value):
            raise ClubInputError(say(N("club", "{spec}: {key} has more digits than any score "
                                               "(at most 9)"),
                                     spec=echo(spec), key=key))
        if not re.fullmatch(r"[+-]?\d{1,9}", value):
            raise ClubInputError(say(N("club", "{spec}: {key} must be a whole number, not "
                                               "{value}"),
                                     spec=echo(spec), key=key, value=echo(value, 24)))
        values[key] = int(value)
    return PaperResult(member.id, **values)


def cmd_result(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        writer = _writer(club, ev.id)
        entries = [_paper(club, spec) for spec in args.figures]
        if (evening_rule(ev.variant, ev.settings).ranks_by_hand and not args.correct
                and all(e.rank is None for e in entries)):
            # as the window asks: the order of reaching 15 is never guessed from the points
            raise ClubInputError(say(N("club", "Pandur: give every player's rank at the table "
                                               "with rank=, e.g. {example}: the order of "
                                               "reaching 15 is not in the score points"),
                                     example=echo(args.figures[0] + ",rank=2", 40)))
        if args.correct:
            results = writer.correct_result(ev.id, args.passe, args.table, entries,
                                            note=args.note)
        else:
            results = writer.record_result(ev.id, args.passe, args.table, entries,
                                           replace=args.replace, note=args.note,
                                           override=args.override)
        names = {m.id: _player(m) for m in club.members(guests=True)}
    for r in results:
        template = (N("club", "Passe {passe}, table {table}: {name} {points} (rank {rank}, won)")
                    if r.won else
                    N("club", "Passe {passe}, table {table}: {name} {points} (rank {rank})"))
        say_out(_t(template, passe=r.passe, table=r.table, name=names[r.member],
                   points=r.points, rank=r.rank))
    if not args.correct and all(e.rank is None for e in entries):
        _shared_win(evening_rule(ev.variant, ev.settings), results)
    _through(writer, club)
    return 0


def _shared_win(rule: EveningRule, results: Sequence[Result]) -> None:
    """Say a first place shared where the variant's tie-break is not on the paper sheet (a
    Schieber Turnier's best round, a Coiffeur's rows): the win stays shared unless the ranks
    are given (a trial's secretary was not asked for the tie-break)."""
    first = {r.side if r.side is not None else -1 - r.member for r in results if r.rank == 1}
    if len(first) > 1 and rule.tie_ordered(1):
        say_out(_t(N("club", "Passe {passe}, table {table}: equal figures share rank 1 and the "
                             "win; where the tie-break decided it (the best round, a "
                             "Coiffeur's rows), give the ranks: --correct with rank=1 and "
                             "rank=2"), passe=results[0].passe, table=results[0].table))


# -- rankings, the results file, the log, statistics --------------------------------------------


def _show_ranking(ranking: Ranking, args: argparse.Namespace,
                  paint: Callable[[Any], None]) -> None:
    say_out(i18n.render(ranking.title))
    # as on screen and paper: "(6)", the evenings' dates as the language writes them, a
    # guest's name marked "· Gast" (a column of "ja" and "nein" said it otherwise; the CSV
    # file keeps its Guest column of 1 and 0)
    rows = ranking_rows(ranking, _word, brackets=True, day=i18n.iso_date, figure=i18n.render,
                        said=i18n.render, guest=i18n.guest)
    shown_rows = [[str(c) for c in row] for row in rows]
    empty = not any(row[-1] for row in shown_rows[1:])
    if empty:  # as on paper: no "Decided by" where it says nothing (a trial's)
        shown_rows = [row[:-1] for row in shown_rows]
    words = (_word("Dropped evenings"), _word("Sat-out evenings"))  # the evenings' dates
    _print_table(shown_rows, numeric_from=3,
                 numeric_last=empty and shown_rows[0][-1] not in words)
    say_out()
    # a season's points of evenings of other table rules (which), the tables of other rules
    # and those imported unfinished: said first, as on paper
    for note in (ranking.note, ranking.unfinished_note):
        if note:
            for line in i18n.render(note).split("\n"):  # each table's note on its own line
                say_out(line)
            say_out()
    say_out(i18n.render(ranking.rule))
    if args.csv:
        write_csv(args.csv, ranking_rows(ranking, _word, said=i18n.render), _delimiter(args),
                  inputs=[_db_path(args)])
        _wrote(args.csv)
    if args.pdf:
        paint(_printing())
        _wrote(args.pdf)


def cmd_ranking_evening(args: argparse.Namespace) -> int:
    _outputs(args)
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        ranking = club.evening_ranking(ev.id)
    _show_ranking(ranking, args, lambda sheets: sheets.write_evening_ranking_pdf(
        ranking, ev, args.pdf, args.paper, args.club))
    return 0


def cmd_ranking_season(args: argparse.Namespace) -> int:
    _outputs(args)
    with _open(args) as club:
        ranking = club.season_ranking(args.season, best=args.best, of=args.of,
                                      drop_worst=args.drop_worst, scoring=args.scoring)
    _show_ranking(ranking, args, lambda sheets: sheets.write_season_ranking_pdf(
        ranking, args.season, args.pdf, args.paper, args.club))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    if not args.csv:
        raise ClubInputError(say(N("club", "give the CSV file to write: -o FILE")))
    _outputs(args)
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        results = club.results(ev.id)
        members = {m.id: m for m in club.members(guests=True)}
        drawn = club.drawn(ev.id)
    variant_words = f"{_variant(ev.variant)} · {_preset(ev)}"
    write_csv(args.csv, result_rows(ev, results, members, _word, variant_words, drawn),
              _delimiter(args),
              inputs=[_db_path(args)])
    _wrote(args.csv)
    return 0


def cmd_log(args: argparse.Namespace) -> int:
    with _open(args) as club:
        evening = None
        if args.evening is not None:
            evening = int(args.evening) if args.evening.isdigit() else \
                club.find_evening(args.evening).id
        log = club.corrections(evening)
        names = {m.id: _player(m) for m in club.members(guests=True)}
        evenings = {ev.id: ev for ev in club.evenings()}  # a deleted one is not among them
    rows = [[_word("At"), _word("Evening"), _word("Passe"), _word("Table"), _word("Kind"),
             _word("Member"), _word("Before"), _word("After"), _word("Note")]]
    for c, rules in zip(log, _rules_then(log, evenings), strict=True):
        rows.append([_moment(c.at), str(c.evening), "" if c.passe is None else str(c.passe),
                     "" if c.table is None else str(c.table), _word(_KINDS.get(c.kind, c.kind)),
                     names.get(c.member, "") if c.member is not None else "",
                     *_log_values(c, evenings.get(c.evening), rules), c.note])
    _print_table(rows)
    return 0


#: a logged value's fields, in the order a reader looks for them, by their words
_FIELDS = {"points": "Points", "matches": "Matches", "striche": "Striche", "nuller": "Nuller",
           "rank": "Rank", "won": "Won", "side": "Team", "date": "Date", "place": "Place",
           "title": "Title", "season": "Season", "passen": "Passen", "tables": "Tables",
           "variant": "Variant", "preset": "Preset"}
_QUIET = {"source", "match_id"}  # said only when they change


# an evening's variant and table settings
Rules = tuple[str, Mapping[str, Any]]


def _rules_then(log: Sequence[Correction], evenings: Mapping[int, Evening]) -> list[Rules | None]:
    """Per entry of *log* (oldest first), the variant and table settings its evening had
    when the entry was written: its rules now; for an evening deleted since, those its
    deletion's entry keeps; before a change of its variant or settings (made while it had no
    results), those that change's entry says it had. None: not known."""
    now: dict[int, Rules] = {number: (ev.variant, ev.settings) for number, ev in evenings.items()}
    then: list[Rules | None] = []
    for entry in reversed(log):
        before = entry.before if isinstance(entry.before, Mapping) else {}
        whole = before.get("evening")
        if entry.kind == "evening" and entry.after is None and isinstance(whole, Mapping):
            now[entry.evening] = _rules(whole, None)  # deleted: the entry holds all of it
        then.append(now.get(entry.evening))
        if entry.kind == "evening" and entry.after is not None:
            now[entry.evening] = _rules(before, now.get(entry.evening))
    return then[::-1]


def _rules(values: Mapping[str, Any], known: Rules | None) -> Rules:
    """The variant and settings *values* name, else those *known*."""
    variant, settings = known if known is not None else ("", {})
    given = values.get("settings", settings)
    return (str(values.get("variant", variant)),
            given if isinstance(given, Mapping) else settings)


def _log_values(entry: Correction, evening: Evening | None, rules: Rules | None) -> list[str]:
    """Before and after of a log entry in words: table rules by the settings' labels (as
    the refusal said them), other entries by their fields (:func:`_brief`), a result's
    figure named as its evening's variant names it (:func:`_fields`)."""
    if (entry.kind == "rules" and evening is not None and isinstance(entry.before, dict)
            and isinstance(entry.after, dict)):
        deck = str(evening.settings.get("deck", "de"))
        # after: the difference itself, whole (the rules each cut to 60 characters read the
        # same where a Coiffeur's rows differed only further along)
        differences = [(key, entry.before.get(key), entry.after.get(key))
                       for key in sorted(set(entry.before) | set(entry.after))]
        return [_cut(i18n.render(settings_text(evening.variant, entry.before, deck))),
                i18n.render(describe_differences(evening.variant, differences, deck))]
    fields, same = _fields(rules) if entry.kind == "result" else (_FIELDS, "")
    return [_brief(entry.before, entry.after, fields, same),
            _brief(entry.after, entry.before, fields, same)]


def _fields(rules: Rules | None) -> tuple[Mapping[str, str], str]:
    """The words of a result's fields, its points named as the evening's ranking names the
    figure a result holds (a Differenzler's "Penalty", a Coiffeur's "Total", a Fahnder's
    "Net Striche": "Points 29" was logged for a penalty); and the field that says the same
    as the points, said once (a Handjass's Striche)."""
    if rules is None:
        return _FIELDS, ""
    try:
        figure = evening_rule(*rules).result_figure
    except ClubError:  # a variant the club does not rank (a damaged log)
        return _FIELDS, ""
    same = figure.name if figure.name in _FIELDS and figure.name != "points" else ""
    return {**_FIELDS, "points": figure.label}, same


def _cut(text: str) -> str:
    return text if len(text) <= 60 else text[:59] + "…"


def _brief(value: Any, other: Any = None, fields: Mapping[str, str] = _FIELDS,
           same: str = "") -> str:
    """A logged value as a person reads it: its fields in words and figures ("Punkte 990,
    Rang 1"), of a change only those that differ from *other* (the other side of it).
    *fields*: the fields' words; *same*: a field left out where it says what the points say."""
    if value is None:
        return "–"
    if isinstance(value, dict):
        changed = isinstance(other, dict)
        keys = [k for k in value if (other.get(k) != value[k] if changed else
                                     value[k] is not None and k not in _QUIET)
                and not (k == same and value[k] == value.get("points"))]
        order = list(fields)
        keys.sort(key=lambda k: (order.index(k) if k in order else len(order), k))
        text = ", ".join(f"{_word(fields.get(k, k))} {_figure(k, value[k])}" for k in keys)
    else:
        text = _figure("", value)
    return _cut(text)


def _moment(at: str) -> str:
    """When a correction was logged, in this computer's time zone (SQLite stores UTC:
    2026-12-05 03:32:58 is 04:32:58 in Zurich's winter), its date as the language writes
    dates: 05.12.2026 04:32:58. A moment that is not SQLite's is shown as it is stored."""
    try:
        utc = datetime.datetime.strptime(at, "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.UTC)
    except ValueError:
        day, _, clock = at.partition(" ")
    else:
        day, _, clock = utc.astimezone().strftime("%Y-%m-%d %H:%M:%S").partition(" ")
    return f"{i18n.iso_date(day)} {clock}".strip()


def _figure(key: str, value: Any) -> str:
    if value is None or value == "":
        return "–"
    if isinstance(value, bool):
        return _word("yes") if value else _word("no")
    if key == "side" and isinstance(value, int):  # as side= is typed, as the window letters it
        return team_letter(value)
    if key == "date" and isinstance(value, str):
        return i18n.iso_date(value)
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    if isinstance(value, int) and key != "match_id":  # 1'200 in German, as the window says it
        return i18n.render(value)
    return str(value)


def cmd_stats(args: argparse.Namespace) -> int:
    with _open(args) as club:
        stats = club.member_statistics(club.find_member(args.member).id, season=args.season)
    if args.json:
        # control and bidi characters escaped the JSON way: still valid JSON
        print(shown(json.dumps(asdict(stats), indent=2, ensure_ascii=False), lines=True))
        return 0
    m = stats.member
    name = f"{m.name} ({m.short_name})" if m.short_name else m.name
    say_out(_t(N("club", "{name}, season {season}"), name=name, season=stats.season)
            if stats.season else name)
    # Matches only where a game could have one (a Schieber's, a Coiffeur's)
    figures = (_t(N("club", "{evenings}, {games}, {wins}"),
                  evenings=_count(stats.evenings, "evening"),
                  games=_count(stats.games, "game"), wins=_count(stats.wins, "won"))
               if stats.matches is None else
               _t(N("club", "{evenings}, {games}, {wins}, {matches}"),
                  evenings=_count(stats.evenings, "evening"),
                  games=_count(stats.games, "game"), wins=_count(stats.wins, "won"),
                  matches=_count(stats.matches, "Match")))
    if stats.average_points is not None:
        figures = _t(N("club", "{figures}, average {average}"), figures=figures,
                     average=i18n.average(stats.average_points))
    say_out(figures)
    for v in stats.by_variant:  # a row per table rules, named as the club window does
        title, changed = i18n.table_rules(v.variant, v.preset, v.settings)
        if v.matches is None:  # a Differenzler, a Molotow …: no Matches to count
            line = _t(N("club", "{variant}: {games}, {wins}, {figure}: average {average}"),
                      variant=title, games=_count(v.games, "game"), wins=_count(v.wins, "won"),
                      figure=_word(v.figure), average=i18n.average(v.average_points))
        else:
            line = _t(N("club", "{variant}: {games}, {wins}, {matches}, {figure}: average "
                                "{average}"),
                      variant=title, games=_count(v.games, "game"), wins=_count(v.wins, "won"),
                      matches=_count(v.matches, "Match"), figure=_word(v.figure),
                      average=i18n.average(v.average_points))
        say_out("  " + line)
        if changed:
            say_out("    " + changed)
    if stats.series:
        say_out()
        _print_table(_series_rows(stats), numeric_from=2, numeric_last=True)
    if m.guest:
        say_out()
        say_out(_t(N("club", "{name} plays as a guest: a guest's evenings count in no season "
                             "ranking until made a member ('club guest make-member')"),
                   name=m.name))
    return 0


def _series_rows(stats: MemberStatistics) -> list[list[str]]:
    """A member's evenings; a guest's without season points (he has none: no column of
    numbers that count nowhere)."""
    head = [_word("Date"), _word("Variant"), _word("Rank"), _word("Of"), _word("Score")]
    guest = stats.member.guest
    if not guest:
        head += [_word("Season points"), _word("Cumulative")]
    rows = [head]
    for p in stats.series:
        figures: list[int | None] = [p.rank, p.participants, p.score]
        if not guest:
            figures += [p.season_points, p.cumulative]
        rows.append([i18n.iso_date(p.date), _variant(p.variant),
                     *(i18n.render(f) if f is not None else "–" for f in figures)])
    return rows


def _count(n: int, what: str) -> str:
    """"1 evening", "3 evenings" …: the count's form in the user's language."""
    if what == "evening":
        return i18n.plural("club", "%n evenings", n)
    if what == "game":  # a Passe played: "12 games" in a Differenzler's rules are a Passe's
        return i18n.plural("club", "%n Passen", n)
    if what == "won":  # French: "1 gagnée", "2 gagnées"
        return i18n.plural("club", "%n won", n)
    return i18n.plural("club", "%n Matches", n)
