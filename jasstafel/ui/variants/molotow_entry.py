"""Molotow: the entry panel.

Per round the Schreiber types every player's card points (Tab to the next player; with 3,
4 or 6 players every card is dealt, so the last empty field follows from the others': the
line under the form shows it, and ONE Enter writes the round), and, when they happened,
Handweis (minus), Tischweis (plus) and Stöck (Ctrl+1 … Ctrl+6 for player 1 … 6, where the
table plays with Stöck). After the last round a tie is decided by drawing a card: the
board draws (Ctrl+D) or the Schreiber names the tied players from the highest card down
(each by his own key, Ctrl+3 for player 3 as for his Stöck, written on his button; or a
click).
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...core import Board, EntryLine
from ...core.cards import MAX_TEAM_WEIS, ROUND_POINTS, check_weis
from ...core.molotow import (
    DRAW_SUITS,
    FULL_DECK_PLAYERS,
    MolotowDraw,
    MolotowRound,
    draw_cards,
    typed_figure,
)
from ...i18n import and_names, fill
from ..controller import MatchController
from ..widgets.buttons import CompactButton
from ..widgets.discard import empty
from ..widgets.entrypanel import EntryPanel, FieldError, FormError
from ..widgets.keys import key_range, key_text
from ..widgets.messages import tip as set_tip
from ..widgets.mnemonic import no_mnemonic
from ..widgets.names import ASKS, TwoLineName
from ..widgets.numberfield import NumberField
from ..widgets.points_table import number
from ..widgets.repaint import retitle
from ..widgets.sentence import SentenceLabel
from ..widgets.style import CHOICE_STYLE
from .fields import (
    chain_tabs,
    checked,
    load_following,
    narrow,
    plain_label,
    rest_of,
    too_many,
)

DRAW_KEY = "Ctrl+D"
MAX_SEATS = 6


class MolotowEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def keys_help(self) -> str:
        text = self.tr(
            "Molotow: type each player's card points, Tab to the next (with 3, 4 or 6 players "
            "the last one's follow from the others'); Tab on to Handweis and Tischweis; "
            "Enter writes the round.")
        if self.settings.stoeck:
            text += " " + self.tr("{keys}: Stöck for player 1 … {n}.").format(
                keys=key_range("Ctrl+1", f"Ctrl+{len(self.names)}"), n=len(self.names))
        return text + " " + self.tr(
            "A tie after the last round: {draw} lets the board draw the cards, or name the "
            "players from the highest card down with {keys}.").format(
                draw=key_text(DRAW_KEY), keys=key_range("Ctrl+1", f"Ctrl+{len(self.names)}"))

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        #: the randomness of the board's card draw (tests set a seeded one)
        self.rng: random.Random | None = None
        self.tied: list[int] = []  # the tied players drawing now
        self.order: list[int] = []  # named so far, highest card first
        self.loaded_draw: MolotowDraw | None = None
        self.draw_mode = False
        self.points: list[NumberField] = []
        self.hand: list[NumberField] = []
        self.tisch: list[NumberField] = []
        self.stoeck_buttons: list[QPushButton] = []
        self.name_labels: list[QLabel] = []
        self.pick_buttons: list[QPushButton] = []
        self.setStyleSheet(CHOICE_STYLE)

        self.round_box = QGroupBox()
        self.round_box.setObjectName("molotowRound")
        self.grid = QGridLayout(self.round_box)
        heads = (self.tr("Card points"), self.tr("Handweis −"), self.tr("Tischweis +"),
                 self.tr("Stöck"))
        tips = (self.tr("Card points of the tricks the player took (0 … 157); with 3, 4 or 6 "
                        "players the last empty field follows from the others'"),
                self.tr("Weis from the player's own hand: written as minus points "
                        "(20, 50, 100 … or a sum of them)"),
                self.tr("Weis lying in a trick the player took: written as plus points"),
                self.tr("King and Ober of trump: 20 minus points (table setting)"))
        self.heads = []
        for c, (text, tip) in enumerate(zip(heads, tips, strict=True)):
            label = QLabel(text)
            label.setToolTip(tip)
            label.setStyleSheet("font-weight: bold;")
            self.grid.addWidget(label, 0, 1 + c)
            self.heads.append(label)
        self.form_scroll.pinned.pin(*self.heads)  # in view while the rows scroll (a netbook's)
        self.sum_label = plain_label()
        self.sum_label.setObjectName("molotowSum")
        self.form.addWidget(self.round_box)

        self.draw_box = QGroupBox(self.tr("Tie: draw a card"))
        self.draw_box.setObjectName("molotowDraw")
        draw = QVBoxLayout(self.draw_box)
        # sentence labels: a double name stays whole ("Anne-" / "Catherine" read as two)
        self.tie_label = SentenceLabel()
        self.tie_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        draw.addWidget(self.tie_label)
        self.board_draw_button = QPushButton(
            self.tr("Let the board draw the cards ({0})").format(key_text(DRAW_KEY)))
        self.board_draw_button.setObjectName("boardDraw")
        self.board_draw_button.setMinimumHeight(44)
        self.board_draw_button.setToolTip(self.tr(
            "The board draws a card of the 36 for each tied player; the higher card wins (6 "
            "lowest, Ace highest; {0} > {1} > {2} > {3})").format(*(
                i18n.contract_name(suit, self.settings.deck) for suit in DRAW_SUITS)))
        self.board_draw_button.clicked.connect(self.board_draw)
        draw.addWidget(self.board_draw_button)
        self.pick_label = plain_label()
        self.pick_label.setWordWrap(True)
        draw.addWidget(self.pick_label)
        # two buttons a row: each with its key and a name (four in one row of a netbook's
        # form left "Ctrl+1  Mari…")
        self.pick_row = QGridLayout()
        draw.addLayout(self.pick_row)
        self.order_label = plain_label()
        self.order_label.setObjectName("drawOrder")
        draw.addWidget(self.order_label)
        self.clear_button = QPushButton(self.tr("Start the order again"))
        self.clear_button.clicked.connect(self._clear_order)
        draw.addWidget(self.clear_button)
        self.drawn_label = SentenceLabel()
        self.drawn_label.setStyleSheet("font-size: 15px;")
        self.drawn_label.setObjectName("cardsDrawn")
        self.form.addWidget(self.drawn_label)
        self.drawn_label.hide()
        self.form.addWidget(self.draw_box)
        self.draw_box.hide()
        self.form.addStretch(1)

        QShortcut(QKeySequence(DRAW_KEY), self, lambda: self.draw_mode and self.board_draw())
        for i in range(MAX_SEATS):
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self, lambda i=i: self._seat_key(i))
        self._build_rows()
        self.refresh(controller.board)

    # -- building --------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    @property
    def settings(self) -> Any:
        return self.controller.match.rules.settings

    def _build_rows(self) -> None:
        n = len(self.names)
        for p, name_text in enumerate(self.names):
            # on two lines where one is not enough, in the room the fields leave (a German
            # trial's form wrote "Hansruedi Müll…" beside an empty right half)
            name = TwoLineName()
            name.setStyleSheet("font-size: 15px;")
            name.set_name(name_text)
            points = NumberField(fill(self.tr("Card points {0}"), name_text), minimum=0,
                                 maximum=ROUND_POINTS)
            points.setObjectName(f"points{p}")
            narrow(points)
            points.setToolTip(self.heads[0].toolTip())
            hand = NumberField(fill(self.tr("Handweis {0}"), name_text), minimum=0,
                               maximum=MAX_TEAM_WEIS, big=False, negative=self.tr(
                                   "{label}: type {plain}, not {value}: a Handweis is typed "
                                   "without a minus, the board subtracts it"))
            hand.setObjectName(f"handWeis{p}")
            hand.setPlaceholderText(self.tr("none"))
            narrow(hand, 4)  # "none" whole, the cursor beside it (a trial's "aucune")
            hand.setToolTip(self.heads[1].toolTip())
            tisch = NumberField(fill(self.tr("Tischweis {0}"), name_text), minimum=0,
                                maximum=MAX_TEAM_WEIS, big=False)
            tisch.setObjectName(f"tischWeis{p}")
            tisch.setPlaceholderText(self.tr("none"))
            narrow(tisch, 4)
            tisch.setToolTip(self.heads[2].toolTip())
            for weis in (hand, tisch):
                weis.setMinimumHeight(36)
            # as wide as its word: the style's least of 80 px for "Stöck" (33 px) took the
            # names' room of a table of six at 1024×600
            stoeck = CompactButton(self.tr("Stöck"))
            stoeck.setCheckable(True)
            stoeck.setToolTip(self.heads[3].toolTip() + f" ({key_text(f'Ctrl+{p + 1}')})")
            stoeck.toggled.connect(lambda on, p=p: self._stoeck_toggled(p, on))
            row = 1 + p
            self.grid.addWidget(name, row, 0)
            self.grid.addWidget(points, row, 1)
            self.grid.addWidget(hand, row, 2)
            self.grid.addWidget(tisch, row, 3)
            self.grid.addWidget(stoeck, row, 4)
            self.name_labels.append(name)
            self.points.append(points)
            self.hand.append(hand)
            self.tisch.append(tisch)
            self.stoeck_buttons.append(stoeck)
            self.watch(points, hand, tisch, stoeck)
            points.changed.connect(self._show_sum)
        # the names take the room the narrow fields leave; the fields keep their width
        self.grid.setColumnStretch(0, 1)
        self._fit_heads()
        self.grid.addWidget(self.sum_label, 1 + n, 0, 1, 5)
        # Tab: every player's card points first (each round), then the Weis (now and then)
        chain_tabs([*self.points, *self.hand, *self.tisch, *self.stoeck_buttons,
                    self.write_button])

    def _fit_heads(self) -> None:
        """The fields' heads as wide as their fields, or as their longest word, on two lines
        where that is too narrow for one: "Annonces" over "de main −" (over a field of four
        digits, French "Annonces de main −" on one line took the room of the names beside,
        which were cut). The sign stays with the word before it."""
        fields = (self.points[0], self.hand[0], self.tisch[0])
        for head, field in zip(self.heads, fields, strict=False):
            head.ensurePolished()  # bold, as the style sheet writes it
            text = head.text().replace(" −", "\u00a0−").replace(" +", "\u00a0+")
            head.setText(text)
            metrics = head.fontMetrics()
            widest = max(metrics.horizontalAdvance(word) for word in text.split(" "))
            room = min(field.sizeHint().width(), field.maximumWidth())
            head.setWordWrap(True)
            head.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            head.setMaximumWidth(max(room, widest + 2))

    # -- behaviour -------------------------------------------------------------------------

    def _seat_key(self, i: int) -> None:
        """Ctrl+1 … : player i's key, in a draw as for his Stöck: the next-highest card is
        his (a key of a player not tied does nothing). By the place in the tie, Cla in seat 3
        was Ctrl+2 in a tie with Anna, which no button said (a keyboard trial's)."""
        if self.draw_mode:
            self.pick(i)
        elif self.settings.stoeck and i < len(self.stoeck_buttons):
            self.stoeck_buttons[i].toggle()

    def _stoeck_toggled(self, p: int, on: bool) -> None:
        if on:
            for q, button in enumerate(self.stoeck_buttons):
                if q != p:
                    button.setChecked(False)

    def _rest(self) -> tuple[int, int] | None:
        """With every card dealt, the one empty card-points field gets the rest of 157."""
        if len(self.points) not in FULL_DECK_PLAYERS:
            return None
        return rest_of(self.points)

    def _show_sum(self) -> None:
        rest = self._rest()
        for i, field in enumerate(self.points):
            field.setPlaceholderText(str(rest[1]) if rest and rest[0] == i else "")
        given = 0
        for field in self.points:
            try:
                given += field.value() or 0
            except FormError:
                pass
        if rest is not None:
            # the last empty field follows: the count is complete, and says so ("110 of 157"
            # beside the rest read like an error, a tester's)
            self.sum_label.setText(self.tr("Card points: {0} of 157 ({1} has the rest, {2})")
                                   .format(given + rest[1], self.names[rest[0]], rest[1]))
        else:
            self.sum_label.setText(self.tr("Card points: {0} of 157").format(given))

    def _round_number(self) -> int:
        if self.correcting is not None and not self.inserting:
            line = self.controller.board.entries[self.correcting]
            if line.round is not None:
                return line.round
        if self.correcting is not None:  # inserting: the round the new entry becomes
            before = self.controller.board.entries[: self.correcting]
            return 1 + sum(1 for line in before if line.kind == "round")
        return int(self.controller.board.figures["rounds_played"]) + 1

    # -- the card draw ---------------------------------------------------------------------

    def _show_round(self) -> None:
        self.draw_mode = False
        self.tied, self.order, self.loaded_draw = [], [], None
        self.drawn_label.hide()
        self.round_box.show()
        self.draw_box.hide()
        self.write_button.show()

    def _show_draw(self, group: list[int], order: list[int] | None = None) -> None:
        self.draw_mode = True
        self.drawn_label.hide()  # the cards of a draw taken back (Ctrl+Z) are not this draw's
        self.tied = list(group)
        self.order = list(order or [])
        self.round_box.hide()
        self.draw_box.show()
        # the buttons write the draw; Write is only for keeping a corrected draw as it was
        self.write_button.setVisible(self.correcting is not None)
        names = self.names
        total = self.controller.board.sides[group[0]].total
        self.tie_label.setText(self.tr("Tie on {0} between {1}").format(
            number(total), and_names([names[p] for p in group])))
        empty(self.pick_row)  # out of the form at once (a kept draft skips it)
        self.pick_buttons = []
        for i, p in enumerate(group):
            # the key first, as the Guggitaler's digit: a long name shortened keeps it
            key = key_text(self._pick_key(p))
            button = CompactButton(f"{key}  {no_mnemonic(names[p])}", min_height=40,
                                   asks=ASKS)
            set_tip(button, f"{names[p]}\n{key}")
            button.clicked.connect(lambda _c=False, p=p: self.pick(p))
            self.pick_row.addWidget(button, i // 2, i % 2)
            self.pick_buttons.append(button)
        # the keys are on the buttons: "(Ctrl+1 … Ctrl+2)" here read oddly for two
        if len(group) == 2:
            self.pick_label.setText(self.tr("Or record the cards drawn at the table: who drew "
                                            "the higher card?"))
        else:
            self.pick_label.setText(self.tr("Or record the cards drawn at the table: name "
                                            "the players from the highest card down"))
        self._show_order()

    @staticmethod
    def _pick_key(p: int) -> str:
        """The key that names player *p* in a draw: his seat's, as for his Stöck."""
        return f"Ctrl+{p + 1}"

    def _pick_keys(self) -> str:
        """The tied players' keys, in the window's words ("Ctrl+1, Ctrl+3")."""
        return ", ".join(key_text(self._pick_key(p)) for p in self.tied)

    def _show_order(self) -> None:
        names = self.names
        for button, p in zip(self.pick_buttons, self.tied, strict=True):
            button.setEnabled(p not in self.order)
        # places written as the language writes a rank ("1er Cla" in French, where "1."
        # is no ordinal), apart as the Guggitaler's Domino order sets them
        self.order_label.setText("   ".join(f"{i18n.rank(i + 1)} {names[p]}"
                                            for i, p in enumerate(self.order)))
        self.clear_button.setEnabled(bool(self.order))

    def _clear_order(self) -> None:
        self.order = []
        self._show_order()

    def pick(self, p: int) -> None:
        """The Schreiber names the next-highest card's player; the last one follows."""
        if p in self.order or p not in self.tied:
            return
        self.order.append(p)
        self._show_order()
        if len(self.order) >= len(self.tied) - 1:
            self.submit()

    def board_draw(self) -> bool:
        """The board draws a card for each tied player and writes the draw."""
        if not self.tied:
            return False
        entry = draw_cards(self.tied, self.rng)
        ok = self.submit_entry(entry)
        if ok:
            self._show_drawn(entry)
        return ok

    def _show_drawn(self, entry: MolotowDraw) -> None:
        names = self.names
        deck = self.settings.deck
        self.drawn_label.setText(self.tr("Cards drawn: {0}").format(", ".join(
            f"{names[p]} {i18n.render(c.label(deck))}"
            for p, c in zip(entry.order, entry.cards, strict=True))))
        self.drawn_label.show()

    # -- the EntryPanel interface ----------------------------------------------------------

    def draft_restored(self) -> None:
        """The tie's buttons were made for the tie due now: they show the players named so
        far again (or, if the correction changed the tie, the draw that is due now)."""
        self.refresh(self.controller.board)
        if self.draw_mode:
            self._show_order()

    def refresh(self, board: Board) -> None:
        stoeck = self.settings.stoeck
        self.heads[3].setVisible(stoeck)
        for button in self.stoeck_buttons:
            button.setVisible(stoeck)
        retitle(self.round_box, self._round_title(board))  # the title alone painted again
        if self.correcting is None:
            pending = board.figures["ties_to_draw"]
            if pending:
                if sorted(self.tied) != sorted(pending[0]):
                    self._show_draw(pending[0])
            else:
                self._show_round()
        self.write_button.setVisible(not self.draw_mode or self.correcting is not None)
        self._show_sum()

    def _round_title(self, board: Board) -> str:
        """The round box's title: what the header (who deals) and the board (the round of
        how many) do not say already. "Round 1 of 5" here too, above the form and under the
        board, said it three times at once (an English trial's). A round corrected is named:
        the form is not the next round's."""
        number_ = self._round_number()
        double = self.controller.match.rules.factor(number_) == 2  # type: ignore[attr-defined]
        if self.correcting is not None:
            title = self.tr("Round {0} of {1}").format(number_, board.figures["rounds"])
            return title + " " + self.tr("(counts double)") if double else title
        if double:
            return self.tr("This round counts double")
        return i18n.plural("MolotowEntryPanel", "%n rounds to play",
                           board.figures["rounds_left"])

    def build_entry(self) -> Any:
        if self.draw_mode:
            if not self.order and self.loaded_draw is not None:
                return self.loaded_draw  # a correction left as it was
            if len(self.order) < len(self.tied) - 1:
                raise FormError(self.tr("Name the tied players from the highest card down "
                                        "({0}), or let the board draw ({1})").format(
                                            self._pick_keys(), key_text(DRAW_KEY)))
            order = self.order + [p for p in self.tied if p not in self.order]
            return MolotowDraw(order=order)
        return self._round_entry()

    def _round_entry(self) -> MolotowRound:
        values = [field.value() for field in self.points]
        rest = self._rest()
        if rest is not None:
            values[rest[0]] = rest[1]
        missing = [i for i, v in enumerate(values) if v is None]
        over = too_many(self.points, self.focusWidget())
        if over is not None:
            raise over
        if len(missing) == len(values):
            raise self._missing(0, self.tr("Card points missing: type each player's card "
                                           "points of the round"))
        if missing:
            raise self._missing(missing[0], i18n.fill(self.tr("Card points missing for {0}"),
                and_names([self.names[i] for i in missing])))
        hand = [checked(f, check_weis) or 0 for f in self.hand]
        tisch = [checked(f, check_weis) or 0 for f in self.tisch]
        stoeck = next((p for p, b in enumerate(self.stoeck_buttons) if b.isChecked()), None)
        if not self.settings.stoeck:
            stoeck = None
        return MolotowRound(points=[v for v in values if v is not None],
                            hand_weis=hand if any(hand) else [],
                            tisch_weis=tisch if any(tisch) else [], stoeck=stoeck)

    def _missing(self, seat: int, message: str) -> FieldError:
        return FieldError(self.points[seat], message)

    def field_for(self, err: Any) -> QWidget | None:
        """The card points are refused as a whole (they must add up): the first field."""
        if err.rule == "molotow.points_sum":
            return self.points[0]
        if err.rule == "molotow.weis_one_player":
            return next((f for f in self.hand[1:] if not f.is_empty()), self.hand[0])
        return None

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        words = self.history_text(line, entry)
        rest = self._rest() if not self.draw_mode else None
        if rest is not None:
            words += " · " + self.tr("{0} has the rest: {1}").format(self.names[rest[0]],
                                                                     rest[1])
        return words

    def focus_target(self) -> QWidget | None:
        if self.draw_mode:
            return self.board_draw_button
        if self.correcting is not None and not self.inserting:
            return self.points[0]
        return next((f for f in self.points if f.is_empty()), self.points[0])

    def load_entry(self, entry: Any) -> None:
        self.drawn_label.hide()
        if isinstance(entry, MolotowDraw):
            # the Schreiber names the order again (or draws again); Enter alone keeps it
            self._show_draw(sorted(entry.order))
            self.loaded_draw = entry
            if entry.cards:
                self._show_drawn(entry)
            else:
                self.drawn_label.setText(self.tr("Recorded: {0}").format(
                    " > ".join(self.names[p] for p in entry.order)))
                self.drawn_label.show()
            return
        self._show_round()
        self._clear_fields()
        if len(self.points) in FULL_DECK_PLAYERS:  # as when writing: the last one follows
            load_following(self.points, entry.points)
        else:
            for field, value in zip(self.points, entry.points, strict=False):
                field.set_value(value)
        for p in range(len(self.points)):
            self.hand[p].set_value(entry.hand_weis[p] if entry.hand_weis and
                                   entry.hand_weis[p] else None)
            self.tisch[p].set_value(entry.tisch_weis[p] if entry.tisch_weis and
                                    entry.tisch_weis[p] else None)
            self.stoeck_buttons[p].setChecked(entry.stoeck == p)
        self.refresh(self.controller.board)
        self.points[0].setFocus()
        self.points[0].selectAll()

    def _clear_fields(self) -> None:
        for field in (*self.points, *self.hand, *self.tisch):
            field.clear_value()
        for button in self.stoeck_buttons:
            button.setChecked(False)

    def _inputs(self) -> list[tuple[QWidget, Any]]:
        """The form's fields and buttons, and the card draw's players named so far, held by
        no widget: a choice that Ctrl+Z takes back before the round that made the tie is
        undone (as the Guggitaler's Domino order; an English trial's lost it)."""
        return [*super()._inputs(), (self.order_label, tuple(self.order))]

    def reset(self) -> None:
        """After a round: card points, Weis and Stöck all cleared (they were that round's)."""
        self._clear_fields()
        self.tied, self.order, self.loaded_draw = [], [], None
        if self.correcting is not None:  # inserting a forgotten round
            self._show_round()
        self.refresh(self.controller.board)

    def describe(self, entry: Any) -> str:
        if isinstance(entry, MolotowDraw):
            return self.tr("card draw")
        return self.tr("round {0}").format(self.controller.board.figures["rounds_played"] + 1)

    def history_text(self, line: EntryLine, entry: Any) -> str:
        names = self.names
        if isinstance(entry, MolotowDraw):
            total = number(line.totals[entry.order[0]])
            if entry.cards:
                deck = self.settings.deck
                who = ", ".join(f"{names[p]} {i18n.render(c.label(deck))}"
                                for p, c in zip(entry.order, entry.cards, strict=True))
                return self.tr("Board drew for the tie on {0}: {1}").format(total, who)
            return self.tr("Card draw for the tie on {0}: {1}").format(
                total, " > ".join(names[p] for p in entry.order))
        written = ", ".join(f"{name} {number(w)}"
                            for name, w in zip(names, line.written, strict=True))
        # a round counting double says so before what it wrote, and its Weis as typed with
        # their ×2, as the board's cells: "… Claire 14 … (Handweis Claire 50) ×2" read as
        # 14 × 2, and 50 beside the −100 under the totals (a French trial's)
        double = "last round counts double" in line.notes
        text = (self.tr("Round {0} (counted double): {1}") if double
                else self.tr("Round {0}: {1}")).format(line.round, written)
        extra = []
        for p in range(len(names)):
            if entry.hand_weis and entry.hand_weis[p]:
                extra.append(self.tr("Handweis {0} {1}").format(
                    names[p], typed_figure(entry.hand_weis[p], double)))
        for p in range(len(names)):
            if entry.tisch_weis and entry.tisch_weis[p]:
                extra.append(self.tr("Tischweis {0} {1}").format(
                    names[p], typed_figure(entry.tisch_weis[p], double)))
        if entry.stoeck is not None:
            extra.append(self.tr("Stöck {0}").format(names[entry.stoeck]))
        if extra:
            text += " (" + ", ".join(extra) + ")"
        return text

    def status_text(self, board: Board) -> str:
        """Nothing above the form while the match is played: who deals, which round of how
        many, the tie and who won are the board's, under it
        (:func:`~.molotow_board.molotow_status`), and what to type next the form's own (the
        line under it: "Card points missing: …", the card draw's box); both lines said
        "Round 2 of 5: Beat deals" at once. Once the Partie is over, where the form was,
        that it is."""
        return self.match_over() if board.finished else ""
