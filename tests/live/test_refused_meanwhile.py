"""The same last round typed on two phones: the first is written and ends the Partie, the
second is refused. A trial's second phone said only "Abgelehnt: Die Partie ist entschieden
…"; the refusal came of the other phone's round, and the phone says so."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from .conftest import bearer, make_evening, op_id  # noqa: E402
from .test_server import post_ops  # noqa: E402

MEANWHILE = ("Getippt, während ein anderes Handy an diesem Tisch schrieb: auf der Tafel "
             "nachsehen, ob diese Runde schon dort steht")
HIM = ("Getippt, während der Oberjasser an diesem Tisch schrieb: auf der Tafel nachsehen, ob "
       "diese Runde schon dort steht")


@pytest.fixture
def served(club_path, german):
    """A Turnier of two rounds at one table, served: (client, owner)."""
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)
    owner = Owner(lambda: EveningCore(club_path, evening))
    with TestClient(create_app(owner)) as client:
        yield client, owner
    owner.close()


@pytest.fixture
def turnier(served):
    """The Turnier served: (client, the table's code)."""
    client, owner = served
    return client, owner.core.codes["1-1"]


def typed(phone, seen, points=100, contract="rosen"):
    return {"id": op_id(), "kind": "add", "form": "round", "phone": phone, "seen": seen,
            "values": {"contract": contract, "announced_by": 0, "points": [points, None]}}


def reply(client, code, op):
    return post_ops(client, code, op).json()["replies"][0]


def test_the_last_round_typed_on_two_phones_refuses_the_second_saying_why(turnier):
    client, code = turnier
    assert reply(client, code, typed("phone-anna", 0))["ok"]
    # both phones saw round 1 (version 1) and type round 2; Anna's ends the Partie
    assert reply(client, code, typed("phone-anna", 1, 60))["ok"]
    second = reply(client, code, typed("phone-beat", 1, 60))
    assert not second["ok"]
    assert second["message"].startswith(MEANWHILE), second["message"]
    assert "Die Partie ist entschieden" in second["message"]  # the rule's own words too


def test_a_refusal_of_its_own_says_only_its_reason(turnier):
    client, code = turnier
    assert reply(client, code, typed("phone-anna", 0))["ok"]
    # the same phone that wrote: nothing happened behind its back
    assert reply(client, code, typed("phone-anna", 1, 60))["ok"]
    own = reply(client, code, typed("phone-anna", 1, 50))
    assert not own["ok"] and "anderes Handy" not in own["message"]
    assert own["message"].startswith("Die Partie ist entschieden"), own["message"]


def test_a_round_refused_on_the_board_it_was_typed_on_too_keeps_its_reason(turnier):
    client, code = turnier
    assert reply(client, code, typed("phone-anna", 0))["ok"]
    # Beat saw the empty board and types 200 card points: refused there as well
    bad = reply(client, code, typed("phone-beat", 0, 200))
    assert not bad["ok"] and "anderes Handy" not in bad["message"], bad["message"]


def test_the_last_round_the_oberjasser_wrote_meanwhile_names_him(served):
    """He wrote the last round on his page while Beat typed it: the refusal says he wrote,
    not "another phone" (as the answer of a round written meanwhile does)."""
    client, owner = served
    code = owner.core.codes["1-1"]
    assert reply(client, code, typed("phone-anna", 0))["ok"]
    his = {k: v for k, v in typed("", 1, 60).items() if k not in ("phone", "seen")}
    answer = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [his]},
                         headers=bearer(owner.core.admin_code))
    assert answer.json()["replies"][0]["ok"], answer.text
    second = reply(client, code, typed("phone-beat", 1, 60))
    assert not second["ok"]
    assert second["message"].startswith(HIM), second["message"]
    assert "Die Partie ist entschieden" in second["message"]
