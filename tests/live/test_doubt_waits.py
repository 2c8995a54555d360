"""A round maybe written twice that ended the Partie waits for a check before the club.

A trial: two phones of a table wrote the same last round at once; the second copy ended the
Partie, and the result went straight into the club's results and the evening's ranking
before anyone had looked (seen twice). Now the table's result waits ("wartet auf Prüfung")
while that round is flagged: taken back, the Partie is open again; the Oberjasser's "Stimmt
so" on his page confirms it, and only then does it go into the club. The flag also says who
wrote meanwhile: a laptop joined as the table is not "ein anderes Handy".

Through the server's HTTP API, as the phones and his page send their changes."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402

from .conftest import bearer, op_id, round_op  # noqa: E402
from .test_server import code_of, post_ops, table  # noqa: E402

WAITS = ("Das Resultat wartet auf diese Prüfung: es kommt in den Verein, wenn der Oberjasser "
         "auf seiner Seite «Stimmt so» tippt")
DOUBT = ("Prüfen: Eintrag 7 hat die Partie beendet, aber er wurde getippt, während ein "
         "anderes Handy an diesem Tisch schrieb. Steht die Runde zweimal auf der Tafel, nimmt "
         "Rückgängig Eintrag 7 zurück (am besten auf dem Handy, das ihn geschrieben hat). "
         + WAITS)


def six_rounds_then_a_doubled_last(client, code):
    """Anna's phone writes six rounds of 157; Beat's phone, on the view before Anna's sixth,
    writes the seventh, which ends the Partie (7 × 157 > 1000): flagged."""
    for seen in range(6):
        op = {**round_op("eicheln", 0, (157, None)), "phone": "phone-anna", "seen": seen}
        assert post_ops(client, code, op).json()["replies"][0]["notice"] == ""
    last = {**round_op("eicheln", 0, (157, None)), "phone": "phone-beat", "seen": 5}
    answer = post_ops(client, code, last).json()["replies"][0]
    assert answer["ok"] and answer["notice"], answer


def in_the_club(client, club_path, evening, core):
    """Are table 1's players in the club's results and the wall's ranking?"""
    with Club.open(club_path) as club:
        results = club.results(evening, 1)
    ranked = {row["name"] for row in client.get("/api/wall").json()["ranking"]["rows"]}
    names = {m.name for m in core.tables["1-1"].members}
    assert bool(results) == (names <= ranked), (results, ranked)
    return bool(results)


def admin(client, core, *ops):
    reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": list(ops)},
                        headers=bearer(core.admin_code))
    return reply.json()["replies"][0]


def admin_row(client, core):
    return client.get("/api/admin", headers=bearer(core.admin_code)).json()["tables"][0]


def test_the_result_waits_until_the_oberjasser_says_stimmt_so(live, club_path, evening):
    client, core = live
    code = code_of(core)
    six_rounds_then_a_doubled_last(client, code)
    state = table(client, code)
    assert state["finished"] and not state["recorded"]
    assert state["doubt"] == DOUBT
    assert not in_the_club(client, club_path, evening, core)
    row = admin_row(client, core)
    assert row["waiting"] == "wartet auf Prüfung: Eintrag 7 vielleicht doppelt"
    assert not row["recorded"] and not row["finished"]
    tile = client.get("/api/wall").json()["tables"][0]
    assert tile["waiting"] == "wartet auf Prüfung: Eintrag 7 vielleicht doppelt"
    assert not tile["finished"]
    # a phone cannot confirm it: that is the Oberjasser's
    mine = {"id": op_id(), "kind": "confirm", "base": state["version"]}
    refused = post_ops(client, code, mine).json()["replies"][0]
    assert not refused["ok"]
    assert not in_the_club(client, club_path, evening, core)
    # his "Stimmt so": the flag goes, the result goes into the club
    said = admin(client, core, {"id": op_id(), "kind": "confirm", "base": state["version"]})
    assert said["ok"], said
    state = table(client, code)
    assert state["doubt"] == "" and state["recorded"]
    assert in_the_club(client, club_path, evening, core)
    assert admin_row(client, core)["waiting"] == ""
    # nothing left to confirm
    again = admin(client, core, {"id": op_id(), "kind": "confirm", "base": state["version"]})
    assert not again["ok"]


def test_taken_back_the_partie_is_open_and_a_redo_waits_again(live, club_path, evening):
    client, core = live
    code = code_of(core)
    six_rounds_then_a_doubled_last(client, code)
    undo = {"id": op_id(), "kind": "undo", "base": 7, "phone": "phone-beat"}
    assert post_ops(client, code, undo).json()["replies"][0]["ok"]
    state = table(client, code)
    assert not state["finished"] and state["doubt"] == ""
    assert not in_the_club(client, club_path, evening, core)
    redo = {"id": op_id(), "kind": "redo", "base": 8, "phone": "phone-beat"}
    assert post_ops(client, code, redo).json()["replies"][0]["ok"]
    state = table(client, code)
    assert state["finished"] and state["doubt"] == DOUBT
    assert not in_the_club(client, club_path, evening, core)


def test_a_restarted_server_keeps_the_result_waiting_and_then_confirmed(club_path, evening,
                                                                        german):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    def served():
        owner = Owner(lambda: EveningCore(club_path, evening))
        return owner, TestClient(create_app(owner))

    owner, client = served()
    with client:
        core = owner.core
        six_rounds_then_a_doubled_last(client, code_of(core))
    owner.close()
    owner, client = served()
    with client:  # the journal read again: still waiting
        core = owner.core
        assert not in_the_club(client, club_path, evening, core)
        assert table(client, code_of(core))["doubt"] == DOUBT
        assert admin(client, core, {"id": op_id(), "kind": "confirm", "base": 7})["ok"]
        assert in_the_club(client, club_path, evening, core)
    owner.close()
    owner, client = served()
    with client:  # confirmed stays confirmed
        core = owner.core
        assert table(client, code_of(core))["doubt"] == ""
        assert in_the_club(client, club_path, evening, core)
    owner.close()


