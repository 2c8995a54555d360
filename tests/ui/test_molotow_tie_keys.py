"""A Molotow tie drawn by keys: each tied player's key is on his button and in its tooltip,
and it is the key the rest of the form gives him (Ctrl+3 is Cla, as for his Stöck). A
keyboard trial's tie between Anna and Cla said "Ctrl+1 … Ctrl+2", the buttons "Anna" and "Cla"
showed no key, and Cla, in seat 3, was Ctrl+2."""

from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowDraw, MolotowRound

from .keyboard import open_match, shortcut

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def tie_of_anna_and_cla():
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    match.add(MolotowRound(points=[30, 50, 30, 47]))  # Anna 30, Cla 30: the fewest, tied
    return match


def test_each_tied_player_has_his_own_key_on_his_button(window, qtbot):
    panel, _board = open_match(qtbot, window, tie_of_anna_and_cla())
    QApplication.processEvents()
    assert panel.draw_box.isVisible()
    anna, cla = panel.pick_buttons
    assert anna.shown_text() == "Ctrl+1  Anna" and "Ctrl+1" in anna.toolTip()
    assert cla.shown_text() == "Ctrl+3  Cla" and "Ctrl+3" in cla.toolTip()
    assert "…" not in panel.pick_label.text()  # no "Ctrl+1 … Ctrl+2" for two players
    hint = panel.preview_line.text()
    assert "Ctrl+1" in hint and "Ctrl+3" in hint and "Ctrl+2" not in hint, hint
    shortcut(qtbot, "Ctrl+2")  # Beat is not tied: nothing happens
    assert panel.order == [] and len(window.controller.match.entries) == 1
    shortcut(qtbot, "Ctrl+3")  # Cla drew the higher card
    assert window.controller.match.entries[-1] == MolotowDraw(order=[2, 0])
    assert window.controller.board.winners == [2]
