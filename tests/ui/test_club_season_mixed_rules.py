"""The season ranking by *its points* says, under the ranking, where its evenings' table
rules differ, in the window and on its PDF (an English club organiser's trial: a 3-round
evening's 327 points were added to the 12-round evenings' ~2000 without a word, while the
Statistics tab of the same window kept those evenings apart by table rules).

The window is driven through its widgets (a tab click, keys into the focused combo boxes,
the PDF button); the evenings and their results are typed in through the club's API, as in
test_club_french_season.py.
"""

import shutil
import subprocess

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from jasstafel.club import PaperResult

from .keyboard import press
from .test_club_short_dates import club_window  # the club window as the trial opened it

pdftotext = shutil.which("pdftotext")
LEFT = Qt.MouseButton.LeftButton
NAMES = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier"]
TWELVE = ["2026-01-15", "2026-02-12", "2026-03-12"]


def the_trials_season(club):
    """Three Schieber Turniere of 12 rounds (Anna and Cla 1000, Beat and Dora 884: 12 × 157)
    and one of 3 rounds on 2026-04-16 (327 : 144, 3 × 157)."""
    ids = [club.add_member(name).id for name in NAMES]
    for date, rounds, ours in [(d, 12, 1000) for d in TWELVE] + [("2026-04-16", 3, 327)]:
        evening = club.new_evening(date, "schieber", preset="turnier", passen=1,
                                   settings={"rounds": rounds})
        club.record_result(evening.id, 1, 1, [
            PaperResult(m, ours if i % 2 == 0 else 157 * rounds - ours, side=i % 2)
            for i, m in enumerate(ids)])


def season_by(qtbot, cw, key):
    """The Rankings tab, the latest season, *Each evening gives* moved with *key*."""
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(cw.tabs.indexOf(cw.rankings)).center())
    cw.rankings.which.setFocus()
    press(qtbot, Qt.Key.Key_Home)
    cw.rankings.scoring.setFocus()
    press(qtbot, key)
    QApplication.processEvents()
    return cw.rankings.panel


def pdf_text(qtbot, panel, monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(panel.pdf_button, LEFT)
    out = subprocess.run([pdftotext, "-layout", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    return " ".join(out.split())


def test_the_season_by_points_names_the_evening_of_other_rules(window, club_path, dialogs,
                                                                qtbot, tmp_path, monkeypatch):
    cw = club_window(qtbot, window, club_path, dialogs)
    the_trials_season(cw.club)
    cw.refresh()
    panel = season_by(qtbot, cw, Qt.Key.Key_End)  # its points
    assert cw.rankings.scoring.currentText() == "its points"
    cw.grab().save(str(tmp_path / "club-mixed-rules-en.png"))
    # the sum is the rule's: Anna 3 × 1000 + 327 = 3327
    assert panel.table.rows_text()[0][1:3] == ["Anna Muster", "3327"]
    said = ("Not every evening counted was played with the same table rules; their points "
            "are added as they are. Rounds (fixed rounds): 3 on 2026-04-16; 12 on the other "
            "evenings.")
    assert panel.note.isVisible() and panel.note.text() == said
    # under the ranking, above its rule
    assert panel.table.geometry().bottom() < panel.note.mapTo(panel, panel.note.rect()
                                                              .topLeft()).y()
    if pdftotext is not None:
        text = pdf_text(qtbot, panel, monkeypatch, tmp_path / "season.pdf")
        assert said in text
        assert text.index(said) < text.index("How the ranking is made")

    # rank points: every evening gives the same, whatever its rules: nothing to say
    panel = season_by(qtbot, cw, Qt.Key.Key_Home)
    assert cw.rankings.scoring.currentText() == "rank points"
    assert not panel.note.isVisible() and panel.note.text() == ""
    if pdftotext is not None:
        text = pdf_text(qtbot, panel, monkeypatch, tmp_path / "rank-points.pdf")
        assert "Not every evening" not in text


def test_the_german_window_says_it_in_german(german_window, club_path, dialogs, qtbot,
                                             tmp_path):
    cw = club_window(qtbot, german_window, club_path, dialogs)
    the_trials_season(cw.club)
    cw.refresh()
    panel = season_by(qtbot, cw, Qt.Key.Key_End)
    cw.grab().save(str(tmp_path / "club-mixed-rules-de.png"))
    # the date as the German window writes dates, the setting by the settings form's label
    assert panel.note.text() == (
        "Nicht jeder gezählte Abend wurde mit denselben Tischregeln gespielt; ihre Punkte "
        "sind so zusammengezählt, wie sie sind. Runden (bei fester Rundenzahl): 3 am "
        "16.04.2026; 12 an den übrigen Abenden.")
