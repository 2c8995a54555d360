"""Pandur: the bid, typed or clicked on the ladder.

The bid is typed into a :class:`BidField` (the window's one number field, which also reads
the four named games: ``mo`` Misère ohne, ``mm`` Misère mit, ``po`` Pandur ohne, ``pm``
Pandur mit, or their names); what was typed stays as typed, and a bid the ladder does not
have is refused at Enter with the rule's message above the Write button. The
:class:`BidLadder` shows the ladder in its real order, a row per Schreibpunkte value, for the
mouse: a click writes the bid into the field.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ... import i18n
from ...core.pandur import HIGHEST_BID, Contract, contract_name, is_numeric, schreibpunkte
from ..widgets.entryerrors import FieldRefusal
from ..widgets.numberfield import NumberField

#: Bids of 300 and more share one button on the ladder ("300+"): the bid is typed.
HIGH_BIDS = 300
#: Typed abbreviations of the named contracts in the bid field.
ABBREVIATIONS: dict[str, Contract] = {
    "mo": "misere_ohne", "mm": "misere_mit", "po": "pandur_ohne", "pm": "pandur_mit",
}


def _plain(text: str) -> str:
    return " ".join(text.strip().lower().replace("è", "e").split())


def parse_bid(text: str) -> Contract | None:
    """A typed bid: a number, an abbreviation (mo, mm, po, pm) or the contract's name (in
    English or in the window's language); None for anything else."""
    t = _plain(text)
    if not t:
        return None
    if t.isascii() and t.isdigit():
        return int(t)
    if t in ABBREVIATIONS:
        return ABBREVIATIONS[t]
    for contract in ABBREVIATIONS.values():
        name = contract_name(contract)
        if t in (_plain(str(name)), _plain(i18n.render(name))):
            return contract
    return None


def bid_text(contract: Contract) -> str:
    """The bid as the field shows it: the number, or the game's name."""
    return i18n.render(contract_name(contract))


class BidField(NumberField):
    """The bid: :meth:`contract` is what was typed as a Pandur contract (None when empty);
    a FieldRefusal for text that is no bid at all. Whether the ladder of this table has the
    bid is the rules' call (``Pandur.check_contract``), said at Enter."""

    def contract(self) -> Contract | None:
        if self.is_empty():
            return None
        contract = parse_bid(self.text())
        if contract is None:
            raise FieldRefusal(self, self.tr(
                "{label}: “{text}” is no bid: a number (100, 110 …), or mo, mm, po, pm for "
                "Misère ohne / mit and Pandur ohne / mit").format(label=self.label,
                                                                  text=self.text().strip()))
        return contract


class BidLadder(QWidget):
    """The ladder of *contracts* for the mouse; ``chosen(contract)`` on a click, ``show(
    contract)`` marks the one typed."""

    chosen = Signal(object)

    def __init__(self, contracts: list[Contract], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)
        self.buttons: dict[Contract, QPushButton] = {}
        rows: list[tuple[int, list[Contract]]] = []
        for contract in contracts:
            if is_numeric(contract) and int(contract) > HIGH_BIDS:
                continue  # 310 … 500: typed, on the 300+ button
            sp = schreibpunkte(contract)
            if rows and rows[-1][0] == sp:
                rows[-1][1].append(contract)
            else:
                rows.append((sp, [contract]))
        for r, (sp, row) in enumerate(rows):
            head = QLabel(str(sp))
            head.setToolTip(self.tr("{0} score points").format(sp))
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            head.setStyleSheet("color: #6b7280; font-weight: bold;")
            grid.addWidget(head, r, 0)
            for c, contract in enumerate(row, start=1):
                button = QPushButton(self._text(contract))
                button.setCheckable(True)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard types the bid
                button.setMinimumHeight(28 if is_numeric(contract) else 34)
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                if is_numeric(contract):
                    more = f" … {HIGHEST_BID}" if contract == HIGH_BIDS else ""
                    button.setToolTip(self.tr("{0}: {1} score points").format(
                        f"{contract}{more}", sp))
                else:
                    button.setStyleSheet("font-weight: bold; font-size: 11px;")
                    button.setToolTip(self.tr("{0}: {1} score points (type {2})").format(
                        bid_text(contract), sp,
                        next(k for k, v in ABBREVIATIONS.items() if v == contract)))
                button.clicked.connect(lambda _c=False, k=contract: self.chosen.emit(k))
                self.buttons[contract] = button
                grid.addWidget(button, r, c)
        for c in range(1, 8):
            grid.setColumnStretch(c, 1)

    @staticmethod
    def _text(contract: Contract) -> str:
        if contract == HIGH_BIDS:
            return "300+"
        if is_numeric(contract):
            return str(contract)
        return bid_text(contract).replace(" ", "\n")

    def show_bid(self, contract: Contract | None) -> None:
        """Mark *contract* on the ladder (300 … 500 on the 300+ button), nothing else."""
        key = contract
        if contract is not None and is_numeric(contract) and int(contract) >= HIGH_BIDS:
            key = HIGH_BIDS
        for k, button in self.buttons.items():
            button.setChecked(k == key)
