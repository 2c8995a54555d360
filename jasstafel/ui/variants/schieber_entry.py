"""Entering a Schieber round: contract, announcing team, card points, Match, Weis, Stöck;
and Bedanken during or after a round. Keyboard alone or mouse alone."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.schieber import SchieberBedanken, SchieberRound
from ...drawing.suits import suit_icon
from ..controller import MatchController
from ..widgets.entrypanel import EntryPanel, FormError
from ..words import contract_name

CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe", "slalom")
# the Weis picker: (label, points); several add up
WEIS_BUTTONS = (("20", 20), ("50", 50), ("100", 100), ("150", 150), ("200", 200),
                ("250", 250), ("300", 300))
WEIS_FOUR = ((("4 gleiche"), 100), (("4 Nell"), 150), (("4 Bauern"), 200))


class SchieberEntryPanel(EntryPanel):

    def keys_help(self) -> str:
        return self.tr(
            "Ctrl+1 … Ctrl+7 contract, Ctrl+8 / Ctrl+9 announcing team; type the card points "
            "of one team (the other gets 157 − x); Ctrl+M Match, Ctrl+K Kontermatsch; Weis and "
            "Stöck with the buttons; Enter writes. Bedanken: the stack points, the contract, "
            "then the team's Bedanken button.")

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.weis_parts: list[int] = []
        self._syncing = False
        self._build_contracts()
        self._build_points()
        self._build_weis()
        self._build_bedanken()
        self.points[0].setFocus()

    # -- building the form ---------------------------------------------------------------------

    def _build_contracts(self) -> None:
        box = QGroupBox(self.tr("Contract"))
        grid = QGridLayout(box)
        self.contract_group = QButtonGroup(self)
        self.contract_buttons: dict[str, QPushButton] = {}
        for i, contract in enumerate(CONTRACTS):
            button = QPushButton()
            button.setCheckable(True)
            button.setIconSize(QSize(28, 28))
            button.setMinimumHeight(40)
            button.setToolTip(f"Ctrl+{i + 1}")
            self.contract_group.addButton(button, i)
            self.contract_buttons[contract] = button
            grid.addWidget(button, i // 4, i % 4)
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self, button.click)
        self.form.addWidget(box)

        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Announced by")))
        self.team_group = QButtonGroup(self)
        self.team_buttons = []
        for t, key in enumerate(("Ctrl+8", "Ctrl+9")):
            button = QPushButton()
            button.setCheckable(True)
            button.setMinimumHeight(34)
            button.setToolTip(key)
            self.team_group.addButton(button, t)
            self.team_buttons.append(button)
            row.addWidget(button)
            QShortcut(QKeySequence(key), self, button.click)
        self.team_buttons[0].setChecked(True)
        self.geschoben = QCheckBox(self.tr("geschoben"))
        row.addWidget(self.geschoben)
        self.form.addLayout(row)

    def _build_points(self) -> None:
        box = QGroupBox(self.tr("Card points"))
        grid = QGridLayout(box)
        self.points: list[QSpinBox] = []
        self.point_labels: list[QLabel] = []
        for t in (0, 1):
            label = QLabel()
            spin = QSpinBox()
            spin.setRange(0, ROUND_POINTS)
            spin.setSpecialValueText("")  # empty until typed
            spin.setMinimumHeight(44)
            font = spin.font()
            font.setPointSize(font.pointSize() + 8)
            font.setBold(True)
            spin.setFont(font)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.valueChanged.connect(lambda value, t=t: self._other_side(t, value))
            self.points.append(spin)
            self.point_labels.append(label)
            grid.addWidget(label, 0, t)
            grid.addWidget(spin, 1, t)
        self.match = QPushButton(self.tr("Match"))
        self.match.setCheckable(True)
        self.match.setToolTip(self.tr("The announcing team took every trick (Ctrl+M)"))
        self.match.clicked.connect(lambda: self._set_match(kontermatsch=False))
        self.kontermatsch = QPushButton(self.tr("Kontermatsch"))
        self.kontermatsch.setCheckable(True)
        self.kontermatsch.setToolTip(self.tr("The other team took every trick (Ctrl+K)"))
        self.kontermatsch.clicked.connect(lambda: self._set_match(kontermatsch=True))
        QShortcut(QKeySequence("Ctrl+M"), self, self.match.click)
        QShortcut(QKeySequence("Ctrl+K"), self, self.kontermatsch.click)
        grid.addWidget(self.match, 2, 0)
        grid.addWidget(self.kontermatsch, 2, 1)
        self.form.addWidget(box)

    def _build_weis(self) -> None:
        self.weis_box = QGroupBox(self.tr("Weis and Stöck"))
        rows = QVBoxLayout(self.weis_box)
        first, values, fours, stoeck = (QHBoxLayout() for _ in range(4))
        self.weis_team = QButtonGroup(self)
        self.weis_team_buttons = []
        for t in (0, 1):
            button = QPushButton()
            button.setCheckable(True)
            self.weis_team.addButton(button, t)
            self.weis_team_buttons.append(button)
            first.addWidget(button)
        self.weis_team_buttons[0].setChecked(True)
        self.weis_team.idClicked.connect(lambda _t: self._show_weis())
        self.weis_label = QLabel()
        self.weis_label.setObjectName("weisSum")
        self.weis_label.setMinimumWidth(120)
        first.addWidget(self.weis_label, 1)
        for label, amount in WEIS_BUTTONS:
            button = QPushButton(label)
            button.setToolTip(self.tr("add a Weis of {0}").format(amount))
            button.clicked.connect(lambda _c=False, a=amount: self._add_weis(a))
            values.addWidget(button)
        four = {100: self.tr("4 of a kind 100"), 150: self.tr("4 Nell 150"),
                200: self.tr("4 Bauern 200")}
        for _label, amount in WEIS_FOUR:
            button = QPushButton(four[amount])
            button.clicked.connect(lambda _c=False, a=amount: self._add_weis(a))
            fours.addWidget(button)
        clear = QPushButton(self.tr("No Weis"))
        clear.clicked.connect(self._clear_weis)
        fours.addWidget(clear)
        self.stoeck_buttons = []
        for t in (0, 1):
            button = QPushButton()
            button.setCheckable(True)
            button.toggled.connect(lambda on, t=t: on and self.stoeck_buttons[1 - t].setChecked(
                False))
            self.stoeck_buttons.append(button)
            stoeck.addWidget(button)
        for row in (first, values, fours, stoeck):
            rows.addLayout(row)
        self.form.addWidget(self.weis_box)

    def _build_bedanken(self) -> None:
        self.bedanken_box = QGroupBox(self.tr("Bedanken"))
        row = QHBoxLayout(self.bedanken_box)
        row.addWidget(QLabel(self.tr("Stack")))
        self.stack = QSpinBox()
        self.stack.setRange(0, 2000)
        self.stack.setToolTip(self.tr("During a round: card points taken so far plus the Weis "
                                      "and Stöck already declared, unmultiplied; the contract "
                                      "chosen above multiplies them. 0 after a round."))
        row.addWidget(self.stack)
        self.bedanken_buttons = []
        for t in (0, 1):
            button = QPushButton()
            button.clicked.connect(lambda _c=False, t=t: self._bedanken(t))
            self.bedanken_buttons.append(button)
            row.addWidget(button, 1)
        self.form.addWidget(self.bedanken_box)

    # -- behaviour ------------------------------------------------------------------------------

    def _other_side(self, team: int, value: int) -> None:
        """One number is enough: the other team gets 157 − x."""
        if self._syncing:
            return
        self._syncing = True
        self.points[1 - team].setValue(ROUND_POINTS - value)
        if value not in (0, ROUND_POINTS):
            self.match.setChecked(False)
            self.kontermatsch.setChecked(False)
        self._syncing = False

    def _set_match(self, kontermatsch: bool) -> None:
        on = (self.kontermatsch if kontermatsch else self.match).isChecked()
        (self.match if kontermatsch else self.kontermatsch).setChecked(False)
        if on:
            announcer = self.team_group.checkedId()
            taker = 1 - announcer if kontermatsch else announcer
            self.points[taker].setValue(ROUND_POINTS)

    def _add_weis(self, amount: int) -> None:
        self.weis_parts.append(amount)
        self._show_weis()

    def _clear_weis(self) -> None:
        self.weis_parts = []
        self._show_weis()

    def _show_weis(self) -> None:
        if not self.weis_parts:
            self.weis_label.setText(self.tr("No Weis"))
            return
        team = self.weis_team_buttons[self.weis_team.checkedId()].text()
        parts = " + ".join(str(w) for w in self.weis_parts)
        total = sum(self.weis_parts)
        text = f"{parts} = {total}" if len(self.weis_parts) > 1 else parts
        self.weis_label.setText(self.tr("Weis {0}: {1}").format(team, text))

    def _bedanken(self, team: int) -> None:
        stack = self.stack.value()
        contract = self._contract() if stack else None
        if stack and contract is None:
            self.show_error(self.tr("Choose the contract of the round in play: it multiplies the "
                                    "stack"))
            return
        self.submit_entry(SchieberBedanken(team=team, stack=stack, contract=contract))

    def _contract(self) -> str | None:
        checked = self.contract_group.checkedId()
        return CONTRACTS[checked] if checked >= 0 else None

    # -- the EntryPanel interface --------------------------------------------------------------

    def refresh(self, board: Board) -> None:
        rules = self.controller.match.rules
        settings = rules.settings
        names = rules.side_names
        for contract, button in self.contract_buttons.items():
            factor = settings.factors.get(contract)
            button.setVisible(factor is not None)
            button.setIcon(suit_icon(contract, settings.deck))
            button.setText(f"{contract_name(contract, settings.deck)} ×{factor}")
        for t in (0, 1):
            self.team_buttons[t].setText(names[t])
            self.point_labels[t].setText(names[t])
            self.weis_team_buttons[t].setText(self.tr("Weis for {0}").format(names[t]))
            self.stoeck_buttons[t].setText(self.tr("Stöck {0}").format(names[t]))
            self.bedanken_buttons[t].setText(self.tr("{0} bedankt").format(names[t]))
        self.weis_box.setVisible(settings.weis)
        self.bedanken_box.setVisible(settings.mode == "target")
        self._show_weis()

    def build_entry(self) -> Any:
        contract = self._contract()
        if contract is None:
            raise FormError(self.tr("Choose the contract (Ctrl+1 … Ctrl+7)"))
        weis_total = sum(self.weis_parts)
        weis_team = self.weis_team.checkedId()
        weis = (weis_total, 0) if weis_team == 0 else (0, weis_total)
        stoeck = next((t for t in (0, 1) if self.stoeck_buttons[t].isChecked()), None)
        return SchieberRound(
            contract=contract, announced_by=self.team_group.checkedId(),
            geschoben=self.geschoben.isChecked(),
            points=(self.points[0].value(), self.points[1].value()),
            match=self.match.isChecked() or self.kontermatsch.isChecked(),
            weis=weis, stoeck=stoeck,
        )

    def load_entry(self, entry: Any) -> None:
        if isinstance(entry, SchieberBedanken):
            self.stack.setValue(entry.stack)
            if entry.contract:
                self.contract_buttons[entry.contract].setChecked(True)
            return
        self.contract_buttons[entry.contract].setChecked(True)
        self.team_buttons[entry.announced_by].setChecked(True)
        self.geschoben.setChecked(entry.geschoben)
        self._syncing = True
        for t in (0, 1):
            self.points[t].setValue(entry.points[t])
        self._syncing = False
        match_team = entry.points.index(ROUND_POINTS) if entry.match else None
        self.match.setChecked(match_team is not None and match_team == entry.announced_by)
        self.kontermatsch.setChecked(match_team is not None and match_team != entry.announced_by)
        weis_team = 1 if entry.weis[1] else 0
        self.weis_team_buttons[weis_team].setChecked(True)
        self.weis_parts = [entry.weis[weis_team]] if entry.weis[weis_team] else []
        for t in (0, 1):
            self.stoeck_buttons[t].setChecked(entry.stoeck == t)
        self._show_weis()

    def reset(self) -> None:
        self.contract_group.setExclusive(False)
        for button in self.contract_buttons.values():
            button.setChecked(False)
        self.contract_group.setExclusive(True)
        self.geschoben.setChecked(False)
        self._syncing = True
        for spin in self.points:
            spin.setValue(0)
        self._syncing = False
        self.match.setChecked(False)
        self.kontermatsch.setChecked(False)
        self.weis_parts = []
        for button in self.stoeck_buttons:
            button.setChecked(False)
        self.stack.setValue(0)
        # the announcing team alternates in turn; keep the last choice as a start
        self._show_weis()
        self.points[0].setFocus()
        self.points[0].selectAll()

    def describe(self, entry: Any) -> str:
        if isinstance(entry, SchieberBedanken):
            return self.tr("Bedanken")
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        rules = self.controller.match.rules
        names = rules.side_names
        deck = rules.settings.deck
        totals = f"{line.totals[0]} : {line.totals[1]}"
        if isinstance(entry, SchieberBedanken):
            if entry.stack:
                return self.tr("{0} bedankt with {1} on the stack ({2}) → {3}").format(
                    names[entry.team], entry.stack, contract_name(entry.contract or "", deck),
                    totals)
            return self.tr("{0} bedankt → {1}").format(names[entry.team], totals)
        factor = rules.settings.factors.get(entry.contract, 1)
        text = self.tr("Round {0}: {1} ×{2}, {3}").format(
            line.round, contract_name(entry.contract, deck), factor, names[entry.announced_by])
        if entry.geschoben:
            text += " " + self.tr("(geschoben)")
        text += f" {entry.points[0]} : {entry.points[1]}"
        for t in (0, 1):
            if entry.weis[t]:
                text += ", " + self.tr("Weis {0} {1}").format(entry.weis[t], names[t])
        if entry.stoeck is not None:
            text += ", " + self.tr("Stöck {0}").format(names[entry.stoeck])
        if "Kontermatsch" in line.notes:
            text += ", " + self.tr("Kontermatsch")
        elif "Match" in line.notes:
            text += ", " + self.tr("Match")
        return f"{text} → {totals}"

    def status_text(self, board: Board) -> str:
        if board.finished:
            return super().status_text(board)
        names = [s.name for s in board.sides]
        figures = board.figures
        if figures["awaiting_bedanken"]:
            return self.tr("Both teams are past {0}: which team bedankte first?").format(
                figures["target"])
        if figures["mode"] == "rounds":
            return self.tr("Round {0} of {1}").format(figures["rounds_played"] + 1,
                                                      figures["rounds"])
        return "  ·  ".join(self.tr("{0} needs {1}").format(names[t], s.figures["to_target"])
                            for t, s in enumerate(board.sides))
