"""The mouse wheel changes a field only when the field has the focus.

Scrolling a long form (New match, table settings) with the wheel used to change whatever
spin box or combo box passed under the mouse: Schilten ×2 became ×1 unseen. ``guard_wheel``
gives every such widget of a form a filter: without focus, the wheel event is passed on to
the scroll area behind it, and the wheel gives no focus (StrongFocus).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QComboBox, QScrollBar, QWidget

_GUARDED = (QAbstractSpinBox, QComboBox, QAbstractSlider)


class _WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget)
                and not watched.hasFocus()):
            event.ignore()  # not for this widget: Qt hands it to the parent (the scroll area)
            return True
        return False


_guard: _WheelGuard | None = None


def guard_wheel(root: QWidget) -> None:
    """Guard *root* and every spin box, combo box and slider in it (call again after adding
    widgets; guarding twice does no harm)."""
    global _guard
    if _guard is None:
        _guard = _WheelGuard()
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        # (a scroll bar is no field: it scrolls, and guarded it became a Tab stop that
        # showed nothing)
        if (isinstance(widget, _GUARDED) and not isinstance(widget, QScrollBar)
                and not widget.property("wheelGuarded")):
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            widget.installEventFilter(_guard)
            widget.setProperty("wheelGuarded", True)
