"""Club paper: rankings, the seat list, and for the tables: table sheets, table cards and a
seat map, all from the club database (:mod:`jasstafel.club`).

The club window prints these through its print preview (``paint_*`` on the QPrinter of the
preview) and the window and the command line write them as PDF (``write_*_pdf``).

- **Rankings** (evening, season): the club name, the title and the evening (date, place,
  variant and preset) or the season on every page, "Page x of y" at the bottom; the table
  flows over pages with its column titles repeated: rank, member (guests marked), the figures
  that decide, the points of every Passe, and "Decided by" where a tie-break decided (not the
  obvious "more points"); under it, where a season adds the points of evenings of other
  table rules, which evenings and settings; then how the ranking is made, in words. A
  season with many evenings is split into groups of evenings.
- **Seat list**: per Passe the tables (teams or seats), who sits out, then every member with
  his table and seat in each Passe (the "Platzzuweisung").
- **Table sheets** (one page per table and Passe, as dowamiller/jassturnier prints its
  "Spielblätter"): the club, the evening, the Passe and the table, the players in their seats
  and teams, the evening's table rules, and the variant's blank board with the teams' or
  players' names over their columns, signature lines named.
- **Table cards**: a card per table and Passe to stand on the table (two to a page, cut
  along the dashed line): the table's number large, the Passe, the players at their seats.
- **Seat map**: per Passe every table drawn from above with the names at their seats
  (partners opposite), who sits out under it.

Every label is English inside ``QCoreApplication.translate("club", ...)``; the club's own
sentences (the ranking's rule) are rendered with :func:`jasstafel.i18n.render`. Names are
plain text, never markup.
"""

from __future__ import annotations

import datetime
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPainter, QPen

from .. import i18n
from ..club import (
    OTHER_RULES_MARK,
    UNFINISHED_MARK,
    Evening,
    Member,
    PasseDraw,
    Ranking,
    RankingRow,
    SeatRow,
    export,
    sort_key,
)
from ..club.draw import VARIANT_TABLES
from ..club.export import CREDIT_MARK
from ..core import JassError, find_variant
from ..i18n import iso_date, isolate, render, settings_title, variant_title
from .base import MINUS, settings_blocks, with_signatures
from .device import PdfFile
from .layout import (
    ACCENT,
    GREY,
    INK,
    LIGHT,
    Align,
    Block,
    Canvas,
    Drawing,
    Fields,
    Frame,
    Gap,
    Heading,
    Text,
    draw_lines,
    paginate,
    paint_pages,
    pen,
)
from .table import Column, Row, Table, fit_table, table_blocks
from .variants import sheet_for

#: the labels the club package gives its ranking columns (and "tie"): marked for lupdate
LABELS = (
    QT_TRANSLATE_NOOP("club", "Rank"), QT_TRANSLATE_NOOP("club", "Member"),
    QT_TRANSLATE_NOOP("club", "Short name"), QT_TRANSLATE_NOOP("club", "Decided by"),
    QT_TRANSLATE_NOOP("club", "tie"), QT_TRANSLATE_NOOP("club", "Passe {0}"),
    QT_TRANSLATE_NOOP("club", "sat out every Passe"),
    QT_TRANSLATE_NOOP("club", "sat out so far"),
)

#: columns shown only when somebody sat out a Passe (else Played = Passen, the rest 0): these
#: and the sit-out credit of every figure added up (``credit_points`` …)
SIT_OUT_KEYS = ("played", "sat_out")
#: evening columns per part of a printed season ranking
EVENINGS_PER_GROUP = 8
TEAM_A = QColor(20, 60, 130)
TEAM_B = QColor(150, 40, 30)

Document = tuple[Frame, Callable[[Canvas], list[Block]]]

#: the first name a short name made without one keeps whole ("Marie-Thérèse R.")
FIRST_NAME_MOST = 24


def _t(text: str) -> str:
    return QCoreApplication.translate("club", text)


def label(text: str) -> str:
    """A column label (or "tie") of the club package in the UI language."""
    return QCoreApplication.translate("club", text)


def number(value: int | None) -> str:
    """A ranking's figure as a Tafel writes it: 1'014 in German and French, −20."""
    if value is None:
        return ""
    return f"{MINUS}{i18n.number(-value)}" if value < 0 else i18n.number(value)


def member_name(member: Member) -> str:
    """The name as printed: a guest says so, as the window marks him (a right-to-left name
    isolated, so that "· guest" stays after it)."""
    return i18n.guest(isolate(member.name)) if member.guest else member.name


# -- what a ranking shows -------------------------------------------------------------------


