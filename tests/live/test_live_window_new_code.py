"""A table's code renewed during the live evening (a German club's trial).

The Oberjasser clicked *Neuer Code* for table 2 on his page: the page showed the new code and
the table's phone said "Code nicht mehr gültig", but the laptop's *Live-Abend* window showed
the old code to the end (it filled its list once, when it opened): an Obmann read out a dead
code. And the click itself asked nothing, one button beside *Korrigieren*, while starting a
Passe and ending the evening ask first.

Now the window's list follows every code the evening has, and the page asks first. The
window is the club window's, opened by its *Start live evening…* button; the page is the
real Oberjasser's page in a browser, its question answered as a person would."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401

from .conftest import make_evening  # noqa: E402
from .test_browser import Phone  # noqa: E402
from .test_window import loopback, post  # noqa: E402, F401

LEFT = Qt.MouseButton.LeftButton
WAIT = 30_000
QUESTION = ("Tisch 2 bekommt einen neuen Code; die Handys dieses Tisches müssen ihn neu "
            "eingeben.")


def live_window(qtbot, window, settings, tmp_path):  # noqa: F811
    """The club window on a drawn evening of two tables, *Start live evening…* clicked: the
    live evening's window."""
    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=8, passen=1)
    settings.setValue("club/path", str(club_path))
    cw = window.club.show_window()
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, LEFT)
    assert page.live is not None
    return page.live


def shown_codes(dialog):
    """The window's list: {(passe, table): code}, as the Oberjasser reads it."""
    table = dialog.codes
    return {(int(table.item(row, 0).text()), int(table.item(row, 1).text())):
            table.item(row, 2).text() for row in range(table.rowCount())}


def tap(page, selector):
    """*selector* tapped; the page draws its list anew on every update of the evening (its
    first one comes just after it opened), so a button found a moment before may be gone:
    it is found again (a gone one was not clicked)."""
    from selenium.common.exceptions import StaleElementReferenceException

    for _ in range(5):
        try:
            page.tap(selector)
            return
        except StaleElementReferenceException:
            continue
    page.tap(selector)


def end(qtbot, dialog, dialogs):  # noqa: F811
    dialogs.answer = QMessageBox.StandardButton.Yes  # "End the live evening?" yes
    qtbot.mouseClick(dialog.end_button, LEFT)


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform's
def test_the_window_shows_a_renewed_code_not_the_dead_one(window, settings, tmp_path, qtbot,  # noqa: F811
                                                          loopback, dialogs):  # noqa: F811
    dialog = live_window(qtbot, window, settings, tmp_path)
    try:
        old = shown_codes(dialog)
        assert old == dialog.live.codes() and len(old) == 2
        # renewed as the Oberjasser's page renews it (the command line and the window
        # have no other way to a code than the evening's)
        new = post(dialog.live.url, "api/admin/code", dialog.live.admin_code,
                   {"passe": 1, "table": 2})["code"]
        assert new != old[(1, 2)]
        qtbot.waitUntil(lambda: shown_codes(dialog)[(1, 2)] == new, timeout=WAIT)
        assert shown_codes(dialog) == {(1, 1): old[(1, 1)], (1, 2): new}
        assert dialog.codes.rowCount() == 2  # the same list, its code replaced
    finally:
        end(qtbot, dialog, dialogs)


@pytest.mark.qt_log_ignore("does not support raise")
def test_new_code_asks_first_and_the_window_follows(window, settings, tmp_path, qtbot,  # noqa: F811
                                                    loopback, dialogs, german, browser):  # noqa: F811
    dialog = live_window(qtbot, window, settings, tmp_path)
    live = dialog.live
    old = shown_codes(dialog)
    try:
        page = Phone(browser)
        d = page.d
        d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") == 2, "the tables listed")
        renew = "#admin-tables tbody tr:nth-child(2) td.tools button"
        assert page.text(renew) == "Neuer Code"
        # the Oberjasser says no: nothing changes, the table's code still works
        d.execute_script("window.asked = []; window.confirm = (q) => { asked.push(q);"
                         " return false; }")
        tap(page, renew)
        assert d.execute_script("return window.asked") == [QUESTION]
        assert live.codes() == old
        assert page.text("#admin-tables tbody tr:nth-child(2) td.code") == old[(1, 2)]
        # yes: the page and the laptop's window show the new code, never the dead one
        d.execute_script("window.confirm = (q) => { asked.push(q); return true; }")
        tap(page, renew)
        page.until(lambda: page.text("#admin-tables tbody tr:nth-child(2) td.code")
                   not in ("", old[(1, 2)]), "the new code on the page")
        new = live.codes()[(1, 2)]
        assert page.text("#admin-tables tbody tr:nth-child(2) td.code") == new != old[(1, 2)]
        assert d.execute_script("return window.asked") == [QUESTION, QUESTION]
        qtbot.waitUntil(lambda: shown_codes(dialog)[(1, 2)] == new, timeout=WAIT)
        assert shown_codes(dialog)[(1, 1)] == old[(1, 1)]
        dialog.grab().save(str(tmp_path / "live-window-new-code.png"))
    finally:
        d.get("about:blank")  # the page leaves before the server stops
        end(qtbot, dialog, dialogs)
