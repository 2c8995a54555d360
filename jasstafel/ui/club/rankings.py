"""Rankings in the club window: a table with the rule in words, CSV, print and PDF.

:class:`RankingPanel` shows one :class:`~jasstafel.club.Ranking` (an evening's or a
season's) and puts it on paper; the evening page shows its evening's ranking live, and
:class:`RankingsPage` (the Rankings tab) shows any evening's or the season's ranking with the
season's settings: the best N of the first M evenings, the worst dropped, rank points or
points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel, QSettings, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPagedPaintDevice, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QScrollBar,
    QSpinBox,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...club import ClubError, Evening, Ranking
from ...club.export import default_delimiter, ranking_rows, write_csv
from ...club.ranking import SAT_OUT_SO_FAR
from ...i18n import FSI, isolate_rtl
from ...printing import club_sheets
from ..i18n import iso_date_text
from ..widgets.flow import FlowLayout
from ..widgets.isolates import WholeLines
from ..widgets.messages import plain
from ..widgets.screen import room
from ..widgets.style import FOCUS_COLOR, frame_focus
from .common import (
    HINT_STYLE,
    ask_save,
    evening_file_name,
    message,
    plain_label,
    print_preview,
    run,
    safe_name,
    sheet_club,
    sheet_paper,
    written,
)
from .marks import member_marks

if TYPE_CHECKING:
    from .window import ClubWindow

DROPPED = QColor("#8a8a8a")
# what the reader is told beside the rule: read before the rule, not greyed as a hint
NOTE_STYLE = "color: #7c2d12; font-weight: bold;"
TIE = QColor("#4b5563")
DELIMITER_KEY = "club/csv/delimiter"
#: the line that opens the notes: a link-like line, framed as the window's buttons are when
#: it has the cursor
NOTES_LINE_STYLE = (f"QToolButton {{ color: #7c2d12; font-weight: bold; border: none; "
                    f"padding: 1px 2px; }} QToolButton:focus {{ border: 2px solid "
                    f"{FOCUS_COLOR}; border-radius: 3px; }}")


def csv_delimiter(settings: QSettings) -> str:
    """The CSV separator: the last one chosen, else ';' in German and French (a
    spreadsheet there writes a decimal comma), else ','."""
    value = str(settings.value(DELIMITER_KEY, "") or "")
    return value if value in (",", ";") else default_delimiter(i18n.language())


def _number(value: object) -> int:
    """A whole number from the settings (an .ini file gives text)."""
    try:
        return int(str(value or 0))
    except ValueError:
        return 0


#: the evening page's ranking asks for its columns' width, but no more than this: with the
#: evening list and the tables beside it (every name whole) the club window then fits a
#: netbook's 1024 px screen, in German and French too (a guest, sit-outs and many Passen
#: make more columns; they scroll sideways where it is narrower, see
#: EveningPage._ranking_whole; the Rankings tab shows them all)
COMPACT_LEAST = 300
#: beside the tables a name longer than about this many letters goes on two lines
NAME_LETTERS = 14
#: what the club window puts around the Rankings tab's table (its frame and margins)
WINDOW_AROUND = 40


def two_lines(title: str) -> str:
    """A column title of several words on two lines, broken at the space nearest its
    middle; one word stays on one line."""
    spaces = [i for i, c in enumerate(title) if c == " "]
    if not spaces:
        return title
    cut = min(spaces, key=lambda i: abs(len(title) - 2 * i))
    return f"{title[:cut]}\n{title[cut + 1:]}"


class RankingTable(QTableWidget):
    """Rank, member, the figures that decide (bold), the points per Passe, the others, and
    "decided by" where a tie-break decided (the first figure deciding is plain to see).

    *compact* (the evening page, beside the tables): short names (the full name as a
    tooltip), and of the sit-out columns only the credit: no horizontal scrolling."""

    def __init__(self, parent: QWidget | None = None, short_names: bool = False) -> None:
        super().__init__(parent)
        self.short_names = short_names
        self.setObjectName("rankingTable")
        frame_focus(self)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.setWordWrap(False)
        self.setItemDelegate(WholeLines(self))  # a right-to-left guest's two lines whole
        self.row_members: list[int] = []  # the member of each row
        #: beside the tables where the room is short: without :attr:`details`
        self.summary = False
        #: the columns the Rankings tab shows in full: each Passe's points, and the Passen
        #: played where everybody has as many (the figure decides nothing then)
        self.details: list[int] = []
        #: member → (words under his name, their reasons): a table of his accepted against
        #: the evening's rules (unfinished, other rules), as the tables' list marks it
        self.marks: dict[int, tuple[str, str]] = {}
        #: beside the tables, a guest's row → its name cell with the mark under the name,
        #: and on one line (see :meth:`_fit_guest_marks`)
        self._guests: dict[int, tuple[str, str]] = {}
        self._joined_extra = 0  # how much wider the marks on one line make the names

    def _member_at(self, row: int) -> int | None:
        return self.row_members[row] if 0 <= row < len(self.row_members) else None

    def columns_for(self, ranking: Ranking) -> list[int]:
        shown = club_sheets.shown_columns(ranking)
        if self.short_names:  # the credit says it all beside the tables, in one column
            credits = self.credit_columns(ranking)
            shown = [i for i in shown if ranking.columns[i].key not in ("played", "sat_out")
                     and (i not in credits or i == credits[0])]
        return shown

    @staticmethod
    def credit_columns(ranking: Ranking) -> list[int]:
        """The sit-out credit of each figure added up, in the order of the figures."""
        return [i for i in club_sheets.shown_columns(ranking)
                if club_sheets.is_credit_column(ranking, i)]

    def cell_for(self, ranking: Ranking, row: int, index: int) -> str:
        """A figure as shown; compact, the credit column holds every figure's credit, in
        the order of the figures: "1 · 1'062 · 0" (Partien won, points, Matches)."""
        if self.short_names and club_sheets.is_credit_column(ranking, index):
            line = club_sheets.all_rows(ranking)[row]
            if not line.figures.get("sat_out") or not line.rank:
                # sat out no Passe: no credit to tell ("0 · 0 · 0" was noise); sat out
                # every Passe: no Passe to average, no credit
                return ""
            return " · ".join(club_sheets.cell(ranking, row, i)
                              for i in self.credit_columns(ranking))
        return club_sheets.cell(ranking, row, index)

    def show_ranking(self, ranking: Ranking | None) -> None:
        """Show *ranking*; a member selected (and the current row) stays so on the row he
        has in it (a result from another program moves him), not on the row he had."""
        chosen = {self._member_at(index.row()) for index in self.selectionModel().selectedRows()}
        current = self._member_at(self.currentRow())
        self.clear()
        self.row_members = []
        self._guests = {}
        self._joined_extra = 0
        # no rows, no Tab stop: an empty table showed no sign of having the keys (a Romand
        # trial's Tab past the evening's tables list went nowhere to be seen)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus if ranking is None
                            else Qt.FocusPolicy.StrongFocus)
        if ranking is None:
            self.setRowCount(0)
            self.setColumnCount(0)
            self.details = []
            return
        shown = self.columns_for(ranking)
        every = club_sheets.all_rows(ranking)
        decided = [club_sheets.decided_by(ranking, r) for r in range(len(every))]
        with_decided = any(decided)
        titles = [club_sheets.label("Rank"), club_sheets.label("Member")]
        titles += [self.title_of(ranking, i) for i in shown]
        if with_decided:
            titles.append(club_sheets.label("Decided by"))
        if self.short_names:  # beside the tables: a title of two words on two lines, so
            # that "Gewonnene Partien" is not wider than the 2 under it
            titles = [two_lines(title) for title in titles]
        self.setColumnCount(len(titles))
        self.setRowCount(len(every))
        self.setHorizontalHeaderLabels(titles)
        for i, index in enumerate(shown):
            head = self.horizontalHeaderItem(2 + i)
            if head is None:
                continue
            column = ranking.columns[index]
            tip = club_sheets.column_title(ranking, index)
            if self.short_names and club_sheets.is_credit_column(ranking, index):
                tip = self.tr("Sit-out credit of {0}: the member's own average Passe for "
                              "each Passe sat out").format(" · ".join(
                                  club_sheets.label(ranking.columns[i].label)
                                  for i in self.credit_columns(ranking)))
            if column.decides:
                tip = self.tr("{0}: decides the order ({1} is better)").format(
                    club_sheets.label(column.label),
                    self.tr("lower") if column.lower_is_better else self.tr("higher"))
                font = QFont(head.font())
                font.setBold(True)
                head.setFont(font)
            head.setToolTip(tip)
        bold = QFont(self.font())
        bold.setBold(True)
        for r, row in enumerate(every):
            name = row.member.label if self.short_names else row.member.name
            if row.member.guest:
                # beside the tables the mark goes under the name: on one line, "Vreni Gast
                # (sur invitation)" made the member's column the widest of all, and the
                # ranking scrolled sideways at the window's default size (a trial's)
                name = i18n.guest_below(name) if self.short_names else i18n.guest(name)
            mark = self.marks.get(row.member.id)
            if self.short_names and row.member.guest and FSI not in isolate_rtl(name):
                one = i18n.guest(row.member.label)  # where the room allows
                self._guests[r] = (name, one if mark is None else f"{one}\n{mark[0]}")
            if mark is not None:  # under the name, as a guest's mark is beside the tables
                name = f"{name}\n{mark[0]}"
            # a right-to-left name isolated, for the eye: "· invité·e" or the figures beside
            # it stay where they are
            cells: list[tuple[str, bool, Any]] = [(club_sheets.rank_text(row), True, None),
                                                  (isolate_rtl(name), False, bold)]
            for index in shown:
                dropped = ranking.columns[index].key in row.dropped
                cells.append((self.cell_for(ranking, r, index), True,
                              DROPPED if dropped else None))
            if with_decided:
                cells.append((decided[r], False, TIE))
            for c, (text, right, style) in enumerate(cells):
                item = QTableWidgetItem(text)
                if right:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if isinstance(style, QFont):
                    item.setFont(style)
                elif isinstance(style, QColor):
                    item.setForeground(QBrush(style))
                key = ranking.columns[shown[c - 2]].key if 2 <= c < 2 + len(shown) else ""
                if key in row.credited:
                    item.setToolTip(self.tr("Sat out every Passe of this evening: his own "
                                            "average evening of those he played"))
                elif not row.rank and c != 1 and row.decided_by == SAT_OUT_SO_FAR:
                    # the same mid-evening: what is true so far (the draw may seat him in
                    # the next Passe)
                    item.setToolTip(self.tr("Sat out every Passe played so far by the draw: "
                                            "he has played none yet, so he has no rank and "
                                            "no figures for now (no Passe of his own to "
                                            "average yet; the next Passe may seat him); in "
                                            "the season this evening counts as his own "
                                            "average evening as long as he has played none "
                                            "of it."))
                elif not row.rank and c != 1:  # what a member who sat out it all earns
                    item.setToolTip(self.tr("Sat out every Passe by the draw: he played "
                                            "none, so he has no rank and no figures this "
                                            "evening (no Passe of his own to average); in "
                                            "the season this evening counts as his own "
                                            "average evening."))
                if c == 1:
                    tip = row.member.name
                    if row.member.guest:
                        tip = self.tr("{0}: a guest (in this evening's ranking, not in the "
                                      "season's)").format(row.member.name)
                    elif not row.member.active:
                        tip = self.tr("{0} (not active)").format(row.member.name)
                    if mark is not None:
                        tip = f"{tip}\n\n{mark[1]}"
                    item.setToolTip(plain(tip))  # isolated, and text, never HTML
                self.setItem(r, c, item)
        self.row_members = [row.member.id for row in every]
        self.details = [2 + i for i, index in enumerate(shown)
                        if club_sheets.is_passe_column(ranking, index)
                        or (ranking.columns[index].key == "passen"
                            and len({row.figures.get("passen") for row in every}) == 1)]
        self._show_details()
        self._choose_again(chosen, current)
        # every column as wide as its content, the names too (a stretched name column was
        # squeezed to "…" beside the tables); the table asks for that width (see
        # minimumSizeHint), so that the page gives it room instead of a scroll bar
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        if self.short_names:
            self._names_wrapped()
        for r in range(self.rowCount()):  # a guest's two lines whole
            self._fit_row(r)
        self._fit_guest_marks()
        self.updateGeometry()

    def _fit_row(self, row: int) -> None:
        self.setRowHeight(row, max(self.verticalHeader().defaultSectionSize(),
                                   self.sizeHintForRow(row)))

    def _fit_guest_marks(self) -> None:
        """Beside the tables a guest's mark on his name's line where the table has the room
        for it ("Beat Kohler · Gast"), else under it: it took two lines beside a ranking
        with room to spare (a trial's). The layout is measured with the marks under the
        names (:meth:`content_width`), so that they never take the room of a column."""
        # only a name on one line: a long one was put on lines at its spaces
        guests = {r: texts for r, texts in self._guests.items()
                  if (item := self.item(r, 1)) is not None and item.text() in texts}
        if not guests:
            return
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)

        def widest(texts: list[str]) -> int:
            return max((metrics.horizontalAdvance(line) for text in texts
                        for line in text.split("\n")), default=0)

        cells = [self.item(r, 1) for r in range(self.rowCount())]
        now = [item.text() if item is not None else "" for item in cells]
        others = [text for r, text in enumerate(now) if r not in guests]
        below = widest(others + [texts[0] for texts in guests.values()])
        one = widest(others + [texts[1] for texts in guests.values()])
        header = self.horizontalHeader()
        pad = self.sizeHintForColumn(1) - widest(now)  # the cell's margins
        beside = sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
                     for c in range(self.columnCount())
                     if c != 1 and not self.isColumnHidden(c))
        join = max(one + pad, header.sectionSizeHint(1)) + beside <= self.viewport().width()
        self._joined_extra = max(0, one - below) if join else 0
        for r, texts in guests.items():
            item = cells[r]
            if item is not None and item.text() != texts[join]:
                item.setText(texts[join])
                self._fit_row(r)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_guest_marks()

    def set_summary(self, summary: bool) -> None:
        """Beside the tables on a narrow screen: the figures that decide the rank and the
        marks, each Passe's points left to the Rankings tab (the whole ranking pushed the
        tables' results out of view on a netbook)."""
        if summary != self.summary:
            self.summary = summary
            self._show_details()
            self._fit_guest_marks()  # the room of the columns hidden or shown
            self.updateGeometry()

    def _show_details(self) -> None:
        for column in range(self.columnCount()):
            self.setColumnHidden(column, self.summary and column in self.details)

    def _names_wrapped(self) -> None:
        """Beside the tables a long name without a short one goes on lines at its spaces
        ("Céline / Gothuey-Bersier"), every word whole: on one line it made the member's
        column the widest, and on a netbook the ranking's last columns went behind a
        scroll bar (a Romand trial's). A guest's mark stays on its own line below."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        most = metrics.averageCharWidth() * NAME_LETTERS
        for r in range(self.rowCount()):
            item = self.item(r, 1)
            if item is None or FSI in item.text():  # a right-to-left name: one isolate
                continue
            name, *below = item.text().split("\n")
            lines = [""]
            for word in name.split(" "):
                joined = f"{lines[-1]} {word}".lstrip()
                if lines[-1] and metrics.horizontalAdvance(joined) > most:
                    lines.append(word)
                else:
                    lines[-1] = joined
            item.setText("\n".join(lines + below))

    def _choose_again(self, chosen: set[int | None], current: int | None) -> None:
        """The rows of the members *chosen* selected again, the cursor on *current*'s."""
        model, selection = self.model(), self.selectionModel()
        flags = QItemSelectionModel.SelectionFlag
        for row, member in enumerate(self.row_members):
            if member == current:
                selection.setCurrentIndex(model.index(row, 0), flags.NoUpdate)
            if member in chosen:
                selection.select(model.index(row, 0), flags.Select | flags.Rows)

    def content_width(self, summary: bool | None = None) -> int:
        """The width that shows every column whole (*summary*: without :attr:`details`;
        else as shown): the columns, the frame and room for the vertical scroll bar."""
        header = self.horizontalHeader()
        left_out = self.details if (self.summary if summary is None else summary) else []
        columns = sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
                      for c in range(self.columnCount()) if c not in left_out)
        columns -= self._joined_extra  # measured with a guest's mark under his name
        return columns + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        least = self.content_width()
        if self.short_names:  # beside the tables: never wider than a laptop's screen has room
            least = min(least, COMPACT_LEAST)
        else:  # the Rankings tab: whole where the screen has the room, else it scrolls
            least = min(least, room(self).width() - WINDOW_AROUND)
        return QSize(max(hint.width(), least), hint.height())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.content_width()), hint.height())

    def title_of(self, ranking: Ranking, index: int) -> str:
        """A column's title; compact: a Passe's named too, on two lines ("Passe" over its
        number; a French trial's columns headed "1" and "2" said nothing)."""
        if club_sheets.is_credit_column(ranking, index):
            if self.short_names:
                return self.tr("Credit")
            # the figure under the words, as the printed ranking groups them: one line
            # "Sit-out credit: Points" was the widest column of the table
            return "\n".join((club_sheets.label("Sit-out credit"),
                               club_sheets.label(ranking.columns[index].label)))
        return club_sheets.column_title(ranking, index)

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""

    def rows_text(self) -> list[list[str]]:
        """What the table shows, row by row (for tests and a quick look)."""
        return [[self.cell_text(r, c) for c in range(self.columnCount())]
                for r in range(self.rowCount())]


