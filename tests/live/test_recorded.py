"""A live evening started over results already in the club (typed from paper or imported in
the club window): it starts from the database's state. The recorded tables are shown as
recorded on the wall, the Oberjasser's page and the table's phone, the phone cannot write
over them, the Oberjasser alone corrects a recorded Tafel, and his page offers the next
Passe still to play."""

from __future__ import annotations

import contextlib

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import Club, PaperResult  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402

from .conftest import bearer, make_evening, op_id, round_op  # noqa: E402

PAPER = (1100, 500)  # team A, team B of the paper sheet


@contextlib.contextmanager
def served(club_path, evening):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            client.owner = owner  # the club window's way in: owner.club_write
            yield client, owner.core
    finally:
        owner.close()


def seats(club_path, evening, passe, table):
    with Club.open(club_path) as club:
        drawn = club.drawn(evening)[passe - 1]
    return next(t for t in drawn.tables if t.number == table).seats


def type_paper(club_path, evening, passe, table):
    """The paper sheet of a table typed in the club window: team A (seats 1 and 3) 1100."""
    s = seats(club_path, evening, passe, table)
    with Club.open(club_path) as club:
        club.record_result(evening, passe, table, [
            PaperResult(s[0], PAPER[0]), PaperResult(s[2], PAPER[0]),
            PaperResult(s[1], PAPER[1]), PaperResult(s[3], PAPER[1])])


def import_match(club_path, evening, passe, table):
    """A match file of the table imported in the club window: 7 × 157 for team A."""
    from jasstafel.live.evening import table_match

    with Club.open(club_path) as club:
        ev = club.evening(evening)
        drawn = next(p for p in club.drawn(ev) if p.passe == passe)
        draw = next(t for t in drawn.tables if t.number == table)
        members = {m.id: m for m in club.members()}
        match = table_match(ev, passe, draw, members)
        for _ in range(7):
            match.add(SchieberRound(contract="eicheln", announced_by=0, points=(157, 0)))
        club.record_match(ev, passe, table, match, members=list(draw.seats))
    return [157 * 7, 0]


def results(club_path, evening, passe, table):
    with Club.open(club_path) as club:
        return sorted((r.member, r.points) for r in club.results(evening, passe)
                      if r.table == table)


def state_of(client, code):
    reply = client.get("/api/table", headers=bearer(code))
    assert reply.status_code == 200, reply.text
    return reply.json()["state"]


def post(client, code, *ops):
    return client.post("/api/table/ops", json={"ops": list(ops)},
                       headers=bearer(code)).json()["replies"]


def admin_ops(client, core, passe, table, *ops):
    reply = client.post("/api/admin/ops", json={"passe": passe, "table": table,
                                                "ops": list(ops)},
                        headers=bearer(core.admin_code))
    return reply.json()["replies"]


def test_a_passe_recorded_before_the_evening_went_live(club_path, german):
    evening = make_evening(club_path, players=8, passen=2)
    type_paper(club_path, evening, 1, 1)
    totals = import_match(club_path, evening, 1, 2)
    with served(club_path, evening) as (client, core):
        admin = client.get("/api/admin", headers=bearer(core.admin_code)).json()
        # the Oberjasser's page offers Passe 2, not "Start Passe 1" again
        assert admin["next"] == 2 and admin["passe"] == 2
        rows = {(r["passe"], r["table"]): r for r in admin["tables"]}
        assert rows[1, 1]["recorded"] and rows[1, 1]["finished"] and rows[1, 1]["paper"]
        assert rows[1, 1]["totals"] == list(PAPER)
        assert rows[1, 2]["recorded"] and rows[1, 2]["totals"] == totals
        assert not rows[2, 1]["recorded"]
        # the wall: the recorded Passe in the ranking, the Passe to play on its tiles
        wall = client.get("/api/wall").json()
        assert wall["passe"] == 2 and len(wall["ranking"]["rows"]) == 8
        assert all(not tile["recorded"] for tile in wall["tables"])

        # the phone of the paper table shows the paper's totals and cannot write
        code = core.codes["1-1"]
        state = state_of(client, code)
        assert state["held"] and state["paper"] and state["recorded"] and state["finished"]
        assert [s["total"] for s in state["sides"]] == list(PAPER)
        assert state["entries"] == [] and "vom Blatt" in state["status"]
        before = results(club_path, evening, 1, 1)
        for op in (round_op(), {"id": op_id(), "kind": "undo", "base": state["version"]}):
            answer = post(client, code, op)[0]
            assert not answer["ok"] and "Oberjasser" in answer["message"], answer
        assert results(club_path, evening, 1, 1) == before
        # ... nor can the Oberjasser here: a paper sheet is corrected in the club window
        answer = admin_ops(client, core, 1, 1, round_op())[0]
        assert not answer["ok"] and "Vereinsfenster" in answer["message"], answer

        # the phone of the imported table shows its Tafel, read only
        code = core.codes["1-2"]
        state = state_of(client, code)
        assert state["held"] and not state["paper"] and state["recorded"]
        assert [s["total"] for s in state["sides"]] == totals
        assert len(state["entries"]) == 7
        assert not post(client, code, round_op())[0]["ok"]


