"""The club window refuses a Molotow table whose points cannot add up, and its Statistics tab
shows Matches only for the table rules that have them (a club organiser's trial, in German:
250 + 340 + 296 + 37 over 8 rounds was stored from the paper-result dialog, and a
Differenzler's row of *Je Tischregeln* showed "Matches 0").

The evening is made, drawn and typed through the window's dialogs, as the organiser did; the
statistics' results are recorded through the club (they are not what that test is about)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.club import PaperResult

from .club_steps import new_evening, ok, open_club_window, type_into
from .keyboard import press

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


def rules_rows(page):
    heads = [page.variants.horizontalHeaderItem(c).text()
             for c in range(page.variants.columnCount())]
    shown = [c for c in range(len(heads)) if not page.variants.isColumnHidden(c)]
    return ([heads[c] for c in shown],
            [[page.variants.item(r, c).text() for c in shown]
             for r in range(page.variants.rowCount())])


def test_the_statistics_show_matches_only_where_there_are_any(cw, qtbot, tmp_path):
    club = cw.club
    ids = [club.add_member(name, short).id for name, short in MEMBERS]
    differenzler = club.new_evening("2026-11-19", "differenzler", passen=1)
    club.record_result(differenzler.id, 1, 1, [
        PaperResult(m, p) for m, p in zip(ids, (38, 57, 61, 12), strict=True)])
    cw.refresh()
    bar = cw.tabs.tabBar()
    page = cw.statistics
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(page)).center())
    page.member.setFocus()
    press(qtbot, Qt.Key.Key_Home)  # Dölf, the first by name
    QApplication.processEvents()
    assert page.member.currentText().startswith("Dölf")
    # a Differenzler has no Matches: no column for them, and no count
    heads, rows = rules_rows(page)
    assert heads == ["Tischregeln", "Passen", "Gewonnen", "Gezählt", "Summe", "Durchschnitt"]
    assert [r[1:] for r in rows] == [["1", "0", "Strafe", "57", "57"]]
    assert page.figures["matches"].text() == "–"
    cw.grab().save(str(tmp_path / "clubcheck-statistik-differenzler.png"))
    # a Schieber Turnier with a Match too: the column is there, the Differenzler's cell empty
    turnier = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
    club.record_result(turnier.id, 1, 1, [  # Dölf & Sepp 1000 with a Match : 884
        PaperResult(m, 1000 if i % 2 else 884, matches=i % 2, side=i % 2)
        for i, m in enumerate(ids)])
    page.refresh()
    QApplication.processEvents()
    heads, rows = rules_rows(page)
    assert heads == ["Tischregeln", "Passen", "Gewonnen", "Matches", "Gezählt", "Summe",
                     "Durchschnitt"]
    assert [r[1:] for r in rows] == [["1", "0", "", "Strafe", "57", "57"],
                                     ["1", "1", "1", "Punkte", "1'000", "1'000"]]
    assert page.figures["matches"].text() == "1"
    cw.grab().save(str(tmp_path / "clubcheck-statistik-beide.png"))
