"""The flag on a round maybe written twice stays on every page until that entry changes.

A French trial (Nicole, a live club evening): two phones of table 1 wrote the last round at
once, and every page said "À vérifier : l'inscription 3 …". She corrected entry 2 on her
page: her page dropped the flag, but one phone still advised Undo (now greyed: her
correction was on top). A correction of another entry does not settle whether entry 3 is
there twice: now every page keeps the flag, all with the same words, the way out being to
delete the entry (Undo would take back her correction); deleting it ends the flag everywhere.
In a real browser, in German.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .browser import Browser
from .conftest import make_evening
from .test_browser import running, two_phones_at
from .test_doubt_ended import admin_row
from .test_oberjasser_undo import correction
from .test_window import post

LATER = ("Prüfen: Eintrag 2 hat die Partie beendet, aber er wurde getippt, während ein "
         "anderes Handy an diesem Tisch schrieb. Steht die Runde zweimal auf der Tafel, "
         "Eintrag 2 löschen. "
         "Das Resultat wartet auf diese Prüfung: es kommt in den Verein, wenn der "
         "Oberjasser auf seiner Seite «Stimmt so» tippt")


def test_the_oberjassers_correction_of_another_entry_keeps_the_flag_on_every_page(
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
            for phone in (a, b):
                phone.until(lambda p=phone: "Rückgängig" in p.text("#notice"), "the doubt")
            # the Oberjasser corrects entry 1 (the Tafel's version is 2)
            assert post(live.url, "api/admin/ops", live.admin_code,
                        {"passe": 1, "table": 1, "ops": [correction(2)]})["replies"][0]["ok"]
            for phone in (a, b):
                phone.until(lambda p=phone: p.totals()[0] == "230", "his correction is shown")
                phone.until(lambda p=phone: LATER in p.text("#notice"), "the flag stays")
                assert "Rückgängig" not in phone.text("#notice")
            assert admin_row(live)["doubt"] == LATER
            # phone A deletes entry 2: the doubt is settled on every page
            a.d.execute_script("window.confirm = () => true")
            a.tap("#history li.entry:first-child .entry-tools button:last-child")
            for phone in (a, b):
                phone.until(lambda p=phone: p.entries() == 1, "entry 2 deleted")
                phone.until(lambda p=phone: "Prüfen" not in p.text("#notice"), "flag gone")
            assert admin_row(live)["doubt"] == ""
        finally:
            second.quit()
