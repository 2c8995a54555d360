"""The line under the Pandur form says that a beaten Weis is cancelled (RULES.md, Pandur:
the declarer's Weis counts only if no opponent showed a higher one).

A keyboard trial in English: Beat 300, 157 card points, Weis 150, Ctrl+B: the line said
only "157 < 300: failed …", while the history said "157 + Weis 150 beaten" and the sheet
"Weis cancelled". It says what Enter writes, the Weis cancelled included.
"""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, key, open_match, settle, shortcut, type_

NAMES = ["Anna", "Beat", "Tom", "Dora"]  # Anna deals and sits out

SAID = {
    "en": "157 + Weis 150 beaten (cancelled) = 157 < 300: failed, Tom and Dora +6 each",
    "de": "157 + Weis 150 überboten (gestrichen) = 157 < 300: verloren, Tom und Dora je "
          "+6",
    "fr": "157 + annonces 150 battues (annulées) = 157 < 300\u00a0: chuté, Tom et Dora +6 "
          "chacun",
}


def beaten_weis(qtbot):
    shortcut(qtbot, "Ctrl+2")  # Beat declares
    type_(qtbot, "300")
    key(qtbot, "Tab")
    type_(qtbot, "157")  # his card points
    key(qtbot, "Tab")
    type_(qtbot, "150")  # his Weis …
    shortcut(qtbot, "Ctrl+B")  # … beaten
    settle()


def test_the_preview_says_the_beaten_weis_is_cancelled(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    beaten_weis(qtbot)
    assert panel.beaten.isChecked()
    said = panel.preview_line.text()
    assert said.startswith("writes: " + SAID["en"]), said
    enter(qtbot)
    (row,) = [window.history.list.item(i).text() for i in range(window.history.list.count())]
    assert "157 + Weis 150 beaten, failed" in row, row
    assert [s.total for s in window.controller.board.sides][1:] == [0, 6, 6]  # Beat, Tom, Dora


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_cancelled_weis_in_german_and_french(qapp, qtbot, settings, autosaves, language):
    windows = window_in(language, qapp, qtbot, settings)
    window = next(windows)
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    beaten_weis(qtbot)
    assert SAID[language] in panel.preview_line.text(), panel.preview_line.text()
    next(windows, None)
