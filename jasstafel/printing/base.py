"""What a variant prints, and the parts every sheet shares.

A :class:`VariantSheet` knows one variant's table settings, how its entries are
written on the sheet (its entry models' fields, one column each), its final board
(the Z, the Coiffeur grid, the Striche ...) and its blank sheet. The base class is
also the fallback for a variant without its own sheet: the entry's text, what it
wrote and the running totals.

Every sheet string is English inside ``QCoreApplication.translate("print", ...)``
(Jass words stay as they are); texts that come from the rules core (an entry's
``text``, its ``notes``, the board's ``status``) are Texts, printed with
:func:`jasstafel.i18n.render` in the same language. Large numbers are printed as a Tafel
reads them, 4'500 in German and French (:func:`num`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication

from .. import i18n
from ..core import Board, EntryLine, Match
from ..core.matchfile import named_by_players
from ..i18n import isolate as isolate  # the printed names, as the window isolates them
from .layout import GREY, Block, Canvas, Fields, Gap, Heading, Signatures, Text
from .table import Column, Row, Table, table_blocks

MINUS = "\u2212"


def num(value: int | None) -> str:
    """A number as printed: a real minus sign, 4'500 in German and French; None as an
    empty cell."""
    if value is None:
        return ""
    return f"{MINUS}{i18n.number(-value)}" if value < 0 else i18n.number(value)


def signed(value: int) -> str:
    """+2, −2, 0; +1'000."""
    return f"+{num(value)}" if value > 0 else num(value)


def won_with(count: int, tie: bool = False, penalty: bool = False) -> str:
    """The winners' figure under the bold line that names them: "Mit 51 Strafpunkten",
    "Gleichauf mit 90 Punkten" (the board's sentence said the names again)."""
    if penalty and tie:
        return i18n.plural("print", "Tie with %n penalty points", count)
    if penalty:
        return i18n.plural("print", "With %n penalty points", count)
    if tie:
        return i18n.plural("print", "Tie with %n points", count)
    return i18n.plural("print", "With %n points", count)


def blank_zero(value: int) -> str:
    """Marks (Striche, Schreibpunkte): nothing written for 0."""
    return "" if value == 0 else signed(value)


def isolate_names(text: str, names: Sequence[str]) -> str:
    """*text* (a sentence of the rules core, names filled in) with *names* isolated."""
    for name in sorted({n for n in names if isolate(n) != n}, key=len, reverse=True):
        text = text.replace(name, isolate(name))
    return text


def join_names(names: Sequence[str]) -> str:
    """Names as a sentence of the sheet lists them (:func:`i18n.and_names`), each isolated:
    a right-to-left name keeps the "und" and the commas where they belong."""
    return i18n.and_names([isolate(n) for n in names])


def contract_label(contract: str, deck: str = "de") -> str:
    """A contract in the words of the table's deck (the rules core's names, as the window
    says them)."""
    return i18n.contract_name(contract, deck)


def yes_no(value: bool) -> str:
    return (QCoreApplication.translate("print", "yes") if value
            else QCoreApplication.translate("print", "no"))


