"""A table played live whose figures the Oberjasser then corrected from paper
(``jasstafel club result … --correct``, through the server): every page says which result
counts (the club's) and that it was corrected by hand, with the reason. A trial's phone
showed the corrected 262 : 366 above entries that added up to 272 : 356 without a word,
and the Oberjasser's page showed 272 : 356."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import PaperResult  # noqa: E402

from .conftest import bearer, make_evening, round_op  # noqa: E402

REASON = "Additionsfehler"


@pytest.fixture
def corrected(club_path, german):
    """A Turnier of one round, played live (100 : 57), then corrected by hand to 90 : 67."""
    from starlette.testclient import TestClient

    from jasstafel.live import writes
    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=1)

    def served():
        owner = Owner(lambda: EveningCore(club_path, evening))
        return owner, TestClient(create_app(owner))

    owner, client = served()
    with client:
        core = owner.core
        code = core.codes["1-1"]
        reply = client.post("/api/table/ops", json={"ops": [round_op("rosen", 0, (100, None))]},
                            headers=bearer(code))
        assert reply.json()["replies"][0]["ok"]
        a, b, c, d = (m.id for m in core.tables["1-1"].members)
        call = writes.encode("correct_result", 1, 1, note=REASON, seen=None, corrections=[
            PaperResult(a, 90), PaperResult(c, 90), PaperResult(b, 67), PaperResult(d, 67)])
        reply = client.post("/api/admin/club", json={"evening": evening, "calls": [call]},
                            headers=bearer(core.admin_code))
        assert reply.status_code == 200, reply.json()
    owner.close()
    return served, code


def pages(client, core, code):
    phone = client.get("/api/table", headers=bearer(code)).json()["state"]
    admin = client.get("/api/admin", headers=bearer(core.admin_code)).json()["tables"][0]
    wall = client.get("/api/wall").json()["tables"][0]
    return phone, admin, wall


@pytest.mark.parametrize("restarted", [False, True])
def test_every_page_says_the_hand_corrected_result_counts(corrected, restarted):
    served, code = corrected
    owner, client = served()  # the same evening's server (again, after a restart)
    try:
        with client:
            phone, admin, wall = pages(client, owner.core, code)
    finally:
        owner.close()
    # the phone: the club's figures at the top, and why they are not its entries' sum
    assert [s["total"] for s in phone["sides"]] == [90, 67]
    assert [e["totals"] for e in phone["entries"]] == [[100, 57]]
    assert phone["status"] == f"Im Verein von Hand korrigiert ({REASON})"
    assert phone["held_text"].startswith("90 : 67 zählt, nicht das 100 : 57 der Einträge"), \
        phone["held_text"]
    assert not phone["problem"]
    # the Oberjasser's page: the same figures, the same words, no red note
    assert admin["totals"] == [90, 67]
    assert admin["status"].startswith(f"Im Verein von Hand korrigiert ({REASON})")
    assert "100 : 57" in admin["status"]
    assert not admin["problem"]
    # the wall: the result that counts
    assert [s["total"] for s in wall["sides"]] == [90, 67]


def admin_table(client, core):
    reply = client.post("/api/admin/table", json={"passe": 1, "table": 1},
                        headers=bearer(core.admin_code))
    assert reply.status_code == 200, reply.text
    return reply.json()["state"]


@pytest.mark.parametrize("restarted", [False, True])
def test_the_oberjassers_correction_after_a_hand_correction_is_what_every_page_says(
        corrected, club_path, restarted):
    """Corrected by hand (90 : 67), then corrected again by the Oberjasser on his Tafel
    (95 : 62): the club holds his Partie, and no page says "corrected by hand" any more (a
    trial's phone and his Tafel still did, also after a reload and a restart)."""
    from jasstafel.club import Club

    served, code = corrected
    owner, client = served()
    try:
        with client:
            core = owner.core
            before = admin_table(client, core)
            base = before["version"]
            # his own Tafel says what counts and that he may correct it here (not "a
            # correction goes through the Oberjasser": he is the Oberjasser)
            assert before["admin_text"].startswith("90 : 67 zählt, nicht das 100 : 57"), \
                before["admin_text"]
            assert "über den Oberjasser" not in before["admin_text"]
            fix = {"id": "test-oj-fix-0001", "kind": "replace", "index": 0, "form": "round",
                   "base": base, "values": {"contract": "rosen", "announced_by": 0,
                                            "points": [95, None]}}
            reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [fix]},
                                headers=bearer(core.admin_code))
            assert reply.json()["replies"][0]["ok"], reply.json()
            if not restarted:
                phone, admin, wall = pages(client, core, code)
                mine = admin_table(client, core)
    finally:
        owner.close()
    if restarted:
        owner, client = served()
        try:
            with client:
                phone, admin, wall = pages(client, owner.core, code)
                mine = admin_table(client, owner.core)
        finally:
            owner.close()
    with Club.open(club_path) as club:
        assert club.hand_corrections(1) == {}
        log = club.corrections(1)
    assert log[-1].note == "vom Oberjasser korrigiert (live)"
    for state in (phone, mine):
        assert [s["total"] for s in state["sides"]] == [95, 62]
        assert [e["totals"] for e in state["entries"]] == [[95, 62]]
        assert "von Hand" not in state["status"], state["status"]
    # the table's phone: his result, read only; his own Tafel: he may correct it again
    assert phone["held_text"].startswith("Vom Oberjasser korrigiert:"), phone["held_text"]
    assert mine["admin_text"].startswith("Vom Oberjasser auf dieser Tafel korrigiert"), \
        mine["admin_text"]
    # his page's row: what the club's log says, not "recorded outside the board"
    assert admin["totals"] == [95, 62]
    assert "von Hand" not in admin["status"] and "ausserhalb" not in admin["status"]
    assert admin["status"].endswith("vom Oberjasser korrigiert (live)"), admin["status"]
    assert [s["total"] for s in wall["sides"]] == [95, 62]


