"""Nothing typed is lost: autosave, the one recovery dialog after a crash, and a clean quit
that leaves nothing to recover."""

import datetime
import os

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
)

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow
from jasstafel.ui.recovery import Unsaved, when

from .crash import die


def rnd(a):
    return SchieberRound(contract="rosen", announced_by=0, points=(a, 157 - a))


def crash_with(settings, players_and_rounds, named=None):
    """Windows that die (no closeEvent) after writing these rounds into unnamed matches; the
    last one (or *named*, a file) is the match open at the crash."""
    for players, rounds in players_and_rounds:
        w = MainWindow(settings)
        w.start(new_match("schieber", players))
        for a in rounds:
            w.controller.add(rnd(a), "round")
        die(w)
        w.deleteLater()
    if named is not None:
        w = MainWindow(settings)
        assert w.open_file(named)
        w.controller.add(rnd(11), "round")
        die(w)
        w.deleteLater()
    QApplication.processEvents()


def rows(dialog):
    return {path: row.findChild(QLabel, "recoveryWords").text().replace("\u00a0", " ")
            for path, row in dialog.rows.items()}


def name_typed(qtbot, path):
    """In the next Save dialog (Qt's own, which checks and asks before it closes), opened in
    *path*'s folder (the last file's): its name typed, Enter."""
    def run():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            QTimer.singleShot(10, run)
            return
        assert dialog.directory().absolutePath() == str(path.parent)
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        field.setFocus()
        field.selectAll()
        qtbot.keyClicks(field, path.name)
        qtbot.keyClick(field, Qt.Key.Key_Return)
    QTimer.singleShot(0, run)


def click(dialog, path, name):
    dialog.rows[path].findChild(QPushButton, name).click()


def test_reopen_after_the_window_died(qtbot, settings, autosaves):
    crash_with(settings, [(["Anna", "Beat", "Cla", "Dora"], (100, 60, 30))])
    files = list(autosaves.glob("*.jass"))
    assert len(files) == 1

    second = MainWindow(settings)
    qtbot.addWidget(second)
    dialog = app_module.offer_recovery(second)
    assert dialog is not None and dialog.isVisible()
    (words,) = rows(dialog).values()
    assert "Schieber · Anna, Beat, Cla, Dora · 3 entries · today " in words
    click(dialog, files[0], "continue")
    assert not dialog.isVisible()
    assert [e.points[0] for e in second.controller.match.entries] == [100, 60, 30]
    second.controller.add(rnd(10), "round")  # and it goes on saving into the same file
    assert len(matchfile.load(files[0]).entries) == 4


def test_one_dialog_for_several_unsaved_matches(qtbot, settings, autosaves, tmp_path, dialogs,
                                                monkeypatch):
    named = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", list("ABCD")), named)
    crash_with(settings, [(["Anna", "Beat", "Cla", "Dora"], (100,)),
                          (["Eva", "Fritz", "Gabi", "Hans"], (50, 60)),
                          (["Ida", "Jon", "Kari", "Lea"], (1, 2, 3))], named=named)
    autos = sorted(autosaves.glob("*.jass"))
    assert len(autos) == 3
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = app_module.offer_recovery(window)
    assert list(dialog.rows)[0] == named  # the match open at the crash first
    assert set(dialog.rows) == {named, *autos}
    assert "named file abend.jass" in rows(dialog)[named]
    assert "Eva, Fritz, Gabi, Hans · 2 entries" in rows(dialog)[autos[1]]
    assert len(dialogs.shown) == 0  # one dialog, no message box per match

    # discard = deleted (after a yes)
    dialogs.answer = QMessageBox.StandardButton.Yes
    click(dialog, autos[0], "discard")
    assert not autos[0].exists() and autos[0] not in dialog.rows
    # save under a name: the autosave becomes a named file (said; not opened now)
    saved = tmp_path / "eva.jass"
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # Save starts there
    name_typed(qtbot, saved)
    dialogs.choice = "later"
    click(dialog, autos[1], "saveAs")
    assert not autos[1].exists() and len(matchfile.load(saved).entries) == 2
    assert dialogs.shown[-1][0] == "Saved" and str(saved) in dialogs.shown[-1][1]
    # continue the last one
    click(dialog, autos[2], "continue")
    assert not dialog.isVisible()
    assert window.controller.session.autosave == autos[2]
    assert len(window.controller.match.entries) == 3
    # the next start after this one is clean: nothing is offered by itself
    dialogs.choice = "keep"
    window.close()
    third = MainWindow(settings)
    qtbot.addWidget(third)
    assert app_module.offer_recovery(third) is None
    unsaved = third.show_unsaved()  # but File → Unsaved matches… has it
    assert set(unsaved.rows) == {autos[2]}
    unsaved.close()  # (left open, the next test's Save dialog opened over it, and was gone)


def test_clean_quit_leaves_nothing_to_recover(qtbot, settings, autosaves, dialogs,
                                              monkeypatch):
    first = MainWindow(settings)
    first.start(new_match("schieber", list("ABCD")))
    first.controller.add(rnd(100), "round")
    dialogs.choice = "discard"
    first.close()  # asked to keep the unnamed match: discard deletes it
    assert "not saved in a file yet" in dialogs.shown[-1][1]
    assert list(autosaves.glob("*.jass")) == []
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert app_module.offer_recovery(second) is None
    assert second.controller.session is None


