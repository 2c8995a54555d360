"""The undo history's window on a 1366×768 screen without a window manager (run by
test_undo_history.py, as test_small_screen.py runs netbook_screen.py; not collected by
itself). A German trial's opened at the screen's top-left corner, over the board's *Zeile*
column and its cells: it opens beside the Tafel, clear of the board, whole on the screen.
"""

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import ctrl, enter, open_match, settle, shortcut, type_text

SCREEN = QSize(1366, 768)
PLAYERS = ["Rahel", "Beat", "Corina", "Duri"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


@pytest.fixture(autouse=True)
def _laptop(qapp):
    if qapp.primaryScreen().availableGeometry().size() != SCREEN:
        pytest.skip("needs the 1366×768 screen of test_undo_history.py")


def on_screen(widget):
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def save_screen(path, screen, *windows):
    """The screen as a person sees it: *windows* drawn where they are, the last on top."""
    shot = QPixmap(screen.size())
    shot.fill(QColor("black"))
    painter = QPainter(shot)
    for window in windows:
        painter.drawPixmap(window.geometry().topLeft(), window.grab())
    painter.end()
    shot.save(path)


@pytest.mark.parametrize("variant", ["coiffeur", "schieber"])
def test_it_opens_beside_the_board(qapp, qtbot, settings, autosaves, variant):
    for window in window_in("de", qapp, qtbot, settings, size=None):
        open_match(qtbot, window, new_match(variant, PLAYERS))
        ctrl(qtbot, "1")
        type_text(qtbot, "87")
        enter(qtbot)
        assert len(window.controller.match.entries) == 1
        shortcut(qtbot, "Ctrl+H")
        history = window.findChild(QWidget, "undoHistory")
        assert history is not None
        qtbot.waitUntil(history.isVisible)
        settle()
        screen = QApplication.primaryScreen().availableGeometry()
        board = on_screen(window.board_widget)
        placed = history.frameGeometry()
        # the window whole on the screen (the offscreen platform's frame of 2 px is taken
        # to be the main window's, and a move places the window inside it: screen.py)
        assert screen.contains(history.geometry()), (history.geometry(), screen)
        assert not placed.intersects(board), (placed, board, window.frameGeometry())
        save_screen(f"/tmp/fix-undohist2-{variant}.png", screen, window, history)
        # the steps in view whole: the window is no sliver
        assert history.width() >= 300 and history.height() >= 300, history.size()
