"""Which match each running Jasstafel has open: what a crash leaves for the next start.

Every Jasstafel with a match open holds a lock file of its own in the user data folder
(``running/KEY.lock``, a QLockFile: it holds the process id, and Qt tells a lock whose process
has died from one whose process runs) and names its match in the settings under the same key
(``running/KEY/open``, and the rescue copy it writes to when the file refuses an entry,
``running/KEY/rescue``). A clean quit removes both.

At a start, a key whose lock can be taken (its process died, or left no lock) names a match a
crash left open: offered again. A key whose lock a running Jasstafel holds is that program's
open match: never offered, and its files never among the unsaved matches to discard. (One
key shared by all programs made a second Jasstafel offer the first one's open file as left by
a crash, and the clean quit of one of two forget the other's crash.)

The program that offers a crashed program's match holds that program's lock until the offer
is answered: a third Jasstafel started meanwhile does not offer it too, and if the offering
program dies as well, the next start offers it again.

A lock that cannot be made (the user data folder read-only or full) leaves the match
unregistered: a crash then offers it by itself no longer (its autosave is still among
*File → Unsaved matches…*), and no running program is ever taken for a crashed one.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QLockFile, QSettings

from . import recovery

GROUP = "running"
LEGACY_KEY = "session/open"  # one key for all programs, before each had its own


def lock_folder() -> Path:
    """Beside the autosaves, in the user data folder."""
    return recovery.autosave_dir().parent / "running"


def _take(key: str) -> QLockFile | None:
    """The lock of *key*, if no running program holds it (a dead one's is taken over)."""
    folder = lock_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    lock = QLockFile(str(folder / f"{key}.lock"))
    lock.setStaleLockTime(0)  # a lock is stale when its process is gone, never by its age
    return lock if lock.tryLock(0) else None


class Running:
    """This program's entry in the register, and the crashed programs' it has taken over."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings
        self.key = f"{os.getpid()}-{os.urandom(4).hex()}"
        self.lock: QLockFile | None = None  # taken when the first match opens
        self.claimed: dict[str, QLockFile] = {}  # crashed programs' keys, while offered

    def note(self, target: Path | None, rescue: Path | None = None) -> None:
        """This program has *target* open now (its rescue copy, if the file refuses an entry,
        goes to *rescue*)."""
        if target is None:
            self._forget(self.key)
            return
        if self.lock is None:
            self.lock = _take(self.key)
            if self.lock is None:
                return  # see the module's last paragraph
        self.settings.setValue(f"{GROUP}/{self.key}/open", str(target.absolute()))
        self.settings.setValue(f"{GROUP}/{self.key}/rescue",
                               str(rescue.absolute()) if rescue is not None else "")
        self.settings.sync()  # a crash may follow at once

    def quit(self) -> None:
        """A clean quit: nothing of this program's is left to offer."""
        self.release()
        self._forget(self.key)
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None

    def left_by_crashes(self) -> list[Path]:
        """The matches open in programs that died without quitting, each once; their keys
        are held by this program until :meth:`release`."""
        self.settings.sync()  # what the other programs wrote since this one started
        self._adopt_legacy()
        found: list[Path] = []
        for key in self._keys():
            if key == self.key or key in self.claimed:
                continue
            lock = _take(key)
            if lock is None:
                continue  # running, or its match offered by a running program
            self.claimed[key] = lock
            path = self._path(key, "open")
            if path is not None and path not in found:
                found.append(path)
        return found

    def release(self) -> None:
        """The crashed programs' matches are answered (continued, named, discarded or left
        for later): forgotten, their locks given up."""
        for key, lock in self.claimed.items():
            self._forget(key)
            lock.unlock()
        self.claimed.clear()

    def release_answered(self, offered: set[Path]) -> None:
        """A row of the offer is answered: a crashed program whose match is no longer among
        the files still *offered* is forgotten at once (a trial's named file, answered "do
        not reopen", came back after a crash while the dialog still showed another row)."""
        for key in list(self.claimed):
            path = self._path(key, "open")
            if path is None or path not in offered:
                self._forget(key)
                self.claimed.pop(key).unlock()

    def in_use(self) -> set[Path]:
        """The files that other running programs have open: their match, its rescue copy."""
        self.settings.sync()
        used: set[Path] = set()
        for key in self._keys():
            if key == self.key or key in self.claimed:
                continue
            lock = _take(key)
            if lock is not None:  # its program is gone: its files are nobody's now
                lock.unlock()
                continue
            used |= {p for p in (self._path(key, "open"), self._path(key, "rescue")) if p}
        return used

    def _keys(self) -> list[str]:
        self.settings.beginGroup(GROUP)
        try:
            return list(self.settings.childGroups())
        finally:
            self.settings.endGroup()

    def _path(self, key: str, what: str) -> Path | None:
        value = str(self.settings.value(f"{GROUP}/{key}/{what}", "") or "")
        return Path(value) if value else None

    def _forget(self, key: str) -> None:
        self.settings.remove(f"{GROUP}/{key}")
        self.settings.sync()

    def _adopt_legacy(self) -> None:
        """The one key of an earlier Jasstafel, left by its crash: a key like any other's,
        without a lock (its program is gone)."""
        value = self.settings.value(LEGACY_KEY, "")
        if isinstance(value, str) and value:
            self.settings.setValue(f"{GROUP}/legacy-{os.urandom(4).hex()}/open", value)
        if self.settings.contains(LEGACY_KEY):
            self.settings.remove(LEGACY_KEY)
            self.settings.sync()
