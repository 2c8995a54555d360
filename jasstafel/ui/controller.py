"""The window's handle on the match: every change goes through here.

The core session does the work and saves; this adapter turns each change into a
QUndoCommand (so Qt builds the Edit menu's "Undo: …" texts) and emits ``changed``
exactly once, after the core has changed.

Every entry the window writes carries ``written_at``: when the Schreiber wrote it (local
time with its UTC offset, to the second). The core never scores with it; the statistics
take the time played from it. A correction keeps the time of the entry it corrects (the
round was played then; correcting it after the Partie must not make the evening longer).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

if TYPE_CHECKING:
    from ..core import Board, Match
    from ..core.match import OutOfTurn
    from ..core.session import Session


#: an undo step's words (QUndoCommand's text: the undo history's line, a line break, the Edit
#: menu's), or what makes them once the change is made
Words = str | Callable[[], str]

#: the changes of the match's setup (names, table rules): the board and the form are made
#: again for them
SETUP_CHANGES = ("rename", "rules")


class _Done(QUndoCommand):
    """A change already made in the core; undo/redo replay the core's own undo/redo."""

    def __init__(self, controller: MatchController, text: str) -> None:
        super().__init__(text)
        self._controller = controller
        self._first = True

    def redo(self) -> None:
        if self._first:  # QUndoStack.push calls redo: the change is already made
            self._first = False
            return
        self._controller.session_redo()

    def undo(self) -> None:
        self._controller.session_undo()


def now() -> datetime.datetime:
    """The time an entry is written: local, timezone-aware, to the second."""
    return datetime.datetime.now().astimezone().replace(microsecond=0)


def stamped(entry: Any, at: datetime.datetime | None = None) -> Any:
    """*entry* with ``written_at`` set (to *at*, else now), if its model has the field and it
    is not set yet."""
    fields = getattr(type(entry), "model_fields", {})
    if "written_at" not in fields or getattr(entry, "written_at", None) is not None:
        return entry
    return entry.model_copy(update={"written_at": at or now()})


class MatchController(QObject):
    changed = Signal()
    saveFailed = Signal(object)  # noqa: N815 - a Text: said in the window's language
    matchReplaced = Signal()  # noqa: N815
    #: the players' or teams' names or the table rules changed (a rename or a change of
    #: rules, or one undone or redone): before ``changed``, so that what was made for the
    #: old names and rules (the board's rows, the form's buttons) is made again first
    namesChanged = Signal()  # noqa: N815

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        self.undo_stack = QUndoStack(self)
        self._board: Board | None = None
        #: Undo reaches back to a live table's entries taken in (:meth:`take`), not to the
        #: match's opening: the window says so where nothing is left to undo
        self.took_in = False

    # -- the match -------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        assert self.session is not None, "no match open"
        return self.session.match

    @property
    def board(self) -> Board:
        if self._board is None:
            self._board = self.match.board()
        return self._board

    def set_session(self, session: Session) -> None:
        self.session = session
        self.undo_stack.clear()
        self.took_in = False
        self._board = None
        self.matchReplaced.emit()
        self.changed.emit()

    # -- changes: each raises RuleViolation and changes nothing, or is done and saved ----------

    def add(self, entry: Any, text: Words) -> None:
        entry = stamped(entry)
        self._do(lambda: self._session.add(entry), text)

    def insert(self, index: int, entry: Any, text: Words) -> list[OutOfTurn]:
        """Insert *entry* before entry *index*; the later entries it put out of turn."""
        entry = stamped(entry)
        return self._moving_turns(lambda: self._session.insert(index, entry), text)

    def replace(self, index: int, entry: Any, text: Words) -> bool:
        """Correct entry *index*; False, and nothing done, where *entry* is the entry as it
        is: a correction saved without a change is no change, and no step to undo. (It
        was one, and as a new change it dropped what Redo held: a round undone by a Ctrl+Z
        meant for the correction's typing was lost for good, a trial's.)"""
        entries = self.match.entries
        before = entries[index] if 0 <= index < len(entries) else None
        entry = stamped(entry, getattr(before, "written_at", None))
        if before is not None and entry == before:
            return False
        self._do(lambda: self._session.replace(index, entry), text)
        return True

    def delete(self, index: int, text: str) -> list[OutOfTurn]:
        """Delete entry *index*; the later entries it put out of turn."""
        return self._moving_turns(lambda: self._session.delete(index), text)

    def _moving_turns(self, operation: Callable[[], None], text: Words) -> list[OutOfTurn]:
        """*operation* (an insert or a delete) done; the later entries whose announcer it
        took out of the order of play (:func:`~jasstafel.core.match.put_out_of_turn`), for
        the window to say: the program cannot know who announced them."""
        # here, not at the top: the welcome page starts without the rules (pydantic)
        from ..core.match import put_out_of_turn

        before = self.match.out_of_turn()
        self._do(operation, text)
        return put_out_of_turn(before, self.match.out_of_turn(), self.match.undo_change)

    def take(self, entries: Sequence[Any]) -> None:
        """Every entry replaced by *entries* (a live table's, written on a phone or by the
        Oberjasser): no step to undo. The undo stack starts again here, as when a match is
        opened: the window sends its whole match after every change, so a trial's Ctrl+Z
        took back the Oberjasser's correction and a phone's round at the table too, without
        a word. What others wrote is theirs to take back there; the window's own later
        steps are its own to undo."""
        self._session.take(entries)
        self.undo_stack.clear()
        self.took_in = True
        self._after()

    def rename(self, setup: Any, text: str) -> None:
        """Other names and lines for the sheet (*setup*: core.matchfile.renamed)."""
        self._session.rename(setup)
        self.undo_stack.push(_Done(self, text))
        self._renamed()
        self._after()

    def change_rules(self, setup: Any, text: str, rows: Mapping[int, int] | None = None) -> None:
        """Other table settings (*setup*: core.matchfile.with_settings; *rows*: where the
        Coiffeur's rows moved, old index → new); refused with a RuleViolation naming the
        entry the new rules refuse, and nothing changed."""
        self._session.change_rules(setup, rows)
        self.undo_stack.push(_Done(self, text))
        self._renamed()
        self._after()

    def relabel(self, setup: Any) -> None:
        """The names of *setup* as the match's own from its start (Session.relabel): a
        live table's member renamed in the club; no step to undo."""
        self._session.relabel(setup)
        self._renamed()
        self._after()

    @property
    def _session(self) -> Session:
        assert self.session is not None, "no match open"
        return self.session

    def _do(self, operation: Callable[[], None], text: Words) -> None:
        """*operation* done, and pushed as a step named *text*: its words, or what makes them
        once the change is made (the undo history names a round with its figures, which
        only the new board has)."""
        operation()
        self._board = None
        self.undo_stack.push(_Done(self, text() if callable(text) else text))
        self._after(board_made=True)

    def session_undo(self) -> None:
        if self._session.undo().kind in SETUP_CHANGES:
            self._renamed()
        self._after()

    def session_redo(self) -> None:
        if self._session.redo().kind in SETUP_CHANGES:
            self._renamed()
        self._after()

    def _renamed(self) -> None:
        self._board = None  # what is made for the new names reads them from the board
        self.namesChanged.emit()

    def save(self) -> bool:
        ok = self._session.save()
        if not ok and self._session.save_error:
            self.saveFailed.emit(self._session.save_error)
        return ok

    def _after(self, board_made: bool = False) -> None:
        if not board_made:  # else the board of the step's words stands (made once)
            self._board = None
        self.changed.emit()  # the board first, then what could not be saved
        if self._session.save_error:
            self.saveFailed.emit(self._session.save_error)
