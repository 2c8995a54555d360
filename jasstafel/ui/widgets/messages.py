"""Message boxes and tooltips that show names and paths as they are, never as HTML.

Qt guesses: a text that looks like HTML is rendered as HTML, so a player called
``<img src="/dev/zero">`` made a message box read /dev/zero until the program died, and
``<b>`` showed bold. Every message here is escaped and handed over as HTML on purpose
(``<qt>`` … ``</qt>``), so that whatever a user or a file wrote is shown letter for letter.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

StandardButton = QMessageBox.StandardButton


def plain(text: str) -> str:
    """*text* (names, paths, messages) made safe for a widget that guesses rich text."""
    import html  # here: the welcome page shows no message (1.3 ms of the start)

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


def choose(parent: QWidget | None, title: str, text: str,
           choices: list[tuple[str, str]], default: str, escape: str) -> str:
    """A question with named answers: *choices* are (key, button text); returns the key of
    the button pressed, *escape* for Esc or closing the box. The text is plain."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    pairs = []  # the buttons are kept referenced: clickedButton() returns the same objects
    for key, label in choices:
        role = (QMessageBox.ButtonRole.RejectRole if key == escape
                else QMessageBox.ButtonRole.AcceptRole)
        button = box.addButton(label, role)
        pairs.append((button, key))
        if key == default:
            box.setDefaultButton(button)
        if key == escape:
            box.setEscapeButton(button)
    box.exec()
    clicked = box.clickedButton()
    return next((key for button, key in pairs if button is clicked), escape)
