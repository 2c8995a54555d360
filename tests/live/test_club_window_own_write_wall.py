"""The club window's status line after its own paper result while a wall follows the live
evening (a German organiser's trial, Differenzler evening: Tisch 3 typed from paper in the
window that ran the evening; the status bar then said "ein anderes Programm hat den Verein
geändert").

The wall asks the live evening for its ranking after every change, and the evening keeps the
ranking it computed in the club file, on its own connection: a write the window counted as
another program's, when it came after the window had read the club again. Whatever this
window's own live evening writes (its tables' results, the window's own changes it carries,
the ranking it keeps) is no other program's. Driven through the real window: the live
evening started by its button, the table chosen, the paper dialog typed into with keys; the
wall asks at the moment the window reads the club again, as its browser did."""

from __future__ import annotations

import json
import urllib.request

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from jasstafel.club import Club  # noqa: E402
from jasstafel.ui.club.results import PaperResultDialog  # noqa: E402
from tests.ui.conftest import autosaves, german_window, settings  # noqa: E402, F401

from .conftest import make_evening  # noqa: E402

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def loopback(monkeypatch):
    from jasstafel.ui.club import live as live_window

    monkeypatch.setattr(live_window, "LIVE_HOST", "127.0.0.1")
    monkeypatch.setattr(live_window, "LIVE_PORT", 0)


def test_the_ranking_the_live_evening_keeps_for_its_wall_is_no_other_programs_change(
        german_window, settings, tmp_path, qtbot, loopback, monkeypatch):  # noqa: F811
    club_path = tmp_path / "verein.sqlite"
    # a Turnier of 3 rounds (3 × 157 = 471 points a table): 250 + 221
    evening = make_evening(club_path, preset="turnier", players=8, passen=2, rounds=3)
    settings.setValue("club/path", str(club_path))
    cw = german_window.club.show_window()
    cw.resize(1280, 800)
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, LEFT)
    dialog = page.live
    assert dialog is not None
    live = dialog.live
    walls = []

    def wall_then_members(refresh=cw.members.refresh):
        # the wall's browser asks as the window reads the club again (its first page)
        with urllib.request.urlopen(live.url + "api/wall", timeout=30) as reply:
            walls.append(json.loads(reply.read()))
        refresh()

    try:
        assert not cw.poll()
        monkeypatch.setattr(cw.members, "refresh", wall_then_members)
        # Passe 2 · Tisch 2, "Ergebnis vom Blatt eintippen…", 250 / 0 / 221 / 0, Enter
        assert page.select(2, 2)
        qtbot.mouseClick(page.paper_button, LEFT)
        paper = QApplication.activeModalWidget()
        assert isinstance(paper, PaperResultDialog)
        fields = [paper.inputs[0]["points"], paper.inputs[0]["matches"],
                  paper.inputs[1]["points"], paper.inputs[1]["matches"]]
        for field, figure in zip(fields, ("250", "0", "221", "0"), strict=True):
            field.setFocus()
            qtbot.keyClicks(field, figure)
        qtbot.keyClick(fields[-1], Qt.Key.Key_Return)
        assert not paper.isVisible(), paper.error.text()
        assert walls and walls[-1]["ranking"]["rows"], walls  # the wall ranks the table
        # the window looks for changes (its timer does, every second 1.5): the ranking its
        # own live evening kept for the wall is no news from another program
        cw.poll()
        assert cw.statusBar().currentMessage() == ""
        # a member added by the command line is
        with Club.open(club_path) as other:
            other.add_member("Ruth Schnyder")
        assert cw.poll()
        assert cw.statusBar().currentMessage() == (
            "Aktualisiert: ein anderes Programm hat den Verein geändert.")
    finally:
        dialog.close()
    qtbot.waitUntil(lambda: not (club_path.parent / "verein.sqlite.live").exists(),
                    timeout=30_000)
