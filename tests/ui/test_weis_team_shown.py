"""The moment the cursor is in the Weis field, the screen says whose Weis it is.

Hanna's German trial (trial AX, 150 %): round 2, Sepp & Toni announced; she pressed Ctrl+W and
typed 100. No team's button was lit until she typed (a Weis button is chosen only once there
is a Weis), nothing said that the 100 would be Team A's, and it went to Hanna & Rosmarie;
only a second Ctrl+W moved it. Ctrl+W starts with Team A, as docs/window.md promises, and now
the line under the form says so at the first press too (*Weis für Hanna & Rosmarie (Strg+W
nochmals: Sepp & Toni)*), as it did at the second; and when Tab or a click brings the
cursor there.
"""

from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import click, ctrl, enter, focused, open_match, press, type_

PLAYERS = ["Hanna", "Sepp", "Rosmarie", "Toni"]  # Hanna & Rosmarie, Sepp & Toni


def round_two(window, qtbot):
    """Round 1 written (Hanna & Rosmarie announced); round 2 is Sepp & Toni's."""
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    ctrl(qtbot, "1")
    type_(qtbot, "97")
    enter(qtbot)
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == 1)
    a, b = window.controller.match.rules.side_names
    assert panel.announcing_team() == 1, panel.header.text()
    return panel, a, b


def test_the_first_ctrl_w_says_whose_weis_it_is(german_window, qtbot):
    panel, a, b = round_two(german_window, qtbot)
    ctrl(qtbot, "1")
    type_(qtbot, "37")
    ctrl(qtbot, "w")
    assert focused() is panel.weis.field and panel.weis.field.text() == ""
    assert panel.preview_line.text() == f"Weis für {a} (Strg+W nochmals: {b})"
    ctrl(qtbot, "w")  # again: the other team, said as before
    assert panel.preview_line.text() == f"Weis für {b} (Strg+W nochmals: {a})"
    type_(qtbot, "100")
    assert b in panel.preview_line.text() and "Weis 100" in panel.preview_line.text()
    enter(qtbot)
    assert german_window.controller.match.entries[-1].weis == (0, 100)


def test_tab_into_the_weis_field_says_whose_weis_it_is(german_window, qtbot):
    panel, a, b = round_two(german_window, qtbot)
    ctrl(qtbot, "1")
    type_(qtbot, "37")
    while focused() is not panel.weis.field:  # down the form as it reads
        press(qtbot, Qt.Key.Key_Tab)
    assert panel.preview_line.text() == f"Weis für {a} (Strg+W nochmals: {b})"


def test_a_click_on_a_team_says_its_weis(german_window, qtbot):
    panel, a, b = round_two(german_window, qtbot)
    ctrl(qtbot, "1")
    type_(qtbot, "37")
    click(qtbot, panel.weis.side_buttons[1])
    assert focused() is panel.weis.field
    assert panel.preview_line.text() == f"Weis für {b} (Strg+W nochmals: {a})"