def shown_columns(ranking: Ranking) -> list[int]:
    """Indices into ``ranking.columns`` worth showing: Played and Sat out when somebody
    sat out a Passe (also a member who sat out every Passe: played 0, sat out 1), the
    sit-out credit when a ranked member did (one who sat out every Passe has none)."""
    anybody_out = any((row.figures.get("sat_out") or 0) for row in all_rows(ranking))
    credited = any((row.figures.get("sat_out") or 0) for row in ranking.rows)
    return [i for i, c in enumerate(ranking.columns)
            if (credited if is_credit_column(ranking, i) else
                anybody_out if c.key in SIT_OUT_KEYS else True)]


def is_credit_column(ranking: Ranking, index: int) -> bool:
    """An evening ranking's column of the sit-out credit of one figure (labelled by it)."""
    return ranking.columns[index].key.startswith("credit_")


def is_evening_column(ranking: Ranking, index: int) -> bool:
    """A season ranking's column of one evening (its label is the date)."""
    return ranking.kind == "season" and ranking.columns[index].key.startswith("evening_")


def is_passe_column(ranking: Ranking, index: int) -> bool:
    """An evening ranking's column of one Passe (the breakdown)."""
    return ranking.columns[index].key.startswith("passe_")


# the months as English writes them short (the English window's short dates only)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def short_date(iso: str, with_year: bool) -> str:
    """A day without its year, where the room is short (a season's evening columns, the
    chart's axis), as the window's language writes it: 26.11. (or 26.11.26) from 2026-11-26
    in German and French; "Nov 26" (or "Nov 26 ’26") in English, whose other dates are ISO:
    an English reader takes "12.2." for December 2 (a trial's). Other text as it is."""
    try:
        day = datetime.date.fromisoformat(iso)
    except ValueError:
        return iso
    if i18n.language() == "en":
        return f"{MONTHS[day.month - 1]} {day.day}" + (
            f" \u2019{day.year % 100:02d}" if with_year else "")
    return f"{day.day}.{day.month}." + (f"{day.year % 100:02d}" if with_year else "")


def column_title(ranking: Ranking, index: int) -> str:
    column = ranking.columns[index]
    if is_evening_column(ranking, index):
        years = {c.label[:4] for i, c in enumerate(ranking.columns)
                 if is_evening_column(ranking, i)}
        return export.evening_label(column, short_date(column.label, len(years) > 1), render)
    if is_passe_column(ranking, index):
        return _t("Passe {0}").format(column.key.removeprefix("passe_"))
    if is_credit_column(ranking, index):
        return _t("Sit-out credit: {0}").format(label(column.label))
    return label(column.label)


def all_rows(ranking: Ranking) -> tuple[RankingRow, ...]:
    """The ranked lines, then those of the members who sat out every Passe (no rank)."""
    return (*ranking.rows, *ranking.unranked)


def rank_text(row: RankingRow) -> str:
    """"3." (in the language's form); nothing for a member who sat out every Passe (he
    has no rank)."""
    return i18n.rank(row.rank) if row.rank else ""


def cell(ranking: Ranking, row_index: int, index: int) -> str:
    """A figure as shown (*row_index* into :func:`all_rows`): dropped season results in
    brackets, an evening sat out entirely marked "4*" (its credit, his average evening; on
    paper and on screen; a CSV file has a column of its own for each)."""
    row = all_rows(ranking)[row_index]
    column = ranking.columns[index]
    value = row.figures.get(column.key)
    if value is None and is_passe_column(ranking, index):
        return "–"  # sat out (or missed) that Passe
    text = number(value)
    if column.key in row.credited and text:
        text += CREDIT_MARK
    if column.key in row.other_rules and text:  # a table of other rules: the note says which
        text += OTHER_RULES_MARK
    if column.key in row.unfinished and text:  # imported unfinished: after the "°" if both
        text += UNFINISHED_MARK
    return f"({text})" if column.key in row.dropped and text else text


def decided_by(ranking: Ranking, row_index: int) -> str:
    """What put the member below the one above, in the UI language: the CSV file's rule
    (:func:`jasstafel.club.export.decided_by`), empty where the first figure decided."""
    value = export.decided_by(ranking, all_rows(ranking)[row_index])
    return label(value) if value else ""


def rule_text(ranking: Ranking) -> str:
    """The ranking's rule (and tie-breaks) in words, in the UI language where translated."""
    return render(ranking.rule)


def note_text(ranking: Ranking) -> str:
    """What the reader is told beside the rule (a season adding the points of evenings of
    other table rules: which; the tables of other rules, the tables imported unfinished), in
    the UI language; empty where there is nothing to tell. The unfinished tables' note on a
    line of its own, its mark first, as paper gives it a paragraph of its own."""
    return "\n".join(render(note) for note in (ranking.note, ranking.unfinished_note) if note)


