"""A Coiffeur of two teams with long names in French at 1024×600 (a Romand trial's netbook):
"Marie-Claire Vuilleumier-Bonvin & Anne-Françoise Rey-Mermet" against "Jean-Baptiste
Zufferey & Pierre-Alain Fournier".

* The line over the grid said "Fait atout ensuite : Marie-Claire Vuilleumier-Bonvin
  (Marie-Claire Vuilleumier-Bonvin & Anne-Françoise Rey-Mermet)" on four lines: her name
  twice, and the grid scrolled, "Coiffeur 3×3" out of view. The team is said only where
  its name does not say it already, and the line takes two lines at most.
* The team heads read "Marie-Claire V…": a team of two named after them has a player on
  each line, shortened only where even that does not fit (the whole name in the tooltip).
"""

import pytest

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, type_

PLAYERS = ["Marie-Claire Vuilleumier-Bonvin", "Jean-Baptiste Zufferey",
           "Anne-Françoise Rey-Mermet", "Pierre-Alain Fournier"]
TEAMS = [" & ".join(PLAYERS[seat] for seat in seats) for seats in ([0, 2], [1, 3])]
NEXT = {"fr": "Fait atout ensuite\u00a0: {0}", "de": "Als Nächstes sagt an: {0}"}

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    language, size = request.param
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.language = language
        yield window


def opened(qtbot, window):
    teams = [Team(name=name, players=seats) for name, seats in zip(TEAMS, ([0, 2], [1, 3]),
                                                                   strict=True)]
    _panel, board = open_match(qtbot, window, new_match("coiffeur", PLAYERS, teams=teams))
    settle()
    settle()
    return board


def read(text):
    return text.replace("\u2011", "-")


def in_full_view(grid, row, column):
    return grid.viewport().rect().contains(grid.visualRect(grid.model().index(row, column)))


@pytest.mark.parametrize("window_at", [("fr", (1024, 600)), ("de", (1024, 600))],
                         indirect=True)
def test_the_line_and_the_heads_leave_every_row_in_view(window_at, qtbot):
    window = window_at
    board = opened(qtbot, window)
    for announcer, typed in ((PLAYERS[0], "100"), (PLAYERS[1], "80")):
        headline = board.headline
        assert read(headline.text()) == NEXT[window.language].format(announcer)
        line = headline.fontMetrics().lineSpacing()
        assert headline.height() <= 2 * line + 4, headline.height()
        grid = board.grid
        assert grid.verticalScrollBar().maximum() == 0
        for row in range(grid.rowCount()):  # Coiffeur 3×3, Total and Retard too
            assert in_full_view(grid, row, 2), row
        for c, players in ((1, PLAYERS[0::2]), (2, PLAYERS[1::2])):
            item = grid.horizontalHeaderItem(c)
            first, second = item.text().split("\n")
            assert players[0].startswith(first.rstrip("…")), item.text()
            assert f"& {players[1]}".startswith(second.rstrip("…")), item.text()
            assert len(first) > len("Marie-Claire V…") or players[0] == first
            if "…" in item.text():  # the whole name in its tooltip (plain(): "&amp;")
                assert players[0] in item.toolTip() and players[1] in item.toolTip()
        type_(qtbot, typed)
        enter(qtbot)
        settle()


@pytest.mark.parametrize("window_at", [("fr", (1366, 768))], indirect=True)
def test_the_heads_are_whole_where_there_is_room(window_at, qtbot):
    board = opened(qtbot, window_at)
    grid = board.grid
    assert [grid.horizontalHeaderItem(c).text() for c in (1, 2)] == [
        "Marie-Claire Vuilleumier-Bonvin\n& Anne-Françoise Rey-Mermet",
        "Jean-Baptiste Zufferey\n& Pierre-Alain Fournier"]
    assert read(board.headline.text()) == NEXT["fr"].format(PLAYERS[0])
    assert board.headline.toolTip() == ""


def test_a_team_of_its_own_name_is_still_said(qtbot):
    """"Team A" says nothing of who plays in it: the line keeps it after the player."""
    from jasstafel.ui.variants.coiffeur_board import CoiffeurBoard

    match = new_match("coiffeur", PLAYERS)
    board = CoiffeurBoard()
    qtbot.addWidget(board)
    board.set_board(match.board(), match)
    assert read(board.sheet.headline) == f"Next to announce: {PLAYERS[0]} (Team A)"
