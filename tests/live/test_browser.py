"""End to end in a real browser: a whole Passe typed on the phone page at a phone's size,
the connection lost and back in the middle, then the club database and the wall page.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import contextlib

import pytest

from jasstafel.club import Club

from .browser import Browser
from .conftest import bearer, make_evening

WAIT = 60


@pytest.fixture
def served(club_path, german):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=4, passen=1)
    with running(club_path, evening) as live:
        yield live, evening


@contextlib.contextmanager
def running(club_path, evening):
    """The evening live on a free port for the test's phones, ended after it."""
    from jasstafel.live.service import LiveEvening

    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    try:
        yield live
    finally:
        live.stop()


class Phone:
    """The phone page, as a Schreiber uses it: taps and typing."""

    def __init__(self, browser: Browser) -> None:
        from selenium.common.exceptions import (
            NoSuchElementException,
            StaleElementReferenceException,
        )
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import WebDriverWait

        self.d = browser.driver
        self.by = By
        # the page draws its board anew on every update: an element may be replaced
        self.wait = WebDriverWait(self.d, WAIT,
                                  ignored_exceptions=[StaleElementReferenceException,
                                                      NoSuchElementException])

    def join(self, url: str, code: str) -> None:
        """The join page, the table's code typed, Join tapped (as a player at a table)."""
        self.d.get(url)
        self.css("#code").send_keys(code)
        self.tap("#code-form button")

    def css(self, selector: str):
        """The element, once the page shows it."""
        return self.wait.until(lambda d: self._while_loading(
            lambda: d.find_element(self.by.CSS_SELECTOR, selector)), f"no {selector}")

    @staticmethod
    def _while_loading(find):
        """*find*'s answer, or False (not yet) where the page was being left for the next
        one: after Join, a search on the join page under a busy CI machine was "aborted by
        navigation"."""
        from selenium.common.exceptions import WebDriverException

        try:
            return find()
        except WebDriverException as error:
            if "navigat" not in str(error.msg):
                raise
            return False

    def until(self, condition, message: str = ""):
        return self.wait.until(lambda d: condition(), message)

    def text(self, selector: str) -> str:
        return self.d.execute_script(
            "const e = document.querySelector(arguments[0]); return e ? e.innerText : ''",
            selector)

    def count(self, selector: str) -> int:
        return self.d.execute_script("return document.querySelectorAll(arguments[0]).length",
                                     selector)

    def tap(self, selector: str) -> None:
        """Found, scrolled to and clicked in one try, tried again while the page draws the
        element anew in between (the Oberjasser's page renews its tables as they poll: a
        row found, then replaced before its scroll, was a stale element)."""
        def found_and_tapped(d) -> bool:
            # found again while a page is left (the click itself is not: it may be the one
            # that leaves it, and a second would tap the next page)
            element = self._while_loading(lambda: d.find_element(self.by.CSS_SELECTOR,
                                                                 selector))
            if not element:
                return False
            d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            element.click()
            return True

        self.wait.until(found_and_tapped, f"no {selector} to tap")

    def round(self, contract: str, points: int | None = None, side: int = 0, *,
              match: bool = False, weis: tuple[int, int] = (0, 0), stoeck: int | None = None,
              announced_by: int | None = None, write: bool = True) -> None:
        form = 'form[data-form="round"] '
        self.tap(form + f'fieldset[data-name="contract"] button[data-value=\'"{contract}"\']')
        if announced_by is not None:
            self.tap(form + 'fieldset[data-name="announced_by"] '
                            f'button[data-value="{announced_by}"]')
        if points is not None:
            field = self.css(form + f'fieldset[data-name="points"] input[data-index="{side}"]')
            field.clear()
            field.send_keys(str(points))
            other = self.css(form + f'fieldset[data-name="points"] input[data-index="{1 - side}"]')
            self.until(lambda: other.get_attribute("value") == str(157 - points),
                       "the other side is filled in")
        if match:
            self.tap(form + 'fieldset[data-name="match"] button')
        for team, amount in enumerate(weis):
            if amount:
                self.tap(form + f'fieldset[data-name="weis"] .weis[data-index="{team}"] '
                                f'button[data-add="{amount}"]')
        if stoeck is not None:
            self.tap(form + f'fieldset[data-name="stoeck"] button[data-value="{stoeck}"]')
        if write:
            self.tap(form + "button.write")

    def totals(self) -> list[str]:
        return self.d.execute_script(
            "return Array.from(document.querySelectorAll('#board .side-total'),"
            " e => e.textContent)")

    def entries(self) -> int:
        return self.count("#history li.entry")

    def pending(self) -> int:
        return self.count("#history li.pending")


