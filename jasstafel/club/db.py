"""The club database file: sharing it safely, opening and checking it, the schema and its
ordered migrations.

One SQLite file (standard library ``sqlite3``), opened as a :class:`Store`: one connection
and the lock that guards each of its operations.

Sharing the file
----------------
The window and the command line (two windows, the coming evening server) use one club file
at the same time. SQLite coordinates programs with POSIX fcntl locks, and on POSIX closing
*any* descriptor of a file drops *all* of the process's fcntl locks on it (SQLite's "How To
Corrupt An SQLite Database File", section 2.2). A Qt file dialog in the club's folder does
exactly that when it sniffs the type of ``club.sqlite``, ``-wal`` and ``-shm``; so do a
thumbnailer, a backup copy and a virus scanner, in any thread. So the storage layer never
depends on a lock that outlives one operation:

1. **The rollback journal, not WAL** (``journal_mode = DELETE``). In WAL mode every open
   connection holds a lock on the ``-shm`` file for as long as it is open. When that lock
   silently vanishes, the next program to close believes it is the last one, checkpoints and
   deletes the WAL under the window, and the window goes on writing into a deleted file:
   lost results and "database disk image is malformed". With the rollback journal a
   connection holds no lock at all between transactions, so nothing the process does between
   two operations can hurt. It also keeps the club one file at rest: a copy of
   ``club.sqlite`` is the whole club (with WAL, committed results may live in ``-wal``); it
   can be read in a read-only folder, on a read-only mount and where the file is read-only,
   with nothing left behind; and it needs no shared memory, which WAL needs and a network
   folder does not give. A club file of an older Jasstafel in WAL mode is switched when it is
   first opened for writing (after every check has passed).
2. **A whole-file lock around every operation** (Linux): ``flock`` on a descriptor the club
   owns, shared for a read, exclusive for a write. An flock belongs to that open file, not to
   the process, so descriptors other code opens and closes (in another thread, in the middle
   of a transaction) cannot drop it: two Jasstafel programs never run transactions at the
   same time even if SQLite's own locks were dropped under one of them. Creating, checking
   and migrating a file happen under the exclusive lock too. Elsewhere (Windows: a lock
   belongs to its handle there; macOS: flock and fcntl locks interfere) SQLite's locking
   stands alone, which with the rollback journal only matters if another thread closes the
   file during a transaction.
3. **One connection per open club, short transactions**: the window holds no transaction
   across user interaction. A window notices what other programs changed by polling
   :meth:`Store.data_version` (SQLite's ``PRAGMA data_version``).

A new club file is built completely under a temporary name and then linked into place (a
hard link never replaces a file): two programs creating one new club at once both succeed,
the second opens the first's file, and no program ever reads a half-written header.

The price of the rollback journal: every commit waits for the disk (on the test machine about
1,000 commits per second, against 5,000 with WAL), and a writer waits while a reader reads.
That is ample for the evening server (one process owns the database while an evening is live,
many entries per second from 40 tables): an entry is one small transaction, entries that
arrive while the disk is busy can share one (:meth:`jasstafel.club.Club.transaction`), and
the wall page need not read the file at all. WAL would buy write speed the evening does not
need at the price of a file that a dialog can corrupt, a club that is three files, and no
read-only or network folders.

Opening a file
--------------
1. refuses, without changing a byte, a folder, a FIFO or device (never opened: no hang), a
   file that is not a SQLite database, a damaged or truncated one, a SQLite database of
   another program, one whose tables are not those of the version it claims, and one written
   by a newer Jasstafel (:class:`ClubVersionError`); an empty (0-byte) file only becomes a
   club when the caller creates one (``create``), and says so (:attr:`Store.was_empty`);
2. then switches it to the rollback journal, with foreign keys on and a busy timeout;
3. and migrates an older version step by step in one transaction (an empty file is
   version 0). Where the file or its folder cannot be written, it is opened read-only
   (nothing is written, no side file is made): reading works, writing is refused; an older
   version is then refused too (it cannot be brought up to date there).

Before a migration the file is copied as it was, byte for byte, beside it
(``club.v5-backup.sqlite``; ``club.v5-backup-2.sqlite`` where that name is taken: a copy is
never replaced), or in the program's data folder where that fails; no copy, no migration.
An older Jasstafel cannot open the migrated file, so the copy is what a second laptop still
running it can use, and :attr:`Store.upgrade` tells the window and the command line to say
so (a trial found the upgrade silent).

Versions
--------
- **v1**: members, evenings, the draw (``seats``), stored matches (the match file JSON with
  its full entry log) and the results per member and Passe.
- **v2**: evenings get a ``season`` (filled from the year of the date) with an index, and
  results an index by member: the season ranking and the member statistics read by them.
- **v3**: a ``corrections`` log: every changed result keeps its figures before and after.
- **v4**: ``evening_ranks``, each evening's ranking as last computed (rank, participants,
  counted figure per member, packed in one row), and ``evenings.changes``: every change of an
  evening's results or draw counts up and clears its row; it is computed again when next
  needed and kept only if the count has not moved meanwhile. The season ranking reads it.
- **v5**: guests (``members.guest``: plays an evening, is not in the season) and a wider
  log: ``corrections`` keeps, besides changed results, changed and deleted evenings, line-ups
  other than the draw's and matches imported with other table rules (``kind``); it no longer
  belongs to an evening (no foreign key), so that deleting an evening keeps its log.
- **v6**: ``corrections.by_oberjasser``: 1 where the Oberjasser's change on his live page
  wrote the line, 0 for any other; NULL for a line written before (which only its note, in
  the live server's language, tells: the club window falls back to reading it there).
"""

