"""The running-totals chart draws every variant's board: one line per side, axes, target."""

from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.chart import RunningTotalsChart, nice_ticks, side_color

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "docs" / "examples").glob("*.jass"))


def colours(image):
    """The set of colours in *image* (every second pixel), as #rrggbb."""
    found = set()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            found.add(QColor(image.pixel(x, y)).name())
    return found


def test_there_is_an_example_of_every_windowed_variant():
    variants = {matchfile.load(path).variant for path in EXAMPLES}
    assert {"schieber", "coiffeur", "molotow", "differenzler", "punktetafel"} <= variants


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_is_drawn(qtbot, tmp_path, path):
    board = matchfile.load(path).board()
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(700, 420)
    chart.set_board(board)
    # the series: 0 before the first round, then each round's running totals, and the
    # round being played when a Bedanken wrote a stack before it was (test_chart_rounds)
    series = chart.series()
    assert len(series) == len(board.sides)
    rounds = [entry for entry in board.entries if entry.round is not None]
    last = board.entries[-1] if board.entries else None
    open_round = last is not None and last.round is None and any(last.written)
    for i, line in enumerate(series):
        assert len(line) == len(rounds) + 1 + open_round and line[0] == 0
        assert line[-1] == (board.entries[-1].totals[i] if board.entries else 0)
    image = chart.grab().toImage()
    assert image.save(str(tmp_path / f"{path.stem}.png"))
    seen = colours(image)
    for i in range(min(len(board.sides), 8)):  # every side's line is there
        assert side_color(i).name() in seen, board.sides[i].name
    if isinstance(board.figures.get("target"), int):
        assert chart.target() == board.figures["target"]
        assert "#b3261e" in seen  # the dashed target line


def test_an_empty_board_and_a_small_chart(qtbot):
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(320, 200)
    chart.set_board(new_match("punktetafel", ["Anna", "Beat"]).board())
    assert chart.series() == [[0], [0]]
    assert not chart.grab().toImage().isNull()
    chart.set_board(new_match("molotow", ["Anna", "Beat", "Cla"]).board(), None)
    assert not chart.grab().toImage().isNull()


def test_ticks_are_round_numbers_covering_the_range():
    assert nice_ticks(0, 2839) == [0, 500, 1000, 1500, 2000, 2500, 3000]
    assert nice_ticks(-3, 14) == [-5, 0, 5, 10, 15]
    assert nice_ticks(-3, 14, 8) == [-3, 0, 3, 6, 9, 12, 15]  # 2.5 rounded to whole points
    assert nice_ticks(0, 0) == [-1, 0, 1]
    ticks = nice_ticks(-50, 291)
    assert ticks[0] <= -50 and ticks[-1] >= 291 and 0 in ticks


# a keyboard trial's Punktetafel at 1024×600: totals 100, −8, −15, 55 after three rounds;
# the chart ended at its 0 line, Beat's and Cla's lines and the entry numbers cut off
TRIAL = [("50", "-20", "0", "30"), ("-50", "12", "15", "5"), ("100", "0", "-30", "20")]
NEGATIVE = [path for path in EXAMPLES if path.stem.startswith(("guggitaler", "molotow-haus"))]


def drawn_whole(chart):
    """Every total between the chart's lowest and highest tick, 0 among them, and the
    entry numbers below the plot inside the widget."""
    frame = chart.frame()
    values = [v for line in chart.series() for v in line]
    assert frame.y_ticks[0] <= min(values) and frame.y_ticks[-1] >= max(values), frame.y_ticks
    assert 0 in frame.y_ticks and 0 in frame.y_labels  # the zero line, named
    assert frame.x_ticks and frame.labels_bottom <= chart.height(), frame
    assert frame.plot.height() >= 20 and frame.plot.top() >= 0


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_the_chart_shows_the_totals_below_zero_where_the_tabs_are_lowest(window, qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from .keyboard import ALT, enter, open_match, press, tab, type_

    open_match(qtbot, window, new_match("punktetafel", ["Anna", "Beat", "Cla", "Dora"]))
    for values in TRIAL:
        for value in values:
            type_(qtbot, value)
            tab(qtbot)
        enter(qtbot)
    assert [s.total for s in window.controller.board.sides] == [100, -8, -15, 55]
    press(qtbot, "v", ALT)  # View → Chart
    press(qtbot, "c")
    chart = window.chart
    assert window.tabs.currentWidget() is chart
    # the handle between the board and the tabs dragged as far down as it goes
    handle = window.left.handle(1)
    middle = handle.rect().center()
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    QTest.mouseMove(handle, middle + QPoint(0, 1500))
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       middle + QPoint(0, 1500))
    qtbot.waitUntil(lambda: window.tabs.height() == window.tabs.minimumHeight())
    assert chart.visibleRegion().boundingRect() == chart.rect()  # nothing of it cut off
    drawn_whole(chart)


@pytest.mark.parametrize("path", NEGATIVE, ids=lambda p: p.stem)
@pytest.mark.parametrize("size", [(320, 72), (502, 144), (700, 420)])
def test_totals_below_zero_are_drawn_at_every_size(qtbot, tmp_path, path, size):
    """Guggitaler (penalties, with or without Domino's plus points) and Molotow (a hand Weis
    takes points off) go below zero, as the Punktetafel's minus points do."""
    board = matchfile.load(path).board()
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(*size)
    chart.set_board(board)
    assert chart.size().toTuple() == size  # no larger than the room it is given
    assert min(v for line in chart.series() for v in line) < 0
    drawn_whole(chart)
    assert chart.grab().toImage().save(str(tmp_path / f"{path.stem}.png"))
