"""A Schreiber's hands for the window tests: keys into whatever widget has the cursor.

Nothing here calls into a panel: every helper sends key events to
``QApplication.focusWidget()`` (or the window when nothing has the focus), as a keyboard does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


def focused(fallback=None):
    widget = QApplication.focusWidget()
    if widget is None:
        widget = fallback or QApplication.activeWindow()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(focused(), key, modifier)


def ctrl(qtbot, key):
    press(qtbot, key, CTRL)


def type_text(qtbot, text):
    qtbot.keyClicks(focused(), text)


def enter(qtbot):
    press(qtbot, Qt.Key.Key_Return)


def tab(qtbot, times=1):
    for _ in range(times):
        press(qtbot, Qt.Key.Key_Tab)


def paste(qtbot, text):
    QGuiApplication.clipboard().setText(text)
    ctrl(qtbot, "v")


def in_next_dialog(qtbot, act):
    """Run *act(dialog)* inside the next modal dialog once it is open (it must close it);
    a failure closes the dialog, so that the test fails instead of hanging."""
    errors = []

    def run():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, run)
            return
        try:
            dialog.activateWindow()
            qtbot.waitUntil(dialog.isActiveWindow)
            act(dialog)
        except BaseException as err:  # noqa: BLE001 - reported after the dialog is closed
            errors.append(err)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, run)
    return errors


def wheel(widget, delta=-120):
    """One notch of the mouse wheel over *widget*; returns the event (accepted: it was used)."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    event = QWheelEvent(QPointF(5, 5), QPointF(widget.mapToGlobal(QPoint(5, 5))), QPoint(0, 0),
                        QPoint(0, delta), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event
