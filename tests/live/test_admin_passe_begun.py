"""The Oberjasser's page says what its Passe button does once the Passe's tables began.

A French trial (Nicole, a live club evening): she had not pressed *Lancer la manche 1* (the
phones need no start), table 1 of manche 1 had finished, and her page still offered "Lancer
la manche 1", as if nothing were under way. The tables are playing; the button starts only
the Passe's clock on the wall (docs/club-live.md), and now says so, and so does its question.
In a real browser, in French and German.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import make_evening
from .test_browser import Phone, running
from .test_french_evening import play_out

NNBSP = "\u202f"
#: the button before any table wrote, after one finished, and its question then
WORDS = {
    "fr": ("Lancer la manche 1", f"Manche 1 en cours{NNBSP}: lancer son horloge",
           f"Lancer l’horloge de la manche 1 au mur{NNBSP}? Cela ne peut pas être annulé."),
    "de": ("Passe 1 starten", "Passe 1 läuft: ihre Uhr starten",
           "Die Uhr der Passe 1 an der Wand starten? Das lässt sich nicht rückgängig machen."),
}


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_passe_button_says_it_starts_the_clock_once_a_table_played(club_path, browser,
                                                                      language, lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    before, begun, asked = WORDS[lang]
    evening = make_evening(club_path, players=8, passen=2, preset="turnier", rounds=1)
    with running(club_path, evening) as live:
        page = Phone(browser)
        d = page.d
        browser.size(1000, 800)
        d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") >= 2, "the tables")
        page.until(lambda: page.text("#start-passe") == before, "nothing played yet")
        play_out(live, 1, 1)
        page.until(lambda: page.text("#start-passe") == begun, "table 1 has finished")
        d.execute_script("window.confirm = (q) => { window.asked = q; return false; }")
        page.tap("#start-passe")
        assert d.execute_script("return window.asked") == asked
        d.save_screenshot(str(club_path.parent / f"admin-begun-{lang}.png"))
