"""A label for a sentence of the window (a refusal, what Enter will write) that wraps as a
reader expects: French sets a space before ":", ";", "!" and "?" ("pas 200 : une donne"),
and a label that wraps there began its next line with the colon. Shown, that space does
not break, and a right-to-left name keeps the numbers after it in their order
(:func:`jasstafel.i18n.isolate_rtl`); :meth:`SentenceLabel.text` gives the sentence as it
was set (tests, copying)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ... import i18n

#: a space before the French high punctuation, and inside the French quotation marks
_BEFORE = re.compile(r" ([:;!?»])")
_AFTER = re.compile(r"(«) ")


def keep_together(text: str) -> str:
    """*text* as shown: every right-to-left name isolated, and in French the space before
    ":" (…) a no-break space."""
    text = i18n.isolate_rtl(text)
    if i18n.language() != "fr":
        return text
    return _AFTER.sub("\\1\u00a0", _BEFORE.sub("\u00a0\\1", text))


class SentenceLabel(QLabel):
    """A plain-text, word-wrapped label; see the module docstring."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *,
                 wrap: bool = True) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(wrap)
        self._said = ""
        self._room_texts: list[str] = []
        self._room_heights: dict[int, int] = {}
        self.setText(text)

    def keep_room_of(self, texts: list[str]) -> None:
        """The label keeps the height of the tallest of *texts* at every width (with its
        own): a text a line shorter leaves the room, and what is below or above stays
        where it was, under the mouse (the draw dialog's summary let the guest row move)."""
        self._room_texts = [keep_together(text) for text in texts]
        self._room_heights.clear()
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        own = super().heightForWidth(width)
        if not self._room_texts:
            return own
        if width not in self._room_heights:
            probe = QLabel()  # measured as this label is: font, style, margins, wrapping
            probe.setTextFormat(Qt.TextFormat.PlainText)
            probe.setWordWrap(self.wordWrap())
            probe.setStyleSheet(self.styleSheet())
            probe.setFont(self.font())
            probe.setContentsMargins(self.contentsMargins())
            probe.ensurePolished()
            tallest = 0
            for text in self._room_texts:
                probe.setText(text)
                tallest = max(tallest, probe.heightForWidth(width))
            self._room_heights[width] = tallest
        return max(own, self._room_heights[width])

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        self._said = text
        super().setText(keep_together(text))

    def text(self) -> str:
        return self._said

    def clear(self) -> None:
        self._said = ""
        super().clear()
