"""A table closed with the evening's end, on its phone when the evening is live again.

A trial (p17-closed.png): the phone still showed *Rückgängig* and *Wiederherstellen*
greyed, as nowhere else a Tafel that only shows what was written does (after the end they
are not offered), and its note sent a correction only to the club window, though the
Oberjasser's page corrects it too.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .conftest import make_evening, round_op
from .test_browser import Phone, running
from .test_window import post

pytest.importorskip("uvicorn", reason="the live extra is not installed")


def test_a_closed_tables_phone_offers_no_undo_and_names_both_ways(club_path, german,
                                                                     browser):
    evening = make_evening(club_path, players=4, passen=1)
    with running(club_path, evening) as live:
        code = live.codes(1)[(1, 1)]
        rounds = [round_op("eicheln", 0, (157, None)) for _ in range(7)]
        assert all(r["ok"] for r in post(live.url, "api/table/ops", code,
                                          {"ops": rounds})["replies"])
        assert post(live.url, "api/admin/stop", live.admin_code, {})["ok"]
    with running(club_path, evening) as live:  # live again: the table is closed
        phone = Phone(browser)
        phone.join(live.url, code)
        phone.until(lambda: phone.entries() == 7, "the closed Tafel is shown")
        phone.until(lambda: "Vereinsfenster" in phone.text("#notice"), "its note")
        assert phone.text("#notice") == ("Der Live-Abend wurde mit dem Resultat dieses "
                                         "Tisches im Verein beendet: eine Korrektur macht "
                                         "der Oberjasser auf seiner Seite oder im "
                                         "Vereinsfenster")
        assert not phone.css("#undo").is_displayed()
        assert not phone.css("#redo").is_displayed()
        assert phone.count('form.entry-form:not([hidden])') == 0
