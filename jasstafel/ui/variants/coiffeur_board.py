"""Coiffeur: the grid (rows × teams, on paper) and the entry panel.

Click an open cell of the announcing team (or move there with the arrow keys and
press Enter), type its card points or press Match / Kontermatsch, then Enter.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.coiffeur import CoiffeurRound
from ...drawing.chalk import INK, INK_DIM, INK_RED, PAPER
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FormError

OPEN_BRUSH = QBrush(QColor("#e8eef9"), Qt.BrushStyle.Dense6Pattern)


class CoiffeurGrid(QTableWidget):
    """One row per contract row, one column per team; totals and difference below."""

    cellChosen = Signal(int, int)  # noqa: N815 - (team, row)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coiffeurGrid")
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectItems)
        self.setStyleSheet(
            f"QTableWidget {{ background: {PAPER.name()}; color: {INK.name()};"
            " gridline-color: #b9b4a3; font-size: 20px; }"
            " QHeaderView::section { background: #efe9d8; color: #1d2a4a; font-size: 18px;"
            " font-weight: bold; padding: 4px; border: 1px solid #b9b4a3; }"
            " QTableWidget::item:selected { background: #ffd966; color: #1d2a4a; }"
        )
        self.cellClicked.connect(self._clicked)
        self.rows = 0
        self.teams = 0

    def set_board(self, board: Board) -> None:
        rows = board.figures["rows"]
        self.rows, self.teams = len(rows), len(board.sides)
        self.setColumnCount(1 + self.teams)
        self.setRowCount(self.rows + 2)
        self.setHorizontalHeaderLabels(
            [self.tr("Row")] + [f"{s.name}" for s in board.sides])
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for c in range(1, 1 + self.teams):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        bold = QFont(self.font())
        bold.setBold(True)
        for r, row in enumerate(rows):
            name = QTableWidgetItem(f"{row['name']}  ×{row['factor']}")
            name.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.setItem(r, 0, name)
            for t, value in enumerate(row["cells"]):
                item = QTableWidgetItem()
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if value is None:
                    item.setBackground(OPEN_BRUSH)
                    item.setToolTip(self.tr("open: click to write {0} for {1}").format(
                        row["name"], board.sides[t].name))
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                else:
                    item.setText(str(value))
                    item.setFont(bold)
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.setItem(r, 1 + t, item)
        total_row, diff_row = self.rows, self.rows + 1
        self._summary(total_row, self.tr("Total"), [str(s.total) for s in board.sides], bold)
        diff = board.figures["difference"]
        self._summary(diff_row, self.tr("Behind"), ["" if d == 0 else f"−{d}" for d in diff],
                      None)
        for t in range(self.teams):
            item = self.item(total_row, 1 + t)
            if board.figures.get("uneinholbar") == t or (board.finished and t in board.winners):
                item.setForeground(INK_RED)
        for r in range(self.rowCount()):
            self.setRowHeight(r, 34)

    def _summary(self, r: int, label: str, values: list[str], font: QFont | None) -> None:
        head = QTableWidgetItem(label)
        head.setFlags(Qt.ItemFlag.ItemIsEnabled)
        if font:
            head.setFont(font)
        self.setItem(r, 0, head)
        for t, value in enumerate(values):
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setBackground(QColor("#efe9d8"))
            if font:
                item.setFont(font)
            else:
                item.setForeground(INK_DIM)
            self.setItem(r, 1 + t, item)

    def _clicked(self, r: int, c: int) -> None:
        if 0 <= r < self.rows and c >= 1:
            item = self.item(r, c)
            if item is not None and item.flags() & Qt.ItemFlag.ItemIsSelectable:
                self.cellChosen.emit(c - 1, r)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._clicked(self.currentRow(), self.currentColumn())
            return
        super().keyPressEvent(event)


class CoiffeurBoard(QWidget):
    """The grid with the next announcer and "uneinholbar" above it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"background: {PAPER.name()};")
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setObjectName("coiffeurHeadline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet(f"color: {INK.name()}; font-size: 22px; font-weight: bold;")
        layout.addWidget(self.headline)
        self.grid = CoiffeurGrid()
        self.grid.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.grid, 1)

    def set_board(self, board: Board, match: Any = None) -> None:
        self.grid.set_board(board)
        names = [s.name for s in board.sides]
        if board.finished:
            winners = " & ".join(names[w] for w in board.winners)
            text = self.tr("{0} wins with {1}").format(winners, board.sides[board.winners[0]].total)
        else:
            nxt = board.figures["next_announcer"]
            text = self.tr("Next to announce: {0}").format(nxt["player"])
            if names[nxt["team"]] != nxt["player"]:
                text += f" ({names[nxt['team']]})"
            leader = board.figures.get("uneinholbar")
            if leader is not None:
                text += "  ·  " + self.tr("{0} is uneinholbar").format(names[leader])
        self.headline.setText(text)


