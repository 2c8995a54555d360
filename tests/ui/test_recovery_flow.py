"""The recovery flow for real: several unsaved matches after a crash, offered newest first in
the one dialog; discarding one (the real "Discard this match?" box: first No, then Yes), then
the next, continuing the last; a broken file skipped and left as it is; "Later" and File →
Unsaved matches…; and opening a file while an unnamed match with entries is open, which must
never delete that match's autosave unless the Schreiber says so.

Every box here is Qt's own (``real_dialogs``): the tests press its keys or click its buttons.
"""

import datetime
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow

from .crash import die, left_open
from .keyboard import ctrl, enter, focused, settle, type_text
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401

NOW = datetime.datetime.now().timestamp()


def rnd(a):
    return SchieberRound(contract="rosen", announced_by=0, points=(a, 157 - a))


def autosave(folder, name, players, rounds, hours_ago):
    """An unnamed match as a window leaves it behind: a file in the autosave folder, last
    written *hours_ago*."""
    match = new_match("schieber", players)
    for a in rounds:
        match.add(rnd(a))
    path = folder / f"match-{name}.jass"
    folder.mkdir(parents=True, exist_ok=True)
    matchfile.save(match, path)
    when = NOW - hours_ago * 3600
    os.utime(path, (when, when))
    return path


@pytest.fixture
def crashed(settings, autosaves):
    """Three unsaved matches, a broken file among them and an empty one; the newest was open
    when Jasstafel died."""
    files = {
        "old": autosave(autosaves, "old", ["Anna", "Beat", "Cla", "Dora"], (100,), 3),
        "mid": autosave(autosaves, "mid", ["Eva", "Fritz", "Gabi", "Hans"], (50, 60), 2),
        "new": autosave(autosaves, "new", ["Ida", "Jon", "Kari", "Lea"], (1, 2, 3), 1),
        "empty": autosave(autosaves, "empty", ["Mia", "Nik", "Oli", "Pia"], (), 0.5),
    }
    broken = autosaves / "match-broken.jass"
    broken.write_text('{"format": "jasstafel-match", "version": 1, "variant": "schieber", ')
    os.utime(broken, (NOW - 5400, NOW - 5400))  # between mid and new
    files["broken"] = broken
    left_open(settings, files["new"])
    return files


def shown_rows(dialog):
    """The rows' words from the top of the dialog down, as they are shown."""
    words = []
    for i in range(dialog.list.count()):
        row = dialog.list.itemAt(i).widget()
        if row is not None and row.isVisibleTo(dialog):
            words.append(row.findChild(QLabel, "recoveryWords").text().replace("\u00a0", " "))
    return words


def row_button(dialog, path, name):
    return dialog.rows[path].findChild(QPushButton, name)


