"""The Guggitaler sheet stays where it is when the match ends (a trial's, German, 1366×768):
game 6 corrected to a tie, the header read *"Lukas und Mirjam gewinnen (gleichauf) mit 160
Strafpunkten"* on a line of its own under the title, and the whole sheet moved down by it,
about 20 px. The header keeps the room of the longest sentence the match may say from the
first game on: where that needs a line of its own, the state has it all along; where it fits
beside the title, nothing changes."""

import pytest

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import MatchInfo

from .keyboard import enter, open_match, settle, type_

WINDOWS = {"de": "german_window", "fr": "french_window"}
#: the trial's two Guggitaler of three, French cards, without Domino, but the last trick:
#: Lukas and Mirjam at −160 each, Beat's last trick leaves them tied
GAMES = [GuggitalerCount(game="tricks", counts=[5, 4, 3]),
         GuggitalerCount(game="schellen", counts=[2, 4, 3]),
         GuggitalerCount(game="ober", counts=[1, 2, 1]),
         GuggitalerTaker(game="rosenkoenig", player=2),
         GuggitalerTaker(game="last_trick", player=1),
         GuggitalerCount(game="tricks", counts=[5, 2, 5]),
         GuggitalerCount(game="schellen", counts=[3, 0, 6]),
         GuggitalerCount(game="ober", counts=[0, 0, 4]),
         GuggitalerTaker(game="rosenkoenig", player=0)]


def before_the_last_trick():
    match = new_match("guggitaler", ["Lukas", "Mirjam", "Beat"], preset="ohne_domino",
                      settings={"deck": "fr", "guggitaler": 2},
                      info=MatchInfo(title="Guggitaler Basel zu dritt"))
    for game in GAMES:
        match.add(game)
    return match


def where(board):
    """Where the sheet's first line and its names are, as last painted."""
    settle()
    board.repaint()
    return board.painted[0][1].top(), board.columns


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("size", [(1280, 728), (1024, 600), (1920, 1050)])
def test_a_tie_moves_nothing(request, qtbot, language, size):
    window = request.getfixturevalue(WINDOWS[language])
    window.resize(*size)
    _panel, board = open_match(qtbot, window, before_the_last_trick())
    before = where(board)
    type_(qtbot, "3")  # Beat took the last trick
    enter(qtbot)
    assert window.controller.board.winners == [0, 1]
    assert where(board) == before
    assert board.state_rect.intersects(board.rect())
    if size[0] == 1920:  # room enough: the state beside the title, as before
        assert board.state_rect.top() < board.painted[0][1].top() / 3
