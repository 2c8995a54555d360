"""Save as… asks before it makes a folder that does not exist.

A German secretary's trial: *Datei → Speichern unter…*, a folder name mistyped in the file name
field (``/tmp/x/Jass Abend Mrze/partie.jass``, "Jass Abend Mrze" nowhere): the folder was made
without a word. A name just chosen in Save as… (and Ctrl+S of a match without a name, which
asks as Save as… does) now asks first: *Create folder* saves there, *Cancel* goes back to the
file dialog with the name typed, and Esc there leaves the match unsaved, nothing lost. The
autosave and a named file whose folder vanished (a USB stick) are written as before.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from jasstafel.core import matchfile

from .keyboard import key, shortcut, type_text
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import from_the_menu, unnamed_with_a_round

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def asked(qtbot, real_dialogs, said, answer):
    """The question about the folder: its text kept, *answer*'s button clicked."""
    def act(box):
        said.append(box.text())
        qtbot.mouseClick(button(box, answer), Qt.MouseButton.LeftButton)
    real_dialogs.when(QMessageBox, act)


@pytest.mark.parametrize("how", ["menu", "Ctrl+S"])
def test_a_missing_folder_is_asked_about_and_made(window, qtbot, tmp_path, settings,
                                                  real_dialogs, how):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    folder = tmp_path / "Jass Abend Mrze"
    said: list[str] = []

    def save(dialog):
        asked(qtbot, real_dialogs, said, "Create folder")
        type_text(qtbot, str(folder / "partie"))
        key(qtbot, "Return")

    real_dialogs.when(QFileDialog, save)
    if how == "menu":
        from_the_menu(qtbot, window, window.file_menu, window.save_as_action)
    else:
        shortcut(qtbot, "Ctrl+S")
    real_dialogs.check()
    assert said == [f"The folder “{folder}” does not exist. Create it?"]
    assert len(matchfile.load(folder / "partie.jass").entries) == 1
    assert window.controller.session.path == folder / "partie.jass"


def test_cancel_goes_back_to_the_file_dialog(window, qtbot, tmp_path, settings, real_dialogs):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    folder = tmp_path / "Jass Abend Mrze"
    said: list[str] = []
    back: list[str] = []

    def save(dialog):
        asked(qtbot, real_dialogs, said, "Cancel")
        type_text(qtbot, str(folder / "partie"))
        key(qtbot, "Return")  # asked, Cancel: the file dialog stays, with the name typed
        assert said != [] and dialog.isVisible()
        dialog.activateWindow()  # offscreen gives the focus back only to a window activated
        qtbot.waitUntil(lambda: QApplication.focusWidget() is file_name_field(dialog))
        back.append(file_name_field(dialog).text())
        key(qtbot, "Escape")

    real_dialogs.when(QFileDialog, save)
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert said == [f"The folder “{folder}” does not exist. Create it?"]
    assert back and back[0].endswith("partie")
    assert not folder.exists()
    session = window.controller.session
    assert session.path is None
    assert len(session.match.entries) == 1  # nothing lost


def test_an_existing_folder_is_not_asked_about(window, qtbot, tmp_path, settings,
                                               real_dialogs):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])

    def save(dialog):
        type_text(qtbot, str(tmp_path / "partie"))
        key(qtbot, "Return")

    real_dialogs.when(QFileDialog, save)
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert (tmp_path / "partie.jass").is_file()
