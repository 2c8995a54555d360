"""Pages left open from one evening while another one goes live at the same address (a
trial's: the wall showed evening 2's figures under evening 1's French headings, and a
reloaded phone an English page over the old evening's French Tafel, saying "The live evening
has ended" while another was live). Every answer of the server says its evening and run:
the wall reloads, a phone says that its table belonged to an evening that has ended and asks
for the new code, in one language; the same evening live again takes its phones back.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import contextlib
import random
from urllib.parse import urlsplit

import pytest

from jasstafel import i18n
from jasstafel.club import Club

from .browser import Browser
from .conftest import NAMES, make_evening
from .test_browser import Phone
from .test_ending import ops_blocked

pytest.importorskip("uvicorn", reason="the live extra is not installed")


@contextlib.contextmanager
def live_in(club_path, evening, language, port=0):
    """The evening live on *port* (0: any free one), its pages in *language*."""
    from jasstafel.live.service import LiveEvening

    i18n.use(language)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=port)
    try:
        live.start()
        yield live
    finally:
        live.stop()
        i18n.use("en")


def second_evening(club_path):
    with Club.open(club_path) as club:
        ids = [m.id for m in club.members()]
        evening = club.new_evening("2026-12-11", "schieber", preset="einfach_1000", passen=1,
                                   title="Spring evening")
        club.draw(evening.id, ids, rng=random.Random(5))
    return evening.id


def port_of(live) -> int:
    return int(urlsplit(live.url).port or 0)


def lang(page: Phone) -> str:
    return page.d.execute_script("return document.documentElement.lang")


def test_the_wall_and_a_phone_left_open_follow_the_next_evening(club_path, browser):
    first = make_evening(club_path, players=4, passen=1)
    with Club.open(club_path) as club:
        club.update_evening(first, title="Soirée d'hiver")
    second = second_evening(club_path)
    wall_browser = Browser(size=(1280, 720))
    try:
        phone, wall = Phone(browser), Phone(wall_browser)
        with live_in(club_path, first, "fr") as live:
            port = port_of(live)
            phone.join(live.url, live.codes(1)[(1, 1)])
            phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
            phone.round("rosen", 100)
            phone.until(lambda: phone.totals() == ["100", "57"], "round 1 written")
            ops_blocked(browser, True)
            phone.round("eicheln", 60)
            phone.until(lambda: phone.pending() == 1, "round 2 waits on the phone")
            wall.d.get(live.url + "wall")
            wall.until(lambda: "Soirée d'hiver" in wall.text("#title"), "the wall, in French")
        phone.until(lambda: "terminée" in phone.text("#net"), "the phone is told the end")
        ops_blocked(browser, False)
        with live_in(club_path, second, "en", port=port) as live:
            wall.until(lambda: lang(wall) == "en" and "Spring evening" in wall.text("#title"),
                       "the wall shows the next evening, in its words")
            assert wall.text("#ranking thead").split()[:2] == ["Rank", "Member"]
            assert "Classement" not in wall.text("body")
            # the phone: its table belonged to the evening that has ended; the code again
            phone.until(lambda: urlsplit(phone.d.current_url).path == "/" and lang(phone) == "en",
                        "the phone leaves the old Tafel")
            # the note comes once the phone's stored entries are read back (IndexedDB, a
            # promise after the page): read at once, a busy machine's page had none yet
            phone.until(lambda: phone.text("#code-note"), "the code page says why")
            note = phone.text("#code-note")
            assert "belongs to an evening that has ended" in note, note
            assert "1 entry typed there was not sent" in note, note
            assert phone.css("#code").get_attribute("value") == ""
            phone.d.get(live.url + "t")  # a reload of the old Tafel: the same
            phone.until(lambda: urlsplit(phone.d.current_url).path == "/", "sent to the code")
            # the new evening's code: its own Tafel, in English; the old entry stays here
            phone.join(live.url, live.codes(1)[(1, 1)])
            phone.until(lambda: phone.totals() == ["0", "0"], "the new Tafel opens")
            assert lang(phone) == "en" and phone.pending() == 0
            queue = phone.d.execute_script("return JSON.parse(localStorage.getItem('jt.queue'))")
            assert len(queue) == 1 and queue[0]["evening"] != live.core.token
            assert live.core.tables["1-1"].version == 0
    finally:
        wall_browser.quit()


def test_the_same_evening_live_again_takes_its_phones_back(club_path, german, browser):
    evening = make_evening(club_path, players=4, passen=1, names=NAMES)
    phone = Phone(browser)
    with live_in(club_path, evening, "de") as live:
        port = port_of(live)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("rosen", 100)
        phone.until(lambda: phone.totals() == ["100", "57"], "round 1 written")
        ops_blocked(browser, True)
        phone.round("eicheln", 60)
        phone.until(lambda: phone.pending() == 1, "round 2 waits on the phone")
    phone.until(lambda: "zu Ende" in phone.text("#net"), "the phone is told the end")
    ops_blocked(browser, False)
    with live_in(club_path, evening, "de", port=port):
        phone.until(lambda: phone.totals() == ["160", "154"] and phone.pending() == 0,
                    "live again: the entry kept on the phone is written")
        assert phone.count('form[data-form="round"]:not([hidden])') == 1
        assert "zu Ende" not in phone.text("#net")


def admin_in(page: Phone, live) -> None:
    """The Oberjasser's page, his code typed."""
    page.d.get(live.url + "admin")
    page.css("#admin-code").send_keys(live.admin_code)
    page.tap("#admin-form button")
    page.until(lambda: page.count("#admin-tables tbody tr") > 0, "his tables are listed")
    # and its events are open: an end before that is not heard (a busy machine's run ended
    # the evening between the listing and the events' connection)
    page.until(lambda: page.count("body[data-following='yes']") == 1, "it follows the evening")


