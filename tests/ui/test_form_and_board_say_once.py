"""The line above the form and the line under the board never say the same sentence.

In the Molotow, the Punktetafel and the Guggitaler both lines said "Round 2 of 5: Beat deals"
(or the Guggitaler's next game, the tie to draw, who won) at the same time. The board says
the state (which round of how many, who deals, the target, the tie, who won), the form what
to type next (the line under it: "Card points missing: …", the Guggitaler's game box, the
Molotow's card draw): the line above the form says nothing while the match is played, and,
where the form was after the end, that the match is over.
"""

import json

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, shortcut, tab, type_
from .test_guggitaler_window import EXAMPLES, play

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

THREE = ["Anna", "Beat", "Cla"]


def form_line(window):
    """What is said above the form (or, after the end, where the form was)."""
    if window.finished_label.isVisible():
        return window.finished_label.text()
    return window.status_label.text() if window.status_label.isVisible() else ""


def board_line(window):
    """What the board says under its table (the Guggitaler sheet: its state line)."""
    board = window.board_widget
    sheet = getattr(board, "sheet", None)
    return sheet.state if sheet is not None else board.data.footer


def said(window, seen):
    form, board = form_line(window), board_line(window)
    seen.append((form, board))
    assert board, seen  # the board says the state
    assert form != board and (not form or form not in board) and board not in form, seen


def type_round(qtbot, values):
    for value in values:
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)


def test_the_molotow_says_each_thing_once(window, qtbot):
    open_match(qtbot, window, new_match("molotow", THREE, settings={
        "rounds": 3, "last_round_double": True}))
    seen = []
    said(window, seen)
    for _round in range(3):
        type_round(qtbot, ("50", "50"))  # Cla's 57 follows: Anna and Beat tie
        said(window, seen)
    assert window.controller.board.figures["ties_to_draw"]
    shortcut(qtbot, "Ctrl+D")  # the board draws
    qtbot.waitUntil(lambda: window.controller.board.finished)
    said(window, seen)
    assert seen[0][0] == ""
    assert seen[0][1] == "Round 1 of 3: Anna deals"
    assert seen[-1][0] == "The match is over."
    assert seen[-1][1].startswith("Anna wins with 200 points") or seen[-1][1].startswith(
        "Beat wins with 200 points")


@pytest.mark.parametrize("rules", [{"target": 300, "margin": 50}, {"rounds": 2}, {}])
def test_the_punktetafel_says_each_thing_once(window, qtbot, rules):
    open_match(qtbot, window, new_match("punktetafel", THREE, settings=rules))
    seen = []
    said(window, seen)
    for _round in range(3 if rules.get("rounds") != 2 else 2):
        type_round(qtbot, ("100", "100", "10"))  # a tie at the target: play on
        said(window, seen)
    if not window.controller.board.finished:
        shortcut(qtbot, "Ctrl+Shift+C")  # closed early
        qtbot.waitUntil(lambda: window.controller.board.finished)
        said(window, seen)
    assert seen[-1][0] == "The match is over."


def test_the_guggitaler_says_each_thing_once(window, qtbot):
    data = json.loads((EXAMPLES / "guggitaler.jass").read_text(encoding="utf-8"))
    open_match(qtbot, window, new_match("guggitaler", data["players"],
                                        settings=data["settings"]))
    seen = []
    said(window, seen)
    for i, entry in enumerate(data["entries"]):
        play(qtbot, entry, variety=i)
        said(window, seen)
    assert window.controller.board.finished
    assert seen[0] == ("", "Guggitaler 1 of 1: Tricks, Anna deals")
    assert seen[-1] == ("The match is over.", "Dora wins with 90 points")


def test_a_correction_names_its_round_in_the_form(window, qtbot):
    """A round corrected: the form's box says which one it writes now (the board says the
    next round of the match), the line above it nothing."""
    open_match(qtbot, window, new_match("molotow", THREE, settings={"rounds": 5}))
    for _round in range(2):
        type_round(qtbot, ("40", "60"))
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    shortcut(qtbot, "Ctrl+E")
    qtbot.waitUntil(lambda: window.panel.correcting == 0)
    assert window.panel.round_box.title() == "Round 1 of 5"
    assert form_line(window) == ""
    assert board_line(window) == "Round 3 of 5: Cla deals"
