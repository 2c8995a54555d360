"""A form for any variant's table settings, built from its pydantic model.

Booleans become check boxes, choices combo boxes with their choices in words, the Schieber
factors a grid, the Coiffeur rows an editor (:class:`RowsEditor`), and every number the one
:class:`~jasstafel.ui.widgets.numberfield.NumberField` of the window: what is typed stays as
typed (45000 in a field of 100 … 100000 is not cut to 4500 nor clamped to 100000), an empty
field is not 0, and the mouse wheel changes nothing that has no focus. ``value()`` reads the
form and raises :class:`SettingError` (naming the setting, translated) for anything the
settings cannot take; the dialog says it and stays open with the typing as it was.

Every setting has a label, its choices as words and a tooltip that says what it changes
(:func:`setting_text`), per variant where the same name means different things (a Schieber's
target is points, a Fahnder's net Striche): the core's words (``core/setting_words.py``),
translated here. Every field keeps the preset's value until the Schreiber changes it.

A setting that does not apply to the other settings chosen (a Schieber's fixed number of
rounds in a match played to the target, a Handjass threshold without "everyone under the
threshold": ``core/setting_scope.py``) is greyed out, label and all, and no Tab stop; it is
not read at Start (the match keeps the preset's value, which changes nothing). The greyed
per-team targets of the Schieber follow the common target, so that ticking the handicap
starts from the target typed.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any, Literal, NamedTuple, get_args, get_origin

import annotated_types
from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..core.decks import for_deck
from ..core.errors import JassError
from ..core.registry import find_variant
from ..core.setting_scope import applies, unused_value
from ..core.setting_words import COMMON_WORDS, fallback_label, option_words, variant_words
from ..i18n import contract_name
from .widgets.discard import discard
from .widgets.entryerrors import FieldError
from .widgets.numberfield import NumberField
from .widgets.quiet import guard_wheel
from .widgets.spoken import name_list

#: a row of numbers switched off shows the setting it stands in for (the handicap targets
#: show the common target until the handicap is ticked)
FOLLOWS = {"team_targets": "target"}

__all__ = ["FactorsEditor", "RowsEditor", "SettingError", "SettingsForm", "field_label",
           "option_label", "preset_title", "setting_text"]


def _t(text: str) -> str:
    return QCoreApplication.translate("settings", text)


def _rules(text: str) -> str:
    """A sentence the core marked for translation (context "rules")."""
    return QCoreApplication.translate("rules", text)


class SettingError(FieldError, JassError):
    """A table setting that cannot be used as typed: ``field`` is the widget to put the
    cursor in, ``str(err)`` the translated message naming the setting. A JassError too, so
    that every dialog that shows refusals of the rules shows this one as well."""


# -- words ---------------------------------------------------------------------------------


def _translated(words: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    return {name: (_t(label), _t(tip) if tip else "") for name, (label, tip) in words.items()}


def _variant_texts(variant: str, deck: str = "de") -> dict[str, tuple[str, str]]:
    """Label and tooltip of each setting whose meaning depends on the variant (and, where a
    setting names a card, on the *deck*), in the window's language: the core's words
    (``core/setting_words.py``) translated."""
    return _translated(variant_words(variant, deck))


def _common_texts() -> dict[str, tuple[str, str]]:
    return _translated(COMMON_WORDS)


def typed_state(dialog: QWidget) -> dict[str, Any]:
    """What *dialog* holds, by each field's name: every field's text, every list's choice,
    every box ticked, of the fields shown (New match and Table rules: the settings are built
    again as the variant or the preset changes, so a field is known by its name, not by its
    place among the dialog's widgets)."""
    state: dict[str, Any] = {}
    for widget in dialog.findChildren(QWidget):
        name = widget.objectName()
        if not name or not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, QLineEdit):
            state[name] = widget.text()
        elif isinstance(widget, QComboBox):
            state[name] = widget.currentText()
        elif isinstance(widget, QAbstractButton) and widget.isCheckable():
            state[name] = widget.isChecked()
    return state


def setting_text(variant: str, name: str, deck: str = "de") -> tuple[str, str]:
    """The label and the tooltip of setting *name* of *variant*, in the window's language,
    the cards named as *deck* names them."""
    texts = {**_common_texts(), **_variant_texts(variant, deck)}
    if name in texts:
        return texts[name]
    return fallback_label(name), ""