def _overlap(bar: QScrollBar) -> int:
    """How far a shown scroll *bar* lies over what it scrolls: a transient bar (macOS's,
    some Linux styles') by its overlap, any other none (it has a room of its own)."""
    style = bar.style()
    if not style.styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, None, bar):
        return 0
    return style.pixelMetric(QStyle.PixelMetric.PM_ScrollView_ScrollBarOverlap, None, bar)


class RuleArea(QScrollArea):
    """The note and the rule under a ranking: as tall as their lines up to a height given,
    scrolling beyond it, their words wrapped beside the scroll bar, never under it.

    The note is in the same area, above the rule, so that a long one scrolls with it where
    the room is short (a netbook's evening of six tables marked and a correction's reason):
    beside it, it was cut or the rule lay over the buttons below.

    The bar is there only where the lines need it, decided here by the area's own width:
    Qt decides it by the lines wrapped beside the bar once shown, so a French rule that fit
    the whole width at 1024 × 600 kept a bar and its last line scrolled out of sight. A bar
    that lies over the text (transient: macOS's, some Linux styles') gets a margin of its
    own, or the end of every line is under it."""

    def __init__(self, note: QLabel, rule: QLabel) -> None:
        super().__init__()
        self.note, self.rule = note, rule
        self.lines = lines = QWidget()
        self.lines_layout = layout = QVBoxLayout(lines)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(note)
        layout.addWidget(rule)
        self.setWidget(lines)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewport().setAutoFillBackground(False)  # the page's own background
        for widget in (lines, note, rule):
            widget.setAutoFillBackground(False)

    def fit(self, most: int) -> None:
        """As tall as the lines, at most *most* (then the bar scrolls them)."""
        width = self.width() - 2 * self.frameWidth()
        lines = self._lines(width)
        scroll_bar = self.verticalScrollBar()
        bar = scroll_bar.sizeHint().width()
        scrolls = lines > most
        if scrolls:  # the lines beside the bar
            lines = self._lines(width - bar)
        policy = Qt.ScrollBarPolicy
        self.setVerticalScrollBarPolicy(policy.ScrollBarAlwaysOn if scrolls
                                        else policy.ScrollBarAlwaysOff)
        self.setViewportMargins(0, 0, _overlap(scroll_bar) if scrolls else 0, 0)
        height = min(lines, most)
        if height != self.height() or height != self.minimumHeight():
            self.setFixedHeight(height)

    def _lines(self, width: int) -> int:
        """The height of the note's and the rule's lines wrapped in *width*."""
        if not self.rule.text() and self.note.isHidden():
            return 0
        return max(self.lines.heightForWidth(width), 0)

    def note_height(self, width: int) -> int:
        """The note's lines wrapped in *width* and the room under them (none: no note)."""
        if self.note.isHidden():
            return 0
        return self.note.heightForWidth(width) + self.lines_layout.spacing()


