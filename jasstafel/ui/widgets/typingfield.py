"""The keys of a field of the entry form, shared by the number fields and a word's field (a
Punktetafel's note):

* Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y undo and redo the field's own typing only while it has
  typing of its own to undo (or redo); otherwise they reach the window's Edit menu, which
  undoes the last entry and names what the keys do (``MainWindow._step``). A plain line edit
  keeps Ctrl+Z even with nothing to undo: in a Punktetafel's note the key did nothing while
  the menu offered "Undo round 2" (a trial's);
* Ctrl and any other letter is the window's: on X11 a line edit takes Ctrl+E as "end of
  line" and Ctrl+U as "delete line", and Ctrl+E (correct the last entry) did nothing from a
  field;
* Enter and Return are not taken: they go up to the form, whose panel writes the entry.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget

__all__ = ["TypingField"]

#: Ctrl and these letters are the field's (select all, copy, cut, paste, undo, redo)
_FIELDS_OWN = frozenset({Qt.Key.Key_A, Qt.Key.Key_C, Qt.Key.Key_X, Qt.Key.Key_V, Qt.Key.Key_Z,
                         Qt.Key.Key_Y})
_UNDO_KEYS = ("Ctrl+Z",)
_REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


class TypingField(QLineEdit):
    """A field the Schreiber types into, with the keys of the module docstring. *label*
    names it in the window's words ("Undone: typing in Note") and to a screen reader (its
    accessible name)."""

    def __init__(self, label: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label

    @property
    def label(self) -> str:
        """What the field is, and whose: "Card points Anna & Cla"."""
        return self._label

    @label.setter
    def label(self, text: str) -> None:
        self._label = text
        self.setAccessibleName(text)  # what a screen reader says at the field, plain text

    @staticmethod
    def _windows(event: QKeyEvent) -> bool:
        """Ctrl and a letter other than the field's own is the window's."""
        combo = event.keyCombination()
        return (combo.keyboardModifiers() == Qt.KeyboardModifier.ControlModifier
                and Qt.Key.Key_A <= combo.key() <= Qt.Key.Key_Z
                and combo.key() not in _FIELDS_OWN)

    def undoes_own(self) -> bool:
        """Ctrl+Z here undoes the field's own typing (else it is the window's)."""
        return self.isUndoAvailable() and not self.isReadOnly()

    def redoes_own(self) -> bool:
        """Ctrl+Y here redoes the field's own typing: the window's comes first where it
        undid the match after this typing was undone (redo goes back the way undo came,
        MainWindow.redoes_before_fields)."""
        first = getattr(self.window(), "redoes_before_fields", None)
        return (self.isRedoAvailable() and not self.isReadOnly()
                and not (first is not None and first()))

    def _own(self, event: QKeyEvent) -> bool | None:
        """For an undo or redo key: True if the field undoes its own typing, False if the
        key belongs to the window; None for any other key."""
        sequence = QKeySequence(event.keyCombination())
        if event.matches(QKeySequence.StandardKey.Undo) or any(
                sequence == QKeySequence(k) for k in _UNDO_KEYS):
            return self.undoes_own()
        if event.matches(QKeySequence.StandardKey.Redo) or any(
                sequence == QKeySequence(k) for k in _REDO_KEYS):
            return self.redoes_own()
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if self._windows(event):
                event.ignore()
                return True
            own = self._own(event)
            if own is False:  # nothing of its own: let the window's Undo / Redo have it
                event.ignore()
                return True
            if own:
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self._own(event):
            # QLineEdit knows only the platform's redo key: Ctrl+Y and Ctrl+Shift+Z both redo
            is_undo = event.matches(QKeySequence.StandardKey.Undo) or QKeySequence(
                event.keyCombination()) == QKeySequence("Ctrl+Z")
            self.undo() if is_undo else self.redo()
            # the window says what was undone, as for an entry, and orders its redo after it
            did = getattr(self.window(), "field_did", None)
            if did is not None:
                did(self, not is_undo)
            event.accept()
            return
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()  # up to the form: the panel writes (QLineEdit ignores it too)