def test_a_whole_passe_on_the_phone_with_the_wifi_dropping(served, browser, club_path):
    # (the browser goes first, then the server: no page is left connected to a stopping one)
    live, evening = served
    code = live.codes(1)[(1, 1)]
    phone = Phone(browser)
    d = phone.d
    d.get(live.url)
    assert d.execute_script("return window.innerWidth") == 390
    phone.css("#code").send_keys(code.lower())
    phone.tap("#code-form button")
    phone.until(lambda: d.current_url.endswith("/t") and phone.totals() == ["0", "0"],
                "the Tafel opens")
    names = {m.name for m in live.core.tables["1-1"].members}
    assert all(name in phone.text("#players") for name in names)

    phone.round("rosen", 100)
    phone.until(lambda: phone.totals() == ["100", "57"], "round 1 scored by the server")
    phone.round("eicheln", match=True, announced_by=1, weis=(0, 50), stoeck=1)
    phone.until(lambda: phone.totals() == ["100", "384"],
                "a Match with Weis and Stöck: 57 + 257 + 50 + 20")

    # the same refusal as in the window, in German
    phone.round("obenabe", 80, stoeck=0)
    phone.until(lambda: "Stöck" in phone.text("#notice"), "the core's refusal is shown")
    assert phone.entries() == 2

    # a correction of entry 1
    phone.tap("#history li.entry:last-child button:first-of-type")
    field = phone.css('form[data-form="round"] fieldset[data-name="points"] input[data-index="0"]')
    phone.until(lambda: field.get_attribute("value") == "100", "entry 1 is in the form")
    field.clear()
    field.send_keys("120")
    phone.tap('form[data-form="round"] button.write')
    phone.until(lambda: phone.totals() == ["120", "364"], "the correction is scored")

    # the Wi-Fi drops: two rounds typed offline wait on the phone
    browser.offline(True)
    phone.round("schellen", 150)
    phone.until(lambda: phone.pending() == 1, "an entry waits")
    # who announces next is the laptop's to say: the phone, a round behind, offered the
    # announcer of the round just typed again (found in a trial); now it leaves it open
    pressed = ('form[data-form="round"] fieldset[data-name="announced_by"] '
               'button[aria-pressed="true"]')
    assert phone.count(pressed) == 0
    phone.round("schilten", 157)
    phone.until(lambda: "Das Team wählen, das angesagt hat" in phone.text("#notice"),
                "asked who announced")  # the field's own sentence, the server's
    assert phone.pending() == 1
    phone.round("schilten", 157, announced_by=1)
    phone.until(lambda: phone.pending() == 2, "two entries wait")
    assert phone.totals() == ["120", "364"]
    queued = d.execute_script("return JSON.parse(localStorage.getItem('jt.queue')).length")
    assert queued == 2
    # ... the phone sleeps, the page is reloaded when it wakes, the Wi-Fi is back
    browser.offline(False)
    d.refresh()
    phone.until(lambda: phone.totals() == ["427", "371"]
                and phone.pending() == 0, "the queued entries were sent once")
    assert phone.entries() == 4

    # undo takes the last one back
    phone.tap("#undo")
    phone.until(lambda: phone.totals() == ["270", "371"], "undone")
    phone.round("schilten", 157)
    phone.until(lambda: phone.totals() == ["427", "371"], "written again")

    # play on until the first team is past 1000
    while "Partie" not in phone.text("#notice"):
        before = phone.entries()
        phone.round("eicheln", 157)
        phone.until(lambda b=before: phone.entries() == b + 1 or
                    "Partie" in phone.text("#notice"), "a round written")
    phone.until(lambda: "Rangliste" in phone.text("#notice"), "recorded in the club")

    with Club.open(club_path) as club:
        results = club.results(evening, 1)
        stored = club.match(evening, 1, 1)
    seated = live.core.tables["1-1"].members
    assert sorted(r.member for r in results) == sorted(m.id for m in seated)
    assert stored is not None and stored.finished
    assert len(stored.entries) == phone.entries()
    winners = {r.member for r in results if r.won}
    assert len(winners) == 2

    # the wall shows the ranking and the table
    browser.size(1280, 720)
    d.get(live.url + "wall")
    phone.until(lambda: phone.count("#ranking tbody tr td.name") == 4, "four members ranked")
    first = phone.text("#ranking tbody tr")
    won = {m.name for m in live.core.tables["1-1"].members if m.id in winners}
    assert any(name in first for name in won)
    assert "fertig" in phone.text("#tables .tile")


