"""A Match button never takes the Schreiber's typing away, nor what it is.

Two entry-trust findings of the Schieber form (and the Coiffeur's and Fahnder's, which share
the way): card points typed (87), Match on and off again: the 87 came back marked as the
program's, so that a click selected it whole and the next digit replaced it; and 157 typed
for the team that did not announce, then Ctrl+M: the 157 went without a word (only the
preview said the Match). Now the 87 comes back as the Schreiber's typing (a click places the
cursor, as before the Match), and a Match (or Kontermatsch) that would leave a team with no
card points is refused while points other than 0 are typed for that team: the refusal names
the number and how to clear it, and the typing stays.

Every figure is typed with keys into the focused field; the buttons are pressed by their
keys or clicked with the mouse.
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import clear_field, click, focus, key, open_match, settle, shortcut, type_
from .test_click_selects import click_into

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def open_variant(qtbot, window, variant: str):
    """A new match of *variant*, opened: the cursor is in the form at once, the first key
    needs no wait (test_first_focus_at_once)."""
    panel, _board = open_match(qtbot, window, new_match(variant, FOUR))
    return panel


def _typed_comes_back_as_typed(qtbot, field, typed: str) -> None:
    """*field* shows *typed* again; the cursor taken out of it and a click into its digits
    places the cursor there (nothing selected), and a digit is inserted where it clicked."""
    assert field.text() == typed
    if focus() is field:
        key(qtbot, "Tab")
    assert focus() is not field
    point = click_into(qtbot, field)
    assert not field.hasSelectedText(), "a click never selects the Schreiber's own typing"
    at = field.cursorPositionAt(point)
    assert 0 < at < len(typed)
    type_(qtbot, "1")
    assert field.text() == typed[:at] + "1" + typed[at:], "inserted, not typed over"


@pytest.mark.parametrize("by_mouse", [False, True], ids=["keys", "mouse"])
def test_schieber_match_off_gives_the_typing_back_as_typed(window, qtbot, by_mouse):
    panel = open_variant(qtbot, window, "schieber")
    shortcut(qtbot, "Ctrl+1")
    field = focus()
    assert field is panel.points[0]
    type_(qtbot, "87")
    for _ in range(2):
        if by_mouse:
            click(qtbot, panel.match)
        else:
            shortcut(qtbot, "Ctrl+M")
        settle()
    assert not panel.match.isChecked()
    _typed_comes_back_as_typed(qtbot, field, "87")


def test_schieber_kontermatsch_off_gives_the_typing_back_as_typed(window, qtbot):
    panel = open_variant(qtbot, window, "schieber")
    shortcut(qtbot, "Ctrl+1")
    key(qtbot, "Tab")  # Team B's field: Team B takes every trick in a Kontermatsch
    field = focus()
    assert field is panel.points[1]
    type_(qtbot, "87")
    shortcut(qtbot, "Ctrl+K")
    assert panel.kontermatsch.isChecked() and field.text() == "157"
    shortcut(qtbot, "Ctrl+K")
    _typed_comes_back_as_typed(qtbot, field, "87")


def test_coiffeur_match_off_gives_the_typing_back_as_typed(window, qtbot):
    panel = open_variant(qtbot, window, "coiffeur")
    field = panel.points
    assert focus() is field
    type_(qtbot, "87")
    click(qtbot, panel.match)
    assert panel.match.isChecked() and field.text() == "157"
    click(qtbot, panel.match)
    assert not panel.match.isChecked()
    _typed_comes_back_as_typed(qtbot, field, "87")


def _fahnder_round_up_to_points(qtbot):
    shortcut(qtbot, "Ctrl+1")  # Fahnder: Anna
    type_(qtbot, "120")  # the bid
    shortcut(qtbot, "Ctrl+6")  # the contract
    shortcut(qtbot, "Alt+3")  # partner: Cla; the cursor goes to the card points


def test_fahnder_match_off_gives_the_typing_back_as_typed(window, qtbot):
    panel = open_variant(qtbot, window, "fahnder")
    _fahnder_round_up_to_points(qtbot)
    field = focus()
    assert field is panel.points
    type_(qtbot, "87")
    shortcut(qtbot, "Ctrl+M")
    assert panel.match.isChecked() and field.text() == "157"
    shortcut(qtbot, "Ctrl+M")
    _typed_comes_back_as_typed(qtbot, field, "87")


def test_schieber_ctrl_m_over_157_typed_for_the_other_team_is_refused(window, qtbot):
    """Team A announces; 157 typed for Team B, then Ctrl+M (Team A took every trick): the
    157 is not thrown away. The refusal names it and says how to clear it; the Match stays
    off, the field keeps its typing and the cursor. Cleared, Ctrl+M gives the Match; and
    157 for Team B with Kontermatsch (Ctrl+K) is what the Schreiber may have meant."""
    panel = open_variant(qtbot, window, "schieber")
    shortcut(qtbot, "Ctrl+1")
    assert panel.announcing_team() == 0
    key(qtbot, "Tab")
    field = focus()
    assert field is panel.points[1]
    type_(qtbot, "157")
    shortcut(qtbot, "Ctrl+M")
    settle()
    assert not panel.match.isChecked()
    assert [f.text() for f in panel.points] == ["", "157"]
    said = panel.error_text()
    assert "157" in said and "Team B" in said and "Ctrl+M" in said, said
    assert focus() is field and field.is_refused()
    # the same by the mouse
    click(qtbot, panel.match)
    assert not panel.match.isChecked() and panel.points[1].text() == "157"
    assert "157" in panel.error_text()
    # Kontermatsch: Team B took every trick, its 157 is what the button writes
    shortcut(qtbot, "Ctrl+K")
    assert panel.kontermatsch.isChecked() and panel.error_text() == ""
    shortcut(qtbot, "Ctrl+K")
    assert [f.text() for f in panel.points] == ["", "157"]
    # cleared, the Match is written
    field.setFocus()
    clear_field(qtbot)
    shortcut(qtbot, "Ctrl+M")
    assert panel.match.isChecked() and panel.points[0].text() == "157"
    key(qtbot, "Return")
    entry = window.controller.match.entries[-1]
    assert entry.match and entry.points == (157, 0)


def test_schieber_a_typed_0_is_no_obstacle(window, qtbot):
    """0 typed for the other team says what the Match says: Ctrl+M is taken."""
    panel = open_variant(qtbot, window, "schieber")
    shortcut(qtbot, "Ctrl+1")
    key(qtbot, "Tab")
    type_(qtbot, "0")
    shortcut(qtbot, "Ctrl+M")
    assert panel.match.isChecked() and panel.error_text() == ""
    assert panel.points[0].text() == "157"


def test_schieber_kontermatsch_over_points_typed_for_the_announcing_team(window, qtbot):
    panel = open_variant(qtbot, window, "schieber")
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "87")  # Team A, which announces
    shortcut(qtbot, "Ctrl+K")
    assert not panel.kontermatsch.isChecked()
    assert [f.text() for f in panel.points] == ["87", ""]
    said = panel.error_text()
    assert "87" in said and "Ctrl+K" in said, said


def test_coiffeur_kontermatsch_over_points_typed_is_refused(window, qtbot):
    """The Coiffeur's one field holds the announcing team's points: a Kontermatsch leaves
    that team none, so 87 typed there stays and the Kontermatsch is refused."""
    panel = open_variant(qtbot, window, "coiffeur")
    type_(qtbot, "87")
    shortcut(qtbot, "Ctrl+K")
    assert not panel.kontermatsch.isChecked() and panel.points.text() == "87"
    assert "87" in panel.error_text() and "Ctrl+K" in panel.error_text()


def test_fahnder_ctrl_m_over_points_typed_for_the_opponents_is_refused(window, qtbot):
    panel = open_variant(qtbot, window, "fahnder")
    _fahnder_round_up_to_points(qtbot)
    key(qtbot, "Tab")
    field = focus()
    assert field is panel.opponents
    type_(qtbot, "157")
    shortcut(qtbot, "Ctrl+M")
    settle()
    assert not panel.match.isChecked()
    assert (panel.points.text(), panel.opponents.text()) == ("", "157")
    said = panel.error_text()
    assert "157" in said and "Ctrl+M" in said, said
    assert focus() is field


def test_coiffeur_a_digit_typed_on_the_grid_is_the_schreiber_s(window, qtbot):
    """A digit typed on an open cell of the grid goes into the points field: typed, not set
    by the program, so a click back into it places the cursor (it selected the 8 whole,
    and the next digit replaced it)."""
    from .test_coiffeur_grid_focus import to_the_grid

    panel = open_variant(qtbot, window, "coiffeur")
    to_the_grid(qtbot, window)
    type_(qtbot, "8")
    field = panel.points
    assert focus() is field and field.text() == "8"
    key(qtbot, "Tab")
    assert focus() is not field
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=field.rect().center())
    settle()
    assert focus() is field and not field.hasSelectedText()
    key(qtbot, "End")
    type_(qtbot, "7")
    assert field.text() == "87"
