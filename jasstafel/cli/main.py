"""The ``jasstafel`` command: score and check match files, print the schema.

Nothing here imports Qt unless the window is started: scoring from the command
line stays fast and works on machines without a display.

Every word for a person is in the chosen language: ``--lang de|fr|en`` anywhere on the
command line, else the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG; English if none names
a language Jasstafel speaks). The board's sentences, the table's words, the printed sheet
and the CSV files follow it; ``--json`` stays English (keys and sentences), the data format
of docs/board-json.md for programs. ``--help`` speaks the language too, and a wrong command
line is refused in one line in the language (:class:`.options.OneLineParser`).

Careless and hostile input gives one line on stderr and exit status 2, never a traceback:
every value echoed from a file or an argument goes through :func:`.terminal.printable`;
text arguments that are not UTF-8 are refused; an output that is one of the inputs, or an
existing file of another kind, is refused before anything is written (see
docs/robustness.md, "The command line").
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TextIO

from .. import __version__, i18n
from ..core.errors import EntryError, JassError, MatchFileError, RuleViolation
from ..core.text import os_reason
from ..i18n import plural, render, tr
from .options import (
    OneLineParser,
    add_delimiter,
    name_commands,
    refusal,
    unknown_option,
    usage_line,
)
from .terminal import has_undecodable, json_printable, ljust, printable, wrap

if TYPE_CHECKING:
    from ..core import Board, Match, Team

# The rules core's models, the club and Qt are imported by the commands that use them:
# the window starts without building what it does not show, and `score` never loads Qt.

EXIT_INVALID = 1  # an entry breaks a rule
EXIT_BAD_INPUT = 2  # no such file, not JSON, unknown variant, newer version ...


def _t(text: str) -> str:
    return tr("cli", text)


def _said(what: str, said: str) -> str:
    """"FILE: 9 entries": a colon as the language writes it (French: "FILE : …")."""
    return _t("{0}: {1}").format(what, said)


def _listed(parts: Sequence[str]) -> str:
    """Parts one after the other with a semicolon as the language writes it ("a ; b")."""
    if not parts:
        return ""
    joined = parts[0]
    for part in parts[1:]:
        joined = _t("{0}; {1}").format(joined, part)
    return joined


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        argv, asked = take_language(argv)
    except UnknownLanguage as err:  # said in the locale's language, as every other refusal
        print(plain_marks(_said_in(None, _unknown_language, err.code)), file=sys.stderr)
        return EXIT_BAD_INPUT
    if not argv or (not argv[0].startswith("-") and argv[0] not in COMMANDS):
        refused = (_said_in(asked, window_refusal, argv)
                   or _said_in(asked, display_refusal, argv))
        if refused:  # before Qt is loaded: a typo never opens a window, nor aborts without one
            print(plain_marks(refused), file=sys.stderr)
            return EXIT_BAD_INPUT
        return start_window([*argv, f"--lang={asked}"] if asked else argv)
    previous = i18n.language()
    i18n.use(asked or i18n.language_from_environment())
    out, err_out = sys.stdout, sys.stderr
    sys.stdout = guarded = _Output(out)
    sys.stderr = _Output(err_out, guard=False)
    prog = "jasstafel"  # the command, once known: a failure of the output begins with it
    try:
        try:
            parser = build_parser()
            args = parser.parse_args(argv)
            prog = args.prog
            return run(parser, args)
        finally:  # what is still buffered is written now, where a failure can be said
            guarded.flush()
    except OutputError as err:
        return _output_failed(prog, err.cause)
    finally:
        sys.stdout, sys.stderr = out, err_out
        i18n.use(previous)  # in-process callers (tests, scripts) keep their language


EXIT_PIPE_CLOSED = 141  # 128 + SIGPIPE: what a shell shows for `cat big | head -1`


class OutputError(Exception):
    """Writing to stdout failed (a closed pipe, a full disk): *cause* says why."""

    def __init__(self, cause: OSError) -> None:
        super().__init__(cause)
        self.cause = cause


# the French catalog's no-break space before ":", ";", "!", "?", "»" and after "«"
_GLUED_MARK = re.compile("\u00a0(?=[:;!?\u00bb])|(?<=\u00ab)\u00a0")


def plain_marks(text: str) -> str:
    """*text* with a plain space where the French catalog glues a mark to the word before
    ("erreur\u00a0: …"): a terminal breaks a line anywhere, the glue helps no reader there,
    and what a script or a person looks for in the output ("erreur : ") stays as it was."""
    return _GLUED_MARK.sub(" ", text)


class _Output:
    """stdout, whose write errors are an :class:`OutputError`: told apart from a file the
    command itself failed to write, and never Python's "Exception ignored" at exit (stderr
    with *guard* False: its errors are Python's own). The French marks with a plain space."""

    def __init__(self, wrapped: TextIO, guard: bool = True) -> None:
        self.wrapped = wrapped
        self.guard = guard

    def write(self, text: str) -> int:
        if not self.guard:
            return self.wrapped.write(plain_marks(text))
        try:
            return self.wrapped.write(plain_marks(text))
        except OSError as err:
            raise OutputError(err) from err

    def flush(self) -> None:
        try:
            self.wrapped.flush()
        except OSError as err:
            raise OutputError(err) from err

    def __getattr__(self, name: str) -> Any:
        return getattr(self.wrapped, name)


