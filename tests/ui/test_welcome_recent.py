"""The start page offers the match saved last, as it offers one kept unsaved (trial BF).

A German Schreiberin saved her Differenzler carefully (*Beenden* → *Speichern unter…*,
`Dienstagsjass Differenzler.jass`) and started again: the page had only *Neue Partie* and
*Partie öffnen*, the file only under *Datei → Zuletzt geöffnet*. Kept unsaved, the same
match had been offered (*Weiterspielen: Dienstagsjass Differenzler, 6 Einträge*). The page
now offers the first recent file that opens too (below a match kept unsaved), and opens it as
*Zuletzt geöffnet* does; a missing or broken file is not offered.
"""

import datetime
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import MatchInfo, new_match
from jasstafel.ui.i18n import time_text
from jasstafel.ui.mainwindow import MainWindow

from .conftest import window_in
from .keyboard import click, enter, focus, key, settle, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_quit_keeps_round import next_start, quit_by_menu
from .test_welcome_waiting import kept

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Monika", "Urs", "Vreni", "Hansjörg"]
TITLE = "Dienstagsjass Differenzler"


def dienstagsjass(games=6):
    match = new_match("differenzler", NAMES, info=MatchInfo(title=TITLE))
    for _ in range(games):
        match.add(DifferenzlerGame(predictions=[40, 30, 50, 35], points=[45, 30, 42, 40]))
    return match


def offer(window):
    return window.welcome.findChild(QPushButton, "welcomeRecent")


def today(path):
    changed = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    if changed.date() != datetime.date.today():
        pytest.skip("written just before midnight")
    return time_text(changed).replace("\u00a0", " ")


def test_a_match_saved_at_quit_is_offered_at_the_next_start(window, qtbot, tmp_path, settings,
                                                           autosaves, real_dialogs):
    """The trial's way: *File → Quit*, *Save as…* (Alt+S), the name typed, Enter; the next
    start offers it first, and Return on it continues it."""
    window.start(dienstagsjass())
    qtbot.waitUntil(lambda: window.panel is not None)
    path = tmp_path / f"{TITLE}.jass"

    def save_as(box):
        qtbot.keyClick(box, "s", Qt.KeyboardModifier.AltModifier)

    def name_it(dialog):
        field = file_name_field(dialog)
        field.selectAll()
        type_text(qtbot, str(path))
        enter(qtbot)

    real_dialogs.when(QMessageBox, save_as)
    real_dialogs.when(QFileDialog, name_it)
    quit_by_menu(window)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert path.is_file()

    after = next_start(qtbot, settings)
    button = offer(after)
    qtbot.waitUntil(button.isVisible)
    assert button.text() == (f"Continue: {TITLE} (Monika, Urs, Vreni, Hansjörg), saved, "
                             f"6 entries, today {today(path)}")
    assert focus() is button  # the first thing on the page: Return continues
    key(qtbot, "Return")
    qtbot.waitUntil(lambda: after.controller.session is not None)
    assert after.controller.session.path == path
    assert len(after.controller.match.entries) == 6


def test_in_german(qapp, qtbot, tmp_path, settings, autosaves):
    path = tmp_path / f"{TITLE}.jass"
    matchfile.save(dienstagsjass(), path)
    settings.setValue("recent/files", [str(path)])
    windows = window_in("de", qapp, qtbot, settings, size=(1280, 720))
    window = next(windows)
    button = offer(window)
    qtbot.waitUntil(button.isVisible)
    assert button.text().replace("\u00a0", " ") == (
        f"Weiterspielen: {TITLE} (Monika, Urs, Vreni, Hansjörg), gespeichert, 6 Einträge, "
        f"heute {today(path)}")
    assert button.width() >= button.sizeHint().width()  # its words whole
    next(windows, None)


def test_a_finished_match_is_offered_to_open(qtbot, tmp_path, settings, autosaves):
    path = tmp_path / "fertig.jass"
    matchfile.save(dienstagsjass(games=12), path)
    settings.setValue("recent/files", [str(path)])
    window = next_start(qtbot, settings)
    qtbot.waitUntil(offer(window).isVisible)
    assert offer(window).text().startswith(
        "Open: fertig (Monika, Urs, Vreni, Hansjörg), saved, 12 entries, ")


