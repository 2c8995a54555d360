"""The rules core of Jasstafel: variants, matches, boards and match files.

This package never imports Qt: the window, the printer, the command line and the
club database are clients of it. Its names are loaded when first used, so that a
program that only needs the errors does not build every pydantic model at start-up.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .board import Board, EntryLine, SideBoard
    from .errors import (
        BugError,
        EntryConflict,
        EntryError,
        JassError,
        MatchFileError,
        RuleViolation,
    )
    from .match import Change, Match
    from .registry import find_variant, variants
    from .variant import FORMAT, FORMAT_VERSION, MatchDocument, MatchInfo, Team

_HOMES = {
    "board": ("Board", "EntryLine", "SideBoard"),
    "errors": ("BugError", "EntryConflict", "EntryError", "JassError", "MatchFileError",
               "RuleViolation"),
    "match": ("Change", "Match"),
    "registry": ("find_variant", "variants"),
    "variant": ("FORMAT", "FORMAT_VERSION", "MatchDocument", "MatchInfo", "Team"),
}
_HOME = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "FORMAT", "FORMAT_VERSION", "VARIANTS", "Board", "BugError", "Change", "EntryConflict",
    "EntryError", "EntryLine", "JassError", "Match", "MatchDocument", "MatchFileError",
    "MatchInfo", "RuleViolation", "SideBoard", "Team", "find_variant", "variants",
]


def __getattr__(name: str) -> Any:
    if name == "VARIANTS":  # every variant class: imports them all
        return importlib.import_module(f"{__name__}.registry").variants()
    if name in _HOME:
        return getattr(importlib.import_module(f"{__name__}.{_HOME[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
