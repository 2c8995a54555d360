"""*Decided by* says the same on screen, in the CSV file and on the PDF (a French club
organiser's trial: the CSV file wrote "Total" on every line ranked by its total, where the
club window and the printed ranking left the cell empty). The rule, one for all three: the
column names the figure that broke a tie on the figures before it; the first figure (the
total: more is plain to see) is never written.

The evening is test_guggitaler.py's: Dora and Beat both 80, Beat below on Passen won; Anna
and Cla below on their totals. The French window, its Rankings tab and buttons driven as a
person does (the evening chosen with the keyboard, the CSV and PDF buttons clicked).
"""

import csv
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from jasstafel.club import PaperResult

from .keyboard import press
from .test_club_short_dates import club_window
from .texts import pdf_text

LEFT = Qt.MouseButton.LeftButton
NAMES = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier"]


def the_evening(club):
    """Two Passen of Guggitaler at one table: Dora 80 (1 won), Beat 80 (0 won), Anna 0,
    Cla −160."""
    ids = dict(zip(NAMES, (club.add_member(n).id for n in NAMES), strict=True))
    evening = club.new_evening("2026-12-04", "guggitaler", passen=2)
    for passe, totals in ((1, (-50, 40, -80, 90)), (2, (50, 40, -80, -10))):
        club.record_result(evening.id, passe, 1, [
            PaperResult(ids[n], t) for n, t in zip(NAMES, totals, strict=True)])
    return evening


def test_decided_by_is_the_same_on_screen_in_the_csv_and_on_paper(
        french_window, club_path, dialogs, qtbot, tmp_path, monkeypatch):
    cw = club_window(qtbot, french_window, club_path, dialogs)
    the_evening(cw.club)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(cw.tabs.indexOf(cw.rankings)).center())
    cw.rankings.which.setFocus()
    press(qtbot, Qt.Key.Key_End)  # the evening (the season first)
    QApplication.processEvents()
    panel = cw.rankings.panel
    assert cw.rankings.which.currentData().startswith("evening:")
    table = panel.table
    titles = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    column = titles.index("Départagé par")
    screen = {row[1]: row[column] for row in table.rows_text()}
    expected = {"Dora Meier": "", "Beat Keller": "Manches gagnées", "Anna Muster": "",
                "Cla Caduff": ""}
    assert screen == expected

    paths = iter([tmp_path / "classement.csv", tmp_path / "classement.pdf"])
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(next(paths)), ""))
    qtbot.mouseClick(panel.csv_button, LEFT)
    with open(tmp_path / "classement.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f, delimiter=";"))
    assert {row["Membre"]: row["Départagé par"] for row in rows} == expected

    qtbot.mouseClick(panel.pdf_button, LEFT)
    lines = pdf_text(tmp_path / "classement.pdf").splitlines()
    printed = {}
    for name in NAMES:
        line = next(line for line in lines if name in line)
        # what follows the last figure of the line (a figure, or "−80" with its minus sign)
        printed[name] = re.sub(r"^.*[\d]\s*", "", line).strip()
    assert printed == expected