def _output_failed(prog: str, err: OSError) -> int:
    """A closed pipe (``jasstafel schema | head -1``) ends quietly with status 141, as
    ``head`` expects; any other failure (a full disk) is one line and status 2. Either way
    stdout is pointed at /dev/null, so that what is still buffered cannot fail again when
    Python exits."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.__stdout__.fileno() if sys.__stdout__ else 1)
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass
    if isinstance(err, BrokenPipeError):
        return EXIT_PIPE_CLOSED
    fail(refusal(prog, _t("cannot write the output: {0}").format(render(os_reason(err)))))
    return EXIT_BAD_INPUT


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """One command of *parser*, in the language already chosen; a refusal is one line that
    begins with the command, as a wrong command line's does (:func:`.options.refusal`)."""
    if args.command is None:
        parser.print_help()
        return 0
    try:
        if args.command in MATCH_COMMANDS:
            refuse_undecodable(args, TEXT_ARGUMENTS)
            for name, option in (("output", "-o"), ("board", "--board"), ("file", "FILE")):
                if getattr(args, name, None) == "":
                    raise JassError(_t("{0}: the file name is empty").format(option))
        return int(args.run(args))
    except EntryError as err:
        where = getattr(args, "file", None)
        fail(refusal(args.prog, _said(where, render(err)) if where else render(err)))
        return EXIT_INVALID
    except RuleViolation as err:  # a part after "error:": small in English and French
        fail(refusal(args.prog, _of_file(args, err, i18n.after_colon(err))))
        return EXIT_BAD_INPUT
    except JassError as err:
        said = i18n.after_colon(err.args[0]) if len(err.args) == 1 else str(err)
        fail(refusal(args.prog, _of_file(args, err, said)))
        return EXIT_BAD_INPUT


def _of_file(args: argparse.Namespace, err: JassError, said: str) -> str:
    """A refusal of the match file (its setup, a field, its JSON) named as an entry's is
    ("FILE: every player must sit …"), unless it names the file already ("cannot read
    FILE: …"); a refusal of anything else as it is."""
    where = getattr(args, "file", None)
    if not where or not isinstance(err, RuleViolation | MatchFileError) or where in said:
        return said
    return _said(where, said)


def _said_in(asked: str | None, say: Callable[..., str], *args: Any) -> str:
    """What *say* says in the language asked for (else the locale's); the caller's
    language is kept."""
    previous = i18n.language()
    i18n.use(asked or i18n.language_from_environment())
    try:
        return say(*args)
    finally:
        i18n.use(previous)


#: the window's own option: open FILE, paint once and quit (packaging/smoke-test)
WINDOW_OPTIONS = ("--smoke-test",)
#: what a match file's name ends in (the window's Open dialog offers both)
MATCH_SUFFIXES = (".jass", ".json")


