"""A Schreiber scores a Differenzler in the real window: hidden predictions, then points."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import new_match

NAMES = ["Anna", "Beat", "Cla", "Dora"]
# docs/examples/differenzler.jass: (predictions, card points)
GAMES = [
    ([40, 35, 50, 30], [38, 41, 47, 31]),
    ([20, 60, 45, 30], [25, 52, 45, 35]),
    ([55, 30, None, 40], [60, 22, 30, 45]),
    ([0, 80, 40, 35], [0, 91, 33, 33]),
    ([35, 35, 35, 50], [29, 40, 42, 46]),
    ([70, 20, 30, 40], [62, 15, 37, 43]),
    ([45, 45, 20, 45], [44, 51, 13, 49]),
    ([30, 50, 60, None], [34, 56, 58, 9]),
    ([25, 40, 40, 50], [20, 47, 40, 50]),
    ([60, 10, 50, 35], [73, 0, 48, 36]),
    ([40, 40, 40, 40], [35, 45, 38, 39]),
    ([50, 30, 49, 30], [41, 26, 55, 35]),
]
PASSWORD = QLineEdit.EchoMode.Password


def start(window, names=NAMES, **settings):
    window.start(new_match("differenzler", list(names), first=1, settings=settings or None))
    QApplication.processEvents()
    return window.panel, window.board_widget


def totals(window):
    return [s.total for s in window.controller.board.sides]


def type_game(qtbot, window, panel, predictions, points, last_by_enter=True):
    """Keyboard only: each prediction and Enter (− for none), then each card points and Enter;
    the last player's points are the rest, shown by Enter and written by the next Enter."""
    panel.predictions[0].setFocus()
    for p, prediction in enumerate(predictions):
        assert window.focusWidget() is panel.predictions[p]
        if prediction is None:
            qtbot.keyClicks(panel.predictions[p], "-")  # no prediction: moves on by itself
        else:
            qtbot.keyClicks(panel.predictions[p], str(prediction))
            qtbot.keyClick(panel.predictions[p], Qt.Key.Key_Return)
    for p, value in enumerate(points[:-1]):
        assert window.focusWidget() is panel.points[p]
        qtbot.keyClicks(panel.points[p], str(value))
        qtbot.keyClick(panel.points[p], Qt.Key.Key_Return)
    last = panel.points[-1]
    assert window.focusWidget() is last and last.text() == str(points[-1])
    qtbot.keyClick(last, Qt.Key.Key_Return)


def test_a_differenzler_of_twelve_games(window, qtbot):
    panel, board = start(window)
    assert panel.box.title() == "Game 1 of 12"
    assert window.status_label.text() == "Game 1 of 12: Beat deals · predictions first"
    for number, (predictions, points) in enumerate(GAMES, start=1):
        type_game(qtbot, window, panel, predictions, points)
        assert len(window.controller.match.entries) == number
    assert totals(window) == [63, 81, 63, 51]
    result = window.controller.board
    assert result.finished and result.winners == [3] and result.ranks == [2, 4, 2, 1]
    assert window.status_label.text() == "Dora wins with 51 penalty points"
    # the board: the penalty per game with prediction → points beside it, the winner circled
    data = board.data
    assert [r.label for r in data.rows] == [str(i) for i in range(1, 13)]
    assert [c.text for c in data.rows[0].cells] == ["2", "6", "3", "1"]
    assert data.rows[0].cells[0].note == "40→38"
    assert data.rows[2].cells[2].text == "20" and data.rows[2].cells[2].note == "none→30"
    assert data.totals == ["63", "81", "63", "51"]
    assert data.finished and data.leaders == [3]
    exact = next(e for e in data.extras if e.label == "Exact")
    assert exact.cells == ["1×", "–", "2×", "1×"]
    missing = next(e for e in data.extras if e.label == "No prediction")
    assert missing.cells == ["–", "–", "1×", "1×"]
    assert window.history.list.item(2).text() == (
        "3. Game 3: Anna 55→60 (5), Beat 30→22 (8), Cla –→30 (20), Dora 40→45 (5)")
    assert not panel.isVisible()