def variant_line(evening: Evening) -> str:
    """Schieber · Turnier."""
    try:
        cls = find_variant(evening.variant)
    except JassError:  # a damaged database names an unknown variant
        return evening.variant
    return f"{variant_title(cls)} · {settings_title(cls, evening.settings, what=True)}"


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
    return [(_t("Date"), iso_date(evening.date)), (_t("Place"), evening.place),
            (_t("Variant"), variant_line(evening)), (_t("Season"), evening.season),
            (_t("Passen"), str(evening.passen)),
            (_t("Tables"), str(evening.tables) if evening.tables else "")]


def paint_documents(device: QPagedPaintDevice, documents: Sequence[Document]) -> int:
    """Several documents one after the other, each from a new page with its own header
    (a table sheet per table); returns the number of pages."""
    p = QPainter()
    if not p.begin(device):
        raise JassError("cannot paint on the printer or PDF file")
    count = 0
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        cv = Canvas(device)
        for frame, build in documents:
            pages = paginate(cv, frame, build(cv))
            if count:
                device.newPage()
            paint_pages(p, cv, frame, pages)
            count += len(pages)
        return count
    finally:
        p.end()


def _write(path: str | os.PathLike[str], paper: str, title: str,
           documents: Sequence[Document]) -> None:
    pdf = PdfFile(path, paper, title=title)
    paint_documents(pdf.writer, documents)
    pdf.save()


# -- rankings -------------------------------------------------------------------------------


def ranking_table(ranking: Ranking) -> Table:
    """Rank, member, the deciding figures, the Passen (or a season's evenings) grouped,
    the other figures, decided by (where a tie-break decided)."""
    shown = shown_columns(ranking)
    per_passe = [i for i in shown if is_passe_column(ranking, i)]
    evenings = [i for i in shown if is_evening_column(ranking, i)]
    fixed = [i for i in shown if i not in per_passe and i not in evenings]
    deciding = [i for i in fixed if ranking.columns[i].decides]
    others = [i for i in fixed if not ranking.columns[i].decides]
    groups: list[str] = []
    columns = [Column(label("Rank")), Column(label("Member"), "left", bold=True, wrap=True)]
    columns += [Column(column_title(ranking, i), wrap=True) for i in deciding]
    order = list(deciding)
    if per_passe:
        groups.append(_t("Per Passe"))
        columns += [Column(ranking.columns[i].key.removeprefix("passe_"), group=0)
                    for i in per_passe]
        order += per_passe
    for start in range(0, len(evenings), EVENINGS_PER_GROUP):
        part = evenings[start:start + EVENINGS_PER_GROUP]
        groups.append(_t("Evenings {0}–{1}").format(start + 1, start + len(part))
                      if len(evenings) > EVENINGS_PER_GROUP else _t("Evenings"))
        # an evening named beside its date (another has that date) wraps under it
        columns += [Column(column_title(ranking, i), group=len(groups) - 1,
                           wrap=bool(ranking.columns[i].detail)) for i in part]
        order += part
    credits = [i for i in others if is_credit_column(ranking, i)]
    others = [i for i in others if i not in credits]
    columns += [Column(column_title(ranking, i), wrap=True) for i in others]
    order += others
    if credits:  # each figure's credit under one title, named by the figure
        groups.append(_t("Sit-out credit"))
        columns += [Column(label(ranking.columns[i].label), wrap=True, group=len(groups) - 1)
                    for i in credits]
        order += credits
    every = all_rows(ranking)
    decided = [decided_by(ranking, r) for r in range(len(every))]
    if any(decided):
        columns.append(Column(label("Decided by"), "left", wrap=True))
    rows = []
    for r, row in enumerate(every):
        cells = [rank_text(row), member_name(row.member)]
        cells += [cell(ranking, r, i) for i in order]
        if any(decided):
            cells.append(decided[r])
        rows.append(Row(cells))
    return Table(columns, rows, groups=groups, pt=9.0, min_pt=6.5)


def _ranking_blocks(cv: Canvas, ranking: Ranking, empty: str) -> list[Block]:
    if not ranking.rows:
        return [Text(empty, 10)]
    blocks: list[Block] = table_blocks(cv, ranking_table(ranking), cv.area.width())
    # a season's points of evenings of other rules, the tables of other rules: right under
    # it; the tables imported unfinished a paragraph of their own, their mark first
    for note in (ranking.note, ranking.unfinished_note):
        if note:
            blocks += [Gap(2), Text(render(note), 9.0, bold=True)]
    blocks += [Gap(3), Heading(_t("How the ranking is made"), pt=9.5, space_mm=1.0),
               Text(rule_text(ranking), 8.5)]
    return blocks


def evening_ranking_document(ranking: Ranking, evening: Evening, club: str = "") -> Document:
    title = _t("Ranking · {0}").format(evening_name(evening))
    frame = _frame(club, title, evening_fields(evening), f"{title} · {iso_date(evening.date)}")
    return frame, lambda cv: _ranking_blocks(cv, ranking, _t("No results yet."))


