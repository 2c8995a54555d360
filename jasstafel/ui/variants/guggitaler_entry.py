"""Guggitaler: the entry panel, one page per kind of game, in the order of the games.

* **Tricks, Schellen, Ober** (``count``; with French cards Herz and Dame): each player's
  count, Tab to the next. Every card is dealt, so the last empty field follows from the
  others' (the game's total minus theirs): the field shows it, the line under the form says
  it, and ONE Enter writes the game. A corrected game comes back the same way: the last
  player's field empty, his count grey.
* **Rosenkönig, last trick** (``taker``; with French cards Kreuzkönig): who took it, by a key
  (1 … 4, or Ctrl+1 … Ctrl+4 from anywhere in the window) or a click; Enter writes.
* **Domino**: the finishing order: the players' keys (1 … 4, or Ctrl+1 … Ctrl+4) or buttons
  in the order they got rid of their cards; the last one follows; Backspace takes the last
  one named back. The line under the form shows the order and the points; Enter writes.

The header says who deals and which game is next, in big letters. Whether the counts add
up is the rules core's to say (:meth:`Guggitaler.check_counts`): its message appears beside
the field, and the typing stays.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...core import Board, EntryLine
from ...core.errors import RuleViolation
from ...core.guggitaler import (
    DOMINO,
    Guggitaler,
    GuggitalerCount,
    GuggitalerDomino,
    GuggitalerTaker,
)
from ..controller import MatchController
from ..i18n import rule_message
from ..widgets.boundary import KeptPage
from ..widgets.buttons import CompactButton, FairRow
from ..widgets.entrypanel import EntryPanel, FieldError, FieldRefusal, FormError
from ..widgets.flow import FlowLayout
from ..widgets.keys import key_range, key_text
from ..widgets.messages import plain, tip
from ..widgets.mnemonic import no_mnemonic
from ..widgets.names import ASKS, LEAST, NameLabel
from ..widgets.numberfield import NumberField
from ..widgets.points_table import number, signed
from ..widgets.repaint import retitle
from ..widgets.style import CHOICE_STYLE, FOCUS_COLOR
from ..widgets.wrapped import WrappedLabel
from .fields import (
    chain_tabs,
    load_following,
    narrow,
    plain_label,
    rest_of,
)
from .guggitaler_board import game_rule

MAX_SEATS = 4
#: what a game's note in the header says of its row of the sheet (GuggitalerEntryPanel._note)
_NOTE_KEYS = ("guggitaler", "game", "penalty", "of")
COUNT, TAKER = "count", "taker"
#: the page of each kind of game in the form's stack (GuggitalerEntryPanel.pages)
_PAGES = {COUNT: 0, TAKER: 1, DOMINO: 2}


def _hint() -> WrappedLabel:
    """The grey line over a page's fields. Measured once per text and width: the layouts
    ask every page's hint, the hidden pages' too, dozens of times an entry."""
    label = WrappedLabel()
    label.setStyleSheet("color: #444;")
    return label


class PlayerRow(QFrame):
    """The players' buttons of a page where the digits name any player (the Rosenkönig's,
    the last trick's, the Domino's): the keys go to the row, not to one player. While none
    is chosen the row has them and wears the blue frame round all of its players: on *1 Urs*
    alone the frame read as Urs chosen (a mouse trial's, after *2 Köbi* was clicked in the
    Domino, and at the start of the Rosenkönig). No Tab stop of its own: Tab goes from it to
    the players one by one, each framed as every button is."""

    def __init__(self, row: FairRow) -> None:
        super().__init__()
        self.setObjectName("playerRow")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # given the keys by the form only
        self.setStyleSheet(
            "QFrame#playerRow { border: 2px solid transparent; border-radius: 5px; }"
            f" QFrame#playerRow:focus {{ border-color: {FOCUS_COLOR}; }}")
        row.setContentsMargins(2, 2, 2, 2)
        self.setLayout(row)


class PlaceLabel(NameLabel):
    """One place of the Domino's order on one line, "4. Heidi 0" ("4e Heidi 0" in French: a
    place is written as the language writes a rank, ``i18n.rank``): the place and the points
    whole, the name shortened with "…" only where a row of the form has no room for it (the
    whole name in the tooltip). A label of the whole order broke inside a place, "4. Heidi"
    on one line and its "0" alone on the next (a tester's, at a scale of 1.5)."""

    asks = None  # the whole place: the order wraps between places first

    def __init__(self) -> None:
        self.head, self.name, self.tail = "", "", ""
        super().__init__("", "font-size: 16px; font-weight: bold;")

    def set_place(self, place: int, name: str, points: str) -> None:
        self.head, self.name, self.tail = f"{i18n.rank(place)} ", name, f" {points}"
        self.setText(self.head + name + self.tail)
        self.updateGeometry()

    def asked(self) -> int:
        """The width of the place with a name of :data:`ASKS` average letters."""
        margins = self.contentsMargins()
        metrics = self.fontMetrics()
        return (metrics.horizontalAdvance(self.head + self.tail)
                + metrics.averageCharWidth() * ASKS + margins.left() + margins.right())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The place, the name's first letters and "…", the points."""
        hint = super().minimumSizeHint()
        if len(self.name) <= LEAST + 1:
            return QSize(super().sizeHint().width(), hint.height())  # whole
        margins = self.contentsMargins()
        short = self.fontMetrics().horizontalAdvance(
            self.head + self.name[:LEAST] + "…" + self.tail)
        return QSize(short + margins.left() + margins.right(), hint.height())

    def shown_text(self) -> str:
        metrics, room = self.fontMetrics(), self.contentsRect().width()
        if metrics.horizontalAdvance(self.text()) <= room:
            return self.text()
        room -= metrics.horizontalAdvance(self.head + self.tail)
        return self.head + metrics.elidedText(self.name, Qt.TextElideMode.ElideRight,
                                              max(0, room)) + self.tail

    def _follow_width(self) -> None:
        self.setToolTip(plain(self.name) if self.shown_text() != self.text() else "")


class DominoOrder(QWidget):
    """The Domino's order as named so far, a label per place, wrapped between places where
    the form is narrow. ``text()`` is the whole order in one line (the screen reader's)."""

    def __init__(self, seats: int) -> None:
        super().__init__()
        self.setObjectName("dominoOrder")
        self.flow = FlowLayout(self, spacing=14, row_gap=2)
        self.labels = [PlaceLabel() for _ in range(seats)]
        for label in self.labels:
            label.hide()
            self.flow.addWidget(label)

    def set_places(self, places: list[tuple[str, str]]) -> None:
        """*places* in order: (name, points) each."""
        for i, label in enumerate(self.labels):
            if i < len(places):
                label.set_place(i + 1, *places[i])
            label.setVisible(i < len(places))
        self.setAccessibleName(self.text())

    def text(self) -> str:
        return "   ".join(label.text() for label in self.labels if not label.isHidden())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Room for one place, its name at most :data:`ASKS` letters, not for the whole order
        in one row: the form's width is the window's to give (asked for the whole order, a
        name of 57 letters made a 1024-pixel window 1441 wide); the order wraps in it."""
        hint = self.flow.sizeHint()
        asked = [min(label.sizeHint().width(), label.asked()) for label in self.labels
                 if not label.isHidden()]
        return QSize(min(hint.width(), max(asked, default=0)), hint.height())


class GuggitalerEntryPanel(EntryPanel):
    SHOWS_TURN = True
    SHOWS_PREVIEW = True

    def keys_help(self) -> str:
        """The keys of the match's games, the cards named as the match's deck names them:
        the Domino's only where one is played (a trial's F1 described it in a match
        without)."""
        n = len(self.names)
        if self.rules.settings.deck == "fr":
            text = self.tr(
                "Guggitaler: Tricks, Hearts and Queens: type what each player took, Tab to the "
                "next (the last one's follows from the others'); Enter writes the game. King of "
                "Clubs and last trick: {digits} or {keys} the player who took it, Enter.")
        else:
            text = self.tr(
                "Guggitaler: Tricks, Bells and Ober: type what each player took, Tab to the "
                "next (the last one's follows from the others'); Enter writes the game. King of "
                "Roses and last trick: {digits} or {keys} the player who took it, Enter.")
        if self.rules.settings.domino:
            text += " " + self.tr(
                "Domino: {digits} or {keys} the players in the order they finished (the last "
                "one follows), Backspace takes the last one back, Enter writes.")
        return text.format(digits=f"1 … {n}", keys=key_range("Ctrl+1", f"Ctrl+{n}"))

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setStyleSheet(CHOICE_STYLE)
        # "Deals Urs · Game Last trick" as one line: the game changes at every entry anyway,
        # there is nothing beside the dealer's name to keep in place
        self.header.set_steady_names(False)
        #: what the header's note keeps room for says (update_turn)
        self._room_said: tuple[Any, ...] = ()
        #: the Domino: the players named so far, the first to finish first
        self.order: list[int] = []
        # the taker chosen, and the one he replaced (a second key or click replaces the
        # first: only one takes the card or the trick, and the preview says whom)
        self._taker: int | None = None
        self._replaced: int | None = None
        self._shown: int | None = None  # the game (row of the sheet) the form holds
        self.game_box = QGroupBox()
        self.game_box.setObjectName("guggitalerGame")
        self.game_box.setStyleSheet("QGroupBox { font-weight: bold; }")
        box = QVBoxLayout(self.game_box)
        box.setContentsMargins(6, 4, 6, 6)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._build_counts())
        self.pages.addWidget(self._build_taker())
        self.pages.addWidget(self._build_domino())
        self.pages.currentChanged.connect(self._page_changed)
        box.addWidget(self.pages)
        self.form.addWidget(self.game_box)
        self.form.addStretch(1)
        for seat in range(len(self.names)):
            QShortcut(QKeySequence(f"Ctrl+{seat + 1}"), self,
                      lambda seat=seat: self._seat_key(seat))
        chain_tabs([*self.fields, self.write_button])
        self.refresh(controller.board)

    # -- building ----------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return list(self.controller.match.rules.side_names)

    @property
    def rules(self) -> Guggitaler:
        rules = self.controller.match.rules
        assert isinstance(rules, Guggitaler)
        return rules

    def _build_counts(self) -> QWidget:
        page = KeptPage()
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        self.count_hint = _hint()
        grid.addWidget(self.count_hint, 0, 0, 1, 2)
        self.name_labels: list[QLabel] = []
        self.fields: list[NumberField] = []
        for seat, name in enumerate(self.names):
            label = NameLabel(name, "font-size: 16px; font-weight: bold;")
            field = NumberField(name, minimum=0)
            field.setObjectName(f"count{seat}")
            narrow(field, 2)
            grid.addWidget(label, 1 + seat, 0)
            grid.addWidget(field, 1 + seat, 1)
            self.name_labels.append(label)
            self.fields.append(field)
            self.watch(field)
            field.changed.connect(self._show_sum)
        self.sum_label = plain_label()
        self.sum_label.setObjectName("countSum")
        grid.addWidget(self.sum_label, 1 + len(self.fields), 0, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(2 + len(self.fields), 1)
        return page

    def _player_buttons(self, layout: FairRow, checkable: bool) -> list[QPushButton]:
        buttons: list[QPushButton] = []
        for seat, name in enumerate(self.names):
            button = CompactButton(f"{seat + 1}  {no_mnemonic(name)}", min_height=48, asks=12)
            button.setObjectName(f"player{seat}")
            button.setCheckable(checkable)
            button.setStyleSheet("font-size: 16px;")
            tip(button, self.tr("{0}: {1} · {2}").format(
                name, seat + 1, key_text(f"Ctrl+{seat + 1}")))
            layout.addWidget(button)
            buttons.append(button)
        return buttons

    def _build_taker(self) -> QWidget:
        page = KeptPage()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.taker_hint = _hint()
        layout.addWidget(self.taker_hint)
        row = FairRow(lines=2)  # the names whole on two lines where one has no room
        self.taker_group = QButtonGroup(self)
        self.taker_buttons = self._player_buttons(row, checkable=True)
        for seat, button in enumerate(self.taker_buttons):
            self.taker_group.addButton(button, seat)
        self.taker_group.idClicked.connect(self._taker_chosen)
        for seat, button in enumerate(self.taker_buttons):  # before the preview follows it
            button.toggled.connect(lambda on, seat=seat: self._taker_toggled(seat, on))
        self.watch(*self.taker_buttons)
        self.taker_row = PlayerRow(row)
        layout.addWidget(self.taker_row)
        layout.addStretch(1)
        return page

    def _build_domino(self) -> QWidget:
        page = KeptPage()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.domino_hint = _hint()
        layout.addWidget(self.domino_hint)
        row = FairRow(lines=2)  # the names whole on two lines where one has no room
        self.domino_buttons = self._player_buttons(row, checkable=False)
        for seat, button in enumerate(self.domino_buttons):
            button.clicked.connect(lambda _c=False, seat=seat: self.name_next(seat))
        self.domino_row = PlayerRow(row)
        layout.addWidget(self.domino_row)
        self.order_label = DominoOrder(len(self.names))
        layout.addWidget(self.order_label)
        again = QHBoxLayout()
        self.back_button = CompactButton(self.tr("Take the last one back (Backspace)"))
        self.back_button.clicked.connect(self.take_back)
        self.again_button = CompactButton(self.tr("Start the order again"))
        self.again_button.clicked.connect(self._clear_order)
        again.addWidget(self.back_button)
        again.addWidget(self.again_button)
        again.addStretch(1)
        layout.addLayout(again)
        layout.addStretch(1)
        return page

    def _page_changed(self, index: int) -> None:
        """The box is as high as the page shown, not as the highest page: the stacked
        layout leaves the pages with an ignored size policy out of its size hint. (No
        adjustSize() here: resizing each page and the stack to its own hint, which the
        layouts then undid, moved the form three times for every game.) Only its height:
        the stack asks for the height of its pages at its width, and that width stays the
        widest page's on every page. Left to the page shown, the counts' narrow page made
        the hint above the fields two lines high, 14 px more than on the players' pages,
        and from Guggitaler 2 on the line under the form and *Write* stood that much lower
        (a keyboard trial's, at 1366×768)."""
        for i in range(self.pages.count()):
            page = self.pages.widget(i)
            policy = QSizePolicy.Policy.Preferred if i == index else QSizePolicy.Policy.Ignored
            if page is not None:
                page.setSizePolicy(QSizePolicy.Policy.Preferred, policy)

    # -- which game ---------------------------------------------------------------------------

    def _typing_here(self) -> bool:
        """The cursor is in this form (not in the history or the menus)."""
        focus = QApplication.focusWidget()
        return focus is not None and self.isAncestorOf(focus)

    def _index(self) -> int:
        """The game the form is for: its row in the sheet (the next game, or the one being
        corrected)."""
        if self.correcting is not None:
            return self.correcting
        return len(self.controller.match.entries)

    def _row(self) -> dict[str, Any] | None:
        sheet = self.controller.board.figures["sheet"]
        index = self._index()
        return sheet[index] if index < len(sheet) else None

    def game(self) -> str | None:
        row = self._row()
        return None if row is None else str(row["game"])

    def kind(self) -> str | None:
        game = self.game()
        return None if game is None else self.rules.kind(game)

    def game_name(self, game: str) -> str:
        return i18n.render(self.rules.game_name(game))

    def _dealer(self, index: int) -> int | None:
        """Who deals the game in row *index*: the board says it for the next game."""
        if self.correcting is None:
            return self.controller.board.dealer
        per = len(self.rules.games)
        k, g = divmod(index, per)
        return self.rules.seat_after(self.rules.doc.first, k + g)

    def _show_game(self) -> None:
        """The page, the titles and the limits of the game the form is for. The typing of
        another game is never carried over (after an undo, say): the form is cleared."""
        row = self._row()
        if row is None:
            return
        index = self._index()
        another = index != self._shown
        game = str(row["game"])
        name = self.game_name(game)
        kind = self.rules.kind(game)
        if another:
            self._shown = index
            self._clear()
            if _PAGES[kind] != self.pages.currentIndex() and self._typing_here():
                # the cursor waits on the form while its page changes: from a page hidden
                # with it, Qt would send it to the history (and the form take it back).
                # Only then: on the page that stays, it went out of its field and back in,
                # the field repainted twice (three games in six keep their page)
                self.setFocus(Qt.FocusReason.OtherFocusReason)
        # the titles by retitle: the title alone painted again, not the page under it where
        # the next game has the same page (the tricks, the Schellen, the Ober)
        n = len(self.names)
        keys = self.tr("{digits} or {keys}").format(digits=f"1 … {n}",
                                                    keys=key_range("Ctrl+1", f"Ctrl+{n}"))
        # the page's texts set before it is shown: showing a page lays out the stack, the
        # box and the form at once, and a text changed after it laid them out a second time
        if kind == COUNT:
            of = self.rules.game_total(game)
            retitle(self.game_box, self.tr("{0}: what did each player take?").format(name))
            self.count_hint.setText(self._count_hint(game))
            for seat, field in enumerate(self.fields):
                field.label = i18n.fill(self.tr("{0} {1}", "a count's field: game, player"),
                                        name, self.names[seat])  # French: "Plis de Chloé"
                field.maximum = of
                tip(field, i18n.fill(self.tr("{0}: what {1} took (0 … {2})"),
                                     name, self.names[seat], of))
        elif not self.count_hint.text():
            # the stack is as high as its tallest page, the counts' with its hint's lines:
            # opened on a later page, the counts' page had no hint and the form stood 52 px
            # higher than where the game was reached by playing (an English trial's restart)
            self.count_hint.setText(self._count_hint(self.rules.games[0]))
        if kind == TAKER:
            retitle(self.game_box, self.tr("{0}: who took it?").format(name))
            self.taker_hint.setText(self.tr("{0} or a click: the player who took it, then "
                                            "Enter.").format(keys))
        elif kind == DOMINO:
            retitle(self.game_box, self.tr("Domino: who finished first?"))
            self.domino_hint.setText(self.tr("{0} or a click: the players in the order they "
                                             "got rid of their cards; the last one follows.")
                                     .format(keys))
        self._show_sum()
        self._show_order()
        self.pages.setCurrentIndex(_PAGES[kind])
        if another and self._typing_here():
            # Qt gives the page shown the field last typed in on it (after an undo, Dora's):
            # a new game is typed from its first field
            self.focus_next()

    # -- counts ------------------------------------------------------------------------------

    def _count_hint(self, game: str) -> str:
        return self.tr("{0} in all; the last empty field follows from the others'.").format(
            self.rules.game_total(game))

    def _rest(self) -> tuple[int, int] | None:
        """Every card is dealt: the one empty field gets the game's total minus the others'."""
        game = self.game()
        if game is None or self.rules.kind(game) != COUNT:
            return None
        return rest_of(self.fields, self.rules.game_total(game))

    def _show_sum(self) -> None:
        game = self.game()
        if game is None or self.rules.kind(game) != COUNT:
            return
        rest = self._rest()
        for seat, field in enumerate(self.fields):
            field.setPlaceholderText(str(rest[1]) if rest and rest[0] == seat else "")
        given, wrong = 0, None
        for field in self.fields:
            try:
                given += field.value() or 0
            except FieldError as err:  # no sum without it: the hint says what is wrong
                wrong = wrong or str(err)
        of = self.rules.game_total(game)
        if wrong is not None:
            self.sum_label.setText(self.tr("Taken: ? of {0}").format(of) + " · " + wrong)
            return
        if rest is None:
            self.sum_label.setText(self.tr("Taken: {0} of {1}").format(given, of))
            return
        # the last empty field follows: the count is complete, and says so ("8 of 9" beside
        # the rest read like an error, a tester's)
        self.sum_label.setText(self.tr("Taken: {0} of {1} ({2} has the rest, {3})").format(
            given + rest[1], of, self.names[rest[0]], rest[1]))

    def _count_entry(self, game: str) -> GuggitalerCount:
        name = self.game_name(game)
        values = [field.value() for field in self.fields]  # refuses what is no count
        rest = self._rest()
        if rest is not None:
            values[rest[0]] = rest[1]
        missing = [seat for seat, v in enumerate(values) if v is None]
        if missing and sum(v or 0 for v in values) > self.rules.game_total(game):
            # more than the game has, already: the rules say so (empty fields cannot help)
            try:
                self.rules.check_counts(game, [v or 0 for v in values])
            except RuleViolation as err:
                raise FieldRefusal(self._count_field(), rule_message(err),
                                   i18n.after_colon(err)) from None
        if len(missing) == len(values):
            raise FieldError(self.fields[0], self.tr(
                "{0} missing: type what each player took ({1} in all)").format(
                    name, self.rules.game_total(game)))
        if missing:
            raise FieldError(self.fields[missing[0]], self.tr("{0} missing for {1}").format(
                name, i18n.and_names([self.names[s] for s in missing])))
        return GuggitalerCount(game=game, counts=[v for v in values if v is not None])

    def _count_field(self) -> NumberField:
        """The field a refusal of the counts marks red: where the cursor is."""
        focus = self.focusWidget()
        return focus if isinstance(focus, NumberField) and focus in self.fields \
            else self.fields[0]

    # -- who took it, the Domino --------------------------------------------------------------

    def _seat_key(self, seat: int) -> None:
        """1 … 4 and Ctrl+1 … Ctrl+4: the taker, or the next one out in the Domino."""
        if not self.isVisible():
            return
        kind = self.kind()
        if seat >= len(self.names):  # a 4 at a table of three: said, not swallowed
            if kind in (TAKER, DOMINO):
                n = len(self.names)
                self.show_error(self.tr("There is no player {0}: {1} or {2} name the "
                                        "players").format(seat + 1, f"1 … {n}",
                                                          key_range("Ctrl+1", f"Ctrl+{n}")))
            return
        if kind == TAKER:
            self.taker_buttons[seat].click()
        elif kind == DOMINO:
            self.name_next(seat)

    def _taker_chosen(self, seat: int) -> None:
        self.taker_buttons[seat].setFocus()

    def _taker_toggled(self, seat: int, on: bool) -> None:
        """Follow who is chosen and whom he replaced; nobody chosen (the form cleared, the
        choice taken back), nobody replaced."""
        if on:
            self._replaced = self._taker if self._taker not in (None, seat) else None
            self._taker = seat
        elif self.taker_group.checkedId() < 0:
            self._taker = self._replaced = None

    def name_next(self, seat: int) -> None:
        """*seat* got rid of his cards next; once only one is left, he follows."""
        if seat in self._domino_order():  # said: a key that did nothing looked broken
            self.show_error(self.tr("{0} is in the order already ({1} takes the last one "
                                    "back)").format(self.names[seat], key_text("Backspace")))
            return
        if len(self.order) >= len(self.names):
            return
        self.order.append(seat)
        self._show_order()
        self._form_changed()  # a refusal shown was about the order as it was
        self.focus_next()

    def take_back(self) -> None:
        if self.order:
            self.order.pop()
            self._show_order()
            self._form_changed()
            self.focus_next()

    def _clear_order(self) -> None:
        self.order = []
        self._show_order()
        self._form_changed()
        self.focus_next()

    def _domino_order(self) -> list[int]:
        """The order named, with the last player when only he is left."""
        rest = [p for p in range(len(self.names)) if p not in self.order]
        return self.order + rest if len(rest) == 1 else list(self.order)

    def _show_order(self) -> None:
        order = self._domino_order()
        for seat, button in enumerate(self.domino_buttons):
            button.setEnabled(seat not in order)
        points = self.rules.domino_points()
        self.order_label.set_places([
            (self.names[seat], signed(points[place]) if points[place] else "0")
            for place, seat in enumerate(order)])
        self.back_button.setEnabled(bool(self.order))
        self.again_button.setEnabled(bool(self.order))

    # -- the EntryPanel interface -------------------------------------------------------------

    def refresh(self, board: Board) -> None:
        self._show_game()

    def update_turn(self, board: Board) -> None:
        """Who deals, and which game, in big letters; below it the Guggitaler and the rule."""
        row = self._row()
        if row is None or board.finished and self.correcting is None:
            self.header.set_roles([])
            return
        index = self._index()
        roles = []
        dealer = self.player_name(self._dealer(index))
        if dealer:
            roles.append((self.tr("Deals"), dealer))
        roles.append((self.tr("Game"), self.game_name(str(row["game"]))))
        # the note's room is the longest note of the match, kept from game 1 on: the Domino's
        # rule took a second line in French and German, and Write moved down by it
        sheet = board.figures["sheet"]
        last = range(max(0, len(sheet) - len(self.rules.games)), len(sheet))  # not every row
        # the notes made again only when what they say changes (the rules, the language): six
        # sentences made and read for right-to-left letters at every entry, always the same
        said = (self.rules, self.tr("Guggitaler {0} of {1} · game {2} of {3} · {4}"),
                *((i, *(sheet[i][key] for key in _NOTE_KEYS)) for i in last))
        if said != self._room_said:
            self._room_said = said
            self.header.note.keep_room([self._note(i, sheet[i]) for i in last])
        self.header.set_roles(roles, self._note(index, row))

    def _note(self, index: int, row: dict[str, Any]) -> str:
        """The header's small note of the game in row *index* of the sheet: which Guggitaler,
        which game, and its rule."""
        game = str(row["game"])
        per = len(self.rules.games)
        _short, rule = game_rule(game, row["penalty"], row["of"],
                                 self.rules.domino_points() if game == DOMINO else None)
        # the rule in one piece: a note too long for its line breaks before the rule, which
        # goes whole to the next line (a German trial's left the Domino's "0" alone there)
        return self.tr("Guggitaler {0} of {1} · game {2} of {3} · {4}").format(
            row["guggitaler"], self.rules.settings.guggitaler, index % per + 1, per,
            rule.replace(" ", "\u00a0"))

    def build_entry(self) -> Any:
        game = self.game()
        if game is None:
            raise FormError(self.tr("The match is over: every game is written"))
        kind = self.rules.kind(game)
        n = len(self.names)
        keys = self.tr("{digits} or {keys}").format(digits=f"1 … {n}",
                                                    keys=key_range("Ctrl+1", f"Ctrl+{n}"))
        if kind == COUNT:
            return self._count_entry(game)
        if kind == TAKER:
            seat = self.taker_group.checkedId()
            if seat < 0:
                raise FormError(self.tr("{0}: who took it? {1}").format(self.game_name(game),
                                                                        keys))
            return GuggitalerTaker(game=game, player=seat)
        order = self._domino_order()
        if len(order) < n:
            raise FormError(self.tr("Domino: name the players in the order they finished "
                                    "({0}); {1} still to name").format(keys, n - len(order)))
        return GuggitalerDomino(order=order)

    def field_for(self, err: RuleViolation) -> QWidget | None:
        if err.rule in ("guggitaler.count_sum", "guggitaler.count_negative",
                        "guggitaler.players") and self.kind() == COUNT:
            return self._count_field()
        return None

    def preview_words(self, line: EntryLine, entry: Any) -> str:
        words = self.history_text(line, entry)
        rest = self._rest() if isinstance(entry, GuggitalerCount) else None
        if rest is not None:
            words += " · " + self.tr("{0} has the rest: {1}").format(self.names[rest[0]],
                                                                     rest[1])
        if isinstance(entry, GuggitalerTaker) and self._replaced not in (None, entry.player):
            # a second key replaced the first: said, so that nobody thinks both are written
            words += " " + self.tr("(instead of {0})").format(self.names[self._replaced])
        if isinstance(entry, GuggitalerDomino) and len(self.order) == len(self.names) - 1:
            words += " · " + self.tr("{0} is last").format(self.names[entry.order[-1]])
        return words

    def focus_target(self) -> QWidget | None:
        kind = self.kind()
        if kind == COUNT:
            if self.correcting is not None and not self.inserting:
                return self.fields[0]
            return next((f for f in self.fields if f.is_empty()), self.fields[0])
        if kind == TAKER:  # the taker chosen, else the row: the digits name any player
            seat = self.taker_group.checkedId()
            return self.taker_buttons[seat] if seat >= 0 else self.taker_row
        if kind == DOMINO:  # the row while players are to be named, then Write
            if any(b.isEnabled() for b in self.domino_buttons):
                return self.domino_row
            return self.write_button
        return None

    def load_entry(self, entry: Any) -> None:
        self._show_game()  # the corrected game's page, cleared
        if isinstance(entry, GuggitalerCount):  # as when writing: the last one follows
            load_following(self.fields, entry.counts, self.rules.game_total(entry.game))
        elif isinstance(entry, GuggitalerTaker):
            self.taker_buttons[entry.player].setChecked(True)
        else:
            self.order = list(entry.order)
        self._show_sum()
        self._show_order()
        self.update_turn(self.controller.board)
        target = self.focus_target()
        if target is not None:
            target.setFocus()
            if isinstance(target, NumberField):
                target.selectAll()

    def draft_restored(self) -> bool | None:
        """The game being typed is back after a correction or an insertion. Every game has
        its place (an insert before a game is refused), but the match may have lost one
        meanwhile (the last game deleted while an earlier one was corrected): a game kept
        for a row that is not the one due now is never written as another game (Ober
        counts as Schellen). The form is then the game due now, empty, and says so."""
        kept = self._shown
        if kept is None or kept == self._index():
            return None
        per = len(self.rules.games)
        kept_game = self.rules.games[kept % per]
        typed = self._typed()
        self._shown = None
        self._show_game()  # the game due now, its page cleared
        game = self.game()
        if typed and game is not None:
            self.show_error(self.tr("The game being typed ({0}) was dropped: the game due "
                                    "now is {1}.").format(self.game_name(kept_game),
                                                          self.game_name(game)))
        return False

    def _inputs(self) -> list[tuple[QWidget, Any]]:
        """The form's fields and the taker's buttons, what the base finds among the form's
        widgets, in its order: they are the same for the whole match, and looking through
        the forty widgets of the three pages five times an entry was 3 % of its step. And
        the Domino's order, held by no widget: left out, Ctrl+Z over `4 1` named undid the
        last game and the order was lost (an English trial's); counted, Ctrl+Z takes it
        back first, as it does the taker (what counts here is what _typed counts)."""
        return [*((field, field.text().strip()) for field in self.fields),
                *((button, button.isChecked()) for button in self.taker_buttons),
                (self.order_label, tuple(self.order))]

    def _typed(self) -> bool:
        """Something typed or chosen for the game the form holds: a count, the taker, a
        player of the Domino's order."""
        return (any(not f.is_empty() for f in self.fields) or bool(self.order)
                or self.taker_group.checkedId() >= 0)

    def delete_refusal(self, index: int) -> str | None:
        """The last game is not deleted while the next one is typed: every game has its
        place, so the form would become the deleted game's, and the typing went without a
        word (a trial's Ober counts). Any other game's delete is the rules' to refuse (the
        games after it would move out of their places); the typing stays then anyway."""
        game = self.game()
        last = len(self.controller.match.entries) - 1
        if self.correcting is not None or index != last or game is None or not self._typed():
            return None
        kind = self.rules.kind(game)
        if kind == COUNT:
            how = self.tr("delete the counts typed")
        elif kind == TAKER:
            how = self.tr("{0} takes the player back").format(key_text("Ctrl+Z"))
        else:
            how = self.tr("{0} or {1} in the form").format(
                self.again_button.text(), key_text("Backspace"))
        return self.tr("The form holds what you typed for the next game ({0}): deleting "
                       "entry {1} would give the form another game, and the typing would be "
                       "lost. Write it (Write or Enter) or clear the form first ({2}).").format(
                           self.game_name(game), i18n.number(index + 1), how)

    def _clear(self) -> None:
        for field in self.fields:
            field.clear_value()
        self.taker_group.setExclusive(False)
        for button in self.taker_buttons:
            button.setChecked(False)
        self.taker_group.setExclusive(True)
        self.order = []

    def reset(self) -> None:
        """After a game: every count, the taker and the Domino order cleared."""
        self._clear()
        self._show_game()
        self.update_turn(self.controller.board)

    def describe(self, entry: Any) -> str:
        """The game written next, named as the history names it: with several Guggitaler,
        which one (Undo said "Undone: Bells", and Bells is played in each)."""
        game = DOMINO if isinstance(entry, GuggitalerDomino) else entry.game
        if self.rules.settings.guggitaler < 2:
            return self.game_name(game)
        k = len(self.controller.match.entries) // len(self.rules.games) + 1
        return self.tr("Guggitaler {0} · {1}").format(k, self.game_name(game))

    def history_text(self, line: EntryLine, entry: Any) -> str:
        names = self.names
        written = line.written
        game: str
        if isinstance(entry, GuggitalerCount):
            game = entry.game
            what = ", ".join(
                f"{names[p]} {c} ({number(written[p])})" if written[p] else f"{names[p]} {c}"
                for p, c in enumerate(entry.counts))
        elif isinstance(entry, GuggitalerTaker):
            game = entry.game
            what = f"{names[entry.player]} {number(written[entry.player])}"
        else:
            game = DOMINO
            what = ", ".join(
                f"{i18n.rank(place + 1)} {names[p]} {signed(written[p]) if written[p] else '0'}"
                for place, p in enumerate(entry.order))
        text = self.tr("{0}: {1}").format(self.game_name(game), what)  # French: « : »
        if self.rules.settings.guggitaler > 1:
            k = (line.number - 1) // len(self.rules.games) + 1
            text = self.tr("Guggitaler {0} · {1}").format(k, text)
        return text

    def status_text(self, board: Board) -> str:
        """Nothing above the form while the games are typed: the next game and who deals
        are the sheet's (its state line) and the header's, and what to type the game box's
        title ("Ober: who took it?"); the line said the sheet's sentence once more. Once
        the Partie is over, where the form was, that it is (the sheet says who won)."""
        return self.match_over() if board.finished else ""

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        """Nothing to draw: the form holds the cursor only while its page changes
        (_show_game). QWidget's own repainted the whole form and all in it, twice an entry."""

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        """See focusInEvent."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """On the taker and Domino pages the digits name the players (there is no number
        field to type them into); Backspace takes the last one of the Domino back."""
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                      Qt.KeyboardModifier.KeypadModifier)
        kind = self.kind()
        if plain and kind in (TAKER, DOMINO):
            text = event.text()
            if len(text) == 1 and "1" <= text <= "9":  # past the players: said why
                self._seat_key(int(text) - 1)
                return
            if event.key() == Qt.Key.Key_Backspace and kind == DOMINO:
                self.take_back()
                return
        super().keyPressEvent(event)
