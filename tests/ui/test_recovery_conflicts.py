"""The recovery where two versions of one match disagree, checked against a second trial.

The trial (German window): tafel.jass open in two windows, each wrote its own round; the
second's was refused (the first had written the file) and went to its rescue copy; the second
was killed, the first quit. At the next start *Speichern unter…* on the second's copy offered
tafel.jass itself; Qt's "replace it?" answered Ja, the file lost the first window's round, and
the message said "tafel.jass hat jetzt jeden Eintrag". A failed Save as named the save's
temporary file and not where the match still was. Two copies of one file with different last
rounds were told apart by their time only; continuing the second, after the first had been
written into the file by this same window, said the file was "changed by another program". A
named row answered *Verwerfen* came back after a crash during the dialog, and the dialog's
button said "Later (File → Unsaved matches…)" when it was opened from that very menu.

The windows die as a killed process does (``crash.die``). Every box and file dialog is Qt's
own (``real_dialogs``), answered by keys or clicks.
"""

import errno
import html
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow

from .crash import die, left_open
from .keyboard import enter, focused, open_file, shortcut, tab, type_, type_text
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def write_round(qtbot, a, b):
    """One Punktetafel round typed where the cursor is, and written (Enter)."""
    type_(qtbot, str(a))
    tab(qtbot)
    type_(qtbot, str(b))
    enter(qtbot)


def activate(qtbot, window):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.panel is None
                    or window.panel.isAncestorOf(QApplication.focusWidget()))