def window_refusal(argv: Sequence[str]) -> str:
    """Why *argv*, which names no command, cannot start the window: one line in the
    language, or "" when it can. The window opens one match file, or a live evening's link
    (the desktop file's ``jasstafel %f``). A first word that is neither an existing file nor
    named like a match file is a mistyped command (``jasstafel scor s1.jass``): refused, with
    the command it is nearest to."""
    files = [a for a in argv if not a.startswith("-")]
    unknown = [a for a in argv if a.startswith("-") and a not in WINDOW_OPTIONS]
    if files and not _names_a_match(files[0]):
        import difflib  # only for a refusal: the window's start does without it

        near = difflib.get_close_matches(files[0], COMMANDS, n=1)
        message = (_t("unknown command {0}; did you mean {1}?").format(
            repr(files[0]), repr(near[0])) if near else
            _t("{0} is neither a command nor a match file (commands: {1})").format(
                repr(files[0]), ", ".join(COMMANDS)))
    elif len(unknown) == 1:  # as a command names an option it does not know
        message = unknown_option(unknown[0], ())
    elif unknown:
        message = _t("unknown arguments: {0}").format(" ".join(unknown))
    elif len(files) > 1:
        message = _t("the window opens one match file at a time, not {0} ({1})").format(
            len(files), ", ".join(repr(f) for f in files))
    else:
        return ""
    return usage_line("jasstafel", message)


def display_refusal(argv: Sequence[str]) -> str:
    """One line when the window cannot have a display, else "": on Linux and other Unix
    systems without ``DISPLAY``, ``WAYLAND_DISPLAY`` (or ``WAYLAND_SOCKET``) and without a
    platform chosen in ``QT_QPA_PLATFORM``, Qt aborts with six English lines and exit 134.
    Windows and macOS always have their own platform."""
    if sys.platform in ("win32", "darwin") or any(
            os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET",
                                              "QT_QPA_PLATFORM")):
        return ""
    files = [a for a in argv if not a.startswith("-")]
    match = files[0] if files and not files[0].lower().startswith(("http://", "https://")) \
        else None
    import shlex  # only for a refusal: the window's start does without it

    sheet = os.path.splitext(os.path.basename(match))[0] + ".pdf" if match else "FILE.pdf"
    shown = shlex.quote(match) if match else "FILE"
    return usage_line("jasstafel", _t(
        "the window needs a graphical display (DISPLAY or WAYLAND_DISPLAY), and there is "
        "none here; in a terminal: {0} or {1}").format(
            f"jasstafel score {shown}", f"jasstafel print {shown} -o {shlex.quote(sheet)}"))


def _names_a_match(word: str) -> bool:
    """A live evening's link, a name ending in .jass or .json, or an existing file (a
    match saved under another name; the window says why if it is not one)."""
    if word.lower().startswith(("http://", "https://")) or word.lower().endswith(
            MATCH_SUFFIXES):
        return True
    try:
        return os.path.lexists(word)
    except (ValueError, OSError):  # a NUL in the word: no file is called that
        return False