def test_missing_and_broken_files_are_passed_over(qtbot, tmp_path, settings, autosaves):
    broken = tmp_path / "kaputt.jass"
    broken.write_text('{"format": "jasstafel", ', encoding="utf-8")
    good = tmp_path / "gut.jass"
    matchfile.save(dienstagsjass(games=2), good)
    settings.setValue("recent/files", [str(tmp_path / "weg.jass"), str(broken), str(good)])
    window = next_start(qtbot, settings)
    qtbot.waitUntil(offer(window).isVisible)
    assert offer(window).text().startswith(
        "Continue: gut (Monika, Urs, Vreni, Hansjörg), saved, 2 entries, ")
    click(qtbot, offer(window))
    qtbot.waitUntil(lambda: window.controller.session is not None)
    assert window.controller.session.path == good


def test_none_that_opens_none_offered(window, qtbot, tmp_path, settings):
    settings.setValue("recent/files", [str(tmp_path / "weg.jass")])
    after = next_start(qtbot, settings)
    settle()
    assert not offer(after).isVisible()


def test_below_a_newer_match_kept_unsaved(qtbot, tmp_path, settings, autosaves):
    """Newest first: the saved one above a match kept unsaved later is in
    test_welcome_newest_first.py."""
    path = tmp_path / f"{TITLE}.jass"
    matchfile.save(dienstagsjass(), path)
    an_hour_ago = datetime.datetime.now().timestamp() - 3600
    os.utime(path, (an_hour_ago, an_hour_ago))
    kept(autosaves, "new", 7)
    settings.setValue("recent/files", [str(path)])
    window = next_start(qtbot, settings)
    waiting = window.welcome.findChild(QPushButton, "welcomeContinue")
    qtbot.waitUntil(lambda: waiting.isVisible() and offer(window).isVisible())
    assert waiting.y() < offer(window).y()
    assert focus() is waiting  # the newer one first
    key(qtbot, "Tab")
    assert focus() is offer(window)  # the saved one a Tab away


def test_a_file_gone_meanwhile_is_refused_with_its_reason(qtbot, tmp_path, settings,
                                                        autosaves, dialogs):
    path = tmp_path / "bald-weg.jass"
    matchfile.save(dienstagsjass(games=2), path)
    settings.setValue("recent/files", [str(path)])
    window = next_start(qtbot, settings)
    qtbot.waitUntil(offer(window).isVisible)
    path.unlink()
    click(qtbot, offer(window))
    assert dialogs.shown[-1][0] == "Cannot open match"
    assert window.controller.session is None
    assert not offer(window).isVisible()  # nothing to offer now


def test_not_offered_while_another_window_has_it_open(qtbot, tmp_path, settings, autosaves):
    path = tmp_path / f"{TITLE}.jass"
    matchfile.save(dienstagsjass(), path)
    first = next_start(qtbot, settings)
    first.open_file(path)
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.show()
    settle()
    assert not offer(second).isVisible()


def test_a_file_gone_between_reading_and_its_date_is_passed_over(qtbot, tmp_path, settings,
                                                                 autosaves, monkeypatch):
    """Removed after it was read and before its date was asked (another program, a sync):
    the page's timer raised, and nothing was offered; the next file that is there is."""
    gone, good = tmp_path / "gleich-weg.jass", tmp_path / "gut.jass"
    matchfile.save(dienstagsjass(games=3), gone)
    matchfile.save(dienstagsjass(games=2), good)
    real_load = matchfile.load

    def load_then_gone(path, *args, **kwargs):
        match = real_load(path, *args, **kwargs)
        if path == gone:
            path.unlink()
        return match

    monkeypatch.setattr(matchfile, "load", load_then_gone)
    settings.setValue("recent/files", [str(gone), str(good)])
    window = next_start(qtbot, settings)
    qtbot.waitUntil(offer(window).isVisible)
    assert offer(window).text().startswith(
        "Continue: gut (Monika, Urs, Vreni, Hansjörg), saved, 2 entries, ")


def test_a_file_name_with_control_characters_is_shown_plain(qtbot, tmp_path, settings,
                                                            autosaves):
    """A right-to-left override in a file's name turned the button's words around it; the
    tooltip showed it escaped, the button did not."""
    path = tmp_path / "Abend\u202etxt.jass"
    matchfile.save(dienstagsjass(games=2), path)
    settings.setValue("recent/files", [str(path)])
    window = next_start(qtbot, settings)
    qtbot.waitUntil(offer(window).isVisible)
    assert offer(window).text().startswith(
        "Continue: Abend\\u202etxt (Monika, Urs, Vreni, Hansjörg), saved, 2 entries, ")
