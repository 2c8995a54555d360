"""Which board and which entry panel each variant uses in the window: one table.

Each variant has a board (a widget with ``set_board(board, match)``) and an entry panel (an
:class:`~jasstafel.ui.widgets.entrypanel.EntryPanel`), in one module or a pair
(``schieber_board`` + ``schieber_entry``, ``coiffeur_board`` + ``coiffeur_entry``) when one
would be too long to read. Adding a variant's window is its module(s) plus one line in
``UI_VARIANTS``. The modules are imported when a match of that variant is opened, not at
start-up. Panels build their fields from :mod:`jasstafel.ui.widgets` only, so that typing a
number, writing and refusing work the same in every variant.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


def _load(place: str) -> Any:
    module, name = place.split(":")
    return getattr(importlib.import_module(f"{__package__}.{module}"), name)


@dataclass(frozen=True)
class VariantUI:
    board_place: str  # "module:Class" in jasstafel.ui
    panel_place: str
    chart: bool = False  # a chart of the running totals, for the variants that count points

    @property
    def board(self) -> Any:
        return _load(self.board_place)

    @property
    def panel(self) -> Any:
        return _load(self.panel_place)


# in the order of RULES.md: the New match dialog offers them so
UI_VARIANTS: dict[str, VariantUI] = {
    "schieber": VariantUI("schieber_board:SchieberBoard", "schieber_entry:SchieberEntryPanel",
                          chart=True),
    "coiffeur": VariantUI("coiffeur_board:CoiffeurBoard", "coiffeur_entry:CoiffeurEntryPanel",
                          chart=True),
    "molotow": VariantUI("molotow_board:MolotowBoard", "molotow_entry:MolotowEntryPanel",
                         chart=True),
    "handjass": VariantUI("handjass_board:HandjassBoard", "handjass_entry:HandjassEntryPanel"),
    "fahnder": VariantUI("fahnder_board:FahnderBoard", "fahnder_entry:FahnderEntryPanel"),
    "pandur": VariantUI("pandur_board:PandurBoard", "pandur_entry:PandurEntryPanel"),
    "differenzler": VariantUI("differenzler_board:DifferenzlerBoard",
                              "differenzler_entry:DifferenzlerEntryPanel", chart=True),
    "punktetafel": VariantUI("punktetafel_board:PunktetafelBoard",
                             "punktetafel_entry:PunktetafelEntryPanel", chart=True),
    "guggitaler": VariantUI("guggitaler_board:GuggitalerBoard",
                            "guggitaler_entry:GuggitalerEntryPanel", chart=True),
}
