"""The statistics on the printed sheet, from the window: a Handjass's are its rounds and the
time played (a trial's sheet gave them a page of paper of their own). Played with the keys,
printed through the real print preview and Qt's print dialog (tests/ui/real_dialogs.py)."""

import re
import shutil
import subprocess

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_file, shortcut, tab, type_
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import print_by_keys

pdftotext = shutil.which("pdftotext")

# the offscreen platform cannot raise a window or let a dialog grab the keyboard
pytestmark = [pytest.mark.qt_log_ignore("does not support raise",
                                        "does not support grabbing the keyboard"),
              pytest.mark.skipif(pdftotext is None,
                                 reason="pdftotext (poppler-utils) is not installed")]


def pages_of(pdf):
    out = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    return [page for page in out.split("\f") if page.strip()]


def test_a_handjass_prints_its_statistics_under_the_signatures(window, qtbot, clock,
                                                                real_dialogs, tmp_path):
    """Eight rounds of a Handjass, one every four minutes from 20:15: one sheet of paper,
    the statistics (rounds, time played) under the signatures."""
    open_file(qtbot, window, tmp_path / "handjass.jass",
              new_match("handjass", ["Anna", "Beat", "Cla", "Dora"]))
    points = [22, 45, 38, 52]
    for r in range(8):
        if r:
            clock.advance(minutes=4)
        shortcut(qtbot, "Alt+C")
        for i, value in enumerate(points[-(r % 4):] + points[:-(r % 4)]):
            if i:
                tab(qtbot)
            type_(qtbot, str(value))
        enter(qtbot)
    assert len(window.controller.match.entries) == 8
    pdf = tmp_path / "handjass.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    pages = pages_of(pdf)
    assert len(pages) == 1 and "Page 1 of 1" in pages[0]
    page = pages[0]
    stats = page[page.index("Statistics"):]
    assert page.index("Signature Dora") < page.index("Statistics")
    assert re.search(r"Rounds played\s+8\s+8\s+8\s+8", stats)
    assert re.search(r"Rounds:\s+8", stats)
    assert "Time played: 28 min (20:15 to 20:43)" in stats
