"""Blank sheets for tables without a laptop: the variant's board, empty, to fill in by hand.

Schieber: the Z per team and a round list; Coiffeur: the grid with the preset's rows
and factors; Handjass and Fahnder: Striche (and Nuller) lists; Pandur: the
Schreibpunkte list with the bidding ladder and the point table; Molotow,
Differenzler and the Punktetafel: round tables. The header has spaces for date,
place, table and Schreiber, the settings of the preset are printed, and the sheet
ends with signature lines.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPagedPaintDevice

from ..core import find_variant
from ..core.decks import deck_preset
from ..core.matchfile import find_preset
from .base import VariantSheet, settings_blocks, with_signatures
from .device import PdfFile
from .layout import ACCENT, Block, Canvas, Fields, Frame, Gap, Text, paginate, paint_document
from .sheet import PAPER_TEXT, shortened
from .variants import sheet_for


def _blank_sheet(variant: str, preset: str | None, deck: str | None = None) -> VariantSheet:
    """The sheet of *preset* (None: the variant's default), with *deck*'s cards where given
    (:func:`~jasstafel.core.decks.deck_preset`: a Swisslos preset's twin of those cards, the
    suits named as they name them), else with the preset's own."""
    cls = find_variant(variant)
    name = preset or cls.DEFAULT_PRESET
    settings: Any = find_preset(cls, name) if deck is None else deck_preset(cls, name, deck)
    return sheet_for(cls, settings)


def blank_title(sheet: VariantSheet) -> str:
    return f"{sheet.title} · {sheet.preset_title}"


def paint_blank(printer: QPagedPaintDevice, variant: str, preset: str | None = None,
                club: str = "", deck: str | None = None) -> None:
    """Paint an empty sheet of *variant* (with *preset*'s settings, played with *deck*'s
    cards, "de" or "fr", where given) on *printer*."""
    sheet = _blank_sheet(variant, preset, deck)
    club = shortened(club, PAPER_TEXT)
    header: list[Block] = []
    if club:
        header.append(Text(club, 11, bold=True, color=ACCENT))
    header.append(Text(blank_title(sheet), 15, bold=True))
    header.append(Gap(1))
    header.append(Fields([
        (QCoreApplication.translate("print", "Date"), ""),
        (QCoreApplication.translate("print", "Place"), ""),
        (QCoreApplication.translate("print", "Table"), ""),
        (QCoreApplication.translate("print", "Scorekeeper"), ""),
    ], pt=8.5, columns=2, blank_mm=7.0))
    header.append(Gap(1.5))
    frame = Frame(header, " · ".join(p for p in (club, blank_title(sheet)) if p))

    def build(cv: Canvas) -> list[Block]:
        rounds = sheet.blank_rounds()
        if rounds is not None:
            return blocks(cv, rounds)
        # played to a target: as many rows as fill the first page
        low, high = 4, 80
        while low < high:
            mid = (low + high + 1) // 2
            if len(paginate(cv, frame, blocks(cv, mid))) == 1:
                low = mid
            else:
                high = mid - 1
        return blocks(cv, low)

    def blocks(cv: Canvas, rows: int) -> list[Block]:
        out = settings_blocks(sheet)
        out += sheet.blank_blocks(cv, rows)
        return with_signatures(out, sheet.blank_signatures())

    paint_document(printer, frame, build)


def write_blank_pdf(variant: str, path: str | os.PathLike[str], preset: str | None = None,
                    paper: str = "a4", club: str = "", deck: str | None = None) -> None:
    """Write an empty sheet of *variant* as a PDF file (*deck*: as :func:`paint_blank`)."""
    sheet = _blank_sheet(variant, preset, deck)
    pdf = PdfFile(path, paper, title=blank_title(sheet))
    paint_blank(pdf.writer, variant, preset, club, deck)
    pdf.save()
