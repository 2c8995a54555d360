"""The jasstafel command line: score, check, schema, new; exit codes and messages."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FREIER = EXAMPLES / "schieber-freier-jass.jass"


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_prints_a_table(capsys):
    code, out, err = run(capsys, "score", str(FREIER))
    assert code == 0 and err == ""
    assert "Bells ×2 by Team A: 101 : 56, Weis Team A: 50" in out
    assert "4519" in out and "Won by Team A" in out


def test_score_shows_a_long_entry_whole_on_more_lines(capsys):
    """A French Fahnder's entry 8 read "… partenaire Beat : 157 → ch…": how the round ended
    was cut off. The text goes on below its row, in its own column."""
    code, out, _ = run(capsys, "--lang", "fr", "score", str(EXAMPLES / "fahnder.jass"))
    assert code == 0 and "…" not in out
    lines = out.splitlines()
    eight = next(i for i, line in enumerate(lines) if line.startswith("  8  "))
    assert "157 →" in lines[eight] and "[chuté]" in lines[eight]
    assert lines[eight + 1].split() == ["chuté"]
    assert lines[eight + 1].startswith("     chuté")  # under the entries' text
    assert lines[eight + 2].startswith("  9  ")


def test_score_json(capsys):
    code, out, _ = run(capsys, "score", str(FREIER), "--json")
    board = json.loads(out)
    assert code == 0
    assert [s["total"] for s in board["sides"]] == [4519, 2676]
    assert board["finished"] and board["winners"] == [0]
    assert board["entries"][0]["written"] == [302, 112]
    assert board["sides"][0]["figures"]["z"] == {"hundreds": 45, "fifties": 0, "twenties": 0,
                                                 "rest": 19}


def test_score_upto(capsys):
    code, out, _ = run(capsys, "score", str(FREIER), "--json", "--upto", "1")
    assert [s["total"] for s in json.loads(out)["sides"]] == [302, 112]


def test_check_valid(capsys):
    code, out, _ = run(capsys, "check", str(FREIER))
    assert code == 0 and "all valid" in out


def test_check_reports_the_first_invalid_entry(tmp_path, capsys):
    data = json.loads(FREIER.read_text("utf-8"))
    data["entries"][2]["points"] = [93, 60]
    data["entries"][4]["stoeck"] = 0  # also wrong, but later
    path = tmp_path / "bad.jass"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "check", str(path))
    assert code == 1
    assert "entry 3: the card points of both teams must add up to 157, not 93 + 60" in err


@pytest.mark.parametrize(
    "content, message",
    [
        (None, "cannot read"),
        ("{", "not JSON"),
        ('{"format": "x"}', "not a Jasstafel match file"),
        ('{"format": "jasstafel-match", "version": 7, "variant": "schieber"}', "newer"),
        ('{"format": "jasstafel-match", "version": 1, "variant": "bridge"}', "unknown variant"),
    ],
)
@pytest.mark.parametrize("command", ["score", "check"])
def test_bad_input_one_line_exit_2(tmp_path, capsys, content, message, command):
    path = tmp_path / "x.jass"
    if content is not None:
        path.write_text(content)
    code, out, err = run(capsys, command, str(path))
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_schema(capsys):
    code, out, _ = run(capsys, "schema")
    assert code == 0 and json.loads(out) == matchfile.json_schema()


def test_new_writes_a_match_and_never_overwrites(tmp_path, capsys):
    path = tmp_path / "neu.jass"
    code, _, _ = run(capsys, "new", "coiffeur", "Anna", "Beat", "Cla", "Dora",
                     "--preset", "swisslos_8", "-o", str(path))
    assert code == 0
    assert matchfile.load(path).document.settings.preset == "swisslos_8"
    before = path.read_bytes()
    code, _, err = run(capsys, "new", "schieber", "A", "B", "C", "D", "-o", str(path))
    assert code == 2 and "exists already" in err
    assert path.read_bytes() == before


def test_new_with_wrong_players(tmp_path, capsys):
    code, _, err = run(capsys, "new", "schieber", "A", "B", "-o", str(tmp_path / "x.jass"))
    assert code == 2 and "played by 4 players, not" in err


def test_variants(capsys):
    code, out, _ = run(capsys, "variants")
    assert "schieber" in out and "freier_jass" in out and "coiffeur" in out


def test_command_line_scoring_does_not_load_qt():
    code = (
        "import sys; from jasstafel.cli import main; main(['score', sys.argv[1]]); "
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt loaded'"
    )
    result = subprocess.run([sys.executable, "-c", code, str(FREIER)], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr


# -- hostile input on the command line (issue 13) ---------------------------------------------


def test_new_with_undecodable_names_writes_nothing(tmp_path, capsys):
    """`jasstafel new schieber $'A\\xff' B C D -o x.jass` (argv decoded with surrogateescape)."""
    out = tmp_path / "x.jass"
    code, stdout, err = run(capsys, "new", "schieber", "A\udcff", "B", "C", "D", "-o", str(out))
    assert code == 2 and stdout == "" and err.count("\n") == 1 and "Traceback" not in err
    assert "not valid UTF-8" in err and "A\\xff" in err
    assert os.listdir(tmp_path) == []


def test_new_in_a_real_process_with_invalid_utf8(tmp_path):
    out = tmp_path / "x.jass"
    result = subprocess.run(
        [sys.executable.encode(), b"-m", b"jasstafel", b"new", b"schieber", b"A\xff", b"B",
         b"C", b"D", b"-o", bytes(out)], capture_output=True, cwd=Path(__file__).parents[2])
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.count(b"\n") == 1 and b"Traceback" not in result.stderr
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("players", [["A\x1b[2J", "B", "C", "D"], ["A" * 61, "B", "C", "D"],
                                     ["A\u202e", "B", "C", "D"]])
def test_new_refuses_names_a_file_cannot_hold_and_writes_nothing(tmp_path, capsys, players):
    code, _, err = run(capsys, "new", "schieber", *players, "-o", str(tmp_path / "x.jass"))
    assert code == 2 and "player 1:" in err and err.count("\n") == 1
    assert "\x1b" not in err and "\u202e" not in err
    assert os.listdir(tmp_path) == []


def test_new_that_cannot_write_leaves_nothing(tmp_path, capsys, monkeypatch):
    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    code, _, err = run(capsys, "new", "schieber", "A", "B", "C", "D", "-o",
                       str(tmp_path / "x.jass"))
    assert code == 2 and "the disk is full" in err
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("command", ["score", "check"])
def test_hostile_files_are_one_line_errors(tmp_path, capsys, command):
    deep = tmp_path / "deep.jass"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    big = tmp_path / "big.jass"
    big.write_text('{"format": "jasstafel-match", "version": 1, "first": ' + "9" * 5000 + "}")
    fifo = tmp_path / "fifo.jass"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.jass"
    zero.symlink_to("/dev/zero")
    variant = tmp_path / "variant.jass"
    variant.write_text(json.dumps({"format": "jasstafel-match", "version": 1,
                                   "variant": "v" * 10_000_000}))
    for path in (deep, big, fifo, zero, variant):
        code, out, err = run(capsys, command, str(path))
        assert code == 2 and out == "", path
        assert err.count("\n") == 1 and len(err) < 400 and "Traceback" not in err, path


def test_check_refuses_a_million_entries(tmp_path, capsys):
    """By the entry limit before any entry is validated (3 MB of empty entries), or by the
    size limit before anything is read (134 MB of real ones)."""
    data = json.loads(FREIER.read_text("utf-8"))
    path = tmp_path / "million.jass"
    for entries, message in (([{}] * 1_000_000, "1000000 entries; a match file holds at most "
                              "10000"), (data["entries"][:1] * 1_000_000,
                                         "MB; a match file is at most 16 MB")):
        path.write_text(json.dumps({**data, "entries": entries}, separators=(",", ":")))
        code, _, err = run(capsys, "check", str(path))
        assert code == 2 and message in err and err.count("\n") == 1


def test_names_and_paths_are_printed_with_controls_escaped(tmp_path, capsys):
    path = tmp_path / "a\x1b]0;owned\x07\u202e.jass"
    path.write_text(FREIER.read_text("utf-8"))
    code, out, err = run(capsys, "check", str(path))
    assert code == 0 and "a\\x1b]0;owned\\x07\\u202e.jass: 10 entries" in out
    fifo = tmp_path / "b\x1b]0;owned\x07\u202e.jass"
    os.mkfifo(fifo)
    code, out, err = run(capsys, "score", str(fifo))
    assert code == 2 and "b\\x1b]0;owned\\x07\\u202e.jass is a named pipe" in err
    for text in (out, err):
        assert not any(c in text for c in "\x1b\x07\u202e\u200e\u200f")
    code, out, _ = run(capsys, "score", str(FREIER), "--json")
    assert code == 0


@pytest.mark.parametrize("name, team, said", [
    ("Anna\u200f", "Team A", "Player 1: a control character (U+200F) at character 5: names "
                            "and texts are one line of plain text (players[0] in the file)"),
    ("Anna", "Team \u200eA", "Team 1 · Name: a control character (U+200E) at character 6: "
                             "names and texts are one line of plain text (teams[0].name in the "
                             "file)"),
    ("Be\u200bat", "Team A", "Player 1: an invisible character (U+200B) at character 3: a "
                             "name holds only what can be seen (players[0] in the file)"),
])
@pytest.mark.parametrize("command", ["check", "score"])
def test_check_refuses_a_mark_or_an_invisible_character_in_a_name(tmp_path, capsys, command,
                                                                   name, team, said):
    """A right-to-left mark in a name was accepted and shown escaped (\\u200f); a
    zero-width space passed ``check`` without a word (a tester's "Be\\u200bat" beside
    "Beat"). Both are refused now, the character named, never printed."""
    data = json.loads(FREIER.read_text("utf-8"))
    data["players"][0] = name
    data["teams"][0]["name"] = team
    path = tmp_path / "m.jass"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, out, err = run(capsys, command, str(path))
    assert code == 2 and out == "" and said in err and err.count("\n") == 1
    assert not any(c in err for c in "\u200b\u200e\u200f")


@pytest.mark.parametrize("text, shown", [
    ("Anna", "Anna"),
    ("Zoë 漢字 😀", "Zoë 漢字 😀"),
    ("\x1b[2J", "\\x1b[2J"),
    ("\x07", "\\x07"),
    ("a\tb\nc\r", "a\\tb\\nc\\r"),
    ("\x9b31m", "\\x9b31m"),
    ("\x7f", "\\x7f"),
    ("\u202aa\u202bb\u202cc\u202dd\u202ee", "\\u202aa\\u202bb\\u202cc\\u202dd\\u202ee"),
    ("\u2066\u2067\u2068\u2069", "\\u2066\\u2067\\u2068\\u2069"),
    ("x\udcffy", "x\\xffy"),
    ("x\ud800y", "x\\ud800y"),
])
def test_printable(text, shown):
    from jasstafel.cli.terminal import printable

    assert printable(text) == shown


@pytest.mark.parametrize(("args", "said"), [
    (["export", str(FREIER), "-o", "x.csv", "--delimiter", "pipe"],
     "jasstafel export: Fehler: --delimiter: 'pipe' ist kein Spaltentrenner: comma, semicolon "
     "oder tab wählen (siehe: jasstafel export --help)"),
    (["export", str(FREIER)],
     "jasstafel export: Fehler: es fehlt: -o/--output (siehe: jasstafel export --help)"),
    (["score", str(FREIER), "--upto", "x"],
     "jasstafel score: Fehler: --upto: 'x' ist keine Zahl (siehe: jasstafel score --help)"),
    (["print", str(FREIER), "-o", "x.pdf", "--paper", "a3"],
     "jasstafel print: Fehler: --paper: 'a3' ist keine der Möglichkeiten 'a4', 'letter' "
     "(siehe: jasstafel print --help)"),
])
def test_a_wrong_command_line_is_one_line_in_the_language(capsys, args, said):
    """argparse printed its usage over three lines and then its English error, also with
    --lang de (a trial's); docs/cli.md promises one line on stderr, in the language."""
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "de", *args])
    out, err = capsys.readouterr()
    assert exit_.value.code == 2 and out == ""
    assert err == said + "\n"
