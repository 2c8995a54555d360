"""Every refusal of a command begins with the command, as a wrong command line's does (the
club's commands: tests/club/test_cli_refusals_name_the_command.py).

A trial: a wrong command line said "jasstafel score: Fehler: es fehlt: file (siehe: jasstafel
score --help)", a refusal of the command itself only "Fehler: …" (which program? which
command?). One rule now: "jasstafel score: Fehler: /x.jass kann nicht gelesen werden: …",
"jasstafel club member add: erreur : …"; the exit codes stay.
"""

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
FREIER = EXAMPLES / "schieber-freier-jass.jass"


def refused(capsys, *argv, code=2):
    assert main([str(a) for a in argv]) == code
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, (out, err)
    return err.rstrip("\n")


def test_a_match_command_names_itself(capsys, tmp_path):
    missing = tmp_path / "x.jass"
    assert refused(capsys, "--lang", "de", "score", missing) == (
        f"jasstafel score: Fehler: {missing} kann nicht gelesen werden: Datei oder Ordner "
        "nicht gefunden")
    assert refused(capsys, "check", missing, "--lang", "fr").startswith(
        f"jasstafel check: erreur : impossible de lire {missing}")
    assert refused(capsys, "export", missing, "-o", tmp_path / "x.csv").startswith(
        f"jasstafel export: error: cannot read {missing}")
    assert refused(capsys, "print", "-o", tmp_path / "x.pdf").startswith(
        "jasstafel print: error: print needs a match file")
    assert refused(capsys, "new", "schieber", "Anna", "Anna", "Cla", "Dora", "-o",
                   tmp_path / "n.jass") == (
        "jasstafel new: error: player 2: Anna is player 1 already; give each player a name "
        "of their own")


def test_an_entry_that_breaks_a_rule_names_the_command_too(capsys, tmp_path):
    data = json.loads(FREIER.read_text("utf-8"))
    data["entries"][0]["points"] = [200, 0]
    path = tmp_path / "bad.jass"
    path.write_text(json.dumps(data), "utf-8")
    assert refused(capsys, "check", path, code=1) == (
        f"jasstafel check: error: {path}: entry 1: card points must be between 0 and 157, "
        "not 200")
    assert refused(capsys, "--lang", "de", "score", path, code=1).startswith(
        f"jasstafel score: Fehler: {path}: Eintrag 1: Die Kartenpunkte")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")
@pytest.mark.parametrize("command, prog", [(["schema"], "jasstafel schema"),
                                           (["score", FREIER], "jasstafel score")])
def test_a_full_disk_on_stdout_names_the_command(command, prog):
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    env.pop("LANGUAGE", None)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "jasstafel", *map(str, command)], stdout=full,
                              stderr=subprocess.PIPE, env=env, timeout=120, check=False)
    assert done.returncode == 2
    assert done.stderr.decode() == f"{prog}: error: cannot write the output: the disk is full\n"


def test_a_window_without_pyside6_is_refused_in_the_language(capsys, monkeypatch):
    """It said "error: the window needs PySide6: …" in English, without the program."""
    program = importlib.import_module("jasstafel.cli.main")
    monkeypatch.setitem(sys.modules, "jasstafel.ui.app", None)  # as if PySide6 were missing
    assert program.start_window(["abend.jass", "--lang=de"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("jasstafel: Fehler: das Fenster braucht PySide6: ") and \
        err.count("\n") == 1


def test_a_match_file_refused_is_named_as_an_entry_refused_is(capsys, tmp_path):
    """A trial with files: an entry the rules forbid said `FILE: entry 1: …`, but a setup the
    rules forbid or a field out of range said no file (`every player must sit in exactly one
    team, …`, `invalid match file: settings.factors.rosen: …`). Every refusal of the file
    names it now, once (a reason with the path in it is not named twice)."""
    data = json.loads(FREIER.read_text(encoding="utf-8"))
    teams = tmp_path / "teams.jass"
    teams.write_text(json.dumps({**data, "teams": [
        {"name": "A", "players": [0, 1]}, {"name": "B", "players": [1, 2]}]}),
                     encoding="utf-8")
    said = refused(capsys, "check", teams, code=2)
    assert said.startswith(f"jasstafel check: error: {teams}: every player must sit in "), said
    factor = tmp_path / "factor.jass"
    factor.write_text(json.dumps({**data, "settings": {**data["settings"], "factors": {
        **data["settings"]["factors"], "rosen": 500}}}), encoding="utf-8")
    assert refused(capsys, "score", factor) == (
        f"jasstafel score: error: {factor}: invalid match file: Table settings · Factors · "
        "Roses: expected at most 20 (settings.factors.rosen in the file)")
    novariant = tmp_path / "novariant.jass"
    novariant.write_text(json.dumps({k: v for k, v in data.items() if k != "variant"}),
                         encoding="utf-8")
    assert refused(capsys, "check", novariant).startswith(
        f"jasstafel check: error: {novariant}: invalid match file: the field variant is "
        "missing (known: schieber")
    missing = tmp_path / "x.jass"  # the path in the reason already: once
    assert refused(capsys, "check", missing) == (
        f"jasstafel check: error: cannot read {missing}: no such file or folder")
