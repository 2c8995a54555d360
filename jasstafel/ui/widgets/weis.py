"""The Weis picker: which side declared Weis, and how much.

The total is a :class:`~.numberfield.NumberField`: type it ("70"), or add single Weis with the
buttons (20 + 50 = 70, shown on a line under them, or by the panel where it says the round).
Whether a total can be made of Weis at all is the rules' call (``cards.check_weis``), said at
Enter like any other refusal.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from ...core.cards import WEIS_AMOUNTS
from ...i18n import number
from .buttons import CompactButton, share_size
from .messages import tip
from .mnemonic import no_mnemonic
from .names import TEAM_ASKS
from .numberfield import FieldError, NumberField
from .style import CHOICE_STYLE


class WeisPicker(QWidget):
    """Weis for one of *sides* (names; one name: no side buttons).

    * ``value()`` → ``(side, total)``, or None when there is no Weis (field empty or 0);
      FieldError when the field cannot be read ("5o"); ``parts()`` the single Weis added
      with the buttons;
    * ``set_value(side, total)``, ``clear()``; ``side()`` the side a Weis goes to;
    * ``next_side()`` picks the other side (a key in the panel) and selects the total, so
      that what is typed next replaces it: only one side's Weis counts, and the cursor left
      after a 50 made "Ctrl+W 50 Ctrl+W 0" a 500 for the other side (a German trial's);
      ``field`` is the total's NumberField (put the cursor there to type);
    * ``changed`` after every change of side or total;
    * ``refused`` (the FieldError) when a Weis button finds a total it cannot add to: the
      panel says it, as at Enter.

    A side's button looks chosen only while there is a Weis for it: before that the side
    only says where a Weis typed goes (Ctrl+W's first team), and Team A's button filled
    beside *kein Weis* looked like a choice (a keyboard trial's).
    """

    changed = Signal()
    refused = Signal(object)  # a FieldError: the field's refusal, for the panel to say

    def __init__(self, sides: list[str], parent: QWidget | None = None,
                 amounts: tuple[int, ...] = WEIS_AMOUNTS,
                 words: dict[int, str] | None = None) -> None:
        """*amounts*: the buttons, each one Weis (a Pandur's 24 cards have no Siebenblatt,
        Achtblatt or Neunblatt); *words*: what a button's tooltip calls its Weis, where
        the variant's cards make it another one than the usual. The sum of the Weis added
        is not shown on a line of its own under the buttons: the panel says ``parts()``
        where it takes no new line (a line that came with the second Weis moved everything
        below it down, under a mouse)."""
        super().__init__(parent)
        self.setStyleSheet(CHOICE_STYLE)
        self._names = list(sides)
        self._side = 0  # where a Weis goes; its button is checked only while there is one
        self._parts: list[int] = []
        self._adding = False
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(4)
        top = QHBoxLayout()
        # no QButtonGroup: Qt takes the Tab stop from a group's other buttons once one is
        # checked, and Team B's button was never reached by Tab (a netbook trial's)
        self.side_buttons: list[CompactButton] = []
        for i in range(len(sides)):
            # a team's or a player's name, a long one on two lines (as Angesagt von's)
            button = CompactButton(asks=TEAM_ASKS, steady=True, lines=2)
            button.setCheckable(True)
            button.clicked.connect(lambda _c=False, side=i: self._side_clicked(side))
            self.side_buttons.append(button)
            top.addWidget(button, 1)
            if len(sides) < 2:  # one side only (a declarer's Weis): nothing to choose
                button.hide()
        share_size(self.side_buttons)
        self.field = NumberField(minimum=0, big=False)
        self.field.setObjectName("weisField")
        self.field.setMinimumHeight(30)
        self.field.setPlaceholderText(self.tr("no Weis"))
        if len(sides) > 1:
            # as wide as its words: the room is the side buttons', where a team's name of 15
            # letters is whole (a French trial's "Chantal & Élo…" beside a field of 110 px
            # with "aucune" in it)
            metrics = self.field.fontMetrics()
            text = max(metrics.horizontalAdvance(self.field.placeholderText()),
                       metrics.horizontalAdvance(number(8888)))
            self.field.keep_narrow(text + 24)  # its frame and margins, as keep_narrow's
        else:
            self.field.setMaximumWidth(110)
        self.field.changed.connect(self._typed)
        top.addWidget(self.field)
        self.clear_button = CompactButton(self.tr("Clear Weis"))
        self.clear_button.clicked.connect(self.clear)
        top.addWidget(self.clear_button)
        grid.addLayout(top, 0, 0, 1, len(amounts))
        #: the line of the field: a panel may put a choice of its own beside the field
        self.field_row = top
        names = {20: self.tr("Dreiblatt"), 50: self.tr("Vierblatt"),
                 100: self.tr("Fünfblatt or 4 of a kind"), 150: self.tr("Sechsblatt or 4 Nell"),
                 200: self.tr("Siebenblatt or 4 Bauern"), 250: self.tr("Achtblatt"),
                 300: self.tr("Neunblatt")} | (words or {})
        self.amount_buttons: dict[int, CompactButton] = {}
        for column, amount in enumerate(amounts):
            button = CompactButton(f"+{amount}", min_height=28)
            button.setToolTip(self.tr("add {0}: {1}").format(amount, names.get(amount, "")))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _c=False, a=amount: self.add(a))
            self.amount_buttons[amount] = button
            grid.addWidget(button, 1, column)
        self.set_sides(sides)

    # -- sides --------------------------------------------------------------------------------

    def set_sides(self, names: list[str]) -> None:
        """The sides' names (after a team was renamed); the choice stays."""
        self._names = list(names)
        for button, name in zip(self.side_buttons, names, strict=False):
            button.setText(no_mnemonic(name))
            said = self.tr("Weis for {0}").format(name)
            tip(button, said)
            button.setAccessibleName(said)  # a screen reader said only the team's name
        self._label_field()

    def side(self) -> int:
        return self._side

    def set_side(self, side: int) -> None:
        if 0 <= side < len(self.side_buttons) and side != self._side:
            self._side = side
            self._label_field()
            self._look()
            self.changed.emit()

    def next_side(self) -> None:
        if self.side_buttons:
            self.set_side((self.side() + 1) % len(self.side_buttons))
            self.field.selectAll()

    def _side_clicked(self, side: int) -> None:
        """A click (or Space) on a side's button: the Weis is that side's; the button is
        checked only if there is a Weis (a click toggled it). The cursor goes to the
        total, so that what is typed next is that side's Weis: a Romand trial clicked a
        team and typed 30, which went nowhere, and Enter wrote the round without it."""
        self.set_side(side)
        self._look()
        self.field.setFocus(Qt.FocusReason.OtherFocusReason)
        self.field.selectAll()

    def _label_field(self) -> None:
        name = self._names[self.side()] if self._names else ""
        self.field.label = self.tr("Weis {0}").format(name) if name else self.tr("Weis")
        self.field.setAccessibleName(self.field.label)

    # -- the total ----------------------------------------------------------------------------

    def value(self) -> tuple[int, int] | None:
        total = self.field.value()
        if not total:
            return None
        return self.side(), total

    def parts(self) -> list[int]:
        """The single Weis the total was added from with the buttons (100, 50), when there
        are two or more; [] for a total typed (or one Weis)."""
        return list(self._parts) if len(self._parts) > 1 else []

    def set_value(self, side: int | None, total: int) -> None:
        if side is not None:
            self.set_side(side)
        self._parts = [total] if total else []
        self._show(total or None)

    def clear(self) -> None:
        """No Weis, and so no side: the next Weis typed is the first side's again, as in a
        new round (after *Weis löschen* Ctrl+W still gave it to the side cleared)."""
        self._parts = []
        self.set_side(0)
        self._show(None)

    def add(self, amount: int) -> None:
        """A Weis button: add *amount* to the total typed so far. A total Enter would refuse
        ("12a", a negative one, one over the field's most) stays as typed and its refusal is
        said: "12a" was replaced by 20, the typing lost without a word, and no Weis added to
        a total out of the limits makes a total of Weis (so it is not brought into them, as
        the Handjass's − / + do)."""
        try:
            current = self.field.value() or 0
        except FieldError as err:
            self.refused.emit(err)
            return
        if current and not self._parts:
            self._parts = [current]
        self._parts.append(amount)
        self._show(current + amount)

    def _look(self) -> None:
        """The side's button is chosen only once there is a Weis to give it."""
        has = not self.field.is_empty()
        for i, button in enumerate(self.side_buttons):
            button.setChecked(has and i == self._side)

    def _show(self, total: int | None) -> None:
        self._adding = True
        self.field.set_value(total)
        self._adding = False
        self._look()
        self.changed.emit()

    def _typed(self) -> None:
        if not self._adding:  # typed by hand: the additions shown no longer hold
            self._parts = []
            self._look()
            self.changed.emit()
