"""The Oberjasser's table of tables names its two columns by what they show: each side's total,
and where the Partie is (whose turn, ended, in the club's ranking). In German they read
"Stand" and "Stand der Partie", alike; now "Total" and "Wo die Partie steht".

In a real browser at a phone's size (each figure under its column's name) and at a laptop's,
German, French and English. Every wait is on a condition with a generous timeout, never on a
time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import make_evening
from .test_browser import Phone, running

#: the headings of the totals' and the state's columns, by language
HEADINGS = {"de": ("Total", "Wo die Partie steht"),
            "fr": ("Totaux", "Où en est la partie"),
            "en": ("Totals", "Where the match stands")}


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_totals_and_the_state_are_told_apart(club_path, browser, language, lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    with running(club_path, make_evening(club_path, players=4, passen=1)) as live:
        page = Phone(browser)
        page.d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") == 1, "the table")
        heads = page.d.execute_script(
            "return Array.from(document.querySelectorAll('#admin-tables thead th'),"
            " (th) => th.textContent)")
        totals, state = heads[4], heads[5]
        assert (totals, state) == HEADINGS[lang]
        assert not set(totals.lower().split()) & set(state.lower().split())
        # on the phone, each figure under its column's name
        cells = page.d.execute_script(
            "return Array.from(document.querySelectorAll('#admin-tables tbody td'),"
            " (td) => td.dataset.label)")
        assert cells[4:6] == [totals, state]
        page.d.save_screenshot(str(club_path.parent / f"admin-headings-{lang}-390.png"))
        browser.size(1280, 800)
        page.d.save_screenshot(str(club_path.parent / f"admin-headings-{lang}-1280.png"))
