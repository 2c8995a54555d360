"""A trial found the small and big numbers in the cells of the Molotow's board unexplained:
"−50−20" beside "−44", and nothing said what is small, what is big, what the green and the
red mean (the Punktetafel's board says it under its table). It says it now, in the same
line under the table, whole and readable, at 1024×600 and 1366×768, in each language, with
six players (the narrowest columns): on two lines where one is too short for it, nothing
painted over it. (The Differenzler's legend was taken back: at 1024×600 its line squeezed
the board a little more after each game, test_board_rank_room.)"""

import pytest
from PySide6.QtGui import QFontMetricsF

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound

from .conftest import window_in
from .keyboard import enter, open_match, settle
from .test_molotow_double_weis import type_fields
from .texts import painted_boxes

NAMES = ["Hansruedi", "Jean-Marc", "Sandrine", "Valérie", "Giuseppe", "Margrit"]
LEGEND = {
    ("molotow", "en"): "Small: Handweis (HW), Tischweis (TW), Stöck (St); green minus, red "
                       "plus. Big: the round's points.",
    ("molotow", "de"): "Klein: Handweis (HW), Tischweis (TW), Stöck (St); grün minus, rot "
                       "plus. Gross: die Punkte der Runde.",
    ("molotow", "fr"): "En petit\u00a0: annonces de main (AM), de table (AT), stöck (St)\u00a0; "
                       "en vert moins, en rouge plus. En grand\u00a0: les points de la donne.",
}


@pytest.fixture(params=["en", "de", "fr"])
def language(request):
    return request.param


@pytest.fixture(params=[(1024, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def window_at(request, language, qapp, qtbot, settings, autosaves):
    if language == "en":  # the window as it is, without a catalog
        window = request.getfixturevalue("window")
        window.resize(*request.param)
        yield window
    else:
        yield from window_in(language, qapp, qtbot, settings, size=request.param)


def molotow(qtbot, window):
    """Four rounds with Weis and Stöck written, the fifth typed with the keys."""
    match = new_match("molotow", NAMES, preset="hausjass")
    for r in range(4):
        hand, tisch = [0] * 6, [0] * 6
        hand[r], tisch[r + 1] = 50, 20
        match.add(MolotowRound(points=[26, 26, 26, 26, 26, 27], hand_weis=hand,
                               tisch_weis=tisch, stoeck=r))
    _panel, board = open_match(qtbot, window, match)
    type_fields(qtbot, [26, 26, 26, 26, 26, 27], [0, 0, 0, 0, 50, 0], [0, 0, 0, 0, 0, 20])
    enter(qtbot)
    settle()
    assert len(window.controller.match.entries) == 5
    return board


@pytest.mark.parametrize("variant", ["molotow"])
def test_the_board_says_what_its_cells_hold(window_at, qtbot, language, variant, tmp_path):
    board = molotow(qtbot, window_at)
    boxes = painted_boxes(board)  # painted as a person sees it
    text, box, font = board.painted_cell_legend
    assert text.replace("\n", " ") == LEGEND[variant, language]
    # whole, readable, on the board, under the table and above the state of the game
    metrics = QFontMetricsF(font)
    assert all(metrics.horizontalAdvance(line) <= box.width() for line in text.split("\n"))
    assert metrics.lineSpacing() * (text.count("\n") + 1) <= box.height() + 1
    assert font.pixelSize() >= 11
    assert board.rect().toRectF().contains(box)
    assert box.top() >= board.painted_tops[-1]
    assert box.bottom() <= board.painted_footer_top
    legend = next(b for b in boxes if b.text == text)
    assert not [b.text for b in boxes if b is not legend and b.glyphs.intersects(legend.glyphs)]
    # and every round still in view
    assert board.painted_rows[:5] == ["1", "2", "3", "4", "5"]
    width = board.window().width()
    board.grab().save(str(tmp_path / f"fix-legend-{variant}-{language}-{width}.png"))
