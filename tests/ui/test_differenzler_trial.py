"""What a tester found in the Differenzler window, typed again: every game of the sheet stays
on the board once the rank line appears, and "-" (no prediction) is shown as none."""

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, open_match, tab, type_

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


def test_no_prediction_typed_is_shown_as_none(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    type_(qtbot, "-")
    field = panel.predictions[0]
    assert panel.missing[0].isChecked()  # "none" ticked: what "-" means, said in words
    assert field.echoMode() == QLineEdit.EchoMode.Normal  # "-" in the clear, never one dot
    assert field.text() == "-" and focus() is field  # typing goes on as it was
    tab(qtbot)
    type_(qtbot, "60")
    assert panel.predictions[1].echoMode() == QLineEdit.EchoMode.Password  # a number: hidden
    panel.predictions[0].setFocus()
    panel.predictions[0].selectAll()
    type_(qtbot, "4")  # "-" typed over with a number: a prediction after all
    assert not panel.missing[0].isChecked()
    assert panel.predictions[0].echoMode() == QLineEdit.EchoMode.Password


def test_unticking_none_after_a_dash_clears_it(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    type_(qtbot, "x")
    assert panel.missing[0].isChecked()
    panel.missing[0].click()  # the Schreiber meant a prediction
    assert not panel.missing[0].isChecked()
    assert panel.predictions[0].text() == "" and panel.predictions[0].isEnabled()


def test_a_game_with_a_dash_is_written_with_no_prediction(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("differenzler", NAMES))
    game(qtbot, ["50", "-", "40"], ["45", "70", "42"])
    entry = window.controller.match.entries[0]
    assert entry.predictions == [50, None, 40]
    assert not any(m.isChecked() for m in panel.missing)  # the next game is new
