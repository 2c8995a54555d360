"""A keyboard trial's Molotow at 1280×800, Stöck switched off: the legend under the table
said "Small: Handweis (HW), Tischweis (TW), Stöck (St) …" (shot 48), and the columns moved by
some 8 px when the card draw finished the match (the label "Card drawn" is wider than
"Tischweis"). The legend names only what the table counts; the columns stay where they were."""

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound

from .keyboard import open_match, settle, shortcut

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def legend(board) -> str:
    board.grab()  # painted as a person sees it
    return board.painted_cell_legend[0]


def test_the_legend_names_stoeck_only_where_they_are_written(window, qtbot):
    _panel, board = open_match(qtbot, window, new_match("molotow", NAMES))
    assert legend(board) == ("Small: Handweis (HW), Tischweis (TW); green minus, red plus. "
                             "Big: the round's points.")
    _panel, board = open_match(qtbot, window, new_match("molotow", NAMES,
                                                        settings={"stoeck": True}))
    assert legend(board) == ("Small: Handweis (HW), Tischweis (TW), Stöck (St); green minus, "
                             "red plus. Big: the round's points.")


def columns(board):
    settle()
    board.grab()
    return [(left, width) for left, width, _size in board.painted_heads]


def test_the_columns_stay_when_the_card_draw_finishes(window, qtbot, tmp_path):
    window.resize(1280, 800)
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    match.add(MolotowRound(points=[30, 50, 30, 47]))  # Anna and Cla tied on 30
    _panel, board = open_match(qtbot, window, match)
    before = columns(board)
    shortcut(qtbot, "Ctrl+3")  # Cla drew the higher card
    assert window.controller.board.finished
    assert board.data.extras[-2].label == "Card drawn"  # its line is there now
    assert columns(board) == before