def program(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    return window


def start_after_crash(qtbot, settings):
    window = program(qtbot, settings)
    dialog = app_module.offer_recovery(window)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return window, dialog


def words(box):
    """A message box's text as a person reads it (a plain text given to it as HTML)."""
    text = box.text()
    if text.startswith("<qt>"):
        text = html.unescape(text[4:-5].replace("<br>", "\n"))
    return text


def said(qtbot, real_dialogs, texts, key=Qt.Key.Key_Return, label=None):
    """The next message box: its title and text kept in *texts*, then *key* (or a click on
    the button *label*)."""
    real_dialogs.when(QMessageBox, told(qtbot, texts, key, label))


def row_texts(dialog):
    """Each row, top down: (its first line, its second line)."""
    return [(row.findChild(QLabel, "recoveryState").text(),
             row.findChild(QLabel, "recoveryWords").text().replace("\u00a0", " "))
            for row in dialog.rows.values()]


def row_button(dialog, path, name):
    return dialog.rows[path].findChild(QPushButton, name)


def points(match):
    return [tuple(e.points) for e in match.entries]


@pytest.fixture
def tafel(tmp_path):
    folder = tmp_path / "abend"
    folder.mkdir()
    path = folder / "tafel.jass"
    match = new_match("punktetafel", ["Ruedi", "Vreni"])
    matchfile.save(match, path)
    return path


def second_refused(qtbot, window, settings, tafel, real_dialogs):
    """A second window opens tafel.jass; the first writes round 20, the second's round 77 is
    refused (the file changed since it read it). The second window, and what it said."""
    second = program(qtbot, settings)
    activate(qtbot, second)
    open_file(qtbot, second, tafel)
    activate(qtbot, window)
    write_round(qtbot, 20, 5)
    activate(qtbot, second)
    texts = []
    said(qtbot, real_dialogs, texts)
    write_round(qtbot, 77, 1)
    real_dialogs.check()
    return second, texts


def two_windows_then_crash(qtbot, window, settings, tafel, real_dialogs):
    """tafel.jass in two windows: the first writes round 20, the second's round 77 is refused
    (the file changed since it read it) and goes to its copy. The second is killed, the first
    quits. The next start's window and offer."""
    open_file(qtbot, window, tafel)
    write_round(qtbot, 10, 5)
    second, texts = second_refused(qtbot, window, settings, tafel, real_dialogs)
    assert "changed by another program" in texts[0][1]
    die(second)
    window.close()  # a clean quit: its file has every entry
    assert not window.isVisible()
    return start_after_crash(qtbot, settings)


def save_as_in_dialog(qtbot, real_dialogs, offered, name=None, replace=None, then=None):
    """In the next file dialog: what it offers kept in *offered* (folder, name); *name*
    typed over it (else the name offered is taken), Enter; *replace* answers Qt's question
    whether to replace a file that is there (a key); *then* acts in the message box after."""
    def replaced(box):
        qtbot.keyClick(box, replace)
        qtbot.waitUntil(lambda: not box.isVisible())  # (a key's button clicks a moment later)
        if then is not None:
            real_dialogs.when(QMessageBox, then)

    def act(file_dialog):
        field = file_name_field(file_dialog)
        offered.append((file_dialog.directory().absolutePath(), field.text()))
        if name is not None:
            field.selectAll()
            type_text(qtbot, name)
        if replace is not None:
            real_dialogs.when(QMessageBox, replaced)
        elif then is not None:
            real_dialogs.when(QMessageBox, then)
        enter(qtbot)
    real_dialogs.when(QFileDialog, act)


def refused_in_dialog(qtbot, real_dialogs, offered, name, texts):
    """In the next file dialog: what it offers kept in *offered*; *name* typed over it,
    Enter; the message box that comes kept in *texts* and closed with Enter; the dialog is
    still there, with the cursor in its name field: Escape."""
    def act(file_dialog):
        field = file_name_field(file_dialog)
        offered.append((file_dialog.directory().absolutePath(), field.text()))
        field.selectAll()
        type_text(qtbot, name)
        real_dialogs.when(QMessageBox, told(qtbot, texts))
        enter(qtbot)
        assert texts and file_dialog.isVisible()  # for another name
        file_dialog.activateWindow()
        qtbot.waitUntil(file_dialog.isActiveWindow)
        assert focused() is field
        qtbot.keyClick(field, Qt.Key.Key_Escape)
    real_dialogs.when(QFileDialog, act)


def told(qtbot, texts, key=Qt.Key.Key_Return, label=None):
    """An act for a message box: its title and text kept in *texts*, then *key* (or a click
    on the button *label*)."""
    def act(box):
        texts.append((box.windowTitle(), " ".join(words(box).split())))
        if label is not None:
            qtbot.mouseClick(button(box, label), Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(box, key)
    return act


def test_save_as_from_a_copy_never_writes_over_the_file_that_has_the_other_window_s_round(
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    after, dialog = two_windows_then_crash(qtbot, window, settings, tafel, real_dialogs)
    copy, named = dialog.rows
    assert named == tafel
    before = tafel.read_bytes()
    # Save as… on the copy: another name is offered, beside the file
    # typed over with the file's own name: refused in the dialog, before any question
    # whether to replace it (a trial's asked "replace it?" first, and refused after Yes)
    offered, texts = [], []
    refused_in_dialog(qtbot, real_dialogs, offered, "tafel.jass", texts)
    qtbot.mouseClick(row_button(dialog, copy, "saveAs"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert offered == [(str(tafel.parent), "tafel (copy).jass")]
    assert texts == [("Not written", "tafel.jass holds entries that this copy lacks; writing "
                      "the copy over it would lose them, so it stays as it is. Save the copy "
                      "under another name.")]  # one box: no "Replace?"
    assert tafel.read_bytes() == before and points(matchfile.load(tafel)) == [(10, 5), (20, 5)]
    assert copy.exists() and copy in dialog.rows  # the row stays, to be answered
    # the name offered taken: saved there, and the file stays as it is
    offered.clear()
    texts.clear()
    save_as_in_dialog(qtbot, real_dialogs, offered, then=told(qtbot, texts, label="Not now"))
    qtbot.mouseClick(row_button(dialog, copy, "saveAs"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    kept = tafel.with_name("tafel (copy).jass")
    assert points(matchfile.load(kept)) == [(10, 5), (77, 1)]
    assert tafel.read_bytes() == before and not copy.exists()
    (title, text), = texts
    assert title == "Saved"
    assert text.startswith(f"Saved as {kept} (2 entries). The rescue copy in Jasstafel's data "
                           "folder is deleted; tafel.jass stays as it is.")
    assert "every entry now" not in text


def test_save_as_of_a_copy_onto_the_file_it_completes_says_what_the_file_holds(
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    """The usual copy: its file lacks its last round. Written over the file (Qt's question
    answered Yes), the file holds every entry, and the message says so from the file."""
    open_file(qtbot, window, tafel)
    write_round(qtbot, 10, 5)
    tafel.chmod(0o444)
    said(qtbot, real_dialogs, [])
    write_round(qtbot, 20, 5)
    real_dialogs.check()
    die(window)
    tafel.chmod(0o644)
    _after, dialog = start_after_crash(qtbot, settings)
    (copy,) = dialog.rows
    offered, texts = [], []
    save_as_in_dialog(qtbot, real_dialogs, offered, replace=Qt.Key.Key_Y,
                      then=told(qtbot, texts, label="Not now"))
    qtbot.mouseClick(row_button(dialog, copy, "saveAs"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert offered == [(str(tafel.parent), "tafel.jass")]
    assert points(matchfile.load(tafel)) == [(10, 5), (20, 5)] and not copy.exists()
    (title, text), = texts
    assert text.startswith(f"Saved as {tafel} (2 entries). The rescue copy in Jasstafel's data "
                           "folder is deleted: tafel.jass has every entry now.")


def test_a_failed_save_as_in_the_recovery_names_the_file_and_where_the_match_is(
        window, qtbot, settings, autosaves, tafel, tmp_path, monkeypatch, real_dialogs):
    """A read-only place (as root no folder is read-only: the save is refused as the system
    refuses it, naming its temporary file)."""
    open_file(qtbot, window, tafel)
    write_round(qtbot, 10, 5)
    tafel.chmod(0o444)
    said(qtbot, real_dialogs, [])
    write_round(qtbot, 20, 5)
    real_dialogs.check()
    die(window)
    read_only = tmp_path / "ro"
    read_only.mkdir()
    real_save = matchfile.save

    def refused(match, path):
        if os.path.dirname(path) == str(read_only):
            raise OSError(errno.EROFS, "Read-only file system",
                          str(read_only / ".gerettet.jass.p654mcrl.tmp"))
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", refused)
    _after, dialog = start_after_crash(qtbot, settings)
    (copy,) = dialog.rows
    texts = []
    save_as_in_dialog(qtbot, real_dialogs, [], name=str(read_only / "gerettet.jass"),
                      then=told(qtbot, texts))
    qtbot.mouseClick(row_button(dialog, copy, "saveAs"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    (title, text), = texts
    target = read_only / "gerettet.jass"
    assert title == "Not saved" and ".tmp" not in text
    assert text == (f"The match could not be saved as {target}: {target}: the disk is "
                    "read-only Every entry is still in the rescue copy in Jasstafel's data "
                    f"folder ({copy}).")
    assert copy.exists() and copy in dialog.rows
    tafel.chmod(0o644)


def two_copies_of_one_file(qtbot, window, tafel, real_dialogs):
    """tafel.jass cannot be written; round 30 goes to a copy, which is left (*In der Kopie
    lassen*) by opening tafel.jass again; round 40 then goes to a second copy. The copies."""
    open_file(qtbot, window, tafel)
    write_round(qtbot, 10, 5)
    tafel.chmod(0o444)
    said(qtbot, real_dialogs, [])
    write_round(qtbot, 30, 5)
    real_dialogs.check()
    first = window.controller.session.rescue
    fuller = []  # the file opened again says that the copy has more: taken as it is

    def leave_in_copy(box):
        qtbot.mouseClick(button(box, "Leave it in the copy"), Qt.MouseButton.LeftButton)
        said(qtbot, real_dialogs, fuller, label="Continue with the file")

    real_dialogs.when(QMessageBox, leave_in_copy)
    window._fill_recent()  # File → Open recent → tafel.jass
    (recent,) = [a for a in window.recent_menu.actions() if a.text().endswith("tafel.jass")]
    recent.trigger()
    real_dialogs.check()
    assert [title for title, _text in fuller] == ["A fuller copy waits"]
    assert window.controller.session.path == tafel and len(window.controller.match.entries) == 1
    activate(qtbot, window)
    said(qtbot, real_dialogs, [])
    write_round(qtbot, 40, 7)
    real_dialogs.check()
    second = window.controller.session.rescue
    old = first.stat().st_mtime - 120  # the first two minutes older
    os.utime(first, (old, old))
    return first, second


def test_two_copies_of_one_file_say_how_they_differ(window, qtbot, settings, autosaves, tafel,
                                                    real_dialogs):
    first, second = two_copies_of_one_file(qtbot, window, tafel, real_dialogs)
    said(qtbot, real_dialogs, [], label="Leave it in the copy")
    window.close()
    real_dialogs.check()
    other = program(qtbot, settings)
    dialog = other.show_unsaved()
    qtbot.waitUntil(dialog.isVisible)
    assert list(dialog.rows) == [second, first]  # newest first
    (new_state, new_words), (old_state, old_words) = row_texts(dialog)
    assert new_state == old_state == ("Could not be saved to tafel.jass; another copy of it "
                                      "disagrees with this one from entry 2 on")
    assert new_words.startswith("Punktetafel · Ruedi, Vreni · 2 entries · ")
    assert new_words.endswith(" · tafel.jass has 1 entry fewer · the newer copy · last entry: "
                              "40 / 7 → 50 : 12")
    assert old_words.endswith(" · tafel.jass has 1 entry fewer · the older copy · last entry: "
                              "30 / 5 → 40 : 10")
    dialog.reject()
    tafel.chmod(0o644)


def test_the_second_copy_continued_after_the_first_went_into_the_file_is_not_said_to_be_another_program_s(  # noqa: E501
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    """The first copy continued (the file writable again: written whole), then the second,
    in the same window: its file holds a round it lacks, and the window says so, not that
    another program changed it."""
    first, second = two_copies_of_one_file(qtbot, window, tafel, real_dialogs)
    said(qtbot, real_dialogs, [], label="Leave it in the copy")
    window.close()
    real_dialogs.check()
    tafel.chmod(0o644)
    other = program(qtbot, settings)
    dialog = other.show_unsaved()
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(row_button(dialog, first, "continue"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert points(matchfile.load(tafel)) == [(10, 5), (30, 5)] and not first.exists()
    dialog = other.show_unsaved()
    qtbot.waitUntil(dialog.isVisible)
    texts = []
    said(qtbot, real_dialogs, texts)
    qtbot.mouseClick(row_button(dialog, second, "continue"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    (title, text), = texts
    assert "another program" not in text
    assert f"{tafel} holds entries that this match lacks: it was not written over" in text
    assert points(matchfile.load(tafel)) == [(10, 5), (30, 5)]
    assert other.controller.session.save_error is not None
    other.controller.session.discard_autosave()


def test_a_named_row_not_to_reopen_stays_answered_after_a_crash_during_the_dialog(
        qtbot, settings, autosaves, tafel, real_dialogs):
    auto = autosaves / "match-1.jass"
    autosaves.mkdir()
    unnamed = new_match("punktetafel", ["Anna", "Beat"])
    matchfile.save(unnamed, auto)
    from jasstafel.core.punktetafel import PunktetafelRound

    unnamed.add(PunktetafelRound(points=[3, 4]))
    matchfile.save(unnamed, auto)
    left_open(settings, tafel)  # two programs killed: one with tafel.jass, one unnamed
    left_open(settings, auto)
    after, dialog = start_after_crash(qtbot, settings)
    assert set(dialog.rows) == {tafel, auto}
    said(qtbot, real_dialogs, [], key=Qt.Key.Key_Y)  # Do not reopen this match? Yes
    qtbot.mouseClick(row_button(dialog, tafel, "discard"), Qt.MouseButton.LeftButton)
    real_dialogs.check()
    assert list(dialog.rows) == [auto]
    die(after)  # killed while the dialog still shows the unnamed match
    _again, dialog = start_after_crash(qtbot, settings)
    assert list(dialog.rows) == [auto]
    dialog.reject()


def test_the_dialog_s_last_button_says_what_it_does_where_it_is_opened(
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    auto = autosaves / "match-1.jass"
    autosaves.mkdir()
    unnamed = new_match("punktetafel", ["Anna", "Beat"])
    from jasstafel.core.punktetafel import PunktetafelRound

    unnamed.add(PunktetafelRound(points=[3, 4]))
    matchfile.save(unnamed, auto)
    left_open(settings, auto)
    after, dialog = start_after_crash(qtbot, settings)
    later = dialog.findChild(QPushButton, "recoveryLater")
    assert later.text() == "&Later (File → Unsaved matches…)"
    qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    after.unsaved_action.trigger()
    dialog = after.recovery
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    close = dialog.findChild(QPushButton, "recoveryLater")
    assert close.text() == "C&lose"
    assert focused() is row_button(dialog, auto, "continue")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert auto.exists()


def test_save_as_onto_the_match_s_own_file_that_another_window_changed_says_why_once(
        window, qtbot, settings, tafel, real_dialogs):
    """A trial: the second window's round refused (the first had written the file), then
    Save as… with the match's own name: the refusal said its reason twice, the second time
    as "It could not be saved where it was either (… another name))". Another's: "replace
    it?" came first, and the refusal after Yes. Now said once, in the dialog, before any
    question."""
    open_file(qtbot, window, tafel)
    second, first = second_refused(qtbot, window, settings, tafel, real_dialogs)
    # refused to keep the other window's round: no disk to free
    (_title, text), = first
    assert text.endswith("Choose File → Save as… to save it elsewhere.")
    before = tafel.read_bytes()
    offered, texts = [], []
    refused_in_dialog(qtbot, real_dialogs, offered, "tafel.jass", texts)
    activate(qtbot, second)
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert texts == [("Not written", "tafel.jass holds entries that this match lacks; writing "
                      "the match over it would lose them, so it stays as it is. Save the "
                      "match under another name.")]
    assert tafel.read_bytes() == before
    assert points(second.controller.match) == [(77, 1)]
    # leaving it asks, and again names no full disk; its copy keeps it
    texts.clear()
    said(qtbot, real_dialogs, texts, label="Leave it in the copy")
    second.close()
    real_dialogs.check()
    (_title, text), = texts
    assert text.endswith("Save it elsewhere with Save as…, or stay with it.")
    assert not second.isVisible() and tafel.read_bytes() == before
    window.close()


def test_the_unsaved_matches_promise_no_write_into_a_file_changed_elsewhere(
        window, qtbot, settings, autosaves, tafel, real_dialogs):
    """A trial's: a copy of tafel.jass made because another window changed the file was
    offered as "Continue it (into tafel.jass as soon as it can be written)", above a row
    that says the file was changed elsewhere; such a copy never writes over it."""
    open_file(qtbot, window, tafel)
    write_round(qtbot, 10, 5)
    second, texts = second_refused(qtbot, window, settings, tafel, real_dialogs)
    assert "changed by another program" in texts[0][1]
    said(qtbot, real_dialogs, [], label="Leave it in the copy")
    second.close()
    real_dialogs.check()
    window.close()
    other = program(qtbot, settings)
    dialog = other.show_unsaved()
    qtbot.waitUntil(dialog.isVisible)
    ((state, _words),) = row_texts(dialog)
    assert state.startswith("Could not be saved to tafel.jass, which was changed elsewhere")
    intro = dialog.findChildren(QLabel)[0].text()
    assert "as soon as" not in intro
    assert "tafel.jass was changed elsewhere, and the copy never writes over it" in intro
    dialog.reject()
