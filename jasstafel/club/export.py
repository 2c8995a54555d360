"""CSV for a spreadsheet: a ranking, an evening's seat list and its results.

Every file is UTF-8 with a byte order mark (spreadsheets read the umlauts), one header row of
readable column names (in the user's language when the caller passes a translator), the
separator the caller chooses: a semicolon where a decimal comma is usual (German and French
spreadsheets, the default there: :func:`default_delimiter`), else a comma.

- Numbers are numbers: a dropped season result is not written as "(7)" (a spreadsheet reads
  that as −7) but counted in its own column, "Dropped evenings" (an absence dropped there
  too, "2026-12-03 (absence)": it has no value to mark).
- Teams are named by their players ("Anna & Cla"), never 0 and 1.
- **No formula injection** (OWASP, CSV injection): a text cell (a name, a title, a place)
  that begins with ``=``, ``+``, ``-``, ``@``, a tab, a carriage return or a line feed, also
  after leading spaces, gets a ``'`` in front, so that a spreadsheet shows it as text and
  never runs it. Numbers the club writes are left as they are.
- **Nothing it should not replace**: the file is written under a temporary name and moved
  into place; an output that is one of the inputs (the club database), or an existing file
  that is not a CSV file (or not a regular file at all), is refused and left as it is.
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.matchfile import mode_for, output_target
from ..core.outputs import output_refusal
from ..core.text import os_reason
from .draw import PasseDraw
from .errors import ClubError, say
from .models import (
    OTHER_RULES_MARK,
    UNFINISHED_MARK,
    Column,
    Evening,
    Member,
    Ranking,
    RankingRow,
    Result,
    SeatRow,
)
from .ranking import evening_rule

Cell = int | str
Word = Callable[[str], str]

#: the mark of a season's value credited for an evening sat out entirely (its rule says so)
CREDIT_MARK = "*"
#: what makes a spreadsheet read a cell as a formula (OWASP)
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
#: the columns of an evening ranking worth a column only when somebody sat out (and the
#: sit-out credit of every figure added up, ``credit_points`` …: :func:`is_sit_out_key`)
SIT_OUT_KEYS = ("played", "sat_out")


def is_sit_out_key(key: str) -> bool:
    """A column that only says something when somebody sat out a Passe."""
    return key in SIT_OUT_KEYS or key.startswith("credit_")

HEADERS = (
    N("club", "Rank"), N("club", "Member"), N("club", "Short name"), N("club", "Guest"),
    N("club", "Decided by"), N("club", "Dropped evenings"),
    N("club", "Passe {0}"), N("club", "Table"), N("club", "Seat"), N("club", "Team"),
    N("club", "Member id"), N("club", "Name"), N("club", "Date"), N("club", "Evening"),
    N("club", "Passe"), N("club", "Matches"), N("club", "Striche"), N("club", "Nuller"),
    N("club", "Rank at the table"), N("club", "Won"), N("club", "From"),
    N("club", "a Jasstafel match"), N("club", "a paper sheet"),
    N("club", "Sit-out credit: {0}"), N("club", "Sat-out evenings"),
    N("club", "{0} (absence)"),
)


def _same(text: str) -> str:
    return text


def default_delimiter(language: str) -> str:
    """";" where spreadsheets write a decimal comma (German, French), else ","."""
    return ";" if language in ("de", "fr") else ","


def safe_cell(text: str) -> str:
    """A text cell a spreadsheet shows as text, never runs as a formula (OWASP)."""
    if text.lstrip(" ").startswith(FORMULA_STARTS) or text.startswith(FORMULA_STARTS):
        return "'" + text
    return text


def csv_text(rows: Iterable[Sequence[Cell]], delimiter: str = ",") -> str:
    """The rows as CSV text (without the byte order mark): text cells made safe."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    for row in rows:
        writer.writerow([str(c) if isinstance(c, int) else safe_cell(c) for c in row])
    return out.getvalue()


