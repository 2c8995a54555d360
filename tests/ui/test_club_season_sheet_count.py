"""The printed season ranking says what its count counts: "Ranked: 4", the members in the
ranking, not "Members: 4" beside a club of five (an evening trial read it as the club's
members). In the three languages, through the Rankings tab's *Export PDF…*; the club's
evening is recorded through its API (it is not what the test is about)."""

import random
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from jasstafel.club import PaperResult

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext")

WORDS = {"window": ("Ranked:", "Members:"), "german_window": ("Rangiert:", "Mitglieder:"),
         "french_window": ("Classés :", "Membres :")}


@pytest.mark.parametrize("window_fixture", list(WORDS))
def test_the_season_sheet_counts_the_members_ranked(request, window_fixture, club_path,
                                                   dialogs, qtbot, tmp_path, monkeypatch):
    main = request.getfixturevalue(window_fixture)
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    cw = main.club.show_window()
    assert cw is not None
    dialogs.answer = QMessageBox.StandardButton.Discard
    club = cw.club
    # five members; four play the season's one evening, Emil stays at home
    ids = [club.add_member(n, n.split()[0]).id
           for n in ("Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier", "Emil Gerber")]
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 2})
    seats = club.draw(evening.id, ids[:4], rng=random.Random(1)).passen[0].tables[0].seats
    club.record_result(evening.id, 1, 1, [PaperResult(m, 200 if i % 2 == 0 else 114)
                                          for i, m in enumerate(seats)])
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.rankings)).center())
    cw.rankings.choose("season", "2026")
    panel = cw.rankings.panel
    qtbot.waitUntil(lambda: panel.table.rowCount() == 4)
    pdf = tmp_path / "saison.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    panel.pdf_button.click()
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    ranked, members = WORDS[window_fixture]
    head = text.split("\n\n")[0]  # the fields over the table
    assert members not in text, head
    words = " ".join(head.split())
    assert f"{ranked} 4" in words, head
