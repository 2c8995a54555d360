"""Options that several commands share, spelled the same way everywhere, and the parser
that refuses a wrong command line in one line and helps (``--help``), both in the language.

``--delimiter {comma,semicolon,tab}``: the column separator of a CSV file, in words, because
``{,,;,tab}`` (argparse's way of listing ``,`` ``;`` ``tab``) cannot be read. The characters
themselves (``--delimiter ";"``), documented before, are still accepted.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import Any, NoReturn

from ..core.errors import QT_TRANSLATE_NOOP as N
from ..i18n import tr
from .terminal import printable

#: what --delimiter accepts, and the separator the CSV writers take for it
DELIMITERS = {"comma": ",", "semicolon": ";", "tab": "tab", ",": ",", ";": ";"}
DELIMITER_METAVAR = "{comma,semicolon,tab}"


def delimiter(text: str) -> str:
    """``comma``, ``semicolon`` or ``tab`` (also ``,`` and ``;``): ``","``, ``";"`` or
    ``"tab"``, as :mod:`jasstafel.printing.export` and :mod:`jasstafel.club.export` take them."""
    try:
        return DELIMITERS[text.strip().lower()]
    except KeyError:
        raise argparse.ArgumentTypeError(tr("cli", N(
            "cli", "{0} is not a column separator: choose comma, semicolon or tab")).format(
                repr(text))) from None


def add_delimiter(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--delimiter", type=delimiter, default=None, metavar=DELIMITER_METAVAR,
        help=tr("cli", N("cli", "CSV column separator: comma, semicolon or tab (default: "
                                "semicolon in German and French, else comma)")))


#: argparse's own refusals (English in its source), as sentences of the catalog: the pattern
#: of argparse's message and the sentence with its parts
_USAGE_ERRORS = [
    (re.compile(r"the following arguments are required: (.+)"),
     N("cli", "missing: {0}")),
    (re.compile(r"argument (\S+?): invalid choice: (.+?) \(choose from (.+)\)"),
     N("cli", "{0}: {1} is not one of {2}")),
    (re.compile(r"argument (\S+?): invalid (?:int|float) value: (.+)"),
     N("cli", "{0}: {1} is not a number")),
    (re.compile(r"argument (\S+?): expected one argument"),
     N("cli", "{0} needs a value")),
    (re.compile(r"unrecognized arguments: (.+)"),
     N("cli", "unknown arguments: {0}")),
    (re.compile(r"argument (\S+?): (.+)"),  # a message of our own (already in the language)
     N("cli", "{0}: {1}")),
]


def usage_error(message: str) -> str:
    """argparse's *message* in the language where it is one of its usual ones."""
    for pattern, sentence in _USAGE_ERRORS:
        found = pattern.fullmatch(message)
        if found:
            return tr("cli", sentence).format(*found.groups())
    return message


def refusal(prog: str, message: str) -> str:
    """A command's refusal, one rule for every command and every refusal: "jasstafel score:
    Fehler: …", "jasstafel club member add: erreur : …" (*prog* the command, *message*
    already in the language); not yet escaped for the terminal (the caller does, its way)."""
    return f"{prog}: " + tr("cli", N("cli", "error: {0}")).format(message)


def usage_line(prog: str, message: str) -> str:
    """A wrong command line's one line: "jasstafel score: Fehler: … (siehe: jasstafel score
    --help)", *message* already in the language."""
    return printable(tr("cli", N("cli", "{0} (see: {1} --help)")).format(
        refusal(prog, message), prog))


def name_commands(parser: argparse.ArgumentParser) -> None:
    """Every command of *parser* (and below) knows its name as its refusals begin with it:
    ``args.prog`` is "jasstafel club member add" (the innermost command's default wins), and
    the options of every command, so that one given to a command without it is refused as
    an unknown option, with its value if it takes one there (``score x.jass -o out``:
    "unknown option -o"; ``-o FILE`` is an option of ``new``, ``print`` and ``export``)."""
    every = list(_commands(parser))
    options = {option: action.nargs != 0 for command in every for action in command._actions
               for option in action.option_strings}
    for command in every:
        command.set_defaults(prog=command.prog)
        if isinstance(command, OneLineParser):
            command.command_line_options = options


