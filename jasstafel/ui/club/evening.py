"""One evening's page in the club window's Evenings tab.

An evening's page runs the evening, step by step:

1. **Draw…**: tick the members present; every Passe is drawn at once (tables of four, the
   rest at tables of three or sitting out, no partner twice where possible);
2. the tables of every Passe with who sits where and, once recorded, the result;
3. per table: **Play in Jasstafel** (a new match in the main window with the drawn players
   and the evening's variant and settings; saved to the club when it is finished, or with
   **Save to club**), **Type paper result…**, **Correct result…**, **Remove result…**;
   for the evening: **Import match files…**;
4. the evening's ranking beside it, following every change at once; the seat list and the
   ranking go to paper from here too.
"""

from __future__ import annotations

import textwrap
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QPagedPaintDevice,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QStyle,
    QStyleOptionViewItem,
    QToolTip,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...club import (
    ClubInputError,
    Correction,
    DrawResult,
    Evening,
    HandCorrection,
    Member,
    PasseDraw,
    Result,
    TableMark,
    sort_key,
)
from ...club.export import check_output
from ...core.matchfile import team_letter
from ...i18n import isolate_rtl
from ...printing import club_sheets
from ...printing.device import PdfFile
from ..i18n import iso_date_text
from ..widgets.flow import FlowLayout
from ..widgets.isolates import WholeLines, isolate_room
from ..widgets.messages import confirm, plain, warning
from ..widgets.mnemonic import as_shown
from ..widgets.style import frame_focus
from .common import (
    ERROR_STYLE,
    HINT_STYLE,
    ask_save,
    evening_file_name,
    one_after_the_other,
    plain_label,
    print_preview,
    run,
    safe_name,
    sheet_club,
    sheet_paper,
    written,
)
from .evening_dialogs import DrawDialog, EditEveningDialog
from .marks import mark_tips, member_marks, unfinished_words
from .rankings import RankingPanel
from .results import ImportDialog, PaperResultDialog, RemoveResultDialog

if TYPE_CHECKING:
    from .live import LiveEveningDialog
    from .window import ClubWindow

OPEN = QColor("#b45309")
DONE = QColor("#166534")
PLAYING = QColor("#1d4ed8")


def _team_points(points: Sequence[int]) -> str:
    """The teams' points as the tree writes them, "A 1'007 : B 871" (1'007, as the ranking
    beside it writes them), three teams "A … : B … : C …": each after the letter its line of
    players has."""
    return " : ".join(f"{team_letter(i)} {i18n.number(p)}" for i, p in enumerate(points))


PADDING = 6  # about what the style puts left and right of a tree's text
#: the tables' list at least (its table and a team of short names), however long its names
TREE_LEAST = 240
INDENT = 14  # a table under its Passe

#: a correction's reason in the tree: lines of at most this many letters (about the width
#: of the result above it, "A 1'113 : B 771 · A gagne"), so the column does not widen ...
NOTE_WIDTH = 26
#: ... and at most this many of them (a reason of the log's 1,000 letters would make the row
#: a page tall); the rest is cut with "…", and the whole reason is in the tooltip
NOTE_LINES = 4


def _by_oberjasser(corrections: Sequence[Correction]) -> set[tuple[int, int]]:
    """The tables whose last change of results in *corrections* (the log) is the Oberjasser's
    correction on his live page, as the log's line is marked. A line of a club file before
    version 6 has no mark: its note says it, in the language the server ran in (and only as
    the catalogs of then said it). A table he only opened again (its results removed, marked
    his too) and the table then finished itself (which logs nothing) holds the table's own
    result: no line removing results names a table, as none did by its note before."""
    last = {(c.passe, c.table): c for c in corrections
            if c.kind == "result" and c.passe is not None and c.table is not None}
    return {where for where, line in last.items() if line.after is not None and (
        line.by_oberjasser or line.by_oberjasser is None and _old_note(line.note))}


def _old_note(note: str) -> bool:
    """Is *note* the live server's for his correction, in any language (an unmarked line)?"""
    from ...live.evening import BY_OBERJASSER  # only for a club file's old lines

    return note in i18n.in_every_language("live", BY_OBERJASSER)


def _reason_lines(note: str) -> str:
    """A correction's reason under its result, in brackets, wrapped into narrow lines: cut to
    24 letters on one line, "(erreur d'addition sur l…)" said nothing a Romand trial's
    organiser could read."""
    lines = textwrap.wrap(f"({' '.join(note.split())})", NOTE_WIDTH)
    if len(lines) > NOTE_LINES:
        lines = lines[:NOTE_LINES]
        lines[-1] = lines[-1][:NOTE_WIDTH - 1].rstrip() + "…"
    return "\n".join(lines)


def _lines(parts: list[str]) -> str:
    """Players each for themselves (or their results) a line each, as a team table has a
    line per team: on one line four of them took the width of the tables' list and the
    players were cut to "A…" at 1366 px (a trial's); a line each fits beside the ranking."""
    return "\n".join(parts)


class ResultBelow(WholeLines):
    """The players' cell with the table's result under them, in the result's colour, where
    the results' column is hidden (:attr:`TablesTree.results_below`); elsewhere as
    :class:`WholeLines`. Its tooltip there is the result's (where it came from, why)."""

    def __init__(self, tree: TablesTree) -> None:
        super().__init__(tree)
        self.tree = tree

    def _below(self, index: QModelIndex | QPersistentModelIndex) -> tuple[str, QColor] | None:
        """The result's lines and colour to draw under the players, or None."""
        if index.column() != 1 or not self.tree.results_below:
            return None
        result = index.sibling(index.row(), RESULT)
        text = result.data()
        if not isinstance(text, str) or not text:
            return None
        brush = result.data(Qt.ItemDataRole.ForegroundRole)
        # an open table's "open" as high as a result and where it came from: its line grew
        # by one when its result came in, and the tables below moved under the mouse
        text = text if "\n" in text else f"{text}\n "
        return text, brush.color() if isinstance(brush, QBrush) else QColor(DONE)

    def _parts(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
               text: str) -> tuple[QStyleOptionViewItem, QRect]:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        lines = QFontMetrics(shown.font).boundingRect(QRect(), 0, text)
        return shown, lines

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt's name
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        below = self._below(index)
        if below is None:
            return size
        text = below[0]
        shown, lines = self._parts(option, index, text)
        height = lines.height() + isolate_room(text, shown.font, lines.height())
        return QSize(max(size.width(), lines.width() + 2 * PADDING), size.height() + height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        below = self._below(index)
        if below is None:
            super().paint(painter, option, index)
            return
        text, color = below
        top = QStyleOptionViewItem(option)  # the players at the top, as ever
        top.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        super().paint(painter, top, index)
        shown, lines = self._parts(option, index, text)
        style = self.tree.style()
        area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, shown, self.tree)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.tree) + 1
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.save()
        painter.setFont(shown.font)
        painter.setPen(shown.palette.color(QPalette.ColorRole.HighlightedText) if selected
                       else color)
        painter.drawText(area.adjusted(margin, 0, -margin, 0),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom), text)
        painter.restore()

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView,  # noqa: N802 - Qt's name
                  option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> bool:
        below = self._below(index)
        if below is not None and event.type() == QEvent.Type.ToolTip:
            shown, lines = self._parts(option, index, below[0])
            tip = index.sibling(index.row(), RESULT).data(Qt.ItemDataRole.ToolTipRole)
            if event.pos().y() >= option.rect.bottom() - lines.height() and tip:
                QToolTip.showText(event.globalPos(), str(tip), view)
                return True
        return super().helpEvent(event, view, option, index)