def paint_evening_ranking(printer: QPagedPaintDevice, ranking: Ranking, evening: Evening,
                          club: str = "") -> None:
    """Paint the evening's ranking on an already configured QPrinter or QPdfWriter."""
    paint_documents(printer, [evening_ranking_document(ranking, evening, club)])


def write_evening_ranking_pdf(ranking: Ranking, evening: Evening,
                              path: str | os.PathLike[str], paper: str = "a4",
                              club: str = "") -> None:
    _write(path, paper, _t("Ranking · {0}").format(evening_name(evening)),
           [evening_ranking_document(ranking, evening, club)])


def season_title(season: str) -> str:
    return _t("Season ranking {0}").format(season)


def season_ranking_document(ranking: Ranking, season: str, club: str = "") -> Document:
    evenings = sum(1 for i in range(len(ranking.columns)) if is_evening_column(ranking, i))
    fields = [(_t("Season"), season), (_t("Evenings counted"), str(evenings)),
              # the members in the ranking (not the club's: "Members: 4" was read so)
              (_t("Ranked"), str(len(ranking.rows)))]
    frame = _frame(club, season_title(season), fields, season_title(season))
    return frame, lambda cv: _ranking_blocks(cv, ranking,
                                             _t("No evening with results in this season."))


def paint_season_ranking(printer: QPagedPaintDevice, ranking: Ranking, season: str,
                         club: str = "") -> None:
    """Paint the season's ranking (Jahresmeisterschaft)."""
    paint_documents(printer, [season_ranking_document(ranking, season, club)])


def write_season_ranking_pdf(ranking: Ranking, season: str, path: str | os.PathLike[str],
                             paper: str = "a4", club: str = "") -> None:
    _write(path, paper, season_title(season), [season_ranking_document(ranking, season, club)])


# -- the seat list --------------------------------------------------------------------------


def seat_name(row: SeatRow) -> str:
    """A name on the seat list: a guest marked, as the draw, the window, the ranking and the
    command line mark him ("Noémie Sottas · guest"; it was printed "(guest)", and before
    that without)."""
    return i18n.guest(isolate(row.name)) if row.guest else row.name


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
    for table_number, seated in sorted(tables.items()):
        seated = sorted(seated, key=lambda r: r.seat or 0)
        if teams:
            # each name isolated: two right-to-left partners and their "&" made one
            # right-to-left run, seat 3 printed left of seat 1
            cells = [str(table_number),
                     " & ".join(isolate(seat_name(r)) for r in seated if r.team == "A"),
                     " & ".join(isolate(seat_name(r)) for r in seated if r.team == "B")]
        else:
            cells = [str(table_number)] + [seat_name(r) for r in seated]
            cells += [""] * (len(columns) - len(cells))
        out.append(Row(cells))
    return Table(columns, out, pt=10.0, min_pt=7.0, stripes=True)


def by_member_table(rows: Sequence[SeatRow]) -> Table:
    """Every member with his table and seat in each Passe: to find one's place quickly."""
    passen = sorted({r.passe for r in rows})
    members: dict[int, tuple[str, dict[int, SeatRow]]] = {}
    for row in rows:
        members.setdefault(row.member_id, (seat_name(row), {}))[1][row.passe] = row
    columns = [Column(label("Member"), "left", bold=True, wrap=True)]
    columns += [Column(_t("Passe {0}").format(p), "left", wrap=True) for p in passen]
    out = []
    # as every list of the club: accents folded, case ignored ("Émile" beside "Emil", not
    # after "Zoé", where casefold() alone put it)
    for name, where in sorted(members.values(), key=lambda m: sort_key(m[0])):
        out.append(Row([name] + [seat_label(where[p]) if p in where else "" for p in passen]))
    return Table(columns, out, pt=9.0, min_pt=6.5)


def one_size(cv: Canvas, tables: Sequence[Table], width: float) -> list[Table]:
    """*tables* set in one size: the smallest any of them needs in *width* (the seat list's
    Passe 1 table was set smaller for a long pair of names, Passe 2 under it kept its size)."""
    pt = min((fit.pt for t in tables for fit in fit_table(cv, t, width)), default=0.0)
    return [replace(t, pt=pt, min_pt=pt) for t in tables]


