"""A field's typing undone says what the field holds now.

A German trial: 5 typed in Vreni/Ueli's card points and erased with Backspace; then Ctrl+3,
77, Ctrl+Z twice. The first Ctrl+Z took the 77 away, the second brought the 5 back (the
field's own undo undoes a Backspace too), and both said the same, *Rückgängig gemacht:
Getipptes in Kartenpunkte Vreni/Ueli*: nothing told that a number she had erased was back.
The message says what the field holds after the undo, where it holds anything.
"""

import pytest

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, key, open_match, shortcut, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

TEAMS = [Team(name="Vreni/Ueli", players=[0, 2]), Team(name="Margrit/Hanspeter", players=[1, 3])]


def said(window):
    return window.statusBar().currentMessage()


def test_the_second_undo_says_the_number_it_brought_back(german_window, qtbot):
    window = german_window
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", ["Vreni", "Margrit", "Ueli", "Hanspeter"], preset="einfach_1000",
        teams=TEAMS))
    field = panel.points[0]
    type_(qtbot, "5")
    key(qtbot, "Backspace")
    ctrl(qtbot, "3")
    type_(qtbot, "77")
    assert field.text() == "77"
    shortcut(qtbot, "Ctrl+Z")
    assert field.text() == ""
    assert said(window) == "Rückgängig gemacht: Getipptes in Kartenpunkte Vreni/Ueli"
    shortcut(qtbot, "Ctrl+Z")
    assert field.text() == "5"
    assert said(window) == "Rückgängig gemacht: Getipptes in Kartenpunkte Vreni/Ueli (jetzt: 5)"
