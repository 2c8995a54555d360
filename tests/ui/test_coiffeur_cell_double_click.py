"""A filled Coiffeur cell double-clicked opens its entry's correction, as a history row
double-clicked does (a Romand trial, mouse first: the double-click on a filled Slalom cell
only chose entry 5 in the history and said "…cliquez sur Corriger… ou appuyez sur Ctrl+E").
A single click still says why nothing is typed there, its points as the board writes them:
"(1'256)" in German and French, where it said "(1256)" beside the board's 1'256."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import enter, type_text

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def cell_at(grid, row, team):
    return grid.visualItemRect(grid.item(row, 1 + team)).center()


def started(window, qtbot):
    window.start(new_match("coiffeur", PLAYERS, preset="swisslos_8"))
    QApplication.processEvents()
    grid = window.board_widget.grid
    # Anna & Cla: 157 in Joker ×8 (row 8), chosen with a click on its cell: 1'256
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=cell_at(grid, 7, 0))
    type_text(qtbot, "157")
    enter(qtbot)
    # Beat & Dora: 80 in the row the form offers next
    type_text(qtbot, "80")
    enter(qtbot)
    assert len(window.controller.match.entries) == 2
    return window.panel, grid


def test_a_click_says_the_points_as_the_board_writes_them(german_window, qtbot):
    panel, grid = started(german_window, qtbot)
    assert grid.item(7, 1).text().startswith("1'256")
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=cell_at(grid, 7, 0))
    said = panel.preview_line.text()  # in grey: nothing refused
    assert "(1'256)" in said, said
    assert "Zelle doppelklicken" in said, said
    assert panel.correcting is None


def test_a_double_click_opens_the_correction_of_its_entry(window, qtbot):
    panel, grid = started(window, qtbot)
    where = cell_at(grid, 7, 0)
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert panel.correcting == 0  # entry 1, not the newest
    assert panel.points.text() == "157"
    assert panel.error_text() == ""
    assert len(window.controller.match.entries) == 2
