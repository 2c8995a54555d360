"""A file that would not be replaced is said before any question whether to replace it.

An English trial with files: the recovery's *Save as…* onto m1.jass first asked "m1.jass
already exists. Do you want to replace it?", and after Yes refused ("m1.jass holds entries
that this copy lacks; … it stays as it is"): invited to replace, then told no. The window's
own refusals now come in the dialog, before any question (tests/ui/test_recovery_conflicts.py
for the recovery), and the question comes only for a file that would really be replaced.
File → Save as… onto a match file that holds entries the window's match lacks refuses the
same way (it asked only "already exists. Replace?", and Yes lost them).

Qt's own dialogs, a name typed where the cursor is, Enter (tests/ui/real_dialogs.py).
"""

import shutil

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from .keyboard import enter, focused, key, shortcut, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import back_in
from .test_output_files import open_copy, shown

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def answered_in_the_dialog(qtbot, real_dialogs, name, said, answer="Return"):
    """In the Save dialog: *name*, Enter; the box that comes is kept in *said* (its title
    and text) and answered with *answer*; back in the dialog, whose name field has the
    cursor, Escape."""
    def act(dialog):
        real_dialogs.when(QMessageBox, lambda box: (said.append((box.windowTitle(),
                                                                 shown(box))),
                                                    key(qtbot, answer)))
        type_text(qtbot, name)
        enter(qtbot)
        assert said and dialog.isVisible()  # the dialog stays: another name can be typed
        back_in(qtbot, dialog)
        assert focused() is file_name_field(dialog)
        key(qtbot, "Escape")
    return act


def test_save_as_never_asks_to_replace_a_match_with_entries_this_one_lacks(
        window, qtbot, tmp_path, real_dialogs):
    open_copy(window, qtbot, tmp_path, "m2.jass")
    other = tmp_path / "m1.jass"
    shutil.copyfile("docs/examples/differenzler.jass", other)
    before = other.read_bytes()
    said = []
    real_dialogs.when(QFileDialog, answered_in_the_dialog(qtbot, real_dialogs, "m1", said))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert said == [("Not written", "m1.jass holds entries that this match lacks; writing the "
                     "match over it would lose them, so it stays as it is. Save the match "
                     "under another name.")]  # one box: no "Replace?" before or after it
    assert other.read_bytes() == before
    assert window.controller.session.path == tmp_path / "m2.jass"


def test_save_as_over_an_earlier_state_of_the_match_asks(window, qtbot, tmp_path,
                                                         real_dialogs):
    """A file that lacks nothing of the window's (the same match, as far as it goes) is a
    file that would really be replaced: asked, Enter says No."""
    path = open_copy(window, qtbot, tmp_path, "m2.jass")
    earlier = tmp_path / "m2 before.jass"
    shutil.copyfile(path, earlier)
    before = earlier.read_bytes()
    said = []
    real_dialogs.when(QFileDialog, answered_in_the_dialog(qtbot, real_dialogs, "m2 before",
                                                          said))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert said == [("Replace the file?",
                     "m2 before.jass already exists. Do you want to replace it?")]
    assert earlier.read_bytes() == before
