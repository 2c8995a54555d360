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

from PySide6.QtCore import QRect, QSize, Qt
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
#: a button's looks, each with its own frame in the style sheet (style.py): plain, with the
#: keyboard focus, chosen, chosen with the focus
LOOKS = (
    QStyle.StateFlag.State_Off,
    QStyle.StateFlag.State_Off | QStyle.StateFlag.State_HasFocus,
    QStyle.StateFlag.State_On,
    QStyle.StateFlag.State_On | QStyle.StateFlag.State_HasFocus,
)


def _bold(button: QWidget) -> QFontMetrics:
    """The metrics of *button*'s font in bold, as a chosen button is painted."""
    bold = QFont(button.font())
    bold.setBold(True)
    return QFontMetrics(bold)


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
        height = max(self._min_height, metrics.height() + 10)
        if self._asks is None:
            width = metrics.horizontalAdvance(self.text().replace("&&", "&")) + 16
            return QSize(width + self._icon_room(), height)
        # a name asks for its room in bold, inside the frame of its widest look: asked for in
        # the plain font and the plain frame, a name whole in the row was shortened once its
        # button was chosen or had the focus ("1  Chan…" beside "2  Benoît", a trial's)
        text = _bold(self).horizontalAdvance(self.text().replace("&&", "&"))
        width = min(text + self._frame(), metrics.averageCharWidth() * self._asks + 16)
        return QSize(width + self._icon_room(), height)

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
        return _bold(self).elidedText(text, Qt.TextElideMode.ElideRight,
                                      max(0, self._room()))

    def _room(self) -> int:
        """The text's room: the same in every look, so that a name does not change as the
        focus or the choice moves (the style sheet's focus frame is wider than the plain
        one)."""
        return self.width() - self._frame() - self._icon_room()

    def _frame(self) -> int:
        """The most width the frame and padding around the text take in any of the button's
        looks: plain, with the focus, chosen, chosen with the focus; at least the 16 px
        every button's text is given (off the platform style's bevel)."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, 400, self.height())  # any width: the frame is the same
        plain = option.state & ~(QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_On
                                 | QStyle.StateFlag.State_Off)
        widest = 16
        for look in LOOKS:
            option.state = plain | look
            contents = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents,
                                                   option, self)
            widest = max(widest, option.rect.width() - contents.width())
        return widest

    def _icon_room(self) -> int:
        return 0 if self.icon().isNull() else self.iconSize().width() + 6

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
