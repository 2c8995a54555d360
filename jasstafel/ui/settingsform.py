"""A form for any variant's table settings, built from its pydantic model.

Booleans become check boxes, whole numbers spin boxes (with the model's limits),
choices combo boxes, the Schieber factors a grid and the Coiffeur rows a table.
Every field keeps the preset's value until the Schreiber changes it.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, get_args, get_origin

import annotated_types
from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .words import contract_name


def _t(text: str) -> str:
    return QCoreApplication.translate("settings", text)


def field_label(name: str) -> str:
    labels = {
        "mode": _t("End of the Partie"), "target": _t("Target (target mode)"),
        "rounds": _t("Rounds (fixed rounds)"),
        "factors": _t("Factors"), "weis": _t("Weis and Stöck count"),
        "match_bonus": _t("Match bonus"), "striche": _t("Striche back side"),
        "tiebreak": _t("Tie after Matches"), "deck": _t("Cards"), "rows": _t("Rows"),
        "stoeck": _t("Stöck count"),
        # Guggitaler: the penalty of each game, the Domino, how many Guggitaler
        "tricks": _t("Tricks: penalty per trick"), "schellen": _t("Schellen: penalty per card"),
        "ober": _t("Ober: penalty per Ober"), "rosenkoenig": _t("Rosenkönig: penalty"),
        "last_trick": _t("Last trick: penalty"), "domino": _t("Domino (sixth game)"),
        "domino_4": _t("Domino points, 4 players"), "domino_3": _t("Domino points, 3 players"),
        "guggitaler": _t("Guggitaler in the match"),
    }
    return labels.get(name, name.replace("_", " ").capitalize())


def option_label(value: Any) -> str:
    labels = {
        "target": _t("first to the target (Bedanken)"), "rounds": _t("fixed number of rounds"),
        "best_round": _t("best single round wins"), "shared": _t("shared rank"),
        "de": _t("Swiss German (Eicheln, Rosen …)"), "fr": _t("French (Kreuz, Schaufel …)"),
        "trump": _t("trump"), "notrump": _t("no trump"), "misere": _t("Misère"),
        "free": _t("free choice"),
    }
    return labels.get(value, str(value).replace("_", " "))


def _limits(metadata: list[Any]) -> tuple[int, int]:
    low, high = -1_000_000, 1_000_000
    for m in metadata:
        if isinstance(m, annotated_types.Ge):
            low = int(m.ge)  # type: ignore[arg-type]
        elif isinstance(m, annotated_types.Gt):
            low = int(m.gt) + 1  # type: ignore[arg-type]
        elif isinstance(m, annotated_types.Le):
            high = int(m.le)  # type: ignore[arg-type]
        elif isinstance(m, annotated_types.Lt):
            high = int(m.lt) - 1  # type: ignore[arg-type]
    return low, high


def _item_metadata(item: Any) -> list[Any]:
    """The limits of one item of a tuple: ``Annotated[int, Field(ge=0, le=…)]``."""
    if get_origin(item) is not typing.Annotated:
        return []
    out: list[Any] = []
    for extra in get_args(item)[1:]:
        out += list(getattr(extra, "metadata", [extra]))
    return out


class FactorsEditor(QWidget):
    """Schieber factors: which contracts are played, and with which factor."""

    def __init__(self, keys: tuple[str, ...], deck: str = "de",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.rows: dict[str, tuple[QCheckBox, QSpinBox]] = {}
        for i, key in enumerate(keys):
            check = QCheckBox(contract_name(key, deck))
            spin = QSpinBox()
            spin.setRange(1, 20)
            spin.setPrefix("×")
            check.toggled.connect(spin.setEnabled)
            grid.addWidget(check, i // 2, (i % 2) * 2)
            grid.addWidget(spin, i // 2, (i % 2) * 2 + 1)
            self.rows[key] = (check, spin)

    def set_value(self, value: dict[str, int]) -> None:
        for key, (check, spin) in self.rows.items():
            check.setChecked(key in value)
            spin.setEnabled(key in value)
            spin.setValue(value.get(key, 1))

    def value(self) -> dict[str, int]:
        return {k: s.value() for k, (c, s) in self.rows.items() if c.isChecked()}


class RowsEditor(QWidget):
    """Coiffeur rows: name, factor and kind per row; rows can be added and removed."""

    def __init__(self, kinds: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kinds = kinds
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([_t("Name"), _t("Factor"), _t("Kind")])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(220)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        add = QPushButton(_t("Add row"))
        add.clicked.connect(lambda: self._add({"name": _t("Row"), "factor": 1, "kind": "free"}))
        remove = QPushButton(_t("Remove row"))
        remove.clicked.connect(self._remove)
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def _add(self, row: dict[str, Any]) -> None:
        r = self.table.rowCount()
        self.table.insertRow(r)
        self.table.setItem(r, 0, QTableWidgetItem(str(row["name"])))
        spin = QSpinBox()
        spin.setRange(1, 100)
        spin.setValue(int(row["factor"]))
        self.table.setCellWidget(r, 1, spin)
        combo = QComboBox()
        for kind in self.kinds:
            combo.addItem(option_label(kind), kind)
        combo.setCurrentIndex(max(0, combo.findData(row["kind"])))
        self.table.setCellWidget(r, 2, combo)

    def _remove(self) -> None:
        r = self.table.currentRow()
        if r >= 0 and self.table.rowCount() > 1:
            self.table.removeRow(r)

    def set_value(self, rows: list[Any]) -> None:
        self.table.setRowCount(0)
        for row in rows:
            self._add(row.model_dump() if isinstance(row, BaseModel) else dict(row))

    def value(self) -> list[dict[str, Any]]:
        out = []
        for r in range(self.table.rowCount()):
            item = self.table.item(r, 0)
            spin = self.table.cellWidget(r, 1)
            combo = self.table.cellWidget(r, 2)
            assert isinstance(spin, QSpinBox) and isinstance(combo, QComboBox)
            out.append({"name": item.text().strip() if item else "", "factor": spin.value(),
                        "kind": combo.currentData()})
        return out


class SettingsForm(QWidget):
    """All table settings of one variant; ``value()`` gives the dict for the match file."""

    def __init__(self, model: type[BaseModel], value: BaseModel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.base = value
        self.layout_ = QFormLayout(self)
        self.getters: dict[str, Any] = {}
        deck = str(getattr(value, "deck", "de"))
        for name, field in model.model_fields.items():
            if name == "preset":
                continue
            widget, getter = self._editor(field.annotation, field.metadata, getattr(value, name),
                                          deck)
            if widget is None:
                continue  # a kind of setting this form does not edit: the preset's value stays
            widget.setObjectName(f"setting_{name}")
            if field.description:
                widget.setToolTip(field.description)
            self.layout_.addRow(field_label(name), widget)
            self.getters[name] = getter

    def _editor(self, annotation: Any, metadata: list[Any], current: Any,
                deck: str) -> tuple[QWidget | None, Any]:
        origin = get_origin(annotation)
        if annotation is bool:
            box = QCheckBox()
            box.setChecked(bool(current))
            return box, box.isChecked
        if annotation is int:
            spin = QSpinBox()
            spin.setRange(*_limits(metadata))
            spin.setValue(int(current))
            return spin, spin.value
        if origin is Literal:
            combo = QComboBox()
            for option in get_args(annotation):
                combo.addItem(option_label(option), option)
            combo.setCurrentIndex(max(0, combo.findData(current)))
            return combo, combo.currentData
        if origin is dict:
            keys, _values = get_args(annotation)
            if get_origin(keys) is Literal:
                editor = FactorsEditor(get_args(keys), deck)
                editor.set_value(dict(current))
                return editor, editor.value
        if origin is list:
            (item,) = get_args(annotation)
            is_model = isinstance(item, type) and issubclass(item, BaseModel)
            if is_model and "kind" in item.model_fields:
                kinds = get_args(item.model_fields["kind"].annotation)
                editor = RowsEditor(kinds)
                editor.set_value(list(current))
                return editor, editor.value
        items = get_args(annotation) if origin is tuple else ()
        if items and Ellipsis not in items:  # a fixed row of numbers (Domino points)
            spins = []
            row = QWidget()
            lay = QHBoxLayout(row)
            lay.setContentsMargins(0, 0, 0, 0)
            for item, value in zip(items, current, strict=True):
                spin = QSpinBox()
                spin.setRange(*_limits(_item_metadata(item)))
                spin.setValue(int(value))
                lay.addWidget(spin)
                spins.append(spin)
            return row, lambda: [spin.value() for spin in spins]
        if origin in (typing.Union, types.UnionType):
            args = [a for a in get_args(annotation) if a is not type(None)]
            if args == [int]:  # an optional number: a check box switches it on
                row = QWidget()
                lay = QHBoxLayout(row)
                lay.setContentsMargins(0, 0, 0, 0)
                check = QCheckBox()
                spin = QSpinBox()
                spin.setRange(*_limits(metadata))
                check.setChecked(current is not None)
                spin.setEnabled(current is not None)
                spin.setValue(int(current) if current is not None else max(spin.minimum(), 0))
                check.toggled.connect(spin.setEnabled)
                lay.addWidget(check)
                lay.addWidget(spin, 1)
                return row, lambda: spin.value() if check.isChecked() else None
        return None, None

    def value(self) -> dict[str, Any]:
        data = self.base.model_dump()
        for name, getter in self.getters.items():
            data[name] = getter()
        return data
