"""The jasstafel command line: score, check, schema, new; exit codes and messages."""

import json
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
    assert "Schellen ×2 by Team A: 101 : 56, Weis 50 Team A" in out
    assert "4519" in out and "Team A wins" in out


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
    assert "entry 3: The card points of both teams must add up to 157, not 93 + 60" in err


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
    assert code == 2 and "4 to 4 players" in err


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
