"""The club file's small steps by hand: the WAL header, closing twice (and a club on
descriptor 0), a read-only open, a WAL log with changes, a file another program keeps in WAL
mode, a new file when SQLite fails, the Windows way of putting a new file into place (on any
system, with the platform set to Windows), and a migration with nothing to do, or with
another program's change in between (done already, or by a newer Jasstafel); SQLite's refusals
turned into the club's messages by their result codes."""

import os
import shutil
import sqlite3
import sys

import pytest

from jasstafel.club import Club, ClubError, ClubFileError
from jasstafel.club import db as clubdb
from jasstafel.club.db import (
    _create,
    _in_wal_mode,
    _publish,
    _use_rollback_journal,
    open_store,
)


def header_fd(tmp_path, data):
    path = tmp_path / "head.bin"
    path.write_bytes(data)
    return os.open(path, os.O_RDONLY)


@pytest.mark.parametrize(("versions", "wal"), [
    (b"\x02\x02", True),  # bytes 18 and 19 of a SQLite header: read and write version 2
    (b"\x01\x01", False),  # the rollback journal
    (b"\x02\x01", False),
    (b"\x01\x02", False),
])
def test_the_header_tells_wal_mode(tmp_path, versions, wal):
    fd = header_fd(tmp_path, b"SQLite format 3\x00\x10\x00" + versions + b"\x00" * 80)
    try:
        assert _in_wal_mode(fd) is wal
    finally:
        os.close(fd)


def test_a_file_shorter_than_the_header_is_not_in_wal_mode(tmp_path):
    fd = header_fd(tmp_path, b"\x02" * 19)
    try:
        assert _in_wal_mode(fd) is False
    finally:
        os.close(fd)


def test_closing_twice_closes_nothing_else(db_path):
    store = open_store(db_path)
    store.close()
    saved = os.dup(1)
    try:
        other = os.open(db_path, os.O_RDONLY)  # likely the number the store's lock had
        try:
            store.close()
            os.fstat(other)
            os.fstat(1)
        finally:
            os.close(other)
    finally:
        try:
            os.fstat(1)
        except OSError:
            os.dup2(saved, 1)
        os.close(saved)


def test_a_club_opened_as_descriptor_0_is_closed_too(db_path):
    """A program started without a standard input gets descriptor 0 for the first file it
    opens: the club's own descriptor may be 0, and closing the club closes it."""
    open_store(db_path).close()  # the file exists: the next open opens it first
    saved = os.dup(0)
    os.close(0)
    try:
        store = open_store(db_path)
        os.fstat(0)  # taken by the club
        store.close()
        with pytest.raises(OSError):
            os.fstat(0)
    finally:
        os.dup2(saved, 0)
        os.close(saved)


def test_a_club_opened_only_to_read_cannot_be_written(db_path):
    open_store(db_path).close()
    store = open_store(db_path, readonly=True)
    try:
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            store.conn.execute("CREATE TABLE scribble (x)")
    finally:
        store.close()


def test_a_wal_file_with_changes_in_its_log_is_read_with_them(tmp_path):
    """An older Jasstafel's file in WAL mode, copied while it was open: its last changes
    are still in the -wal beside it. Read only, the log is read (not the file alone, as an
    empty log allows)."""
    original = tmp_path / "old" / "club.sqlite"
    original.parent.mkdir()
    with Club.open(original) as club:
        club.add_member("Anna")
    writer = sqlite3.connect(original, isolation_level=None)
    try:
        writer.execute("PRAGMA journal_mode = wal")
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.execute("INSERT INTO members (name, short_name, active) VALUES ('Beat', '', 1)")
        copy = tmp_path / "club.sqlite"
        shutil.copy(original, copy)
        shutil.copy(f"{original}-wal", f"{copy}-wal")
    finally:
        writer.close()
    assert os.path.getsize(f"{copy}-wal") > 0
    with Club.open(copy, readonly=True) as club:
        assert [m.name for m in club.members()] == ["Anna", "Beat"]


class JournalSQLite:
    """A connection whose journal stays what it is (SQLite answers the old mode when another
    program keeps the file in WAL mode), recording what it was asked."""

    def __init__(self, mode):
        self.mode, self.asked = mode, []

    def execute(self, sql):
        self.asked.append(sql)
        return self

    def fetchone(self):
        return (self.mode,)


def test_a_file_kept_in_wal_mode_by_another_program_is_refused_by_name():
    conn = JournalSQLite("wal")
    with pytest.raises(ClubError) as refused:
        _use_rollback_journal(conn, "verein.sqlite")
    assert str(refused.value) == ("verein.sqlite is open in another program (an older "
                                  "Jasstafel?): close it there and try again")
    assert conn.asked == ["PRAGMA journal_mode", "PRAGMA journal_mode = DELETE"]
    rollback = JournalSQLite("DELETE")  # SQLite's answer in any case
    _use_rollback_journal(rollback, "verein.sqlite")


