"""The live server marks the corrections log's line where the Oberjasser's change on his
page replaced a table's result (``by_oberjasser``), and not where the table's own phone
corrected it: the club window names his correction by that mark, not by the note's words."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402

from .conftest import bearer, op_id  # noqa: E402
from .test_server import code_of, finish, post_ops  # noqa: E402


def last_line(club_path, evening):
    with Club.open(club_path) as club:
        return [c for c in club.corrections(evening) if c.kind == "result"][-1]


def fix(index, points):
    return {"id": op_id(), "kind": "replace", "index": index, "form": "round",
            "values": {"contract": "eicheln", "announced_by": 0, "points": [points, None]}}


def test_his_correction_is_marked_and_the_tables_is_not(live, club_path, evening):
    client, core = live
    code = code_of(core)
    assert all(r["ok"] for r in finish(client, code))  # 7 × 157: in the club
    reply = post_ops(client, code, {**fix(0, 150), "base": 7}).json()["replies"][0]
    assert reply["ok"]
    line = last_line(club_path, evening)
    assert line.by_oberjasser is False
    assert line.note == "am Tisch korrigiert (live)"
    reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1,
                                                "ops": [{**fix(1, 140), "base": 8}]},
                        headers=bearer(core.admin_code)).json()["replies"][0]
    assert reply["ok"], reply
    line = last_line(club_path, evening)
    assert line.by_oberjasser is True
