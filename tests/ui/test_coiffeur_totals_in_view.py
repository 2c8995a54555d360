"""The Coiffeur's Total and *Rückstand* always in view, on a small screen too.

A German Schreiberin's trial at 150 % on a 1280×720 screen (853×480 of the window's pixels):
the grid of a Swisslos 10 Coiffeur showed rows 1–8 and a scroll bar, Total cut in half and
*Rückstand* below the grid's edge; dragging the splitter gained 40 px, not enough. The rows
may scroll there, the totals stay at the grid's foot, whole; the rows scrolled to the end are
seen whole above them.
"""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QTableView

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, shortcut, type_, wheel

PLAYERS = ["Ruth", "Sepp", "Margrit", "Toni"]
TEAMS = [Team(name="Ruth & Margrit", players=[0, 2]), Team(name="Sepp & Toni", players=[1, 3])]
#: 1280×720 at 150 %, in the window's pixels
SMALL = (853, 480)


def seen_whole(grid, row, column):
    """Whether the cell (*row*, *column*) of *grid* is seen whole: painted by the grid or a
    view of its inside its viewport, and that view the one seen at the cell's corners."""
    port = grid.viewport()
    for view in [grid, *grid.findChildren(QTableView)]:
        if not view.isVisible() or view.isRowHidden(row):
            continue
        rect = view.visualRect(view.model().index(row, column))
        if rect.isEmpty():
            continue
        window = grid.window()
        top_left = port.mapFrom(window, view.viewport().mapTo(window, rect.topLeft()))
        shown = QRect(top_left, rect.size())
        corners = (shown.topLeft(), shown.bottomRight() - QPoint(1, 1))
        if port.rect().contains(shown) and all(
                window.childAt(port.mapTo(window, corner)) is view.viewport()
                for corner in corners):
            return True
    return False


def totals_seen(grid):
    """The cells of Total and *Rückstand* not seen whole."""
    settle()
    return [(r, c) for r in (grid.rows, grid.rows + 1) for c in range(grid.columnCount())
            if not seen_whole(grid, r, c)]


@pytest.mark.parametrize("preset", ["swisslos_10", "jassverein"])
def test_total_and_behind_whole_at_1280x720_and_150_percent(qapp, qtbot, settings, autosaves,
                                                             preset):
    for window in window_in("de", qapp, qtbot, settings, size=SMALL):
        _panel, board = open_match(qtbot, window, new_match("coiffeur", PLAYERS, teams=TEAMS,
                                                             preset=preset))
        for points in ("83", "95"):  # Ruth & Margrit, then Sepp & Toni, in row 1
            type_(qtbot, points)
            enter(qtbot)
        shortcut(qtbot, "Ctrl+K")  # Ruth & Margrit: a Kontermatsch in row 2
        enter(qtbot)
        settle()
        grid = board.grid
        assert (window.width(), window.height()) == SMALL
        total, behind = grid.rows, grid.rows + 1
        assert [grid.item(r, 0).text() for r in (total, behind)] == ["Total", "Rückstand"]
        assert grid.item(total, 1).text() == "83" and grid.item(behind, 1).text() == "12"
        assert grid.verticalScrollBar().maximum() > 0  # the rows do not all fit here

        assert totals_seen(grid) == []
        for _ in range(12):  # the rows scrolled to their end: the last one whole
            wheel(grid.viewport())
        assert totals_seen(grid) == []
        assert seen_whole(grid, grid.rows - 1, 1)
        for _ in range(12):  # and back to the top
            wheel(grid.viewport(), 120)
        assert grid.verticalScrollBar().value() == 0
        assert totals_seen(grid) == [] and seen_whole(grid, 0, 1)


def test_a_kontermatsch_cell_does_not_look_like_a_match(qapp, qtbot, settings, autosaves):
    """The trial's "0 KM" in Sepp & Toni's column had the orange and red of Ruth & Margrit's
    "1'285 M", and read like an achievement of Sepp & Toni: it is grey and dim."""
    for window in window_in("de", qapp, qtbot, settings, size=SMALL):
        _panel, board = open_match(qtbot, window, new_match("coiffeur", PLAYERS, teams=TEAMS,
                                                             preset="swisslos_10"))
        shortcut(qtbot, "Ctrl+M")  # Ruth & Margrit: a Match in Eicheln
        enter(qtbot)
        shortcut(qtbot, "Ctrl+K")  # Sepp & Toni: a Kontermatsch in Eicheln
        enter(qtbot)
        settle()
        grid = board.grid
        match, konter, plain = grid.item(0, 1), grid.item(0, 2), grid.item(0, 0)
        assert (match.text(), konter.text()) == ("257 M", "0 KM")
        assert konter.background().color() != match.background().color()
        assert konter.foreground().color() != match.foreground().color()
        assert plain.text() == "Eicheln\u00a0×1"