def _seat_blocks(cv: Canvas, rows: Sequence[SeatRow]) -> list[Block]:
    if not rows:
        return [Text(_t("No draw yet."), 10)]
    blocks: list[Block] = []
    passen = sorted({r.passe for r in rows})
    width = cv.area.width()
    own_tables = [passe_table([r for r in rows if r.passe == passe]) for passe in passen]
    # the Passen's tables of the same columns measured as one: each column at the same x
    # in every Passe ("Équipe B" began at another x in each Manche's table, each fitted
    # to its own names)
    alike: dict[tuple[str, ...], Table] = {}
    for table in own_tables:
        key = tuple(c.title for c in table.columns)
        if key in alike:
            alike[key] = replace(alike[key], rows=alike[key].rows + table.rows)
        else:
            alike[key] = table
    # every table of the sheet in one size, chosen once: the Passen's and "Who sits where"
    *sized, members = one_size(cv, [*alike.values(), by_member_table(rows)], width)
    fitted = dict(zip(alike, sized, strict=True))
    for passe, table in zip(passen, own_tables, strict=True):
        own = [r for r in rows if r.passe == passe]
        blocks.append(Heading(_t("Passe {0}").format(passe)))
        whole = fitted[tuple(c.title for c in table.columns)]
        table = replace(table, pt=whole.pt, min_pt=whole.min_pt)
        part = table_blocks(cv, table, width, fitted_as=whole)
        for block in part[:-1]:  # a Passe's tables stay together on a page when they can
            block.keep_with_next = True
        blocks += part
        out = [isolate(seat_name(r)) for r in sorted((r for r in own if r.table is None),
                                               key=lambda r: sort_key(r.name))]
        if out:
            blocks += [Gap(1), Text(_t("Sits out: {0}").format(", ".join(out)), 9.5,
                                    bold=True)]
    blocks.append(Heading(_t("Who sits where")))
    blocks += table_blocks(cv, members, width)
    return blocks


def seat_list_title(evening: Evening) -> str:
    return _t("Seat list · {0}").format(evening_name(evening))


def seat_list_document(evening: Evening, rows: Sequence[SeatRow], club: str = "") -> Document:
    title = seat_list_title(evening)
    frame = _frame(club, title, evening_fields(evening), f"{title} · {iso_date(evening.date)}")
    return frame, lambda cv: _seat_blocks(cv, rows)


def paint_seat_list(printer: QPagedPaintDevice, evening: Evening, rows: Sequence[SeatRow],
                    club: str = "") -> None:
    """Paint the draw of an evening: per Passe the tables, then every member's places."""
    paint_documents(printer, [seat_list_document(evening, rows, club)])


def write_seat_list_pdf(evening: Evening, rows: Sequence[SeatRow],
                        path: str | os.PathLike[str], paper: str = "a4",
                        club: str = "") -> None:
    _write(path, paper, seat_list_title(evening), [seat_list_document(evening, rows, club)])


# -- for the tables: who sits where at one table -----------------------------------------------


class Seated:
    """One table of one Passe, with names: the seats in order and, at a table of two teams,
    the teams (seats 1 + 3 are A, 2 + 4 B)."""

    def __init__(self, evening: Evening, passe: int, table: int, seats: Sequence[int],
                 members: Mapping[int, Member]) -> None:
        self.evening, self.passe, self.table = evening, passe, table
        self.names = [members[m].name if m in members else str(m) for m in seats]
        #: the names as a line of few letters says them (the whole names stand in the
        #: sheet's head): the short name, else "Luca D."
        self.short_names = [_short(members[m]) if m in members else str(m) for m in seats]
        self.teams = VARIANT_TABLES.get(evening.variant, (False, False))[0] and len(seats) == 4

    def seat_label(self, index: int) -> str:
        text = _t("Seat {0}").format(index + 1)
        return f"{text} ({'AB'[index % 2]})" if self.teams else text

    def sides(self, short: bool = False) -> list[str]:
        """The table's sides by name: "A: Anna & Cla", "B: Beat & Dora", or the players
        (*short*: by their short names)."""
        given = self.short_names if short else self.names
        if self.teams:  # each name isolated: seat 1 stays left of seat 3 (see passe_table)
            names = [isolate(name) for name in given]
            return [_t("A: {0} & {1}").format(names[0], names[2]),
                    _t("B: {0} & {1}").format(names[1], names[3])]
        return list(given)


def _short(member: Member) -> str:
    """*member*'s short name; without one his first name and the initial of his last,
    "Marie-Thérèse R." (a first name of more than 24 characters cut with "…")."""
    if member.short_name:
        return member.short_name
    words = member.name.split()
    first, most = words[0], FIRST_NAME_MOST
    if len(first) > most:
        first = first[:most - 1] + "…"
    return f"{first} {words[-1][0]}." if len(words) > 1 else first


def seated_tables(evening: Evening, drawn: Sequence[PasseDraw], members: Mapping[int, Member],
                  passe: int | None = None) -> list[Seated]:
    """Every drawn table (of one Passe, or of all), in Passe and table order."""
    return [Seated(evening, p.passe, t.number, t.seats, members)
            for p in drawn if passe is None or p.passe == passe for t in p.tables]


# -- table sheets ---------------------------------------------------------------------------


def table_sheet_title(seated: Seated) -> str:
    return _t("Table sheet · Passe {0} · Table {1}").format(seated.passe, seated.table)