def _commands(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _commands(sub)


#: the space French writes before « : ; ? ! » (a help's "clés : points, …"); argparse wraps a
#: help at every space, and a line began with ": points, …"
_SPACE_BEFORE_MARK = re.compile(r" (?=[:;?!](?:\s|$))")
_GLUE = "\u00a0"  # no line is broken at a no-break space; a plain one again once wrapped


def _glued(text: str) -> str:
    return _SPACE_BEFORE_MARK.sub(_GLUE, text)


def _unglued(text: str) -> str:
    return text.replace(_GLUE, " ")


def _hanging(line: str, width: int, indent: str) -> str:
    """*line* wrapped to *width*, its next lines under its text: under "the counted …" of
    "  points   the counted …", under the first word of a line without such a head."""
    import textwrap  # only for --help

    head = re.match(r"\s*\S+\s{2,}", line)
    hang = len(head.group()) if head else len(line) - len(line.lstrip())
    return textwrap.fill(line, width, initial_indent=indent,
                         subsequent_indent=indent + " " * hang) if line.strip() else ""


class HelpFormatter(argparse.HelpFormatter):
    """argparse's own words of ``--help`` in the language: "Aufruf: ", "utilisation : " (the
    group titles and -h's help are the parser's, :class:`OneLineParser`)."""

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: Any = None) -> None:
        if prefix is None:  # "" when argparse names a subcommand: no word then
            prefix = tr("cli", N("cli", "usage: "))
        super().add_usage(usage, actions, groups, prefix)

    def _split_lines(self, text: str, width: int) -> list[str]:
        return [_unglued(line) for line in super()._split_lines(_glued(text), width)]

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        """A description or an epilog wrapped to the width; one of several lines (a list of
        keys, "  points   the counted figure …") keeps its lines, each wrapped under its
        own text (argparse made one paragraph of it)."""
        if "\n" not in text:
            return _unglued(super()._fill_text(_glued(text), width, indent))
        return "\n".join(_unglued(_hanging(_glued(line), width, indent))
                         for line in text.split("\n"))

    def start_section(self, heading: Any) -> None:
        """argparse writes a colon after a group's title: French wants a space before it
        ("options :"), so the title is given with the space the language writes there."""
        if heading:
            said = tr("cli", N("cli", "{0}: {1}")).format(heading, "").rstrip()
            heading = said.removesuffix(":")
        super().start_section(heading)


