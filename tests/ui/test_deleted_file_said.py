"""A match file deleted (or moved) while open is written again, and the window says so once.

An English trial with files: Save as del.jass, `rm del.jass`, a round written: del.jass was
back with every entry, and nothing was said, so the Schreiber never learnt that somebody (a
cleaning script, a synced folder) had taken it away. The window now says, where it says its
short messages, "del.jass had been deleted or moved; written again with every entry", once:
the next round says nothing.
"""

import pytest

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import open_file, shortcut
from .test_save_now_said import write_round

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

SAID = "del.jass had been deleted or moved; written again with every entry"


@pytest.fixture
def opened(window, qtbot, tmp_path):
    path = tmp_path / "del.jass"
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), path)
    open_file(qtbot, window, path)
    write_round(qtbot, 10, 5)
    return path


def test_a_deleted_match_file_written_again_is_said_once(window, qtbot, opened, dialogs):
    status = window.statusBar()
    opened.unlink()
    write_round(qtbot, 20, 5)
    assert status.currentMessage() == SAID
    assert [tuple(e.points) for e in matchfile.load(opened).entries] == [(10, 5), (20, 5)]
    assert not window.save_banner.isVisibleTo(window) and dialogs.shown == []
    status.clearMessage()
    write_round(qtbot, 30, 5)  # there again: nothing to say
    assert status.currentMessage() == ""
    assert len(matchfile.load(opened).entries) == 3


def test_save_now_after_the_file_was_deleted_says_so(window, qtbot, opened):
    opened.unlink()
    shortcut(qtbot, "Ctrl+S")
    assert window.statusBar().currentMessage() == SAID
    assert len(matchfile.load(opened).entries) == 1
