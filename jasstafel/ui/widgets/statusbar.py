"""The window's short messages ("Written: …/abend.pdf", "Saved") where they move nothing.

Qt makes a main window's status bar at the first message: it took its height from the board
and the history, which moved up under the mouse (a Romand trial's, after a PDF: the tabs from
y 564 to 549); a status bar there from the start takes 19 to 22 pixels from every window, a
netbook's too (at 1024×600 the Schieber's form then scrolled and the Coiffeur's grid lost its
last row). So the messages are said at the right end of the menu bar, in the room its menus
leave: the bar is as high as before, and a message comes and goes without moving anything.
Where the menu bar is the system's (macOS), it is the usual status bar under the window,
there from the start.

A state that lasts (a live table's: "Live: Passe 1, Tisch 3 · Keine Verbindung …") is said
there too, as its resting text (:meth:`MenuBarStatus.rest`): a message goes over it for its
time, and then it is back.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QMainWindow, QMenuBar, QStatusBar


class MenuBarStatus(QStatusBar):
    """A status bar (its messages and their timeouts) as the menu bar's right corner: as
    wide as the message shown, at most as the room the menus leave (the menus keep theirs:
    a message too long for it is shortened in its middle, whole in its tooltip), and the
    resting text when no message is shown."""

    MARGIN = 12  # between the last menu and a message, and at the window's right edge

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("windowMessages")
        self.setSizeGripEnabled(False)  # the window's edge is the grip
        self._menus = 0  # where the menu bar's menus end
        self._resting = ""  # said while no message is (rest)
        self._resting_tip = ""
        self.messageChanged.connect(lambda _text: self._follow())

    def rest(self, text: str, tip: str = "") -> None:
        """Say *text* whenever no message is shown, with *tip* as its tooltip (else the
        text itself); "" says nothing again."""
        self._resting, self._resting_tip = text, tip
        self._follow()
        self.update()

    def shown(self) -> str:
        """What the corner says now: the message shown, else the resting text."""
        return self.currentMessage() or self._resting

    def _bar(self) -> QMenuBar | None:
        bar = self.parentWidget()
        if isinstance(bar, QMenuBar) and bar.cornerWidget(Qt.Corner.TopRightCorner) is self:
            return bar
        return None

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        text = self.shown()
        # measured as finely as Qt's eliding measures it, and rounded up: the rounded width
        # had about every second message shortened with room to spare (an English trial's
        # "Written: …/schieber.c… …/schieber-board.csv")
        width = (math.ceil(QFontMetricsF(self.font()).horizontalAdvance(text)) + 2
                 + 2 * self.MARGIN) if text else 0
        bar = self._bar()
        if bar is not None:  # the room right of the menus (measured by _follow: asked here,
            # the bar lays itself out and asks this again)
            width = min(width, max(0, bar.width() - self._menus - self.MARGIN))
        return QSize(max(hint.width(), width), hint.height())

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        text = self.shown()
        if not text:
            super().paintEvent(event)
            return
        area = self.rect().adjusted(self.MARGIN, 0, -self.MARGIN, 0)
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(area, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle,
                                                       area.width()))

    def _follow(self) -> None:
        """The menu bar gives the corner the new message's width (it lays its corner out
        again only when it is given one)."""
        message = self.currentMessage()
        self.setToolTip(message or self._resting_tip or self._resting)
        self.updateGeometry()
        bar = self._bar()
        if bar is not None:
            self._menus = max((bar.actionGeometry(a).right() for a in bar.actions()
                               if a.isVisible()), default=0)
            bar.setCornerWidget(self, Qt.Corner.TopRightCorner)


def place(window: QMainWindow, status: MenuBarStatus) -> None:
    """*status* as *window*'s place for messages: the menu bar's right corner, or (a menu
    bar of the system's) the status bar under the window, shown from the start."""
    bar = window.menuBar()
    if bar.isNativeMenuBar():
        window.setStatusBar(status)
    else:
        bar.setCornerWidget(status, Qt.Corner.TopRightCorner)
    status.show()
