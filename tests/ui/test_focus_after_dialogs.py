"""After *Names and details…* and *Table rules…* the cursor is in the form at once, and
never taken away again later.

Both put the cursor back into the form when their dialog closed, and a moment later (a
timer) once more, "once the window is active again". The window is made active again for
every dialog (widgets/activation.py), and Qt gives the keys back to the field the window
had: the second time only took the cursor away from a Schreiber who had clicked into Team
B's field right after *Ändern* (or pressed Ctrl+W for the Weis), and his next digits went
into Team A's field. Here the dialog closes by Enter; without a window manager (offscreen)
the digits typed then go into the form and Ctrl+Z undoes the change; with one (the window
active again at once, before the program's timers run) the field the Schreiber chose keeps
the cursor.
"""

import warnings

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import (
    ALT,
    ctrl,
    enter,
    focused,
    in_next_dialog,
    open_match,
    select_all,
    shortcut,
    type_text,
)
from .test_first_focus_at_once import the_window_done
from .test_table_rules import letter, type_target

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def names_changed_by_keys(qtbot, window):
    """Ctrl+Shift+N, the first name typed over, Enter; back as soon as the dialog is gone,
    before the window had a turn of its event loop."""
    def rename(dialog):
        select_all(qtbot)
        type_text(qtbot, "Anni")
        enter(qtbot)

    errors = in_next_dialog(qtbot, rename)
    shortcut(qtbot, "Ctrl+Shift+N")
    assert not errors, errors


def rules_changed_by_keys(qtbot, window):
    """Alt+E, T (Edit → Table rules…), the target typed over, Enter; back as soon as the
    dialog is gone."""
    def raise_target(dialog):
        type_target(qtbot, 3000)
        enter(qtbot)

    errors = in_next_dialog(qtbot, raise_target)
    edit = window.menuBar().actions()[1].menu()
    qtbot.keyClick(focused(), letter(window.menuBar().actions()[1].text()), ALT)
    qtbot.waitUntil(edit.isVisible)
    qtbot.keyClick(edit, letter(window.rules_change_action.text()))
    assert not errors, errors


#: how each dialog is used, and what it changes
CHANGES = {"names": (names_changed_by_keys, lambda w: w.controller.match.document.players[0]),
           "rules": (rules_changed_by_keys,
                     lambda w: w.controller.match.document.settings.target)}


def opened(qtbot, window):
    return open_match(qtbot, window, new_match("schieber", PLAYERS))[0]


@pytest.mark.parametrize("change", list(CHANGES))
def test_without_a_window_manager_digits_go_into_the_form_and_ctrl_z_acts(window, qtbot,
                                                                          change):
    opened(qtbot, window)
    changing, changed = CHANGES[change]
    old = changed(window)
    changing(qtbot, window)
    assert changed(window) in ("Anni", 3000)
    qtbot.waitUntil(window.isActiveWindow)  # nobody but the program activates it
    shortcut(qtbot, "Ctrl+Z")  # typed where the cursor is: the window's shortcut acts
    assert changed(window) == old
    type_text(qtbot, "57")
    panel = window.panel  # the form made again for the names or rules before
    assert focused() is panel.focus_target() and panel.focus_target().text() == "57"


def active_at_once(window):
    """A window manager makes the window active again the moment the dialog is gone,
    before the program's own timers run. (Qt's only way to say so without a turn of the
    event loop is deprecated, not gone: activateWindow() is done in the next one.)"""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)


@pytest.mark.parametrize("change", list(CHANGES))
def test_a_click_into_the_other_field_right_after_keeps_the_cursor(window, qtbot, change):
    opened(qtbot, window)
    CHANGES[change][0](qtbot, window)
    active_at_once(window)
    panel = window.panel
    field = panel.points[1]  # Team B's field, not the one the window chose
    assert field is not panel.focus_target()
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=field.rect().center())
    type_text(qtbot, "5")
    the_window_done(qtbot, window)
    type_text(qtbot, "7")
    assert focused() is field, "the cursor stays where the Schreiber put it"
    assert (panel.points[0].text(), field.text()) == ("", "57")


@pytest.mark.parametrize("change", list(CHANGES))
def test_ctrl_w_right_after_keeps_the_cursor_in_the_weis(window, qtbot, change):
    opened(qtbot, window)
    CHANGES[change][0](qtbot, window)
    active_at_once(window)
    panel = window.panel
    ctrl(qtbot, "w")
    type_text(qtbot, "2")
    the_window_done(qtbot, window)
    type_text(qtbot, "0")
    assert focused() is panel.weis.field
    assert (panel.points[0].text(), panel.weis.field.text()) == ("", "20")