from __future__ import annotations

import errno
import os
import secrets
import sqlite3
import stat
import sys
import time
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.errors import BugError
from ..core.matchfile import sync_folder
from ..core.text import Text, os_reason
from .errors import ClubError, ClubFileError, ClubVersionError, say

try:  # flock where it guards (see "Sharing the file")
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

APPLICATION_ID = 0x4A415353  # "JASS": marks the file as a Jasstafel club database
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT = 30.0  # seconds a writer waits for another one before giving up

Migration = Callable[[sqlite3.Connection], None]


# -- the migrations, one per version step -------------------------------------------------


def _v0_to_v1(conn: sqlite3.Connection) -> None:
    """Members, evenings, the draw, matches and results."""
    statements = [
        """CREATE TABLE members (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            short_name TEXT NOT NULL DEFAULT '',
            active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
            created TEXT NOT NULL DEFAULT (datetime('now'))
        )""",
        "CREATE UNIQUE INDEX members_name ON members (name COLLATE NOCASE)",
        """CREATE UNIQUE INDEX members_short_name ON members (short_name COLLATE NOCASE)
           WHERE short_name <> ''""",
        """CREATE TABLE evenings (
            id INTEGER PRIMARY KEY,
            date TEXT NOT NULL,
            place TEXT NOT NULL DEFAULT '',
            title TEXT NOT NULL DEFAULT '',
            variant TEXT NOT NULL,
            preset TEXT NOT NULL,
            settings TEXT NOT NULL,
            passen INTEGER NOT NULL CHECK (passen >= 1),
            tables INTEGER NOT NULL DEFAULT 0 CHECK (tables >= 0)
        )""",
        """CREATE TABLE seats (
            evening_id INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
            passe INTEGER NOT NULL CHECK (passe >= 1),
            table_no INTEGER CHECK (table_no >= 1),
            seat INTEGER CHECK (seat >= 1),
            member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
            PRIMARY KEY (evening_id, passe, member_id)
        )""",
        """CREATE TABLE matches (
            id INTEGER PRIMARY KEY,
            evening_id INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
            passe INTEGER NOT NULL CHECK (passe >= 1),
            table_no INTEGER NOT NULL CHECK (table_no >= 1),
            document TEXT NOT NULL,
            UNIQUE (evening_id, passe, table_no)
        )""",
        """CREATE TABLE results (
            evening_id INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
            passe INTEGER NOT NULL CHECK (passe >= 1),
            table_no INTEGER NOT NULL CHECK (table_no >= 1),
            member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
            side INTEGER,
            points INTEGER NOT NULL,
            striche INTEGER,
            nuller INTEGER,
            matches INTEGER NOT NULL DEFAULT 0 CHECK (matches >= 0),
            rank INTEGER NOT NULL CHECK (rank >= 1),
            won INTEGER NOT NULL CHECK (won IN (0, 1)),
            source TEXT NOT NULL CHECK (source IN ('match', 'paper')),
            match_id INTEGER REFERENCES matches (id) ON DELETE SET NULL,
            PRIMARY KEY (evening_id, passe, member_id)
        )""",
        "CREATE INDEX results_table ON results (evening_id, passe, table_no)",
        f"PRAGMA application_id = {APPLICATION_ID}",
    ]
    for sql in statements:
        conn.execute(sql)


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    """Seasons: a column the season ranking selects by, filled from the year of the date."""
    conn.execute("ALTER TABLE evenings ADD COLUMN season TEXT NOT NULL DEFAULT ''")
    conn.execute("UPDATE evenings SET season = substr(date, 1, 4)")
    conn.execute("CREATE INDEX evenings_season ON evenings (season, date)")
    conn.execute("CREATE INDEX results_member ON results (member_id)")


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    """The corrections log: what a result was before it was corrected, and why."""
    conn.execute(
        """CREATE TABLE corrections (
            id INTEGER PRIMARY KEY,
            evening_id INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
            passe INTEGER NOT NULL,
            table_no INTEGER NOT NULL,
            member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
            before TEXT,
            after TEXT,
            note TEXT NOT NULL DEFAULT '',
            at TEXT NOT NULL DEFAULT (datetime('now'))
        )"""
    )
    conn.execute("CREATE INDEX corrections_evening ON corrections (evening_id)")


