"""Ctrl+Z while the Domino's order is half named (an English trial's, "Undo works from
anywhere and nothing typed is lost"): `4 1` pressed for the Domino, then Ctrl+Z said
"Undone: Last trick", the last game left the board and the order was gone, Ctrl+Y brought
the game back with the order empty. The Edit menu offered "Undo Last trick" while the order
was on screen. An entry is undone only with nothing chosen since the last entry: Ctrl+Z
first takes back the players named, as it takes back the King of Roses' taker; Ctrl+Y names
them again; the next Ctrl+Z undoes the last game."""

import pytest

from .keyboard import shortcut, type_
from .test_guggitaler_count_line import start_by_dialog
from .test_guggitaler_domino_order import to_the_domino
from .test_history_menu import said

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


@pytest.mark.parametrize("named", ["41", "413"])
def test_ctrl_z_takes_back_the_order_named_not_the_last_game(window, qtbot, settings, named):
    panel = start_by_dialog(window, qtbot, settings)
    to_the_domino(qtbot)
    games = list(window.controller.match.entries)
    assert len(games) == 5 and panel.kind() == "domino"
    type_(qtbot, named)  # Vreni, Urs (and Köbi) finished first
    order = [int(d) - 1 for d in named]
    assert panel.order == order
    assert panel.has_typing()
    assert window.undo_action.text() == "&Undo what was chosen in the form"
    shortcut(qtbot, "Ctrl+Z")
    assert list(window.controller.match.entries) == games  # Last trick still written
    assert panel.order == [] and panel.kind() == "domino"
    assert said(window) == "Undone: what was chosen in the form"
    assert all(b.isEnabled() for b in panel.domino_buttons)
    shortcut(qtbot, "Ctrl+Y")  # the players named again, where they were
    assert panel.order == order and list(window.controller.match.entries) == games
    assert [b.isEnabled() for b in panel.domino_buttons] == [
        seat not in panel._domino_order() for seat in range(4)]
    shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+Z")  # nothing chosen now: the last game is undone
    assert list(window.controller.match.entries) == games[:4]
    assert said(window) == "Undone: Last trick"