def check_output(path: str | os.PathLike[str], inputs: Sequence[str | os.PathLike[str]] = (),
                 kind: str = "csv") -> None:
    """Refuse to write *path* when it is one of the *inputs* (the club database), or by the
    rule every output follows (:func:`jasstafel.core.outputs.output_refusal`, the command
    line's and the window's): not a regular file, or an existing file of another kind than
    *kind* ("csv" text or a "pdf"), a match file or a database among them: it would be lost."""
    name = os.fspath(path)
    for source in inputs:
        try:
            if os.path.samefile(path, source):
                raise ClubError(say(N("club", "{name} is an input ({source}): it is not "
                                              "written over"),
                                    name=name, source=os.fspath(source)))
        except OSError:
            continue
    problem = output_refusal(path, kind)
    if problem is not None:
        raise ClubError(problem)


def write_csv(path: str | os.PathLike[str], rows: Iterable[Sequence[Cell]],
              delimiter: str = ",", inputs: Sequence[str | os.PathLike[str]] = ()) -> None:
    """Write *rows* as CSV (see the module docstring), all or nothing."""
    check_output(path, inputs)
    text = csv_text(rows, delimiter)
    target = output_target(path)  # a symlink: where it points, the link kept
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                         dir=target.parent if str(target.parent) else ".")
        try:
            with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as f:
                f.write(text)
            if hasattr(os, "fchmod"):  # the usual mode (a CSV for a shared folder), not
                os.chmod(temporary, mode_for(target))  # the temporary file's private 0600
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as err:
        raise ClubError(say(N("club", "cannot write {name}: {reason}"), name=os.fspath(path),
                            reason=os_reason(err))) from None


# -- what goes in ---------------------------------------------------------------------------------


def column_label(column: Column, word: Word = _same, day: Word = _same,
                 said: Word = _same) -> str:
    """A ranking column's name: "Passe 2", a season evening's date (as *day* writes it;
    and its name where another evening has that date, as *said* says a Text: "2026-12-06
    Molotow-Abend"), else its label."""
    if column.key.startswith("passe_"):
        return word("Passe {0}").format(column.key.removeprefix("passe_"))
    if column.key.startswith("evening_"):
        return evening_label(column, day(column.label), said)
    if column.key.startswith("credit_"):  # the credit of a figure: named by the figure
        return word("Sit-out credit: {0}").format(word(column.label))
    return word(column.label)


def evening_label(column: Column, date: str, said: Word = _same) -> str:
    """A season evening's column named by its *date* as written, and by the evening's name
    where another evening of the season has that date (:attr:`Column.detail`)."""
    return f"{date} {said(column.detail)}" if column.detail else date


def shown_columns(ranking: Ranking) -> list[Column]:
    """The columns worth showing: Played and Sat out when somebody sat out (also a member
    who sat out every Passe, whose line says played 0, sat out 1), the sit-out credit when
    a ranked member sat out a Passe (one who sat out every Passe has none)."""
    anybody_out = any((row.figures.get("sat_out") or 0)
                      for row in (*ranking.rows, *ranking.unranked))
    credited = any((row.figures.get("sat_out") or 0) for row in ranking.rows)
    return [c for c in ranking.columns
            if (credited if c.key.startswith("credit_") else
                anybody_out if is_sit_out_key(c.key) else True)]


def first_figure(ranking: Ranking) -> str:
    """The label of the figure that counts first (after an evening's Passen counted)."""
    return next((c.label for c in ranking.columns if c.decides and c.key != "passen"), "")


def decided_by(ranking: Ranking, row: RankingRow) -> str:
    """What put *row* below the line above, in English (the caller translates): empty on
    the first line and where the first figure did (more points is plain to see), so that
    only a tie broken by a later figure is named. One rule for the CSV file, the window
    and paper (a trial's CSV wrote "Total" where the window and the PDF wrote nothing)."""
    value = row.decided_by or ""
    return "" if value == first_figure(ranking) else value


