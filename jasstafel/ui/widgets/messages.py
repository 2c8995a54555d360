"""Message boxes and tooltips that show names and paths as they are, never as HTML.

Qt guesses: a text that looks like HTML is rendered as HTML, so a player called
``<img src="/dev/zero">`` made a message box read /dev/zero until the program died, and
``<b>`` showed bold. Every message here is escaped and handed over as HTML on purpose
(``<qt>`` … ``</qt>``), so that whatever a user or a file wrote is shown letter for letter;
a right-to-left name in one is isolated (:func:`jasstafel.i18n.isolate_rtl`), so that the
numbers after it keep their order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

# QMessageBox is imported when a message is shown: the start shows none, and its first use
# makes its enum classes (half a millisecond of the start, docs/performance.md)


def plain(text: str) -> str:
    """*text* (names, paths, messages) made safe for a widget that guesses rich text."""
    import html  # here: the welcome page shows no message (1.3 ms of the start)

    from ...i18n import isolate_rtl  # a right-to-left name keeps the numbers in order

    return "<qt>" + html.escape(isolate_rtl(text), quote=False).replace("\n", "<br>") + "</qt>"


def warning(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, plain(text))


def information(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.information(parent, title, plain(text))


def confirm(parent: QWidget | None, title: str, text: str, enter_says_no: bool = False,
            ) -> bool:
    """A Yes/No question; True for Yes. *enter_says_no*: Enter answers No (before anything
    is replaced or deleted that the user may not have meant)."""
    from PySide6.QtWidgets import QMessageBox

    button = QMessageBox.StandardButton
    default = button.No if enter_says_no else button.NoButton
    answer = QMessageBox.question(parent, title, plain(text), button.Yes | button.No, default)
    return answer == button.Yes


def choose(parent: QWidget | None, title: str, text: str,
           choices: list[tuple[str, str]], default: str, escape: str) -> str:
    """A question with named answers: *choices* are (key, button text); returns the key of
    the button pressed, *escape* for Esc or closing the box. The text is plain."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from ...i18n import isolate_rtl

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(isolate_rtl(text))
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
