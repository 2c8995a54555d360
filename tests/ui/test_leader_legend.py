"""A German trial took the Molotow's yellow column for the dealer's: nothing said what it is.
The Molotow's and the Differenzler's boards say it now: beside the heads, on the same yellow,
a word (*Führung*, at the end *gewonnen*), and a tooltip over the yellow column and over
that word; the dealer is the one with *gibt* under his name, as ever."""

import pytest
from PySide6.QtCore import QPoint

from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import enter, open_match, settle, tab, type_
from .test_long_team_names import tooltip_at

NAMES = ["Heidi", "Ruedi", "Sepp", "Vreni"]
MOLOTOW_TIP = ("Gelb: in Führung, bisher die wenigsten Punkte (wer gibt, steht unter seinem "
               "Namen)")

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def in_column(board, column, row=2):
    """A point in *column* of the painted table, in its *row*-th round."""
    board.grab()
    left, width, _px = board.painted_heads[column]
    return QPoint(int(left + width / 2), int(board.painted_tops[row] + 3))


def test_the_yellow_column_says_what_it_is(german_window, qtbot):
    window = german_window
    _panel, board = open_match(qtbot, window, new_match("molotow", NAMES))
    settle()
    board.grab()
    assert board.painted_legend == ""  # nobody leads before round 1: nothing yellow
    for value in ("31", "52", "27"):  # Sepp 27, the fewest; Vreni's 47 follow
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    settle()
    assert board.data.leaders == [2]
    board.grab()
    assert board.painted_legend == "Führung"
    assert tooltip_at(qtbot, board, in_column(board, 2)) == plain(MOLOTOW_TIP)
    assert tooltip_at(qtbot, board, board.painted_legend_box.center().toPoint()) == plain(
        MOLOTOW_TIP)
    # a column not yellow: the board's own tooltip, the state of the game
    assert tooltip_at(qtbot, board, in_column(board, 0)) == board.toolTip()
    assert "Runde 2 von 8: Ruedi gibt" in board.toolTip()


def test_the_differenzler_says_won_at_the_end(german_window, qtbot):
    match = new_match("differenzler", NAMES, settings={"games": 1})
    match.add(DifferenzlerGame(predictions=[40, 35, 50, 30], points=[38, 41, 47, 31]))
    german_window.start(match)  # finished: no form to wait for
    settle()
    board = german_window.board_widget
    board.grab()
    assert board.data.leaders == [3] and board.painted_legend == "gewonnen"
    assert tooltip_at(qtbot, board, in_column(board, 3, row=1)) == plain(
        "Gelb: gewonnen, die tiefste Strafe")


@pytest.fixture
def french(qapp, qtbot, settings, autosaves):
    yield from window_in("fr", qapp, qtbot, settings)


def test_french(french, qtbot):
    match = new_match("differenzler", NAMES)
    match.add(DifferenzlerGame(predictions=[40, 35, 50, 30], points=[38, 41, 47, 31]))
    _panel, board = open_match(qtbot, french, match)
    settle()
    board.grab()
    assert board.painted_legend == "en tête"
    assert tooltip_at(qtbot, board, in_column(board, 3, row=1)) == plain(
        "Jaune\u00a0: en tête, la pénalité la plus basse jusqu’ici (qui donne est écrit sous son "
        "nom)")


def test_the_word_stands_on_the_leaders_column_not_beside_the_first_name(french, qtbot):
    """A French trial read "Valérie en tête": the word stood in the rounds' numbers' column,
    beside the first name, while Jean-Marc led. It stands under the leader's name now."""
    names = ["Valérie", "Jean-Marc", "Sylvie", "Pascal"]
    match = new_match("differenzler", names)
    match.add(DifferenzlerGame(predictions=[40, 30, 50, 37], points=[45, 30, 52, 30]))
    _panel, board = open_match(qtbot, french, match)
    settle()
    board.grab()
    assert board.data.leaders == [1] and board.painted_legend == "en tête"
    left, width, _px = board.painted_heads[1]
    box = board.painted_legend_box
    assert left <= box.left() and box.right() <= left + width
    assert board.painted_tops[0] < box.center().y() < board.painted_tops[1]  # in the heads
    tip = tooltip_at(qtbot, board, box.center().toPoint())
    assert tip.startswith(plain("Jaune\u00a0: en tête").removesuffix("</qt>"))
