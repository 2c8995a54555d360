"""A layout boundary: a widget that holds one widget without a layout of its own.

Qt passes every layout request up to the window: a label's new text lays out its parent,
and the parent's ``QLayout::activate`` then tells *its* parent (``updateGeometry``) whether
its size hints changed or not, and so on to the main window, which works out its minimum
size again. The entry form's texts change at every entry (the header's dealer, a game
box's title, the preview line), so every entry laid out the whole window (some 4 M of a
Guggitaler step's 45 M instructions: docs/performance.md, the twenty-seventh pass).

:class:`LayoutBoundary` stops the request there: a child's request lays out the child at
the size it has, and is passed up only when what the child asks of its parent (its size
hint, minimum and maximum size, size policy, its height at its width, shown or hidden)
really changed. A form that grows (a two-line name) still asks for its room.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QSizePolicy, QWidget, QWidgetItem


def _expanding(policy: QSizePolicy.Policy, expands: bool) -> QSizePolicy.Policy:
    """*policy*, made to expand where Qt reads a widget's layout as expanding."""
    if not expands:
        return policy
    return {QSizePolicy.Policy.Preferred: QSizePolicy.Policy.Expanding,
            QSizePolicy.Policy.Minimum: QSizePolicy.Policy.MinimumExpanding}.get(policy, policy)


class LayoutBoundary(QWidget):
    """Holds one widget (``set_widget``), as large as itself, and asks its parent for what
    that widget asks: see the module docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._child: QWidget | None = None
        self._item: QWidgetItem | None = None  # Qt's own reading of the child's hints
        self._asked: tuple[Any, ...] | None = None  # what the parent was last told
        self._heights: dict[int, int] = {}  # the child's height for a width, as asked
        self._hint: QSize | None = None  # the child's size hint, once asked

    def set_widget(self, widget: QWidget) -> None:
        """Hold *widget* (in place of the one held before, which its owner discards)."""
        widget.setParent(self)
        self._child = widget
        self._item = QWidgetItem(widget)
        widget.setGeometry(self.rect())
        widget.installEventFilter(self)
        self._follow()

    def eventFilter(self, watched: Any, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self._child and event.type() == QEvent.Type.Show:
            self._shown()
        return False

    def _shown(self) -> None:
        """The child shown: its ancestors laid out at once, as Qt lays out the ancestors with a
        layout of a widget shown (the loop stops at this widget without one). Else it kept
        this widget's size until the next pass (36 px wide in a page not yet laid out), its
        fields that follow their width asked for the height of a column of single letters,
        and a Coiffeur's 480 px window grew to 549 px for it."""
        self._follow()
        parent = self.parentWidget()
        while parent is not None and parent.isVisible():
            layout = parent.layout()
            if layout is None:
                break
            layout.activate()
            if parent.isWindow():
                break
            parent = parent.parentWidget()

    def event(self, event: QEvent) -> bool:
        # a child laid out, shown or hidden posts a LayoutRequest to a parent without layout
        if event.type() == QEvent.Type.LayoutRequest:
            self._follow()
        return super().event(event)

    def childEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().childEvent(event)
        if event.removed() and event.child() is self._child:  # discarded: asks for nothing
            self._child, self._item = None, None
            self._follow()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self._child is not None:
            self._child.setGeometry(self.rect())

    def _follow(self) -> None:
        """Tell the parent only what changed: ``updateGeometry`` lays out every ancestor."""
        child, item = self._child, self._item
        layout = child.layout() if child is not None else None
        if layout is not None:
            # laid out first, as its own pending request would: asked before, its hints were
            # worked out anew from every field (the Python ones through the bindings)
            layout.activate()
        if child is None or item is None or item.isEmpty():
            asked: tuple[Any, ...] | None = None
        else:
            width = self.width()
            # what a parent's layout reads of the child, as far as it is kept by the child's
            # layout: its own hint (not the total one, whose height is the child's height
            # at the hint's width: a box layout takes the height at the width it gives, and
            # asking at the hint's width would lay out every wrapped line of the form again)
            asked = (layout.sizeHint() if layout is not None else child.sizeHint(),
                     child.minimumSizeHint(), child.minimumSize(), child.maximumSize(),
                     child.sizePolicy(), item.expandingDirections(),
                     item.heightForWidth(width) if item.hasHeightForWidth() else None)
        # a height for another width is asked again of the child: only this one is known
        self._heights = {} if asked is None or asked[-1] is None else {width: asked[-1]}
        if asked != self._asked:
            self._asked = asked
            self._hint = None
            if asked is not None:
                self._take_policy(asked[4], asked[5])
                self.setMaximumSize(asked[3])
            self.updateGeometry()
            self._up_now()

    def _up_now(self) -> None:
        """The parent's layout request handled now, not at the next pass of the event loop:
        Qt posts a request at each step up, and the boundary is one step more than a layout
        (a window made lower showed its form without the scroll bar's room for two passes
        more than before). Only the parent: the window laid out now, at once from here, took
        the height a form asks for before it has its own (a Coiffeur's 480 px window became
        549 px high)."""
        parent = self.parentWidget()
        if parent is not None:
            QCoreApplication.sendPostedEvents(parent, QEvent.Type.LayoutRequest)

    def _take_policy(self, child: QSizePolicy, expanding: Qt.Orientation) -> None:
        """The child's policy, with this widget's own stretch (a splitter's stretch factor
        is set on the widget it holds: this one), and expanding where the child's layout
        makes it expand (a layout's expanding field makes its widget expand)."""
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(_expanding(child.horizontalPolicy(),
                                              bool(expanding & Qt.Orientation.Horizontal)))
        policy.setVerticalPolicy(_expanding(child.verticalPolicy(),
                                            bool(expanding & Qt.Orientation.Vertical)))
        policy.setHeightForWidth(child.hasHeightForWidth())
        policy.setWidthForHeight(child.hasWidthForHeight())
        policy.setRetainSizeWhenHidden(child.retainSizeWhenHidden())
        if policy != self.sizePolicy():
            self.setSizePolicy(policy)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The child's, worked out when the parent asks for it (and kept until the child
        asks for other room)."""
        if self._asked is None or self._child is None:
            return QSize(0, 0)
        if self._hint is None:
            self._hint = self._child.sizeHint()
        return QSize(self._hint)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The child's, where its own minimum size does not say otherwise (as Qt's layouts
        read a widget's minimum)."""
        if self._asked is None or self._child is None:
            return QSize(0, 0)
        # asked of the child now, not kept: cheap (its layout keeps it), and a form read
        # before it had its width (a column of single letters) is not held against it
        hint, least = self._child.minimumSizeHint(), self._child.minimumSize()
        if least.width() > 0:
            hint.setWidth(least.width())
        if least.height() > 0:
            hint.setHeight(least.height())
        return hint

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return self._asked is not None and self._asked[-1] is not None

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        if self._item is None or not self.hasHeightForWidth():
            return -1
        if width not in self._heights:
            self._heights[width] = self._item.heightForWidth(width)
        return self._heights[width]


