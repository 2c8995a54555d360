"""Findings of a new user's trial of the command line (symlinked outputs, stdout errors,
messages in the language, strict match files)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.cli import main

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "docs" / "examples"
FREIER = EXAMPLES / "schieber-freier-jass.jass"


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


# -- 1. an output that is a symlink is written where it points, the link kept ----------------


def test_export_through_a_symlink_writes_its_target_and_keeps_the_link(tmp_path, capsys):
    target = tmp_path / "target.csv"
    target.write_text("old\n")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    board_link = tmp_path / "board.csv"
    board_link.symlink_to(tmp_path / "new-board.csv")  # dangling: a new file there
    code, _, err = run(capsys, "export", FREIER, "-o", link, "--board", board_link)
    assert code == 0 and err == ""
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert "Team A" in target.read_text(encoding="utf-8-sig")
    assert board_link.is_symlink() and (tmp_path / "new-board.csv").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.csv", "link.csv",
                                                           "new-board.csv", "target.csv"]


def test_a_symlink_to_a_pipe_is_refused_and_nothing_changes(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    link = tmp_path / "myout"
    link.symlink_to(fifo)
    code, out, err = run(capsys, "--lang", "de", "export", FREIER, "-o", link)
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert "myout" in err and "Fehler" in err
    assert link.is_symlink() and os.readlink(link) == str(fifo)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "myout"]


# -- 2. stdout that cannot be written: a closed pipe, a full disk --------------------------


def _jasstafel(*args, stdout, lang="en"):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANGUAGE": lang}
    return subprocess.run([sys.executable, "-m", "jasstafel", *map(str, args)], stdout=stdout,
                          stderr=subprocess.PIPE, env=env, timeout=120, check=False)


COMMANDS = [("schema",), ("variants",), ("score", FREIER), ("score", FREIER, "--json"),
            ("check", FREIER), ("--help",)]


@pytest.mark.parametrize("command", COMMANDS)
def test_a_closed_pipe_ends_quietly_with_141(command):
    """`jasstafel schema | head -1`: the reader has gone; no "Exception ignored", no
    traceback, the status a shell shows for a writer whose pipe closed."""
    read, write = os.pipe()
    os.close(read)  # closed before anything is written: every write fails, at once
    try:
        done = _jasstafel(*command, stdout=write)
    finally:
        os.close(write)
    assert done.stderr == b""
    assert done.returncode == 141


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_full_disk_on_stdout_is_one_line_and_not_0(command, lang):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full on this system")
    with open("/dev/full", "w") as full:
        done = _jasstafel(*command, stdout=full, lang=lang)
    lines = done.stderr.decode().splitlines()
    assert done.returncode == 2
    assert len(lines) == 1, lines
    said = {"en": "error: cannot write the output: the disk is full",
            "de": "Fehler: die Ausgabe kann nicht geschrieben werden: der Datenträger ist "
                  "voll"}[lang]
    prog = " ".join(["jasstafel", *command[:1]]) if command[0] != "--help" else "jasstafel"
    assert lines[0] == f"{prog}: {said}"



# -- 9, 10. values cut with their quote closed; a missing field said as missing ---------------


def _refusal(tmp_path, capsys, text):
    path = tmp_path / "m.jass"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "check", path)
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    return err.strip()


def test_a_shortened_value_keeps_its_closing_quote(tmp_path, capsys):
    number = _refusal(tmp_path, capsys, '{"format": "jasstafel-match", "version": 1, '
                                        '"points": ' + "9" * 100 + "}")
    assert "the number '999999999999999999999…' is too long" in number
    variant = _refusal(tmp_path, capsys, '{"format": "jasstafel-match", "version": 1, '
                                         '"variant": "' + "x" * 100 + '"}')
    assert "unknown variant '" + "x" * 57 + "…' (known:" in variant
    form = _refusal(tmp_path, capsys, '{"format": "' + "y" * 100 + '"}')
    assert "its 'format' is '" + "y" * 57 + "…', not 'jasstafel-match'" in form


def test_a_missing_format_or_version_is_said_as_missing(tmp_path, capsys):
    no_format = _refusal(tmp_path, capsys, '{"version": 1}')
    assert no_format.endswith("not a Jasstafel match file (it has no 'format')")
    no_version = _refusal(tmp_path, capsys, '{"format": "jasstafel-match"}')
    assert no_version.endswith("invalid match file: the field version (the format version) "
                               "is missing")
    assert "None" not in no_format + no_version


def test_german_says_partiedatei_never_matchdatei():
    """One word for a match file in German: "Partiedatei" (24 messages said it, 5 said
    "Partiedatei")."""
    catalog = (ROOT / "resources" / "translations" / "jasstafel_de.ts").read_text("utf-8")
    assert "Partiedatei" in catalog
    assert "matchdatei" not in catalog.lower()


# -- 11. an empty file name ------------------------------------------------------------------


@pytest.mark.parametrize("command", [
    ("new", "schieber", "A", "B", "C", "D", "-o", ""),
    ("export", FREIER, "-o", ""),
    ("export", FREIER, "-o", "x.csv", "--board", ""),
    ("score", ""),
])
def test_an_empty_file_name_is_refused_as_such(tmp_path, capsys, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "--lang", "de", *command)
    assert code == 2 and out == ""
    assert err.strip().endswith(": der Dateiname ist leer")
    assert list(tmp_path.iterdir()) == []


# -- 14. score --upto outside the match --------------------------------------------------------


@pytest.mark.parametrize("upto", ["-1", "999"])
def test_score_upto_outside_the_entries_is_refused(capsys, upto):
    code, out, err = run(capsys, "score", FREIER, "--upto", upto)
    assert code == 2 and out == ""
    assert err == (f"jasstafel score: error: --upto {upto}: give a number of entries from 0 "
                   "to 10 (the match has 10)\n")


def test_score_upto_at_the_ends_is_accepted(capsys):
    assert run(capsys, "score", FREIER, "--upto", "0")[0] == 0
    assert run(capsys, "score", FREIER, "--upto", "10")[0] == 0


# -- 13. empty and duplicate player names --------------------------------------------------


@pytest.mark.parametrize(("players", "said"), [
    (["Anna", "", "Cla", "Dora"], "player 2: the name is empty"),
    (["Anna", "Beat", "   ", "Dora"], "player 3: the name is empty"),
    (["Anna", "Anna", "Cla", "Dora"], "player 2: Anna is player 1 already; give each player "
                                      "a name of their own"),
])
def test_new_refuses_empty_and_duplicate_names(tmp_path, capsys, players, said):
    out = tmp_path / "x.jass"
    code, _, err = run(capsys, "new", "schieber", *players, "-o", out)
    assert code == 2 and err == f"jasstafel new: error: {said}\n"
    assert not out.exists()
