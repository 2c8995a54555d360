"""A Coiffeur's and a Fahnder's round typed offline is listed as the written one reads,
without what only the laptop knows (after the arrow). A trial's waiting Coiffeur round read
"Anna & Käthi, Eicheln ×1, 120" and a Fahnder's "Anna, Cla, 120, Eicheln, 100": bare
figures, the bid beside the points with nothing to say which is which, where the written
lines say "Anna & Käthi: Eicheln ×1, 120 → 120" and "Anna bietet 120 in Eicheln, Partner
Cla: 100 → …".

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .conftest import make_evening
from .test_browser import Phone, running

pytest.importorskip("uvicorn", reason="the live extra is not installed")

ROUND = 'form[data-form="round"] '


def texts(phone: Phone, selector: str) -> list[str]:
    """Every text of *selector*, newest first, no-break spaces as spaces."""
    found = phone.d.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), e => e.textContent)",
        selector)
    return [text.replace("\u00a0", " ").replace("\u202f", " ") for text in found]


def heads(lines: list[str]) -> list[str]:
    """The written lines without what the laptop adds after the arrow."""
    return [line.split(" → ")[0] for line in lines]


def offline_then_written(phone: Phone, browser, type_rounds) -> tuple[list[str], list[str]]:
    """The rounds *type_rounds* types, offline: what the phone lists while they wait, and
    once the laptop has written them."""
    browser.offline(True)
    try:
        count = type_rounds()
        phone.until(lambda: phone.pending() == count, "the rounds wait on the phone")
        waiting = texts(phone, "#history li.pending .entry-text")
    finally:
        browser.offline(False)
    phone.until(lambda: phone.pending() == 0 and phone.entries() == count, "sent")
    return waiting, texts(phone, "#history li.entry .entry-text")


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_a_coiffeur_round_not_yet_sent_names_its_team_and_row(club_path, browser, language,
                                                              lang):
    language(lang)
    evening = make_evening(club_path, variant="coiffeur", preset="jassverein", players=4,
                           passen=1)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.css(ROUND + 'fieldset[data-name="row"] button')
        teams = live.core.tables["1-1"].match.rules.side_names

        def type_rounds() -> int:
            phone.tap(ROUND + 'fieldset[data-name="team"] button[data-value="0"]')
            phone.tap(ROUND + 'fieldset[data-name="row"] button[data-value="0"]')
            phone.css(ROUND + 'fieldset[data-name="points"] input').send_keys("120")
            phone.tap(ROUND + "button.write")
            phone.until(lambda: phone.pending() == 1, "the first round waits")
            phone.tap(ROUND + 'fieldset[data-name="team"] button[data-value="1"]')
            phone.tap(ROUND + 'fieldset[data-name="row"] button[data-value="1"]')
            phone.tap(ROUND + 'fieldset[data-name="match"] button')
            phone.tap(ROUND + 'fieldset[data-name="stoeck"] button')
            phone.tap(ROUND + "button.write")
            return 2

        waiting, written = offline_then_written(phone, browser, type_rounds)
    assert waiting == heads(written), (waiting, written)
    # each names its team and row (the written one says so: the test is no tautology)
    assert waiting[1].startswith(teams[0]) and waiting[0].startswith(teams[1]), waiting


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_a_fahnder_round_not_yet_sent_says_the_bid_and_the_points(club_path, browser,
                                                                  language, lang):
    language(lang)
    evening = make_evening(club_path, variant="fahnder", preset="standard", players=4,
                           passen=1)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.css(ROUND + 'fieldset[data-name="fahnder"] button')
        players = live.core.tables["1-1"].match.document.players

        def one(fahnder: int, partner: int, bid: int, contract: str, points: int | None):
            phone.tap(ROUND + f'fieldset[data-name="fahnder"] button[data-value="{fahnder}"]')
            phone.tap(ROUND + f'fieldset[data-name="partner"] button[data-value="{partner}"]')
            phone.css(ROUND + 'fieldset[data-name="bid"] input').send_keys(str(bid))
            phone.tap(ROUND + f'fieldset[data-name="contract"] button[data-value=\'"{contract}"\']')
            if points is None:
                phone.tap(ROUND + 'fieldset[data-name="match"] button')
            else:
                phone.css(ROUND + 'fieldset[data-name="points"] input').send_keys(str(points))
            phone.tap(ROUND + "button.write")

        def type_rounds() -> int:
            one(0, 2, 120, "eicheln", 100)
            phone.until(lambda: phone.pending() == 1, "the first round waits")
            one(1, 3, 150, "obenabe", None)
            return 2

        waiting, written = offline_then_written(phone, browser, type_rounds)
    assert waiting == heads(written), (waiting, written)
    assert waiting[1].startswith(players[0]) and "120" in waiting[1], waiting


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_a_fahnder_match_bid_not_yet_sent_says_it_is_the_match_bid(club_path, browser,
                                                                    language, lang):
    """A Match bid (257) waited as "Anna bietet 257 in Eicheln …" where the written line
    says "257 (Match)": the waiting line says it as the written one does."""
    language(lang)
    evening = make_evening(club_path, variant="fahnder", preset="standard", players=4,
                           passen=1)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.css(ROUND + 'fieldset[data-name="fahnder"] button')

        def type_rounds() -> int:
            phone.tap(ROUND + 'fieldset[data-name="fahnder"] button[data-value="0"]')
            phone.tap(ROUND + 'fieldset[data-name="partner"] button[data-value="2"]')
            phone.css(ROUND + 'fieldset[data-name="bid"] input').send_keys("257")
            phone.tap(ROUND + 'fieldset[data-name="contract"] button[data-value=\'"rosen"\']')
            phone.tap(ROUND + 'fieldset[data-name="match"] button')
            phone.tap(ROUND + "button.write")
            return 1

        waiting, written = offline_then_written(phone, browser, type_rounds)
    assert waiting == heads(written), (waiting, written)
    # the written line says the Match bid in words (the test is no tautology)
    assert "257 (match)" in written[0].lower(), written
