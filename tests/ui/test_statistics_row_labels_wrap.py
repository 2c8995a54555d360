"""The Statistics tab's long row labels go on two lines, so that the players' names are whole.

A finished Pandur at 1024×600 in German read "Rosema…" and "Christo…" over its columns: the
labels' column was as wide as "Gespieltes Angebot: Pandur ohne" on one line, 231 of the
table's 510 pixels, and left each name 65. A Pandur is played here with the keys to its end,
the tab clicked, and every head and every label read as shown."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, shortcut, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NETBOOK, LAPTOP = (1024, 600), (1366, 728)  # the window on each screen, less a title bar
NAMES = ["Rosemarie", "Marie-Claire", "Christophe", "Anne-Sophie"]


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    language, size = request.param
    yield from window_in(language, qapp, qtbot, settings, size=size)


def deal(qtbot, seat, bid):
    """Ctrl+1…4 the declarer, the bid typed ("po" Pandur ohne), Ctrl+M made, Enter."""
    shortcut(qtbot, f"Ctrl+{seat + 1}")
    type_(qtbot, bid)
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)


def played_to_the_end(qtbot, window):
    open_match(qtbot, window, new_match("pandur", NAMES))
    # the dealer sits out: Rosemarie, Marie-Claire, Christophe, Anne-Sophie, Rosemarie …
    for seat, bid in ((1, "pm"), (2, "po"), (0, "pm"), (0, "pm"), (1, "pm"), (0, "mo"),
                      # Rosemarie has left at 18; three at the table, then two
                      (1, "mo"), (2, "pm"), (2, "pm")):
        deal(qtbot, seat, bid)
    qtbot.waitUntil(lambda: window.controller.board.finished)


def clicked_tab(qtbot, window, page):
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(window.tabs.indexOf(page)).center())
    settle()
    assert window.tabs.currentWidget() is page


@pytest.mark.parametrize("window_at", [(language, size) for language in ("de", "fr")
                                       for size in (NETBOOK, LAPTOP)], indirect=True)
def test_a_finished_pandur_has_every_name_whole(window_at, qtbot):
    window = window_at
    played_to_the_end(qtbot, window)
    clicked_tab(qtbot, window, window.statistics)
    table = window.statistics.table
    header = table.horizontalHeader()
    metrics = QFontMetrics(header.font())
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for column, name in enumerate(NAMES):
        lines = table.horizontalHeaderItem(column).text().split("\n")
        room = header.sectionSize(column) - 2 * margin
        assert "…" not in "".join(lines), lines
        assert "".join(line if line.endswith("-") else line + " " for line in lines).strip() \
            == name
        assert all(metrics.horizontalAdvance(line) <= room for line in lines), (lines, room)
    # the labels whole too, on one line or two (cut at a space), within their column
    rows = table.verticalHeader()
    label_metrics = QFontMetrics(rows.font())
    shown = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert [text.replace("\n", " ") for text in shown] == [
        label for label, _values in window.statistics.rows()]
    if window.width() == NETBOOK[0] and shown[0] == "Gespielte Spiele":
        assert "Gespieltes Angebot:\nPandur ohne" in shown  # the French fit on one line
    for text in shown:
        assert len(text.split("\n")) <= 2
        assert all(label_metrics.horizontalAdvance(line) <= rows.width()
                   for line in text.split("\n"))


@pytest.mark.parametrize("window_at", [("de", NETBOOK)], indirect=True)
def test_the_labels_follow_the_window_width_and_stay(window_at, qtbot):
    """Wrapped on the netbook, on one line when the window is made wider, wrapped again when
    it is made narrow; and as they are after more of the window's events (a label wrapped
    does not unwrap itself in the room it gave)."""
    window = window_at
    played_to_the_end(qtbot, window)
    clicked_tab(qtbot, window, window.statistics)
    table = window.statistics.table

    def wrapped():
        settle()
        return [r for r in range(table.rowCount()) if "\n" in table.verticalHeaderItem(r).text()]

    narrow = wrapped()
    assert narrow and wrapped() == narrow
    window.resize(*LAPTOP)
    qtbot.waitUntil(lambda: not wrapped())
    window.resize(*NETBOOK)
    qtbot.waitUntil(lambda: wrapped() == narrow)
    assert wrapped() == narrow
