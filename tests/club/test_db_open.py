"""Opening the club file, its first steps by hand (`club/db.py`: `open_store`, `_kind`,
`_open_descriptor`): what is at the path (nothing, a dangling link, a folder, a pipe, a path
through a file), the club's own descriptor (opened without blocking, closed when refused),
the lock it takes (exclusive when the file will be written, shared when it is only read),
and whether a club was made."""

import fcntl
import os
import socket

import pytest

from jasstafel.club import Club, ClubFileError
from jasstafel.club import db as clubdb
from jasstafel.club.db import open_store


def open_descriptors() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


def test_no_file_is_refused_where_none_may_be_made(db_path):
    with pytest.raises(ClubFileError) as refused:
        open_store(db_path, create=False)
    assert str(refused.value) == f"there is no club database at {db_path}"
    assert not db_path.exists()


def test_a_new_club_says_so_and_an_existing_one_does_not(db_path):
    with Club.open(db_path) as club:
        assert club.created is True
        assert club.was_empty is False
    with Club.open(db_path) as club:
        assert club.created is False
        assert club.was_empty is False
    store = open_store(db_path)
    assert store.readonly is False  # to be written, unless asked otherwise
    store.close()
    db_path.write_bytes(b"")
    with Club.open(db_path) as club:
        assert club.created is False
        assert club.was_empty is True


def test_a_link_to_no_file_is_refused_and_nothing_is_made(tmp_path):
    link = tmp_path / "club.sqlite"
    link.symlink_to(tmp_path / "gone.sqlite")
    with pytest.raises(ClubFileError) as refused:
        Club.open(link)
    assert str(refused.value) == f"{link} is a link to a file that does not exist"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.sqlite"]


def test_a_path_through_a_file_is_refused_with_the_reason(tmp_path):
    (tmp_path / "notes.txt").write_text("not a folder")
    path = tmp_path / "notes.txt" / "club.sqlite"
    with pytest.raises(ClubFileError) as refused:
        Club.open(path)
    assert str(refused.value) == f"cannot read {path}: a part of the path is not a folder"


def test_a_folder_and_a_pipe_are_refused_without_being_opened(tmp_path):
    folder = tmp_path / "club.sqlite"
    folder.mkdir()
    with pytest.raises(ClubFileError) as refused:
        Club.open(folder)
    assert str(refused.value) == f"{folder} is a folder, not a club database"
    pipe = tmp_path / "pipe.sqlite"
    os.mkfifo(pipe)
    with pytest.raises(ClubFileError) as refused:
        Club.open(pipe)  # opened, it would wait for a writer for ever
    assert str(refused.value) == (f"{pipe} is not a regular file (a pipe, a device or a "
                                  "socket): it is no club database")


def test_a_file_swapped_for_a_pipe_after_the_look_is_opened_without_waiting(tmp_path,
                                                                            monkeypatch):
    """Between the look at the path and the open, another program put a pipe there: the
    descriptor is opened without blocking (no writer needed), found not to be a file,
    closed, and the pipe refused by the name the user gave."""
    pipe = tmp_path / "club.sqlite"
    os.mkfifo(pipe)
    file_status = tmp_path / "looked.sqlite"
    file_status.write_bytes(b"")
    monkeypatch.setattr(clubdb, "_kind", lambda target, name: file_status.stat())
    flags = []
    real_open = os.open

    def opening(path, mode, *args):
        flags.append(mode)
        assert mode & os.O_NONBLOCK, "a pipe opened so would wait for a writer for ever"
        return real_open(path, mode, *args)

    monkeypatch.setattr(clubdb.os, "open", opening)
    before = open_descriptors()
    with pytest.raises(ClubFileError) as refused:
        open_store(pipe)
    assert str(refused.value) == (f"{pipe} is not a regular file (a pipe, a device or a "
                                  "socket): it is no club database")
    assert flags == [os.O_RDONLY | os.O_NONBLOCK]
    assert open_descriptors() == before


def test_a_socket_that_cannot_be_opened_is_refused_with_the_systems_reason(tmp_path):
    """A socket swapped in after the look: opening it fails (no such device or address),
    in the system's words, which the catalog has none of its own for."""
    path = tmp_path / "club.sqlite"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(os.fspath(path))
        with pytest.raises(ClubFileError) as refused:
            clubdb._open_descriptor(path, "verein.sqlite")
    finally:
        server.close()
    assert str(refused.value) == "cannot read verein.sqlite: No such device or address"


@pytest.mark.parametrize(("readonly", "mode"), [(False, fcntl.LOCK_EX), (True, fcntl.LOCK_SH)])
def test_opening_locks_the_file_exclusively_only_to_write_it(db_path, monkeypatch, readonly,
                                                            mode):
    """The checks and the migration at open run under the lock: exclusive where the file
    may be migrated, shared where it is only read."""
    Club.open(db_path).close()
    modes = []
    real_flock = fcntl.flock

    def flock(fd, how):
        modes.append(how)
        real_flock(fd, how)

    monkeypatch.setattr(clubdb.fcntl, "flock", flock)
    open_store(db_path, readonly=readonly).close()
    assert modes[:2] == [mode | fcntl.LOCK_NB, fcntl.LOCK_UN]


def test_whether_the_file_could_be_written_now_is_asked_again(db_path, monkeypatch):
    """``writable_now``: the check made at open, made again when asked (the club window
    asks while it shows a read-only file, and opens it again once it can be written)."""
    Club.open(db_path).close()
    asked: list[tuple[str, int]] = []

    def access(path, mode):
        asked.append((os.fspath(path), mode))
        return not refused

    monkeypatch.setattr(clubdb.os, "access", access)
    refused = True
    with Club.open(db_path) as club:
        assert club.readonly is True  # not writable at open
        assert club.writable_now() is False
        refused = False  # the write permission given back
        asked.clear()
        assert club.writable_now() is True
        assert club.readonly is True  # opened read-only all the same
        assert asked == [(os.fspath(db_path), os.W_OK),
                         (os.fspath(db_path.parent), os.W_OK | os.X_OK)]
    with Club.open(db_path, readonly=True) as club:  # asked for: writable all the same
        assert club.readonly is True and club.writable_now() is True
