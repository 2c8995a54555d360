"""The club's name in the heading of the printed rankings, and the club window asks for it
(a French organiser's trial printed the evening's ranking without one, and nothing in the
club window named the setting: it was only in the main window's File → Sheet settings…).

The Rankings tab says that the printed ranking has no club name, beside a *Club name…*
button; the button opens the Sheet settings (the same settings as the main window's), the
name is typed and Enter pressed; the hint is gone, and the evening's and the season's PDF
have the name at the top. The German window: the name typed is the club's, never
translated.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from .keyboard import enter, focused, press, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_decided_by_same import the_evening
from .test_club_short_dates import club_window
from .texts import pdf_text

LEFT = Qt.MouseButton.LeftButton
CLUB = "Club de jass La Sarine"


def ranking_pdf(qtbot, cw, key, path, monkeypatch):
    """The ranking chosen with *key* in *Ranking of* (Home: the season, End: the evening),
    written with *Export PDF…*: its text."""
    cw.activateWindow()  # back from the dialog, as a click into the window
    qtbot.waitUntil(cw.isActiveWindow)
    cw.rankings.which.setFocus()
    press(qtbot, key)
    QApplication.processEvents()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(cw.rankings.panel.pdf_button, LEFT)
    return pdf_text(path)


def test_the_club_window_asks_for_the_club_name_and_prints_it(
        german_window, club_path, dialogs, qtbot, tmp_path, monkeypatch, request):
    from jasstafel.ui.printmenu import SheetSettingsDialog

    cw = club_window(qtbot, german_window, club_path, dialogs)
    the_evening(cw.club)
    cw.refresh()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(cw.tabs.indexOf(cw.rankings)).center())
    page = cw.rankings
    # without a name: printed as before, and said
    before = ranking_pdf(qtbot, cw, Qt.Key.Key_End, tmp_path / "ohne.pdf", monkeypatch)
    assert CLUB not in before
    assert page.club_hint.isVisible()
    cw.grab().save(str(tmp_path / "club-name-hint.png"))

    real_dialogs = request.getfixturevalue("real_dialogs")

    def fill(dialog):
        assert focused() is dialog.club
        type_text(qtbot, CLUB)
        enter(qtbot)

    real_dialogs.when(SheetSettingsDialog, fill)
    qtbot.mouseClick(page.club_name_button, LEFT)
    real_dialogs.check()
    assert cw.settings.value("sheet/club") == CLUB
    assert CLUB in page.club_name_line.text()  # said, with the button to change it

    evening = ranking_pdf(qtbot, cw, Qt.Key.Key_End, tmp_path / "abend.pdf", monkeypatch)
    season = ranking_pdf(qtbot, cw, Qt.Key.Key_Home, tmp_path / "saison.pdf", monkeypatch)
    for text, title in ((evening, "Rangliste · Guggitaler"), (season, "Jahresmeisterschaft 2026")):
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        assert lines[0] == CLUB, lines[:3]  # the heading: the club, then the title
        assert lines[1].startswith(title), lines[:3]


def test_the_club_menu_has_the_sheet_settings(german_window, club_path, dialogs, qtbot):
    """Where an organiser looks for the club's settings: the club window's Club menu, named
    as the main window's File menu names it."""
    cw = club_window(qtbot, german_window, club_path, dialogs)
    texts = [a.text().replace("&", "") for a in cw.menuBar().actions()[0].menu().actions()]
    assert "Blatteinstellungen…" in texts, texts
