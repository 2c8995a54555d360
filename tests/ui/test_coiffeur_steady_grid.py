"""The Coiffeur board keeps its place from round to round (docs/window.md: lines keep their
room, so nothing jumps). A French trial at 1024×600 with three teams (Nathalie & Pascal,
Joël & Mireille, Sylvie & Jean-Marc) saw the line over the grid take two lines for
"Fait atout ensuite : Sylvie (Sylvie & Jean-Marc)" and one for "… Joël (Joël & Mireille)":
the whole grid moved 24 px up and down round after round, and its column heads changed size
and shortening with it ("Nathalie…" one round, "Nathalie & P…" the next).

The match is set up as the Schreiber does it (Ctrl+N, the names typed, Enter), the rounds
typed with keys; the heads are read where the grid paints them (tests/ui/texts.py)."""

import pytest
from PySide6.QtWidgets import QApplication

from .conftest import window_in
from .keyboard import enter, type_
from .test_sheet_heads import started

#: seats 1+4, 2+5, 3+6 play together
ROMANDS = ["Nathalie", "Joël", "Sylvie", "Pascal", "Mireille", "Jean-Marc"]
TEAMS = ["Nathalie & Pascal", "Joël & Mireille", "Sylvie & Jean-Marc"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def netbook(qapp, qtbot, settings, autosaves):
    """The window in French on a netbook (1024×600)."""
    yield from window_in("fr", qapp, qtbot, settings, size=(1024, 600))


def read(label):
    """The label's text as it reads: its non-breaking hyphens (U+2011) are hyphens."""
    return label.text().replace("\u2011", "-")


def seen(board):
    """Where the grid stands in the board, and its heads as the header paints them (text,
    pixel size; Qt's style paints them, out of reach of painted_boxes), once the window has
    laid itself out again (the posted layout requests handled)."""
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    grid = board.grid
    items = [grid.horizontalHeaderItem(c) for c in range(1, grid.columnCount())]
    painted = [(item.text(), item.font().pixelSize()) for item in items]
    return grid.geometry(), painted


def test_the_grid_and_its_heads_stay_from_round_to_round(netbook, qtbot, settings):
    started(netbook, qtbot, settings, "coiffeur", ROMANDS)
    board = netbook.board_widget
    assert [s.name for s in netbook.controller.board.sides] == TEAMS
    first = seen(board)
    headlines = [read(board.headline)]
    for round_ in range(6):  # two rounds of each team: every announcer's line said
        type_(qtbot, "100")
        enter(qtbot)
        qtbot.waitUntil(lambda r=round_: len(netbook.controller.match.entries) == r + 1)
        headlines.append(read(board.headline))
        assert seen(board) == first, (round_, headlines[-1])
    # every announcer said; her team, named after her, not again after her name
    # (test_coiffeur_long_pairs_netbook.py)
    assert any(h.endswith(": Sylvie") for h in headlines), headlines
    assert any(h.endswith(": Joël") for h in headlines), headlines
    assert not any("(" in h for h in headlines), headlines
