"""The Guggitaler's form stays where it is from the first Guggitaler to the next. A keyboard
trial's match of two at 1366×768: the line under the form and *Write* stood 14 px lower from
Guggitaler 2 on than in Guggitaler 1, though the form itself had not moved (docs/window.md:
the form does not move)."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, top, type_

PLAYERS = ["Tom", "Anna", "Beat", "Dora"]


def counts(qtbot, *typed):
    """Each player's count but the last one's (it follows), one Enter."""
    for count in typed:
        type_(qtbot, count)
        tab(qtbot)
    enter(qtbot)


def one_guggitaler(qtbot):
    counts(qtbot, "3", "2", "4")  # tricks
    counts(qtbot, "2", "3", "0")  # Bells
    counts(qtbot, "1", "1", "1")  # Ober
    for taker in ("3", "1"):  # King of Roses, last trick: the player who took it
        type_(qtbot, taker)
        enter(qtbot)
    type_(qtbot, "421")  # the Domino's order (the last one follows)
    enter(qtbot)


@pytest.mark.parametrize("size", [(1300, 850), (1366, 749)])
def test_write_stays_where_it_was_in_the_first_guggitaler(window, qtbot, size):
    window.resize(*size)
    panel, _board = open_match(qtbot, window, new_match(
        "guggitaler", PLAYERS, settings={"guggitaler": 2}))
    places = [top(window, w) for w in (panel.game_box, panel.preview_line, panel.write_button)]
    one_guggitaler(qtbot)
    assert len(window.controller.match.entries) == 6
    assert panel.pages.currentIndex() == 0  # Guggitaler 2's tricks
    assert [top(window, w) for w in (panel.game_box, panel.preview_line,
                                     panel.write_button)] == places