def _v3_to_v4(conn: sqlite3.Connection) -> None:
    """Each evening's ranking kept: the season ranking reads it instead of ranking every
    evening again. ``evenings.changes`` counts the changes of an evening's results and draw;
    a change clears the evening's row, which is computed again when next needed.
    ``standings`` packs (member, rank, participants, counted figure) per member as
    little-endian 64-bit integers: a season of thousands of evenings reads in one go."""
    conn.execute("ALTER TABLE evenings ADD COLUMN changes INTEGER NOT NULL DEFAULT 0")
    conn.execute(
        """CREATE TABLE evening_ranks (
            evening_id INTEGER PRIMARY KEY REFERENCES evenings (id) ON DELETE CASCADE,
            standings BLOB NOT NULL
        )"""
    )


def _v4_to_v5(conn: sqlite3.Connection) -> None:
    """Guests, and a log that outlives the evening it is about."""
    conn.execute("ALTER TABLE members ADD COLUMN guest INTEGER NOT NULL DEFAULT 0 "
                 "CHECK (guest IN (0, 1))")
    conn.execute(
        """CREATE TABLE log (
            id INTEGER PRIMARY KEY,
            evening_id INTEGER NOT NULL,
            passe INTEGER,
            table_no INTEGER,
            member_id INTEGER,
            kind TEXT NOT NULL DEFAULT 'result'
                CHECK (kind IN ('result', 'evening', 'lineup', 'rules')),
            before TEXT,
            after TEXT,
            note TEXT NOT NULL DEFAULT '',
            at TEXT NOT NULL DEFAULT (datetime('now'))
        )"""
    )
    conn.execute("INSERT INTO log (id, evening_id, passe, table_no, member_id, kind, before, "
                 "after, note, at) SELECT id, evening_id, passe, table_no, member_id, 'result', "
                 "before, after, note, at FROM corrections")
    conn.execute("DROP TABLE corrections")
    conn.execute("ALTER TABLE log RENAME TO corrections")
    conn.execute("CREATE INDEX corrections_evening ON corrections (evening_id)")


def _v5_to_v6(conn: sqlite3.Connection) -> None:
    """Who changed a result, as a flag rather than the words of the note: the club window
    named the Oberjasser's live correction by its note in every language's catalog, and a
    catalog's new wording lost it. The lines before stay NULL (not known)."""
    conn.execute("ALTER TABLE corrections ADD COLUMN by_oberjasser INTEGER "
                 "CHECK (by_oberjasser IN (0, 1))")


MIGRATIONS: list[Migration] = [_v0_to_v1, _v1_to_v2, _v2_to_v3, _v3_to_v4, _v4_to_v5,
                               _v5_to_v6]
SCHEMA_VERSION = len(MIGRATIONS)


# -- transactions and errors ---------------------------------------------------------------


@contextmanager
def write(conn: sqlite3.Connection,
          seconds: float = BUSY_TIMEOUT) -> Iterator[sqlite3.Connection]:
    """One write transaction on *conn*: ``BEGIN IMMEDIATE`` takes the write lock at once
    (waiting up to the busy timeout for another writer), ``with conn`` commits or rolls back.

    Inside a transaction already (a batch, e.g. importing several match files at once) it
    is a savepoint: a refused step is undone, the batch decides about the rest.
    """
    with translate(seconds):
        if conn.in_transaction:
            conn.execute("SAVEPOINT step")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK TO step")
                conn.execute("RELEASE step")
                raise
            conn.execute("RELEASE step")
            return
        with conn:
            conn.execute("BEGIN IMMEDIATE")
            yield conn


def _busy(seconds: float) -> ClubError:
    """How long this program waited (the timeout it was opened with): "30", "0.5"."""
    return ClubError(say(N("club", "the club database is busy: another program kept writing "
                                   "to it for {seconds} seconds; try again"),
                         seconds=f"{seconds:g}"))


def _code(err: sqlite3.Error) -> int:
    """SQLite's primary result code of *err* (its extended code, which Python gives, adds
    detail in the upper bits: SQLITE_BUSY_SNAPSHOT is SQLITE_BUSY)."""
    return getattr(err, "sqlite_errorcode", 0) & 0xFF


def _is_busy(err: sqlite3.Error) -> bool:
    """Another connection holds the lock SQLite needed ("database is locked")."""
    return _code(err) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


