"""Two evenings on the same day, told apart (a German club organiser's trial: a Differenzler
and a Molotow on 6 December).

The season's ranking headed both evening columns "6.12." in the window and on its PDF, and its
CSV file had two "2026-12-06" columns: nobody could tell which was the Differenzler. Each such
column is now headed by the date and the evening's name (its title, else its variant), the same
in the window, on paper and in the CSV file; an evening with a day of its own keeps its short
date. The file names the window suggests for the two evenings' rankings were the same too,
"rangliste-2026-12-06.pdf", so that the second asked to replace the first: they now name the
evening.

The window is driven through its widgets (tab clicks, keys into the focused combo box, the
export buttons); the evenings and their results are typed in through the club's API, as in
test_club_short_dates.py: they are not what the test is about.
"""

import csv
import shutil
import subprocess

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from jasstafel.club import PaperResult

from .keyboard import press
from .test_club_short_dates import club_window, open_tab, season_columns

LEFT = Qt.MouseButton.LeftButton
pdftotext = shutil.which("pdftotext")
NAMES = ["Beat Zürcher", "Margrit Odermatt", "Giuseppe D'Alessandro"]


def two_evenings(club, third_title="Molotow-Abend", third_variant="molotow"):
    """A Differenzler and a Molotow (or *third_variant*) on 6 December 2026, one Passe at one
    table of three each."""
    ids = [club.add_member(name).id for name in NAMES]
    evenings = []
    for variant, title, points in (("differenzler", "Differenzler-Abend", (5, 12, 27)),
                                   (third_variant, third_title, (400, 420, 436))):
        evening = club.new_evening("2026-12-06", variant, passen=1, title=title)
        club.record_result(evening.id, 1, 1, [PaperResult(m, p)
                                               for m, p in zip(ids, points, strict=True)])
        evenings.append(evening)
    return evenings


def saved_as(qtbot, monkeypatch, button, path):
    """*button* clicked, *path* chosen in the file dialog: the name it suggested."""
    suggested = []

    def save(_parent, _title, start, *_a, **_k):
        suggested.append(start.replace("\\", "/").rsplit("/", 1)[-1])
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    qtbot.mouseClick(button, LEFT)
    assert path.exists()
    return suggested[0]


def choose_ranking(qtbot, cw, steps):
    """The Rankings tab's *Ranking of*: Home, then *steps* times Down."""
    open_tab(qtbot, cw, cw.rankings)
    cw.rankings.which.setFocus()
    press(qtbot, Qt.Key.Key_Home)
    for _ in range(steps):
        press(qtbot, Qt.Key.Key_Down)
    QApplication.processEvents()


def test_two_evenings_of_one_day_have_columns_and_files_of_their_own(
        german_window, club_path, dialogs, qtbot, tmp_path, monkeypatch):
    cw = club_window(qtbot, german_window, club_path, dialogs)
    two_evenings(cw.club)
    cw.refresh()
    assert season_columns(qtbot, cw, 2) == ["6.12. Differenzler-Abend", "6.12. Molotow-Abend"]
    cw.grab().save(str(tmp_path / "season-same-day-de.png"))
    panel = cw.rankings.panel
    # the CSV file: the ISO date and the evening's name over each evening's column
    assert saved_as(qtbot, monkeypatch, panel.csv_button, tmp_path / "s.csv") == \
        "saison-2026.csv"
    with open(tmp_path / "s.csv", encoding="utf-8-sig", newline="") as f:
        header = next(csv.reader(f, delimiter=";"))
    assert "2026-12-06 Differenzler-Abend" in header and "2026-12-06 Molotow-Abend" in header
    if pdftotext is not None:
        saved_as(qtbot, monkeypatch, panel.pdf_button, tmp_path / "s.pdf")
        text = subprocess.run([pdftotext, "-layout", str(tmp_path / "s.pdf"), "-"],
                              capture_output=True, text=True, check=True).stdout
        assert "Differenzler-Abend" in text and "Molotow-Abend" in text, text
    # the rankings of the two evenings (the latest first in the list): files of their own
    names = []
    for steps, stem in ((1, "molotow"), (2, "differenzler")):
        choose_ranking(qtbot, cw, steps)
        names.append(saved_as(qtbot, monkeypatch, panel.pdf_button,
                              tmp_path / f"{stem}.pdf"))
        names.append(saved_as(qtbot, monkeypatch, panel.csv_button,
                              tmp_path / f"{stem}.csv"))
    assert names == ["rangliste-2026-12-06-molotow-abend.pdf",
                     "rangliste-2026-12-06-molotow-abend.csv",
                     "rangliste-2026-12-06-differenzler-abend.pdf",
                     "rangliste-2026-12-06-differenzler-abend.csv"]


def test_untitled_evenings_of_one_day_are_told_by_their_variant_else_numbered(
        french_window, club_path, dialogs, qtbot, tmp_path):
    """No titles: the variant in the window's language ("Chibre"); the same variant twice
    on one day: numbered in the order they were held."""
    cw = club_window(qtbot, french_window, club_path, dialogs)
    two_evenings(cw.club, third_title="", third_variant="differenzler")
    ids = [m.id for m in cw.club.members()]
    schieber = cw.club.new_evening("2026-12-06", "schieber", preset="turnier", passen=1)
    # a fourth member: a Schieber table has four seats (he sat out the other evenings)
    ids.append(cw.club.add_member("Vreni Stalder").id)
    cw.club.record_result(schieber.id, 1, 1, [PaperResult(m, 1000 if i % 2 == 0 else 884,
                                                          side=i % 2)
                                              for i, m in enumerate(ids)])
    cw.club.update_evening(1, title="")
    cw.refresh()
    assert season_columns(qtbot, cw, 3) == ["6.12. Différence (1)", "6.12. Différence (2)",
                                            "6.12. Chibre"]
    cw.grab().save(str(tmp_path / "season-same-day-fr.png"))
