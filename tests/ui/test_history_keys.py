"""Ctrl+E and Delete from the Edit menu when nothing is selected in the history."""

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, focused, open_match, type_text

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def two_rounds(qtbot, window):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    for contract, points in (("3", "100"), ("1", "60")):
        ctrl(qtbot, contract)
        type_text(qtbot, points)
        enter(qtbot)
    assert len(window.controller.match.entries) == 2
    return panel


def test_ctrl_e_with_nothing_selected_corrects_the_last_entry(window, qtbot):
    panel = two_rounds(qtbot, window)
    assert window.history.list.currentRow() == -1
    assert focused() is panel.points[0]
    ctrl(qtbot, "e")
    assert panel.correcting == 1  # the entry just written: the one most often mended
    assert window.history.list.currentRow() == 1
    assert panel.banner.isVisible() and panel.banner_label.text() == "Correcting entry 2"
    assert panel.points[0].text() == "60" and focused() is panel.points[0]


def test_ctrl_e_before_any_entry_says_so(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    ctrl(qtbot, "e")
    assert panel.correcting is None
    assert window.history.message.isVisible()
    assert window.history.message.text() == "There is no entry to correct yet."


def test_delete_from_the_menu_with_nothing_selected_deletes_nothing_and_says_so(window, qtbot):
    two_rounds(qtbot, window)
    window.findChild(type(window.undo_action), "deleteEntry").trigger()
    assert len(window.controller.match.entries) == 2
    assert window.history.message.isVisible()
    assert window.history.message.text() == (
        "Choose the entry to delete in the history (select it, then Del).")
