"""The window's short messages ("Written: …/abend.pdf", "Saved") where they move nothing.

Qt makes a main window's status bar at the first message: it took its height from the board
and the history, which moved up under the mouse (a Romand trial's, after a PDF: the tabs from
y 564 to 549); a status bar there from the start takes 19 to 22 pixels from every window, a
netbook's too (at 1024×600 the Schieber's form then scrolled and the Coiffeur's grid lost its
last row). So the messages are said at the right end of the menu bar, in the room its menus
leave: the bar is as high as before, and a message comes and goes without moving anything.
Where the menu bar is the system's (macOS), it is the usual status bar under the window,
there from the start.

Tafel mode (the board only) hides the menu bar and the status bar: its slim bar under the
board says the messages instead (:class:`MessageLine`), in the place of its own hint.

A state that lasts (a live table's: "Live: Passe 1, Tisch 3 · Keine Verbindung …") is said
in the menu bar too, as its resting text (:meth:`MenuBarStatus.rest`): a message goes over
it for its time, and then it is back.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QLabel, QMainWindow, QMenuBar, QStatusBar, QWidget

from .messages import tip
from .sentence import unbroken_names

#: a resting text said in red (a live table without connection)
ALARM = QColor("#b00020")


class MenuBarStatus(QStatusBar):
    """A status bar (its messages and their timeouts) as the menu bar's right corner: as
    wide as the message shown, at most as the room the menus leave (the menus keep theirs:
    a message too long for it is shortened in its middle, whole in its tooltip), and the
    resting text when no message is shown."""

    MARGIN = 12  # between the last menu and a message, and at the window's right edge

    #: what the corner says changed: a message came or went, or the resting text changed
    shownChanged = Signal(str)  # noqa: N815 - Qt's signal names

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("windowMessages")
        self.setSizeGripEnabled(False)  # the window's edge is the grip
        self._menus = 0  # where the menu bar's menus end
        self._resting = ""  # said while no message is (rest)
        self._resting_tip = ""
        self.alarm = False  # the resting text is said in red
        self.messageChanged.connect(lambda _text: self._follow())
        self.messageChanged.connect(lambda _text: self.shownChanged.emit(self.shown()))

    def rest(self, text: str, tip: str = "", alarm: bool = False) -> None:
        """Say *text* whenever no message is shown, with *tip* as its tooltip (else the
        text itself); "" says nothing again. *alarm*: in red (a live table not joined)."""
        self._resting, self._resting_tip = text, tip
        self.alarm = alarm and bool(text)
        self._follow()
        self.update()
        self.shownChanged.emit(self.shown())

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
        red = self.alarm and not self.currentMessage()
        painter.setPen(ALARM if red else self.palette().windowText().color())
        painter.drawText(area, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle,
                                                       area.width()))

    def _follow(self) -> None:
        """The menu bar gives the corner the new message's width (it lays its corner out
        again only when it is given one)."""
        message = self.currentMessage()
        # as it is, never HTML: a live table's tip holds the server's own words (a refusal,
        # a phone's flag), a message a file's name
        tip(self, message or self._resting_tip or self._resting)
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


def window_says(widget: QWidget, text: str, timeout: int = 8000) -> None:
    """*text* in the message place of *widget*'s window (the menu bar's corner, in Tafel
    mode the bar under the board), for *timeout* milliseconds: what a widget that knows
    nothing of the window says there ("Entry 3 deleted: …")."""
    window = widget.window()
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text, timeout)


def window_says_step(widget: QWidget, text: str, timeout: int = 8000) -> None:
    """*text*, which says what Undo would do now ("Entry 3 deleted: Undo (Ctrl+Z) brings it
    back"), as :func:`window_says`, but only until the match's next step: then Undo would do
    something else (the main window's ``say_step``)."""
    say_step = getattr(widget.window(), "say_step", None)
    if say_step is None:
        window_says(widget, text, timeout)
    else:
        say_step(text, timeout)


class MessageLine(QLabel):
    """A line that says *hint* (grey) until *status* says a message (or its resting text, a
    live table's state), then that (bold, in the text's colour) until the status takes it
    back (its timeout): Tafel mode's
    bar under the board, where the menu bar's messages were not seen (a tester's Ctrl+Z,
    "Nothing to undo", said in the hidden menu bar). A message longer than the line wraps
    onto a second line rather than being cut: no mouse hovers for a tooltip at a Jass table."""

    HINT_COLOUR = QColor("#5f6368")

    def __init__(self, hint: str, status: QStatusBar) -> None:
        super().__init__()
        self.setObjectName("tafelMessage")
        self.setTextFormat(Qt.TextFormat.PlainText)  # a file's name is never markup
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._hint = hint
        self._status = status
        if isinstance(status, MenuBarStatus):  # its resting text too: a live table's state
            status.shownChanged.connect(self._say)
            self._say(status.shown())
        else:
            status.messageChanged.connect(self._say)
            self._say(status.currentMessage())

    def _say(self, text: str) -> None:
        font = self.font()
        font.setBold(bool(text))
        self.setFont(font)
        self._said = text or self._hint
        # laid out and drawn with a double name whole ("Jean-" / "Christophe" never)
        super().setText(unbroken_names(self._said))

    def text(self) -> str:
        """What the line says, as it was said (a name with its own hyphen)."""
        return self._said

    def paintEvent(self, _event: Any) -> None:  # noqa: N802 - Qt override
        # as QLabel lays the text out (its size is QLabel's), drawn in a rect of its own
        painter = QPainter(self)
        status = self._status
        # a live table's state in red where the menu bar says it in red (no connection)
        red = (isinstance(status, MenuBarStatus) and status.alarm and bool(self._said)
               and not status.currentMessage() and self._said == status.shown())
        painter.setPen(ALARM if red
                       else self.palette().windowText().color() if self.font().bold()
                       else self.HINT_COLOUR)
        painter.drawText(QRectF(self.contentsRect()),
                         self.alignment().value | Qt.TextFlag.TextWordWrap.value,
                         super().text())
