"""A file that cannot be written is said so before any question, and with the advice that fits.

A German trial with files: *Speichern unter…* onto a read-only match file asked "y.jass
gibt es schon. Möchten Sie sie ersetzen?", and after *Ja* said it could not ("keine
Berechtigung"). What the save would do is checked first (the file not read-only, its folder
writable): the dialog says why at once, stays open for another name, and the file is left as
it was. And the *Nicht gespeichert* box of a read-only file ended "(oder schaffen Sie Platz,
wenn die Festplatte voll ist)": the advice now fits the error, a place that may be written
for a permission, room for a full disk, none for another error.

A read-only file is refused by the save itself, whoever runs it (root too: the save does not
replace a file without write permission, jasstafel/core/matchfile.py), so these files are
really read-only; a full disk is simulated as the other "Not saved" tests do.
"""

import errno

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, key, open_file, shortcut, tab, type_, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import back_in, unnamed_with_a_round
from .test_output_files import match_file, shown

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def said_in_the_dialog(qtbot, real_dialogs, name, said):
    """In the Save dialog: *name*, Enter; the box that comes is kept in *said* and closed
    with Enter (a question so closed answers No); back in the dialog, Escape."""
    def act(dialog):
        real_dialogs.when(QMessageBox, lambda box: (said.append((box.windowTitle(),
                                                                 shown(box))), enter(qtbot)))
        type_text(qtbot, name)
        enter(qtbot)
        assert said and dialog.isVisible()  # the dialog stays: another name can be typed
        back_in(qtbot, dialog)
        assert QApplication.focusWidget() is file_name_field(dialog)
        key(qtbot, "Escape")
    return act


def test_save_as_onto_a_read_only_file_says_so_instead_of_asking(window, qtbot, tmp_path,
                                                                 settings, real_dialogs):
    unnamed_with_a_round(window, qtbot)
    folder = tmp_path / "abend"
    folder.mkdir()
    settings.setValue("recent/files", [str(folder / "gestern.jass")])  # Save starts here
    other = folder / "y.jass"
    before = match_file(other)
    other.chmod(0o444)
    said = []
    real_dialogs.when(QFileDialog, said_in_the_dialog(qtbot, real_dialogs, "y", said))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert said == [("Not written", f"{other} is read-only; not replaced (choose another "
                                    "name)")]
    assert other.read_bytes() == before and other.stat().st_mode & 0o777 == 0o444
    assert window.controller.session.path is None  # still the unnamed match
    assert sorted(p.name for p in folder.iterdir()) == ["y.jass"]  # nothing left beside it
    other.chmod(0o644)


def test_save_as_onto_a_writable_file_still_asks(window, qtbot, tmp_path, settings,
                                                 real_dialogs):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    other = tmp_path / "y.jass"
    before = match_file(other)
    said = []
    real_dialogs.when(QFileDialog, said_in_the_dialog(qtbot, real_dialogs, "y", said))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert said == [("Replace the file?", "y.jass already exists. Do you want to replace it?")]
    assert other.read_bytes() == before


# -- the "Not saved" box: the advice that fits the error ------------------------------------

def write_round(qtbot, a, b):
    """One Punktetafel round typed where the cursor is, and written (Enter)."""
    type_(qtbot, str(a))
    tab(qtbot)
    type_(qtbot, str(b))
    enter(qtbot)


def not_saved_box(qtbot, window, real_dialogs):
    """A round written into the open match, whose file cannot take it: the "Not saved"
    box's title and text (closed with Enter)."""
    said = []
    real_dialogs.when(QMessageBox, lambda box: (said.append((box.windowTitle(), shown(box))),
                                                qtbot.keyClick(box, Qt.Key.Key_Return)))
    write_round(qtbot, 10, 5)
    real_dialogs.check()
    (box,) = said
    return box


@pytest.fixture
def abend(tmp_path, window, qtbot):
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), path)
    open_file(qtbot, window, path)
    return path


def test_a_read_only_file_is_not_told_to_free_space(window, qtbot, abend, real_dialogs):
    abend.chmod(0o444)
    title, text = not_saved_box(qtbot, window, real_dialogs)
    assert title == "Not saved"
    assert text.startswith(f"The match could not be saved:\n{abend}: permission denied\n\n")
    assert text.endswith("Choose File → Save as… to save it elsewhere, in a folder you may "
                         "write to.")
    assert "free some space" not in text and "disk is full" not in text
    abend.chmod(0o644)


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EDQUOT])
def test_a_full_disk_is_told_to_free_space(window, qtbot, abend, real_dialogs, monkeypatch,
                                          code):
    real_save = matchfile.save

    def full(match, path):  # the disk of the file and of the user data folder
        if path == abend or path.name.startswith("rescue-"):
            raise OSError(code, "No space left on device")
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", full)
    title, text = not_saved_box(qtbot, window, real_dialogs)
    assert title == "Not saved"
    assert text.endswith("Choose File → Save as… to save it elsewhere (or, if the disk is "
                         "full, free some space).")
    assert "you may write to" not in text


def test_a_read_only_disk_is_told_where_to_write(window, qtbot, abend, real_dialogs,
                                                 monkeypatch):
    real_save = matchfile.save

    def read_only(match, path):  # a read-only mount (as root no folder is)
        if path == abend:
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", read_only)
    _title, text = not_saved_box(qtbot, window, real_dialogs)
    assert "the disk is read-only" in text and "free some space" not in text
    assert text.endswith("in a folder you may write to.")


def test_leaving_a_read_only_file_gives_the_same_advice(window, qtbot, abend, real_dialogs):
    """Quitting asks what to do with the entries the file could not take: with the advice
    of the box before (it said to free some space for a read-only file too)."""
    abend.chmod(0o444)
    not_saved_box(qtbot, window, real_dialogs)
    said = []
    real_dialogs.when(QMessageBox, lambda box: (said.append((box.windowTitle(), shown(box))),
                                                qtbot.keyClick(box, Qt.Key.Key_Escape)))
    window.close()
    real_dialogs.check()
    ((title, text),) = said
    assert window.isVisible() and title == "Not saved"  # stayed
    assert "Save it elsewhere with Save as…, in a folder you may write to, or stay with it." in text
    assert "free some space" not in text
    abend.chmod(0o644)


def test_another_error_gets_neither_advice(window, qtbot, abend, real_dialogs, monkeypatch):
    real_save = matchfile.save

    def broken(match, path):  # a disk that fails otherwise (a USB stick pulled out)
        if path == abend:
            raise OSError(errno.EIO, "Input/output error", str(path))
        real_save(match, path)

    monkeypatch.setattr(matchfile, "save", broken)
    _title, text = not_saved_box(qtbot, window, real_dialogs)
    assert text.endswith("Choose File → Save as… to save it elsewhere.")