@contextmanager
def translate(seconds: float = BUSY_TIMEOUT) -> Iterator[None]:
    """Turn ``sqlite3`` errors into ClubErrors with a message for the user (*seconds*: the
    busy timeout the connection waited)."""
    try:
        yield
    except sqlite3.OperationalError as err:
        text = str(err)
        if _is_busy(err):
            raise _busy(seconds) from None
        if _code(err) == sqlite3.SQLITE_READONLY:
            raise ClubError(say(N("club", "the club database cannot be written here (the file "
                                          "or its folder is read-only): nothing was changed"))
                            ) from None
        raise ClubFileError(say(N("club", "the club database cannot be used: {reason}"),
                                reason=text)) from None
    except sqlite3.IntegrityError as err:
        raise ClubError(say(N("club", "the club database refused the change: {reason}"),
                            reason=str(err))) from None
    except sqlite3.DatabaseError as err:
        if _code(err) == sqlite3.SQLITE_CORRUPT:
            raise ClubFileError(say(N("club", "the club database is damaged: part of it cannot "
                                              "be read (SQLite: “{detail}”)"),
                                    detail=str(err))) from None
        raise ClubFileError(say(N("club", "the club database is damaged (SQLite: “{detail}”)"),
                                detail=str(err))) from None
    except UnicodeDecodeError:
        # a damaged schema can make even SQLite's error message unreadable
        raise ClubFileError(say(N("club", "the club database is damaged: unreadable text"))
                            ) from None


# -- the lock around each operation ----------------------------------------------------------


class _Lock:
    """``flock`` on the club file (Linux): shared while reading, exclusive while writing.

    Nested uses (a read inside a write, the steps of a batch) share the lock taken first; a
    write inside a read is a bug of the caller (upgrading an flock is not atomic)."""

    def __init__(self, fd: int | None, timeout: float) -> None:
        self.fd = fd if fcntl is not None and sys.platform.startswith("linux") else None
        self.timeout = timeout
        self.depth = 0
        self.exclusive = False

    @contextmanager
    def hold(self, exclusive: bool) -> Iterator[None]:
        if self.fd is None:
            yield
            return
        if self.depth:
            if exclusive and not self.exclusive:
                raise BugError("a write inside a read of the club database")
            self.depth += 1
            try:
                yield
            finally:
                self.depth -= 1
            return
        if not self._acquire(exclusive):
            yield  # this file system has no flock: SQLite's own locking stands alone
            return
        self.depth, self.exclusive = 1, exclusive
        try:
            yield
        finally:
            self.depth, self.exclusive = 0, False
            fcntl.flock(self.fd, fcntl.LOCK_UN)

    def _acquire(self, exclusive: bool) -> bool:
        assert self.fd is not None
        mode = (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB
        deadline = time.monotonic() + self.timeout
        pause = 0.001
        while True:
            try:
                fcntl.flock(self.fd, mode)
                return True
            except BlockingIOError:
                pass
            except OSError as err:
                if err.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS):
                    self.fd = None
                    return False
                raise
            if time.monotonic() >= deadline:
                raise _busy(self.timeout)
            time.sleep(pause)
            pause = min(pause * 2, 0.05)


# -- the open file ------------------------------------------------------------------------------


class Store:
    """An open club file: one connection, no lock held between operations.

    ``reading()`` and ``writing()`` are the only ways to the connection: each is one short
    transaction under the lock (see "Sharing the file")."""

    def __init__(self, path: Path, conn: sqlite3.Connection, fd: int, lock: _Lock, *,
                 readonly: bool, created: bool, was_empty: bool,
                 upgrade: Upgrade | None = None) -> None:
        self.path = path
        self.conn = conn
        self._fd = fd
        self._lock = lock
        self.readonly = readonly  #: the file or its folder cannot be written: reads only
        self.created = created  #: there was no file: a new club was made
        self.was_empty = was_empty  #: the file had 0 bytes: a new club was made in it
        self.upgrade = upgrade  #: an older version was migrated now, after keeping a copy
        #: the write transactions committed on this connection: a program with two (a window
        #: and its live evening's) tells the other's changes from another program's
        self.commits = 0

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A consistent snapshot for several SELECTs (inside a write: that transaction)."""
        with translate(self._lock.timeout), self._lock.hold(False):
            if self.conn.in_transaction:
                yield self.conn
                return
            self.conn.execute("BEGIN")
            try:
                yield self.conn
            finally:
                self.conn.execute("COMMIT")

    @contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (inside another: a savepoint), see :func:`write`."""
        if self.readonly:
            raise ClubError(say(N("club", "{name} can only be read here (the file or its "
                                          "folder is read-only): nothing was changed"),
                                name=os.fspath(self.path)))
        outermost = not self.conn.in_transaction  # a savepoint commits with its batch
        with self._lock.hold(True), write(self.conn, self._lock.timeout) as conn:
            yield conn
        if outermost:
            self.commits += 1

    def writable_now(self) -> bool:
        """Whether this program could write the file (and a journal beside it) now: the
        check made at open, made again (a file opened read-only may have been given its
        write permission back since, or a writable one lost it)."""
        return _writable(self.path)

    def check(self) -> None:
        """The file checked again as opening checks it (its header against its size, its
        tables, SQLite's quick check): a file damaged since it was opened (cut short by
        another program, a sync gone wrong) raises ClubFileError naming it, so that a window
        says so once instead of reading it as a club without members. Reads only."""
        name = os.fspath(self.path)
        with self._lock.hold(False):
            _check_file(self._fd, self.path, name)
            try:
                self.conn.execute("BEGIN")
                try:
                    _check_database(self.conn, name)
                finally:
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
            except sqlite3.OperationalError as err:
                if _is_busy(err):
                    raise _busy(self._lock.timeout) from None
                raise ClubFileError(say(N("club", "{name} cannot be used as a club database: "
                                                  "{reason}"), name=name, reason=str(err))
                                    ) from None
            except sqlite3.DatabaseError as err:
                raise _unreadable(name, err) from None
            except UnicodeDecodeError:
                raise ClubFileError(say(N("club", "{name} is damaged: unreadable text in its "
                                                  "schema"), name=name)) from None

    def data_version(self) -> int:
        """A number that changes whenever another connection (another program, another
        window) committed a change: poll it to notice them."""
        with self.reading() as conn:
            return int(conn.execute("PRAGMA data_version").fetchone()[0])

    def close(self) -> None:
        try:
            self.conn.close()
        finally:
            if self._fd >= 0:
                os.close(self._fd)
                self._fd = -1


