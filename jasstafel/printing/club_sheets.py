"""Club paper: the evening's ranking, the season's ranking and the seat list of an evening.

The club window prints these through its print preview (``paint_*`` on the QPrinter of the
preview) and writes them as PDF (``write_*_pdf``); the data comes from the club database
(:mod:`jasstafel.club`): a :class:`~jasstafel.club.Ranking` or the seat rows of an evening.

Layout (A4 or Letter, portrait), like the match sheet: on every page the club name, the
title and the evening (date, place, variant and preset) or the season, at the bottom
"Page x of y"; then the table, flowing over pages with its column titles repeated, and the
ranking's rule in words under it. A season with many evenings is split into several tables
(a part of the evenings each, the rank and the member repeated).

Every label is English inside ``QCoreApplication.translate("club", ...)``; the column labels
the club package names ("Points", "Matches" …) are marked here so that they can be
translated too.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QPagedPaintDevice

from ..club import Evening, Ranking, SeatRow
from ..core import JassError, find_variant
from .base import MINUS
from .device import PdfFile
from .layout import ACCENT, Block, Canvas, Fields, Frame, Gap, Heading, Text, paint_document
from .table import Column, Row, Table, table_blocks

#: the labels the club package gives its ranking columns (and "tie"): marked for lupdate
LABELS = (
    QT_TRANSLATE_NOOP("club", "Rank"), QT_TRANSLATE_NOOP("club", "Member"),
    QT_TRANSLATE_NOOP("club", "Short name"), QT_TRANSLATE_NOOP("club", "Decided by"),
    QT_TRANSLATE_NOOP("club", "Passen"), QT_TRANSLATE_NOOP("club", "Points"),
    QT_TRANSLATE_NOOP("club", "Matches"), QT_TRANSLATE_NOOP("club", "Best Passe"),
    QT_TRANSLATE_NOOP("club", "Played"), QT_TRANSLATE_NOOP("club", "Sat out"),
    QT_TRANSLATE_NOOP("club", "Sit-out credit"), QT_TRANSLATE_NOOP("club", "Partien won"),
    QT_TRANSLATE_NOOP("club", "Total"), QT_TRANSLATE_NOOP("club", "Net Striche"),
    QT_TRANSLATE_NOOP("club", "Fahnder-König"), QT_TRANSLATE_NOOP("club", "Nuller"),
    QT_TRANSLATE_NOOP("club", "Rank points"), QT_TRANSLATE_NOOP("club", "First places"),
    QT_TRANSLATE_NOOP("club", "Schreibpunkte"), QT_TRANSLATE_NOOP("club", "Passen won"),
    QT_TRANSLATE_NOOP("club", "Penalty"), QT_TRANSLATE_NOOP("club", "Striche"),
    QT_TRANSLATE_NOOP("club", "Gewinnstriche"), QT_TRANSLATE_NOOP("club", "Evenings won"),
    QT_TRANSLATE_NOOP("club", "Best evening"), QT_TRANSLATE_NOOP("club", "Evenings played"),
    QT_TRANSLATE_NOOP("club", "tie"),
)

#: columns shown only when somebody sat out a Passe (else Played = Passen, the rest 0)
SIT_OUT_KEYS = ("played", "sat_out", "credit")
#: evening columns per part of a printed season ranking
EVENINGS_PER_GROUP = 8


def _t(text: str) -> str:
    return QCoreApplication.translate("club", text)


def label(text: str) -> str:
    """A column label (or "tie") of the club package in the UI language."""
    return QCoreApplication.translate("club", text)


def number(value: int | None) -> str:
    if value is None:
        return ""
    return f"{MINUS}{-value}" if value < 0 else str(value)


# -- what a ranking shows -------------------------------------------------------------------


def shown_columns(ranking: Ranking) -> list[int]:
    """Indices into ``ranking.columns`` worth showing: the sit-out columns only when
    somebody sat out a Passe."""
    anybody_out = any((row.figures.get("sat_out") or 0) for row in ranking.rows)
    return [i for i, c in enumerate(ranking.columns)
            if anybody_out or c.key not in SIT_OUT_KEYS]


def is_evening_column(ranking: Ranking, index: int) -> bool:
    """A season ranking's column of one evening (its label is the date)."""
    return ranking.kind == "season" and ranking.columns[index].key.startswith("evening_")


def short_date(iso: str, with_year: bool) -> str:
    """26.11. (or 26.11.26) from 2026-11-26; other text as it is."""
    try:
        day = datetime.date.fromisoformat(iso)
    except ValueError:
        return iso
    return f"{day.day}.{day.month}." + (f"{day.year % 100:02d}" if with_year else "")


def column_title(ranking: Ranking, index: int) -> str:
    column = ranking.columns[index]
    if is_evening_column(ranking, index):
        years = {c.label[:4] for i, c in enumerate(ranking.columns)
                 if is_evening_column(ranking, i)}
        return short_date(column.label, len(years) > 1)
    return label(column.label)


