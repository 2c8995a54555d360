"""The Oberjasser's page offers no *Korrigieren* for a table typed in from paper (a German
organiser's trial: the page offered it for Tisch 3, and the Tafel it opened said to correct
the paper sheet in the club window, as the row's own status did). A table played live keeps
its link. In a real browser, in German.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel.club import Club, PaperResult

from .conftest import make_evening
from .test_browser import Phone, running

LINKS = """return Array.from(document.querySelectorAll('#admin-tables tbody tr')).map(
    (tr) => [tr.cells[1].innerText, tr.querySelector('td.tools a').hidden])"""


def test_the_oberjassers_page_offers_no_correction_for_a_paper_table(club_path, german,
                                                                     browser):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=8, passen=1)
    with Club.open(club_path) as club:  # table 1 typed from its paper sheet
        s = club.drawn(evening)[0].tables[0].seats
        club.record_result(evening, 1, 1, [
            PaperResult(s[0], 1100), PaperResult(s[2], 1100), PaperResult(s[1], 500),
            PaperResult(s[3], 500)])
    with running(club_path, evening) as live:
        page = Phone(browser)
        d = page.d
        browser.size(1280, 720)
        d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") == 2, "the tables")
        assert "vom Blatt" in page.text("#admin-tables tbody")
        d.save_screenshot(str(club_path.parent / "admin-paper.png"))
        # Tisch 1 (paper): no link; Tisch 2 (live): its Tafel opens for corrections
        assert d.execute_script(LINKS) == [["1", True], ["2", False]]
