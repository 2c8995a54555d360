"""Pandur: the entry panel.

The header says who deals (and that he sits out and erbt, in a deal of four). The Schreiber
names the declarer (Ctrl+1 … Ctrl+4), types the bid (150, or mo / mm / po / pm; or clicks it
on the ladder), then the outcome: made or failed (Ctrl+M / Ctrl+F), or the declarer's card
points and Weis (the board decides; Ctrl+B: his Weis was beaten), or a fault by a player
(Alt+1 … Alt+4) or a premature lead (Alt+P); Enter writes. No bid (Alt+N) and misdeal
(Alt+G, "vergeben") are written at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.errors import RuleViolation
from ...core.pandur import (
    WEIS_TOTALS,
    Contract,
    PandurDeal,
    PandurFault,
    PandurMisdeal,
    PandurNoBid,
    declarer_dealer,
    declarer_left,
    fault_player,
    is_numeric,
    nothing_to_beat,
    schreibpunkte,
)
from ...i18n import after_colon, and_names, fill, number, render
from ..controller import MatchController
from ..i18n import rule_message
from ..widgets.buttons import BoldButton, CompactButton
from ..widgets.entrypanel import EntryPanel, FieldError, FieldRefusal, FormError
from ..widgets.keys import key_range, key_text
from ..widgets.messages import tip
from ..widgets.mnemonic import no_mnemonic
from ..widgets.numberfield import NumberField
from ..widgets.status import ROUND_SAID, what_if
from ..widgets.style import CHOICE_STYLE
from ..widgets.weis import WeisPicker
from .fields import narrow, plain_label, short_names
from .pandur_bid import HIGH_BIDS, BidField, BidLadder, bid_text
from .pandur_sheet import replay

DECLARER_KEYS = ("Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4")
FAULT_KEYS = ("Alt+1", "Alt+2", "Alt+3", "Alt+4")
MADE_KEY, FAILED_KEY, BEATEN_KEY = "Ctrl+M", "Ctrl+F", "Ctrl+B"
PREMATURE_KEY, NO_BID_KEY, MISDEAL_KEY = "Alt+P", "Alt+N", "Alt+G"


#: a name longer than this many average characters may go on two lines: a fault button
#: beside *Fehler von* has the room of some ten ("Marie-Christine" read "Marie-Chri…")
NAME_ASKS = 10


class NameButton(CompactButton):
    """A player's button: a long name on two lines, as the Schieber's team buttons write it
    ("Hansruedi Zürcher-" over "Baumgartner"), "…" only where two lines have no room; it
    read "Hansruedi Zürc…" at 1280×720 beside room to spare (a German trial's). As wide
    for any name: the row gives the four the same width."""

    def __init__(self, name: str) -> None:
        # min_height 0: a short name's button as high as the form's other buttons
        super().__init__(no_mnemonic(name), min_height=0, asks=NAME_ASKS, steady=True,
                         lines=2)


def share_by_names(row: QHBoxLayout, buttons: list[NameButton]) -> None:
    """The row's width shared by the names' widths, the form no wider for them: a long name
    beside three short ones has the room of its two lines in its own size (equal shares
    wrote "Hansruedi" over "Zürcher-Baumga…" at 1280×720)."""
    for button in buttons:
        row.addWidget(button, max(1, button.least_whole_width()))


class PandurEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def keys_help(self) -> str:
        return self.tr(
            "Pandur: {declarer} the declarer; type the bid (a number, or mo, mm, po, pm "
            "for Misère ohne / mit and Pandur ohne / mit); {made} made, {failed} failed, "
            "or Tab to the declarer's card points and his Weis ({beaten}: beaten); "
            "{fault} a fault by player 1 … 4, {premature} premature lead; Enter writes. "
            "{no_bid} no bid, {misdeal} misdeal: written at once.").format(
                declarer=key_range(DECLARER_KEYS[0], DECLARER_KEYS[-1]),
                made=key_text(MADE_KEY), failed=key_text(FAILED_KEY),
                beaten=key_text(BEATEN_KEY), fault=key_range(FAULT_KEYS[0], FAULT_KEYS[-1]),
                premature=key_text(PREMATURE_KEY), no_bid=key_text(NO_BID_KEY),
                misdeal=key_text(MISDEAL_KEY))

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.kind = "deal"  # or "no_bid" / "misdeal" while such an entry is corrected
        # a deal written at once (No bid, Misdeal): the match's entries then, its number
        # and what the line under the form says of it (_write_now)
        self._written: tuple[Any, int, str] | None = None
        self.ladder: list[Contract] = list(controller.match.rules.ladder())  # type: ignore[attr-defined]
        self.setStyleSheet(CHOICE_STYLE)
        # "sits out and inherits 2" under the dealer at one deal, nothing at the next: its
        # line is kept from the start, and the form below does not move
        self.header.keep_note()
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(0, 1)
        self.grid = grid
        self._build_declarer()
        # what ends a deal before it is played comes first: in view when a deal begins, on
        # a laptop's window too, where the faults (after the play) may need the scroll bar
        self._build_at_once()
        self._build_bid()
        self._build_outcome()
        self._build_fault()
        inner = QWidget()
        inner.setLayout(grid)
        grid.setContentsMargins(0, 0, 4, 0)
        self.form.addWidget(inner)
        self.form.addStretch(1)
        self._tab_order()
        self.watch(self.bid, self.points, self.weis, self.beaten, self.made_button,
                   self.failed_button, self.premature, *self.fault_buttons,
                   *self.declarer_buttons)
        self.refresh(controller.board)

    # -- building the form ---------------------------------------------------------------------

    def _row(self, label: str, layout: Any, beside: QHBoxLayout | None = None,
             after_head: QWidget | None = None) -> None:
        """A section of the form: its name above it, the whole width for what is chosen
        (the form fits a 1024-pixel window beside the board); or at the start of its row
        *beside*, where the row has the room: the form's line less (*Sofort*, *Weis*) lets
        the whole form fit a maximised window on a 1280×720 screen, while "schreibt: …"
        says a deal in two lines (a tester's form scrolled by 9 px there)."""
        head = QLabel(label)
        head.setStyleSheet("font-weight: bold; color: #1d2a4a;")
        if beside is not None:
            head.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
            beside.insertWidget(0, head)
            beside.insertSpacing(1, 8)  # the section's name apart from what it names
        elif after_head is not None:  # on the heading's line, at its end
            line = QHBoxLayout()
            line.addWidget(head)
            line.addStretch(1)
            line.addWidget(after_head)
            self.grid.addLayout(line, self.grid.rowCount(), 0)
        else:
            self.grid.addWidget(head, self.grid.rowCount(), 0)
        row = self.grid.rowCount()
        if isinstance(layout, QWidget):
            self.grid.addWidget(layout, row, 0)
        else:
            self.grid.addLayout(layout, row, 0)

    def _build_declarer(self) -> None:
        row = QHBoxLayout()
        self.declarer_buttons: list[NameButton] = []
        for seat, name in enumerate(self.controller.match.rules.side_names):
            button = NameButton(name)
            button.setCheckable(True)
            button.setMinimumHeight(36)
            tip(button, self.tr("{0} took the bid ({1})").format(
                name, key_text(DECLARER_KEYS[seat])))
            button.clicked.connect(lambda _c=False, s=seat: self._choose_declarer(s))
            QShortcut(QKeySequence(DECLARER_KEYS[seat]), self,
                      lambda s=seat: self._declarer_key(s))
            self.declarer_buttons.append(button)
        share_by_names(row, self.declarer_buttons)
        self._row(self.tr("Declarer"), row)

    def _build_bid(self) -> None:
        # *Angebot* at the start of the field's line, not on a line of its own: the whole
        # form fits a 1280×720 window with a long name on two lines (a trial's *Fehler von*
        # was half below the form's edge)
        box = QVBoxLayout()
        box.setSpacing(2)
        line = QHBoxLayout()
        box.addLayout(line)
        self.bid = BidField(self.tr("Bid"), missing=self.tr(
            "Bid missing: type it (150, or mo, mm, po, pm) or click it on the ladder"))
        self.bid.setObjectName("bidEdit")
        # no placeholder: a large grey "type" stood alone in the empty field (a tester's);
        # the heading says what the field is, the tooltip what is typed into it
        self.bid.setToolTip(self.tr(
            "Type the bid: a number, or mo = Misère ohne, mm = Misère mit, po = Pandur ohne, "
            "pm = Pandur mit; or click it on the ladder"))
        self.bid.changed.connect(self._bid_changed)
        line.addWidget(self.bid, 2)
        self.sp_label = plain_label()
        self.sp_label.setObjectName("bidSchreibpunkte")
        self.sp_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        line.addWidget(self.sp_label, 1)
        self.ladder_widget = BidLadder(self.ladder)
        self.ladder_widget.chosen.connect(self._click_bid)
        self.contract_buttons = self.ladder_widget.buttons
        box.addWidget(self.ladder_widget)
        self._row(self.tr("Bid"), box, beside=line)

    def _build_outcome(self) -> None:
        row = QHBoxLayout()
        # the spacing of the form's rows (a row in the grid had none: "oder Punkte" stood
        # 2 px from *Verloren* and the card points field at 1024×600, a trial's)
        row.setSpacing(4)
        self.made_button = QPushButton(self.tr("Made ({0})").format(key_text(MADE_KEY)))
        self.made_button.setObjectName("made")
        self.made_button.setToolTip(self.tr("The declarer made his bid"))
        self.failed_button = QPushButton(self.tr("Failed ({0})").format(key_text(FAILED_KEY)))
        self.failed_button.setObjectName("failed")
        self.failed_button.setToolTip(self.tr("The declarer failed: each opponent writes"))
        # a key says "made" (or "failed") every time it is pressed; only a click takes the
        # outcome back (pressed again after a refusal, a toggle would undo what it means)
        QShortcut(QKeySequence(MADE_KEY), self, lambda: self._press(self.made_button))
        QShortcut(QKeySequence(FAILED_KEY), self, lambda: self._press(self.failed_button))
        for button in (self.made_button, self.failed_button):
            button.setCheckable(True)
            button.setMinimumHeight(40)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            # no Tab stop (their keys choose them, as a click does): Tab goes from the bid
            # to the card points at the end of their row and on to the Weis below; as stops
            # Tab came back up to them from the Weis (a keyboard trial's)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _c=False, b=button: self._choose_outcome(b))
            row.addWidget(button, 2)
        row.addWidget(QLabel(self.tr("or points")))
        self.points = NumberField(self.tr("Card points of the declarer"), minimum=0,
                                  maximum=ROUND_POINTS)
        self.points.setObjectName("cardPoints")
        narrow(self.points)
        self.points.setToolTip(self.tr("Numeric bids: the declarer's card points (of 157); "
                                       "with his Weis the board decides made or failed"))
        self.points.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.points.changed.connect(self._points_typed)
        row.addWidget(self.points, 2)
        self._row(self.tr("Outcome"), row, after_head=self._build_premature())

        # one Weis of 24 cards: up to all six of a suit (no Sieben-, Acht- or Neunblatt);
        # two of them make the larger totals (+200, +150: 350)
        # the sum of the Weis added with the buttons is said by the preview, "80 + Weis 150
        # (100 + 50) = 230": on a line of its own under the buttons it came with the second
        # one and moved the faults and *Schreiben* down, as the Schieber's did
        self.weis = WeisPicker([""], amounts=(20, 50, 100, 150, 200),
                               words={200: self.tr("4 Bauern")})
        self.weis.field.maximum = max(WEIS_TOTALS)
        self.weis.refused.connect(lambda err: self.show_error(str(err), err.field))
        self.weis.changed.connect(self._weis_changed)
        for button in self.weis.amount_buttons.values():  # they share the width of the form
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setMinimumWidth(30)
        self.beaten = QCheckBox(self.tr("beaten ({0})").format(key_text(BEATEN_KEY)))
        self.beaten.setObjectName("weisBeaten")
        self.beaten.setToolTip(self.tr("An opponent showed a higher Weis: the declarer's Weis "
                                       "does not count"))
        QShortcut(QKeySequence(BEATEN_KEY), self, self._beaten_key)
        # beside the Weis field, not on a line of its own: the whole form fits beside the
        # board of a 1366×768 laptop without scrolling
        row = self.weis.field_row
        row.insertWidget(row.indexOf(self.weis.field) + 1, self.beaten)
        self._row(self.tr("Weis"), self.weis, beside=self.weis.field_row)

    def _build_fault(self) -> None:
        self.fault_buttons: list[NameButton] = []
        for seat, name in enumerate(self.controller.match.rules.side_names):
            button = NameButton(name)
            button.setCheckable(True)
            tip(button, self._fault_tip(seat, name))
            button.clicked.connect(lambda _c=False, b=button: self._choose_outcome(b))
            QShortcut(QKeySequence(FAULT_KEYS[seat]), self,
                      lambda seat=seat: self._fault_key(seat))
            self.fault_buttons.append(button)
        # beside its heading: the names on the line of their heading (a line less each
        # lets the form fit a 1280×720 window with a long name on two lines)
        row = QHBoxLayout()
        row.setSpacing(3)
        share_by_names(row, self.fault_buttons)
        self._row(self.tr("Fault by"), row, beside=row)

    def _build_premature(self) -> QPushButton:
        """The premature lead, an outcome (failed), at the end of *Ausgang*'s heading line:
        no Tab stop, as *Made* and *Failed* are not (Alt+P chooses it, as a click does). At
        the end of the fault row it took a line of its own beside a long name, and the form
        scrolled at 1280×720 (a German trial's)."""
        self.premature = premature = BoldButton(self.tr("Premature lead ({0})").format(
            key_text(PREMATURE_KEY)))
        premature.setObjectName("prematureLead")
        premature.setCheckable(True)
        premature.setToolTip(self.tr("The declarer led before his bid was confirmed as the "
                                     "highest: failed"))
        premature.clicked.connect(lambda: self._choose_outcome(premature))
        QShortcut(QKeySequence(PREMATURE_KEY), self, premature.click)
        premature.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return premature

    def _fault_tip(self, seat: int, name: str) -> str:
        return fill(self.tr(
            "Fault by {0} (strict rule): by the declarer the bid fails, by an opponent it "
            "is made ({1})"), name, key_text(FAULT_KEYS[seat]))

    def _build_at_once(self) -> None:
        row = QHBoxLayout()
        self.no_bid_button = QPushButton(self.tr("No bid ({0})").format(key_text(NO_BID_KEY)))
        self.no_bid_button.setObjectName("noBid")
        self.no_bid_button.setToolTip(self.tr("Nobody bid: the dealer inherits, the next "
                                              "player deals. Written at once"))
        self.no_bid_button.clicked.connect(lambda: self._write_now(PandurNoBid()))
        self.misdeal_button = QPushButton(self.tr("Misdeal ({0})").format(
            key_text(MISDEAL_KEY)))
        self.misdeal_button.setObjectName("misdeal")
        self.misdeal_button.setToolTip(self.tr("The dealer misdealt: nothing is written, he "
                                               "deals again. Written at once"))
        self.misdeal_button.clicked.connect(lambda: self._write_now(PandurMisdeal()))
        for button in (self.no_bid_button, self.misdeal_button):
            button.setMinimumHeight(32)
            row.addWidget(button)
        QShortcut(QKeySequence(NO_BID_KEY), self, self.no_bid_button.click)
        QShortcut(QKeySequence(MISDEAL_KEY), self, self.misdeal_button.click)
        self._row(self.tr("At once"), row, beside=row)

    def _outcome_buttons(self) -> list[QPushButton]:
        return [self.made_button, self.failed_button, *self.fault_buttons, self.premature]

    def _tab_order(self) -> None:
        chain: list[QWidget] = [self.bid, self.points, self.weis.field, self.beaten,
                                self.write_button]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    def _inputs(self) -> list[tuple[QWidget, Any]]:
        """The form's fields and its buttons that stay pressed, what the base finds among
        the form's widgets: they are the same for the whole match, and looking through its
        sixty-five widgets five times an entry was 8 % of the Pandur's step
        (docs/performance.md, the twenty-eighth pass)."""
        fields = (self.bid, self.points, self.weis.field)
        pressed = (*self.declarer_buttons, *self.contract_buttons.values(), self.premature,
                   self.made_button, self.failed_button, *self.weis.side_buttons, self.beaten,
                   *self.fault_buttons)
        return [*((field, field.text().strip()) for field in fields),
                *((button, button.isChecked()) for button in pressed)]

    # -- behaviour -----------------------------------------------------------------------------

    def _context(self) -> Board:
        """The board before the deal being entered (or corrected, or inserted)."""
        if self.correcting is not None:
            return self.controller.match.board(upto=self.correcting)
        return self.controller.board

    @staticmethod
    def _active(board: Board) -> list[int]:
        nxt = board.figures.get("next_dealer")
        if nxt is None:
            return []
        players = list(board.figures["in_game"])
        if not nxt["plays"]:
            players.remove(nxt["seat"])
        return players

    def _follow_context(self) -> None:
        """Who may be declarer or at fault, for the deal being entered."""
        board = self._context()
        active = self._active(board)
        nxt = board.figures.get("next_dealer")
        names = [s.name for s in board.sides]
        for seat, (declarer, fault) in enumerate(zip(self.declarer_buttons, self.fault_buttons,
                                                     strict=True)):
            on = seat in active
            for button in (declarer, fault):
                button.setEnabled(on)
                if not on and button.isChecked():
                    button.setChecked(False)
            # a greyed fault button says why, in the words of its key's refusal (it said what
            # it would do, as the Fahnder's greyed partner button did: a mouse trial's)
            tip(fault, self._fault_tip(seat, names[seat]) if on
                else rule_message(fault_player(names[seat])))
            if nxt is not None and seat == nxt["seat"] and not nxt["plays"]:
                tip(declarer, self.tr("{0} deals and sits out this deal").format(names[seat]))
            elif board.sides[seat].figures["reached_15_in_deal"] is not None:
                tip(declarer, self.tr("{0} has reached 15 and left the table").format(
                    names[seat]))
            else:
                tip(declarer, self.tr("{0} took the bid ({1})").format(
                    names[seat], key_text(DECLARER_KEYS[seat])))
            # which row's: a screen reader said "Beat" at both
            declarer.setAccessibleName(fill(self.tr("Declarer {0}"), names[seat]))
            fault.setAccessibleName(fill(self.tr("Fault by {0}"), names[seat]))

    def _declarer_key(self, seat: int) -> None:
        if self.declarer_buttons[seat].isEnabled():
            self._choose_declarer(seat)
            return
        # the dealer who sits out, or a player who has left: the rule, not a key that did
        # nothing
        board = self._context()
        name = board.sides[seat].name
        if board.sides[seat].figures["reached_15_in_deal"] is not None:
            self.show_error(rule_message(declarer_left(name)))
        else:
            self.show_error(rule_message(declarer_dealer(name)))

    def _beaten_key(self) -> None:
        """Ctrl+B: *beaten* on or off beside a Weis; greyed (no Weis typed), the rule that
        refuses it (the key ticked the greyed box without a word)."""
        if self.beaten.isEnabled():
            self.beaten.toggle()
        else:
            self.show_error(rule_message(nothing_to_beat()))

    def _fault_key(self, seat: int) -> None:
        """Alt+1 … Alt+4: the fault, or the rule that refuses it (the dealer who sits out, a
        player who has left: the key did nothing and said nothing, a trial's)."""
        button = self.fault_buttons[seat]
        if button.isEnabled():
            button.click()
            return
        self.show_error(rule_message(fault_player(self._context().sides[seat].name)))

    def _choose_declarer(self, seat: int) -> None:
        for s, button in enumerate(self.declarer_buttons):
            button.setChecked(s == seat)
        self.kind = "deal"
        self.weis.set_sides([self.controller.match.rules.side_names[seat]])
        if self.bid.is_empty():
            self.bid.setFocus()

    def _declarer(self) -> int | None:
        return next((s for s, b in enumerate(self.declarer_buttons) if b.isChecked()), None)

    def _typed_contract(self) -> Contract | None:
        try:
            return self.bid.contract()
        except FieldError:
            return None

    def _click_bid(self, contract: Contract) -> None:
        """A click on the ladder writes the bid into the field (300+: 300, to be typed on)."""
        self.bid.set_value(None)
        self.bid.setText(bid_text(contract))
        self.bid.setFocus()
        if contract == HIGH_BIDS:
            self.bid.selectAll()

    def _bid_changed(self) -> None:
        """Misère and Pandur are decided by the tricks: no card points, no Weis."""
        contract = self._typed_contract()
        self.kind = "deal"
        self.ladder_widget.show_bid(contract)
        numeric = contract is None or is_numeric(contract)
        # a Misère or a Pandur is decided by the tricks: the card points and the Weis typed
        # stay greyed in their fields, not written (the line under the form says so), and
        # count again when a number is bid again
        for widget in (self.points, self.weis):
            widget.setEnabled(numeric)
        # *beaten* by its one rule (beside a Weis): enabled with the bid, it came on without
        # a Weis to beat when the bid was typed (a tester's, after Failed was clicked)
        self._follow_weis()
        if contract is not None and contract in self.ladder:
            self.sp_label.setText(self.tr("{0} score points").format(schreibpunkte(contract)))
        else:
            self.sp_label.setText("")

    @staticmethod
    def _press(button: QPushButton) -> None:
        if not button.isChecked():
            button.click()

    def _choose_outcome(self, chosen: QPushButton) -> None:
        """Made, failed, a fault: one of them (click again to take it back). The outcome
        is then written, not the card points and the Weis typed: they stay in their fields,
        greyed, and the line under the form says that the outcome is written instead of
        them (they vanished without a word: a mouse trial's); taken back, they count again."""
        for button in self._outcome_buttons():
            if button is not chosen:
                button.setChecked(False)
        if chosen.isChecked():
            # chosen by its key, it shows it was (the faults may be below a netbook's view)
            self.form_scroll.show_whole(chosen)
        self._show_set_aside()

    def _outcome(self) -> QPushButton | None:
        return next((b for b in self._outcome_buttons() if b.isChecked()), None)

    def _show_set_aside(self) -> None:
        """The card points and the Weis field grey while what they hold is not written (an
        outcome chosen; a Misère or Pandur greys them as disabled fields)."""
        aside = self._outcome() is not None
        for field in (self.points, self.weis.field):
            palette = QPalette()  # the style's, as every other field's
            if aside:
                palette.setColor(QPalette.ColorRole.Text,
                                 palette.color(QPalette.ColorRole.PlaceholderText))
            if field.palette().color(QPalette.ColorRole.Text) != palette.color(
                    QPalette.ColorRole.Text):
                field.setPalette(palette)

    def _points_typed(self) -> None:
        """Card points typed: they count, an outcome chosen before is taken back (also over
        the points greyed under it)."""
        if not self.points.is_empty():
            self._take_outcome_back()

    def _take_outcome_back(self) -> None:
        for button in self._outcome_buttons():
            button.setChecked(False)
        self._show_set_aside()

    def _weis_changed(self) -> None:
        """A Weis typed or added counts, with the card points: an outcome is taken back."""
        if self._has_weis():
            self._take_outcome_back()
        self._follow_weis()

    def _has_weis(self) -> bool:
        try:
            return self.weis.value() is not None
        except FieldError:
            return True

    def _follow_weis(self) -> None:
        """*beaten* only beside a Weis of a numeric bid."""
        has = self._has_weis()
        self.beaten.setEnabled(has and self.points.isEnabled())
        if not has:
            self.beaten.setChecked(False)

    def _write_now(self, entry: Any) -> None:
        """*No bid* and *Misdeal*: written at once. A new deal's line under the form then
        says so until the next one is begun: a Schreiber clicked *Schreiben* after *Kein
        Angebot*, as for every deal, was told in red to choose the declarer, and was unsure
        whether the deal had been written (a German trial's)."""
        self.kind = entry.type
        adding = self.correcting is None
        deal = self._context().figures["deal"]
        if isinstance(entry, PandurNoBid):
            words = fill(self.tr("Deal {0} written: {1}"), deal,
                         self.tr("no bid") + self._erbt())
        else:
            words = fill(self.tr("Deal {0} written: misdeal, {1} deals again"), deal,
                         self._context().figures["next_dealer"]["player"])
        if self.submit_entry(entry) and adding:
            self._written = (self.controller.match.entries, deal, words)
            self.update_preview()

    def _just_written(self) -> tuple[Any, str] | None:
        """The deal number and the words of a deal just written at once, while the form
        is as that left it (nothing chosen since, the match not changed since)."""
        written = self._written
        if (written is None or written[0] is not self.controller.match.entries
                or self.correcting is not None or self.has_typing()):
            return None
        return written[1], written[2]

    def submit(self) -> bool:
        """Enter or *Schreiben* on a form with nothing chosen: nothing is wrong, so no
        refusal in red; the line under the form says what comes first (and that the deal
        before is written, where it was written at once)."""
        if self.correcting is not None or self.has_typing():
            return super().submit()
        self.show_error("")
        keys = key_range(DECLARER_KEYS[0], DECLARER_KEYS[-1])
        written = self._just_written()
        if written is None:
            text = self.tr("Nothing to write yet: choose the declarer first ({0})").format(keys)
        else:
            text = fill(self.tr("Deal {0} is written. For deal {1} choose the declarer first "
                                "({2})"), written[0], self.controller.board.figures["deal"],
                        keys)
        self.preview_line.show_hint(text)
        self.focus_next()
        return False

    # -- the EntryPanel interface --------------------------------------------------------------

    def update_turn(self, board: Board) -> None:
        """Who deals; in a deal of four he sits out and erbt (said below his name)."""
        context = self._context()
        nxt = context.figures.get("next_dealer")
        if nxt is None:
            self.header.set_roles([])
            return
        role = self.tr("Deals again") if nxt["again"] else self.tr("Deals")
        note = "" if nxt["plays"] else fill(self.tr("sits out and inherits {0}"), nxt["inherits"])
        self.header.set_roles([(role, nxt["player"])], note)

    def refresh(self, board: Board) -> None:
        self._follow_context()
        self._follow_weis()  # an outcome chosen stays chosen over a Weis kept under it
        self._show_set_aside()

    def draft_restored(self) -> bool | None:
        """Who may declare or be at fault follows the board again: a correction or an
        insert may have changed who deals and sits out or has left, and the kept form came
        back with its buttons as before it (the new dealer's enabled, the real declarer's
        greyed out; a trial's). A choice of a player who cannot declare now is taken back."""
        self._follow_context()
        self._show_set_aside()
        return None

    def build_entry(self) -> Any:
        if self.kind == "no_bid":
            return PandurNoBid()
        if self.kind == "misdeal":
            return PandurMisdeal()
        declarer = self._declarer()
        if declarer is None:
            raise FormError(self.tr("Choose the declarer ({0})").format(
                key_range(DECLARER_KEYS[0], DECLARER_KEYS[-1])))
        contract = self.bid.contract()
        if contract is None:
            self.bid.number()  # raises: the bid is missing
        assert contract is not None
        try:  # a bid off the ladder is what is wrong, before any outcome is asked for
            self.controller.match.rules.check_contract(contract)  # type: ignore[attr-defined]
        except RuleViolation as err:
            raise FieldRefusal(self.bid, rule_message(err), after_colon(err)) from None
        for seat, button in enumerate(self.fault_buttons):
            if button.isChecked():
                return PandurFault(declarer=declarer, contract=contract, by=seat)
        if self.premature.isChecked():
            return PandurFault(declarer=declarer, contract=contract, by=declarer,
                               premature_lead=True)
        if self.made_button.isChecked() or self.failed_button.isChecked():
            return PandurDeal(declarer=declarer, contract=contract,
                              made=self.made_button.isChecked())
        # greyed under a Misère or a Pandur: kept for a number bid again, never written
        points = self.points.value() if self.points.isEnabled() else None
        weis = self.weis.value() if self.points.isEnabled() else None
        if points is not None:
            return PandurDeal(declarer=declarer, contract=contract, points=points,
                              weis=weis[1] if weis else 0,
                              weis_beaten=self.beaten.isChecked() and weis is not None)
        if is_numeric(contract):
            raise FieldError(self.points, self.tr(
                "Made or failed ({0} / {1}), or type the declarer's card points").format(
                    key_text(MADE_KEY), key_text(FAILED_KEY)))
        raise FormError(self.tr("Made or failed? ({0} / {1})").format(
            key_text(MADE_KEY), key_text(FAILED_KEY)))

    def digits_hint(self, button: QAbstractButton) -> str:
        """Digits typed on the Weis row's buttons: how a second Weis is written. "Tab 100
        Tab 50" meant Weis 100 + 50, and the 50 fell on *beaten* (a keyboard trial's)."""
        if button not in (self.beaten, self.weis.clear_button,
                          *self.weis.amount_buttons.values()):
            return ""
        return self.tr("The Weis field holds all of the declarer's Weis together: type "
                       "their total (100 + 50: 150), or add each Weis with its button "
                       "(+20 … +200).")

    def field_for(self, err: Any) -> QWidget | None:
        if err.rule == "pandur.contract":
            return self.bid
        if err.rule in ("pandur.weis", "pandur.weis_without_points", "pandur.weis_beaten"):
            return self.weis.field
        if err.rule == "points.range":
            return self.points
        return None

    def update_preview(self) -> None:
        self._show_set_aside()  # what the form holds and Enter would not write: grey
        written = self._just_written()
        if written is not None and self.SHOWS_PREVIEW:
            self.preview_line.show_done(written[1])
            return
        super().update_preview()

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        """What the deal writes, with the reason ("118 + 50 = 168 ≥ 150: made …")."""
        if isinstance(entry, PandurNoBid):
            return self.tr("no bid") + self._erbt()
        if isinstance(entry, PandurMisdeal):
            return self.tr("misdeal: nothing is written, the dealer deals again")
        board = self._context()
        names = [s.name for s in board.sides]
        sp = schreibpunkte(entry.contract)
        how = ""
        if isinstance(entry, PandurFault):  # said, as the history says it: the fault
            # buttons may be scrolled out of view (a trial's at 1280×720)
            made = entry.by != entry.declarer
            how = (self.tr("premature lead: ") if entry.premature_lead
                   else fill(self.tr("fault by {0}: "), names[entry.by]))
        elif entry.points is not None:
            valid = entry.points + (0 if entry.weis_beaten else entry.weis)
            made = valid >= int(entry.contract)
            how = self.tr("{0} {1} {2}: ").format(valid, "≥" if made else "<", entry.contract)
            if entry.weis and not entry.weis_beaten:  # "80 + Weis 150 (100 + 50) = 230 ≥ …"
                weis, parts = number(entry.weis), self.weis.parts()
                if sum(parts) == entry.weis:
                    weis += " (" + " + ".join(number(p) for p in parts) + ")"
                how = self.tr("{0} + Weis {1} = {2}").format(entry.points, weis, how)
            elif entry.weis:  # said as the history and the sheet say it: it does not count
                how = self.tr("{0} + Weis {1} beaten (cancelled) = {2}").format(
                    entry.points, number(entry.weis), how)
        else:
            made = bool(entry.made)
        # "made, Beat +3" as the history writes it: after the line's "writes:" the words
        # "made: Beat writes 3" said it twice (a keyboard trial's)
        if made:
            text = how + self.tr("made, {0} +{1}").format(names[entry.declarer], sp)
        else:
            others = [names[p] for p in self._active(board) if p != entry.declarer]
            if len(others) == 1:
                text = how + self.tr("failed, {0} +{1}").format(others[0], sp)
            else:
                text = how + self.tr("failed, {0} +{1} each").format(and_names(others), sp)
        return text + self._erbt() + self._set_aside_words(entry)

    def _set_aside_words(self, entry: PandurDeal | PandurFault) -> str:
        """What the form holds and Enter does not write, and what is written instead:
        "Gemacht statt der getippten 80 Kartenpunkte" (nothing typed vanishes without a
        word)."""
        if is_numeric(entry.contract):
            chosen = self._outcome()
            if chosen is None:
                return ""
            if chosen is self.made_button:
                instead = self.tr("Made")
            elif chosen is self.failed_button:
                instead = self.tr("Failed")
            elif chosen is self.premature:
                instead = self.tr("Premature lead")
            else:
                by = next(s for s, b in enumerate(self.fault_buttons) if b is chosen)
                instead = fill(self.tr("Fault by {0}"),
                               self.controller.match.rules.side_names[by])
        else:
            instead = bid_text(entry.contract)
        points = self.points.text().strip()
        weis = self.weis.field.text().strip() if self._has_weis() else ""
        if not points and not weis:
            return ""
        try:
            count = self.points.value() or 0
        except FieldError:
            count = 2  # what was typed, said as it was typed, in the plural
        if points and weis:
            words = self.tr("{0} instead of the {1} card points and the Weis {2} typed", "",
                            count).format(instead, points, weis)
        elif points:
            words = self.tr("{0} instead of the {1} card points typed", "", count).format(
                instead, points)
        else:
            words = self.tr("{0} instead of the Weis {1} typed").format(instead, weis)
        return "  ·  " + words

    def _erbt(self) -> str:
        nxt = self._context().figures.get("next_dealer")
        if nxt is not None and not nxt["plays"]:
            return "  ·  " + fill(self.tr("{0} inherits {1}"), nxt["player"], nxt["inherits"])
        return ""

    def focus_target(self) -> QWidget | None:
        if self.bid.is_empty() or self.correcting is not None and not self.inserting:
            return self.bid
        if self.points.isEnabled() and self.points.is_empty():
            return self.points
        return self.bid

    def load_entry(self, entry: Any) -> None:
        self._clear()
        self._follow_context()
        self.update_turn(self.controller.board)  # who dealt the deal being corrected
        if isinstance(entry, PandurNoBid | PandurMisdeal):
            self.kind = entry.type
            return
        self._choose_declarer(entry.declarer)
        self.bid.set_value(None)
        self.bid.setText(bid_text(entry.contract))
        self.kind = "deal"
        if isinstance(entry, PandurFault):
            button = self.premature if entry.premature_lead else self.fault_buttons[entry.by]
            button.setChecked(True)
        elif entry.points is not None:
            self.points.set_value(entry.points)
            if entry.weis:
                self.weis.set_value(0, entry.weis)
            self.beaten.setChecked(entry.weis_beaten)
        else:
            (self.made_button if entry.made else self.failed_button).setChecked(True)
        self.bid.setFocus()
        self.bid.selectAll()

    def _clear(self) -> None:
        for button in (*self.declarer_buttons, *self._outcome_buttons()):
            button.setChecked(False)
        self.bid.clear_value()
        self.points.clear_value()
        self.weis.clear()
        self.weis.set_sides([""])
        self.beaten.setChecked(False)
        self.kind = "deal"
        self._show_set_aside()

    def reset(self) -> None:
        """After a deal: declarer, bid, outcome, points, Weis and faults all cleared."""
        self._clear()
        self._follow_context()
        self.update_turn(self.controller.board)

    def describe(self, entry: Any) -> str:
        deal = self.controller.board.figures["deal"]
        if isinstance(entry, PandurNoBid):
            return self.tr("no bid (deal {0})").format(deal)
        if isinstance(entry, PandurMisdeal):
            return self.tr("misdeal (deal {0})").format(deal)
        return self.tr("deal {0} ({1} {2})").format(
            deal, self.controller.match.rules.side_names[entry.declarer],
            bid_text(entry.contract))

    def history_text(self, line: EntryLine, entry: Any) -> str:
        match = self.controller.match
        names = list(match.rules.side_names)
        infos = replay(match)
        info = infos[line.number - 1] if line.number - 1 < len(infos) else None
        dealer = names[info.dealer] if info else "?"
        # whose total is whose ("→ 2 · 2 · 0 · 0" named nobody, a German trial's)
        totals = " · ".join(f"{name} {number(t)}"
                            for name, t in zip(short_names(names), line.totals, strict=True))
        if isinstance(entry, PandurMisdeal):
            return self.tr("Deal {0}: {1} misdeals and deals again → {2}").format(
                line.round, dealer, totals)
        if isinstance(entry, PandurNoBid):
            body = self.tr("no bid")
        else:
            how = ""
            if isinstance(entry, PandurFault):
                how = (self.tr("premature lead") if entry.premature_lead
                       else fill(self.tr("fault by {0}"), names[entry.by]))
            elif entry.points is not None and entry.weis and entry.weis_beaten:
                how = self.tr("{0} + Weis {1} beaten").format(entry.points, entry.weis)
            elif entry.points is not None and entry.weis:
                how = self.tr("{0} + Weis {1} = {2}").format(entry.points, entry.weis,
                                                            entry.points + entry.weis)
            elif entry.points is not None:
                how = number(entry.points)
            result = self.tr("made") if "made" in line.notes else self.tr("failed")
            body = self.tr("{0} {1}: {2}").format(
                names[entry.declarer], bid_text(entry.contract),
                self.tr("{0}, {1}").format(how, result) if how else result)
        parts = [body]
        erbe = info.inherited if info else [0] * len(names)
        winners = [p for p, n in enumerate(line.written) if n and not erbe[p]]
        if winners:
            parts.append(", ".join(f"{names[p]} +{line.written[p]}" for p in winners))
        if info is not None and info.phase == 4:
            if info.again and match.rules.settings.misdeal_forfeits:
                parts.append(self.tr("nothing inherited after the misdeal"))
            else:
                parts.append(fill(self.tr("{0} inherits {1}"), dealer, erbe[info.dealer]))
        if info is not None and info.reached:
            parts.append(self.tr("{0} reaches 15", "", len(info.reached)).format(  # verb: n
                and_names([names[p] for p in info.reached])))
        if info is not None and info.loser is not None:
            parts.append(self.tr("{0} is the loser").format(names[info.loser]))
        joined = parts[0]
        for part in parts[1:]:  # French sets a space before the semicolon
            joined = self.tr("{0}; {1}").format(joined, part)
        return self.tr("Deal {0} ({1} deals): {2} → {3}").format(
            line.round, dealer, joined, totals)

    def status_room(self, board: Board) -> list[str]:
        """Every deal the match may come to: four in play, the dealer sitting out (each of
        them, inheriting as much as he may); three or two in play, each dealer with each
        player or pair gone."""
        figures = board.figures
        seats = range(len(board.sides))
        names = [s.name for s in board.sides]

        def deal(dealer: int, gone: list[int]) -> str:
            in_game = [p for p in seats if p not in gone]
            return self.status_text(what_if(board, {
                "deal": ROUND_SAID, "in_game": in_game, "order": [[p] for p in gone],
                "next_dealer": {"seat": dealer, "player": names[dealer],
                                "plays": len(in_game) < len(names),
                                "inherits": figures["inheritance_cap"], "again": False}}))

        texts = [deal(dealer, []) for dealer in seats]
        for first in seats:
            texts += [deal(dealer, [first]) for dealer in seats if dealer != first]
            for second in seats:
                if second > first:
                    texts += [deal(dealer, [first, second]) for dealer in seats
                              if dealer not in (first, second)]
        return texts

    def status_text(self, board: Board) -> str:
        if board.finished:  # the rules' sentence: "Anna wins", "Anna and Beat win"
            return self.tr("{0}. The match is over.").format(render(board.status))
        # first names, as the history's totals: the line names all four, and with a long
        # name whole (never broken at its hyphen) it took a third line at 1264x680
        names = short_names([s.name for s in board.sides])
        nxt = board.figures["next_dealer"]
        dealer = names[nxt["seat"]]
        active = and_names([names[p] for p in self._active(board)])
        deal = board.figures["deal"]
        # after a misdeal "deals again", as the board and the header say (the rule: the
        # same dealer redeals); "Anna deals and sits out" beside "Anna deals again" read
        # as two different deals (a keyboard trial's)
        if nxt["plays"]:
            gone = [names[p] for g in board.figures["order"] for p in g]
            out = and_names(gone)
            said = (self.tr("Deal {0}: {1} deals again; {2} play ({3} reached 15)", "",
                            len(gone)) if nxt["again"] else
                    self.tr("Deal {0}: {1} deals; {2} play ({3} reached 15)", "", len(gone)))
            return said.format(deal, dealer, active, out)
        said = (self.tr("Deal {0}: {1} deals again and sits out (inherits {2}); {3} bid")
                if nxt["again"] else
                self.tr("Deal {0}: {1} deals and sits out (inherits {2}); {3} bid"))
        return fill(said, deal, dealer, nxt["inherits"], active)
