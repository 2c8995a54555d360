"""A file's path is said once in a box: "…/huge.jass cannot be opened: …/huge.jass is too
large for a match file (…)" and "could not be saved as …/m.jass: …/m.jass: permission
denied" said it twice (a trial with files)."""

import html

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from .keyboard import ctrl, enter, shortcut, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import unnamed_with_a_round

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def shown(box):
    text = box.text().removeprefix("<qt>").removesuffix("</qt>").replace("<br>", "\n")
    return html.unescape(text)


def typed_then_box(qtbot, real_dialogs, name, said):
    def act(dialog):
        real_dialogs.when(QMessageBox, lambda box: (said.append(shown(box)), enter(qtbot)))
        type_text(qtbot, name)
        enter(qtbot)
    return act


def test_a_file_too_large_is_named_once(window, qtbot, tmp_path, settings, real_dialogs):
    huge = tmp_path / "huge.jass"
    with open(huge, "wb") as f:
        f.truncate(50_000_000)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    said = []
    real_dialogs.when(QFileDialog, typed_then_box(qtbot, real_dialogs, "huge.jass", said))
    ctrl(qtbot, "o")
    real_dialogs.check()
    # the reason names the file: said alone, under the box's title "Cannot open match"
    assert said == [f"{huge} is 48 MB; a match file is at most 16 MB"]


def test_a_save_as_refused_by_the_system_names_the_file_once(window, qtbot, tmp_path,
                                                             settings, real_dialogs):
    """A name the system refuses (its temporary file's name is too long: as root, no folder is
    read-only)."""
    unnamed_with_a_round(window, qtbot)
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])
    name = "m" * 240 + ".jass"  # its temporary file (".NAME.….tmp") is too long
    said = []
    real_dialogs.when(QFileDialog, typed_then_box(qtbot, real_dialogs, name, said))
    shortcut(qtbot, "Ctrl+Shift+S")
    real_dialogs.check()
    assert len(said) == 1 and said[0].count(name) == 1, said
    assert said[0].startswith(f"The match could not be saved as {tmp_path / name}:\n"), said
