"""One Weis, one figure: the statistics say that their Weis are counted with the factor.

Köbi's German trial (Schieber with French cards, Schaufel ×2): the round list of the printed
sheet said Hans & Fritz's Weis 120, and *Statistik → Geschriebene Weis* 240, as if there had
been two Weis. Both are right (a round writes its Weis × the contract's factor, RULES.md §1):
the statistic's label says so, *Geschriebene Weis (× Faktor)*, in the window and on the sheet,
where a factor is played; a table of ×1 only has nothing to say about it.
"""

import re

import pytest
from PySide6.QtCore import Qt

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Team

from ..print import pdf_pages

PLAYERS = ["Köbi", "Hans", "Ruedi", "Fritz"]
TEAMS = [Team(name="Köbi & Ruedi", players=[0, 2]), Team(name="Hans & Fritz", players=[1, 3])]


def koebis_match(preset="swisslos_2500_fr"):
    """One round of Schaufel (×2 in Swisslos with French cards): Hans & Fritz a Weis of 120."""
    match = new_match("schieber", PLAYERS, preset=preset, teams=TEAMS)
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(80, 77), weis=(0, 120)))
    return match


def statistics_rows(window, qtbot):
    bar = window.tabs.tabBar()  # the Statistik tab, clicked
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(window.tabs.indexOf(window.statistics)).center())
    return dict(window.statistics.rows())


def printed(tmp_path, match):
    path = tmp_path / "koebi.jass"
    matchfile.save(match, path)
    out = tmp_path / "koebi.pdf"
    assert main(["print", str(path), "--lang", "de", "-o", str(out)]) == 0
    return "\n".join(pdf_pages(out))


def test_the_weis_statistic_says_it_counts_the_factor(german_window, qtbot, tmp_path):
    matchfile.save(koebis_match(), tmp_path / "k.jass")
    german_window.open_file(tmp_path / "k.jass")
    qtbot.waitUntil(lambda: german_window.controller.session is not None)
    rows = statistics_rows(german_window, qtbot)
    assert rows["Geschriebene Weis (× Faktor)"] == ["0", "240"], rows
    sheet = printed(tmp_path, koebis_match())
    assert re.search(r"Geschriebene Weis \(× Faktor\)\s+0\s+240\n", sheet), sheet


@pytest.mark.parametrize("preset", ["einfach_1000"])
def test_a_table_of_factor_1_says_weis_written_alone(german_window, qtbot, tmp_path, preset):
    match = koebis_match(preset)
    matchfile.save(match, tmp_path / "k.jass")
    german_window.open_file(tmp_path / "k.jass")
    qtbot.waitUntil(lambda: german_window.controller.session is not None)
    rows = statistics_rows(german_window, qtbot)
    assert rows["Geschriebene Weis"] == ["0", "120"], rows
    assert "Geschriebene Weis (× Faktor)" not in printed(tmp_path, match)
