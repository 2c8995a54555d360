"""Punktetafel (free board): the block of rounds and the entry panel.

Per round one number per side, minus allowed (type −); an empty field counts 0; an
optional note; Enter writes. "Close the board" (Ctrl+Shift+C) ends the Partie where it
stands: the only way to end a board without a target or a number of rounds.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.punktetafel import MAX_ROUND_POINTS, PunktetafelClose, PunktetafelRound
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

#: More sides than this and the fields scroll.
SCROLL_SIDES = 8
#: Rounds still to play drawn as empty rows, at most.
FUTURE_ROWS = 30


def _t(text: str) -> str:
    return QCoreApplication.translate("Punktetafel", text)


def rounds_text(n: int) -> str:
    return _t("1 round") if n == 1 else _t("{0} rounds").format(n)


def punktetafel_status(board: Board) -> str:
    names = [s.name for s in board.sides]
    f = board.figures
    if board.finished:
        winners = board.winners
        who = " & ".join(names[w] for w in winners)
        total = board.sides[winners[0]].total
        if len(winners) > 1:
            text = _t("{0} win (tie) with {1}").format(who, total)
        else:
            text = _t("{0} wins with {1}").format(who, total)
        if f["end"] == "closed":
            text = _t("Closed after {0}: {1}").format(rounds_text(f["rounds_played"]), text)
        return text
    nxt = f["rounds_played"] + 1
    if f["rounds"]:
        text = _t("Round {0} of {1}").format(nxt, f["rounds"])
    else:
        text = _t("Round {0}").format(nxt)
    best = [i for i, r in enumerate(board.ranks) if r == 1]
    target = f["target"]
    if target is not None and f["margin"] and board.entries and (
            max(s.total for s in board.sides) >= target):
        if len(best) > 1:
            return _t("{0}: tie on {1}, a lead of {2} is needed: play on").format(
                text, board.sides[best[0]].total, f["margin"])
        return _t("{0}: {1} leads by {2}, needs {3}: play on").format(
            text, names[best[0]], f["lead"] or 0, f["margin"])
    if target is not None:
        return _t("{0}: first to {1}").format(text, target) if f["wins"] == "higher" else \
            _t("{0}: ends at {1}, lowest wins").format(text, target)
    if not f["rounds"]:
        return _t("{0}: no target, close the board to end it").format(text)
    return text


def rules_text(f: dict[str, Any]) -> str:
    """The board's settings in a few words: target, margin, rounds, who wins."""
    parts = []
    if f["target"] is not None:
        parts.append(_t("target {0}").format(f["target"]))
    if f["margin"]:
        parts.append(_t("lead of {0}").format(f["margin"]))
    if f["rounds"]:
        parts.append(rounds_text(f["rounds"]))
    parts.append(_t("highest wins") if f["wins"] == "higher" else _t("lowest wins"))
    return " · ".join(parts)


# -- the board ----------------------------------------------------------------------------------


class PunktetafelBoard(PointsTable):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Punktetafel board"))

    def table_data(self, board: Board, match: Any) -> TableData:
        f = board.figures
        n = len(board.sides)
        entries = list(match.entries) if match is not None else []
        rows = []
        for index, line in enumerate(board.entries):
            entry = entries[index] if index < len(entries) else None
            if line.kind == "close":
                rows.append(TableRow("", [TableCell() for _ in range(n)],
                                     self.tr("closed by the Schreiber"), note_color=INK_RED))
                continue
            cells = [TableCell(number(w), "= " + number(t),
                               color=INK_RED if w < 0 else None)
                     for w, t in zip(line.written, line.totals, strict=True)]
            note = entry.note if isinstance(entry, PunktetafelRound) else ""
            rows.append(TableRow(str(line.round), cells, note))
        if f["rounds"] and not board.finished:
            last = min(f["rounds"], f["rounds_played"] + FUTURE_ROWS)
            for r in range(f["rounds_played"] + 1, last + 1):
                rows.append(TableRow(str(r), [TableCell() for _ in range(n)], future=True))
        columns = [TableColumn(s.name, ", ".join(s.players) if f["teams"] else "")
                   for s in board.sides]
        extras = []
        if f["target"] is not None:
            extras.append(ExtraRow(self.tr("To target"),
                                   ["✓" if s.figures["to_target"] == 0
                                    else str(s.figures["to_target"]) for s in board.sides],
                                   color=INK_GREEN))
        if board.entries and n > 1:
            extras.append(ExtraRow(self.tr("Behind"),
                                   [number(-s.figures["behind"]) if s.figures["behind"] else "–"
                                    for s in board.sides], color=INK_RED))
            extras.append(ExtraRow(self.tr("Rank"), [f"{r}." for r in board.ranks]))
        if board.finished:
            subtitle = self.tr("Finished after {0} · {1}").format(rounds_text(f["rounds_played"]),
                                                                   rules_text(f))
        else:
            subtitle = rules_text(f)
        return TableData(
            title=match_title(self.tr("Punktetafel"), match), subtitle=subtitle,
            columns=columns, rows=rows, totals=[number(s.total) for s in board.sides],
            total_label=self.tr("Total"), leaders=leaders(board), finished=board.finished,
            extras=extras, footer=punktetafel_status(board),
        )


