"""Which sheet prints which variant; a variant without its own sheet gets the fallback."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from ..core import Match
from .base import VariantSheet
from .guggitaler import GuggitalerSheet
from .marks import FahnderSheet, HandjassSheet, PandurSheet
from .scores import DifferenzlerSheet, MolotowSheet, PunktetafelSheet
from .teams import CoiffeurSheet, SchieberSheet

SHEETS: dict[str, type[VariantSheet]] = {
    sheet.variant: sheet
    for sheet in (SchieberSheet, CoiffeurSheet, HandjassSheet, FahnderSheet, PandurSheet,
                  MolotowSheet, DifferenzlerSheet, PunktetafelSheet, GuggitalerSheet)
}


def sheet_for(rules: Any, settings: BaseModel, match: Match | None = None) -> VariantSheet:
    """The sheet of a variant (class or instance) with *settings*, for *match* if given."""
    cls = rules if isinstance(rules, type) else type(rules)
    sheet = SHEETS.get(str(getattr(cls, "name", "")), VariantSheet)
    if match is not None and len(match.entries) != len(match.board().entries):
        sheet = VariantSheet  # the entries cannot be paired with their lines: print the text
    return sheet(cls, settings, match)