#: the tables' list's columns: the table, its players, its result
PLAYERS, RESULT = 1, 2


class TablesTree(QTreeWidget):
    """The Passen with their tables: as wide as its columns at least, so that every name and
    result is whole (the players' column was squeezed to "B: Anna-Len…" at 1280 px, a
    trial's); the ranking beside it gives way and scrolls sideways where it must.

    Where the page is too narrow for the results beside the players and the ranking beside
    them (a netbook), each table's result goes under its players (:meth:`set_results_below`):
    beside them it was out of view, behind a sideways scroll bar (a Romand trial's)."""

    results_below = False
    #: called with a digit typed on the list (see :meth:`keyPressEvent`)
    digits_typed: Callable[[str], None] | None = None
    #: called with Enter on the list: the chosen table's, as a double-click
    enter_pressed: Callable[[], None] | None = None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """A digit is no search for a line here: it is handed to :attr:`digits_typed`. A
        trial's figures typed on the list (the table's button disabled) went nowhere.
        Enter acts on the chosen table (:attr:`enter_pressed`), or folds a Passe's line and
        unfolds it again, and goes no further: the view let it on to the window, and a
        trial's Enter meant for a table printed."""
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if (self.enter_pressed is not None and plain == Qt.KeyboardModifier.NoModifier
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            item = self.currentItem()
            if item is not None and item.childCount():  # a Passe's line, its tables under it
                item.setExpanded(not item.isExpanded())
            else:
                self.enter_pressed()
            return
        text = event.text()
        typing = ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        if (self.digits_typed is not None and len(text) == 1 and "0" <= text <= "9"
                and not event.modifiers() & typing):
            self.digits_typed(text)
            return
        super().keyPressEvent(event)

    def set_results_below(self, below: bool) -> None:
        if below == self.results_below:
            return
        self.results_below = below
        self.setColumnHidden(RESULT, below)
        self.doItemsLayout()  # the rows' heights: a line or two more, or less
        self.updateGeometry()

    def content_width(self, below: bool | None = None) -> int:
        """The width that shows every name and result whole; *below*: with the results
        under the players (else as they are shown)."""
        shown = self.results_below
        self.results_below = shown if below is None else below  # what the delegate measures
        try:
            header = self.header()
            widths = [max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
                      for c in range(self.columnCount())
                      if not (self.results_below and c == RESULT)]
        finally:
            self.results_below = shown
        # a Passe's line spans the columns: "Passe 1 · 0 of 2 tables recorded" whole too
        bold = QFont(self.font())
        bold.setBold(True)
        spanned = max((QFontMetrics(bold).horizontalAdvance(top.text(0))
                       for top in (self.topLevelItem(i) for i in range(self.topLevelItemCount()))
                       if top is not None), default=0)
        inner = max(sum(widths), spanned + self.indentation() + 2 * PADDING)
        return inner + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # never wider than TREE_LEAST from its names: as wide as its longest line, it made
        # the window wider than a netbook's screen (1022 px after the first results, 1027
        # after a correction's note); where it has less room it scrolls sideways
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), min(self.content_width(), TREE_LEAST)), hint.height())

    def wanted_more(self, below: bool | None = None) -> int:
        """How much wider than its least the list is with every name and result whole
        (*below*: see :meth:`content_width`)."""
        return max(0, self.content_width(below) - self.minimumSizeHint().width())

    def last_column_whole(self) -> None:
        """The results' column, the last, stretches into the room to spare, and is never
        narrower than its content: Qt keeps a stretched last column at least as wide as it
        was when it became the last, 100 px the first time (the default), so that "offen"
        alone made the columns 22 px wider than the list asked for, and it scrolled
        sideways right after the draw (a trial's); where the list has less room than its
        names (a small screen), the results scroll into view whole."""
        header = self.header()
        last = self.columnCount() - 1
        header.setStretchLastSection(False)
        header.resizeSection(last, max(self.sizeHintForColumn(last),
                                       header.sectionSizeHint(last)))
        header.setStretchLastSection(True)  # at least this wide from now on


