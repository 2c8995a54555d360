"""The Oberjasser corrects a table on his own page (/admin, *Korrigieren*): his Tafel says
that it is his, and the club's corrections log credits him. A trial's log said "am Tisch
korrigiert (live)" for his correction, and his Tafel looked exactly like the table's phone.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel.club import Club

from .conftest import make_evening
from .test_browser import Phone, running
from .test_correcting_a_match import correct, post

pytest.importorskip("uvicorn", reason="the live extra is not installed")

FORM = 'form[data-form="round"] '


def four_rounds(live, table: int) -> None:
    """A Turnier of four rounds at *table* (157 a round, every factor 1: RULES.md §1):
    Rosen 100 by A, Eicheln 60 by B, Schellen 50 by A, Obenabe 80 by B: 290 : 338."""
    ops = [{"id": f"test-oj-{table}-{n}", "kind": "add", "form": "round",
            "values": {"contract": contract, "announced_by": by, "points": [points, None]}}
           for n, (contract, by, points) in enumerate(
               (("rosen", 0, 100), ("eicheln", 1, 60), ("schellen", 0, 50),
                ("obenabe", 1, 80)))]
    replies = post(live, "api/table/ops", live.codes(1)[(1, table)], {"ops": ops})["replies"]
    assert all(r["ok"] for r in replies), replies


def test_the_oberjassers_correction_is_logged_as_his_and_his_tafel_says_it_is_his(
        club_path, german, browser, capsys):
    evening = make_evening(club_path, players=8, passen=1, preset="turnier", rounds=4)
    page = Phone(browser)
    with running(club_path, evening) as live:
        four_rounds(live, 2)
        page.d.get(live.url + "admin")
        page.css("#admin-code").send_keys(live.admin_code)
        page.tap("#admin-form button")
        page.until(lambda: page.count("#admin-tables tbody tr") == 2, "his tables are listed")
        link = '#admin-tables a[href="/t?passe=1&table=2"]'  # Korrigieren, table 2
        page.until(lambda: page.tap(link) or True, "Korrigieren tapped")  # (drawn anew)
        page.until(lambda: page.entries() == 4, "his Tafel of table 2")
        assert page.totals() == ["290", "338"]
        # his Tafel says whose it is: not the phone's page
        heading = page.css("#admin-title")
        assert heading.is_displayed() and heading.text == "Oberjasser: Tisch 2 korrigieren"
        correct(page, "first-child")  # entry 4: Obenabe
        field = page.css(FORM + 'fieldset[data-name="points"] input[data-index="0"]')
        page.until(lambda: field.get_attribute("value") == "80", "entry 4 is in the form")
        field.clear()
        field.send_keys("130")
        page.tap(FORM + "button.write")
        # 290 - 80 + 130 : 338 - 77 + 27
        page.until(lambda: page.totals() == ["340", "288"], "the correction is written")
        with Club.open(club_path) as club:
            log = [row for row in club.corrections(evening) if row.table == 2]
        assert log and {row.note for row in log} == {"vom Oberjasser korrigiert (live)"}, log
        # the phone's own page says nothing of the Oberjasser
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 2)])
        phone.until(lambda: phone.totals() == ["340", "288"], "the phone's Tafel")
        assert not phone.d.find_element(phone.by.CSS_SELECTOR, "#admin-title").is_displayed()

    from jasstafel.cli import main

    capsys.readouterr()
    assert main(["--lang=de", "club", "log", "--db", str(club_path)]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "(live)" in line]
    assert lines and all("vom Oberjasser korrigiert (live)" in line for line in lines), lines


def test_a_partie_the_oberjasser_opens_again_is_logged_as_his(live, club_path, evening):
    """His undo of the last round on his page takes the result out of the club: the log
    says that he opened the Partie again, not the table."""
    from .conftest import bearer, op_id
    from .test_server import code_of, finish

    client, core = live
    assert all(r["ok"] for r in finish(client, code_of(core)))
    undo = {"id": op_id(), "kind": "undo", "base": 7}
    reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [undo]},
                        headers=bearer(core.admin_code))
    assert reply.json()["replies"][0]["ok"]
    with Club.open(club_path) as club:
        assert club.results(evening, 1) == []
        notes = {row.note for row in club.corrections(evening)}
    assert notes == {"vom Oberjasser wieder geöffnet (live)"}, notes