def test_the_oberjasser_corrects_an_imported_tafel_and_the_table_still_only_reads(
        club_path, german):
    evening = make_evening(club_path, players=8, passen=2)
    import_match(club_path, evening, 1, 1)
    with served(club_path, evening) as (client, core):
        admin = client.get("/api/admin", headers=bearer(core.admin_code)).json()
        assert admin["next"] == 1  # table 2 of Passe 1 is still to play
        # his page tells him where to correct it (it said that only he could)
        row = next(r for r in admin["tables"] if (r["passe"], r["table"]) == (1, 1))
        assert "Vereinsfenster" in row["status"] and "nur der Oberjasser" not in row["status"]
        wall = client.get("/api/wall").json()
        tile = next(t for t in wall["tables"] if t["table"] == 1)
        assert tile["recorded"] and tile["finished"]
        assert [s["total"] for s in tile["sides"]] == [1099, 0]  # not 0 : 0
        state = state_of(client, core.codes["1-1"])
        version = state["version"]
        # entry 1 was 120 : 37, not 157 : 0
        fixed = {"id": op_id(), "kind": "replace", "index": 0, "base": version,
                 "form": "round", "values": {"contract": "eicheln", "announced_by": 0,
                                             "points": [120, None]}}
        answer = admin_ops(client, core, 1, 1, fixed)[0]
        assert answer["ok"], answer
        assert results(club_path, evening, 1, 1)[0][1] in (1062, 37)
        assert sorted({p for _m, p in results(club_path, evening, 1, 1)}) == [37, 1062]
        with Club.open(club_path) as club:
            assert any("Oberjasser" in c.note for c in club.corrections(evening))
        state = state_of(client, core.codes["1-1"])
        assert state["held"] and [s["total"] for s in state["sides"]] == [1062, 37]
        assert not post(client, core.codes["1-1"], round_op())[0]["ok"]
    # the laptop restarts: the Oberjasser's Tafel is the table's, still held
    with served(club_path, evening) as (client, core):
        state = state_of(client, core.codes["1-1"])
        assert state["held"] and [s["total"] for s in state["sides"]] == [1062, 37]
        assert len(state["entries"]) == 7
        assert not post(client, core.codes["1-1"], round_op())[0]["ok"]
        assert sorted({p for _m, p in results(club_path, evening, 1, 1)}) == [37, 1062]


def test_a_result_typed_in_the_window_while_live_holds_the_table(club_path, german):
    evening = make_evening(club_path, players=8, passen=1)
    s = seats(club_path, evening, 1, 2)
    with served(club_path, evening) as (client, core):
        code = core.codes["1-2"]
        assert post(client, code, round_op())[0]["ok"]
        client.owner.club_write(lambda club: club.record_result(evening, 1, 2, [
            PaperResult(s[0], 900), PaperResult(s[2], 900), PaperResult(s[1], 984),
            PaperResult(s[3], 984)]))
        state = state_of(client, code)
        assert state["held"] and [x["total"] for x in state["sides"]] == [900, 984]
        assert not post(client, code, round_op())[0]["ok"]
        # removed again in the window: the table writes on from its own Tafel
        client.owner.club_write(lambda club: club.delete_results(evening, 1, 2))
        state = state_of(client, code)
        assert not state["held"] and len(state["entries"]) == 1
        assert post(client, code, round_op())[0]["ok"]


def test_an_imported_tafel_of_other_table_rules_is_corrected_in_the_window(club_path, german):
    """A match played with 3 rounds, imported (confirmed) into a Turnier of 2 rounds: the
    evening's Tafel cannot take its entries, so the Oberjasser is told where to correct it."""
    from jasstafel.live.evening import table_match

    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=2)
    with Club.open(club_path) as club:
        ev = club.evening(evening)
        draw = club.drawn(ev)[0].tables[0]
        members = {m.id: m for m in club.members()}
        longer = ev.__class__(**{**ev.__dict__, "settings": {**ev.settings, "rounds": 3}})
        match = table_match(longer, 1, draw, members)
        for _ in range(3):
            match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
        club.record_match(ev, 1, 1, match, members=list(draw.seats),
                          other_rules="the table played three rounds")
    before = results(club_path, evening, 1, 1)
    with served(club_path, evening) as (client, core):
        state = state_of(client, core.codes["1-1"])
        assert state["held"] and len(state["entries"]) == 3
        fixed = {"id": op_id(), "kind": "delete", "index": 2, "base": state["version"]}
        answer = admin_ops(client, core, 1, 1, fixed)[0]
        assert not answer["ok"] and "anderen Tischregeln" in answer["message"], answer
        assert state_of(client, core.codes["1-1"])["held"]
    assert results(club_path, evening, 1, 1) == before


def test_a_recorded_table_is_named_as_a_live_one_by_short_names(club_path, german):
    """The wall named a paper table's teams by full names beside the live tables' short
    names (found in a trial)."""
    evening = make_evening(club_path, players=8, passen=1)
    with Club.open(club_path) as club:
        for member in club.members():
            club.rename_member(member.id, short_name=member.name[:2] + ".")
    type_paper(club_path, evening, 1, 1)
    with served(club_path, evening) as (client, core):
        tiles = {t["table"]: t for t in client.get("/api/wall").json()["tables"]}
        names = [s["name"] for t in (1, 2) for s in tiles[t]["sides"]]
        assert all(" & " in n and all(len(part) == 3 and part.endswith(".")
                                      for part in n.split(" & ")) for n in names), names
