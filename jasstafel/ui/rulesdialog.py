"""*Edit → Table rules…*: the table settings of the open match, changed with its rounds kept.

Köbi began a Schieber to 2500 and wrote 13 rounds; his Stammtisch plays to 3000. New match
(Ctrl+N) would have started an empty match. Here the same table-settings form as New match's
(:class:`~jasstafel.ui.settingsform.SettingsForm`, with its cards and preset above it) is
filled with the match's settings; the variant, the players, the teams and the entries stay.
Accepted, every entry is played again under the settings chosen
(:meth:`jasstafel.core.match.Match.change_rules`): the board follows, or the change is
refused naming the entry the new rules refuse and why, said in the dialog, which stays open
with the choice as it was. Accepted, the change is one undoable step of the match (the
window's :meth:`MatchController.change_rules`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..core import JassError, Match
from ..core.coiffeur import played_rows
from ..core.decks import for_deck, preset_deck, twin
from ..core.matchfile import with_settings
from .i18n import error_text
from .settingsform import (
    RowsEditor,
    SettingError,
    SettingsForm,
    mark_preset,
    option_label,
    preset_title,
    typed_state,
)
from .widgets import messages
from .widgets.conflicts import rules_way_out, said_with
from .widgets.elided import ElidedComboBox
from .widgets.numberfield import NumberField
from .widgets.quiet import guard_wheel
from .widgets.screen import VerticalScroll, fit_to_screen, grow_on_screen, room
from .widgets.sentence import SentenceLabel
from .widgets.style import FORM_FOCUS_STYLE


class RulesDialog(QDialog):
    """The table settings of *match*; *change* makes the change, given the setup and where
    the Coiffeur's rows moved (:meth:`moved_rows`); it may refuse it with a JassError: said
    in the dialog, which stays open. Nothing changed: OK closes the dialog without a
    change."""

    def __init__(self, match: Match, change: Callable[[Any, Mapping[int, int] | None], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.change = change
        self.own = match.document.settings  # the match's settings, as changed for it
        self.cls = type(match.rules)
        self.form: SettingsForm | None = None
        self._own_rows = False  # the form shows the match's own rows (moved_rows)
        self._room_made = 0  # the height the dialog grew by for a refusal (_make_room)
        self.setWindowTitle(self.tr("Table rules"))
        # the list and the button with the keys framed as in the forms: the platform marked
        # neither before the first Tab, the lists only faintly after it (a keyboard trial)
        self.setStyleSheet(FORM_FOCUS_STYLE)
        layout = self.main_layout = QVBoxLayout(self)
        note = self.note = QLabel(self.tr(
            "Every entry stays and is counted again under these rules; the variant, the "
            "players and the teams stay too."))
        note.setObjectName("rulesNote")
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(self._choices())

        # the settings scroll between the preset and the buttons: a netbook's 600 px too
        self.area = VerticalScroll()
        # a frame without a title: the window's title says it ("Tischregeln" twice in
        # German), and the title's line took the room of a setting at 1024×600
        box = QGroupBox()
        self.box_layout = QVBoxLayout(box)
        self.box_layout.setSpacing(0)  # the form and the room kept under it, no gap between
        # the room of Coiffeur rows removed, kept empty at the end of the settings while the
        # view would move (_fit_rows), as New match keeps it; none for another preset
        self.kept_room = QWidget()
        self.kept_room.setFixedHeight(0)
        self.box_layout.addWidget(self.kept_room)
        self.area.setWidget(box)
        layout.addWidget(self.area, 1)

        # every change of the preset, whole, above the buttons: under the list it moved every
        # setting down under the mouse as it came, and a netbook's Coiffeur rows had no
        # room for it; here the settings stay, only their view ends a line higher
        self.changes = SentenceLabel()
        self.changes.setObjectName("presetChanges")
        self.changes.hide()
        layout.addWidget(self.changes)

        self.error = SentenceLabel()
        self.error.setObjectName("rulesError")
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Apply"))
        # Alt+C is &Cards: Cance&l, as in New match
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cance&l"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

        self._fill_presets(self.own.preset)
        self._preset_changed()
        self.deck.currentIndexChanged.connect(lambda _i: self._deck_changed())
        self.preset.currentIndexChanged.connect(lambda _i: self._preset_changed())
        guard_wheel(self)
        self._as_shown = self._typed()
        self.changes.setMinimumHeight(0)  # measured for the dialog's width, not Qt's first
        width = min(self._note_width(), room(self).width())
        fit_to_screen(self, QSize(width, self._height_for(width)))
        self._mark_preset()  # the line of the changes kept for this width
        self._first_field().setFocus()

    def _first_field(self) -> QWidget:
        """Where the cursor starts: the dialog's first field, the cards where they may be
        chosen (it started at the preset, under them)."""
        return self.deck if self.has_deck else self.preset

    def _tab_order(self) -> None:
        """Tab goes down the dialog as it reads: the cards, the preset, the settings, then
        the buttons (the form, made after the buttons, came after them: the first Tab from
        the preset went to *Apply*, the settings came last)."""
        assert self.form is not None
        chain = [self._first_field(), *([self.preset] if self.has_deck else []),
                 *self.form.focus_chain(), *self._buttons_as_shown()]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _buttons_as_shown(self) -> list[QAbstractButton]:
        """*Apply* and *Cancel* from left to right, in the platform's order."""
        row = self.buttons.layout()
        buttons = self.buttons.buttons()
        return sorted(buttons, key=row.indexOf) if row is not None else buttons

    def _note_width(self) -> int:
        """As wide as the note on one line: its second line took the room of a setting, and
        a Coiffeur's scrolled at 1024×600 (the dialog was 550 px wide on a 1024 px screen)."""
        note = self.note
        margins = self.main_layout.contentsMargins()
        line = note.fontMetrics().horizontalAdvance(note.text()) + 2 * note.margin() + 4
        return max(self.sizeHint().width(), self.minimumSizeHint().width(),
                   line + margins.left() + margins.right())

    def _height_for(self, width: int) -> int:
        """The height the dialog needs at *width* (the note wraps by it)."""
        layout = self.main_layout
        layout.activate()
        needed = (layout.heightForWidth(width) if layout.hasHeightForWidth()
                  else self.sizeHint().height())
        return max(needed, self.minimumSizeHint().height())

    def _choices(self) -> QFormLayout:
        """The cards (for a game with suits) and the preset, as New match has them."""
        top = QFormLayout()
        self.deck = QComboBox()
        self.deck.setObjectName("deck")
        for deck in ("de", "fr"):
            self.deck.addItem(option_label(deck), deck)
        self.deck.setCurrentIndex(max(0, self.deck.findData(self._deck_of(self.own))))
        self.deck.setToolTip(self.tr(
            "The suit names on the board, and which presets are offered: Swisslos counts the "
            "suits of the French deck differently (Hearts and Diamonds ×1, Spades and Clubs ×2)."))
        if self.has_deck:
            top.addRow(self.tr("&Cards"), self.deck)
        else:
            self.deck.hide()
        # the preset changed says what changed: "…" where the list is too narrow for it,
        # and the whole of it on the line above the buttons (it was cut in a word, users')
        self.preset = ElidedComboBox()
        self.preset.setObjectName("preset")
        top.addRow(self.tr("&Preset"), self.preset)
        return top

    # -- the cards, the preset and the form ------------------------------------------------------

    @property
    def has_deck(self) -> bool:
        return "deck" in self.cls.Settings.model_fields

    @staticmethod
    def _deck_of(settings: Any) -> str:
        return str(getattr(settings, "deck", "de"))

    def chosen_deck(self) -> str:
        return str(self.deck.currentData()) if self.has_deck else "de"

    def _fill_presets(self, wanted: str) -> None:
        """The presets of the game that are played with the cards chosen (New match's)."""
        cls, deck = self.cls, self.chosen_deck()
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in cls.PRESETS:
            if preset_deck(cls.PRESETS, name) in (None, deck):
                self.preset.addItem(preset_title(cls.name, name), name)
        index = self.preset.findData(twin(cls.PRESETS, wanted, deck))
        self.preset.setCurrentIndex(max(0, index))
        self.preset.blockSignals(False)

    def _deck_changed(self) -> None:
        self._fill_presets(str(self.preset.currentData()))
        self._preset_changed()

    def _preset_changed(self) -> None:
        """The form filled with the preset chosen; with the match's own preset and cards,
        with the match's settings as they were changed for it (the way back to them)."""
        name = str(self.preset.currentData())
        settings = for_deck(self.cls.PRESETS[name], self.chosen_deck())
        self._own_rows = (name == self.own.preset
                          and self._deck_of(self.own) == self.chosen_deck())
        if self._own_rows:
            settings = self.own
        self._clear_refusal()  # about a form now gone
        self.kept_room.setFixedHeight(0)  # the room of rows of a form now gone
        if self.form is not None:
            self.form.hide()
            self.form.deleteLater()
        self.form = SettingsForm(self.cls.Settings, settings, show_deck=False)
        self.form.set_players(len(self.match.document.players))
        # the box's margins only, not the form's inside them as well: a Coiffeur's rows
        # scrolled by 38 px at 1024×600, some 20 of them empty margins
        self.form.layout_.setContentsMargins(0, 0, 0, 0)
        self.box_layout.insertWidget(self.box_layout.indexOf(self.kept_room), self.form)
        self.form.show()  # now: the next Tab may come before the event loop runs
        guard_wheel(self.form)  # scrolling the settings changes none of them
        self._rows_of_the_match()
        self._watch()
        self._tab_order()
        self._mark_preset()

    def _rows_of_the_match(self) -> None:
        """A Coiffeur's rows editor told what the match holds: the rows it played keep their
        ✕ and kind off (the match's own rows only: another preset's rows are not the rows
        played), and a new row takes no name of the match's rows or its preset's."""
        assert self.form is not None
        editor = self.form.editors.get("rows")
        if not isinstance(editor, RowsEditor):
            return
        preset = self.cls.PRESETS.get(self.own.preset)
        named = for_deck(preset, self._deck_of(self.own)) if preset is not None else None
        for rows in (getattr(self.own, "rows", []), getattr(preset, "rows", []),
                     getattr(named, "rows", [])):
            editor.retire(row.name for row in rows)
        if self._own_rows:
            editor.keep_played(played_rows(self.match.entries))

    def _watch(self) -> None:
        """Every field of the form says when it is changed, the rows added later too: the
        refusal goes at the next change (it stayed while rows were added, about rows gone),
        and the preset says whether it is still the one chosen."""
        assert self.form is not None
        for widget in self.form.findChildren(QWidget):
            if widget.property("watched"):
                continue
            widget.setProperty("watched", True)
            if isinstance(widget, QLineEdit):
                widget.textChanged.connect(lambda _t, w=widget: self._edited(w))
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(lambda _i: self._edited())
            elif isinstance(widget, QAbstractButton) and widget.isCheckable():
                widget.toggled.connect(lambda _on: self._edited())
            elif isinstance(widget, RowsEditor):
                widget.rowsChanged.connect(self._watch)
                widget.rowsChanged.connect(self._tab_order)  # the rows added in their place
                widget.rowsChanged.connect(self._edited)
                widget.rowsChanged.connect(lambda editor=widget: self._fit_rows(editor))

    def _fit_rows(self, editor: RowsEditor) -> None:
        """Rows removed or added: the dialog never shrinks, as New match does not, and the
        rows above the one removed stay under the mouse; the room of the rows removed stays
        empty at the end of the settings (the dialog came up shorter, and *Apply* and
        *Cancel* jumped up under the mouse). Rows added beyond that room make the dialog
        taller where the screen has room (at 1366×768 the eleventh row put *Matchbonus*
        under a scroll bar, 160 px of screen free below: a trial's); beyond the screen's
        room they scroll."""
        self.area.lay_out_from(editor)
        self.area.keep_view(self.kept_room)
        self._grow_for_rows()
        self._room_made = 0  # the refusal goes with the change (_edited)

    def _grow_for_rows(self) -> None:
        """The dialog taller by what its settings' view lacks, as far as the screen lets it,
        laid out at once (the next row added is measured against it)."""
        missing = self.area.missing()
        if missing > 0 and self.isVisible():
            grow_on_screen(self, missing)
            self.main_layout.activate()

    def _edited(self, source: QWidget | None = None) -> None:
        """A change: the refusal shown goes, and letters typed in a number field are refused
        at once, as an entry form's are (a trial's *Rounds* took "Köbi Kuhn")."""
        self._clear_refusal()
        self._mark_preset()
        said = source.refusal_as_typed() if isinstance(source, NumberField) else None
        if said is not None:
            self._refuse(said, source)

    def _mark_preset(self) -> None:
        """The preset's name in its list, with what changed, and every change said whole on
        the line above the buttons (the list's tooltip the list's whole text)."""
        assert self.form is not None
        words = mark_preset(self.preset, self.cls, self.form, self.chosen_deck())
        if words:
            self.changes.setText(self.tr("Changed from the preset: {0}").format(words))
        elif self.changes.isVisibleTo(self):
            self.changes.setText(self.tr("The preset's rules, nothing changed."))
        self.preset.setToolTip(self.preset.currentText())
        self._keep_changes_room(bool(words))

    def _keep_changes_room(self, changed: bool) -> None:
        """The line of the changes, once shown, stays, as tall as its most lines so far: a
        shorter line made the settings' view taller, and a view scrolled to its end moved
        every setting down under the mouse (a Coiffeur's ✕ at 1024×600)."""
        line = self.changes
        if not changed and not line.isVisibleTo(self):
            return
        line.show()
        margins = self.main_layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        line.setMinimumHeight(max(line.minimumHeight(), line.heightForWidth(width)))
        self.main_layout.activate()  # the settings' view measured as it is now (_fit_rows)

    # -- what is chosen --------------------------------------------------------------------------

    def _typed(self) -> dict[str, Any]:
        """What the dialog holds, by each field's name (as New match reads it)."""
        return typed_state(self)

    # -- the answer ------------------------------------------------------------------------------

    def accept(self) -> None:
        assert self.form is not None
        self._clear_refusal()
        try:
            chosen = self.form.value()
        except SettingError as err:
            self._refuse(str(err), err.field)
            return
        try:
            setup = with_settings(self.match, chosen)
            if setup.settings == self.own:
                super().accept()  # the same rules: no step to undo
                return
            self.change(setup, self.moved_rows())
        except JassError as err:
            self._refuse(said_with(error_text(err), rules_way_out(err)))
            return
        super().accept()

    def moved_rows(self) -> dict[int, int] | None:
        """Where the match's own Coiffeur rows are now, old index → new, as the rows editor
        says (an unplayed row removed: its rounds below follow their rows); None where the
        form shows no rows of the match's (another preset's: every row stays in its place,
        as before)."""
        assert self.form is not None
        editor = self.form.editors.get("rows")
        if not isinstance(editor, RowsEditor) or not self._own_rows:
            return None
        return editor.moved()

    def _refuse(self, message: str, field: Any = None) -> None:
        """Said above the buttons, in the window's language; the cursor to the setting it
        is about (marked red) where it names one; the choice as it was."""
        self.error.setText(message)
        self.error.show()
        self._make_room()
        if isinstance(field, QWidget):
            if hasattr(field, "show_refusal"):
                field.show_refusal()
            self.area.ensureWidgetVisible(field)
            field.setFocus()

    def _make_room(self) -> None:
        """The dialog grows by the refusal's lines where the screen has room, so that the
        settings keep theirs (the Matchbonus went under a scroll bar): once, for the
        tallest refusal said, and it stays so that the buttons stay where they are."""
        width = self.error.width() if self.error.width() > 0 else self.width()
        need = self.error.heightForWidth(width) + self.main_layout.spacing()
        if need > self._room_made:
            fit_to_screen(self, QSize(self.width(), self.height() + need - self._room_made))
            self._room_made = need

    def _clear_refusal(self) -> None:
        self.error.hide()

    def reject(self) -> None:
        """Esc, Cancel or ✕: asked first when something was chosen (an Esc meant for an
        open list must not drop a target typed)."""
        if self._typed() != self._as_shown:
            if not messages.drop_typing(
                    self, self.tr("Drop the changes?"),
                    self.tr("The table rules chosen in this dialog are dropped; the match "
                            "keeps its own.")):
                return
        super().reject()
