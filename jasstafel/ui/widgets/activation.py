"""The window under a closed dialog made active again, for every dialog of the program.

Qt's window shortcuts (Ctrl+2, Ctrl+M, Ctrl+N, Shift+F1 …) act only in the active window. A
window manager makes the window under a closed dialog active again; on a screen without one
(Xvfb, a kiosk) nobody did: after the print preview, Qt's print dialog or the Rules of this
match, the digits still went into the field with the cursor (Qt routes keys to the last
focus widget), but no shortcut acted, without a word, until a mouse click (two trials).

``keep_active`` is installed once, for the whole application, not at each place that opens
a dialog: every dialog that becomes active (a message box, a file dialog, Qt's print
preview and print dialog, Jasstafel's own) is watched for its hiding; then, if no window is
active, the modal dialog still open (the preview under its print dialog) or else the
window the dialog belonged to is activated. A window that is already active (a window
manager's choice, a next dialog) is left alone. Nothing is raised: without a window manager
the window under the dialog keeps its place on top, and with one the manager raises it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from shiboken6 import isValid


class _ActiveAgain(QObject):
    """Watches each dialog as it becomes active (a filter on the whole application would see
    every event of every object in Python: see keys._AltNeverTypes)."""

    def follow(self, _window: QWindow | None) -> None:
        dialog = QApplication.activeWindow()
        if isinstance(dialog, QDialog):
            dialog.installEventFilter(self)  # installed again: Qt keeps it once

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Hide and isinstance(watched, QDialog):
            owner = watched.parentWidget()
            # once the hiding is done (Qt clears the active window after this event), and
            # once the window system's events queued meanwhile are handled: Qt handles them
            # after the posted ones in each pass of the event loop, so a window activated
            # right after the dialog closed (a click into another window, a window shown)
            # was not active yet at one pass's wait, and was made inactive by this one.
            QTimer.singleShot(0, self, lambda: QTimer.singleShot(
                0, self, lambda: activate_after(owner)))
        return False


def activate_after(owner: QWidget | None) -> None:
    """A dialog of *owner* (its parent widget) has closed: the open modal dialog, else
    *owner*'s window, made active, unless some window is active already."""
    if QApplication.activeWindow() is not None:
        return
    if owner is not None and not isValid(owner):
        owner = None  # gone with its dialog
    target = QApplication.activeModalWidget() or (owner.window() if owner is not None else None)
    if target is not None and target.isVisible():
        target.activateWindow()


def keep_active(app: QApplication) -> None:
    """Installed once for *app*: see the module's docstring."""
    if getattr(app, "keep_active_", None) is None:
        keeper = _ActiveAgain(app)
        app.focusWindowChanged.connect(keeper.follow)
        keeper.follow(None)
        app.keep_active_ = keeper  # type: ignore[attr-defined]  # held: Qt calls it
