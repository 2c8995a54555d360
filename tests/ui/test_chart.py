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
    # the series: 0 before the first entry, then each entry's running totals
    series = chart.series()
    assert len(series) == len(board.sides)
    for i, line in enumerate(series):
        assert line == [0] + [entry.totals[i] for entry in board.entries]
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
