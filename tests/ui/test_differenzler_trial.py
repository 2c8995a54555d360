"""What a tester found in the Differenzler window, typed again: every game of the sheet stays
on the board once the rank line appears."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_

NAMES = ["Carl", "Dani", "Emil"]


def game(qtbot, predictions, points):
    for prediction in predictions:
        type_(qtbot, prediction)
        tab(qtbot)
    for value in points[:-1]:
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 768), (1366, 768)])
def test_every_game_of_the_sheet_stays_after_the_first(window, qtbot, size):
    window.resize(*size)
    panel, board = open_match(qtbot, window, new_match("differenzler", NAMES))
    QApplication.processEvents()
    board.grab()
    assert board.painted_rows == [str(g) for g in range(1, 13)]
    game(qtbot, ["50", "60", "-"], ["45", "70", "42"])
    assert len(window.controller.match.entries) == 1
    assert any(e.label == "Rank" for e in board.data.extras)  # the line that took the room
    board.grab()
    assert board.painted_rows == [str(g) for g in range(1, 13)], board.painted_rows
