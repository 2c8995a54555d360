"""The Oberjasser's page said "280 : 1'917" beside the players in seat order, naming no team
(a German club trial), and the paper table's line named no winner while a phone table's
did. Each total stands beside its team's name now, and the paper line says who won, as the
Tafel's does. In a real browser, in German.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import os

import pytest

from jasstafel.club import Club, PaperResult

from .conftest import make_evening
from .test_browser import Phone, running

SCORES = """return Array.from(document.querySelectorAll('#admin-tables tbody tr')).map(
    (tr) => [Array.from(tr.querySelectorAll('td.score .score-line'), (s) => s.innerText),
             Array.from(tr.querySelectorAll('td.score .winner'), (s) => s.innerText),
             tr.cells[5].innerText])"""


def test_every_total_on_the_oberjassers_page_names_its_team(club_path, german, browser):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=8, passen=1)
    with Club.open(club_path) as club:  # table 1 typed from its paper sheet
        s = club.drawn(evening)[0].tables[0].seats
        club.record_result(evening, 1, 1, [
            PaperResult(s[0], 1100), PaperResult(s[2], 1100), PaperResult(s[1], 500),
            PaperResult(s[3], 500)])
    with running(club_path, evening) as live:
        page = Phone(browser)
        browser.size(1280, 720)
        page.d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") == 2, "the tables")
        page.d.save_screenshot(os.path.join(club_path.parent, "admin-sides.png"))
        (paper, paper_winner, paper_status), (played, played_winner, _) = \
            page.d.execute_script(SCORES)
        # Tisch 1: the team of seats 1 and 3 won 1'100 : 500, said by name
        assert len(paper) == 2 and paper[0].endswith("\u00a01'100"), paper
        assert paper[1].endswith("\u00a0500"), paper
        team = paper[0].removesuffix("\u00a01'100")
        assert "&" in team and paper_winner == [paper[0]]
        assert paper_status.startswith(f"Resultat vom Blatt eingetippt · Sieger: {team} · "), \
            paper_status
        # Tisch 2, not played yet: each team's 0, nobody in bold
        assert [line.split("\u00a0")[-1] for line in played] == ["0", "0"], played
        assert all("&" in line for line in played) and played_winner == []
