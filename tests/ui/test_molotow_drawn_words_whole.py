"""A German trial on a netbook (the window 992×520, six long names): a tie named by keys
(Ctrl+3, the higher card first) wrote "iefere Kart" / "öhere Kart" on the board's *Gezogene
Karte* line, cut at both ends: "tiefere Karte" did not fit a sixth of the board even in the
smallest type. The words are whole (a shorter word where the long one does not fit)."""

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, shortcut, tab, type_

SIX = ["Marie-Thérèse Rossier", "Hans-Peter Zimmermann", "Köbi Kuhn",
       "Annemarie Bürgi-Steiner", "Ueli Gasser", "Verena Schwarzenbach"]
#: card points of the first five; Verena the rest (27): Köbi and Annemarie tie on 10
POINTS = [40, 40, 10, 10, 30]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.mark.parametrize("size", [(992, 520), (1300, 850)])
def test_the_cards_drawn_are_written_whole(german_window, qtbot, size, tmp_path):
    window = german_window
    window.resize(*size)
    panel, board = open_match(qtbot, window, new_match("molotow", SIX, settings={"rounds": 1}))
    for points in POINTS:
        type_(qtbot, str(points))
        tab(qtbot)
    enter(qtbot)
    settle()
    assert panel.draw_box.isVisible()
    shortcut(qtbot, "Ctrl+3")  # Köbi drew the higher card
    settle()
    if len(window.controller.match.entries) < 2:
        shortcut(qtbot, "Ctrl+4")
        settle()
    assert len(window.controller.match.entries) == 2
    board.grab()  # painted as shown
    window.grab().save(str(tmp_path / f"fix-netbookform-drawn-{size[0]}.png"))
    col_w = board.painted_heads[0][1]
    drawn = [(text, px) for text, px, _ink in board.painted_small
             if "höher" in text or "tiefer" in text]  # or their short words
    assert len(drawn) == 2, board.painted_small
    for text, px in drawn:
        font = QFont(board.font())
        font.setBold(True)
        font.setPixelSize(px)
        assert QFontMetricsF(font).horizontalAdvance(text) <= col_w - 2, (text, px, col_w)
        assert px >= 10  # readable
