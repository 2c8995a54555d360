"""How the Oberjasser's page asks for his code. Open at an evening that has ended while
another one is live at the address, it asked twice in the same words: its note "… den Code
des Oberjassers für diesen Abend eingeben", then its help "Den eigenen Code eingeben …"
(French "tapez le code du chef de jeu …" over "Tapez votre propre code …"). The note now
says what happened, the help once which code goes here: his own for this evening, not a
table's (an organiser holds both kinds).

In a real browser at a phone's size, German, French and English.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import make_evening
from .test_browser import Phone, running

#: the verb that asks for a code, by language (said once on the page)
TYPE = {"de": "eingeben", "fr": "tapez", "en": "type"}
#: the help says which code: his own for this evening, not a table's
WHICH = {"de": "nicht den Code eines Tisches", "fr": "pas celui d’une table",
         "en": "not a table's code"}


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


def words(page: Phone) -> str:
    return page.text("main").replace("\u00a0", " ").replace("\u202f", " ").lower()


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_oberjassers_page_asks_for_his_code_once(club_path, browser, language, lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    with running(club_path, make_evening(club_path, players=4, passen=1)) as live:
        page = Phone(browser)
        page.d.get(live.url + "admin")
        page.css("#admin-code")
        shown = words(page)
        assert shown.count(TYPE[lang]) == 1, shown
        assert WHICH[lang].lower() in shown, shown
        # his page was open at an evening that has ended: the note says so, the help asks
        page.d.execute_script("sessionStorage.setItem('jt.admin', 'OLDCODE123');"
                              " sessionStorage.setItem('jt.admin.evening', 'ended-evening')")
        page.d.get(live.url + "admin")
        page.until(lambda: page.text("#admin-note") != "", "the note of the ended evening")
        shown = words(page)
        page.d.save_screenshot(str(club_path.parent / f"admin-code-{lang}.png"))
        assert shown.count(TYPE[lang]) == 1, shown
        assert WHICH[lang].lower() in shown, shown
        assert page.css("#admin-code").get_attribute("value") == ""
