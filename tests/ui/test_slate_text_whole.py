"""Every text of the Schieber slate is painted whole, in the window and in Tafel mode.

A keyboard trial in German at 1024×600 pressed F11: Team A's last side line "Berg" lost the
tail of its "g" ("Berq"). Qt lays the lines of a text out a whole pixel apart, a little more
than the font's line spacing, and cuts what leaves the rect a text is drawn in: the box of
the side lines, as high as the line spacing times the lines, cut the last line's descent. The
checks here ask the painter where each text's glyphs go (its bounding rect for that text in
that rect) and compare it with the rect and with the slate: no pixel guessed.
"""

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui.variants.schieber_board import SchieberBoard

from .keyboard import ctrl, enter, key, open_match
from .texts import painted_boxes

PLAYERS = ["Anna", "Beat", "Claudia", "Dora"]


def texts_painted(board):
    """Every text the board paints in a rect: (the rect, where its glyphs go, the text)."""
    drawn = [(b.rect, b.glyphs, b.text) for b in painted_boxes(board)]
    assert drawn
    return drawn


def cut_texts(board):
    """The texts the painter cuts (glyphs outside their rect) or that leave the slate."""
    frame = max(6.0, min(board.width(), board.height()) * 0.025)
    slate = QRectF(board.rect()).adjusted(frame, frame, -frame, -frame)
    return [(text, rect, glyphs) for rect, glyphs, text in texts_painted(board)
            if not rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(glyphs)
            or not slate.contains(glyphs)]


def test_berg_is_whole_in_the_window_and_in_tafel_mode(german_window, qtbot):
    """The trial's: Swisslos with French cards, Team A with a Kontermatsch, a Match and the
    Berg (its side lines: the progress, the Matches, "Berg" last), typed by keys."""
    window = german_window
    window.resize(1024, 600)
    open_match(qtbot, window, new_match("schieber", PLAYERS, preset="swisslos_2500_fr"))
    ctrl(qtbot, "9")  # Team B announces Obenabe (×3); Team A takes every trick
    ctrl(qtbot, "5")
    ctrl(qtbot, "k")
    enter(qtbot)
    ctrl(qtbot, "8")  # Team A: Kreuz (×2), a Match: 771 + 514 = 1'285, past half of 2'500
    ctrl(qtbot, "1")
    ctrl(qtbot, "m")
    enter(qtbot)
    board = window.board_widget
    half = board.slate.halves[0]
    assert half.marks[-1] == "Berg" and "Kontermatsch" in half.marks[0], half.marks
    QApplication.processEvents()
    assert cut_texts(board) == []
    key(qtbot, "F11")
    qtbot.waitUntil(window.isFullScreen)
    QApplication.processEvents()
    assert not window.side.isVisible()
    assert cut_texts(board) == []
    key(qtbot, "F11")
    qtbot.waitUntil(lambda: not window.isFullScreen())


def a_long_column():
    """Both halves with side lines over several lines: Team A with a Kontermatsch, a Match
    and the Berg, the Striche kept beside the Zs."""
    match = new_match("schieber", PLAYERS, preset="swisslos_2500_fr", settings={"striche": True})
    for played in (dict(contract="obenabe", announced_by=1, points=(157, 0), match=True),
                   dict(contract="eicheln", announced_by=0, points=(157, 0), match=True),
                   dict(contract="undenufe", announced_by=1, points=(40, 117))):
        match.add(SchieberRound(**played))
    return match


@pytest.mark.parametrize("size", [(1024, 568), (1024, 600), (1008, 560), (800, 768),
                                  (1366, 736), (1920, 1048), (600, 330), (320, 240)])
@pytest.mark.parametrize("language", ["german", "french", "english"])
def test_no_text_of_the_slate_is_cut_at_any_size(request, qtbot, language, size):
    """The board alone at the sizes it has in Tafel mode and in the window (1024×568: Tafel
    mode on a 1024×600 screen, under it the bar that says how to leave it): the name, the
    players, the total, the side lines, the rest and the Striche, each whole."""
    window = request.getfixturevalue("window" if language == "english"
                                     else f"{language}_window")
    window.start(a_long_column())
    board = SchieberBoard()
    qtbot.addWidget(board)
    board.set_board(window.controller.board)
    assert len(board.slate.halves[0].marks) == 2
    board.resize(*size)
    assert cut_texts(board) == []
