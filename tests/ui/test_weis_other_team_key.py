"""Ctrl+W again gives the Weis to the other team: safely.

Köbi's German trial at 1024×600 (Schieber, French cards): `Ctrl+3 80 Ctrl+W 50 Ctrl+W 20`
gave the field "5020" for the other team, since the cursor stayed after the 50; and
`Ctrl+W 50 Ctrl+W 0` gave 500 to the other team without a word. Only one team's Weis counts
in a round, and Ctrl+W again means "the other team's": so the total is selected (what is
typed next replaces it, as after the first Ctrl+W), and the line under the form says whose
Weis it is now. *Weis löschen* leaves no Weis and so no side: Ctrl+W starts with Team A again.
"""

from jasstafel.core.matchfile import new_match

from .keyboard import click, ctrl, enter, focused, open_match, type_

PLAYERS = ["Köbi", "Hans", "Ruedi", "Fritz"]  # Köbi & Ruedi, Hans & Fritz


def started(window, qtbot):
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS,
                                                        preset="swisslos_2500_fr"))
    return panel  # the cursor in the form at once: nothing to wait for before the first key


def test_ctrl_w_again_selects_the_weis_for_the_other_team(german_window, qtbot):
    panel = started(german_window, qtbot)
    a, b = german_window.controller.match.rules.side_names
    ctrl(qtbot, "3")
    type_(qtbot, "80")
    ctrl(qtbot, "w")
    type_(qtbot, "50")
    ctrl(qtbot, "w")  # again: the 50 is the other team's, and typing replaces it
    field = panel.weis.field
    assert focused() is field and field.label == f"Weis {b}"
    assert field.selectedText() == "50"
    line = panel.preview_line.text()
    assert f"Weis für {b}" in line and a in line, line  # and Ctrl+W again: the first team
    type_(qtbot, "20")
    assert field.text() == "20"
    enter(qtbot)
    assert german_window.controller.match.entries[-1].weis == (0, 20)


def test_a_zero_after_ctrl_w_again_is_no_weis_not_500(german_window, qtbot):
    panel = started(german_window, qtbot)
    ctrl(qtbot, "3")
    type_(qtbot, "80")
    ctrl(qtbot, "w")
    type_(qtbot, "50")
    ctrl(qtbot, "w")
    type_(qtbot, "0")
    assert panel.weis.field.text() == "0"
    enter(qtbot)
    assert german_window.controller.match.entries[-1].weis == (0, 0)


def test_three_times_ctrl_w_is_the_first_team_again_and_said(german_window, qtbot):
    panel = started(german_window, qtbot)
    a, _b = german_window.controller.match.rules.side_names
    ctrl(qtbot, "3")
    type_(qtbot, "80")
    ctrl(qtbot, "w")
    type_(qtbot, "50")
    ctrl(qtbot, "w")
    ctrl(qtbot, "w")
    assert panel.weis.field.label == f"Weis {a}" and panel.weis.field.selectedText() == "50"
    assert panel.preview_line.text().startswith(f"Weis für {a}")
    enter(qtbot)
    assert german_window.controller.match.entries[-1].weis == (50, 0)


def test_weis_loeschen_gives_the_next_weis_to_team_a_again(german_window, qtbot):
    """*kein Weis* has no side: after *Weis löschen* Ctrl+W starts with Team A, as in a
    new round (the side of the Weis cleared stayed, and the next Weis went to Team B)."""
    panel = started(german_window, qtbot)
    a, _b = german_window.controller.match.rules.side_names
    ctrl(qtbot, "3")
    type_(qtbot, "80")
    ctrl(qtbot, "w")
    type_(qtbot, "50")
    ctrl(qtbot, "w")  # Team B's
    assert panel.weis.clear_button.text() == "Weis löschen"
    click(qtbot, panel.weis.clear_button)
    assert panel.weis.field.text() == ""
    ctrl(qtbot, "w")
    assert focused() is panel.weis.field and panel.weis.field.label == f"Weis {a}"
    type_(qtbot, "20")
    enter(qtbot)
    assert german_window.controller.match.entries[-1].weis == (20, 0)
