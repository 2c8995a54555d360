"""The match's status above the entry form ("Round 4: who is the Fahnder? · …").

Plain text, wrapped. Its text changes at every entry and needs one line or two as the names
in it change; a label as high as its text moved the form below it by a line, and Qt painted
the whole form again (docs/performance.md). So it keeps the height of the longest text of
the match at its width: the form stays where it is, and nothing of a text is cut.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ...i18n import isolate_rtl


class StatusLine(QLabel):
    """A wrapped plain-text label as high as the tallest text it has shown at its width;
    :meth:`forget` starts again (a new match)."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are never HTML
        self.setWordWrap(True)
        self._tallest: dict[int, int] = {}  # width -> the tallest height needed at it

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setText(isolate_rtl(text))  # a right-to-left name keeps the numbers in order

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        # Qt asks at several widths (the layout's, the label's own less its margins): each
        # keeps its own tallest; a window resized by hand gives new widths, so a few only
        if len(self._tallest) > 32:
            self._tallest.clear()
        height = max(super().heightForWidth(width), self._tallest.get(width, 0))
        self._tallest[width] = height
        return height

    def forget(self) -> None:
        """The next text's height is its own (a new match)."""
        self._tallest.clear()
        self.updateGeometry()
