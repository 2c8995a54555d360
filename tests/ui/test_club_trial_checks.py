"""The club window refuses a Molotow table whose points cannot add up (a club organiser's
trial, in German: 250 + 340 + 296 + 37 over 8 rounds was stored from the paper-result
dialog).

The evening is made, drawn and typed through the window's dialogs, as the organiser did."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .club_steps import new_evening, ok, open_club_window, type_into

MEMBERS = [("Hansueli Gerber", "Hansueli"), ("Dölf Zbinden", "Dölf"),
           ("Fränzi Lüthi", "Fränzi"), ("Sepp Odermatt", "Sepp")]


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def test_a_molotow_table_that_cannot_add_up_is_refused_in_the_paper_dialog(cw, qtbot,
                                                                         tmp_path):
    evening = new_evening(cw, qtbot, MEMBERS, "molotow", title="Molotow-Abend")
    page = cw.evenings.page
    ok(page.draw_dialog())
    assert page.select(1, 1)
    page.paper_button.click()
    paper = QApplication.activeModalWidget()
    for row, points in enumerate((250, 340, 296, 37)):  # in the draw's seats
        type_into(qtbot, paper.inputs[row]["points"], str(points))
    qtbot.mouseClick(paper.buttons.button(paper.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert paper.isVisible()
    # the rule and the sum, in German (8 rounds × 157 = 1'256: the sum ends in 6)
    assert paper.error.text() == (
        "Die Punkte am Tisch ergeben 250 + 340 + 296 + 37 = 923: mit 4 Spielern und 8 Runden "
        "muss die Summe auf 6 enden (8 × 157 Kartenpunkte, Weis in Zehnern)")
    paper.grab().save(str(tmp_path / "clubcheck-molotow-sum.png"))
    assert cw.club.results(evening.id) == [] and cw.club.corrections(evening.id) == []
    # the last figure read again from the sheet: 370, and 1'256 in all
    type_into(qtbot, paper.inputs[3]["points"], "370")
    ok(paper)
    assert sorted(r.points for r in cw.club.results(evening.id)) == [250, 296, 340, 370]
