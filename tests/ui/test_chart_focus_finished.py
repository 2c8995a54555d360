"""View → Chart on a finished match, the cursor in the history: the history went out of view
and the cursor jumped to *New match*, one Enter from leaving the match (as View → Statistics
did before tests/ui/test_statistics_focus_finished.py). Now the chart takes the keys and
wears the blue focus frame the lists wear; View → History brings the cursor back to the
history. English and German (*Ansicht → Grafik*), the menus opened by Alt and their letters.
A click on the chart of a running match leaves the cursor in the entry form; on a finished
match, where no form waits for it, the click gives the chart the keys (the statistics too)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.style import FOCUS_COLOR

from .keyboard import focused, open_match, press, tab
from .test_statistics_focus_finished import EXAMPLES, by_the_menu

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def framed(chart):
    """Whether the chart's edge is the focus frame's blue (its top left and bottom right)."""
    image = chart.grab().toImage()
    blue = QColor(FOCUS_COLOR).rgb()
    corners = [(1, image.height() // 2), (image.width() - 2, image.height() // 2),
               (image.width() // 2, 1), (image.width() // 2, image.height() - 2)]
    return all(image.pixel(x, y) == blue for x, y in corners)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_chart_of_a_finished_match_takes_the_cursor(request, qtbot, tmp_path, language):
    window = request.getfixturevalue({"en": "window", "de": "german_window"}[language])
    window.start(matchfile.load(EXAMPLES / "differenzler.jass"))  # finished, with a chart
    qtbot.waitUntil(lambda: window.controller.board.finished and window.finished_box.isVisible())
    window.history.list.setFocus()
    qtbot.waitUntil(lambda: focused() is window.history.list)
    assert not framed(window.chart)

    by_the_menu(qtbot, window, 1)
    assert window.tabs.currentWidget() is window.chart
    assert focused() is window.chart, focused()
    assert focused() not in window.finished_buttons
    window.grab().save(str(tmp_path / f"chart-focus-{language}.png"))
    assert framed(window.chart)

    by_the_menu(qtbot, window, 0)
    assert window.tabs.currentWidget() is window.history
    assert focused() is window.history.list, focused()
    by_the_menu(qtbot, window, 1)  # the frame goes with the cursor
    window.history.list.setFocus()
    qtbot.waitUntil(lambda: focused() is window.history.list)
    assert not framed(window.chart)


def test_a_click_on_the_chart_leaves_the_cursor_in_the_form(window, qtbot):
    open_match(qtbot, window, new_match("differenzler", ["Ueli", "Vreni", "Köbi", "Annemarie"]))
    typing = focused()
    by_the_menu(qtbot, window, 1)
    assert focused() is typing
    qtbot.mouseClick(window.chart, Qt.MouseButton.LeftButton)
    assert focused() is typing, focused()


#: a finished example of every variant with a chart
FINISHED_WITH_CHART = ["schieber-freier-jass", "coiffeur-jassverein", "molotow", "differenzler",
                       "punktetafel", "guggitaler"]


def click_tab(qtbot, window, page):
    """A click on the tab of *page* below the board, as the mouse does."""
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(page)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.tabs.currentWidget() is page


def tab_away(qtbot, window, page):
    """Tab until the cursor is out of *page* (on the finished match's buttons)."""
    for _ in range(6):
        if not (focused() is page or page.isAncestorOf(focused())):
            return
        tab(qtbot)
    raise AssertionError(f"Tab never left {page}")


@pytest.mark.parametrize("example", FINISHED_WITH_CHART)
def test_a_click_on_the_chart_of_a_finished_match_gives_it_the_keys(window, qtbot, example):
    """A trial: on a finished match *Ansicht → Grafik* gave the chart the keys, a click on it
    did not (they stayed where they were, on *Neue Partie*, and the chart's arrows did
    nothing). With no form to keep the cursor in, a click puts it on the chart, framed in
    blue; a click on the statistics (their heading too) puts it into their table."""
    window.start(matchfile.load(EXAMPLES / f"{example}.jass"))
    qtbot.waitUntil(lambda: window.controller.board.finished and window.finished_box.isVisible())

    click_tab(qtbot, window, window.chart)
    tab_away(qtbot, window, window.chart)
    assert not framed(window.chart)
    qtbot.mouseClick(window.chart, Qt.MouseButton.LeftButton)
    assert focused() is window.chart, focused()
    assert framed(window.chart)

    click_tab(qtbot, window, window.statistics)
    tab_away(qtbot, window, window.statistics)
    qtbot.mouseClick(window.statistics.summary, Qt.MouseButton.LeftButton)
    assert focused() is window.statistics.table, focused()


def test_a_click_on_the_chart_while_a_finished_match_is_corrected_leaves_the_cursor_in_the_form(
        window, qtbot):
    """A correction brings the form back: the cursor stays in it, as in a running match."""
    window.start(matchfile.load(EXAMPLES / "differenzler.jass"))
    qtbot.waitUntil(lambda: window.controller.board.finished and window.finished_box.isVisible())
    window.history.list.setCurrentRow(0)
    window.history.list.setFocus()
    press(qtbot, Qt.Key.Key_Return)  # Enter on an entry corrects it
    qtbot.waitUntil(lambda: window.panel.isVisible() and window.panel.isAncestorOf(focused()))
    typing = focused()
    click_tab(qtbot, window, window.chart)
    qtbot.mouseClick(window.chart, Qt.MouseButton.LeftButton)
    assert focused() is typing, focused()