def test_the_oberjassers_page_says_the_end_and_follows_the_next_run_or_evening(club_path,
                                                                             browser):
    """A trial's page was replaced by one bare line at the end ("The live evening has
    ended.") and never noticed the same evening live again, nor another one, until F5."""
    first = make_evening(club_path, players=4, passen=1)
    second = second_evening(club_path)
    page = Phone(browser)
    with live_in(club_path, first, "de") as live:
        port = port_of(live)
        admin_in(page, live)
        code = live.codes(1)[(1, 1)]
        assert code in page.text("#admin-tables tbody")
    # the end: said on the page, its last state stays (the tables, their codes), and
    # nothing offers what cannot be done any more
    page.until(lambda: "zu Ende" in page.text("#admin-ended"), "the page says the end")
    assert code in page.text("#admin-tables tbody")
    assert page.d.execute_script(
        "return ['start-passe', 'stop'].every(id => document.getElementById(id).disabled) &&"
        " Array.from(document.querySelectorAll('#admin-tables button')).every(b => b.disabled)")
    # the same evening live again: the page reloads by itself and is his page again
    with live_in(club_path, first, "de", port=port) as live:
        page.until(lambda: page.count("#admin-tables tbody tr") > 0
                   and not page.text("#admin-ended"), "the page is live again")
        assert not page.d.execute_script("return document.getElementById('stop').disabled")
        assert code in page.text("#admin-tables tbody")
    page.until(lambda: "zu Ende" in page.text("#admin-ended"), "the second end is said")
    # another evening, in English: the page reloads in its words and asks for its code (the
    # old one is not sent: it would count as a wrong code)
    with live_in(club_path, second, "en", port=port) as live:
        page.until(lambda: lang(page) == "en" and page.css("#admin-code").is_displayed(),
                   "the page asks for the new evening's code")
        note = page.text("#admin-note")
        assert "has ended" in note and "another evening is live" in note, note
        assert page.css("#admin-code").get_attribute("value") == ""
        assert not page.text("#admin-error")
        assert not live.core.tables["1-1"].version
        admin_in(page, live)
        assert live.codes(1)[(1, 1)] in page.text("#admin-tables tbody")