def test_quit_can_name_or_keep_the_match(qtbot, settings, autosaves, dialogs, tmp_path,
                                         monkeypatch):
    first = MainWindow(settings)
    first.start(new_match("schieber", list("ABCD")))
    first.controller.add(rnd(100), "round")
    dialogs.choice = "cancel"
    first.close()
    assert first.controller.session is not None and len(list(autosaves.glob("*.jass"))) == 1
    named = tmp_path / "benannt.jass"
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # Save starts there
    name_typed(qtbot, named)
    dialogs.choice = "save"
    first.close()
    assert len(matchfile.load(named).entries) == 1
    assert list(autosaves.glob("*.jass")) == []


def test_new_match_asks_about_the_unnamed_one(window, qtbot, autosaves, dialogs):
    window.start(new_match("schieber", list("ABCD")))
    window.controller.add(rnd(100), "round")
    old = window.controller.session.autosave
    dialogs.choice = "keep"
    assert window.leave_match()
    window.start(new_match("schieber", list("EFGH")))
    assert old.exists()  # kept among the unsaved matches
    assert window.controller.session.autosave != old
    assert [u.path for u in window._unsaved()] == [old]


def test_broken_files_are_skipped_and_left_alone(qtbot, settings, autosaves):
    crash_with(settings, [(["Anna", "Beat", "Cla", "Dora"], (100,))])
    (good,) = autosaves.glob("*.jass")
    broken = autosaves / "match-broken.jass"
    broken.write_text('{"format": "jasstafel-match", "version": 1, ')
    nested = autosaves / "match-nested.jass"
    nested.write_text("[" * 100_000 + "]" * 100_000)
    dangling = autosaves / "match-dangling.jass"
    dangling.symlink_to(autosaves / "gone.jass")
    to_zero = autosaves / "match-zero.jass"
    to_zero.symlink_to("/dev/zero")
    fifo = autosaves / "match-fifo.jass"
    os.mkfifo(fifo)
    before = {p: p.read_bytes() for p in (broken, nested)}
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = app_module.offer_recovery(window)
    assert list(dialog.rows) == [good]
    assert {p: p.read_bytes() for p in (broken, nested)} == before
    assert dangling.is_symlink() and fifo.exists()


def test_last_change_in_words():
    now = datetime.datetime(2026, 12, 1, 20, 0)
    assert when(datetime.datetime(2026, 12, 1, 14, 5), now) == "today 14:05"
    assert when(datetime.datetime(2026, 11, 30, 21, 30), now) == "yesterday 21:30"
    assert when(datetime.datetime(2026, 11, 2, 9, 0), now).endswith(" 09:00")


@pytest.mark.parametrize("name", ['<img src="/dev/zero">', "<b>Anna</b>"])
def test_names_in_the_dialog_are_plain_text(qtbot, name, tmp_path):
    from jasstafel.ui.recovery import RecoveryDialog

    item = Unsaved(path=tmp_path / "x.jass", variant="Schieber", players=(name, "B", "C", "D"),
                   entries=1, changed=datetime.datetime.now())
    dialog = RecoveryDialog([item], lambda i: True, lambda i: True, lambda i: True)
    qtbot.addWidget(dialog)
    label = dialog.rows[item.path].findChild(QLabel, "recoveryWords")
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert name in label.text().replace("\u00a0", " ")  # its spaces unbreakable


@pytest.mark.parametrize("failure", [OSError(28, "No space left on device"),
                                     ValueError("No space, said the serializer")])
def test_a_failed_save_is_shown_and_the_entries_stay(window, qtbot, tmp_path, dialogs,
                                                    monkeypatch, failure):
    from .keyboard import ctrl, enter, type_text

    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", list("ABCD")), path)
    assert window.open_file(path)
    real_save = matchfile.save

    def refused(match, target):
        raise failure

    monkeypatch.setattr(matchfile, "save", refused)
    for points in ("100", "60"):
        ctrl(qtbot, "3")
        type_text(qtbot, points)
        enter(qtbot)
    assert [e.points[0] for e in window.controller.match.entries] == [100, 60]
    assert window.save_banner.isVisible()
    shown = window.save_label.text()
    # the system's reason in the catalog's words; a bug's own words as they are
    reason = "the disk is full" if isinstance(failure, OSError) else "No space, said"
    assert "Not saved" in shown and reason in shown
    assert "not saved" in window.windowTitle()
    qtbot.waitUntil(lambda: bool(dialogs.shown))  # once the entries are on the board
    assert [title for title, _text in dialogs.shown].count("Not saved") == 1  # said once
    monkeypatch.setattr(matchfile, "save", real_save)
    ctrl(qtbot, "3")
    type_text(qtbot, "30")
    enter(qtbot)
    assert not window.save_banner.isVisible() and "not saved" not in window.windowTitle()
    assert [e.points[0] for e in matchfile.load(path).entries] == [100, 60, 30]


def test_a_file_name_in_the_recovery_dialog_is_shown_escaped(qtbot, settings, autosaves,
                                                            tmp_path, dialogs):
    """A file named to turn the text around it (U+202E) is shown as the window's title
    shows it: escaped, the row's words in their order."""
    named = tmp_path / "abend\u202essaj.jass"
    matchfile.save(new_match("schieber", list("ABCD")), named)
    crash_with(settings, [], named=named)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = app_module.offer_recovery(window)
    words = rows(dialog)[named]
    assert "\u202e" not in words
    assert "named file abend\\u202essaj.jass" in words
