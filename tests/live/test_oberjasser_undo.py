"""A table's Undo and Redo do not overturn the Oberjasser's word.

A trial (Ruedi, a live club evening): he corrected table 1 on his page (110 : 47 instead of
100 : 57, logged "vom Oberjasser korrigiert (live)"); one *Rückgängig* on the table's phone
and an OK put it back, logged "am Tisch korrigiert (live)", and his page showed nothing.
Now the server refuses the table's Undo of his step (and Redo of what he took back), and
the phone greys the button with the reason; the table still takes back its own later
entries, and he corrects again on his page.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from .conftest import bearer, make_evening, op_id, round_op  # noqa: E402
from .test_server import code_of, post_ops, table  # noqa: E402

HIS = "Der Oberjasser hat Eintrag 1 korrigiert: nur er kann das zurücknehmen"


def his_ops(client, core, *ops):
    reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": list(ops)},
                        headers=bearer(core.admin_code))
    assert reply.status_code == 200, reply.text
    return reply.json()["replies"]


def correction(base, points=110):
    return {"id": op_id(), "kind": "replace", "index": 0, "base": base, "form": "round",
            "values": {"contract": "rosen", "announced_by": 0, "points": [points, None]}}


def undo(base):
    return {"id": op_id(), "kind": "undo", "base": base}


def redo(base):
    return {"id": op_id(), "kind": "redo", "base": base}


def points(core):
    return [e.points for e in core.tables["1-1"].match.entries]


def test_the_tables_undo_does_not_take_back_the_oberjassers_correction(live):
    client, core = live
    code = code_of(core)
    post_ops(client, code, round_op("rosen", 0, (100, None)), round_op("eicheln", 1, (60, None)))
    assert his_ops(client, core, correction(2))[0]["ok"]
    assert points(core)[0] == (110, 47)
    state = table(client, code)
    assert state["can_undo"] and state["undo_his"] == HIS  # the phone greys its button
    # the API refuses too, not only the phone's button
    reply = post_ops(client, code, undo(3)).json()["replies"][0]
    assert not reply["ok"] and reply["message"] == HIS, reply
    assert points(core)[0] == (110, 47)
    # the table's own later entry is its own to take back; then his correction is on top
    post_ops(client, code, round_op("schellen", 0, (50, None)))
    assert table(client, code)["undo_his"] == ""
    assert post_ops(client, code, undo(4)).json()["replies"][0]["ok"]
    assert len(points(core)) == 2
    assert not post_ops(client, code, undo(5)).json()["replies"][0]["ok"]
    # he takes it back himself, and the table does not make it again
    assert his_ops(client, core, undo(5))[0]["ok"]
    assert points(core)[0] == (100, 57)
    state = table(client, code)
    assert state["can_redo"] and state["redo_his"] == ("Der Oberjasser hat diese Änderung "
                                                       "zurückgenommen: nur er kann sie "
                                                       "wieder machen")
    assert not post_ops(client, code, redo(6)).json()["replies"][0]["ok"]
    assert points(core)[0] == (100, 57)
    # his page corrects again
    assert his_ops(client, core, redo(6))[0]["ok"]
    assert his_ops(client, core, correction(7, 120))[0]["ok"]
    assert points(core)[0] == (120, 37)


def test_a_restarted_server_still_knows_the_oberjassers_step(club_path, german):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path)
    for first in (True, False):
        owner = Owner(lambda: EveningCore(club_path, evening))
        with TestClient(create_app(owner)) as client:
            core = owner.core
            if first:
                post_ops(client, code_of(core), round_op("rosen", 0, (100, None)))
                assert his_ops(client, core, correction(1))[0]["ok"]
            else:  # the journal read again: his correction is still his
                assert table(client, code_of(core))["undo_his"] == HIS
                reply = post_ops(client, code_of(core), undo(2)).json()["replies"][0]
                assert not reply["ok"] and reply["message"] == HIS
                assert points(core) == [(110, 47)]
        owner.close()


def test_the_phone_greys_undo_and_says_why(club_path, german, browser):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from .test_browser import Phone, running
    from .test_window import post

    evening = make_evening(club_path, players=4, passen=1)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("rosen", 100, announced_by=0)
        phone.until(lambda: phone.entries() == 1, "the round is written")
        assert phone.d.execute_script("return !document.getElementById('undo').disabled")
        assert not phone.css("#undo-his").is_displayed()
        fix = correction(1)
        assert post(live.url, "api/admin/ops", live.admin_code,
                    {"passe": 1, "table": 1, "ops": [fix]})["replies"][0]["ok"]
        phone.until(lambda: phone.totals() == ["110", "47"], "his correction is shown")
        phone.until(lambda: phone.d.execute_script(
            "return document.getElementById('undo').disabled"), "Undo greyed")
        assert phone.text("#undo-his") == HIS
        assert phone.css("#undo").get_attribute("title") == HIS
        # the phone's next round is its own to take back
        phone.round("eicheln", 60, announced_by=1)
        phone.until(lambda: phone.entries() == 2, "its round is written")
        phone.until(lambda: phone.d.execute_script(
            "return !document.getElementById('undo').disabled"), "Undo offered again")
        assert not phone.css("#undo-his").is_displayed()


def a_log(core, entries):
    """A laptop's change: its whole entry log (jasstafel.live.client.TableLink.push)."""
    return {"id": op_id(), "kind": "log", "phone": "laptop-one",
            "entries": [e.model_dump(mode="json") for e in entries]}


def test_a_laptops_whole_log_does_not_overturn_his_correction(live):
    """A trial's laptop took in his correction, then Ctrl+Z: its whole match, sent as after
    every change, put the old figures back at the table. A log that corrects or deletes his
    entry is refused in the words a phone's correction of it gets; one that keeps it and
    adds a round is taken, and his entry stays his."""
    client, core = live
    code = code_of(core)
    post_ops(client, code, round_op("rosen", 0, (100, None)), round_op("eicheln", 1, (60, None)))
    first, second = core.tables["1-1"].match.entries
    assert his_ops(client, core, correction(2))[0]["ok"]
    words = table(client, code)["entries"][0]["his"]
    assert "nur er kann" in words
    for entries in ([first, second], [second]):  # Ctrl+Z over his correction; a deletion
        reply = post_ops(client, code, a_log(core, entries)).json()["replies"][0]
        assert not reply["ok"] and reply["message"] == words, reply
        assert points(core) == [(110, 47), (60, 97)]
    # the laptop's next round goes over his correction; his entry stays his
    post_ops(client, code, round_op("schellen", 0, (50, None)))
    latest = core.tables["1-1"].match.entries
    assert post_ops(client, code, a_log(core, [*latest, latest[2]])).json()["replies"][0]["ok"]
    assert len(points(core)) == 4
    reply = post_ops(client, code, a_log(core, latest[1:])).json()["replies"][0]
    assert not reply["ok"] and reply["message"] == words, reply
    assert points(core)[0] == (110, 47)
