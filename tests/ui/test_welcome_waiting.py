"""The start page says plainly that a match is waiting (trial AJ).

A German Schreiber's match was kept unsaved when the window was closed; at the next start
the page showed only a third button, *Ungespeicherte Partien…*, and nothing said that his
match was behind it. The page now names the match waiting (the newest) on a button that
continues it; *Ungespeicherte Partien…* still lists them all.
"""

import datetime
import os

import pytest
from PySide6.QtWidgets import QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import MatchInfo, new_match
from jasstafel.core.pandur import PandurNoBid
from jasstafel.ui.i18n import time_text

from .conftest import window_in
from .keyboard import click, settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Ueli", "Hansruedi Zürcher-Baumgartner", "Fritz", "Käthi"]


def kept(folder, name, deals, hours_ago=0.0, title=""):
    """A Pandur kept unsaved on purpose: its autosave, last written *hours_ago*."""
    match = new_match("pandur", NAMES, info=MatchInfo(title=title))
    for _ in range(deals):
        match.add(PandurNoBid())
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"match-{name}.jass"
    matchfile.save(match, path)
    when = datetime.datetime.now().timestamp() - hours_ago * 3600
    os.utime(path, (when, when))
    return path, datetime.datetime.fromtimestamp(when)


def continue_button(window):
    return window.welcome.findChild(QPushButton, "welcomeContinue")


@pytest.mark.parametrize(("language", "words"), [
    ("de", "Weiterspielen: Pandur (Ueli, Hansruedi Zürcher-Baumgartner, Fritz, Käthi), "
           "7 Einträge, heute {0}"),
    ("fr", "Continuer : Bandoure (Ueli, Hansruedi Zürcher-Baumgartner, Fritz, Käthi), "
           "7 inscriptions, aujourd’hui {0}"),
])
def test_the_start_page_names_the_match_waiting_and_continues_it(qapp, qtbot, settings,
                                                                 autosaves, language, words):
    kept(autosaves, "old", 2, hours_ago=30)
    _path, changed = kept(autosaves, "new", 7)
    if changed.date() != datetime.date.today():
        pytest.skip("written just before midnight")
    windows = window_in(language, qapp, qtbot, settings, size=(1280, 720))
    window = next(windows)
    button = continue_button(window)
    qtbot.waitUntil(button.isVisible)
    said = button.text().replace("\u00a0", " ")
    assert said == words.format(time_text(changed)).replace("\u00a0", " ")
    assert window.welcome_unsaved.isVisible()  # every one of them, as before
    assert button.width() >= button.sizeHint().width()  # its words whole
    click(qtbot, button)
    qtbot.waitUntil(lambda: window.controller.session is not None)
    assert len(window.controller.match.entries) == 7
    next(windows, None)


def test_in_english(qtbot, settings, autosaves):
    from jasstafel.ui.mainwindow import MainWindow

    _path, changed = kept(autosaves, "new", 7)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    button = continue_button(window)
    qtbot.waitUntil(button.isVisible)
    assert button.text().startswith("Continue: Pandur (Ueli, Hansruedi Zürcher-Baumgartner, "
                                    "Fritz, Käthi), 7 entries, ")
    assert button.text().endswith(time_text(changed))


def test_nothing_waiting_no_button(window, qtbot):
    settle()  # the page looks for unsaved matches once it is shown
    assert not continue_button(window).isVisible()
    assert not window.welcome_unsaved.isVisible()


def test_a_titled_match_is_named_by_its_title(qapp, qtbot, settings, autosaves):
    kept(autosaves, "titled", 3, title="Pandur bei Ueli")
    windows = window_in("de", qapp, qtbot, settings, size=(1280, 720))
    window = next(windows)
    button = continue_button(window)
    qtbot.waitUntil(button.isVisible)
    assert button.text().startswith("Weiterspielen: Pandur bei Ueli (Ueli, Hansruedi ")
    assert button.toolTip() == ", ".join(NAMES)  # the players, whole
    next(windows, None)
