"""A tester's find: in Tafel mode (F11, the board only) Ctrl+Z with nothing to undo said
nothing that could be seen. The window says its short messages at the right end of the menu
bar (jasstafel/ui/widgets/statusbar.py), and Tafel mode hides the menu bar: "Nothing to
undo: …", Ctrl+S's "Saved" or "Not saved: …" went there unseen. In Tafel mode they are said
in the slim bar under the board, in the place of its hint (how to leave Tafel mode), never
over the board's numbers, and go when the window's message goes (after some seconds: the
status bar's own timer, triggered here). The form's refusals (Ctrl+Z with typing held in the
hidden form) are said there too.
"""

import pytest
from PySide6.QtCore import QPoint, QRect, QTimer

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

from .keyboard import open_file, settle, shortcut, type_
from .texts import painted_boxes

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
UNDO = "Nothing to undo: Undo reaches back only to when the match was opened"
REDO = "Nothing to redo: Redo brings back only what was undone"
HINT = "The board only: Esc or F11 gives the whole window back"


def schieber_file(tmp_path, rounds=0):
    match = new_match("schieber", PLAYERS, preset="freier_jass")
    for i in range(rounds):
        match.add(SchieberRound(contract="eicheln", announced_by=i % 2, points=(100, 57)))
    path = tmp_path / "abend.jass"
    matchfile.save(match, path)
    return path


def in_window(window, widget):
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def seen(window):
    """The texts painted in the window as it is shown now, each whole in its place: the
    board's and the bar's under it (the menu bar hidden paints nothing)."""
    settle()
    boxes = painted_boxes(window)
    assert not boxes.cut(), boxes.cut()
    # a name's or a path's hyphen is painted non-breaking (U+2011): read as the hyphen it is
    return [box.text.replace("\u2011", "-") for box in boxes]


def said_under_the_board(window, text):
    """*text* is seen in the bar under the board, whole, and covers none of the board."""
    assert text in seen(window)
    message = window.tafel_message
    assert message.isVisible() and message.text() == text
    assert window.tafel_bar.isVisible()
    board = in_window(window, window.board_widget)
    assert not in_window(window, message).intersects(board)
    assert window.rect().contains(in_window(window, message))


def status_timer(window):
    """The timer of the window's message (Qt's status bar takes it back when it runs out):
    run out here, so that the test does not wait for the seconds."""
    timer = window.statusBar().findChild(QTimer)
    assert timer is not None and timer.isActive()
    return timer


def test_nothing_to_undo_is_seen_in_tafel_mode(window, qtbot, tmp_path):
    open_file(qtbot, window, schieber_file(tmp_path, rounds=2))
    shortcut(qtbot, "F11")
    assert window.isFullScreen() and not window.menuBar().isVisible()
    shortcut(qtbot, "Ctrl+Z")  # nothing to undo: the undo history starts with the file
    said_under_the_board(window, UNDO)
    assert HINT not in seen(window)  # in the hint's place: nothing moves
    status_timer(window).timeout.emit()  # the seconds gone by
    assert UNDO not in seen(window) and HINT in seen(window)
    assert window.tafel_message.text() == HINT
    shortcut(qtbot, "Ctrl+Y")
    said_under_the_board(window, REDO)
    assert len(window.controller.match.entries) == 2
    window.controller.session.discard_autosave()


def write_round(qtbot, a, b):
    """One Punktetafel round typed where the cursor is, and written (Enter)."""
    type_(qtbot, str(a))
    shortcut(qtbot, "Tab")
    type_(qtbot, str(b))
    shortcut(qtbot, "Return")


def test_saved_and_not_saved_are_seen_in_tafel_mode(window, qtbot, tmp_path, dialogs):
    open_file(qtbot, window, schieber_file(tmp_path))
    shortcut(qtbot, "F11")
    shortcut(qtbot, "Ctrl+S")
    said_under_the_board(window, "Saved")
    status_timer(window).timeout.emit()
    assert "Saved" not in seen(window) and HINT in seen(window)
    shortcut(qtbot, "Escape")
    window.controller.session.discard_autosave()
    # a file that cannot be written: "Not saved: " and why, whole (wrapped, not cut)
    path = tmp_path / "punkte.jass"
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), path)
    open_file(qtbot, window, path)
    path.chmod(0o444)
    try:
        write_round(qtbot, 10, 5)
        qtbot.waitUntil(lambda: window.controller.session.save_error is not None)
        shortcut(qtbot, "F11")
        assert window.isFullScreen()
        shortcut(qtbot, "Ctrl+S")
        said = window.statusBar().currentMessage()
        assert said.startswith("Not saved: ")
        said_under_the_board(window, said)
    finally:
        path.chmod(0o644)
    window.controller.session.discard_autosave()


def test_the_forms_refusal_is_seen_in_tafel_mode(window, qtbot, tmp_path):
    """Ctrl+Z with typing held in the form (hidden in Tafel mode) undoes nothing and says
    why: above the form's Write button, which Tafel mode hides; under the board too."""
    path = tmp_path / "punkte.jass"
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), path)
    open_file(qtbot, window, path)
    write_round(qtbot, 10, 5)
    type_(qtbot, "7")  # the next round begun
    shortcut(qtbot, "F11")
    shortcut(qtbot, "Ctrl+Z")
    said = window.statusBar().currentMessage()
    assert said.startswith("Undo takes back a written entry only when nothing is typed")
    said_under_the_board(window, said)
    assert len(window.controller.match.entries) == 1
    shortcut(qtbot, "Escape")
    assert window.panel.error.isVisible() and window.panel.error.text() == said
    window.controller.session.discard_autosave()
