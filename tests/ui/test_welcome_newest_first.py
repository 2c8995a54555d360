"""The start page offers the match played last first (an English keyboard trial's).

After a restart the page showed *Continue: Handjass (Pierre, Anna, Beat), 10 entries, today
16:04*, an older match kept unsaved, first and with the cursor, and *Continue: punkte (…),
saved, 3 entries, today 16:08*, the match played last, second: Enter continued the wrong one.
The two offers now come newest first, the newest with the cursor; a match a crash left stays
first (it is the urgent one).
"""

import datetime
import os

import pytest
from PySide6.QtWidgets import QPushButton

from jasstafel.core import matchfile
from jasstafel.ui.recovery import mark_crashed

from .keyboard import focus, key
from .test_quit_keeps_round import next_start
from .test_welcome_recent import dienstagsjass
from .test_welcome_waiting import kept

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def saved(tmp_path, settings, hours_ago=0.0):
    """A Differenzler saved under a name, last written *hours_ago*, the last recent file."""
    path = tmp_path / "punkte.jass"
    matchfile.save(dienstagsjass(games=3), path)
    when = datetime.datetime.now().timestamp() - hours_ago * 3600
    os.utime(path, (when, when))
    settings.setValue("recent/files", [str(path)])
    return path


def offers(qtbot, window):
    waiting = window.welcome.findChild(QPushButton, "welcomeContinue")
    recent = window.welcome.findChild(QPushButton, "welcomeRecent")
    qtbot.waitUntil(lambda: waiting.isVisible() and recent.isVisible())
    return waiting, recent


def test_the_match_saved_last_comes_first_and_enter_continues_it(qtbot, tmp_path, settings,
                                                                 autosaves):
    kept(autosaves, "handjass", 10, hours_ago=1)  # kept unsaved at 16:04
    path = saved(tmp_path, settings)  # the match played last, saved at 16:08
    window = next_start(qtbot, settings)
    waiting, recent = offers(qtbot, window)
    assert recent.y() < waiting.y()
    assert focus() is recent
    key(qtbot, "Tab")
    assert focus() is waiting  # the older one a Tab away
    key(qtbot, "Backtab")
    key(qtbot, "Return")
    qtbot.waitUntil(lambda: window.controller.session is not None)
    assert window.controller.session.path == path


def test_the_match_kept_last_comes_first(qtbot, tmp_path, settings, autosaves):
    saved(tmp_path, settings, hours_ago=1)
    kept(autosaves, "pandur", 7)
    window = next_start(qtbot, settings)
    waiting, recent = offers(qtbot, window)
    assert waiting.y() < recent.y()
    assert focus() is waiting
    key(qtbot, "Tab")
    assert focus() is recent
    key(qtbot, "Backtab")
    key(qtbot, "Return")
    qtbot.waitUntil(lambda: window.controller.session is not None)
    assert len(window.controller.match.entries) == 7  # the Pandur, not the Differenzler


def test_a_match_a_crash_left_comes_first_however_old(qtbot, tmp_path, settings, autosaves):
    crashed, _when = kept(autosaves, "crashed", 7, hours_ago=2)
    mark_crashed(settings, crashed)
    saved(tmp_path, settings)
    window = next_start(qtbot, settings)
    waiting, recent = offers(qtbot, window)
    assert waiting.y() < recent.y()
    assert focus() is waiting
    key(qtbot, "Return")
    qtbot.waitUntil(lambda: window.controller.session is not None)
    assert len(window.controller.match.entries) == 7
