"""The entry being typed, kept while an earlier entry is corrected (or a forgotten one
inserted): the form is the same widgets for both, and nothing typed may be lost.

A :class:`Draft` is what the form shows and holds when the correction begins: every field's
text, every button's state, the page a form is on, what is hidden, disabled or written in a
label, and the plain data the panel (and its own widgets) keep in Python (the team that
announces this round, the players named so far). :func:`restore` puts all of it back after
the form was reset for the next entry, with the widgets' signals blocked: the panel's
handlers ran when it was typed, and their results are part of what is put back, so that
nothing is worked out a second time from a board that a correction may have changed.
"""

from __future__ import annotations

import copy
import enum
import importlib
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

#: the base panel's own state: the correction itself, not the entry being typed; the choices
#: Ctrl+Z took back (of the form, not in it)
_NOT_DRAFT = frozenset({"correcting", "inserting", "preview_board", "draft", "draft_typed",
                        "_refused", "_unchosen"})


@dataclass
class Draft:
    widgets: list[tuple[QWidget, dict[str, Any]]] = field(default_factory=list)
    data: list[tuple[QObject, dict[str, Any]]] = field(default_factory=list)
    focus: QWidget | None = None  # where the cursor was in the form


def keep(panel: QWidget, form: QWidget, cursor: QWidget | None = None) -> Draft:
    """What *form* (the panel's fields) shows and the panel holds now, and *cursor*: the
    widget of the form that had the cursor last."""
    draft = Draft()
    draft.data.append((panel, _plain_attributes(panel)))
    for widget in form.findChildren(QWidget):
        draft.widgets.append((widget, _state(widget)))
        if type(widget).__module__.startswith("jasstafel."):
            draft.data.append((widget, _plain_attributes(widget)))
    if cursor in {w for w, _state in draft.widgets} and _typing_in(cursor):
        draft.focus = cursor
    return draft


def _typing_in(widget: QWidget | None) -> bool:
    """A field with typing in it: the cursor goes back there after a correction. Anywhere
    else it had only passed on its way out of the form (Tab to the history), and goes where
    the next thing is typed: not onto a button, where the next Enter pressed it (a
    Schreiber's "Beat & Dora bedankt sich" ended the Partie), nor a Fahnder's Partner button
    or a Punktetafel's empty note, while the half round waited for its next number (trials')."""
    return isinstance(widget, QLineEdit) and bool(widget.text().strip())


def restore(draft: Draft, panel: QWidget, form: QWidget) -> None:
    """Put back what :func:`keep` saw, on the widgets the form still has (a widget made
    again since, e.g. for the players of a tie, is the panel's to make again)."""
    alive = set(form.findChildren(QWidget))
    groups = panel.findChildren(QButtonGroup)
    exclusive = [g for g in groups if g.exclusive()]
    blockers = [QSignalBlocker(g) for g in groups]  # a group speaks for its buttons
    for group in exclusive:  # "none checked" is a state to put back too
        group.setExclusive(False)
    try:
        for widget, state in draft.widgets:
            if widget in alive:
                blocker = QSignalBlocker(widget)
                _set_state(widget, state)
                blocker.unblock()
    finally:
        for group in exclusive:
            group.setExclusive(True)
        for group_blocker in blockers:
            group_blocker.unblock()
    for owner, values in draft.data:
        if owner is panel or owner in alive:
            for name, value in values.items():
                setattr(owner, name, copy.deepcopy(value))
    for widget, state in draft.widgets:  # last: a shown widget inside a hidden one is hidden
        if widget in alive:
            widget.setHidden(state["hidden"])
    if draft.focus not in alive:
        draft.focus = None


