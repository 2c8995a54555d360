"""Shortcuts in words, as the menus write them ("Strg+M" in a German window, "Ctrl+M" in
an English one): help texts and tooltips use these, never a hard-coded "Ctrl"."""

from __future__ import annotations

from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget


def key_text(sequence: str | QKeySequence) -> str:
    """*sequence* ("Ctrl+M", portable form) as Qt shows it in the menus of this language."""
    keys = sequence if isinstance(sequence, QKeySequence) else QKeySequence(sequence)
    return keys.toString(QKeySequence.SequenceFormat.NativeText)


def key_range(first: str, last: str) -> str:
    """"Ctrl+1 … Ctrl+7" in the window's words."""
    return f"{key_text(first)} … {key_text(last)}"


def enter_presses_button(root: QWidget, event: QKeyEvent) -> bool:
    """Enter on a button with the cursor presses it, as Space does (outside a dialog a Qt
    button lets Enter through to its parent: the history's Insert and Delete buttons began
    a correction, the club window's did nothing). True if a button was pressed."""
    from PySide6.QtCore import Qt

    if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or event.modifiers() not in (
            Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
        return False
    button = QApplication.focusWidget()
    if isinstance(button, QAbstractButton) and root.isAncestorOf(button) and button.isEnabled():
        button.click()
        return True
    return False
