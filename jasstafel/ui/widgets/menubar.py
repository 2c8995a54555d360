"""The menu bar never keeps the keys without showing it.

Alt+F, then Escape, leaves the keys with the menu bar, its title marked (as on Windows and
KDE). A dialog opened from there (Ctrl+Shift+S) ends that mode; on X11 the window, active
again, then gives the keys back to the menu bar itself: no title marked, no cursor anywhere,
digits typed lost while Ctrl shortcuts still acted on the form (a trial's). Traced under
Xvfb: a FocusIn on the menu bar for the "active window" reason with no menu title active.
:func:`keys_never_idle_in` hands the keys back to where they were before the menu bar took
them; :func:`keys_before_menu_bar` says where that is (Edit → Undo, opened by Alt+E, names
the typing of the field the cursor was in).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget


class _IdleMenuBar(QObject):
    def __init__(self, window: QMainWindow, fallback: Callable[[], object]) -> None:
        super().__init__(window)
        self.window, self.fallback = window, fallback
        self.before: QWidget | None = None  # where the keys were before the menu bar
        self.bar = window.menuBar()
        self.bar.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is self.bar and old is not None and self.window.isAncestorOf(old):
            self.before = old

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (event.type() == QEvent.Type.FocusIn and isinstance(event, QFocusEvent)
                and event.reason() not in (Qt.FocusReason.MenuBarFocusReason,
                                           Qt.FocusReason.PopupFocusReason)):
            QTimer.singleShot(0, self, self._give_back)  # once Qt has settled the focus
        return False

    def _give_back(self) -> None:
        if not self.bar.hasFocus() or self.bar.activeAction() is not None:
            return  # the menu bar marks a title: the keys are seen where they are
        before, self.before = self.before, None
        try:
            if before is not None and before.isVisible() and before.isEnabled():
                before.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        except RuntimeError:  # that field was deleted since (another match's form)
            pass
        self.fallback()


def keys_never_idle_in(window: QMainWindow, fallback: Callable[[], object] | None = None,
                       ) -> None:
    """The keys given to *window*'s menu bar with no menu title marked go back where they
    were (else *fallback* puts them somewhere; without one, the window's first stop)."""
    if fallback is None:
        fallback = window.focusNextChild
    # held by the window's Python side: a filter collected while Qt still calls it crashes
    window.idle_menu_bar_ = _IdleMenuBar(window, fallback)  # type: ignore[attr-defined]


def keys_before_menu_bar(window: QMainWindow) -> QWidget | None:
    """The widget with the keys; while *window*'s menu bar has them (Alt+E), the one that had
    them before (None if it is gone)."""
    focus = QApplication.focusWidget()
    idle = getattr(window, "idle_menu_bar_", None)
    if not isinstance(idle, _IdleMenuBar) or focus is not idle.bar:
        return focus
    try:
        before = idle.before
        return before if before is not None and before.isVisible() else None
    except RuntimeError:  # that field was deleted since (another match's form)
        return None
