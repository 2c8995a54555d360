"""A round-by-round table on paper, as a Jass block is written: a row per round, a
column per player (or side), the totals under a double line, the leader marked.

Molotow, Differenzler and the Punktetafel draw their boards with :class:`PointsTable`;
each turns its :class:`~jasstafel.core.Board` into a :class:`TableData` (what to
write where: the description of what is painted, which the tests read) and the table
paints it with QPainter, scaled to the window, from that description alone.

A long match is not built row by row: :meth:`PointsTable.row_limit` says how many rows the
tallest screen can show, the variant builds only the last of them and counts the earlier
ones in ``TableData.folded`` (the "⋮ 970 earlier rounds" line).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QHelpEvent,
    QIcon,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ... import i18n
from ...core import Board
from ...drawing.chalk import INK, INK_DIM, INK_RED, PAPER, fit_font, flat, two_lines
from ...drawing.heads import heads_font, one_size_heads, two_lines_height, wanted_height
from .head_tips import HeadTips, names_description
from .messages import plain
from .textsize import text_px

# text flags, combined once: a board writes a hundred texts at every paint, and each "|" of
# two Qt flags is a call into Python's enum module
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
WRAPPED = int(LEFT | Qt.TextFlag.TextWordWrap)
TOP_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
BOTTOM_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
RULED = QColor("#a9c4e0")  # the blue lines of a Jass block
MARGIN_RED = QColor("#d98c8c")  # the red margin line
BINDING = QColor("#2e5e4e")  # the glued top edge of the block
#: a highlighter pen over the leader's column; opaque, as it looks on the paper (a translucent
#: fill is slow to draw, docs/performance.md)
HIGHLIGHT = flat(QColor(255, 217, 102, 120), PAPER)
#: the number of a round still to play: lighter than the played ones' (INK_DIM), still 4.5:1
#: on the paper (WCAG AA)
FUTURE = QColor("#6b7280")
#: the green of a good number (the Differenzler's exact 0, the Molotow's Handweis): 4.5:1 and
#: more on the paper and on the leader's yellow (#1e7a3c was 4.47:1 on the yellow)
INK_GREEN = QColor("#1b7537")


def number(value: int) -> str:
    """A whole number as written on a Swiss Tafel (4'500 in German) with a real minus sign."""
    return i18n.number(value).replace("-", "\u2212")


def signed(value: int) -> str:
    """A number with its sign always shown (+20, −50)."""
    return ("+" if value > 0 else "") + number(value)


# -- what the table shows ---------------------------------------------------------------------


@dataclass
class TableCell:
    text: str = ""  # the big number
    note: str = ""  # small, before the number (Weis, prediction → points ...)
    short_note: str = ""  # the note for a narrow column
    #: the note where even the short one is not whole over its number (six Molotow
    #: columns of a netbook: "+300×2 −20×2" was cut): said as shortly, the same figures
    tight_note: str = ""
    color: QColor | None = None  # of the big number; ink if None
    note_color: QColor | None = None


@dataclass
class TableRow:
    label: str  # the round number
    cells: list[TableCell] = field(default_factory=list)
    note: str = ""  # free text at the right (a round's note, "×2", a warning)
    future: bool = False  # a round still to play: numbered, empty
    note_color: QColor | None = None


@dataclass
class TableColumn:
    name: str
    sub: str = ""  # the players of a team, "deals" ...


@dataclass
class ExtraRow:
    """A line under the totals: Weis so far, exact hits, the card drawn, the rank ..."""

    label: str
    cells: list[str]
    icons: list[QIcon | None] = field(default_factory=list)
    color: QColor | None = None
    #: each cell's own ink, where they differ (a sum of minus and plus points)
    colors: list[QColor] = field(default_factory=list)
    #: shorter words for the cells, written where the cells' own do not fit a column in
    #: readable type (:meth:`PointsTable._extra_cells`)
    short: list[str] = field(default_factory=list)


@dataclass
class TableData:
    title: str
    subtitle: str
    columns: list[TableColumn]
    rows: list[TableRow]
    totals: list[str]
    total_label: str
    leaders: list[int] = field(default_factory=list)  # highlighted columns
    finished: bool = False  # leaders are then the winners: circled in red
    extras: list[ExtraRow] = field(default_factory=list)
    footer: str = ""
    folded: int = 0  # played rows before ``rows`` that were not built (a long match)
    #: the notes column's room kept before any row has a note: a board whose form offers a
    #: note every round (the Punktetafel's remark) stays as it is when the first is written
    note_room: bool = False
    #: the longest note the board may write: where the rows are too low for it in the
    #: window's text size, each note is a mark on its round's number, whole in the number's
    #: tooltip, and there is no notes column (:meth:`PointsTable._notes_fit`: a netbook's
    #: Molotow of five); decided by this one, not by the notes written so far, so that the
    #: columns do not move when a note comes
    notes_as_marks: str = ""
    #: labels of lines under the totals that come later (the Punktetafel's "Behind" and
    #: "Rank" after round 1, the Molotow's and Differenzler's "Rank"): their width and their
    #: height are kept from the start, so that no column moves and no row (the Molotow's
    #: rows grew lower by the new line's share, and the board shifted: a German trial's)
    label_room: tuple[str, ...] = ()
    #: labels of lines under the totals that may come later, whose width only is kept from
    #: the start (no room in height: most matches never have them, the Molotow's "Card
    #: drawn" after a tie), so that no column moves when one comes
    label_widths: tuple[str, ...] = ()
    # the room of the line under the names (the dealer's "deals") kept where no column has
    # it: a finished Molotow, its dealer line gone, writes the names as during play (they
    # grew into the room, and "Jean-Marc" was cut)
    sub_room: bool = False
    #: what the leaders' yellow column means, written under the leader's name ("leading", at
    #: the end "won"; beside the heads, a French trial read it as the first name's) and said
    #: whole in the tooltip over the yellow columns and the word (*leader_tip*): a German
    #: trial took the yellow column for the dealer's
    leader_word: str = ""
    leader_tip: str = ""
    #: the lines under the totals merged into fewer (the Molotow's Handweis, Tischweis
    #: and Stöck in one), written instead of *extras* where the board has not the height
    #: for every round and each of those lines in the window's text size (a netbook's)
    compact_extras: list[ExtraRow] | None = None
    #: what a cell's small note and big number are, in a line under the table (the
    #: Punktetafel's "= 130" and "10": a trial could not tell the round from the total)
    legend: str = ""
    #: what the mark before a round's number is (where its note is one: notes_as_marks),
    #: said on a line under the legend while a mark is painted ("*" was said nowhere but
    #: in the marks' tooltips: a French netbook trial's)
    mark_legend: str = ""


@dataclass
class CellFit:
    """How a board writes its cells (:meth:`PointsTable.cell_fit`): the big numbers' font,
    the small notes' largest size, the notes' short forms, the notes over the numbers."""

    main_font: QFont
    note_px: float
    short: bool = False
    #: the notes' tight forms (TableCell.tight_note), where they have them
    tight: bool = False
    #: where the notes stand over the numbers: the height of their line (0: beside them)
    note_line: float = 0.0

    @property
    def stacked(self) -> bool:
        return self.note_line > 0


#: after a round's number whose note is in its tooltip (TableData.notes_as_marks)
NOTE_MARK = "*"

#: about the share of a cell's height the note takes where it stands over its number
NOTE_LINE = 0.42


# -- the painted board --------------------------------------------------------------------


class PointsTable(QWidget):
    """Paints a :class:`TableData` like ink on a Jass block. Subclasses fill it from a board
    in :meth:`table_data`."""

    #: the smallest row height before earlier rounds are folded away
    MIN_ROW = 22.0
    #: a round still to play holds only its number: it may be this low, so that the whole
    #: sheet stays in view on a low window (the games to play are part of the Tafel)
    MIN_FUTURE_ROW = 13.0
    # the heads, the totals and the lines under them may go down to this part of their
    # height so that no round is folded away
    SQUEEZE = 0.75

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the paint fills the whole rect first (the paper): Qt need not paint the window
        # behind the board at every entry
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.board: Board | None = None
        self.data: TableData | None = None
        self._match: Any = None
        self._built_for = 0
        self._fits: dict[tuple[Any, ...], tuple[str, QFont, float]] = {}
        #: the labels of the rows painted last (what a person sees), and the folded count
        self.painted_rows: list[str] = []
        # the heads as painted: a name whole, on two lines ("Team" over "North"), or shortened
        # with "…" (docs/window.md; :mod:`jasstafel.drawing.heads`)
        self.painted_names: list[str] = []
        #: per column as painted: its left edge, its width and its name's size in pixels
        self.painted_heads: list[tuple[float, float, int]] = []
        self.painted_folded = 0
        #: the small notes of the cells painted last, row by row ("HW−20", or its short form
        #: "−20" on a board where a cell is too narrow for the long one)
        self.painted_notes: list[list[str]] = []
        #: (round, note) of the rounds whose note is a mark on the number (notes_as_marks)
        self.painted_marks: list[tuple[str, str]] = []
        self.painted_fold = QRectF()  # where "… earlier rounds" was written
        #: the small words painted last, each with its size in pixels and its ink: the
        #: cells' notes ("40→45") and the lines under the totals, labels and cells
        self.painted_small: list[tuple[str, int, QColor]] = []
        #: where the table was painted, top down: the heads, each row, the totals and each
        #: line under them (a board that moves under the eyes moves these)
        self.painted_tops: list[float] = []
        #: the word painted for the yellow columns ("" where none is marked), where it was
        #: painted, and where the yellow columns are: the tooltip says there what they mean
        self.painted_legend = ""
        self.painted_legend_box = QRectF()
        self.painted_marked: list[QRectF] = []
        #: the cells' legend as painted (its text, box and font) and the top of the state
        #: of the game under it
        self.painted_cell_legend: tuple[str, QRectF, QFont] = ("", QRectF(), self.font())
        self.painted_footer_top = 0.0
        #: the line that says what the marks before rounds' numbers are, as painted last
        self.painted_mark_legend = ""
        #: the shortened heads' names whole, in their tooltips (a netbook's Molotow wrote
        #: "Hansruedi …" and said the name nowhere whole)
        self.head_tips = HeadTips()
        self.setMinimumSize(420, 320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def event(self, event: QEvent) -> bool:
        """A shortened name says itself whole in a tooltip; the yellow columns and their
        word say what the yellow means; elsewhere the board's tooltip says the state of the
        game."""
        return (self.head_tips.tooltip(self, event) or self._leader_tip(event)
                or super().event(event))

    def _leader_tip(self, event: QEvent) -> bool:
        """The tooltip over a yellow column or its word: what the yellow means."""
        if (event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent)
                or self.data is None or not self.data.leader_tip):
            return False
        point = QPointF(event.pos())
        box = next((b for b in [self.painted_legend_box, *self.painted_marked]
                    if b.contains(point)), None)
        if box is None:
            return False
        QToolTip.showText(event.globalPos(), plain(self.data.leader_tip), self,
                          box.toAlignedRect())
        return True

    def set_board(self, board: Board, match: Any = None) -> None:
        self.board = board
        self._match = match
        self._built_for = self.row_limit()
        self.set_data(self.table_data(board, match))
        self.setToolTip(plain(self.data.footer) if self.data and self.data.footer else "")
        self.setAccessibleDescription(self._description(self.data) if self.data else "")

    @staticmethod
    def _description(data: TableData) -> str:
        """What a screen reader hears of the painted board: the names whole (the painted
        heads may be shortened) and, where a round's note may be only a mark on its number
        (TableData.notes_as_marks), each note: a netbook's Molotow said "146 of 157 card
        points" only in the mark's tooltip, which a screen reader does not read."""
        parts = [names_description([c.name for c in data.columns])]
        if data.notes_as_marks:
            parts += [QCoreApplication.translate("PointsTable", "Round {0}: {1}").format(
                row.label, row.note) for row in data.rows if row.note]
        return "; ".join(parts)

    def row_limit(self) -> int:
        """The most rows this table can ever show: the tallest of the screens (or the widget)
        at MIN_ROW a row. A variant builds no more played rows than this."""
        screens = QGuiApplication.screens()
        tallest = max([s.size().height() for s in screens] + [self.height(), 600])
        return int(tallest // self.MIN_ROW) + 1

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        # taller than any screen (a poster print): build the rows that now fit
        if (self.board is not None and self.data is not None and self.data.folded
                and self.row_limit() > self._built_for):
            self.set_board(self.board, self._match)

    def table_data(self, board: Board, match: Any) -> TableData:
        raise NotImplementedError

    def set_data(self, data: TableData) -> None:
        self.data = data
        self.update()

    # -- layout helpers ---------------------------------------------------------------------

    def _font(self, px: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, int(px)))
        font.setBold(bold)
        return font

    def _name_share(self, head_h: float, has_sub: bool) -> float:
        """The names' height in heads *head_h* high; the line under them ("deals",
        "leading") as high as the window's text needs, up to half the heads (it was 10 px
        beside 12 px menus in the netbook's 34 px heads, a German trial at 150 %)."""
        if not has_sub:
            return head_h * 0.9
        window_px = text_px(self)  # fitted as large as 0.8 of its line, and its line spacing
        need = max(QFontMetricsF(self._font(window_px)).lineSpacing(), window_px / 0.8) + 0.5
        return head_h - max(head_h * 0.38, min(need, head_h * 0.5))

    def _note_width(self, data: TableData, width: float) -> float:
        """The notes column's width: its share of *width*, or beside two wide columns (a
        Punktetafel's teams) as wide as its longest note on one line in the window's text
        size, up to two fifths (a netbook's "Korrektur Unterdorf" was wrapped and 10 px)."""
        n = len(data.columns)
        share = width * (0.22 if n <= 4 else 0.16)
        if n > 2:
            return share
        metrics = QFontMetricsF(self._font(text_px(self)))
        widest = max((metrics.horizontalAdvance(r.note) for r in data.rows if r.note),
                     default=0.0)
        return max(share, min(widest + 12, width * 0.4))

    def _notes_fit(self, longest: str, note_w: float, row_h: float) -> bool:
        """Whether the notes column's heading and the *longest* note are whole in the
        window's text size in a column *note_w* wide, in rows *row_h* high."""
        metrics = QFontMetricsF(self._font(text_px(self)))
        box = QRectF(0, 0, max(note_w - 10, 1.0), 10000.0)
        heading = QCoreApplication.translate("PointsTable", "Notes")
        needs = metrics.boundingRect(box, WRAPPED, longest)
        return (metrics.horizontalAdvance(heading) <= box.width()
                and needs.height() <= row_h - 2 and needs.width() <= box.width())

    def _sub_font(self, subs: list[str], col_w: float, box_h: float) -> QFont:
        """The line under the names: as large as every one fits, but not below the window's
        text where its line holds that (a Punktetafel's team of three long names was 8 px;
        it is shortened instead, whole in its tooltip)."""
        font = self._common_font(self.font(), subs, QRectF(0, 0, col_w * 0.92, box_h), False,
                                 box_h * 0.8)
        window_px = text_px(self)
        if (font.pixelSize() < window_px
                and QFontMetricsF(self._font(window_px)).lineSpacing() <= box_h + 0.5):
            return self._font(window_px)
        return font

    def name_font(self, names: list[str], col_w: float, box_h: float) -> QFont:
        """The heads' font: the largest in which every name fits its column, else a readable
        one, as the Fahnder's and Guggitaler's names: one long name made every head tiny,
        "Uma" and "Vic" too (an English trial's); it is shortened instead. Readable, but no
        larger than keeps every usual name whole (:func:`~jasstafel.drawing.heads.heads_font`:
        a French netbook's finished Molotow cut "Jean-Marc")."""
        box = QRectF(0, 0, col_w * 0.92, box_h)
        font = self._common_font(self.font(), names, box, True, box_h * 0.8)
        return heads_font(names, font, min(16.0, box_h * 0.65), box)

    def _rows_spare(self, data: TableData, room: float, row_h: float,
                    readable: float = 0.0) -> float:
        """The height the rows of *data* leave in *room* at their fullest (*row_h*), or a
        tenth of theirs where they are lower, never below MIN_ROW each; or, where more, what
        they leave at their least in the window's text size with *readable* more from the
        totals and the lines under them (:meth:`_readable_squeeze`): a French netbook's
        Molotow of five had no room for its names' second lines, and cut every name to
        "Marie-Cl…". Every round counted as played, so that the names do not move as the
        rounds are written (nor when a line comes under the totals: *room* is without it)."""
        n = max(len(data.rows), 1)
        full = min(room - n * min(row_h, room * 0.9 / n), room - n * self.MIN_ROW)
        return max(full, room + readable - n * self._least_row())

    def _least_row(self) -> float:
        """A played row's least height in the window's text size (:meth:`_readable_squeeze`)."""
        px = text_px(self) + 0.1
        return min(self.MIN_ROW, max(self.MIN_ROW * 0.8, px / 0.6))

    def _two_lines_room(self, data: TableData, names: list[str], font: QFont, col_w: float,
                        box_h: float, spare: float, legend_h: float) -> float:
        """How much higher the heads are made so that a name too long for one line is
        written on two in the heads' one size (a German trial's board wrote "Hansruedi
        Müller-Lüdenscheid" smaller than the other names, a French one "Jean-Phili…", with
        the board's lower half empty; :func:`~jasstafel.drawing.heads.one_size_heads`): only
        from *spare* (:meth:`_rows_spare`), and only where two lines in the window's text
        size have it, or where the rounds fold anyway, their legend (*legend_h* high) given;
        nothing where a long match folds its rounds."""
        if data.folded:
            return 0.0
        floor = min(text_px(self), font.pixelSize())
        need = wanted_height(names, font, col_w * 0.92, floor) - box_h
        least = two_lines_height(self._font(floor, bold=True)) - box_h
        if need <= 0 or -legend_h <= spare < least:
            return 0.0
        # where the rounds do not all fit at the end anyway, the legend given (a Differenzler
        # of 12 games on a netbook), the second line costs a folded round a part of its
        # height: "Ueli" over "Schüpbach" rather than "Ueli Schüp…"
        return min(need, spare) if spare > 0 else max(least, 0.0)

    @staticmethod
    def _common_font(base: QFont, texts: list[str], box: QRectF, bold: bool,
                     max_px: float) -> QFont:
        """One font for a whole group of cells: the widest text decides (measured among the
        longest few: a column of numbers need not be measured cell by cell)."""
        texts = sorted({t for t in texts if t}, key=len)[-4:] or ["0"]
        metrics = QFontMetricsF(base)
        widest = max(texts, key=metrics.horizontalAdvance)
        return fit_font(base, widest, box, bold=bold, max_px=max_px)

    #: the least type of a line under the totals before its words give way to shorter ones
    LEAST_EXTRA_PX = 10

    def _extra_cells(self, extra: ExtraRow, box: QRectF, max_px: float) -> list[str]:
        """The words of *extra*'s cells, or its shorter ones where a cell's own would be
        smaller than LEAST_EXTRA_PX in *box*: six columns of a netbook's board cut "tiefere
        Karte" to "iefere Kart" (a German trial's; "tiefer" fits)."""
        if not extra.short:
            return extra.cells
        font = self._common_font(self.font(), extra.cells, box, True, max_px)
        return extra.cells if font.pixelSize() >= self.LEAST_EXTRA_PX else extra.short

    def _note_font(self, cell: TableCell, metrics: QFontMetricsF, inner_w: float, row_h: float,
                   note_px: float, short: bool, stacked: bool = False,
                   tight: bool = False) -> tuple[str, QFont, float]:
        """The small note of a cell (its short form where *short* and it has one, its tight
        form where *tight* and it has one) and its font, fitted to the room the number
        leaves beside it, or where *stacked* to the line over it; remembered from paint to
        paint (a new round changes one row, not the others)."""
        short = short and bool(cell.short_note)
        tight = tight and bool(cell.tight_note)
        key = (cell.text, cell.note, cell.short_note, cell.tight_note, short, tight, stacked,
               metrics.height(), round(inner_w, 1), round(row_h, 1), round(note_px, 1))
        found = self._fits.get(key)
        if found is not None:
            return found
        if stacked:  # no larger than note_px, whose line cell_fit keeps over the number
            room_w, room_h = inner_w, row_h
        else:
            room_w = inner_w - metrics.horizontalAdvance(cell.text) - inner_w * 0.05
            # or the window's text's line where the row holds it (rows made lower for a
            # netbook by _readable_squeeze wrote their notes a pixel smaller than the window's)
            room_h = max(row_h * 0.7, min(text_px(self) / 0.8, row_h * 0.8))
        box = QRectF(0, 0, max(room_w, 1.0), room_h)
        text = cell.tight_note if tight else cell.short_note if short else cell.note
        font = fit_font(self.font(), text, box, max_px=note_px)
        if len(self._fits) > 4000:  # a long evening of resizing: start afresh
            self._fits.clear()
        self._fits[key] = (text, font, room_w)
        return text, font, room_w

    def _cramped(self, rows: list[TableRow], metrics: QFontMetricsF, inner_w: float,
                 row_h: float, note_px: float, short: bool, stacked: bool,
                 tight: bool = False, least_px: float = 10.0) -> bool:
        """Whether a note of *rows* (in its short form where *short*) is written smaller
        than it may be (*least_px*, or the notes' size where that is smaller: :meth:`cell_fit`),
        or not whole even in the smallest size, beside its number, or over it where
        *stacked*."""
        least = min(int(least_px), int(note_px))
        for row in rows:
            for cell in row.cells:
                if cell.note:
                    text, font, room_w = self._note_font(cell, metrics, inner_w, row_h,
                                                         note_px, short, stacked, tight)
                    if (font.pixelSize() < least
                            or QFontMetricsF(font).horizontalAdvance(text) > room_w):
                        return True
        return False

    def cell_fit(self, rows: list[TableRow], inner_w: float, row_h: float) -> CellFit:
        """How the cells of *rows* are written: the small note beside the big number with
        its letters ("HW−20 70"), or without them ("−20 70"); where even so a note has not
        the room (a Punktetafel's "= −2'000'000" beside "−1'000'000" in a narrow column ran
        into it, a trial's), every note on a line of its own over its number, again with
        its letters or without. The first in which every note is readable, that is written
        in 10 px or more, or in the notes' size where the rows make every note smaller (a
        finished Molotow's rows, a line lower for the card drawn, wrote "−20" for "HW−20"
        at the same size). One way for the whole board, so that it writes its Weis one way
        (a French netbook's finished Molotow wrote "AM−20" in round 1 and "−50" beside a
        wide "−60" in round 3)."""
        has_notes = any(c.note for r in rows for c in r.cells)
        texts = [c.text for r in rows for c in r.cells]
        # beside: the note at the left, the number at the right, never overlapping
        main_w = inner_w * (0.52 if has_notes else 1.0)
        main = self._common_font(self.font(), texts, QRectF(0, 0, main_w, row_h * 0.8),
                                 True, row_h * 0.72)
        if not has_notes:
            return CellFit(main, 9.0)
        # in the window's text size where the row has its height, whatever the number's
        # size; else, as before, in 10 px or more; the letters kept before the size ("HW−20"
        # in 10 px rather than "−20" in 12)
        # and before the notes go smaller, the numbers a little smaller (a French netbook's
        # 12-game Differenzler wrote "aucune→9" in 10 px beside a large "20")
        window_px = text_px(self)
        smaller = self._font(max(window_px, main.pixelSize() * 0.8), bold=True)
        for short in (False, True):
            for font, least, share in ((main, window_px, 0.6), (smaller, window_px, 0.6),
                                       (main, 10.0, 0.42)):
                note_px = max(9.0, min(row_h * share, max(font.pixelSize() * 0.5, least)))
                if note_px < min(least, 10.0):
                    # rows too low for 10 px: the short forms in the window's size rather
                    # than the letters in 9 px (a French netbook's Molotow of five, "AM−20")
                    continue
                if not self._cramped(rows, QFontMetricsF(font), inner_w, row_h, note_px, short,
                                     False, least_px=least):
                    return CellFit(font, note_px, short)
        # stacked: the notes' line, and under it the numbers as wide as the cell in the
        # height left: the two lines never reach into each other nor out of the row
        note_px = float(max(8, int(row_h * NOTE_LINE * 0.8)))
        note_line = QFontMetricsF(self._font(note_px)).lineSpacing()
        main = self._common_font(self.font(), texts, QRectF(0, 0, inner_w, row_h - note_line),
                                 True, row_h * 0.72)
        metrics = QFontMetricsF(main)
        short = self._cramped(rows, metrics, inner_w, row_h, note_px, False, True)
        # and where a short note is not whole even there, the tight forms (the figures of a
        # Molotow's doubled round as they count: six columns of a netbook cut "+300×2 −20×2")
        tight = short and self._cramped(rows, metrics, inner_w, row_h, note_px, True, True)
        return CellFit(main, note_px, short, tight, note_line)

    def rows_need(self, data: TableData) -> float:
        """The height in which :meth:`visible_rows` shows every row of *data*: the played
        rounds at MIN_ROW, those still to play at MIN_FUTURE_ROW."""
        future = sum(1 for r in data.rows if r.future)
        return (len(data.rows) - future) * self.MIN_ROW + future * self.MIN_FUTURE_ROW

    def visible_rows(self, rows: list[TableRow], room: float, folded: int = 0,
                     least: float | None = None) -> tuple[list[TableRow], int]:
        """The rows that fit *room* at MIN_ROW each (or *least*, where the rows were made
        lower: :meth:`_readable_squeeze`), and how many earlier rounds are folded (*folded*
        of them were not even built).

        Rounds still to play go first, then the earliest rounds (a line says how many)."""
        least = least or self.MIN_ROW
        fit = max(1, int(room // least))
        if len(rows) <= fit and not folded:
            return rows, 0
        played = [r for r in rows if not r.future]
        future = [r for r in rows if r.future]
        if not folded and len(played) * least + len(future) * self.MIN_FUTURE_ROW <= room:
            return rows, 0  # every round, those to play written small
        future = future[: max(0, fit - len(played))]
        if len(played) + len(future) <= fit and not folded:
            return played + future, 0
        keep = max(1, fit - 1)  # one line for "… earlier rounds"
        if len(played) <= keep:
            return played + future[: keep - len(played)], folded
        return played[-keep:], folded + len(played) - keep

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w, h = float(self.width()), float(self.height())
        p.fillRect(self.rect(), PAPER)
        binding = max(6.0, h * 0.014)
        p.fillRect(QRectF(0, 0, w, binding), BINDING)
        data = self.data
        if data is None or not data.columns:
            p.end()
            return
        m = max(8.0, min(w, h) * 0.02)
        left, right = m, w - m
        y = binding + m * 0.6
        n = len(data.columns)

        # title (left) and the state of the game (right; below it when both do not fit)
        title_h = min(52.0, max(26.0, h * 0.06))
        title_font = fit_font(self.font(), data.title,
                              QRectF(0, 0, (right - left) * 0.6, title_h), bold=True,
                              max_px=title_h * 0.8)
        title_w = QFontMetricsF(title_font).horizontalAdvance(data.title)
        title_box = QRectF(left, y, title_w + 2, title_h)
        sub_box = QRectF(title_box.right() + m, y, right - title_box.right() - m, title_h)
        sub_font = fit_font(self.font(), data.subtitle, sub_box, max_px=title_h * 0.55)
        sub_align = Qt.AlignmentFlag.AlignRight
        if sub_font.pixelSize() < min(15.0, title_h * 0.45):
            sub_box = QRectF(left, y + title_h, right - left, title_h * 0.6)
            sub_font = fit_font(self.font(), data.subtitle, sub_box, max_px=title_h * 0.5)
            sub_align = Qt.AlignmentFlag.AlignLeft
        p.setPen(INK)
        p.setFont(title_font)
        p.drawText(title_box, LEFT,
                   data.title)
        p.setPen(INK_RED if data.finished else INK)
        p.setFont(sub_font)
        p.drawText(sub_box, sub_align | Qt.AlignmentFlag.AlignVCenter, data.subtitle)
        y = max(y + title_h, sub_box.bottom()) + m * 0.4
        data = self._shown_data(data, h, y + m * 1.2)

        extra_h = min(34.0, max(18.0, h * 0.042))
        # heights: header, rows, totals, extras, footer
        head_h = min(76.0, max(34.0, h * 0.085))
        # the leader's word stands under his name: its line is there once a column is yellow
        has_sub = (data.sub_room or any(c.sub for c in data.columns)
                   or bool(data.leader_word and data.leaders))
        total_h = min(84.0, max(36.0, h * 0.095))
        foot_h = min(44.0, max(20.0, h * 0.05)) if data.footer else 0.0
        legend, legend_h = self._legend_lines(data.legend, right - left, h)
        # the lines under the totals, and those still to come (their room kept)
        lines = len(data.extras) + len(set(data.label_room) - {e.label for e in data.extras})
        extras_h = extra_h * lines
        room = h - y - head_h - total_h - extras_h - legend_h - foot_h - m * 1.2
        # columns: round number (and the labels of the lines under the totals) | sides | notes
        label_w = min(90.0, max(44.0, w * 0.065))
        labels = [e.label for e in data.extras] + list(data.label_room) + list(data.label_widths)
        has_notes = data.note_room or any(r.note for r in data.rows)
        # a netbook's rows too low for their notes in the window's text: a mark on the
        # round's number instead, the note in its tooltip (the Molotow's "146 von 157
        # Kartenpunkten" was 9 px and cut), and the columns take the notes' room
        notes_marked = has_notes and bool(data.notes_as_marks) and not self._notes_fit(
            data.notes_as_marks, self._note_width(data, right - left),
            min(h * 0.085, room / max(len(data.rows), 1)))
        has_notes = has_notes and not notes_marked
        # what the marks are, on a line of their own under the cells' legend, kept when that
        # gives its room to the rounds (a French netbook's "*" before rounds 2, 4 and 8 was
        # said only in their tooltips)
        mark_line = self._mark_line(data, notes_marked)
        mark_h = self._legend_line_h(h) if mark_line else 0.0
        room -= mark_h
        # the labels in the window's text size at least (textsize.text_px): their column as
        # wide as the widest, up to a quarter of the board; not beside a notes column, which
        # takes its share of the cells' room (a Punktetafel's largest totals were cut)
        small_px = text_px(self)
        if labels:
            # measured in the size they are written in (beside a notes column they were
            # measured at 9 px and written so: the Molotow's "Handweis", a Punktetafel's
            # "Rückstand")
            px, share = ((max(extra_h * 0.5, small_px), 0.2) if has_notes
                         else (max(extra_h * 0.55, small_px), 0.25))
            metrics = QFontMetricsF(self._font(px))
            widest = max(metrics.horizontalAdvance(label) for label in labels)
            label_w = min(max(label_w, widest + 12), (right - left) * share)
        note_w = self._note_width(data, right - left) if has_notes else 0.0
        col_w = (right - left - label_w - note_w) / n
        cols = [QRectF(left + label_w + i * col_w, 0, col_w, 0) for i in range(n)]
        note_x = left + label_w + n * col_w

        # a name too long for one line gets two, from the room the rows leave
        names = [c.name for c in data.columns]
        name_box_h = self._name_share(head_h, has_sub)  # the heads' names, over "deals"
        name_font = self.name_font(names, col_w, name_box_h)
        # the totals and the lines under them as low as their words let them be; a line
        # under the totals that comes later (the Molotow's card drawn) not counted, so that
        # the names do not move when it comes: the rows give its height then
        later = sum(1 for e in data.extras if e.label in data.label_widths)
        lowered = sum(self._readable_parts(total_h, extra_h, lines - later, 0, h)[1])
        # the marks' line is kept before the cells' legend: where the heads' second lines
        # need its room, the legend gives it (a French netbook's Molotow of five read
        # "Marie-Cl…" once the "*" was explained)
        marks_taken = min(mark_h, legend_h)
        spare = self._rows_spare(data, room + later * extra_h + marks_taken, h * 0.085, lowered)
        grow = self._two_lines_room(data, names, name_font, col_w, name_box_h, spare,
                                    legend_h - marks_taken)
        head_h, room = head_h + grow, room - grow
        # every round in view where the heads, the totals and the lines under them give a
        # little of their height (down to SQUEEZE of it): a finished Molotow of 6 rounds
        # folded rounds 1 and 2 at 1024×600 once the card drawn took a line (a trial's)
        short = self.rows_need(data) - room
        give = head_h + total_h + extras_h
        played_n = sum(not r.future for r in data.rows)
        played_short = played_n * self.MIN_ROW - room
        lowered = sum(self._readable_parts(total_h, extra_h, lines, played_n, h)[1])
        # where the marks' line is written, the rounds to play too, where the rows lowered
        # do not hold them: the round that counts double is marked from the start (a
        # Molotow of five at 1024×600 left round 8 off, its "*" explained under the board)
        if mark_line and short + 0.5 > lowered:
            played_short = max(played_short, short)
        if not data.folded and played_short > 0:
            # the rounds played before the legend: it gives the line or two they need to
            # stay in view (a finished Molotow's card drawn on a netbook folded rounds 1
            # and 2), before the heads and the lines under the totals are squeezed below
            # the window's text (a netbook's Molotow of five wrote its names in 10 px);
            # not for the rounds to play, which are left off first
            # (and where that is not enough, together with the squeeze below)
            # (after the rows, the totals and the lines under them lowered as far as their
            # words let them: the legend stays whole where that is enough, as the heads'
            # second lines, which are counted on it: _rows_spare; the marks' line given
            # only where the rounds would fold for it)
            kept_legend, kept_h, mark_line, kept_mark_h = self._legends_giving(
                data, legend, legend_h, mark_line, mark_h, played_short, lowered,
                give * (1 - self.SQUEEZE), right - left)
            gained = legend_h - kept_h + mark_h - kept_mark_h
            room, short = room + gained, short - gained
            legend, legend_h, mark_h = kept_legend, kept_h, kept_mark_h
        # first the totals, the lines under them and the played rows, down to the height
        # their words need in the window's text size: a netbook's Molotow of five (eight
        # rounds, three lines under the totals) squeezed its heads and lines to 10-11 px
        # (else the played rows alone: the rounds to play give up their room before the
        # heads are squeezed below the window's text; a French netbook's Molotow of five
        # wrote its names in 9 px for rounds 6 to 8 once the marks' line took its room)
        played_short = played_n * self.MIN_ROW - room
        readable = None
        for wanted in (short, played_short):
            if readable is None and not data.folded and wanted > 0:
                readable = self._readable_squeeze(wanted, total_h, extra_h, lines, played_n, h)
        least_row = self.MIN_ROW
        if readable is not None:
            total_h, extra_h, least_row = readable
            extras_h = extra_h * lines
            room = h - y - head_h - total_h - extras_h - legend_h - mark_h - foot_h - m * 1.2
        squeezed = (readable is None and not data.folded and played_short > 0
                    and 0 < short <= give * (1 - self.SQUEEZE))
        if squeezed:
            scale = 1 - (short + 0.5) / give
            head_h, total_h, extra_h = head_h * scale, total_h * scale, extra_h * scale
            extras_h = extra_h * lines
            room = h - y - head_h - total_h - extras_h - legend_h - mark_h - foot_h - m * 1.2
        rows, folded = self.visible_rows(data.rows, room, data.folded, least_row)
        slots = len(rows) + (1 if folded else 0)
        future_n = sum(1 for r in rows if r.future)
        # the played rounds as high as visible_rows counted them where the rounds to play
        # give up their room (a netbook's Molotow of four, three rounds to play, wrote its
        # played rows 19 px high and their Weis in 8 px over the numbers)
        least = least_row if future_n else self.MIN_ROW * 0.8
        row_h = min(h * 0.085, max(least, room / max(slots, 1)))
        future_h = row_h
        if future_n and slots * row_h > room:  # the rounds to play give up their room first
            future_h = max(self.MIN_FUTURE_ROW, (room - (slots - future_n) * row_h) / future_n)
        self.painted_rows = [r.label for r in rows]
        self.painted_folded = folded
        self.painted_tops = [round(y, 1)]
        heights = [future_h if r.future else row_h for r in rows]
        table_top = y
        table_bottom = y + head_h + (slots - future_n) * row_h + future_n * future_h + total_h

        # the names' share of the heads (as high as it was made above, or squeezed with them)
        name_box_h = self._name_share(head_h - grow, has_sub) + grow
        if squeezed:  # the names in the lower heads' size
            name_font = self.name_font(names, col_w, name_box_h - grow)
        # the leader's column, marked as with a highlighter (not when everybody is level)
        self.painted_marked = []
        for i in data.leaders if len(data.leaders) < n else []:
            marked = QRectF(cols[i].left() + 2, table_top, col_w - 4, table_bottom - table_top)
            p.fillRect(marked, HIGHLIGHT)
            self.painted_marked.append(marked)
        # and what the yellow means, under the leader's name (beside the first name, in the
        # rounds' numbers' column, a French trial read "Valérie en tête" while Jean-Marc led)
        self.painted_legend, self.painted_legend_box = "", QRectF()
        subs = self._subs(data)

        # header: the names
        sub_font = self._sub_font(subs, col_w, head_h - name_box_h)
        self.painted_names = []
        self.painted_small = []
        self.painted_heads = []
        self.head_tips.clear()
        # all in one size, whole on one line or two, no smaller than the window's text; a
        # name too long even so shortened in it, on two lines where it can be
        heads = one_size_heads(names, name_font, QRectF(0, 0, col_w * 0.92, name_box_h),
                               small_px, elide_width=col_w * 0.96)
        for i, column in enumerate(data.columns):
            box = QRectF(cols[i].left(), y, col_w, name_box_h)
            winner = data.finished and i in data.leaders
            p.setPen(INK_RED if winner else INK)
            head = heads[i]
            p.setFont(head.font)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, head.text)
            self.head_tips.painted(box, head, column.name)
            self.painted_names.append(head.text)
            self.painted_heads.append((round(cols[i].left(), 1), round(col_w, 1),
                                       head.font.pixelSize()))
            if subs[i]:
                p.setPen(INK_DIM)
                p.setFont(sub_font)
                sub_box = QRectF(cols[i].left(), y + name_box_h, col_w, head_h - name_box_h)
                sub = QFontMetricsF(sub_font).elidedText(subs[i], Qt.TextElideMode.ElideRight,
                                                         col_w * 0.96)
                p.drawText(sub_box, Qt.AlignmentFlag.AlignCenter, sub)
                if sub != subs[i]:  # a team's long names: whole in the tooltip
                    self.head_tips.add(sub_box, subs[i])
                self.painted_small.append((sub, sub_font.pixelSize(), INK_DIM))
                if subs[i] != column.sub and not self.painted_legend:
                    self.painted_legend = data.leader_word
                    self.painted_legend_box = sub_box.adjusted(2, 0, -2, 0)
        if has_notes:
            # the notes column says what it holds (an empty column without a heading, kept
            # from round 1 for the first remark, read as a side nobody named); small and
            # dim, as the notes under it, where the rows' notes start
            heading = QCoreApplication.translate("PointsTable", "Notes")
            head_box = QRectF(note_x + 8, y, max(note_w - 10, 1.0), name_box_h)
            p.setPen(INK_DIM)
            p.setFont(fit_font(self.font(), heading, head_box,
                               max_px=min(22.0, max(small_px, (name_box_h - grow) * 0.4))))
            p.drawText(head_box, LEFT, heading)
        y += head_h
        p.setPen(QPen(INK, max(1.5, h * 0.003)))
        p.drawLine(QPointF(left, y), QPointF(right, y))

        # the rounds
        pad = col_w * 0.06
        fit = self.cell_fit(rows, col_w - 2 * pad, row_h)
        if fit.stacked:
            # each note on a line of its own: nearly the column's width (four columns of a
            # German Punktetafel, beside "Rückstand" in the window's size, were too narrow
            # for "= −1'000'000'000")
            pad = col_w * 0.03
            fit = self.cell_fit(rows, col_w - 2 * pad, row_h)
        inner_w = col_w - 2 * pad
        main_metrics = QFontMetricsF(fit.main_font)
        # the rounds' numbers in the window's text size where 0.6 of the row holds it (a
        # 12-game Differenzler's were 11 px at 1024×600)
        label_font = self._font(max(min(small_px, row_h * 0.6),
                                    min(row_h * 0.5, label_w * 0.34)))
        # notes are written small, on up to two lines
        note_font = self._font(min(22.0, max(text_px(self), row_h * 0.3)))
        fold = QRectF()  # the "… earlier rounds" line: no column rule crosses its words
        if folded:
            box = fold = QRectF(left, y, right - left, row_h)
            p.setPen(INK_DIM)
            p.setFont(label_font)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter,
                       i18n.plural("PointsTable", "⋮ %n earlier rounds", folded))
            y += row_h
            p.setPen(QPen(RULED, 1))
            p.drawLine(QPointF(left, y), QPointF(right, y))
        future_font = self._font(min(future_h * 0.75, row_h * 0.5, label_w * 0.34))
        self.painted_notes = []
        self.painted_marks = []
        for row, this_h in zip(rows, heights, strict=True):
            box_y = y
            self.painted_tops.append(round(y, 1))
            self.painted_notes.append([])
            p.setPen(FUTURE if row.future else INK_DIM)
            p.setFont(future_font if row.future else label_font)
            number_box = QRectF(left, box_y, label_w - 8, this_h)
            p.drawText(number_box, RIGHT, row.label)
            if notes_marked and row.note:  # the note in the number's tooltip (notes_as_marks)
                # the mark before the number, so that the numbers stay in one column
                before = QFontMetricsF(p.font()).horizontalAdvance(row.label + " ")
                p.setPen(row.note_color or INK_DIM)
                p.drawText(number_box.adjusted(0, 0, -before, 0), RIGHT, NOTE_MARK)
                self.head_tips.add(number_box, row.note)
                self.painted_marks.append((row.label, row.note))
            for i, cell in enumerate(row.cells[:n]):
                self.painted_notes[-1].append(
                    self._paint_cell(p, cell, fit, main_metrics,
                                     QRectF(cols[i].left() + pad, box_y, inner_w, this_h)))
                if cell.note:
                    self.painted_small.append((self.painted_notes[-1][-1],
                                               p.font().pixelSize(),
                                               cell.note_color or INK_DIM))
            if row.note and has_notes:
                p.setPen(row.note_color or INK_DIM)
                p.setFont(note_font)
                nbox = QRectF(note_x + 8, box_y + 1, note_w - 10, this_h - 2)
                flags = WRAPPED
                font = QFont(note_font)
                while font.pixelSize() > 9 and QFontMetricsF(font).boundingRect(
                        nbox, flags, row.note).height() > nbox.height():
                    font.setPixelSize(font.pixelSize() - 1)
                p.save()
                p.setClipRect(nbox)
                p.setFont(font)
                p.drawText(nbox, flags, row.note)
                p.restore()
            y += this_h
            p.setPen(QPen(RULED, 1))
            p.drawLine(QPointF(left, y), QPointF(right, y))

        # the totals under a double line
        gap = max(3.0, h * 0.005)
        p.setPen(QPen(INK, max(1.2, h * 0.0022)))
        p.drawLine(QPointF(left, y + 1), QPointF(right, y + 1))
        p.drawLine(QPointF(left, y + 1 + gap), QPointF(right, y + 1 + gap))
        totals_top = y + gap
        total_box_h = total_h - gap
        self.painted_tops.append(round(totals_top, 1))
        total_font = self._common_font(self.font(), data.totals,
                                       QRectF(0, 0, col_w * 0.7, total_box_h * 0.8), True,
                                       total_box_h * 0.72)
        p.setPen(INK)
        # in the window's text size where its line holds it (:meth:`_readable_squeeze`)
        p.setFont(self._common_font(self.font(), [data.total_label],
                                    QRectF(0, 0, label_w - 8, total_box_h * 0.6), True,
                                    max(total_box_h * 0.4, small_px)))
        p.drawText(QRectF(left, totals_top, label_w - 8, total_box_h),
                   RIGHT, data.total_label)
        metrics = QFontMetricsF(total_font)
        for i, text in enumerate(data.totals[:n]):
            box = QRectF(cols[i].left(), totals_top, col_w, total_box_h)
            winner = data.finished and i in data.leaders
            p.setPen(INK_RED if winner else INK)
            p.setFont(total_font)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            if winner:  # circled in red ink, as the Schreiber does
                tw = metrics.horizontalAdvance(text)
                ring = QRectF(box.center().x() - tw / 2 - total_box_h * 0.3,
                              box.center().y() - total_box_h * 0.42,
                              tw + total_box_h * 0.6, total_box_h * 0.84)
                ring = ring.intersected(box.adjusted(2, 1, -2, -1))
                p.setPen(QPen(INK_RED, max(2.0, total_box_h * 0.05)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(ring)
        y = totals_top + total_box_h
        # vertical lines of the table
        p.setPen(QPen(MARGIN_RED, max(1.0, w * 0.0012)))
        p.drawLine(QPointF(left + label_w - 3, table_top), QPointF(left + label_w - 3, y))
        p.drawLine(QPointF(left + label_w, table_top), QPointF(left + label_w, y))
        p.setPen(QPen(INK_DIM, 1))
        for i in range(1, n + (1 if has_notes else 0)):
            x = left + label_w + i * col_w
            if fold.isNull():
                p.drawLine(QPointF(x, table_top + head_h * 0.15), QPointF(x, y))
            else:
                p.drawLine(QPointF(x, table_top + head_h * 0.15), QPointF(x, fold.top()))
                p.drawLine(QPointF(x, fold.bottom()), QPointF(x, y))
        self.painted_fold = fold
        p.setPen(QPen(INK, max(1.2, h * 0.0022)))
        p.drawLine(QPointF(left, y), QPointF(right, y))

        # lines under the totals
        if data.extras:
            y += m * 0.2
            # no smaller than the window's text where the line is that high (a squeezed
            # line: as high as it is)
            small_h = max(extra_h * 0.8, min(small_px * 1.5, extra_h))
            ex_label_font = self._common_font(
                self.font(), [e.label for e in data.extras],
                QRectF(0, 0, label_w - 8, small_h), False, max(extra_h * 0.55, small_px))
            ex_px = max(extra_h * 0.62, small_px)
            cells = [self._extra_cells(e, QRectF(0, 0, col_w * 0.8, small_h), ex_px)
                     for e in data.extras]
            ex_font = self._common_font(self.font(), [c for row in cells for c in row],
                                        QRectF(0, 0, col_w * 0.8, small_h), True, ex_px)
            for extra, row_cells in zip(data.extras, cells, strict=True):
                self.painted_tops.append(round(y, 1))
                p.setPen(INK_DIM)
                p.setFont(ex_label_font)
                label = QFontMetricsF(ex_label_font).elidedText(
                    extra.label, Qt.TextElideMode.ElideRight, label_w - 4)
                p.drawText(QRectF(left, y, label_w - 4, extra_h), LEFT, label)
                self.painted_small.append((label, ex_label_font.pixelSize(), INK_DIM))
                for i, text in enumerate(row_cells[:n]):
                    box = QRectF(cols[i].left(), y, col_w, extra_h)
                    icon = extra.icons[i] if i < len(extra.icons) else None
                    p.setFont(ex_font)
                    # too wide even so: shortened at its end, never cut at both
                    text = QFontMetricsF(ex_font).elidedText(
                        text, Qt.TextElideMode.ElideRight, col_w - 2)
                    tw = QFontMetricsF(ex_font).horizontalAdvance(text)
                    if icon is not None and not icon.isNull():
                        size = extra_h * 0.9
                        x0 = box.center().x() - (tw + size + 4) / 2
                        icon.paint(p, QRectF(x0, y + (extra_h - size) / 2, size,
                                             size).toRect())
                        box = QRectF(x0 + size + 4, y, tw + 2, extra_h)
                    own = extra.colors[i] if i < len(extra.colors) else extra.color
                    ink = INK_DIM if text in ("–", "") else own or INK
                    p.setPen(ink)
                    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
                    self.painted_small.append((text, ex_font.pixelSize(), ink))
                y += extra_h

        self.painted_cell_legend = ("", QRectF(), self.font())
        if legend:
            self._paint_legend(p, legend, QRectF(left, y + m * 0.2, right - left, legend_h))
        self.painted_mark_legend = mark_line
        if mark_line:
            self._paint_legend(p, mark_line, QRectF(left, y + m * 0.2 + legend_h,
                                                    right - left, mark_h), record=False)

        # the state of the game in words
        self.painted_footer_top = h - foot_h - m * 0.4
        if data.footer:
            box = QRectF(left, self.painted_footer_top, right - left, foot_h)
            p.setPen(INK_RED if data.finished else INK)
            font = fit_font(self.font(), data.footer, box, bold=data.finished,
                            max_px=foot_h * 0.7)
            p.setFont(font)
            # too long at the smallest font (long names): shortened, whole in the tooltip
            shown = QFontMetricsF(font).elidedText(data.footer, Qt.TextElideMode.ElideRight,
                                                   box.width())
            p.drawText(box, LEFT, shown)
        p.end()

    def _readable_squeeze(self, short: float, total_h: float, extra_h: float, lines: int,
                          played: int, h: float) -> tuple[float, float, float] | None:
        """The totals' height, each line's under them and the played rows' least, lowered
        each by its share so that the rows find *short* more, no lower than their words
        need in the window's text size (textsize.text_px): the totals' label in 0.6 of
        their line (fit_font: 0.8 of its box), a line under them in its 0.8, a row's
        number and note in its 0.6 (:meth:`cell_fit`); None where that is not enough."""
        parts, gives = self._readable_parts(total_h, extra_h, lines, played, h)
        wanted = short + 0.5
        if wanted > sum(gives):
            return None
        share = wanted / sum(gives)
        total, extra, row = (full - share * (full - least) for full, least in parts)
        return total, extra, row

    def _readable_parts(self, total_h: float, extra_h: float, lines: int, played: int,
                        h: float) -> tuple[tuple[tuple[float, float], ...], list[float]]:
        """(full, least) heights of the totals, a line under them and a played row in the
        window's text size (:meth:`_readable_squeeze`), and what each group of them gives."""
        px = text_px(self) + 0.1  # a little over, so that the fitted size is not a pixel less
        gap = max(3.0, h * 0.005)
        parts = ((total_h, min(total_h, px / 0.8 / 0.6 + gap)),
                 (extra_h, min(extra_h, px / 0.8)), (self.MIN_ROW, self._least_row()))
        gives = [total_h - parts[0][1], lines * (extra_h - parts[1][1]),
                 played * (self.MIN_ROW - self._least_row())]
        return parts, gives

    def _shown_data(self, data: TableData, h: float, top: float) -> TableData:
        """*data* with its compact lines under the totals where the full ones leave the
        rounds less than MIN_ROW each below *top* (the title's bottom and margins): five lines
        in the window's text size and eight rounds were more than a netbook's board."""
        if data.compact_extras is None:
            return data
        extra_h = max(min(34.0, max(18.0, h * 0.042)), text_px(self) * 1.5)
        lines = len(data.extras) + len(set(data.label_room) - {e.label for e in data.extras})
        fixed = (min(76.0, max(34.0, h * 0.085)) + min(84.0, max(36.0, h * 0.095))
                 + (min(44.0, max(20.0, h * 0.05)) if data.footer else 0.0))
        if h - top - fixed - extra_h * lines >= self.rows_need(data):
            return data
        return replace(data, extras=data.compact_extras)

    def _paint_cell(self, p: QPainter, cell: TableCell, fit: CellFit, metrics: QFontMetricsF,
                    box: QRectF) -> str:
        """One cell in *box*: its small note at the left, beside the big number at the right
        or on the line over it (:meth:`cell_fit`). Returns the note as written."""
        note_box, number_box, number_flags = QRectF(box), box, RIGHT
        if fit.stacked:  # the two lines together in the middle of the row, touching
            split = box.top() + fit.note_line + max(
                0.0, (box.height() - fit.note_line - metrics.lineSpacing()) / 2)
            note_box = QRectF(box.left(), box.top(), box.width(), split - box.top())
            number_box = QRectF(box.left(), split, box.width(), box.bottom() - split)
            number_flags = TOP_RIGHT
        text = ""
        if cell.note:
            # the room the number leaves; the short form where the board takes it
            text, font, room_w = self._note_font(cell, metrics, box.width(), box.height(),
                                                 fit.note_px, fit.short, fit.stacked, fit.tight)
            note_box.setWidth(max(room_w, 1.0))
            p.save()
            p.setClipRect(note_box)
            p.setPen(cell.note_color or INK_DIM)
            p.setFont(font)
            p.drawText(note_box, BOTTOM_LEFT if fit.stacked else LEFT, text)
            p.restore()
        if cell.text:
            p.setPen(cell.color or INK)
            p.setFont(fit.main_font)
            p.drawText(number_box, number_flags, cell.text)
        return text

    def _legend_lines(self, legend: str, width: float, h: float) -> tuple[str, float]:
        """The cells' legend as written, and its height: on one line (as high as the
        Guggitaler's) where it is whole there in its size, else on two, broken between its
        sentences (the Molotow's "Small: Handweis (HW) …" and "Big: …": on one line a
        netbook wrote it smaller than the lines over it)."""
        if not legend:
            return "", 0.0
        line_h = self._legend_line_h(h)
        if QFontMetricsF(self._font(line_h * 0.75)).horizontalAdvance(legend) <= width:
            return legend, line_h
        return two_lines(legend), line_h * 2

    def _legend_whole(self, legend: str, width: float) -> bool:
        """Whether every line of *legend* is whole in *width* in the window's text size."""
        metrics = QFontMetricsF(self._font(text_px(self)))
        return all(metrics.horizontalAdvance(line) <= width for line in legend.split("\n"))

    def _legend_line_h(self, h: float) -> float:
        """A legend line's height on a board *h* high: its words in the window's text
        size at least (textsize.text_px)."""
        return min(22.0, max(15.0, h * 0.026, text_px(self) / 0.75))

    @staticmethod
    def _mark_line(data: TableData, notes_marked: bool) -> str:
        """What the mark before a round's number means (TableData.mark_legend), where a
        round's note is such a mark; else nothing."""
        if not (notes_marked and data.mark_legend and any(r.note for r in data.rows)):
            return ""
        return f"{NOTE_MARK} {data.mark_legend}"

    def _legends_giving(self, data: TableData, legend: str, legend_h: float, mark_line: str,
                        mark_h: float, played_short: float, lowered: float, squeezable: float,
                        width: float) -> tuple[str, float, str, float]:
        """The cells' legend and the marks' line as written, and their heights, where the
        played rounds are *played_short* short of room once the rows, the totals and the
        lines under them give *lowered* (their least in the window's text size) or the
        heads and totals *squeezable*: the legend on one line, or none (never smaller than
        the window's text: :meth:`_legend_whole`); the marks' line only where the rounds
        would fold for it (a finished Molotow of five at 1008×560 folded five rounds for
        it; their tooltips say the marks)."""
        one_line = self._legend_whole(data.legend, width)
        while True:
            rest = played_short - lowered
            needed = rest if rest <= legend_h else played_short - squeezable
            if not self._legend_whole(legend, width):  # smaller than the window's
                needed = max(needed, legend_h)
            kept, kept_h = legend, legend_h
            if needed > 0:
                kept, kept_h = self._legend_giving(data.legend, legend, legend_h, needed,
                                                   one_line)
            still = played_short - legend_h + kept_h
            if not mark_line or still <= lowered:
                return kept, kept_h, mark_line, mark_h
            mark_line, played_short, mark_h = "", played_short - mark_h, 0.0

    @staticmethod
    def _legend_giving(whole: str, legend: str, legend_h: float, needed: float,
                       one_line: bool = True) -> tuple[str, float]:
        """The legend as written where the rows need *needed* more height: on one line
        instead of two where that is enough (and *one_line*: whole so in the window's text
        size), none where only that is, else as it was (the rounds fold anyway)."""
        lines = legend.count("\n") + 1
        line_h = legend_h / lines
        if lines == 2 and line_h >= needed and one_line:
            return whole, line_h
        if legend_h >= needed:
            return "", 0.0
        return legend, legend_h

    def _paint_legend(self, p: QPainter, legend: str, box: QRectF, record: bool = True) -> None:
        """The cells' legend (or the marks', not *record*-ed as the cells'), small and dim,
        whole in *box* (as small as it must be)."""
        lines = legend.count("\n") + 1
        font = fit_font(self.font(), legend, box, max_px=box.height() / lines * 0.75)
        p.setPen(INK_DIM)
        p.setFont(font)
        p.drawText(box, LEFT, legend)
        if record:
            self.painted_cell_legend = (legend, box, font)

    def _subs(self, data: TableData) -> list[str]:
        """The line under each name: the dealer's word, and on a yellow column what the
        yellow means ("leading", at the end "won"; "deals · leading" for a dealer who leads)."""
        marked = data.leaders if self.painted_marked and data.leader_word else []
        return [" · ".join(w for w in (c.sub, data.leader_word if i in marked else "") if w)
                for i, c in enumerate(data.columns)]


def leaders(board: Board) -> list[int]:
    """The sides to highlight: the winners when finished, else rank 1 once anything is written."""
    if board.finished:
        return list(board.winners)
    if not board.entries:
        return []
    return [i for i, rank in enumerate(board.ranks) if rank == 1]


def match_title(title: str, match: Any) -> str:
    """The variant's name (in the window's language: Différence) and, if the match has one,
    its title from the sheet header."""
    rules = getattr(match, "rules", None)
    names = {title}
    if rules is not None:
        names.add(str(getattr(rules, "title", "")))  # the title of a file: "Differenzler"
        title = i18n.variant_title(rules)
        names.add(title)
    info = getattr(getattr(match, "document", None), "info", None)
    if info is not None and info.title and info.title not in names:
        return f"{title} · {info.title}"
    return title