def play_and_correct_by_hand(client, core, code, evening):
    """A Turnier of two rounds played at table 1 (60 : 97, then a Match of B: 60 : 254),
    then corrected by hand in the club to 80 : 234."""
    from jasstafel.live import writes

    reply = client.post("/api/table/ops", headers=bearer(code), json={"ops": [
        round_op("rosen", 0, (60, None)), round_op("obenabe", 1, (None, 157), match=True)]})
    assert all(r["ok"] for r in reply.json()["replies"]), reply.json()
    a, b, c, d = (m.id for m in core.tables["1-1"].members)
    call = writes.encode("correct_result", 1, 1, note=REASON, seen=None, corrections=[
        PaperResult(a, 80), PaperResult(c, 80), PaperResult(b, 234, matches=1),
        PaperResult(d, 234, matches=1)])
    reply = client.post("/api/admin/club", json={"evening": evening, "calls": [call]},
                        headers=bearer(core.admin_code))
    assert reply.status_code == 200, reply.json()


def test_the_oberjassers_correction_in_the_same_run_as_the_hand_correction(club_path, german):
    """A trial's server ran through both: the table corrected by hand (80 : 234), then by the
    Oberjasser on his Tafel (65 : 249). The club held his Partie, but every page still showed
    the hand-corrected 80 : 234, labelled "corrected by the Oberjasser", until a restart."""
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)
    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            core = owner.core
            code = core.codes["1-1"]
            play_and_correct_by_hand(client, core, code, evening)
            before = admin_table(client, core)
            assert [s["total"] for s in before["sides"]] == [80, 234]
            fix = {"id": "test-oj-fix-0002", "kind": "replace", "index": 0, "form": "round",
                   "base": before["version"],
                   "values": {"contract": "rosen", "announced_by": 0, "points": [65, None]}}
            reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [fix]},
                                headers=bearer(core.admin_code))
            assert reply.json()["replies"][0]["ok"], reply.json()
            phone, admin, wall = pages(client, core, code)
            mine = admin_table(client, core)
    finally:
        owner.close()
    for state in (phone, mine):
        assert [s["total"] for s in state["sides"]] == [65, 249], state["sides"]
        assert "von Hand" not in state["status"], state["status"]
    assert admin["totals"] == [65, 249]
    assert [s["total"] for s in wall["sides"]] == [65, 249]


