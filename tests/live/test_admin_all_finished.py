"""The Oberjasser's page says that every table has finished, as the wall does (a Romand
organiser's evening of one Passe: the wall said "Toutes les tables ont fini", her page still
"Manche 1 en cours (la dernière)"). Once every table of the last Passe has finished, the page
says "Manche 1 : toutes les tables ont fini (la dernière)", greyed out as before. In a real
browser, in French, German and English; the organiser never pressed *Start Passe 1* (the
phones do not need it).

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import make_evening
from .test_browser import Phone, running
from .test_french_evening import play_out

NNBSP = "\u202f"
#: the page's button once every table has finished, and the wall's words
WORDS = {
    "fr": (f"Manche 1{NNBSP}: toutes les tables ont fini (la dernière)",
           "Toutes les tables ont fini"),
    "de": ("Passe 1: Alle Tische sind fertig (die letzte)", "Alle Tische sind fertig"),
    "en": ("Passe 1: every table has finished (the last one)", "Every table has finished"),
}


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_the_oberjassers_page_says_every_table_has_finished(club_path, browser, language,
                                                            lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    finished, wall = WORDS[lang]
    # one Passe of one-round Partien at two tables
    evening = make_evening(club_path, players=8, passen=1, preset="turnier", rounds=1)
    with running(club_path, evening) as live:
        page = Phone(browser)
        d = page.d
        browser.size(1280, 800)
        d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") == 2, "the tables")
        play_out(live, 1, 1)
        play_out(live, 1, 2)
        page.until(lambda: page.text("#start-passe") == finished, "every table has finished")
        assert d.execute_script("return document.getElementById('start-passe').disabled")
        d.save_screenshot(str(club_path.parent / f"admin-finished-{lang}.png"))
        d.get(live.url + "wall")
        page.until(lambda: page.text("#time") == wall, "the wall says the same")
