"""A Coiffeur played to its last cell in the real window."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog


def start(window, settings, qtbot, preset="swisslos_8", names=("Anna", "Beat", "Cla", "Dora")):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("coiffeur"))
    dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
    dialog.count.setValue(len(names))
    for edit, name in zip(dialog.name_edits, names, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    window.start(dialog.match)
    QApplication.processEvents()
    return window.panel, window.board_widget.grid


def click_cell(qtbot, grid, team, row):
    rect = grid.visualItemRect(grid.item(row, 1 + team))
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def type_points(qtbot, panel, points):
    panel.points.selectAll()
    qtbot.keyClicks(panel.points, str(points))
    qtbot.keyClick(panel.points, Qt.Key.Key_Return)


def test_a_coiffeur_to_its_last_cell(window, settings, qtbot):
    # Swisslos 8: Eichel 1, Rosen 2, Schilten 3, Schellen 4, Obenabe 5, Undenufe 6, Joker 7, 8
    panel, grid = start(window, settings, qtbot)
    assert "Anna" in window.board_widget.headline.text()
    for row in range(8):
        click_cell(qtbot, grid, 0, row)
        assert panel.team.currentIndex() == 0 and panel.row.currentData() == row
        assert window.focusWidget() is panel.points
        type_points(qtbot, panel, 100)
        click_cell(qtbot, grid, 1, row)
        if row == 6:  # Joker ×7: Match for Team B, 257 × 7 = 1799
            qtbot.mouseClick(panel.match, Qt.MouseButton.LeftButton)
            assert panel.preview.text() == "writes 1799"
            qtbot.keyClick(panel.points, Qt.Key.Key_Return)
        else:
            type_points(qtbot, panel, 57)
    board = window.controller.board
    # A: 100 × 36 = 3600; B: 57 × (36 − 7) + 1799 = 1653 + 1799 = 3452
    assert [s.total for s in board.sides] == [3600, 3452]
    assert board.finished and board.winners == [0]
    assert grid.item(8, 1).text() == "3600" and grid.item(8, 2).text() == "3452"
    assert "Team A wins" in window.board_widget.headline.text()


def test_a_filled_cell_cannot_be_chosen_and_a_row_only_once(window, settings, qtbot):
    panel, grid = start(window, settings, qtbot)
    click_cell(qtbot, grid, 0, 3)
    type_points(qtbot, panel, 80)
    assert grid.item(3, 1).text() == "320"
    assert panel.team.currentIndex() == 1  # Beat (Team B) announces next
    click_cell(qtbot, grid, 0, 3)  # filled: the click is ignored
    assert panel.team.currentIndex() == 1
    panel.team.setCurrentIndex(0)
    assert panel.row.findData(3) == -1  # Schellen is no longer offered to Team A
    assert panel.row.count() == 7


def test_a_refused_coiffeur_cell_keeps_the_form(window, settings, qtbot):
    panel, grid = start(window, settings, qtbot)
    click_cell(qtbot, grid, 1, 1)
    panel.points.setValue(150)
    panel.match.setChecked(True)  # sets 157
    panel.points.setValue(150)  # but the Schreiber types 150: a Match needs 157
    panel.submit()
    assert "A Match needs all 157 card points" in panel.error.text()
    assert window.controller.match.entries == ()
    assert panel.points.value() == 150 and panel.match.isChecked()


def test_keyboard_chooses_a_cell(window, settings, qtbot):
    panel, grid = start(window, settings, qtbot)
    grid.setFocus()
    grid.setCurrentCell(4, 2)  # Obenabe ×5, Team B
    qtbot.keyClick(grid, Qt.Key.Key_Return)
    assert panel.team.currentIndex() == 1 and panel.row.currentData() == 4
    type_points(qtbot, panel, 90)
    assert [s.total for s in window.controller.board.sides] == [0, 450]


def test_three_single_players(window, qtbot):
    window.start(new_match("coiffeur", ["Ueli", "Vreni", "Werner"], preset="swisslos_8"))
    QApplication.processEvents()
    panel = window.panel
    assert [panel.team.itemText(i) for i in range(3)] == ["Ueli", "Vreni", "Werner"]
    assert window.board_widget.grid.columnCount() == 4