def cell(ranking: Ranking, row_index: int, index: int) -> str:
    """A figure as shown: dropped season results in brackets."""
    row = ranking.rows[row_index]
    column = ranking.columns[index]
    text = number(row.figures.get(column.key))
    return f"({text})" if column.key in row.dropped and text else text


def decided_by(ranking: Ranking, row_index: int) -> str:
    value = ranking.rows[row_index].decided_by
    return label(value) if value else ""


def rule_text(ranking: Ranking) -> str:
    """The ranking's rule (and tie-breaks) in words, in the UI language where translated."""
    return QCoreApplication.translate("club", ranking.rule)


def variant_line(evening: Evening) -> str:
    """Schieber · Turnier."""
    try:
        cls = find_variant(evening.variant)
    except JassError:  # a damaged database names an unknown variant
        return evening.variant
    titles: dict[str, str] = getattr(cls, "PRESET_TITLES", {})
    return f"{cls.title} · {titles.get(evening.preset, evening.preset)}"


def evening_name(evening: Evening) -> str:
    """The evening's title, or its variant: "Donnschtig-Jass", "Schieber"."""
    return evening.title or variant_line(evening).split(" · ")[0]


# -- the page frame -----------------------------------------------------------------------


def _frame(club: str, title: str, fields: Sequence[tuple[str, str]], footer: str) -> Frame:
    header: list[Block] = []
    if club:
        header.append(Text(club, 11, bold=True, color=ACCENT))
    header.append(Text(title, 15, bold=True))
    header.append(Gap(1.2))
    shown = [(k, v) for k, v in fields if v]
    if shown:
        header.append(Fields(shown, pt=8.5, columns=2))
    return Frame(header, " · ".join(p for p in (club, footer) if p))


def evening_fields(evening: Evening) -> list[tuple[str, str]]:
    return [(_t("Date"), evening.date), (_t("Place"), evening.place),
            (_t("Variant"), variant_line(evening)), (_t("Season"), evening.season),
            (_t("Passen"), str(evening.passen)),
            (_t("Tables"), str(evening.tables) if evening.tables else "")]


# -- rankings -------------------------------------------------------------------------------


def ranking_table(ranking: Ranking) -> Table:
    """Rank, member, the figures (a season's evenings grouped), decided by."""
    shown = shown_columns(ranking)
    fixed = [i for i in shown if not is_evening_column(ranking, i)]
    evenings = [i for i in shown if is_evening_column(ranking, i)]
    groups: list[str] = []
    columns = [Column(label("Rank")), Column(label("Member"), "left", bold=True)]
    columns += [Column(column_title(ranking, i), wrap=True) for i in fixed]
    order = list(fixed)
    for start in range(0, len(evenings), EVENINGS_PER_GROUP):
        part = evenings[start:start + EVENINGS_PER_GROUP]
        groups.append(_t("Evenings {0}–{1}").format(start + 1, start + len(part))
                      if len(evenings) > EVENINGS_PER_GROUP else _t("Evenings"))
        columns += [Column(column_title(ranking, i), group=len(groups) - 1) for i in part]
        order += part
    columns.append(Column(label("Decided by"), "left", wrap=True))
    rows = []
    for r, row in enumerate(ranking.rows):
        cells = [f"{row.rank}.", row.member.name]
        cells += [cell(ranking, r, i) for i in order]
        cells.append(decided_by(ranking, r))
        rows.append(Row(cells))
    return Table(columns, rows, groups=groups, pt=9.0, min_pt=6.5)


def _ranking_blocks(cv: Canvas, ranking: Ranking, empty: str) -> list[Block]:
    if not ranking.rows:
        return [Text(empty, 10)]
    blocks: list[Block] = table_blocks(cv, ranking_table(ranking), cv.area.width())
    blocks += [Gap(3), Heading(_t("How the ranking is made"), pt=9.5, space_mm=1.0),
               Text(rule_text(ranking), 8.5)]
    return blocks


def paint_evening_ranking(printer: QPagedPaintDevice, ranking: Ranking, evening: Evening,
                          club: str = "") -> None:
    """Paint the evening's ranking on an already configured QPrinter or QPdfWriter."""
    title = _t("Ranking · {0}").format(evening_name(evening))
    frame = _frame(club, title, evening_fields(evening), f"{title} · {evening.date}")
    paint_document(printer, frame, lambda cv: _ranking_blocks(
        cv, ranking, _t("No results yet.")))


def write_evening_ranking_pdf(ranking: Ranking, evening: Evening,
                              path: str | os.PathLike[str], paper: str = "a4",
                              club: str = "") -> None:
    pdf = PdfFile(path, paper, title=_t("Ranking · {0}").format(evening_name(evening)))
    paint_evening_ranking(pdf.writer, ranking, evening, club)
    pdf.save()


def season_title(season: str) -> str:
    return _t("Season ranking {0}").format(season)


