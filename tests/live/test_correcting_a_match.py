"""A Match entry corrected in a real browser: points typed over the loaded Match switch it
off, as on a new round, however the field was emptied first; a correction the rules refuse
stays in its form beside the reason. A trial's Oberjasser emptied the field of a Match entry
(selenium's clear()), typed 65 with the Match still pressed and wrote the correction: the 65
was gone without a word, and every page said "recorded outside the board" over figures the
club did not hold.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import json
import urllib.request

import pytest

from jasstafel.club import Club, PaperResult

from .conftest import bearer, make_evening
from .test_browser import Phone, running

pytest.importorskip("uvicorn", reason="the live extra is not installed")

FORM = 'form[data-form="round"] '
POINTS = [FORM + f'fieldset[data-name="points"] input[data-index="{i}"]' for i in (0, 1)]
MATCH = FORM + 'fieldset[data-name="match"] button'


def post(live, path: str, code: str, body: dict) -> dict:
    request = urllib.request.Request(live.url + path, data=json.dumps(body).encode(),
                                     headers={**bearer(code), "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


def played(live) -> None:
    """Table 1's Turnier of two rounds: Rosen 60 for A (60 : 97), then Obenabe announced by
    B and made a Match (0 : 157): 60 : 254."""
    ops = [{"id": "test-corr-round-1", "kind": "add", "form": "round",
            "values": {"contract": "rosen", "announced_by": 0, "points": [60, None]}},
           {"id": "test-corr-round-2", "kind": "add", "form": "round",
            "values": {"contract": "obenabe", "announced_by": 1, "match": True,
                       "points": [None, 157]}}]
    replies = post(live, "api/table/ops", live.codes(1)[(1, 1)], {"ops": ops})["replies"]
    assert all(r["ok"] for r in replies), replies


def corrected_by_hand(live, evening: int) -> None:
    """The club's figures corrected from paper to 80 : 234 (an addition error)."""
    from jasstafel.live import writes

    a, b, c, d = (m.id for m in live.core.tables["1-1"].members)
    call = writes.encode("correct_result", 1, 1, note="Additionsfehler", seen=None,
                         corrections=[PaperResult(a, 80), PaperResult(c, 80),
                                      PaperResult(b, 234, matches=1),
                                      PaperResult(d, 234, matches=1)])
    assert post(live, "api/admin/club", live.admin_code, {"evening": evening,
                                                          "calls": [call]})["ok"]


def the_oberjassers_tafel(page: Phone, live) -> None:
    page.d.get(live.url + "admin")
    page.css("#admin-code").send_keys(live.admin_code)
    page.tap("#admin-form button")
    page.until(lambda: page.count("#admin-tables tbody tr") > 0, "his tables are listed")
    page.d.get(live.url + "t?passe=1&table=1")
    page.until(lambda: page.entries() == 2, "his Tafel of table 1")


def typed_over(page: Phone, how: str, text: str) -> None:
    """The A field emptied (as a person or a test tool may) and *text* typed."""
    from selenium.webdriver.common.keys import Keys

    field = page.css(POINTS[0])
    if how == "clear":  # selenium's clear(), as the trial's
        field.clear()
    elif how == "select-all-delete":
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.DELETE)
    else:  # select all, then typed over
        field.send_keys(Keys.CONTROL, "a")
    field.send_keys(text)


def correct(page: Phone, entry: str) -> None:
    """*Korrigieren* tapped on an entry of the history (drawn anew on every update: a tap
    on a line just replaced is tapped again on the new one)."""
    selector = f"#history li.entry:{entry} button:first-of-type"
    page.until(lambda: page.tap(selector) or True, f"Korrigieren on {selector}")


def shown(page: Phone) -> list[str]:
    return [page.css(selector).get_attribute("value") for selector in POINTS]


def pressed(page: Phone) -> bool:
    return page.css(MATCH).get_attribute("aria-pressed") == "true"


@pytest.mark.parametrize("how", ["clear", "select-all-delete", "select-all-type"])
def test_points_typed_over_a_corrected_match_switch_it_off_and_reach_the_club(
        club_path, german, browser, how):
    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)
    page = Phone(browser)
    with running(club_path, evening) as live:
        played(live)
        corrected_by_hand(live, evening)
        the_oberjassers_tafel(page, live)
        assert page.totals() == ["80", "234"]
        correct(page, "first-child")  # entry 2: the Match
        page.until(lambda: pressed(page) and shown(page) == ["0", "157"],
                   "the Match entry is in the form")
        typed_over(page, how, "65")
        page.until(lambda: shown(page) == ["65", "92"], "the other team's points follow")
        assert not pressed(page), "typed over, the Match is switched off"
        page.tap(FORM + "button.write")
        page.until(lambda: page.totals() == ["125", "189"], "the correction is written")
        text = page.text("#history li.entry:first-child").replace("\u00a0", " ")
        assert " 65 → 65, " in text and " 92 → 92" in text, text
        assert "Match" not in text, text
        notice = page.text("#notice")
        assert notice.startswith("Vom Oberjasser auf dieser Tafel korrigiert"), notice
        # the club holds what the pages show, at once (not at the next start)
        with Club.open(club_path) as club:
            points = sorted({r.points for r in club.results(evening)})
            notes = [row.note for row in club.corrections(evening)]
        assert points == [125, 189], points
        assert notes[-1] == "vom Oberjasser korrigiert (live)", notes


