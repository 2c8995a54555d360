"""A trial's Punktetafel chart plotted *Board closed* as a fourth round: after 3 rounds and
Ctrl+Shift+C every line ran flat on to x = 4. The chart's x axis counts rounds only: an entry
that is no round (the board closed, a Molotow's card drawn for a tie, a Fahnder's Nuller for
a Schieber's Bedanken) is no point of its own; what it writes joins the round
before it, so that each line still ends on its side's total."""

from pathlib import Path

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, shortcut, tab, type_

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
NAMES = ["Fiona", "Marco", "Heidi", "Reto", "Sina"]


def show_chart(qtbot, window):
    """View → Chart, as the menu does it."""
    window.page_actions[1].trigger()
    settle()
    assert window.chart.isVisible()
    return window.chart


def test_the_punktetafel_closed_after_three_rounds_ends_at_round_three(window, qtbot):
    open_match(qtbot, window, new_match("punktetafel", NAMES))
    for points in ((120, -30, 0, 40, 45), (10, 20, -5, 0, 30), (50, 0, 0, 0, -100)):
        for value in points[:-1]:
            type_(qtbot, str(value))
            tab(qtbot)
        type_(qtbot, str(points[-1]))
        enter(qtbot)
    shortcut(qtbot, "Ctrl+Shift+C")
    board = window.controller.board
    assert board.finished and [e.kind for e in board.entries][-1] == "close"
    chart = show_chart(qtbot, window)
    frame = chart.frame()
    assert frame is not None and frame.x_max == 3
    assert frame.x_ticks[-1] == 3
    assert chart.series()[0] == [0, 120, 130, 180]
    assert [line[-1] for line in chart.series()] == [s.total for s in board.sides]


@pytest.mark.parametrize(("example", "other"), [
    ("molotow", "draw"),  # a card drawn for the tie after the last round
    ("molotow-hausjass", "draw"),
    ("schieber-bedanken-zu-frueh", "bedanken"),
    ("guggitaler", None),  # every entry a game
])
def test_only_rounds_are_points(window, qtbot, example, other):
    """The example boards of the variants with a chart (the Handjass, the Fahnder and the
    Pandur have none): the Pandur's misdeals would be points, as its sheet numbers them."""
    assert window.open_file(str(EXAMPLES / f"{example}.jass"))  # finished: no form to wait for
    board = window.controller.board
    numbered = [e for e in board.entries if e.round is not None]
    assert [e.kind for e in board.entries if e.round is None] == ([other] if other else [])
    chart = show_chart(qtbot, window)
    frame = chart.frame()
    assert frame is not None and frame.x_max == len(numbered)
    for i, line in enumerate(chart.series()):
        assert len(line) == len(numbered) + 1
        assert line[-1] == board.entries[-1].totals[i]
