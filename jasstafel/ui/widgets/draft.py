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
_NOT_DRAFT = frozenset({"correcting", "inserting", "preview_board", "draft", "_refused",
                        "_unchosen"})


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
