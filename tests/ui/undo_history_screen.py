"""The undo history's window on a 1366×768 (and a netbook's 1008×560) screen without a
window manager (run by test_undo_history.py, as test_small_screen.py runs netbook_screen.py;
not collected by itself). A German trial's opened at the screen's top-left corner, over the
board's *Zeile* column and its cells: it opens beside the Tafel where the screen has room,
whole on the screen. Where it has none (the window maximised), it was put at the screen's
right edge, over the form's top right and the field typed in (Team B's card points): it
opens over the board's lower part, clear of the form and its Write button.
"""

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import ctrl, enter, open_match, settle, shortcut, type_text

SCREENS = (QSize(1366, 768), QSize(1008, 560))
PLAYERS = ["Rahel", "Beat", "Corina", "Duri"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


@pytest.fixture(autouse=True)
def _laptop(qapp):
    if qapp.primaryScreen().availableGeometry().size() not in SCREENS:
        pytest.skip("needs a screen of test_undo_history.py")


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


def write_a_round_and_open_the_history(qtbot, window, variant):
    """A round written by the keys, then Ctrl+H; the history's window, placed."""
    open_match(qtbot, window, new_match(variant, PLAYERS))
    ctrl(qtbot, "1")
    type_text(qtbot, "87")
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    typed_in = QApplication.focusWidget()
    assert window.panel.isAncestorOf(typed_in)  # the next round's field
    shortcut(qtbot, "Ctrl+H")
    history = window.findChild(QWidget, "undoHistory")
    assert history is not None
    qtbot.waitUntil(history.isVisible)
    settle()
    # the window whole on the screen (the offscreen platform's frame of 2 px is taken
    # to be the main window's, and a move places the window inside it: screen.py)
    screen = QApplication.primaryScreen().availableGeometry()
    assert screen.contains(history.geometry()), (history.geometry(), screen)
    # the steps in view whole: the window is no sliver
    assert history.width() >= 300 and history.height() >= 300, history.size()
    return history, typed_in


@pytest.mark.parametrize("variant", ["coiffeur", "schieber"])
def test_it_opens_beside_the_tafel_where_there_is_room(qapp, qtbot, settings, autosaves,
                                                       variant):
    screen = QApplication.primaryScreen().availableGeometry()
    for window in window_in("de", qapp, qtbot, settings, size=None):
        # a window the screen has room beside (the netbook's has none: the window is
        # no narrower than its form and a board): the history covers none of it
        window.resize(screen.width() - 420, window.height())
        history, _typed_in = write_a_round_and_open_the_history(qtbot, window, variant)
        placed = history.frameGeometry()
        if window.frameGeometry().width() + placed.width() <= screen.width():
            assert not placed.intersects(window.frameGeometry()), (
                placed, window.frameGeometry())
        else:
            assert not placed.intersects(on_screen(window.panel)), (
                placed, on_screen(window.panel))


@pytest.mark.parametrize("size", ["own", "maximised"])
@pytest.mark.parametrize("variant", ["coiffeur", "schieber"])
def test_it_covers_neither_the_field_typed_in_nor_the_form(qapp, qtbot, settings, autosaves,
                                                          variant, size, tmp_path):
    screen = QApplication.primaryScreen().availableGeometry()
    for window in window_in("de", qapp, qtbot, settings, size=None):
        if size == "maximised":
            window.showMaximized()
            window.setGeometry(screen)  # what a window manager gives it (offscreen: none)
            settle()
        history, typed_in = write_a_round_and_open_the_history(qtbot, window, variant)
        placed = history.frameGeometry()
        tag = f"{screen.width()}-{variant}-{size}"
        save_screen(str(tmp_path / f"fix-pinnedundo-history-{tag}.png"), screen, window, history)
        for part in (typed_in, window.panel.write_button, window.panel):
            assert not placed.intersects(on_screen(part)), (
                part.objectName(), placed, on_screen(part), window.frameGeometry())
