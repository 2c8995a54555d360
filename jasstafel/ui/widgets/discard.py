"""Taking a widget out of a form at once.

``setParent(None)`` takes a widget out of the form's tree at once (``findChildren`` no longer
sees it, a kept draft skips it), but it makes the widget a window of its own: a widget just
added to a visible layout has a show pending in Qt's event queue, and that show then opened
it as a top-level window (the Molotow's card-draw buttons, which took the keyboard from the
main window). Hidden first, it stays hidden: Qt's pending show leaves a widget alone that
was hidden on purpose.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget


def discard(widget: QWidget) -> None:
    """Hide *widget*, take it out of its parent now and delete it later."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


def empty(layout: QLayout, keep: QWidget | None = None) -> None:
    """Take every item out of *layout* and discard its widgets, all but *keep*."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None and widget is not keep:
            discard(widget)