def test_an_empty_history_is_a_sentence_without_a_number(served, browser):
    live, _evening = served
    phone = Phone(browser)
    d = phone.d
    phone.join(live.url, live.codes(1)[(1, 1)])
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
    phone.until(lambda: "Noch kein Eintrag." in phone.text(".history"), "the empty state")
    # what a person sees: the sentence, in no numbered line ("1. Noch kein Eintrag.")
    assert phone.count("#history li") == 0
    shown = phone.css("#history-empty")
    assert shown.is_displayed() and shown.text == "Noch kein Eintrag."
    assert d.execute_script("return getComputedStyle(arguments[0]).display", shown) != \
        "list-item"
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", shown)
    phone.round("rosen", 100)
    phone.until(lambda: phone.entries() == 1, "one entry")
    assert not phone.css("#history-empty").is_displayed()


def test_a_table_recorded_before_the_evening_went_live(club_path, german, browser):
    """Passe 1 typed from paper in the club window, then the evening started live: the
    phone shows the recorded result and no form to write over it, the Oberjasser's page
    offers Passe 2."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from jasstafel.club import PaperResult

    evening = make_evening(club_path, players=8, passen=2)
    with Club.open(club_path) as club:
        for table in club.drawn(evening)[0].tables:
            s = table.seats
            club.record_result(evening, 1, table.number, [
                PaperResult(s[0], 1100), PaperResult(s[2], 1100), PaperResult(s[1], 500),
                PaperResult(s[3], 500)])
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["1'100", "500"], "the paper's totals")
        phone.until(lambda: "Oberjasser" in phone.text("#notice"), "says who corrects")
        assert "Im Verein erfasst" in phone.text("#notice")
        assert phone.count("form.entry-form:not([hidden])") == 0
        assert d.execute_script("return document.getElementById('undo').disabled")
        d.save_screenshot(str(club_path.parent / "phone-recorded.png"))

        browser.size(1280, 720)
        d.get(live.url + "admin")
        phone.css("#admin-code").send_keys(live.admin_code)
        phone.tap("#admin-form button")
        phone.until(lambda: phone.text("#start-passe") == "Passe 2 starten", "the next Passe")
        assert "vom Blatt" in phone.text("#admin-tables tbody")
        # in words, not only in green (a trial's page said it only by its colour)
        assert phone.text("#admin-tables tbody").count("in der Rangliste des Vereins") == 2


@pytest.mark.parametrize(("players", "longest"), [(16, False), (40, False), (8, True)])
def test_the_wall_shows_every_ranking_row_at_1280_by_720(club_path, german, browser, players,
                                                         longest):
    """A projector of 1280 × 720: every member of the ranking on the screen, names whole,
    type still readable from across the hall (16: smaller rows; 40: two columns). A name of
    60 letters (the longest a member may have) wraps: a trial's wall showed only ranks and
    names then, every figure cut off."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from jasstafel.club import PaperResult

    names = [f"{first} {last}" for first, last in zip(
        ["Anna", "Beat", "Cla", "Dora", "Erich", "Fritz", "Gabi", "Hans", "Iris", "Jon"] * 4,
        [f"Muster-von Allmen {n}" if n % 7 == 0 else f"Keller {n}" for n in range(40)],
        strict=True)]
    if longest:
        names[0] = "Wolfeschlegelsteinhausenbergerdorff Hubert Blaine Johann Xav"
        assert len(names[0]) == 60
    evening = make_evening(club_path, players=players, passen=2, names=names,
                           preset="turnier")
    with Club.open(club_path) as club:
        for table in club.drawn(evening)[0].tables:
            s, a = table.seats, 700 + 40 * table.number
            club.record_result(evening, 1, table.number, [
                PaperResult(s[0], a), PaperResult(s[2], a), PaperResult(s[1], 1884 - a),
                PaperResult(s[3], 1884 - a)])
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        browser.size(1280, 720)
        d.get(live.url + "wall")
        phone.until(lambda: phone.count("#ranking td.name") == players, "everyone ranked")
        seen = d.execute_script("""
            const cells = Array.from(document.querySelectorAll('#ranking td.name'));
            return {bottom: Math.max(...cells.map(c => c.getBoundingClientRect().bottom)),
                    height: window.innerHeight,
                    cut: cells.filter(c => c.scrollWidth > c.clientWidth).length,
                    outside: Array.from(document.querySelectorAll('#ranking td')).filter(
                      c => c.getBoundingClientRect().right >
                           document.getElementById('ranking-scroll')
                             .getBoundingClientRect().right + 1).length,
                    wide: document.documentElement.scrollWidth > window.innerWidth,
                    font: Math.min(...cells.map(c => parseFloat(getComputedStyle(c).fontSize))),
                    two: document.body.classList.contains('two-columns')}""")
        d.save_screenshot(str(club_path.parent / f"wall-{players}.png"))
        figures = d.execute_script("""
            return Array.from(document.querySelectorAll('#ranking td.figure')).filter(
              c => c.getBoundingClientRect().width < 10).length""")
        assert figures == 0, "every figure has room"
        assert seen["bottom"] <= seen["height"], seen
        assert seen["cut"] == 0 and seen["outside"] == 0 and not seen["wide"], seen
        assert seen["font"] >= 15, seen  # px: read from across a hall
        assert seen["two"] == (players > 16), seen


