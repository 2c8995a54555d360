"""A mistyped command is a wrong command line, not a match file for the window (a trial's
`jasstafel scor s1.jass` opened the window, or aborted with Qt's six lines and exit 134
without a display); `jasstafel FILE` and a live evening's link still open the window."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.cli import main

ROOT = Path(__file__).parents[2]
FREIER = ROOT / "docs" / "examples" / "schieber-freier-jass.jass"
MAIN = sys.modules["jasstafel.cli.main"]


def _jasstafel(*args, lang):
    """A fresh process as a terminal starts it, without a display: Qt must never be reached."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE")}
    env.update(PYTHONPATH=str(ROOT), LANG=lang, LC_ALL="", LC_MESSAGES="")
    return subprocess.run([sys.executable, "-m", "jasstafel", *map(str, args)],
                          capture_output=True, text=True, env=env, timeout=120, check=False)


@pytest.mark.parametrize("args, lang, said", [
    (["scor", FREIER], "en_US.UTF-8",
     "jasstafel: error: unknown command 'scor'; did you mean 'score'? (see: jasstafel --help)"),
    (["frobnicate"], "de_CH.UTF-8",
     "jasstafel: Fehler: 'frobnicate' ist weder ein Befehl noch eine Partiedatei (Befehle: "
     "score, check, schema, variants, new, print, export, club) (siehe: jasstafel --help)"),
    (["chek", FREIER], "fr_CH.UTF-8",
     "jasstafel: erreur : commande inconnue 'chek' ; vouliez-vous dire 'check' ? (voir : "
     "jasstafel --help)"),
])
def test_a_mistyped_command_is_one_line_and_exit_2(args, lang, said):
    done = _jasstafel(*args, lang=lang)
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr == said + "\n"


def _window_calls(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # a platform: the window may start
    calls = []
    monkeypatch.setattr(MAIN, "start_window", lambda argv: calls.append(list(argv)) or 0)
    return calls


@pytest.mark.parametrize("args", [
    [str(FREIER)],  # the desktop file's `jasstafel %f`
    ["abend.jass"],  # a match file that is gone: the window says why it cannot open it
    ["ABEND.JSON"],
    ["http://192.168.1.20:8765/"],  # a live evening's link (docs/club-live.md)
    [],
])
def test_a_match_file_or_a_link_still_opens_the_window(monkeypatch, capsys, args):
    calls = _window_calls(monkeypatch)
    assert main(args) == 0
    assert calls == [args]
    assert capsys.readouterr().err == ""


def test_an_existing_file_of_any_name_opens_the_window(monkeypatch, tmp_path):
    """A match file saved without the .jass ending is still a file the window may open."""
    named = tmp_path / "abend"
    named.write_text("{}", encoding="utf-8")
    calls = _window_calls(monkeypatch)
    assert main([str(named), "--lang", "fr"]) == 0
    assert calls == [[str(named), "--lang=fr"]]


def test_the_window_keeps_its_hidden_smoke_test(monkeypatch):
    calls = _window_calls(monkeypatch)
    assert main([str(FREIER), "--smoke-test"]) == 0
    assert calls == [[str(FREIER), "--smoke-test"]]


@pytest.mark.parametrize("args, said", [
    (["scor", str(FREIER)],
     "jasstafel: Fehler: unbekannter Befehl 'scor'; meinten Sie 'score'? (siehe: jasstafel "
     "--help)"),
    ([str(FREIER), "b.jass"],
     "jasstafel: Fehler: das Fenster öffnet eine Partiedatei aufs Mal, nicht 2 ("
     f"'{FREIER}', 'b.jass') (siehe: jasstafel --help)"),
    ([str(FREIER), "--frobnicate"],
     "jasstafel: Fehler: unbekannte Option --frobnicate (siehe: jasstafel --help)"),
])
def test_nothing_but_one_file_starts_the_window(monkeypatch, capsys, args, said):
    calls = _window_calls(monkeypatch)
    assert main(["--lang", "de", *args]) == 2
    out, err = capsys.readouterr()
    assert calls == [] and out == ""
    assert err == said + "\n"
