"""The Oberjasser's mark and the doubt flag stay with their entry, whatever happens around it.

The last trial (a live club evening) left two gaps. The server knew the Oberjasser's entries
by their content: with two identical rounds of a table, one his, the table's deletion of the
other moved his mark onto the table's own round (the phone was refused its own round and
allowed his). And a round written twice at once, flagged as doubtful, lost its flag after
Undo then Redo, though the same round was on the board again. Now both follow the entry (the
change that wrote it), through deletions, Undo, Redo and a restart of the server; and a
journal written before still loads with its marks.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from .conftest import make_evening, op_id, round_op  # noqa: E402
from .test_oberjasser_entry import delete  # noqa: E402
from .test_oberjasser_undo import correction, his_ops, points, redo, undo  # noqa: E402
from .test_server import code_of, post_ops, table  # noqa: E402

#: when every round was typed (ms, a minute ago: the server takes no time in the future or
#: before the evening's day): the same, so the rounds are alike
AT = int(time.time() - 60) * 1000


def his(number):
    return (f"Der Oberjasser hat Eintrag {number} geschrieben oder korrigiert: nur er kann "
            "ihn korrigieren oder löschen")


def alike():
    """The same Rosen round, typed at the same moment."""
    return {**round_op("rosen", 0, (100, None)), "at": AT}


def marks(client, code):
    return [e["his"] for e in table(client, code)["entries"]]


def served(club_path, evening):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    owner = Owner(lambda: EveningCore(club_path, evening))
    return owner, TestClient(create_app(owner))


def test_his_mark_stays_on_his_round_when_an_identical_one_is_deleted(club_path, german):
    evening = make_evening(club_path)
    owner, client = served(club_path, evening)
    with client:
        core = owner.core
        code = code_of(core)
        # the table's round, his identical one, the table's identical one
        assert post_ops(client, code, alike()).json()["replies"][0]["ok"]
        assert his_ops(client, core, alike())[0]["ok"]
        assert post_ops(client, code, alike()).json()["replies"][0]["ok"]
        assert marks(client, code) == ["", his(2), ""]
        # the table deletes its first round: his is entry 1 now, the table's entry 2
        assert post_ops(client, code, delete(0, 3)).json()["replies"][0]["ok"]
        assert marks(client, code) == [his(1), ""]
        reply = post_ops(client, code, {**correction(4, 90), "id": op_id()}).json()
        assert not reply["replies"][0]["ok"], reply
        assert reply["replies"][0]["message"] == his(1)
        # Undo brings the deleted round back before his, Redo deletes it again
        assert post_ops(client, code, undo(4)).json()["replies"][0]["ok"]
        assert marks(client, code) == ["", his(2), ""]
        assert post_ops(client, code, redo(5)).json()["replies"][0]["ok"]
        assert marks(client, code) == [his(1), ""]
    owner.close()
    owner, client = served(club_path, evening)  # the journal read again
    with client:
        core = owner.core
        code = code_of(core)
        assert marks(client, code) == [his(1), ""]
        reply = post_ops(client, code, delete(0, 6)).json()["replies"][0]
        assert not reply["ok"] and reply["message"] == his(1), reply
        # the table's own round is still its own to correct
        fix = {"id": op_id(), "kind": "replace", "index": 1, "base": 6, "form": "round",
               "values": {"contract": "rosen", "announced_by": 0, "points": [90, None]}}
        assert post_ops(client, code, fix).json()["replies"][0]["ok"]
        assert points(core) == [(100, 57), (90, 67)]
        assert marks(client, code) == [his(1), ""]
    owner.close()


DOUBT = ("Prüfen: Eintrag 2 hat die Partie beendet, aber er wurde getippt, während ein "
         "anderes Handy an diesem Tisch schrieb. Steht die Runde zweimal auf der Tafel, nimmt "
         "Rückgängig Eintrag 2 zurück (am besten auf dem Handy, das ihn geschrieben hat). "
         "Das Resultat wartet auf diese Prüfung: es kommt in den Verein, wenn der "
         "Oberjasser auf seiner Seite «Stimmt so» tippt")


def phone_round(phone, seen):
    return {**round_op("rosen", 0, (120, None)), "phone": phone, "seen": seen}


def test_the_doubt_comes_back_with_the_redo_and_after_a_restart(club_path, german):
    evening = make_evening(club_path, players=4, passen=1, target=200)
    owner, client = served(club_path, evening)
    with client:
        core = owner.core
        code = code_of(core)
        # both phones typed the round on the empty Tafel; the second copy ends the Partie
        post_ops(client, code, phone_round("phone-aaaa", 0))
        reply = post_ops(client, code, phone_round("phone-bbbb", 0)).json()["replies"][0]
        assert reply["ok"] and reply["notice"], reply
        assert table(client, code)["doubt"] == DOUBT
        assert post_ops(client, code, {**undo(2), "phone": "phone-bbbb"}).json()[
            "replies"][0]["ok"]
        assert table(client, code)["doubt"] == ""
        assert post_ops(client, code, {**redo(3), "phone": "phone-bbbb"}).json()[
            "replies"][0]["ok"]
        assert table(client, code)["finished"]
        assert table(client, code)["doubt"] == DOUBT
    owner.close()
    owner, client = served(club_path, evening)  # the journal read again
    with client:
        assert table(client, code_of(owner.core))["doubt"] == DOUBT
    owner.close()


ROUND = {"written_at": "2026-11-26T19:40:00Z", "type": "round", "contract": "rosen",
         "announced_by": 0, "geschoben": False, "points": [100, 57], "match": False,
         "weis": [0, 0], "stoeck": None}


def test_a_journal_written_before_loads_with_his_mark_on_his_round(club_path, german):
    """A journal as a server before this one wrote it (the same schema, the same records):
    the table's round, his identical one, the table's, the table's first deleted; then a
    round written while another phone wrote, taken back and made again."""
    import json
    import sqlite3

    from jasstafel.live.journal import journal_path

    evening = make_evening(club_path, players=4, passen=1)
    records = [{"kind": "add", "entry": ROUND},
               {"kind": "add", "entry": ROUND, "oberjasser": True},
               {"kind": "add", "entry": ROUND},
               {"kind": "delete", "index": 0},
               {"kind": "add", "entry": {**ROUND, "contract": "eicheln"}, "meanwhile": True},
               {"kind": "undo"}, {"kind": "redo"}]
    conn = sqlite3.connect(journal_path(club_path, evening))
    with conn:
        conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        conn.execute("CREATE TABLE ops (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, "
                     "passe INTEGER NOT NULL, table_no INTEGER NOT NULL, op TEXT NOT NULL, "
                     "at REAL NOT NULL)")
        conn.executemany("INSERT INTO ops (id, passe, table_no, op, at) VALUES (?, 1, 1, ?, ?)",
                         [(f"old-op-{i:04d}", json.dumps(r), 1_795_000_000 + i)
                          for i, r in enumerate(records)])
        conn.execute("PRAGMA user_version = 1")
    conn.close()
    owner, client = served(club_path, evening)
    with client:
        code = code_of(owner.core)
        assert points(owner.core) == [(100, 57), (100, 57), (100, 57)]
        assert marks(client, code) == [his(1), "", ""]
        assert table(client, code)["doubt"].startswith("Prüfen: Eintrag 3 wurde getippt")
        reply = post_ops(client, code, delete(0, 7)).json()["replies"][0]
        assert not reply["ok"] and reply["message"] == his(1), reply
        assert post_ops(client, code, delete(1, 7)).json()["replies"][0]["ok"]
    owner.close()
