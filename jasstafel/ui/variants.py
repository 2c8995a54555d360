"""Which board and which entry panel each variant uses in the window."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from .coiffeur_view import CoiffeurBoard, CoiffeurEntryPanel
from .differenzler_view import DifferenzlerBoard, DifferenzlerEntryPanel
from .entrypanel import EntryPanel
from .fahnder_view import FahnderBoard, FahnderEntryPanel
from .handjass_view import HandjassBoard, HandjassEntryPanel
from .molotow_view import MolotowBoard, MolotowEntryPanel
from .pandur_view import PandurBoard, PandurEntryPanel
from .punktetafel_view import PunktetafelBoard, PunktetafelEntryPanel
from .schieber_board import SchieberBoard
from .schieber_entry import SchieberEntryPanel


@dataclass(frozen=True)
class VariantUI:
    board: type[QWidget]
    panel: type[EntryPanel]
    chart: bool = False  # a chart of the running totals, for the variants that count points


# in the order of RULES.md: the New match dialog offers them so
UI_VARIANTS: dict[str, VariantUI] = {
    "schieber": VariantUI(SchieberBoard, SchieberEntryPanel, chart=True),
    "coiffeur": VariantUI(CoiffeurBoard, CoiffeurEntryPanel, chart=True),
    "molotow": VariantUI(MolotowBoard, MolotowEntryPanel, chart=True),
    "handjass": VariantUI(HandjassBoard, HandjassEntryPanel),
    "fahnder": VariantUI(FahnderBoard, FahnderEntryPanel),
    "pandur": VariantUI(PandurBoard, PandurEntryPanel),
    "differenzler": VariantUI(DifferenzlerBoard, DifferenzlerEntryPanel, chart=True),
    "punktetafel": VariantUI(PunktetafelBoard, PunktetafelEntryPanel, chart=True),
}
