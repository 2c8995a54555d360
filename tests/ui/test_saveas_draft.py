"""A round begun in a match kept unsaved, then the match named from File → Unsaved matches…
→ Save as…: the round comes with it (the draft is keyed by the match's file, and the
autosave goes). Before, the named match opened with an empty form, and the old draft stayed
behind for good. Every dialog is Qt's own, answered by keys and clicks."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.ui.crashdraft import draft_file

from .keyboard import open_match, settle, type_
from .real_dialogs import button, file_name_field, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def test_keep_unsaved_then_save_as_from_unsaved_matches_keeps_the_round(
        window, qtbot, autosaves, tmp_path, real_dialogs):
    open_match(qtbot, window, new_match("differenzler", ["Anna", "Beat", "Cla", "Dora"]))
    type_(qtbot, "45")  # Anna's secret prediction
    settle()
    assert window.panel.has_typing()
    auto = window.controller.session.autosave
    other = tmp_path / "other.jass"
    matchfile.save(new_match("schieber", ["A1", "B1", "C1", "D1"]), other)
    real_dialogs.when(QMessageBox, lambda box: button(box, "Keep unsaved").click())
    assert window.open_file(other)  # leaves the Differenzler: Keep unsaved
    real_dialogs.check()
    settle()
    assert draft_file(autosaves, auto).exists(), "draft kept with the unsaved match"

    dialog = window.show_unsaved()
    target = tmp_path / "named.jass"

    def name(box):
        field = file_name_field(box)
        field.selectAll()
        qtbot.keyClicks(field, str(target))
        qtbot.keyClick(field, Qt.Key.Key_Return)

    real_dialogs.when(QFileDialog, name)
    real_dialogs.when(QMessageBox, lambda box: button(box, "Open it").click())
    dialog.rows[auto].findChild(QPushButton, "saveAs").click()
    real_dialogs.check()
    qtbot.waitUntil(lambda: window.controller.session.path == target)
    settle()
    assert not auto.exists()
    assert not draft_file(autosaves, auto).exists(), "the old draft left behind for good"
    assert window.panel.has_typing(), "the round begun (45) was lost by Save as…"
    assert "back" in window.panel.preview_line.text()