def test_a_correction_begun_before_another_phone_changed_the_tafel_is_refused(served, browser):
    """Phone A begins to correct entry 3 of 4; phone B deletes entry 1 meanwhile. A's save
    changed the entry that had become the 3rd (the Undenufe round was lost, the Schellen
    round written twice; found in a trial): it must be refused, nothing changed."""
    live, _evening = served
    code = live.codes(1)[(1, 1)]
    phones = []
    second = Browser()
    try:
        for opened in (browser, second):
            phone = Phone(opened)
            phone.d.get(live.url)
            phone.css("#code").send_keys(code)
            phone.tap("#code-form button")
            phone.until(lambda p=phone: p.d.current_url.endswith("/t") and p.totals(),
                        "the Tafel opens")
            phones.append(phone)
        a, b = phones
        for contract, points in (("rosen", 100), ("eicheln", 60), ("schellen", 50),
                                 ("undenufe", 80)):
            before = a.entries()
            a.round(contract, points)
            a.until(lambda n=before: a.entries() == n + 1, "a round written")
        b.until(lambda: b.entries() == 4, "the other phone sees the four rounds")
        a.tap("#history li.entry:nth-child(2) button:first-of-type")  # entry 3: Schellen
        field = a.css('form[data-form="round"] fieldset[data-name="points"] '
                      'input[data-index="0"]')
        a.until(lambda: field.get_attribute("value") == "50", "entry 3 is in the form")
        b.d.execute_script("window.confirm = () => true")
        b.tap("#history li.entry:last-child button:nth-of-type(2)")  # delete entry 1
        a.until(lambda: a.entries() == 3, "phone A sees the deletion")
        shown = a.totals()
        texts = a.text("#history")
        field.clear()
        field.send_keys("55")
        a.tap('form[data-form="round"] button.write')
        a.until(lambda: "inzwischen" in a.text("#notice"), "the correction is refused")
        # said where the phone's user looks (a trial's was at the top, out of view, and the
        # empty form below looked as if the correction had gone through)
        a.until(lambda: a.d.execute_script("""
            const r = document.getElementById('notice').getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight"""), "the refusal in view")
        assert a.entries() == 3 and a.totals() == shown and a.text("#history") == texts
        assert "Undenufe" in texts
        # what was typed stays, still the correction of the Schellen round, which is entry 2
        # now (a trial's form went back to a new round, the 55 gone): looked at again, it is
        # written
        assert field.get_attribute("value") == "55"
        a.until(lambda: "jetzt Eintrag 2" in a.text("#notice"), "the entry's new number")
        assert "inzwischen" in a.text("#notice")
        write = a.css('form[data-form="round"] button.write')
        assert write.text == "Korrektur schreiben" and write.is_displayed()
        write.click()
        a.until(lambda: a.totals() == ["195", "276"], "the Schellen round corrected")
        said = a.text("#history li.entry:nth-child(2) .entry-text").replace("\u00a0", " ")
        assert ", " in said and said.split(": ", 1)[1].split(", ")[0].endswith(" 55 → 55"), said
        assert said.endswith(" 102 → 102"), said  # each team beside its own points
        # the running totals are one unit: a narrow phone must not break them at the colon;
        # said to be the score after the entry
        assert a.d.execute_script(
            "return document.querySelector('#history li.entry:nth-child(2) .entry-totals')"
            ".textContent") == "Stand 115\u00a0:\u00a0199"
        assert "Undenufe" in a.text("#history") and a.entries() == 3
    finally:
        second.quit()


def two_phones_at(live, first: Browser, second: Browser) -> tuple[Phone, Phone]:
    code = live.codes(1)[(1, 1)]
    phones = []
    for opened in (first, second):
        phone = Phone(opened)
        phone.join(live.url, code)
        phone.until(lambda p=phone: p.d.current_url.endswith("/t") and p.totals(),
                    "the Tafel opens")
        phones.append(phone)
    phones[1].d.execute_script("window.confirm = () => true")
    return phones[0], phones[1]


