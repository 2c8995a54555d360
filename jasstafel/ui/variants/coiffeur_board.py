"""The Coiffeur board: the grid of rows × teams, as on paper, with the next announcer above.

What the grid shows is described first, in plain data (:class:`CoiffeurSheet`: per row its
name, factor and each team's :class:`GridCell`; the totals, how far each team is behind, which
total is red, who cannot be caught, the headline); the grid is filled from that description
and nothing else, and the tests read it.

A cell written with a Match carries an "M", one written with a Kontermatsch a "KM" (both
say so in their tooltip, and a line under the grid says what they mean). Choosing a cell
(click, or the arrow keys and Enter, or just typing the points on it) makes it the one the
entry panel writes; a filled cell says why it cannot be written again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import Board
from ...core.coiffeur import cell_marks
from ...core.matchfile import names_player
from ...drawing.chalk import INK, INK_DIM, INK_RED, PAPER
from ...drawing.heads import Head, column_heads, players_head, two_lines_alike
from ...i18n import fill, number, row_name
from ..widgets.messages import plain, tip
from ..widgets.style import FOCUS_COLOR

OPEN_BRUSH = QBrush(QColor("#e8eef9"), Qt.BrushStyle.Dense6Pattern)
MATCH_BRUSH = QBrush(QColor("#fde7c8"))
#: a Kontermatsch's cell: grey, its 0 dim, not a Match's orange and red (it is the other
#: team's Match against this cell's team: a trial read "0 KM" as an achievement)
KONTER_BRUSH = QBrush(QColor("#e4e4e0"))
NO_BREAK_HYPHEN = "\u2011"
FOCUS_FRAME = 3  # the width of the frame on the cell with the keys


def _grid(text: str) -> str:
    return QCoreApplication.translate("CoiffeurGrid", text)


def _board(text: str) -> str:
    return QCoreApplication.translate("CoiffeurBoard", text)


# -- what the grid shows -----------------------------------------------------------------------


@dataclass(frozen=True)
class GridCell:
    """One team's cell of a row: empty while open, else its number with M or KM."""

    text: str  # "", "88", "1108 M", "0 KM"
    value: int | None  # None: open
    mark: str | None  # "match", "kontermatsch" or None
    tooltip: str


@dataclass(frozen=True)
class GridRow:
    name: str
    factor: int
    label: str  # "Rosen ×4", a no-break space between (see sheet_of)
    cells: tuple[GridCell, ...]  # one per team


@dataclass(frozen=True)
class CoiffeurSheet:
    teams: tuple[str, ...]
    rows: tuple[GridRow, ...]
    totals: tuple[str, ...]
    behind: tuple[str, ...]  # how far each team is behind the leader: "792" (a deficit
    # written without a minus, as the printed sheet writes it), "–" for the leader
    red: tuple[bool, ...]  # a total in red: the winner, or the team that cannot be caught
    uneinholbar: int | None  # the team that can no longer be caught
    headline: str  # the next announcer and "… is uneinholbar", or who won
    #: each team's players where its name is theirs joined ("Anna & Cla"), else ()
    players: tuple[tuple[str, ...], ...] = ()


def _grid_cell(row: dict[str, Any], team_name: str, value: int | None,
               mark: str | None) -> GridCell:
    if value is None:
        return GridCell("", None, None, _grid("open: click, or type the points, to write {0} "
                                              "for {1}").format(row_name(row["name"]), team_name))
    if mark is None:
        return GridCell(number(value), value, None, "")
    short = _grid("KM") if mark == "kontermatsch" else _grid("M")
    what = _grid("Kontermatsch") if mark == "kontermatsch" else _grid("Match")
    return GridCell(f"{number(value)} {short}", value, mark,
                    _grid("{0}: {1}, {2}").format(what, team_name, row_name(row["name"])))


def legend_text() -> str:
    """What the marks of the cells mean, under the grid."""
    return _board("{0} = Match (all nine tricks) · {1} = Kontermatsch: the others took every "
                  "trick, 0 for the team whose cell it is").format(_grid("M"), _grid("KM"))


def _headline(board: Board) -> str:
    names = [s.name for s in board.sides]
    if board.finished:
        winners = " & ".join(names[w] for w in board.winners)
        return fill(_board("Won by {0} with {1}"),  # 7'314, as the grid below writes it
                    winners, number(board.sides[board.winners[0]].total))
    nxt = board.figures["next_announcer"]
    return _next_line(names, nxt["player"], nxt["team"], board.figures.get("uneinholbar"))


