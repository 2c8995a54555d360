"""The lock around each operation on the club file, by hand (`club/db.py`, `_Lock`): how it
waits for another program (short pauses at first, doubling up to 50 ms, until the time it
was given is up), a file system without ``flock`` (SQLite's own locking then stands alone),
other errors, and nested operations.

The waiting is driven by a clock of the test's own: nothing here sleeps or depends on how
busy the machine is."""

import errno
import fcntl
import os
import types

import pytest

from jasstafel.club import ClubError
from jasstafel.club import db as clubdb
from jasstafel.core.errors import BugError


class OtherProgram:
    """``flock`` as seen while another program holds the lock for *refusals* attempts; the
    clock moves only when the lock waits."""

    def __init__(self, monkeypatch, refusals: int, error: OSError | None = None) -> None:
        self.refusals = refusals
        self.error = error
        self.now = 0.0
        self.pauses: list[float] = []
        self.calls: list[int] = []
        self.descriptors: set[int] = set()
        monkeypatch.setattr(clubdb, "time", types.SimpleNamespace(
            monotonic=lambda: self.now, sleep=self.sleep))
        monkeypatch.setattr(clubdb.fcntl, "flock", self.flock)

    def sleep(self, seconds: float) -> None:
        self.pauses.append(seconds)
        self.now += seconds

    def flock(self, fd: int, mode: int) -> None:
        self.descriptors.add(fd)
        self.calls.append(mode)
        if mode == fcntl.LOCK_UN:
            return
        if self.error is not None:
            raise self.error
        if self.refusals:
            self.refusals -= 1
            raise BlockingIOError(errno.EWOULDBLOCK, "Resource temporarily unavailable")


@pytest.fixture
def fd(tmp_path):
    path = tmp_path / "club.sqlite"
    path.write_bytes(b"")
    descriptor = os.open(path, os.O_RDWR)
    yield descriptor
    os.close(descriptor)


def test_the_lock_waits_with_pauses_that_double_up_to_50_ms(monkeypatch, fd):
    other = OtherProgram(monkeypatch, refusals=9)
    lock = clubdb._Lock(fd, 30.0)
    with lock.hold(exclusive=True):
        assert lock.depth == 1 and lock.exclusive
    assert other.pauses == [0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.05, 0.05, 0.05]
    nonblocking = fcntl.LOCK_EX | fcntl.LOCK_NB
    assert other.calls == [nonblocking] * 10 + [fcntl.LOCK_UN]
    assert other.descriptors == {fd}
    assert (lock.depth, lock.exclusive) == (0, False)


def test_a_read_takes_the_lock_shared(monkeypatch, fd):
    other = OtherProgram(monkeypatch, refusals=1)
    lock = clubdb._Lock(fd, 30.0)
    with lock.hold(exclusive=False):
        assert (lock.depth, lock.exclusive) == (1, False)
    assert other.calls == [fcntl.LOCK_SH | fcntl.LOCK_NB] * 2 + [fcntl.LOCK_UN]
    assert other.pauses == [0.001]


def test_the_lock_is_busy_when_its_time_is_up_and_not_before(monkeypatch, fd):
    """The clock reaches the deadline exactly after six pauses: then it says busy, with the
    time it was given, and takes no seventh pause."""
    pauses = [0.001, 0.002, 0.004, 0.008, 0.016, 0.032]
    timeout = 0.0
    for pause in pauses:  # summed in the clock's order: the same float, to the last bit
        timeout += pause
    other = OtherProgram(monkeypatch, refusals=100)
    lock = clubdb._Lock(fd, timeout)
    with pytest.raises(ClubError) as busy:
        with lock.hold(exclusive=True):
            pytest.fail("the lock was taken")
    assert other.pauses == pauses
    assert str(busy.value) == (f"the club database is busy: another program kept writing to "
                               f"it for {timeout:g} seconds; try again")
    assert fcntl.LOCK_UN not in other.calls  # nothing was taken, nothing is let go
    assert (lock.depth, lock.exclusive) == (0, False)