def test_a_round_half_typed_at_the_end_comes_back_when_the_evening_is_live_again(
        club_path, german, browser):
    """A trial's phone, half-way through a round at the end, never came back when the same
    evening was live again (its hidden form still held the round, so "reload once nothing
    is being typed" never came), and the round was gone without a word."""
    evening = make_evening(club_path, players=4, passen=1, names=NAMES)
    phone = Phone(browser)
    form = 'form[data-form="round"] '
    with live_in(club_path, evening, "de") as live:
        port = port_of(live)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("rosen", 100)
        phone.until(lambda: phone.totals() == ["100", "57"], "round 1 written")
        phone.round("eicheln", 60, write=False)  # half-way: not written yet
    phone.until(lambda: "zu Ende" in phone.text("#net"), "the phone is told the end")
    notice = phone.text("#notice")
    assert "Die Runde, die getippt wurde" in notice, notice  # said, not gone without a word
    phone.d.execute_script("window.notReloaded = true")
    with live_in(club_path, evening, "de", port=port) as live:
        phone.until(lambda: not phone.d.execute_script("return window.notReloaded === true")
                    and phone.count(form + "button.write") == 1
                    and phone.count('form[data-form="round"]:not([hidden])') == 1,
                    "live again: the page reloads, its form shown")
        # the round typed before the end is back in its form, as it was typed
        phone.until(lambda: phone.css(form + 'fieldset[data-name="points"] input[data-index="0"]')
                    .get_attribute("value") == "60", "the points typed are back")
        pressed = phone.css(form + 'fieldset[data-name="contract"] button[aria-pressed="true"]')
        assert pressed.get_attribute("data-value") == '"eicheln"'
        assert "zu Ende" not in phone.text("#net")
        assert not phone.d.execute_script(
            "return Object.keys(localStorage).some(k => k.startsWith('jt.draft'))")
        phone.tap(form + "button.write")
        phone.until(lambda: phone.totals() == ["160", "154"], "the round is written")
        assert live.core.tables["1-1"].version == 2


def test_the_code_page_says_and_sends_an_entry_kept_for_the_evening_live_again(club_path,
                                                                              browser):
    """A trial's phone kept an entry of evening 1 (offline at its end), then played at
    evening 2; when evening 1 was live again its code page did not mention the entry, which
    went in only once the old code was typed again by hand."""
    first = make_evening(club_path, players=4, passen=1)
    second = second_evening(club_path)
    phone = Phone(browser)
    with live_in(club_path, first, "de") as live:
        port = port_of(live)
        old_code = live.codes(1)[(1, 1)]
        phone.join(live.url, old_code)
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("rosen", 100)
        phone.until(lambda: phone.totals() == ["100", "57"], "round 1 written")
        ops_blocked(browser, True)
        phone.round("eicheln", 60)
        phone.until(lambda: phone.pending() == 1, "round 2 waits on the phone")
    phone.until(lambda: "zu Ende" in phone.text("#net"), "the phone is told the end")
    ops_blocked(browser, False)
    with live_in(club_path, second, "en", port=port) as live:
        phone.until(lambda: urlsplit(phone.d.current_url).path == "/" and lang(phone) == "en",
                    "the phone leaves the old Tafel")
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "evening 2's Tafel opens")
        assert live.core.tables["1-1"].version == 0  # evening 1's entry is not sent here
    phone.until(lambda: "ended" in phone.text("#net"), "the phone is told evening 2's end")
    with live_in(club_path, first, "de", port=port) as live:
        phone.until(lambda: urlsplit(phone.d.current_url).path == "/" and lang(phone) == "de",
                    "evening 1's code page")
        phone.until(lambda: phone.text("#code-note"), "the code page says why")
        note = phone.text("#code-note")
        assert "1 Eintrag" in note and "Passe 1 · Tisch 1" in note, note
        assert "nicht geschickt" in note, note
        # its table's code is filled in: opening it sends the entry, once
        assert phone.css("#code").get_attribute("value") == old_code
        phone.tap("#code-form button")
        phone.until(lambda: phone.totals() == ["160", "154"] and phone.pending() == 0,
                    "the kept entry is written")
        assert live.core.tables["1-1"].version == 2


