"""Every message box and question of the window marks its focused button with the blue frame.

A German Schreiber's keyboard trial closed the window with an unnamed match: in *Diese Partie
behalten?* the focused *Verwerfen* had only the platform's thin pale outline, where the
window's buttons wear a blue frame (BUTTON_FOCUS_STYLE, docs/window.md). The boxes are shown
for real here (tests/ui/real_dialogs.py) and reached by keys; Tab goes round each one's
buttons, and every button with the focus wears the frame.
"""

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.style import FOCUS_COLOR

from .keyboard import ALT, ctrl, enter, focused, key, open_match, press, shortcut, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Anna", "Beat", "Claudia", "Dora"]


def framed(button):
    """Whether *button* wears the window's focus frame (FOCUS_COLOR at its left edge)."""
    QApplication.processEvents()
    image = button.grab().toImage()
    blue = QColor(FOCUS_COLOR).rgb()
    return any(image.pixel(x, image.height() // 2) == blue for x in range(min(6, image.width())))


def looked_at(qtbot, seen, then):
    """An act for a message box: Tab round its buttons, noting each focused button's text and
    whether it wears the frame (in *seen*), then *then(box)* closes it."""
    def act(box):
        buttons = [b for b in box.findChildren(QPushButton) if b.isVisible()]
        for _ in range(len(buttons)):
            button = focused()
            assert isinstance(button, QPushButton) and button in buttons, button
            seen.append((box.windowTitle(), button.text().replace("&", ""), framed(button)))
            key(qtbot, "Tab")
        then(box)
    return act


def ready(qtbot, window):
    """Back in the window (as the window manager does when a box closes): the cursor in the
    entry form again."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))


def unnamed_with_a_round(window, qtbot):
    open_match(qtbot, window, new_match("schieber", PLAYERS, preset="swisslos_2500_fr"))
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)


def test_keep_this_match_frames_the_focused_button(german_window, qtbot, real_dialogs):
    """The trial's question: *Datei → Beenden* with an unnamed match, Tab to *Verwerfen*."""
    window = german_window
    unnamed_with_a_round(window, qtbot)
    seen = []
    real_dialogs.when(QMessageBox, looked_at(qtbot, seen, lambda box: key(qtbot, "Escape")))
    press(qtbot, "d", ALT)  # Datei → Beenden
    press(qtbot, "b")
    real_dialogs.check()
    assert real_dialogs.seen == ["Diese Partie behalten?"]
    assert window.isVisible()  # Escape: Abbrechen, the window stays
    assert {text for _title, text, _framed in seen} == {
        "Speichern unter…", "Ungespeichert behalten", "Verwerfen", "Abbrechen"}, seen
    assert [s for s in seen if not s[2]] == []


def test_every_kind_of_message_frames_the_focused_button(german_window, qtbot, tmp_path,
                                                         settings, real_dialogs):
    """A note (F1, *Tastatur*), a warning (a file that is no match), a yes/no question (Save
    as over another file) and *Über Jasstafel*."""
    window = german_window
    unnamed_with_a_round(window, qtbot)
    seen = []

    def ok(box):
        enter(qtbot)

    real_dialogs.when(QMessageBox, looked_at(qtbot, seen, ok))
    key(qtbot, "F1")  # the keyboard's help: a note
    real_dialogs.check()

    broken = tmp_path / "kaputt.jass"
    broken.write_text("{ kein Match")
    ready(qtbot, window)
    real_dialogs.when(QMessageBox, looked_at(qtbot, seen, ok))
    assert not window.open_file(broken)  # as the command line opens it: a warning
    real_dialogs.check()

    other = tmp_path / "andere.jass"
    matchfile.save(new_match("schieber", ["Eva", "Fritz", "Gabi", "Hans"]), other)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])

    def in_file_dialog(dialog):
        assert focused() is file_name_field(dialog)
        real_dialogs.when(QMessageBox, looked_at(qtbot, seen,
                                                 lambda box: key(qtbot, "Escape")))
        type_text(qtbot, "andere.jass")
        enter(qtbot)  # replace it? a question: No (Escape) …
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        key(qtbot, "Escape")  # … and no Save as

    ready(qtbot, window)
    real_dialogs.when(QFileDialog, in_file_dialog)
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()

    ready(qtbot, window)
    real_dialogs.when(QMessageBox, looked_at(qtbot, seen, ok))
    press(qtbot, "h", ALT)  # Hilfe → Über Jasstafel
    press(qtbot, "b")
    real_dialogs.check()

    titles = [title for title, _text, _framed in seen]
    assert {"Tastatur", "Über Jasstafel"} <= set(titles), titles
    assert len(set(titles)) == 4, titles
    assert [s for s in seen if not s[2]] == []