def test_predictions_are_hidden_until_the_points_are_in(window, qtbot):
    panel, board = start(window)
    for edit, value in zip(panel.predictions, (40, 35, 50, 30), strict=True):
        edit.setFocus()
        qtbot.keyClicks(edit, str(value))
    assert all(e.echoMode() == PASSWORD for e in panel.predictions)
    assert panel.given_label.text() == "Predictions: 4 of 4"
    assert all(label.text() == "" for label in panel.penalties)
    qtbot.keyClick(panel, "r", Qt.KeyboardModifier.ControlModifier)  # the Schreiber checks
    assert panel.reveal.isChecked() and panel.predictions[0].echoMode() != PASSWORD
    qtbot.keyClick(panel, "r", Qt.KeyboardModifier.ControlModifier)
    assert panel.predictions[0].echoMode() == PASSWORD
    for edit, value in zip(panel.points[:3], (38, 41, 47), strict=True):
        edit.setFocus()
        qtbot.keyClicks(edit, str(value))
    assert panel.predictions[0].echoMode() == PASSWORD  # Dora's points are still missing
    assert panel.sum_label.text() == "Card points: 126 of 157 · Dora gets the rest, 31"
    panel.points[3].setFocus()
    qtbot.keyClicks(panel.points[3], "31")
    # the game is played: predictions and penalties are shown before Enter writes them
    assert panel.predictions[0].echoMode() == QLineEdit.EchoMode.Normal
    assert [label.text() for label in panel.penalties] == ["2", "6", "3", "1"]
    qtbot.keyClick(panel.points[3], Qt.Key.Key_Return)
    assert totals(window) == [2, 6, 3, 1]
    assert all(e.text() == "" and e.echoMode() == PASSWORD for e in panel.predictions)
    assert window.focusWidget() is panel.predictions[0]


def test_a_missing_prediction_costs_the_table_setting(window, qtbot):
    panel, board = start(window, missing_penalty=20)
    # by the check box, with the mouse: Cla made no prediction
    qtbot.mouseClick(panel.missing[2], Qt.MouseButton.LeftButton)
    assert not panel.predictions[2].isEnabled()
    for p, value in ((0, 55), (1, 30), (3, 40)):
        panel.predictions[p].setText(str(value))
    for p, value in enumerate((60, 22, 30, 45)):
        panel.points[p].setText(str(value))
    assert [label.text() for label in panel.penalties] == ["5", "8", "20", "5"]
    qtbot.mouseClick(panel.write_button, Qt.MouseButton.LeftButton)
    assert window.controller.match.entries[0] == DifferenzlerGame(
        predictions=[55, 30, None, 40], points=[60, 22, 30, 45])
    assert totals(window) == [5, 8, 20, 5]
    assert board.data.rows[0].cells[2].text == "20"
    assert not panel.missing[2].isChecked() and panel.predictions[2].isEnabled()


def test_a_refused_game_keeps_the_predictions(window, qtbot):
    panel, board = start(window)
    type_game(qtbot, window, panel, [40, 35, 50, 30], [38, 41, 47, 31])
    before = list(board.data.totals)
    # a prediction not typed is said before the rules are asked
    for p, value in ((0, 20), (1, 60), (3, 30)):
        panel.predictions[p].setText(str(value))
    qtbot.mouseClick(panel.write_button, Qt.MouseButton.LeftButton)
    assert panel.error.text() == "Prediction missing for Cla: type it, or − for no prediction"
    panel.predictions[2].setText("45")
    # card points that do not add up to 157 are refused by the rules
    for p, value in enumerate((25, 52, 45, 30)):
        panel.points[p].setText(str(value))
    qtbot.keyClick(panel.points[3], Qt.Key.Key_Return)
    assert "must add up to 157, not 152" in panel.error.text()
    assert [e.text() for e in panel.predictions] == ["20", "60", "45", "30"]
    assert [e.text() for e in panel.points] == ["25", "52", "45", "30"]
    assert len(window.controller.match.entries) == 1 and board.data.totals == before
    panel.points[3].setText("35")
    qtbot.keyClick(panel.points[3], Qt.Key.Key_Return)
    assert not panel.error.isVisible() and totals(window) == [7, 14, 3, 6]


def test_correct_a_game_from_the_history(window, qtbot):
    panel, board = start(window)
    for predictions, points in GAMES[:3]:
        type_game(qtbot, window, panel, predictions, points)
    assert totals(window) == [12, 22, 23, 11]
    # game 3: Cla had said 25 after all
    window.history.list.setCurrentRow(2)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)
    assert panel.correcting == 2 and panel.box.title() == "Game 3 of 12"
    assert panel.missing[2].isChecked() and panel.predictions[2].text() == ""
    assert panel.predictions[0].text() == "55"
    qtbot.mouseClick(panel.missing[2], Qt.MouseButton.LeftButton)
    panel.predictions[2].setFocus()
    qtbot.keyClicks(panel.predictions[2], "25")
    qtbot.keyClick(panel.points[3], Qt.Key.Key_Return)
    assert panel.correcting is None
    assert totals(window) == [12, 22, 8, 11]
    assert board.data.rows[2].cells[2].note == "25→30"
    assert window.undo_action.text() == "Undo correct entry 3"
    window.undo_action.trigger()
    assert totals(window) == [12, 22, 23, 11]