def open_store(path: str | os.PathLike[str], *, create: bool = True, readonly: bool = False,
               timeout: float = BUSY_TIMEOUT) -> Store:
    """Open (and, if *create*, create; if older, migrate) the club database at *path*.

    *readonly*: only read (also where it could be written). Raises ClubFileError (or
    ClubVersionError) and leaves the file as it was when it is not a usable club database.
    """
    target = Path(path)
    name = os.fspath(path)
    created = False
    if _kind(target, name) is None:
        if not create:
            raise ClubFileError(say(N("club", "there is no club database at {name}"),
                                    name=name))
        created = _create(target, name)
    fd = _open_descriptor(target, name)
    lock = _Lock(fd, timeout)
    writable = not readonly and _writable(target)
    try:
        with lock.hold(exclusive=writable):
            conn, was_empty, upgrade = _open_checked(target, name, fd, create=create,
                                                     writable=writable, timeout=timeout)
    except BaseException:
        os.close(fd)
        raise
    return Store(target, conn, fd, lock, readonly=not writable, created=created,
                 was_empty=was_empty and not created, upgrade=upgrade)


def _open_checked(target: Path, name: str, fd: int, *, create: bool, writable: bool,
                  timeout: float) -> tuple[sqlite3.Connection, bool, Upgrade | None]:
    """Under the lock: check the file, connect, check the database, keep a copy of an older
    version, switch the journal and migrate (in this order: nothing is changed before every
    check has passed and the copy is kept)."""
    empty = os.fstat(fd).st_size == 0
    if empty:
        if not create:
            raise ClubFileError(say(N("club", "{name} is empty: it is no club database (a "
                                              "command that creates a club, such as 'club "
                                              "member add', makes one in it)"), name=name))
        if not writable:
            raise ClubFileError(say(N("club", "{name} is empty and cannot be written here: no "
                                              "club can be made in it"), name=name))
    else:
        _check_file(fd, target, name)
    try:
        conn = sqlite3.connect(_uri(target, fd, writable), uri=True, timeout=timeout,
                               isolation_level=None)
    except sqlite3.Error as err:
        raise ClubFileError(say(N("club", "cannot open {name}: {reason}"), name=name,
                                reason=str(err))) from None
    upgrade = None
    try:
        before = _check_database(conn, name)
        conn.execute("PRAGMA foreign_keys = ON")
        if writable:
            if 0 < before < SCHEMA_VERSION:  # 0: an empty file, nothing to keep
                upgrade = Upgrade(before, SCHEMA_VERSION,
                                  keep_copy(conn, fd, target, name, before))
            _use_rollback_journal(conn, name)
            migrate(conn, name)
        elif user_version(conn) < SCHEMA_VERSION:
            raise ClubFileError(say(N("club", "{name} is a club database of an older "
                                              "Jasstafel (version {version}) and cannot be "
                                              "brought up to date here, where it is read-only: "
                                              "open it once where it can be written"),
                                    name=name, version=str(user_version(conn))))
    except sqlite3.OperationalError as err:
        conn.close()
        if _is_busy(err):
            raise ClubError(say(N("club", "{name} is busy: another program is writing to it"),
                                name=name)) from None
        raise ClubFileError(say(N("club", "{name} cannot be used as a club database: "
                                          "{reason}"), name=name, reason=str(err))) from None
    except sqlite3.DatabaseError as err:
        conn.close()
        raise _unreadable(name, err) from None
    except UnicodeDecodeError:
        conn.close()  # a damaged schema can make even SQLite's error message unreadable
        raise ClubFileError(say(N("club", "{name} is damaged: unreadable text in its schema"),
                                name=name)) from None
    except BaseException:
        conn.close()
        raise
    return conn, empty, upgrade


