"""A Schreiber's hands for the window tests: keys into whatever widget has the cursor.

Nothing here calls into a panel: every helper sends key events to
``QApplication.focusWidget()`` (or the window when nothing has the focus), as a keyboard does.
``shortcut("Ctrl+3")`` sends a key combination there too, so that the window's shortcut
machinery decides what it does. ``type_`` sends text with non-ASCII letters as single key
events (pytest-qt's keyClicks aborts on some of them). ``open_match`` / ``open_file`` open a
match as a person does and wait until the cursor is in the entry form. ``click`` is a
mouse's left click on a real widget; ``settle`` lets the window do what it does between two
keys; ``top`` says where a widget is (a form that must not move under the mouse).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
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


def receiver(fallback=None):
    """Where a key goes, as Qt routes it: an open popup (a name completer's list, a menu)
    takes the keys while it is shown; else the widget with the cursor."""
    popup = QApplication.activePopupWidget()
    if popup is not None and popup.isVisible():
        return popup.focusWidget() or popup
    return focused(fallback)


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(receiver(), key, modifier)


def ctrl(qtbot, key):
    press(qtbot, key, CTRL)


def type_text(qtbot, text):
    for ch in text:  # a completer's list may open after the first letter: it gets the next
        qtbot.keyClicks(receiver(), ch)


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
                # without its own reject(), which may ask first (the New match dialog with
                # typing): nothing left open for the test to hang on
                dialog.done(0)

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


def focus():
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the focus: where would the Schreiber type?"
    popup = QApplication.activePopupWidget()  # an open list or menu takes the keys
    if popup is not None and popup.isVisible():
        return popup.focusWidget() or popup
    return widget


def type_(qtbot, text: str) -> None:
    """Type *text* where the cursor is."""
    for ch in text:
        widget = focus()
        if ch.isascii():
            qtbot.keyClicks(widget, ch)
        else:
            for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown,
                                                         Qt.KeyboardModifier.NoModifier, ch))


def key(qtbot, name: str, times: int = 1) -> None:
    """One key (``"Return"``, ``"Tab"``, ``"Backtab"``, ``"Escape"``, ``"Space"`` ...)."""
    for _ in range(times):
        qtbot.keyClick(focus(), getattr(Qt.Key, f"Key_{name}"))


def shortcut(qtbot, sequence: str) -> None:
    """Press a key combination ("Ctrl+3", "Alt+N", "Ctrl+Shift+C") where the cursor is."""
    combo = QKeySequence(sequence)[0]
    qtbot.keyClick(focus(), combo.key(), combo.keyboardModifiers())


def select_all(qtbot) -> None:
    qtbot.keyClick(focus(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)


def clear_field(qtbot) -> None:
    """Select what the field holds and delete it, as a person mends a typo."""
    select_all(qtbot)
    key(qtbot, "Delete")


def _in_panel(window) -> bool:
    return window.panel is not None and window.panel.isAncestorOf(QApplication.focusWidget())


def _wait_for_form(qtbot, window) -> None:
    # a bound for a machine under load, not a speed test: the condition ends the wait
    qtbot.waitUntil(lambda: _in_panel(window), timeout=10_000)


def open_match(qtbot, window, match):
    """Open *match* in the window as the New match dialog does; the cursor must then be in
    the entry form, where the first thing is typed."""
    window.start(match)
    _wait_for_form(qtbot, window)
    return window.panel, window.board_widget


def open_file(qtbot, window, path, match=None):
    """Save *match* (if given) to *path* and open it as File → Open does."""
    from jasstafel.core import matchfile

    if match is not None:
        matchfile.save(match, path)
    window.open_file(path)
    _wait_for_form(qtbot, window)
    return window.panel, window.board_widget


def settle():
    """What the window does between two keys or clicks, done: every layout up the window
    laid out again (five rounds of events)."""
    for _ in range(5):
        QApplication.processEvents()


def top(window, widget):
    """How far down *window* the *widget* is, once laid out."""
    settle()
    return widget.mapTo(window, QPoint(0, 0)).y()


def click(qtbot, widget):
    """A left click in the middle of *widget*, and what the window does after it."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    settle()