def test_a_new_file_that_sqlite_cannot_make_is_refused_with_sqlites_reason(tmp_path,
                                                                          monkeypatch):
    def broken(conn, name):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(clubdb, "migrate", broken)
    target = tmp_path / "club.sqlite"
    with pytest.raises(ClubFileError) as refused:
        _create(target, "club.sqlite")
    assert str(refused.value) == "cannot create club.sqlite: disk I/O error"
    assert list(tmp_path.iterdir()) == []  # the half-made file is gone


def test_a_new_file_without_a_folder_is_made_in_the_current_one(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert _create(clubdb.Path("club.sqlite"), "club.sqlite") is True
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.sqlite"]


def test_on_windows_the_new_file_is_renamed_into_place(tmp_path, monkeypatch):
    """Windows has no link for this; its rename refuses to replace a file, as the link does
    here. (On this system rename would replace one: the refusal is played by a stand-in.)"""
    calls = []
    real_rename = os.rename

    def rename(source, target):
        calls.append(("rename", source, target))
        if os.path.exists(target):
            raise FileExistsError(target)
        real_rename(source, target)

    def link(source, target):
        calls.append(("link", source, target))

    def flush(folder):
        calls.append(("flush", folder))

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "rename", rename)
    monkeypatch.setattr(os, "link", link)
    monkeypatch.setattr(clubdb, "sync_folder", flush)
    new, target = tmp_path / ".club.1.new", tmp_path / "club.sqlite"
    new.write_bytes(b"mine")
    assert _publish(new, target) is True
    assert target.read_bytes() == b"mine"
    other = tmp_path / ".club.2.new"
    other.write_bytes(b"theirs")
    assert _publish(other, target) is False
    assert target.read_bytes() == b"mine"
    assert calls == [("rename", new, target), ("rename", other, target)]


def test_elsewhere_the_new_file_is_linked_and_its_folder_flushed(tmp_path, monkeypatch):
    flushed = []
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(clubdb, "sync_folder", flushed.append)
    new, target = tmp_path / ".club.1.new", tmp_path / "club.sqlite"
    new.write_bytes(b"mine")
    assert _publish(new, target) is True
    assert new.read_bytes() == target.read_bytes() == b"mine"  # two names, one file
    assert flushed == [tmp_path]


def test_a_club_file_of_this_version_is_opened_while_another_program_writes(db_path):
    """Nothing to migrate, so no write lock is asked for: another program in the middle
    of a change (its write lock held) does not keep a club that is up to date from opening."""
    open_store(db_path).close()
    writer = sqlite3.connect(db_path, isolation_level=None)
    reader = sqlite3.connect(db_path, isolation_level=None, timeout=0)
    try:
        writer.execute("BEGIN IMMEDIATE")
        clubdb.migrate(reader)  # with the lock asked for: "database is locked" at once
        assert clubdb.user_version(reader) == clubdb.SCHEMA_VERSION
    finally:
        writer.execute("ROLLBACK")
        writer.close()
        reader.close()


def racing_version(monkeypatch, first):
    """user_version as two programs see it: *first* before the migration's transaction (an
    old file), then what the file says once the write lock is held."""
    real, reads = clubdb.user_version, []

    def read(conn):
        reads.append(None)
        return first if len(reads) == 1 else real(conn)

    monkeypatch.setattr(clubdb, "user_version", read)


def test_a_file_another_program_migrated_meanwhile_is_left_as_it_is(db_path, monkeypatch):
    open_store(db_path).close()
    before = db_path.read_bytes()
    racing_version(monkeypatch, clubdb.SCHEMA_VERSION - 1)
    conn = sqlite3.connect(db_path, isolation_level=None)
    try:
        clubdb.migrate(conn, "verein.sqlite")  # nothing left to do, nothing refused
    finally:
        conn.close()
    assert db_path.read_bytes() == before


def test_a_file_a_newer_jasstafel_upgraded_meanwhile_is_refused_by_name(db_path, monkeypatch):
    open_store(db_path).close()
    newer = clubdb.SCHEMA_VERSION + 1
    conn = sqlite3.connect(db_path, isolation_level=None)
    try:
        conn.execute(f"PRAGMA user_version = {newer}")
        racing_version(monkeypatch, clubdb.SCHEMA_VERSION - 1)
        with pytest.raises(clubdb.ClubVersionError) as refused:
            clubdb.migrate(conn, "verein.sqlite")
    finally:
        conn.close()
    assert str(refused.value) == (f"verein.sqlite was upgraded by a newer Jasstafel meanwhile "
                                  f"(version {newer})")


