"""An autosaving match: every accepted change is on disk before it is acknowledged.

The window, and anything else that edits a match, goes through a Session. After
each change the whole match file is written atomically (matchfile.save). If saving
fails for any reason (the disk is full, read-only or gone; the match cannot be written
as a file), the change stays in memory, ``save_error`` says why, and the next change or
an explicit :meth:`save` tries again: nothing the Schreiber typed is dropped.

An entry that a match file could not hold (a text with a control character, entry
10,001) is refused before it is made, as a RuleViolation, so that what is saved can
always be opened again.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from . import matchfile
from .errors import QT_TRANSLATE_NOOP, JassError, RuleViolation
from .match import Change, Match, fixed_part
from .text import Text, file_sizes, os_reason
from .variant import MatchDocument

T = TypeVar("T")

#: what a session resumed from its rescue copy takes the named file to be when that file holds
#: entries the copy lacks, or cannot be read: never equal to a file's signature, so it is
#: never written over (and the refusal says which, not "another program": a trial's window
#: had written the file itself, from another copy of the same match)
_WRITTEN_ELSEWHERE = (-1, -1, -1)
_UNREADABLE = (-2, -2, -2)


def entries_lacking(earlier: Match, later: Match) -> int | None:
    """How many entries *earlier* lacks to be *later* (0: the same match), or None when it
    is no earlier state of it: another game or seats, or an entry *later* does not have.
    (A named file and its rescue copy: the file that lacks the copy's last entries; the
    copy may have other names or table rules, changed after the file could not be written:
    where they share an entry.)"""
    count = len(earlier.entries)
    if count > len(later.entries) or tuple(earlier.entries) != tuple(later.entries[:count]):
        return None
    if _lasting_part(earlier.document) != _lasting_part(later.document):
        return None
    # the names and the sheet's lines (Match.rename) and the table rules (Match.change_rules)
    # may have been changed since, where the entries shared (each stamped when it was
    # written) say that it is the same match: a copy whose rules were changed was offered
    # apart from its own file, as another match (a trial's target raised to 3000)
    if count == 0 and earlier.document.model_copy(update={"entries": []}) != (
            later.document.model_copy(update={"entries": []})):
        return None
    return len(later.entries) - count


def _lasting_part(doc: MatchDocument[Any, Any]) -> dict[str, Any]:
    """What neither a rename nor a change of the table rules changes: the game, the seats
    and each team's players."""
    return {key: value for key, value in fixed_part(doc).items() if key != "settings"}