class OneLineParser(argparse.ArgumentParser):
    """A wrong command line is refused in one line on stderr, in the language, with where
    to read more (not argparse's usage over three lines, in English), exit code 2.

    Its ``--help`` speaks the language too: argparse's own words (usage:, the group titles,
    -h's help) through :class:`HelpFormatter` and the catalog; each command gives its
    descriptions, helps and placeholders (metavars) in the language (the language is chosen
    before the parser is built).

    What a command does not know is refused by the command itself, so that the line names
    it and the nearest of its options (``jasstafel score: error: unknown option --jsn; did
    you mean --json?``); argparse left it to the top, which named neither. A mistyped
    subcommand is said as a mistyped command is, with the nearest one, never with
    argparse's placeholder (``COMMAND: 'membr' is not one of …``)."""

    #: every option of every command of the command line (this one's too, which are never
    #: unknown to it), and whether it takes a value: set by :func:`name_commands`
    command_line_options: Mapping[str, bool] = MappingProxyType({})

    def __init__(self, *, add_help: bool = True,
                 parents: Sequence[argparse.ArgumentParser] = (), **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(add_help=False, **kwargs)
        self._positionals.title = tr("cli", N("cli", "positional arguments"))
        self._optionals.title = tr("cli", N("cli", "options"))
        if add_help:  # argparse's own -h, with its help in the language
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help=tr("cli", N("cli", "show this help message and exit")))
        for parent in parents:  # after -h, as argparse takes them: -h stays first in --help
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        namespace, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error_said(self._unknown(extras))
        return namespace, extras

    def error(self, message: str) -> NoReturn:
        self.error_said(self._unknown_command(message) or usage_error(message))

    def error_said(self, said: str) -> NoReturn:
        """Refuse with *said*, already in the language."""
        print(usage_line(self.prog, said), file=sys.stderr)
        sys.exit(2)

    def _unknown(self, extras: list[str]) -> str:
        """What the command does not know, as docs/cli.md says it: one option ("unknown
        option -o"; "did you mean --json?" where one of the command's own is near and the
        option is none of another command's), one stray word ("unknown argument:
        extra.jass"), else every word ("unknown arguments: …"). An option that takes a value
        (in another command, or the one of this command it is a typo of) has it with it."""
        unknown: list[str] = []
        words = iter(extras)
        for word in words:
            unknown.append(word)
            if _is_option(word) and "=" not in word and self._takes_value(word):
                next(words, None)
        if len(unknown) > 1:
            return tr("cli", N("cli", "unknown arguments: {0}")).format(" ".join(extras))
        word = unknown[0]
        if not _is_option(word):
            return tr("cli", N("cli", "unknown argument: {0}")).format(word)
        elsewhere = word.partition("=")[0] in self.command_line_options
        return unknown_option(word, () if elsewhere else self._shown_options())

    def _takes_value(self, word: str) -> bool:
        if word in self.command_line_options:
            return self.command_line_options[word]
        near = nearest(word, self._shown_options())
        return near is not None and any(
            near in action.option_strings and action.nargs != 0 for action in self._actions)

    def _shown_options(self) -> list[str]:
        """The options --help lists (a hidden one, kept for old scripts, is never offered)."""
        return [option for action in self._actions if action.help != argparse.SUPPRESS
                for option in action.option_strings]

    def _unknown_command(self, message: str) -> str:
        """argparse's refusal of a subcommand, said as a mistyped command; "" for another."""
        found = _INVALID_CHOICE.fullmatch(message)
        commands = next((action.choices for action in self._actions
                         if isinstance(action, argparse._SubParsersAction)), None)
        if found is None or not commands or found.group(1).startswith("-"):
            return ""
        typed = ast.literal_eval(found.group(2))
        import difflib  # only for a refusal

        near = difflib.get_close_matches(typed, list(commands), n=1)
        if near:
            return tr("cli", N("cli", "unknown command {0}; did you mean {1}?")).format(
                repr(typed), repr(near[0]))
        return tr("cli", N("cli", "unknown command {0} (commands: {1})")).format(
            repr(typed), ", ".join(commands))


def _is_option(word: str) -> bool:
    return word.startswith("-") and word != "-"  # "-" alone is a file: stdin


def nearest(word: str, options: Sequence[str]) -> str | None:
    """The one of *options* that *word* (``--jsn``, ``--pasen=3``) is nearest to, if any."""
    import difflib  # only for a refusal: the window's start does without it

    near = difflib.get_close_matches(word.partition("=")[0], options, n=1)
    return near[0] if near else None


def unknown_option(word: str, options: Sequence[str]) -> str:
    """ "unknown option --jsn; did you mean --json?", or without the question when none of
    *options* (the command's own) is near."""
    near = nearest(word, options)
    if near is not None:
        return tr("cli", N("cli", "unknown option {0}; did you mean {1}?")).format(word, near)
    return tr("cli", N("cli", "unknown option {0}")).format(word)


_INVALID_CHOICE = re.compile(r"argument (\S+?): invalid choice: ('.*?'|\".*?\") \(choose from .+\)")