LAPTOP = ("Prüfen: Eintrag 2 wurde getippt, während der Laptop an diesem Tisch schrieb. Steht "
          "die Runde zweimal auf der Tafel, nimmt Rückgängig Eintrag 2 zurück (am besten auf "
          "dem Handy, das ihn geschrieben hat)")
HIM = ("Prüfen: Eintrag 2 wurde getippt, während der Oberjasser an diesem Tisch schrieb. "
       "Steht die Runde zweimal auf der Tafel, nimmt Rückgängig Eintrag 2 zurück (am besten "
       "auf dem Handy, das ihn geschrieben hat)")


def test_the_flag_names_the_laptop_that_wrote_meanwhile(live):
    client, core = live
    code = code_of(core)
    log = [{"type": "round", "contract": "rosen", "announced_by": 0, "points": [100, 57]}]
    laptop = {"id": op_id(), "kind": "log", "entries": log, "phone": "laptop-1", "seen": 0}
    assert post_ops(client, code, laptop).json()["replies"][0]["ok"]
    phone = {**round_op(points=(100, None)), "phone": "phone-beat", "seen": 0}
    assert post_ops(client, code, phone).json()["replies"][0]["notice"]
    assert table(client, code)["doubt"] == LAPTOP
    assert admin_row(client, core)["doubt"] == LAPTOP


def test_the_flag_names_the_oberjasser_who_wrote_meanwhile(live):
    client, core = live
    code = code_of(core)
    assert admin(client, core, round_op(points=(100, None)))["ok"]
    phone = {**round_op(points=(100, None)), "phone": "phone-beat", "seen": 0}
    # the phone's answer names him too (it said "another phone")
    assert post_ops(client, code, phone).json()["replies"][0]["notice"].startswith(
        "Geschrieben, aber getippt, während der Oberjasser an diesem Tisch schrieb: ")
    assert table(client, code)["doubt"] == HIM


def test_his_stimmt_so_is_nobody_writing_meanwhile(live):
    """The Oberjasser's "Stimmt so" changes no entry: a phone's next round typed on the view
    before it is not flagged as written while he wrote (a review found it: the confirm
    counted as a write, and a laptop's log from that view was refused as behind him, the
    same check)."""
    client, core = live
    code = code_of(core)
    anna = {**round_op(points=(100, None)), "phone": "phone-anna", "seen": 0}
    assert post_ops(client, code, anna).json()["replies"][0]["notice"] == ""
    beat = {**round_op(points=(100, None)), "phone": "phone-beat", "seen": 0}
    assert post_ops(client, code, beat).json()["replies"][0]["notice"]  # flagged
    seen = table(client, code)["version"]
    assert admin(client, core, {"id": op_id(), "kind": "confirm", "base": seen})["ok"]
    assert not table(client, code)["doubt"]
    after = {**round_op(points=(90, None)), "phone": "phone-anna", "seen": seen}
    answer = post_ops(client, code, after).json()["replies"][0]
    assert answer["ok"] and answer["notice"] == "", answer
    assert not table(client, code)["doubt"]


def test_his_page_offers_stimmt_so_and_the_wall_says_it_waits(club_path, german, browser,
                                                              tmp_path):
    """In real browsers: two phones write the last round at once; the wall's tile and his
    page say the table waits; his "Stimmt so" puts the result into the club."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from .browser import Browser
    from .conftest import make_evening
    from .test_browser import Phone, running, two_phones_at, wall

    evening = make_evening(club_path, players=4, passen=1, target=200)
    second = Browser()
    with running(club_path, evening) as live:
        try:
            a, b = two_phones_at(live, browser, second)
            b.round("rosen", 120, write=False)  # typing, while A writes the same round
            a.round("rosen", 120)
            b.until(lambda: b.entries() == 1, "phone B sees A's round")
            b.tap('form[data-form="round"] button.write')
            b.until(lambda: "Stimmt so" in b.text("#notice"), "the phone says it waits")
            b.d.save_screenshot(str(tmp_path / "phone-waits.png"))
            tile = wall(live)["tables"][0]
            assert tile["waiting"] == "wartet auf Prüfung: Eintrag 2 vielleicht doppelt"
            assert wall(live)["ranking"]["rows"] == []
            page = Phone(browser)  # phone A's browser becomes his page, at a laptop's size
            browser.size(1280, 800)
            page.d.get(live.url + "admin")
            page.css("#admin-code").send_keys(live.admin_code)
            page.tap("#admin-form button")
            page.until(lambda: "wartet auf Prüfung: Eintrag 2 vielleicht doppelt"
                       in page.text("#admin-tables tbody tr"), "his row says it waits")
            page.d.save_screenshot(str(tmp_path / "admin-waits.png"))
            with Club.open(club_path) as club:
                assert club.results(evening, 1) == []
            page.tap("#admin-tables tbody tr td.tools button:last-child")
            page.until(lambda: "wartet" not in page.text("#admin-tables tbody tr"),
                       "the wait is over")
            page.until(lambda: wall(live)["ranking"]["rows"] != [], "the ranking has it")
            with Club.open(club_path) as club:
                assert club.results(evening, 1)
            b.until(lambda: "Prüfen" not in b.text("#notice"), "the phone's flag goes")
            page.d.save_screenshot(str(tmp_path / "admin-confirmed.png"))
            page.d.get(live.url + "wall")
            page.until(lambda: page.count("#tables .tile") == 1, "the wall's tile")
        finally:
            second.quit()
