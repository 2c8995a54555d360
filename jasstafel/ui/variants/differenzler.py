"""Differenzler: the block of penalties (lowest total wins) and the entry panel.

Before the game the Schreiber types every player's prediction; it is shown as ●●● so
that nobody at the table reads it (Ctrl+R shows them to the Schreiber). A player who
made none: tick "none" or type − in his field. After the game the card points (the
last player gets the rest of 157); then the predictions are shown with the penalties,
and Enter writes the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.differenzler import DifferenzlerGame
from ...drawing.chalk import INK_RED
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FormError
from ..widgets.points_table import (
    INK_GREEN,
    ExtraRow,
    NumberEdit,
    PointsTable,
    TableCell,
    TableColumn,
    TableData,
    TableRow,
    leaders,
    match_title,
    number,
)


def _t(text: str) -> str:
    return QCoreApplication.translate("Differenzler", text)


def differenzler_status(board: Board) -> str:
    names = [s.name for s in board.sides]
    figures = board.figures
    if board.finished:
        winners = board.winners
        best = board.sides[winners[0]].total
        if len(winners) > 1:
            return _t("{0} win (tie) with {1} penalty points").format(
                " & ".join(names[w] for w in winners), best)
        return _t("{0} wins with {1} penalty points").format(names[winners[0]], best)
    return _t("Game {0} of {1}: {2} deals · predictions first").format(
        figures["games_played"] + 1, figures["games"], names[figures["dealer"]])


# -- the board ----------------------------------------------------------------------------------


class DifferenzlerBoard(PointsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Differenzler board"))

    def table_data(self, board: Board, match: Any) -> TableData:
        figures = board.figures
        n = len(board.sides)
        entries = list(match.entries) if match is not None else []
        rows = []
        for index, line in enumerate(board.entries):
            entry = entries[index] if index < len(entries) else None
            cells = []
            for p in range(n):
                penalty = line.written[p]
                if isinstance(entry, DifferenzlerGame):
                    prediction = entry.predictions[p]
                    said = self.tr("none") if prediction is None else str(prediction)
                    note = f"{said}→{entry.points[p]}"
                    color = INK_RED if prediction is None else (INK_GREEN if penalty == 0
                                                                else None)
                else:
                    note, color = "", None
                cells.append(TableCell(number(penalty), note, color=color))
            rows.append(TableRow(str(line.round), cells))
        for g in range(figures["games_played"] + 1, figures["games"] + 1):
            rows.append(TableRow(str(g), [TableCell() for _ in range(n)], future=True))
        dealer = figures["dealer"]
        columns = [TableColumn(s.name, self.tr("deals") if p == dealer else "")
                   for p, s in enumerate(board.sides)]
        extras = [
            ExtraRow(self.tr("Exact"), [f"{s.figures['exact']}×" if s.figures["exact"] else "–"
                                        for s in board.sides], color=INK_GREEN),
            ExtraRow(self.tr("No prediction"),
                     [f"{s.figures['missing']}×" if s.figures["missing"] else "–"
                      for s in board.sides], color=INK_RED),
            ExtraRow(self.tr("Card points"), [str(s.figures["card_points"])
                                              for s in board.sides]),
        ]
        if board.entries:
            extras.append(ExtraRow(self.tr("Rank"), [f"{r}." for r in board.ranks]))
        if board.finished:
            subtitle = self.tr("{0} games played · lowest penalty wins").format(figures["games"])
        else:
            subtitle = self.tr("Game {0} of {1} · {2} to play").format(
                figures["games_played"] + 1, figures["games"], figures["games_left"])
        return TableData(
            title=match_title("Differenzler", match), subtitle=subtitle, columns=columns,
            rows=rows, totals=[number(s.total) for s in board.sides],
            total_label=self.tr("Penalty"), leaders=leaders(board), finished=board.finished,
            extras=extras, footer=differenzler_status(board),
        )


# -- the entry panel ----------------------------------------------------------------------------


class PredictionEdit(NumberEdit):
    """A prediction, shown as ●●●; typing − (or x) means: no prediction."""

    missingRequested = Signal()  # noqa: N815 - Qt signal naming

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.text() in ("-", "x", "X", "\u2212"):
            self.missingRequested.emit()
            return
        super().keyPressEvent(event)


class DifferenzlerEntryPanel(EntryPanel):

    def keys_help(self) -> str:
        return self.tr(
            "Type the predictions (hidden as ●●●; − or x for none), then the card points; "
            "Enter goes on and writes; Ctrl+R shows the predictions.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.predictions: list[PredictionEdit] = []
        self.missing: list[QCheckBox] = []
        self.points: list[NumberEdit] = []
        self.penalties: list[QLabel] = []
        self.name_labels: list[QLabel] = []
        self.box = QGroupBox()
        self.box.setObjectName("differenzlerGame")
        self.grid = QGridLayout(self.box)
        penalty = controller.match.rules.settings.missing_penalty
        self.tips = (
            self.tr("The player's prediction of his own card points (0 … 157), shown as ●●● "
                    "until the game is played. Type − for no prediction. Enter: next player"),
            self.tr("No prediction: {0} penalty points (or type − in the prediction)").format(
                penalty),
            self.tr("Card points the player took (0 … 157); together 157. The last player "
                    "gets the rest. Enter: next player, then write"),
        )
        for c, text in enumerate((self.tr("Prediction"), "", self.tr("Card points"),
                                  self.tr("Penalty"))):
            label = QLabel(text)
            label.setStyleSheet("font-weight: bold;")
            if c < 3:
                label.setToolTip(self.tips[c])
            self.grid.addWidget(label, 0, 1 + c)
        self.reveal = QPushButton(self.tr("Show predictions (Ctrl+R)"))
        self.reveal.setObjectName("revealPredictions")
        self.reveal.setCheckable(True)
        self.reveal.setToolTip(self.tr("Show the predictions to the Schreiber (Ctrl+R); they "
                                       "are shown anyway once every card point is typed"))
        self.reveal.toggled.connect(lambda _on: self._update())
        QShortcut(QKeySequence("Ctrl+R"), self, self.reveal.toggle)
        self.given_label = QLabel()
        self.given_label.setObjectName("predictionsGiven")
        self.sum_label = QLabel()
        self.sum_label.setObjectName("differenzlerSum")
        self.form.addWidget(self.box)
        self._build_rows()
        self.refresh(controller.board)
        if self.predictions:
            self.predictions[0].setFocus()

    @property
    def names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    def _build_rows(self) -> None:
        n = len(self.names)
        for p in range(n):
            name = QLabel()
            name.setStyleSheet("font-size: 15px;")
            prediction = PredictionEdit(0, ROUND_POINTS)
            prediction.setObjectName(f"prediction{p}")
            prediction.setEchoMode(QLineEdit.EchoMode.Password)
            prediction.setToolTip(self.tips[0])
            prediction.missingRequested.connect(lambda p=p: self._missing_typed(p))
            missing = QCheckBox(self.tr("none"))
            missing.setObjectName(f"missing{p}")
            missing.setToolTip(self.tips[1])
            missing.toggled.connect(lambda on, p=p: self._missing_toggled(p, on))
            points = NumberEdit(0, ROUND_POINTS)
            points.setObjectName(f"points{p}")
            points.setToolTip(self.tips[2])
            penalty = QLabel()
            penalty.setObjectName(f"penalty{p}")
            penalty.setMinimumWidth(48)
            penalty.setStyleSheet("font-size: 18px; font-weight: bold;")
            penalty.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for edit in (prediction, points):
                edit.textChanged.connect(lambda _t: self._update())
            for c, w in enumerate((name, prediction, missing, points, penalty)):
                self.grid.addWidget(w, 1 + p, c)
            self.name_labels.append(name)
            self.predictions.append(prediction)
            self.missing.append(missing)
            self.points.append(points)
            self.penalties.append(penalty)
        self.grid.setColumnStretch(1, 2)
        self.grid.setColumnStretch(3, 2)
        self.grid.addWidget(self.given_label, 1 + n, 0, 1, 3)
        self.grid.addWidget(self.reveal, 1 + n, 3, 1, 2)
        self.grid.addWidget(self.sum_label, 2 + n, 0, 1, 5)
        chain: list[QWidget] = [*self.predictions, *self.points, *self.missing, self.reveal,
                                self.write_button]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    # -- behaviour -------------------------------------------------------------------------

    def _missing_typed(self, p: int) -> None:
        self.missing[p].setChecked(True)
        following = self._fields()
        nxt = self._after(self.predictions[p], following)
        if nxt is not None:
            nxt.setFocus()

    def _missing_toggled(self, p: int, on: bool) -> None:
        edit = self.predictions[p]
        if on:
            edit.clear()
        edit.setEnabled(not on)
        self._update()

    def _fields(self) -> list[NumberEdit]:
        """The fields Enter walks through: predictions (not "none"), then card points."""
        return [e for e, m in zip(self.predictions, self.missing, strict=True)
                if not m.isChecked()] + list(self.points)

    def _after(self, current: QWidget | None, fields: list[NumberEdit]) -> NumberEdit | None:
        empty = [i for i, e in enumerate(fields) if e.is_empty()]
        if not empty:
            return None
        index = fields.index(current) if current in fields else -1
        later = [i for i in empty if i > index] or empty
        return fields[later[0]]

    def _auto_rest(self) -> tuple[int, int] | None:
        empty = [i for i, e in enumerate(self.points) if e.is_empty()]
        if len(empty) != 1:
            return None
        rest = ROUND_POINTS - sum(e.value() or 0 for e in self.points)
        return (empty[0], rest) if 0 <= rest <= ROUND_POINTS else None

    def _all_points(self) -> bool:
        return all(not e.is_empty() for e in self.points)

    def _update(self) -> None:
        shown = self.reveal.isChecked() or self._all_points()
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        for edit in self.predictions:
            edit.setEchoMode(mode)
        auto = self._auto_rest()
        for i, edit in enumerate(self.points):
            edit.setPlaceholderText(str(auto[1]) if auto and auto[0] == i else "")
        given = sum(1 for e, m in zip(self.predictions, self.missing, strict=True)
                    if m.isChecked() or not e.is_empty())
        self.given_label.setText(self.tr("Predictions: {0} of {1}").format(given,
                                                                           len(self.names)))
        total = sum(e.value() or 0 for e in self.points)
        if auto is not None:
            self.sum_label.setText(self.tr("Card points: {0} of 157 · {1} gets the rest, {2}")
                                   .format(total, self.names[auto[0]], auto[1]))
        else:
            self.sum_label.setText(self.tr("Card points: {0} of 157").format(total))
        penalty = self.controller.match.rules.settings.missing_penalty
        for p, label in enumerate(self.penalties):
            points = self.points[p].value()
            prediction = self.predictions[p].value()
            if points is None or not shown:
                label.setText("")
            elif self.missing[p].isChecked():
                label.setText(str(penalty))
            elif prediction is not None:
                label.setText(str(abs(prediction - points)))
            else:
                label.setText("")

    # -- the EntryPanel interface ----------------------------------------------------------

    def refresh(self, board: Board) -> None:
        names = self.names
        dealer = board.figures["dealer"]
        for p, label in enumerate(self.name_labels):
            label.setText(names[p] + ("  " + self.tr("(deals)") if p == dealer else ""))
        if self.correcting is not None and not self.inserting:
            number_ = board.entries[self.correcting].round or 1
        elif self.correcting is not None:
            number_ = self.correcting + 1
        else:
            number_ = board.figures["games_played"] + 1
        self.box.setTitle(self.tr("Game {0} of {1}").format(number_, board.figures["games"]))
        self._update()

    def build_entry(self) -> Any:
        names = self.names
        predictions: list[int | None] = []
        without = []
        for p, edit in enumerate(self.predictions):
            if self.missing[p].isChecked():
                predictions.append(None)
            elif edit.is_empty():
                without.append(names[p])
            else:
                predictions.append(edit.value())
        if without:
            raise FormError(self.tr("Prediction missing for {0}: type it, or − for no "
                                    "prediction").format(", ".join(without)))
        values = [e.value() for e in self.points]
        auto = self._auto_rest()
        if auto is not None:
            values[auto[0]] = auto[1]
        missing = [names[p] for p, v in enumerate(values) if v is None]
        if missing:
            raise FormError(self.tr("Card points missing for {0}").format(", ".join(missing)))
        return DifferenzlerGame(predictions=predictions,
                                points=[v for v in values if v is not None])

    def load_entry(self, entry: Any) -> None:
        self._clear()
        for p in range(len(self.names)):
            prediction = entry.predictions[p]
            self.missing[p].setChecked(prediction is None)
            self.predictions[p].setValue(prediction)
            self.points[p].setValue(entry.points[p])
        self.refresh(self.controller.board)
        self.predictions[0].setFocus()

    def _clear(self) -> None:
        for p in range(len(self.names)):
            self.missing[p].setChecked(False)
            self.predictions[p].clear()
            self.points[p].clear()
        self.reveal.setChecked(False)

    def reset(self) -> None:
        self._clear()
        self.refresh(self.controller.board)
        if self.predictions:
            self.predictions[0].setFocus()

    def describe(self, entry: Any) -> str:
        return self.tr("game {0}").format(self.controller.board.figures["games_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        parts = []
        for p, name in enumerate(self.names):
            prediction = entry.predictions[p]
            said = "–" if prediction is None else str(prediction)
            parts.append(f"{name} {said}→{entry.points[p]} ({line.written[p]})")
        return self.tr("Game {0}: {1}").format(line.round, ", ".join(parts))

    def status_text(self, board: Board) -> str:
        return differenzler_status(board)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            auto = self._auto_rest()
            fields = self._fields()
            target = self._after(focus, fields)
            if target is not None and auto is not None and focus is self.points[auto[0]] \
                    and [e for e in fields if e.is_empty()] == [focus]:
                target = None  # Enter on the last empty field: take the rest shown in it
            if target is not None:
                if auto is not None and target is self.points[auto[0]] and all(
                        not e.is_empty() for e in fields if e is not target):
                    target.setValue(auto[1])  # shown before it is written
                target.setFocus()
                target.selectAll()
                return
        super().keyPressEvent(event)
