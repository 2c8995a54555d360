"""Enter presses the button that wears the blue focus frame, as Space does.

A keyboard trial at 1024×600: *Neue Partie (Strg+N)* on the welcome page had the frame, and
Enter did nothing (Space opened the dialog); the same on a finished Differenzler's *Neue
Partie*. The frame says where the keys go: Enter there presses the button.
"""

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import enter, focus, in_next_dialog, key, tab
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def opened_by(qtbot, press, kind):
    """The title of the modal dialog *press* opened (closed again), or None."""
    opened = []

    def act(dialog):
        opened.append(dialog)
        assert isinstance(dialog, kind), dialog

    errors = in_next_dialog(qtbot, act)
    press()
    QApplication.processEvents()
    assert not errors, errors
    return opened


def tab_to(qtbot, button):
    for _ in range(30):
        if focus() is button:
            return
        tab(qtbot)
    assert focus() is button


def test_enter_on_new_match_on_the_welcome_page(window, qtbot):
    new = window.welcome.findChild(QPushButton, "welcomeNew")
    assert new is not None
    tab_to(qtbot, new)
    assert opened_by(qtbot, lambda: enter(qtbot), NewMatchDialog)


def test_enter_on_the_finished_matchs_new_match(window, qtbot):
    match = new_match("differenzler", NAMES, settings={"games": 1})
    match.add(DifferenzlerGame(predictions=[40, 40, 40, 37], points=[40, 40, 40, 37]))
    window.start(match)  # over: the form gives way to what can be done now
    qtbot.waitUntil(lambda: window.finished_buttons[0].isVisible())
    tab_to(qtbot, window.finished_buttons[0])
    assert opened_by(qtbot, lambda: enter(qtbot), NewMatchDialog)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    tab_to(qtbot, window.finished_buttons[0])
    assert opened_by(qtbot, lambda: key(qtbot, "Space"), NewMatchDialog)  # as before
