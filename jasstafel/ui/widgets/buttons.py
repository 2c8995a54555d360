"""A push button as wide as its text, not as wide as the style wants.

Most styles give every push button with text at least about 80 px; seven Weis buttons
("+20" … "+300") and four contract buttons in a row then need more than a 1024 px window
leaves for the form. These buttons ask for their text, icon and a little padding only.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractButton, QPushButton, QSizePolicy, QWidget


class CompactButton(QPushButton):
    """A QPushButton whose size hints follow its text and icon (``min_height`` tall)."""

    def __init__(self, text: str = "", parent: QWidget | None = None,
                 min_height: int = 30) -> None:
        super().__init__(text, parent)
        self._min_height = min_height
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        metrics = self.fontMetrics()
        width = metrics.horizontalAdvance(self.text().replace("&&", "&")) + 16
        if not self.icon().isNull():
            width += self.iconSize().width() + 6
        height = max(self._min_height, metrics.height() + 10)
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()


def set_icon(button: QAbstractButton, icon: QIcon) -> None:
    """Give *button* this icon unless it has it already. Qt cannot compare icons, so every
    ``setIcon`` repaints the button and lays out its row again: the entry forms set their
    contract icons after every entry, and six buttons were painted again for nothing."""
    if button.icon().cacheKey() != icon.cacheKey():
        button.setIcon(icon)