class Session:
    """A match plus the file it lives in (``path``), saved after every change."""

    def __init__(self, match: Match, path: str | os.PathLike[str] | None = None,
                 autosave: str | os.PathLike[str] | None = None,
                 rescue: str | os.PathLike[str] | None = None) -> None:
        self.match = match
        self.path = Path(path) if path else None
        self.autosave = Path(autosave) if autosave else None
        #: where a named match goes while its file cannot be written (a read-only file, a
        #: full disk): what a crash then leaves is every entry, not only those saved before
        self.rescue = Path(rescue) if rescue else None
        self._rescued = False  # a rescue copy was written (removed at the next good save)
        self._rescue_behind = False  # ... but the last change could not be written to it
        self.save_as_error: str | None = None  # why the last save_as() failed
        # the named file as this session last read or wrote it: one written by another
        # program since (the same match open twice) is never written over without a word
        self._seen = _signature(self.path) if self.path is not None else None
        self.save_error: str | None = None
        #: the system's error number of the last save that failed on the disk (a full disk,
        #: a permission), None for a save that did not fail so: the window's advice fits it
        self.save_errno: int | None = None
        #: the last save was refused to keep another program's entries, not failed by the
        #: disk: no "free some space" beside it
        self.save_refused = False
        #: the last save wrote the named file anew: it had been deleted or moved since this
        #: session last read or wrote it (the window says so, once, and sets it back)
        self.written_again = False
        self.dirty = False
        self._size: int | None = None  # bytes of the file at the last save

    @classmethod
    def resume(cls, match: Match, path: str | os.PathLike[str],
               rescue: str | os.PathLike[str],
               seen: tuple[int, int, int] | None = None) -> Session:
        """Continue a rescue copy (*match*, read from *rescue*) in its named file *path*,
        which could not take its last entries before a crash.

        The copy is the match with every entry, so it goes to the named file at the next
        save, and the copy is removed once that works; until then every change goes on into
        the copy, as before the crash. A named file that holds entries the copy lacks (the
        same match open in two windows: the other wrote it) or that cannot be read is never
        written over: the save is refused as one "changed by another program" (save the
        match under another name), unless it is still the file the copy's window last read
        or wrote (*seen*, its :attr:`seen`): then the entries the copy lacks are that
        window's own corrections, and the copy is that match. A missing file is written when
        it can be."""
        session = cls(match, path=path, rescue=rescue)
        session._rescued = True  # the copy goes with the first save of the file that works
        session.dirty = True
        if session._seen is not None:  # there is a file
            try:
                on_disk = matchfile.load(path)
            except (JassError, OSError, ValueError, RecursionError):
                on_disk = None
            if on_disk is None:
                session._seen = _UNREADABLE
            elif entries_lacking(on_disk, match) is None and session._seen != seen:
                session._seen = _WRITTEN_ELSEWHERE
        return session

    @property
    def rescued(self) -> bool:
        """The rescue copy holds every entry: the named file could not take the last ones
        (False again when the copy itself could not take the last change)."""
        return self._rescued and not self._rescue_behind

    @property
    def seen(self) -> tuple[int, int, int] | None:
        """The named file as this session last read or wrote it (inode, size, time), or None
        (no file, or one that was never taken as this match's): where a rescue copy is left,
        the recovery tells by it whether anybody wrote the file since."""
        if self._seen in (None, _WRITTEN_ELSEWHERE, _UNREADABLE):
            return None
        return self._seen

    @property
    def written_elsewhere(self) -> bool:
        """The named file holds what this session did not write or read (another program
        wrote it, or a resumed copy's file has entries the copy lacks): it is not written
        over, and a new name is what saves the match."""
        if self.path is None or self._seen is None:
            return False
        now = _signature(self.path)
        return now is not None and now != self._seen

    @property
    def target(self) -> Path | None:
        """Where the next save goes: the named file, else the autosave file."""
        return self.path or self.autosave

    # -- changes -------------------------------------------------------------------------

    def add(self, entry: Any) -> None:
        self._check(entry, grows=True)
        self._change(lambda: self.match.add(entry))

    def insert(self, index: int, entry: Any) -> None:
        self._check(entry, grows=True)
        self._change(lambda: self.match.insert(index, entry))

    def replace(self, index: int, entry: Any) -> None:
        self._check(entry, grows=False)
        self._change(lambda: self.match.replace(index, entry))

    def delete(self, index: int) -> None:
        self._change(lambda: self.match.delete(index))

    def take(self, entries: Sequence[Any]) -> None:
        """Every entry replaced by *entries* (:meth:`Match.take`: a live table's log)."""
        self._change(lambda: self.match.take(entries))

    def rename(self, setup: Any) -> None:
        """Other names and lines for the sheet (*setup*: :func:`matchfile.renamed`); refused
        as an entry is when the file would grow past its limit."""
        self._check_size(setup, lambda doc: setup.model_copy(update={"entries": doc.entries}))
        self._change(lambda: self.match.rename(setup))

    def change_rules(self, setup: Any, rows: Mapping[int, int] | None = None) -> None:
        """Other table settings (*setup*: :func:`matchfile.with_settings`; *rows*: where the
        rows moved, old index → new); refused as :meth:`Match.change_rules` refuses it, or
        as an entry is when the file would grow past its limit."""
        self._check_size(setup, lambda doc: setup.model_copy(update={"entries": doc.entries}))
        self._change(lambda: self.match.change_rules(setup, rows))

    def relabel(self, setup: Any) -> None:
        """The names of *setup* as the match's own from its start (:meth:`Match.relabel`: a
        live table's member renamed in the club), saved; not a change to undo."""
        self._change(lambda: self.match.relabel(setup))

    def undo(self) -> Change:
        return self._change(self.match.undo)

    def redo(self) -> Change:
        return self._change(self.match.redo)

    def _check(self, entry: Any, grows: bool) -> None:
        """Refuse what the match file could not hold (matchfile's limits)."""
        if grows and len(self.match.entries) >= matchfile.MAX_ENTRIES:
            raise RuleViolation("match.entries", QT_TRANSLATE_NOOP(
                "rules", "A match holds at most {limit} entries: start a new match"),
                limit=matchfile.MAX_ENTRIES)
        matchfile.check_entry(self.match, entry)
        self._check_size(entry, lambda doc: doc.model_copy(
            update={"entries": [*doc.entries, entry]}))

    def _check_size(self, change: Any, after: Callable[[Any], Any]) -> None:
        """Refuse a change (an entry, a setup) that would make the file larger than a match
        file may be (only with dozens of players and long notes: the size is then worked
        out exactly, on the document *after* makes of the match's)."""
        grows_by = 4 * len(change.model_dump_json(indent=2)) + 256  # more than it can add
        if self._size is not None and self._size + grows_by <= matchfile.MAX_FILE_BYTES:
            return
        size = len(matchfile.dumps(after(self.match.document)).encode("utf-8"))
        if size > matchfile.MAX_FILE_BYTES:
            said, most = file_sizes(size, matchfile.MAX_FILE_BYTES)
            raise RuleViolation("match.size", QT_TRANSLATE_NOOP(
                "rules", "The match file would be {size}, and a match file is at most {limit}: "
                         "start a new match"), size=said, limit=most)

    def _change(self, operation: Callable[[], T]) -> T:
        result = operation()  # a RuleViolation leaves match and file untouched
        self.dirty = True
        self.save()
        return result

    # -- saving --------------------------------------------------------------------------

    def save(self) -> bool:
        """Write the match to its target; False (and ``save_error``) if saving failed.

        Any failure is a save error, not only the disk's (OSError): a match that cannot be
        written as a file (MatchFileError) or an error of the serializer must never lose
        the entries in memory or escape into the window as a crash.
        """
        target = self.target
        if target is None:
            return False
        self.save_errno = None
        if target == self.path and self._seen is not None:
            if self.written_elsewhere:
                self.save_error, self.save_refused = self._not_over(target), True
                self._rescue()
                return False
        self.save_refused = False
        self.written_again = False
        # the named file as read or written here, gone: written again with every entry
        gone = (target == self.path and self._seen not in (None, _WRITTEN_ELSEWHERE,
                                                           _UNREADABLE)
                and not os.path.lexists(target))
        try:
            if not target.parent.is_dir():  # a stat: mkdir on the folder just synced waits
                target.parent.mkdir(parents=True, exist_ok=True)
            matchfile.save(self.match, target)
        except OSError as err:
            self.save_error = Text(QT_TRANSLATE_NOOP("rules", "{path}: {reason}"), path=str(target),
                                   reason=os_reason(err))
            self.save_errno = err.errno
            self._rescue()
            return False
        except (Exception, RecursionError) as err:  # noqa: BLE001 - see the docstring
            reason = str(err) if isinstance(err, JassError) else (
                f"{type(err).__name__}: {err}")
            self.save_error = f"{target}: {matchfile.echo_text(' '.join(reason.split()), 300)}"
            self._rescue()
            return False
        self.save_error = None
        self.written_again = gone
        if self._rescued and self.rescue is not None:  # the file has it all again
            self.rescue.unlink(missing_ok=True)
            self._rescued = False
        self.dirty = False
        seen = _signature(target)
        self._size = seen[1] if seen is not None else None
        self._seen = seen if target == self.path else None
        return True

    def _not_over(self, target: Path) -> Text:
        """Why the named file was not written over: what is known of what it holds."""
        if self._seen == _WRITTEN_ELSEWHERE:
            return Text(QT_TRANSLATE_NOOP(
                "rules", "{path} holds entries that this match lacks: it was not written "
                         "over (save this match under another name)"), path=str(target))
        if self._seen == _UNREADABLE:
            return Text(QT_TRANSLATE_NOOP(
                "rules", "{path} cannot be read as this match: it was not written over (save "
                         "this match under another name)"), path=str(target))
        return Text(QT_TRANSLATE_NOOP(
            "rules", "{path} was changed by another program since it was opened here: it "
                     "was not written over (save this match under another name)"),
                    path=str(target))

    def save_as(self, path: str | os.PathLike[str]) -> bool:
        """Give the match a name. On success the autosave copy is no longer needed.

        A new name replaces whatever is there (the file dialog asked); the match's own file
        chosen again is still never written over when it holds what this session did not
        write (Save as… onto it after "changed by another program" lost the other window's
        entries)."""
        old, old_seen = self.path, self._seen
        new = Path(path)
        # a new name: whatever is there is replaced
        self.path = new
        self._seen = old_seen if old is not None and _same_file(new, old) else None
        if not self.save():
            # why (for the Schreiber), then saved where it was: a name that could not be
            # written leaves the match as safe as before, not "not saved"
            self.save_as_error = self.save_error
            self.path, self._seen = old, old_seen
            self.save()
            return False
        self.save_as_error = None
        self.discard_autosave()
        return True

    def _rescue(self) -> None:
        """The named file could not be written: the match to the rescue copy instead (an
        unnamed match has no other place; its autosave is the file that failed)."""
        if self.rescue is None or self.path is None:
            return
        try:
            self.rescue.parent.mkdir(parents=True, exist_ok=True)
            matchfile.save(self.match, self.rescue)
            self._rescued, self._rescue_behind = True, False
        except (Exception, RecursionError):  # noqa: BLE001 - the save error is said already
            self._rescue_behind = True  # a copy written before lacks this change

    def discard_autosave(self) -> None:
        if self.autosave is not None and self.autosave != self.path:
            self.autosave.unlink(missing_ok=True)


def _same_file(one: Path, other: Path) -> bool:
    """*one* and *other* name the same file (both there, else the same path)."""
    try:
        return one.samefile(other)
    except OSError:
        return one.absolute() == other.absolute()


def _signature(path: Path) -> tuple[int, int, int] | None:
    """What tells one writing of a file from another: a save replaces the file (a new
    inode), a write in place changes its size or time."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns
