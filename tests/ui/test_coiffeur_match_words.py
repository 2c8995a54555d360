"""A Coiffeur's Matches and Kontermatsch, said in the same words on the tab and on paper.

A German trial's printed Coiffeur sheet said *Matches 2* (with *davon Kontermatsch 1*) in its
statistics beside *Matches in eigenen Zeilen 1* in its ranking: the statistics counted the
Kontermatsch a team made (in the other team's row) among its Matches, the ranking (the
tie-break, RULES.md §2) only the Matches in the team's own rows. Both now count the Matches
in the team's own rows under that one name, and the Kontermatsch made on a line of its own.

The rounds are typed into the real German window; the tab is shown with a click on it, the
sheet written by File → Export PDF… and read back with pdftotext.
"""

import re

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match
from jasstafel.ui import printmenu
from tests.print import pdf_pages

from .keyboard import ctrl, enter, open_match, type_text

PLAYERS = ["Ruth", "Sepp", "Margrit", "Toni"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def click_tab(qtbot, window, page):
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(page)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.tabs.currentWidget() is page


def test_a_match_and_a_kontermatsch_are_named_alike_on_the_tab_and_the_sheet(
        german_window, qtbot, tmp_path, monkeypatch):
    window = german_window
    open_match(qtbot, window, new_match("coiffeur", PLAYERS, preset="swisslos_10"))
    type_text(qtbot, "80")  # Ruth & Margrit, their first row
    enter(qtbot)
    ctrl(qtbot, "k")  # Sepp & Toni take no trick: a Kontermatsch by Ruth & Margrit
    enter(qtbot)
    ctrl(qtbot, "m")  # Ruth & Margrit: a Match in their own row
    enter(qtbot)
    board = window.controller.board
    assert [line.notes[0] for line in board.entries[1:]] == ["Kontermatsch", "Match"]

    click_tab(qtbot, window, window.statistics)
    rows = dict(window.statistics.rows())
    assert rows["Matches in eigenen Zeilen"] == ["1", "0"]
    assert rows["Kontermatsch gemacht"] == ["1", "0"]
    assert "Matches" not in rows and "davon Kontermatsch" not in rows

    pdf = tmp_path / "coiffeur.pdf"
    monkeypatch.setattr(printmenu, "ask_save_path", lambda *a, **k: str(pdf))
    window.paper.pdf_action.trigger()
    text = "\n".join(pdf_pages(pdf))
    lines = [re.sub(r"\s+", " ", line).strip() for line in text.splitlines()]
    statistics = lines[lines.index("Statistik"):]
    # the ranking's figure (a column: Matches in own rows, then Open rows) and the
    # statistics' say the same under the same name
    heading = next(line for line in lines if line.startswith("Rang Team"))
    assert heading.endswith("Matches in eigenen Zeilen Offene Zeilen")
    ranking = [line for line in lines if line.startswith(("1. Team", "2. Team"))]
    assert [line.split()[-2] for line in ranking] == ["1", "0"]  # Team A, Team B
    # the rows chosen beside them, on the same lines of the text
    assert any(line.startswith("Matches in eigenen Zeilen 1 0 ") for line in statistics)
    assert any(line.startswith("Kontermatsch gemacht 1 0 ") for line in statistics)
    assert not [line for line in statistics if line.startswith(("Matches 2", "davon"))]
