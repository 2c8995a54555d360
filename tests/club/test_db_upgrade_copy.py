"""An older club file brought up to date keeps a copy of itself as it was, and says so.

A French club trial: opening a version-5 club file in the new window (only looking at it)
moved it to version 6 without a word; from then on the older Jasstafel on the club's second
laptop refused it. Now the file is first copied byte for byte beside it
(``club.v5-backup.sqlite``, never over another file; in the program's data folder where that
fails; no copy, no migration), and the window and the command line say which versions, that
an older Jasstafel can no longer open the file, and where the copy is."""

import os
import sqlite3

import pytest

from jasstafel.cli import main
from jasstafel.club import SCHEMA_VERSION, Club, ClubFileError
from jasstafel.club import db as clubdb

from .test_db import build, fill

OLD = 5  # the version before by_oberjasser (v6), the trial's file


@pytest.fixture
def old_file(tmp_path):
    """A club file of version 5 with its members, an evening and a correction."""
    assert SCHEMA_VERSION > OLD
    path = tmp_path / "club.sqlite"
    build(path, OLD)
    fill(path, OLD)
    return path


def version_of(path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        assert clubdb.schema(conn) == clubdb.expected_schema(clubdb.user_version(conn))
        return clubdb.user_version(conn)
    finally:
        conn.close()


def test_the_file_as_it_was_is_kept_beside_it_byte_for_byte(old_file):
    before = old_file.read_bytes()
    with Club.open(old_file, create=False) as club:
        assert club.schema_version == SCHEMA_VERSION
        copy = old_file.with_name("club.v5-backup.sqlite")
        assert club.upgrade == clubdb.Upgrade(OLD, SCHEMA_VERSION, copy)
        assert [m.name for m in club.members()] == ["Anna", "Beat", "Cla", "Dora"]
    assert copy.read_bytes() == before
    assert version_of(copy) == OLD  # an older Jasstafel opens it as its own
    assert version_of(old_file) == SCHEMA_VERSION
    with Club.open(old_file) as club:  # once: the next opening has nothing to say
        assert club.upgrade is None
    assert sorted(p.name for p in old_file.parent.iterdir()) == [
        "club.sqlite", "club.v5-backup.sqlite"]


def test_an_earlier_copy_is_never_replaced(old_file):
    earlier = old_file.with_name("club.v5-backup.sqlite")
    earlier.write_bytes(b"the secretary's own copy")
    before = old_file.read_bytes()
    with Club.open(old_file) as club:
        assert club.upgrade.copy == old_file.with_name("club.v5-backup-2.sqlite")
    assert earlier.read_bytes() == b"the secretary's own copy"
    assert club.upgrade.copy.read_bytes() == before


def test_the_copy_is_whole_where_the_system_writes_less_than_asked(old_file, monkeypatch):
    """A write may take fewer bytes than it was given (a full disk, a signal, a network
    drive): the copy was short by the rest and was called the file as it was."""
    before = old_file.read_bytes()
    real_write, calls = os.write, []

    def short(fd, data):  # at most 100 bytes a call, as a system may do
        calls.append(fd)
        return real_write(fd, bytes(data[:100]))

    monkeypatch.setattr(os, "write", short)
    with Club.open(old_file) as club:
        copy = club.upgrade.copy
    monkeypatch.undo()
    assert copy.read_bytes() == before
    assert version_of(copy) == OLD
    assert len(calls) > 1  # the copy went through the short writes


def test_a_write_that_takes_nothing_is_a_full_disk_not_a_loop(old_file, tmp_path,
                                                               monkeypatch):
    monkeypatch.setattr(clubdb, "app_data_folder", lambda: tmp_path / "data")
    monkeypatch.setattr(os, "write", lambda fd, data: 0)
    before = old_file.read_bytes()
    with pytest.raises(ClubFileError, match=r"could be kept .*\(the disk is full\)"):
        Club.open(old_file)
    monkeypatch.undo()
    assert old_file.read_bytes() == before
    assert sorted(p.name for p in old_file.parent.iterdir()) == ["club.sqlite", "data"]
    assert list((tmp_path / "data").iterdir()) == []


def test_a_current_or_new_file_keeps_no_copy(tmp_path, old_file):
    new = tmp_path / "new" / "verein.sqlite"
    new.parent.mkdir()
    with Club.open(new) as club:
        assert club.upgrade is None
    with Club.open(new) as club:
        assert club.upgrade is None
    empty = tmp_path / "new" / "empty.sqlite"
    empty.write_bytes(b"")
    with Club.open(empty) as club:
        assert club.was_empty and club.upgrade is None
    assert sorted(p.name for p in new.parent.iterdir()) == ["empty.sqlite", "verein.sqlite"]


def test_where_no_copy_can_be_made_beside_it_the_data_folder_takes_it(
        old_file, tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setattr(clubdb, "app_data_folder", lambda: data)
    copy_into = clubdb._copy_into

    def beside_refused(conn, fd, out, copy):
        if copy.parent == old_file.parent:
            raise PermissionError(13, "Permission denied")
        copy_into(conn, fd, out, copy)

    monkeypatch.setattr(clubdb, "_copy_into", beside_refused)
    before = old_file.read_bytes()
    with Club.open(old_file) as club:
        assert club.upgrade.copy == data / "club.v5-backup.sqlite"
    assert club.upgrade.copy.read_bytes() == before
    assert not old_file.with_name("club.v5-backup.sqlite").exists()  # the failed one gone


def test_no_copy_no_upgrade(old_file, tmp_path, monkeypatch):
    monkeypatch.setattr(clubdb, "app_data_folder", lambda: tmp_path / "data")

    def refused(conn, fd, out, copy):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(clubdb, "_copy_into", refused)
    before = old_file.read_bytes()
    with pytest.raises(ClubFileError, match="no copy of it as it is could be kept before "
                                            "bringing it up to date .*The file was not changed"):
        Club.open(old_file)
    assert old_file.read_bytes() == before
    assert sorted(p.name for p in old_file.parent.iterdir()) == ["club.sqlite", "data"]
    assert list((tmp_path / "data").iterdir()) == []


def test_a_read_only_older_file_is_refused_as_it_is_and_no_copy_is_made(old_file, monkeypatch):
    monkeypatch.setattr(clubdb, "_writable", lambda _target: False)
    before = old_file.read_bytes()
    with pytest.raises(ClubFileError, match="cannot be brought up to date here, where it is "
                                            "read-only"):
        Club.open(old_file)
    assert old_file.read_bytes() == before
    assert [p.name for p in old_file.parent.iterdir()] == ["club.sqlite"]


@pytest.mark.parametrize(("language", "said"), [
    ("en", "{name} was brought up to date from club database version 5 to 6: an older "
           "Jasstafel can no longer open it. A copy of the file as it was is kept in {copy}\n"),
    ("fr", "{name} a été mis à jour de la version 5 à la version 6 de la base de données du "
           "club : un Jasstafel plus ancien ne peut plus l’ouvrir. Une copie du fichier "
           "tel qu’il était est gardée dans {copy}\n"),
    ("de", "{name} wurde von Vereinsdatenbank-Version 5 auf 6 nachgeführt: Eine ältere "
           "Jasstafel kann sie nicht mehr öffnen. Eine Kopie der Datei, wie sie war, liegt in "
           "{copy}\n"),
])
def test_the_command_line_says_it_in_one_line(old_file, capsys, language, said):
    before = old_file.read_bytes()
    code = main([f"--lang={language}", "club", "member", "list", "--db", str(old_file)])
    out, err = capsys.readouterr()
    copy = old_file.with_name("club.v5-backup.sqlite")
    assert code == 0 and "Anna" in out
    assert err == said.format(name=old_file, copy=copy)
    assert copy.read_bytes() == before and version_of(copy) == OLD
    assert main(["club", "member", "list", "--db", str(old_file)]) == 0  # said once
    assert capsys.readouterr().err == ""


def test_club_serve_says_it_with_the_name_escaped(tmp_path, capsys):
    """`club serve` says the notice as every club command does (`shown`): a file's name
    with a control character in it ("\\x1b[31m", a terminal's red) is printed escaped, not
    obeyed (it printed the path as it was)."""
    path = tmp_path / "club\x1b[31m.sqlite"
    build(path, OLD)
    fill(path, OLD)
    code = main(["--lang=en", "club", "serve", "--evening", "2099-01-01", "--db", str(path)])
    err = capsys.readouterr().err
    assert code == 2  # no such evening: refused after the notice, no server started
    notice = err.splitlines()[0]
    assert "\x1b" not in err
    assert notice.startswith(f"{tmp_path}/club\\x1b[31m.sqlite was brought up to date"), notice
