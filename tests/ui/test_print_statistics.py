"""The statistics on the printed sheet, from the window: a Handjass's are its rounds and the
time played (two trials' sheets gave them a page of paper of their own). Played with the keys,
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
    # every player played every round: said once ("Rounds played 8 8 8 8" said it again)
    assert "Rounds played" not in stats
    assert re.search(r"Rounds:\s+8", stats)
    assert "Time played: 28 min (20:15 to 20:43)" in stats


def test_a_handjass_of_five_and_nine_rounds_is_one_sheet(german_window, qtbot, clock,
                                                         real_dialogs, tmp_path):
    """A German trial: a Handjass of five players and nine rounds printed page 2 with only
    the header and "Statistik: Gespielte Runden 9 9 9 9 9" and the time played, a sheet of
    paper for one line. The sheet is one page now: the statistics under the signatures, said
    once ("Runden: 9"; the players' row said the same nine times)."""
    window = german_window
    open_file(qtbot, window, tmp_path / "handjass.jass",
              new_match("handjass", ["Anna", "Beat", "Cla", "Dora", "Emil"]))
    points = [40, 35, 30, 28, 24]  # 157 a round, the fewest in turn: nobody voll in nine
    for r in range(9):
        if r:
            clock.advance(minutes=4)
        shortcut(qtbot, "Alt+K")  # Kartenpunkte
        for i, value in enumerate(points[r % 5:] + points[:r % 5]):
            if i:
                tab(qtbot)
            type_(qtbot, str(value))
        enter(qtbot)
    assert len(window.controller.match.entries) == 9
    pdf = tmp_path / "handjass.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    pages = pages_of(pdf)
    assert len(pages) == 1 and "Seite 1 von 1" in pages[0], pages
    page = pages[0]
    assert page.index("Unterschrift Emil") < page.index("Statistik")
    stats = page[page.index("Statistik"):]
    assert re.search(r"Runden:\s+9\n", stats), stats
    assert "Spieldauer: 32 Min. (20:15 bis 20:47)" in stats  # 8 × 4 minutes
    assert "Gespielte Runden" not in stats, stats
