"""Options that several commands share, spelled the same way everywhere.

``--delimiter {comma,semicolon,tab}``: the column separator of a CSV file, in words, because
``{,,;,tab}`` (argparse's way of listing ``,`` ``;`` ``tab``) cannot be read. The characters
themselves (``--delimiter ";"``), documented before, are still accepted.
"""

from __future__ import annotations

import argparse

#: what --delimiter accepts, and the separator the CSV writers take for it
DELIMITERS = {"comma": ",", "semicolon": ";", "tab": "tab", ",": ",", ";": ";"}
DELIMITER_METAVAR = "{comma,semicolon,tab}"


def delimiter(text: str) -> str:
    """``comma``, ``semicolon`` or ``tab`` (also ``,`` and ``;``): ``","``, ``";"`` or
    ``"tab"``, as :mod:`jasstafel.printing.export` and :mod:`jasstafel.club.export` take them."""
    try:
        return DELIMITERS[text.strip().lower()]
    except KeyError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a column separator: choose comma, semicolon or tab") from None


def add_delimiter(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--delimiter", type=delimiter, default=None, metavar=DELIMITER_METAVAR,
        help="CSV column separator: comma, semicolon or tab (default: semicolon in German "
             "and French, else comma)")
