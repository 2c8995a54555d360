"""Shortcuts in words, as the menus write them ("Strg+M" in a German window, "Ctrl+M" in
an English one): help texts and tooltips use these, never a hard-coded "Ctrl"."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence


def key_text(sequence: str | QKeySequence) -> str:
    """*sequence* ("Ctrl+M", portable form) as Qt shows it in the menus of this language."""
    keys = sequence if isinstance(sequence, QKeySequence) else QKeySequence(sequence)
    return keys.toString(QKeySequence.SequenceFormat.NativeText)


def key_range(first: str, last: str) -> str:
    """"Ctrl+1 … Ctrl+7" in the window's words."""
    return f"{key_text(first)} … {key_text(last)}"
