"""The Statistics tab's column heads whole (a French trial's Chibre at 1024×600 read
"Jean-Pierre & Marie-Cl…" and "Les Cousins de Tour-d…" over its two columns): a name too long
for its column goes on two lines, cut at a space (after a hyphen only where a single word is
wider than the column, as the board's heads), and is whole, on a netbook and on a laptop."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import open_match, settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NETBOOK, LAPTOP = (1024, 600), (1366, 728)  # the window on each screen, less a title bar
CHIBRE = (["Jean-Pierre", "Gaëtan", "Marie-Claude", "Séverine"],
          [Team(name="Jean-Pierre & Marie-Claude", players=[0, 2]),
           Team(name="Les Cousins de Tour-de-Trême", players=[1, 3])])
DIFFERENCE = (["Marie-Françoise", "Jean-Christophe", "Anne-Catherine", "Pierre-Alain"], None)


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    language, size = request.param
    yield from window_in(language, qapp, qtbot, settings, size=size)


def clicked_tab(qtbot, window, page):
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(window.tabs.indexOf(page)).center())
    settle()
    assert window.tabs.currentWidget() is page


def heads_shown(table):
    """(name, lines shown, room for a line) of each column's head."""
    header = table.horizontalHeader()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return [(table.horizontalHeaderItem(c).toolTip(),
             table.horizontalHeaderItem(c).text().split("\n"),
             header.sectionSize(c) - 2 * margin) for c in range(table.columnCount())]


@pytest.mark.parametrize("window_at", [(language, size) for language in ("fr", "de")
                                       for size in (NETBOOK, LAPTOP)], indirect=True)
@pytest.mark.parametrize("variant, players", [("schieber", CHIBRE),
                                              ("differenzler", DIFFERENCE)])
def test_every_head_is_whole(window_at, qtbot, variant, players):
    window = window_at
    names, teams = players
    open_match(qtbot, window, new_match(variant, names, teams=teams))
    clicked_tab(qtbot, window, window.statistics)
    table = window.statistics.table
    metrics = QFontMetrics(table.horizontalHeader().font())
    heads = heads_shown(table)
    assert [name for name, _lines, _room in heads] == (
        [t.name for t in teams] if teams else names)
    for name, lines, room in heads:
        assert len(lines) <= 2, lines
        assert "…" not in "".join(lines), lines
        # read again: lines cut at a space, or after a hyphen
        read = lines[0] + ("" if lines[0].endswith("-") else " ") + lines[1] if (
            len(lines) == 2) else lines[0]
        assert read == name
        assert all(metrics.horizontalAdvance(line) <= room for line in lines), (lines, room)
    header = table.horizontalHeader()
    assert header.height() >= metrics.lineSpacing() * max(len(lines) for _n, lines, _r in heads)


@pytest.mark.parametrize("window_at", [("fr", NETBOOK)], indirect=True)
def test_a_double_name_is_cut_at_a_space_before_its_hyphen(window_at, qtbot):
    window = window_at
    open_match(qtbot, window, new_match("schieber", CHIBRE[0], teams=CHIBRE[1]))
    clicked_tab(qtbot, window, window.statistics)
    assert [lines for _name, lines, _room in heads_shown(window.statistics.table)] == [
        ["Jean-Pierre &", "Marie-Claude"], ["Les Cousins de", "Tour-de-Trême"]]
