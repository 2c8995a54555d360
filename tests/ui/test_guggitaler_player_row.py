"""A St. Gallen Schreiber's mouse trial (German, 1280×800): on the Guggitaler's Domino page,
*2 Köbi* clicked greyed Köbi, and *1 Urs* carried the strong blue frame of the keys, as if Urs
were chosen; at the start of the Rosenkönig the same frame sat on *1 Urs*. On these pages the
digits name any player: the keys go to the row of players, not to one of them. The frame goes
round the whole row while no player is chosen, for the mouse and the keyboard alike; a
Rosenkönig's taker chosen wears it (light, on the dark button), as after his digit.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerDomino, GuggitalerTaker
from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, open_match, type_
from .test_focus_seen import seen

THREE = ["Urs", "Köbi", "Vreni"]
WRITTEN = [GuggitalerCount(game="tricks", counts=[5, 4, 3]),
           GuggitalerCount(game="schellen", counts=[2, 6, 1]),
           GuggitalerCount(game="ober", counts=[1, 0, 3]),
           GuggitalerTaker(game="rosenkoenig", player=1),
           GuggitalerTaker(game="last_trick", player=2)]
GAMES = ["tricks", "schellen", "ober", "rosenkoenig", "last_trick", "domino"]


def at(game):
    """A Guggitaler of three with the games before *game* written."""
    match = new_match("guggitaler", THREE)
    for entry in WRITTEN[:GAMES.index(game)]:
        match.add(entry)
    return match


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    QApplication.processEvents()


def framed(buttons):
    """The player buttons that wear the keys' frame."""
    return [b.text() for b in buttons if b.hasFocus()]


def test_the_domino_frames_the_row_not_a_player(german_window, qtbot):
    window = german_window
    window.resize(1280, 800)
    panel, _board = open_match(qtbot, window, at("domino"))
    buttons = panel.domino_buttons
    assert focus() is panel.domino_row and seen(panel.domino_row)
    assert framed(buttons) == []
    click(qtbot, buttons[1])  # *2 Köbi*: first out
    assert not buttons[1].isEnabled() and panel.order_label.text() == "1. Köbi +150"
    assert framed(buttons) == [], "a player framed reads as chosen"
    assert focus() is panel.domino_row and seen(panel.domino_row)
    type_(qtbot, "3")  # the keys still name the players: Vreni, and Urs follows
    assert panel.order_label.text() == "1. Köbi +150   2. Vreni +100   3. Urs +70"
    assert focus() is panel.write_button
    enter(qtbot)
    assert window.controller.match.entries[-1] == GuggitalerDomino(order=[1, 2, 0])


def test_the_domino_row_keeps_the_frame_after_backspace(german_window, qtbot):
    panel, _board = open_match(qtbot, german_window, at("domino"))
    type_(qtbot, "2")
    assert focus() is panel.domino_row
    qtbot.keyClick(focus(), Qt.Key.Key_Backspace)
    assert panel.order_label.text() == "" and focus() is panel.domino_row
    click(qtbot, panel.domino_buttons[2])
    click(qtbot, panel.again_button)  # *Reihenfolge neu beginnen*
    assert panel.order_label.text() == "" and focus() is panel.domino_row
    assert framed(panel.domino_buttons) == []


def test_the_rosenkoenig_begins_with_the_row_framed(german_window, qtbot):
    """The Ober written by Enter: the Rosenkönig's page begins with the frame round the row
    (it sat on *1 Urs*); a click on *2 Köbi* chooses him, and he wears the light frame."""
    window = german_window
    window.resize(1280, 800)
    panel, _board = open_match(qtbot, window, at("ober"))
    for value in ("1", "0"):  # Urs 1, Köbi 0, Vreni's 3 follows
        type_(qtbot, value)
        qtbot.keyClick(focus(), Qt.Key.Key_Tab)
    enter(qtbot)
    assert len(window.controller.match.entries) == 3
    buttons = panel.taker_buttons
    assert focus() is panel.taker_row and seen(panel.taker_row)
    assert framed(buttons) == []
    click(qtbot, buttons[1])
    assert buttons[1].isChecked() and framed(buttons) == [buttons[1].text()]
    type_(qtbot, "1")  # a digit: Urs instead, framed as chosen
    assert buttons[0].isChecked() and framed(buttons) == [buttons[0].text()]
    enter(qtbot)
    assert window.controller.match.entries[-1] == GuggitalerTaker(game="rosenkoenig", player=0)
    assert focus() is panel.taker_row  # the last trick: the row again
