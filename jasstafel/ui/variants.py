"""Which board and which entry panel each variant uses in the window."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from .coiffeur_view import CoiffeurBoard, CoiffeurEntryPanel
from .entrypanel import EntryPanel
from .schieber_board import SchieberBoard
from .schieber_entry import SchieberEntryPanel


@dataclass(frozen=True)
class VariantUI:
    board: type[QWidget]
    panel: type[EntryPanel]


UI_VARIANTS: dict[str, VariantUI] = {
    "schieber": VariantUI(SchieberBoard, SchieberEntryPanel),
    "coiffeur": VariantUI(CoiffeurBoard, CoiffeurEntryPanel),
}