# -- the copy kept before a migration -----------------------------------------------------------


@dataclass(frozen=True)
class Upgrade:
    """A club file brought from version *before* to *after* on opening; *copy*: the file
    as it was."""

    before: int
    after: int
    copy: Path

    def said(self, name: str) -> Text:
        """The notice for the window and the command line (one line)."""
        return say(N("club", "{name} was brought up to date from club database version "
                             "{before} to {after}: an older Jasstafel can no longer open it. "
                             "A copy of the file as it was is kept in {copy}"),
                   name=name, before=str(self.before), after=str(self.after),
                   copy=os.fspath(self.copy))


def app_data_folder() -> Path:
    """The program's data folder (QStandardPaths' AppDataLocation for organisation and
    application "Jasstafel", without Qt): Linux ``~/.local/share/Jasstafel/Jasstafel``."""
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "Jasstafel" / "Jasstafel"


def keep_copy(conn: sqlite3.Connection, fd: int, target: Path, name: str,
              version: int) -> Path:
    """Copy the club file as it is (*version*) before it is migrated: beside it, else in the
    program's data folder; never over another file. ClubFileError (nothing changed) where
    no copy can be made: an older Jasstafel could then open neither."""
    stem, suffix = target.stem, target.suffix
    reason = ""
    for folder in (target.parent, app_data_folder()):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for number in range(1, 100):
                more = "" if number == 1 else f"-{number}"
                copy = folder / f"{stem}.v{version}-backup{more}{suffix}"
                try:
                    out = os.open(copy, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                                  | getattr(os, "O_BINARY", 0), 0o666)
                except FileExistsError:
                    continue
                try:
                    _copy_into(conn, fd, out, copy)
                except BaseException:
                    os.close(out)
                    copy.unlink(missing_ok=True)
                    raise
                os.close(out)
                return copy
        except (OSError, sqlite3.Error) as err:
            reason = os_reason(err) if isinstance(err, OSError) else str(err)
    raise ClubFileError(say(N("club", "{name} is a club database of an older Jasstafel "
                                      "(version {version}) and no copy of it as it is could "
                                      "be kept before bringing it up to date ({reason}). The "
                                      "file was not changed."),
                            name=name, version=str(version), reason=reason or "—"))


def _copy_into(conn: sqlite3.Connection, fd: int, out: int, copy: Path) -> None:
    """The file's bytes into *out*, read through the club's own descriptor (opening another
    and closing it would drop SQLite's locks, see "Sharing the file") inside a read
    transaction: no other program writes meanwhile. A file in WAL mode (an older
    Jasstafel's) keeps committed pages in its ``-wal``: copied by SQLite's backup API."""
    if _in_wal_mode(fd):
        backup = sqlite3.connect(copy, isolation_level=None)
        try:
            conn.backup(backup)
        finally:
            backup.close()
        return
    conn.execute("BEGIN")
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # the shared lock
        size, done = os.fstat(fd).st_size, 0
        while done < size:
            chunk = _read_at(fd, done, min(1 << 20, size - done))
            if not chunk:
                break
            _write_all(out, chunk)
            done += len(chunk)
        os.fsync(out)
    finally:
        conn.execute("COMMIT")


def _write_all(fd: int, data: bytes) -> None:
    """All of *data* into *fd*: a write may take fewer bytes than it is given (a signal, a
    full disk, a network drive), and a copy short by the rest would pass for the file."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if not written:  # no progress: a full disk that does not say so (never loop forever)
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


def _read_at(fd: int, offset: int, size: int) -> bytes:
    if hasattr(os, "pread"):
        return os.pread(fd, size, offset)
    os.lseek(fd, offset, os.SEEK_SET)  # Windows: no pread
    return os.read(fd, size)


def _unreadable(name: str, err: sqlite3.DatabaseError) -> ClubFileError:
    """*name* refused for what SQLite found, said in the user's language: SQLite's own
    sentence (English whatever the language) follows only in brackets, a technical detail
    for whoever repairs the file."""
    if _code(err) == sqlite3.SQLITE_CORRUPT:  # "database disk image is malformed"
        return ClubFileError(say(N("club", "{name} is damaged: part of it cannot be read "
                                           "(SQLite: “{detail}”)"), name=name, detail=str(err)))
    return ClubFileError(say(N("club", "{name} is not a club database or is damaged (SQLite: "
                                       "“{detail}”)"), name=name, detail=str(err)))


def _kind(target: Path, name: str) -> os.stat_result | None:
    """The file's status, None if there is none; a folder or a special file is refused
    without opening it (a FIFO would wait for a writer forever)."""
    try:
        info = target.stat()
    except FileNotFoundError:
        if target.is_symlink():
            raise ClubFileError(say(N("club", "{name} is a link to a file that does not "
                                              "exist"), name=name)) from None
        return None
    except OSError as err:
        raise ClubFileError(say(N("club", "cannot read {name}: {reason}"), name=name,
                                reason=os_reason(err))) from None
    if stat.S_ISDIR(info.st_mode):
        raise ClubFileError(say(N("club", "{name} is a folder, not a club database"),
                                name=name))
    if not stat.S_ISREG(info.st_mode):
        raise ClubFileError(say(N("club", "{name} is not a regular file (a pipe, a device or "
                                          "a socket): it is no club database"), name=name))
    return info


def _open_descriptor(target: Path, name: str) -> int:
    """The club's own descriptor of the file (for the lock and the header): opened without
    blocking, and refused unless it is a regular file after all."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(target, flags)
    except OSError as err:
        raise ClubFileError(say(N("club", "cannot read {name}: {reason}"), name=name,
                                reason=os_reason(err))) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise ClubFileError(say(N("club", "{name} is not a regular file (a pipe, a device or "
                                          "a socket): it is no club database"), name=name))
    return fd


