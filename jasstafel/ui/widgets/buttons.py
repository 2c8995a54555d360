"""A push button as wide as its text, not as wide as the style wants.

Most styles give every push button with text at least about 80 px; seven Weis buttons
("+20" … "+300") and four contract buttons in a row then need more than a 1024 px window
leaves for the form. These buttons ask for their text, icon and a little padding only.
A button with a player's name (``asks=N``) asks for at most *N* average characters' room
(as a name label does, ``names.ASKS``) and takes less where there is none: names of 30
letters on four buttons pushed a netbook's window past its screen. What does not fit is
shortened with "…"; where the row is wider anyway, the name is shown whole.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

#: the least an eliding button keeps: a few letters and "…"
ELIDED_LEAST = "Wwww…"


class CompactButton(QPushButton):
    """A QPushButton whose size hints follow its text and icon (``min_height`` tall)."""

    def __init__(self, text: str = "", parent: QWidget | None = None,
                 min_height: int = 30, asks: int | None = None) -> None:
        super().__init__(text, parent)
        self._min_height = min_height
        self._asks = asks  # None: the whole text, never shortened
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        metrics = self.fontMetrics()
        width = metrics.horizontalAdvance(self.text().replace("&&", "&")) + 16
        if not self.icon().isNull():
            width += self.iconSize().width() + 6
        if self._asks is not None:
            width = min(width, metrics.averageCharWidth() * self._asks + 16)
        height = max(self._min_height, metrics.height() + 10)
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = self.sizeHint()
        if self._asks is not None:
            least = self.fontMetrics().horizontalAdvance(ELIDED_LEAST) + 16
            hint.setWidth(min(hint.width(), least))
        return hint

    def shown_text(self) -> str:
        """The text as painted: shortened with "…" where the button is too narrow (without
        the "&&" that stands for one "&")."""
        text = self.text().replace("&&", "&")
        if self._asks is None:
            return text
        # measured in bold: a chosen button's style sheet paints it bold, and a text
        # shortened for the plain font lost its first letter over the edge
        bold = QFont(self.font())
        bold.setBold(True)
        return QFontMetrics(bold).elidedText(text, Qt.TextElideMode.ElideRight,
                                             max(0, self._room()))

    def _room(self) -> int:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        contents = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents,
                                               option, self)
        return contents.width() - 8

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if self._asks is None:
            super().paintEvent(event)
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self.shown_text().replace("&", "&&")
        QStylePainter(self).drawControl(QStyle.ControlElement.CE_PushButton, option)


def set_icon(button: QAbstractButton, icon: QIcon) -> None:
    """Give *button* this icon unless it has it already. Qt cannot compare icons, so every
    ``setIcon`` repaints the button and lays out its row again: the entry forms set their
    contract icons after every entry, and six buttons were painted again for nothing."""
    if button.icon().cacheKey() != icon.cacheKey():
        button.setIcon(icon)
