"""The club database file: opening, checking, the schema and its ordered migrations.

One SQLite file (standard library ``sqlite3``). The schema version is SQLite's
``PRAGMA user_version``; ``MIGRATIONS[i]`` takes a database from version ``i`` to
``i + 1`` (one function per step, as qutebrowser's ``misc/sql.py`` and Picard's
``config_upgrade.py`` do it). Opening a file

1. refuses, without changing a byte, a file that is not a SQLite database, a damaged or
   truncated one, a SQLite database of another program, and one written by a newer
   Jasstafel (:class:`ClubVersionError`);
2. switches it to WAL mode with foreign keys on and a busy timeout, so that the window and
   a command line (or two windows) can write to the same file at the same time;
3. migrates an older version step by step in one transaction (an empty file is version 0).

Versions:

- **v1**: members, evenings, the draw (``seats``), stored matches (the match file JSON with
  its full entry log) and the results per member and Passe.
- **v2**: evenings get a ``season`` (filled from the year of the date) with an index, and
  results an index by member: the season ranking and the member statistics read by them.
- **v3**: a ``corrections`` log: every changed result keeps its figures before and after.
- **v4**: ``evening_ranks``, each evening's ranking as last computed (rank, participants,
  counted figure per member, packed in one row), and ``evenings.changes``: every change of an
  evening's results or draw counts up and clears its row; it is computed again when next
  needed and kept only if the count has not moved meanwhile. The season ranking reads it.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import ClubError, ClubFileError, ClubVersionError

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


MIGRATIONS: list[Migration] = [_v0_to_v1, _v1_to_v2, _v2_to_v3, _v3_to_v4]
SCHEMA_VERSION = len(MIGRATIONS)


# -- transactions and errors ---------------------------------------------------------------


@contextmanager
def write(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: ``BEGIN IMMEDIATE`` takes the write lock at once (waiting up
    to the busy timeout for another writer), ``with conn`` commits or rolls back.

    Inside a transaction already (a batch, e.g. importing several match files at once) it
    is a savepoint: a refused step is undone, the batch decides about the rest.
    """
    with translate():
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


@contextmanager
def translate() -> Iterator[None]:
    """Turn ``sqlite3`` errors into ClubErrors with a message for the user."""
    try:
        yield
    except sqlite3.OperationalError as err:
        text = str(err)
        if "locked" in text or "busy" in text:
            raise ClubError(
                "the club database is busy: another program kept writing to it for "
                f"{BUSY_TIMEOUT:.0f} seconds; try again"
            ) from None
        raise ClubFileError(f"the club database cannot be used: {text}") from None
    except sqlite3.IntegrityError as err:
        raise ClubError(f"the club database refused the change: {err}") from None
    except sqlite3.DatabaseError as err:
        raise ClubFileError(f"the club database is damaged: {err}") from None
    except UnicodeDecodeError:
        # a damaged schema can make even SQLite's error message unreadable
        raise ClubFileError("the club database is damaged: unreadable text") from None


# -- opening ---------------------------------------------------------------------------------


def connect(path: str | os.PathLike[str], *, create: bool = True,
            timeout: float = BUSY_TIMEOUT) -> sqlite3.Connection:
    """Open (and, if needed, create or migrate) the club database at *path*.

    Raises ClubFileError (or ClubVersionError) and leaves the file as it was when it is
    not a usable club database.
    """
    target = Path(path)
    name = os.fspath(path)
    if target.is_dir():
        raise ClubFileError(f"{name} is a folder, not a club database")
    if target.exists():
        _check_file(target)
    elif not create:
        raise ClubFileError(f"there is no club database at {name}")
    try:
        conn = sqlite3.connect(target, timeout=timeout, isolation_level=None)
    except sqlite3.Error as err:
        raise ClubFileError(f"cannot open {name}: {err}") from None
    try:
        _check_database(conn, name)
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA journal_mode = WAL").fetchone()
        migrate(conn, name)
    except sqlite3.OperationalError as err:
        conn.close()
        if "locked" in str(err) or "busy" in str(err):
            raise ClubError(f"{name} is busy: another program is writing to it") from None
        raise ClubFileError(f"{name} cannot be used as a club database: {err}") from None
    except sqlite3.DatabaseError as err:
        conn.close()
        raise ClubFileError(f"{name} is not a club database or is damaged: {err}") from None
    except UnicodeDecodeError:
        conn.close()  # a damaged schema can make even SQLite's error message unreadable
        raise ClubFileError(f"{name} is damaged: unreadable text in its schema") from None
    except BaseException:
        conn.close()
        raise
    return conn


def _check_file(path: Path) -> None:
    """Refuse a file that is plainly no SQLite database, before SQLite ever opens it."""
    name = os.fspath(path)
    try:
        with path.open("rb") as f:
            header = f.read(100)
        size = path.stat().st_size
    except OSError as err:
        raise ClubFileError(f"cannot read {name}: {err.strerror or err}") from None
    if size == 0:
        return  # an empty file: a new database (version 0)
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise ClubFileError(f"{name} is not a club database (not a SQLite database file)")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise ClubFileError(f"{name} is damaged: invalid page size in its header")
    if size % page_size:
        raise ClubFileError(f"{name} is damaged or truncated: {size} bytes is not a whole "
                            f"number of {page_size}-byte pages")
    pages = int.from_bytes(header[28:32], "big")
    header_valid = header[24:28] == header[92:96]
    wal = path.with_name(path.name + "-wal")
    if header_valid and not wal.exists() and pages * page_size > size:
        raise ClubFileError(f"{name} is damaged or truncated: its header counts {pages} pages, "
                            f"the file holds {size // page_size}")


def _check_database(conn: sqlite3.Connection, name: str) -> None:
    """Reads only: version, owner and integrity. Nothing is written before they pass."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    objects = int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
    if objects == 0 and version == 0 and app_id in (0, APPLICATION_ID):
        return  # empty: version 0, created by the migrations
    if app_id != APPLICATION_ID:
        raise ClubFileError(f"{name} is a SQLite database of another program, "
                            "not a Jasstafel club database")
    if version < 0:
        raise ClubFileError(f"{name} is damaged: its schema version is {version}")
    if version > SCHEMA_VERSION:
        raise ClubVersionError(
            f"{name} was written by a newer Jasstafel (club database version {version}; "
            f"this one knows up to version {SCHEMA_VERSION}): update Jasstafel to open it. "
            "The file was not changed."
        )
    problems = [" ".join(str(row[0]).split()) for row in conn.execute("PRAGMA quick_check(5)")]
    if problems != ["ok"]:
        raise ClubFileError(f"{name} is damaged: {'; '.join(problems)}")


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
            raise ClubFileError(f"{name} is damaged: its schema version is {version}")
        if version > SCHEMA_VERSION:
            raise ClubVersionError(f"{name} was upgraded by a newer Jasstafel meanwhile "
                                   f"(version {version})")
        for step in range(version, upto):
            MIGRATIONS[step](conn)
        if version < upto:
            conn.execute(f"PRAGMA user_version = {upto}")