def start_after_crash(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    dialog = app_module.offer_recovery(window)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return window, dialog


def test_discard_one_then_the_next_and_continue_the_last(qtbot, settings, crashed,
                                                        real_dialogs):
    before = crashed["broken"].read_bytes()
    window, dialog = start_after_crash(qtbot, settings)
    # newest first; the broken file is not offered, the empty one is gone
    rows = shown_rows(dialog)
    assert [r.split(" · ")[1] for r in rows] == [
        "Ida, Jon, Kari, Lea", "Eva, Fritz, Gabi, Hans", "Anna, Beat, Cla, Dora"]
    assert [r.split(" · ")[2] for r in rows] == ["3 entries", "2 entries", "1 entry"]
    assert list(dialog.rows) == [crashed["new"], crashed["mid"], crashed["old"]]
    assert not crashed["empty"].exists()
    assert crashed["broken"].read_bytes() == before
    # the cursor is on the first row's Continue; Tab, Tab: its Discard
    assert focused() is row_button(dialog, crashed["new"], "continue")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is row_button(dialog, crashed["new"], "discard")

    # Discard, then No in the box: nothing happens
    asked = []

    def answer(key):
        def act(box):
            asked.append(box.text())
            qtbot.keyClick(box, key)
        return act

    real_dialogs.when(QMessageBox, answer(Qt.Key.Key_Escape))
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    real_dialogs.check()
    assert "Schieber (Ida, Jon, Kari and Lea), 3 entries: this match is deleted" in asked[-1]
    assert crashed["new"].exists() and crashed["new"] in dialog.rows
    # Discard again, Yes ("y"): deleted, and the row is gone
    real_dialogs.when(QMessageBox, answer(Qt.Key.Key_Y))
    qtbot.mouseClick(row_button(dialog, crashed["new"], "discard"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not crashed["new"].exists())
    assert crashed["new"] not in dialog.rows
    # the next one: Discard, Yes
    real_dialogs.when(QMessageBox, answer(Qt.Key.Key_Y))
    qtbot.mouseClick(row_button(dialog, crashed["mid"], "discard"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not crashed["mid"].exists())
    assert len(asked) == 3 and "(Eva, Fritz, Gabi and Hans), 2 entries" in asked[-1]
    assert shown_rows(dialog)[0].split(" · ")[1] == "Anna, Beat, Cla, Dora"
    # and the last is continued: the dialog closes, the match is in the window
    qtbot.mouseClick(row_button(dialog, crashed["old"], "continue"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.session.autosave == crashed["old"]
    assert [e.points[0] for e in window.controller.match.entries] == [100]
    assert crashed["broken"].read_bytes() == before  # never touched
    # it goes on saving into the same file
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.panel.focus_next()
    ctrl(qtbot, "1")
    type_text(qtbot, "80")
    enter(qtbot)
    assert len(matchfile.load(crashed["old"]).entries) == 2


def test_later_keeps_every_match_for_file_unsaved_matches(qtbot, settings, crashed,
                                                          real_dialogs):
    window, dialog = start_after_crash(qtbot, settings)
    later = dialog.findChild(QPushButton, "recoveryLater")
    qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert all(crashed[k].exists() for k in ("old", "mid", "new", "broken"))
    assert window.controller.session is None
    # offered once: the next start asks nothing by itself …
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert app_module.offer_recovery(again) is None
    # … but File → Unsaved matches… has them all, in the same order
    window.unsaved_action.trigger()
    unsaved = window.recovery
    qtbot.waitUntil(unsaved.isVisible)
    assert list(unsaved.rows) == [crashed["new"], crashed["mid"], crashed["old"]]
    assert unsaved.windowTitle() == "Unsaved matches"
    unsaved.reject()


def test_continue_by_enter_on_the_first_row(qtbot, settings, crashed, real_dialogs):
    window, dialog = start_after_crash(qtbot, settings)
    assert focused() is row_button(dialog, crashed["new"], "continue")
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert [e.points[0] for e in window.controller.match.entries] == [1, 2, 3]
    assert window.controller.session.autosave == crashed["new"]
    # the others wait under File → Unsaved matches…, the open one is not among them
    assert [u.path for u in window._unsaved()] == [crashed["mid"], crashed["old"]]


def states(dialog):
    """Each row's first line, top down: how the match came to be unsaved."""
    return [dialog.rows[path].findChild(QLabel, "recoveryState").text() for path in dialog.rows]


CRASH, KEPT = "Open when Jasstafel stopped unexpectedly", "Kept unsaved on purpose"


def test_the_match_a_crash_left_is_told_from_those_kept_on_purpose(qtbot, settings, crashed,
                                                                   real_dialogs):
    """"new" was open when Jasstafel died; "mid" and "old" were kept unsaved at a clean quit
    ("Keep unsaved"). The dialog says which is which, also later under File → Unsaved
    matches…; once the crashed one is continued and kept at a clean quit, it is kept too."""
    window, dialog = start_after_crash(qtbot, settings)
    assert list(dialog.rows) == [crashed["new"], crashed["mid"], crashed["old"]]
    assert states(dialog) == [CRASH, KEPT, KEPT]
    intro = dialog.findChildren(QLabel)[0].text()
    assert "not closed properly" in intro and "kept unsaved on purpose" in intro
    qtbot.mouseClick(dialog.findChild(QPushButton, "recoveryLater"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())

    # the next start asks nothing; File → Unsaved matches… still tells them apart
    window.close()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert app_module.offer_recovery(window) is None
    window.unsaved_action.trigger()
    unsaved = window.recovery
    qtbot.waitUntil(unsaved.isVisible)
    assert unsaved.windowTitle() == "Unsaved matches" and states(unsaved) == [CRASH, KEPT, KEPT]
    unsaved.activateWindow()
    qtbot.waitUntil(unsaved.isActiveWindow)
    assert focused() is row_button(unsaved, crashed["new"], "continue")
    qtbot.keyClick(focused(), Qt.Key.Key_Space)  # continue the crashed one …
    qtbot.waitUntil(lambda: not unsaved.isVisible())
    assert window.controller.session.autosave == crashed["new"]

    # … and quit cleanly, keeping it unsaved: now it was kept on purpose as well
    real_dialogs.when(QMessageBox, lambda box: qtbot.mouseClick(
        button(box, "Keep unsaved"), Qt.MouseButton.LeftButton))
    window.close()
    real_dialogs.check()
    assert not window.isVisible() and crashed["new"].exists()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert app_module.offer_recovery(window) is None  # a clean quit: nothing to recover
    window.unsaved_action.trigger()
    unsaved = window.recovery
    qtbot.waitUntil(unsaved.isVisible)
    assert list(unsaved.rows) == [crashed["new"], crashed["mid"], crashed["old"]]
    assert states(unsaved) == [KEPT, KEPT, KEPT]
    unsaved.reject()


def test_only_crashed_matches_say_so(qtbot, settings, autosaves, real_dialogs):
    path = autosave(autosaves, "only", ["Anna", "Beat", "Cla", "Dora"], (100,), 1)
    left_open(settings, path)
    _window, dialog = start_after_crash(qtbot, settings)
    assert states(dialog) == [CRASH]
    assert dialog.findChildren(QLabel)[0].text() == (  # one match: said of one
        "Jasstafel was not closed properly last time. The match below can be continued with "
        "every entry that was saved, and the round being typed then where its row says so.")
    dialog.reject()


KEPT_WORDS = ("These matches are not saved in a file yet. Continue one, save it in a file, or "
              "discard it.")


@pytest.mark.parametrize("left", ["new match, nothing written", "named file gone since"])
def test_a_crash_that_left_no_match_to_continue_offers_nothing(qtbot, settings, autosaves,
                                                               tmp_path, left, real_dialogs):
    """A trial's first start with an old data folder: the program that died had a new match
    open with nothing written yet (its empty autosave is gone), and the dialog said "The
    match that was open then can be continued …" above three rows all "Kept unsaved on
    purpose". Nothing of the crash is left to continue: the start is a clean quit's, and
    the matches kept on purpose wait under File → Unsaved matches…, which says them as
    kept (and the welcome page's link to it shows)."""
    kept = [autosave(autosaves, "mid", ["Eva", "Fritz", "Gabi", "Hans"], (50, 60), 2),
            autosave(autosaves, "old", ["Anna", "Beat", "Cla", "Dora"], (100,), 3)]
    dead = MainWindow(settings)
    qtbot.addWidget(dead)
    dead.show()
    if left == "new match, nothing written":
        dead.start(new_match("schieber", ["Ida", "Jon", "Kari", "Lea"]))
    else:
        named = tmp_path / "abend.jass"
        matchfile.save(new_match("schieber", ["Ida", "Jon", "Kari", "Lea"]), named)
        assert dead.open_file(named)
    die(dead)
    if left == "named file gone since":
        named.unlink()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert app_module.offer_recovery(window) is None
    assert window.recovery is None or not window.recovery.isVisible()
    assert window.welcome_unsaved.isVisibleTo(window)
    window.unsaved_action.trigger()
    dialog = window.recovery
    qtbot.waitUntil(dialog.isVisible)
    assert list(dialog.rows) == kept and states(dialog) == [KEPT, KEPT]
    assert dialog.findChildren(QLabel)[0].text() == KEPT_WORDS
    dialog.reject()
    # answered: the next start asks nothing by itself either
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert app_module.offer_recovery(again) is None


def test_the_crashed_match_among_kept_ones_is_said_and_marked(qtbot, settings, autosaves,
                                                              real_dialogs):
    """The same folder with the match that was open among the rows: the crash is said, and
    its row is the first, marked."""
    kept = autosave(autosaves, "old", ["Anna", "Beat", "Cla", "Dora"], (100,), 3)
    dead = MainWindow(settings)
    qtbot.addWidget(dead)
    dead.show()
    dead.start(new_match("schieber", ["Ida", "Jon", "Kari", "Lea"]))
    dead.controller.add(rnd(40), "round")
    open_then = dead.controller.session.autosave
    die(dead)
    _window, dialog = start_after_crash(qtbot, settings)
    assert list(dialog.rows) == [open_then, kept] and states(dialog) == [CRASH, KEPT]
    state = dialog.rows[open_then].findChild(QLabel, "recoveryState")
    assert "#b3261e" in state.styleSheet()  # in red
    assert dialog.findChildren(QLabel)[0].text().startswith(
        "Jasstafel was not closed properly last time. The match that was open then")
    dialog.reject()


def test_one_match_kept_unsaved_is_spoken_of_as_one(window, qtbot, autosaves, real_dialogs):
    autosave(autosaves, "one", ["Anna", "Beat", "Cla", "Dora"], (100,), 1)
    window.unsaved_action.trigger()
    dialog = window.recovery
    qtbot.waitUntil(dialog.isVisible)
    assert states(dialog) == [KEPT]
    assert dialog.findChildren(QLabel)[0].text() == (
        "This match is not saved in a file yet. Continue it, save it in a file, or discard it.")
    dialog.reject()


def test_what_the_offer_promises_is_true_after_a_crash_in_the_middle_of_a_round(
        window, qtbot, settings, autosaves, real_dialogs):
    """A trial: killed while "77" was typed for a round not yet written, the offer said
    "Nothing is lost", but the half-typed round was gone. It says what is true: every entry
    written (and saved) is there, and the round being typed where its row says so (it does,
    and it comes back: tests/ui/test_crash_draft.py)."""
    window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()))
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)
    ctrl(qtbot, "4")
    type_text(qtbot, "77")  # not written: the process dies now (no closeEvent)
    settle()  # (once the keys are handled: the program's event loop had its turn)
    die(window)
    _after, dialog = start_after_crash(qtbot, settings)
    intro = dialog.findChildren(QLabel)[0].text()
    assert "Nothing is lost" not in intro
    assert "every entry that was saved" in intro and "where its row says so" in intro
    (path,) = dialog.rows
    words = dialog.rows[path].findChild(QLabel, "recoveryWords").text()
    assert "1\u00a0entry" in words  # never split over two lines
    assert "the round being typed comes back" in words


def test_the_not_saved_message_says_what_a_crash_would_keep(window, qtbot, tmp_path, dialogs):
    """"Nothing is lost: every entry stays in this window" held only while the window lived.
    A named match gets a rescue copy (the recovery's); an unnamed one whose autosave cannot
    be written has nothing on disk, and the message says so."""
    from .keyboard import open_file, tab, type_

    folder = tmp_path / "abend"
    folder.mkdir()
    open_file(qtbot, window, folder / "tafel.jass", new_match("punktetafel", ["Ruedi", "Vreni"]))
    folder.rename(tmp_path / "weg")
    folder.write_text("not a folder")  # the named file cannot be written
    type_(qtbot, "40")
    tab(qtbot)
    type_(qtbot, "5")
    enter(qtbot)
    qtbot.waitUntil(lambda: bool(dialogs.shown))  # once the entry is on the board
    (title, text), = dialogs.shown
    assert title == "Not saved" and "Nothing is lost" not in text
    assert "a copy with every entry is kept" in text, text

    dialogs.shown.clear()
    window.start(new_match("punktetafel", ["Ruedi", "Vreni"]))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()))
    auto = window.controller.session.autosave
    auto.parent.rename(tmp_path / "autosave-weg")
    auto.parent.write_text("not a folder")  # the autosave cannot be written
    type_(qtbot, "40")
    tab(qtbot)
    type_(qtbot, "5")
    enter(qtbot)
    qtbot.waitUntil(lambda: bool(dialogs.shown))  # once the entry is on the board
    (title, text), = dialogs.shown
    assert title == "Not saved" and "Nothing is lost" not in text
    assert "not on disk" in text and "a crash now would lose" in text, text
    auto.parent.unlink()
    (tmp_path / "autosave-weg").rename(auto.parent)  # the window may close as usual


def test_the_offer_comes_again_after_a_crash_while_it_was_shown(qtbot, settings, crashed,
                                                                real_dialogs):
    """A trial: killed, started (the offer came), killed again while the offer was shown:
    the next start showed only the start page, though the match was still there and marked
    crashed. Until the Schreiber chooses (Continue, Save as…, Discard, Later), every start
    offers it again."""
    first, dialog = start_after_crash(qtbot, settings)
    assert list(dialog.rows) == [crashed["new"], crashed["mid"], crashed["old"]]
    # killed while the offer is shown: no choice, no clean quit; the next start
    die(first)
    second, again = start_after_crash(qtbot, settings)
    assert list(again.rows) == [crashed["new"], crashed["mid"], crashed["old"]]
    assert states(again) == [CRASH, KEPT, KEPT]
    assert focused() is row_button(again, crashed["new"], "continue")
    # killed once more; then a choice: Later. Now the start after it asks nothing by itself
    die(second)
    third, once_more = start_after_crash(qtbot, settings)
    assert states(once_more) == [CRASH, KEPT, KEPT]
    qtbot.mouseClick(once_more.findChild(QPushButton, "recoveryLater"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not once_more.isVisible())
    fourth = MainWindow(settings)
    qtbot.addWidget(fourth)
    assert app_module.offer_recovery(fourth) is None
    assert [u.path for u in fourth.unsaved()] == [crashed["new"], crashed["mid"], crashed["old"]]


def test_the_offer_comes_again_until_the_crashed_match_is_continued(qtbot, settings, crashed,
                                                                   real_dialogs):
    """Continued: the match is open again, and a crash now offers it as the open one."""
    first, _dialog = start_after_crash(qtbot, settings)
    die(first)  # killed while the offer was shown
    window, dialog = start_after_crash(qtbot, settings)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)  # Continue on the first row
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.session.autosave == crashed["new"]
    # killed while playing: the next start offers it as the match open then
    die(window)
    _third, after = start_after_crash(qtbot, settings)
    assert list(after.rows)[0] == crashed["new"] and states(after)[0] == CRASH


# -- opening a file while an unnamed match is open --------------------------------------------


@pytest.fixture
def unnamed(window, qtbot, tmp_path, settings):
    """An unnamed match with one round typed; a named file waits in the folder File → Open
    starts in."""
    window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                           preset="einfach_1000"))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()))
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)
    auto = window.controller.session.autosave
    assert auto is not None and len(matchfile.load(auto).entries) == 1
    named = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", ["Eva", "Fritz", "Gabi", "Hans"]), named)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # Open starts here
    return auto, named