def the_same_round_on_two_phones(live, first: Browser, second: Browser) -> tuple[Phone, Phone]:
    """Phone B types the Rosen round while phone A writes it; B writes it too, and is told
    to check (the round is on the Tafel twice)."""
    a, b = two_phones_at(live, first, second)
    b.round("rosen", 100, write=False)  # typing, while A writes the same round
    a.round("rosen", 100)
    b.until(lambda: b.entries() == 1, "phone B sees A's round")
    b.tap('form[data-form="round"] button.write')
    b.until(lambda: "zweimal" in b.text("#notice"), "phone B is told to check")
    return a, b


def begin_correcting(phone: Phone, nth: int, shown: str, typed: str):
    """*Korrigieren* on the *nth* line of the history (newest first), *typed* into the first
    team's Kartenpunkte."""
    phone.tap(f"#history li.entry:nth-child({nth}) button:first-of-type")
    field = phone.css('form[data-form="round"] fieldset[data-name="points"] '
                      'input[data-index="0"]')
    phone.until(lambda: field.get_attribute("value") == shown, "the entry is in the form")
    field.clear()
    field.send_keys(typed)
    return field


def test_a_stale_correction_of_a_finished_partie_stays_in_its_form(club_path, german,
                                                                   browser):
    """A trial's finished Partie: a correction refused because another phone had written
    meanwhile took its form away, and what was typed with it. The entry is still there:
    its correction stays, to be written once looked at again."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)
    second = Browser()
    with running(club_path, evening) as live:
        try:
            a, b = two_phones_at(live, browser, second)
            a.round("schilten", 120, announced_by=0)
            a.until(lambda: a.entries() == 1, "round 1")
            a.round("eicheln", 60, announced_by=1)
            a.until(lambda: "Die Partie ist zu Ende." in a.text("#notice"), "the end")
            b.until(lambda: b.entries() == 2, "phone B sees both rounds")
            field = begin_correcting(a, 2, "120", "110")  # entry 1
            # meanwhile phone B corrects entry 2 (Turnier: 157 a round, RULES.md §1)
            begin_correcting(b, 1, "60", "70")
            b.tap('form[data-form="round"] button.write')
            a.until(lambda: a.totals() == ["190", "124"], "A sees B's correction")
            a.tap('form[data-form="round"] button.write')
            a.until(lambda: "inzwischen" in a.text("#notice"), "refused")
            a.until(lambda: "Eintrag 1 wird korrigiert" in a.text("#notice"), "still entry 1")
            assert field.get_attribute("value") == "110" and field.is_displayed()
            a.tap('form[data-form="round"] button.write')
            # 110 + 70 : 47 + 87
            a.until(lambda: a.totals() == ["180", "134"], "the correction written")
            assert b.entries() == 2
        finally:
            second.quit()


def test_a_correction_of_an_entry_deleted_meanwhile_says_what_was_typed(served, browser):
    """The entry being corrected was deleted on another phone: nothing is written, and the
    figures typed are said beside the refusal instead of vanishing."""
    live, _evening = served
    second = Browser()
    try:
        a, b = two_phones_at(live, browser, second)
        for contract, points in (("rosen", 100), ("schilten", 120)):
            before = a.entries()
            a.round(contract, points)
            a.until(lambda n=before: a.entries() == n + 1, "a round written")
        b.until(lambda: b.entries() == 2, "phone B sees both rounds")
        begin_correcting(a, 1, "120", "110")  # entry 2, the Schilten round
        b.tap("#history li.entry:first-child button:nth-of-type(2)")  # B deletes entry 2
        a.until(lambda: a.entries() == 1, "phone A sees the deletion")
        a.tap('form[data-form="round"] button.write')
        a.until(lambda: "inzwischen" in a.text("#notice"), "refused")
        said = a.text("#notice").replace("\u00a0", " ")
        teams = live.core.tables["1-1"].match.rules.side_names
        # the round as the list says it (the second: team 1 announced), each team beside its points
        typed = f"Schilten ×1 von {teams[1]}: {teams[0]} 110, {teams[1]} 47"
        assert "Eintrag 2" in said and said.endswith(typed), said
        assert a.totals() == ["100", "57"] and a.entries() == 1
        write = a.css('form[data-form="round"] button.write')
        assert write.text == "Runde schreiben"  # no correction of another entry
    finally:
        second.quit()


def test_a_round_typed_on_two_phones_at_once_warns_the_second(served, browser):
    """Two phones at one table both typed the Rosen round; both were stored, the Tafel
    counted it twice and nobody was told (found in a trial). The second is written (it was
    typed) and its phone says to check; Undo takes it back, and the phone says so instead
    of the warning."""
    live, _evening = served
    second = Browser()
    try:
        a, b = the_same_round_on_two_phones(live, browser, second)
        b.until(lambda: b.entries() == 2, "both written")
        assert "alarm" in b.css("#notice").get_attribute("class")
        b.tap("#undo")
        b.until(lambda: b.entries() == 1, "B's undo takes back the round written twice")
        # the warning gives way to what happened (a trial's red box still said "Geschrieben.
        # … zweimal …" over the board put right)
        b.until(lambda: "Zurückgenommen" in b.text("#notice"), "the undo is said")
        said = b.text("#notice")
        assert said.startswith("Zurückgenommen: Eintrag 2 (Rosen ×1 von "), said
        # the round said as the list says it: each team beside its own figures
        assert " ".join(said.replace("\u00a0", " ").split()).endswith(
            "Dora & Cla 100 → 100, Anna & Beat 57 → 57)"), said
        assert "zweimal" not in said and "Geschrieben" not in said, said
        assert "alarm" not in b.css("#notice").get_attribute("class")
        a.until(lambda: a.entries() == 1, "phone A sees the undo")
        a.round("eicheln", 60)  # phone A's next round, on its own view: no warning
        a.until(lambda: a.entries() == 2, "A's round written")
        assert "zweimal" not in a.text("#notice")
    finally:
        second.quit()


def test_the_oberjassers_page_on_a_phone_does_not_scroll_sideways(served, browser):
    """At 390 px the page was 627 px wide, and at 1280 a score wrapped over two lines
    ("621 :" over "478"; found in a trial): the tables scroll in their own box."""
    live, _evening = served
    phone = Phone(browser)
    d = phone.d
    d.get(live.url + "admin")
    phone.css("#admin-code").send_keys(live.admin_code)
    phone.tap("#admin-form button")
    phone.until(lambda: phone.count("#admin-tables tbody tr") > 0, "the tables are listed")
    assert d.execute_script("return document.documentElement.scrollWidth") <= 390
    cell = "#admin-tables td.score .score-total"  # a total is one piece, beside its team
    assert d.execute_script(
        "const c = document.querySelector(arguments[0]);"
        " return getComputedStyle(c).whiteSpace", cell) == "nowrap"


def test_the_wall_on_a_phone_is_readable(served, browser):
    """The table page links to the wall; at 390 px its type was 6 to 7 px (a projector's
    2.2vw; found in a trial), and its clock line ran off the screen."""
    live, _evening = served
    phone = Phone(browser)
    d = phone.d
    d.get(live.url + "wall")
    phone.until(lambda: phone.count("#tables .tile") > 0, "the tables are shown")
    assert d.execute_script("return document.documentElement.scrollWidth") <= 390
    sizes = d.execute_script(
        "return ['.wall-head h1', '.clock', 'section.ranking', '.tile .side'].map("
        "s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))")
    assert min(sizes) >= 13, sizes


def wall(live):
    import json
    import urllib.request

    with urllib.request.urlopen(live.url + "api/wall", timeout=10) as reply:
        return json.loads(reply.read())


def test_a_passe_is_started_only_when_the_oberjasser_says_yes(club_path, german, browser):
    """One tap on "Passe 1 starten" started it, and the button offered Passe 2 at once: a
    Passe started cannot be taken back (found in a trial). The page asks first."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")

    evening = make_evening(club_path, players=4, passen=2)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        d.get(live.url + "admin")
        phone.css("#admin-code").send_keys(live.admin_code)
        phone.tap("#admin-form button")
        phone.until(lambda: phone.text("#start-passe") == "Passe 1 starten", "Passe 1 offered")
        d.execute_script("window.asked = []; window.confirm = (q) => { asked.push(q);"
                         " return false; }")
        phone.tap("#start-passe")
        asked = d.execute_script("return window.asked")
        assert len(asked) == 1 and "Passe 1 starten?" in asked[0], asked
        assert not wall(live)["started"]
        d.execute_script("window.confirm = () => true")
        phone.tap("#start-passe")
        phone.until(lambda: phone.text("#start-passe") == "Passe 2 starten", "Passe 1 started")
        assert wall(live)["started"]
        phone.tap("#start-passe")  # the last: the button said "Passe 2 starten" still
        phone.until(lambda: phone.text("#start-passe") == "Passe 2 läuft (die letzte)",
                    "Passe 2 started")
        assert d.execute_script("return document.getElementById('start-passe').disabled")