class RankingPanel(QWidget):
    """A ranking with its rule in words and buttons for CSV, print (preview) and PDF."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None,
                 short_names: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.database: Any = None  # the club file: never written over by an export
        self.ranking: Ranking | None = None
        self.evening: Evening | None = None
        self.season: str | None = None
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = plain_label()
        self.title.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.title.setWordWrap(True)  # an evening's long title: two lines, not a wider window
        layout.addWidget(self.title)
        self.table = RankingTable(short_names=short_names)
        layout.addWidget(self.table, 1)
        # a season adding the points of evenings of other table rules says which, right
        # under the ranking (the sum is the rule's; the reader is told what it adds), and
        # which tables were of other rules ("°") or imported unfinished ("†"), as on paper
        self.note = plain_label()
        self.note.setObjectName("rankingNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet(NOTE_STYLE)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.hide()
        # the ranking's summary beside the tables says where the rest is
        self.summary_note = plain_label(self.tr("Each Passe: under Rankings"))
        self.summary_note.setObjectName("rankingSummary")
        self.summary_note.setWordWrap(True)
        self.summary_note.setStyleSheet(HINT_STYLE)
        self.summary_note.hide()
        layout.addWidget(self.summary_note)
        # "▸ 6 notes": the notes folded into one line where they would take the ranking's
        # rows (a netbook's evening of six tables marked showed three rows above its notes);
        # a click, or Space with the cursor on it, opens or closes them
        self.notes_line = QToolButton()
        self.notes_line.setObjectName("rankingNotesLine")
        self.notes_line.setCheckable(True)
        self.notes_line.setAutoRaise(True)
        self.notes_line.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.notes_line.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.notes_line.setStyleSheet(NOTES_LINE_STYLE)
        self.notes_line.clicked.connect(self._notes_chosen)
        self.notes_line.hide()
        #: the notes opened or closed by the user (kept for the next ranking), else None:
        #: open where they leave the ranking all its rows
        self.notes_open: bool | None = None
        layout.addWidget(self.notes_line, 0, Qt.AlignmentFlag.AlignLeft)
        self.rule = plain_label()
        self.rule.setObjectName("rankingRule")
        self.rule.setWordWrap(True)
        self.rule.setStyleSheet(HINT_STYLE)
        self.rule.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rule_area = RuleArea(self.note, self.rule)
        self.rule_area.setObjectName("rankingRuleArea")
        layout.addWidget(self.rule_area)
        # on the right, and on two rows where the ranking is narrow (beside the tables on a
        # netbook): in one row they made it wider than the room it has there
        self.buttons = buttons = FlowLayout(right=True)
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.csv_button.clicked.connect(lambda: self.export_csv())
        self.print_button = QPushButton(self.tr("Print…"))
        self.print_button.clicked.connect(lambda: self.print_preview())
        self.pdf_button = QPushButton(self.tr("Export PDF…"))
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        for b in (self.csv_button, self.print_button, self.pdf_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.set_ranking(None)

    def set_ranking(self, ranking: Ranking | None, evening: Evening | None = None,
                    season: str | None = None, empty: str = "",
                    marks: dict[int, tuple[str, str]] | None = None) -> None:
        """*marks*: see :attr:`RankingTable.marks` (an evening's)."""
        self.ranking, self.evening, self.season = ranking, evening, season
        self.table.marks = marks or {}
        self.table.show_ranking(ranking if ranking is not None and ranking.rows else None)
        has_rows = ranking is not None and bool(ranking.rows)
        if ranking is None or not ranking.rows:
            self.title.setText(empty or self.tr("No results yet."))
            self.rule.setText("")
            self.note.setText("")
        else:
            self.title.setText(self.heading())
            self.rule.setText(club_sheets.rule_text(ranking))
            self.note.setText(club_sheets.note_text(ranking))
        self._say_notes()
        self._say_summary()
        self._fit_rule()
        for b in (self.csv_button, self.print_button, self.pdf_button):
            b.setEnabled(has_rows)

    def set_summary(self, summary: bool) -> None:
        """See :meth:`RankingTable.set_summary`; the page says so, under the ranking."""
        self.table.set_summary(summary)
        self._say_summary()

    def _say_summary(self) -> None:
        shown = self.table.summary and bool(self.table.details)
        if shown != self.summary_note.isVisibleTo(self):
            self.summary_note.setVisible(shown)
            self._fit_rule()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_rule()

    def notes(self) -> list[str]:
        """The notes under the ranking, one for each marked table (and a season's note on
        its evenings' other table rules)."""
        return [line for line in self.note.text().split("\n") if line.strip()]

    def _say_notes(self) -> None:
        """The line "▸ 6 notes" where there are notes, and the notes shown if it is open. A
        screen reader hears the notes on the line itself, open or not."""
        count = len(self.notes())
        line = self.notes_line
        line.setVisible(count > 0)
        if not count:
            self.note.hide()
            return
        opened = self.notes_open if self.notes_open is not None else self._notes_fit()
        line.setText(i18n.plural("RankingPanel", "%n notes", count))
        line.setArrowType(Qt.ArrowType.DownArrow if opened else Qt.ArrowType.RightArrow)
        line.setChecked(opened)
        line.setToolTip(self.tr("Hide the notes on the marked figures") if opened else
                        self.tr("Show the notes: why figures are marked ° (other table "
                                "rules) or † (an unfinished match)"))
        line.setAccessibleName(line.text())
        line.setAccessibleDescription(self.note.text())
        self.note.setVisible(opened)

    def _notes_chosen(self, opened: bool) -> None:
        self.notes_open = opened  # the user's choice stands, for other rankings too
        self._say_notes()
        self._fit_rule()

    def _notes_fit(self) -> bool:
        """Do the notes leave the ranking every row (and the rule three lines)? Else they
        are folded: the rows come first."""
        table = self.table
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        whole = rows + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        if table.horizontalScrollBar().isVisible():
            whole += table.horizontalScrollBar().height()
        left = self._room_for_rule() + table.minimumSizeHint().height() - whole
        line = self.rule.fontMetrics().lineSpacing()
        notes = self.note.heightForWidth(self.width()) + self.rule_area.lines_layout.spacing()
        return left >= notes + 3 * line

    def _fit_rule(self) -> None:
        """The note's lines and the rule's, the rule up to a third of the panel's height:
        on a netbook its ten lines left the ranking one row (it scrolls instead). A sixth
        beside the tables where the ranking is their summary (a narrow screen, a
        netbook's): with the line that says so, a third (and a quarter) left the ranking
        five rows of eight. Both at most half the panel, and never more than the rest
        leaves them."""
        if self.notes_open is None and self.notes_line.isVisibleTo(self):
            opened = self._notes_fit()  # the room changed: the rows come first
            if opened != self.notes_line.isChecked():
                self._say_notes()
        part = 6 if self.summary_note.isVisibleTo(self) else 3
        line = self.rule.fontMetrics().lineSpacing()
        most = self.rule_area.note_height(self.width()) + max(3 * line, self.height() // part)
        # a long note and the rule: half the panel, the ranking keeps its rows (a netbook's
        # evening of six tables marked left it one)
        most = min(most, max(3 * line, self.height() // 2))
        # never more than the rest leaves, one line at least: the layout squeezed the parts
        # where a long note took the room (its last line cut), and the rule of a fixed
        # height lay over the buttons (a laptop's trial)
        self.rule_area.fit(max(line, min(most, self._room_for_rule())))

    def _room_for_rule(self) -> int:
        """The panel's height less what the title, the ranking's least, the summary's line
        and the buttons take at its width, and the room between them."""
        width = self.width()
        others = [self.table.minimumSizeHint().height(), self.buttons.heightForWidth(width)]
        others += [label.heightForWidth(width) for label in (self.title, self.summary_note)
                   if label.isVisibleTo(self)]
        if self.notes_line.isVisibleTo(self):
            others.append(self.notes_line.sizeHint().height())
        return self.height() - sum(others) - self.column.spacing() * len(others)

    def heading(self) -> str:
        if self.evening is not None:
            return self.tr("Evening ranking · {0} · {1}").format(
                iso_date_text(self.evening.date), club_sheets.evening_name(self.evening))
        return club_sheets.season_title(self.season or "")

    def _suggestion(self, suffix: str) -> str:
        # the words outside the f-strings: lupdate does not read calls inside them; the
        # word first, in the window's language, as "saison-2026" ("rangliste-2026-11-26-
        # donnschtig-jass": the evening named, another of its day has a name of its own)
        if self.evening is not None:
            word = self.tr("ranking")
            return safe_name(f"{word}-{evening_file_name(self.evening)}") + suffix
        word = self.tr("season")
        return safe_name(f"{word}-{self.season}") + suffix

    # -- paper and files -------------------------------------------------------------------

    def paint(self, device: QPagedPaintDevice) -> None:
        """Paint the ranking on a configured printer (the preview's) or PDF writer."""
        if self.ranking is None:
            return
        club = sheet_club(self.settings)
        if self.evening is not None:
            club_sheets.paint_evening_ranking(device, self.ranking, self.evening, club)
        else:
            club_sheets.paint_season_ranking(device, self.ranking, self.season or "", club)

    def print_preview(self) -> None:
        if self.ranking is not None:
            print_preview(self, self.settings, self.heading(), self.paint,
                          self._suggestion(""))

    def export_pdf(self) -> str:
        if self.ranking is None:
            return ""
        path, _f = ask_save(self, self.settings, self.tr("Export ranking as PDF"),
                            self._suggestion(".pdf"), "PDF (*.pdf)", suffix=".pdf")
        if not path:
            return ""
        ranking, evening, season = self.ranking, self.evening, self.season
        paper, club = sheet_paper(self.settings), sheet_club(self.settings)

        def write() -> bool:
            if evening is not None:
                club_sheets.write_evening_ranking_pdf(ranking, evening, path, paper, club)
            else:
                club_sheets.write_season_ranking_pdf(ranking, season or "", path, paper, club)
            return True

        if run(self, write, self.tr("Not written")):
            written(self, path)
            return path
        return ""

    def csv_filters(self) -> tuple[str, str]:
        """The two kinds of CSV, short enough to be whole in the file dialog's box of types
        (a German "CSV, mit Strichpunkt getrennt, für Excel auf Deutsch oder Fra…" was cut
        there): which spreadsheet reads which is in docs/club-window.md."""
        return (self.tr("CSV with semicolons (*.csv)"), self.tr("CSV with commas (*.csv)"))

    def export_csv(self) -> str:
        """The ranking as CSV (UTF-8 with BOM, readable column names in the window's
        language), as the club command writes it; semicolons by default in German and
        French (the setting club/csv/delimiter keeps the last choice)."""
        if self.ranking is None:
            return ""
        semicolon, comma = self.csv_filters()
        delimiter = csv_delimiter(self.settings)
        path, chosen = ask_save(self, self.settings, self.tr("Export ranking as CSV"),
                                self._suggestion(".csv"), f"{semicolon};;{comma}",
                                semicolon if delimiter == ";" else comma, suffix=".csv")
        if not path:
            return ""
        delimiter = ";" if chosen == semicolon else "," if chosen == comma else delimiter
        self.settings.setValue(DELIMITER_KEY, delimiter)
        ranking = self.ranking
        inputs = [self.database] if self.database is not None else []

        def write() -> bool:
            write_csv(path, ranking_rows(ranking, club_sheets.label, said=i18n.render),
                      delimiter, inputs)
            return True

        if run(self, write, self.tr("Not written")):
            written(self, path)
            return path
        return ""


def _in_a_row(widgets: tuple[QWidget, ...]) -> QWidget:
    """Widgets that read as one phrase, kept together on a row."""
    holder = QWidget()
    row = QHBoxLayout(holder)
    row.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        row.addWidget(widget)
    return holder


class RankingsPage(QWidget):
    """The Rankings tab: a season's ranking (with its settings) or any evening's."""

    def __init__(self, club_window: ClubWindow) -> None:
        super().__init__()
        self.cw = club_window
        settings = club_window.settings
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(plain_label(self.tr("Ranking of")))
        self.which = QComboBox()
        self.which.setObjectName("rankingOf")
        self.which.setMinimumWidth(320)
        self.which.currentIndexChanged.connect(lambda _i: self.show_current())
        top.addWidget(self.which)
        top.addStretch(1)
        layout.addLayout(top)

        # the season's settings in three parts that wrap onto a second row where the window
        # is narrow (in one row the French words made the window 1006 px wide at least)
        self.season_box = QWidget()
        row = FlowLayout(self.season_box, spacing=12)
        self.best = QSpinBox()
        self.best.setObjectName("seasonBest")
        self.best.setRange(0, 99)
        self.best.setSpecialValueText(self.tr("all"))
        self.of = QSpinBox()
        self.of.setObjectName("seasonOf")
        self.of.setRange(0, 99)
        self.of.setSpecialValueText(self.tr("all"))
        self.drop = QSpinBox()
        self.drop.setObjectName("seasonDrop")
        self.drop.setRange(0, 20)
        self.drop.setSpecialValueText(self.tr("none"))
        self.scoring = QComboBox()
        self.scoring.setObjectName("seasonScoring")
        self.scoring.addItem(self.tr("rank points"), "rank_points")
        self.scoring.addItem(self.tr("its points"), "points")
        for part in ((plain_label(self.tr("Count the best")), self.best,
                      plain_label(self.tr("of the first")), self.of),
                     (plain_label(self.tr("evenings; drop the worst")), self.drop),
                     (plain_label(self.tr("Each evening gives")), self.scoring)):
            row.addWidget(_in_a_row(part))
        layout.addWidget(self.season_box)
        self.best.setValue(_number(settings.value("club/season/best", 0)))
        self.of.setValue(_number(settings.value("club/season/of", 0)))
        self.drop.setValue(_number(settings.value("club/season/drop", 0)))
        self.scoring.setCurrentIndex(max(0, self.scoring.findData(
            str(settings.value("club/season/scoring", "rank_points")))))
        for spin in (self.best, self.of, self.drop):
            spin.valueChanged.connect(lambda _v: self.season_settings_changed())
        self.scoring.currentIndexChanged.connect(lambda _i: self.season_settings_changed())

        self.panel = RankingPanel(settings)
        layout.addWidget(self.panel, 1)
        # the printed ranking's heading has the club's name once it is set: said here while
        # it is not (a trial printed the evening without it, and nothing asked for one)
        self.club_hint = QWidget()
        hint = QHBoxLayout(self.club_hint)
        hint.setContentsMargins(0, 0, 0, 0)
        self.club_name_line = plain_label()
        self.club_name_line.setWordWrap(True)  # a long name: two lines, not a wider window
        hint.addWidget(self.club_name_line)
        self.club_name_button = QPushButton()
        self.club_name_button.clicked.connect(lambda: club_window.sheet_settings())
        hint.addWidget(self.club_name_button)
        hint.addStretch(1)
        # never hidden: the export buttons above it jumped down by its height once a name
        # was set, under the mouse, and the next click missed them (a trial's)
        layout.addWidget(self.club_hint)
        self.show_club_name()

    # -- what to show ----------------------------------------------------------------------

    def show_club_name(self) -> None:
        """The club's name on the printed ranking, or the hint to set one, with the button
        that sets or changes it (File → Sheet settings…): it went once a name was set, and
        a trial found no other place to change the name."""
        name = sheet_club(self.cw.settings)
        if name:
            self.club_name_line.setText(self.tr("Club name on the printed ranking: {0}")
                                        .format(isolate_rtl(name)))
            self.club_name_button.setText(self.tr("Change club name…"))
        else:
            self.club_name_line.setText(self.tr("The printed ranking has no club name."))
            self.club_name_button.setText(self.tr("Club name…"))

    def refresh(self) -> None:
        self.show_club_name()  # set in the main window meanwhile
        club = self.cw.club
        current = self.which.currentData()
        self.which.blockSignals(True)
        self.which.clear()
        if club is not None:
            seasons = run(self, club.seasons) or []
            for season in reversed(seasons):
                self.which.addItem(self.tr("Season {0}").format(season), f"season:{season}")
            evenings = run(self, club.evenings) or []
            for ev in reversed(evenings):
                self.which.addItem(isolate_rtl(self.tr("Evening {0} · {1}").format(
                    iso_date_text(ev.date), club_sheets.evening_name(ev))), f"evening:{ev.id}")
        index = self.which.findData(current) if current is not None else -1
        self.which.setCurrentIndex(max(0, index) if self.which.count() else -1)
        self.which.blockSignals(False)
        self.show_current()

    def choose(self, kind: str, key: Any) -> None:
        """Show a season's ("season", "2026") or an evening's ("evening", its id) ranking."""
        index = self.which.findData(f"{kind}:{key}")
        if index >= 0:
            self.which.setCurrentIndex(index)
            self.show_current()

    def season_settings(self) -> dict[str, Any]:
        return {"best": self.best.value() or None, "of": self.of.value() or None,
                "drop_worst": self.drop.value(), "scoring": self.scoring.currentData()}

    def season_settings_changed(self) -> None:
        settings = self.cw.settings
        settings.setValue("club/season/best", self.best.value())
        settings.setValue("club/season/of", self.of.value())
        settings.setValue("club/season/drop", self.drop.value())
        settings.setValue("club/season/scoring", self.scoring.currentData())
        self.show_current()

    def show_current(self) -> None:
        club = self.cw.club
        data = str(self.which.currentData() or "")
        kind, _sep, key = data.partition(":")
        self.season_box.setVisible(kind == "season")
        self.panel.database = club.path if club is not None else None
        if club is None or not data:
            self.panel.set_ranking(None, empty=self.tr("No evening yet."))
            return
        if kind == "season":
            try:
                ranking = club.season_ranking(key, **self.season_settings())
            except ClubError as err:  # no results yet, or settings the season refuses
                self.panel.set_ranking(None, season=key, empty=message(err))
                return
            self.panel.set_ranking(ranking, season=key)
        else:
            evening = run(self, lambda: club.evening(int(key)))
            shown = run(self, lambda: club.evening_ranking(int(key))) if evening else None
            marks = self._marks(int(key)) if evening else {}
            self.panel.set_ranking(shown, evening=evening, marks=marks)

    def _marks(self, evening_id: int) -> dict[int, tuple[str, str]]:
        """Who played a table accepted against the evening's rules, marked as the evening
        page's ranking marks him (this one marked nobody)."""
        club = self.cw.club
        assert club is not None
        marks = run(self, lambda: club.table_marks(evening_id)) or {}
        if not marks:
            return {}
        return member_marks(marks, run(self, lambda: club.results(evening_id)) or [])
