"""A card drawn for a Molotow tie is named as the table's deck names it, in the Schreiber's
language: in the window (status, the board's *Card drawn* row, the history), on the sheet
and on the command line. A Romand trial read "a tiré Ober de Carreau contre Slyvie Under de
Carreau" with the French cards: the French deck's faces are valet, dame, roi, as (German
Bauer, Dame, König, Ass; GLOSSARY-fr.md, RULES.md section 0), and French writes a card's
name small in a sentence ("la dame de carreau")."""

import shutil
import subprocess

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import Card, MolotowRound

from .conftest import window_in
from .keyboard import open_match, shortcut

NAMES = ["Anna", "Beat", "Cla", "Dora"]
# what each language says for Anna's Ober (Queen) and Cla's Under (Jack) of Schellen (Ecken)
SAID = {
    ("fr", "fr"): ("dame de carreau", "valet de carreau", "Dame", "Valet"),
    ("fr", "de"): ("ober de grelots", "under de grelots", "Ober", "Under"),
    ("de", "fr"): ("Ecken Dame", "Ecken Bauer", "Dame", "Bauer"),
    ("de", "de"): ("Schellen Ober", "Schellen Under", "Ober", "Under"),
    ("en", "fr"): ("Queen of Diamonds", "Jack of Diamonds", "Queen", "Jack"),
    ("en", "de"): ("Ober of Bells", "Under of Bells", "Ober", "Under"),
}
WRONG = {"fr": ("Ober", "Under", "Carreau", "Grelots"), "de": ("Ecken Ober", "Ecken Under"),
         "en": ("Ober of Diamonds", "Under of Diamonds")}


class Luck:
    """The draw's luck: Anna draws the Ober (Queen), Cla the Under (Jack) of Schellen."""

    def sample(self, deck, k):
        return [Card(suit="schellen", rank="ober"), Card(suit="schellen", rank="under")]


def tied(deck):
    """rounds=2: Anna 40 + 20 = 60, Beat 110, Cla 30 + 30 = 60, Dora 84: Anna and Cla tie."""
    m = new_match("molotow", NAMES, settings={"rounds": 2, "deck": deck})
    m.add(MolotowRound(points=[40, 50, 30, 37]))
    m.add(MolotowRound(points=[20, 60, 30, 47]))
    return m


@pytest.fixture
def spoken(request, qapp, qtbot, settings, autosaves):
    """The window in the language of the test's parameter (English: as it starts)."""
    if request.param == "en":
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


@pytest.mark.parametrize(("spoken", "deck"), sorted(SAID), indirect=["spoken"])
def test_the_drawn_cards_in_the_window(spoken, deck, qtbot, request):
    language = request.node.callspec.params["spoken"]
    anna, cla, anna_rank, cla_rank = SAID[language, deck]
    window = spoken
    panel, board = open_match(qtbot, window, tied(deck))
    panel.rng = Luck()
    shortcut(qtbot, "Ctrl+D")
    status = board.data.footer  # who won with which card: under the board
    assert anna in status and f"Cla {cla}" in status, status
    row = board.data.extras[-2]  # the card drawn, above the rank
    assert [row.cells[0], row.cells[2]] == [anna_rank, cla_rank]
    history = window.history.list.item(2).text()
    assert f"Anna {anna}" in history and f"Cla {cla}" in history, history
    for text in (status, history):
        assert not any(wrong in text for wrong in WRONG[language]), text


@pytest.mark.parametrize(("language", "deck"), sorted(SAID))
def test_the_drawn_cards_on_the_command_line_and_the_sheet(language, deck, capsys, tmp_path):
    anna, cla, _anna_rank, _cla_rank = SAID[language, deck]
    m = tied(deck)
    from jasstafel.core.molotow import draw_cards

    m.add(draw_cards([0, 2], Luck()))
    path = tmp_path / "m.jass"
    matchfile.save(m, path)
    assert main(["--lang", language, "score", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"Anna {anna}" in out and f"Cla {cla}" in out, out
    assert main(["--lang", language, "export", str(path), "-o", str(tmp_path / "e.csv")]) == 0
    assert anna in (tmp_path / "e.csv").read_text(encoding="utf-8")
    if shutil.which("pdftotext") is None:
        return
    assert main(["--lang", language, "print", str(path), "-o", str(tmp_path / "s.pdf")]) == 0
    capsys.readouterr()
    sheet = subprocess.run(["pdftotext", "-layout", str(tmp_path / "s.pdf"), "-"],
                           capture_output=True, text=True, check=True).stdout
    assert anna in sheet and cla in sheet, sheet
    assert not any(wrong in sheet for wrong in WRONG[language]), sheet
