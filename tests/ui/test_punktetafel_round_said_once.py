"""A Punktetafel of 6 fixed rounds said "Donne 1 sur 6" three times on one screen (a Romand
trial's shot-38): above the form, under the board, and in the form's box, titled "Donne 1
sur 6 · 6 donnes · le plus de points gagne". As the Molotow's: the box says what is not
said above it, the rounds still to play; a round corrected is named."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

NAMES = ["Jean-Marc", "Sylvie", "Pascal"]


def test_the_round_of_fixed_rounds_is_named_once_by_the_form(window, qtbot):
    window.resize(1280, 800)
    panel, board = open_match(qtbot, window, new_match("punktetafel", NAMES,
                                                       settings={"rounds": 6}))
    texts = [window.status_label.text(), panel.header.text(), panel.box.title()]
    assert not any("Round 1 of 6" in t for t in texts), texts  # the board's, under it
    assert board.data.footer == "Round 1 of 6"
    assert panel.box.title() == "6 rounds to play"
    for value in ("50", "30", "20"):
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    qtbot.waitUntil(lambda: panel.box.title() == "5 rounds to play")
    assert board.data.footer == "Round 2 of 6"
    assert window.status_label.text() == ""


def test_without_fixed_rounds_the_box_says_the_rules_not_the_round(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("punktetafel", NAMES,
                                                       settings={"target": 300}))
    assert "Round" not in panel.box.title()
    assert "Round 1" in board.data.footer


def test_the_differenzler_game_is_named_once_by_the_form(window, qtbot):
    """The Differenzler's box said "Game 1 of 12" under "Game 1 of 12: Jean-Marc deals ·
    predictions first" likewise: it says the games still to play (and the game is the
    board's, under it: the line above the form says nothing while the match is played)."""
    window.resize(1280, 800)
    panel, board = open_match(qtbot, window, new_match("differenzler",
                                                       [*NAMES, "Nadia"]))
    texts = [window.status_label.text(), panel.header.text(), panel.box.title(),
             board.data.footer, board.data.subtitle]
    assert sum("Game 1 of 12" in t for t in texts) == 1, texts
    assert panel.box.title() == "12 games to play"
