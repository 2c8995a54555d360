"""After a refusal, the Save dialog comes back where the refused file is, never elsewhere.

An English trial with files (1366×768, the keyboard): match /x/rw2/m2.jass open, Save as…,
`/x/files/other.json` typed (another program's JSON file), Enter: refused, rightly ("…
other.json exists and is a JSON file, not a match file; not replaced (choose another
name)"); after OK the dialog came back in /x/rw2, the match's folder, with `other.json` in
its name field, and Enter wrote /x/rw2/other.json, a folder never chosen. The dialog now
comes back in the refused file's folder with its name: Enter asks the same question again.

Where native dialogs may be used (GTK, Windows: closed before the refusal is said, so the
dialog is opened again), as in tests/ui/test_dialogs_real.py: offscreen has none, so Qt's own
dialog stands in for one, and the refusal comes after it closed, as with a native one.
"""

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from .keyboard import enter, key, shortcut, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import from_the_menu
from .test_output_files import open_copy, shown

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

OTHER = '{"other": "program"}\n'


@pytest.mark.parametrize(("how", "kind"), [
    ("save_as", "a JSON file, not a match file"),
    ("pdf_action", "a JSON file"),
    ("csv_action", "a JSON file, not a CSV file"),
])
def test_the_dialog_comes_back_in_the_refused_files_folder(window, qtbot, tmp_path,
                                                           real_dialogs, how, kind):
    (tmp_path / "rw2").mkdir()
    (tmp_path / "files").mkdir()
    open_copy(window, qtbot, tmp_path / "rw2", "m2.jass")
    other = tmp_path / "files" / "other.json"
    other.write_text(OTHER, encoding="utf-8")
    allow = Qt.ApplicationAttribute.AA_DontUseNativeDialogs
    QCoreApplication.setAttribute(allow, False)  # offscreen has none: Qt's dialog stands in
    said, shown_again = [], []

    def refused(box):  # the file dialog is closed (as a native one is): said, OK
        said.append(shown(box))
        real_dialogs.when(QFileDialog, again)
        enter(qtbot)

    def first(dialog):
        real_dialogs.when(QMessageBox, refused)
        type_text(qtbot, str(other))
        enter(qtbot)

    def again(dialog):  # back after OK: Enter at once asks the same again, nothing written
        shown_again.append((dialog.directory().absolutePath(), file_name_field(dialog).text()))
        if len(shown_again) == 1:
            real_dialogs.when(QMessageBox, refused)
            enter(qtbot)
        else:
            key(qtbot, "Escape")

    try:
        real_dialogs.when(QFileDialog, first)
        if how == "save_as":
            shortcut(qtbot, "Ctrl+Shift+S")
        else:
            from_the_menu(qtbot, window, window.file_menu, getattr(window.paper, how))
        qtbot.waitUntil(lambda: len(shown_again) == 2)
    finally:
        QCoreApplication.setAttribute(allow, True)
    real_dialogs.check()
    refusal = f"{other} exists and is {kind}; not replaced (choose another name)"
    assert said == [refusal, refusal]
    folder = str(tmp_path / "files")
    assert shown_again == [(folder, "other.json"), (folder, "other.json")]
    assert sorted(p.name for p in (tmp_path / "rw2").iterdir()) == ["m2.jass"]
    assert sorted(p.name for p in (tmp_path / "files").iterdir()) == ["other.json"]
    assert other.read_text(encoding="utf-8") == OTHER
