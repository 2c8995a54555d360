"""Without a display the window cannot start: `jasstafel FILE` (and plain `jasstafel`) on a
server or over ssh without X aborted with Qt's six English lines and exit 134 (a trial's
`jasstafel nosuch.jass` and `jasstafel s1.jass` under LANG=de_CH). Refused now before Qt is
loaded, in one line in the language, naming what works in a terminal."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.cli import main

ROOT = Path(__file__).parents[2]
FREIER = ROOT / "docs" / "examples" / "schieber-freier-jass.jass"
MAIN = sys.modules["jasstafel.cli.main"]
HEADLESS = ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM")


def _jasstafel(*args, lang, cwd=ROOT):
    """A fresh process as a terminal without a display starts it."""
    env = {k: v for k, v in os.environ.items() if k not in (*HEADLESS, "LANGUAGE")}
    env.update(PYTHONPATH=str(ROOT), LANG=lang, LC_ALL="", LC_MESSAGES="")
    return subprocess.run([sys.executable, "-m", "jasstafel", *map(str, args)],
                          capture_output=True, text=True, env=env, timeout=120, check=False,
                          cwd=cwd)


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="a display is always there")
@pytest.mark.parametrize("args, lang, said", [
    (["s1.jass"], "de_CH.UTF-8",
     "jasstafel: Fehler: das Fenster braucht eine grafische Anzeige (DISPLAY oder "
     "WAYLAND_DISPLAY), und hier gibt es keine; im Terminal: jasstafel score s1.jass oder "
     "jasstafel print s1.jass -o s1.pdf (siehe: jasstafel --help)"),
    (["nosuch.jass"], "fr_CH.UTF-8",
     "jasstafel: erreur : la fenêtre a besoin d’un affichage graphique (DISPLAY ou "
     "WAYLAND_DISPLAY), et il n’y en a pas ici ; dans un terminal : jasstafel score "
     "nosuch.jass ou jasstafel print nosuch.jass -o nosuch.pdf (voir : jasstafel --help)"),
    ([], "en_US.UTF-8",
     "jasstafel: error: the window needs a graphical display (DISPLAY or WAYLAND_DISPLAY), "
     "and there is none here; in a terminal: jasstafel score FILE or jasstafel print FILE -o "
     "FILE.pdf (see: jasstafel --help)"),
    (["Abend am Freitag.jass", "--lang", "en"], "de_CH.UTF-8",
     "jasstafel: error: the window needs a graphical display (DISPLAY or WAYLAND_DISPLAY), "
     "and there is none here; in a terminal: jasstafel score 'Abend am Freitag.jass' or "
     "jasstafel print 'Abend am Freitag.jass' -o 'Abend am Freitag.pdf' (see: jasstafel "
     "--help)"),
])
def test_without_a_display_the_window_is_refused_in_one_line(tmp_path, args, lang, said):
    (tmp_path / "s1.jass").write_bytes(FREIER.read_bytes())
    done = _jasstafel(*args, lang=lang, cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", said + "\n")


def _window_calls(monkeypatch):
    calls = []
    monkeypatch.setattr(MAIN, "start_window", lambda argv: calls.append(list(argv)) or 0)
    return calls


@pytest.mark.parametrize("env", [{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"},
                                 {"WAYLAND_SOCKET": "3"}, {"QT_QPA_PLATFORM": "offscreen"}])
def test_a_display_or_a_chosen_platform_starts_the_window(monkeypatch, env):
    for name in HEADLESS:
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    calls = _window_calls(monkeypatch)
    assert main([str(FREIER)]) == 0 and calls == [[str(FREIER)]]


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_need_no_display_variable(monkeypatch, platform):
    for name in HEADLESS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(MAIN.sys, "platform", platform)
    calls = _window_calls(monkeypatch)
    assert main([]) == 0 and calls == [[]]


def test_a_command_needs_no_display(monkeypatch, capsys):
    for name in HEADLESS:
        monkeypatch.delenv(name, raising=False)
    assert main(["score", str(FREIER), "--lang", "en"]) == 0
    assert "4519" in capsys.readouterr().out
