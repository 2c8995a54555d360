"""A Weis button (+20, +50, …) adds to a whole number only. A Schreiber's "12a" in the Weis
field was replaced by 20 at a click on *+20*, the typing lost without a word. Now the typing
stays, the field is marked red and its refusal is said in Enter's words; a whole number
that Enter refuses (a negative Weis, a Pandur total over the most a hand can show) is
refused the same way: adding a Weis to it makes no total of Weis. Real typing into the
focused field, real clicks on the buttons, German and English."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import clear_field, click, ctrl, enter, focus, open_match, settle, type_

PLAYERS = ["Anna", "Beat", "Claudia", "Dora"]


def schieber_weis(qtbot, window, typed):
    """A Schieber round of 100 for Team A (Kreuz), *typed* into Team A's Weis field."""
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    ctrl(qtbot, "1")
    type_(qtbot, "100")
    ctrl(qtbot, "w")
    assert focus() is panel.weis.field
    type_(qtbot, typed)
    return panel


@pytest.mark.parametrize(("typed", "said"), [
    ("12a", "Weis Team A: «12a» ist keine ganze Zahl"),
    ("-20", "Weis Team A: mindestens 0, nicht -20"),
])
def test_a_schieber_weis_button_keeps_what_enter_refuses(german_window, qtbot, typed, said):
    panel = schieber_weis(qtbot, german_window, typed)
    for amount in (20, 50):
        click(qtbot, panel.weis.amount_buttons[amount])
        assert panel.weis.field.text() == typed
        assert panel.error_text() == said
        assert panel.weis.field.is_refused()
    click(qtbot, panel.weis.field)
    enter(qtbot)  # Enter says the same words, and writes nothing
    assert panel.error_text() == said
    assert german_window.controller.match.entries == ()


def test_the_weis_buttons_add_again_once_the_field_is_mended(german_window, qtbot):
    panel = schieber_weis(qtbot, german_window, "12a")
    click(qtbot, panel.weis.amount_buttons[20])
    assert panel.weis.field.is_refused()
    click(qtbot, panel.weis.field)
    clear_field(qtbot)
    type_(qtbot, "12")
    click(qtbot, panel.weis.amount_buttons[50])
    assert panel.weis.field.text() == "62"
    assert panel.error_text() == ""
    assert not panel.weis.field.is_refused()


def test_an_english_weis_button_keeps_the_typing(window, qtbot):
    panel = schieber_weis(qtbot, window, "5o")
    click(qtbot, panel.weis.amount_buttons[100])
    assert panel.weis.field.text() == "5o"
    assert panel.error_text() == "Weis Team A: “5o” is not a whole number"
    assert panel.weis.field.is_refused()


@pytest.mark.parametrize(("typed", "said"), [
    ("2o", "Weis Claudia: «2o» ist keine ganze Zahl"),
    ("999", "Weis Claudia: höchstens 350, nicht 999"),
])
def test_a_pandur_weis_button_keeps_what_enter_refuses(german_window, qtbot, typed, said):
    german_window.start(new_match("pandur", PLAYERS))
    qtbot.waitUntil(lambda: german_window.panel is not None and german_window.panel.isVisible())
    settle()
    panel = german_window.panel
    click(qtbot, panel.declarer_buttons[2])
    click(qtbot, panel.contract_buttons[100])
    click(qtbot, panel.points)
    type_(qtbot, "80")
    click(qtbot, panel.weis.field)
    type_(qtbot, typed)
    click(qtbot, panel.weis.amount_buttons[20])
    assert panel.weis.field.text() == typed
    assert panel.error_text() == said
    assert panel.weis.field.is_refused()