@pytest.mark.parametrize("pread", [True, False])
def test_the_head_of_the_file_is_its_first_bytes_with_or_without_pread(tmp_path, monkeypatch,
                                                                       pread):
    """Read through the club's descriptor from the start, wherever the descriptor stands;
    without os.pread (Windows) by a seek to the start first."""
    path = tmp_path / "club.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + bytes(range(1, 40)))
    if not pread:
        monkeypatch.delattr(os, "pread", raising=False)
    fd = os.open(path, os.O_RDONLY)
    try:
        os.lseek(fd, 7, os.SEEK_SET)
        assert clubdb._head(fd, 20) == b"SQLite format 3\x00\x01\x02\x03\x04"
        os.lseek(fd, 30, os.SEEK_SET)
        assert clubdb._head(fd, 3) == b"SQL"
    finally:
        os.close(fd)


def test_sqlites_refusals_become_the_clubs_messages_by_their_code(tmp_path):
    """``translate`` by SQLite's own result codes, from real refusals: another connection
    writing (busy, with the time waited), a connection that may only read, a table that is
    not there (the file cannot be used, in SQLite's words)."""
    path = tmp_path / "plain.sqlite"
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("CREATE TABLE t (x)")
    reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=0.01,
                             isolation_level=None)
    try:
        writer.execute("BEGIN EXCLUSIVE")
        with pytest.raises(ClubError) as busy, clubdb.translate(0.5):
            reader.execute("SELECT * FROM t").fetchall()
        assert str(busy.value) == ("the club database is busy: another program kept writing "
                                   "to it for 0.5 seconds; try again")
        assert not isinstance(busy.value, ClubFileError)
        writer.execute("ROLLBACK")
        with pytest.raises(ClubError) as readonly, clubdb.translate():
            reader.execute("INSERT INTO t VALUES (1)")
        assert str(readonly.value) == ("the club database cannot be written here (the file or "
                                       "its folder is read-only): nothing was changed")
        assert not isinstance(readonly.value, ClubFileError)
        with pytest.raises(ClubFileError) as unusable, clubdb.translate():
            reader.execute("SELECT * FROM missing")
        assert str(unusable.value) == "the club database cannot be used: no such table: missing"
        writer.executemany("INSERT INTO t VALUES (?)", [(1,), (2,)])
        rows = writer.execute("SELECT * FROM t")
        rows.fetchone()  # a statement still reading the table
        with pytest.raises(ClubError, match="is busy"), clubdb.translate():
            writer.execute("DROP TABLE t")  # SQLITE_LOCKED: "database table is locked"
        rows.close()
    finally:
        reader.close()
        writer.close()


@pytest.mark.parametrize(("code", "busy"), [(5, True), (6, True), (517, True), (261, True),
                                             (8, False), (1, False), (None, False)])
def test_an_extended_result_code_counts_by_its_primary_code(code, busy):
    """Python gives SQLite's extended code (SQLITE_BUSY_SNAPSHOT is 517, SQLITE_BUSY_RECOVERY
    261: both SQLITE_BUSY, 5); an error without a code (raised by Python itself) is none."""
    err = sqlite3.OperationalError("database is locked")
    if code is not None:
        err.sqlite_errorcode = code
    assert clubdb._is_busy(err) is busy


def test_opening_names_the_file_a_newer_jasstafel_upgraded_meanwhile(db_path, monkeypatch):
    """The race of the test above through the front door: the file looked old when it was
    checked, and a newer Jasstafel upgraded it before the migration held the write lock.
    The refusal names the file the user opened."""
    open_store(db_path).close()
    newer = clubdb.SCHEMA_VERSION + 1
    real, reads = clubdb.user_version, []

    def read(conn):
        reads.append(None)
        if len(reads) > 1:
            return real(conn)
        other = sqlite3.connect(db_path, isolation_level=None)
        other.execute(f"PRAGMA user_version = {newer}")  # the newer program, just now
        other.close()
        return clubdb.SCHEMA_VERSION - 1

    monkeypatch.setattr(clubdb, "user_version", read)
    with pytest.raises(clubdb.ClubVersionError) as refused:
        Club.open(db_path)
    assert str(refused.value) == (f"{db_path} was upgraded by a newer Jasstafel meanwhile "
                                  f"(version {newer})")


class StuckInWal(sqlite3.Connection):
    """SQLite's answer when another program keeps the file in WAL mode and the journal
    cannot be switched: the mode stays ``wal``."""

    def execute(self, sql, *args):
        if sql.startswith("PRAGMA journal_mode"):
            return super().execute("SELECT 'wal'")
        return super().execute(sql, *args)


def test_opening_names_the_file_another_program_keeps_in_wal_mode(db_path, monkeypatch):
    open_store(db_path).close()
    before = db_path.read_bytes()
    real_connect = sqlite3.connect
    monkeypatch.setattr(clubdb.sqlite3, "connect",
                        lambda *args, **kwargs: real_connect(*args, factory=StuckInWal,
                                                             **kwargs))
    with pytest.raises(ClubError) as refused:
        Club.open(db_path)
    assert str(refused.value) == (f"{db_path} is open in another program (an older "
                                  "Jasstafel?): close it there and try again")
    assert db_path.read_bytes() == before
