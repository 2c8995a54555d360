"""The heads of a form's columns (or its tab bar) kept in view while its rows scroll.

On a netbook the entry form scrolls: tabbing down to a Molotow's Weis fields scrolled
*Card points / Handweis − / Tischweis +* out of view, and three unlabelled columns were
left, minus and plus Weis not told apart (a German trial at 1008×560). The heads stay
where they are in the form (they give its columns their widths); once they are scrolled
past, :class:`PinnedHeads` shows them at the top of the view, at the same x, drawn from
the heads themselves, so they are always aligned with the columns and say the same.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QScrollArea, QTabBar, QWidget

__all__ = ["PinnedHeads"]

#: what moves or changes the heads: the strip follows (a paint of theirs does not: drawing
#: them for the strip paints them)
_FOLLOWED = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)


class PinnedHeads(QWidget):
    """A strip at the top of *scroll*'s view showing the row of its heads while that row is
    scrolled out of view; hidden while the row is in view (or no heads are given)."""

    def __init__(self, scroll: QScrollArea) -> None:
        super().__init__(scroll.viewport())  # the view's child: it does not scroll
        self.form_scroll = scroll
        self.heads: list[QWidget] = []
        self._shown = QPixmap()  # what the strip shows: the heads' row, drawn
        self._drawing = False  # drawing them sends the heads' pending moves again
        self.setObjectName("pinnedHeads")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAutoFillBackground(True)
        self.hide()
        scroll.verticalScrollBar().valueChanged.connect(lambda _v: self.follow())

    def pin(self, *heads: QWidget) -> None:
        """Keep *heads* (one row of them) in view while the rows below them scroll."""
        for head in heads:
            self.heads.append(head)
            head.installEventFilter(self)
            if isinstance(head, QTabBar):  # another tab chosen: the strip says so too
                head.currentChanged.connect(lambda _i: self.follow())
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
        if watched in self.heads and event.type() in _FOLLOWED:
            self.follow()
        return super().eventFilter(watched, event)

    def area(self) -> QRect:
        """The heads' row in the form's coordinates, as wide as the form."""
        inner = self.form_scroll.widget()
        if inner is None:
            return QRect()
        rects = [QRect(head.mapTo(inner, QPoint(0, 0)), head.size())
                 for head in self.heads if head.isVisibleTo(inner)]
        if not rects:
            return QRect()
        top = min(rect.top() for rect in rects)
        bottom = max(rect.bottom() for rect in rects)
        return QRect(0, top, inner.width(), bottom - top + 1)

    def height_kept(self, below: int) -> int:
        """The height the strip takes from the view's top above a widget whose top is at
        *below* in the form: 0 for one above the heads or in their row."""
        area = self.area()
        return area.height() if not area.isEmpty() and below > area.bottom() else 0

    def follow(self) -> None:
        """Shown, as wide as the view, while the heads' row is scrolled (partly) away."""
        if self._drawing:  # the form's pending moves and resizes, sent by drawing it
            return
        area = self.area()
        shown = not area.isEmpty() and self.form_scroll.verticalScrollBar().value() > area.top()
        if shown:
            self.setGeometry(0, 0, self.form_scroll.viewport().width(), area.height())
            self.raise_()
            self._shown = self._picture()
            self.update()
        self.setVisible(shown)

    def _picture(self) -> QPixmap:
        """The heads' row as the form shows it now (drawn apart from the form's own painting:
        drawn while the window was painted, it came out empty)."""
        inner = self.form_scroll.widget()
        area = self.area()
        if inner is None or area.isEmpty():
            return QPixmap()
        self._drawing = True
        try:
            picture: QPixmap = inner.grab(area)
            return picture
        finally:
            self._drawing = False

    def shows(self, head: QWidget) -> bool:
        """Whether *head* is seen whole in the strip now."""
        return self.isVisible() and head in self.heads and head.isVisible()

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._shown)
        painter.end()

    def _forward(self, event: QMouseEvent) -> None:
        """A click on a head in the strip is a click on the head (a tab chosen)."""
        inner = self.form_scroll.widget()
        if inner is None:
            return
        at = event.position().toPoint() + QPoint(0, self.area().top())
        target = inner.childAt(at)
        if target is None:
            return
        local = target.mapFrom(inner, at)
        QApplication.sendEvent(target, QMouseEvent(
            event.type(), local, target.mapToGlobal(local), event.button(), event.buttons(),
            event.modifiers()))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self._forward(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self._forward(event)
