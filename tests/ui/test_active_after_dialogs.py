"""Two trials on a screen without a window manager (Xvfb): after the print preview, Qt's
print dialog or the Rules of this match were closed, digits still went into the field with
the cursor, but Ctrl+2, Ctrl+M, Ctrl+N … did nothing, without a word, until a mouse click.

Nobody made the window active again once its dialog was gone (a window manager does), and
the window's shortcuts act only in the active window. The offscreen platform shows the same:
a closed dialog leaves no window active. Each test closes a real dialog by its keys, then
checks that the window is active and that a shortcut typed afterwards acts (it opens its
dialog again).
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, focused, in_next_dialog, open_match, shortcut
from .real_dialogs import real_dialogs_fixture  # noqa: F401

# the offscreen platform cannot raise a window or let a dialog grab the keyboard
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def rules_closed_by_esc(qtbot):
    """Shift+F1 opens the Rules of this match; Esc closes it. Whether it opened."""
    seen = []

    def close(dialog):
        seen.append(dialog.objectName())
        qtbot.keyClick(focused(), Qt.Key.Key_Escape)

    errors = in_next_dialog(qtbot, close)
    shortcut(qtbot, "Shift+F1")
    assert not errors, errors
    return seen == ["rulesDialog"]


def test_the_window_is_active_again_after_the_rules(qtbot, window):
    open_match(qtbot, window, new_match("schieber", ["Tom", "Beat", "Cla", "Dora"]))
    assert rules_closed_by_esc(qtbot)
    qtbot.waitUntil(window.isActiveWindow)
    assert QApplication.activeWindow() is window
    assert rules_closed_by_esc(qtbot), "Shift+F1 after the dialog did nothing"


def esc_in(qtbot):
    return lambda dialog: qtbot.keyClick(focused(), Qt.Key.Key_Escape)


def test_the_window_is_active_again_after_the_print_preview(qtbot, window, real_dialogs):
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    real_dialogs.when(QPrintPreviewDialog, esc_in(qtbot))
    ctrl(qtbot, "p")
    real_dialogs.check()
    qtbot.waitUntil(window.isActiveWindow)
    real_dialogs.when(QPrintPreviewDialog, esc_in(qtbot))
    ctrl(qtbot, "p")  # acts: the preview again
    real_dialogs.check()
    assert real_dialogs.seen == [window.tr("Print match sheet")] * 2


def test_the_preview_is_active_again_after_the_print_dialog(qtbot, window, real_dialogs):
    """Qt's print dialog cancelled by Esc: the preview under it takes the keys again (Ctrl+P
    in it opens the print dialog again), and after the preview the window."""
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    active = []

    def in_preview(preview):
        for _ in range(2):  # the second Ctrl+P acts only if the preview is active again
            real_dialogs.when(QPrintDialog, esc_in(qtbot))
            ctrl(qtbot, "p")  # returns once the print dialog is closed
            qtbot.waitUntil(preview.isActiveWindow)
            active.append(QApplication.activeWindow() is preview)
        qtbot.keyClick(focused(), Qt.Key.Key_Escape)

    real_dialogs.when(QPrintPreviewDialog, in_preview)
    ctrl(qtbot, "p")
    real_dialogs.check()
    assert active == [True, True]
    assert len(real_dialogs.seen) == 3, real_dialogs.seen
    qtbot.waitUntil(window.isActiveWindow)
