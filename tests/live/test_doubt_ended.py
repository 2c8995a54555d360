"""A round written twice that ended the Partie is flagged on every page of the table.

A trial (Ruedi, a live club evening): both phones of table 1 wrote Schilten 60 : 97 at the
same moment; the second copy took Anna & Beat past the target. Only the second phone was
warned ("… zweimal auf der Tafel …"), and the warning had replaced its "Partie ist zu Ende";
the first phone just showed the winner, and the Oberjasser's page nothing. Now every phone
of the table says the end and the doubt together, with the way out (Undo), and so does his
page; after the Undo the flag is gone. In a real browser, in German.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import json
import urllib.request

import pytest

from .browser import Browser
from .conftest import make_evening
from .test_browser import running, the_same_round_on_two_phones, two_phones_at

DOUBT = ("Prüfen: Eintrag 2 hat die Partie beendet, aber er wurde getippt, während ein "
         "anderes Handy an diesem Tisch schrieb. Steht die Runde zweimal auf der Tafel, nimmt "
         "Rückgängig Eintrag 2 zurück (am besten auf dem Handy, das ihn geschrieben hat). "
         "Das Resultat wartet auf diese Prüfung: es kommt in den Verein, wenn der "
         "Oberjasser auf seiner Seite «Stimmt so» tippt")


def admin_row(live):
    """Table 1 on the Oberjasser's page, as it reads it."""
    request = urllib.request.Request(live.url + "api/admin",
                                     headers={"Authorization": f"Bearer {live.admin_code}"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())["tables"][0]


def test_every_phone_and_his_page_flag_a_double_round_that_ended_the_partie(
        club_path, german, browser):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=4, passen=1, target=200)
    second = Browser()
    with running(club_path, evening) as live:
        try:
            a, b = two_phones_at(live, browser, second)
            b.round("rosen", 120, write=False)  # typing, while A writes the same round
            a.round("rosen", 120)
            b.until(lambda: b.entries() == 1, "phone B sees A's round")
            b.tap('form[data-form="round"] button.write')
            for phone in (a, b):  # the end and the doubt, on both phones
                phone.until(lambda p=phone: DOUBT in p.text("#notice"), "the doubt is said")
                said = phone.text("#notice")
                assert said.startswith("Die Partie ist zu Ende."), said
                assert phone.css("#notice").get_attribute("class") == "notice alarm"
            row = admin_row(live)
            assert row["doubt"] == DOUBT, row
            # B's Undo takes its copy back: the Partie goes on, and the flag is gone
            b.tap("#undo")
            for phone in (a, b):
                phone.until(lambda p=phone: p.entries() == 1, "the copy taken back")
                phone.until(lambda p=phone: DOUBT not in p.text("#notice"), "the flag goes")
            assert admin_row(live)["doubt"] == ""
            # Redo makes the copy again: the end and the doubt with it (a trial's flag was
            # gone after Undo and Redo)
            b.tap("#redo")
            for phone in (a, b):
                phone.until(lambda p=phone: DOUBT in p.text("#notice"), "the flag is back")
            assert admin_row(live)["doubt"] == DOUBT
        finally:
            second.quit()


OPEN = ("Prüfen: Eintrag 2 wurde getippt, während ein anderes Handy an diesem Tisch schrieb. "
        "Steht die Runde zweimal auf der Tafel, nimmt Rückgängig Eintrag 2 zurück (am besten "
        "auf dem Handy, das ihn geschrieben hat)")


def test_a_double_round_that_did_not_end_the_partie_is_flagged_on_every_phone(
        club_path, german, browser):
    """The same round written at once on two phones, the Partie going on: the first phone
    and his page said nothing, only the second phone was warned."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=4, passen=1)
    second = Browser()
    with running(club_path, evening) as live:
        try:
            a, b = the_same_round_on_two_phones(live, browser, second)
            for phone in (a, b):
                phone.until(lambda p=phone: p.entries() == 2, "both rounds are shown")
                phone.until(lambda p=phone: p.text("#notice") == OPEN, "the doubt is said")
                assert phone.css("#notice").get_attribute("class") == "notice alarm"
            assert admin_row(live)["doubt"] == OPEN
            # the next round written: Undo would take back that one, and the flag goes
            a.round("eicheln", 60)
            for phone in (a, b):
                phone.until(lambda p=phone: p.entries() == 3, "the next round is shown")
                phone.until(lambda p=phone: "Prüfen" not in p.text("#notice"), "it goes")
            assert admin_row(live)["doubt"] == ""
        finally:
            second.quit()
