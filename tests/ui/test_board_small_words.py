"""A German trial at 150 % (Hanna's, weak eyes): the Differenzler's "Genau", "Keine
Vorhersage", "Kartenpunkte", "Rang" and the "40→45" in each cell were written in 9 and 10 px,
light grey on the cream paper, beside menus in 12 px. The boards painted as a Jass block
(Differenzler, Molotow, Punktetafel) write these small words no smaller than the window's
text, whole, in an ink of 4.5:1 or more on the paper and on the leader's yellow column
(WCAG AA), at 1024×600 too."""

import pytest
from PySide6.QtGui import QColor

from jasstafel.core.matchfile import new_match
from jasstafel.drawing.chalk import PAPER
from jasstafel.ui.widgets.points_table import HIGHLIGHT

from .keyboard import enter, open_match, tab, type_

NAMES = ["Hanna", "Sepp", "Rosmarie", "Toni"]


def luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("size", [(1024, 600), (1300, 850)])
def test_the_differenzler_small_words_are_window_sized_and_dark(german_window, qtbot, size):
    window = german_window
    window.resize(*size)
    _panel, board = open_match(qtbot, window, new_match("differenzler", NAMES,
                                                        settings={"games": 3}))
    for typed in ("40", "30", "50", "-", "45", "20", "50"):  # Toni without a prediction
        type_(qtbot, typed)
        tab(qtbot)
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    board.grab()  # painted as shown
    text_px = board.text_px()
    assert text_px >= 12
    small = {text: (px, ink) for text, px, ink in board.painted_small}
    for words in ("Genau", "Keine Vorhersage", "Kartenpunkte", "Rang", "40→45", "keine→42"):
        assert words in small, (words, sorted(small))  # whole, not "Keine Vorhers…"
    for text, (px, ink) in small.items():
        assert px >= text_px, (text, px, text_px)
        for paper in (PAPER, HIGHLIGHT):
            assert contrast(ink, paper) >= 4.5, (text, ink.name(), paper.name())
    assert board.painted_rows == ["1", "2", "3"]  # every game still in view
