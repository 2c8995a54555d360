"""The chart's axis said "Donnes (jeux …)" under a Punktetafel (a Romand trial's shot-53):
a word and an ellipsis, read as cut off. It names what its numbers count, whole: the rounds,
the Differenzler's games ("Donnes" in French, as its form says "Donne 1 sur 12") and the
Guggitaler's games ("Jeux", as its line says "jeu 2 sur 6")."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .texts import Painted

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

WORDS = {
    "punktetafel": {"de": "Runden", "fr": "Donnes", "en": "Rounds"},
    "differenzler": {"de": "Spiele", "fr": "Donnes", "en": "Games"},
    "guggitaler": {"de": "Spiele", "fr": "Jeux", "en": "Games"},
    "schieber": {"de": "Runden", "fr": "Donnes", "en": "Rounds"},
}


@pytest.mark.parametrize("variant", list(WORDS))
def test_the_chart_axis_says_what_it_counts_whole(window_language, window, qtbot, variant):
    open_match(qtbot, window, new_match(variant, ["Jean-Marc", "Sylvie", "Pascal", "Nadia"]))
    tabs = window.tabs
    chart_tab = tabs.tabBar().tabRect(tabs.indexOf(window.chart)).center()
    qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, pos=chart_tab)
    qtbot.waitUntil(lambda: tabs.currentWidget() is window.chart)
    with Painted() as painted:
        window.chart.grab()
    assert WORDS[variant][window_language] in painted.texts
    assert not [t for t in painted.texts if "…" in t or "..." in t]
