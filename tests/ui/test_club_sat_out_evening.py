"""A member the draw makes sit out the only Passe of an evening (9 members, 1 Passe of
Schieber) in the German club window (a club organiser's trial: he had no line in the
evening's ranking and 0 season points, like a member who stayed at home, against
docs/club.md's "Sitting out neither helps nor hurts").

The evening is made, drawn and typed from paper through the window's dialogs (keys into the
fields, the dialogs' own buttons); the evening before it is recorded through the club's API,
as it is not what the test is about. The figures are worked out by hand in the comments.
"""

import csv
import shutil
import subprocess

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from jasstafel.club import PaperResult
from jasstafel.ui.widgets.numberfield import NumberField

from .club_steps import ok, open_club_window, type_into

MEMBERS = [("Anna-Lena Müller", "Anna-Lena"), ("Jürg Bösch", "Jürg"),
           ("Fränzi Zürcher", "Fränzi"), ("Marco D'Alessandro", "Marco"),
           ("Käthi Rüegg", "Käthi"), ("Sämi Schär", "Sämi"), ("Urs Öchsli", "Urs"),
           ("Vreni Hügli", "Vreni"), ("Gody Brönnimann", "Gody")]


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def molotow_before(club, ids):
    """12.11.: a Molotow of the nine at three tables; member i (0 … 8) writes 10 × (i + 1)
    points, the last of a table 6 more (a table's sum ends as 8 rounds × 157 do), so the
    fewest points rank him i + 1 of 9: 9 − i rank points."""
    evening = club.new_evening("2026-11-12", "molotow", passen=1)
    for table in range(3):
        club.record_result(evening.id, 1, table + 1, [
            PaperResult(ids[i], 10 * (i + 1) + 6 * (i % 3 == 2))
            for i in range(3 * table, 3 * table + 3)])
    return evening


def adventsjass(cw, qtbot):
    """01.12.: Schieber Turnier, 2 rounds, 1 Passe, made in the New evening dialog, drawn
    for all nine (one sits out), table 1 typed A 200 : B 114, table 2 A 100 : B 214."""
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.evenings)).center())
    page = cw.evenings.page
    cw.evenings.new_button.click()
    dialog = QApplication.activeModalWidget()
    dialog.date.setDate(QDate(2026, 12, 1))
    type_into(qtbot, dialog.title, "Adventsjass")
    dialog.choose("schieber", "turnier")
    dialog.passen.setValue(1)
    type_into(qtbot, dialog.form.findChild(NumberField, "setting_rounds"), "2")
    ok(dialog)
    evening = dialog.result_value
    draw = page.draw_dialog()
    assert len(draw.present()) == 9
    assert "1 setzt je Passe aus" in draw.summary.text()
    ok(draw)
    for table, (a, b) in ((1, ("200", "114")), (2, ("100", "214"))):
        assert page.select(1, table)
        page.paper_button.click()
        paper = QApplication.activeModalWidget()
        type_into(qtbot, paper.inputs[0]["points"], a)
        type_into(qtbot, paper.inputs[1]["points"], b)
        for row in (0, 1):
            type_into(qtbot, paper.inputs[row]["matches"], "0")
        ok(paper)
    (out,) = cw.club.drawn(evening.id)[0].sitting_out
    return evening, out


def test_who_sat_out_the_only_passe_has_a_line_and_his_average_evening(cw, qtbot, tmp_path,
                                                                       monkeypatch):
    ids = [cw.club.add_member(name, short).id for name, short in MEMBERS]
    molotow_before(cw.club, ids)
    cw.refresh()
    evening, out = adventsjass(cw, qtbot)
    name = cw.club.member(out).name
    short = cw.club.member(out).short_name
    before = 9 - ids.index(out)  # his rank points of the 12.11.

    # -- the evening: eight ranked (214: 1st, 200: 3rd, 114: 5th, 100: 7th), his line last,
    # without a rank, "setzte jede Passe aus"
    table = cw.evenings.page.ranking.table
    qtbot.waitUntil(lambda: table.rowCount() == 9)
    cw.grab().save(str(tmp_path / "abend.png"))
    rows = table.rows_text()
    assert [r[0] for r in rows] == ["1.", "1.", "3.", "3.", "5.", "5.", "7.", "7.", ""]
    assert rows[-1][1] == short
    assert rows[-1][-1] == "setzte jede Passe aus"
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert rows[-1][heads.index("Punkte")] == ""  # no figure nobody typed
    assert "ohne Rang" in cw.evenings.page.ranking.rule.text()

    # -- the season: 12.11. as played; 01.12. his own average evening (one evening: itself)
    cw.tabs.setCurrentWidget(cw.rankings)
    cw.rankings.refresh()
    cw.rankings.choose("season", "2026")
    panel = cw.rankings.panel
    qtbot.waitUntil(lambda: panel.table.rowCount() == 9)
    cw.grab().save(str(tmp_path / "saison.png"))
    heads = [panel.table.horizontalHeaderItem(c).text()
             for c in range(panel.table.columnCount())]
    row = next(r for r in panel.table.rows_text() if r[1] == name)
    assert row[heads.index("12.11.")] == str(before)
    assert row[heads.index("1.12.")] == f"{before}*"
    assert row[heads.index("Total")] == str(2 * before)
    assert row[heads.index("Gespielte Abende")] == "2"
    assert "jede Passe eines Abends" in panel.rule.text()

    # -- the CSV file and the PDF say the same
    target = tmp_path / "saison.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    panel.csv_button.click()
    with target.open(encoding="utf-8-sig", newline="") as f:
        lines = list(csv.reader(f, delimiter=";"))
    header = lines[0]
    line = next(r for r in lines if r[1] == name)
    assert line[header.index("2026-12-01")] == str(before)
    assert line[header.index("Total")] == str(2 * before)
    assert line[header.index("Ausgesetzte Abende")] == "2026-12-01"
    if shutil.which("pdftotext"):
        pdf = tmp_path / "saison.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
        panel.pdf_button.click()
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                              text=True, check=True).stdout
        line = next(t for t in text.splitlines() if name in t)
        assert line.split()[-2:] == [str(before), f"{before}*"]

    # -- the evening's PDF: his line, no rank
    cw.rankings.choose("evening", evening.id)
    qtbot.waitUntil(lambda: panel.table.rowCount() == 9)
    if shutil.which("pdftotext"):
        pdf = tmp_path / "abend.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
        panel.pdf_button.click()
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                              text=True, check=True).stdout
        line = next(t for t in text.splitlines() if name in t)
        assert line.split()[0] != "9." and "setzte jede Passe aus" in line


