"""The club file's first look, before SQLite opens it (``db._check_file``): what its first 100
bytes and its size say, each refusal word for word, and the file left as it was."""

import errno
import sqlite3

import pytest

from jasstafel.club import Club, ClubFileError
from jasstafel.club import db as clubdb

from . import add_members


def real_database(path, page_size=None):
    """A club file with a few members; with *page_size*, rebuilt to pages of that size."""
    with Club.open(path) as club:
        add_members(club, [f"Member {i}" for i in range(60)])
    if page_size is not None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute(f"PRAGMA page_size = {page_size}")
        conn.execute("VACUUM")
        conn.close()
    return path.read_bytes()


def page_size_of(data):
    return int.from_bytes(data[16:18], "big")


def refused(path):
    """Club.open's refusal of *path*, which it leaves as it was."""
    before = path.read_bytes()
    files = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(ClubFileError) as caught:
        Club.open(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == files
    return str(caught.value)


def test_a_header_of_99_bytes_is_no_sqlite_file_one_of_100_is_looked_at(tmp_path):
    data = real_database(tmp_path / "real.sqlite")
    path = tmp_path / "cut.sqlite"
    path.write_bytes(data[:99])
    assert refused(path) == f"{path} is not a club database (not a SQLite database file)"
    # 100 bytes: a whole header, so the next look (whole pages) is the one that refuses
    path.write_bytes(data[:100])
    assert refused(path) == (f"{path} is damaged or truncated: 100 bytes is not a whole "
                             f"number of {page_size_of(data)}-byte pages")


@pytest.mark.parametrize("written", [256, 1000, 1536, 3, 0])
def test_a_page_size_sqlite_never_writes_is_refused(tmp_path, written):
    """Page sizes are powers of two from 512 on: 256 is too small, 1000 and 1536 are no
    powers of two, 3 and 0 neither."""
    data = bytearray(real_database(tmp_path / "real.sqlite"))
    data[16:18] = written.to_bytes(2, "big")
    path = tmp_path / "club.sqlite"
    path.write_bytes(bytes(data))
    assert refused(path) == f"{path} is damaged: invalid page size in its header"


@pytest.mark.parametrize("page_size", [512, 65536])
def test_the_smallest_and_the_largest_pages_open(tmp_path, page_size):
    """A header says 65536 as 1 (two bytes hold at most 65535)."""
    path = tmp_path / "club.sqlite"
    data = real_database(path, page_size=page_size)
    assert page_size_of(data) == (1 if page_size == 65536 else page_size)
    with Club.open(path) as club:
        assert len(club.members()) == 60


def test_a_file_of_half_a_page_more_is_refused_with_its_size(tmp_path):
    data = real_database(tmp_path / "real.sqlite", page_size=65536)
    path = tmp_path / "club.sqlite"
    path.write_bytes(data + bytes(32768))
    assert refused(path) == (f"{path} is damaged or truncated: {len(data) + 32768} bytes is "
                             "not a whole number of 65536-byte pages")


def test_a_file_cut_at_a_page_says_how_many_pages_it_holds(tmp_path):
    data = real_database(tmp_path / "real.sqlite", page_size=512)
    pages = int.from_bytes(data[28:32], "big")
    assert pages == len(data) // 512 > 4
    path = tmp_path / "club.sqlite"
    path.write_bytes(data[:3 * 512])
    assert refused(path) == (f"{path} is damaged or truncated: its header counts {pages} "
                             "pages, the file holds 3")
    # one page short is short too
    path.write_bytes(data[:-512])
    assert refused(path) == (f"{path} is damaged or truncated: its header counts {pages} "
                             f"pages, the file holds {pages - 1}")


def test_a_page_count_of_four_bytes_is_read_whole(tmp_path):
    """The count is bytes 28 to 31: a count of 2**24 pages and more (its first byte set)
    in a small file is refused by it."""
    data = bytearray(real_database(tmp_path / "real.sqlite", page_size=512))
    held = len(data) // 512
    data[28:32] = ((1 << 24) + held).to_bytes(4, "big")
    path = tmp_path / "club.sqlite"
    path.write_bytes(bytes(data))
    assert refused(path) == (f"{path} is damaged or truncated: its header counts "
                             f"{(1 << 24) + held} pages, the file holds {held}")


def test_beside_a_wal_log_the_page_count_is_left_to_sqlite(tmp_path):
    """A log beside the file (``club.sqlite-wal``) may hold pages the file lacks, so the
    first look does not count them: a file one page short is then SQLite's to judge, and
    refused in its words."""
    data = real_database(tmp_path / "real.sqlite", page_size=512)
    path = tmp_path / "club.sqlite"
    path.write_bytes(data[:-512])
    (tmp_path / "club.sqlite-wal").write_bytes(b"")
    assert refused(path) == (f"{path} is damaged: part of it cannot be read (SQLite: "
                             "“database disk image is malformed”)")


def test_a_page_count_of_an_older_sqlite_is_not_trusted(tmp_path):
    """The count of pages is valid only where the header's "valid for" number equals its
    change counter (an SQLite before 3.7.0 kept neither): then SQLite's own size counts,
    and a whole file of more pages than the header says opens."""
    data = bytearray(real_database(tmp_path / "real.sqlite", page_size=512))
    data[92:96] = (int.from_bytes(data[24:28], "big") + 1).to_bytes(4, "big")
    data[28:32] = (2).to_bytes(4, "big")  # a count of an older writer: not the file's
    path = tmp_path / "club.sqlite"
    path.write_bytes(bytes(data))
    with Club.open(path, readonly=True) as club:
        assert len(club.members()) == 60


def test_a_read_error_is_named(tmp_path, monkeypatch):
    """A disk that fails under the first look: the system's reason, in one line."""
    path = tmp_path / "club.sqlite"
    real_database(path)

    def failing(fd, size):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(clubdb, "_head", failing)
    assert refused(path) == f"cannot read {path}: Input/output error"


def test_an_empty_file_is_said_to_be_empty(tmp_path):
    """An empty file is no refusal of its bytes: it becomes a club where one is created, and
    where none is (a command that only reads) or none can be (read-only), it says so."""
    path = tmp_path / "club.sqlite"
    path.write_bytes(b"")
    with pytest.raises(ClubFileError) as caught:
        Club.open(path, create=False)
    assert str(caught.value) == (f"{path} is empty: it is no club database (a command that "
                                 "creates a club, such as 'club member add', makes one in it)")
    with pytest.raises(ClubFileError) as caught:
        Club.open(path, readonly=True)
    assert str(caught.value) == (f"{path} is empty and cannot be written here: no club can "
                                 "be made in it")
    assert path.read_bytes() == b""