def test_a_lock_that_is_free_is_taken_at_once(monkeypatch, fd):
    other = OtherProgram(monkeypatch, refusals=0)
    lock = clubdb._Lock(fd, 0.0)
    with lock.hold(exclusive=True):
        pass
    assert other.pauses == []
    assert other.calls == [fcntl.LOCK_EX | fcntl.LOCK_NB, fcntl.LOCK_UN]


@pytest.mark.parametrize("code", [errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS])
def test_a_file_system_without_flock_leaves_the_locking_to_sqlite(monkeypatch, fd, code):
    """A network or FUSE file system that has no ``flock``: the operation goes on without
    it, and the lock is not tried again."""
    other = OtherProgram(monkeypatch, refusals=0, error=OSError(code, os.strerror(code)))
    lock = clubdb._Lock(fd, 30.0)
    ran = []
    with lock.hold(exclusive=True):
        ran.append(lock.depth)
    with lock.hold(exclusive=False):
        ran.append(lock.depth)
    assert ran == [0, 0]
    assert lock.fd is None
    assert other.calls == [fcntl.LOCK_EX | fcntl.LOCK_NB]  # tried once, never let go
    assert other.pauses == []


def test_another_error_of_the_lock_is_not_taken_for_a_missing_flock(monkeypatch, fd):
    other = OtherProgram(monkeypatch, refusals=0, error=OSError(errno.EBADF, "Bad file"))
    lock = clubdb._Lock(fd, 30.0)
    with pytest.raises(OSError) as failed:
        with lock.hold(exclusive=True):
            pytest.fail("the lock was taken")
    assert failed.value.errno == errno.EBADF
    assert lock.fd == fd
    assert other.pauses == []


def test_nested_operations_share_the_lock_taken_first(monkeypatch, fd):
    """A read inside a write, and a write inside a write: one flock, let go at the end;
    a write inside a read is the caller's bug (upgrading an flock is not atomic)."""
    other = OtherProgram(monkeypatch, refusals=0)
    lock = clubdb._Lock(fd, 30.0)
    depths = []
    with lock.hold(exclusive=True):
        with lock.hold(exclusive=False):
            depths.append((lock.depth, lock.exclusive))
            with lock.hold(exclusive=True):
                depths.append((lock.depth, lock.exclusive))
        depths.append((lock.depth, lock.exclusive))
    assert depths == [(2, True), (3, True), (1, True)]
    assert other.calls == [fcntl.LOCK_EX | fcntl.LOCK_NB, fcntl.LOCK_UN]
    with lock.hold(exclusive=False):
        with pytest.raises(BugError, match="a write inside a read of the club database"):
            with lock.hold(exclusive=True):
                pytest.fail("a write inside a read ran")
        assert (lock.depth, lock.exclusive) == (1, False)
    assert (lock.depth, lock.exclusive) == (0, False)


def test_without_a_descriptor_nothing_is_locked(monkeypatch):
    other = OtherProgram(monkeypatch, refusals=0)
    lock = clubdb._Lock(None, 30.0)
    with lock.hold(exclusive=True):
        assert lock.depth == 0
    assert other.calls == []


@pytest.mark.parametrize(("platform", "has_fcntl"), [("darwin", True), ("win32", False),
                                                     ("linux", False)])
def test_only_linux_locks_the_club_file_with_flock(monkeypatch, fd, platform, has_fcntl):
    """The sharing of the file was proven on Linux's ``flock`` (docs/club.md); elsewhere
    SQLite's own locking stands alone."""
    other = OtherProgram(monkeypatch, refusals=0)
    monkeypatch.setattr(clubdb.sys, "platform", platform)
    if not has_fcntl:
        monkeypatch.setattr(clubdb, "fcntl", None)
    lock = clubdb._Lock(fd, 30.0)
    assert lock.fd is None
    with lock.hold(exclusive=True):
        assert lock.depth == 0
    assert other.calls == []


def test_on_linux_the_club_file_is_locked(monkeypatch, fd):
    OtherProgram(monkeypatch, refusals=0)
    monkeypatch.setattr(clubdb.sys, "platform", "linux")
    assert clubdb._Lock(fd, 30.0).fd == fd
