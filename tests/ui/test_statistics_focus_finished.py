"""View → Statistics on a finished match, the cursor in the history: the history went out of
view, and the cursor jumped to *New match* (a keyboard trial's finished Pandur, English), one
Enter from leaving the match. Now it goes into the statistics' table, where the arrows scroll
it; back to the history by View → History, the cursor goes into the history again. In
German too (*Ansicht → Statistik*). The menus opened by Alt and their letters."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile

from .keyboard import ALT, focused, press

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def by_the_menu(qtbot, window, index):
    """Alt and the View menu's letter, then the letter of its *index*th page item."""
    view = next(a for a in window.menuBar().actions()
                if a.menu() is not None and window.page_actions[0] in a.menu().actions())
    title = view.text()
    press(qtbot, title[title.index("&") + 1].lower(), ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is view.menu())
    item = window.page_actions[index].text()
    press(qtbot, item[item.index("&") + 1].lower())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


@pytest.mark.parametrize("language", ["en", "de"])
def test_statistics_of_a_finished_match_take_the_cursor(request, qtbot, language):
    window = request.getfixturevalue({"en": "window", "de": "german_window"}[language])
    window.start(matchfile.load(EXAMPLES / "pandur.jass"))
    qtbot.waitUntil(lambda: window.controller.board.finished and window.finished_box.isVisible())
    window.history.list.setFocus()
    qtbot.waitUntil(lambda: focused() is window.history.list)

    by_the_menu(qtbot, window, 2)
    assert window.tabs.currentWidget() is window.statistics
    assert focused() is window.statistics.table, focused()
    assert focused() not in window.finished_buttons

    by_the_menu(qtbot, window, 0)
    assert window.tabs.currentWidget() is window.history
    assert focused() is window.history.list, focused()
