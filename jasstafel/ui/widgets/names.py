"""A player's name in a form: shown as typed, shortened with "…" where it has no room.

Names come from the Schreiber (up to 60 characters): a form that asks for the whole of four
long names beside the board pushed a netbook's window past its screen. A name label asks
for its name, but for no more than :data:`ASKS` average characters (its size hint), and
needs only a few letters (its minimum); where its row is wider anyway, the name is whole.
What it cannot show is in its tooltip, and its text stays whole for the screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel

from .messages import plain

#: the most room a name asks for, in average characters (a name of up to 16 letters
#: is shown whole wherever the form has its room)
ASKS = 16
#: ... and a team's name ("Marie-Christine & Anne-Catherine": two names and "&")
TEAM_ASKS = 24
#: the letters a shortened name keeps at least
LEAST = 6


class NameLabel(QLabel):
    """A plain-text label that shortens its text with "…" rather than widen its row."""

    #: the most room asked for, in average characters (None: the whole text)
    asks: int | None = ASKS

    def __init__(self, text: str = "", style: str = "") -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        if style:
            self.setStyleSheet(style)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setText(text)
        self._follow_width()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        if self.asks is not None:
            margins = self.contentsMargins()
            most = (self.fontMetrics().averageCharWidth() * self.asks + margins.left()
                    + margins.right())
            hint.setWidth(min(hint.width(), most))
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # room for the first letters and "…" (a short word whole: "Stiche" beside a long
        # name stays readable); the row gives the rest when it has it
        hint = super().minimumSizeHint()
        margins = self.contentsMargins()
        text = self.text()
        if len(text) <= LEAST + 1:
            return QSize(super().sizeHint().width(), hint.height())  # whole
        short = self.fontMetrics().horizontalAdvance(text[:LEAST] + "…")
        return QSize(min(hint.width(), short + margins.left() + margins.right()),
                     hint.height())

    def shown_text(self) -> str:
        """The name as it is painted: whole, or its start and "…" where it does not fit."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width())

    def _follow_width(self) -> None:
        self.setToolTip(plain(self.text()) if self.shown_text() != self.text() else "")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._follow_width()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        shown = self.shown_text()
        if shown == self.text():
            super().paintEvent(event)
            return
        painter = QPainter(self)  # the style sheet's colour and font, the text shortened
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()), shown)
