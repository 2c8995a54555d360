"""An entry the Oberjasser wrote or corrected is his: a table neither corrects nor deletes it.

A trial (Ruedi, a live club evening): cd9624ed made his steps his alone for the table's Undo
and Redo, but the table's *Korrigieren* and *Löschen* still changed the entry he had
corrected. Now the server refuses them (also sent by hand, also after a restart), and the
phone greys both buttons of his entry with the reason; the table's own entries stay its own.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from .conftest import make_evening, op_id, round_op  # noqa: E402
from .test_oberjasser_undo import correction, his_ops, points  # noqa: E402
from .test_server import code_of, post_ops, table  # noqa: E402

HIS = ("Der Oberjasser hat Eintrag 1 geschrieben oder korrigiert: nur er kann ihn "
       "korrigieren oder löschen")


def delete(index, base):
    return {"id": op_id(), "kind": "delete", "index": index, "base": base}


def test_the_table_does_not_correct_or_delete_his_entry(live):
    client, core = live
    code = code_of(core)
    post_ops(client, code, round_op("rosen", 0, (100, None)), round_op("eicheln", 1, (60, None)))
    assert his_ops(client, core, correction(2))[0]["ok"]
    state = table(client, code)
    assert [e["his"] for e in state["entries"]] == [HIS, ""]
    fix = {**correction(3, 90), "id": op_id()}
    reply = post_ops(client, code, fix).json()["replies"][0]
    assert not reply["ok"] and reply["message"] == HIS, reply
    reply = post_ops(client, code, delete(0, 3)).json()["replies"][0]
    assert not reply["ok"] and reply["message"] == HIS, reply
    assert points(core) == [(110, 47), (60, 97)]
    # the table's own entry stays its own; his page still changes his
    assert post_ops(client, code, delete(1, 3)).json()["replies"][0]["ok"]
    assert his_ops(client, core, correction(4, 120))[0]["ok"]
    assert points(core) == [(120, 37)]
    assert table(client, code)["entries"][0]["his"] == HIS


def test_a_restarted_server_still_knows_his_entry(club_path, german):
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
            else:  # the journal read again: his entry is still his
                reply = post_ops(client, code_of(core), delete(0, 2)).json()["replies"][0]
                assert not reply["ok"] and reply["message"] == HIS
                assert points(core) == [(110, 47)]
        owner.close()


def test_the_phone_greys_his_entry_and_says_why(club_path, german, browser):
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
        assert post(live.url, "api/admin/ops", live.admin_code,
                    {"passe": 1, "table": 1, "ops": [correction(1)]})["replies"][0]["ok"]
        phone.until(lambda: phone.totals() == ["110", "47"], "his correction is shown")
        buttons = "#history li.entry .entry-tools button"
        phone.until(lambda: phone.d.execute_script(
            "return [...document.querySelectorAll(arguments[0])].every(b => b.disabled)",
            buttons), "Korrigieren and Löschen greyed")
        assert phone.text("#history li.entry .entry-his") == HIS
        assert phone.css(buttons).get_attribute("title") == HIS
        # the phone's own next round can be corrected and deleted
        phone.round("eicheln", 60, announced_by=1)
        phone.until(lambda: phone.entries() == 2, "its round is written")
        assert phone.d.execute_script(
            "const b = document.querySelectorAll(arguments[0]); return !b[0].disabled && "
            "!b[1].disabled && b[2].disabled", buttons)
