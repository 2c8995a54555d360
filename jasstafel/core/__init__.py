"""The rules core of Jasstafel: variants, matches, boards and match files.

This package never imports Qt: the window, the printer, the command line and the
club database are clients of it.
"""

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
from .registry import VARIANTS, find_variant
from .variant import FORMAT, FORMAT_VERSION, MatchDocument, MatchInfo, Team

__all__ = [
    "FORMAT", "FORMAT_VERSION", "VARIANTS", "Board", "BugError", "Change", "EntryConflict",
    "EntryError", "EntryLine", "JassError", "Match", "MatchDocument", "MatchFileError",
    "MatchInfo", "RuleViolation", "SideBoard", "Team", "find_variant",
]
