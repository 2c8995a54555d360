"""Every history row keeps the height its text needs at the width it is shown at. The rows
were measured at the list's width without its scroll bar; when the bar came (in the resize,
whose nested resizes run once at a time), a French Pandur's seventh round, three lines at
that width, kept two and ended in "…" (its standings cut: the docs' screenshot showed it).
They are now measured at the width with the bar, also while it is not shown."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.ui.widgets.history import EntryList

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def running_match(stem: str, keep: int):
    """The example *stem* with its first *keep* entries, as the docs' screenshots take it."""
    whole = matchfile.load(EXAMPLES / f"{stem}.jass")
    doc = whole.document.model_copy(update={"entries": list(whole.entries[:keep])})
    return matchfile.loads(matchfile.dumps(doc))


def cut_rows(rows: EntryList) -> list[int]:
    """The rows whose text, wrapped at the row's width as painted, is taller than the row."""
    delegate = rows.itemDelegate()
    cut = []
    for row in range(rows.count()):
        index = rows.model().index(row, 0)
        shown = rows.visualRect(index)
        option = rows._option()
        # the width the row is painted at: the list's (Qt clips a row to its viewport)
        option.rect = shown.intersected(rows.viewport().rect())
        if delegate.measure(option, index).height() > shown.height():
            cut.append(row)
    return cut


@pytest.mark.parametrize(("window_fixture", "size"), [
    ("french_window", (1366, 768)), ("french_window", (1024, 600)),
    ("german_window", (1366, 768))])
def test_no_history_row_is_cut_when_the_scroll_bar_comes(request, qtbot, window_fixture,
                                                          size):
    window = request.getfixturevalue(window_fixture)
    window.resize(*size)
    window.start(running_match("pandur", 9))
    QApplication.processEvents()
    rows = window.findChildren(EntryList)[0]
    qtbot.waitUntil(lambda: rows.count() == 9)
    qtbot.waitUntil(lambda: rows.verticalScrollBar().isVisible())
    assert cut_rows(rows) == []
    window.resize(size[0] + 120, size[1] + 60)  # and after the window is made larger
    QApplication.processEvents()
    assert cut_rows(rows) == []
