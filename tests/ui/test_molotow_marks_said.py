"""A French trial on a 1024×600 netbook: a Molotow of five, a red "*" before some rounds'
numbers, and nothing on the screen said what it was; only its tooltip ("150 des 157 points
de cartes", where the form says "150 sur 157"). The board's legend says what the marks are,
in the window's language, on a line of its own while a mark is painted, also on a finished
board that gave the cells' legend up for its rounds."""

import pytest

from jasstafel.core import matchfile

from .conftest import window_in
from .test_board_small_words import EXAMPLES
from .texts import Painted

BOTH = {"de": "* Runde zählt doppelt, oder hat weniger als 157 Kartenpunkte (eine Karte übrig)",
        "fr": "* Donne comptée double, ou de moins de 157 points de cartes (une carte de reste)"}
DOUBLE = {"de": "* Runde zählt doppelt", "fr": "* Donne comptée double"}
NOTE = {"de": "146 von 157 Kartenpunkten", "fr": "146 sur 157 points de cartes"}


def played(rounds):
    whole = matchfile.load(EXAMPLES / "molotow-hausjass.jass")
    doc = whole.document.model_copy(update={"entries": list(whole.entries[:rounds])})
    return matchfile.loads(matchfile.dumps(doc))


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("rounds", [1, 5, 9])  # round 8 to count double; 2, 4 short; over
def test_a_netbooks_molotow_says_what_its_marks_are(language, rounds, qapp, qtbot, settings,
                                                    autosaves):
    for window in window_in(language, qapp, qtbot, settings, (1024, 600)):
        window.start(played(rounds))
        board = window.board_widget
        qtbot.waitUntil(lambda board=board: board.isVisible() and board.width() > 0)
        with Painted() as painted:
            board.grab()
        marks = dict(board.painted_marks)
        assert "8" in marks  # the round that counts double: marked from the start
        said = BOTH[language] if rounds > 1 else DOUBLE[language]
        assert board.painted_mark_legend == said
        assert said in painted.texts, painted.texts
        if rounds > 1:
            assert marks["2"] == NOTE[language]
        assert board.painted_folded == 0  # every round still in view


def test_a_wide_board_writes_its_notes_and_no_marks(german_window, qtbot):
    window = german_window
    window.resize(1300, 850)
    window.start(played(5))
    board = window.board_widget
    qtbot.waitUntil(lambda: board.isVisible() and board.width() > 0)
    board.grab()
    assert board.painted_marks == [] and board.painted_mark_legend == ""