def table_sheet_document(seated: Seated, club: str = "") -> Document:
    """A table's sheet: who sits where, the evening's table rules, the blank board with the
    sides' names, signature lines named."""
    evening = seated.evening
    cls = find_variant(evening.variant)
    sheet = sheet_for(cls, cls.Settings.model_validate(dict(evening.settings)))
    title = table_sheet_title(seated)
    fields = [(_t("Evening"), f"{iso_date(evening.date)} · {evening_name(evening)}"),
              (_t("Place"), evening.place), (_t("Variant"), variant_line(evening)),
              (_t("Passe"), str(seated.passe)), (_t("Table"), str(seated.table)),
              (_t("Scorekeeper"), "")]
    header: list[Block] = []
    if club:
        header.append(Text(club, 11, bold=True, color=ACCENT))
    header += [Text(title, 15, bold=True), Gap(1.2),
               Fields([(k, v) for k, v in fields], pt=8.5, columns=2, blank_mm=6.0),
               Gap(1.0),
               Fields([(seated.seat_label(i), name) for i, name in enumerate(seated.names)],
                      pt=10.0, columns=2)]
    frame = Frame(header, " · ".join(p for p in (club, title, iso_date(evening.date)) if p))

    def blocks(cv: Canvas, rows: int, short: bool = False) -> list[Block]:
        sheet.names = seated.sides(short)
        out = settings_blocks(sheet)
        out += sheet.blank_blocks(cv, rows)
        return with_signatures(out, sheet.names)

    def build(cv: Canvas) -> list[Block]:
        rounds = sheet.blank_rounds()
        if rounds is not None:
            # long names wrapped over the board, the columns and the signature lines pushed
            # a Turnier's 12 rounds' Total and signatures onto a second page (a trial's):
            # then the sides say the short names, the whole names stand in the head
            whole = blocks(cv, rounds)
            if len(paginate(cv, frame, whole)) == 1:
                return whole
            return blocks(cv, rounds, short=True)
        low, high = 4, 60  # to a target: as many rows as fill the page
        while low < high:
            mid = (low + high + 1) // 2
            if len(paginate(cv, frame, blocks(cv, mid))) == 1:
                low = mid
            else:
                high = mid - 1
        return blocks(cv, low)

    return frame, build


def paint_table_sheets(printer: QPagedPaintDevice, tables: Sequence[Seated],
                       club: str = "") -> int:
    """Paint a sheet for every table in *tables* (each from a new page)."""
    if not tables:
        raise JassError(_t("No draw yet: there are no tables to print sheets for."))
    return paint_documents(printer, [table_sheet_document(t, club) for t in tables])


def write_table_sheets_pdf(tables: Sequence[Seated], path: str | os.PathLike[str],
                           paper: str = "a4", club: str = "") -> None:
    if not tables:
        raise JassError(_t("No draw yet: there are no tables to print sheets for."))
    _write(path, paper, _t("Table sheets"), [table_sheet_document(t, club) for t in tables])


# -- table cards and the seat map ---------------------------------------------------------------


def _seat_points(rect: QRectF, count: int) -> list[tuple[QPointF, Qt.AlignmentFlag]]:
    """Where the names of the seats go around a table in *rect*, seen from above: seat 1 at
    the bottom, the others counter-clockwise (as the Jass goes round), partners opposite. At
    a table of three seats 2 and 3 are beside the table's sides, above their middle: at its
    corners their names were drawn over the table (a trial's table cards)."""
    c = rect.center()
    w, h = rect.width() / 2, rect.height() / 2
    if count == 4:
        return [(QPointF(c.x(), c.y() + h), Align.AlignHCenter | Align.AlignTop),
                (QPointF(c.x() + w, c.y()), Align.AlignLeft | Align.AlignVCenter),
                (QPointF(c.x(), c.y() - h), Align.AlignHCenter | Align.AlignBottom),
                (QPointF(c.x() - w, c.y()), Align.AlignRight | Align.AlignVCenter)]
    return [(QPointF(c.x(), c.y() + h), Align.AlignHCenter | Align.AlignTop),
            (QPointF(c.x() + w, c.y() - h * 0.4), Align.AlignLeft | Align.AlignVCenter),
            (QPointF(c.x() - w, c.y() - h * 0.4), Align.AlignRight | Align.AlignVCenter)]


@dataclass(frozen=True)
class SeatPlace:
    """A seat's name as painted beside the table: its lines (the name whole, on two lines
    where one is too narrow, shortened with "…" only where two are too), the seat's label
    under them, all in *box*; *align* says on which side of the table."""

    lines: tuple[str, ...]
    label: str
    box: QRectF
    align: Qt.AlignmentFlag
    font: QFont
    small: QFont


#: a name beside a table on the cards and the map takes at most this many lines
NAME_LINES = 3


