"""A Schreiber plays Schieber in the real window: keyboard and mouse, offscreen."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog


def new_schieber(window, settings, qtbot, preset="freier_jass", names=("Anna", "Beat", "Cla",
                                                                       "Dora")):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("schieber"))
    dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
    for edit, name in zip(dialog.name_edits, names, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    window.start(dialog.match)
    QApplication.processEvents()  # let the new panel's shortcuts register, as the event loop does
    return window.panel


def totals(window):
    return [s.total for s in window.controller.board.sides]


def write_round(qtbot, panel, contract_key, points_a, announcer="Ctrl+8", extra=()):
    """Keyboard only: Ctrl+n picks the contract, Ctrl+8/9 the team, type, Enter."""
    qtbot.keySequence = None
    for key in (contract_key, announcer, *extra):
        qtbot.keyClick(panel, key[-1], Qt.KeyboardModifier.ControlModifier)
    spin = panel.points[0]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(points_a))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def test_a_freier_jass_partie_to_its_bedanken(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot)
    assert panel.points[1].value() == 0
    # Round 1: Schellen (Ctrl+4) ×2 announced by Team A, 101 : 56 with Weis 50 for Team A
    qtbot.mouseClick(panel.contract_buttons["schellen"], Qt.MouseButton.LeftButton)
    panel.weis_team_buttons[0].click()
    [b for b in panel.weis_box.findChildren(type(panel.match)) if b.text() == "50"][0].click()
    spin = panel.points[0]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "101")
    assert panel.points[1].value() == 56  # the other side is filled in: 157 − 101
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert totals(window) == [302, 112]
    assert window.history.list.item(0).text().startswith("1. Round 1: Bells ×2, Team A")
    assert "302 : 112" in window.history.list.item(0).text()
    # the form is ready for the next round
    assert panel.points[0].value() == 0 and panel.contract_group.checkedId() == -1
    # Eicheln (Ctrl+1) ×5, Match for Team A: 257 × 5 = 1285, three times -> 302 + 3855 = 4157
    for _ in range(3):
        qtbot.keyClick(panel, "1", Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(panel, "M", Qt.KeyboardModifier.ControlModifier)
        assert panel.points[0].value() == 157 and panel.points[1].value() == 0
        panel.submit()
    assert totals(window) == [4157, 112]
    # Team A bedankt during a Rosen round (×5) with 70 on the stack: 4157 + 350 = 4507 >= 4500
    panel.contract_buttons["rosen"].click()
    panel.stack.setValue(70)
    qtbot.mouseClick(panel.bedanken_buttons[0], Qt.MouseButton.LeftButton)
    board = window.controller.board
    assert board.finished and board.winners == [0]
    assert totals(window) == [4507, 112]
    assert "Team A won" in window.status_label.text()
    assert not panel.isVisible()  # no further round can be entered
    # and the file on disk holds every entry
    saved = matchfile.load(window.controller.session.target)
    assert len(saved.entries) == 5


def test_a_turnier_to_its_last_round(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot, preset="turnier")
    assert not panel.weis_box.isVisible()  # no Weis, no Stöck in the Turnier
    assert not panel.bedanken_buttons[0].isVisible()
    for i in range(12):
        write_round(qtbot, panel, "Ctrl+1" if i % 2 else "Ctrl+5", 80 + i,
                    announcer="Ctrl+9" if i % 2 else "Ctrl+8")
    # A: 80 + 81 + … + 91 = 1026; B: 12 × 157 − 1026 = 858
    assert totals(window) == [1026, 858]
    board = window.controller.board
    assert board.finished and board.winners == [0]
    assert board.figures["rounds_left"] == 0


def test_a_refused_round_keeps_the_form_and_the_board(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot)
    write_round(qtbot, panel, "Ctrl+3", 100)
    before = window.controller.board
    # Stöck in Obenabe is refused; what was typed stays
    qtbot.keyClick(panel, "5", Qt.KeyboardModifier.ControlModifier)
    panel.stoeck_buttons[1].click()
    spin = panel.points[0]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "77")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert panel.error.isVisible()
    assert "Stöck exist only in a trump contract" in panel.error.text()
    assert window.controller.board == before
    assert panel.points[0].value() == 77 and panel.points[1].value() == 80
    assert panel.contract_group.checkedId() == 4 and panel.stoeck_buttons[1].isChecked()
    # mend it and write: the message goes away
    panel.stoeck_buttons[1].click()
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert not panel.error.isVisible()
    assert totals(window) == [200 + 231, 114 + 240]  # Schilten ×2 then Obenabe ×3


def test_no_contract_chosen_is_said(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot)
    panel.points[0].setValue(100)
    panel.submit()
    assert "Choose the contract" in panel.error.text()
    assert window.controller.match.entries == ()


def test_correct_an_entry_from_the_history(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot, preset="einfach_1000")
    for points in (100, 50, 120):
        write_round(qtbot, panel, "Ctrl+1", points)
    assert totals(window) == [270, 201]
    window.history.list.setCurrentRow(1)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)  # Enter = correct
    assert panel.correcting == 1 and panel.banner.isVisible()
    assert panel.points[0].value() == 50
    panel.points[0].setValue(60)
    panel.submit()
    assert totals(window) == [280, 191]
    assert panel.correcting is None and not panel.banner.isVisible()
    assert window.undo_action.text() == "Undo correct entry 2"


def test_a_correction_that_breaks_a_later_entry_is_refused(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot, preset="einfach_1000")
    for _ in range(2):
        write_round(qtbot, panel, "Ctrl+1", 0, extra=("Ctrl+K",))  # Kontermatsch for B
    write_round(qtbot, panel, "Ctrl+1", 100)  # B at 514 + 57 = 571
    window.history.list.setCurrentRow(1)
    window.history.correct()
    panel._add_weis(300)
    panel._add_weis(200)
    panel.weis_team_buttons[1].click()  # B: 257 + 500 -> 1014: past 1000 before round 3
    panel.submit()
    assert "entry 3" in panel.error.text()
    assert panel.correcting == 1
    assert totals(window) == [100, 571]


def test_delete_insert_undo_redo(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot, preset="einfach_1000")
    write_round(qtbot, panel, "Ctrl+1", 100)
    write_round(qtbot, panel, "Ctrl+1", 50)
    assert window.undo_action.text() == "Undo round 2"
    window.history.list.setCurrentRow(0)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Delete)
    assert totals(window) == [50, 107]
    qtbot.keyClick(window, "Z", Qt.KeyboardModifier.ControlModifier)
    assert totals(window) == [150, 164]
    qtbot.keyClick(window, "Y", Qt.KeyboardModifier.ControlModifier)
    assert totals(window) == [50, 107]
    window.undo_action.trigger()
    # insert a forgotten round before entry 1
    window.history.list.setCurrentRow(0)
    window.history.insert_before()
    write_round(qtbot, panel, "Ctrl+2", 7)
    assert [e.points for e in window.controller.match.entries] == [(7, 150), (100, 57),
                                                                  (50, 107)]
    assert window.redo_action.isEnabled() is False


def test_both_teams_over_the_target_asks_who_bedankte(window, qtbot):
    # target 110: A 100 : 57, then 50 : 107 -> 150 : 164, both past by Stich alone
    window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="einfach_1000",
                           settings={"target": 110}))
    QApplication.processEvents()
    panel = window.panel
    write_round(qtbot, panel, "Ctrl+1", 100)
    write_round(qtbot, panel, "Ctrl+1", 50)
    assert totals(window) == [150, 164]
    assert "which team bedankte first" in window.status_label.text()
    write_round(qtbot, panel, "Ctrl+1", 50)  # another round is refused
    assert "record which team bedankte first" in panel.error.text()
    qtbot.mouseClick(panel.bedanken_buttons[1], Qt.MouseButton.LeftButton)
    board = window.controller.board
    assert board.finished and board.winners == [1]


def test_broken_file_is_refused_and_left_untouched(window, tmp_path, dialogs):
    path = tmp_path / "kaputt.jass"
    path.write_text('{"format": "jasstafel-match", "version": 1, "variant": "schieber"')
    before = path.read_bytes()
    assert not window.open_file(path)
    assert "not JSON" in dialogs.shown[-1][1]
    assert path.read_bytes() == before
    assert window.controller.session is None


@pytest.mark.parametrize("key", ["F11"])
def test_tafel_mode(window, settings, qtbot, key):
    new_schieber(window, settings, qtbot)
    window.tafel_action.trigger()
    assert window.isFullScreen() and not window.side.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen() and window.side.isVisible()


def test_keyboard_help_names_the_variants_keys(window, settings, qtbot, dialogs):
    new_schieber(window, settings, qtbot)
    window.show_keys()
    title, text = dialogs.shown[-1]
    assert "Ctrl+1 … Ctrl+7 contract" in text and "F11 Tafel mode" in text


def test_chart_tab_follows_the_match(window, settings, qtbot):
    panel = new_schieber(window, settings, qtbot, preset="einfach_1000")
    assert window.tabs.isTabVisible(1)
    write_round(qtbot, panel, "Ctrl+1", 100)
    assert window.chart.board is window.controller.board
    window.open_file("docs/examples/fahnder.jass")
    assert not window.tabs.isTabVisible(1)  # Striche are no running points


def test_a_finished_partie_gives_the_history_room_until_a_correction(window, qtbot):
    window.open_file("docs/examples/schieber-turnier.jass")
    QApplication.processEvents()
    assert not window.panel.isVisible()
    assert window.side_split.sizes()[0] == 0  # the form's room goes to the history
    window.history.list.setCurrentRow(3)
    window.history.correct()
    assert window.panel.isVisible() and window.side_split.sizes()[0] > 0