def test_the_phone_follows_the_end_of_its_partie_and_of_the_evening(club_path, german, browser):
    """A trial's phones: after the last round was taken back, the phone still said the
    Partie was over and in the club's ranking; after the Oberjasser ended the evening, it
    said "no connection, the entries stay on this phone". Now it follows both."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    import json as json_
    import urllib.request


    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=1)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("rosen", 100, announced_by=0)
        phone.until(lambda: "Die Partie ist zu Ende." in phone.text("#notice"), "the end")
        phone.tap("#undo")
        phone.until(lambda: phone.totals() == ["0", "0"], "the round taken back")
        phone.until(lambda: "Die Partie ist zu Ende" not in phone.text("#notice"),
                    "the end taken back")
        assert phone.count('form[data-form="round"]:not([hidden])') == 1
        stop = urllib.request.Request(live.url + "api/admin/stop", data=json_.dumps({}).encode(),
                                      headers={**bearer(live.admin_code),
                                               "Content-Type": "application/json"})
        with urllib.request.urlopen(stop, timeout=10) as reply:
            assert json_.loads(reply.read())["ok"]
        phone.until(lambda: "Der Live-Abend ist zu Ende" in phone.text("#notice"), "ended")
        assert d.execute_script("return document.getElementById('undo').disabled")
        # said once: a trial's phone said it in the header's red badge and again in the
        # notice, and the badge pushed the header onto two lines at 390 px
        assert phone.text("#net") == "Abend zu Ende"
        assert phone.text("body").count("Live-Abend ist zu Ende") == 1, phone.text("body")
        assert d.execute_script("""
            const where = document.getElementById('where').getBoundingClientRect();
            const net = document.getElementById('net').getBoundingClientRect();
            return net.top < where.bottom && where.height < 2 * net.height""")


def test_a_long_name_stays_inside_its_button_on_a_phone(club_path, german, browser):
    """A trial's 390 px phone cut "Maximiliane … von Graffenried-Wyss" at the edge of the
    "Angesagt von" button ("Graffenrie|"): the name wraps inside it now."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")

    names = ["Maximiliane Theodora Kunigunde von Graffenried-Wyss", "Beat", "Cla",
             "Dora Dürrenmatt"]
    evening = make_evening(club_path, players=4, passen=1, names=names)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        spilled = d.execute_script("""
            return Array.from(document.querySelectorAll('form:not([hidden]) button'))
              .filter(b => b.offsetParent && b.scrollWidth > b.clientWidth + 1)
              .map(b => b.textContent)""")
        assert spilled == []
        assert d.execute_script("return document.documentElement.scrollWidth") <= 390