def ranking_rows(ranking: Ranking, word: Word = _same, brackets: bool = False,
                 day: Word = _same, figure: Callable[[int], Cell] = int,
                 said: Word = _same, guest: Word | None = None) -> list[list[Cell]]:
    """A ranking as rows: rank, member, short name, (guest,) the figures, (the dropped
    and the sat-out evenings of a season,) decided by; then the members who sat out every
    Passe of the evening, without a rank. *brackets*: as a person reads it on a screen (a
    terminal), a dropped value in brackets, "(6)", an evening sat out entirely marked
    "4*", a figure of a table of other table rules "646°" and of one imported unfinished
    "320†" (the notes say which; a table both "320°†"), and no
    column of dropped or sat-out evenings (a spreadsheet would read "(6)" as −6: the CSV
    file names them in those columns). *day* writes an evening's date over its
    column (the CSV file keeps 2026-12-01); *figure* a figure (a terminal writes 1'200 in
    German, as the window does; the CSV file 1200); *said* the name of an evening whose date
    another evening has too (a Text: the variant in the reader's words), beside its date over
    its column and in the dropped evenings. *guest* marks a guest's name instead of a Guest
    column of 1 and 0, as a person reads it on a screen (a terminal: "Vreni Gast · Gast", as
    the window and the paper mark him)."""
    columns = shown_columns(ranking)
    every = (*ranking.rows, *ranking.unranked)
    guests = guest is None and any(row.member.guest for row in every)
    dropped = not brackets and any(row.dropped or row.dropped_absences
                                   for row in ranking.rows)
    credited = not brackets and any(row.credited for row in ranking.rows)
    dates = {c.key: evening_label(c, c.label, said) for c in ranking.columns}
    header: list[Cell] = [word("Rank"), word("Member"), word("Short name")]
    header += [word("Guest")] if guests else []
    header += [column_label(c, word, day, said) for c in columns]
    header += [word("Dropped evenings")] if dropped else []
    header += [word("Sat-out evenings")] if credited else []
    header.append(word("Decided by"))
    rows: list[list[Cell]] = [header]
    for row in every:
        name = row.member.name
        cells: list[Cell] = [row.rank or "", guest(name) if guest and row.member.guest else name,
                             row.member.short_name]
        cells += [int(row.member.guest)] if guests else []
        for column in columns:
            value = row.figures.get(column.key)
            shown: Cell = "" if value is None else figure(value)
            if brackets and column.key in row.credited:
                shown = f"{shown}{CREDIT_MARK}"
            if brackets and column.key in row.other_rules and shown != "":
                shown = f"{shown}{OTHER_RULES_MARK}"  # the note under the table says why
            if brackets and column.key in row.unfinished and shown != "":
                shown = f"{shown}{UNFINISHED_MARK}"  # after the "°" where a table is both
            cells.append(f"({shown})" if brackets and column.key in row.dropped else shown)
        if dropped:  # an absence dropped too, its evening marked: "2026-12-03 (absence)"
            absent = word("{0} (absence)")
            cells.append(", ".join(absent.format(dates[k]) if k in row.dropped_absences
                                   else dates[k]
                                   for k in sorted(row.dropped | row.dropped_absences,
                                                   key=_evening_order)))
        if credited:
            cells.append(", ".join(dates[k] for k in sorted(row.credited, key=_evening_order)))
        decided = decided_by(ranking, row)
        cells.append(word(decided) if decided else "")
        rows.append(cells)
    return rows


def _evening_order(key: str) -> tuple[int, str]:
    """Evenings in the order they were held (their ids), not as text ("evening_12" before
    "evening_3"); the key itself second, so that the order never depends on a set's."""
    return (int(key.removeprefix("evening_")) if key.startswith("evening_") else 0), key