def test_who_sat_out_the_only_passe_played_none_and_every_ranking_says_so(cw, qtbot, tmp_path,
                                                                         monkeypatch):
    """An evening trial's "Passen 1" on the line of the member who sat out the only Passe:
    he played none. His line says Passen 0 (nothing counted: no Passe of his own to
    average, docs/club.md), played 0, sat out 1, and "setzte jede Passe aus", on the evening
    page, in the Rankings tab, in the CSV file and in the PDF."""
    ids = [cw.club.add_member(name, short).id for name, short in MEMBERS]
    assert len(ids) == 9
    cw.refresh()
    evening, out = adventsjass(cw, qtbot)
    name, short = cw.club.member(out).name, cw.club.member(out).short_name

    # -- the evening page: Passen 0, the Passe "–", no credit, the words
    table = cw.evenings.page.ranking.table
    qtbot.waitUntil(lambda: table.rowCount() == 9)
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rows = table.rows_text()
    assert rows[-1][1] == short
    assert rows[-1][heads.index("Passen")] == "0"
    assert all(r[heads.index("Passen")] == "1" for r in rows[:-1])
    assert rows[-1][-1] == "setzte jede Passe aus"
    tip = table.item(8, heads.index("Passen")).toolTip()
    assert "keinen Rang" in tip and "Durchschnittsabend" in tip, tip

    # -- the Rankings tab: Gespielt 0, Ausgesetzt 1 beside the eight who played theirs
    cw.tabs.setCurrentWidget(cw.rankings)
    cw.rankings.refresh()
    cw.rankings.choose("evening", evening.id)
    panel = cw.rankings.panel
    qtbot.waitUntil(lambda: panel.table.rowCount() == 9)
    cw.grab().save(str(tmp_path / "abend.png"))
    heads = [panel.table.horizontalHeaderItem(c).text()
             for c in range(panel.table.columnCount())]
    rows = panel.table.rows_text()
    line = rows[-1]
    assert line[1] == name
    assert [line[heads.index(h)] for h in ("Passen", "Gespielt", "Ausgesetzt")] == [
        "0", "0", "1"]
    assert all([r[heads.index(h)] for h in ("Passen", "Gespielt", "Ausgesetzt")]
               == ["1", "1", "0"] for r in rows[:-1])
    assert not any(h.startswith("Aussetz-Gutschrift") for h in heads)  # nobody ranked sat out
    assert line[-1] == "setzte jede Passe aus"

    # -- the CSV file: the same figures, the same words
    target = tmp_path / "abend.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    panel.csv_button.click()
    with target.open(encoding="utf-8-sig", newline="") as f:
        lines = list(csv.reader(f, delimiter=";"))
    header = lines[0]
    line = next(r for r in lines if r[1] == name)
    assert [line[header.index(h)] for h in ("Rang", "Passen", "Gespielt", "Ausgesetzt",
                                           "Punkte", "Entschieden durch")] == [
        "", "0", "0", "1", "", "setzte jede Passe aus"]

    # -- the PDF: his line without a rank, 0 played, 1 sat out, the words
    if shutil.which("pdftotext"):
        pdf = tmp_path / "abend.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
        panel.pdf_button.click()
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                              text=True, check=True).stdout
        assert "Gespielt" in text and "Ausgesetzt" in text
        line = next(t for t in text.splitlines() if name in t)
        figures = line.split(name)[1].split()
        # Passen 0, Punkte/Matches/Beste Passe empty, Passe 1 "–", Gespielt 0, Ausgesetzt 1
        assert figures[:4] == ["0", "–", "0", "1"], line
        assert line.rstrip().endswith("setzte jede Passe aus")
