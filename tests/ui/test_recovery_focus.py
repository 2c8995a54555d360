"""The recovery dialog marks where the keys are, and Enter presses that button.

A keyboard trial's dialog after a crash showed a blue frame on *Später* (the look of a
dialog's default button) while the keys were on the first row's *Weiterspielen*: Tab went to
*Speichern unter…*, Shift+Tab back to *Weiterspielen*. The frame goes with the keys, no button
looks chosen without them, and Enter presses the button that has them.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from .keyboard import focused
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_focus_seen import framed
from .test_recovery_flow import crashed, row_button, start_after_crash  # noqa: F401


def test_the_frame_is_where_the_keys_are(qtbot, settings, crashed, real_dialogs):  # noqa: F811
    _window, dialog = start_after_crash(qtbot, settings)
    first = row_button(dialog, crashed["new"], "continue")
    later = dialog.findChild(QPushButton, "recoveryLater")
    assert focused() is first
    assert framed(first) and not framed(later)
    assert not [b.text() for b in dialog.findChildren(QPushButton) if b.isDefault()]
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is row_button(dialog, crashed["new"], "saveAs")
    assert framed(focused()) and not framed(first)
    dialog.reject()


def test_enter_continues_the_match_whose_button_has_the_keys(qtbot, settings, crashed,  # noqa: F811
                                                             real_dialogs):
    window, dialog = start_after_crash(qtbot, settings)
    assert focused() is row_button(dialog, crashed["new"], "continue")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.session is not None
    assert window.controller.session.autosave == crashed["new"]


def test_enter_on_later_leaves_them_for_later(qtbot, settings, crashed, real_dialogs):  # noqa: F811
    window, dialog = start_after_crash(qtbot, settings)
    later = dialog.findChild(QPushButton, "recoveryLater")
    for _ in range(12):
        if focused() is later:
            break
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is later and framed(later)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.session is None
    assert all(crashed[k].exists() for k in ("old", "mid", "new"))