def test_match_and_kontermatsch_fill_in_the_points_as_the_window_does(served, browser):
    """club-live.md: Match and Kontermatsch fill in the points (a trial's fields stayed
    empty). As in the window: the team that took every trick gets 157, switched off again
    what was typed comes back, and points typed over the Match switch it off."""
    live, _evening = served
    phone = Phone(browser)
    phone.join(live.url, live.codes(1)[(1, 1)])
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
    form = 'form[data-form="round"] '
    inputs = [form + f'fieldset[data-name="points"] input[data-index="{i}"]' for i in (0, 1)]

    def points():
        return [phone.css(i).get_attribute("value") for i in inputs]

    def pressed(name):
        return phone.css(form + f'fieldset[data-name="{name}"] button') \
            .get_attribute("aria-pressed") == "true"

    phone.tap(form + 'fieldset[data-name="contract"] button[data-value=\'"rosen"\']')
    phone.tap(form + 'fieldset[data-name="announced_by"] button[data-value="0"]')
    phone.tap(form + 'fieldset[data-name="kontermatsch"] button')
    assert points() == ["0", "157"]  # the other team took every trick
    phone.tap(form + 'fieldset[data-name="match"] button')
    assert points() == ["157", "0"] and not pressed("kontermatsch")
    phone.tap(form + 'fieldset[data-name="announced_by"] button[data-value="1"]')
    assert points() == ["0", "157"]  # the Match goes with the team that announced
    phone.tap(form + 'fieldset[data-name="match"] button')
    assert points() == ["", ""]  # switched off: nothing typed, nothing left
    # typed first, then the Match and off again: what was typed comes back
    phone.tap(form + 'fieldset[data-name="announced_by"] button[data-value="0"]')
    phone.css(inputs[0]).send_keys("100")
    phone.until(lambda: points() == ["100", "57"], "the other side is filled in")
    phone.tap(form + 'fieldset[data-name="match"] button')
    assert points() == ["157", "0"]
    phone.tap(form + 'fieldset[data-name="match"] button')
    assert points() == ["100", "57"]
    # typed over a Match: no Match any more, the typing stays
    phone.tap(form + 'fieldset[data-name="match"] button')
    field = phone.css(inputs[0])
    field.clear()
    field.send_keys("120")
    phone.until(lambda: points() == ["120", "37"], "typed over the Match")
    assert not pressed("match")
    # a Kontermatsch written: 0 : 157 and said so
    phone.tap(form + 'fieldset[data-name="kontermatsch"] button')
    assert points() == ["0", "157"]
    phone.tap(form + "button.write")
    phone.until(lambda: phone.entries() == 1, "the Kontermatsch is written")
    assert phone.totals()[0] == "0" and "Kontermatsch" in phone.text("#history")


