"""Where the keys go on the Coiffeur's grid is plainly marked (docs/window.md: "Where the
keys go is always marked"). A keyboard trial's Shift+Tab from the form, through the history,
into the grid showed only a faint blue-grey fill on the "Acorns ×1" row head (a cell where
neither digits nor Enter do anything). Now the grid's cell with the keys has a blue frame, as
the history has, on a team's cell from the start, and the frame follows the arrows."""

from PySide6.QtGui import QColor

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants.coiffeur_board import CoiffeurGrid
from jasstafel.ui.widgets.style import FOCUS_COLOR

from .keyboard import focus, key, open_match, settle, shortcut

PLAYERS = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fritz"]


def framed(grid):
    """Whether the cell with the keys is framed in the focus colour: most of its border's
    pixels (one pixel inside the cell's edge) are that blue."""
    settle()
    image = grid.viewport().grab().toImage()
    rect = grid.visualRect(grid.currentIndex()).adjusted(1, 1, -2, -2)
    edge = ([(x, rect.top()) for x in range(rect.left(), rect.right() + 1)]
            + [(x, rect.bottom()) for x in range(rect.left(), rect.right() + 1)]
            + [(rect.left(), y) for y in range(rect.top(), rect.bottom() + 1)]
            + [(rect.right(), y) for y in range(rect.top(), rect.bottom() + 1)])
    blue = QColor(FOCUS_COLOR).rgb()
    return sum(image.pixel(x, y) == blue for x, y in edge) > 0.9 * len(edge)


def to_the_grid(qtbot, window):
    """Shift+Tab from the form until the grid has the keys (through the history)."""
    passed = []
    for _ in range(30):
        if isinstance(focus(), CoiffeurGrid):
            return focus(), passed
        passed.append(focus())
        shortcut(qtbot, "Shift+Tab")
        settle()
    raise AssertionError("Shift+Tab never reached the grid")


def test_the_grid_frames_the_cell_with_the_keys(window, qtbot):
    window.resize(1024, 600)
    match = new_match("coiffeur", PLAYERS, preset="jassverein")
    match.add(CoiffeurRound(team=0, row=0, points=87, stoeck=True))
    open_match(qtbot, window, match)
    settle()
    grid, passed = to_the_grid(qtbot, window)
    assert window.history.list in passed
    assert grid.currentColumn() >= 1, "on a team's cell, not on a row's name"
    assert framed(grid)
    key(qtbot, "Down")
    assert (grid.currentRow(), grid.currentColumn()) == (1, 1)
    assert framed(grid)
    key(qtbot, "Right")
    assert framed(grid)
    shortcut(qtbot, "Shift+Tab")  # the keys leave the grid: no frame
    assert not grid.hasFocus()
    assert not framed(grid)
