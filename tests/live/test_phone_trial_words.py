"""The phone's words, as a German trial's Differenzler and Molotow evening read them:

- the table rules never said the penalty for a missing prediction (RULES.md §7: 20, a table
  setting) on a line of its own;
- the Molotow's winner "gewinnt mit 150", where the laptop says "Sieger: … mit 144";
- while game 2 was corrected, the heading still said whose turn it was for game 3 ("Spiel
  3 von 4: …"), the correction only in the notice under it;
- the code page said "den Code Ihres Tisches eingeben" twice (the note of an evening that
  has ended, then the help).

In a real browser at a phone's size, German and French.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import make_evening
from .test_browser import Phone, running
from .test_phone_entry_lines import GAMES, NAMES, type_game

#: the table rules' line of a missing prediction's penalty (25 at this table)
NO_PREDICTION = {"de": "Keine Vorhersage: 25 Strafpunkte",
                 "fr": "Sans estimation\u202f: 25 points de pénalité"}
#: the heading while entry 2 is corrected, and of game 3 otherwise
CORRECTING = {"de": ("Eintrag 2 wird korrigiert", "Spiel 3 von 4"),
              "fr": ("Correction de l’inscription 2", "Donne 3 sur 4")}
#: the Molotow's winner, as the laptop's board says it
WINNER = {"de": "Sieger: {name} mit 40 Punkten", "fr": "{name} gagne avec 40 points"}
#: how the code page asks for the code, and how often it may
TYPE_CODE = {"de": "den Code Ihres Tisches eingeben", "fr": "tapez le code de votre table"}


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


def differenzler(club_path) -> int:
    return make_evening(club_path, variant="differenzler", preset="standard", players=3,
                        passen=1, names=NAMES, games=4, missing_penalty=25)


def opened(live, browser) -> Phone:
    phone = Phone(browser)
    phone.join(live.url, live.codes(1)[(1, 1)])
    phone.until(lambda: phone.totals() == ["0", "0", "0"], "the Tafel opens")
    return phone


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_rules_say_the_penalty_for_a_missing_prediction(club_path, browser, language,
                                                            lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    with running(club_path, differenzler(club_path)) as live:
        phone = opened(live, browser)
        phone.tap("details.rules summary")
        rules = phone.d.execute_script(
            "return Array.from(document.querySelectorAll('#rules li'), (li) => li.innerText)")
    assert NO_PREDICTION[lang] in rules, rules


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_heading_says_which_entry_is_corrected(club_path, browser, language, lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    correcting, turn = CORRECTING[lang]
    with running(club_path, differenzler(club_path)) as live:
        phone = opened(live, browser)
        for number, (predictions, points) in enumerate(GAMES[:2], 1):
            type_game(phone, predictions, points)
            phone.until(lambda n=number: phone.entries() == n, f"game {number} written")
        phone.until(lambda: phone.text("#status").startswith(turn), "game 3's turn")
        phone.tap("#history li.entry:nth-child(1) button:first-of-type")  # entry 2
        phone.until(lambda: phone.text("#status") == correcting, "the heading says it")
        # said once: the notice under it does not say it again
        assert correcting not in phone.text("#notice")
        phone.d.execute_script("window.scrollTo(0, 0)")
        phone.d.save_screenshot(str(club_path.parent / f"correcting-{lang}.png"))
        phone.tap('form[data-form="game"] button.cancel')
        phone.until(lambda: phone.text("#status").startswith(turn), "whose turn again")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_molotow_winner_is_said_as_the_laptop_says_it(club_path, browser, language,
                                                          lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    evening = make_evening(club_path, variant="molotow", preset="jassverein", players=3,
                           passen=1, names=NAMES, rounds=1)
    form = 'form[data-form="round"] '
    with running(club_path, evening) as live:
        phone = opened(live, browser)
        for seat, taken in enumerate((57, 40)):  # the fewest points win
            phone.css(form + f'fieldset[data-name="points"] input[data-index="{seat}"]'
                      ).send_keys(str(taken))
        last = phone.css(form + 'fieldset[data-name="points"] input[data-index="2"]')
        phone.until(lambda: last.get_attribute("value") == "60", "the rest filled in")
        phone.tap(form + "button.write")
        phone.until(lambda: phone.entries() == 1, "the round written")
        winner = live.core.tables["1-1"].match.document.players[1]
        phone.until(lambda: phone.text("#status") == WINNER[lang].format(name=winner),
                    f"the winner said: {phone.text('#status')!r}")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_code_page_asks_for_the_code_once(club_path, browser, language, lang):
    """This phone's table was at an evening that has ended; another one is live here now."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    with running(club_path, differenzler(club_path)) as live:
        phone = Phone(browser)
        phone.d.get(live.url)
        phone.d.execute_script(
            "localStorage.setItem('jt.evening', 'an-evening-that-has-ended');"
            " localStorage.setItem('jt.code', 'OLDCODE')")
        phone.d.get(live.url)
        phone.until(lambda: phone.text("#code-note") != "", "the note of the ended evening")
        shown = phone.text("main").replace("\u00a0", " ").lower()
        phone.d.save_screenshot(str(club_path.parent / f"code-page-{lang}.png"))
    assert shown.count(TYPE_CODE[lang].lower()) == 1, shown
