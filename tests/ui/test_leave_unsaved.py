"""Leaving a match whose entries could not all be saved asks, as quitting does.

A trial (a full disk): after "Nicht gespeichert … der Datenträger ist voll", Ctrl+O and New
match switched to another match without a word (round 9 was only to be found under File →
Unsaved matches…), while Ctrl+Q was refused. Every way out of such a match (open, open
recent, new, the club's Play, quit) now asks: save it elsewhere, leave it in its rescue copy
(where there is one, saying where), or stay.

Every box and file dialog here is Qt's own (``real_dialogs``), answered as a person does.
"""

import errno
import html
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import ctrl, enter, focused, open_file, shortcut, tab, type_text
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NO_SPACE = "the disk is full"


def write(window, a):
    window.controller.add(PunktetafelRound(points=[a, 1]), "round")


@pytest.fixture
def files(tmp_path, settings):
    """voll.jass (two rounds) and abend.jass in one folder, where File → Open starts."""
    folder = tmp_path / "abend"
    folder.mkdir()
    paths = {}
    for name, rounds in (("voll", 2), ("abend", 1)):
        match = new_match("punktetafel", ["Ruedi", "Vreni"])
        for n in range(rounds):
            match.add(PunktetafelRound(points=[10 + n, 5]))
        paths[name] = folder / f"{name}.jass"
        matchfile.save(match, paths[name])
    settings.setValue("recent/files", [str(paths["abend"])])
    return paths


def refused(qtbot, window, voll, real_dialogs):
    """voll.jass open, its file read-only: the next round goes to its rescue copy only (the
    message said once, OK)."""
    open_file(qtbot, window, voll)
    voll.chmod(0o444)
    real_dialogs.when(QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
    write(window, 30)
    real_dialogs.check()
    assert window.controller.session.rescued
    in_form(qtbot, window)


def in_form(qtbot, window):
    """The cursor back in the form, where Ctrl+O is pressed."""
    window.activateWindow()
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))


def open_by_keys(qtbot, real_dialogs, name, then):
    def in_file_dialog(dialog):
        assert focused() is file_name_field(dialog)
        type_text(qtbot, name)
        enter(qtbot)

    real_dialogs.when(QFileDialog, in_file_dialog)
    if then is not None:  # else no box may come
        real_dialogs.when(QMessageBox, then)
    ctrl(qtbot, "o")
    real_dialogs.check()


def words(box):
    """A message box's text as a person reads it (a plain text given to it as HTML)."""
    text = box.text()
    if text.startswith("<qt>"):
        text = html.unescape(text[4:-5].replace("<br>", "\n"))
    return text