class VariantSheet:
    """A variant's printed sheet. Subclasses set :attr:`variant` and override the parts."""

    variant: ClassVar[str] = ""
    #: the word for a side in the standings: a team or a player
    team_word: ClassVar[bool] = False
    #: the board's figures say the score on their own, so that they may stand on a page
    #: without the ranks under them (:data:`.layout.SPARE`)
    figures_alone: ClassVar[bool] = False
    #: the sides of a blank sheet by name (a club's table sheet, from the draw): they head
    #: the first columns instead of "Team A", "Player 1" …, the columns left over stay empty
    names: Sequence[str] = ()

    def __init__(self, rules_cls: Any, settings: BaseModel, match: Match | None = None) -> None:
        self.cls = rules_cls
        self.settings: Any = settings
        self.match = match
        self.board: Board | None = match.board() if match is not None else None

    # -- names ---------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return i18n.variant_title(self.cls)

    @property
    def preset_title(self) -> str:
        return i18n.settings_title(self.cls, self.settings, what=True)

    def side_names(self) -> list[str]:
        assert self.board is not None
        return [s.name for s in self.board.sides]

    def side_label(self, index: int) -> str:
        """A side with its players, for the signature lines: "Die Bären (Anna, Cla)"; a
        side named after its players by its name alone ("Anna & Cla", not "Anna & Cla
        (Anna, Cla)")."""
        assert self.board is not None
        side = self.board.sides[index]
        if named_by_players(side.name, side.players):
            return side.name
        return f"{isolate(side.name)} ({', '.join(isolate(p) for p in side.players)})"

    def side_players(self, index: int) -> str:
        """A team's players listed ("Anna, Cla") where its name does not say them already
        (:func:`named_by_players`), else nothing: under its name on the board, in the ranks'
        Players column."""
        assert self.board is not None
        side = self.board.sides[index]
        return "" if named_by_players(side.name, side.players) else ", ".join(side.players)

    def is_team_sheet(self) -> bool:
        assert self.board is not None
        return any(s.players != [s.name] for s in self.board.sides)

    def pairs(self) -> list[tuple[Any, EntryLine]]:
        """The entries with what each wrote on the board."""
        assert self.match is not None and self.board is not None
        return list(zip(self.match.entries, self.board.entries, strict=True))

    # -- the parts -----------------------------------------------------------------------

    def settings_fields(self) -> list[tuple[str, str]]:
        """The table settings that change the score, as label and value."""
        data = self.settings.model_dump()
        return [(k.replace("_", " ").capitalize(), "–" if v is None else
                 num(v) if isinstance(v, int) and not isinstance(v, bool) else str(v))
                for k, v in data.items() if k not in ("preset", "deck")]

    def entries_table(self) -> Table:
        """The entries in order: the fallback shows each entry's text."""
        assert self.board is not None
        names = self.side_names()
        columns = [Column("#"), Column(QCoreApplication.translate("print", "Entry"),
                                       "left", wrap=True)]
        columns += self.side_columns(len(names), [
            Column(QCoreApplication.translate("print", "Written")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        rows = []
        for line in self.board.entries:
            cells = [num(line.number), self.said(line.text)]
            for w, t in zip(line.written, line.totals, strict=True):
                cells += [num(w), num(t)]
            rows.append(Row(cells, note=self.notes(line)))
        return Table(columns, rows, groups=names)

    @staticmethod
    def side_columns(sides: int, per_side: Sequence[Column]) -> list[Column]:
        """The same columns for every side, each side a group."""
        out = []
        for g in range(sides):
            for c in per_side:
                out.append(Column(c.title, c.align, g, c.wrap, c.bold, c.min_mm, c.tail))
        return out

    def notes(self, line: EntryLine, *extra: str, leave: Sequence[str] = ()) -> str:
        """The entry's notes (Match, Berg …) in the sheet's language, after *extra*,
        without those in *leave* (the row says them)."""
        return ", ".join(self.said(n) for n in [*extra, *line.notes] if n not in leave)

    def said(self, text: Any) -> str:
        """A sentence of the rules core in the sheet's language, its names isolated."""
        names = [] if self.board is None else [
            n for s in self.board.sides for n in (s.name, *s.players)]
        return isolate_names(i18n.render(text), names)

    def legend(self) -> str:
        """A line under the entries that explains their abbreviations."""
        return ""

    def result_note(self) -> str:
        """The small line under who won (or that the match is not over): the board's own
        sentence while it runs; once won, only what the line above does not say, never the
        winners' names again: the figure and the reason (Differenzler "Mit 51 Strafpunkten"
        under "Sieger: Dora", where it said "Dora gewinnt mit 51 Strafpunkten"; Schieber
        "Bedankt"; Coiffeur the score). A variant says its own (this fallback: the
        sentence)."""
        assert self.board is not None
        return self.said(self.board.status)

    def score(self) -> str:
        """The final totals, the winner's first ("6'135 : 5'943")."""
        board = self.board
        assert board is not None
        order = sorted(range(len(board.sides)), key=lambda i: (board.ranks[i], i))
        return " : ".join(num(board.sides[i].total) for i in order)

    def figure_blocks(self, cv: Canvas) -> list[Block]:
        """The variant's final board as a picture (the Z, the grid ...)."""
        return []

    def total_title(self) -> str:
        return QCoreApplication.translate("print", "Total")

    def standings_columns(self) -> list[tuple[str, Callable[[int], str]]]:
        """Extra columns of the standings: title and the cell for a side."""
        return []

    def standings(self) -> Table:
        assert self.board is not None
        board = self.board
        teams = self.is_team_sheet()
        # the Players column only where a team's name does not say its players already
        listed = teams and any(self.side_players(i) for i in range(len(board.sides)))
        columns = [
            Column(QCoreApplication.translate("print", "Rank")),
            Column(QCoreApplication.translate("print", "Team") if teams
                   else QCoreApplication.translate("print", "Player"), "left", bold=True),
        ]
        if listed:
            columns.append(Column(QCoreApplication.translate("print", "Players"), "left",
                                  wrap=True, listed=True))
        columns.append(Column(self.total_title(), bold=True))
        extra = self.standings_columns()
        columns += [Column(title) for title, _ in extra]
        order = sorted(range(len(board.sides)), key=lambda i: (board.ranks[i], i))
        rows = []
        for i in order:
            side = board.sides[i]
            cells = [i18n.rank(board.ranks[i]), side.name]
            if listed:
                cells.append(self.side_players(i))
            cells.append(num(side.total))
            cells += [cell(i) for _, cell in extra]
            rows.append(Row(cells))
        return Table(columns, rows, pt=9.0, fill=True)

    def blank_rounds(self) -> int | None:
        """Rows of the blank sheet's round list: the preset's fixed number of rounds, or
        None for as many as fill the page (games played to a target)."""
        return None

    def blank_blocks(self, cv: Canvas, rows: int) -> list[Block]:
        """The body of an empty sheet for paper play, with *rows* rounds to fill in; the
        fallback: an empty round list."""
        seats = self.blank_seats(6)
        columns = [Column("#")] + self.side_columns(seats, [
            Column(QCoreApplication.translate("print", "Points")),
            Column(QCoreApplication.translate("print", "Total"), bold=True)])
        return self.blank_table(cv, columns, rows, self.blank_groups(seats))

    def blank_signatures(self) -> list[str]:
        return self.blank_groups(self.blank_seats(4))

    # -- blank sheet helpers -----------------------------------------------------------------

    def blank_seats(self, most: int) -> int:
        """How many players' columns a blank sheet has: *most* (the most a table can seat)
        on a sheet for any table, one per player on a club's table sheet (``names``), so
        that a table of three does not get a fourth, empty column to sign."""
        return min(len(self.names), most) if self.names else most

    def blank_groups(self, n: int, teams: bool = False) -> list[str]:
        if self.names:
            return [*self.names[:n], *[""] * max(0, n - len(self.names))]
        if teams:  # Team A, Team B, as the New match dialog, the board and the docs say
            word = QCoreApplication.translate("print", "Team {0}")
            return [word.format(chr(ord("A") + i)) for i in range(n)]
        word = QCoreApplication.translate("print", "Player {0}")
        return [word.format(i + 1) for i in range(n)]

    @staticmethod
    def blank_table(cv: Canvas, columns: list[Column], rows: int, groups: list[str],
                    numbered: bool = True, extra_rows: Sequence[Row] = (),
                    labels: Sequence[str] = (), row_mm: float = 7.5) -> list[Block]:
        """An empty table to fill in by hand: numbered rows, a space for names on top.

        Columns get room for handwriting: text columns 18 mm, number columns 9 mm
        (unless they ask for more).
        """
        for k, col in enumerate(columns):
            if k == 0 or col.min_mm:
                continue
            col.min_mm = 18.0 if col.align == "left" and col.group is None else 9.0
        body = []
        for i in range(rows):
            cells = [""] * len(columns)
            if numbered:
                cells[0] = labels[i] if i < len(labels) else str(i + 1)
            body.append(Row(cells))
        body += list(extra_rows)
        table = Table(columns, body, groups=groups, pt=8.5, row_mm=row_mm,
                      group_mm=9.0 if groups else 0.0, group_hint=True)
        return table_blocks(cv, table, cv.area.width())


#: the room between a table's bottom line and a note under it: printed flush under it, the
#: capitals and accents of a French note touched the line ("Chaque jeu …", "Deux équipes …")
NOTE_GAP_MM = 1.0


def table_note(text: str) -> list[Block]:
    """A note in small italics under a table (a legend, a blank sheet's rules), clear of
    the table's bottom line."""
    return [Gap(NOTE_GAP_MM), Text(text, 7.5, italic=True)]


def section(text: str, after: float = 1.8) -> Heading:
    return Heading(text, after_mm=after)


def settings_blocks(sheet: VariantSheet,
                    extra: Sequence[tuple[str, str]] = ()) -> list[Block]:
    """The table settings, *extra* lines (who deals first) after them in the same columns."""
    fields = [*sheet.settings_fields(), *extra]
    if not fields:
        return []
    return [section(QCoreApplication.translate("print", "Table settings")), Fields(fields)]


def sentence_start(said: str, template: str, context: str = "rules") -> str:
    """*said* (a sentence part of the rules core, *template* its English) made to begin a
    line: its first letter a capital ("bedankt" → "Bedankt"), unless it begins with a name
    in the language said ("{team} zu früh bedankt": a name stays as it was typed)."""
    if QCoreApplication.translate(context, template).startswith("{"):
        return said
    return said[:1].upper() + said[1:]


def result_blocks(sheet: VariantSheet) -> list[Block]:
    """Who won (or that the Partie is not over), and the board's own sentence."""
    board = sheet.board
    assert board is not None and sheet.match is not None
    names = [board.sides[w].name for w in board.winners]
    if board.finished and names:
        word = (QCoreApplication.translate("print", "Winner: {0}") if len(names) == 1
                else QCoreApplication.translate("print", "Winners: {0}"))
        first = word.format(join_names(names))
    elif board.finished:
        first = QCoreApplication.translate("print", "The match is over.")
    else:
        first = i18n.plural("print", "Not finished: the board after %n entries.",
                            len(board.entries))
    # the players and teams named in the sentences each whole on a line where they fit
    whole = [*(s.name for s in board.sides), *(p for s in board.sides for p in s.players)]
    return [Gap(2), Text(first, 11, bold=True, names=whole),
            Text(sheet.result_note(), 8.5, italic=True, color=GREY, names=whole)]


def signature_blocks(names: Sequence[str], players: Sequence[str] = ()) -> list[Block]:
    return [section(QCoreApplication.translate("print", "Signatures"), after=3.0),
            Signatures([n for n in names if n], players=players)]


def with_signatures(blocks: list[Block], names: Sequence[str],
                    players: Sequence[str] = ()) -> list[Block]:
    """*blocks* and the signature lines, which never stand alone on a page: the block
    before them goes along to the next page when they do not fit; the *players* and teams
    named in them each whole on a line where they fit."""
    for block in reversed(blocks):  # the last real block, and the space after it
        block.keep_with_next = True
        if not block.skip_at_top:
            break
    return blocks + signature_blocks(names, players)
