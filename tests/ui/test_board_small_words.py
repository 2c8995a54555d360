"""A German trial at 150 % (Hanna's, weak eyes): the Differenzler's "Genau", "Keine
Vorhersage", "Kartenpunkte", "Rang" and the "40→45" in each cell were written in 9 and 10 px,
light grey on the cream paper, beside menus in 12 px. The boards painted as a Jass block
(Differenzler, Molotow, Punktetafel) write these small words no smaller than the window's
text, whole, in an ink of 4.5:1 or more on the paper and on the leader's yellow column
(WCAG AA), at 1024×600 too."""

import pytest
from PySide6.QtGui import QColor

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.matchfile import new_match
from jasstafel.drawing.chalk import PAPER, flat
from jasstafel.ui.widgets.points_table import HIGHLIGHT
from jasstafel.ui.widgets.textsize import text_px

from .keyboard import enter, open_match, tab, type_
from .texts import painted_boxes

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
    window_px = text_px(board)
    assert window_px >= 12
    small = {text: (px, ink) for text, px, ink in board.painted_small}
    for words in ("Genau", "Keine Vorhersage", "Kartenpunkte", "Rang", "40→45", "keine→42"):
        assert words in small, (words, sorted(small))  # whole, not "Keine Vorhers…"
    for text, (px, ink) in small.items():
        assert px >= window_px, (text, px, window_px)
        for paper in (PAPER, HIGHLIGHT):
            assert contrast(ink, paper) >= 4.5, (text, ink.name(), paper.name())
    assert board.painted_rows == ["1", "2", "3"]  # every game still in view


def test_the_differenzler_heads_say_who_deals_in_the_window_size(german_window, qtbot):
    """The "gibt" and "Führung" under the names were 10 px in a netbook's low heads."""
    window = german_window
    window.resize(1024, 600)
    _panel, board = open_match(qtbot, window, new_match("differenzler", NAMES,
                                                        settings={"games": 3}))
    for typed in ("40", "30", "50", "60", "45", "20", "50", "42"):
        type_(qtbot, typed)
        tab(qtbot)
    enter(qtbot)
    board.grab()
    small = {text: px for text, px, _ink in board.painted_small}
    assert "gibt" in small and "Führung" in small, sorted(small)
    for words in ("gibt", "Führung"):
        assert small[words] >= text_px(board), (words, small[words])


def guggitaler_before_the_last_trick():
    """The first of two Guggitaler (French cards, no Domino) but its last trick."""
    match = new_match("guggitaler", ["Lukas", "Mirjam", "Beat"], preset="ohne_domino",
                      settings={"deck": "fr", "guggitaler": 2})
    for game in (GuggitalerCount(game="tricks", counts=[5, 4, 3]),
                 GuggitalerCount(game="schellen", counts=[2, 4, 3]),
                 GuggitalerCount(game="ober", counts=[1, 2, 1]),
                 GuggitalerTaker(game="rosenkoenig", player=2)):
        match.add(game)
    return match


@pytest.mark.parametrize("size", [(1024, 600), (1300, 850)])
def test_the_guggitaler_sheet_writes_nothing_smaller_than_the_window(german_window, qtbot,
                                                                      size):
    """The rules' penalties ("je 5"), the counts before the penalties, "Guggitaler 2: noch
    zu spielen", the legend and "gibt" were 8 to 10 px; every text of the sheet is now the
    window's size or larger ("gibt" 10 px at least), whole, and dark enough on the paper, the
    winner's tint and the yellow of the game to enter."""
    window = german_window
    window.resize(*size)
    _panel, board = open_match(qtbot, window, guggitaler_before_the_last_trick())
    window_px = text_px(board)
    assert window_px >= 12
    boxes = painted_boxes(board)
    shown = {box.text for box in boxes}
    for words in ("je 5", "je 20", "gibt", "Guggitaler 2: noch zu spielen"):
        assert words in shown, (words, sorted(shown))
    look = board.look
    papers = (look.background, flat(look.tint, look.background),
              flat(look.fresh, look.background))
    for box in boxes:
        # but "gibt" under the names: its line of the heads is a long name's second line's
        # room otherwise (test_sheet_heads: "Hansruedi / Zimmermann" was cut)
        least = 10 if box.text == "gibt" else window_px
        assert box.font.pixelSize() >= least, (box.text, box.font.pixelSize())
        for paper in papers:
            assert contrast(box.ink, paper) >= 4.5, (box.text, box.ink.name(), paper.name())
    assert not boxes.cut()
