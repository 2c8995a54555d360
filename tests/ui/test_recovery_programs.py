"""Several Jasstafels at once: only a program that really died has its match offered.

A trial: a second Jasstafel started while the first had voll.jass open said "Jasstafel was
not closed properly last time" and offered the first one's open file as left by a crash
(its Discard then deleted it); and after one of two windows on one file was killed and the
other quit cleanly, the next start offered nothing: one settings key for all programs. Each
program now has its own entry and lock (jasstafel.ui.running). Here the programs are windows
of one test process; ``die`` gives up a window's locks as the death of its process does
(tests/ship/test_two_programs.py kills real processes).
"""

import pytest
from PySide6.QtWidgets import QLabel

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow
from jasstafel.ui.running import LEGACY_KEY

from .crash import die

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def program(qtbot, settings):
    """Another Jasstafel started (its window; the settings and user data folder shared)."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    return window


def tafel_file(tmp_path, rounds=2):
    match = new_match("punktetafel", ["Ruedi", "Vreni"])
    for n in range(rounds):
        match.add(PunktetafelRound(points=[10 + n, 5]))
    path = tmp_path / "voll.jass"
    matchfile.save(match, path)
    return path


def write(window, a):
    window.controller.add(PunktetafelRound(points=[a, 1]), "round")


def states(dialog):
    return [row.findChild(QLabel, "recoveryState").text() for row in dialog.rows.values()]


def test_a_second_program_offers_nothing_of_the_first_one_running(qtbot, settings, autosaves,
                                                                  tmp_path, dialogs):
    voll = tafel_file(tmp_path)
    first = program(qtbot, settings)
    assert first.open_file(voll)
    write(first, 30)
    before = voll.read_bytes()
    second = program(qtbot, settings)
    assert app_module.offer_recovery(second) is None  # no crash happened
    assert second.unsaved() == []
    assert voll.read_bytes() == before
    # the first one's unnamed match (its autosave) is its own, not "kept unsaved"
    first.start(new_match("punktetafel", ["Anna", "Beat"]))
    dialogs.choice = "keep"
    write(first, 7)
    third = program(qtbot, settings)
    assert app_module.offer_recovery(third) is None
    assert third.unsaved() == []
    # once the first quits cleanly keeping it, it is kept unsaved on purpose
    first.close()
    assert [u.path for u in third.unsaved()] == [first.controller.session.autosave]


def test_the_killed_one_of_two_is_offered_though_the_other_quit_cleanly(
        qtbot, settings, autosaves, tmp_path, dialogs):
    voll = tafel_file(tmp_path)
    first, second = program(qtbot, settings), program(qtbot, settings)
    assert first.open_file(voll) and second.open_file(voll)
    write(second, 40)  # the second writes the file
    write(first, 60)  # refused in the first: the file changed; its copy has every entry
    qtbot.waitUntil(lambda: bool(dialogs.shown))  # said once the entry is on the board
    assert "changed by another program" in dialogs.shown[-1][1]
    die(first)
    dialogs.choice = "keep"  # (the dead window closed at the end: left in its copy)
    second.close()  # a clean quit of the other one
    assert not second.isVisible()
    after = program(qtbot, settings)
    dialog = app_module.offer_recovery(after)
    assert dialog is not None and dialog.windowTitle() == "Continue a match?"
    copy, named = dialog.rows
    assert copy.parent == autosaves and named == voll
    assert states(dialog) == [
        "Could not be saved to voll.jass, which was changed elsewhere: this copy has every "
        "entry of the window that could not save it", "Open when Jasstafel stopped unexpectedly"]
    dialog.reject()


def test_a_crashed_match_is_offered_by_one_program_at_a_time(qtbot, settings, autosaves,
                                                             tmp_path):
    """While one program offers it, a third started meanwhile does not offer it too (nor
    list it among its unsaved matches); if the offering one dies too, the next offers it."""
    first = program(qtbot, settings)
    first.start(new_match("punktetafel", ["Anna", "Beat"]))
    write(first, 7)
    auto = first.controller.session.autosave
    die(first)
    offering = program(qtbot, settings)
    assert list(app_module.offer_recovery(offering).rows) == [auto]
    third = program(qtbot, settings)
    assert app_module.offer_recovery(third) is None
    assert third.unsaved() == []
    die(offering)
    fourth = program(qtbot, settings)
    dialog = app_module.offer_recovery(fourth)
    assert list(dialog.rows) == [auto]
    dialog.reject()  # Later: answered
    assert app_module.offer_recovery(program(qtbot, settings)) is None


def test_the_crash_sign_of_an_earlier_jasstafel_is_offered(qtbot, settings, autosaves,
                                                           tmp_path):
    """One key for all programs, left by a crash of the Jasstafel before this one."""
    voll = tafel_file(tmp_path)
    settings.setValue(LEGACY_KEY, str(voll))
    window = program(qtbot, settings)
    dialog = app_module.offer_recovery(window)
    assert list(dialog.rows) == [voll]
    assert not settings.contains(LEGACY_KEY)
    dialog.reject()
    assert app_module.offer_recovery(program(qtbot, settings)) is None
