"""An unfinished match has one word, and its refusals say the rounds and the way on (a German
club organiser's trial: the import refusal said "Teilergebnis" where the window's box says
"Unbeendete Partien annehmen", and named no rounds; the correction of the unfinished table to
its final paper result, 4 × 157, was refused without saying how it is recorded: the table's
result replaced by the one typed from the paper sheet). The command line run as a secretary
runs it."""

import json

from jasstafel.cli import main
from jasstafel.core import matchfile

from . import EXAMPLES


def run(capsys, *argv, code=0):
    got = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert got == code, (out, err)
    return out, err.splitlines()


def broken_off(path, entries=5):
    """The example Turnier (Anna, Beat, Cla, Dora) after *entries* of its 12 rounds."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["entries"] = data["entries"][:entries]
    matchfile.save(matchfile.loads(json.dumps(data)), path)


def evening(capsys, db):
    for name in ("Anna", "Beat", "Cla", "Dora"):
        run(capsys, "club", "member", "add", name, "--db", db)
    run(capsys, "club", "evening", "new", "2026-12-07", "schieber", "--preset", "turnier",
        "--passen", "1", "--db", db)


def test_the_import_refusal_says_unfinished_and_the_rounds(capsys, tmp_path):
    db = tmp_path / "club.sqlite"
    evening(capsys, db)
    broken_off(tmp_path / "tisch1.jass")
    _out, err = run(capsys, "club", "import", "2026-12-07", f"{tmp_path / 'tisch1.jass'}:1:1",
                    "--db", db, code=2)
    assert "the match is not finished (5 of 12 rounds played)" in err[0]
    assert "unfinished match" in err[0] and "partial" not in err[0]
    assert err[1:] == ["On the command line: --partial"]


def test_the_unfinished_table_s_paper_result_is_told_how(capsys, tmp_path):
    db = tmp_path / "club.sqlite"
    evening(capsys, db)
    broken_off(tmp_path / "tisch1.jass")
    run(capsys, "club", "import", "2026-12-07", f"{tmp_path / 'tisch1.jass'}:1:1", "--partial",
        "--db", db)
    # the paper sheet's final result of the 12 rounds: 12 × 157 = 1884
    final = ("Anna=1000", "Cla=1000", "Beat=884", "Dora=884")
    _out, err = run(capsys, "club", "result", "2026-12-07", "1", "1", *final, "--correct",
                    "--db", db, code=2)
    assert "5 of 12 rounds played" in err[0]
    assert "replace the table's result with the one typed from the paper sheet" in err[0]
    assert err[1:] == ["On the command line: --replace"]
    run(capsys, "club", "result", "2026-12-07", "1", "1", *final, "--replace", "--db", db)
