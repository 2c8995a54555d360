"""The window's text in pixels: the size no small word of a board is written below.

A German trial at 150 % read the boards' small words ("Genau", "je 5", the Pandur's
"2 geerbt") in 8 to 10 px beside menus of 12 px; every board asks this one function how
large the window's normal text is, not a copy of it of its own.
"""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QWidget


def text_px(widget: QWidget) -> float:
    """The pixel size of *widget*'s font as the screen shows it (the application font's
    point size at the screen's resolution): the smallest size of a board's words where
    their line has the room."""
    return float(QFontInfo(widget.font()).pixelSize())


__all__ = ["text_px"]
