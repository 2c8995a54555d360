"""A trial's Punktetafel: each cell had a small "= 130" and a big "10", and nothing said which
is the round and which the total so far (the Guggitaler's board says what its small and big
numbers are). The Punktetafel's board says it too, under the table, whole, at 1024×600 with
five players, in each language."""

import pytest
from PySide6.QtGui import QFontMetricsF

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, tab, type_

NAMES = ["Fiona", "Marco", "Heidi", "Reto", "Sina"]
LEGEND = {
    "en": "Small: the total so far. Big: the round's points.",
    "de": "Klein: das Total bisher. Gross: die Punkte der Runde.",
    "fr": "En petit\u00a0: le total jusqu’ici. En grand\u00a0: les points de la donne.",
}


@pytest.fixture(params=["en", "de", "fr"])
def language(request):
    return request.param


@pytest.fixture(params=[(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def window_at(request, language, qapp, qtbot, settings, autosaves):
    if language == "en":  # the window as it is, without a catalog
        window = request.getfixturevalue("window")
        window.resize(*request.param)
        yield window
    else:
        yield from window_in(language, qapp, qtbot, settings, size=request.param)


def painted(board):
    board.grab()  # painted as a person sees it
    return list(board.painted_tops)


def test_the_board_says_which_number_is_the_round(window_at, qtbot, language):
    window = window_at
    _panel, board = open_match(qtbot, window, new_match("punktetafel", NAMES))
    settle()
    for _ in range(2):
        for value in (120, -30, 0, 45):  # Sina's 30 the last: Enter after it
            type_(qtbot, str(value))
            tab(qtbot)
        type_(qtbot, "30")
        enter(qtbot)
    settle()
    assert len(window.controller.match.entries) == 2
    after = painted(board)
    text, box, font = board.painted_cell_legend
    assert text == LEGEND[language]
    # whole, on the board, under the table and above the state of the game
    assert QFontMetricsF(font).horizontalAdvance(text) <= box.width()
    assert font.pixelSize() >= 11
    assert board.rect().toRectF().contains(box)
    assert box.top() >= after[-1]
    assert box.bottom() <= board.painted_footer_top