def field_label(name: str, variant: str = "", deck: str = "de") -> str:
    return setting_text(variant, name, deck)[0]


def option_label(value: Any, field: str = "", variant: str = "") -> str:
    """A choice of a setting in words (never the option's name in the file)."""
    words = option_words(value, field)
    if words is None:
        return str(value).replace("_", " ")
    return _t(words)


def preset_title(variant: str, preset: str) -> str:
    """A preset's name in the window's language: the rules core's words (its PRESET_TITLES,
    the one source that the window, the printed sheet and ``jasstafel variants`` all say)."""
    return i18n.preset_title(find_variant(variant), preset)


def mark_preset(box: QComboBox, cls: Any, form: SettingsForm, deck: str) -> str | None:
    """The presets of *box* by their names, the one chosen with what changed where *form*
    differs from it (rows cut from the Jassverein's are no longer the Jassverein's), as the
    sheet names such settings, "Standard, changed: Games: 3 instead of 12": New match and
    *Edit → Table rules…* alike (New match said "Standard (12 games, …)" over a
    Differenzler of 3 games, then "… (changed)" after it, a trial's); "(changed)" alone
    after a setting typed so that it is none. Returns every change in words, none counted
    (:func:`i18n.every_change`), for a line that says what the list cuts; "" where none is
    said; None where *form* holds the preset itself."""
    for index in range(box.count()):  # another preset chosen is itself again
        box.setItemText(index, preset_title(cls.name, str(box.itemData(index))))
    name = str(box.currentData())
    if name not in cls.PRESETS:
        return None
    preset = for_deck(cls.PRESETS[name], deck)
    try:
        chosen = cls.Settings.model_validate({**preset.model_dump(), **form.value()})
    except (SettingError, ValueError):  # typed so that it is no setting: not the preset
        box.setItemText(box.currentIndex(), QCoreApplication.translate(
            "rules", "{preset} (changed)").format(preset=preset_title(cls.name, name)))
        return ""
    if chosen == preset:
        return None
    # what changed, not the preset's numbers as if they held
    box.setItemText(box.currentIndex(), i18n.changed_preset_title(cls, name, chosen))
    return i18n.every_change(cls, name, chosen)


def variant_of(model: type[BaseModel]) -> str:
    """The variant whose settings *model* is (``SchieberSettings`` → ``schieber``)."""
    return model.__name__.removesuffix("Settings").lower()


# -- limits of a number ----------------------------------------------------------------------


def _limits(metadata: list[Any]) -> tuple[int | None, int | None]:
    low: int | None = None
    high: int | None = None
    for m in metadata:
        if isinstance(m, annotated_types.Ge):
            low = int(m.ge)  # type: ignore[call-overload]
        elif isinstance(m, annotated_types.Gt):
            low = int(m.gt) + 1  # type: ignore[call-overload]
        elif isinstance(m, annotated_types.Le):
            high = int(m.le)  # type: ignore[call-overload]
        elif isinstance(m, annotated_types.Lt):
            high = int(m.lt) - 1  # type: ignore[call-overload]
    return low, high


def _item_metadata(item: Any) -> list[Any]:
    """The limits of one item of a tuple: ``Annotated[int, Field(ge=0, le=…)]``."""
    if get_origin(item) is not typing.Annotated:
        return []
    out: list[Any] = []
    for extra in get_args(item)[1:]:
        out += list(getattr(extra, "metadata", [extra]))
    return out


def number_field(label: str, metadata: list[Any], value: int | None,
                 name: str = "", width: int = 160) -> NumberField:
    """The window's number field for a setting: the model's limits are checked at Start,
    never while typing."""
    low, high = _limits(metadata)
    field = NumberField(label, minimum=low, maximum=high, big=False)
    if name:
        field.setObjectName(name)
    field.set_value(value)
    field.setMinimumWidth(min(90, width))
    field.setMaximumWidth(width)
    return field


def _read(field: NumberField) -> int:
    """The number in *field*; nothing typed or anything else is a SettingError."""
    if field.is_empty():
        # a sentence, the setting's label quoted ("Pénalité par pli manque" is no French)
        raise SettingError(field, _t("The value of “{label}” is missing: type a number")
                           .format(label=field.label))
    try:
        return field.number()
    except FieldError as err:
        raise SettingError(err.field, str(err)) from None