def test_a_tafel_taken_over_before_a_restart_shows_his_figures_once_recorded(club_path,
                                                                             german):
    """The trial's order: corrected by hand (80 : 234), the Oberjasser's Tafel taken over
    (a round deleted: not finished, nothing recorded), the server restarted, the round
    written again on his Tafel: the club holds his Partie (60 : 254), and the pages showed
    the hand-corrected 80 : 234 over it."""
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)

    def served():
        owner = Owner(lambda: EveningCore(club_path, evening))
        return owner, TestClient(create_app(owner))

    owner, client = served()
    try:
        with client:
            core = owner.core
            code = core.codes["1-1"]
            play_and_correct_by_hand(client, core, code, evening)
            base = admin_table(client, core)["version"]
            drop = {"id": "test-oj-drop-0003", "kind": "delete", "index": 1, "base": base}
            reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [drop]},
                                headers=bearer(core.admin_code))
            assert reply.json()["replies"][0]["ok"], reply.json()
    finally:
        owner.close()
    owner, client = served()
    try:
        with client:
            core = owner.core
            reply = client.post("/api/admin/ops", headers=bearer(core.admin_code), json={
                "passe": 1, "table": 1,
                "ops": [round_op("obenabe", 1, (None, 157), match=True)]})
            assert reply.json()["replies"][0]["ok"], reply.json()
            phone, admin, wall = pages(client, core, code)
            mine = admin_table(client, core)
    finally:
        owner.close()
    for state in (phone, mine):
        assert [s["total"] for s in state["sides"]] == [60, 254], state["sides"]
    assert admin["totals"] == [60, 254]
    assert [s["total"] for s in wall["sides"]] == [60, 254]


def test_a_refused_correction_of_the_oberjasser_leaves_the_hand_corrected_table(club_path,
                                                                                german):
    """A trial's Oberjasser sent a correction the rules refused (a Match with 65 : 92, its
    Match still pressed): his Tafel had been taken over all the same, so every page said
    "recorded outside the board" over the Tafel's 60 : 254 while the club still held the
    hand-corrected 80 : 234, and the next start wrote the Tafel into the club unasked. A
    refused change changes nothing: not the table, not the journal, not the club."""
    from starlette.testclient import TestClient

    from jasstafel.club import Club
    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)

    def served():
        owner = Owner(lambda: EveningCore(club_path, evening))
        return owner, TestClient(create_app(owner))

    owner, client = served()
    try:
        with client:
            core = owner.core
            code = core.codes["1-1"]
            play_and_correct_by_hand(client, core, code, evening)
            before = admin_table(client, core)
            row = pages(client, core, code)[1]
            fix = {"id": "test-oj-fix-0004", "kind": "replace", "index": 1, "form": "round",
                   "base": before["version"],
                   "values": {"contract": "obenabe", "announced_by": 1, "match": True,
                              "points": [65, 92]}}
            reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [fix]},
                                headers=bearer(core.admin_code))
            answer = reply.json()["replies"][0]
            assert not answer["ok"] and "Match" in answer["message"], answer
            phone, admin, wall = pages(client, core, code)
            mine = admin_table(client, core)
            assert mine["version"] == before["version"]
    finally:
        owner.close()
    for state in (phone, mine):  # as before: the hand-corrected figures count, said so
        assert [s["total"] for s in state["sides"]] == [80, 234], state["sides"]
        assert state["status"] == f"Im Verein von Hand korrigiert ({REASON})", state["status"]
    assert mine["admin_text"].startswith("80 : 234 zählt"), mine["admin_text"]
    assert admin == row  # his page's row too
    assert [s["total"] for s in wall["sides"]] == [80, 234]
    owner, client = served()  # a restart writes nothing into the club either
    try:
        with client:
            phone, admin, wall = pages(client, owner.core, code)
    finally:
        owner.close()
    assert [s["total"] for s in phone["sides"]] == [80, 234]
    with Club.open(club_path) as club:
        assert club.hand_corrections(1) != {}
        assert all(row.note == REASON for row in club.corrections(1)), club.corrections(1)