def test_a_code_page_left_at_another_evening_follows_the_evening_of_its_entry(club_path,
                                                                             browser):
    """A trial's phone kept an entry of evening 1 (its sends failed at the end) and was left
    on evening 2's code page, without playing there. When evening 1 was live again the page
    stayed on evening 2's French prompt, and after F5 the code was filled in without a word
    about the entry. The code page keeps asking the address, as the wall does."""
    first = make_evening(club_path, players=4, passen=1)
    second = second_evening(club_path)
    phone = Phone(browser)
    with live_in(club_path, first, "de") as live:
        port = port_of(live)
        old_code = live.codes(1)[(1, 1)]
        phone.join(live.url, old_code)
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("rosen", 100)
        phone.until(lambda: phone.totals() == ["100", "57"], "round 1 written")
        ops_blocked(browser, True)
        phone.round("eicheln", 60)
        phone.until(lambda: phone.pending() == 1, "round 2 waits on the phone")
    phone.until(lambda: "zu Ende" in phone.text("#net"), "the phone is told the end")
    ops_blocked(browser, False)
    with live_in(club_path, second, "fr", port=port):
        phone.until(lambda: urlsplit(phone.d.current_url).path == "/" and lang(phone) == "fr",
                    "evening 2's code page, in its words")
        assert phone.css("#code").get_attribute("value") == ""
    with live_in(club_path, first, "de", port=port) as live:
        phone.until(lambda: lang(phone) == "de" and "1 Eintrag" in phone.text("#code-note"),
                    "the code page follows evening 1 by itself and says why")
        for reloaded in (False, True):  # and the same after F5
            if reloaded:
                phone.d.refresh()
                phone.until(lambda: "1 Eintrag" in phone.text("#code-note"), "after F5")
            note = phone.text("#code-note")
            assert "Passe 1 · Tisch 1" in note and "nicht geschickt" in note, note
            assert "anderer Abend" not in note, note  # this is the entry's own evening
            assert phone.css("#code").get_attribute("value") == old_code
        phone.tap("#code-form button")
        phone.until(lambda: phone.totals() == ["160", "154"] and phone.pending() == 0,
                    "the kept entry is written")
        assert live.core.tables["1-1"].version == 2


def test_the_oberjassers_page_left_at_another_evenings_prompt_comes_back_to_his(club_path,
                                                                              browser):
    """A trial's Oberjasser page followed evening 2 (French) to its code prompt; when his
    evening 1 was live again, it stayed on that prompt (only F5 helped, and then his code was
    asked for again). It keeps asking the address and comes back to his evening, his code
    kept in the tab (never sent to evening 2)."""
    first = make_evening(club_path, players=4, passen=1)
    second = second_evening(club_path)
    page = Phone(browser)
    with live_in(club_path, first, "de") as live:
        port = port_of(live)
        admin_in(page, live)
        code = live.codes(1)[(1, 1)]
    page.until(lambda: "zu Ende" in page.text("#admin-ended"), "the page says the end")
    with live_in(club_path, second, "fr", port=port):
        page.until(lambda: lang(page) == "fr" and page.css("#admin-code").is_displayed(),
                   "the page asks for evening 2's code")
        assert not page.text("#admin-error")
    with live_in(club_path, first, "de", port=port):
        page.until(lambda: lang(page) == "de" and page.css("#admin-main").is_displayed()
                   and page.count("#admin-tables tbody tr") > 0,
                   "his page is back at his evening by itself")
        assert code in page.text("#admin-tables tbody")
        assert not page.css("#admin-note").is_displayed()
        assert not page.text("#admin-error") and not page.text("#admin-ended")
        assert not page.d.execute_script("return document.getElementById('stop').disabled")
