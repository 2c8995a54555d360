"""A click on the Coiffeur grid's Total or Behind row (or on a row's name) does not take the
keys: they stay where they were, with that widget's focus frame, and a digit typed next goes
there. Only a team's cell of a contract row takes them (and the form's points field then).

A German Schreiberin at 150 % clicked the "Total" label, and the grid took the keys on the
last row's cell (Guschti ×10, Team A): the next digit chose Guschti ×10 in the form instead
of Schellen ×4, the team's next open row, and the choice stayed after Backspace.
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants.coiffeur_board import CoiffeurGrid

from .keyboard import focus, key, open_match, settle, type_
from .test_coiffeur_grid_focus import framed, to_the_grid

PLAYERS = ["Ruth", "Sepp", "Margrit", "Toni"]


def played(window, qtbot):
    match = new_match("coiffeur", PLAYERS, preset="swisslos_10")
    match.add(CoiffeurRound(team=0, row=0, points=83, stoeck=True))
    match.add(CoiffeurRound(team=1, row=1, points=95))
    panel, board = open_match(qtbot, window, match)
    settle()
    return panel, board.grid


def click_cell(qtbot, grid, row, column):
    rect = grid.visualRect(grid.model().index(row, column))
    assert grid.viewport().rect().contains(rect.center()), "the cell is in view"
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    settle()


def summary_cells(grid):
    """The Total and Behind rows' cells, their labels first; then the rows' names."""
    rows = (grid.rows, grid.rows + 1)
    return ([(r, c) for r in rows for c in range(grid.columnCount())]
            + [(0, 0), (grid.rows - 1, 0)])


@pytest.mark.parametrize("which", range(8))
def test_a_click_on_the_totals_leaves_the_keys_in_the_form(window, qtbot, which):
    panel, grid = played(window, qtbot)
    row, column = summary_cells(grid)[which]
    proposed = panel.row.currentText()
    assert focus() is panel.points
    click_cell(qtbot, grid, row, column)
    assert focus() is panel.points, "the keys stayed in the points field, framed"
    type_(qtbot, "5")
    assert panel.row.currentText() == proposed, "the digit chose no row"
    assert panel.points.text() == "5"
    key(qtbot, "Backspace")
    assert panel.row.currentText() == proposed and not panel.points.text()


def test_a_click_on_the_totals_leaves_the_grid_its_cell(window, qtbot):
    """The grid has the keys (Shift+Tab): a click on Total keeps them on the framed cell."""
    panel, grid = played(window, qtbot)
    proposed = panel.row.currentText()
    grid, _passed = to_the_grid(qtbot, window)
    key(qtbot, "Down")
    cell = (grid.currentRow(), grid.currentColumn())
    click_cell(qtbot, grid, grid.rows, 0)
    assert isinstance(focus(), CoiffeurGrid)
    assert (grid.currentRow(), grid.currentColumn()) == cell and framed(grid)
    assert panel.row.currentText() == proposed


def test_a_click_on_an_open_cell_still_chooses_it(window, qtbot):
    panel, grid = played(window, qtbot)
    click_cell(qtbot, grid, grid.rows - 1, 1)  # Guschti ×10, Ruth & Margrit: open
    assert focus() is panel.points
    assert panel.row.currentText().startswith("Guschti")
