"""Fahnder: the entry panel.

A round, in the order it happens at the table: the Fahnder (Ctrl+1 … Ctrl+4), the bid
(typed: any number below 150, then 150, 155, 157 or 257; the rules refuse any other at
Enter, the field marked red), the contract (Ctrl+5 … Ctrl+0), the partner who held the called
card (Alt+1 … Alt+4), the card points of Fahnder and partner (or of the opponents: one
number is enough, the other follows from 157 and is shown), or Match (Ctrl+M); Enter
writes. A misdeed: the tab "Nuller" (Alt+N), the player at fault (Ctrl+1 … Ctrl+4), 1 or 2
Nuller (Alt+1 / Alt+2), Enter. The header says who deals and who bids first.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QWidget,
)

from ...core import Board, EntryLine
from ...core.cards import ROUND_POINTS
from ...core.fahnder import (
    FAILED_FAHNDER,
    FAILED_OPPONENT,
    FAILED_PARTNER,
    MADE_FAHNDER,
    MADE_PARTNER,
    MATCH_BID,
    MATCH_EXTRA,
    Fahnder,
    FahnderPenalty,
    FahnderRound,
    own_partner,
)
from ...drawing.suits import suit_icon
from ...i18n import and_names, contract_name, number, plural
from ..controller import MatchController
from ..i18n import rule_message
from ..widgets import draft
from ..widgets.buttons import CompactButton, FairRow, set_icon
from ..widgets.entrypanel import EntryPanel, FieldError, FieldRefusal, FormError
from ..widgets.keys import key_range, key_text
from ..widgets.messages import tip as set_tip
from ..widgets.mnemonic import mnemonic_key, no_mnemonic
from ..widgets.numberfield import NumberField
from ..widgets.status import ROUND_SAID, what_if
from ..widgets.style import CHOICE_STYLE
from .fahnder_board import SEATS
from .fields import chain_tabs, checked, narrow

CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe")
CONTRACT_KEYS = ("Ctrl+5", "Ctrl+6", "Ctrl+7", "Ctrl+8", "Ctrl+9", "Ctrl+0")
PLAYER_KEYS = ("Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4")
PARTNER_KEYS = ("Alt+1", "Alt+2", "Alt+3", "Alt+4")
MATCH_KEY = "Ctrl+M"
MISDEEDS = ("nichtfarben", "vorspielen", "kartenblick", "other")
QUICK_BIDS = (150, 155, 157, MATCH_BID)
ROUND_TAB, PENALTY_TAB = 0, 1
#: the most room a name on a player's button asks for, in average characters: a long name
#: goes on two lines ("Jean-Christophe" over "Baumgartner"), and four of the names' room
#: at 16 letters, beside the head "Kartenpunkte", made the German window 1024 px wide on a
#: netbook's 1008×560 screen (a trial's)
NAME_ASKS = 12


def nuller(count: int) -> str:
    """"1 Nuller", "2 Nuller"; French "1 zéro", "2 zéros" (the rules' own words)."""
    return plural("rules", "%n Nuller", count)


def striche(count: int) -> str:
    return plural("rules", "%n Striche", count)


def fit_heads(grid: QGridLayout) -> None:
    """The heads of the rows (the grid's first column) no wider than the longest word among
    them: a head of several words wider than that goes on two lines beside its row (French
    "Points de" over "cartes"). On one line it made the column 14 px wider than the German
    one: four long names, as wide as the buttons ask, and the form's scroll bar's room kept
    (``KEEPS_BAR_ROOM``) made the window 1038 px wide, past a netbook's screen."""
    heads = [item.widget() for row in range(grid.rowCount())
             if (item := grid.itemAtPosition(row, 0)) is not None]
    labels = [head for head in heads if isinstance(head, QLabel)]
    for label in labels:
        label.ensurePolished()
    widest = max((label.fontMetrics().horizontalAdvance(word)
                  for label in labels for word in label.text().split()), default=0)
    for label in labels:
        if label.fontMetrics().horizontalAdvance(label.text()) > widest:
            label.setWordWrap(True)
            # 2 px over the word, as the Molotow's heads: the advance is rounded
            label.setMaximumWidth(widest + 2)


class FahnderEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def keys_help(self) -> str:
        return self.tr(
            "Fahnder: {fahnder} the Fahnder, type the bid, {contract} the contract, {partner} "
            "the partner, then the card points of Fahnder and partner (Tab: or of the "
            "opponents) or {match} Match; Enter writes the round. {nuller}: Nuller for a "
            "misdeed ({fahnder} the player at fault, Alt+1 / Alt+2 one or two Nuller); "
            "{round} back to the round.").format(
                nuller=key_text(mnemonic_key(self.tabs.tabText(PENALTY_TAB))),
                round=key_text(mnemonic_key(self.tabs.tabText(ROUND_TAB))),
                fahnder=key_range(PLAYER_KEYS[0], PLAYER_KEYS[-1]),
                contract=key_range(CONTRACT_KEYS[0], CONTRACT_KEYS[-1]),
                partner=key_range(PARTNER_KEYS[0], PARTNER_KEYS[-1]),
                match=key_text(MATCH_KEY))

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._setting = False  # the program fills the points: no Match check while it does
        # the points under a Match's 157 (NumberField.kept: text, typed)
        self._typed_before: tuple[tuple[str, bool], tuple[str, bool]] | None = None
        self.setStyleSheet(CHOICE_STYLE)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("fahnderTabs")
        round_page = self.round_page = QWidget()
        self._build_round(round_page)
        penalty_page = QWidget()
        self._build_penalty(penalty_page)
        self.tabs.addTab(round_page, self.tr("&Round"))
        self.tabs.addTab(penalty_page, self.tr("&Nuller for a misdeed"))
        self.tabs.setTabToolTip(ROUND_TAB, self.tr("A played round"))
        self.tabs.setTabToolTip(PENALTY_TAB, self.tr(
            "Not following suit, playing out of turn, looking into cards: 1 or 2 Nuller"))
        self.tabs.currentChanged.connect(lambda _i: self._tab_changed())
        self.tabs.tabBar().installEventFilter(self)  # Alt+R on the tab shown: see eventFilter
        self.form.addWidget(self.tabs)
        self.form_scroll.pinned.pin(self.tabs.tabBar())  # in view while the form scrolls
        self.form.addStretch(1)
        for seat, key in enumerate(PLAYER_KEYS):
            QShortcut(QKeySequence(key), self, lambda seat=seat: self._player_key(seat))
        for seat, key in enumerate(PARTNER_KEYS):
            QShortcut(QKeySequence(key), self, lambda seat=seat: self._alt_key(seat))
        QShortcut(QKeySequence(MATCH_KEY), self, self._match_key)
        # Tab goes down the round as the form shows it (the trump and partner buttons came
        # after Write: a keyboard trial's)
        chain_tabs([*self.fahnder_buttons, self.bid, *self.contract_buttons.values(),
                    *self.partner_buttons, self.points, self.opponents, self.match,
                    self.write_button])
        self.watch(self.bid, self.points, self.opponents, self.match, self.misdeed,
                   *self.fahnder_buttons, *self.partner_buttons, *self.contract_buttons.values(),
                   *self.culprit_buttons, *self.nuller_buttons)
        self.reset_form()
        self.refresh(controller.board)

    # -- building the form ------------------------------------------------------------------

    def _player_row(self, grid: QGridLayout, row: int, label: str, keys: tuple[str, ...],
                    tip: str) -> tuple[QButtonGroup, list[QPushButton]]:
        """A label and one toggle button per player, on *row* of *grid*."""
        head = QLabel(label)
        head.setToolTip(tip.format(key_range(keys[0], keys[-1])))
        grid.addWidget(head, row, 0)
        group = QButtonGroup(self)
        buttons: list[QPushButton] = []
        # one row of its own across the grid's columns: in the columns that the bid field
        # and the quick bids shape, Jean-Marc's button was the narrowest of four ("Jean-…")
        row_layout = FairRow(spacing=grid.horizontalSpacing())
        for seat, key in enumerate(keys):
            # a long name on two lines where one has no room, as the Schieber's team
            # buttons ("Annemarie-Lou…" in a netbook's row of four)
            button = CompactButton(min_height=36, asks=NAME_ASKS, lines=2)
            button.setCheckable(True)
            button.setToolTip(tip.format(key_text(key)))
            button.setProperty("tip", tip.format(key_text(key)))
            button.setProperty("row", label)  # a screen reader says the row with the name
            group.addButton(button, seat)
            buttons.append(button)
            row_layout.addWidget(button)
        grid.addLayout(row_layout, row, 1, 1, 3 * len(keys))
        return group, buttons

    def _build_round(self, page: QWidget) -> None:
        # twelve narrow columns after the label: players take 3 each, contracts 4 each
        grid = QGridLayout(page)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setVerticalSpacing(6)
        self.fahnder_group, self.fahnder_buttons = self._player_row(
            grid, 0, self.tr("Fahnder"), PLAYER_KEYS, self.tr("The highest bidder ({0})"))
        self.fahnder_group.idClicked.connect(lambda _s: self._fahnder_chosen())

        grid.addWidget(QLabel(self.tr("Bid")), 1, 0)
        self.bid = NumberField(self.tr("Bid"), minimum=1, maximum=MATCH_BID,
                               missing=self.tr("Bid missing: type the Fahnder's bid"))
        self.bid.setObjectName("bid")
        narrow(self.bid)
        self.bid.setToolTip(self.tr("Type the bid: any number below 150, then 150, 155, 157 "
                                    "or 257 (Match)"))
        grid.addWidget(self.bid, 1, 1, 1, 6)
        self.quick_bids: dict[int, QPushButton] = {}
        quick = QHBoxLayout()
        quick.setSpacing(3)
        for bid in QUICK_BIDS:
            button = CompactButton(self.tr("257 Match") if bid == MATCH_BID else str(bid),
                                   min_height=36)
            button.setToolTip(self.tr("bid {0}").format(bid))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # typing the bid is quicker
            button.setCheckable(True)  # lit while its bid is the one in the field
            button.clicked.connect(lambda _c=False, bid=bid: self._quick_bid(bid))
            self.quick_bids[bid] = button
            quick.addWidget(button, 1)
        grid.addLayout(quick, 1, 7, 1, 6, Qt.AlignmentFlag.AlignVCenter)
        self.bid.changed.connect(self._show_quick_bid)

        head = QLabel(self.tr("Contract"))
        head.setToolTip(key_range(CONTRACT_KEYS[0], CONTRACT_KEYS[-1]))
        grid.addWidget(head, 3, 0)
        self.contract_group = QButtonGroup(self)
        self.contract_buttons: dict[str, QPushButton] = {}
        for i, (contract, key) in enumerate(zip(CONTRACTS, CONTRACT_KEYS, strict=True)):
            button = CompactButton(min_height=34)
            button.setCheckable(True)
            button.setIconSize(QSize(22, 22))
            button.setToolTip(key_text(key))
            self.contract_group.addButton(button, i)
            button.clicked.connect(self._contract_chosen)
            self.contract_buttons[contract] = button
            grid.addWidget(button, 3 + i // 3, 1 + (i % 3) * 4, 1, 4)
            QShortcut(QKeySequence(key), self, lambda b=button: self._shortcut_contract(b))

        self.partner_group, self.partner_buttons = self._player_row(
            grid, 5, self.tr("Partner"), PARTNER_KEYS, self.tr("Holds the called card ({0})"))
        self.partner_group.idClicked.connect(lambda _s: self._partner_chosen())

        grid.addWidget(QLabel(self.tr("Card points")), 6, 0)
        self.points = NumberField(self.tr("Card points Fahnder + partner"), minimum=0,
                                  maximum=ROUND_POINTS)
        self.points.setObjectName("points")
        self.opponents = NumberField(self.tr("Card points opponents"), minimum=0,
                                     maximum=ROUND_POINTS)
        self.opponents.setObjectName("opponents")
        narrow(self.points)
        narrow(self.opponents)
        self.points.setToolTip(self.tr("Card points of Fahnder and partner together; "
                                       "the opponents' follow (157 in all)"))
        self.opponents.setToolTip(self.tr("Or type the opponents' card points"))
        for field in (self.points, self.opponents):
            field.changed.connect(self._points_typed)
        grid.addWidget(self.points, 6, 1, 1, 6)
        grid.addWidget(self.opponents, 6, 7, 1, 6)
        small = QLabel(self.tr("Fahnder + partner"))
        small.setStyleSheet("color: #555;")
        grid.addWidget(small, 7, 1, 1, 6)
        small = QLabel(self.tr("Opponents"))
        small.setStyleSheet("color: #555;")
        grid.addWidget(small, 7, 7, 1, 6)
        self.match = QPushButton(self.tr("Match: all nine tricks ({0})").format(
            key_text(MATCH_KEY)))
        self.match.setObjectName("match")
        self.match.setCheckable(True)
        self.match.setMinimumHeight(34)
        self.match.setToolTip(self.tr("Fahnder and partner took every trick: 157"))
        self.match.toggled.connect(self._match_toggled)
        grid.addWidget(self.match, 9, 1, 1, 12)
        for c in range(1, 13):
            grid.setColumnStretch(c, 1)
        fit_heads(grid)

    def _build_penalty(self, page: QWidget) -> None:
        grid = QGridLayout(page)
        grid.setContentsMargins(6, 6, 6, 6)
        self.culprit_group, self.culprit_buttons = self._player_row(
            grid, 0, self.tr("At fault"), PLAYER_KEYS, self.tr("The player at fault ({0})"))
        grid.addWidget(QLabel(self.tr("Nuller")), 1, 0)
        self.nuller_group = QButtonGroup(self)
        self.nuller_buttons = []
        for n in (1, 2):
            text = self.tr("1 Nuller") if n == 1 else self.tr("2 Nuller")
            button = CompactButton(f"{text} ({key_text(PARTNER_KEYS[n - 1])})", min_height=36)
            button.setCheckable(True)
            self.nuller_group.addButton(button, n)
            self.nuller_buttons.append(button)
            grid.addWidget(button, 1, 1 + (n - 1) * 6, 1, 6)
        grid.addWidget(QLabel(self.tr("Misdeed")), 2, 0)
        self.misdeed = QComboBox()
        self.misdeed.setObjectName("misdeed")
        self.misdeed.setToolTip(self.tr("Recorded only: every misdeed costs the Nuller chosen"))
        for key in MISDEEDS:
            self.misdeed.addItem(self._misdeed_name(key), key)
        grid.addWidget(self.misdeed, 2, 1, 1, 12)
        for c in range(1, 13):
            grid.setColumnStretch(c, 1)
        grid.setRowStretch(3, 1)

    def _misdeed_name(self, key: str) -> str:
        return {"nichtfarben": self.tr("not following suit"),
                "vorspielen": self.tr("playing out of turn"),
                "kartenblick": self.tr("looking into cards"),
                "other": self.tr("another misdeed")}[key]

    # -- behaviour ---------------------------------------------------------------------------

    def _names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    def _rules(self) -> Fahnder:
        rules = self.controller.match.rules
        assert isinstance(rules, Fahnder)
        return rules

    def _penalty_tab(self) -> bool:
        return self.tabs.currentIndex() == PENALTY_TAB

    def _into_form(self) -> None:
        """A key of the form pressed while the cursor is elsewhere (the history): the cursor
        goes where the next thing is typed (it stayed in the history, and a bid typed next
        went nowhere; a keyboard trial's)."""
        focus = QApplication.focusWidget()
        if focus is None or not self.form_widget.isAncestorOf(focus):
            self.focus_next()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """A tab's key (Alt+R) for the tab already shown changes nothing for Qt: the cursor
        stayed where it was, in the history (a keyboard trial's). It goes into the form."""
        if watched is self.tabs.tabBar() and event.type() == QEvent.Type.Shortcut:
            handled = self.tabs.tabBar().event(event)  # the tab bar shows that tab
            self._into_form()
            return handled
        return super().eventFilter(watched, event)

    def _player_key(self, seat: int) -> None:
        """Ctrl+1 … Ctrl+4: the Fahnder (the player at fault on the Nuller tab)."""
        (self.culprit_buttons if self._penalty_tab() else self.fahnder_buttons)[seat].click()
        self._into_form()

    def _alt_key(self, seat: int) -> None:
        """Alt+1 … Alt+4: the partner (1 or 2 Nuller on the Nuller tab)."""
        if self._penalty_tab():
            if seat < len(self.nuller_buttons):
                self.nuller_buttons[seat].click()
        elif self.partner_buttons[seat].isEnabled():
            self.partner_buttons[seat].click()
        else:  # the Fahnder's own key: the rule, not a key that does nothing
            self.show_error(rule_message(own_partner(self._names()[seat])))
        self._into_form()

    def _shortcut_contract(self, button: QPushButton) -> None:
        self.tabs.setCurrentIndex(ROUND_TAB)
        button.click()
        self._into_form()

    def _match_key(self) -> None:
        self.tabs.setCurrentIndex(ROUND_TAB)
        self.match.toggle()
        self._into_form()

    def _fahnder_chosen(self) -> None:
        """The Fahnder cannot be his own partner: his partner button is switched off. Next
        comes the bid: the cursor waits there if it is still empty."""
        fahnder = self.fahnder_group.checkedId()
        for seat, button in enumerate(self.partner_buttons):
            button.setEnabled(seat != fahnder)
        self._partner_tips()
        if fahnder >= 0 and self.partner_group.checkedId() == fahnder:
            self._uncheck(self.partner_group)
        if self.bid.is_empty():
            self.bid.setFocus()

    def _partner_tips(self) -> None:
        """Each partner button's tooltip: the whole name and what the button does; the greyed
        one (the Fahnder's own) says why it is greyed, in the words of its key's refusal (it
        said "Holds the called card", the opposite: a mouse trial's)."""
        names = self._names()
        for seat, button in enumerate(self.partner_buttons):
            why = ("" if button.isEnabled()
                   else rule_message(own_partner(names[seat])))
            set_tip(button, f"{names[seat]}\n{why or button.property('tip')}")

    def _partner_chosen(self) -> None:
        """Next come the card points: the cursor waits there."""
        if self.points.is_empty() and self.opponents.is_empty():
            self.points.setFocus()

    def _contract_chosen(self) -> None:
        if self.bid.is_empty():
            self.bid.setFocus()

    @staticmethod
    def _uncheck(group: QButtonGroup) -> None:
        group.setExclusive(False)
        for button in group.buttons():
            button.setChecked(False)
        group.setExclusive(True)

    def _quick_bid(self, bid: int) -> None:
        self.bid.set_value(bid)
        self.bid.setFocus()
        self._show_quick_bid()

    def _show_quick_bid(self) -> None:
        """Light the button of the bid typed (257 typed lights "257 Match"), no other."""
        try:
            typed = self.bid.value()
        except FieldError:
            typed = None
        for bid, button in self.quick_bids.items():
            button.setChecked(bid == typed)

    def _points(self) -> int | None:
        """The card points of Fahnder and partner: typed, or 157 − the opponents', or 157
        with Match; None while neither is typed. Both typed must add up to 157."""
        own, other = self.points.value(), self.opponents.value()
        if own is not None and other is not None and own + other != ROUND_POINTS:
            raise FieldRefusal(self.opponents, self.tr(
                "Fahnder + partner {0} and opponents {1}: together they must make 157, not "
                "{2}").format(own, other, own + other))
        if own is None and other is not None:
            own = ROUND_POINTS - other
        if own is None and self.match.isChecked():
            own = ROUND_POINTS
        return own

    def _match_toggled(self, on: bool) -> None:
        """As in the Schieber: the Match writes 157 into the field of Fahnder and partner
        (over points typed: the Match makes them unambiguous); switched off again, what was
        typed comes back, unless it was typed over meanwhile. Points other than 0 typed for
        the opponents are not thrown away: the Match is refused, saying so."""
        if on and self.match_over_typing(self.match, self.opponents, key_text(MATCH_KEY)):
            return
        if on:
            if self._typed_before is None:
                self._typed_before = (self.points.kept(), self.opponents.kept())
            self._setting = True
            self.points.set_value(ROUND_POINTS)
            self.opponents.clear_value()
            self._setting = False
        elif self._typed_before is not None:
            if (self.points.text(), self.opponents.text()) == (str(ROUND_POINTS), ""):
                self._setting = True
                self.points.put_back(self._typed_before[0])  # typed as before
                self.opponents.put_back(self._typed_before[1])
                self._setting = False
            self._typed_before = None
        self._show_other()

    def _points_typed(self) -> None:
        """Points typed over a Match's 157: no Match any more, the typing stays."""
        if not self._setting and self.match.isChecked() and (
                self.points.text(), self.opponents.text()) != (str(ROUND_POINTS), ""):
            self._typed_before = None  # what was under the Match is gone too
            self.match.setChecked(False)
        self._show_other()

    def _show_other(self) -> None:
        """One number is enough: the other side's 157 − x is shown in the empty field."""
        try:
            own, other = self.points.value(), self.opponents.value()
        except FieldError:
            own = other = None
        self.points.setPlaceholderText(
            str(ROUND_POINTS - other) if other is not None and own is None
            else ("157" if self.match.isChecked() else ""))
        self.opponents.setPlaceholderText(
            str(ROUND_POINTS - own) if own is not None and other is None else "")

    def _tab_changed(self) -> None:
        self.show_error("")  # a refusal belongs to the other form
        self.update_preview()
        self.focus_next()

    def reset_form(self) -> None:
        """Everything of the round before cleared: players, bid, contract, points, Match;
        on the Nuller tab 2 Nuller and "another misdeed" again; back to the round tab."""
        for group in (self.fahnder_group, self.partner_group, self.contract_group,
                      self.culprit_group):
            self._uncheck(group)
        for button in self.partner_buttons:
            button.setEnabled(True)
        self._partner_tips()
        self._typed_before = None  # nothing to give back: the form is emptied
        for field in (self.bid, self.points, self.opponents):
            field.clear_value()
        self.match.setChecked(False)
        self.nuller_buttons[1].setChecked(True)
        self.misdeed.setCurrentIndex(self.misdeed.count() - 1)
        self.tabs.setCurrentIndex(ROUND_TAB)
        self._show_other()

    # -- the EntryPanel interface ---------------------------------------------------------------

    def submit_entry(self, entry: Any) -> bool:
        """A misdeed happens during play, before the round is written: the round being
        typed stays in its tab while the Nuller are written (a Nuller changes no dealer,
        bid or contract, and ends no Partie), as it stays through a correction."""
        if not isinstance(entry, FahnderPenalty) or self.correcting is not None:
            return super().submit_entry(entry)
        kept = draft.keep(self, self.round_page)
        if not super().submit_entry(entry):
            return False
        draft.restore(kept, self, self.round_page)
        self._show_other()
        self._show_quick_bid()
        self.update_preview()
        self.focus_next()
        return True

    def update_turn(self, board: Board) -> None:
        """Who deals and who bids first (the player after the dealer)."""
        if board.finished:
            self.header.set_roles([])
            return
        roles = []
        dealer = self.player_name(board.dealer)
        if dealer:
            roles.append((self.tr("Deals"), dealer))
        bidder = self.player_name(board.figures.get("first_bidder"))
        if bidder:
            roles.append((self.tr("Bids first"), bidder))
        self.header.set_roles(roles)

    def refresh(self, board: Board) -> None:
        rules = self._rules()
        names = self._names()
        for buttons in (self.fahnder_buttons, self.partner_buttons, self.culprit_buttons):
            for seat, button in enumerate(buttons):
                if button.text() != no_mnemonic(names[seat]):
                    button.setText(no_mnemonic(names[seat]))
                    # the whole name, also where the button shortens it
                    set_tip(button, f"{names[seat]}\n{button.property('tip')}")
                    # which row's: "Partner: Anna" (the same name is on every row)
                    button.setAccessibleName(self.tr("{0}: {1}", "a player's button: row, name")
                                             .format(button.property("row"), names[seat]))
        self._partner_tips()  # a greyed one says why, with the name as it is now
        deck = rules.settings.deck
        for contract, button in self.contract_buttons.items():
            set_icon(button, suit_icon(contract, deck))
            button.setText(contract_name(contract, deck))
        low = rules.settings.min_bid
        for bid, button in self.quick_bids.items():
            button.setEnabled(low is None or bid >= low)
        if low is not None:
            self.bid.setToolTip(self.tr("Type the bid: at least {0} (minimum bid); below 150 "
                                        "any number, then 150, 155, 157 or 257 (Match)")
                                .format(low))

    def build_entry(self) -> Any:
        if self._penalty_tab():
            player = self.culprit_group.checkedId()
            if player < 0:
                raise FormError(self.tr("Who is at fault? Choose the player ({0})").format(
                    key_range(PLAYER_KEYS[0], PLAYER_KEYS[-1])))
            return FahnderPenalty(player=player, nuller=max(1, self.nuller_group.checkedId()),
                                  misdeed=self.misdeed.currentData())
        fahnder = self.fahnder_group.checkedId()
        if fahnder < 0:
            raise FormError(self.tr("Who is the Fahnder? Choose the player ({0})").format(
                key_range(PLAYER_KEYS[0], PLAYER_KEYS[-1])))
        bid = checked(self.bid, self._rules().check_bid)
        if bid is None:
            self.bid.number()  # raises: the bid is missing
        contract = self.contract_group.checkedId()
        if contract < 0:
            raise FormError(self.tr("Choose the contract ({0})").format(
                key_range(CONTRACT_KEYS[0], CONTRACT_KEYS[-1])))
        partner = self.partner_group.checkedId()
        if partner < 0:
            raise FormError(self.tr("Who is the partner? Choose the player ({0})").format(
                key_range(PARTNER_KEYS[0], PARTNER_KEYS[-1])))
        points = self._points()
        if points is None:
            raise FieldError(self.points, self.tr(
                "Card points missing: type those of Fahnder and partner (or of the "
                "opponents), or {0} for a Match").format(key_text(MATCH_KEY)))
        assert bid is not None
        return FahnderRound(fahnder=fahnder, partner=partner, bid=bid,
                            contract=CONTRACTS[contract], points=points,
                            match=self.match.isChecked())

    def field_for(self, err: Any) -> QWidget | None:
        if err.rule in ("fahnder.bid", "fahnder.min_bid"):
            return self.bid
        if err.rule in ("fahnder.match", "points.range"):
            return self.points
        return None

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        """What the round does to the Striche and Nuller, in words."""
        if isinstance(entry, FahnderPenalty):
            return self.history_text(line, entry)
        got = self.tr("Match") if entry.match else self.tr("{0} of {1}").format(
            entry.points, entry.bid)
        if Fahnder.is_made(entry):
            return self.tr("{0}: made. {1}").format(got, self.marks(entry))
        return self.tr("{0}: failed. {1}").format(got, self.marks(entry))

    def marks(self, entry: FahnderRound) -> str:
        """Who gets which Striche and Nuller for the round, in words: the preview's and the
        history's (a trial read "Heidi −2, Fiona +1" in the history as net points)."""
        names = self._names()
        fahnder, partner = names[entry.fahnder], names[entry.partner]
        if Fahnder.is_made(entry):
            extra = MATCH_EXTRA if entry.bid == MATCH_BID else 0
            return self.tr("{0} +{1}, {2} +{3}").format(
                fahnder, striche(MADE_FAHNDER + extra), partner, striche(MADE_PARTNER + extra))
        others = [names[s] for s in range(SEATS) if s not in (entry.fahnder, entry.partner)]
        return self.tr("{0} {1}, {2} {3}; {4} +{5} each").format(
            fahnder, nuller(FAILED_FAHNDER), partner, nuller(FAILED_PARTNER),
            and_names(others), striche(FAILED_OPPONENT))

    def focus_target(self) -> QWidget | None:
        if self._penalty_tab():  # the player and the Nuller by their keys; the misdeed here
            return self.misdeed
        if self.bid.is_empty() or self.correcting is not None and not self.inserting:
            return self.bid
        if self.points.is_empty() and self.opponents.is_empty():
            return self.points
        return self.bid

    def load_entry(self, entry: Any) -> None:
        self.reset_form()
        if isinstance(entry, FahnderPenalty):
            self.tabs.setCurrentIndex(PENALTY_TAB)
            self.culprit_buttons[entry.player].setChecked(True)
            self.nuller_buttons[entry.nuller - 1 if entry.nuller in (1, 2) else 1].setChecked(
                True)
            self.misdeed.setCurrentIndex(max(0, self.misdeed.findData(entry.misdeed)))
            return
        self.fahnder_buttons[entry.fahnder].setChecked(True)
        self._fahnder_chosen()
        self.partner_buttons[entry.partner].setChecked(True)
        self.bid.set_value(entry.bid)
        self.contract_buttons[entry.contract].setChecked(True)
        self.points.set_value(entry.points)
        self.match.setChecked(entry.match)
        self._show_other()
        self.bid.setFocus()
        self.bid.selectAll()

    def reset(self) -> None:
        self.reset_form()

    def describe(self, entry: Any) -> str:
        if isinstance(entry, FahnderPenalty):
            return self.tr("Nuller for {0}").format(self._names()[entry.player])
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        names = self._names()
        if isinstance(entry, FahnderPenalty):
            return self.tr("{0}: {1}, {2}").format(
                names[entry.player], self._misdeed_name(entry.misdeed), nuller(entry.nuller))
        deck = self._rules().settings.deck
        bid = self.tr("257 (Match)") if entry.bid == MATCH_BID else str(entry.bid)
        points = self.tr("Match") if entry.match else number(entry.points)
        made = "made" in line.notes
        outcome = self.tr("made") if made else self.tr("failed")
        text = self.tr("Round {0}: {1} bids {2} in {3}, partner {4}: {5} → {6} ({7})").format(
            line.round, names[entry.fahnder], bid, contract_name(entry.contract, deck),
            names[entry.partner], points, outcome, self.marks(entry))
        if any(note.startswith("Fahnder-König") for note in line.notes):
            winners = [names[s] for s, t in enumerate(line.totals)
                       if t >= self._rules().settings.target]
            text += " · " + self.tr("Fahnder-König: {0}").format(and_names(winners))
        return text

    def status_room(self, board: Board) -> list[str]:
        """Three players leading at once (each of the four left out in turn), a Strich
        short of the target."""
        target = board.figures["target"]
        return [self.status_text(what_if(
            board, {"rounds_played": ROUND_SAID - 1},
            [{"net": target - 1 - (p == out)} for p in range(SEATS)]))
            for out in range(SEATS)]

    def status_text(self, board: Board) -> str:
        names = [s.name for s in board.sides]
        if board.finished:
            winners = [names[p] for p in board.winners]  # one crown or several
            return self.tr("{0} are Fahnder-Könige. The match is over.", "",
                           len(winners)).format(and_names(winners))
        figures = board.figures
        text = self.tr("Round {0}").format(figures["rounds_played"] + 1)  # the form asks who
        nets = [s.figures["net"] for s in board.sides]
        best = max(nets)
        leaders = [names[p] for p in range(SEATS) if nets[p] == best]
        if len(leaders) < SEATS:
            text += "  ·  " + self.tr("{0}: net {1} of {2}").format(
                and_names(leaders), best, figures["target"])
        return text