def open_by_keys(qtbot, real_dialogs, name, then=None):
    """Ctrl+O, the file name typed, Enter; *then(box)* answers the box that follows."""
    def in_file_dialog(dialog):
        assert focused() is file_name_field(dialog)
        type_text(qtbot, name)
        enter(qtbot)

    real_dialogs.when(QFileDialog, in_file_dialog)
    if then is not None:
        real_dialogs.when(QMessageBox, then)
    ctrl(qtbot, "o")
    real_dialogs.check()


def click(qtbot, text):
    def act(box):
        qtbot.mouseClick(button(box, text), Qt.MouseButton.LeftButton)
    return act


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_open_and_keep_the_unnamed_match(window, qtbot, unnamed, real_dialogs, autosaves):
    auto, named = unnamed
    open_by_keys(qtbot, real_dialogs, "abend.jass", click(qtbot, "Keep unsaved"))
    assert real_dialogs.seen == ["Open match", "Keep this match?"]
    assert window.controller.session.path == named
    assert auto.exists() and len(matchfile.load(auto).entries) == 1  # kept, whole
    assert [u.path for u in window._unsaved()] == [auto]


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_open_cancelled_at_the_question_changes_nothing(window, qtbot, unnamed, real_dialogs):
    auto, named = unnamed
    open_by_keys(qtbot, real_dialogs, "abend.jass",
                 lambda box: qtbot.keyClick(box, Qt.Key.Key_Escape))
    assert window.controller.session.autosave == auto and window.controller.session.path is None
    assert len(window.controller.match.entries) == 1 and auto.exists()


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_a_broken_file_is_refused_before_anything_is_asked(window, qtbot, unnamed, tmp_path,
                                                           real_dialogs):
    auto, _named = unnamed
    broken = tmp_path / "kaputt.jass"
    broken.write_text("{")
    said = []

    def ok(box):
        said.append(box.text())
        enter(qtbot)

    open_by_keys(qtbot, real_dialogs, "kaputt.jass", ok)
    assert real_dialogs.seen == ["Open match", "Cannot open match"]
    assert "kaputt.jass cannot be opened" in said[0]
    assert window.controller.session.autosave == auto and auto.exists()
    assert broken.read_text() == "{"


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_open_and_discard_deletes_only_after_the_schreiber_said_so(window, qtbot, unnamed,
                                                                  real_dialogs):
    auto, named = unnamed
    open_by_keys(qtbot, real_dialogs, "abend.jass", click(qtbot, "Discard"))
    assert window.controller.session.path == named and not auto.exists()


