"""The evening's dialogs of the club window: a new evening, its edit, and the draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...club import (
    Club,
    ClubError,
    ClubInputError,
    DrawResult,
    Evening,
    partner_guarantee,
    table_layout,
)
from ...club.club import EVENING_CHANGED_MEANWHILE, MAX_PASSEN, clean_name
from ...club.draw import VARIANT_TABLES
from ...club.errors import say
from ...core import JassError, find_variant
from ...core.decks import changed_deck, for_deck, start_deck
from ...core.errors import QT_TRANSLATE_NOOP as N
from ...core.text import Text
from ...i18n import isolate_rtl
from ..i18n import iso_date_text
from ..settingsform import SettingsForm
from ..variants import UI_VARIANTS
from ..widgets.dayfield import DayField
from ..widgets.messages import plain
from ..widgets.screen import fit_to_screen
from ..widgets.sentence import SentenceLabel
from ..widgets.style import frame_focus
from .common import HINT_STYLE, ClubDialog, message, plain_label

if TYPE_CHECKING:
    pass


def club_variants() -> list[str]:
    """The variants a club evening can be of, in the order of the New match dialog."""
    return [v for v in UI_VARIANTS if v in VARIANT_TABLES]


# -- a new evening -------------------------------------------------------------------------------


class NewEveningDialog(ClubDialog):
    """Date, place, title, season, variant, preset and table settings, Passen, tables."""

    def __init__(self, parent: QWidget, club: Club, settings: Any) -> None:
        super().__init__(parent)
        self.set_texts(self.tr("New club evening"), self.tr("Create"))
        self.club = club
        self.settings = settings
        form = QFormLayout()
        self.date = DayField(QDate.currentDate())
        self.date.setObjectName("eveningDate")
        # a day typed again or picked: its refusal goes (it stayed until Create was pressed)
        self.date.edit.textChanged.connect(lambda _text: self.error.hide())
        form.addRow(self.tr("Date"), self.date)
        self.place = QLineEdit(str(settings.value("club/new/place", "") or ""))
        self.place.setObjectName("eveningPlace")
        self.place.setPlaceholderText(self.tr("e.g. Rössli, Muri"))
        form.addRow(self.tr("Place"), self.place)
        self.title = QLineEdit()
        self.title.setObjectName("eveningTitle")
        self.title.setPlaceholderText(self.tr("optional, e.g. Donnschtig-Jass"))
        form.addRow(self.tr("Title"), self.title)
        self.season = QLineEdit()
        self.season.setObjectName("eveningSeason")
        self.season.setPlaceholderText(self.tr("the year of the date, or e.g. 2025/26"))
        form.addRow(self.tr("Season"), self.season)
        self.variant = QComboBox()
        self.variant.setObjectName("eveningVariant")
        for name in club_variants():
            self.variant.addItem(i18n.variant_title(find_variant(name)), name)
        form.addRow(self.tr("Variant"), self.variant)
        self.preset = QComboBox()
        self.preset.setObjectName("eveningPreset")
        form.addRow(self.tr("Preset"), self.preset)
        self.passen = QSpinBox()
        self.passen.setObjectName("eveningPassen")
        self.passen.setRange(1, MAX_PASSEN)
        self.passen.setValue(int(settings.value("club/new/passen", 3) or 3))
        form.addRow(self.tr("Passen per table"), self.passen)
        self.tables = QSpinBox()
        self.tables.setObjectName("eveningTables")
        self.tables.setRange(0, 200)
        self.tables.setSpecialValueText(self.tr("as the draw gives"))
        form.addRow(self.tr("Tables"), self.tables)
        self.body.addLayout(form)
        box = QGroupBox(self.tr("Table settings"))
        self.settings_area = QScrollArea()
        self.settings_area.setWidgetResizable(True)
        # no Tab stop of its own: Tab from "Tables" went to this frame, where Ctrl+A and a
        # digit were lost, not to the first setting (a trial's)
        self.settings_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        #: what Tab reaches after the table settings, before the buttons (the edit's reason)
        self.under_settings: list[QWidget] = []
        self.settings_area.setMinimumHeight(200)
        QVBoxLayout(box).addWidget(self.settings_area)
        self.body.addWidget(box, 1)
        self.form: SettingsForm | None = None
        self.variant.currentIndexChanged.connect(lambda _i: self._variant_changed())
        self.preset.currentIndexChanged.connect(lambda _i: self._preset_changed())
        last = str(settings.value("club/new/variant", "schieber"))
        self.variant.setCurrentIndex(max(0, self.variant.findData(last)))
        self._variant_changed()
        self.finish_layout()
        self.order_tabs()
        fit_to_screen(self, QSize(620, 720))  # its table settings scroll on a netbook

    @property
    def cls(self) -> Any:
        return find_variant(str(self.variant.currentData()))

    def choose(self, variant: str, preset: str | None = None) -> None:
        self.variant.setCurrentIndex(self.variant.findData(variant))
        if preset is not None:
            self.preset.setCurrentIndex(self.preset.findData(preset))

    def _variant_changed(self) -> None:
        cls = self.cls
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in cls.PRESETS:
            self.preset.addItem(i18n.preset_title(cls, name), name)
        last = str(self.settings.value(f"club/new/preset/{cls.name}", cls.DEFAULT_PRESET))
        self.preset.setCurrentIndex(max(0, self.preset.findData(last)))
        self.preset.blockSignals(False)
        self._preset_changed()

    def _preset_changed(self) -> None:
        cls = self.cls
        preset = str(self.preset.currentData())
        self.form = SettingsForm(cls.Settings, self.start_settings(cls, preset))
        self.settings_area.setWidget(self.form)
        self._fit_width()
        self.order_tabs()

    def order_tabs(self) -> None:
        """Tab in the order the fields are seen: after "Tables" the table settings, then
        what is under them, then the buttons. A form built for another variant or preset
        joins the end of the dialog's Tab chain, after the buttons: Tab from "Tables"
        reached the settings only after "Create" and "Cancel" (a trial's)."""
        if self.form is None or not self.isAncestorOf(self.buttons):
            return  # still being built: ordered once the buttons are in (finish_layout)
        chain = [self.tables, *_in_tab_order(self.form)]
        chain += [w for under in self.under_settings for w in _in_tab_order(under)]
        chain += _in_tab_order(self.buttons)
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _fit_width(self) -> None:
        """The table settings are as wide as they need, so that only a long form scrolls,
        downwards (a Schieber's factors, three to a line, were cut on the right behind a
        scroll bar at the dialog's first size); the screen's width is the limit."""
        assert self.form is not None
        area = self.settings_area
        wanted = (self.form.sizeHint().width() + area.verticalScrollBar().sizeHint().width()
                  + 2 * area.frameWidth())
        screen = self.screen()
        if screen is not None:
            wanted = min(wanted, screen.availableGeometry().width() - 120)
        area.setMinimumWidth(wanted)

    def start_settings(self, cls: Any, preset: str) -> Any:
        """The table settings the form starts from: the preset's; in a window that speaks
        French with the French cards, the Romandie's deck (RULES.md section 0), as New match
        starts (a preset made for one deck, Swisslos's, keeps it)."""
        settings = cls.PRESETS[preset]
        deck = start_deck(cls.PRESETS, preset, i18n.language())
        if deck is not None:
            settings = for_deck(settings, deck)
        return settings

    def typed_day(self) -> str:
        """The date field's day, 2026-11-26; refused, naming the form, when it is none."""
        day = self.date.date()
        if not day.isValid():
            raise ClubInputError(self.tr("Date: {0} is not a day; type it as {1}").format(
                self.date.text().strip() or "…", self.date.example()))
        return str(day.toString("yyyy-MM-dd"))

    def apply(self) -> Evening:
        assert self.form is not None
        preset = str(self.preset.currentData())
        evening = self.club.new_evening(
            self.typed_day(), str(self.variant.currentData()),
            preset=preset, settings=self.form.value(), passen=self.passen.value(),
            tables=self.tables.value(), place=self.place.text(), title=self.title.text(),
            season=self.season.text().strip() or None)
        self.settings.setValue("club/new/variant", evening.variant)
        self.settings.setValue(f"club/new/preset/{evening.variant}", preset)
        self.settings.setValue("club/new/place", evening.place)
        self.settings.setValue("club/new/passen", evening.passen)
        return evening


class EditEveningDialog(NewEveningDialog):
    """Correct an evening: its date, place, title, season, Passen and tables; its variant,
    preset and table settings too while it has no results. Logged with the reason."""

    def __init__(self, parent: QWidget, club: Club, settings: Any, evening: Evening,
                 has_results: bool, drawn: bool) -> None:
        super().__init__(parent, club, settings)
        self.evening = evening
        self.set_texts(self.tr("Edit evening · {0}").format(iso_date_text(evening.date)),
                       self.tr("Save"))
        self.date.setDate(QDate.fromString(evening.date, "yyyy-MM-dd"))
        self.place.setText(evening.place)
        self.title.setText(evening.title)
        self.season.setText(evening.season)
        self.passen.setValue(evening.passen)
        self.tables.setValue(evening.tables)
        self.choose(evening.variant, evening.preset)
        self._preset_changed()
        rules_fixed = has_results
        for widget in (self.variant, self.preset, self.settings_area):
            widget.setEnabled(not rules_fixed)
        if rules_fixed:
            hint = plain_label(self.tr("The evening has results: its variant and table rules "
                                       "stay as the results were checked against them."))
            hint.setWordWrap(True)
            hint.setStyleSheet(HINT_STYLE)
            self.body.insertWidget(self.body.count() - 2, hint)
        self.clear_draw = QCheckBox(self.tr("Clear the draw if the new variant cannot play it "
                                            "(then draw again)"))
        self.clear_draw.setObjectName("eveningClearDraw")
        self.clear_draw.setVisible(drawn and not rules_fixed)
        self.note = QLineEdit()
        self.note.setObjectName("eveningNote")
        self.note.setPlaceholderText(self.tr("Why? (kept in the corrections log)"))
        self.body.insertWidget(self.body.count() - 2, self.clear_draw)
        self.body.insertWidget(self.body.count() - 2, self.note)
        self.under_settings = [self.clear_draw, self.note]
        self.order_tabs()
        #: the rules shown at first: left so, they follow a change another program made
        self.rules_at_open = self._shown_rules()

    def start_settings(self, cls: Any, preset: str) -> Any:
        """The evening's own settings; another preset of its variant with the evening's
        cards; another variant as New evening starts it (the French cards in French)."""
        ev = getattr(self, "evening", None)
        if ev is None:  # still being built: the evening's variant is chosen next
            return cls.PRESETS[preset]
        if cls.name == ev.variant and preset == ev.preset:
            return cls.Settings.model_validate(dict(ev.settings))  # as the evening has them
        kept = ev.settings.get("deck") if cls.name == ev.variant else None
        settings = cls.PRESETS[preset]
        deck = changed_deck(cls.PRESETS, preset, i18n.language(), kept)
        return settings if deck is None else for_deck(settings, deck)

    def apply(self) -> Evening:
        assert self.form is not None
        ev = self.evening
        variant, preset = str(self.variant.currentData()), str(self.preset.currentData())
        rules = self.variant.isEnabled()
        changes: dict[str, Any] = dict(
            date=self.typed_day(), place=self.place.text(),
            title=self.title.text(), season=self.season.text().strip() or ev.season,
            variant=variant if rules and variant != ev.variant else None,
            preset=preset if rules and (variant, preset) != (ev.variant, ev.preset) else None,
            settings=self.form.value() if rules else None, passen=self.passen.value(),
            tables=self.tables.value(), clear_draw=self.clear_draw.isChecked(),
            note=self.note.text().strip())
        try:
            return self.write(lambda club: club.update_evening(ev.id, seen=ev, **changes))
        except ClubError as err:
            if err.message.template != EVENING_CHANGED_MEANWHILE:
                raise
            self._show_changed()
            raise ClubInputError(say(N("club", "{refusal}. The fields you have not changed "
                                               "show it now: press Save again to write "
                                               "yours over it."),
                                     # said alone first: a capital ("The evening of …")
                                     refusal=Text.plain(message(err)))) from None

    def _shown_rules(self) -> tuple[str, str, Any]:
        """The variant, preset and table settings the dialog shows (settings that cannot be
        read: None)."""
        assert self.form is not None
        try:
            settings = self.form.value()
        except JassError:  # a setting typed wrongly: not as shown at first
            settings = None
        return str(self.variant.currentData()), str(self.preset.currentData()), settings

    def _show_changed(self) -> None:
        """The evening was changed by another program: read it again, show its values in
        every field not typed in (what was typed stays), and the next Save writes over it."""
        before, now = self.evening, self.club.evening(self.evening.id)
        rules_untouched = self._shown_rules() == self.rules_at_open
        if self.date.date() == QDate.fromString(before.date, "yyyy-MM-dd"):
            self.date.setDate(QDate.fromString(now.date, "yyyy-MM-dd"))
        for field, old, new in ((self.place, before.place, now.place),
                                (self.title, before.title, now.title),
                                (self.season, before.season, now.season)):
            if field.text() == old:
                field.setText(new)
        for box, old_count, new_count in ((self.passen, before.passen, now.passen),
                                          (self.tables, before.tables, now.tables)):
            if box.value() == old_count:
                box.setValue(new_count)
        self.evening = now
        if rules_untouched and self.variant.isEnabled():
            self.choose(now.variant, now.preset)
            self._preset_changed()  # the evening's own settings (start_settings)
        self.rules_at_open = self._shown_rules()


def _in_tab_order(widget: QWidget) -> list[QWidget]:
    """*widget* and the widgets in it that Tab stops at (greyed ones too: they keep their
    place for when they are not), in the order the window's Tab chain has them now (Qt
    leaves the order alone where either widget takes no focus: a label, the form itself).
    The form's own order is kept (the Coiffeur's rows editor puts a row it adds in its
    place itself)."""
    window = widget.window()
    out = [widget] if widget is not window else []
    following = window.nextInFocusChain()
    while following is not None and following is not window:
        if widget.isAncestorOf(following):
            out.append(following)
        following = following.nextInFocusChain()
    return [w for w in out if w.focusPolicy() & Qt.FocusPolicy.TabFocus]


# -- the draw --------------------------------------------------------------------------------------


class _GuestField(QLineEdit):
    """Enter adds the guest typed (``returnPressed``) and goes no further: a line edit passes
    Enter on, and the dialog's default button would draw the evening at once."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class DrawDialog(ClubDialog):
    """Tick the members present; the draw seats them for every Passe (from a Passe on)."""

    def __init__(self, parent: QWidget, club: Club, evening: Evening, rng: Any = None) -> None:
        super().__init__(parent)
        self.set_texts(self.tr("Draw the seats"), self.tr("Draw"))
        self.club, self.evening, self.rng = club, evening, rng
        self.teams, self.allow_three = VARIANT_TABLES[evening.variant]
        drawn = club.drawn(evening.id)
        before = {m for p in drawn for t in p.tables for m in t.seats} | \
                 {m for p in drawn for m in p.sitting_out}
        played = {r.passe for r in club.results(evening.id)}
        self.body.addWidget(plain_label(self.tr("Who is here tonight?")))
        self.list = QListWidget()
        self.list.setObjectName("drawMembers")
        frame_focus(self.list)
        # every name whole (a trial's 56 letters were cut at the dialog's edge, the rest
        # behind a horizontal scroll bar): the dialog as wide as the longest name where the
        # screen has room (below), a name longer than that on two lines, never cut
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.members = club.members(active_only=True)
        for member in self.members:
            # a right-to-left name isolated, for the eye: "سامي (سامي)" was shown
            # "(سامي) سامي"
            item = QListWidgetItem(isolate_rtl(member.name + (f" ({member.short_name})"
                                                              if member.short_name else "")))
            item.setToolTip(plain(item.text()))  # a name is text, never HTML
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if not before or member.id in before
                               else Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, member.id)
            self.list.addItem(item)
        for guest in club.guests():  # guests of this evening's draw come again
            if guest.id in before:
                self._add_guest_item(guest.name, guest.id)
        self._room_for = -1  # the list's length the summary keeps its room for
        self.list.itemChanged.connect(lambda _item: self._update())
        self.body.addWidget(self.list, 1)
        guests = QHBoxLayout()
        self.guest_name = _GuestField()
        self.guest_name.setObjectName("drawGuestName")
        self.guest_name.setPlaceholderText(self.tr("a guest's name (not a member)"))
        self.guest_name.returnPressed.connect(lambda: self.add_guest())
        self.guest_button = QPushButton(self.tr("Add guest"))
        self.guest_button.setObjectName("drawAddGuest")
        self.guest_button.clicked.connect(lambda: self.add_guest())
        guests.addWidget(self.guest_name, 1)
        guests.addWidget(self.guest_button)
        self.body.addLayout(guests)
        row = QHBoxLayout()
        every = QPushButton(self.tr("All"))
        every.clicked.connect(lambda: self.check_all(True))
        nobody = QPushButton(self.tr("None"))
        nobody.clicked.connect(lambda: self.check_all(False))
        row.addWidget(every)
        row.addWidget(nobody)
        row.addStretch(1)
        self.body.addLayout(row)
        self.sit_out = QCheckBox(self.tr("Sit out instead of tables of three"))
        self.sit_out.setObjectName("drawSitOut")
        self.sit_out.setVisible(self.allow_three)
        self.sit_out.toggled.connect(lambda _on: self._update())
        self.body.addWidget(self.sit_out)
        form = QFormLayout()
        self.from_passe = QSpinBox()
        self.from_passe.setObjectName("drawFromPasse")
        self.from_passe.setRange(1, evening.passen)
        first_open = next((p for p in range(1, evening.passen + 1) if p not in played),
                          evening.passen)
        self.from_passe.setValue(first_open)
        form.addRow(self.tr("Draw from Passe"), self.from_passe)
        self.body.addLayout(form)
        self.summary = SentenceLabel(wrap=False)
        self.summary.setObjectName("drawSummary")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(HINT_STYLE)
        self.body.addWidget(self.summary)
        if drawn:
            note = plain_label(self.tr("The evening is drawn already: drawing again replaces the "
                                  "Passen from the one chosen on (Passen with results stay)."))
            note.setWordWrap(True)
            self.body.addWidget(note)
        self.finish_layout()
        fit_to_screen(self, QSize(max(440, self._names_width()), 620))
        self._update()

    def _names_width(self) -> int:
        """The dialog's width with the longest name of the list on one line (the list sits
        in the dialog's own layout, between its margins)."""
        margins = self.body.contentsMargins()
        return margins.left() + margins.right() + 2 * self.list.frameWidth() + \
            self.list.sizeHintForColumn(0) + self.list.verticalScrollBar().sizeHint().width()

    def _add_guest_item(self, name: str, guest_id: int | None) -> QListWidgetItem:
        # the guest's mark set apart as a word, "Vreni Gast · Gast": among "Anna Keller
        # (Anna)", name and short name, "Vreni Gast (Gast)" read as the short name "Gast";
        # the same mark as everywhere else (i18n.guest)
        item = QListWidgetItem(isolate_rtl(i18n.guest(name)))
        item.setToolTip(plain(item.text()))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked)
        item.setData(Qt.ItemDataRole.UserRole, guest_id)
        item.setData(Qt.ItemDataRole.UserRole + 1, name)
        self.list.addItem(item)
        return item

    def add_guest(self, name: str | None = None) -> bool:
        """A guest plays tonight: named once here, made when the draw is made. The name is
        checked as the club checks it (a control character refused, the typing kept)."""
        try:
            text = clean_name(self.guest_name.text() if name is None else name)
        except ClubError as err:
            self.fail(message(err))
            return False
        if not text:
            return False
        taken = {self.list.item(i).data(Qt.ItemDataRole.UserRole + 1)
                 or self.list.item(i).text() for i in range(self.list.count())}
        if text.casefold() in {str(t).casefold() for t in taken} or any(
                m.name.casefold() == text.casefold() for m in self.members):
            self.fail(self.tr("{0} is on the list already.").format(text))
            return False
        self._add_guest_item(text, None)
        self.guest_name.clear()
        self.error.hide()
        self._update()
        return True

    def check_all(self, on: bool) -> None:
        for i in range(self.list.count()):
            self.list.item(i).setCheckState(Qt.CheckState.Checked if on
                                            else Qt.CheckState.Unchecked)

    def set_present(self, member_ids: list[int]) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            present = item.data(Qt.ItemDataRole.UserRole) in member_ids
            item.setCheckState(Qt.CheckState.Checked if present else Qt.CheckState.Unchecked)

    def _checked(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def present(self) -> list[int]:
        """The ids of the members (and known guests) ticked."""
        return [int(item.data(Qt.ItemDataRole.UserRole)) for item in self._checked()
                if item.data(Qt.ItemDataRole.UserRole) is not None]

    def three(self) -> bool:
        return self.allow_three and not self.sit_out.isChecked()

    def _update(self) -> None:
        # the summary keeps the room of the longest it can say for this list and a dozen
        # guests more: a shorter one left the room to the list, and the guest field and
        # "Add guest" moved from under the mouse (a French Schreiber's second click missed)
        count = self.list.count()
        if count != self._room_for:
            self._room_for = count
            self.summary.keep_room_of([self._summary_text(n, three) for n in range(count + 13)
                                       for three in {False, self.allow_three}])
        self.summary.setText(self._summary_text(len(self._checked()), self.three()))

    def _summary_text(self, n: int, three: bool) -> str:
        """What the draw makes of *n* present (tables of three allowed: *three*)."""
        try:
            layout = table_layout(n, three)
        except ClubError as err:
            return self.tr("{0} present: {1}").format(n, message(err))
        fours = i18n.plural("DrawDialog", "{0} present: %n tables of four", layout.fours)
        parts = [fours.format(n)]
        if layout.threes:
            parts.append(i18n.plural("DrawDialog", "%n of three", layout.threes))
        if layout.sitouts:
            parts.append(i18n.plural("DrawDialog", "%n sit out each Passe (in turn)",
                                     layout.sitouts))
        text = ", ".join(parts) + "."
        if self.teams:
            guaranteed = partner_guarantee(n, three)
            if guaranteed is not None:
                text += " " + self.tr("Nobody gets the same partner twice for up to {0} "
                                      "Passen.").format(guaranteed)
        return text + " " + self.tr("Nobody meets the same opponent twice where the draw "
                                    "can avoid it.")

    def apply(self) -> DrawResult:
        chosen = [(item, item.data(Qt.ItemDataRole.UserRole),
                   str(item.data(Qt.ItemDataRole.UserRole + 1))) for item in self._checked()]
        evening, rng, three = self.evening.id, self.rng, self.three()
        from_passe = self.from_passe.value()

        def draw(club: Club) -> tuple[DrawResult, list[int | None]]:
            ids: list[int] = []
            made: list[int | None] = []
            with club.transaction():  # the guests and the draw: all or nothing
                for _item, member, name in chosen:
                    if member is None:
                        member = club.add_guest(name).id
                        made.append(member)
                    else:
                        made.append(None)
                    ids.append(int(member))
                result = club.draw(evening, ids, rng=rng, three=three, from_passe=from_passe)
            return result, made

        result, made = self.write(draw)
        for (item, _member, _name), guest in zip(chosen, made, strict=True):
            if guest is not None:  # only now: a refused draw made no guest
                item.setData(Qt.ItemDataRole.UserRole, guest)
        return result


# -- one evening -------------------------------------------------------------------------------