class Split(QSplitter):
    """A splitter that calls *resized* once it has shared out a new width."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.resized = resized

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.resized()


class EveningPage(QWidget):
    """An evening: the draw, its tables and results per Passe, and its ranking."""

    def __init__(self, club_window: ClubWindow) -> None:
        super().__init__()
        self.cw = club_window
        self.evening: Evening | None = None
        self.drawn: list[PasseDraw] = []
        self.results: dict[tuple[int, int], list[Result]] = {}
        self.hand: dict[tuple[int, int], HandCorrection] = {}  # tables corrected by hand
        self.typed: dict[tuple[int, int], str] = {}  # typed from paper, corrected: its note
        #: tables accepted at import against the evening's rules: unfinished, other rules
        self.marks: dict[tuple[int, int], TableMark] = {}
        #: tables whose stored match the Oberjasser corrected last, on his live page
        self.by_oberjasser: set[tuple[int, int]] = set()
        self.members: dict[int, Member] = {}
        self.page_layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = plain_label()
        self.heading.setObjectName("eveningHeading")
        self.heading.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.heading.setWordWrap(True)  # a long title takes two lines, not a wider window
        layout.addWidget(self.heading)
        self.details = plain_label()
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        # the evening served live by another program (jasstafel club serve): said here
        self.live_line = plain_label()
        self.live_line.setObjectName("eveningLiveElsewhere")
        self.live_line.setWordWrap(True)
        self.live_line.setStyleSheet("color: #1f5e3a; font-weight: bold;")
        self.live_line.hide()
        layout.addWidget(self.live_line)
        # the evening's buttons wrap onto a second row where the window is narrow (one row
        # made the German window 1113 px wide at least, the French 1289 px: wider than a
        # netbook's screen, and in French than a 1280 px one)
        bar = FlowLayout()
        self.draw_button = QPushButton(self.tr("Draw…"))
        self.draw_button.clicked.connect(lambda: self.draw_dialog())
        self.import_button = QPushButton(self.tr("Import match files…"))
        self.import_button.clicked.connect(lambda: self.import_dialog())
        self.paper_menu_button = QPushButton(self.tr("Paper"))
        self.paper_menu_button.setObjectName("eveningPaper")
        self.paper_menu = QMenu(self.paper_menu_button)
        self.paper_actions: dict[tuple[str, str], QAction] = {}
        names = {"seats": self.tr("Seat list"), "sheets": self.tr("Table sheets (one per "
                 "table, pre-filled)"), "cards": self.tr("Table cards"),
                 "map": self.tr("Seat map")}
        for kind in self.PAPERS:
            for how, text in (("print", self.tr("{0}: print…")), ("pdf", self.tr("{0}: PDF…"))):
                action = self.paper_menu.addAction(text.format(names[kind]))
                action.triggered.connect(
                    lambda _c=False, k=kind, h=how: self.print_paper(k) if h == "print"
                    else self.export_paper(k))
                self.paper_actions[(kind, how)] = action
            if kind != self.PAPERS[-1]:
                self.paper_menu.addSeparator()
        self.paper_menu_button.setMenu(self.paper_menu)
        self.seats_print_button = QPushButton(self.tr("Print seat list…"))
        self.seats_print_button.clicked.connect(lambda: self.print_seat_list())
        self.edit_button = QPushButton(self.tr("Edit evening…"))
        self.edit_button.setObjectName("eveningEdit")
        self.edit_button.clicked.connect(lambda: self.edit_dialog())
        self.delete_button = QPushButton(self.tr("Delete evening…"))
        self.delete_button.setObjectName("eveningDelete")
        self.delete_button.clicked.connect(lambda: self.delete_evening())
        self.live_button = QPushButton(self.tr("Start live evening…"))
        self.live_button.setObjectName("eveningLive")
        self.live_button.clicked.connect(lambda: self.start_live())
        self.live: LiveEveningDialog | None = None  # the last live evening started here
        #: the evening's buttons over its tables, in the order Tab takes them
        self.bar_buttons = (self.draw_button, self.import_button, self.seats_print_button,
                            self.paper_menu_button, self.live_button, self.edit_button,
                            self.delete_button)
        for b in self.bar_buttons:
            bar.addWidget(b)
        layout.addLayout(bar)

        self.wants_room: Callable[[], None] | None = None  # the evenings' tab, see there
        #: what the layout was last chosen for: (width, *layout_key())
        self._laid_out: tuple[Any, ...] | None = None
        self.split = split = Split(self._ranking_whole)
        self.tables_side = left = QWidget()  # the tables' list and its buttons
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        # Alt+T goes to the tables' list from anywhere in the window (a Romand trial Tabbed
        # 9 times through every button to reach it); a QLabel, as a plain one shows the "&"
        title = QLabel(self.tr("&Tables and results"))
        title.setStyleSheet("font-size: 15px; font-weight: bold;")
        left_layout.addWidget(title)
        self.tree = TablesTree()
        self.tree.setObjectName("eveningTables")
        frame_focus(self.tree)
        title.setBuddy(self.tree)
        self.tree.setColumnCount(3)
        # the Passen are lines of their own ("Passe 1 · 2 of 2 tables recorded") over their
        # tables, with no arrow to fold them (they stay open): the tables' column is only as
        # wide as "Table 1", and the players and results have the room
        self.tree.setHeaderLabels([self.tr("Table"), self.tr("Players"), self.tr("Result")])
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setIndentation(INDENT)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        # no wrapping: a table's two lines (team A, team B) are each as wide as they are (the
        # tree asks for that width, see TablesTree); wrapped, a long team A took both lines
        # and hid team B
        self.tree.setWordWrap(False)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(ResultBelow(self.tree))  # a right-to-left name's lines whole
        header = self.tree.header()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # room to spare: the results' column
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        self.tree.digits_typed = self._digits_typed
        self._lost_digits = ""  # typed on the list in a row, said under it
        self.tree.itemDoubleClicked.connect(lambda _item, _col: self._double_clicked())
        self.tree.enter_pressed = self._double_clicked
        left_layout.addWidget(self.tree, 1)
        self.hint = plain_label()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(HINT_STYLE)
        left_layout.addWidget(self.hint)
        self.play_button = QPushButton(self.tr("Play in Jasstafel"))
        self.play_button.setObjectName("playInJasstafel")
        self.play_button.clicked.connect(lambda: self.play())
        self.save_button = QPushButton(self.tr("Save to club"))
        self.save_button.clicked.connect(lambda: self.save_to_club())
        self.paper_button = QPushButton(self.tr("Type paper result…"))
        self.paper_button.clicked.connect(lambda: self.paper_dialog())
        self.correct_button = QPushButton(self.tr("Correct result…"))
        self.correct_button.clicked.connect(lambda: self.correct_dialog())
        self.remove_button = QPushButton(self.tr("Remove result…"))
        self.remove_button.clicked.connect(lambda: self.remove_result())
        # three rows: the table in the main window; an open table's paper result; a recorded
        # result corrected or removed. Narrow rows, so that the tables' list can give way to
        # the evening ranking beside it (three buttons in a row kept it 412 px wide in
        # German, and the ranking scrolled sideways at the window's default size)
        for row in ((self.play_button, self.save_button), (self.paper_button,),
                    (self.correct_button, self.remove_button)):
            buttons = QHBoxLayout()
            for b in row:
                buttons.addWidget(b)
            buttons.addStretch(1)
            left_layout.addLayout(buttons)
        # Tab from the tables' list goes to the table's buttons, in their rows' order, before
        # the ranking's (its Print… took an Enter meant for the table): said, not left to the
        # order the widgets happen to be made in
        chain = (self.tree, self.play_button, self.save_button, self.paper_button,
                 self.correct_button, self.remove_button)
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)
        split.addWidget(left)
        self.ranking = RankingPanel(club_window.settings, short_names=True)
        split.addWidget(self.ranking)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([480, 600])
        layout.addWidget(split, 1)
        self._selection_changed()

    def _ranking_whole(self) -> None:
        """The ranking as wide as its columns wherever the page has the room: the evenings'
        list beside the page gives way first (see ``wants_room``), then the tables' list,
        down to its least (it scrolls sideways then). A netbook's trial had the ranking's
        Points behind a scroll bar, four of its columns in view beside a tables' list of
        long names whole; the ranking is what the evening is read from. Room to spare goes
        to the tables' list as it asks, then stays where it was put (the handle dragged).

        Where both are not whole side by side, the tables' results go under their players,
        then the ranking leaves each Passe to the Rankings tab (:meth:`_narrowed`): a
        Romand netbook's results were behind the tables' list's scroll bar, and the
        organiser checks them there."""
        sizes = self.split.sizes()
        total = sum(sizes)
        # chosen again only for another width, another evening, or its first ranked row:
        # chosen at every result, the lists changed their widths and the tables' lines
        # moved under the mouse (a trial's click meant for a table hit "sits out")
        if total > 0 and (total, *self.layout_key()) != self._laid_out:
            self._laid_out = (total, *self.layout_key())
            below, summary = self._narrowed(total)
            self.tree.set_results_below(below)
            self.ranking.set_summary(summary)
            want = self.ranking_wanted(summary)
            least = self.tables_side.minimumSizeHint().width()
            whole = least + self.tree.wanted_more(below)  # every name and result whole
            right = min(max(want, min(sizes[1], total - whole)), total - least)
            if right != sizes[1]:
                self.split.setSizes([total - right, right])
        if self.wants_room is not None:
            self.wants_room()

    def layout_key(self) -> tuple[Any, ...]:
        """What the page's layout is chosen for besides its width: the evening, its draw
        (the names in the tables' list), and whether its ranking has rows yet (before the
        first result it takes no room)."""
        evening = self.evening.id if self.evening is not None else None
        draw = tuple((p.passe, tuple(t.seats for t in p.tables), p.sitting_out)
                     for p in self.drawn)
        return evening, draw, self.ranking.table.rowCount() > 0

    def _narrowed(self, total: int) -> tuple[bool, bool]:
        """(results under the players, the ranking's summary): the first of the ways that
        fits *total* both whole, else the narrowest."""
        least = self.tables_side.minimumSizeHint().width()
        for below, summary in ((False, False), (True, False)):
            tables = least + self.tree.wanted_more(below)
            if tables + self.ranking_wanted(summary) <= total:
                return below, summary
        return True, True

    def room_wanted(self) -> int:
        """The page's width with the ranking whole and the tables' list whole."""
        around = self.page_layout.contentsMargins()
        margins = around.left() + around.right()
        return (margins + self.tables_side.minimumSizeHint().width()
                + self.tree.wanted_more(below=False) + self.split.handleWidth()
                + self.ranking_wanted(summary=False))

    def ranking_wanted(self, summary: bool | None = None) -> int:
        """The ranking's columns' width (*summary*: see RankingTable.content_width); none
        before the first result (an empty ranking took the room of the tables' list right
        after the draw)."""
        table = self.ranking.table
        return table.content_width(summary) if table.rowCount() else 0

    # -- showing ---------------------------------------------------------------------------

    def show_evening(self, evening: Evening | None) -> None:
        if evening is None or self.evening is None or evening.id != self.evening.id:
            # another evening: none of its tables chosen yet. The table chosen before was
            # chosen again by its number, and "Type paper result…" opened a table of this
            # evening nobody had picked (a Romand trial's)
            self.tree.selectionModel().clear()  # the current line and the selection
        self.evening = evening
        self.refresh()

    def refresh(self) -> None:
        club, ev = self.cw.club, self.evening
        selected = self.selected()
        self.tree.clear()
        if club is None or ev is None:
            self.heading.setText("")
            self.details.setText("")
            self.ranking.set_ranking(None)
            self._selection_changed()
            return
        evening_id = ev.id
        fresh = run(self, lambda: club.evening(evening_id))
        if fresh is None:
            self.evening = None
            self.refresh()
            return
        self.evening = ev = fresh
        self.members = {m.id: m for m in run(self, lambda: club.members(guests=True)) or []}
        self.drawn = run(self, lambda: club.drawn(ev.id)) or []
        results: dict[tuple[int, int], list[Result]] = defaultdict(list)
        for r in run(self, lambda: club.results(ev.id)) or []:
            results[(r.passe, r.table)].append(r)
        self.results = dict(results)
        self.hand = run(self, lambda: club.hand_corrections(ev.id)) or {}
        self.typed = run(self, lambda: club.typed_corrections(ev.id)) or {}
        self.marks = run(self, lambda: club.table_marks(ev.id)) or {}
        self.by_oberjasser = _by_oberjasser(run(self, lambda: club.corrections(ev.id)) or [])
        self.heading.setText(f"{iso_date_text(ev.date)} · {club_sheets.evening_name(ev)}")
        parts = [club_sheets.variant_line(ev), i18n.plural("EveningPage", "%n Passen", ev.passen)]
        if ev.tables:
            parts.append(i18n.plural("EveningPage", "%n tables", ev.tables))
        if ev.place:
            parts.insert(0, ev.place)
        parts.append(self.tr("season {0}").format(ev.season))
        self.details.setText(" · ".join(parts))
        self._fill_tree()
        self.tree.last_column_whole()
        self.tree.updateGeometry()  # its least width follows the names
        if selected is not None:
            self.select(*selected)
        ranking = run(self, lambda: club.evening_ranking(ev.id))
        self.ranking.database = club.path
        self.ranking.set_ranking(ranking, evening=ev, marks=member_marks(
            self.marks, [r for rs in self.results.values() for r in rs]))
        self._ranking_whole()
        self._selection_changed()

    def _name(self, member_id: int) -> str:
        member = self.members.get(member_id)
        return member.name if member is not None else f"#{member_id}"

    def _players_text(self, seats: tuple[int, ...], teams: tuple[tuple[int, ...], ...]) -> str:
        """Short names (the full names are in the tooltip): a line per team, "A: Anna & Cla"."""
        if any(len(t) > 1 for t in teams):
            return "\n".join(
                self.tr("{0}: {1}").format(team_letter(i),
                                           " & ".join(self._short(m) for m in team))
                for i, team in enumerate(teams))
        return _lines([self._short(m) for m in seats])

    def _result_text(self, passe: int, table: int) -> str:
        results = self.results.get((passe, table))
        if not results:
            return ""
        sides: dict[Any, list[Result]] = defaultdict(list)
        for r in results:
            sides[r.side if r.side is not None else ("member", r.member)].append(r)
        # an unfinished match imported has no winner (the club stores none): said so, with
        # the rounds it played, where the rank alone read "B won" (a trial's)
        unfinished = ("" if any(r.won for r in results)
                      else unfinished_words(self.marks.get((passe, table))))
        if len(sides) < len(results):  # teams: the team's figure once, and who won
            groups = sorted(sides.values(), key=lambda rs: rs[0].side or 0)
            points = _team_points([g[0].points for g in groups])
            # on a line of its own: the column stays as narrow as the players need
            return (f"{points}\n{unfinished}" if unfinished
                    else f"{points} · {self._winner(groups)}")
        ordered = sorted(results, key=lambda r: (r.rank, sort_key(self._name(r.member))))
        return _lines([f"{i18n.rank(r.rank)} {self._short(r.member)} {i18n.number(r.points)}"
                       for r in ordered] + ([unfinished] if unfinished else []))

    def _winner(self, teams: Sequence[Sequence[Result]]) -> str:
        """Which team won, said: in a Partie to a target the fewer points can win (the team
        that bedankte), and equal points are decided by the Matches. Teams sharing rank 1
        all won, as the club stores it (each player's "won", the terminal's "rank 1, won",
        the CSV file's Won 1) and the board says it ("Tie: both teams share the win"):
        "unentschieden" here read as nobody won beside them (a trial's), and a Coiffeur of
        three teams was "tie" whoever won."""
        first = [team_letter(i) for i, team in enumerate(teams) if team[0].rank == 1]
        if len(first) == 1:
            return self.tr("{0} won").format(first[0])
        if len(first) == len(teams) == 2:
            return self.tr("tie: both won")
        if len(first) == len(teams):
            return self.tr("tie: all won")
        return self.tr("tie: {0} won").format(i18n.and_names(first))

    def _short(self, member_id: int) -> str:
        """The short name as the tables' list shows it: a guest marked, as the draw and the
        ranking mark him ("Vreni Gast · guest")."""
        member = self.members.get(member_id)
        if member is None:
            return f"#{member_id}"
        return i18n.guest(member.label) if member.guest else member.label

    def _tip_name(self, member_id: int) -> str:
        """The full name for a tooltip, a guest marked."""
        member = self.members.get(member_id)
        name = self._name(member_id)
        return i18n.guest(name) if member is not None and member.guest else name

    def _source_text(self, passe: int, table: int) -> tuple[str, QColor]:
        results = self.results.get((passe, table))
        link = self.cw.link_for(self.evening, passe, table)
        if link is not None and not results:
            return self.tr("playing in Jasstafel …"), PLAYING
        if link is not None and link.behind:
            # the match changed in the main window since it was saved (an undo): the result
            # shown stays until it is saved again (a trial's club said nothing of it)
            source, _color = self._stored_source(passe, table, results or [])
            again = (self.tr("changed in Jasstafel, not saved") if link.session.match.finished
                     else self.tr("open again in Jasstafel"))
            return f"{source}\n{again}", PLAYING
        return self._stored_source(passe, table, results or [])

    def _stored_source(self, passe: int, table: int,
                       results: list[Result]) -> tuple[str, QColor]:
        """Where the table's result came from (*open* without one)."""
        if not results:
            return self.tr("open"), OPEN
        corrected = self.hand.get((passe, table))
        if corrected is not None:  # the club's figures count, not the match's: said why
            said = self.tr("corrected by hand")
            # the reason on a line of its own: the column stays as narrow as the players need
            return (f"{said}\n{_reason_lines(corrected.note)}" if corrected.note else said), DONE
        # a line under the result that reads on its own: "A gagne" over "d'une feuille
        # papier" was read "A wins by one paper sheet" (a Romand trial)
        if results[0].source == "match":
            mark = self.marks.get((passe, table))
            # his correction on his live page said so (a French trial's read "joué dans
            # Jasstafel" beside the log's "corrigé par le chef de jeu (en direct)")
            played = (self.tr("live, corrected by the Oberjasser")
                      if (passe, table) in self.by_oberjasser else self.tr("played in Jasstafel"))
            if mark is not None and mark.other_rules is not None:  # the reason in the tooltip
                return "\n".join((played, self.tr("other rules"))), DONE
            return played, DONE
        note = self.typed.get((passe, table))
        if note is None:
            return self.tr("typed from a paper sheet"), DONE
        # corrected after it was typed: said as a played table's correction is (a Romand
        # trial's corrected table read only "tapé d'une feuille"), its reason under it
        said = self.tr("typed from a paper sheet · corrected")
        return (f"{said}\n{_reason_lines(note)}" if note else said), DONE

    def _source_tip(self, passe: int, table: int) -> str:
        link = self.cw.link_for(self.evening, passe, table)
        behind = "" if link is None or not link.behind else self.tr(
            "The match in the main window was changed after this result was saved to the "
            "club (an entry undone or corrected): this result stays until the match is saved "
            "to the club again, at once when it is finished.")
        marked = "\n\n".join(mark_tips(passe, table, self.marks.get((passe, table))))
        corrected = self.hand.get((passe, table))
        if corrected is None:
            # a typed table corrected: its reason whole (the list may cut a long one)
            note = self.typed.get((passe, table)) or ""
            return "\n\n".join(part for part in (marked, note, behind) if part)
        tip = self.tr("Corrected by hand after the match was stored: these figures count, not "
                      "the match's own ({0}).").format(_team_points(corrected.match_points))
        return tip + ("\n" + corrected.note if corrected.note else "") + (
            "\n\n" + marked if marked else "") + ("\n\n" + behind if behind else "")

    def _fill_tree(self) -> None:
        ev = self.evening
        assert ev is not None
        tables: dict[int, dict[int, tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]]] = \
            defaultdict(dict)
        out: dict[int, tuple[int, ...]] = {}
        for drawn in self.drawn:
            for t in drawn.tables:
                tables[drawn.passe][t.number] = (t.seats, t.teams)
            out[drawn.passe] = drawn.sitting_out
        for (number, table), results in self.results.items():
            drawn_here = tables[number].get(table)
            played = {r.member for r in results}
            if drawn_here is None or set(drawn_here[0]) != played:
                # recorded without a draw, or by other players (an override): who played,
                # by their teams where the result has them
                seats = tuple(r.member for r in sorted(results, key=lambda r: (
                    r.side if r.side is not None else 0, r.member)))
                sides = sorted({r.side for r in results if r.side is not None})
                teams = tuple(tuple(r.member for r in results if r.side == side)
                              for side in sides)
                if len(teams) >= 2 and len({len(team) for team in teams}) == 1 \
                        and len(results) == len(teams) * len(teams[0]) > len(teams):
                    # teams (a Coiffeur's three of two too) seated round the table by turns:
                    # A, B, C, A, B, C
                    seats = tuple(m for seat in zip(*teams, strict=True) for m in seat)
                else:
                    teams = tuple((m,) for m in seats)
                tables[number][table] = (seats, teams)
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for passe in range(1, ev.passen + 1):
            own = tables.get(passe, {})
            done = sum(1 for t in own if (passe, t) in self.results)
            # the words follow the count of tables recorded ("1 table inscrite sur 2", as
            # French writes it); German and English say the total's tables, one is its own
            if not own:
                state = self.tr("not drawn yet")
            elif len(own) == 1:
                state = i18n.plural("EveningPage", "%n of 1 table recorded", done)
            else:
                recorded = i18n.plural("EveningPage", "%n of {0} tables recorded", done)
                state = recorded.format(i18n.number(len(own)))
            # one line over the columns: its words gave the results' column its width (the
            # words outside an f-string: lupdate does not read calls inside one)
            name = self.tr("Passe {0}").format(passe)
            top = QTreeWidgetItem([f"{name} · {state}"])
            top.setFont(0, bold)
            top.setData(0, Qt.ItemDataRole.UserRole, None)
            self.tree.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)
            for number, (seats, teams) in sorted(own.items()):
                source, color = self._source_text(passe, number)
                result = self._result_text(passe, number)
                # a right-to-left name keeps the figures after it in their order: "1er
                # سامي 30" was shown "1er 30 سامي" (the names isolated, for the eye only)
                item = QTreeWidgetItem([self.tr("Table {0}").format(number),
                                        isolate_rtl(self._players_text(seats, teams)),
                                        isolate_rtl(f"{result}\n{source}" if result
                                                    else source)])
                item.setForeground(2, QBrush(color))
                # names are text: a tooltip with a tag in it is rich text to Qt
                item.setToolTip(1, plain("\n".join(self._tip_name(m) for m in seats)))
                item.setToolTip(2, plain(self._source_tip(passe, number)))
                item.setData(0, Qt.ItemDataRole.UserRole, (passe, number))
                top.addChild(item)
            if out.get(passe):
                resting = sorted((self._short(m) for m in out[passe]), key=sort_key)
                item = QTreeWidgetItem([self.tr("sits out"), isolate_rtl(", ".join(resting)),
                                        ""])
                item.setData(0, Qt.ItemDataRole.UserRole, None)
                top.addChild(item)
            top.setExpanded(True)
        self._show_hint()

    def _show_hint(self) -> None:
        """What to do next, under the tables' list (a refusal there goes)."""
        self._lost_digits = ""
        self.hint.setStyleSheet(HINT_STYLE)
        if not self.drawn:
            self.hint.setText(self.tr("First draw the seats: Draw… (choose the members "
                                      "present)."))
        else:
            self.hint.setText(self.tr("Choose a table: play it in Jasstafel, type its paper "
                                      "result, or import match files of several tables."))

    def _digits_typed(self, digit: str) -> None:
        """Figures typed on the tables' list: said under it, with where they go (a trial's
        went nowhere without a word, and Enter later opened the print preview)."""
        self._lost_digits += digit
        self.hint.setStyleSheet(ERROR_STYLE)
        # no longer than the hint it replaces: the buttons under it stay where they are
        self.hint.setText(self.tr(
            "{0} went into no field: choose an open table, then “{1}”.").format(
            self._lost_digits, as_shown(self.paper_button.text())))

    def _table_item(self, passe: int, table: int) -> QTreeWidgetItem | None:
        """The tree's line of a table (under its Passe), or None."""
        passes = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        for top in passes:
            tables = (top.child(k) for k in range(top.childCount())) if top is not None else ()
            for item in tables:
                if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == (passe, table):
                    return item
        return None

    def select(self, passe: int, table: int) -> bool:
        item = self._table_item(passe, table)
        if item is not None:
            self.tree.setCurrentItem(item)
        return item is not None

    def selected(self) -> tuple[int, int] | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return tuple(data) if data else None

    def table_text(self, passe: int, table: int) -> tuple[str, str]:
        """(players, result) as the tree shows them (for tests)."""
        item = self._table_item(passe, table)
        return (item.text(1), item.text(2)) if item is not None else ("", "")

    def start_live(self) -> None:
        """Every table writes on its own phone (jasstafel.live, docs/club-live.md). While
        the evening is live from this window, its live evening's window is brought to the
        front instead (pressed again, the button said "evening 1 of this club is live at
        … (process …)", as if another program had it: a trial's)."""
        from .live import start_live

        running = self._live_dialog()
        if running is not None:
            running.showNormal()
            running.raise_()
            running.activateWindow()
            return
        if self.cw.club is not None and self.evening is not None:
            self.live = start_live(self, self.cw.club.path, self.evening.id)
            if self.live is not None:  # ended (here or on the Oberjasser's page): the button
                self.live.stopped.connect(self._selection_changed)  # starts one again
            self._selection_changed()

    def _live_dialog(self) -> LiveEveningDialog | None:
        """The window of this page's evening while it is live from this window."""
        running = self.cw.live_here(self.evening.id) if self.evening is not None else None
        if running is None:
            return None
        from .live import LiveEveningDialog

        return next((d for d in self.findChildren(LiveEveningDialog) if d.live is running),
                    None)

    def follow_live(self) -> None:
        """Another program started or ended a live evening of the club: the buttons and the
        line follow (the club window looks at its marker as it polls)."""
        self._selection_changed()

    def _grey_while_live(self) -> None:
        """While another program serves an evening of the club live, the page says so (of
        this evening, with its address) and greys what it would refuse, saying why in the
        tooltip: this evening's draw, edit and deletion, and starting one here (one evening
        of a club is live at a time). Its results still go through that server."""
        info = self.cw.live_elsewhere() if self.cw.club is not None else None
        ev = self.evening
        mine = info is not None and ev is not None and info.evening in (ev.id, 0)
        self.live_line.setVisible(mine)
        if info is None or ev is None:
            return
        if mine:
            # the address on a line of its own: never broken where the line wraps
            self.live_line.setText(self.tr(
                "Live now, served by another program (process {1}) at:\n{0}\nThe tables "
                "write on their phones; results typed here go through it.").format(
                    info.url, info.pid))
            why = self.cw.live_elsewhere_refusal(ev.id, info)
            for button in (self.draw_button, self.edit_button, self.delete_button):
                button.setEnabled(False)
                button.setToolTip(why)
        if self._live_dialog() is None:
            self.live_button.setEnabled(False)
            self.live_button.setToolTip(self.tr(
                "Evening {0} of this club is live in another program at:\n{1}\nOne evening "
                "of a club is live at a time.").format(info.evening, info.url)
                if info.evening else self.cw.live_elsewhere_refusal(ev.id, info))

    def _update_live_button(self, have: bool) -> None:
        """*Start live evening…* on a drawn evening; *Show live evening* while it is live
        from this window; disabled, saying why, while another evening of the club is."""
        from ...live.service import running_here

        club = self.cw.club
        running = running_here(club.path) if club is not None else None
        here = self._live_dialog() is not None
        other = running is not None and not here and (
            self.evening is None or running.evening_id != self.evening.id)
        self.live_button.setText(self.tr("Show live evening") if here
                                 else self.tr("Start live evening…"))
        if not here and not self.cw.writable():  # its tables would write to the club
            self.cw.allow_change(self.live_button, False)
            return
        self.live_button.setEnabled(here or (have and bool(self.drawn) and not other))
        tip = ""
        if here:
            tip = self.tr("The evening is live from this window: shows its window (the "
                          "address, the codes, the end of the evening).")
        elif other and running is not None and club is not None:
            live_id = running.evening_id
            live = run(self, lambda: club.evening(live_id))
            tip = self.tr("Evening {0} of this club is live from this window: one evening of "
                          "a club is live at a time. End it first (End the live evening, in "
                          "its window).").format(iso_date_text(live.date) if live is not None
                                                 else live_id)
        self.live_button.setToolTip(tip)

    def _selection_changed(self) -> None:
        if self._lost_digits:  # another line chosen: the refusal said its piece
            self._show_hint()
        have = self.cw.club is not None and self.evening is not None
        chosen = self.selected() if have else None
        recorded = chosen is not None and chosen in self.results
        drawn = chosen is not None and self.seats(*chosen) is not None
        # what changes the club is offered only where its file can be written (disabled,
        # saying why, while it is read-only); the seat list and the paper only read it
        allow = self.cw.allow_change
        for button in (self.draw_button, self.import_button, self.edit_button,
                       self.delete_button):
            allow(button, have)
        self.seats_print_button.setEnabled(have and bool(self.drawn))
        self.paper_menu_button.setEnabled(have and bool(self.drawn))
        self._update_live_button(have)
        self._grey_while_live()
        allow(self.play_button, drawn)  # its match is saved to the club when finished
        allow(self.save_button, chosen is not None)
        allow(self.paper_button, drawn and not recorded)
        allow(self.correct_button, recorded)
        allow(self.remove_button, recorded)

    def _double_clicked(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        # as the buttons: nothing opened to change a read-only club file
        if chosen in self.results:
            if self.correct_button.isEnabled():
                self.correct_dialog()
        elif self.seats(*chosen) is not None and self.paper_button.isEnabled():
            self.paper_dialog()

    # -- the draw and the tables ---------------------------------------------------------------

    def seats(self, passe: int, table: int) -> tuple[tuple[int, ...],
                                                     tuple[tuple[int, ...], ...]] | None:
        """The drawn seats and teams of a table, or None."""
        for p in self.drawn:
            if p.passe == passe:
                for t in p.tables:
                    if t.number == table:
                        return t.seats, t.teams
        return None

    def draw_dialog(self) -> DrawDialog | None:
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return None
        if not self.cw.may_write(self, ev.id, draw=True):
            return None
        dialog = DrawDialog(self, club, ev, self.cw.rng)
        dialog.writer = lambda action: self.cw.write(ev.id, action, draw=True)

        def done(result: DrawResult) -> None:
            self.cw.changed()
            if result.partner_repeats:
                pairs = one_after_the_other([self.tr("Passe {0}: {1} and {2}").format(
                    p, self._name(a), self._name(b)) for p, a, b in result.partner_repeats])
                warning(self, self.tr("Partners again"),
                     self.tr("No draw without a repeated partner was found. Partners again: "
                             "{0}").format(pairs))

        dialog.done_callbacks.append(done)
        dialog.open()
        return dialog

    def paper_dialog(self) -> PaperResultDialog | None:
        return self._result_dialog(correct=False)

    def correct_dialog(self) -> PaperResultDialog | None:
        return self._result_dialog(correct=True)

    def _result_dialog(self, correct: bool) -> PaperResultDialog | None:
        club, ev, chosen = self.cw.club, self.evening, self.selected()
        if club is None or ev is None or chosen is None:
            return None
        passe, table = chosen
        current = self.results.get(chosen)
        if correct and not current:
            return None
        if not correct and current:
            warning(self, self.tr("Already recorded"),
                 self.tr("Passe {0}, table {1} has a result: correct it instead.")
                 .format(passe, table))
            return None
        if not self.cw.may_write(self, ev.id):
            return None
        seats = self.seats(passe, table)
        if seats is not None:
            groups = [[self.members[m] for m in team] for team in seats[1]]
            if current and {r.member for r in current} != set(seats[0]):
                seats = None  # recorded with other players than drawn: theirs count
        if seats is None:
            if not current:
                return None
            by_side: dict[Any, list[Member]] = defaultdict(list)
            for r in current:
                key = r.side if r.side is not None else ("member", r.member)
                by_side[key].append(self.members[r.member])
            groups = list(by_side.values())
        dialog = PaperResultDialog(self, club, ev, passe, table, groups,
                                   current if correct else None,
                                   self.marks.get(chosen) if correct else None)
        dialog.writer = lambda action: self.cw.write(ev.id, action)
        dialog.done_callbacks.append(lambda _v: self.cw.changed())
        dialog.open()
        return dialog

    def remove_result(self) -> RemoveResultDialog | None:
        """The removal asked in a dialog with the reason for the log, as a correction."""
        club, ev, chosen = self.cw.club, self.evening, self.selected()
        if club is None or ev is None or chosen is None or chosen not in self.results:
            return None
        passe, table = chosen
        if not self.cw.may_write(self, ev.id):
            return None
        dialog = RemoveResultDialog(self, ev, passe, table)
        dialog.writer = lambda action: self.cw.write(ev.id, action)
        dialog.done_callbacks.append(lambda _v: self.cw.changed())
        dialog.open()
        return dialog

    def import_dialog(self, paths: list[str] | None = None) -> ImportDialog | None:
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return None
        if not self.cw.may_write(self, ev.id):
            return None
        if paths is None:
            folder = str(self.cw.settings.value("club/import", "") or "")
            filters = self.tr("Jass match (*.jass *.json);;All files (*)")
            paths, _f = QFileDialog.getOpenFileNames(self, self.tr("Import match files"),
                                                     folder, filters)
            if not paths:
                return None
        self.cw.settings.setValue("club/import", str(Path(paths[0]).parent))
        dialog: ImportDialog | None = run(self, lambda: ImportDialog(self, club, ev, paths))
        if dialog is None:
            return None
        dialog.writer = lambda action: self.cw.write(ev.id, action)
        dialog.done_callbacks.append(lambda _v: self.cw.changed())
        dialog.open()
        return dialog

    # -- the evening itself -----------------------------------------------------------------

    def edit_dialog(self) -> EditEveningDialog | None:
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return None
        if not self.cw.may_write(self, ev.id, draw=True):
            return None
        dialog = EditEveningDialog(self, club, self.cw.settings, ev, bool(self.results),
                                   bool(self.drawn))
        dialog.writer = lambda action: self.cw.write(ev.id, action, draw=True)

        def done(evening: Evening) -> None:
            self.cw.changed()
            self.cw.evenings.choose(evening.id)

        dialog.done_callbacks.append(done)
        dialog.open()
        return dialog

    def delete_evening(self) -> bool:
        """Delete the evening (after asking, with what goes): the log keeps it all."""
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return False
        if not self.cw.may_write(self, ev.id, draw=True):
            return False
        results = sum(len(r) for r in self.results.values())
        if not confirm(self, self.tr("Delete evening"),
                   self.tr("Delete the evening of {0} ({1}) with its draw and {2} results? The "
                           "corrections log keeps all of it.").format(
                       iso_date_text(ev.date), club_sheets.evening_name(ev), results)):
            return False
        note = self.tr("deleted in the club window")

        def delete() -> bool:
            self.cw.write(ev.id, lambda club: club.delete_evening(ev.id, note=note), draw=True)
            return True

        if not run(self, delete, self.tr("Not deleted")):
            return False
        self.evening = None
        self.cw.changed()
        return True

    # -- playing -------------------------------------------------------------------------------

    def play(self) -> None:
        ev, chosen = self.evening, self.selected()
        if ev is None or chosen is None or self.seats(*chosen) is None:
            return
        passe, table = chosen
        if chosen in self.results and not confirm(
                self, self.tr("Play again?"),
                self.tr("Passe {0}, table {1} has a result. Play it again? The new match "
                        "replaces it when it is saved to the club.").format(passe, table)):
            return
        self.cw.play(ev, passe, table)

    def save_to_club(self) -> None:
        ev, chosen = self.evening, self.selected()
        if ev is None or chosen is None:
            return
        self.cw.save_to_club(ev, *chosen)

    # -- paper ---------------------------------------------------------------------------------

    #: the paper for an evening: seat list, table sheets, table cards, seat map
    PAPERS = ("seats", "sheets", "cards", "map")

    def paper_title(self, kind: str) -> str:
        ev = self.evening
        assert ev is not None
        name = club_sheets.evening_name(ev)
        return {"seats": club_sheets.seat_list_title(ev),
                "sheets": self.tr("Table sheets · {0}").format(name),
                "cards": self.tr("Table cards · {0}").format(name),
                "map": self.tr("Seat map · {0}").format(name)}[kind]

    def paper_documents(self, kind: str) -> list[Any]:
        """What the *kind* of paper paints: the club's documents (see club_sheets)."""
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return []
        name = sheet_club(self.cw.settings)
        if kind == "seats":
            return [club_sheets.seat_list_document(ev, club.seat_list(ev.id), name)]
        drawn = club.drawn(ev.id)
        members = {m.id: m for m in club.members(guests=True)}
        if kind == "map":
            return [club_sheets.seat_map_document(ev, drawn, members, name)]
        tables = club_sheets.seated_tables(ev, drawn, members)
        if kind == "cards":
            return [club_sheets.table_cards_document(tables, name)] if tables else []
        return [club_sheets.table_sheet_document(t, name) for t in tables]

    def paint_paper(self, kind: str, device: QPagedPaintDevice) -> None:
        documents = self.paper_documents(kind)
        if documents:
            club_sheets.paint_documents(device, documents)

    def print_paper(self, kind: str) -> None:
        """The print preview of the paper (its Print button opens the printer dialog)."""
        if self.evening is not None:
            print_preview(self, self.cw.settings, self.paper_title(kind),
                          lambda device: self.paint_paper(kind, device),
                          self.paper_file_name(kind))

    def paper_file_name(self, kind: str) -> str:
        """The paper's file name without ".pdf": "2026-11-26-donnschtig-jass-table-sheets"
        (the evening named: another of its day has a name of its own)."""
        assert self.evening is not None
        words = {"seats": self.tr("seats"), "sheets": self.tr("table-sheets"),
                 "cards": self.tr("table-cards"), "map": self.tr("seat-map")}
        return safe_name(f"{evening_file_name(self.evening)}-{words[kind]}")

    def export_paper(self, kind: str) -> str:
        """The paper as a PDF file; returns its path ("" when cancelled or refused)."""
        club, ev = self.cw.club, self.evening
        if club is None or ev is None:
            return ""
        path, _f = ask_save(self, self.cw.settings, self.tr("{0} as PDF").format(
            self.paper_title(kind)), self.paper_file_name(kind) + ".pdf",
            "PDF (*.pdf)", suffix=".pdf")
        if not path:
            return ""
        settings = self.cw.settings
        database = club.path

        def write() -> bool:
            check_output(path, [database], kind="pdf")
            documents = self.paper_documents(kind)
            if not documents:
                raise ClubInputError(self.tr("No draw yet: draw the evening first."))
            pdf = PdfFile(path, sheet_paper(settings), title=self.paper_title(kind))
            club_sheets.paint_documents(pdf.writer, documents)
            pdf.save()
            return True

        if run(self, write, self.tr("Not written")):
            written(self, path)
            return path
        return ""

    # the seat list, by its old names
    def print_seat_list(self) -> None:
        self.print_paper("seats")

    def export_seat_list(self) -> str:
        return self.export_paper("seats")


# -- the list of evenings ---------------------------------------------------------------------
