"""After Ctrl+Z takes back the King of Roses' taker, the blue frame stood on "2 Beat" alone
(an English trial's): Beat looked chosen though nobody was. The cursor goes where it goes
with nobody chosen: the row of the players, framed round all of them; the digits still name
the taker."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import focus, open_match, shortcut, tab, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def to_the_king_of_roses(qtbot, window):
    panel, _board = open_match(qtbot, window,
                               new_match("guggitaler", ["Anna", "Beat", "Claudio", "Dora"]))
    for counts in ("231", "403", "112"):
        for digit in counts:
            type_(qtbot, digit)
            tab(qtbot)
        shortcut(qtbot, "Return")
    assert panel.kind() == "taker"
    return panel


def test_no_frame_on_an_unchosen_taker_after_ctrl_z(window, qtbot):
    panel = to_the_king_of_roses(qtbot, window)
    type_(qtbot, "2")
    assert panel.taker_group.checkedId() == 1 and focus() is panel.taker_buttons[1]
    shortcut(qtbot, "Ctrl+Z")
    assert panel.taker_group.checkedId() == -1
    assert len(window.controller.match.entries) == 3
    assert focus() is panel.taker_row  # framed round every player, none alone
    assert not any(b.hasFocus() for b in panel.taker_buttons)
    type_(qtbot, "3")  # the digits still name the taker
    assert panel.taker_group.checkedId() == 2 and focus() is panel.taker_buttons[2]
    shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+Y")  # chosen again: the cursor on the one chosen
    assert panel.taker_group.checkedId() == 2