def test_the_coiffeurs_and_the_fahnders_match_fill_in_their_points(club_path, german,
                                                                   browser):
    """The window's Coiffeur writes 157 for a Match (0 in Misère: no trick at all) and 0
    for a Kontermatsch, its Fahnder 157 for a Match: the phone's forms the same."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    coiffeur = make_evening(club_path, variant="coiffeur", preset="jassverein", players=4,
                            passen=1)
    with Club.open(club_path) as club:
        ids = [m.id for m in club.members()]
        fahnder = club.new_evening("2026-12-03", "fahnder", preset="standard", passen=1).id
        club.draw(fahnder, ids)
    phone = Phone(browser)
    form = 'form[data-form="round"] '
    points = form + 'fieldset[data-name="points"] input'

    def shown():
        return phone.css(points).get_attribute("value")

    with running(club_path, coiffeur) as live:
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.css(form + 'fieldset[data-name="match"] button')
        phone.tap(form + 'fieldset[data-name="row"] button[data-value="0"]')
        phone.tap(form + 'fieldset[data-name="match"] button')
        assert shown() == "157"
        phone.tap(form + 'fieldset[data-name="row"] button[data-value="6"]')  # Misère
        assert shown() == "0"
        phone.tap(form + 'fieldset[data-name="kontermatsch"] button')
        phone.tap(form + 'fieldset[data-name="row"] button[data-value="0"]')
        assert shown() == "0"
        phone.tap(form + 'fieldset[data-name="kontermatsch"] button')
        assert shown() == ""
    phone.d.execute_script("localStorage.clear()")
    with running(club_path, fahnder) as live:
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.tap(form + 'fieldset[data-name="match"] button')
        assert shown() == "157"
        phone.tap(form + 'fieldset[data-name="match"] button')
        assert shown() == ""


def test_an_entry_typed_offline_is_kept_when_the_browser_is_killed(served, browser):
    # a trial's phone lost the round typed offline when its browser was killed 5 s later:
    # the queue was in localStorage only, which Chromium writes to disk seconds later
    live, _evening = served
    code = live.codes(1)[(1, 1)]
    phone = Phone(browser)
    phone.join(live.url, code)
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
    phone.round("rosen", 100)
    phone.until(lambda: phone.totals() == ["100", "57"], "round 1 written")
    browser.offline(True)
    phone.round("eicheln", 50)
    phone.until(lambda: phone.pending() == 1, "the round is listed as kept on the phone")
    profile = browser.kill()  # at once: the phone listed it, so it is on disk

    again = Browser(profile=profile)
    try:
        phone = Phone(again)
        phone.d.get(live.url)
        phone.until(lambda: "Passe 1 · Tisch 1" in phone.text("#code-note"),
                    "the code page says an entry waits")
        assert phone.css("#code").get_attribute("value") == code
        phone.tap("#code-form button")
        phone.until(lambda: phone.totals() == ["150", "164"] and phone.pending() == 0,
                    "the waiting round was sent")
    finally:
        again.quit()
    assert len(live.core.tables["1-1"].match.entries) == 2  # sent once


def test_the_queue_is_read_back_from_indexeddb(served, browser):
    # localStorage's copy not written (as after a kill within Chromium's delay): the page
    # reloaded finds the entry in IndexedDB and sends it once
    live, _evening = served
    code = live.codes(1)[(1, 1)]
    phone = Phone(browser)
    phone.join(live.url, code)
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
    browser.offline(True)
    phone.round("rosen", 100)
    phone.until(lambda: phone.pending() == 1, "the round waits")
    phone.d.execute_script("localStorage.removeItem('jt.queue');"
                           "localStorage.removeItem('jt.queue.gen')")
    phone.d.get("about:blank")  # the Tafel left before the network is back: nothing sent
    browser.offline(False)
    phone.d.get(live.url)
    phone.until(lambda: "Passe 1 · Tisch 1" in phone.text("#code-note"),
                "the entry kept in IndexedDB is said")
    phone.tap("#code-form button")
    phone.until(lambda: phone.totals() == ["100", "57"] and phone.pending() == 0,
                "the waiting round was sent")
    assert len(live.core.tables["1-1"].match.entries) == 1
