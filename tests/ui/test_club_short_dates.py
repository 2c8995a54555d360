"""The short dates of the club window (a season ranking's evening columns, on screen and on its
PDF, and the Statistics tab's chart) and the chart's ranks, in the window's language.

An English club organiser's trial (1366×768) read "15.1." and "12.2." over the season's
columns and under the chart's bars, and "7./10" as a rank, in the English window, where every
other date is ISO (2026-01-15): a US reader takes "12.2." for December 2. English now writes
"Jan 15", "Feb 12" (with the year where the season spans two: "Dec 4 ’25") and ranks "7/10";
German and French keep "15.1." (and "7./10", "7e/10"; "1er/10" for the first place).

The ranks in the rankings' tables follow too: "1" in English (a trial read "1." there), "1." in
German, "1er" and "2e" in French.

The window is driven through its widgets (tab clicks, keys into the focused combo box, the
PDF button); the evenings and their results are typed in through the club's API, as in
test_club_french_season.py: they are not what the test is about.
"""

import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from jasstafel.club import PaperResult

from .keyboard import press

pdftotext = shutil.which("pdftotext")
LEFT = Qt.MouseButton.LeftButton
NAMES = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier"]


def club_window(qtbot, main, club_path, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    cw = main.club.show_window()
    assert cw is not None and club_path.exists()
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    cw.resize(1366, 768)
    cw.activateWindow()  # the keys go to the club window, as a user's click into it does
    qtbot.waitUntil(cw.isActiveWindow)
    return cw


def season(club, dates, name=None):
    """A Schieber Turnier evening of one Passe of 12 rounds on each of *dates*, at one table:
    Anna and Cla (team A) 1000 points, Beat and Dora 884 (12 × 157 = 1884 in all). Anna
    wins every evening: rank 1 of 4."""
    ids = [club.add_member(name).id for name in NAMES]
    for date in dates:
        evening = club.new_evening(date, "schieber", preset="turnier", passen=1,
                                   season=name)
        club.record_result(evening.id, 1, 1, [
            PaperResult(m, 1000 if i % 2 == 0 else 884, side=i % 2)
            for i, m in enumerate(ids)])
    return ids


def open_tab(qtbot, cw, page):
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(cw.tabs.indexOf(page)).center())
    assert cw.tabs.currentWidget() is page


def season_columns(qtbot, cw, count):
    """The Rankings tab, its first entry (the latest season): the *count* evenings' column
    titles."""
    open_tab(qtbot, cw, cw.rankings)
    cw.rankings.which.setFocus()
    press(qtbot, Qt.Key.Key_Home)
    QApplication.processEvents()
    table = cw.rankings.panel.table
    titles = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    # after rank, member, total, evenings won, best evening, evenings played
    return titles[6:6 + count]


def season_pdf(qtbot, cw, monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(cw.rankings.panel.pdf_button, LEFT)
    assert path.exists()
    return subprocess.run([pdftotext, "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True).stdout


def chart_labels(qtbot, cw, tmp_path, name):
    """The Statistics tab, its first member (Anna): what the chart writes under each bar."""
    page = cw.statistics
    open_tab(qtbot, cw, page)
    page.member.setFocus()
    press(qtbot, Qt.Key.Key_Home)
    QApplication.processEvents()
    page.grab().save(str(tmp_path / name))
    return page.chart.labels()


DATES = ["2026-01-15", "2026-02-12", "2026-03-12"]


def test_the_english_window_writes_the_season_s_dates_so_that_nobody_misreads_them(
        window, club_path, dialogs, qtbot, tmp_path, monkeypatch):
    cw = club_window(qtbot, window, club_path, dialogs)
    season(cw.club, DATES)
    cw.refresh()
    assert season_columns(qtbot, cw, 3) == ["Jan 15", "Feb 12", "Mar 12"]
    cw.grab().save(str(tmp_path / "club-season-en.png"))
    # Anna won each of the three evenings of four: rank 1 of 4 under each date
    assert chart_labels(qtbot, cw, tmp_path, "club-chart-en.png") == [
        ("Jan 15", "1/4"), ("Feb 12", "1/4"), ("Mar 12", "1/4")]
    if pdftotext is not None:
        open_tab(qtbot, cw, cw.rankings)
        text = season_pdf(qtbot, cw, monkeypatch, tmp_path / "season.pdf")
        assert "Jan 15" in text and "Feb 12" in text and "Mar 12" in text
        assert "15.1." not in text and "12.2." not in text


def test_a_season_over_two_years_names_the_year_in_english(window, club_path, dialogs,
                                                           qtbot, tmp_path):
    cw = club_window(qtbot, window, club_path, dialogs)
    season(cw.club, ["2025-12-04", "2026-01-15"], "2025/26")
    cw.refresh()
    assert season_columns(qtbot, cw, 2) == ["Dec 4 \u201925", "Jan 15 \u201926"]
    labels = chart_labels(qtbot, cw, tmp_path, "club-chart-years-en.png")
    assert [date for date, _rank in labels] == ["Dec 4 \u201925", "Jan 15 \u201926"]


@pytest.mark.parametrize("language, rank", [("de", "1./4"), ("fr", "1er/4")])
def test_german_and_french_keep_their_short_dates(qapp, qtbot, settings, autosaves,
                                                  club_path, dialogs, tmp_path, monkeypatch,
                                                  language, rank):
    from .conftest import window_in

    windows = window_in(language, qapp, qtbot, settings)
    main = next(windows)
    try:
        cw = club_window(qtbot, main, club_path, dialogs)
        season(cw.club, DATES)
        cw.refresh()
        assert season_columns(qtbot, cw, 3) == ["15.1.", "12.2.", "12.3."]
        assert chart_labels(qtbot, cw, tmp_path, f"club-chart-{language}.png") == [
            ("15.1.", rank), ("12.2.", rank), ("12.3.", rank)]
        if pdftotext is not None:
            open_tab(qtbot, cw, cw.rankings)
            text = season_pdf(qtbot, cw, monkeypatch, tmp_path / "saison.pdf")
            assert "15.1." in text and "12.2." in text
    finally:
        next(windows, None)


def season_ranks(qtbot, cw):
    """The Rankings tab's latest season: its rank column, top down."""
    season_columns(qtbot, cw, 0)
    table = cw.rankings.panel.table
    return [table.item(r, 0).text() for r in range(table.rowCount())]


@pytest.mark.parametrize("language, ranks", [("en", ["1", "1", "3", "3"]),
                                             ("de", ["1.", "1.", "3.", "3."]),
                                             ("fr", ["1er", "1er", "3e", "3e"])])
def test_a_ranking_writes_its_ranks_as_the_language_does(qapp, qtbot, settings, autosaves,
                                                         club_path, dialogs, language, ranks,
                                                         request):
    from .conftest import window_in

    # English is the source language: no catalog to install, the plain window
    windows = (iter([request.getfixturevalue("window")]) if language == "en"
               else window_in(language, qapp, qtbot, settings))
    main = next(windows)
    try:
        cw = club_window(qtbot, main, club_path, dialogs)
        season(cw.club, DATES)
        cw.refresh()
        # Anna and Cla won each evening together (rank 1), Beat and Dora share rank 3
        assert season_ranks(qtbot, cw) == ranks
    finally:
        next(windows, None)