def seat_rows(rows: Sequence[SeatRow], members: Mapping[int, Member] | None = None,
              word: Word = _same) -> list[list[Cell]]:
    """The seat list: Passe, table, seat, team (A or B), member id, name, short name (and
    whether a guest); a member sitting out has no table."""
    guests = members is not None and any(members[r.member_id].guest for r in rows
                                         if r.member_id in members)
    header: list[Cell] = [word("Passe"), word("Table"), word("Seat"), word("Team"),
                          word("Member id"), word("Name"), word("Short name")]
    header += [word("Guest")] if guests else []
    out: list[list[Cell]] = [header]
    for r in rows:
        cells: list[Cell] = [r.passe, "" if r.table is None else r.table,
                             "" if r.seat is None else r.seat, r.team, r.member_id, r.name,
                             r.short_name]
        if guests:
            assert members is not None
            member = members.get(r.member_id)
            cells.append(int(member is not None and member.guest))
        out.append(cells)
    return out


def result_rows(evening: Evening, results: Sequence[Result], members: Mapping[int, Member],
                word: Word = _same, variant_words: str = "",
                drawn: Sequence[PasseDraw] = ()) -> list[list[Cell]]:
    """An evening's results, a row per member and Passe, teams by their players' names.
    An evening without a title is named by *variant_words*, its variant and preset in the
    user's words ("Chibre · Tournoi (Jassverein)": the caller knows the language, the club
    does not), else by the variant's key. A team's players are in the order of their seats
    in the *drawn* tables (seat 1 before 3, 2 before 4), as the window and the seat list
    name them; a player the draw did not seat there after those it did. The rows of a table
    follow the same seats: each player in seat order, or team by team (A, then B: seat 1,
    3, then 2, 4), each team's players as its Team cell names them. A variant without
    Matches (all but the Schieber and the Coiffeur) leaves their cell empty, as it does the
    Striche and Nuller it does not have: 0 would read as a figure recorded. The Guest column
    is there only when a guest played, as in the ranking's and the seat list's rows (a guest
    made a member since is a member: a column of zeros was left)."""
    rule = evening_rule(evening.variant, evening.settings)
    figure = rule.result_figure.label
    guests = any(r.member in members and members[r.member].guest for r in results)
    header: list[Cell] = [word("Date"), word("Evening"), word("Passe"), word("Table"),
                          word("Team"), word("Member"), word("Short name")]
    header += [word("Guest")] if guests else []
    header += [word(figure), word("Matches"), word("Striche"), word("Nuller"),
               word("Rank at the table"), word("Won"), word("From")]
    title = evening.title or variant_words or evening.variant.capitalize()
    by_side: dict[tuple[int, int, int | None], list[int]] = {}
    for r in results:
        if r.side is not None:
            by_side.setdefault((r.passe, r.table, r.side), []).append(r.member)
    seat = {(p.passe, t.number, m): i for p in drawn for t in p.tables
            for i, m in enumerate(t.seats)}
    for (passe, table, _side), mates in by_side.items():
        mates.sort(key=lambda m: seat.get((passe, table, m), len(seat)))
    in_seats = sorted(results, key=lambda r: (
        r.passe, r.table, -1 if r.side is None else r.side,
        seat.get((r.passe, r.table, r.member), len(seat)), r.member))
    out: list[list[Cell]] = [header]
    for r in in_seats:
        member = members.get(r.member)
        name = member.name if member else str(r.member)
        mates = by_side.get((r.passe, r.table, r.side), [r.member]) if r.side is not None \
            else [r.member]
        team = " & ".join(members[m].name if m in members else str(m) for m in mates)
        cells: list[Cell] = [evening.date, title, r.passe, r.table, team, name,
                             member.short_name if member else ""]
        cells += [int(member is not None and member.guest)] if guests else []
        out.append([*cells, r.points, r.matches if rule.has_matches else "",
                    "" if r.striche is None else r.striche,
                    "" if r.nuller is None else r.nuller, r.rank,
                    int(r.won),
                    word("a Jasstafel match") if r.source == "match" else word("a paper sheet")])
    return out