class KeptPage(QWidget):
    """A page of a QStackedWidget whose size hints are kept until its content changes.

    A stacked layout asks every page, the hidden ones too, for its size hint and its height
    at each width it is asked (``QStackedLayout::heightForWidth``), a dozen times at three
    or four widths an entry; a layout keeps one width only, so the pages' labels were laid
    out again each time (the Guggitaler's three pages: 7 M of the step's 45 M instructions).
    Kept here per width, and forgotten when the page's layout is invalidated: Qt then posts
    it a LayoutRequest (only once until the layout is laid out again, so the layout is laid
    out here at once, the page hidden or not, to hear of the next change)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kept: dict[Any, Any] = {}  # "hint", "least", or a width -> its height
        self._armed = False  # the next change of the layout posts a LayoutRequest here

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._kept.clear()
            layout = self.layout()
            if layout is not None:
                layout.activate()  # as Qt does for a page shown; for a hidden page too
                self._armed = True
            # what was given from the kept hints before this request came is asked again
            self.updateGeometry()
        return super().event(event)

    def _keep(self, key: Any, work: Any) -> Any:
        if not self._armed:
            return work()
        if key not in self._kept:
            self._kept[key] = work()
        return self._kept[key]

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self._keep("hint", super().sizeHint))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self._keep("least", super().minimumSizeHint))

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return int(self._keep(width, lambda: super(KeptPage, self).heightForWidth(width)))
