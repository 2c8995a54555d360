"""A plain-text label that wraps and keeps its height at each width.

Qt's QLabel lays its text out afresh each time a layout asks its height for a width, and the
layouts of a form ask often: every layout request of the window asks again, at several
widths, and a QStackedLayout asks every page, the hidden ones too. The Guggitaler's hints
on its three pages were laid out some hundred times an entry, a fifth of the entry's step.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

#: widths kept at most: a window resized by hand asks at ever new ones
_WIDTHS = 32


class WrappedLabel(QLabel):
    """A plain-text, word-wrapped label whose height per width is measured once for each
    text (the same heights as QLabel's). A new font, style or margins measure again; its
    indent and margin are set before it is laid out."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are never HTML
        self.setWordWrap(True)
        self._heights: dict[tuple[str, int], int] = {}  # (text, width) -> height

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        key = (self.text(), width)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) >= _WIDTHS:
                self._heights.clear()
            height = self._heights[key] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        # the font, the style sheet, the margins, the language: the heights are others
        self._heights.clear()
        super().changeEvent(event)
