"""A number refused at Enter is there to be replaced: the first click back into its field
selects it whole, so that what is typed replaces it; a second click puts the cursor where it
clicks, as in any field; once the refused number is edited, a click selects nothing.

A German Schreiberin's Coiffeur at 150 %: 170 typed in Schilten and refused (at most 157),
a click elsewhere, a click back into the field and 112 typed gave "112170" (refused again;
a smaller slip, 1 before 57, would have been written as 157). Every form shares the field:
the Coiffeur's and the Schieber's are tried here, with the mouse's clicks and the keys.
"""

from jasstafel.core.matchfile import new_match

from .keyboard import focus, key, open_match, settle, type_
from .test_click_selects import click_into

PLAYERS = ["Ruth", "Sepp", "Margrit", "Toni"]


def refused(qtbot, panel, field, typed, tab=False):
    """*typed* into *field* (the cursor in it), Enter (after a Tab on to the next field, if
    *tab*): refused, the field marked red and the cursor back in it."""
    assert focus() is field
    type_(qtbot, typed)
    if tab:
        key(qtbot, "Tab")
        assert focus() is not field
    key(qtbot, "Return")
    settle()
    assert field.is_refused() and field.text() == typed and panel.error_text()
    assert focus() is field


def test_a_click_back_into_the_coiffeur_refusal_selects_it(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS,
                                                        preset="swisslos_10"))
    field = panel.points
    refused(qtbot, panel, field, "170")
    # the cursor still in the field: the first click selects the refused number whole
    click_into(qtbot, field)
    assert field.selectedText() == "170"
    # a second click is an edit: the cursor where the mouse is, nothing selected
    point = click_into(qtbot, field)
    assert not field.hasSelectedText()
    assert field.cursorPosition() == field.cursorPositionAt(point)
    # the trial's: a click elsewhere (the history takes the keys), a click back, 112 typed
    click_into(qtbot, window.history.list, window.history.list.rect().center())
    assert focus() is not field and field.is_refused()
    click_into(qtbot, field)
    assert field.selectedText() == "170"
    type_(qtbot, "112")
    assert field.text() == "112", "typed over the refused number, not into it"
    assert not field.is_refused()
    key(qtbot, "Return")
    assert window.controller.match.entries[-1].points == 112


def test_an_edited_refusal_is_typing_again(window, qtbot):
    """The refused number mended (a digit deleted): the Schreiber's typing, which a click
    never selects."""
    panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS,
                                                        preset="swisslos_10"))
    field = panel.points
    refused(qtbot, panel, field, "1570")
    key(qtbot, "Backspace")
    assert field.text() == "157" and not field.is_refused()
    click_into(qtbot, window.history.list, window.history.list.rect().center())
    click_into(qtbot, field)
    assert not field.hasSelectedText() and field.text() == "157"


def test_a_click_back_into_the_schieber_refusal_selects_it(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    field = panel.points[0]
    refused(qtbot, panel, field, "170", tab=True)
    # the refusal put the cursor back into the field: the first click selects the number
    click_into(qtbot, field)
    assert field.selectedText() == "170"
    click_into(qtbot, window.history.list, window.history.list.rect().center())
    assert focus() is not field
    click_into(qtbot, field)
    assert field.selectedText() == "170"
    type_(qtbot, "57")
    assert field.text() == "57"
