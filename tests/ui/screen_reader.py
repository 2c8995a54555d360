"""What a screen reader says of the widget with the cursor, read through Qt's accessibility
interface (``QAccessible``) as an assistive technology reads it, never from the widget.

``heard(widget)`` gives its name and its description. The name is the accessible name; a combo
box's is its label: Qt on Linux gives a combo box's value as its name, and a screen reader
(Orca) says the label it is *labelled by* (the ``Label`` relation: a label whose buddy it is,
else the group box around it) before the value.

``stops(qtbot, first)`` tabs from the widget with the cursor once round (until the cursor is
back where it started) and returns every widget it stopped at, in order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from .keyboard import focus, key

#: a tag (``<qt>``, ``<br>``, ``</b>``): read aloud letter by letter, never plain text
TAG = re.compile(r"</?[A-Za-z][^<>]*>")


@dataclass(frozen=True)
class Heard:
    name: str
    description: str


def heard(widget: QWidget) -> Heard:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid(), widget
    if iface.role() == QAccessible.Role.ComboBox:
        labels = [other.text(QAccessible.Text.Name)
                  for other, _relation in iface.relations(QAccessible.RelationFlag.Label)]
        name = labels[0] if labels else ""
    else:
        name = iface.text(QAccessible.Text.Name)
    return Heard(name or "", iface.text(QAccessible.Text.Description) or "")


def stops(qtbot, limit: int = 200) -> list[QWidget]:
    """Every widget Tab stops at, from the one with the cursor once round."""
    first = focus()
    seen = [first]
    for _ in range(limit):
        key(qtbot, "Tab")
        widget = QApplication.focusWidget()
        if widget is first:
            return seen
        seen.append(widget)
    raise AssertionError(f"Tab never came back to {first!r} in {limit} stops")


def described(widget: QWidget) -> str:
    """The widget as a failing test names it: its kind, its object name, what is heard."""
    said = heard(widget)
    return f"{type(widget).__name__}#{widget.objectName()} {said.name!r} / {said.description!r}"
