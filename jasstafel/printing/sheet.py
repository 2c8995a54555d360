"""The match sheet: header, every entry with what it wrote, the final board, signatures.

The window calls :func:`paint_sheet` with the QPrinter of its print dialog (File →
Print…, through QPrintPreviewDialog) and :func:`write_pdf` for File → Export PDF…;
``jasstafel print FILE -o sheet.pdf`` calls :func:`write_pdf` too.

Layout of a sheet (A4 or Letter, portrait):

* on every page: club, title, date, place, table, variant and preset, teams or
  players; at the bottom "Page x of y";
* on the first page: the table settings that change the score;
* the entries in the order they were entered (the log is the corrected one), with
  their fields, what each wrote per side and the running totals; a long match flows
  over several pages with the column titles repeated;
* the final board (or the board as it stands), the ranks and the winner, and a
  signature line per side, kept on one page (a Coiffeur's grid may stay on the page
  before: :attr:`.base.VariantSheet.figures_alone`);
* the statistics of the match (printing/statistics.py, the contracts chosen beside the
  figures): under the signatures when all of them fit on that page; else a few lines
  (:data:`SHORT_TAIL_MM`) take the board and the signatures along to the next page, taller
  ones start a page of their own.

A sheet of more than one page is laid out again with less space between its blocks, and
printed so where that saves a page (:func:`layout.paint_document`): no sheet of paper for a
few lines.

Whatever the names, the sheet prints: a name longer than :data:`PAPER_NAME` characters
(only possible when the file checks were bypassed), a club or title longer than
:data:`PAPER_TEXT` and a date, place or table longer than :data:`PAPER_FIELD` are cut on
paper, marked with "…"; a name of wide characters wraps. Names listed in the header, the
ranks, the sentences under them and the signature lines are each whole on a line where they
fit (:func:`.layout.name_lines`).
"""

from __future__ import annotations

import datetime
import os
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPagedPaintDevice

from .. import i18n
from ..core import JassError, Match
from ..core.matchfile import named_by_players
from .base import (
    VariantSheet,
    isolate,
    result_blocks,
    section,
    settings_blocks,
    table_note,
    with_signatures,
)
from .device import PdfFile
from .layout import ACCENT, Block, Canvas, Fields, Frame, Gap, Text, paint_document
from .statistics import first_dealer_fields, statistics_blocks
from .table import table_blocks
from .variants import sheet_for

PAPER_NAME = 60  # characters of a player's or a team's name on paper: a file's longest name
PAPER_TEXT = 120  # characters of the club and the title in the header (a long title wraps)
PAPER_FIELD = 60  # characters of the date, place and table (in a third of the width)
#: statistics at most this high (a few lines: a quarter of an A4 page's room) are never
#: alone on a page: the board and the signatures go along with them
SHORT_TAIL_MM = 60.0


def shortened(text: str, limit: int) -> str:
    """*text*, cut to *limit* characters with "…" when longer."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def paper_match(match: Match) -> Match:
    """*match* with its names and header texts as short as paper takes them (the same
    match when nothing is too long). The board's sentences then name the short names."""
    doc = match.document
    players = [shortened(p, PAPER_NAME) for p in doc.players]
    teams = [t.model_copy(update={"name": shortened(t.name, PAPER_NAME)}) for t in doc.teams]
    info = doc.info.model_copy(update={
        k: shortened(v, PAPER_TEXT if k == "title" else PAPER_FIELD)
        for k, v in doc.info.model_dump().items()})
    if players == doc.players and teams == doc.teams and info == doc.info:
        return match
    try:
        return Match(doc.model_copy(update={"players": players, "teams": teams, "info": info}))
    except JassError:  # shortening made two names equal where the rules forbid it
        return match


def sheet_date(text: str) -> str:
    """The match's date as the sheet prints it: a date kept as 2026-11-26 as the language
    writes dates (26.11.2026 in German and French, as the club's sheets; English as its
    locale does), any other text as it was typed."""
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return text
    try:
        return i18n.date(datetime.date.fromisoformat(text))
    except ValueError:  # 2026-02-30: not a day, so as typed
        return text


def sheet_title(match: Match) -> str:
    return match.document.info.title or i18n.variant_title(match.rules)


