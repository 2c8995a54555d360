"""A match whose table rules were changed, then killed: the recovery gives it back as one match,
with the rules as changed and every entry.

Köbi's Schieber file (three rounds to 2500) on a place that took no more writes: *Edit → Table
rules…* to 3000 and a fourth round went into the rescue copy; then the program was killed. The
next start compared the copy with the file as a later state of it only where everything but the
names was the same: the target differed, so the copy was "a different match" (the file
"changed elsewhere", or two matches offered), though the file was the copy's own earlier state.
"""

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from jasstafel.core import matchfile

from .crash import die
from .keyboard import ctrl, enter, focused, open_file, type_text
from .test_recovery_rescue import activate, row_texts, start_after_crash
from .test_table_rules import in_rules_dialog, koebi, type_target

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def to_3000(qtbot):
    def act(_dialog):
        type_target(qtbot, 3000)
        enter(qtbot)
    return act


def a_round(qtbot):
    ctrl(qtbot, "3")
    type_text(qtbot, "80")
    enter(qtbot)


@pytest.fixture
def tafel(tmp_path):
    folder = tmp_path / "abend"
    folder.mkdir()
    return folder / "koebi.jass"


def killed_after_rules_and_a_round(window, qtbot, tafel):
    open_file(qtbot, window, tafel, koebi(3))
    tafel.chmod(0o444)  # the place takes no more writes from now on
    in_rules_dialog(qtbot, window, to_3000(qtbot))
    assert window.controller.match.document.settings.target == 3000
    a_round(qtbot)
    assert len(window.controller.match.entries) == 4 and window.save_banner.isVisible()
    assert len(matchfile.load(tafel).entries) == 3  # the file as it was: 2500, three rounds
    die(window)


def test_the_copy_is_offered_as_the_match_with_its_rules_and_every_entry(
        window, qtbot, settings, autosaves, tafel, dialogs):
    dialogs.choice = "keep"  # the windows closed at the end: a copy left is kept
    killed_after_rules_and_a_round(window, qtbot, tafel)
    after, dialog = start_after_crash(qtbot, settings)
    ((state, words),) = row_texts(dialog)  # one match, one row
    (copy,) = dialog.rows
    assert copy.parent == autosaves
    assert state == "Could not be saved to koebi.jass: this copy has every entry"
    assert "4 entries" in words and "koebi.jass has 1 entry fewer" in words
    assert focused() is dialog.rows[copy].findChild(QPushButton, "continue")
    type_text(qtbot, " ")  # Continue
    qtbot.waitUntil(lambda: not dialog.isVisible())
    match = after.controller.match
    assert match.document.settings.target == 3000 and len(match.entries) == 4
    assert after.controller.session.path == tafel
    # the place takes writes again: the next round writes the file whole, the copy goes
    tafel.chmod(0o644)
    activate(qtbot, after)
    qtbot.waitUntil(lambda: after.panel.isAncestorOf(QApplication.focusWidget()))
    a_round(qtbot)
    on_disk = matchfile.load(tafel)
    assert on_disk.document.settings.target == 3000 and len(on_disk.entries) == 5
    assert not copy.exists() and after.unsaved() == []
