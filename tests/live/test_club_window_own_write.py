"""The club window's status line after its own write while its evening is live (a Romand
secretary's trial): a paper sheet typed in the window goes to the club through the window's
live evening's server. The window's own change shows at once and needs no "updated" message;
a change made elsewhere is said with the same verb as the live evening's ("Mis à jour",
never "Actualisé" for one and "Mis à jour" for the other). Driven through the real window:
the live evening started by its button, a phone's round sent to the server, the table
chosen, the paper dialog typed into with keys."""

from __future__ import annotations

import json
import urllib.request

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from jasstafel.club import Club  # noqa: E402
from jasstafel.ui.club.results import PaperResultDialog  # noqa: E402
from tests.ui.conftest import autosaves, french_window, settings  # noqa: E402, F401

from .conftest import make_evening, round_op  # noqa: E402

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def loopback(monkeypatch):
    from jasstafel.ui.club import live as live_window

    monkeypatch.setattr(live_window, "LIVE_HOST", "127.0.0.1")
    monkeypatch.setattr(live_window, "LIVE_PORT", 0)


def test_the_windows_own_paper_result_is_no_news_and_news_is_said_with_one_verb(
        french_window, settings, tmp_path, qtbot, loopback):  # noqa: F811
    club_path = tmp_path / "verein.sqlite"
    # a Turnier of 3 rounds (3 × 157 = 471 points a table): 250 + 221
    evening = make_evening(club_path, preset="turnier", players=8, passen=2, rounds=3)
    settings.setValue("club/path", str(club_path))
    cw = french_window.club.show_window()
    cw.resize(1280, 800)
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, LEFT)
    dialog = page.live
    assert dialog is not None
    live = dialog.live
    try:
        # Passe 1, table 1 plays its first round on a phone (kept by the server, not the club)
        request = urllib.request.Request(
            live.url + "api/table/ops", method="POST",
            data=json.dumps({"ops": [round_op("eicheln", 0, (157, None))]}).encode(),
            headers={"Content-Type": "application/json",
                     "Authorization": f"Bearer {live.codes()[(1, 1)]}"})
        with urllib.request.urlopen(request, timeout=30) as reply:
            assert json.loads(reply.read())["ok"]
        cw.poll()
        # Manche 2 · Table 2, "Taper le résultat de la feuille…", 250 / 0 / 221 / 0, Enter
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
        assert page.table_text(2, 2)[1].startswith("A 250 : B 221 · A gagne\n")
        with Club.open(club_path) as club:
            assert {r.points for r in club.results(evening) if r.passe == 2} == {250, 221}
        # the window looks for changes (its timer does, every second): its own write through
        # its live evening is no news from anywhere
        assert not cw.poll()
        assert cw.statusBar().currentMessage() == ""
        # a member added by the command line is, said as the live evening's writes are said
        with Club.open(club_path) as other:
            other.add_member("Noémie Sottas")
        assert cw.poll()
        assert cw.statusBar().currentMessage() == (
            "Mis à jour\u00a0: un autre programme a modifié le club.")
    finally:
        dialog.close()
    qtbot.waitUntil(lambda: not (club_path.parent / "verein.sqlite.live").exists(),
                    timeout=30_000)