def header_blocks(sheet: VariantSheet, match: Match, club: str) -> list[Block]:
    """The header of every page."""
    info = match.document.info
    blocks: list[Block] = []
    if club:
        blocks.append(Text(club, 11, bold=True, color=ACCENT))
    blocks.append(Text(sheet_title(match), 15, bold=True))
    blocks.append(Gap(1.2))
    place = [(QCoreApplication.translate("print", "Date"), sheet_date(info.date)),
             (QCoreApplication.translate("print", "Place"), info.place),
             (QCoreApplication.translate("print", "Table"), info.table)]
    place = [(label, value) for label, value in place if value]
    if place:
        blocks.append(Fields(place, pt=8.5, columns=3))
    # the teams' line keeps each player (and team) whole on a line where it fits
    doc = match.document
    blocks.append(Fields([(QCoreApplication.translate("print", "Variant"),
                           f"{sheet.title} · {sheet.preset_title}"), who_plays(match)],
                         pt=8.5, names=[*doc.players, *(t.name for t in doc.teams)]))
    return blocks


def who_plays(match: Match) -> tuple[str, str]:
    doc = match.document
    # single players (a Coiffeur of three) are players, as in the other games of one each
    if doc.teams and any([doc.players[p] for p in t.players] != [t.name] for t in doc.teams):
        teams = "  ·  ".join(team_with_players(t.name, [doc.players[p] for p in t.players])
                             for t in doc.teams)
        return QCoreApplication.translate("print", "Teams"), teams
    return QCoreApplication.translate("print", "Players"), ", ".join(
        isolate(p) for p in doc.players)


def team_with_players(name: str, players: list[str]) -> str:
    """A team in the header's Teams line: "Die Bären: Anna, Cla"; a team named after its
    players by its name alone ("Anna & Cla", not "Anna & Cla: Anna, Cla")."""
    if named_by_players(name, players):
        return isolate(name)
    return QCoreApplication.translate("print", "{0}: {1}").format(
        isolate(name), ", ".join(isolate(p) for p in players))


def footer_text(match: Match, club: str) -> str:
    info = match.document.info
    return " · ".join(part for part in (club, sheet_title(match), sheet_date(info.date))
                      if part)


def body_blocks(sheet: VariantSheet, cv: Canvas) -> list[Block]:
    board = sheet.board
    assert board is not None
    first = first_dealer_fields(sheet.match) if sheet.match is not None else []
    blocks: list[Block] = settings_blocks(sheet, first)
    blocks.append(section(QCoreApplication.translate("print", "Entries")))
    if board.entries:
        blocks += table_blocks(cv, sheet.entries_table(), cv.area.width())
        if sheet.legend():
            blocks += table_note(sheet.legend())
    else:
        blocks.append(Text(QCoreApplication.translate("print", "No entries yet.")))
    title = (QCoreApplication.translate("print", "Final board") if board.finished
             else QCoreApplication.translate("print", "Board as it stands"))
    final: list[Block] = [section(title)]
    figures = sheet.figure_blocks(cv)
    if figures:
        final += figures
        # the figures and the ranks under them are kept on one page (a trial's Schieber:
        # its Z is read with the ranks); figures that say the score on their own (the
        # Coiffeur's grid, its totals and "Behind" under it) not at the cost of a third of
        # a page left white where they fit (layout.SPARE)
        gap = Gap(3)
        gap.part_loosely = sheet.figures_alone
        final.append(gap)
    final += table_blocks(cv, sheet.standings(), cv.area.width())
    final += result_blocks(sheet)
    for block in final[:-1]:  # the final board stays on one page when it can
        block.keep_with_next = True
    blocks += final
    # the signature lines never alone on a page: the final board goes along
    blocks = with_signatures(blocks, [sheet.side_label(i) for i in range(len(board.sides))],
                             [*sheet.side_names(), *(p for s in board.sides for p in s.players)])
    if sheet.match is not None:
        statistics = statistics_blocks(sheet.match, cv)
        width = cv.area.width()
        if statistics and sum(b.height(cv, width) for b in statistics) <= cv.mm(SHORT_TAIL_MM):
            # a few lines never take a sheet of paper of their own: when they do not fit
            # under the signatures, the board and the signatures go along with them
            blocks[-1].keep_with_next = True
        blocks += statistics
    return blocks


def paint_sheet(printer: QPagedPaintDevice, match: Match, club: str = "") -> None:
    """Paint the sheet of *match* on an already configured QPrinter or QPdfWriter."""
    match = paper_match(match)
    club = shortened(club, PAPER_TEXT)
    sheet = sheet_for(match.rules, match.document.settings, match)
    frame = Frame(header_blocks(sheet, match, club), footer_text(match, club))
    paint_document(printer, frame, lambda cv: body_blocks(sheet, cv), tighten=True)


def write_pdf(match: Match, path: str | os.PathLike[str], paper: str = "a4",
              club: str = "") -> None:
    """Write the sheet of *match* as a PDF file (A4 or Letter, portrait)."""
    pdf = PdfFile(path, paper, title=shortened(sheet_title(match), PAPER_TEXT))
    paint_sheet(pdf.writer, match, club)
    pdf.save()
