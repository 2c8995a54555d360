"""The Guggitaler's legend says what the match has. A trial's match without Domino (the
"Kinder" preset) read "… the Domino place" under the board and "Domino: the place in which the
player got rid of his cards", "Domino plus" under the sheet's entries."""

from pathlib import Path

import pytest

from jasstafel import i18n
from jasstafel.core import matchfile
from jasstafel.printing.variants import sheet_for
from jasstafel.ui.variants.guggitaler_board import sheet_of

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
WITHOUT = EXAMPLES / "guggitaler-zu-dritt-ohne-domino.jass"
WITH = EXAMPLES / "guggitaler-zu-dritt-domino-fr.jass"


@pytest.fixture(params=["en", "de", "fr"])
def language(request):
    before = i18n.language()
    i18n.use(request.param)
    yield request.param
    i18n.use(before)


def legends(path):
    match = matchfile.load(path)
    board = match.board()
    printed = sheet_for(match.rules, match.rules.settings, match)
    return sheet_of(board, match).legend, printed.legend()


def test_without_domino_the_legends_do_not_mention_it(language, qapp):
    for legend in legends(WITHOUT):
        assert legend and "omino" not in legend, legend


def test_with_domino_the_legends_explain_its_place(language, qapp):
    for legend in legends(WITH):
        assert "Domino" in legend or "domino" in legend, legend
