"""Message boxes and tooltips that show names and paths as they are, never as HTML.

Qt guesses: a text that looks like HTML is rendered as HTML, so a player called
``<img src="/dev/zero">`` made a message box read /dev/zero until the program died, and
``<b>`` showed bold. Every message here is escaped and handed over as HTML on purpose
(``<qt>`` … ``</qt>``), so that whatever a user or a file wrote is shown letter for letter.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QMessageBox, QWidget

StandardButton = QMessageBox.StandardButton


def plain(text: str) -> str:
    """*text* (names, paths, messages) made safe for a widget that guesses rich text."""
    return "<qt>" + html.escape(text, quote=False).replace("\n", "<br>") + "</qt>"


def warning(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, plain(text))


def information(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.information(parent, title, plain(text))


def question(parent: QWidget | None, title: str, text: str,
             buttons: QMessageBox.StandardButton = StandardButton.Yes | StandardButton.No,
             default: QMessageBox.StandardButton = StandardButton.NoButton,
             ) -> QMessageBox.StandardButton:
    return QMessageBox.question(parent, title, plain(text), buttons, default)
