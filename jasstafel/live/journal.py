"""The evening's journal: every change a table made, on disk before it is acknowledged.

While an evening is live the tables' matches are not finished, so they are not in the club
database yet (:meth:`jasstafel.club.Club.record_match` stores a table when it is done). What
the phones wrote in the meantime lives here, in a small SQLite file beside the club file
(``club.sqlite`` → ``club.live-<evening>.sqlite``):

- ``ops``: one row per accepted change (add, correct, delete, undo … of one table), in the
  order the server applied them, with the id the phone gave it. The id is the primary key:
  a phone that sends an entry again (it never heard the answer) gets the first answer back
  and nothing is written twice.
- ``meta``: the table codes, the Oberjasser's code and the Passe clock, so that a restarted
  server takes the same codes and the phones carry on.

The changes that arrive together (forty tables writing at once) are written in one
transaction, :meth:`Journal.batch`, with ``synchronous = FULL``: when the server answers
"written", the rows are on the disk, and a server killed at any moment (SIGKILL, a power cut)
comes back with every acknowledged entry. The file is in WAL mode (one ``fsync`` per commit,
against three with a rollback journal). The club database avoids WAL because several programs
share it and a dropped lock of one corrupts the others' view (:mod:`jasstafel.club.db`);
here only the server process ever opens the file (:mod:`.marker` keeps a second server
away), with one connection, so there are no other connections whose locks could matter.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = 1


@dataclass(frozen=True)
class Op:
    """One accepted change of one table."""

    seq: int
    id: str
    passe: int
    table: int
    op: dict[str, Any]
    at: float


def journal_path(club_path: str | os.PathLike[str], evening: int) -> Path:
    club = Path(club_path)
    stem = club.name.removesuffix(".sqlite")
    return club.with_name(f"{stem}.live-{evening}.sqlite")


class Journal:
    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        # owner only, as the marker: the journal keeps the Oberjasser's code and every
        # table's (SQLite makes its -wal and -shm files with the same permissions)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            if hasattr(os, "fchmod"):
                os.fchmod(fd, 0o600)  # also a journal an older Jasstafel left readable
        finally:
            os.close(fd)
        self.conn = sqlite3.connect(os.fspath(self.path), isolation_level=None,
                                    check_same_thread=False)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = FULL")
        version = self.conn.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            with self._transaction():
                self.conn.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, "
                                  "value TEXT NOT NULL)")
                self.conn.execute(
                    "CREATE TABLE IF NOT EXISTS ops (seq INTEGER PRIMARY KEY, id TEXT NOT NULL "
                    "UNIQUE, passe INTEGER NOT NULL, table_no INTEGER NOT NULL, op TEXT NOT "
                    "NULL, at REAL NOT NULL)")
                self.conn.execute(f"PRAGMA user_version = {SCHEMA}")
        elif version != SCHEMA:
            self.conn.close()
            raise ValueError(f"{self.path} is a journal of another Jasstafel (version "
                             f"{version})")

    def close(self) -> None:
        self.conn.close()

    def _transaction(self) -> Any:
        return _Transaction(self.conn)

    def batch(self) -> Any:
        """One transaction for several appends (and puts): all on the disk when it ends,
        none if it fails."""
        return _Transaction(self.conn)

    # -- meta ----------------------------------------------------------------------------------

    def get(self, key: str) -> Any:
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def put(self, key: str, value: Any) -> None:
        with self._transaction():
            self.conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                              (key, json.dumps(value)))

    # -- ops -----------------------------------------------------------------------------------

    def known(self, op_id: str) -> Op | None:
        row = self.conn.execute("SELECT seq, id, passe, table_no, op, at FROM ops WHERE id = ?",
                                (op_id,)).fetchone()
        return None if row is None else _op(row)

    def append(self, op_id: str, passe: int, table: int, op: dict[str, Any],
               at: float) -> Op:
        """Write one change; when this returns it is on the disk."""
        with self._transaction():
            cur = self.conn.execute(
                "INSERT INTO ops (id, passe, table_no, op, at) VALUES (?, ?, ?, ?, ?)",
                (op_id, passe, table, json.dumps(op, separators=(",", ":")), at))
        return Op(int(cur.lastrowid or 0), op_id, passe, table, op, at)

    def version_of(self, op: Op) -> int:
        """The version of its table that *op* made (its table's changes up to it)."""
        return int(self.conn.execute(
            "SELECT count(*) FROM ops WHERE passe = ? AND table_no = ? AND seq <= ?",
            (op.passe, op.table, op.seq)).fetchone()[0])

    def ops(self) -> Iterator[Op]:
        for row in self.conn.execute("SELECT seq, id, passe, table_no, op, at FROM ops "
                                     "ORDER BY seq"):
            yield _op(row)

    def count(self) -> int:
        return int(self.conn.execute("SELECT count(*) FROM ops").fetchone()[0])


def _op(row: Any) -> Op:
    return Op(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5])


class _Transaction:
    """A transaction, or a part of the one already open (a batch)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.outer = False

    def __enter__(self) -> sqlite3.Connection:
        if not self.conn.in_transaction:
            self.conn.execute("BEGIN IMMEDIATE")
            self.outer = True
        return self.conn

    def __exit__(self, kind: object, *rest: object) -> None:
        if self.outer:
            self.conn.execute("COMMIT" if kind is None else "ROLLBACK")
