"""A Molotow of five (the Hausjass, Stöck counted) on a netbook: five lines under the
totals, eight rounds and the legend did not fit the board's 392 px (1024×600) in the
window's text size: the names were squeezed to 10 px; at 1008×560 six of the eight rounds
were folded away. Handweis, Tischweis and Stöck are one line there ("Weis, Stöck": what
each wrote off and on in all), and the legend gives its lines before the names their
size. At 1008×560 the heads, the totals and "Weis, Stöck" were squeezed to 10-11 px even
so: the totals, the lines under them and the rows give their room first, down to what
the window's text needs."""

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QAccessible, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from jasstafel.core import matchfile
from jasstafel.ui.widgets.textsize import text_px

from .conftest import window_in
from .test_board_small_words import EXAMPLES


@pytest.mark.parametrize("size", [(1024, 600), (1008, 560)])
def test_a_netbooks_molotow_of_five_shows_every_round(size, qapp, qtbot, settings, autosaves):
    for window in window_in("de", qapp, qtbot, settings, size):
        window.start(matchfile.load(EXAMPLES / "molotow-hausjass.jass"))
        board = window.board_widget
        qtbot.waitUntil(lambda board=board: board.isVisible() and board.width() > 0)
        board.grab()
        assert board.painted_rows == [str(r) for r in range(1, 9)]
        assert board.painted_folded == 0
        small = {text: px for text, px, _ink in board.painted_small}
        assert "Weis, Stöck" in small and "Handweis" not in small, sorted(small)
        # the heads and the lines under the totals as large as the window's text
        assert small["Weis, Stöck"] >= text_px(board)
        assert min(px for _x, _w, px in board.painted_heads) >= text_px(board)


def test_a_tall_molotow_keeps_its_three_lines_of_weis(german_window, qtbot):
    window = german_window
    window.resize(1300, 850)
    window.start(matchfile.load(EXAMPLES / "molotow-hausjass.jass"))
    board = window.board_widget
    qtbot.waitUntil(lambda: board.isVisible() and board.width() > 0)
    board.grab()
    labels = {text for text, _px, _ink in board.painted_small}
    assert {"Handweis", "Tischweis", "Stöck"} <= labels, sorted(labels)


@pytest.mark.qt_log_ignore("does not support raise")  # the tooltip, offscreen
@pytest.mark.parametrize("language, note", [("de", "146 von 157 Kartenpunkten"),
                                            ("fr", "146 sur 157 points de cartes")])
def test_a_netbooks_molotow_marks_its_notes_on_the_rounds_numbers(language, note, qapp, qtbot,
                                                                  settings, autosaves):
    """The notes column beside five players was 16 % of the board: "146 des 157 points de
    cartes" 9 px and cut, "Bemerkungen" 10 px. Where its rows are too low for the notes in
    the window's text, a round's number has a mark, and its tooltip says the note."""
    for window in window_in(language, qapp, qtbot, settings, (1024, 600)):
        window.start(matchfile.load(EXAMPLES / "molotow-hausjass.jass"))
        board = window.board_widget
        qtbot.waitUntil(lambda board=board: board.isVisible() and board.width() > 0)
        board.grab()
        assert board.painted_rows == [str(r) for r in range(1, 9)]
        assert ("2", note) in board.painted_marks, board.painted_marks
        # the mouse resting on round 2's number, left of the first column
        row_2 = QPoint(int(board.painted_heads[0][0] / 2), int(board.painted_tops[2]) + 6)
        qtbot.mouseMove(board, row_2)
        QApplication.sendEvent(board, QHelpEvent(QEvent.Type.ToolTip, row_2,
                                                 board.mapToGlobal(row_2)))
        qtbot.waitUntil(lambda: QToolTip.isVisible())
        assert note in QToolTip.text()
        QToolTip.hideText()
        # and a screen reader hears it (it reads no tooltip of a painted mark)
        heard = QAccessible.queryAccessibleInterface(board).text(QAccessible.Text.Description)
        assert note in heard, heard


def test_a_netbooks_molotow_of_four_writes_its_weis_beside_the_points(qapp, qtbot, settings,
                                                                     autosaves):
    """Five rounds of eight played at 1024×600: the eight rows shared the board's height
    alike, 19 px each, and the Weis ("HW−20") went over the numbers in 8 px; the rounds to
    play give up their room first, as MIN_FUTURE_ROW says, and the played rows keep theirs."""
    whole = matchfile.load(EXAMPLES / "molotow.jass")
    doc = whole.document.model_copy(update={"entries": list(whole.entries[:5])})
    for window in window_in("de", qapp, qtbot, settings, (1024, 600)):
        window.start(matchfile.loads(matchfile.dumps(doc)))
        board = window.board_widget
        qtbot.waitUntil(lambda board=board: board.isVisible() and board.width() > 0)
        board.grab()
        assert board.painted_rows == [str(r) for r in range(1, 9)]
        tops = board.painted_tops
        played = [b - a for a, b in zip(tops[1:6], tops[2:7], strict=True)]
        assert min(played) >= board.MIN_ROW - 0.2, played
        notes = {text: px for text, px, _ink in board.painted_small if "W" in text}
        assert notes and min(notes.values()) >= text_px(board), notes
