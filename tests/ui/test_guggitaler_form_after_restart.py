"""The Guggitaler's form stands where it stood after a restart (an English trial's at
1366×768): on the Domino page, *Write* was at y≈482 when the game was reached by playing and
at y≈430 once the match was opened again from its file (docs/window.md: the form stays in
place). Whichever page the form opens on, it keeps the room of its tallest page."""

import pytest

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.matchfile import new_match

from .keyboard import open_file, open_match, top
from .test_guggitaler_domino_order import to_the_domino

PLAYERS = ["Anna", "Beat", "Claudio", "Dora"]


def places(window, panel):
    return [top(window, w) for w in (panel.preview_line, panel.write_button)]


def five_games():
    match = new_match("guggitaler", PLAYERS)
    for game, counts in (("tricks", [2, 3, 1, 3]), ("schellen", [4, 0, 3, 2]),
                         ("ober", [1, 1, 0, 2])):
        match.add(GuggitalerCount(game=game, counts=counts))
    match.add(GuggitalerTaker(game="rosenkoenig", player=1))
    match.add(GuggitalerTaker(game="last_trick", player=2))
    return match


@pytest.mark.parametrize("size", [(1366, 728), (1280, 720)])
def test_write_stands_where_it_stood_when_played(window, qtbot, tmp_path, size):
    window.resize(*size)
    panel, _board = open_match(qtbot, window, new_match("guggitaler", PLAYERS))
    to_the_domino(qtbot)  # by keys, each page shown on the way
    assert panel.kind() == "domino"
    by_play = places(window, panel)
    panel, _board = open_file(qtbot, window, tmp_path / "g.jass", five_games())
    assert panel.kind() == "domino"
    assert places(window, panel) == by_play
