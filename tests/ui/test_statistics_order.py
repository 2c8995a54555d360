"""The contracts chosen, in the Statistics tab and on the sheet's statistics page, in the
order of the table's factors, and "–" where a team never chose one.

A German Schreiber's keyboard trial (Swisslos with French cards) printed the sheet: page 1
listed the factors as the table has them (Kreuz, Schaufel, Herz, Ecken, Obenabe, Undenufe),
page 3's *Gewählte Trümpfe* as Kreuz, Obenabe, Schaufel, Ecken, Herz, Undenufe (the
contracts' German keys in alphabetical order), and a trump a team never chose was an empty
cell there but "–" in the window. Both now follow the factors, and say "–" on paper too.
"""

import re

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.ui import printmenu

from .keyboard import ALT, ctrl, enter, open_match, press, type_

PLAYERS = ["Anna", "Beat", "Claudia", "Dora"]
#: the table's order (the form's buttons, the sheet's factors), in German with French cards
TABLE_ORDER = ["Kreuz", "Schaufel", "Herz", "Ecken", "Obenabe", "Undenufe"]


def pdf_text(path):
    from tests.print import pdf_pages

    return pdf_pages(path)


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_the_contracts_chosen_follow_the_factors_in_the_window_and_on_paper(
        german_window, qtbot, tmp_path, monkeypatch):
    window = german_window
    open_match(qtbot, window, new_match("schieber", PLAYERS, preset="swisslos_2500_fr"))
    # the announcing team changes every round: Anna & Claudia (A) Undenufe, Ecken, Kreuz;
    # Beat & Dora (B) Herz, Obenabe, Schaufel (Ctrl+1 … Ctrl+6 in the table's order)
    for key in ("6", "3", "4", "5", "1", "2"):
        ctrl(qtbot, key)
        type_(qtbot, "80")
        enter(qtbot)
    assert len(window.controller.match.entries) == 6
    press(qtbot, "a", ALT)  # Ansicht → Statistik
    press(qtbot, "i")
    assert window.tabs.currentWidget() is window.statistics
    chosen = [(label, values) for label, values in window.statistics.rows()
              if label.endswith(" gewählt")]
    assert chosen == [
        ("Kreuz gewählt", ["1", "–"]), ("Schaufel gewählt", ["–", "1"]),
        ("Herz gewählt", ["–", "1"]), ("Ecken gewählt", ["1", "–"]),
        ("Obenabe gewählt", ["–", "1"]), ("Undenufe gewählt", ["1", "–"])]

    pdf = tmp_path / "partie.pdf"
    monkeypatch.setattr(printmenu, "ask_save_path", lambda *a, **k: str(pdf))
    monkeypatch.setattr(printmenu, "ask_save", lambda *a, **k: (str(pdf), ""))
    window.paper.pdf_action.trigger()
    pages = pdf_text(pdf)
    factors = re.search(r"Faktoren:\s+(.*)", pages[0]).group(1)
    assert re.findall(r"(\w+) ×\d", factors) == TABLE_ORDER
    statistics = pages[-1]
    from tests.print import side_by_side

    listed = "\n".join(side_by_side(statistics, "Gewählte Trümpfe")[1])  # beside the figures
    rows = re.findall(r"^\s*(\w+)\s+(\S+)\s+(\S+)\s*$", listed, re.MULTILINE)
    assert rows[:6] == [("Kreuz", "1", "–"), ("Schaufel", "–", "1"), ("Herz", "–", "1"),
                        ("Ecken", "1", "–"), ("Obenabe", "–", "1"), ("Undenufe", "1", "–")]