def test_a_round_written_while_the_file_cannot_be_saved_survives_a_crash(window, qtbot,
                                                                         tmp_path, autosaves,
                                                                         dialogs):
    """A trial's Schreiber typed a round into a match whose file could not be written: the
    window said "not saved, every entry stays in this window", but after a crash the
    recovery offered the file's three rounds; the fourth was gone. It now goes to a rescue
    copy beside the autosaves, which the recovery offers; once the file can be written
    again, the copy goes."""
    from jasstafel.ui.recovery import unsaved_matches

    from .keyboard import open_file, tab, type_

    folder = tmp_path / "abend"
    folder.mkdir()
    path = folder / "tafel.jass"
    match = new_match("punktetafel", ["Ruedi", "Vreni"])
    panel, _board = open_file(qtbot, window, path, match)
    for points in ("10", "20", "30"):
        type_(qtbot, points)
        tab(qtbot)
        type_(qtbot, "5")
        enter(qtbot)
    assert len(matchfile.load(path).entries) == 3
    folder.rename(tmp_path / "weg")
    folder.write_text("not a folder")  # the file's folder gone: it cannot be written
    type_(qtbot, "40")
    tab(qtbot)
    type_(qtbot, "5")
    enter(qtbot)
    assert window.controller.session.save_error and window.save_banner.isVisible()
    qtbot.waitUntil(lambda: bool(dialogs.shown))  # said once
    rescued = unsaved_matches(autosaves)
    assert [u.entries for u in rescued] == [4]  # what a crash now leaves: every round
    folder.unlink()
    (tmp_path / "weg").rename(folder)
    type_(qtbot, "1")
    tab(qtbot)
    type_(qtbot, "2")
    enter(qtbot)
    assert len(matchfile.load(path).entries) == 5 and not window.save_banner.isVisible()
    assert unsaved_matches(autosaves) == []  # the file has it all again


def test_why_a_match_is_not_saved_is_said_in_the_window_s_language(german_window, qtbot,
                                                                   tmp_path, autosaves,
                                                                   dialogs):
    """The reason went through a signal of plain strings and came out English ("permission
    denied") in a German window (a trial's); the same reason from Save as was German."""
    from .keyboard import open_file, tab, type_

    window = german_window
    folder = tmp_path / "abend"
    folder.mkdir()
    open_file(qtbot, window, folder / "tafel.jass", new_match("punktetafel", ["Ruedi", "Vreni"]))
    folder.rename(tmp_path / "weg")
    folder.write_text("not a folder")
    type_(qtbot, "40")
    tab(qtbot)
    type_(qtbot, "5")
    enter(qtbot)
    said = window.save_label.text()
    # mkdir of the folder, a file now: "it exists already", in German
    assert said.startswith("Nicht gespeichert") and "die Datei gibt es schon" in said, said
    assert "exists" not in said
    dialogs.choice = "keep"  # closed at the end: left in its rescue copy
