"""print and export on the command line: a new user's trial (the blank sheet's unknown preset
in the language, the refusal to replace a file of another kind naming what print writes)."""

from pathlib import Path

import pytest

from jasstafel.cli import main

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FREIER = EXAMPLES / "schieber-freier-jass.jass"


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Fehler: Schieber hat keine Vorlage 'nope' (bekannt: turnier,"),
    ("fr", "Chibre n’a pas de règlement 'nope'"),
])
def test_a_blank_sheets_unknown_preset_is_said_as_new_says_it(tmp_path, capsys, lang, said):
    out = tmp_path / "x.pdf"
    code, _, err = run(capsys, "--lang", lang, "print", "--blank", "schieber", "--preset",
                       "nope", "-o", out)
    _, _, new_err = run(capsys, "--lang", lang, "new", "schieber", "A", "B", "C", "D",
                        "--preset", "nope", "-o", tmp_path / "x.jass")
    assert code == 2 and said in err and err == new_err
    assert list(tmp_path.iterdir()) == []