def _name_lines(cv: Canvas, name: str, font: QFont, width: float) -> tuple[str, ...]:
    """A name in *width*: one line, or two broken at the space that fits best ("Gody" /
    "Brönnimann"); else broken at its spaces and after its hyphens, as few lines as fit, up
    to :data:`NAME_LINES` ("Céline" / "Gothuey-" / "Bersier", whose second part was
    "Gothu…" on a trial's map); shortened with "…" only where even that is too wide."""
    if cv.width(name, font) <= width:
        return (name,)
    spaces = [i for i, c in enumerate(name) if c == " "]
    fitting = [(name[:i], name[i + 1:]) for i in spaces
               if max(cv.width(name[:i], font), cv.width(name[i + 1:], font)) <= width]
    if fitting:
        return min(fitting, key=lambda pair: abs(len(pair[0]) - len(pair[1])))
    pieces = [p for p in re.split(r"(?<=-)|(?= )", name) if p]  # "Gothuey-", " Bersier"
    lines: list[str] = []
    for piece in pieces:
        if lines and cv.width(lines[-1] + piece, font) <= width:
            lines[-1] += piece
        else:
            lines.append(piece.lstrip())
    if len(lines) <= NAME_LINES and all(cv.width(line, font) <= width for line in lines):
        return tuple(lines)
    return (cv.metrics(font).elidedText(name, Qt.TextElideMode.ElideRight, width),)


def seat_places(cv: Canvas, rect: QRectF, seated: Seated, pt: float,
                name_mm: float) -> tuple[QRectF, list[SeatPlace]]:
    """The table (a square in the middle of *rect*, *name_mm* left for the names on either
    side) and where each seat's name goes: beside it, never over it, as wide as *rect*
    allows (the names below and above the table have its whole width)."""
    side = min(rect.width() - 2 * cv.mm(name_mm + 3), rect.height() - cv.mm(pt * 1.6))
    table = QRectF(0, 0, side, side)
    table.moveCenter(rect.center())
    font, small = cv.font(pt, True), cv.font(pt * 0.75)
    lh, gap = cv.line_height(font), cv.mm(1.5)
    places = []
    for i, (point, align) in enumerate(_seat_points(table, len(seated.names))):
        if align & Align.AlignRight:
            width = point.x() - gap - rect.left()
        elif align & Align.AlignLeft:
            width = rect.right() - point.x() - gap
        else:
            width = rect.width()
        lines = _name_lines(cv, seated.names[i], font, width)
        height = len(lines) * lh + cv.line_height(small)
        if align & Align.AlignRight:
            box = QRectF(point.x() - gap - width, point.y() - height / 2, width, height)
        elif align & Align.AlignLeft:
            box = QRectF(point.x() + gap, point.y() - height / 2, width, height)
        elif align & Align.AlignTop:
            box = QRectF(rect.left(), point.y() + cv.mm(1), width, height)
        else:
            box = QRectF(rect.left(), point.y() - height - cv.mm(1), width, height)
        places.append(SeatPlace(lines, seated.seat_label(i), box, align, font, small))
    return table, places