def paint_season_ranking(printer: QPagedPaintDevice, ranking: Ranking, season: str,
                         club: str = "") -> None:
    """Paint the season's ranking (Jahresmeisterschaft)."""
    evenings = sum(1 for i in range(len(ranking.columns)) if is_evening_column(ranking, i))
    fields = [(_t("Season"), season), (_t("Evenings counted"), str(evenings)),
              (_t("Members"), str(len(ranking.rows)))]
    frame = _frame(club, season_title(season), fields, season_title(season))
    paint_document(printer, frame, lambda cv: _ranking_blocks(
        cv, ranking, _t("No evening with results in this season.")))


def write_season_ranking_pdf(ranking: Ranking, season: str, path: str | os.PathLike[str],
                             paper: str = "a4", club: str = "") -> None:
    pdf = PdfFile(path, paper, title=season_title(season))
    paint_season_ranking(pdf.writer, ranking, season, club)
    pdf.save()


# -- the seat list --------------------------------------------------------------------------


def seat_label(row: SeatRow) -> str:
    """Where a member sits: "Table 2, seat 3 (A)"; "sits out"."""
    if row.table is None:
        return _t("sits out")
    text = _t("Table {0}, seat {1}").format(row.table, row.seat)
    return f"{text} ({row.team})" if row.team else text


def passe_table(rows: Sequence[SeatRow]) -> Table:
    """One Passe: a line per table, the teams (or the seats) in columns."""
    tables: dict[int, list[SeatRow]] = {}
    for row in rows:
        if row.table is not None:
            tables.setdefault(row.table, []).append(row)
    teams = any(row.team for row in rows)
    columns = [Column(_t("Table"))]
    if teams:
        columns += [Column(_t("Team A (seats 1 + 3)"), "left", wrap=True),
                    Column(_t("Team B (seats 2 + 4)"), "left", wrap=True)]
    seats = max((len(t) for t in tables.values()), default=4)
    if not teams or any(len(t) != 4 for t in tables.values()):
        columns = [Column(_t("Table"))]
        columns += [Column(_t("Seat {0}").format(s + 1), "left", wrap=True)
                    for s in range(seats)]
        teams = False
    out = []
    for number, seated in sorted(tables.items()):
        seated = sorted(seated, key=lambda r: r.seat or 0)
        if teams:
            cells = [str(number), " & ".join(r.name for r in seated if r.team == "A"),
                     " & ".join(r.name for r in seated if r.team == "B")]
        else:
            cells = [str(number)] + [r.name for r in seated]
            cells += [""] * (len(columns) - len(cells))
        out.append(Row(cells))
    return Table(columns, out, pt=10.0, min_pt=7.0, stripes=True)


def by_member_table(rows: Sequence[SeatRow]) -> Table:
    """Every member with his table and seat in each Passe: to find one's place quickly."""
    passen = sorted({r.passe for r in rows})
    members: dict[int, tuple[str, dict[int, SeatRow]]] = {}
    for row in rows:
        members.setdefault(row.member_id, (row.name, {}))[1][row.passe] = row
    columns = [Column(label("Member"), "left", bold=True)]
    columns += [Column(_t("Passe {0}").format(p), "left", wrap=True) for p in passen]
    out = []
    for name, where in sorted(members.values(), key=lambda m: m[0].casefold()):
        out.append(Row([name] + [seat_label(where[p]) if p in where else "" for p in passen]))
    return Table(columns, out, pt=9.0, min_pt=6.5)


def _seat_blocks(cv: Canvas, rows: Sequence[SeatRow]) -> list[Block]:
    if not rows:
        return [Text(_t("No draw yet."), 10)]
    blocks: list[Block] = []
    for passe in sorted({r.passe for r in rows}):
        own = [r for r in rows if r.passe == passe]
        blocks.append(Heading(_t("Passe {0}").format(passe)))
        part = table_blocks(cv, passe_table(own), cv.area.width())
        for block in part[:-1]:  # a Passe's tables stay together on a page when they can
            block.keep_with_next = True
        blocks += part
        out = [r.name for r in own if r.table is None]
        if out:
            blocks += [Gap(1), Text(_t("Sits out: {0}").format(", ".join(out)), 9.5,
                                    bold=True)]
    blocks.append(Heading(_t("Who sits where")))
    blocks += table_blocks(cv, by_member_table(rows), cv.area.width())
    return blocks


def seat_list_title(evening: Evening) -> str:
    return _t("Seat list · {0}").format(evening_name(evening))


def paint_seat_list(printer: QPagedPaintDevice, evening: Evening, rows: Sequence[SeatRow],
                    club: str = "") -> None:
    """Paint the draw of an evening: per Passe the tables, then every member's places."""
    title = seat_list_title(evening)
    frame = _frame(club, title, evening_fields(evening), f"{title} · {evening.date}")
    paint_document(printer, frame, lambda cv: _seat_blocks(cv, rows))


def write_seat_list_pdf(evening: Evening, rows: Sequence[SeatRow],
                        path: str | os.PathLike[str], paper: str = "a4",
                        club: str = "") -> None:
    pdf = PdfFile(path, paper, title=seat_list_title(evening))
    paint_seat_list(pdf.writer, evening, rows, club)
    pdf.save()