class CoiffeurEntryPanel(EntryPanel):

    def keys_help(self) -> str:
        return self.tr(
            "Arrow keys and Enter on the grid choose an open cell; type the team's card points, "
            "or Match / Kontermatsch; Enter writes.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        box = QGroupBox(self.tr("Cell"))
        grid = QGridLayout(box)
        grid.addWidget(QLabel(self.tr("Team")), 0, 0)
        self.team = QComboBox()
        self.team.currentIndexChanged.connect(lambda _i: self._fill_rows())
        grid.addWidget(self.team, 0, 1)
        grid.addWidget(QLabel(self.tr("Row")), 1, 0)
        self.row = QComboBox()
        self.row.currentIndexChanged.connect(lambda _i: self._row_changed())
        grid.addWidget(self.row, 1, 1)
        grid.addWidget(QLabel(self.tr("Own card points")), 2, 0)
        self.points = QSpinBox()
        self.points.setRange(0, ROUND_POINTS)
        self.points.setMinimumHeight(44)
        font = self.points.font()
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        self.points.setFont(font)
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.points, 2, 1)
        self.match = QPushButton(self.tr("Match"))
        self.match.setCheckable(True)
        self.match.setToolTip(self.tr("All nine tricks (in Misère: no trick at all)"))
        self.match.toggled.connect(self._match_toggled)
        self.kontermatsch = QPushButton(self.tr("Kontermatsch"))
        self.kontermatsch.setCheckable(True)
        self.kontermatsch.setToolTip(self.tr("The announcing team took no trick: writes 0"))
        self.kontermatsch.toggled.connect(self._kontermatsch_toggled)
        self.stoeck = QPushButton(self.tr("Stöck"))
        self.stoeck.setCheckable(True)
        grid.addWidget(self.match, 3, 0)
        grid.addWidget(self.kontermatsch, 3, 1)
        grid.addWidget(self.stoeck, 4, 0, 1, 2)
        self.preview = QLabel()
        self.preview.setObjectName("cellPreview")
        grid.addWidget(self.preview, 5, 0, 1, 2)
        self.points.valueChanged.connect(lambda _v: self._update_preview())
        self.stoeck.toggled.connect(lambda _v: self._update_preview())
        self.form.addWidget(box)

    # -- behaviour ----------------------------------------------------------------------------

    def choose_cell(self, team: int, row: int) -> None:
        """A cell clicked on the grid: make it the one the form writes."""
        self.team.setCurrentIndex(team)
        index = self.row.findData(row)
        if index >= 0:
            self.row.setCurrentIndex(index)
        self.points.setFocus()
        self.points.selectAll()

    def _rows(self) -> list[Any]:
        return list(self.controller.match.rules.settings.rows)

    def _fill_rows(self, keep: int | None = None) -> None:
        """Offer the selected team's open rows (and, while correcting, its own row)."""
        team = self.team.currentIndex()
        if team < 0:
            return
        board = self.controller.board
        current = keep if keep is not None else self.row.currentData()
        self.row.blockSignals(True)
        self.row.clear()
        for i, row in enumerate(board.figures["rows"]):
            if row["cells"][team] is None or i == keep:
                self.row.addItem(f"{row['name']} ×{row['factor']}", i)
        index = self.row.findData(current)
        self.row.setCurrentIndex(max(index, 0))
        self.row.blockSignals(False)
        self._row_changed()

    def _row_changed(self) -> None:
        row = self.row.currentData()
        if row is None:
            self.stoeck.setEnabled(False)
            return
        rules = self.controller.match.rules
        kind = rules.settings.rows[row].kind
        self.stoeck.setEnabled(rules.settings.stoeck and kind in ("trump", "free"))
        if not self.stoeck.isEnabled():
            self.stoeck.setChecked(False)
        self.kontermatsch.setEnabled(kind != "misere")
        self._update_preview()

    def _match_toggled(self, on: bool) -> None:
        if on:
            self.kontermatsch.setChecked(False)
            row = self.row.currentData()
            misere = row is not None and self._rows()[row].kind == "misere"
            self.points.setValue(0 if misere else ROUND_POINTS)
        self._update_preview()

    def _kontermatsch_toggled(self, on: bool) -> None:
        if on:
            self.match.setChecked(False)
            self.stoeck.setChecked(False)
            self.points.setValue(0)
        self._update_preview()

    def _update_preview(self) -> None:
        try:
            entry = self.build_entry()
            value = self.controller.match.rules.cell(entry)
        except Exception:  # an incomplete or forbidden form: no preview, the rules say why later
            self.preview.setText("")
            return
        self.preview.setText(self.tr("writes {0}").format(value))

    # -- the EntryPanel interface ----------------------------------------------------------------

    def refresh(self, board: Board) -> None:
        names = [s.name for s in board.sides]
        current = self.team.currentIndex()
        self.team.blockSignals(True)
        self.team.clear()
        self.team.addItems(names)
        nxt = board.figures.get("next_announcer")
        if self.correcting is None and nxt is not None:
            self.team.setCurrentIndex(nxt["team"])
        else:
            self.team.setCurrentIndex(max(current, 0))
        self.team.blockSignals(False)
        self._fill_rows()

    def build_entry(self) -> Any:
        row = self.row.currentData()
        if row is None:
            raise FormError(self.tr("This team has no open row left"))
        return CoiffeurRound(team=self.team.currentIndex(), row=row, points=self.points.value(),
                             match=self.match.isChecked(),
                             kontermatsch=self.kontermatsch.isChecked(),
                             stoeck=self.stoeck.isChecked() and self.stoeck.isEnabled())

    def load_entry(self, entry: Any) -> None:
        self.team.blockSignals(True)
        self.team.setCurrentIndex(entry.team)
        self.team.blockSignals(False)
        self._fill_rows(keep=entry.row)
        self.match.setChecked(entry.match)
        self.kontermatsch.setChecked(entry.kontermatsch)
        self.points.setValue(entry.points)
        self.stoeck.setChecked(entry.stoeck)
        self._update_preview()

    def reset(self) -> None:
        for button in (self.match, self.kontermatsch, self.stoeck):
            button.setChecked(False)
        self.points.setValue(0)
        self.refresh(self.controller.board)
        self.points.setFocus()
        self.points.selectAll()

    def describe(self, entry: Any) -> str:
        row = self._rows()[entry.row]
        return self.tr("{0} for {1}").format(row.name,
                                              self.controller.match.rules.side_names[entry.team])

    def history_text(self, line: EntryLine, entry: Any) -> str:
        rules = self.controller.match.rules
        row = rules.settings.rows[entry.row]
        team = rules.side_names[entry.team]
        if entry.kontermatsch:
            what = self.tr("Kontermatsch")
        elif entry.match:
            what = self.tr("Match")
        else:
            what = str(entry.points)
        if entry.stoeck:
            what += ", " + self.tr("Stöck")
        value = line.written[entry.team]
        return self.tr("{0}: {1} ×{2}, {3} → {4}").format(team, row.name, row.factor, what, value)

    def status_text(self, board: Board) -> str:
        if board.finished:
            return super().status_text(board)
        nxt = board.figures["next_announcer"]
        return self.tr("{0} announces next").format(nxt["player"])
