"""What an undo took back, said on the phone in place of what was said before (a trial's
warning "Geschrieben. … zweimal …" stood on over the board the undo had put right)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from .conftest import op_id, round_op  # noqa: E402
from .test_server import code_of, post_ops  # noqa: E402


def undo(client, code, base):
    reply = post_ops(client, code, {"id": op_id(), "kind": "undo", "base": base})
    return reply.json()["replies"][0]


def test_an_undo_says_what_it_took_back(live):
    client, core = live
    code = code_of(core)
    a, b = core.tables["1-1"].match.rules.side_names
    post_ops(client, code, round_op("rosen", 0, (100, None)), round_op("eicheln", 1, (60, None)))
    # a new entry: its words, as the phone's list writes them (its "60 : 97" stood beside
    # the list's "60 zu 97")
    assert undo(client, code, 2)["done"].replace("\u00a0", " ") == \
        f"Zurückgenommen: Eintrag 2 (Eicheln ×1 von {b}: {a} 60 → 60, {b} 97 → 97)"
    fix = {"id": op_id(), "kind": "replace", "index": 0, "base": 3, "form": "round",
           "values": {"contract": "rosen", "announced_by": 0, "points": [110, None]}}
    assert post_ops(client, code, fix).json()["replies"][0]["ok"]
    assert undo(client, code, 4)["done"] == "Zurückgenommen: die Korrektur von Eintrag 1"
    drop = {"id": op_id(), "kind": "delete", "index": 0, "base": 5}
    assert post_ops(client, code, drop).json()["replies"][0]["ok"]
    assert undo(client, code, 6)["done"] == ("Zurückgenommen: das Löschen von Eintrag 1; er "
                                             "steht wieder auf der Tafel")
    # a written round says nothing of an undo
    assert post_ops(client, code, round_op()).json()["replies"][0]["done"] == ""
