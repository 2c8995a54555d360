"""The notes column at the right of the Punktetafel and Molotow boards says what it holds.
An English trial (1366×768): the 3-player Punktetafel showed a fourth column on the right,
empty and without a heading, from round 1 (the remark column, kept from the start so that
the board does not jump at the first remark); the Molotow's held only a warning such as
"146 of 157 card points" under no heading. The column is headed "Notes" (German
"Bemerkungen", French "Remarques", as the form's field and the CSV call them), from the
start, and the board stays where it was when the first note comes."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .test_molotow_window import type_round as type_molotow_round
from .test_punktetafel_window import type_round
from .texts import Painted

HEADING = {"en": "Notes", "de": "Bemerkungen", "fr": "Remarques"}


def painted(board):
    with Painted() as p:
        board.grab()
    return p.texts


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_punktetafel_notes_column_has_its_heading_from_round_1(language, request, qtbot):
    window = request.getfixturevalue({"en": "window", "de": "german_window",
                                      "fr": "french_window"}[language])
    window.resize(1366, 768)
    _panel, board = open_match(qtbot, window, new_match("punktetafel", ["Anna", "Beat", "Cla"]))
    assert HEADING[language] in painted(board)  # before any round
    type_round(qtbot, (120, 80, 100))
    assert HEADING[language] in painted(board)
    heads = list(board.painted_heads)
    type_round(qtbot, (90, 110, 100), "Weis 50")
    texts = painted(board)
    assert HEADING[language] in texts and "Weis 50" in texts
    assert board.painted_heads == heads  # the first note moved nothing


def test_the_molotow_of_five_keeps_its_notes_column_with_its_heading(window, qtbot):
    """Five players: a card is left over and a round of fewer than 157 card points is
    written with a warning in the notes column: the column is there, headed, from the
    start, and the names do not move when the first warning comes."""
    window.resize(1366, 768)
    names = ["Anna", "Beat", "Cla", "Dora", "Emil"]
    _panel, board = open_match(qtbot, window, new_match("molotow", names))
    assert "Notes" in painted(board)
    heads = list(board.painted_heads)
    type_molotow_round(qtbot, [30, 41, 25, 40, 21], rest=False)  # 157
    type_molotow_round(qtbot, [18, 35, 44, 29, 20], rest=False)  # 146: a card left over
    texts = painted(board)
    assert "Notes" in texts and "146 of 157 card points" in texts
    assert board.painted_heads == heads


def test_a_board_without_notes_has_no_notes_heading(window, qtbot):
    """Four players and no double round: every card is dealt, the Molotow writes no note,
    and there is no empty column to head."""
    window.resize(1366, 768)
    _panel, board = open_match(qtbot, window, new_match("molotow", ["Anna", "Beat", "Cla",
                                                                    "Dora"]))
    type_molotow_round(qtbot, [31, 52, 27, 47], rest=False)
    assert "Notes" not in painted(board)
