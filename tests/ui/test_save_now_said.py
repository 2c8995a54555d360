"""Ctrl+S (Save now) says what happened: saved, or why not.

An English trial with files: with the match's file read-only, Ctrl+S said nothing at all
(the red "Not saved" line stayed as it was, and nothing told whether the key had done
anything). It now says, where the window says its short messages (the menu bar's right
end, jasstafel/ui/widgets/statusbar.py), "Not saved: " and the reason of the red line; once the
file can be written, "Saved", and the red line goes.
"""

import pytest

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_file, shortcut, tab, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def write_round(qtbot, a, b):
    """One Punktetafel round typed where the cursor is, and written (Enter)."""
    type_(qtbot, str(a))
    tab(qtbot)
    type_(qtbot, str(b))
    enter(qtbot)


def test_save_now_says_why_the_match_is_not_saved(window, qtbot, tmp_path, dialogs):
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), path)
    open_file(qtbot, window, path)
    path.chmod(0o444)
    write_round(qtbot, 10, 5)
    qtbot.waitUntil(lambda: window.save_banner.isVisibleTo(window))
    qtbot.waitUntil(lambda: len(dialogs.shown) == 1)  # said once, as before
    reason = window.controller.session.save_error
    assert reason is not None
    status = window.statusBar()
    status.clearMessage()
    shortcut(qtbot, "Ctrl+S")
    line = window.save_label.text()
    assert line.startswith("Not saved: ")
    said = status.currentMessage()
    assert said == "Not saved: " + line.removeprefix("Not saved: ").split(
        ". Every entry stays")[0]
    assert len(dialogs.shown) == 1  # no second box: the status says it
    # writable again: Ctrl+S saves, says so, and the red line goes
    path.chmod(0o644)
    shortcut(qtbot, "Ctrl+S")
    assert status.currentMessage() == "Saved"
    assert not window.save_banner.isVisibleTo(window)
    assert len(matchfile.load(path).entries) == 1
