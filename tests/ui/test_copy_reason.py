"""The rescue copy says why its file could not be saved: the true reason.

A trial with hostile files: noread.jass open, its file then not writable (permission denied),
a round corrected in the window, then Ctrl+N → *Leave it in the copy*. File → Unsaved
matches… said "Could not be saved to noread.jass, which was changed elsewhere" and "noread.jass
was changed elsewhere, and the copy never writes over it", though nobody had touched the file
(the same bytes, the same time): the copy differed from the file only by this window's own
correction. "Changed elsewhere" is said only where the file was written by another window
meanwhile; here the copy is the match with every entry, and continued, it goes into its file
as soon as the file can be written.

The write failure is simulated as the other "Not saved" tests do (as root no permission stops
a write); every box and dialog is the real one (``real_dialogs``).
"""

import errno

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import enter, open_file, shortcut, tab, type_, type_text
from .real_dialogs import button, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def noread(tmp_path):
    match = new_match("punktetafel", ["Ruedi", "Vreni"])
    for n in range(2):
        match.add(PunktetafelRound(points=[10 + n, 5]))
    path = tmp_path / "noread.jass"
    matchfile.save(match, path)
    return path


def not_writable(monkeypatch, path):
    """*path* refuses to be written, as a file without write permission does."""
    real_save = matchfile.save

    def save(match, target):
        if str(target) == str(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(target))
        real_save(match, target)

    monkeypatch.setattr(matchfile, "save", save)
    return lambda: monkeypatch.setattr(matchfile, "save", real_save)  # writable again


def in_form(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))


def write_round(qtbot, a, b):
    type_(qtbot, str(a))
    tab(qtbot)
    type_(qtbot, str(b))
    enter(qtbot)


def corrected_and_left(qtbot, window, noread, monkeypatch, real_dialogs):
    """noread.jass open and not writable: its round 11 corrected to 40 (Ctrl+E, "Not saved"
    said once), then Ctrl+N and *Leave it in the copy*."""
    open_file(qtbot, window, noread)
    in_form(qtbot, window)
    writable = not_writable(monkeypatch, noread)
    before = noread.stat()
    real_dialogs.when(QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
    shortcut(qtbot, "Ctrl+E")  # the last round, loaded into the form
    assert window.panel.correcting == 1
    shortcut(qtbot, "Ctrl+A")
    type_(qtbot, "40")
    enter(qtbot)
    real_dialogs.check()
    in_form(qtbot, window)
    assert [e.points[0] for e in window.controller.match.entries] == [10, 40]

    def fill(dialog):
        for name in ("Anna", "Beat"):
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)

    real_dialogs.when(NewMatchDialog, fill)
    real_dialogs.when(QMessageBox, lambda box: qtbot.mouseClick(
        button(box, "Leave it in the copy"), Qt.MouseButton.LeftButton))
    window.new_action.trigger()
    real_dialogs.check()
    after = noread.stat()  # nobody wrote the file
    assert (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)
    return writable


def unsaved_dialog(qtbot, window):
    window.unsaved_action.trigger()
    dialog = window.recovery
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    states = [label.text() for label in dialog.findChildren(QLabel, "recoveryState")]
    intro = dialog.findChildren(QLabel)[0].text()
    return dialog, states, intro


def test_a_copy_of_a_file_that_refused_says_so_not_changed_elsewhere(
        window, qtbot, noread, autosaves, monkeypatch, real_dialogs):
    writable = corrected_and_left(qtbot, window, noread, monkeypatch, real_dialogs)
    dialog, states, intro = unsaved_dialog(qtbot, window)
    assert states == ["Could not be saved to noread.jass: this copy has every entry"]
    assert "elsewhere" not in intro
    assert intro.startswith("This is the copy of noread.jass with every entry")
    # continued: every entry ("Not saved" while the file refuses), and into the file once
    # it can be written (the file is still as the window saw it: nobody else's entries)
    said = []
    real_dialogs.when(QMessageBox, lambda box: (said.append(box.text()), qtbot.keyClick(
        box, Qt.Key.Key_Return)))
    qtbot.mouseClick(dialog.findChild(QPushButton, "continue"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert "permission denied" in said[0] and "another program" not in said[0]
    assert window.controller.session.path == noread
    writable()
    in_form(qtbot, window)
    write_round(qtbot, 50, 5)
    assert [e.points[0] for e in matchfile.load(noread).entries] == [10, 40, 50]
    assert not window.save_banner.isVisible()


def test_a_copy_whose_file_another_window_wrote_still_says_changed_elsewhere(
        window, qtbot, noread, autosaves, monkeypatch, real_dialogs):
    corrected_and_left(qtbot, window, noread, monkeypatch, real_dialogs)()
    other = matchfile.load(noread)
    other.add(PunktetafelRound(points=[70, 5]))
    matchfile.save(other, noread)  # another window's round
    dialog, states, _intro = unsaved_dialog(qtbot, window)
    assert states == ["Could not be saved to noread.jass, which was changed elsewhere: this "
                      "copy has every entry of the window that could not save it"]
    dialog.close()
