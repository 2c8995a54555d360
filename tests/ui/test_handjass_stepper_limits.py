"""The Handjass − / + step from any whole number typed, into the field's limits. A German
trial's Schreiber typed 8 Striche for Fritz (voll is 7), Enter refused it, and "−" then did
nothing, six clicks long: still 8, no word (the field was refused before it was stepped
from). Now − on 8 gives 7, + on a number below 0 gives 0; a field with no whole number in it
keeps what was typed, and its refusal is said. Real clicks on the tab, the field and the
buttons, real typing."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.handjass import HandjassStriche
from jasstafel.core.matchfile import new_match

from .keyboard import click, enter, focus, open_match, settle, type_

FOUR = ["Ueli", "Hansruedi", "Fritz", "Käthi"]
FRITZ = 2


def striche_tab(qtbot, panel):
    """A click on the tab *Striche*, then into Fritz's field."""
    bar = panel.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    settle()  # the page shown and laid out, the cursor in its first field
    click(qtbot, panel.steppers[FRITZ])
    assert focus() is panel.steppers[FRITZ]


def test_minus_on_a_number_over_voll_gives_voll(german_window, qtbot):
    panel, _slate = open_match(qtbot, german_window, new_match("handjass", FOUR))
    striche_tab(qtbot, panel)
    type_(qtbot, "8")
    enter(qtbot)
    assert panel.error_text() == "Striche Fritz: höchstens 7, nicht 8"
    click(qtbot, panel.minus_buttons[FRITZ])
    assert panel.steppers[FRITZ].text() == "7"
    assert panel.error_text() == ""  # the 8 it was about is gone
    click(qtbot, panel.minus_buttons[FRITZ])
    assert panel.steppers[FRITZ].text() == "6"
    click(qtbot, panel.write_button)
    assert german_window.controller.match.entries == (HandjassStriche(striche=[0, 0, 6, 0]),)


@pytest.mark.parametrize(("typed", "button", "shown"), [
    ("12", "plus", "7"),  # over voll: + goes no higher than voll either
    ("-3", "plus", "0"),  # below the least: + goes up to it
    ("-3", "minus", "0"),
    ("99999999999999", "minus", "7"),  # more digits than any score, still a whole number
])
def test_a_whole_number_out_of_the_limits_is_brought_into_them(
        german_window, qtbot, typed, button, shown):
    panel, _slate = open_match(qtbot, german_window, new_match("handjass", FOUR))
    striche_tab(qtbot, panel)
    type_(qtbot, typed)
    buttons = panel.plus_buttons if button == "plus" else panel.minus_buttons
    click(qtbot, buttons[FRITZ])
    assert panel.steppers[FRITZ].text() == shown


def test_no_whole_number_stays_and_is_refused(german_window, qtbot):
    panel, _slate = open_match(qtbot, german_window, new_match("handjass", FOUR))
    striche_tab(qtbot, panel)
    type_(qtbot, "3e")
    for buttons in (panel.minus_buttons, panel.plus_buttons):
        click(qtbot, buttons[FRITZ])
        assert panel.steppers[FRITZ].text() == "3e"
        assert panel.error_text() == "Striche Fritz: «3e» ist keine ganze Zahl"
        assert panel.steppers[FRITZ].property("refused")
    assert german_window.controller.match.entries == ()