def test_a_corrected_match_on_the_phone_is_switched_off_by_points_typed_over_it(
        club_path, german, browser):
    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=3)
    phone = Phone(browser)
    with running(club_path, evening) as live:
        played(live)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["60", "254"], "the Tafel opens")
        correct(phone, "first-child")
        phone.until(lambda: pressed(phone) and shown(phone) == ["0", "157"],
                    "the Match entry is in the form")
        typed_over(phone, "clear", "65")
        phone.until(lambda: shown(phone) == ["65", "92"] and not pressed(phone),
                    "typed over, the Match is switched off")
        phone.tap(FORM + "button.write")
        phone.until(lambda: phone.totals() == ["125", "189"], "the correction is written")


def test_a_refused_correction_stays_in_its_form_beside_the_reason(club_path, german, browser):
    """On his Tafel of a hand-corrected table: 200 card points typed over entry 1's 60. The
    rules refuse it: said, the 200 stays in the correction's form, nothing changed (not his
    Tafel, not what the club holds, not the words of every page)."""
    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)
    page = Phone(browser)
    with running(club_path, evening) as live:
        played(live)
        corrected_by_hand(live, evening)
        the_oberjassers_tafel(page, live)
        before = page.text("#notice")
        assert before.startswith("80 : 234 zählt"), before
        correct(page, "last-child")  # entry 1: Rosen 60
        page.until(lambda: shown(page) == ["60", "97"], "entry 1 is in the form")
        typed_over(page, "select-all-type", "200")
        page.tap(FORM + "button.write")
        page.until(lambda: page.text("#notice").startswith("Abgelehnt:"), "the refusal is said")
        refusal = page.text("#notice")
        assert "157" in refusal, refusal  # the rule named
        assert shown(page)[0] == "200", "what he typed stays in the form"
        assert page.d.execute_script(
            "return document.querySelector('form[data-form=\"round\"]')"
            ".classList.contains('correcting')")
        assert page.totals() == ["80", "234"]
        assert live.core.tables["1-1"].from_club and not live.core.tables["1-1"].taken
        # put right: 70 instead, written
        typed_over(page, "select-all-type", "70")
        page.tap(FORM + "button.write")
        page.until(lambda: page.totals() == ["70", "244"], "the correction is written")


def test_a_correction_refused_on_the_phone_comes_back_into_its_form(club_path, german,
                                                                    browser):
    """The phone sends its changes from its queue: a correction the rules refuse comes back
    into its form, still the correction of its entry, beside the reason (it was gone)."""
    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=3)
    phone = Phone(browser)
    with running(club_path, evening) as live:
        played(live)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["60", "254"], "the Tafel opens")
        correct(phone, "last-child")  # entry 1: Rosen 60
        phone.until(lambda: shown(phone) == ["60", "97"], "entry 1 is in the form")
        typed_over(phone, "select-all-type", "200")
        phone.tap(FORM + "button.write")
        phone.until(lambda: phone.text("#notice").startswith("Abgelehnt:"), "the refusal")
        phone.until(lambda: shown(phone)[0] == "200", "what was typed is back in its form")
        assert phone.text(FORM + "button.write") == "Korrektur schreiben"
        assert phone.totals() == ["60", "254"] and phone.pending() == 0
        typed_over(phone, "select-all-type", "70")
        phone.tap(FORM + "button.write")
        phone.until(lambda: phone.totals() == ["70", "244"], "the correction is written")
        assert phone.entries() == 2


def test_the_oberjassers_correction_refused_as_stale_stays_in_its_form(club_path, german,
                                                                      browser):
    """His correction of entry 1 was refused because the table's phone wrote meanwhile:
    his typing was dropped with the form (the phones' trial found it; his Tafel the same).
    Entry 1 is still there: its correction stays, and is written once he writes again."""
    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)
    page = Phone(browser)
    with running(club_path, evening) as live:
        played(live)
        the_oberjassers_tafel(page, live)
        correct(page, "last-child")  # entry 1: Rosen 60 : 97
        page.until(lambda: shown(page) == ["60", "97"], "entry 1 in the form")
        typed_over(page, "clear", "70")
        # meanwhile the table's phone corrects entry 2: Obenabe 50 for A, no Match
        code = live.codes(1)[(1, 1)]
        request = urllib.request.Request(live.url + "api/table", headers=bearer(code))
        with urllib.request.urlopen(request, timeout=30) as reply:
            version = json.loads(reply.read())["state"]["version"]
        replies = post(live, "api/table/ops", code, {"ops": [{
            "id": "test-corr-meanwhile", "kind": "replace", "index": 1, "base": version,
            "form": "round", "values": {"contract": "obenabe", "announced_by": 1,
                                        "points": [50, None]}}]})["replies"]
        assert replies[0]["ok"], replies
        page.tap(FORM + "button.write")
        page.until(lambda: "inzwischen" in page.text("#notice"), "refused")
        page.until(lambda: "Eintrag 1 wird korrigiert" in page.text("#notice"), "still entry 1")
        assert shown(page) == ["70", "87"]
        page.tap(FORM + "button.write")
        # Turnier, 157 a round (RULES.md §1): 70 : 87, then 50 : 107
        page.until(lambda: page.totals() == ["120", "194"], "his correction written")
