"""A Molotow's card draw of three tied players, one named (as the Guggitaler's Domino order
half named, an English trial's): Ctrl+Z takes the player named back first, Ctrl+Y names him
again, and only the next Ctrl+Z undoes the round that made the tie."""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound

from .keyboard import enter, open_match, shortcut, tab, type_
from .test_history_menu import said

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def test_ctrl_z_takes_back_the_player_named_for_the_draw(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match(
        "molotow", ["Anna", "Beat", "Cla", "Dora"], settings={"rounds": 1}))
    for value in ("40", "40", "40"):  # Dora's 37 follows: three tied on 40
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    assert window.controller.match.entries == (MolotowRound(points=[40, 40, 40, 37]),)
    assert panel.draw_mode and sorted(panel.tied) == [0, 1, 2]
    entries = window.controller.match.entries
    shortcut(qtbot, "Ctrl+2")  # Beat drew the highest card
    assert panel.order == [1]
    shortcut(qtbot, "Ctrl+Z")
    assert window.controller.match.entries is entries and panel.draw_mode
    assert panel.order == []
    assert said(window) == "Undone: what was chosen in the form"
    shortcut(qtbot, "Ctrl+Y")
    assert panel.order == [1] and not panel.pick_buttons[1].isEnabled()
    shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+Z")  # nothing chosen now: the round is undone
    assert window.controller.match.entries == ()
