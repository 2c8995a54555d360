"""A team's name stays on one line on a narrow phone: a 360 px phone read "Annemarie &"
over "Käthi" on the team buttons (Angesagt von, Stöck, Bedanken) and "Luzi &" over "Beat"
in the entries. The name is one piece of its line; it wraps (at its spaces) only where it is
wider than its whole box, and nothing goes past the screen's edge.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .browser import Browser
from .conftest import make_evening
from .test_browser import Phone, running
from .test_team_players_whole import LINES  # over pieces of text: a team is its players'

pytest.importorskip("uvicorn", reason="the live extra is not installed")


def test_a_team_name_is_not_broken_at_its_ampersand_on_a_360_px_phone(club_path, german):
    evening = make_evening(club_path, players=4, passen=1,
                           names=["Annemarie", "Käthi", "Beat", "Luzi"])
    browser = Browser(size=(360, 740))
    try:
        with running(club_path, evening) as live:
            teams = list(live.core.tables["1-1"].match.rules.side_names)
            phone = Phone(browser)
            phone.join(live.url, live.codes(1)[(1, 1)])
            phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
            phone.round("rosen", 100, announced_by=0, weis=(20, 0), stoeck=1)
            phone.until(lambda: phone.entries() == 1, "the round is written")
            shown = phone.d.execute_script(LINES, teams)
            wide = phone.d.execute_script("return document.documentElement.scrollWidth")
            phone.d.save_screenshot(str(club_path.parent / "teams-360.png"))
    finally:
        browser.quit()
    # the board, the form's buttons and labels, the entry: each name whole on its line
    assert len(shown) >= 10, shown
    assert [s[:2] for s in shown if s[1] != 1] == [], shown
    assert wide <= 360
