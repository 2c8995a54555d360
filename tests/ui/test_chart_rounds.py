"""Every point of the chart is a score that stood on the board after a round.

A trial's Punktetafel chart plotted *Board closed* as a fourth round: after 3 rounds and
Ctrl+Shift+C every line ran flat on to x = 4. A French trial's Schieber chart put a Bedanken
too early during round 2 at round 1, where its team had 0. An entry that is no round (the
Schieber's Bedanken, the board closed, a Molotow's card drawn for a tie, a Fahnder's Nuller for
a misdeed) is written during the round being played: what it writes counts into that round,
which is a point of its own when the match ends before it is written (a Bedanken), and no
point when nothing was written (closed, a card drawn); each line still ends on its side's
total."""

from pathlib import Path

import pytest

from jasstafel.core.fahnder import FahnderPenalty, FahnderRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.chart import RunningTotalsChart

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


@pytest.mark.parametrize(("example", "other", "open_round"), [
    ("molotow", "draw", False),  # a card drawn for the tie after the last round
    ("molotow-hausjass", "draw", False),
    ("schieber-bedanken-zu-frueh", "bedanken", True),  # 30 on the stack during round 9
    ("schieber-einfach-1000", "bedanken", False),  # nothing on the stack: nothing written
    ("guggitaler", None, False),  # every entry a game
])
def test_only_rounds_are_points(window, qtbot, example, other, open_round):
    """The example boards of the variants with a chart (the Handjass, the Fahnder and the
    Pandur have none): the Pandur's misdeals would be points, as its sheet numbers them."""
    assert window.open_file(str(EXAMPLES / f"{example}.jass"))  # finished: no form to wait for
    board = window.controller.board
    numbered = [e for e in board.entries if e.round is not None]
    assert [e.kind for e in board.entries if e.round is None] == ([other] if other else [])
    chart = show_chart(qtbot, window)
    frame = chart.frame()
    points = len(numbered) + open_round
    assert frame is not None and frame.x_max == points
    for i, line in enumerate(chart.series()):
        assert len(line) == points + 1
        assert line[:len(numbered) + 1] == [0] + [e.totals[i] for e in numbered]
        assert line[-1] == board.entries[-1].totals[i]


def test_a_bedanken_during_round_two_is_a_point_of_round_two(window, qtbot, tmp_path):
    """A French trial's Schieber: round 1 a Kontermatsch (Team A announced, Team B took every
    trick), then during round 2 Team A bedankt too early with 100 on the stack in Kreuz ×2
    (Ctrl+B, 100, Ctrl+1, Team A's button). The board says 200 of 2'500 and Team B wins; the
    chart put Team A's 200 at round 1, where they had 0: the stack belongs to round 2, the
    round being played, which the Bedanken ended before it was written."""
    open_match(qtbot, window, new_match("schieber", NAMES[:4], preset="swisslos_2500_fr"))
    shortcut(qtbot, "Ctrl+1")  # Kreuz ×2, Team A announces
    shortcut(qtbot, "Ctrl+K")  # Kontermatsch: 257 to Team B
    enter(qtbot)
    assert [s.total for s in window.controller.board.sides] == [0, 514]
    shortcut(qtbot, "Ctrl+B")  # to the stack
    type_(qtbot, "100")
    shortcut(qtbot, "Ctrl+1")
    tab(qtbot)  # Team A's Bedanken
    enter(qtbot)
    board = window.controller.board
    assert board.finished and board.winners == [1]
    assert [e.kind for e in board.entries] == ["round", "bedanken"]
    chart = show_chart(qtbot, window)
    assert chart.series() == [[0, 0, 200], [0, 514, 514]]
    frame = chart.frame()
    assert frame is not None and frame.x_max == 2 and frame.x_ticks[-1] == 2
    assert chart.grab().save(str(tmp_path / "fix-chart-bedanken.png"))


def test_nuller_between_rounds_count_into_the_next_round(qtbot):
    """The Fahnder has no chart in the window, but the chart draws any board: a misdeed's
    Nuller written during round 2 are in round 2's point, not in round 1's; written during
    round 3, before it is, they are round 3's point."""
    match = new_match("fahnder", NAMES[:4])
    match.add(FahnderRound(fahnder=0, partner=1, bid=100, contract="eicheln", points=120))
    after_one = match.board().entries[-1].totals
    match.add(FahnderPenalty(player=1, nuller=2))
    match.add(FahnderRound(fahnder=2, partner=3, bid=100, contract="eicheln", points=120))
    after_two = match.board().entries[-1].totals
    match.add(FahnderPenalty(player=2, nuller=1))
    board = match.board()
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.set_board(board)
    series = chart.series()
    assert [line[1] for line in series] == after_one
    assert [line[2] for line in series] == after_two
    assert [line[3] for line in series] == board.entries[-1].totals
    assert len(series[0]) == 4
