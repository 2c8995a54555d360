"""A command that would create a club and refuses its value leaves no club behind.

A trial: ``jasstafel club --db new.db member add ""`` said "a new club was created: new.db",
then refused the empty name; the club file stayed, although nothing was written. The values
are checked before the club is opened: a refused command makes no file (no journal beside
it, no folder for it), fills no empty file, and never says that a club was created.
"""

import pytest

from jasstafel.cli import main

REFUSED = [
    (["member", "add", ""], "a member needs a name"),
    (["member", "add", "Anna", "--short", "x" * 17],
     "a short name has at most 16 characters (this one has 17)"),
    (["member", "add", "4711"], "a name cannot be a number"),
    (["member", "add", "Eve\x1b[2J"], "cannot hold a control character"),
    (["guest", "add", "  "], "a member needs a name"),
    (["evening", "new", "2026-13-01", "schieber"], "is not a date"),
    (["evening", "new", "2026-11-26", "jodel"], "unknown variant 'jodel'"),
    (["evening", "new", "2026-11-26", "schieber", "--preset", "nope"], "has no preset"),
    (["evening", "new", "2026-11-26", "schieber", "--passen", "0"], "1 to 50 Passen"),
    (["evening", "new", "2026-11-26", "schieber", "--set", "rounds=-3"],
     "a table setting is not valid"),
    (["evening", "new", "2026-11-26", "schieber", "--season", "x" * 21],
     "a season is a short label"),
    (["evening", "new", "2026-11-26", "schieber", "--title", "x" * 101],
     "the title has at most 100 characters"),
]


def refused(capsys, argv, said):
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (out, err)
    assert err.count("\n") == 1 and said in err, err
    assert "created" not in err
    return err


@pytest.mark.parametrize("command, said", REFUSED, ids=[" ".join(c)[:40] for c, _ in REFUSED])
def test_a_refused_value_creates_no_club(tmp_path, capsys, command, said):
    new = tmp_path / "new.db"
    refused(capsys, ["club", "--db", str(new), *command], said)
    assert list(tmp_path.iterdir()) == []  # no club, no -journal, -wal or -shm


@pytest.mark.parametrize("command, said", REFUSED[:1] + REFUSED[5:6])
def test_a_refused_value_makes_no_folder_for_the_club(tmp_path, capsys, command, said):
    refused(capsys, ["club", *command, "--db", str(tmp_path / "verein" / "new.db")], said)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("command, said", REFUSED[:1] + REFUSED[5:6])
def test_a_refused_value_leaves_an_empty_file_empty(tmp_path, capsys, command, said):
    empty = tmp_path / "leer.db"
    empty.write_bytes(b"")
    refused(capsys, ["club", *command, "--db", str(empty)], said)
    assert empty.read_bytes() == b"" and list(tmp_path.iterdir()) == [empty]


def test_a_refused_value_creates_no_club_at_the_default_place(tmp_path, capsys,
                                                               monkeypatch):
    monkeypatch.delenv("JASSTAFEL_CLUB_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    refused(capsys, ["club", "member", "add", ""], "a member needs a name")
    assert list(tmp_path.iterdir()) == []


def test_an_accepted_value_still_creates_the_club_and_says_so(tmp_path, capsys):
    new = tmp_path / "new.db"
    assert main(["club", "--db", str(new), "evening", "new", "2026-11-26", "schieber"]) == 0
    _out, err = capsys.readouterr()
    assert err == f"a new club was created: {new}\n" and new.exists()
