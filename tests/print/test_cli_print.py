"""``jasstafel print`` and ``jasstafel export``: files written, exit codes, one-line errors."""

import json
import os
import subprocess
import sys

import pytest

from jasstafel.cli import main

from . import EXAMPLES, pdf_pages

ROOT = EXAMPLES.parents[1]

FAHNDER = EXAMPLES / "fahnder.jass"


@pytest.fixture(autouse=True)
def _app(qapp):
    """In-process printing uses the QApplication of pytest-qt."""
    return qapp


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_print_a_match(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    code, stdout, err = run(capsys, "print", FAHNDER, "-o", out, "--club", "Jassclub Muri")
    assert code == 0 and err == "" and stdout == f"wrote {out}\n"
    text = "\n".join(pdf_pages(out))
    assert "Jassclub Muri" in text and "Fahnder am Donnerstag" in text


def test_print_blank_sheets_on_letter(tmp_path, capsys):
    out = tmp_path / "blank.pdf"
    code, _, err = run(capsys, "print", "--blank", "Coiffeur", "--preset", "swisslos_8",
                       "--paper", "Letter", "-o", out)
    assert code == 0 and err == ""
    assert b"MediaBox [0 0 612" in out.read_bytes()
    assert "Swisslos 8" in pdf_pages(out)[0]


@pytest.mark.parametrize(("args", "message"), [
    (["print", "missing.jass"], "error: cannot read missing.jass"),
    (["print", "--blank", "jodel"], "error: unknown variant 'jodel'"),
    (["print", "--blank", "schieber", "--preset", "x"], "error: Schieber has no preset 'x'"),
    (["print"], "error: print needs a match file, or --blank VARIANT"),
    (["print", str(FAHNDER), "--blank", "schieber"], "error: print takes a match file or"),
    (["print", str(FAHNDER), "--preset", "turnier"], "error: --preset is for blank sheets"),
    (["export", "missing.jass"], "error: cannot read missing.jass"),
])
def test_bad_input_is_one_line_and_exit_2(args, message, tmp_path, capsys):
    code, out, err = run(capsys, *args, "-o", tmp_path / "out")
    assert code == 2 and out == ""
    assert err.startswith(message) and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_output_that_cannot_be_written(tmp_path, capsys):
    for command in ("print", "export"):
        code, _, err = run(capsys, command, FAHNDER, "-o", tmp_path / "no" / "file")
        assert code == 2 and err.startswith("error: cannot write") and err.count("\n") == 1


def test_a_broken_match_file(tmp_path, capsys):
    path = tmp_path / "bad.jass"
    path.write_text("{not json", encoding="utf-8")
    code, _, err = run(capsys, "print", path, "-o", tmp_path / "s.pdf")
    assert code == 2 and "not a Jasstafel match file" in err
    data = json.loads(FAHNDER.read_text(encoding="utf-8"))
    data["entries"][0]["bid"] = 152  # no such bid: the entry breaks a rule
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "print", path, "-o", tmp_path / "s.pdf")
    assert code == 1 and "entry 1:" in err and err.count("\n") == 1


def test_export_writes_both_files(tmp_path, capsys):
    entries, board = tmp_path / "entries.csv", tmp_path / "board.csv"
    code, out, err = run(capsys, "export", FAHNDER, "-o", entries, "--board", board,
                         "--delimiter", ";")
    assert code == 0 and err == ""
    assert out == f"wrote {entries}\nwrote {board}\n"
    assert entries.read_text(encoding="utf-8-sig").startswith("number;kind;round;entry;")
    assert board.read_text(encoding="utf-8-sig").startswith("side;players;rank;winner;total")


def test_print_runs_headless_without_a_display(tmp_path):
    """A new process without DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM: offscreen."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "sheet.pdf"
    result = subprocess.run(
        [sys.executable, "-m", "jasstafel", "print", str(EXAMPLES / "molotow.jass"), "-o",
         str(out)], capture_output=True, text=True, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and out.read_bytes().startswith(b"%PDF")
    blank = tmp_path / "blank.pdf"
    result = subprocess.run(
        [sys.executable, "-m", "jasstafel", "print", "--blank", "handjass", "-o", str(blank)],
        capture_output=True, text=True, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert "Handjass" in pdf_pages(blank)[0]
