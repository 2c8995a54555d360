"""Options that several commands share, spelled the same way everywhere, and the parser
that refuses a wrong command line in one line, in the language.

``--delimiter {comma,semicolon,tab}``: the column separator of a CSV file, in words, because
``{,,;,tab}`` (argparse's way of listing ``,`` ``;`` ``tab``) cannot be read. The characters
themselves (``--delimiter ";"``), documented before, are still accepted.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

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
        help="CSV column separator: comma, semicolon or tab (default: semicolon in German "
             "and French, else comma)")


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


def usage_line(prog: str, message: str) -> str:
    """A wrong command line's one line: "jasstafel score: Fehler: … (siehe: jasstafel score
    --help)", *message* already in the language."""
    line = tr("cli", N("cli", "error: {0}")).format(message)
    more = tr("cli", N("cli", "{0} (see: {1} --help)")).format(line, prog)
    return printable(f"{prog}: {more}")


class OneLineParser(argparse.ArgumentParser):
    """A wrong command line is refused in one line on stderr, in the language, with where
    to read more (not argparse's usage over three lines, in English), exit code 2."""

    def error(self, message: str) -> NoReturn:
        print(usage_line(self.prog, usage_error(message)), file=sys.stderr)
        sys.exit(2)
