"""Every way of ending a live evening tells the phones and the wall that it has ended: the
Oberjasser's page, the club window's *End the live evening* (LiveEvening.stop), Ctrl+C and
SIGTERM of ``jasstafel club serve``. A trial's phones said "No connection … sent later" and
kept the form after the window's end and after Ctrl+C, and the window's end wrote
"Cancel 5 running task(s)" and CancelledError tracebacks. An entry a phone could not send
before the end stays on the phone and is said plainly.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import signal

import pytest

from .browser import Browser
from .conftest import make_evening
from .test_browser import Phone, running
from .test_faults import Server, free_port, until

pytest.importorskip("uvicorn", reason="the live extra is not installed")

ENDED = "Der Live-Abend ist zu Ende"


def quiet(text: str) -> bool:
    """Nothing went wrong on the way out: no traceback, no uvicorn error line."""
    return "Traceback" not in text and "ERROR" not in text and "CancelledError" not in text


def ops_blocked(browser: Browser, blocked: bool) -> None:
    """The phone's sends fail (as on a Wi-Fi that lets the live updates through but drops
    the phone's own requests), the stream of updates stays open."""
    browser.driver.execute_cdp_cmd("Network.setBlockedURLs",
                                   {"urls": ["*/api/table/ops"] if blocked else []})


def wall_of(url: str) -> tuple[Browser, Phone]:
    wall = Browser(size=(1280, 720))
    page = Phone(wall)
    wall.driver.get(url + "wall")
    page.until(lambda: page.text("#time") != "", "the wall shows its clock")
    return wall, page


def test_the_windows_end_tells_the_phone_and_the_wall(club_path, german, browser, capfd):
    evening = make_evening(club_path, players=4, passen=1)
    wall = None
    with running(club_path, evening) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("rosen", 100)
        phone.until(lambda: phone.totals() == ["100", "57"], "round 1 written")
        ops_blocked(browser, True)
        phone.round("eicheln", 60)
        phone.until(lambda: phone.pending() == 1, "round 2 waits on the phone")
        wall, screen = wall_of(live.url)
        try:
            live.stop()  # the club window's "End the live evening", once he said yes
            phone.until(lambda: ENDED in phone.text("#notice"), "the phone is told")
            screen.until(lambda: ENDED in screen.text("#time"), "the wall is told")
        finally:
            wall.quit()
    assert phone.count('form.entry-form:not([hidden])') == 0
    # nothing is taken back after the end: Rückgängig and Wiederherstellen are gone
    for button in ("#undo", "#redo"):
        assert not phone.css(button).is_displayed()
    assert phone.count("#history li.entry button:not([hidden])") == 0 or \
        phone.d.execute_script("return Array.from(document.querySelectorAll("
                               "'#history .entry-tools')).every(e => e.hidden)")
    # what it could not send stays, said plainly: listed, and counted in the notice
    assert phone.pending() == 1
    notice = phone.text("#notice")
    assert ENDED in notice and "1 Eintrag" in notice and "nicht geschickt" in notice, notice
    assert "Keine Verbindung" not in phone.text("#net-help") or \
        not phone.d.execute_script("return !document.getElementById('net-help').hidden")
    assert len(phone.d.execute_script("return JSON.parse(localStorage.getItem('jt.queue'))")) \
        == 1
    assert quiet(capfd.readouterr().err)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_and_sigterm_tell_the_phones(club_path, browser, signum):
    evening = make_evening(club_path, players=4, passen=1)
    server = Server(club_path, evening, free_port(), "--language", "de")
    server.start()
    try:
        phone = Phone(browser)
        phone.join(server.url + "/", server.codes[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        assert server.proc is not None
        server.proc.send_signal(signum)
        phone.until(lambda: ENDED in phone.text("#notice"), "the phone is told")
        server.proc.wait(timeout=60)
        assert server.proc.returncode == 0
    finally:
        server.stop()
    until(lambda: "the live evening has ended" in "".join(server.said), "the terminal says so")
    assert quiet("".join(server.said)), "".join(server.said)
    assert phone.count('form.entry-form:not([hidden])') == 0
