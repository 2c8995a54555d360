"""A correction is autosaved, and the autosave's time is the correction's: a French trial's
*Parties non enregistrées* listed a Molotow as last changed at 13:27 though a round was
corrected at about 13:28. The correction is made as the Schreiber makes it (the history's
keys, the form's fields), the list read in a fresh window's *Unsaved matches…*."""

import datetime
import json
import os
from pathlib import Path

from PySide6.QtWidgets import QLabel

from jasstafel.core import matchfile
from jasstafel.ui.mainwindow import MainWindow
from jasstafel.ui.recovery import when

from .keyboard import clear_field, focus, key, settle, type_
from .test_fahnder_keys import tab_to_history

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def test_a_correction_is_autosaved_with_its_time(window, qtbot, settings, autosaves, dialogs):
    data = json.loads((EXAMPLES / "molotow.jass").read_text())
    data["entries"] = data["entries"][:3]
    window.start(matchfile.loads(json.dumps(data)))  # a new match: no name, autosaved
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    (path,) = autosaves.glob("*.jass")
    # the rounds written an hour ago
    earlier = datetime.datetime.now() - datetime.timedelta(hours=1)
    os.utime(path, (earlier.timestamp(), earlier.timestamp()))
    before = matchfile.load(path).entries[1].points

    # round 2 corrected: the history's Enter, the first player's points typed over
    tab_to_history(qtbot, window)
    key(qtbot, "Home")
    key(qtbot, "Down")
    key(qtbot, "Return")
    panel = window.panel
    assert panel.correcting == 1
    assert focus() is panel.points[0]
    clear_field(qtbot)
    type_(qtbot, str(before[0] + 1))
    key(qtbot, "Return")
    settle()
    assert panel.correcting is None
    corrected = window.controller.match.entries[1].points
    assert corrected[0] == before[0] + 1 and corrected != before

    # in the autosave, at once, with the correction's time
    assert matchfile.load(path).entries[1].points == corrected
    changed = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    assert changed > earlier + datetime.timedelta(minutes=30)

    dialogs.choice = "keep"  # closed with "Keep unsaved"
    window.close()
    fresh = MainWindow(settings)
    qtbot.addWidget(fresh)
    unsaved = fresh.show_unsaved()
    words = unsaved.rows[path].findChild(QLabel, "recoveryWords").text()
    assert when(changed) in words.replace("\u00a0", " "), words
    assert when(earlier) not in words.replace("\u00a0", " "), words
    unsaved.close()
