"""The Molotow said "Round 1 of 5: Anna deals" three times at once (an English trial's): in
the line above the form, under the board, and once more in the form, whose box was titled
"Round 1 of 5 · 5 rounds to play" under the header's "Deals Anna". The form's box says only
what is not said above it: the rounds still to play, or that this round counts double; a
round corrected is named, as it is not the next one. The round of how many and who deals are
the board's, under it; what to type the form's own line under it says."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

NAMES = ["Anna", "Beat", "Claudio"]


def form_texts(window, panel):
    return [window.status_label.text(), panel.header.text(), panel.round_box.title()]


def test_the_round_is_named_once_above_the_form(window, qtbot):
    window.resize(1366, 728)
    panel, board = open_match(qtbot, window, new_match(
        "molotow", NAMES, settings={"rounds": 5, "last_round_double": True}))
    texts = form_texts(window, panel)
    assert texts[0] == ""
    assert not any("Round 1 of 5" in t for t in texts)
    assert board.data.footer == "Round 1 of 5: Anna deals"
    assert panel.round_box.title() == "5 rounds to play"
    for _round in range(4):
        for value in ("50", "50"):
            type_(qtbot, value)
            tab(qtbot)
        enter(qtbot)
    assert board.data.footer == "Round 5 of 5: Beat deals (counts double)"
    assert panel.round_box.title() == "This round counts double"


def test_the_board_names_the_round_once(window, qtbot):
    """The board's title line said "Round 2 of 5 · 4 to play" over its own line "Round 2 of
    5: Beat deals": the round with who deals it is said under the board, the title line
    says the match (its rounds, who wins)."""
    window.resize(1366, 728)
    _panel, board = open_match(qtbot, window, new_match("molotow", NAMES,
                                                        settings={"rounds": 5}))
    for value in ("50", "50"):
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    said = [board.data.title, board.data.subtitle, board.data.footer]
    assert board.data.footer == "Round 2 of 5: Beat deals"
    assert sum("Round 2" in text for text in said) == 1, said
    assert board.data.subtitle == "5 rounds · fewest points win"