def _writable(target: Path) -> bool:
    """Can this program write the file and make a journal beside it? A file without any
    write permission (``chmod 444``) is read-only also for root, whom the system lets write
    it: as a match file made read-only is never replaced (jasstafel/core/matchfile.py), the
    club is then only read (a trial's root wrote a member into its 444 club file)."""
    try:
        if not target.stat().st_mode & 0o222:
            return False
    except OSError:
        return False
    return os.access(target, os.W_OK) and os.access(target.parent, os.W_OK | os.X_OK)


def _uri(target: Path, fd: int, writable: bool) -> str:
    """``mode=rw``, or ``mode=ro``; a read-only file in WAL mode (an older Jasstafel's) whose
    log is empty or gone is read ``immutable``: a WAL file needs a ``-shm`` beside it,
    which a read-only folder cannot take and a read-only file would leave behind."""
    query = "mode=rw" if writable else "mode=ro"
    if not writable and _in_wal_mode(fd):
        log = Path(os.fspath(target) + "-wal")
        if not log.exists() or log.stat().st_size == 0:
            query += "&immutable=1"
    return "file:" + urllib.parse.quote(os.path.abspath(target)) + "?" + query


def _head(fd: int, size: int) -> bytes:
    """The first *size* bytes of the file, read through the club's own descriptor."""
    if hasattr(os, "pread"):
        return os.pread(fd, size, 0)
    os.lseek(fd, 0, os.SEEK_SET)  # Windows: no pread
    return os.read(fd, size)


def _in_wal_mode(fd: int) -> bool:
    header = _head(fd, 20)
    return len(header) == 20 and header[18] == 2 and header[19] == 2


def _use_rollback_journal(conn: sqlite3.Connection, name: str) -> None:
    """The rollback journal (see "Sharing the file"); a file of an older Jasstafel in WAL
    mode is switched, which needs every other program to have closed it."""
    if str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "delete":
        return
    mode = str(conn.execute("PRAGMA journal_mode = DELETE").fetchone()[0]).lower()
    if mode != "delete":
        raise ClubError(say(N("club", "{name} is open in another program (an older "
                                      "Jasstafel?): close it there and try again"), name=name))


