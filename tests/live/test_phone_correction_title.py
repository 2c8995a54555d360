"""A correction on the phone says so in the form's title (a Romand organiser's trial: *Corriger*
on entry 1 showed the banner "Correction de l'inscription 1", but the form's title still read
"Inscrire la donne", as if a new round were typed). While it corrects, the form's title says
"Corriger l'inscription 1" (the heading above the form says "Correction de l’inscription 1",
tests/live/test_phone_trial_words.py); cancelled or written, the title is the form's own
again. In a real browser at a phone's size, in French, German and English.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import make_evening
from .test_browser import Phone, running

ROUND = 'form[data-form="round"] '
#: the round form's title: its own, and while entry 1 is corrected; the heading then
WORDS = {
    "fr": ("Inscrire la donne", "Corriger l’inscription 1", "Correction de l’inscription 1"),
    "de": ("Runde schreiben", "Eintrag 1 korrigieren", "Eintrag 1 wird korrigiert"),
    "en": ("Write the round", "Correct entry 1", "Correcting entry 1"),
}


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_the_form_s_title_says_it_corrects(club_path, browser, language, lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    own, correcting, banner = WORDS[lang]
    evening = make_evening(club_path, players=4, passen=1)  # to 1000: two forms, titled
    with running(club_path, evening) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        title = phone.css(ROUND + "h2.form-title")
        assert title.text == own
        phone.round("rosen", 95)
        phone.until(lambda: phone.entries() == 1, "the round written")
        phone.tap("#history li.entry:nth-child(1) button:first-of-type")  # Correct
        phone.until(lambda: phone.text("#status") == banner, "the heading")
        phone.until(lambda: title.text == correcting, "the title says it corrects")
        phone.d.execute_script(
            "window.scrollBy(0, arguments[0].getBoundingClientRect().top - 200)", title)
        phone.d.save_screenshot(str(club_path.parent / f"correcting-{lang}.png"))
        assert phone.css(ROUND + "button.write").text != own  # "… the correction"
        phone.tap(ROUND + "button.cancel")
        phone.until(lambda: title.text == own, "cancelled: the form's own title")
        # corrected and written: its own title again too
        phone.tap("#history li.entry:nth-child(1) button:first-of-type")
        phone.until(lambda: title.text == correcting, "correcting again")
        field = phone.css(ROUND + 'fieldset[data-name="points"] input[data-index="0"]')
        field.clear()
        field.send_keys("90")
        phone.tap(ROUND + "button.write")
        phone.until(lambda: phone.totals()[0] != "0" and title.text == own, "written")
