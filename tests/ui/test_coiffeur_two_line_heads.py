"""A Coiffeur of three teams in a French window at 1024×600: the teams' headings whole.

A Romande trial's: beside the Row column as wide as "Coiffeur 3×3 ×11", three team columns
of about 125 px had room for a name of two players on one line only shortened ("Nathalie …",
"Pascal &…"). The headings take two lines where the grid keeps its rows at their least
height below them ("Sylvie &" over "Jean-Marc"), each whole, the total and *Retard* still
in view without scrolling; a Coiffeur of twelve rows takes two lines only where its rows keep
their least height.
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .keyboard import open_match, settle

SIX = ["Nathalie", "Sylvie", "Joël", "Pascal", "Jean-Marc", "Mireille"]  # 1+4, 2+5, 3+6
TEAMS = ["Nathalie & Pascal", "Sylvie & Jean-Marc", "Joël & Mireille"]


def in_full_view(grid, row, column):
    return grid.viewport().rect().contains(grid.visualRect(grid.model().index(row, column)))


def heading_read(text):
    """A heading as it reads, its lines joined."""
    return text.replace("-\n", "-").replace("\n", " ")


@pytest.mark.parametrize("language", ["french", "german"])
def test_three_teams_headings_are_whole_at_1024x600(request, qtbot, language):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    teams = [Team(name=name, players=[seat, seat + 3]) for seat, name in enumerate(TEAMS)]
    _panel, board = open_match(qtbot, window, new_match("coiffeur", SIX, teams=teams))
    settle()
    grid = board.grid
    header = grid.horizontalHeader()
    for c, team in enumerate(TEAMS, start=1):
        item = grid.horizontalHeaderItem(c)
        assert heading_read(item.text()) == team, item.text()
        assert item.toolTip() == ""  # not shortened
        needs = header.sectionSizeFromContents(c)  # in its font, with padding and borders
        assert needs.width() <= header.sectionSize(c), (team, needs, header.sectionSize(c))
        assert needs.height() <= header.height(), (team, needs, header.height())
    # Qt shortens a heading as one line ("Sylvie &" over "Jean-Marc" painted "Sylvie & …"):
    # headings of two lines are fitted already and painted as they are
    assert any("\n" in grid.horizontalHeaderItem(c).text() for c in range(1, 4))
    assert header.textElideMode() == Qt.TextElideMode.ElideNone
    for row in range(grid.rowCount()):  # every row, the total and Retard, without scrolling
        assert in_full_view(grid, row, 1), row
    assert grid.rowHeight(0) >= grid.MIN_ROW


def test_twelve_rows_keep_their_room_and_one_line(french_window, qtbot):
    window = french_window
    window.resize(1024, 600)
    teams = [Team(name=name, players=[seat, seat + 3]) for seat, name in enumerate(TEAMS)]
    match = new_match("coiffeur", SIX, teams=teams)
    rows = [row.model_dump() for row in match.rules.settings.rows]
    rows.append({"name": "Blind", "factor": 12, "kind": "free"})
    _panel, board = open_match(qtbot, window, new_match("coiffeur", SIX, teams=teams,
                                                        settings={"rows": rows}))
    settle()
    grid = board.grid
    # two lines only where the rows keep their least height (the line over the grid, its
    # team no longer said after the player's name, left that room here): whole either way
    for c, team in enumerate(TEAMS, start=1):
        assert heading_read(grid.horizontalHeaderItem(c).text()) == team
    assert grid.rowHeight(0) >= grid.MIN_ROW
    for row in range(grid.rowCount()):
        assert in_full_view(grid, row, 1), row
