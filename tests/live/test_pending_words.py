"""An entry typed offline is listed as the written ones are, plus "noch nicht geschickt": a
trial's read "Runde schreiben: Obenabe ×1, Irène & Anna, 80 : 77", the form's button for a
title. A Schieber round waiting names each team beside its own figures, as the written one
does: "Obenabe ×1 von Irène & Anna: 80 : 77" was read as Irène & Anna's 80 when the 80 was
the other team's (the written line was mended so, the waiting one kept the bare pair).

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import re

import pytest

from .conftest import make_evening
from .test_browser import Phone, running

pytest.importorskip("uvicorn", reason="the live extra is not installed")

ROUND = 'form[data-form="round"] '
#: what the waiting rounds say in each language: (the Obenabe's line, the Schellen's line,
#: the state beside them), by the teams' names
WORDS = {
    "de": ("Obenabe ×1 von {b}: {a} 77, {b} 80 + Weis 50",
           "Schellen ×1 von {a} (geschoben): {a} 157 + Match 100 + Stöck 20, {b} 0",
           "noch nicht geschickt"),
    "fr": ("Obenabe ×1 par {b}\u202f: {a} 77, {b} 80 + annonces 50",
           "Grelots ×1 par {a} (chibré)\u202f: {a} 157 + match 100 + stöck 20, {b} 0",
           "pas encore envoyé"),
}


@pytest.fixture
def live(club_path, german):
    with running(club_path, make_evening(club_path, players=4, passen=1)) as served:
        yield served


def texts(phone: Phone, selector: str) -> list[str]:
    """Every text of *selector*, no-break spaces as spaces (the browser keeps the narrow one
    before a French colon)."""
    found = phone.d.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), e => e.textContent)",
        selector)
    return [text.replace("\u00a0", " ") for text in found]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_round_not_yet_sent_names_each_team_beside_its_figures(club_path, language, lang,
                                                                  browser):
    language(lang)
    with running(club_path, make_evening(club_path, players=4, passen=1)) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        a, b = live.core.tables["1-1"].match.rules.side_names
        browser.offline(True)
        try:
            phone.round("obenabe", 80, side=1, announced_by=1, weis=(0, 50))
            phone.until(lambda: phone.pending() == 1, "the Obenabe waits on the phone")
            phone.tap(ROUND + 'fieldset[data-name="geschoben"] button')
            phone.round("schellen", announced_by=0, match=True, stoeck=0)
            phone.until(lambda: phone.pending() == 2, "the Schellen waits on the phone")
            waiting = texts(phone, "#history li.pending .entry-text")
            states = texts(phone, "#history li.pending .entry-state")
            phone.d.set_window_size(390, 844)
            phone.d.execute_script("document.getElementById('history').scrollIntoView()")
            phone.d.save_screenshot(str(club_path.parent / f"pending-{lang}.png"))
        finally:
            browser.offline(False)
        phone.until(lambda: phone.pending() == 0 and phone.entries() == 2, "sent")
        written = texts(phone, "#history li.entry .entry-text")
    obenabe, schellen, state = WORDS[lang]
    # newest first, as the written ones
    assert waiting == [schellen.format(a=a, b=b), obenabe.format(a=a, b=b)], waiting
    assert states == [state, state]
    # the written line says the same, with what each team got after the arrow
    assert [re.sub(r" → \d+", "", line) for line in written] == waiting, written


def test_an_entry_not_yet_sent_reads_as_a_written_one(live, browser):
    phone = Phone(browser)
    phone.join(live.url, live.codes(1)[(1, 1)])
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
    teams = live.core.tables["1-1"].match.rules.side_names
    phone.round("rosen", 100, announced_by=0)
    phone.until(lambda: phone.entries() == 1, "round 1 written")
    written = phone.text("#history li.entry .entry-text").replace("\u00a0", " ")
    # the round, each team beside its points and what they gave it (the server's word: not
    # yet known offline)
    assert written == f"Rosen ×1 von {teams[0]}: {teams[0]} 100 → 100, {teams[1]} 57 → 57"
    browser.offline(True)
    phone.round("obenabe", 80, announced_by=1, weis=(0, 50))
    phone.until(lambda: phone.pending() == 1, "the round waits on the phone")
    waiting = phone.text("#history li.pending .entry-text").replace("\u00a0", " ")
    assert waiting == f"Obenabe ×1 von {teams[1]}: {teams[0]} 80, {teams[1]} 77 + Weis 50"
    assert "Runde schreiben" not in phone.text("#history li.pending")
    assert phone.text("#history li.pending .entry-state") == "noch nicht geschickt"
    browser.offline(False)
    phone.until(lambda: phone.pending() == 0 and phone.entries() == 2, "sent")


def test_a_molotow_round_not_yet_sent_says_whose_each_figure_is(club_path, browser, german):
    """Every variant's figures typed offline: a Molotow round waited as "57 : 0 : 100, 20 :
    – : –", two lists of nobody's figures."""
    evening = make_evening(club_path, variant="molotow", preset="jassverein", players=3,
                           passen=1)
    with running(club_path, evening) as live:
        a, b, c = live.core.tables["1-1"].match.document.players
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0", "0"], "the Tafel opens")
        browser.offline(True)
        try:
            for seat, taken in enumerate((57, 0)):
                phone.css(ROUND + f'fieldset[data-name="points"] input[data-index="{seat}"]'
                          ).send_keys(str(taken))
            phone.css(ROUND + 'fieldset[data-name="tisch_weis"] input[data-index="0"]'
                      ).send_keys("20")
            last = phone.css(ROUND + 'fieldset[data-name="points"] input[data-index="2"]')
            phone.until(lambda: last.get_attribute("value") == "100", "the rest filled in")
            phone.tap(ROUND + "button.write")
            phone.until(lambda: phone.pending() == 1, "the round waits on the phone")
            waiting = texts(phone, "#history li.pending .entry-text")
        finally:
            browser.offline(False)
        phone.until(lambda: phone.pending() == 0 and phone.entries() == 1, "sent")
    assert waiting == [f"Kartenpunkte {a} 57, {b} 0, {c} 100, Tischweis (plus) {a} 20"], waiting
