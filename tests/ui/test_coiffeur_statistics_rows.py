"""A Coiffeur's rows chosen, one line per row, also where two rows have one name.

A Romand trial's Swisslos 8 (its rows Joker ×7 and Joker ×8) printed "Lignes choisies:
Joker 1" once on the sheet's statistics page, and the window's Statistics tab had one line
"Choix : Joker" too: the statistics counted the rows by their name, and the two Jokers were
one. Each row is now a line of its own, the rows of one name told apart by their factor
("Joker ×7", "Joker ×8"); a row whose name is its own keeps its name alone.

The rounds are typed into the real window (Ctrl+↓ to the row, the points, Enter); the tab is
shown from the View menu, the sheet written by File → Export PDF….
"""

import re

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match
from jasstafel.ui import printmenu
from tests.print import pdf_pages, side_by_side

from .keyboard import ALT, ctrl, enter, open_match, press, type_text

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def play(qtbot, window, row, points):
    """The round of the team the form offers, in *row* (Ctrl+↓ / Ctrl+↑ to it)."""
    panel = window.panel
    while panel.row.currentData() != row:
        ctrl(qtbot, Qt.Key.Key_Down if panel.row.currentData() < row else Qt.Key.Key_Up)
    type_text(qtbot, points)
    enter(qtbot)


@pytest.mark.parametrize(("language", "menu_letter", "chosen", "title"), [
    ("fr", "a", "Choix : {0}", "Lignes choisies"),  # Affichage → Statistiques
    ("en", "v", "{0} chosen", "Rows chosen"),
])
def test_two_jokers_are_two_lines_on_screen_and_on_paper(request, qtbot, tmp_path, monkeypatch,
                                                         language, menu_letter, chosen, title):
    window = request.getfixturevalue({"fr": "french_window", "en": "window"}[language])
    preset = "swisslos_8_fr" if language == "fr" else "swisslos_8"
    open_match(qtbot, window, new_match("coiffeur", PLAYERS, preset=preset))
    rows = [r.name for r in window.controller.match.document.settings.rows]
    assert rows[6:] == ["Joker", "Joker"]  # ×7 and ×8
    play(qtbot, window, 6, "100")  # Anna & Cla: Joker ×7
    play(qtbot, window, 7, "57")  # Beat & Dora: Joker ×8
    play(qtbot, window, 7, "80")  # Anna & Cla: Joker ×8
    play(qtbot, window, 0, "90")  # Beat & Dora: the first suit, a name of its own
    assert len(window.controller.match.entries) == 4

    press(qtbot, menu_letter, ALT)  # View (Affichage) → Statistics
    press(qtbot, "s")
    assert window.tabs.currentWidget() is window.statistics
    lines = {" ".join(label.split()): values for label, values in window.statistics.rows()}
    first = window.statistics.contract_word(window.controller.match, rows[0])
    said = {label: values for label, values in lines.items()
            if label in {" ".join(chosen.format(w).split())
                         for w in (first, "Joker ×7", "Joker ×8")}}
    assert said == {
        " ".join(chosen.format(first).split()): ["–", "1"],
        " ".join(chosen.format("Joker ×7").split()): ["1", "–"],
        " ".join(chosen.format("Joker ×8").split()): ["1", "1"],
    }
    assert " ".join(chosen.format("Joker").split()) not in lines

    pdf = tmp_path / "coiffeur.pdf"
    monkeypatch.setattr(printmenu, "ask_save_path", lambda *a, **k: str(pdf))
    window.paper.pdf_action.trigger()
    page = pdf_pages(pdf)[-1]
    listed = side_by_side(page, title)[1][1:]  # beside the figures
    found = [re.sub(r"\s+", " ", line).strip() for line in listed if line.strip()]
    assert found[:3] == [f"{first} – 1", "Joker ×7 1 –", "Joker ×8 1 1"]
