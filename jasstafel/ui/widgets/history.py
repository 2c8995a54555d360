"""The history: every entry in words. Select one to correct it, delete it, or insert a
forgotten entry before it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from itertools import compress, count
from operator import attrgetter, is_not, ne
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...core.errors import RuleViolation
from ...i18n import isolate_rtl, number, render
from ..controller import MatchController
from ..i18n import rule_message
from .conflicts import DELETING, said_with, way_out
from .entrypanel import EntryPanel
from .isolates import isolate_room
from .keys import enter_presses_button, key_text
from .repaint import unpainted
from .sentence import french_spaces, items_whole, unbroken_names, wrap_between_items
from .statusbar import window_says_step
from .style import FOCUS_COLOR

if TYPE_CHECKING:
    from ...core import Board, EntryLine
    from ...core.variant import Variant


#: per row: the entry and its board line (lists of the same length)
_Rows = tuple[list[object], list["EntryLine"]]
_TOTALS = attrgetter("totals")
_NUMBER = attrgetter("number")


def _first(changed: Iterable[bool], end: int, start: int = 0) -> int:
    """The index of the first true in *changed* (counted from *start*), else *end*."""
    return next(compress(count(start), changed), end)


def _first_changed(old: _Rows, new: _Rows) -> int:
    """The first row whose text may differ: its entry is another object, or its line's totals
    or number differ. Compared in C (map, compress), not row by row in Python: at every entry
    of a 1,000-entry match this took 0.7 ms (docs/performance.md). A row whose line is the
    same object as before reads the same (a line is frozen); only from the first line made
    again (a correction replays the entries after it, whose rows mostly read as before) are
    the totals and numbers compared: after a new entry, none."""
    entry = _first(map(is_not, old[0], new[0]), min(len(old[0]), len(new[0])))
    same = _first(map(is_not, old[1], new[1]), entry)
    old_lines, new_lines = old[1][same:entry], new[1][same:entry]
    return min(_first(map(ne, map(_TOTALS, old_lines), map(_TOTALS, new_lines)), entry, same),
               _first(map(ne, map(_NUMBER, old_lines), map(_NUMBER, new_lines)), entry, same))


class _RowDelegate(QStyledItemDelegate):
    #: the match's players and teams, whose names stay whole in a row (:func:`items_whole`)
    names: tuple[str, ...] = ()

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt override
                        index: QModelIndex | QPersistentModelIndex) -> None:
        """A row's line wraps between its items, as the line under the form does
        (:func:`~.sentence.wrap_between_items`: a tester's row left the last score alone), and
        never at a double name's hyphen ("Anne-" / "Catherine" read as two players), nor
        inside an item ("Gertrud 1" / "(−20)": :func:`~.sentence.items_whole`), nor before a
        French ":". Shown only: the item's text, copied and exported, keeps its own spaces
        and hyphens."""
        super().initStyleOption(option, index)
        text = items_whole(wrap_between_items(option.text), self.names)
        option.text = french_spaces(unbroken_names(text))
        flag = index.data(FLAG_ROLE)
        if flag:  # under the entry, as the Oberjasser's page says it beside the table
            option.text += FLAG_BREAK + flag

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        """A flagged row drawn twice with the same text, so that its lines stay where Qt
        lays them out: clipped above the flag in the row's own colours, below it with the
        flag's red (the entry's own words are not the flag's: a red Text colour made the
        whole row red). Chosen, the flag keeps the highlight's text colour (red on blue is
        unread)."""
        flag = index.data(FLAG_ROLE)
        if not flag:
            super().paint(painter, option, index)
            return
        full = QStyleOptionViewItem(option)
        self.initStyleOption(full, index)
        style = full.widget.style() if full.widget is not None else QApplication.style()
        rect = full.rect
        split = rect.top() + self._flag_top(full, len(flag))
        red = QStyleOptionViewItem(full)
        red.palette.setColor(QPalette.ColorRole.Text, QColor(FLAG_COLOR))
        for shown, clip in ((full, QRect(rect.left(), rect.top(), rect.width(),
                                         split - rect.top())),
                            (red, QRect(rect.left(), split, rect.width(),
                                        rect.bottom() + 1 - split))):
            painter.save()
            painter.setClipRect(clip, Qt.ClipOperation.IntersectClip)
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter,
                              full.widget)
            painter.restore()

    @staticmethod
    def _flag_top(option: QStyleOptionViewItem, flag: int) -> int:
        """Where in *option*'s row (from its top) the flag's first line begins: below the
        entry's lines, as tall as the entry alone is laid out at the row's width, with the
        text block centred in the row as Qt draws it."""
        entry = QStyleOptionViewItem(option)
        entry.text = option.text[:-(flag + len(FLAG_BREAK))]
        whole, alone = (_RowDelegate._size(o).height() for o in (option, entry))
        return (option.rect.height() - whole) // 2 + alone

    @staticmethod
    def _size(option: QStyleOptionViewItem) -> QSize:
        """The size the style gives a row of *option* (its text wrapped at its width)."""
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, QSize(),
                                      widget)

    def measure(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        """The size Qt's own ``sizeHint`` gives the row, whatever size the row keeps
        (``sizeHint`` answers with that, once it is set); a wrapped row with a right-to-left
        name in it a little taller (:func:`isolate_room`)."""
        option = QStyleOptionViewItem(option)
        self.initStyleOption(option, index)
        size = self._size(option)
        return size + QSize(0, isolate_room(option.text, option.font, size.height()))


FOCUS_MARGIN = 2  # the history's focus frame, round its rows
#: a row's flag (:meth:`HistoryView.flag`): the words shown under its entry, in the colour
#: of a warning (the history's own refusals', the Oberjasser's page's)
FLAG_ROLE = Qt.ItemDataRole.UserRole + 1
FLAG_COLOR = "#b3261e"
FLAG_BREAK = "\u2028"  # a line break to Qt's layout ("\n" is none): the flag's own line


_HOME = QAbstractItemView.CursorAction.MoveHome


class EntryList(QListWidget):
    """The history's rows. Qt makes the first row current whenever the list gets the focus
    without one, also when the focus only passes by (a finished Partie hides the form, a
    page of the form is hidden by an undo; Qt then says "Tab" too): Correct and Del would
    act on entry 1. Here a row is chosen only by the Schreiber (a click, the arrow keys,
    which start at the newest); with none chosen, Enter and Ctrl+E correct the newest entry."""

    def __init__(self) -> None:
        self._resizing = False  # in viewportEvent's resize (Qt may resize during __init__)
        super().__init__()
        self.setAccessibleName(self.tr("History"))  # what a screen reader says: it said nothing
        self.setWordWrap(True)  # long rounds wrap instead of hiding behind a scroll bar
        self._rows = _RowDelegate(self)
        self.setItemDelegate(self._rows)
        self._row_width = -1  # the width the rows' heights were measured at
        #: per row, its height, or None for a row wider than the list; and how many of each
        self._kinds: list[int | None] = []
        self._counts: Counter[int | None] = Counter()
        self.setViewportMargins(FOCUS_MARGIN, FOCUS_MARGIN, FOCUS_MARGIN, FOCUS_MARGIN)

    # Every row keeps its size, measured once at the list's width. Without that, Qt measures
    # every row again at every new entry (a word-wrapped text laid out 1,000 times: 1 to 2 ms
    # of a 1,000-entry match, docs/performance.md); with it, only the new row is measured,
    # and every row again only when the width changes.
    #
    # Qt still lays out every row at a row added (it asks each row's size of its item, a
    # thousand items far apart in memory: 0.4 ms of CPU time at 1,000 entries). Where every
    # row is of one height and none wider than the list (one line each, the usual history),
    # the list says its rows are of one size, and Qt takes the last row's size for all of
    # them without asking: the same places, each row as wide as the list either way
    # (docs/performance.md, the twenty-eighth pass).

    def add_row(self, text: str) -> None:
        item = QListWidgetItem(isolate_rtl(text))  # a right-to-left name: numbers in order
        self.addItem(item)
        option = self._option()
        size = self._measure(self.count() - 1, option)
        item.setSizeHint(size)
        self._kinds.append(self._kind(size, option))
        self._counts[self._kinds[-1]] += 1

    def keep_names_whole(self, rules: Variant[Any, Any, Any]) -> None:
        """The rows keep these players' and teams' names whole (measured and painted)."""
        # the longest first: "Anna Meier & Beat" glued before "Anna Meier" inside it
        names = {*rules.doc.players, *rules.side_names}
        self._rows.names = tuple(sorted(names, key=len, reverse=True))

    def take_rows(self, first: int) -> None:
        """Every row from *first* on taken out."""
        for _ in range(self.count() - first):
            self.takeItem(first)
        self._counts.subtract(self._kinds[first:])
        self._counts += Counter()  # the kinds no row has any more gone
        del self._kinds[first:]

    def clear(self) -> None:
        super().clear()
        self._kinds.clear()
        self._counts.clear()

    @staticmethod
    def _kind(size: QSize, option: QStyleOptionViewItem) -> int | None:
        return size.height() if size.width() <= option.rect.width() else None

    def _follow_sizes(self) -> None:
        """Rows of one size where they are (see above), before Qt lays them out."""
        uniform = len(self._counts) == 1 and None not in self._counts
        if uniform != self.uniformItemSizes():
            self.setUniformItemSizes(uniform)

    def _option(self) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        # a valid rectangle of the rows' width: the delegate wraps the text at that width,
        # as Qt's own layout of the list does
        option.rect = QRect(0, 0, self._rows_width(), 1)
        return option

    def _rows_width(self) -> int:
        """The width the rows are measured at: the list's with its scroll bar shown, also
        while it is not. Rows measured without it were too short once it came (a French
        Pandur's seventh round ended in "…", its last line cut), and rows measured at
        each width in turn could make the scroll bar come and go for ever."""
        width = self.viewport().width()
        bar = self.verticalScrollBar()
        if not bar.isVisibleTo(self) and (self.verticalScrollBarPolicy()
                                          != Qt.ScrollBarPolicy.ScrollBarAlwaysOff):
            width -= bar.sizeHint().width()
        return max(1, width)

    def _measure(self, row: int, option: QStyleOptionViewItem) -> QSize:
        return self._rows.measure(option, self.model().index(row, 0))

    def measure_row(self, row: int) -> None:
        """Row *row*'s height again (its flag came or went)."""
        size = self._measure(row, self._option())
        self.item(row).setSizeHint(size)
        self._counts[self._kinds[row]] -= 1
        self._kinds[row] = self._kind(size, self._option())
        self._counts[self._kinds[row]] += 1
        self._counts += Counter()  # the kinds no row has any more gone
        self._follow_sizes()
        self.doItemsLayout()

    def measure_rows(self) -> None:
        """Every row's height again, for the list's width now."""
        self._row_width = self._rows_width()
        option = self._option()
        self._kinds.clear()
        for row in range(self.count()):
            size = self._measure(row, option)
            self.item(row).setSizeHint(size)
            self._kinds.append(self._kind(size, option))
        self._counts = Counter(self._kinds)
        self._follow_sizes()

    @contextmanager
    def changing_from(self, first: int) -> Iterator[None]:
        """Rows from *first* on taken and added inside the ``with``; only they are painted
        again. Qt lays every row out again at a row added or taken, and then repaints every
        row in view (:mod:`.repaint`); here the rows before *first* keep their pixels, and
        the scroll to the newest entry moves them. Should the rows have moved meanwhile (the
        scroll bar's place changed: rows taken at the end), every row."""
        viewport = self.viewport()
        place = self.verticalScrollBar().value()
        with unpainted(viewport) as quiet:
            yield
            self._follow_sizes()
            self.doItemsLayout()  # now, not on Qt's timer, whose repaint would be of all
        if not quiet:
            return
        if self.verticalScrollBar().value() != place:
            viewport.update()
        else:
            top = self._top_of(first)
            viewport.update(QRect(0, top, viewport.width(), viewport.height() - top))

    def _top_of(self, row: int) -> int:
        """Where row *row* begins in the viewport (below the last row, if there is none)."""
        if row < self.count():
            return self.visualRect(self.model().index(row, 0)).top()
        if self.count():
            return self.visualRect(self.model().index(self.count() - 1, 0)).bottom() + 1
        return 0

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.Resize or self._resizing:
            return super().viewportEvent(event)
        # once at a time: rows wrapped between their items can be taller with the scroll
        # bar than without, and scrolling to the newest resized the viewport again, for ever
        # (the window on the Bedanken example crashed on it)
        self._resizing = True
        try:
            return self._resized(event)
        finally:
            self._resizing = False

    def _resized(self, event: QEvent) -> bool:
        # the newest entry stays in view: a window sized after the match was shown (the window
        # manager, at `jasstafel FILE`) left it below the edge; a place scrolled to is kept
        bar = self.verticalScrollBar()
        newest = bar.value() >= bar.maximum()
        if self._rows_width() != self._row_width:
            self.measure_rows()  # before Qt lays the rows out at the new width
        handled = super().viewportEvent(event)
        if newest:
            self.scrollToBottom()  # lays the rows out first (Qt's pending layout)
            QTimer.singleShot(0, self.scrollToBottom)  # and once the resize is done
        return handled

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.measure_rows()
        super().changeEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        had = self.currentRow()
        super().focusInEvent(event)
        if had < 0 <= self.currentRow():
            self.setCurrentRow(-1)
        self.update()  # the focus frame, round the rows

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self.update()

    def event(self, event: QEvent) -> bool:
        """While the list has the focus, a frame round the rows: with no row chosen (none
        is, until the Schreiber chooses one) nothing else showed where the keys went after
        the last entry of a Partie. Drawn in a margin that is always there, round the rows
        and never over them (over them it covered the top of the first line: "Stöck" read
        "Stock"), so that the rows keep their width (a new width measures every row
        again)."""
        handled = super().event(event)
        if event.type() == QEvent.Type.Paint and self.hasFocus():
            painter = QPainter(self)
            painter.setPen(QPen(QColor(FOCUS_COLOR), FOCUS_MARGIN))
            half = FOCUS_MARGIN // 2
            painter.drawRect(self.viewport().geometry().adjusted(-half, -half, half - 1,
                                                                  half - 1))
            painter.end()
        return handled

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A right button let go over the rows asks for the entry's menu, wherever the
        system says "context menu" (on Linux at the press, on Windows at the release; the
        menu is opened once: :meth:`HistoryView._menu_at`)."""
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.RightButton:
            self.customContextMenuRequested.emit(event.position().toPoint())

    def chosen(self) -> int:
        """The row the Schreiber chose, or -1: the current row only while it is selected
        (unselected with Ctrl+click it stayed current, unseen, and Del deleted it)."""
        item = self.currentItem()
        return self.currentRow() if item is not None and item.isSelected() else -1

    def moveCursor(self, action: QAbstractItemView.CursorAction,  # noqa: N802 - Qt override
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        """With no row chosen, the keys start at the newest entry, as Ctrl+E does; only Home
        goes to the first. Qt's own start is the first row for every key: End chose entry 1,
        and Del deleted it (a trial's, in a finished match: the winner changed)."""
        if self.chosen() < 0 and self.count() and action != _HOME:
            return self.model().index(self.count() - 1, 0)
        return super().moveCursor(action, modifiers)


class HistoryView(QWidget):
    correctRequested = Signal(int)  # noqa: N815 - Qt signal naming
    #: the entry chosen now (its index), -1 for none: a board shows it (a Coiffeur's cell)
    chosenChanged = Signal(int)  # noqa: N815 - Qt signal naming

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.panel: EntryPanel | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 6)
        self.list = EntryList()
        self.list.setObjectName("history")
        self.list.setAlternatingRowColors(True)
        # laid out in one pass (Qt's default), each row keeping its size: in batches, as
        # before, every entry began the batches again, and entries written faster than
        # ten batches a 1,000-entry history showed nothing (the benchmark's)
        # per row shown, what its text depends on: the entry and its line on the board
        self._rows: _Rows = ([], [])
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemDoubleClicked.connect(lambda _item: self.correct())
        # a right click on an entry: what the buttons under the history do, on that entry
        # (a mouse-first trial's right click only selected it)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu_at)
        self._menu: QMenu | None = None
        layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        self.correct_button = QPushButton(self.tr("Correct…"))
        self.correct_button.setToolTip(self.tr("Load the selected entry into the form, with "
                                               "none selected the newest (Enter, {0})")
                                       .format(key_text("Ctrl+E")))
        self.correct_button.clicked.connect(self.correct)
        self.insert_button = QPushButton(self.tr("Insert before…"))
        self.insert_button.clicked.connect(self.insert_before)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Delete the selected entry (Del); {0} brings "
                                              "it back").format(key_text("Ctrl+Z")))
        self.delete_button.clicked.connect(self.delete)
        for b in (self.correct_button, self.insert_button, self.delete_button):
            buttons.addWidget(b)
        # above the buttons, in the list's room: said under them, it moved them up by its
        # lines, under the mouse about to click again (a trial's)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.message.hide()
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.list.itemSelectionChanged.connect(lambda: self._selection(self.list.chosen()))
        self._selection(-1)
        #: the row flagged and its words (:meth:`flag`), kept for the rows made again
        self._flag: tuple[int, str] | None = None

    def set_board(self, board: Board) -> None:
        """Show every entry in words; only the rows from the first changed one are rebuilt,
        so adding round 1001 does not rewrite the first thousand."""
        entries = self.controller.match.entries
        if len(entries) != len(board.entries):
            raise ValueError("the board is not of the match's entries")
        keep = self.list.chosen()  # an entry unchosen stays unchosen (a trial's undo chose it)
        rows: _Rows = (list(entries), list(board.entries))
        first = _first_changed(self._rows, rows)
        self.list.keep_names_whole(self.controller.match.rules)
        with self.list.changing_from(first):
            self.list.take_rows(first)
            for line, entry in zip(board.entries[first:], entries[first:], strict=True):
                text = self.panel.history_text(line, entry) if self.panel else render(line.text)
                self.list.add_row(f"{number(line.number)}. {text}")
        added = len(entries) > len(self._rows[0]) and first == len(self._rows[0])
        self._rows = rows
        if 0 <= keep < self.list.count():
            self.list.setCurrentRow(keep)
        else:
            self.list.setCurrentRow(-1)
        if added or not 0 <= keep < self.list.count():
            self.scroll_to_newest()
        self._selection(self.list.chosen())
        self.message.hide()
        self._show_flag()

    def flag(self, row: int | None, said: str = "") -> None:
        """Entry *row* flagged with *said* under it (None: no row): a live table's round
        the phones flag as maybe written twice (:class:`~jasstafel.ui.club.live.
        WindowLink`). It stays on the row until flagged otherwise."""
        self._flag = None if row is None else (row, said)
        self._show_flag()

    def flag_of(self, row: int) -> str:
        """What row *row* says under its entry ("": nothing)."""
        return str(self.list.item(row).data(FLAG_ROLE) or "")

    def _show_flag(self) -> None:
        for row in range(self.list.count()):
            said = self._flag[1] if self._flag is not None and self._flag[0] == row else ""
            if self.flag_of(row) != said:
                self.list.item(row).setData(FLAG_ROLE, said or None)
                self.list.measure_row(row)

    def scroll_to_newest(self) -> None:
        """The newest entry in view (now, and again once Qt's pending layout has run)."""
        self.list.scrollToBottom()
        QTimer.singleShot(0, self.list.scrollToBottom)

    def forget_choice(self) -> None:
        """No entry chosen any more: the one chosen was written, corrected or deleted. Kept,
        Ctrl+E later opened that old entry, not the last one, and a second Del deleted the
        entry after a deleted one (trials'). The newest entry comes back into view, whole:
        the list stayed where the choice had taken it (entry 1 at the top, the newest cut in
        half at the bottom: a Romand trial's at 1024×600)."""
        self.list.setCurrentRow(-1)
        self._selection(-1)
        self.scroll_to_newest()

    def clear(self) -> None:
        """A different match (or language): rebuild every row next time."""
        self._rows = ([], [])
        self.list.clear()
        self._selection(-1)

    def _selection(self, row: int) -> None:
        """Correct works on the newest entry when none is selected, as Enter and Ctrl+E do;
        Insert before and Delete need the entry chosen."""
        self.correct_button.setEnabled(row >= 0 or self.list.count() > 0)
        for b in (self.insert_button, self.delete_button):
            b.setEnabled(row >= 0)
        self.message.hide()  # it spoke of the entry chosen before (or of none)
        self.chosenChanged.emit(row)

    def _menu_at(self, pos: QPoint) -> None:
        """The entry's menu at *pos* (the list's viewport): Correct…, Insert before… and
        Delete with their keys, each acting on the entry right-clicked by the button's own
        code, refusals and all. Outside the entries there is none."""
        item = self.list.itemAt(pos)
        if item is None or (self._menu is not None and self._menu.isVisible()):
            return
        row = self.list.row(item)
        self.list.setCurrentRow(row)  # chosen, as the buttons need it and the board shows it
        if self._menu is not None:
            self._menu.deleteLater()
        menu = self._menu = QMenu(self)
        menu.setObjectName("historyMenu")
        for text, keys, act in ((self.tr("&Correct…"), key_text("Ctrl+E"), self.correct),
                                (self.tr("&Insert before…"), "", self.insert_before),
                                (self.tr("&Delete"), key_text("Del"), self.delete)):
            # the keys in the menu's column of keys, as words only: the keys themselves
            # stay the list's and the window's
            action = menu.addAction(f"{text}\t{keys}" if keys else text)
            action.triggered.connect(lambda _c=False, act=act: self._on_entry(row, act))
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def _on_entry(self, row: int, act: Callable[[], None]) -> None:
        """*act* (a button's slot) on entry *row*, chosen again should the choice have
        gone meanwhile."""
        if 0 <= row < self.list.count() and self.list.chosen() != row:
            self.list.setCurrentRow(row)
        act()

    def say(self, text: str) -> None:
        """A word under the history (why Correct or Delete did nothing)."""
        self.message.setText(text)
        self.message.show()

    def unsay(self) -> None:
        """The word under the history gone: a new action began (a correction opened or
        ended, Esc). Kept, a Delete's refusal read as the refusal of the correction opened
        next (a keyboard trial's "makes entry 9 impossible" under "Correcting entry 8")."""
        self.message.hide()

    def correct(self) -> None:
        """The selected entry into the form; nothing selected: the last one (the entry
        most often mended is the one just written)."""
        row = self.list.chosen()
        if row < 0 and self.list.count():
            row = self.list.count() - 1
            self.list.setCurrentRow(row)
        if row < 0:
            self.say(self.tr("There is no entry to correct yet."))
            return
        if self.panel is not None:
            self.panel.start_correcting(row, self.controller.match.entries[row])
            if self.panel.focus_target() is None:  # a panel without number fields
                self.panel.setFocus()
            self.panel.focus_loaded()  # where the entry is mended, its value selected
            # its form from the top, as every entry's: the trump chosen was out of view (a
            # netbook trial's, after the history was reached by Tab)
            self.panel.form_scroll.from_the_top(QApplication.focusWidget())

    def insert_before(self) -> None:
        """A form for a forgotten entry before the one chosen; where the rules leave no
        room for any (a Guggitaler game, a Turnier with every round played), why, at once:
        nobody types a whole entry that Enter would refuse whatever it holds."""
        row = self.list.chosen()
        if row < 0 or self.panel is None or self._refused_while_open():
            return
        refusal = self.controller.match.insert_refusal(row)
        if refusal is not None:
            self.say(rule_message(refusal))
            return
        self.message.hide()
        self.panel.start_inserting(row)
        self.panel.focus_next()
        self.panel.form_scroll.from_the_top(QApplication.focusWidget())

    def delete(self) -> None:
        row = self.list.chosen()
        if row < 0:  # never a guess: deleting is not what Ctrl+Z is for
            self.say(self.tr("Choose the entry to delete in the history (select it, then "
                             "Del)."))
            return
        if self._refused_while_open(row):
            return
        refusal = self.panel.delete_refusal(row) if self.panel is not None else None
        if refusal is not None:  # the form's typing would go with the delete
            self.say(refusal)
            return
        try:
            moved = self.controller.delete(row, self._deletion_words(row))
        except RuleViolation as err:
            self.say(said_with(rule_message(err), way_out(err, DELETING)))
            return
        self.forget_choice()  # one Del, one entry
        # said: the entry went at once, without a question, and a mouse-first trial did not
        # know that it could come back; and when, where Undo waits for the typing in the
        # form (it was promised, then refused)
        if self.panel is not None and self.panel.has_typed():
            said = self.tr("Entry {0} deleted: Undo ({1}) brings it back when nothing is "
                           "typed in the form")
        else:
            said = self.tr("Entry {0} deleted: Undo ({1}) brings it back")
        window_says_step(self, said.format(number(row + 1), key_text("Ctrl+Z")))
        if self.panel is not None:
            self.panel.say_out_of_turn(moved, inserted=False)

    def _deletion_words(self, row: int) -> str:
        """The undo step of entry *row*'s deletion: in the undo history's list with the
        entry as this history writes it (its figures, for telling the steps apart), in the
        Edit menu alone (QUndoCommand: the list's text, a line break, the menu's)."""
        menu = self.tr("deletion of entry {0}").format(number(row + 1))
        if self.panel is None:
            return menu
        return f"{menu} – {self.panel.row_text(row, numbered=False)}\n{menu}"

    def _refused_while_open(self, deleting: int = -1) -> bool:
        """No entry deleted or inserted while a correction or an insertion is open, said
        with the open one and the ways out, as Undo says it: a trial's Del on entry 3 while
        entry 2 was corrected deleted it, promised that Undo brings it back, and Undo was
        refused (it waits for the correction). Only the entry being corrected may be
        deleted (*deleting*): its correction is left, nothing of it worth keeping; an
        insertion's typing is a new entry, kept."""
        panel = self.panel
        if panel is None or panel.correcting is None:
            return False
        if deleting == panel.correcting and not panel.inserting:
            return False
        at, esc = number(panel.correcting + 1), key_text("Esc")
        if panel.inserting:
            said = self.tr("A new entry before entry {0} is being typed: no entry is deleted "
                           "or inserted meanwhile. Insert it (Insert or Enter) or leave it "
                           "(Cancel insertion or {1}) first.")
        else:
            said = self.tr("Entry {0} is being corrected: no entry is deleted or inserted "
                           "meanwhile. Save the correction (Save correction or Enter) or "
                           "leave it (Cancel correction or {1}) first.")
        self.say(said.format(at, esc))
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if enter_presses_button(self, event):
            return
        if event.key() == Qt.Key.Key_Delete:
            self.delete()
        elif event.key() == Qt.Key.Key_Escape and self.panel and self.panel.correcting is not None:
            # the way out the refusals name (Delete's here, Undo's): the history's Esc only
            # hid the message, and the correction stayed open
            self.panel.leave_correcting()  # asked first when something was changed
        elif event.key() == Qt.Key.Key_Escape and self.message.isVisible():
            self.unsay()  # read: the Schreiber goes on (the choice stays)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.correct()
        else:
            super().keyPressEvent(event)
