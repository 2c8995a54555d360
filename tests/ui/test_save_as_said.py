"""File → Save as… says "Saved", as Ctrl+S does.

A German trial: *Datei → Speichern unter…*, a name typed, Return: nothing said that the match
was saved, while Ctrl+S says *Gespeichert* where the window says its short messages. Save
as… says it there too, once the file is written (and so does Ctrl+S on a match without a
name, which asks for one through Save as…).
"""

import pytest
from PySide6.QtWidgets import QFileDialog

from jasstafel.core import matchfile

from .keyboard import key, shortcut
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import from_the_menu, type_name, unnamed_with_a_round

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.mark.parametrize("how", ["menu", "Ctrl+S"])
def test_save_as_says_saved(window, qtbot, tmp_path, settings, real_dialogs, how):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # Save starts here
    status = window.statusBar()
    status.clearMessage()
    real_dialogs.when(QFileDialog, type_name(qtbot, "abend"))
    if how == "menu":
        from_the_menu(qtbot, window, window.file_menu, window.save_as_action)
    else:
        shortcut(qtbot, "Ctrl+S")
    real_dialogs.check()
    assert real_dialogs.seen == ["Save match as"]
    assert len(matchfile.load(tmp_path / "abend.jass").entries) == 1
    assert status.currentMessage() == "Saved"


def test_save_as_cancelled_says_nothing(window, qtbot, tmp_path, settings, real_dialogs):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    status = window.statusBar()
    status.clearMessage()
    real_dialogs.when(QFileDialog, lambda _dialog: key(qtbot, "Escape"))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert status.currentMessage() == ""
    assert window.controller.session.path is None
