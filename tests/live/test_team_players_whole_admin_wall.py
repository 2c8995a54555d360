"""The Oberjasser's page and the wall name each table's teams too ("Gody Portmann & Dora
Zurfluh" beside its total): they kept no team whole (only the phone's page knew its
teams, Live.knowTeams), so on his phone (360 px) a team's name wrapped anywhere, "Gody
Portmann & Dora" over "Zurfluh". Now each wraps between its players, as on the phone
(tests/live/test_team_players_whole.py), on his page at 360 px and on the wall at 1280
px (a projector) and in portrait (a phone following the table page's link).

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import os

import pytest

from .conftest import make_evening
from .test_browser import Phone, running
from .test_team_players_whole import LINES, PLAYERS

pytest.importorskip("uvicorn", reason="the live extra is not installed")

TEAM = "Gody Portmann & Dora Zurfluh"
#: the team pieces of the page (span.team) and their players (span.player)
TEAMS = """return Array.from(document.querySelectorAll(arguments[0] + ' span.team'),
    (team) => [team.textContent.replace(/\\u00a0/g, ' '),
               Array.from(team.querySelectorAll('span.player'),
                          (p) => p.textContent.replace(/\\u00a0/g, ' '))])"""

#: each total of his page on the line of its team's last player (or of its name)
BESIDE = """return Array.from(document.querySelectorAll('#admin-tables td.score .score-line'),
    (line) => {
      const total = line.querySelector('.score-total').getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(line);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width);
      const last = Math.max(...rects.map((r) => r.bottom));
      return Math.abs(total.bottom - last) < 4 && rects.some((r) => r.right < total.left
        && Math.abs(r.bottom - total.bottom) < 4);
    })"""


def whole(page: Phone, where: str, shot: str) -> tuple[list, list]:
    """The teams kept whole in *where* on the page, and each player's name there broken
    although it fits on a line of its box."""
    page.d.save_screenshot(shot)
    shown = page.d.execute_script(LINES, PLAYERS)
    assert any(s[0] == "Gody Portmann" for s in shown), shown  # it looked there
    return page.d.execute_script(TEAMS, where), [s for s in shown if s[1] != 1 and s[2]]


def test_his_page_and_the_wall_wrap_a_team_between_its_players(club_path, german, browser):
    evening = make_evening(club_path, players=4, passen=1, names=PLAYERS)
    with running(club_path, evening) as live:
        page = Phone(browser)
        browser.size(360, 740, mobile=True)
        page.d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") == 1, "the table")
        teams, broken = whole(page, "#admin-tables td.score",
                              os.path.join(club_path.parent, "admin-360.png"))
        # its total with its last player: "Dora Zurfluh 0" is one piece of a line
        assert [TEAM + " 0", ["Gody Portmann &", "Dora Zurfluh 0"]] in teams, teams
        assert broken == [], broken
        # each total on the line of its team's last player, not alone under it
        assert page.d.execute_script(BESIDE) == [True, True]
        for width, height, name in ((1280, 720, "wall-1280"), (360, 740, "wall-360")):
            browser.size(width, height, mobile=width < 1000)
            page.d.get(live.url + "wall")
            page.until(lambda: page.count("#tables .tile") == 1, "the wall's tile")
            teams, broken = whole(page, "#tables .tile",
                                  os.path.join(club_path.parent, name + ".png"))
            assert [TEAM, ["Gody Portmann &", "Dora Zurfluh"]] in teams, (name, teams)
            assert broken == [], (name, broken)