def _state(widget: QWidget) -> dict[str, Any]:
    state: dict[str, Any] = {
        "hidden": widget.isHidden(),
        "disabled": widget.testAttribute(Qt.WidgetAttribute.WA_ForceDisabled),
        "tip": widget.toolTip(),
        "style": widget.styleSheet(),
    }
    if isinstance(widget, QLineEdit):
        state.update(text=widget.text(), echo=widget.echoMode(),
                     placeholder=widget.placeholderText(), cursor=widget.cursorPosition(),
                     typed=widget.isModified())
    elif isinstance(widget, QAbstractButton):
        state.update(text=widget.text(), checkable=widget.isCheckable(),
                     checked=widget.isChecked())
    elif isinstance(widget, QLabel):
        state.update(text=widget.text())
    elif isinstance(widget, QGroupBox):
        state.update(title=widget.title(), checked=widget.isChecked())
    elif isinstance(widget, QComboBox):  # its item, wherever it is now (rows offered anew)
        state.update(index=widget.currentIndex(), data=widget.currentData())
    elif isinstance(widget, (QStackedWidget, QTabWidget)):
        state.update(index=widget.currentIndex())
    return state


def _set_state(widget: QWidget, state: dict[str, Any]) -> None:
    widget.setEnabled(not state["disabled"])
    widget.setToolTip(state["tip"])
    if widget.styleSheet() != state["style"]:
        widget.setStyleSheet(state["style"])
    if isinstance(widget, QLineEdit):
        widget.setEchoMode(state["echo"])
        widget.setPlaceholderText(state["placeholder"])
        if widget.text() != state["text"]:
            widget.setText(state["text"])
        # typing back as typing, a button's number as the button's (a Match's 157): what
        # Ctrl+Z takes back as a choice and what holds the form (EntryPanel.has_typed)
        widget.setModified(state["typed"])
        widget.setCursorPosition(state["cursor"])
    elif isinstance(widget, QAbstractButton):
        widget.setText(state["text"])
        widget.setCheckable(state["checkable"])
        if state["checkable"]:
            widget.setChecked(state["checked"])
    elif isinstance(widget, QLabel):
        if widget.text() != state["text"]:
            widget.setText(state["text"])
    elif isinstance(widget, QGroupBox):
        widget.setTitle(state["title"])
        if widget.isCheckable():
            widget.setChecked(state["checked"])
    elif isinstance(widget, QComboBox):
        data = state["data"]
        widget.setCurrentIndex(state["index"] if data is None else widget.findData(data))
    elif isinstance(widget, (QStackedWidget, QTabWidget)):
        widget.setCurrentIndex(state["index"])


def _plain_attributes(owner: QObject) -> dict[str, Any]:
    """The attributes of *owner* that are data (numbers, names, lists of them, entries),
    copied; not its widgets, signals' targets or random number generator."""
    return {name: copy.deepcopy(value) for name, value in vars(owner).items()
            if name not in _NOT_DRAFT and _plain(value)}


def _plain(value: Any) -> bool:
    if value is None or isinstance(value, (bool, int, float, str, enum.Enum)):
        return True
    if isinstance(value, (list, tuple, set, frozenset)):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(_plain(k) and _plain(v) for k, v in value.items())
    # an entry or a setting of the rules: frozen pydantic models, never changed in place
    return hasattr(type(value), "model_fields") and not isinstance(value, QObject)


# -- a draft on disk: the round being typed through a crash ---------------------------------------

#: the modules whose enums and models a draft on disk may name: what else a file names is
#: foreign, never imported
_KNOWN_MODULES = ("jasstafel.", "PySide6.")


class NotSerialisable(ValueError):
    """A draft that cannot be written as JSON (or read back as it was): none is written."""


def to_json(kept: Draft, panel: QWidget, form: QWidget) -> dict[str, Any]:
    """*kept* (of *panel*, whose fields are *form*) as JSON: each widget by its place among
    ``form.findChildren(QWidget)`` and its class, the plain attributes by value (an entry or
    a setting of the rules as its pydantic JSON, an enum by its value). Raises
    :class:`NotSerialisable` for anything else, or what would not read back equal."""
    widgets = form.findChildren(QWidget)
    place = {widget: index for index, widget in enumerate(widgets)}
    out: dict[str, Any] = {
        "classes": [type(widget).__name__ for widget in widgets],
        "widgets": [[_place(place, widget), _encode(state)] for widget, state in kept.widgets],
        "data": [["panel" if owner is panel else _place(place, owner), _encode(values)]
                 for owner, values in kept.data],
        "focus": place.get(kept.focus) if kept.focus is not None else None,
    }
    for (_widget, state), (_i, coded) in zip(kept.widgets, out["widgets"], strict=True):
        _same_back(state, coded)
    for (_owner, values), (_o, coded) in zip(kept.data, out["data"], strict=True):
        _same_back(values, coded)
    return out


