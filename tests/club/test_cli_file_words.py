"""The club's command line on hostile files, said as every other refusal is.

A trial with hostile files found: ``club import 1 junk50.jass:1:1`` named the file twice
("junk50.jass: junk50.jass is too large for a match file (…)"); ``club member add Zora --db
ro/new.sqlite`` in a read-only folder said SQLite's English ("cannot create ro/new.sqlite:
unable to open database file") where every other refusal says the system's reason
("permission denied").
"""

import errno
import os
import sqlite3

from jasstafel.cli import main
from jasstafel.core import matchfile


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_club_import_names_a_file_too_large_once(tmp_path, capsys, monkeypatch):
    db = tmp_path / "c.sqlite"
    assert main(["club", "--db", str(db), "evening", "new", "2026-11-26", "schieber"]) == 0
    capsys.readouterr()
    monkeypatch.setattr(matchfile, "MAX_FILE_BYTES", 50)  # 16 MiB made small
    junk = tmp_path / "junk50.jass"
    junk.write_bytes(b"x" * 51)
    code, out, err = run(capsys, "club", "import", "--db", db, "1", f"{junk}:1:1")
    assert code == 2 and out == ""
    assert err.count(str(junk)) == 1, err
    assert err.strip().endswith(f"{junk} is 51 bytes; a match file is at most 50 bytes")


def test_club_import_names_a_folder_once_in_german(tmp_path, capsys):
    db = tmp_path / "c.sqlite"
    assert main(["club", "--db", str(db), "evening", "new", "2026-11-26", "schieber"]) == 0
    capsys.readouterr()
    folder = tmp_path / "d.jass"
    folder.mkdir()
    code, _out, err = run(capsys, "--lang", "de", "club", "import", "--db", db, "1", folder)
    assert code == 2 and err.count(str(folder)) == 1, err


def read_only_folder(monkeypatch, folder):
    """*folder* refuses new files as a read-only folder does for anybody but root: the
    system's open(), and SQLite's (its own words: "unable to open database file")."""
    real_open, real_connect = os.open, sqlite3.connect

    def system_open(path, flags, *args, **kw):
        if flags & os.O_CREAT and os.path.dirname(os.path.abspath(path)) == str(folder):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kw)

    def sqlite_connect(database, *args, **kw):
        target = str(database)
        if target.startswith("file:"):
            target = target[5:].split("?")[0]
        if os.path.dirname(os.path.abspath(target)) == str(folder) and not os.path.exists(
                target):
            raise sqlite3.OperationalError("unable to open database file")
        return real_connect(database, *args, **kw)

    monkeypatch.setattr(os, "open", system_open)
    monkeypatch.setattr(sqlite3, "connect", sqlite_connect)


def test_a_club_file_in_a_read_only_folder_is_refused_for_the_system_s_reason(
        tmp_path, capsys, monkeypatch):
    ro = tmp_path / "ro"
    ro.mkdir()
    read_only_folder(monkeypatch, ro)
    new = ro / "new.sqlite"
    code, out, err = run(capsys, "club", "member", "add", "Zora", "--db", new)
    assert code != 0 and out == ""
    assert err.strip().endswith(f"cannot create {new}: permission denied"), err
    assert "unable to open" not in err
    code, _out, err = run(capsys, "--lang", "de", "club", "member", "add", "Zora", "--db", new)
    assert "unable to open" not in err and "keine Berechtigung" in err, err
    assert not new.exists() and os.listdir(ro) == []