class UnknownLanguage(JassError):
    """``--lang CODE`` names no language Jasstafel speaks."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def _unknown_language(code: str) -> str:
    known = ", ".join(i18n.LANGUAGES)
    if not code:  # `--lang` last, `--lang=`, `--lang --json`: no language was typed
        return usage_line("jasstafel", _t("{0} needs a value (known: {1})").format(
            "--lang", known))
    return usage_line("jasstafel", _t("--lang: unknown language {0} (known: {1})").format(
        repr(code), known))


def take_language(argv: list[str]) -> tuple[list[str], str | None]:
    """``--lang CODE`` (or ``--lang=CODE``) anywhere in *argv*: the rest, and CODE.

    Taken out before argparse sees the command line, so that it may stand before or after
    the command (``jasstafel score FILE --lang fr``) and reaches the club's commands and the
    window alike.
    """
    rest: list[str] = []
    asked: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--":
            rest += [word, *words]
            break
        if word == "--lang" or word.startswith("--lang="):
            value = word.partition("=")[2] if "=" in word else next(words, "")
            if value.startswith("-"):  # the next option, not a language
                value = ""
            if value not in i18n.LANGUAGES:
                raise UnknownLanguage(value)
            asked = value
            continue
        rest.append(word)
    return rest, asked


def fail(line: str) -> None:
    """One line on stderr, with whatever came from a file or an argument escaped."""
    print(printable(line), file=sys.stderr)


def refuse_undecodable(args: argparse.Namespace, names: Sequence[str]) -> None:
    """Text arguments (names, a variant, a club) must be UTF-8: Python keeps the bytes of
    one that is not as lone surrogates, which no file and no sheet can hold. File names
    are not checked: on POSIX they are bytes, and a Latin-1 name is a real file."""
    for name in names:
        value = getattr(args, name, None)
        for text in value if isinstance(value, list) else [value]:
            if isinstance(text, str) and has_undecodable(text):
                raise JassError(_t("the argument '{0}' is not valid UTF-8 text (is the "
                                   "terminal set to UTF-8?)").format(text))


def start_window(argv: Sequence[str]) -> int:
    """No command, or a file name: the Tafel window (the only place Qt is loaded)."""
    try:
        from ..ui.app import main as window_main
    except ImportError as err:
        _rest, asked = take_language(list(argv))
        fail(_said_in(asked, _no_window, err))
        return EXIT_BAD_INPUT
    return window_main(argv)


def _no_window(err: ImportError) -> str:
    return refusal("jasstafel", _t("the window needs PySide6: {0}").format(err))


MATCH_COMMANDS = ("score", "check", "schema", "variants", "new", "print", "export")
COMMANDS = (*MATCH_COMMANDS, "club")
#: the arguments of the match commands that are text, not file names
TEXT_ARGUMENTS = ("variant", "players", "preset", "blank", "club", "team_name")


def build_parser() -> argparse.ArgumentParser:
    """The ``jasstafel`` command line in the language already chosen: every help, description
    and placeholder (``FILE`` is ``DATEI`` in German; "positional arguments" and the like are
    :class:`.options.OneLineParser`'s). The placeholders are those the refusals name
    ("--blank JASSART"); what is typed as it stands (a value of ``--paper``, ``de|fr|en``,
    ``N``) stays."""
    parser = OneLineParser(
        prog="jasstafel",
        description=_t("Jasstafel: the Jass scoreboard. Score, check and create match files."),
    )
    parser.add_argument("--version", action="version", version=f"jasstafel {__version__}",
                        help=_t("show program's version number and exit"))
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), metavar="|".join(i18n.LANGUAGES),
                        help=_t("the language of the output, the sheet and the CSV files "
                                "(also after the command; default: the locale, else English)"))
    sub = parser.add_subparsers(dest="command", metavar=_t("COMMAND"),
                                parser_class=OneLineParser)
    match_file, file_word = _t("match file (.jass)"), _t("FILE")

    p = sub.add_parser("score", help=_t("print the board of a match file"))
    p.add_argument("file", metavar=file_word, help=match_file)
    p.add_argument("--json", action="store_true", help=_t("print the board as one JSON object"))
    p.add_argument("--upto", type=int, metavar="N",
                   help=_t("the board after the first N entries"))
    p.set_defaults(run=cmd_score)

    p = sub.add_parser("check", help=_t("check every entry; exit 1 at the first invalid one"))
    p.add_argument("file", metavar=file_word, help=match_file)
    p.set_defaults(run=cmd_check)

    p = sub.add_parser("schema", help=_t("print the JSON Schema of match files"))
    p.set_defaults(run=cmd_schema)

    p = sub.add_parser("variants", help=_t("list the variants and their presets"))
    p.set_defaults(run=cmd_variants)

    p = sub.add_parser("new", help=_t("write a new, empty match file from a preset"))
    p.add_argument("variant", metavar=_t("VARIANT"), help=_t("variant name, e.g. schieber"))
    p.add_argument("players", nargs="+", metavar=_t("PLAYER"),
                   help=_t("player names in seat order"))
    p.add_argument("--preset", metavar=_t("PRESET"),
                   help=_t("preset name (see 'jasstafel variants')"))
    p.add_argument("-o", "--output", required=True, metavar=_t("FILE"),
                   help=_t("file to write (refused if it exists)"))
    p.add_argument("--teams", type=int, metavar="N",
                   help=_t("punktetafel: the players play in N teams, partners N seats apart: "
                           "team A has seats 1, 1+N, 1+2N …, team B seats 2, 2+N … "
                           "(without it each plays for themselves)"))
    p.add_argument("--team-name", action="append", default=[], metavar=_t("NAME"),
                   help=_t("the name of the next team of --teams, once per team in team "
                           "order; a team without one (or with '') is called after its "
                           "players, 'Anna & Cla'"))
    p.set_defaults(run=cmd_new)

    p = sub.add_parser("print", help=_t("write the match sheet, or a blank sheet, as a PDF "
                                        "file"))
    p.add_argument("file", nargs="?", metavar=file_word, help=match_file)
    p.add_argument("--blank", metavar=_t("VARIANT"),
                   help=_t("a blank sheet of VARIANT for paper play"))
    p.add_argument("--preset", metavar=_t("PRESET"),
                   help=_t("the blank sheet's preset (see 'jasstafel variants')"))
    p.add_argument("--deck", choices=("de", "fr"), metavar="de|fr",
                   help=_t("the blank sheet's cards: de Swiss German (Acorns, Roses …), fr "
                           "French (Clubs, Spades …); default: the preset's"))
    p.add_argument("--paper", type=str.lower, choices=("a4", "letter"), default="a4",
                   help=_t("paper size (default a4)"))
    p.add_argument("--club", default="", metavar=_t("CLUB"),
                   help=_t("club name at the top of every page"))
    p.add_argument("-o", "--output", required=True, metavar=_t("FILE"),
                   help=_t("PDF file to write (replaced)"))
    p.set_defaults(run=cmd_print)

    p = sub.add_parser("export", help=_t("write the entries (and the board) as CSV files"))
    p.add_argument("file", metavar=file_word, help=match_file)
    p.add_argument("-o", "--output", required=True, metavar=_t("FILE"),
                   help=_t("CSV file of the entries (replaced)"))
    p.add_argument("--board", metavar=_t("FILE"),
                   help=_t("also write the board to FILE (CSV), one row per side"))
    add_delimiter(p)
    p.set_defaults(run=cmd_export)
    from .club import add_parser as add_club_parser

    add_club_parser(sub)
    name_commands(parser)
    return parser


def cmd_score(args: argparse.Namespace) -> int:
    from ..core import matchfile

    match = matchfile.load(args.file)
    if args.upto is not None and not 0 <= args.upto <= len(match.entries):
        raise JassError(_t("--upto {0}: give a number of entries from 0 to {1} (the match "
                           "has {1})").format(args.upto, _number(len(match.entries))))
    board = match.board(args.upto)
    if args.json:
        print(json_printable(board.model_dump_json(indent=2)))
    else:
        print_board(match, board, sys.stdout)
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from ..core import matchfile

    match = matchfile.load(args.file)
    count = plural("cli", "%n entries, all valid", len(match.entries))
    print(printable(_said(args.file, count)))
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    import json  # here: the window's start needs no json

    from ..core import matchfile

    print(json.dumps(matchfile.json_schema(), indent=2, ensure_ascii=False))
    return 0


def cmd_variants(args: argparse.Namespace) -> int:
    from ..core import variants

    for variant in variants():
        players = (plural("cli", "%n players", variant.min_players)
                   if variant.min_players == variant.max_players else
                   _t("{0}-{1} players").format(variant.min_players, variant.max_players))
        print(f"{variant.name}  ({i18n.variant_title(variant)}, {players})")
        for name in variant.PRESETS:
            mark = "*" if name == variant.DEFAULT_PRESET else " "
            print(f"  {mark} {name:<16} {i18n.preset_title(variant, name)}")
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    from ..core import matchfile
    from ..core.registry import find_variant

    players = list(args.players)
    cls = find_variant(args.variant)
    teams = None
    if cls.team_game:  # "Anna & Cla" as the window's dialog ("Équipe A" if too long)
        teams = [team.model_copy(update={"name": matchfile.team_name(
                     players, team.players, i, _t("Team {0}"))})
                 for i, team in enumerate(matchfile.default_teams(players))]
    if args.teams is not None or args.team_name:
        teams = chosen_teams(cls, players, args.teams, args.team_name)
    try:
        match = matchfile.new_match(args.variant, players, preset=args.preset, teams=teams)
    except RuleViolation as err:  # one team, or none: the rule the dialog's Start names
        if args.teams is None or err.rule != "setup.teams":
            raise
        raise JassError(_said(f"--teams {args.teams}", i18n.after_colon(err))) from None
    if os.path.lexists(args.output):
        raise JassError(_t("{0} exists already; not overwritten").format(args.output))
    try:  # checked, written aside, then linked: never an empty or half-written file
        matchfile.create(match, args.output)
    except FileExistsError:
        raise JassError(_t("{0} exists already; not overwritten").format(args.output)) from None
    except OSError as err:
        raise JassError(_cannot_write(args.output, err)) from None
    print(printable(_t("wrote {0}").format(args.output)))
    return 0


def chosen_teams(cls: Any, players: list[str], number: int | None,
                 names: Sequence[str]) -> list[Team]:
    """The teams of ``new --teams N [--team-name NAME …]``, as the New match dialog makes
    them from its *Teams* row and team names: seated by the core's rule
    (:func:`.matchfile.seated_teams`: team t has seats t, t + N …), each called after its
    players unless a name is given (an empty one too). Refused here what the dialog's field
    refuses (more teams than players: a team without players is no team); fewer than two
    teams go to the rules as one team of all, which they refuse (setup.teams)."""
    from ..core import Team, matchfile, variants

    if number is None:
        raise JassError(_t("--team-name needs --teams: it names the teams that --teams "
                           "makes"))
    if not cls.teams_optional:  # the dialog's Teams row is the Punktetafel's only
        known = ", ".join(i18n.variant_title(v) for v in variants() if v.teams_optional)
        raise JassError(_t("--teams: only {0} may be played by a number of teams chosen, "
                           "not {1}").format(known, i18n.variant_title(cls)))
    if number > len(players):
        raise JassError(_t("--teams: at most {0}, the number of players, not {1}").format(
            len(players), number))
    seats = matchfile.seated_teams(len(players), number) if number >= 2 else [
        list(range(len(players)))]
    if len(names) > len(seats):
        raise JassError(_t("--team-name: {0} names for {1} teams").format(
            len(names), len(seats)))
    given = [name.strip() for name in names]
    named = [given[t] if t < len(given) and given[t] else
             matchfile.team_name(players, team, t, _t("Team {0}"))
             for t, team in enumerate(seats)]
    matchfile.check_names(players, named)  # "team A: 61 characters; …", as the dialog says
    return [Team(name=name, players=team) for name, team in zip(named, seats, strict=True)]


def cmd_print(args: argparse.Namespace) -> int:
    """A PDF sheet; Qt is imported here only, so score and check never load it."""
    from ..core import matchfile

    if args.file is not None and args.blank is not None:
        raise JassError(_t("print takes a match file or --blank VARIANT, not both"))
    if args.file is None and args.blank is None:
        raise JassError(_t("print needs a match file, or --blank VARIANT for a blank sheet"))
    if args.preset and not args.blank:
        raise JassError(_t("--preset is for blank sheets: a match file has its own settings"))
    if args.deck and not args.blank:
        raise JassError(_t("--deck is for blank sheets: a match file has its own cards"))
    problem = matchfile.text_problem(args.club)
    if problem is not None:
        raise JassError(_said("--club", render(problem)))
    match = matchfile.load(args.file) if args.file else None
    refuse_overwriting([args.file] if args.file else [], [(args.output, "pdf")])
    try:
        from ..printing import blank, sheet
    except ImportError as err:
        raise JassError(_t("printing needs PySide6: {0}").format(err)) from None
    if match is not None:
        sheet.write_pdf(match, args.output, paper=args.paper, club=args.club)
    else:
        blank.write_blank_pdf(args.blank, args.output, preset=args.preset, paper=args.paper,
                              club=args.club, deck=args.deck)
    print(printable(_t("wrote {0}").format(args.output)))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """CSV files of a match; plain Python, no Qt."""
    from ..core import matchfile
    from ..printing import export

    match = matchfile.load(args.file)
    outputs = [(args.output, "csv")] + ([(args.board, "csv")] if args.board else [])
    refuse_overwriting([args.file], outputs)
    export.write_entries_csv(match, args.output, delimiter=args.delimiter)
    print(printable(_t("wrote {0}").format(args.output)))
    if args.board:
        export.write_board_csv(match, args.board, delimiter=args.delimiter)
        print(printable(_t("wrote {0}").format(args.board)))
    return 0


# -- outputs -----------------------------------------------------------------------------

def _cannot_write(path: str, err: OSError) -> str:
    return _t("cannot write {0}: {1}").format(path, render(os_reason(err)))


def refuse_overwriting(inputs: Sequence[str], outputs: Sequence[tuple[str, str]]) -> None:
    """Refuse before anything is written: each of *outputs* ((path, "pdf" or "csv")) by
    the rule the window's exports follow too (:func:`jasstafel.core.outputs.output_refusal`):
    an output that is one of the *inputs*, an output named twice, an output that exists and
    is not a regular file or is a file of another kind."""
    from ..core.outputs import output_refusal

    done: list[str] = []
    for path, kind in outputs:
        problem = output_refusal(path, kind, inputs, done)
        if problem is not None:
            raise JassError(render(problem))
        done.append(path)


# -- the board as text -------------------------------------------------------------------


def print_board(match: Match, board: Board, out: TextIO) -> None:
    """The board as a text table in the chosen language; every name and text is shown
    :func:`printable`; every number as the window writes it in that language (4'519 in
    German and French, −50 with a real minus: :func:`_number`)."""
    from ..core.matchfile import named_by_players

    rules = match.rules
    out.write(f"{i18n.variant_title(rules)} · "
              f"{printable(i18n.settings_title(rules, rules.settings, what=True))}\n\n")
    names = [printable(s.name) for s in board.sides]
    texts = [printable(render(e.text)) for e in board.entries]
    cells = [_cell(w, t) for e in board.entries for w, t in zip(e.written, e.totals, strict=True)]
    width = max(8, *(len(n) for n in names), *(len(c) for c in cells))
    text_width = min(60, max([5, *(len(t) for t in texts)]))
    entry_word, total_word = _t("Entry"), _t("Total")
    head = f"{'#':>3}  {entry_word:<{text_width}}" + "".join(f"  {n:>{width}}" for n in names)
    out.write(head + "\n" + "-" * len(head) + "\n")
    for e, text in zip(board.entries, texts, strict=True):
        # a long entry goes on over lines of its own: cut, "Match → …" hid how it ended
        first, *more = wrap(text, text_width)
        row = "".join(f"  {_cell(w, t):>{width}}" for w, t in zip(e.written, e.totals,
                                                                   strict=True))
        notes = (f"  [{', '.join(printable(render(n)) for n in e.notes)}]" if e.notes
                 else "")
        out.write(f"{e.number:>3}  {ljust(first, text_width)}{row}{notes}\n")
        for line in more:
            out.write(f"{'':>3}  {line}\n")
    out.write("-" * len(head) + "\n")
    total = f"{'':>3}  {total_word:<{text_width}}" + "".join(
        f"  {_number(s.total):>{width}}" for s in board.sides)
    out.write(total + "\n\n")
    grid = board.figures.get("rows")
    if isinstance(grid, list):
        _print_grid(grid, names, out)
    words = _figure_words(rules)
    # in rank order, ties in seat order, as the sheet lists them (in seat order the ranks
    # read "4. / 1. / 2. / 5. / 3.", a Romand trial's Punktetafel)
    for seat in sorted(range(len(board.sides)), key=lambda i: (board.ranks[i], i)):
        side, name, rank = board.sides[seat], names[seat], board.ranks[seat]
        figures = _listed(_side_figures(board, seat, rank, words))
        # a team named after its players is said once, as the printed sheet says it
        players = "" if named_by_players(side.name, side.players) else (
            f" ({', '.join(printable(p) for p in side.players)})")
        out.write(_t("{0}. {1}: {2}").format(rank, f"{name}{players}", _number(side.total))
                  + (f"  {printable(figures)}" if figures else "") + "\n")
    out.write(f"\n{printable(render(board.status))}\n")


def _side_figures(board: Any, seat: int, rank: int, words: dict[str, str]) -> list[str]:
    """A side's figures in words. A Pandur over says each player's final standing where it
    said "in the game": nobody is in the game after the end (the loser read "in the game
    yes", a trial's), as the window's board says "Winner!", "Place 2", "Loser"."""
    said = []
    for key, value in board.sides[seat].figures.items():
        if key == "in_game" and board.finished:
            said.append(_standing(board, seat, rank))
        elif figure := _figure(key, value, words):
            said.append(figure)
    return said


def _standing(board: Any, seat: int, rank: int) -> str:
    if seat in board.winners:
        return _t("winner")
    if board.figures.get("loser") == seat:
        return _t("loser")
    return _t("place {0}").format(rank)


def _number(value: int) -> str:
    """A number as the window and the sheet write it in the language: 4'519 in German and
    French, 4519 in English, a negative one with a real minus (−50); one way in all the
    command line prints for a person (the sentences of the rules are written so too)."""
    return render(value)


def _cell(written: int, total: int) -> str:
    if not written:
        return _number(total)
    return f"{'+' if written > 0 else ''}{_number(written)} = {_number(total)}"


def _print_grid(rows: list[dict[str, Any]], names: list[str], out: TextIO) -> None:
    width = max(8, *(len(n) for n in names))
    for row in rows:
        cells = "".join(
            f"  {_value(c):>{width}}" for c in row["cells"])
        out.write(f"  {printable(i18n.row_name(row['name'])):<16} ×{row['factor']:<3}{cells}\n")
    out.write("\n")


def _figure_words(rules: Any = None) -> dict[str, str]:
    """The words of the board's figures (the keys of ``figures`` in the board JSON). A
    Guggitaler's penalties by game name the cards of the match's deck (*rules*' ``deck``)
    with the rules core's names: Schellen, Ober, Rosenkönig, or with French cards Herz,
    Dame, Kreuzkönig."""
    from ..core.guggitaler import GAME_NAMES
    from ..core.text import Text

    deck = getattr(getattr(rules, "settings", None), "deck", "de")
    names = GAME_NAMES.get(deck, GAME_NAMES["de"])
    cards = {game: render(Text(names[game])) for game in ("schellen", "ober", "rosenkoenig")}
    if getattr(rules, "name", "") == "coiffeur":  # its tie-break's count, as the sheet says
        cards["matches"] = _t("Matches in own rows")
    return {
        "matches": _t("Matches"), "kontermatsch": _t("Kontermatsch"),
        "best_round": _t("best round"), "to_target": _t("to the target"),
        "target": _t("target"), "striche": _t("Striche"), "sieg": _t("Win"),
        "berg": _t("Berg"), "match": _t("Match"), "schneider": _t("Schneider"),
        "total": _t("total"), "open_rows": _t("open rows"),
        "still_possible": _t("still possible"), "exact": _t("exact"),
        "missing": _t("missing"), "card_points": _t("card points"), "last": _t("last"),
        "prediction": _t("prediction"), "points": _t("points"), "penalty": _t("penalty"),
        "nuller": _t("Nuller"), "net": _t("net"), "to_koenig": _t("to König"),
        "koenig": _t("König"), "as_fahnder": _t("as Fahnder"),
        "made_as_fahnder": _t("made as Fahnder"), "penalties": _t("penalties"),
        "domino": _t("Domino"), "by_game": _t("by game"), "tricks": _t("tricks"),
        "last_trick": _t("last trick"), "groups": _t("groups"), "voll": _t("full"),
        "to_voll": _t("to full"), "hand_weis": _t("Handweis"), "tisch_weis": _t("Tischweis"),
        "stoeck": _t("Stöck"), "stoeck_points": _t("Stöck points"),
        "card_drawn": _t("card drawn"), "won": _t("won"),
        "inherited": _t("inherited"), "to_go": _t("to go"), "in_game": _t("in the game"),
        "reached_15_in_deal": _t("reached 15 in deal"), "declared": _t("declared"),
        "made": _t("made"), "behind": _t("behind"),
    } | cards


#: figures written with the sign the board gives them, as the window's board and the sheet
#: write them: a Molotow's Handweis and Stöck are minus points, its Tischweis plus points, and
#: none is "–" ("Handweis 20; Tischweis 0" read as two counts, a German trial's)
SIGNED_FIGURES = {"hand_weis": "\u2212", "stoeck_points": "\u2212", "tisch_weis": "+"}


def _figure(key: str, value: Any, words: dict[str, str] | None = None) -> str:
    words = _figure_words() if words is None else words
    sign = SIGNED_FIGURES.get(key)
    if sign is not None and isinstance(value, int) and not isinstance(value, bool):
        return f"{words[key]} {sign}{_number(value)}" if value else f"{words[key]} –"
    if key == "z":
        return (f"Z {_number(value['hundreds'])}×100 {value['fifties']}×50 "
                f"{value['twenties']}×20 + {value['rest']}")
    if key == "cells":
        return ""
    if key == "behind" and value == 0:  # the leader: "–", as the window and the sheet
        return f"{words[key]} –"
    word = words.get(key, key.replace("_", " "))
    if key == "card_drawn" and isinstance(value, dict) and "label" in value:
        return _said(word, render(value["label"]))
    if isinstance(value, dict):
        return _said(word, ", ".join(f"{words.get(k, k.replace('_', ' '))} {_value(v)}"
                                     for k, v in value.items()))
    return f"{word} {_value(value)}"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return _t("yes") if value else _t("no")
    if value is None:
        return "–"
    if isinstance(value, list):  # the Handjass's groups of five Striche: "5 + 2", not "[5, 2]"
        return " + ".join(_value(v) for v in value)
    return render(value) if isinstance(value, (str, int)) else str(value)


if __name__ == "__main__":
    raise SystemExit(main())
