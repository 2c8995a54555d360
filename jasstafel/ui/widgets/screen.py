"""Windows and dialogs that fit the screen they open on, down to a netbook's 1024×600.

A window asks for the size it reads best at, but never more than the screen has room for:
what the screen leaves free of panels and docks (QScreen.availableGeometry), less what the
window manager's title bar and borders take. Whatever does not fit then scrolls (the New
match dialog's middle) or shrinks (the board), never reaches past the screen's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: about what a window manager's title bar and borders take around a window
FRAME = QSize(16, 40)


def room(widget: QWidget) -> QSize:
    """The size a window may take on its screen, without its frame."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size() - FRAME


def fit_to_screen(widget: QWidget, wanted: QSize) -> None:
    """*widget* at the size *wanted*, or what its screen has room for when that is less."""
    widget.resize(wanted.boundedTo(room(widget)))


def grow_on_screen(widget: QWidget, more: int) -> None:
    """The top-level *widget* *more* pixels taller, as far as its screen has room: down into
    the room below it first (nothing moves), then up into the room above it (the window
    moves up, its buttons stay on the screen); never taller than :func:`room`."""
    screen = (widget.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    outer = widget.frameGeometry()
    below = max(0, screen.bottom() - outer.bottom())
    above = max(0, outer.top() - screen.top())
    grow = min(more, below + above, room(widget).height() - widget.height())
    if grow <= 0:
        return
    if grow > below:
        widget.move(widget.x(), widget.y() - (grow - below))
    widget.resize(widget.width(), widget.height() + grow)


def beside(other: QRect, size: QSize, screen: QRect) -> QPoint:
    """Where a window of frame *size* opens beside the window framed by *other* on *screen*:
    to its right where the screen has room, else to its left, else at the screen's right
    edge (over the other window's least used part); at the other's top, whole on the screen.
    """
    if other.right() + size.width() <= screen.right():
        x = other.right() + 1
    elif other.left() - size.width() >= screen.left():
        x = other.left() - size.width()
    else:
        x = screen.right() + 1 - size.width()
    y = min(other.top(), screen.bottom() + 1 - size.height())
    return QPoint(max(x, screen.left()), max(y, screen.top()))


def corners(window: QRect, size: QSize, screen: QRect) -> list[QPoint]:
    """Where a window of frame *size* lies in a corner of the window framed by *window*
    (bottom left, bottom right, top left, top right), whole on *screen*."""
    spots = [QPoint(x, y) for y in (window.bottom() + 1 - size.height(), window.top())
             for x in (window.left(), window.right() + 1 - size.width())]
    return [QPoint(max(screen.left(), min(at.x(), screen.right() + 1 - size.width())),
                   max(screen.top(), min(at.y(), screen.bottom() + 1 - size.height())))
            for at in spots]


def clear_of(spots: list[QPoint], size: QSize, keep: list[QRect]) -> QPoint:
    """The first of *spots* where a window of frame *size* covers none of *keep* (the other
    window's parts that must stay in view, the most needed first); where every spot covers
    one, the first covering none but the least needed, and so on; else the first spot."""
    for needed in range(len(keep), 0, -1):
        for at in spots:
            if not any(QRect(at, size).intersects(rect) for rect in keep[:needed]):
                return at
    return spots[0]


def open_beside(window: QWidget, other: QWidget, keep: tuple[QWidget | None, ...] = ()) -> None:
    """Move the top-level *window*, not shown yet, beside *other*'s window (:func:`beside`).
    Until the window manager has framed it, its frame is unknown and a move places the
    window itself: it is taken to get the frame *other*'s window has (the same window
    manager frames both), and moved inside it.

    The window is placed at the size it will be shown at: the size it asked for, or the
    least its layout needs where that is more (shown, Qt widens it to that). A French live
    evening's window asked for 620 px, was placed for them at the screen's right edge, and
    was then shown 698 px wide, its right part off the screen (a trial's).

    *keep*: widgets of *other*'s window the window does not cover, the most needed first
    (:func:`clear_of`). Where the screen has no room beside (a window maximised on
    1366×768), the window goes to a corner of *other*'s window clear of them: the undo
    history, beside the screen's right edge there, covered the form's Team B field."""
    owner = other.window()
    screen = (owner.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    inner, outer = owner.geometry(), owner.frameGeometry()
    frame = QSize(outer.width() - inner.width(), outer.height() - inner.height())
    layout = window.layout()
    if layout is not None:
        layout.activate()  # its least size as it will be shown
    size = window.size().expandedTo(window.minimumSizeHint())
    if size != window.size():
        window.resize(size)
    framed = window.size() + frame
    spot = beside(outer, framed, screen)
    kept = [QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
            for widget in keep if widget is not None and widget.isVisible()]
    if kept:
        spot = clear_of([spot, *corners(outer, framed, screen)], framed, kept)
    if window.frameGeometry() == window.geometry():
        spot += inner.topLeft() - outer.topLeft()
    window.move(spot)


def place_below(window: QWidget, above: QWidget) -> bool:
    """Move the top-level *window*, not shown yet, right under *above* (a widget of another
    window; what is below it is covered, not a sliver of it left between), centred on that
    window, where it fits whole inside it there; else leave it where Qt puts it (centred
    over that window) and return False. Its frame is taken to be the other window's (the
    same window manager frames both), as in :func:`open_beside`."""
    owner = above.window()
    inner, outer = owner.geometry(), owner.frameGeometry()
    frame = QSize(outer.width() - inner.width(), outer.height() - inner.height())
    layout = window.layout()
    if layout is not None:
        layout.activate()  # its least size as it will be shown
    size = window.size().expandedTo(window.minimumSizeHint()) + frame
    top = above.mapToGlobal(QPoint(0, above.height())).y()
    if top + size.height() > inner.bottom() + 1:
        return False
    screen = (owner.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    left = inner.center().x() - size.width() // 2
    window.move(max(screen.left(), min(left, screen.right() + 1 - size.width())), top)
    return True


class FollowingScroll(QScrollArea):
    """A scroll area that asks for its size again whenever what it holds is laid out anew:
    Qt's keeps the size hint of the first layout. A dialog's rows of another variant were
    cut at their right edge instead of widening the dialog; the main window's form, laid out
    again once it had its width (a Pandur's faults on one line instead of two), kept a view
    25 px higher than itself, and the line under it stood 25 px off for the rest of the
    match (1366×768)."""

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 - Qt's name
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


class VerticalScroll(FollowingScroll):
    """A scroll area that scrolls up and down only: it is as wide as the widest row of what
    it holds (a form never hides its right half behind a horizontal scroll bar), and as tall
    as all of it when there is room, else as tall as the window lets it be."""

    MIN_HEIGHT = 160  # a few rows of a form

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to what it holds

    def lay_out_from(self, widget: QWidget) -> None:
        """The layouts from *widget* up to what it holds laid out now, not when the event
        loop runs: measured at once (Qt tells a layout of its child's change by an event)."""
        inner = self.widget()
        at: QWidget | None = widget
        while at is not None and at is not self.viewport():
            layout = at.layout()
            if layout is not None:
                layout.activate()
            if at is inner:
                break
            at = at.parentWidget()

    def shift(self) -> int:
        """How much shorter the view must become for what it holds, laid out again now
        shorter (rows removed), to stay where it is: scrolled near its end, the view
        follows the end up, and everything above moves down under the mouse."""
        inner = self.widget()
        if inner is None:
            return 0
        view = self.viewport()
        # what it holds ends at the view's end: less would move it down by the difference
        return max(0, self.verticalScrollBar().value() - (self._need(inner) - view.height()))

    def _need(self, inner: QWidget) -> int:
        """The height of *inner* as QScrollArea sizes what it holds: its least height, or
        its height for the view's width."""
        return (inner.heightForWidth(self.viewport().width()) if inner.hasHeightForWidth()
                else inner.minimumSizeHint().height())

    def keep_view(self, blank: QWidget) -> None:
        """What is in view stays where it is, the window as tall as it was, after rows of
        what the area holds went (laid out: :meth:`lay_out_from`): *blank*, an empty widget
        at the end of it, as tall as the view scrolled where it is needs below what is left;
        none where nothing is missing (rows added again). Scrolled to its end, the view
        followed the shorter end up and moved the rows above the one removed down; a window
        made shorter instead moved its buttons up under the mouse."""
        inner = self.widget()
        if inner is None:
            return
        rest = self._need(inner) - blank.minimumHeight()
        bottom = self.verticalScrollBar().value() + self.viewport().height()
        blank.setFixedHeight(max(0, bottom - rest))
        self.lay_out_from(blank)

    def missing(self) -> int:
        """How much taller the view must be to show all it holds without scrolling."""
        inner = self.widget()
        if inner is None:
            return 0
        return max(0, self._need(inner) - self.viewport().height())

    def _around(self) -> int:
        return self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        return QSize(inner.minimumSizeHint().width() + self._around(), self.MIN_HEIGHT)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint().expandedTo(inner.minimumSizeHint())
        return QSize(hint.width() + self._around(), hint.height() + 2 * self.frameWidth())