def _row(*widgets: QWidget, stretch: bool = True) -> QWidget:
    row = QWidget()
    lay = QHBoxLayout(row)
    lay.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        lay.addWidget(widget)
    if stretch:
        lay.addStretch(1)
    return row


# -- the Schieber factors ------------------------------------------------------------------------


class FactorsEditor(QWidget):
    """Schieber factors: which contracts are played, and with which factor."""

    def __init__(self, keys: tuple[str, ...], deck: str = "de", metadata: list[Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.rows: dict[str, tuple[QCheckBox, NumberField]] = {}
        for i, key in enumerate(keys):
            name = contract_name(key, deck)
            check = QCheckBox(name)
            check.setObjectName(f"play_{key}")
            field = number_field(_t("Factor {0}").format(name), metadata or [], None,
                                 f"factor_{key}", width=70)
            check.toggled.connect(field.setEnabled)
            times = QLabel("×")
            grid.addWidget(check, i // 2, (i % 2) * 3)
            grid.addWidget(times, i // 2, (i % 2) * 3 + 1)
            grid.addWidget(field, i // 2, (i % 2) * 3 + 2)
            self.rows[key] = (check, field)

    def set_value(self, value: dict[str, int]) -> None:
        for key, (check, field) in self.rows.items():
            check.setChecked(key in value)
            field.setEnabled(key in value)
            field.set_value(value.get(key, 1))

    def value(self) -> dict[str, int]:
        return {k: _read(f) for k, (c, f) in self.rows.items() if c.isChecked()}


# -- the Coiffeur rows -----------------------------------------------------------------------


class RowLine(NamedTuple):
    """One Coiffeur row of the editor, its widgets from left to right."""

    number: QLabel
    name: QComboBox
    factor: NumberField
    kind: QComboBox
    insert: QPushButton  # + : a new row above this one
    remove: QPushButton  # ✕


#: a new row above the row with the cursor (*+* of that row): a row wanted between two
#: others (Joker ×12 between Wunsch ×10 and Coiffeur ×11) could only be added at the end
INSERT_KEYS = QKeySequence("Alt+Ins")


class RowsEditor(QWidget):
    """Coiffeur rows as the table plays them: per row its name (one of the core's standard
    rows, or typed freely), its factor and its kind; rows added (at the end, or above a row
    by its *+* or Alt+Ins) up to ``maximum`` and removed down to ``minimum``. Choosing a
    standard row sets its kind; a name typed freely keeps the kind chosen beside it."""

    rowsChanged = Signal()  # noqa: N815 - Qt signal naming; a row was added or removed

    def __init__(self, kinds: tuple[str, ...], deck: str = "de", minimum: int = 1,
                 maximum: int = 30, factor_metadata: list[Any] | None = None,
                 parent: QWidget | None = None) -> None:
        from ..core.coiffeur import KIND_DESCRIPTIONS, standard_rows

        super().__init__(parent)
        self.kinds = kinds
        self.minimum, self.maximum = minimum, maximum
        self.standard = standard_rows(deck)
        self.kind_about = KIND_DESCRIPTIONS
        self.factor_metadata = factor_metadata or []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        holder = QWidget()
        self.grid = QGridLayout(holder)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        for column, text in enumerate(("", _t("Name"), _t("Factor"), _t("Kind"))):
            label = QLabel(text)
            label.setStyleSheet("font-weight: bold;")
            self.grid.addWidget(label, 0, column)
        self.grid.setColumnStretch(1, 1)
        layout.addWidget(holder)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(_t("Add row"))
        self.add_button.setObjectName("addRow")
        self.add_button.setToolTip(_t("A new row at the end, with the next factor"))
        self.add_button.clicked.connect(lambda: self.add_row())
        buttons.addWidget(self.add_button)
        self.count_label = QLabel()
        self.count_label.setObjectName("rowCount")
        buttons.addWidget(self.count_label)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.lines: list[RowLine] = []
        #: per row: its place in the rows given (set_value), None for a row added here: a
        #: match's rounds follow their rows when one above is removed or a row is inserted
        #: above them (:meth:`moved`)
        self.origins: list[int | None] = []
        #: per row given (its origin) that a match played: why its ✕ and its kind are off
        #: (:meth:`keep_played`)
        self.played: dict[int, tuple[str, str]] = {}
        #: the stored names a new row does not take: every row given, removed here or kept
        #: out by the dialog (:meth:`retire`); a row added with the name of one removed read
        #: as that row changed ("Slalom ×12 instead of ×8", a trial's)
        self.retired: set[str] = set()
        insert = QShortcut(INSERT_KEYS, self)
        insert.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        insert.activated.connect(self._insert_at_cursor)

    # -- rows --

    def add_row(self, row: dict[str, Any] | None = None, origin: int | None = None,
                at: int | None = None) -> None:
        """*row* (a new one: the next standard row, the next factor) at the end, or at
        the place *at* (the rows from there move down)."""
        if row is None:
            if len(self.lines) >= self.maximum:
                return
            row = self._fresh_row()
        at = len(self.lines) if at is None else at
        number = QLabel()
        name = QComboBox()
        name.setEditable(True)
        name.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # no inline completion: a name stays as typed (Qt takes None; its stubs say not)
        name.setCompleter(None)  # type: ignore[arg-type]
        for standard in self.standard:  # in the window's language; stored as the preset's
            name.addItem(i18n.row_name(standard.name), standard.key)
            name.setItemData(name.count() - 1, _rules(standard.about), Qt.ItemDataRole.ToolTipRole)
        name.setCurrentIndex(name.findText(i18n.row_name(str(row["name"]))))
        name.setEditText(i18n.row_name(str(row["name"])))
        name.setMinimumWidth(150)
        factor = number_field("", self.factor_metadata, int(row["factor"]), width=70)
        kind = QComboBox()
        for k in self.kinds:
            kind.addItem(option_label(k), k)
            kind.setItemData(kind.count() - 1, _rules(self.kind_about.get(k, "")),
                             Qt.ItemDataRole.ToolTipRole)
        kind.setCurrentIndex(max(0, kind.findData(row["kind"])))
        insert = QPushButton("+")
        insert.setToolTip(_t("A new row above this one ({0})").format(
            INSERT_KEYS.toString(QKeySequence.SequenceFormat.NativeText)))
        insert.setMaximumWidth(36)
        remove = QPushButton("✕")
        remove.setToolTip(_t("Remove this row"))
        remove.setMaximumWidth(36)
        line = RowLine(number, name, factor, kind, insert, remove)
        name.activated.connect(lambda index, line=line: self._standard_chosen(line, index))
        kind.currentIndexChanged.connect(lambda _i, line=line: self._kind_tip(line))
        insert.clicked.connect(lambda _c=False, line=line: self.insert_above(line))
        remove.clicked.connect(lambda _c=False, line=line: self.remove_row(line))
        self.lines.insert(at, line)
        self.origins.insert(at, origin)
        self._relayout()
        guard_wheel(self)  # the new combo boxes too: scrolling the form changes no row
        if not name.currentText():
            name.setFocus()  # no standard name left: the cursor where the name is typed

    def _fresh_row(self) -> dict[str, Any]:
        """A new row: the next standard row never in this list, else no name (typed, or
        refused in words at Start), and the next factor."""
        used = self.retired | {self._stored(line.name.currentText()) for line in self.lines}
        fresh = next((s for s in self.standard if s.name not in used), None)
        factors = [line.factor.value() for line in self.lines if not _bad(line.factor)]
        top = max((v for v in factors if v is not None), default=0)
        if fresh is None:
            return {"name": "", "factor": top + 1, "kind": self.kinds[0]}
        return {"name": fresh.name, "factor": top + 1, "kind": fresh.kind}

    def retire(self, names: Any) -> None:
        """Stored row names a new row must not take (the rows of a match's preset that the
        Schreiber removed)."""
        self.retired.update(str(name) for name in names)

    def keep_played(self, played: dict[int, int]) -> None:
        """The rows given that a match played (row → its first entry, 0-based) keep their
        ✕ and their kind off, their tooltips saying why: the change is refused at Apply
        anyway, and the row gone at once was only to be had back by dropping every other
        change (a trial's Misère ×7)."""
        self.played = {}
        for line, origin in zip(self.lines, self.origins, strict=True):
            if origin is None or origin not in played:
                continue
            said = {"row": line.name.currentText(), "factor": line.factor.text(),
                    "entry": played[origin] + 1}
            self.played[origin] = (
                _t("Row {row} ×{factor} is played (entry {entry}): it cannot be removed")
                .format(**said),
                _t("Row {row} ×{factor} is played (entry {entry}): its kind cannot be "
                   "changed").format(**said))
        self._relayout()

    def _kept(self, line: RowLine) -> tuple[str, str] | None:
        """Why *line*'s ✕ and kind are off, None where they are not."""
        origin = self.origins[self.lines.index(line)]
        return None if origin is None else self.played.get(origin)

    def insert_above(self, line: RowLine) -> None:
        """A new row in the place of *line*, which moves down with the rows below it; the
        cursor in its name, to type it."""
        if len(self.lines) >= self.maximum or line not in self.lines:
            return
        at = self.lines.index(line)
        self.add_row(at=at)
        self.lines[at].name.setFocus()

    def _insert_at_cursor(self) -> None:
        """Alt+Ins: a new row above the row with the cursor (at the end from *Add row*)."""
        focus = QApplication.focusWidget()
        line = next((line for line in self.lines if focus is not None
                     and any(w is focus or w.isAncestorOf(focus) for w in line)), None)
        if line is not None:
            self.insert_above(line)
        elif self.add_button.isEnabled():
            self.add_button.click()

    def remove_row(self, line: RowLine) -> None:
        if len(self.lines) <= self.minimum or line not in self.lines:
            return
        index = self.lines.index(line)
        # the editor shrinks to its rows (the room of the rows removed stayed empty above
        # *Add row*); the dialog keeps the rows above the one removed under the mouse
        # (VerticalScroll.keep_view)
        self.retired.add(self._stored(line.name.currentText()))
        self.lines.remove(line)
        del self.origins[index]
        for widget in line:
            discard(widget)
        self._relayout()
        # the cursor to the row that took its place (the one above, for the last): where the
        # mouse is; sent to the last row, it scrolled the dialog away under the mouse
        if self.lines:
            there = self.lines[min(index, len(self.lines) - 1)]
            (there.remove if there.remove.isEnabled() else there.name).setFocus()

    def _standard_chosen(self, line: RowLine, index: int) -> None:
        """A standard row picked from the list: its kind comes with it."""
        key = line.name.itemData(index)
        if self._kept(line) is not None:
            return  # a played row's kind stays (refused at Apply if the name is another's)
        standard = next((s for s in self.standard if s.key == key), None)
        if standard is not None:
            line.kind.setCurrentIndex(max(0, line.kind.findData(standard.kind)))

    def _kind_tip(self, line: RowLine) -> None:
        kept = self._kept(line) if line in self.lines else None
        about = _rules(self.kind_about.get(line.kind.currentData(), ""))
        line.kind.setToolTip(about if kept is None else f"{kept[1]}\n{about}")

    def _relayout(self) -> None:
        for r, line in enumerate(self.lines, start=1):
            number, name, factor, kind, insert, remove = line
            number.setText(f"{r}.")
            name.setObjectName(f"rowName{r - 1}")
            factor.setObjectName(f"rowFactor{r - 1}")
            factor.label = _t("Row {0}: factor").format(r)
            kind.setObjectName(f"rowKind{r - 1}")
            insert.setObjectName(f"insertRow{r - 1}")
            remove.setObjectName(f"removeRow{r - 1}")
            for column, widget in enumerate(line):
                self.grid.removeWidget(widget)
                self.grid.addWidget(widget, r, column)
                widget.show()
            # what a screen reader says at each (the lists were said by their values, the
            # eleven ✕ all alike)
            name_list(name, _t("Row {0}: name").format(r))
            name_list(kind, _t("Row {0}: kind").format(r))
            insert.setAccessibleName(_t("Insert a row above row {0}").format(r))
            remove.setAccessibleName(_t("Remove row {0}").format(r))
            self._kind_tip(line)
            insert.setEnabled(len(self.lines) < self.maximum)
            kept = self._kept(line)
            remove.setEnabled(kept is None and len(self.lines) > self.minimum)
            remove.setToolTip(_t("Remove this row") if kept is None else kept[0])
            kind.setEnabled(kept is None)
        if self.lines:
            # the numbers' column as wide as the last row's number may be: the names moved
            # left when rows 10 and 11 were removed, under the mouse at the next ✕ (a trial's)
            label = self.lines[0].number
            metrics = label.fontMetrics()
            around = label.sizeHint().width() - metrics.horizontalAdvance(label.text())
            self.grid.setColumnMinimumWidth(0, around + max(
                metrics.horizontalAdvance(f"{r}.") for r in range(1, self.maximum + 1)))
        self.add_button.setEnabled(len(self.lines) < self.maximum)
        self.count_label.setText(_t("{n} rows ({low} to {high})").format(
            n=len(self.lines), low=self.minimum, high=self.maximum))
        self.order_tabs()
        self.grid.activate()  # laid out now: a dialog measures the rows at once (rowsChanged)
        self.rowsChanged.emit()

    def order_tabs(self) -> None:
        """Tab goes along each row (its *+* and ✕ too), then down, then to *Add row* under
        the rows. Again when the editor is shown: put into a form (a dialog), its Tab chain
        came with *Add row* first, before the rows it is under."""
        previous: QWidget | None = None
        for line in self.lines:
            for widget in line[1:]:
                if previous is not None:
                    QWidget.setTabOrder(previous, widget)
                previous = widget
        if previous is not None:
            QWidget.setTabOrder(previous, self.add_button)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.order_tabs()

    # -- value --

    def set_value(self, rows: list[Any]) -> None:
        for line in list(self.lines):
            for widget in line:
                discard(widget)
        self.lines, self.origins = [], []
        self.played = {}
        for origin, row in enumerate(rows):
            given = row.model_dump() if isinstance(row, BaseModel) else dict(row)
            self.retired.add(str(given["name"]))
            self.add_row(given, origin)

    def moved(self) -> dict[int, int]:
        """Where the rows given (set_value) are now, old index → new; a row removed is not
        in it. Renamed or with another factor, a row stays where it is."""
        return {origin: new for new, origin in enumerate(self.origins) if origin is not None}

    def value(self) -> list[dict[str, Any]]:
        out = []
        for r, (_number, name, factor, kind, _insert, _remove) in enumerate(self.lines, start=1):
            text = name.currentText().strip()
            if not text:
                raise SettingError(name, _t("Row {0}: the name is missing").format(r))
            if len(text) > 40:
                raise SettingError(name, _t(
                    "Row {0}: a name has at most 40 characters, not {1}").format(r, len(text)))
            out.append({"name": self._stored(text), "factor": _read(factor),
                        "kind": kind.currentData()})
        return out

    def _stored(self, shown: str) -> str:
        """The name for the match file: a row of the presets shown in the window's language
        is stored with the preset's name (Roses: Rosen), so that every language says it in
        its own words; a typed name stays as typed. The deck's standard rows first, then
        every other word of the presets: a row of the other cards' names (an evening's
        Eichel with the French cards, shown "Glands") was stored in the window's language,
        and a German window then said "Glands"."""
        from ..core.coiffeur import ROW_WORDS

        words = [*(s.name for s in self.standard), *ROW_WORDS]
        return next((word for word in words if i18n.row_name(word) == shown), shown)


def _checked_rows(editor: RowsEditor) -> list[dict[str, Any]]:
    """The Coiffeur rows as typed, refused as the core refuses them (6 to 12 rows)."""
    from ..core.coiffeur import CoiffeurRow, check_rows
    from ..core.errors import RuleViolation
    from .i18n import rule_message

    rows = editor.value()
    try:
        check_rows([CoiffeurRow(**row) for row in rows])
    except RuleViolation as err:
        raise SettingError(editor.add_button, rule_message(err)) from None
    return rows


def _bad(field: NumberField) -> bool:
    try:
        field.value()
    except FieldError:
        return True
    return False


# -- the form --------------------------------------------------------------------------------


class SettingsForm(QWidget):
    """All table settings of one variant; ``value()`` gives the dict for the match file
    (or raises SettingError). ``show_deck=False``: the dialog chooses the deck itself (and
    builds the form again for another deck); with its own Cards field the form names the
    cards of the deck chosen there (labels, tooltips, refusals) as soon as it changes."""

    def __init__(self, model: type[BaseModel], value: BaseModel,
                 parent: QWidget | None = None, show_deck: bool = True) -> None:
        super().__init__(parent)
        self.model = model
        self.base = value
        self.variant = variant_of(model)
        self.layout_ = QFormLayout(self)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.getters: dict[str, Callable[[], Any]] = {}
        self.editors: dict[str, QWidget] = {}
        deck = str(getattr(value, "deck", "de"))
        for name, field in model.model_fields.items():
            if name == "preset" or (name == "deck" and not show_deck):
                continue
            label, tip = setting_text(self.variant, name, deck)
            widget, getter = self._editor(name, label, field.annotation, field.metadata,
                                          getattr(value, name), deck)
            if widget is None:
                continue  # a kind of setting this form does not edit: the preset's value stays
            widget.setObjectName(f"setting_{name}")
            self.layout_.addRow(label, widget)
            self._label(name, widget, label, tip)
            self.getters[name] = getter
            self.editors[name] = widget
        cards = self.editors.get("deck")
        if isinstance(cards, QComboBox):
            cards.currentIndexChanged.connect(lambda _i: self._deck_changed())
        self.players: int | None = None  # the table's size, where the dialog knows it
        for follower, source in FOLLOWS.items():
            if follower in self.editors and isinstance(self.editors.get(source), NumberField):
                self._follow(self.editors[follower], self.editors[source])  # type: ignore[arg-type]
        for widget in self.editors.values():
            switch = widget.findChild(QCheckBox, "on")
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(lambda _i: self._apply_scope())
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(lambda _on: self._apply_scope())
            elif switch is not None:
                switch.toggled.connect(lambda _on: self._apply_scope())
        self._apply_scope()

    # -- which settings apply ----------------------------------------------------------------

    def _state(self, name: str) -> Any:
        """What setting *name* is set to now, as far as another setting depends on it: a
        choice, a check box, an optional setting switched on (True) or off (None)."""
        widget = self.editors[name]
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        switch = widget.findChild(QCheckBox, "on")
        if switch is not None:
            return True if switch.isChecked() else None
        return True

    def applies(self, name: str) -> bool:
        """Whether setting *name* means anything with the settings chosen now."""
        states = {other: self._state(other) for other in self.editors}
        return applies(self.variant, name, states, self.players)

    def set_players(self, players: int | None) -> None:
        """The number of players at the table (None: not known): settings for another table
        size are greyed (a Guggitaler's Domino points for three players at a table of four)."""
        self.players = players
        self._apply_scope()

    def _apply_scope(self) -> None:
        """Grey out, label and all, every setting that does not apply now: disabled, it is
        no Tab stop either."""
        for name, widget in self.editors.items():
            on = self.applies(name)
            widget.setEnabled(on)  # its own state: a dialog may grey the whole form as well
            caption = self.layout_.labelForField(widget)
            if caption is not None:
                caption.setEnabled(on)

    @staticmethod
    def _follow(row: QWidget, source: NumberField) -> None:
        """The numbers of *row* show what *source* holds while the row is switched off."""
        switch = row.findChild(QCheckBox, "on")
        fields = row.findChildren(NumberField)

        def copy() -> None:
            if switch is None or switch.isChecked() or _bad(source) or source.is_empty():
                return
            for field in fields:
                field.set_value(source.value())

        source.changed.connect(copy)
        if switch is not None:
            switch.toggled.connect(lambda _on: copy())

    def _label(self, name: str, widget: QWidget, label: str, tip: str) -> None:
        """Setting *name*'s caption and tooltip; a number field names itself in refusals (and
        to a screen reader), the check box that switches an optional setting on is named by
        it too (it has no text of its own: a screen reader said nothing at it)."""
        if tip or widget.toolTip():
            widget.setToolTip(tip)
        switch = widget.findChild(QCheckBox, "on")
        if switch is not None:
            switch.setAccessibleName(label)
            switch.setAccessibleDescription(tip)
        caption = self.layout_.labelForField(widget)
        if isinstance(caption, QLabel):
            caption.setText(label)
            caption.setToolTip(tip)
        if isinstance(widget, NumberField):
            widget.label = label

    def _deck_changed(self) -> None:
        """The Cards field changed: every setting says the cards of the deck chosen."""
        deck = str(self.editors["deck"].currentData())  # type: ignore[attr-defined]
        for name, widget in self.editors.items():
            self._label(name, widget, *setting_text(self.variant, name, deck))

    def _editor(self, name: str, label: str, annotation: Any, metadata: list[Any], current: Any,
                deck: str) -> tuple[QWidget | None, Any]:
        origin = get_origin(annotation)
        if annotation is bool:
            box = QCheckBox()
            # as wide as the box: its focus frame round the box, not along the whole row
            box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            box.setChecked(bool(current))
            return box, box.isChecked
        if annotation is int:
            field = number_field(label, metadata, int(current))
            return field, lambda: _read(field)
        if origin is Literal:
            combo = QComboBox()
            for option in get_args(annotation):
                combo.addItem(option_label(option, name, self.variant), option)
            combo.setCurrentIndex(max(0, combo.findData(current)))
            return combo, combo.currentData
        if origin is dict:
            keys, values = get_args(annotation)
            if get_origin(keys) is Literal:
                editor = FactorsEditor(get_args(keys), deck, _item_metadata(values))
                editor.set_value(dict(current))
                return editor, editor.value
        if origin is list:
            (item,) = get_args(annotation)
            is_model = isinstance(item, type) and issubclass(item, BaseModel)
            if is_model and "kind" in item.model_fields:
                return self._rows_editor(item, metadata, current, deck)
        items = get_args(annotation) if origin is tuple else ()
        if items and Ellipsis not in items:  # a fixed row of numbers (Domino points)
            return self._numbers(label, items, current)
        if origin in (typing.Union, types.UnionType):
            args = [a for a in get_args(annotation) if a is not type(None)]
            if args == [int]:  # an optional number: a check box switches it on
                field = number_field(label, metadata, current)
                return self._optional(field, current is not None,
                                      lambda: _read(field))
            if len(args) == 1 and get_origin(args[0]) is tuple:  # an optional row (handicap)
                base = getattr(self.base, "target", None)
                items = get_args(args[0])
                shown = current if current is not None else [base] * len(items)
                row, getter = self._numbers(label, items, shown, team_labels=True)
                return self._optional(row, current is not None, getter)
        return None, None

    def _rows_editor(self, item: Any, metadata: list[Any], current: Any,
                     deck: str) -> tuple[QWidget, Any]:
        from ..core.coiffeur import ROWS_MAX, ROWS_MIN

        kinds = get_args(item.model_fields["kind"].annotation)
        factor = item.model_fields["factor"].metadata if "factor" in item.model_fields else []
        low, high = (ROWS_MIN, ROWS_MAX) if self.variant == "coiffeur" else (1, 30)
        editor = RowsEditor(kinds, deck, low, high, list(factor))
        editor.set_value(list(current))
        if self.variant != "coiffeur":
            return editor, editor.value
        return editor, lambda: _checked_rows(editor)

    def _numbers(self, label: str, items: tuple[Any, ...], current: Any,
                 team_labels: bool = False) -> tuple[QWidget, Any]:
        fields = []
        widgets: list[QWidget] = []
        for i, (item, value) in enumerate(zip(items, current, strict=True)):
            name = (_t("Target of team {0}").format("ABC"[i]) if team_labels
                    else _t("{0}, place {1}").format(label, i + 1))
            field = number_field(name, _item_metadata(item),
                                 None if value is None else int(value))
            field.setObjectName(f"part{i}")
            if team_labels:
                widgets.append(QLabel(_t("Team {0}").format("ABC"[i])))
            widgets.append(field)
            fields.append(field)
        return _row(*widgets), lambda: [_read(f) for f in fields]

    def _optional(self, editor: QWidget, on: bool, getter: Any) -> tuple[QWidget, Any]:
        check = QCheckBox()
        check.setObjectName("on")
        check.setChecked(on)
        editor.setEnabled(on)
        check.toggled.connect(editor.setEnabled)
        row = _row(check, editor)
        return row, lambda: getter() if check.isChecked() else None

    def focus_chain(self) -> list[QWidget]:
        """The widgets Tab goes through, from the top of the form down (each row of the
        Coiffeur rows along, then the next row)."""
        chain: list[QWidget] = []
        for editor in self.editors.values():
            if isinstance(editor, RowsEditor):
                chain += [w for line in editor.lines for w in line[1:]] + [editor.add_button]
                continue
            inputs = (QCheckBox, QComboBox, NumberField, QPushButton)
            inner = [w for w in editor.findChildren(QWidget) if isinstance(w, inputs)]
            chain += inner if inner else ([editor] if isinstance(editor, inputs) else [])
        return chain

    def value(self) -> dict[str, Any]:
        """The settings as typed; SettingError (naming the setting) if one cannot be used."""
        data = self.base.model_dump()
        for name, getter in self.getters.items():
            # a setting that does not apply is not read: greyed, it could not be mended
            data[name] = getter() if self.applies(name) else unused_value(
                self.variant, name, data[name])
        return data