def _next_line(names: list[str], player: str, team: int, leader: int | None) -> str:
    """"Next to announce: Anna (Team A)", with who can no longer be caught. The team only
    where its name does not say it already: "Sylvie (Sylvie & Jean-Marc)" said her name
    twice, and a French trial's long names took four lines over the grid with it, the
    grid scrolling at 1024×600 (the form's header beside it says the team anyway)."""
    text = _board("Next to announce: {0}").format(player)
    if names[team] != player and not _team_said(names, player, team):
        text += f" ({names[team]})"
    if leader is not None:
        text += "  ·  " + _board("{0} can no longer be caught").format(names[leader])
    return text


def _team_said(names: list[str], player: str, team: int) -> bool:
    """Whether *player*'s name tells her team: its name names her, and no other's does."""
    return names_player(names[team], player) and not any(
        names_player(name, player) for t, name in enumerate(names) if t != team)


def unbroken(text: str) -> str:
    """*text* with its hyphens between letters non-breaking (U+2011): the line over the
    grid wraps a long line at its spaces only, and a name stays whole ("Jean-" over
    "Daniel" at 1024×600, a trial's)."""
    return re.sub(r"(?<=\w)-(?=\w)", NO_BREAK_HYPHEN, text)


def headline_forms(board: Board) -> list[str]:
    """Every line over the grid that the match may say while it is played: each player as
    the next to announce, with the team that cannot be caught once there is one (the room
    over the grid is kept for the longest, docs/window.md)."""
    names = [s.name for s in board.sides]
    leader = board.figures.get("uneinholbar")
    return [_next_line(names, player, t, leader)
            for t, side in enumerate(board.sides) for player in side.players or [side.name]]


def sheet_of(board: Board, match: Any = None) -> CoiffeurSheet:
    """What the grid shows for *board* (the marks M and KM come from *match*'s entries):
    plain data, for the grid and the tests."""
    marks = cell_marks(getattr(match, "entries", ()))
    names = tuple(s.name for s in board.sides)
    # one no-break space, as narrow as a plain one: the row and its factor stay together;
    # two plain spaces left a gap wider than any other in the window, where the form's
    # box and the printed sheet say "Carreau ×1"
    rows = tuple(
        GridRow(row["name"], row["factor"], f"{row_name(row['name'])}\u00a0×{row['factor']}",
                tuple(_grid_cell(row, names[t], value, marks.get((t, r)))
                      for t, value in enumerate(row["cells"])))
        for r, row in enumerate(board.figures["rows"]))
    leader = board.figures.get("uneinholbar")
    return CoiffeurSheet(
        teams=names, rows=rows, totals=tuple(number(s.total) for s in board.sides),
        behind=tuple("–" if d == 0 else number(d) for d in board.figures["difference"]),
        red=tuple(leader == t or (board.finished and t in board.winners)
                  for t in range(len(names))),
        uneinholbar=leader, headline=_headline(board),
        players=tuple(_named_after(s.name, list(s.players or ())) for s in board.sides))


def _named_after(team: str, players: list[str]) -> tuple[str, ...]:
    """*players* where the team's name is made of their names, else ()."""
    return tuple(players) if len(players) >= 2 and all(
        names_player(team, player) for player in players) else ()


# -- the grid ----------------------------------------------------------------------------------


#: what an item of the grid shows: an item that differs in none of these is not set again
_SHOWN = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole,
          Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole,
          Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.UserRole)


#: the teams' headings' least size: larger only with the cells' font in large rows
HEADING_PX = 18


