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
    assert err.startswith(f"jasstafel {args[0]}: {message}") and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_output_that_cannot_be_written(tmp_path, capsys):
    for command in ("print", "export"):
        code, _, err = run(capsys, command, FAHNDER, "-o", tmp_path / "no" / "file")
        assert code == 2 and err.count("\n") == 1
        assert err.startswith(f"jasstafel {command}: error: cannot write")


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
    assert entries.read_text(encoding="utf-8-sig").startswith("No.;Kind;Round;Entry;")
    assert board.read_text(encoding="utf-8-sig").startswith("Side;Players;Rank;Winner;Total")


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


# -- outputs that are inputs, or files of another kind (issue 13) -----------------------------


def copy_of_fahnder(tmp_path, name="m.jass"):
    path = tmp_path / name
    path.write_bytes(FAHNDER.read_bytes())
    return path


def unchanged(paths):
    return {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in paths}


@pytest.mark.parametrize("args", [
    ["export", "{m}", "-o", "{m}"],
    ["print", "{m}", "-o", "{m}"],
    ["export", "{m}", "-o", "{tmp}/e.csv", "--board", "{m}"],
    ["export", "{m}", "-o", "{link}"],
    ["print", "{m}", "-o", "{hard}"],
    ["export", "{m}", "-o", "{tmp}/sub/../m.jass"],
])
def test_an_output_that_is_an_input_is_refused(tmp_path, capsys, args):
    match = copy_of_fahnder(tmp_path)
    (tmp_path / "sub").mkdir()
    link = tmp_path / "link.jass"
    link.symlink_to(match)
    hard = tmp_path / "hard.jass"
    os.link(match, hard)
    before = unchanged([match])
    argv = [a.format(m=match, tmp=tmp_path, link=link, hard=hard) for a in args]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "is the match file being read" in err and "not overwritten" in err
    assert unchanged([match]) == before
    assert not (tmp_path / "e.csv").exists()
    assert link.is_symlink() and hard.read_bytes() == match.read_bytes()


def test_the_same_output_twice_is_refused(tmp_path, capsys):
    match = copy_of_fahnder(tmp_path)
    code, _, err = run(capsys, "export", match, "-o", tmp_path / "a.csv", "--board",
                       tmp_path / "a.csv")
    assert code == 2 and "twice" in err and not (tmp_path / "a.csv").exists()


@pytest.mark.parametrize("command, existing, content, kind", [
    ("print", "other.jass", None, "a Jasstafel match file"),
    ("print", "notes.txt", b"Einkaufsliste: Brot, Milch\n", "not a PDF file"),
    ("print", "club.sqlite", b"SQLite format 3\x00" + bytes(100), "a SQLite database"),
    ("export", "other.jass", None, "a Jasstafel match file"),
    ("export", "sheet.pdf", b"%PDF-1.4\n%\xe2\xe3\n", "a PDF file"),
    ("export", "club.sqlite", b"SQLite format 3\x00" + bytes(100), "a SQLite database"),
    ("export", "photo.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", "not a text file"),
    ("export", "book.xlsx", b"PK\x03\x04" + bytes(30), "not a text file"),
])
def test_an_existing_file_of_another_kind_is_not_replaced(tmp_path, capsys, command, existing,
                                                          content, kind):
    match = copy_of_fahnder(tmp_path)
    target = tmp_path / existing
    target.write_bytes(FAHNDER.read_bytes() if content is None else content)
    before = unchanged([match, target])
    code, out, err = run(capsys, command, match, "-o", target)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert kind in err and "not replaced" in err
    assert unchanged([match, target]) == before
    assert sorted(os.listdir(tmp_path)) == sorted(["m.jass", existing])


@pytest.mark.parametrize("command, existing, content", [
    ("print", "sheet.pdf", b"%PDF-1.4 an older sheet"),
    ("print", "empty.pdf", b""),
    ("export", "entries.csv", "\ufeffnumber,kind\n1,round\n".encode()),
    ("export", "by-hand.csv", b"Anna;Beat\n12;14\n"),
])
def test_an_existing_file_of_the_same_kind_is_replaced(tmp_path, capsys, command, existing,
                                                       content):
    match = copy_of_fahnder(tmp_path)
    target = tmp_path / existing
    target.write_bytes(content)
    code, _, err = run(capsys, command, match, "-o", target)
    assert code == 0 and err == ""
    assert target.read_bytes() != content


@pytest.mark.parametrize("special", ["folder", "fifo", "device"])
@pytest.mark.parametrize("command", ["print", "export"])
def test_an_output_that_is_not_a_regular_file_is_refused(tmp_path, capsys, special, command):
    match = copy_of_fahnder(tmp_path)
    target = tmp_path / "out"
    if special == "folder":
        target.mkdir()
    elif special == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/null")
    code, _, err = run(capsys, command, match, "-o", target)
    assert code == 2 and "not a regular file" in err and err.count("\n") == 1
    assert sorted(os.listdir(tmp_path)) == ["m.jass", "out"]


@pytest.mark.parametrize("args", [
    ["print", "--blank", "schieber\udcff", "-o", "{tmp}/b.pdf"],
    ["print", "--blank", "schieber", "--club", "Jassclub \udcffMuri", "-o", "{tmp}/b.pdf"],
    ["print", "--blank", "schieber", "--preset", "turnier\udcff", "-o", "{tmp}/b.pdf"],
])
def test_undecodable_arguments_are_one_line_errors(tmp_path, capsys, args):
    code, out, err = run(capsys, *[a.format(tmp=tmp_path) for a in args])
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "not valid UTF-8" in err and "\\xff" in err and "Traceback" not in err
    assert os.listdir(tmp_path) == []


def test_a_file_name_that_is_not_utf8_still_works(tmp_path, capsys):
    """File names are bytes on POSIX: a Latin-1 name is a real file, printed escaped."""
    match = copy_of_fahnder(tmp_path, "caf\udce9.jass")
    out = tmp_path / "caf\udce9.csv"
    code, stdout, err = run(capsys, "export", match, "-o", out)
    assert code == 0 and err == "" and stdout == f"wrote {tmp_path}/caf\\xe9.csv\n"
    assert out.exists()


@pytest.mark.parametrize("club", ["Jassclub\x1b[2J", "Muri\u202e", "x" * 1001])
def test_a_club_name_a_sheet_cannot_show_is_refused(tmp_path, capsys, club):
    code, _, err = run(capsys, "print", "--blank", "schieber", "--club", club, "-o",
                       tmp_path / "b.pdf")
    assert code == 2 and err.startswith("jasstafel print: error: --club: ")
    assert err.count("\n") == 1
    assert "\x1b" not in err and "\u202e" not in err and os.listdir(tmp_path) == []
