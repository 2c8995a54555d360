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
    ("de", "Fehler: Schieber hat keine Vorlage «nope» (bekannt: turnier,"),
    ("fr", "Chibre n’a pas de règlement « nope »"),
])
def test_a_blank_sheets_unknown_preset_is_said_as_new_says_it(tmp_path, capsys, lang, said):
    out = tmp_path / "x.pdf"
    code, _, err = run(capsys, "--lang", lang, "print", "--blank", "schieber", "--preset",
                       "nope", "-o", out)
    _, _, new_err = run(capsys, "--lang", lang, "new", "schieber", "A", "B", "C", "D",
                        "--preset", "nope", "-o", tmp_path / "x.jass")
    assert code == 2 and said in err
    assert err.removeprefix("jasstafel print: ") == new_err.removeprefix("jasstafel new: ")
    assert list(tmp_path.iterdir()) == []


def test_print_over_a_picture_says_it_is_not_a_pdf_file(tmp_path, capsys):
    picture = tmp_path / "pic.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    code, _, err = run(capsys, "print", FREIER, "-o", picture)
    assert code == 2
    assert err.strip().endswith("pic.png exists and is not a PDF file; not replaced (choose "
                                "another name)")
    assert picture.read_bytes().startswith(b"\x89PNG")