def said_then(qtbot, texts, key=None, label=None):
    def act(box):
        texts.append((box.windowTitle(), " ".join(words(box).split()),
                      [b.text().replace("&", "") for b in box.buttons()]))
        if label is not None:
            qtbot.mouseClick(button(box, label), Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(box, key)
    return act


def test_open_another_file_asks_and_stay_keeps_the_match(window, qtbot, files, real_dialogs):
    voll = files["voll"]
    refused(qtbot, window, voll, real_dialogs)
    texts = []
    open_by_keys(qtbot, real_dialogs, "abend.jass", said_then(qtbot, texts, Qt.Key.Key_Escape))
    (title, text, buttons), = texts
    assert title == "Not saved"
    assert text.startswith(f"The match could not be saved: {voll}: permission denied")
    assert ("Every entry is in a copy kept among the unsaved matches (File → Unsaved "
            "matches…).") in text
    assert buttons == ["Save as…", "Leave it in the copy", "Stay with it"]
    assert window.controller.session.path == voll  # stayed, every entry with it
    assert [e.points[0] for e in window.controller.match.entries] == [10, 11, 30]
    voll.chmod(0o644)


def test_leave_it_in_the_copy_opens_the_other_and_the_copy_waits(window, qtbot, files,
                                                                 autosaves, real_dialogs):
    voll, abend = files["voll"], files["abend"]
    refused(qtbot, window, voll, real_dialogs)
    copy = window.controller.session.rescue
    texts = []
    open_by_keys(qtbot, real_dialogs, "abend.jass",
                 said_then(qtbot, texts, label="Leave it in the copy"))
    assert window.controller.session.path == abend
    assert len(matchfile.load(voll).entries) == 2  # the file as it was
    (waiting,) = window.unsaved()
    assert waiting.path == copy and waiting.rescue_of == voll and waiting.entries == 3
    voll.chmod(0o644)


def test_new_match_on_a_full_disk_asks_and_saves_elsewhere_first(window, qtbot, files, tmp_path,
                                                                 autosaves, monkeypatch,
                                                                 real_dialogs):
    """The disk full for the file and its copy: nothing of the last round is on disk, so
    there is no leaving it; saved on another disk, the new match starts."""
    voll = files["voll"]
    open_file(qtbot, window, voll)
    real_save = matchfile.save

    def full(match, path):  # the disk of the file and of the user data folder
        if path.parent == voll.parent or path.name.startswith("rescue-"):
            raise OSError(errno.ENOSPC, NO_SPACE)
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", full)
    real_dialogs.when(QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
    write(window, 30)
    real_dialogs.check()
    in_form(qtbot, window)
    usb = tmp_path / "usb"
    usb.mkdir()

    typed = []

    def fill(dialog):  # new names over the open match's, Enter
        assert focused() is dialog.name_edits[0]
        for name in ("Anna", "Beat", "Cla", "Dora")[:len(dialog.name_edits)]:
            type_text(qtbot, name)
            tab(qtbot)
            typed.append(name)
        enter(qtbot)

    texts = []

    def save_elsewhere(file_dialog):
        field = file_name_field(file_dialog)
        field.selectAll()
        type_text(qtbot, str(usb / "voll.jass"))
        enter(qtbot)

    real_dialogs.when(NewMatchDialog, fill)
    real_dialogs.when(QMessageBox, said_then(qtbot, texts, label="Save as…"))
    real_dialogs.when(QFileDialog, save_elsewhere)
    window.new_action.trigger()
    real_dialogs.check()
    (title, text, buttons), = texts
    assert title == "Not saved" and NO_SPACE in text
    assert "What is not saved is only in this window: leaving would lose it." in text
    assert buttons == ["Save as…", "Stay with it"]
    assert [e.points[0] for e in matchfile.load(usb / "voll.jass").entries] == [10, 11, 30]
    assert list(window.controller.match.document.players) == typed


def test_quit_asks_the_same(window, qtbot, files, real_dialogs):
    voll = files["voll"]
    refused(qtbot, window, voll, real_dialogs)
    texts = []
    real_dialogs.when(QMessageBox, said_then(qtbot, texts, Qt.Key.Key_Escape))
    window.close()
    real_dialogs.check()
    assert window.isVisible() and texts[0][0] == "Not saved"
    assert texts[0][2] == ["Save as…", "Leave it in the copy", "Stay with it"]
    voll.chmod(0o644)


def test_open_recent_asks_too(window, qtbot, files, real_dialogs):
    voll = files["voll"]
    refused(qtbot, window, voll, real_dialogs)
    texts = []
    real_dialogs.when(QMessageBox, said_then(qtbot, texts, Qt.Key.Key_Escape))
    window._fill_recent()
    recent = [a for a in window.recent_menu.actions() if a.text().endswith("abend.jass")]
    recent[0].trigger()
    real_dialogs.check()
    assert texts[0][0] == "Not saved" and window.controller.session.path == voll
    voll.chmod(0o644)


def ctrl_shift(qtbot, key):
    shortcut(qtbot, f"Ctrl+Shift+{key.upper()}")


def refusing(monkeypatch, full, read_only):
    """The disk of *full* is full; *read_only* is a read-only place (as root no folder is:
    the save is refused as the system refuses it there, naming its temporary file)."""
    real_save = matchfile.save

    def save(match, path):
        folder = Path(path).parent
        if folder == full:
            raise OSError(errno.ENOSPC, NO_SPACE)
        if folder == read_only:
            raise OSError(errno.EROFS, "Read-only file system", str(folder / ".x.jass.tmp"))
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", save)


def save_as_into(qtbot, real_dialogs, path, then):
    """In the next file dialog *path* typed, Enter; *then* acts in the message box after."""
    def act(dialog):
        field = file_name_field(dialog)
        field.selectAll()
        type_text(qtbot, str(path))
        real_dialogs.when(QMessageBox, then)
        enter(qtbot)
    real_dialogs.when(QFileDialog, act)


@pytest.fixture
def read_only(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    return folder


def full_disk(qtbot, window, voll, read_only, monkeypatch, real_dialogs):
    """voll.jass open, its disk full: round 30 is not saved (said once, OK); the rescue
    copy in the user data folder has it."""
    open_file(qtbot, window, voll)
    refusing(monkeypatch, voll.parent, read_only)
    real_dialogs.when(QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
    write(window, 30)
    real_dialogs.check()
    assert window.save_banner.isVisible() and window.controller.session.rescued
    in_form(qtbot, window)


def test_a_failed_save_as_is_said_though_the_match_already_cannot_be_saved(
        window, qtbot, files, read_only, monkeypatch, real_dialogs):
    """A trial: with the red line showing, Save as… into a read-only folder said nothing at
    all (Ctrl+Shift+S, and from the close question, where the window then simply stayed)."""
    voll = files["voll"]
    full_disk(qtbot, window, voll, read_only, monkeypatch, real_dialogs)
    texts = []
    drei = read_only / "drei.jass"
    save_as_into(qtbot, real_dialogs, drei, said_then(qtbot, texts, Qt.Key.Key_Return))
    ctrl_shift(qtbot, "s")
    real_dialogs.check()
    (title, text, buttons), = texts
    assert title == "Not saved" and buttons == ["OK"]
    # the path once (a trial with files: "…/m.jass: …/m.jass: permission denied")
    assert text == (f"The match could not be saved as {drei}: the disk is read-only "
                    f"It could not be saved where it was either ({voll}: the disk is full): "
                    "every entry stays in this window, and a copy with every entry is kept "
                    "for the recovery after a crash.")
    assert not drei.exists() and window.controller.session.path == voll
    # from the close question: Save as…, the same refusal said, the window stays
    texts.clear()
    zwei = read_only / "zwei.jass"
    real_dialogs.when(QMessageBox, said_then(qtbot, texts, label="Save as…"))
    save_as_into(qtbot, real_dialogs, zwei, said_then(qtbot, texts, Qt.Key.Key_Return))
    window.close()
    real_dialogs.check()
    assert [title for title, _text, _buttons in texts] == ["Not saved", "Not saved"]
    assert texts[1][1].startswith(f"The match could not be saved as {zwei}: ")
    assert window.isVisible() and [e.points[0] for e in window.controller.match.entries] == [
        10, 11, 30]
    monkeypatch.undo()  # the disk has room again: the window may close at the end
    window.controller.save()


def test_the_failed_save_as_is_said_in_french(french_window, qtbot, files, read_only,
                                              monkeypatch, real_dialogs):
    window = french_window
    voll = files["voll"]
    full_disk(qtbot, window, voll, read_only, monkeypatch, real_dialogs)
    texts = []
    fr = read_only / "fr.jass"
    save_as_into(qtbot, real_dialogs, fr, said_then(qtbot, texts, Qt.Key.Key_Return))
    ctrl_shift(qtbot, "s")
    real_dialogs.check()
    (title, text, _buttons), = texts
    assert title == "Pas enregistrée"
    assert text == (f"La partie n’a pas pu être enregistrée sous {fr} : le disque est "
                    "en lecture seule Elle n’a pas pu être enregistrée là où elle était non "
                    f"plus ({voll} : le disque est plein) : chaque inscription reste dans "
                    "cette fenêtre, et une copie avec chaque inscription est gardée pour "
                    "la reprise après un plantage.")
    assert window.save_label.text().startswith("Pas enregistrée\u00a0: ")
    assert window.windowTitle() == "Jasstafel – voll.jass – pas enregistrée"
    monkeypatch.undo()
    window.controller.save()


def test_leaving_an_unnamed_match_whose_autosave_cannot_be_written_asks_once_truthfully(
        window, qtbot, files, autosaves, monkeypatch, real_dialogs):
    """A trial: the question offered "Ungespeichert behalten" though the autosave lacked
    round 2; only after that answer did a second box say the entries were only in this
    window. And the title said "(automatisch gespeichert) – nicht gespeichert"."""
    window.start(new_match("punktetafel", ["Ida", "Jon"]))
    in_form(qtbot, window)
    write(window, 80)  # autosaved
    auto = window.controller.session.autosave
    refusing(monkeypatch, auto.parent, None)
    real_dialogs.when(QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
    write(window, 100)
    real_dialogs.check()
    assert window.windowTitle() == "Jasstafel – unnamed match – not saved"
    in_form(qtbot, window)
    texts = []
    open_by_keys(qtbot, real_dialogs, "abend.jass", said_then(qtbot, texts, Qt.Key.Key_Escape))
    (title, text, buttons), = texts  # asked once
    assert buttons == ["Save as…", "Discard", "Stay with it"]
    assert title == "Not saved"
    assert text == (f"This match is not saved in a file yet (2 entries), and saving it "
                    f"automatically failed: {auto}: {NO_SPACE} What is not saved is only in "
                    "this window: leaving would lose it. Save it in a file with Save as…, "
                    "discard it (deleted), or stay with it (if the disk is full, free some "
                    "space).")
    assert window.controller.session.autosave == auto  # stayed, every entry with it
    assert [e.points[0] for e in window.controller.match.entries] == [80, 100]
    assert len(matchfile.load(auto).entries) == 1
    monkeypatch.undo()
    real_dialogs.when(QMessageBox, said_then(qtbot, [], label="Discard"))
    window.close()  # the disk has room again: the usual question; discarded
    real_dialogs.check()


def left_in_its_copy(qtbot, window, files, real_dialogs):
    """voll.jass refused round 30 (read-only), left for abend.jass with *Leave it in the
    copy*, then writable again: its rescue copy waits with one entry more. The copy."""
    refused(qtbot, window, files["voll"], real_dialogs)
    copy = window.controller.session.rescue
    open_by_keys(qtbot, real_dialogs, "abend.jass",
                 lambda box: qtbot.mouseClick(button(box, "Leave it in the copy"),
                                              Qt.MouseButton.LeftButton))
    files["voll"].chmod(0o644)
    in_form(qtbot, window)
    return copy


def test_reopening_the_file_whose_copy_has_more_says_so_and_offers_the_copy(
        window, qtbot, files, autosaves, real_dialogs):
    """A trial: voll.jass left in its rescue copy (round 30 only there), then opened again
    by Ctrl+O: the file opened without a word, and a round written then would have made the
    copy and the file disagree."""
    voll = files["voll"]
    copy = left_in_its_copy(qtbot, window, files, real_dialogs)
    texts = []
    open_by_keys(qtbot, real_dialogs, "voll.jass",
                 said_then(qtbot, texts, label="Unsaved matches…"))
    (title, text, buttons), = texts
    assert title == "A fuller copy waits"
    assert text == (f"{voll} lacks 1 entry that its rescue copy has (kept among the unsaved "
                    "matches when the file could not take it). Continue the copy (File → "
                    "Unsaved matches…) to have every entry in the file; what is written "
                    "into the file as it is now is not in the copy.")
    assert buttons == ["Unsaved matches…", "Continue with the file"]
    assert window.controller.session.path == voll
    dialog = window.recovery
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    assert list(dialog.rows) == [copy]
    dialog.close()


def test_continue_with_the_file_keeps_the_file_open_and_the_copy_waiting(
        window, qtbot, files, autosaves, real_dialogs):
    voll = files["voll"]
    copy = left_in_its_copy(qtbot, window, files, real_dialogs)
    open_by_keys(qtbot, real_dialogs, "voll.jass", said_then(qtbot, [], Qt.Key.Key_Escape))
    assert window.controller.session.path == voll and window.recovery is None
    assert [item.path for item in window.unsaved()] == [copy]
    # the file with nothing waiting beside it opens without a word
    in_form(qtbot, window)
    open_by_keys(qtbot, real_dialogs, "abend.jass", None)
    assert window.controller.session.path == files["abend"]


def test_leaving_a_named_match_with_a_half_typed_round_asks_first(window, qtbot, files,
                                                                 real_dialogs):
    """A keyboard trial: Ctrl+O from a named match dropped the half-typed round without a
    word (the unnamed match's question says it; a named match was left unasked)."""
    voll, abend = files["voll"], files["abend"]
    open_file(qtbot, window, voll)
    in_form(qtbot, window)
    type_text(qtbot, "77")
    field = focused()
    texts = []
    open_by_keys(qtbot, real_dialogs, "abend.jass", said_then(qtbot, texts, Qt.Key.Key_Escape))
    (title, text, buttons), = texts
    assert title == "Leave the match?"
    assert text == ("voll.jass is saved, and the round begun in the form stays with it: it "
                    "comes back when voll.jass is opened again.")
    assert buttons == ["Leave it", "Stay with it"]
    assert window.controller.session.path == voll and field.text() == "77"
    in_form(qtbot, window)
    open_by_keys(qtbot, real_dialogs, "abend.jass", said_then(qtbot, [], label="Leave it"))
    assert window.controller.session.path == abend
    # nothing typed: left without a question
    in_form(qtbot, window)
    open_by_keys(qtbot, real_dialogs, "voll.jass", None)
    assert window.controller.session.path == voll
    assert window.panel.preview_line.text() == "The round begun before the match was left is back."


def pulled_and_left(qtbot, window, files, monkeypatch, real_dialogs):
    """voll.jass gone with its folder's disk (a USB stick pulled): the round written goes to
    the rescue copy; a round begun, then Ctrl+O, "Leave it", "Leave it in the copy". The
    copy waiting, and the stick back."""
    voll = files["voll"]
    open_file(qtbot, window, voll)
    real_save = matchfile.save

    def pulled(match, path):
        if path.parent == voll.parent:
            raise OSError(errno.EIO, "input/output error")
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", pulled)
    voll.unlink()
    real_dialogs.when(QMessageBox, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return))
    write(window, 30)
    real_dialogs.check()
    assert window.controller.session.rescued
    in_form(qtbot, window)
    type_text(qtbot, "25")
    assert window.panel.has_typing()
    texts = []

    def leave(box):  # "Leave the match?", then "Not saved" (a box at a time)
        real_dialogs.when(QMessageBox, said_then(qtbot, texts, label="Leave it in the copy"))
        said_then(qtbot, texts, label="Leave it")(box)

    open_by_keys(qtbot, real_dialogs, "abend.jass", leave)
    assert "stays with it" in texts[0][1]
    assert window.controller.session.path == files["abend"]
    (waiting,) = window.unsaved()
    assert waiting.rescue_of == voll
    monkeypatch.setattr(matchfile, "save", real_save)
    return waiting


def test_a_vanished_file_left_in_its_copy_keeps_the_round_begun(window, qtbot, files,
                                                                 autosaves, monkeypatch,
                                                                 real_dialogs):
    """The question said the round begun stays with the match, and the copy continued has
    it back (it was dropped, the named file being gone)."""
    waiting = pulled_and_left(qtbot, window, files, monkeypatch, real_dialogs)
    dialog = window.show_unsaved()
    dialog.rows[waiting.path].findChild(QPushButton, "continue").click()
    qtbot.waitUntil(lambda: window.controller.session.path == files["voll"])
    assert window.panel.has_typing(), "the round begun was dropped"


def test_the_copy_saved_under_another_name_takes_the_round_begun(window, qtbot, files,
                                                                 autosaves, monkeypatch,
                                                                 real_dialogs, tmp_path):
    """The rescue copy named from Unsaved matches → Save as… (not its own file's name): the
    round begun comes with it, and none is left under the old name."""
    from jasstafel.ui.crashdraft import draft_file

    waiting = pulled_and_left(qtbot, window, files, monkeypatch, real_dialogs)
    target = tmp_path / "gerettet.jass"

    def name(box):
        field = file_name_field(box)
        field.selectAll()
        qtbot.keyClicks(field, str(target))
        qtbot.keyClick(field, Qt.Key.Key_Return)

    dialog = window.show_unsaved()
    real_dialogs.when(QFileDialog, name)
    real_dialogs.when(QMessageBox, lambda box: button(box, "Open it").click())
    dialog.rows[waiting.path].findChild(QPushButton, "saveAs").click()
    real_dialogs.check()
    qtbot.waitUntil(lambda: window.controller.session.path == target)
    assert window.panel.has_typing(), "the round begun was left under voll.jass"
    assert not draft_file(autosaves, files["voll"]).exists()


def test_a_new_match_its_autosave_unwritable_does_not_offer_to_keep_the_round(
        window, qtbot, files, autosaves, monkeypatch, real_dialogs):
    """A new Differenzler whose autosave cannot be written (the user data folder's disk
    full), a prediction typed, Ctrl+O: "Keep unsaved … the round begun comes back" was
    offered, and the round and match went (nothing to keep them in). Now the question says
    what is typed is dropped."""
    real_save = matchfile.save

    def full(match, path):
        if path.parent == autosaves:
            raise OSError(errno.ENOSPC, NO_SPACE)
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", full)
    window.start(new_match("differenzler", ["Anna", "Beat", "Cla", "Dora"]))
    assert window.controller.session.save_error is not None
    in_form(qtbot, window)
    type_text(qtbot, "45")
    assert window.panel.has_typing()
    texts = []
    open_by_keys(qtbot, real_dialogs, "abend.jass", said_then(qtbot, texts, label="Leave it"))
    ((title, text, buttons),) = texts
    assert buttons == ["Leave it", "Stay with it"], (title, text)
    assert text == "What is in the form and not yet written is dropped."
    assert window.controller.session.path == files["abend"]