def paint_table_from_above(p: QPainter, cv: Canvas, rect: QRectF, seated: Seated,
                           pt: float, name_mm: float) -> None:
    """A table (a square) with its number inside and the names at the seats around it."""
    table, places = seat_places(cv, rect, seated, pt, name_mm)
    p.setPen(pen(INK, cv, 0.4))
    p.setBrush(QColor(245, 242, 235))
    p.drawRoundedRect(table, cv.mm(2), cv.mm(2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    big = cv.font(pt * 2.2, True)
    p.setPen(GREY)
    draw_lines(p, cv, [str(seated.table)], big, table, Align.AlignHCenter, Align.AlignVCenter)
    for i, place in enumerate(places):
        horizontal = Qt.AlignmentFlag(
            place.align & (Align.AlignLeft | Align.AlignRight | Align.AlignHCenter))
        lh = cv.line_height(place.font)
        names = QRectF(place.box.left(), place.box.top(), place.box.width(),
                       lh * len(place.lines))
        p.setPen(TEAM_A if seated.teams and i % 2 == 0 else
                 TEAM_B if seated.teams else INK)
        draw_lines(p, cv, list(place.lines), place.font, names, horizontal)
        p.setPen(GREY)
        draw_lines(p, cv, [place.label], place.small,
                   QRectF(place.box.left(), names.bottom(), place.box.width(),
                          cv.line_height(place.small)), horizontal)


def _card(seated: Seated, club: str) -> Block:
    """A card: the club, the evening and its day; the table's number large; the Passe and the
    table rules; the table from above with the names. A line too long for the card wraps and
    pushes the table down (a trial's "Manche 1 · Chibre · Jass libre … (modifié : …)" was cut
    at both ends)."""
    evening = seated.evening

    def paint(p: QPainter, cv: Canvas, rect: QRectF) -> None:
        dashed = QPen(pen(LIGHT, cv, 0.3))
        dashed.setStyle(Qt.PenStyle.DashLine)
        p.setPen(dashed)
        p.drawRect(rect.adjusted(0, 0, 0, -cv.mm(2)))
        inner = rect.adjusted(cv.mm(6), cv.mm(5), -cv.mm(6), -cv.mm(6))
        p.setPen(ACCENT)
        head = " · ".join(x for x in (club, evening_name(evening), iso_date(evening.date)) if x)
        small = cv.font(9)
        lines = cv.wrap(head, small, inner.width())
        top = inner.top()
        draw_lines(p, cv, lines, small, QRectF(inner.left(), top, inner.width(),
                                               len(lines) * cv.line_height(small)))
        top += max(cv.mm(5), len(lines) * cv.line_height(small))
        p.setPen(INK)
        title = _t("Table {0}").format(seated.table)
        big = cv.font(34, True)
        draw_lines(p, cv, [title], big, QRectF(inner.left(), top, inner.width(),
                                              cv.line_height(big)), Align.AlignHCenter)
        top += cv.line_height(big)
        sub = cv.font(12, True)
        lines = cv.wrap(_t("Passe {0} · {1}").format(seated.passe, variant_line(evening)), sub,
                        inner.width())
        draw_lines(p, cv, lines, sub, QRectF(inner.left(), top, inner.width(),
                                             len(lines) * cv.line_height(sub)),
                   Align.AlignHCenter)
        top += len(lines) * cv.line_height(sub) + cv.mm(2)
        plan = QRectF(inner.left(), top, inner.width(), inner.bottom() - top)
        paint_table_from_above(p, cv, plan, seated, 11.0, 55.0)

    return Drawing(128, paint)


def table_cards_document(tables: Sequence[Seated], club: str = "") -> Document:
    """Two cards to a page; each card's table from above with the names."""
    title = _t("Table cards")
    frame = Frame([Text(title, 9, bold=True, color=GREY)], club)

    def build(cv: Canvas) -> list[Block]:
        return [_card(t, club) for t in tables]

    return frame, build


def write_table_cards_pdf(tables: Sequence[Seated], path: str | os.PathLike[str],
                          paper: str = "a4", club: str = "") -> None:
    if not tables:
        raise JassError(_t("No draw yet: there are no tables to print sheets for."))
    _write(path, paper, _t("Table cards"), [table_cards_document(tables, club)])


def _row_painter(part: Sequence[Seated],
                 per_row: int) -> Callable[[QPainter, Canvas, QRectF], None]:
    def paint(p: QPainter, cv: Canvas, rect: QRectF) -> None:
        w = rect.width() / per_row
        for k, seated in enumerate(part):
            paint_table_from_above(p, cv, QRectF(rect.left() + k * w, rect.top(), w,
                                                 rect.height()), seated, 8.0, 22.0)

    return paint


def seat_map_document(evening: Evening, drawn: Sequence[PasseDraw],
                      members: Mapping[int, Member], club: str = "",
                      passe: int | None = None) -> Document:
    """Per Passe the room: every table from above with the names at their seats."""
    title = _t("Seat map · {0}").format(evening_name(evening))
    frame = _frame(club, title, evening_fields(evening), f"{title} · {iso_date(evening.date)}")

    def build(cv: Canvas) -> list[Block]:
        blocks: list[Block] = []
        for p in drawn:
            if passe is not None and p.passe != passe:
                continue
            tables = seated_tables(evening, [p], members)
            blocks.append(Heading(_t("Passe {0}").format(p.passe)))
            per_row = 3
            for start in range(0, len(tables), per_row):
                part = tables[start:start + per_row]

                drawing = Drawing(56, _row_painter(part, per_row))
                drawing.keep_with_next = start + per_row < len(tables)
                blocks.append(drawing)
            out = [isolate(members[m].name) if m in members else str(m)
                   for m in sorted(p.sitting_out, key=lambda m: sort_key(
                       members[m].name if m in members else str(m)))]
            if out:
                blocks.append(Text(_t("Sits out: {0}").format(", ".join(out)), 9.5,
                                   bold=True))
        if not blocks:
            blocks.append(Text(_t("No draw yet."), 10))
        return blocks

    return frame, build


def write_seat_map_pdf(evening: Evening, drawn: Sequence[PasseDraw],
                       members: Mapping[int, Member], path: str | os.PathLike[str],
                       paper: str = "a4", club: str = "", passe: int | None = None) -> None:
    _write(path, paper, _t("Seat map · {0}").format(evening_name(evening)),
           [seat_map_document(evening, drawn, members, club, passe)])


def paint_any(printer: QPagedPaintDevice, documents: Sequence[Document]) -> int:
    """The window's preview: any of the documents above."""
    return paint_documents(printer, documents)

