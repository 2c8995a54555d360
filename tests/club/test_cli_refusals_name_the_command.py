"""Every refusal of a club command begins with the command, as a wrong command line's does:
"jasstafel club member add: erreur : …" (a trial found "erreur : …" alone, where "jasstafel
club member add: erreur : …" said which command refused a mistyped option). The exit code
stays 2."""

import os
import subprocess
import sys

import pytest

from jasstafel.cli import main


def refused(capsys, *argv):
    assert main([str(a) for a in argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, (out, err)
    return err.rstrip("\n")


@pytest.mark.parametrize("lang, said", [
    ("fr", "jasstafel club member add: erreur : un membre a besoin d’un nom"),
    ("de", "jasstafel club member add: Fehler: ein Mitglied braucht einen Namen"),
    ("en", "jasstafel club member add: error: a member needs a name"),
])
def test_a_club_command_names_itself(capsys, tmp_path, lang, said):
    assert refused(capsys, "--lang", lang, "club", "--db", tmp_path / "new.db", "member",
                   "add", "") == said


def test_every_kind_of_club_refusal_names_the_command(capsys, tmp_path):
    db = tmp_path / "club.sqlite"
    assert refused(capsys, "club", "ranking", "season", "2026", "--db", db) == (
        f"jasstafel club ranking season: error: there is no club database at {db}")
    bad = b"Be\xffat".decode("utf-8", "surrogateescape")
    assert refused(capsys, "club", "guest", "add", bad, "--db", db) == (
        "jasstafel club guest add: error: an argument is not valid UTF-8: Be\\xffat")
    assert refused(capsys, "club", "export", "1", "--db", db) == (
        "jasstafel club export: error: give the CSV file to write: -o FILE")
    assert refused(capsys, "club", "draw", "1", "-o", "x.txt", "--db", db).startswith(
        "jasstafel club draw: error: -o x.txt: end the name in .csv")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")
def test_a_full_disk_on_stdout_names_the_club_command(tmp_path):
    db = tmp_path / "c.db"
    assert main(["club", "member", "add", "Anna", "--db", str(db)]) == 0
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    env.pop("LANGUAGE", None)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "jasstafel", "club", "member", "list",
                               "--db", str(db)], stdout=full, stderr=subprocess.PIPE, env=env,
                              timeout=120, check=False)
    assert done.returncode == 2
    assert done.stderr.decode() == ("jasstafel club member list: error: cannot write the "
                                    "output: the disk is full\n")
