"""The Molotow's finished board once headed "Jean-Marc" "Jean-…" at 1024×600 when its
"deals" line went at the end, the other names growing (a Romand netbook trial's); the
Differenzler's board loses the same line when the last game is written. Its heads keep
the size they had during play, every name whole, in French, German and English."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_
from .test_molotow_netbook_board import NETBOOK_SIZES, head_sizes, language, netbook  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Sandrine", "Pascal", "Mireille", "Jean-Marc"]
#: two games: predictions, then the card points of the first three (the last follows)
GAMES = [(("40", "35", "50", "30"), ("38", "41", "47")),
         (("60", "20", "40", "37"), ("60", "15", "50"))]


@pytest.mark.parametrize("size", NETBOOK_SIZES)
def test_the_finished_board_heads_its_columns_as_during_play(netbook, qtbot, size):  # noqa: F811
    netbook.resize(*size)
    _panel, board = open_match(qtbot, netbook, new_match(
        "differenzler", NAMES, settings={"games": len(GAMES)}))
    seen = []
    for predictions, points in GAMES:
        for typed in (*predictions, *points):
            type_(qtbot, typed)
            tab(qtbot)
        enter(qtbot)
        seen.append(head_sizes(board, NAMES))
    assert netbook.controller.board.finished
    for shown in seen:
        assert [text for text, _px in shown] == NAMES, shown
    assert seen[-1] == seen[0]
