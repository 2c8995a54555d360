"""The free Punktetafel in the real window: a target with a winning margin, teams, minus
points, notes, closing the board, refusals and corrections."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound
from jasstafel.drawing.chalk import INK_RED
from jasstafel.ui.newmatch import NewMatchDialog

# docs/examples/punktetafel-bis-100.jass
BIS_100 = [(21, 17), (13, 25), (30, 19), (18, 27), (15, 10), (4, 3), (2, 3), (3, 0)]


def start_bis_100(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("punktetafel"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("bis_100"))
    dialog.count.setValue(2)
    for edit, name in zip(dialog.name_edits, ("Ruedi", "Vreni"), strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    window.start(dialog.match)
    QApplication.processEvents()
    return window.panel, window.board_widget


def totals(window):
    return [s.total for s in window.controller.board.sides]


def type_round(qtbot, window, panel, values, note=""):
    """Keyboard only: a number, Tab, the next number …, the note, Enter."""
    panel.points[0].setFocus()
    for p, value in enumerate(values):
        assert window.focusWidget() is panel.points[p]
        qtbot.keyClicks(panel.points[p], str(value))
        qtbot.keyClick(panel.points[p], Qt.Key.Key_Tab)
    assert window.focusWidget() is panel.note
    if note:
        qtbot.keyClicks(panel.note, note)
    qtbot.keyClick(panel.note, Qt.Key.Key_Return)


def test_first_to_100_with_a_lead_of_2(window, settings, qtbot):
    panel, board = start_bis_100(window, settings, qtbot)
    assert panel.box.title() == "Round 1  ·  target 100 · lead of 2 · highest wins"
    assert window.status_label.text() == "Round 1: first to 100"
    for values in BIS_100[:6]:
        type_round(qtbot, window, panel, values)
    # 101 : 101: both past the target, nobody leads by 2
    assert totals(window) == [101, 101]
    assert window.status_label.text() == "Round 7: tie on 101, a lead of 2 is needed: play on"
    assert not window.controller.board.finished and panel.isVisible()
    type_round(qtbot, window, panel, BIS_100[6])
    assert totals(window) == [103, 104]
    assert window.status_label.text() == "Round 8: Vreni leads by 1, needs 2: play on"
    assert board.data.leaders == [1]
    type_round(qtbot, window, panel, BIS_100[7])
    result = window.controller.board
    assert totals(window) == [106, 104] and result.finished and result.winners == [0]
    assert window.status_label.text() == "Ruedi wins with 106"
    data = board.data
    assert data.finished and data.leaders == [0] and data.totals == ["106", "104"]
    assert [r.label for r in data.rows] == [str(i) for i in range(1, 9)]
    assert data.rows[7].cells[0].text == "3" and data.rows[7].cells[0].note == "= 106"
    to_target = next(e for e in data.extras if e.label == "To target")
    behind = next(e for e in data.extras if e.label == "Behind")
    assert to_target.cells == ["✓", "✓"] and behind.cells == ["–", "−2"]
    assert window.history.list.item(7).text() == "8. Round 8: Ruedi 3, Vreni 0  → 106 : 104"


def test_teams_minus_points_notes_and_closing_the_board(window, qtbot):
    players = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"]
    teams = [Team(name="Oberdorf", players=[0, 2, 4]), Team(name="Unterdorf", players=[1, 3, 5])]
    window.start(new_match("punktetafel", players, teams=teams))
    QApplication.processEvents()
    panel, board = window.panel, window.board_widget
    assert [label.text() for label in panel.name_labels] == ["Oberdorf", "Unterdorf"]
    assert [c.sub for c in board.data.columns] == ["Anna, Cla, Emil", "Beat, Dora, Fränzi"]
    assert not panel.close_button.isEnabled()  # nothing to close yet
    assert panel.close_button.text() == "Close the board: the only way to end it (Ctrl+Shift+C)"
    type_round(qtbot, window, panel, (120, 37), "Trumpf Rosen")
    type_round(qtbot, window, panel, (-50, 80), "Strafe Oberdorf")
    assert totals(window) == [70, 117]
    row = board.data.rows[1]
    assert row.cells[0].text == "−50" and row.cells[0].color == INK_RED
    assert row.note == "Strafe Oberdorf"
    # an empty field counts 0: only Unterdorf scores
    panel.points[1].setFocus()
    qtbot.keyClicks(panel.points[1], "-20")
    assert panel.preview.text() == "then: Oberdorf 70  ·  Unterdorf 97"
    qtbot.keyClick(panel.points[1], Qt.Key.Key_Return)
    assert window.controller.match.entries[-1] == PunktetafelRound(points=[0, -20])
    assert panel.close_button.isEnabled()
    qtbot.keyClick(panel, "c", Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.match.entries[-1] == PunktetafelClose()
    result = window.controller.board
    assert result.finished and result.winners == [1]
    assert window.status_label.text() == "Closed after 3 rounds: Unterdorf wins with 97"
    assert board.data.rows[-1].note == "closed by the Schreiber"
    assert board.data.leaders == [1] and board.data.finished
    assert window.history.list.item(3).text() == "4. Board closed after 3 rounds"


def test_a_fixed_number_of_rounds_and_lowest_wins(window, qtbot):
    window.start(new_match("punktetafel", ["Ueli", "Vreni", "Werner"],
                           settings={"wins": "lower", "rounds": 3}))
    QApplication.processEvents()
    panel, board = window.panel, window.board_widget
    assert [r.future for r in board.data.rows] == [True, True, True]
    assert panel.close_button.text() == "Close the board early (Ctrl+Shift+C)"
    for values in ((10, 20, 30), (5, 0, 5), (10, 10, 10)):
        type_round(qtbot, window, panel, values)
    result = window.controller.board
    assert result.finished and result.winners == [0] and totals(window) == [25, 30, 45]
    assert window.status_label.text() == "Ueli wins with 25"
    assert board.data.leaders == [0] and len(board.data.rows) == 3


def test_refused_rounds_keep_the_form(window, settings, qtbot):
    panel, board = start_bis_100(window, settings, qtbot)
    type_round(qtbot, window, panel, (21, 17))
    qtbot.mouseClick(panel.write_button, Qt.MouseButton.LeftButton)
    assert panel.error.text() == "Type the points of the round (an empty field counts 0)"
    panel.points[0].setFocus()
    qtbot.keyClicks(panel.points[0], "1500000")
    qtbot.keyClicks(panel.note, "verschrieben")
    qtbot.keyClick(panel.points[0], Qt.Key.Key_Return)
    assert "1500000 points in one round is too many" in panel.error.text()
    assert panel.points[0].text() == "1500000" and panel.note.text() == "verschrieben"
    assert totals(window) == [21, 17] and board.data.totals == ["21", "17"]


def test_corrections_and_a_refused_one(window, settings, qtbot):
    panel, board = start_bis_100(window, settings, qtbot)
    for values in BIS_100:
        type_round(qtbot, window, panel, values)
    assert window.controller.board.finished
    # round 2 was 14 : 26, not 13 : 25: one more point each, the game runs as before
    window.history.list.setCurrentRow(1)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)
    assert panel.correcting == 1 and panel.isVisible()
    assert panel.box.title().startswith("Round 2")
    assert [e.text() for e in panel.points] == ["13", "25"]
    panel.points[0].setText("14")
    panel.points[1].setText("26")
    assert panel.preview.text() == "then: Ruedi 35  ·  Vreni 43"
    qtbot.keyClick(panel.points[1], Qt.Key.Key_Return)
    assert totals(window) == [107, 105] and window.controller.board.winners == [0]
    assert window.undo_action.text() == "Undo correct entry 2"
    assert board.data.rows[1].cells[0].text == "14"
    # round 6 as 10 : 3 would end the Partie there: round 7 becomes impossible
    window.history.list.setCurrentRow(5)
    window.history.correct()
    panel.points[0].setText("10")
    qtbot.keyClick(panel.points[0], Qt.Key.Key_Return)
    assert "This change makes entry 7 impossible" in panel.error.text()
    assert panel.correcting == 5 and panel.points[0].text() == "10"
    assert totals(window) == [107, 105]
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert panel.correcting is None and not panel.isVisible()
