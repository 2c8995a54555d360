"""A German trial's Molotow board moved after round 1: the line *Rang* came under the totals,
every row became a little lower and the board shifted under the eyes. The room of the lines
that come later is kept from the start (their height as their width), on the Molotow's and
the Differenzler's boards alike: round 1 written, every row, the totals and the lines under
them stay where they were."""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, tab, type_

NAMES = ["Heidi", "Ruedi", "Sepp", "Vreni"]


@pytest.fixture(params=[(1024, 600), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def german_at(request, qapp, qtbot, settings, autosaves):
    yield from window_in("de", qapp, qtbot, settings, size=request.param)


def painted(board):
    board.grab()  # painted as a person sees it
    return list(board.painted_tops)


@pytest.mark.parametrize(("variant", "typed"), [
    ("molotow", ["31", "52", "27"]),  # Vreni's 47 follow; no Weis
    ("differenzler", ["40", "35", "50", "30", "38", "41", "47"]),
])
def test_round_one_moves_no_row(german_at, qtbot, variant, typed):
    window = german_at
    _panel, board = open_match(qtbot, window, new_match(variant, NAMES))
    settle()
    before = painted(board)
    assert "Rang" not in [e.label for e in board.data.extras]
    for value in typed:
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    settle()
    assert len(window.controller.match.entries) == 1
    assert "Rang" in [e.label for e in board.data.extras]  # the line that took the room
    after = painted(board)
    assert len(after) == len(before) + 1  # the rank's line, in the room kept for it
    lines = len(board.data.extras)  # the totals and the lines under them (without Rank)
    assert after[-lines - 1:-1] == before[-lines:], "the totals moved"
    played, to_play = after[2] - after[1], after[3] - after[2]
    if played > to_play + 0.5:
        # a window too low for every row at full height writes the rows still to play
        # smaller (docs/window.md): the game written grows to a played row's height and
        # the rows below it give the room; the totals stay (a Differenzler at 1024×600)
        assert after[0] == before[0] and after[1] == before[1]
        return
    # the heads, every row, the totals and the lines under them where they were
    assert after[:-1] == before
