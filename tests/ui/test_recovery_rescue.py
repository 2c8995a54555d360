"""A named match whose file refused its last entries, after a crash: the recovery offers the
rescue copy (every entry) as that match, says truthfully why it is there, and continuing it
goes on with every entry into the named file as soon as the file can be written.

A trial (German window, a read-only file, kill -9): the red first row was the stale file
("12 Einträge · Datei coiffeur.jass"), the copy with 13 entries below it said "kept unsaved on
purpose", and Continue on the red row opened 12 rounds: round 13 was gone without a word. With
two windows on one file the refused window's round was the row "kept unsaved on purpose" too.

The windows die as a killed process does: no closeEvent, the settings and the files as they
were. Every box is Qt's own (``real_dialogs``).
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow

from .crash import die
from .keyboard import enter, focused, open_file, tab, type_
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def write_round(qtbot, a, b):
    """One Punktetafel round typed where the cursor is, and written (Enter)."""
    type_(qtbot, str(a))
    tab(qtbot)
    type_(qtbot, str(b))
    enter(qtbot)


def said(qtbot, real_dialogs, texts):
    """The next message box: its text kept in *texts*, then OK (Enter)."""
    def act(box):
        texts.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)
    real_dialogs.when(QMessageBox, act)


def activate(qtbot, window):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def start_after_crash(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    dialog = app_module.offer_recovery(window)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return window, dialog


def row_texts(dialog):
    """Each row, top down: (its first line, its second line)."""
    return [(row.findChild(QLabel, "recoveryState").text(),
             row.findChild(QLabel, "recoveryWords").text().replace("\u00a0", " "))
            for row in dialog.rows.values()]


def points(match):
    return [tuple(e.points) for e in match.entries]


@pytest.fixture
def tafel(tmp_path):
    folder = tmp_path / "abend"
    folder.mkdir()
    return folder / "tafel.jass"


def test_the_copy_with_every_entry_is_offered_and_continued_into_its_file(
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    open_file(qtbot, window, tafel, new_match("punktetafel", ["Ruedi", "Vreni"]))
    for a in (10, 20, 30):
        write_round(qtbot, a, 5)
    tafel.chmod(0o444)  # read-only from now on (as the trial's read-only place)
    texts = []
    said(qtbot, real_dialogs, texts)
    write_round(qtbot, 40, 5)
    real_dialogs.check()
    assert "permission denied" in texts[0] and window.save_banner.isVisible()
    assert len(matchfile.load(tafel).entries) == 3  # the file as it was
    die(window)  # killed now; the next start
    after, dialog = start_after_crash(qtbot, settings)
    ((state, words),) = row_texts(dialog)  # one match, one row: the copy, not the stale file
    (copy,) = dialog.rows
    assert copy.parent == autosaves
    assert state == "Could not be saved to tafel.jass: this copy has every entry"
    assert "Ruedi, Vreni · 4 entries" in words and "tafel.jass has 1 entry fewer" in words
    intro = dialog.findChildren(QLabel)[0].text()
    assert "kept unsaved on purpose" not in intro  # nothing was
    # Continue (the cursor is on it): every entry, and the file named again; the file is
    # still read-only: said once, the entries go on into the copy
    assert focused() is dialog.rows[copy].findChild(QPushButton, "continue")
    texts.clear()
    said(qtbot, real_dialogs, texts)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert points(after.controller.match) == [(10, 5), (20, 5), (30, 5), (40, 5)]
    assert after.controller.session.path == tafel and "tafel.jass" in after.windowTitle()
    assert "permission denied" in texts[0] and after.save_banner.isVisible()
    activate(qtbot, after)
    qtbot.waitUntil(lambda: after.panel.isAncestorOf(QApplication.focusWidget()))
    write_round(qtbot, 50, 5)
    assert len(matchfile.load(copy).entries) == 5 and len(matchfile.load(tafel).entries) == 3
    # the place is writable again: the next round writes the file whole, the copy goes
    tafel.chmod(0o644)
    write_round(qtbot, 60, 5)
    assert points(matchfile.load(tafel)) == [(10, 5), (20, 5), (30, 5), (40, 5), (50, 5),
                                             (60, 5)]
    assert not copy.exists() and not after.save_banner.isVisible()
    assert after.unsaved() == []


def test_killed_again_the_copy_is_still_the_match_offered(window, qtbot, settings, autosaves,
                                                         tafel, real_dialogs):
    """Continued and killed again before the file could be written: offered again, whole."""
    open_file(qtbot, window, tafel, new_match("punktetafel", ["Ruedi", "Vreni"]))
    write_round(qtbot, 10, 5)
    tafel.chmod(0o444)
    said(qtbot, real_dialogs, [])
    write_round(qtbot, 20, 5)
    real_dialogs.check()
    die(window)
    after, dialog = start_after_crash(qtbot, settings)
    said(qtbot, real_dialogs, [])
    qtbot.keyClick(focused(), Qt.Key.Key_Space)  # Continue
    real_dialogs.check()
    activate(qtbot, after)
    qtbot.waitUntil(lambda: after.panel.isAncestorOf(QApplication.focusWidget()))
    write_round(qtbot, 30, 5)
    die(after)  # killed again
    _again, dialog = start_after_crash(qtbot, settings)
    ((state, words),) = row_texts(dialog)
    assert state == "Could not be saved to tafel.jass: this copy has every entry"
    assert "3 entries" in words and "tafel.jass has 2 entries fewer" in words


def test_two_windows_on_one_file_the_refused_round_is_said_for_what_it_is(
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    """The second window's round was refused (the first had written the file) and went to
    its copy; both were killed. Both versions are offered, each saying what it is, the file
    as the match open then; the copy continued is never written over the file."""
    open_file(qtbot, window, tafel, new_match("punktetafel", ["Ruedi", "Vreni"]))
    write_round(qtbot, 10, 5)
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.resize(1300, 850)
    activate(qtbot, second)
    open_file(qtbot, second, tafel)
    activate(qtbot, window)
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))
    write_round(qtbot, 20, 5)  # the first window writes the file
    activate(qtbot, second)
    qtbot.waitUntil(lambda: second.panel.isAncestorOf(QApplication.focusWidget()))
    texts = []
    said(qtbot, real_dialogs, texts)
    write_round(qtbot, 77, 1)  # refused: the file changed since the second window read it
    real_dialogs.check()
    assert "changed by another program" in texts[0]
    before = tafel.read_bytes()
    die(window)  # both killed; the next start
    die(second)
    after, dialog = start_after_crash(qtbot, settings)
    copy, named = dialog.rows
    assert named == tafel and copy.parent == autosaves
    (copy_state, copy_words), (file_state, file_words) = row_texts(dialog)
    assert copy_state == ("Could not be saved to tafel.jass, which was changed elsewhere: this "
                          "copy has every entry of the window that could not save it")
    assert "Ruedi, Vreni · 2 entries" in copy_words and "fewer" not in copy_words
    assert file_state == "Open when Jasstafel stopped unexpectedly"
    assert "2 entries" in file_words and "named file tafel.jass" in file_words
    # the copy continued: the second window's rounds, and the first's round in the file is
    # not written over (saying so once, and what is known: not who wrote it); it can be
    # saved under another name
    texts.clear()
    said(qtbot, real_dialogs, texts)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    real_dialogs.check()
    assert points(after.controller.match) == [(10, 5), (77, 1)]
    assert "holds entries that this match lacks: it was not written over" in texts[0]
    assert after.save_banner.isVisible()
    assert tafel.read_bytes() == before
    assert len(matchfile.load(copy).entries) == 2


def test_a_file_opened_by_a_relative_name_is_found_again_from_elsewhere(
        window, qtbot, settings, autosaves, tafel, real_dialogs, monkeypatch, tmp_path):
    """`jasstafel abend/tafel.jass` in a terminal, then started again from elsewhere: the copy
    must still know its file (not a name relative to a folder no longer the current one, where
    Continue would have written a new file)."""
    monkeypatch.chdir(tafel.parent.parent)
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), tafel)
    open_file(qtbot, window, "abend/tafel.jass")
    write_round(qtbot, 10, 5)
    tafel.chmod(0o444)
    said(qtbot, real_dialogs, [])
    write_round(qtbot, 20, 5)
    real_dialogs.check()
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "abend").mkdir(parents=True)
    monkeypatch.chdir(elsewhere)
    die(window)
    after, dialog = start_after_crash(qtbot, settings)
    (state, words), *_ = row_texts(dialog)
    assert state == "Could not be saved to tafel.jass: this copy has every entry"
    assert "tafel.jass has 1 entry fewer" in words
    tafel.chmod(0o644)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)  # Continue: written into its own file
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert points(matchfile.load(tafel)) == [(10, 5), (20, 5)]
    assert not (elsewhere / "abend" / "tafel.jass").exists()


def test_not_saved_is_said_once_the_entry_is_on_the_board_and_no_dialog_is_under_it(
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    """A trial: the "Not saved" box came while the board still showed the old total and the
    round was still in the form (written only after OK); and after Continue in the recovery it
    was drawn over the recovery dialog, still shown. The entry first, then the message, over
    nothing but the window."""
    open_file(qtbot, window, tafel, new_match("punktetafel", ["Ruedi", "Vreni"]))
    write_round(qtbot, 10, 5)
    tafel.chmod(0o444)
    seen = []

    def when_said(box):
        seen.append((window.board_widget.board.sides[0].total, window.history.list.count(),
                     [field.is_empty() for field in window.panel.points]))
        qtbot.keyClick(box, Qt.Key.Key_Return)

    real_dialogs.when(QMessageBox, when_said)
    write_round(qtbot, 40, 5)
    real_dialogs.check()
    assert seen == [(50, 2, [True, True])]  # on the board, in the history, the form empty

    die(window)
    after, dialog = start_after_crash(qtbot, settings)
    under = []

    def over_what(box):
        under.append(dialog.isVisible())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    real_dialogs.when(QMessageBox, over_what)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)  # Continue: the file is still read-only
    real_dialogs.check()
    assert under == [False] and after.save_banner.isVisible()
    tafel.chmod(0o644)
