"""Text for a terminal: what comes from a user or a file is shown, never obeyed.

A name, a title or a file name may hold characters that a terminal takes as commands (ESC
sequences that clear the screen or set the window title, BEL, C1 controls such as CSI) or
that reorder what follows on the line (the bidirectional overrides and isolates). Every
value the command line echoes goes through :func:`printable`, which writes such characters
as escapes (``\\x1b``, ``\\u202e``); the bytes of a command-line argument that was not
UTF-8 (kept by Python as lone surrogates, U+DC80–U+DCFF) are shown as ``\\xNN``.
"""

from __future__ import annotations

import re
import unicodedata

# the escaping itself is the core's: the window shows a file's name with it too
from ..core.text import UNSAFE as UNSAFE
from ..core.text import printable as printable


def has_undecodable(text: str) -> bool:
    """True if *text* holds bytes that were not UTF-8 (or any lone surrogate)."""
    return any(0xD800 <= ord(c) <= 0xDFFF for c in text)


#: what :func:`json_printable` escapes: JSON itself escapes C0 controls in strings already,
#: and its own newlines and spaces must stay as they are
_UNSAFE_IN_JSON = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                             "\u2066-\u2069]")


def json_printable(text: str) -> str:
    """JSON *text* with the characters of :data:`UNSAFE` inside its strings written as
    ``\\uXXXX`` escapes: the same JSON value, safe on a terminal."""
    return _UNSAFE_IN_JSON.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


def columns(text: str) -> int:
    """How many columns of a terminal *text* takes: a wide character (an emoji, a CJK
    letter) two, a combining mark none; so that a table's columns line up past it."""
    width = 0
    for char in text:
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def ljust(text: str, width: int) -> str:
    """*text* padded on the right to *width* columns (:func:`columns`)."""
    return text + " " * max(0, width - columns(text))


def rjust(text: str, width: int) -> str:
    return " " * max(0, width - columns(text)) + text


def wrap(text: str, width: int) -> list[str]:
    """*text* in lines of at most *width* columns, broken at spaces (a word longer than a
    line is broken where the line ends): a table's text column shows it whole."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if columns(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        while columns(word) > width:  # a word wider than the column: cut where it ends
            cut = next(i for i in range(1, len(word) + 1) if columns(word[:i]) > width) - 1
            lines.append(word[:max(cut, 1)])
            word = word[max(cut, 1):]
        line = word
    lines.append(line)
    return lines
