"""What a layout of our own needs from Qt before it can place anything: its items kept in a
list (Qt's own layouts keep theirs in C++), and its measures kept until Qt says that
something in it changed.

Qt asks a layout for its size hint and minimum many times while it lays out one window
(each layout above asks, and asks again for the height it has); a row of player buttons
computing it afresh each time was a tenth of a Guggitaler entry's step. Qt calls
:meth:`invalidate` whenever an item's size may have changed (a button's new text, a
widget shown or hidden) and on every new layout of the window, so a measure kept until
then is never stale.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QMargins
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

T = TypeVar("T")


class ListLayout(QLayout):
    """A layout whose items are a Python list, with measures kept until invalidated."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self._items: list[QLayoutItem] = []
        self._kept: dict[object, object] = {}
        super().__init__(parent)
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self.invalidate()
        return item

    def invalidate(self) -> None:
        # Qt calls this from its own constructor's and destructor's paths too, where the
        # Python half may not be there yet or any more
        kept = getattr(self, "_kept", None)
        if kept:
            kept.clear()
        super().invalidate()

    def shown(self) -> list[QLayoutItem]:
        """The items that take room (a hidden widget's does not)."""
        return [item for item in self._items if not item.isEmpty()]

    def kept(self, key: object, measure: Callable[[], T]) -> T:
        """*measure*'s answer, measured once until the layout is invalidated."""
        if key not in self._kept:
            self._kept[key] = measure()
        return self._kept[key]  # type: ignore[return-value]
