"""Save as… asks about the match file it really writes, and never replaces another kind.

A trial with files: typed `y` while `y.jass` existed, Save as… replaced y.jass without a
question (the window added ".jass" after Qt's dialog had checked the name typed); typed
`x.sqlite` (a club database there: Qt asked about x.sqlite, Yes) it wrote x.sqlite.jass,
another match, without a question about that name. The name typed gets ".jass" (any other
ending too: a match is written as a match file), and the question names that file, in the
dialog; an existing file of another kind there is refused (jasstafel/core/outputs.py).
"""

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from .keyboard import enter, focused, key, shortcut, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import back_in, unnamed_with_a_round
from .test_output_files import match_file, refused_in_the_dialog, shown

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def asked_in_the_dialog(qtbot, real_dialogs, name, asked):
    """In the Save dialog: *name*, Enter; the question that comes is kept in *asked* and
    answered No (Escape); back in the dialog, Escape."""
    def act(dialog):
        real_dialogs.when(QMessageBox, lambda box: (asked.append(shown(box)),
                                                    key(qtbot, "Escape")))
        type_text(qtbot, name)
        enter(qtbot)
        assert asked and dialog.isVisible()  # No: back in the dialog
        back_in(qtbot, dialog)
        assert focused() is file_name_field(dialog)
        key(qtbot, "Escape")
    return act


def test_save_as_a_name_without_its_ending_asks_about_the_match_file(window, qtbot, tmp_path,
                                                                     settings, real_dialogs):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    other = tmp_path / "y.jass"
    before = match_file(other)
    asked = []
    real_dialogs.when(QFileDialog, asked_in_the_dialog(qtbot, real_dialogs, "y", asked))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert asked == ["y.jass already exists. Do you want to replace it?"]
    assert other.read_bytes() == before and window.controller.session.path is None


def test_save_as_another_programs_name_asks_about_the_file_written(window, qtbot, tmp_path,
                                                                   settings, real_dialogs):
    """x.sqlite typed, a club database there: the match would be x.sqlite.jass, so that one
    is asked about (Qt asked about x.sqlite, which was never written)."""
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    club = tmp_path / "x.sqlite"
    club.write_bytes(b"SQLite format 3\x00" + bytes(100))
    other = tmp_path / "x.sqlite.jass"
    before = match_file(other)
    asked = []
    real_dialogs.when(QFileDialog, asked_in_the_dialog(qtbot, real_dialogs, "x.sqlite", asked))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert asked == ["x.sqlite.jass already exists. Do you want to replace it?"]
    assert other.read_bytes() == before
    assert club.read_bytes() == b"SQLite format 3\x00" + bytes(100)


def test_save_as_never_replaces_another_programs_json(window, qtbot, tmp_path, settings,
                                                      real_dialogs):
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    package = tmp_path / "package.json"
    package.write_text('{"name": "tool", "version": "1.0.0"}\n', encoding="utf-8")
    said = []
    real_dialogs.when(QFileDialog, refused_in_the_dialog(qtbot, real_dialogs, "package.json",
                                                         said))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert said == [f"{package} exists and is a JSON file, not a match file; not replaced "
                    "(choose another name)"]
    assert package.read_text(encoding="utf-8") == '{"name": "tool", "version": "1.0.0"}\n'
