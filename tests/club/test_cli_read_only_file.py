"""A club file without write permission (mode 444) is only read, also as root.

A careful secretary's trial: ``club member add --db ro.sqlite "Neu"`` added the member to a
file made read-only with ``chmod 444``: root passes every permission check, and the club
asked only the system (``os.access``). A match file made read-only is refused even as root
(its save looks at the file's mode bits, jasstafel/core/matchfile.py); the club now does the
same: a file no one may write is opened read-only, as on a read-only mount. The suite runs
as root in CI, where this is what is tested."""

import os

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, ClubError


def run(capsys, *args):
    try:
        code = main([str(a) for a in args])
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def read_only_file(tmp_path):
    path = tmp_path / "ro.sqlite"
    with Club.open(path) as club:
        club.add_member("Vreni Vogel", "Vreni")
    path.chmod(0o444)
    return path


def test_a_read_only_club_file_takes_no_member_from_the_command_line(read_only_file, capsys):
    before = read_only_file.read_bytes()
    code, out, err = run(capsys, "club", "member", "add", "Neu", "--db", read_only_file)
    assert code == 2 and out == ""
    assert err.count("\n") == 1, err
    assert f"{read_only_file} can only be read here" in err
    assert read_only_file.read_bytes() == before
    assert sorted(p.name for p in read_only_file.parent.iterdir()) == ["ro.sqlite"]
    code, out, _err = run(capsys, "club", "member", "list", "--db", read_only_file)
    assert code == 0 and "Vreni Vogel" in out and "Neu" not in out


def test_a_read_only_club_file_opens_read_only(read_only_file):
    with Club.open(read_only_file) as club:
        assert club.readonly
        assert not club.writable_now()
        assert [m.name for m in club.members()] == ["Vreni Vogel"]
        with pytest.raises(ClubError, match="can only be read here"):
            club.add_member("Neu")


def test_write_permission_given_back_makes_it_writable(read_only_file):
    read_only_file.chmod(0o644)
    with Club.open(read_only_file) as club:
        assert not club.readonly
        club.add_member("Neu")
    assert os.access(read_only_file, os.W_OK)
