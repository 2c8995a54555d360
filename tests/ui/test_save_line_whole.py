"""The red "Not saved" line above the form is whole, and does not read as cut.

A German Schreiber at 1024×600 made the match's file read-only and pressed Ctrl+S: the red
line ended "… anderswo speichern mit Speichern unter…", which read as a line cut short with
"…" (it was the menu item's own "…", at the line's very end). The line wraps and is never
shortened; it now ends with a word, the button's name quoted in its middle («Speichern unter…»
speichert die Partie anderswo).
"""

import pytest

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import open_file, shortcut
from .test_save_now_said import write_round

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def netbook_window(qapp, qtbot, settings, autosaves, request):
    """The window in the language the test names, at 1024×600."""
    yield from window_in(request.param, qapp, qtbot, settings, size=(1024, 600))


@pytest.mark.parametrize("netbook_window", ["de", "fr"], indirect=True)
def test_the_not_saved_line_is_whole_and_ends_with_a_word(netbook_window, qtbot, tmp_path,
                                                          dialogs):
    window = netbook_window
    dialogs.choice = "stay"  # (closing the window at the end: the match stays open)
    path = tmp_path / "abend.jass"
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), path)
    open_file(qtbot, window, path)
    path.chmod(0o444)
    write_round(qtbot, 10, 5)
    qtbot.waitUntil(lambda: window.save_banner.isVisibleTo(window))
    shortcut(qtbot, "Ctrl+S")
    label = window.save_label
    text = label.text()
    assert str(path) in text
    assert not text.rstrip().endswith("…"), text
    assert text.rstrip()[-1] in ".!", text
    assert "…»" in text or "…\u00a0»" in text, text  # the button's name quoted
    # every line shown: the label has the height its wrapped text needs at its width
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    path.chmod(0o644)
