"""Numbers from 1'000 up are written with the Swiss thousands mark wherever the window shows
them (as jasstafel.i18n.number does: 4'500 in German and French, 4500 in English): the
boards' totals and cells, the history, the chart's scale, the statistics, the limits in a
refusal. Tried in the Swiss German window with the examples opened as File → Open does."""

import re

from PySide6.QtWidgets import QApplication, QTableWidget

from jasstafel.ui.widgets.chart import _label

# four digits or more in a row: a number written without its thousands mark
BARE = re.compile(r"(?<![\d'])\d{4,}(?![\d'])")


def bare_numbers(texts):
    return [t for t in texts if BARE.search(t)]


def test_the_coiffeur_board_in_german(german_window):
    window = german_window
    assert window.open_file("docs/examples/coiffeur-jassverein.jass")
    sheet = window.board_widget.sheet
    assert sheet.totals == ("6'522", "7'314")
    assert sheet.behind[0] == "792"  # a deficit, without a minus, as on the sheet
    cells = [cell.text for row in sheet.rows for cell in row.cells]
    assert any("'" in c for c in cells), cells  # a row of 1'000 and more
    assert bare_numbers(cells + list(sheet.totals)) == []
    assert sheet.headline == "Sieger: Team B mit 7'314"  # the winner's line above the grid
    grid = window.board_widget.grid
    shown = [grid.item(r, c).text() for r in range(grid.rowCount())
             for c in range(grid.columnCount()) if grid.item(r, c) is not None]
    assert bare_numbers(shown) == [], shown


def test_the_schieber_history_statistics_and_chart_in_german(german_window):
    window = german_window
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    history = [window.history.list.item(i).text() for i in range(window.history.list.count())]
    assert bare_numbers([h.split(". ", 1)[1] for h in history]) == [], history
    window.tabs.setCurrentWidget(window.statistics)
    QApplication.processEvents()
    cells = [t.item(r, c).text() for t in window.statistics.findChildren(QTableWidget)
             for r in range(t.rowCount()) for c in range(t.columnCount()) if t.item(r, c)]
    assert bare_numbers(cells) == [], cells
    assert _label(4500) == "4'500" and _label(-1500) == "\u22121'500" and _label(500) == "500"


def test_english_writes_no_thousands_mark(window):
    assert window.open_file("docs/examples/coiffeur-jassverein.jass")
    assert window.board_widget.sheet.totals == ("6522", "7314")
    assert _label(4500) == "4500"
