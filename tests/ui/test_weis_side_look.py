"""The Weis team buttons look chosen only once there is a Weis for that team.

A German Schreiber's keyboard trial at 1024×600: in the Schieber form Team A's Weis button
was filled light blue while the Weis field said *kein Weis*: it only marked where Ctrl+W
starts, and looked like a choice. Now neither team's button looks chosen until a Weis is
typed; then that team's button is chosen (dark and bold), and Ctrl+W works as before (the
field, again: the other team).
"""

from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import clear_field, ctrl, enter, focused, open_match, type_

PLAYERS = ["Anna", "Beat", "Claudia", "Dora"]
CHOSEN = "#1d2a4a"  # CHOICE_STYLE's dark fill


def fill(button):
    """The colour the button is painted in, beside its left edge (no text there)."""
    QApplication.processEvents()
    image = button.grab().toImage()
    return image.pixelColor(5, image.height() // 2).name()


def looks(panel):
    """Each Weis team button: "chosen" (checked and dark), or "plain" (painted as the other
    team's Stöck button, which nobody chose)."""
    plain = fill(panel.stoeck_buttons[1])
    out = []
    for button in panel.weis.side_buttons:
        color = fill(button)
        if button.isChecked() and color == CHOSEN:
            out.append("chosen")
        elif not button.isChecked() and color == plain:
            out.append("plain")
        else:
            out.append(f"{button.isChecked()} {color} (plain: {plain})")
    return out


def test_no_weis_team_looks_chosen_before_a_weis_is_typed(german_window, qtbot):
    window = german_window
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS,
                                                        preset="swisslos_2500_fr"))
    assert panel.weis.field.text() == "" and panel.weis.field.placeholderText() == "kein Weis"
    assert looks(panel) == ["plain", "plain"]
    ctrl(qtbot, "1")  # Kreuz, 100 for Team A
    type_(qtbot, "100")
    ctrl(qtbot, "w")  # to the Weis field: Team A's, still nothing typed
    assert focused() is panel.weis.field and panel.weis.field.label == "Weis Team A"
    assert looks(panel) == ["plain", "plain"]
    type_(qtbot, "50")  # a Weis: its team's button is chosen
    assert looks(panel) == ["chosen", "plain"]
    ctrl(qtbot, "w")  # again: the other team's
    assert panel.weis.field.label == "Weis Team B"
    assert looks(panel) == ["plain", "chosen"]
    clear_field(qtbot)  # no Weis any more: no team chosen
    assert looks(panel) == ["plain", "plain"]
    assert panel.weis.field.label == "Weis Team B"  # Ctrl+W's team is kept
    type_(qtbot, "20")
    assert looks(panel) == ["plain", "chosen"]
    enter(qtbot)
    assert window.controller.match.entries[-1].weis == (0, 20)
    # the next round: nothing chosen, Ctrl+W starts with Team A again
    assert looks(panel) == ["plain", "plain"]
    ctrl(qtbot, "w")
    assert panel.weis.field.label == "Weis Team A"
    ctrl(qtbot, "w")
    assert panel.weis.field.label == "Weis Team B" and looks(panel) == ["plain", "plain"]


def test_a_click_on_a_weis_team_gives_the_next_weis_to_it(german_window, qtbot):
    """The mouse's way: the team, then the Weis (+50): the clicked team's Weis."""
    from PySide6.QtCore import Qt

    window = german_window
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS,
                                                        preset="swisslos_2500_fr"))
    ctrl(qtbot, "1")
    type_(qtbot, "100")
    qtbot.mouseClick(panel.weis.side_buttons[1], Qt.MouseButton.LeftButton)
    assert panel.weis.field.label == "Weis Team B"
    assert not any(b.isChecked() for b in panel.weis.side_buttons)  # no Weis yet
    qtbot.mouseClick(panel.weis.amount_buttons[50], Qt.MouseButton.LeftButton)
    assert looks(panel) == ["plain", "chosen"]
    enter(qtbot)
    assert window.controller.match.entries[-1].weis == (0, 50)


def test_digits_typed_after_a_click_on_a_weis_team_are_its_weis(german_window, qtbot):
    """A Romand trial's mouse path: the team's Weis button clicked, then 30 typed: the
    digits went nowhere (the button had the focus), and Enter wrote the round without
    the Weis. A click on a team puts the cursor in the Weis total."""
    from PySide6.QtCore import Qt

    window = german_window
    window.resize(1280, 800)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS,
                                                        preset="swisslos_2500_fr"))
    ctrl(qtbot, "5")  # Obenabe
    type_(qtbot, "40")
    qtbot.mouseClick(panel.weis.side_buttons[1], Qt.MouseButton.LeftButton)
    assert focused() is panel.weis.field
    type_(qtbot, "20")
    assert panel.weis.field.label == "Weis Team B" and looks(panel) == ["plain", "chosen"]
    enter(qtbot)
    assert window.controller.match.entries[-1].weis == (0, 20)


def test_tab_reaches_both_weis_team_buttons(german_window, qtbot):
    """A netbook trial's Tab walk skipped Team B's Weis button (Qt's button group took its
    Tab stop), while both Stöck buttons were stops."""
    from .keyboard import tab

    window = german_window
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    reached = []
    for _ in range(30):
        tab(qtbot)
        reached.append(focused())
    assert all(button in reached for button in panel.weis.side_buttons)
    assert not window.controller.match.entries  # the walk wrote nothing