def from_json(data: Any, panel: QWidget, form: QWidget) -> Draft | None:
    """The draft *data* (:func:`to_json`) on *panel*'s form, or None where it does not fit
    this form widget for widget (another version's, a foreign or broken file): never half."""
    try:
        widgets = form.findChildren(QWidget)
        if data["classes"] != [type(widget).__name__ for widget in widgets]:
            return None
        kept = Draft()
        for index, coded in data["widgets"]:
            kept.widgets.append((widgets[index], _checked_dict(_decode(coded))))
        for owner, coded in data["data"]:
            kept.data.append((panel if owner == "panel" else widgets[owner],
                              _checked_dict(_decode(coded))))
        focus = data["focus"]
        kept.focus = widgets[focus] if isinstance(focus, int) else None
    except (KeyError, IndexError, TypeError, ValueError, ImportError, AttributeError):
        return None
    return kept


def _checked_dict(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
        raise ValueError("not a widget's state")
    return value


def _place(place: dict[QWidget, int], widget: QObject) -> int:
    if widget not in place:
        raise NotSerialisable(f"{type(widget).__name__} is not in the form")
    return place[widget]


def _same_back(value: Any, coded: Any) -> None:
    try:
        back = _decode(coded)
    except (KeyError, TypeError, ValueError, ImportError, AttributeError) as err:
        raise NotSerialisable(str(err)) from None
    if back != value:
        raise NotSerialisable("does not read back as it was")


def _encode(value: Any) -> Any:
    """*value* as JSON; containers and the rest tagged, so that they come back as they were."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, enum.Enum):  # before int: an IntEnum is an int too
        return {"enum": _name(type(value)), "value": _encode(value.value)}
    if isinstance(value, (int, float)):
        return value
    for kind in (list, tuple, set, frozenset):
        if isinstance(value, kind) and type(value) is kind:
            items = sorted(value, key=repr) if kind in (set, frozenset) else value
            return {kind.__name__: [_encode(item) for item in items]}
    if type(value) is dict:
        return {"dict": [[_encode(k), _encode(v)] for k, v in value.items()]}
    if hasattr(type(value), "model_fields") and not isinstance(value, QObject):
        return {"model": _name(type(value)), "json": value.model_dump(mode="json")}
    raise NotSerialisable(f"a {type(value).__name__} is no plain value")


def _decode(coded: Any) -> Any:
    if coded is None or isinstance(coded, (bool, str, int, float)):
        return coded
    if not isinstance(coded, dict):
        raise ValueError("not a coded value")
    if "enum" in coded:
        kind = _known(coded["enum"])
        if not (isinstance(kind, type) and issubclass(kind, enum.Enum)):
            raise ValueError("not an enum")
        return kind(_decode(coded["value"]))
    if "model" in coded:
        kind = _known(coded["model"])
        if not (isinstance(kind, type) and hasattr(kind, "model_validate")):
            raise ValueError("not a model")
        return kind.model_validate(coded["json"])
    (tag, items), = coded.items()
    kinds: dict[str, Any] = {"list": list, "tuple": tuple, "set": set, "frozenset": frozenset}
    if tag in kinds:
        return kinds[tag](_decode(item) for item in items)
    if tag == "dict":
        return {_decode(k): _decode(v) for k, v in items}
    raise ValueError(f"unknown kind {tag!r}")


def _name(kind: type) -> str:
    if not kind.__module__.startswith(_KNOWN_MODULES):
        raise NotSerialisable(f"{kind.__module__} is not Jasstafel's")
    return f"{kind.__module__}:{kind.__qualname__}"


def _known(name: Any) -> Any:
    """The class *name* ("module:Qualified.Name") of Jasstafel or Qt; nothing else imported."""
    module, _colon, qualname = str(name).partition(":")
    if not module.startswith(_KNOWN_MODULES) or not qualname:
        raise ValueError(f"{module} is not Jasstafel's")
    found: Any = importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part)
    return found