# -- the entry panel ----------------------------------------------------------------------------


class PunktetafelEntryPanel(EntryPanel):

    def keys_help(self) -> str:
        return self.tr(
            "Type each side's points (minus allowed), Tab to the next; Enter writes; "
            "Ctrl+Shift+C closes the board.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.loaded_close = False
        self.points: list[NumberEdit] = []
        self.name_labels: list[QLabel] = []
        self.box = QGroupBox()
        self.box.setObjectName("punktetafelRound")
        self.grid = QGridLayout(self.box)
        sides = controller.board.sides
        inner = QWidget()
        fields = QGridLayout(inner)
        fields.setContentsMargins(0, 0, 0, 0)
        tip = self.tr("Points of the round; minus allowed (type −); empty counts 0. "
                      "Tab: next side, Enter: write")
        for i, side in enumerate(sides):
            name = QLabel(side.name)
            name.setStyleSheet("font-size: 15px; font-weight: bold;")
            if len(side.players) > 1:
                name.setToolTip(", ".join(side.players))
            edit = NumberEdit(-MAX_ROUND_POINTS, MAX_ROUND_POINTS)
            edit.setObjectName(f"points{i}")
            edit.setToolTip(tip)
            edit.textChanged.connect(lambda _t: self._update())
            fields.addWidget(name, i, 0)
            fields.addWidget(edit, i, 1)
            self.name_labels.append(name)
            self.points.append(edit)
        fields.setColumnStretch(1, 1)
        if len(sides) > SCROLL_SIDES:
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(inner)
            scroll.setMinimumHeight(320)
            self.grid.addWidget(scroll, 0, 0, 1, 2)
        else:
            self.grid.addWidget(inner, 0, 0, 1, 2)
        self.grid.addWidget(QLabel(self.tr("Note")), 1, 0)
        self.note = QLineEdit()
        self.note.setObjectName("roundNote")
        self.note.setMaxLength(200)
        self.note.setPlaceholderText(self.tr("optional, e.g. Strafe, Match, Trumpf …"))
        self.grid.addWidget(self.note, 1, 1)
        self.preview = QLabel()
        self.preview.setObjectName("punktetafelPreview")
        self.preview.setWordWrap(True)
        self.grid.addWidget(self.preview, 2, 0, 1, 2)
        self.close_note = QLabel()
        self.close_note.setWordWrap(True)
        self.close_note.hide()
        self.grid.addWidget(self.close_note, 3, 0, 1, 2)
        self.form.addWidget(self.box)
        self.close_button = QPushButton(self.tr("Close the board (Ctrl+Shift+C)"))
        self.close_button.setObjectName("closeBoard")
        self.close_button.setMinimumHeight(36)
        self.close_button.setToolTip(self.tr("End the Partie where it stands: the totals as "
                                             "they are decide (Ctrl+Shift+C)"))
        self.close_button.clicked.connect(self.close_board)
        QShortcut(QKeySequence("Ctrl+Shift+C"), self, self.close_board)
        outer = cast(QVBoxLayout, self.layout())
        outer.insertWidget(outer.indexOf(self.write_button) + 1, self.close_button)
        chain: list[QWidget] = [*self.points, self.note, self.write_button, self.close_button]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)
        self.refresh(controller.board)
        if self.points:
            self.points[0].setFocus()

    # -- behaviour -------------------------------------------------------------------------

    def close_board(self) -> bool:
        if self.correcting is not None or not self.close_button.isEnabled():
            return False
        return self.submit_entry(PunktetafelClose())

    def _values(self) -> list[int | None]:
        return [e.value() for e in self.points]

    def _update(self) -> None:
        values = self._values()
        if all(v is None for v in values):
            self.preview.setText("")
            return
        board = self.controller.board
        base = [s.total for s in board.sides]
        if self.correcting is not None and not self.inserting:
            line = board.entries[self.correcting]
            base = [t - w for t, w in zip(line.totals, line.written, strict=True)]
        after = [b + (v or 0) for b, v in zip(base, values, strict=True)]
        self.preview.setText(self.tr("then: {0}").format("  ·  ".join(
            f"{s.name} {number(t)}" for s, t in zip(board.sides, after, strict=True))))

    # -- the EntryPanel interface ----------------------------------------------------------

    def refresh(self, board: Board) -> None:
        f = board.figures
        if self.correcting is not None and not self.inserting:
            number_ = board.entries[self.correcting].round
        elif self.correcting is not None:
            number_ = 1 + sum(1 for line in board.entries[: self.correcting]
                              if line.kind == "round")
        else:
            number_ = f["rounds_played"] + 1
        title = self.tr("Round {0}").format(number_)
        if f["rounds"]:
            title = self.tr("Round {0} of {1}").format(number_, f["rounds"])
        self.box.setTitle(title + "  ·  " + rules_text(f))
        needed = f["target"] is None and not f["rounds"]
        self.close_button.setEnabled(f["rounds_played"] > 0 and self.correcting is None
                                     and not board.finished)
        self.close_button.setText(
            self.tr("Close the board: the only way to end it (Ctrl+Shift+C)") if needed
            else self.tr("Close the board early (Ctrl+Shift+C)"))
        self.close_button.setStyleSheet("font-weight: bold;" if needed else "")
        self._update()

    def build_entry(self) -> Any:
        if self.loaded_close:
            return PunktetafelClose()
        values = self._values()
        if all(v is None for v in values):
            raise FormError(self.tr("Type the points of the round (an empty field counts 0)"))
        return PunktetafelRound(points=[v or 0 for v in values], note=self.note.text().strip())

    def load_entry(self, entry: Any) -> None:
        self._clear()
        if isinstance(entry, PunktetafelClose):
            self.loaded_close = True
            for edit in self.points:
                edit.setEnabled(False)
            self.note.setEnabled(False)
            self.close_note.setText(self.tr("This entry closes the board. To play on, delete "
                                            "it in the history."))
            self.close_note.show()
            return
        for edit, value in zip(self.points, entry.points, strict=True):
            edit.setValue(value)
        self.note.setText(entry.note)
        self.refresh(self.controller.board)
        self.points[0].setFocus()
        self.points[0].selectAll()

    def _clear(self) -> None:
        self.loaded_close = False
        for edit in self.points:
            edit.clear()
            edit.setEnabled(True)
        self.note.clear()
        self.note.setEnabled(True)
        self.close_note.hide()

    def reset(self) -> None:
        self._clear()
        self.refresh(self.controller.board)
        if self.points:
            self.points[0].setFocus()

    def describe(self, entry: Any) -> str:
        if isinstance(entry, PunktetafelClose):
            return self.tr("closing the board")
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        if isinstance(entry, PunktetafelClose):
            return self.tr("Board closed after {0}").format(rounds_text(line.number - 1))
        names = self.controller.match.rules.side_names
        text = self.tr("Round {0}: {1}").format(line.round, ", ".join(
            f"{name} {number(w)}" for name, w in zip(names, line.written, strict=True)))
        if entry.note:
            text += f" – {entry.note}"
        return text + "  → " + " : ".join(number(t) for t in line.totals)

    def status_text(self, board: Board) -> str:
        return punktetafel_status(board)