class CoiffeurGrid(QTableWidget):
    """One row per contract row, one column per team; totals and difference below.

    ``cellChosen(team, row)``: an open cell was chosen; ``filledChosen(team, row)``: a filled
    one (the panel says why it cannot be written); ``filledOpened(team, row)``: a filled one
    double-clicked (its entry corrected, as a history row double-clicked);
    ``typedInto(team, row, text)``: digits typed on an open cell, for the panel's points
    field.

    The highlighted (selected) cell is the one of the entry chosen in the history
    (:meth:`show_chosen`), or none; while the grid has the keyboard it is where the arrows
    went, and when the grid loses it, the history's choice again.
    """

    # the rows' least height: a Coiffeur of 12 rows, its total and *Behind* are in view in
    # a 1024×600 window without scrolling
    MIN_ROW = 18

    cellChosen = Signal(int, int)  # noqa: N815 - (team, row)
    filledChosen = Signal(int, int)  # noqa: N815
    filledOpened = Signal(int, int)  # noqa: N815
    typedInto = Signal(int, int, str)  # noqa: N815

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coiffeurGrid")
        self.setAccessibleName(self.tr("Coiffeur board"))  # a screen reader said nothing
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectItems)
        # Tab goes on to the next thing of the window (the history), the arrows move between
        # the cells: Qt's table kept Tab from cell to cell, round and round (a trial's trap)
        self.setTabKeyNavigation(False)
        # a click takes the keys only on a team's cell (mousePressEvent), Tab always
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setStyleSheet(
            f"QTableWidget {{ background: {PAPER.name()}; color: {INK.name()};"
            " gridline-color: #b9b4a3; }"
            " QHeaderView::section { background: #efe9d8; color: #1d2a4a;"
            " padding: 4px; border: 1px solid #b9b4a3; }"
            " QTableWidget::item:selected { background: #ffd966; color: #1d2a4a; }"
        )
        # the headings' font is the header's own, not the style sheet's: Qt shortens a name
        # wider than its column ("Anna-Katharina von Gr…") by the header's font, and one of
        # the style sheet's was cut off on both sides instead (a netbook trial's)
        self.horizontalHeader().setFont(self._heading_font(HEADING_PX))
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        # a team's heading follows its column's width (the boards' rule for names)
        self.horizontalHeader().sectionResized.connect(self._team_resized)
        self._refit = QTimer(self)  # the headings fitted again once the columns are laid out
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_heads)
        # and the totals' columns: the last team's, stretched after the Row column, kept its
        # old width there (7 px short of the grid's line at 1024×600 before the first entry)
        self._refit.timeout.connect(self._place_totals)
        self.cellClicked.connect(self._clicked)
        self.rows = 0
        self.teams = 0
        self.sheet: CoiffeurSheet | None = None
        self._px = 17  # the cells' font, in pixels: follows the row height (_fit_rows)
        self._chosen: tuple[int, int] | None = None  # (team, row) of the history's choice
        self.totals = self._totals_view()
        # scrolled by pixels: the rows end where the totals begin (a row scrolled into view
        # whole is not half under them, scrollTo)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().valueChanged.connect(self._place_totals)
        self.verticalHeader().sectionResized.connect(self._place_totals)
        self.horizontalHeader().sectionResized.connect(self._place_totals)

    def _totals_view(self) -> QTableView:
        """Total and *Behind* kept in view at the grid's foot, over the rows that scroll:
        the grid's own last two rows (the same items), shown by a view of their own. Where
        every row fits, it lies exactly on them; where not, a Schreiber still sees the totals
        (at 1280×720 and 150 %, twelve rows of 18 px left Total cut in half and *Behind*
        below the grid: a trial's)."""
        view = QTableView(self)
        view.setObjectName("coiffeurTotals")
        view.setModel(self.model())
        view.horizontalHeader().hide()
        view.verticalHeader().hide()
        view.setFrameShape(QFrame.Shape.NoFrame)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay on the grid's cells
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # the line over Total: the one the row above draws, where the rows scroll under it
        view.setStyleSheet(f"QTableView {{ background: {PAPER.name()}; color: {INK.name()};"
                           " gridline-color: #b9b4a3; border: none;"
                           " border-top: 1px solid #b9b4a3; }")
        view.hide()
        return view

    def _place_totals(self) -> None:
        """The totals' view at the foot of the viewport, or on the grid's own Total and
        *Behind* where these are above it; as high and as wide as they are."""
        view = self.totals
        if not self.rows or self.rowCount() != self.rows + 2:
            view.hide()
            return
        for r in range(self.rowCount()):
            view.setRowHidden(r, r < self.rows)
            if r >= self.rows and view.rowHeight(r) != self.rowHeight(r):
                view.setRowHeight(r, self.rowHeight(r))
        for c in range(self.columnCount()):
            if view.columnWidth(c) != self.columnWidth(c):
                view.setColumnWidth(c, self.columnWidth(c))
        height = self.rowHeight(self.rows) + self.rowHeight(self.rows + 1)
        port = self.viewport().geometry()
        top = max(0, min(self.rowViewportPosition(self.rows), port.height() - height))
        # a pixel higher, its line over Total on the row above's own line
        view.setGeometry(port.x(), port.y() + top - 1, port.width(), height + 1)
        view.show()

    def totals_top(self) -> int:
        """Where the totals begin in the viewport: the rows above are seen."""
        if not self.totals.isVisible():
            return self.viewport().height()
        return self.totals.geometry().top() + 1 - self.viewport().geometry().top()

    def scrollTo(self, index: QModelIndex | QPersistentModelIndex,  # noqa: N802 - Qt override
                 hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible
                 ) -> None:
        """A row scrolled into view whole, above the totals, not under them."""
        super().scrollTo(index, hint)
        if index.isValid() and index.row() < self.rows:
            under = self.visualRect(index).bottom() + 1 - self.totals_top()
            if under > 0:
                bar = self.verticalScrollBar()
                bar.setValue(bar.value() + under)

    def set_board(self, board: Board, match: Any = None) -> None:
        self.sheet = sheet_of(board, match)
        self.fill(self.sheet)

    def fill(self, sheet: CoiffeurSheet) -> None:
        """Write *sheet* into the cells; nothing else is shown."""
        self.rows, self.teams = len(sheet.rows), len(sheet.teams)
        self.setColumnCount(1 + self.teams)
        self.setRowCount(self.rows + 2)
        self.setHorizontalHeaderLabels([self.tr("Row"), *sheet.teams])
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for c in range(1, 1 + self.teams):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        bold = self._font(bold=True)
        for r, row in enumerate(sheet.rows):
            name = QTableWidgetItem(row.label)
            name.setFont(self._font())
            name.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self._put(r, 0, name)
            for t, cell in enumerate(row.cells):
                self._put(r, 1 + t, self._cell(cell, bold))
        total_row, diff_row = self.rows, self.rows + 1
        self._summary(total_row, self.tr("Total"), list(sheet.totals), bold, list(sheet.red))
        self._summary(diff_row, self.tr("Behind"), list(sheet.behind), None)
        self._fit_rows()
        self._fit_heads()
        self._place_totals()

    def _put(self, r: int, c: int, item: QTableWidgetItem) -> None:
        """*item* into cell (r, c), unless the cell shows the same already: a new item
        repaints its cell, and an entry changes one or two cells of the grid, not all."""
        old = self.item(r, c)
        if old is None or old.flags() != item.flags() or any(
                old.data(role) != item.data(role) for role in _SHOWN):
            self.setItem(r, c, item)

    def _font(self, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(self._px)
        font.setBold(bold)
        return font

    def _heading_font(self, px: int) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(px)
        font.setBold(True)
        return font

    def _fit_rows(self) -> None:
        """Every row, the totals and *Behind* in view: rows as high as the room allows
        (:data:`MIN_ROW` … 48 px), the numbers as large as the rows (readable from across the
        table on a big screen). At 1024×600 *Behind* lay below the total, seen only by
        scrolling the grid (rows of 22 px: a keyboard trial's); the rows are lower there."""
        rows = self.rowCount()
        if not rows:
            return
        room = self._rows_room() if self.isVisible() else 34 * rows
        # the board alone on a screen (Tafel mode, F11): read from across the room, it grows
        # with it (it stayed at 48 px rows, 11 px names, 40 % of a TV empty: a trial's)
        alone = self.window().isFullScreen()
        height = max(self.MIN_ROW, min(110 if alone else 48, room // rows))
        for r in range(rows):
            self.setRowHeight(r, height)
        px = self._cells_px(height, alone)
        if px != self._px:
            self._px = px
            self.horizontalHeader().setFont(self._heading_font(max(HEADING_PX, px)))
            self._fit_heads()
            for r in range(rows):
                for c in range(self.columnCount()):
                    item = self.item(r, c)
                    if item is not None:
                        item.setFont(self._font(bold=item.font().bold()))

    @staticmethod
    def _cells_px(height: int, alone: bool = False) -> int:
        """The cells' font in rows *height* high: 14 px from rows of 22 px up; a pixel less
        in the lowest rows, to stay inside them; larger with larger rows."""
        return max(min(14, int(height * 0.75)), min(64 if alone else 26, int(height * 0.62)))

    def _rows_room(self) -> int:
        """The height the rows have below the header as its headings now ask for it."""
        return self._inside() - self.horizontalHeader().sizeHint().height()

    def _inside(self) -> int:
        """The height of the header and the rows together: the grid's inside its frame.
        (The viewport and the header follow a heading grown a line at different times:
        their heights added, a header of one line over a viewport already made lower for
        two, gave the rows 18 px before the first entry and 20 px after it, and Total
        moved down; a trial's at 1024×600.)"""
        bar = self.horizontalScrollBar()
        return self.contentsRect().height() - (bar.height() if bar.isVisible() else 0)

    def _head_lines(self, line: float) -> int:
        """How many lines a team's heading may take: two where the rows keep
        :data:`MIN_ROW` below a header a line higher ("Sylvie &" over "Jean-Marc" whole
        at 1024×600 in French, where one line read "Sylvie …": three columns beside the Row
        column of "Coiffeur 3×3 ×11"), else one."""
        header = self.horizontalHeader()
        now = max((self._heading_text(c).count("\n") + 1
                   for c in range(1, self.columnCount())), default=1)
        # the grid's height without a header of one line: the same whichever lines it has
        one = header.sizeHint().height() - (now - 1) * line
        room = self._inside() - one
        rows = max(1, self.rowCount())
        # only where the headings keep their least size either way: in larger rows they
        # grow with the cells' font, a heading of two lines made the rows and so the
        # headings smaller, of one line again, and so on for ever (1280×800)
        px = self._cells_px(int(room // rows), self.window().isFullScreen())
        if room - line < self.MIN_ROW * rows:
            return 1
        # a team of two named after them and wider than its column in the size its heading
        # has on one line: two lines there too, a player on each (F11 cut "Marie-Claire
        # Vuilleumier-Bonvin & Anne-Fr…" at full width); judged by that one line's size, so
        # that the two lines' smaller size does not make it one line again
        return 2 if px <= HEADING_PX or self._players_wider(max(HEADING_PX, px)) else 1

    def _players_wider(self, px: int) -> bool:
        """Whether a team's name of its players is wider than its column at *px* pixels."""
        sheet = self.sheet
        if sheet is None or self.columnCount() != 1 + len(sheet.teams):
            return False
        header = self.horizontalHeader()
        metrics = QFontMetricsF(self._heading_font(px))
        return any(players and metrics.horizontalAdvance(team) > header.sectionSize(c + 1) - 10
                   for c, (team, players) in enumerate(zip(sheet.teams, sheet.players,
                                                           strict=False)))

    def _team_resized(self, column: int, _old: int, _new: int) -> None:
        if column > 0:
            self._fit_heads()
        else:
            # the Row column resized (narrower with its rows' font smaller, below headings
            # of two lines): the teams' columns are stretched after it, and Qt says nothing
            # of their new width; their headings follow once it is done ("Joël &" over
            # "Mireille" read "Joël & Mireille" a size smaller from the first round on)
            self._refit.start()

    def _fit_heads(self) -> None:
        """The teams' headings as the boards write names over their columns
        (:mod:`jasstafel.drawing.heads`): in the heading's size, or a little smaller and whole
        ("Anna & Dora" beside a Row column as wide as "Coiffeur 3×3 ×11" at 1024×600, which
        Qt shortened to "Anna & …"), else shortened so that no two read the same; the whole
        name in the tooltip (only there, as on the other boards: a whole name had one too)
        and in what a screen reader hears of the heading (it heard "Stammtisch zu…")."""
        sheet = self.sheet
        header = self.horizontalHeader()
        if sheet is None or self.columnCount() != 1 + len(sheet.teams):
            return
        font = header.font()
        # "Row" in the header's font too: painted without a font of its own, it stayed at
        # 18 px beside the teams' names grown with the rows (the font the header measures by)
        row = self.horizontalHeaderItem(0)
        if row is not None and row.font() != font:
            row.setFont(font)
        # the heading's padding and borders: what a section needs beyond its text (its
        # widest line: measured as one, a heading of two lines left a wider room next time)
        margin = max(header.sectionSizeFromContents(c).width() - max(
            QFontMetricsF(self._heading_of(c)).horizontalAdvance(line)
            for line in self._heading_text(c).split("\n"))
            for c in range(self.columnCount()))
        width = min(header.sectionSize(c) for c in range(1, self.columnCount())) - margin - 1
        line = QFontMetricsF(font).lineSpacing()
        lines = self._head_lines(line) if self.isVisible() else 1
        box = QRectF(0, 0, max(width, 1.0), line * (lines + 0.2))
        heads = two_lines_alike(sheet.teams, column_heads(list(sheet.teams), font, box), box)
        if lines == 2:  # a team of two named after them: each on a line of their own
            heads = [self._players_head(c, head, font, box) for c, head in enumerate(heads)]
        before = self._rows_room()
        # Qt shortens a heading as if it were one line: "Sylvie &" over "Jean-Marc" became
        # "Sylvie & …"; headings of two lines are fitted here already, and only they are
        # left as they are
        two = any("\n" in head.text for head in heads)
        header.setTextElideMode(Qt.TextElideMode.ElideNone if two
                                else Qt.TextElideMode.ElideRight)
        for c, head in enumerate(heads, start=1):
            item = self.horizontalHeaderItem(c)
            if item is None:
                continue
            if item.text() != head.text:
                item.setText(head.text)
            if item.font() != head.font:
                item.setFont(head.font)
            team = sheet.teams[c - 1]
            tip = plain(team) if head.shortened else ""
            if item.toolTip() != tip:
                item.setToolTip(tip)
            if item.data(Qt.ItemDataRole.AccessibleTextRole) != team:
                item.setData(Qt.ItemDataRole.AccessibleTextRole, team)
        if self._rows_room() != before:  # a heading of two lines now, or of one again
            self._fit_rows()

    def _players_head(self, t: int, head: Head, font: QFont, box: QRectF) -> Head:
        """Team *t*'s head with its two players one on each line, where its name is
        theirs and not whole on one line."""
        sheet = self.sheet
        players = sheet.players[t] if sheet is not None and t < len(sheet.players) else ()
        if not players or ("\n" not in head.text and not head.shortened):
            return head
        return players_head(players, font, box) or head

    def _heading_of(self, c: int) -> QFont:
        """The font heading *c* is measured in: its own, else the header's."""
        item = self.horizontalHeaderItem(c)
        if item is not None and item.data(Qt.ItemDataRole.FontRole) is not None:
            return item.font()
        return self.horizontalHeader().font()

    def _heading_text(self, c: int) -> str:
        item = self.horizontalHeaderItem(c)
        return item.text() if item is not None else ""

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_rows()
        self._place_totals()

    def _cell(self, cell: GridCell, bold: QFont) -> QTableWidgetItem:
        item = QTableWidgetItem(cell.text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        if cell.tooltip:
            item.setToolTip(plain(cell.tooltip))
        if cell.value is None:
            item.setFont(self._font())
            item.setBackground(OPEN_BRUSH)
            return item
        item.setFont(bold)
        item.setData(Qt.ItemDataRole.UserRole, "filled")
        if cell.mark == "kontermatsch":
            item.setForeground(INK_DIM)
            item.setBackground(KONTER_BRUSH)
        elif cell.mark is not None:
            item.setForeground(INK_RED)
            item.setBackground(MATCH_BRUSH)
        return item

    def _summary(self, r: int, label: str, values: list[str], font: QFont | None,
                 red: list[bool] | None = None) -> None:
        head = QTableWidgetItem(label)
        head.setFlags(Qt.ItemFlag.ItemIsEnabled)
        head.setFont(font or self._font())
        self._put(r, 0, head)
        for t, value in enumerate(values):
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setBackground(QColor("#efe9d8"))
            item.setFont(font or self._font())
            if not font:
                item.setForeground(INK_DIM)
            if red and red[t]:
                item.setForeground(INK_RED)
            self._put(r, 1 + t, item)

    def show_chosen(self, cell: tuple[int, int] | None) -> None:
        """Highlight *cell* (team, row): the cell of the entry chosen in the history; None:
        no cell. A cell clicked stayed highlighted through the rest of the match, its entry
        long unchosen (a trial's)."""
        self._chosen = cell
        self._highlight()

    def _highlight(self) -> None:
        cell = self._chosen
        if cell is not None and self._is_cell(cell[1], cell[0] + 1):
            team, row = cell
            if self.selectedItems() != [self.item(row, team + 1)]:
                self.setCurrentCell(row, team + 1)
        else:
            self.clearSelection()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        """The keys come to a team's cell: Qt's first cell was the row's name (Shift+Tab
        from the history), where neither digits nor Enter do anything. The cell is not
        chosen by that (it is not highlighted): the frame says the keys are there."""
        super().focusInEvent(event)
        if not self._is_cell(self.currentRow(), self.currentColumn()) and self.teams:
            row = min(max(self.currentRow(), 0), max(self.rows - 1, 0))
            selection = self.selectionModel()
            if self.rows and selection is not None:
                selection.setCurrentIndex(self.model().index(row, 1),
                                          QItemSelectionModel.SelectionFlag.NoUpdate)
        self.viewport().update()  # the frame

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self._highlight()  # where the arrows went is the history's choice again
        self.viewport().update()  # no frame

    def currentChanged(self, current: QModelIndex | QPersistentModelIndex,  # noqa: N802
                       previous: QModelIndex | QPersistentModelIndex) -> None:
        """The frame moved: the old cell and the new one painted again whole, with the
        frame's pen round them. Qt paints only the cells' own rectangles, and where the
        screen scales the window (125 %, 150 %) the pen reaches a pixel past the cell: a
        1-px blue line of the old frame stayed at the first cell's left edge (a keyboard
        trial's, at 120 dpi)."""
        super().currentChanged(current, previous)
        for index in (previous, current):
            if index.isValid():
                self.viewport().update(self._framed(index))

    def _framed(self, index: QModelIndex | QPersistentModelIndex) -> QRect:
        """The cell of *index* with the room the frame's pen may take round it."""
        return self.visualRect(index).adjusted(-FOCUS_FRAME, -FOCUS_FRAME,
                                               FOCUS_FRAME, FOCUS_FRAME)

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        """While the grid has the keys, a blue frame on the cell they go to, as the history
        has round its rows: the platform's mark was a faint fill that a keyboard trial did
        not see (docs/window.md: where the keys go is always marked)."""
        super().paintEvent(event)
        index = self.currentIndex()
        if self.hasFocus() and index.isValid():
            painter = QPainter(self.viewport())
            painter.setPen(QPen(QColor(FOCUS_COLOR), FOCUS_FRAME))
            painter.drawRect(self.visualRect(index).adjusted(1, 1, -2, -2))
            painter.end()

    def _is_cell(self, r: int, c: int) -> bool:
        return 0 <= r < self.rows and 1 <= c <= self.teams and self.item(r, c) is not None

    def _filled(self, r: int, c: int) -> bool:
        item = self.item(r, c)
        return item is not None and item.data(Qt.ItemDataRole.UserRole) == "filled"

    def _clicked(self, r: int, c: int) -> None:
        if self._is_cell(r, c):
            (self.filledChosen if self._filled(r, c) else self.cellChosen).emit(c - 1, r)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click on a team's cell of a row takes the keys there; one anywhere else (Total,
        Behind, a row's name) neither takes them nor moves the cell they go to: a click on
        "Total" gave the grid the keys on the last row's cell, unseen, and the next digit
        chose that row in the form (a trial's Guschti ×10 instead of Schellen ×4)."""
        index = self.indexAt(event.position().toPoint())
        if not self._is_cell(index.row(), index.column()):
            event.accept()  # the keys stay where they were, with their frame
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A filled cell double-clicked: its entry to correct (a mouse-first trial's
        double-click only chose it, and one more click on *Correct…* was needed); an open
        one is chosen as by one click."""
        index = self.indexAt(event.position().toPoint())
        r, c = index.row(), index.column()
        if self._is_cell(r, c) and self._filled(r, c):
            event.accept()
            self.filledOpened.emit(c - 1, r)
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        r, c = self.currentRow(), self.currentColumn()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._clicked(r, c)
            return
        if event.text().isdigit() and self._is_cell(r, c):
            if self._filled(r, c):
                self.filledChosen.emit(c - 1, r)
            else:
                self.typedInto.emit(c - 1, r, event.text())
            return
        super().keyPressEvent(event)


class CoiffeurBoard(QWidget):
    """The grid with the next announcer and "uneinholbar" above it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"background: {PAPER.name()};")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(2)
        self.headline = QLabel()
        self.headline.setObjectName("coiffeurHeadline")
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet(f"color: {INK.name()}; font-size: 20px; font-weight: bold;")
        # the line keeps the room of its longest form in this match, written from the top of
        # it: "Fait atout ensuite : Sylvie (Sylvie & Jean-Marc)" took two lines at 1024×600
        # and "… Joël (Joël & Mireille)" one, and the grid moved 24 px up and down from
        # round to round, its heads changing size and shortening with it (a French trial's)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._forms: list[str] = []  # the headline's forms whose room it keeps
        self._said = ""  # the headline whole: shortened to two lines where it needs more
        layout.addWidget(self.headline)
        self.grid = CoiffeurGrid()
        self.grid.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.grid.setMinimumSize(280, 200)
        layout.addWidget(self.grid, 1)
        # the marks in words: "0 KM" looks like "1'285 M", and a novice could not tell that
        # the red 0 is against the team whose cell it is (a trial's)
        self.legend = QLabel(legend_text())
        self.legend.setObjectName("coiffeurLegend")
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet(f"color: {INK_DIM.name()}; font-size: 12px;")
        layout.addWidget(self.legend)
        self.sheet: CoiffeurSheet | None = None
        self._entries: tuple[Any, ...] = ()  # the match's, for the cell of an entry chosen
        self._index = -1  # the entry chosen in the history

    def set_board(self, board: Board, match: Any = None) -> None:
        self.sheet = sheet = sheet_of(board, match)
        self._entries = tuple(getattr(match, "entries", ()))
        self.grid.sheet = sheet
        self.grid.fill(sheet)
        self._said = unbroken(sheet.headline)
        # the room of the longest form: the forms of this match (a match opened anew, or
        # other names, begin again from theirs); "can no longer be caught" adds its own
        forms = [unbroken(form) for form in (
            [sheet.headline] if board.finished else headline_forms(board))]
        if not board.finished and not set(self._forms) >= set(forms):
            self._forms = (self._forms + forms
                           if board.figures.get("uneinholbar") is not None else forms)
        self._keep_headline_room()
        self.show_chosen(self._index)  # the entry's cell, as the grid is now

    def _keep_headline_room(self) -> None:
        """The headline as high as its longest form needs at its width, two lines at most:
        a longer one is shortened with "…", whole in its tooltip."""
        width = self.headline.contentsRect().width()
        self._show_headline(width)
        if width <= 0 or not self._forms:
            self.headline.setMinimumHeight(0)
            return
        room = min(max(self._headline_height(form, width)
                       for form in (*self._forms, self._said)),
                   self._headline_height("Ág\nÁg", width))
        margins = self.headline.contentsMargins()
        height = room + margins.top() + margins.bottom()
        if self.headline.minimumHeight() != height:
            self.headline.setMinimumHeight(height)

    def _headline_height(self, text: str, width: int) -> int:
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        return self.headline.fontMetrics().boundingRect(0, 0, width, 10_000, flags,
                                                        text).height()

    def _show_headline(self, width: int) -> None:
        """The headline whole where it takes two lines at most at *width*, else as many of
        its letters as two lines hold with "…" after them; whole in its tooltip then."""
        said, shown = self._said, self._said
        two = self._headline_height("Ág\nÁg", width)
        if width > 0 and self._headline_height(said, width) > two:
            low, high = 0, len(said)  # the most letters that fit with "…" after them
            while low < high:
                middle = (low + high + 1) // 2
                if self._headline_height(said[:middle].rstrip() + "…", width) <= two:
                    low = middle
                else:
                    high = middle - 1
            shown = said[:low].rstrip() + "…"
        if self.headline.text() != shown:
            self.headline.setText(shown)
        tip(self.headline, said if shown != said else "")

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._keep_headline_room()

    def show_chosen(self, index: int) -> None:
        """Entry *index* is the one chosen in the history (-1: none): its cell highlighted,
        no other."""
        self._index = index
        entry = self._entries[index] if 0 <= index < len(self._entries) else None
        team, row = getattr(entry, "team", None), getattr(entry, "row", None)
        self.grid.show_chosen((team, row) if team is not None and row is not None else None)