def _create(target: Path, name: str) -> bool:
    """A new, complete club file at *target*; False if another program created it first."""
    folder = target.parent  # "." for a file named without a folder
    temporary = folder / f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}.new"
    try:
        os.listdir(folder)  # a missing folder in the system's words, not SQLite's English
        # made here first: a folder that takes no new file (read-only) says why in the
        # system's words too, not SQLite's "unable to open database file" (a trial's)
        os.close(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        conn = sqlite3.connect(temporary, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode = DELETE")
            migrate(conn, name)
        finally:
            conn.close()
        fd = os.open(temporary, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        return _publish(temporary, target)
    except (OSError, sqlite3.Error) as err:
        reason = os_reason(err) if isinstance(err, OSError) else str(err)
        raise ClubFileError(say(N("club", "cannot create {name}: {reason}"), name=name,
                                reason=reason)) from None
    finally:
        for leftover in (temporary, Path(f"{temporary}-journal")):
            try:
                leftover.unlink()
            except OSError:
                pass


def _publish(temporary: Path, target: Path) -> bool:
    """Link the new file into place without ever replacing one: False if a file is there."""
    try:
        if sys.platform == "win32":
            os.rename(temporary, target)  # refuses to replace an existing file there
        else:
            os.link(temporary, target)
    except FileExistsError:
        return False
    except OSError as err:
        if err.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV,
                             errno.EMLINK, errno.ENOSYS):
            raise
        # no hard links here (FAT, some network folders): an empty file made exclusively,
        # filled in place by the migrations under the lock (see open_store)
        try:
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            return False
        return True
    if sys.platform != "win32":
        sync_folder(target.parent)  # the new name survives a power cut
    return True


def _check_file(fd: int, path: Path, name: str) -> None:
    """Refuse a file that is plainly no SQLite database, before SQLite ever opens it."""
    try:
        header = _head(fd, 100)
        size = os.fstat(fd).st_size
    except OSError as err:
        raise ClubFileError(say(N("club", "cannot read {name}: {reason}"), name=name,
                                reason=os_reason(err))) from None
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise ClubFileError(say(N("club", "{name} is not a club database (not a SQLite "
                                          "database file)"), name=name))
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise ClubFileError(say(N("club", "{name} is damaged: invalid page size in its "
                                          "header"), name=name))
    if size % page_size:
        raise ClubFileError(say(N("club", "{name} is damaged or truncated: {size} bytes is "
                                          "not a whole number of {page}-byte pages"),
                                name=name, size=str(size), page=str(page_size)))
    pages = int.from_bytes(header[28:32], "big")
    header_valid = header[24:28] == header[92:96]
    wal = path.with_name(path.name + "-wal")
    if header_valid and not wal.exists() and pages * page_size > size:
        raise ClubFileError(say(N("club", "{name} is damaged or truncated: its header counts "
                                          "{pages} pages, the file holds {held}"),
                                name=name, pages=str(pages), held=str(size // page_size)))


def _check_database(conn: sqlite3.Connection, name: str) -> int:
    """Reads only: version, owner, the tables of that version, integrity. Nothing is written
    before they pass. The version found."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    objects = int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
    if objects == 0 and version == 0 and app_id in (0, APPLICATION_ID):
        return 0  # empty: version 0, created by the migrations
    if app_id != APPLICATION_ID:
        raise ClubFileError(say(N("club", "{name} is a SQLite database of another program, "
                                          "not a Jasstafel club database"), name=name))
    if version < 0:
        raise ClubFileError(say(N("club", "{name} is damaged: its schema version is "
                                          "{version}"), name=name, version=str(version)))
    if version > SCHEMA_VERSION:
        raise ClubVersionError(say(
            N("club", "{name} was written by a newer Jasstafel (club database version "
                      "{version}; this one knows up to version {known}): update Jasstafel to "
                      "open it. The file was not changed."),
            name=name, version=str(version), known=str(SCHEMA_VERSION)))
    if schema(conn) != expected_schema(version):
        raise ClubFileError(say(N("club", "{name} is damaged: its tables are not those of a "
                                          "club database of version {version} (the version "
                                          "it claims). The file was not changed."),
                                name=name, version=str(version)))
    problems = [" ".join(str(row[0]).split()) for row in conn.execute("PRAGMA quick_check(5)")]
    if problems != ["ok"]:
        # SQLite's words are English whatever the language: a detail in brackets
        raise ClubFileError(say(N("club", "{name} is damaged: the check of the file finds "
                                          "faults (SQLite: “{problems}”)"), name=name,
                                problems="; ".join(problems)))
    return version


Schema = frozenset[tuple[str, str, tuple[str, ...]]]


def schema(conn: sqlite3.Connection) -> Schema:
    """The tables (with their columns), indexes, views and triggers of a database."""
    found = []
    for kind, object_name in conn.execute(
            "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            ).fetchall():
        columns: tuple[str, ...] = ()
        if kind == "table":
            columns = tuple(str(row[1]) for row in conn.execute(
                "SELECT * FROM pragma_table_info(?)", (object_name,)))
        found.append((str(kind), str(object_name), columns))
    return frozenset(found)


@cache
def expected_schema(version: int) -> Schema:
    """What the migrations up to *version* make."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn, upto=version)
        return schema(conn)
    finally:
        conn.close()


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, name: str = "the club database",
            upto: int = SCHEMA_VERSION) -> None:
    """Run the missing steps up to version *upto*, all in one transaction.

    The version is read again inside the transaction: two programs opening an old file at
    the same time migrate it once.
    """
    if user_version(conn) >= upto:
        return
    with conn:
        conn.execute("BEGIN IMMEDIATE")
        version = user_version(conn)
        if version < 0:
            raise ClubFileError(say(N("club", "{name} is damaged: its schema version is "
                                              "{version}"), name=name, version=str(version)))
        if version > SCHEMA_VERSION:
            raise ClubVersionError(say(N("club", "{name} was upgraded by a newer Jasstafel "
                                                 "meanwhile (version {version})"),
                                       name=name, version=str(version)))
        for step in range(version, upto):
            MIGRATIONS[step](conn)
        if version < upto:
            conn.execute(f"PRAGMA user_version = {upto}")
