"""The common frame of every entry panel: write, correct, and show refusals.

A refused entry shows the rule's message beside the form, in the UI language;
the form keeps everything the Schreiber typed, and the match is unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...core.errors import RuleViolation
from ..controller import MatchController
from ..i18n import rule_message

if TYPE_CHECKING:
    from ...core import Board, EntryLine


class FormError(Exception):
    """The form is incomplete (no contract chosen ...): said before the rules are asked."""


class FormScroll(QScrollArea):
    """Asks for the whole form; scrolls only when the window is too low for it."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        width = self.viewport().width()
        if inner.hasHeightForWidth() and width > 0:  # wrapped labels need more room when narrow
            hint.setHeight(max(hint.height(), inner.heightForWidth(width)))
        return hint + QSize(2 * self.frameWidth(), 2 * self.frameWidth())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = self.sizeHint()
        return QSize(hint.width(), min(hint.height(), 400))


class EntryPanel(QWidget):
    written = Signal()
    shownChanged = Signal(bool)  # noqa: N815 - the window gives the history the room

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.shownChanged.emit(True)

    def hideEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        self.shownChanged.emit(False)

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.correcting: int | None = None
        self.inserting = False  # correcting mode: False = replace entry, True = insert before it
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.banner = QWidget()
        banner = QHBoxLayout(self.banner)
        banner.setContentsMargins(6, 4, 6, 4)
        self.banner.setStyleSheet("background: #fff3c4; border-radius: 4px;")
        self.banner_label = QLabel()
        self.banner_label.setStyleSheet("font-weight: bold; color: #5c4400;")
        cancel = QPushButton(self.tr("Cancel correction"))
        cancel.clicked.connect(self.stop_correcting)
        banner.addWidget(self.banner_label, 1)
        banner.addWidget(cancel)
        self.banner.hide()
        outer.addWidget(self.banner)
        # the form scrolls when the window is too low for it; the Write button stays in view
        form_widget = QWidget()
        self.form = QVBoxLayout(form_widget)
        self.form.setContentsMargins(0, 0, 4, 0)
        scroll = FormScroll()
        scroll.setWidget(form_widget)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(scroll, 1)
        self.error = QLabel()
        self.error.setObjectName("entryError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()
        outer.addWidget(self.error)
        self.write_button = QPushButton(self.tr("Write (Enter)"))
        self.write_button.setObjectName("writeButton")
        self.write_button.setMinimumHeight(40)
        self.write_button.clicked.connect(self.submit)
        outer.addWidget(self.write_button)

    # -- for the variants --------------------------------------------------------------------

    def build_entry(self) -> Any:
        """The entry the form describes; FormError if something is missing."""
        raise NotImplementedError

    def load_entry(self, entry: Any) -> None:
        """Fill the form from *entry* (to correct it)."""
        raise NotImplementedError

    def reset(self) -> None:
        """Clear the form for the next round."""

    def refresh(self, board: Board) -> None:
        """Follow the board (team names, next announcer, open rows ...)."""

    def describe(self, entry: Any) -> str:
        """Short words for the Edit menu: "Undo: <this>"."""
        return self.tr("entry")

    def keys_help(self) -> str:
        """The keys of this variant's form, for Help → Keyboard."""
        return ""

    def status_text(self, board: Board) -> str:
        """One line above the form: whose turn, what is missing, who won."""
        if board.finished:
            names = " & ".join(board.sides[w].name for w in board.winners)
            return self.tr("{0} won. The Partie is over.").format(names)
        return ""

    def history_text(self, line: EntryLine, entry: Any) -> str:
        """The entry in words for the history list."""
        return line.text

    # -- writing -----------------------------------------------------------------------------

    def submit(self) -> bool:
        try:
            entry = self.build_entry()
        except FormError as err:
            self.show_error(str(err))
            return False
        return self.submit_entry(entry)

    def submit_entry(self, entry: Any) -> bool:
        """Write *entry* (or the correction); on refusal show why and keep the form."""
        try:
            if self.correcting is None:
                self.controller.add(entry, self.describe(entry))
            elif self.inserting:
                self.controller.insert(self.correcting, entry,
                                       self.tr("insert before entry {0}").format(
                                           self.correcting + 1))
            else:
                number = self.correcting + 1
                self.controller.replace(self.correcting, entry,
                                        self.tr("correct entry {0}").format(number))
        except RuleViolation as err:
            self.show_error(rule_message(err))
            return False
        self.show_error("")
        self.stop_correcting(reset=False)
        self.reset()
        self.written.emit()
        return True

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def start_correcting(self, index: int, entry: Any) -> None:
        self.correcting, self.inserting = index, False
        self.setVisible(True)  # a finished Partie can still be corrected
        self.banner_label.setText(self.tr("Correcting entry {0}").format(index + 1))
        self.banner.show()
        self.write_button.setText(self.tr("Save correction (Enter)"))
        self.show_error("")
        self.load_entry(entry)

    def start_inserting(self, index: int) -> None:
        """Write a forgotten entry before entry *index*."""
        self.correcting, self.inserting = index, True
        self.setVisible(True)
        self.banner_label.setText(self.tr("New entry before entry {0}").format(index + 1))
        self.banner.show()
        self.write_button.setText(self.tr("Insert (Enter)"))
        self.show_error("")
        self.reset()

    def stop_correcting(self, reset: bool = True) -> None:
        was = self.correcting is not None
        self.correcting, self.inserting = None, False
        self.banner.hide()
        self.write_button.setText(self.tr("Write (Enter)"))
        if self.controller.session is not None:
            self.setVisible(not self.controller.board.finished)
        if was and reset:
            self.reset()
            self.show_error("")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return
        if event.key() == Qt.Key.Key_Escape and self.correcting is not None:
            self.stop_correcting()
            return
        super().keyPressEvent(event)
