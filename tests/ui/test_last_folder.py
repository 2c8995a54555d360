"""A French trial's file dialogs all began in the home folder: the sheet had just been
exported to /tmp/trialAC, the match was not saved (its autosave kept it), and the blank
sheet's and Open's dialogs offered ~ again. The window remembers the folder of the last file
written or opened (a PDF, a CSV file, a match) and every file dialog of the window begins
there.

Qt's own dialogs, a name typed where the cursor is, Enter (tests/ui/real_dialogs.py)."""

import pytest
from PySide6.QtWidgets import QFileDialog

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, key, open_match, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import from_the_menu

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def test_open_begins_where_the_sheet_was_exported(window, qtbot, real_dialogs, tmp_path,
                                                  monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    folder = tmp_path / "soiree"
    folder.mkdir()
    open_match(qtbot, window, new_match("fahnder", ["Valérie", "Jean-Marc", "Sylvie",
                                                    "Pascal"]))  # never saved
    out = folder / "fahnder.pdf"

    def export(_dialog):
        type_text(qtbot, str(out))
        enter(qtbot)

    real_dialogs.when(QFileDialog, export)
    from_the_menu(qtbot, window, window.file_menu, window.paper.pdf_action)
    real_dialogs.check()
    assert out.exists()
    began = []

    def cancel(dialog):
        began.append(dialog.directory().absolutePath())
        key(qtbot, "Escape")

    real_dialogs.when(QFileDialog, cancel)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ctrl(qtbot, "o")
    real_dialogs.check()
    assert began == [str(folder)]
