"""Edit → Undo history… (Ctrl+H): every step of this session's changes to the match, in a
small window of its own beside the Tafel (a dock would take its room from the board or the
form, which a netbook's 1024×600 has none to spare of).

It is Qt's ``QUndoView`` over the controller's ``QUndoStack``, the match as it was opened on
its first line, the step the match is at selected (an entry written named with its number,
as the history below the board has it: MatchController's callers give the list its words).
Qt's view moves the stack itself the moment its current line changes (an arrow key, a
click), past the window's rules for Undo: the form's typing would stay over a round taken
back, and Enter write it there. So the view gets a selection of its own, and a click or an
arrow key asks the window (*go_to*) to go to that step as repeated Ctrl+Z / Ctrl+Y would,
which may refuse; the selection then follows the stack, wherever the step went. The one
line highlighted is always the step the match is at: the arrows once moved only a cursor,
highlighted alike, and a German trial took the board for the step it showed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer
from PySide6.QtGui import QHideEvent, QKeyEvent, QMouseEvent, QUndoStack
from PySide6.QtWidgets import QLabel, QListView, QUndoView, QVBoxLayout, QWidget

from .widgets.activation import activate_after

__all__ = ["UndoHistory"]


class _StepList(QUndoView):
    """The steps; a click or an arrow key (Home, End, Page Up …) goes to that step."""

    def __init__(self, stack: QUndoStack, go_to: Callable[[int], None]) -> None:
        super().__init__(stack)
        self._go_to = go_to
        # a selection of our own: Qt's is the one its model moves the stack by
        self.setSelectionModel(QItemSelectionModel(self.model(), self))
        # a step is named with its entry's figures, as the history writes it: whole, on as
        # many lines as it needs, not cut at the window's edge behind a scroll bar
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlternatingRowColors(True)  # where a step of several lines ends
        self.setSpacing(1)
        self.model().modelReset.connect(self.follow_stack)  # every step, a new match
        self.clicked.connect(self._chosen)
        self.follow_stack()

    def follow_stack(self) -> None:
        """The step the match is at now, selected and in view."""
        stack = self.stack()
        if stack is None:  # the window going, its stack first
            return
        index = self.model().index(stack.index(), 0)
        self.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.scrollTo(index)

    def _chosen(self, index: QModelIndex) -> None:
        if index.isValid():
            self._go_to(index.row())
        self.follow_stack()  # a step refused (or only partly taken): where the match is

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._chosen(self.currentIndex())  # where it is (a step refused: said again)
            event.accept()
            return
        super().keyPressEvent(event)  # the cursor moved, if the key moves it
        stack = self.stack()
        if stack is not None and self.currentIndex().row() != stack.index():
            self._chosen(self.currentIndex())

    def keyboardSearch(self, search: str) -> None:  # noqa: N802 - Qt's name
        """No jump to the line starting with what is typed: digits meant for the form
        (the keys here since Ctrl+H) would take the match to "4. …"."""

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        super().mouseReleaseEvent(event)  # a click: gone to its step
        self.follow_stack()  # a press dragged to another line is no click: back


class UndoHistory(QWidget):
    """The window of the steps. *go_to(row)* takes the match to the step of that row (0: as
    it was opened) and returns the refusal said, if it refused; the refusal is said here
    too, under the list the click was in, until the next step or until the form's refusal
    changes (:meth:`form_refused`)."""

    def __init__(self, stack: QUndoStack, go_to: Callable[[int], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Tool)
        self.setObjectName("undoHistory")
        self.setWindowTitle(self.tr("Undo history"))
        self._go_to = go_to
        self.view = _StepList(stack, self._go)
        self.view.setObjectName("undoSteps")
        self.starts_at_take_in(False)
        self.refusal = QLabel()
        self.refusal.setObjectName("undoRefusal")
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)  # names are never HTML
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b3261e;")
        self.refusal.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.refusal)
        stack.indexChanged.connect(lambda _index: self.refusal.hide())
        self.resize(320, 360)

    def starts_at_take_in(self, took_in: bool) -> None:
        """The first row: the match as it was opened, or as a live table's entries were
        taken in last (*took_in*): Undo reaches back no further."""
        self.view.setEmptyLabel(self.tr("<taken over from the table>") if took_in
                                else self.tr("<match opened>"))

    def form_refused(self, said: str) -> None:
        """The form's refusal is *said* now: the one under the list was said with it and
        goes with it (the typing changed, the form's went, and a German trial's stayed
        here)."""
        if said != self.refusal.text():
            self.refusal.hide()

    def _go(self, row: int) -> None:
        refused = self._go_to(row)
        self.refusal.setText(refused)
        self.refusal.setVisible(bool(refused))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:  # closed as a dialog is
            self.close()
            return
        super().keyPressEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        # the Tafel's keys act again, also without a window manager to make it active
        # (as after a dialog: widgets.activation)
        owner = self.parentWidget()
        QTimer.singleShot(0, self, lambda: activate_after(owner))
        super().hideEvent(event)
