"""The live server in-process (Starlette's TestClient): codes, entries, refusals, the club."""

from __future__ import annotations

import json
import re

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402

from .conftest import bearer, make_evening, op_id, round_op  # noqa: E402


def code_of(core, passe=1, table=1):
    return core.codes[f"{passe}-{table}"]


def post_ops(client, code, *ops):
    return client.post("/api/table/ops", json={"ops": list(ops)}, headers=bearer(code))


def table(client, code):
    reply = client.get("/api/table", headers=bearer(code))
    assert reply.status_code == 200, reply.text
    return reply.json()["state"]


# -- codes ----------------------------------------------------------------------------------


def test_a_table_code_opens_its_table_and_only_it(live):
    client, core = live
    reply = client.post("/api/join", json={"code": code_of(core).lower()})
    assert reply.json() == {"ok": True, "passe": 1, "table": 1}
    state = table(client, code_of(core, 1, 2))
    assert (state["passe"], state["table"]) == (1, 2)
    seated = {m.name for m in core.tables["1-2"].members}
    assert {p["name"] for p in state["players"]} == seated


def test_nothing_is_read_or_written_without_a_code(live, club_path):
    client, core = live
    assert client.get("/api/table").status_code == 403
    assert client.post("/api/table/ops", json=round_op()).status_code == 403
    wrong = client.post("/api/table/ops", json=round_op(), headers=bearer("AAAAAA"))
    assert wrong.status_code == 403
    assert "nicht bekannt" in wrong.json()["message"] or wrong.json()["message"]
    assert client.get("/api/admin").status_code == 403
    assert client.get("/api/admin", headers=bearer(code_of(core))).status_code == 403
    assert core.tables["1-1"].version == 0


def test_wrong_codes_are_counted_per_address(live):
    client, core = live
    for _ in range(20):
        assert client.post("/api/join", json={"code": "ZZZZZZ"}).status_code == 403
    assert client.post("/api/join", json={"code": code_of(core)}).status_code == 429
    assert client.get("/api/table", headers=bearer(code_of(core))).status_code == 429


def test_a_later_passe_opens_when_the_oberjasser_starts_it(live):
    client, core = live
    later = code_of(core, 2, 1)
    assert client.post("/api/join", json={"code": later}).status_code == 409
    admin = bearer(core.admin_code)
    assert client.post("/api/admin/passe", json={"passe": 2}, headers=admin).json()["ok"]
    assert client.post("/api/join", json={"code": later}).json()["passe"] == 2
    assert client.get("/api/wall").json()["started"] is not None


def test_a_renewed_code_replaces_the_old_one(live):
    client, core = live
    old = code_of(core)
    reply = client.post("/api/admin/code", json={"passe": 1, "table": 1},
                        headers=bearer(core.admin_code))
    new = reply.json()["code"]
    assert new != old
    assert client.post("/api/join", json={"code": old}).status_code == 403
    assert client.post("/api/join", json={"code": new}).status_code == 200


# -- entries -----------------------------------------------------------------------------------


def test_an_entry_is_scored_by_the_core_and_the_other_side_filled_in(live):
    client, core = live
    reply = post_ops(client, code_of(core), round_op(points=(100, None)))
    assert reply.json()["replies"][0]["ok"]
    state = table(client, code_of(core))
    assert [s["total"] for s in state["sides"]] == [100, 57]
    assert state["version"] == 1
    assert client.get("/api/wall").json()["tables"][0]["sides"][0]["total"] == 100


def test_the_points_to_go_never_stand_apart_from_their_noch(live):
    """The Oberjasser's page broke "noch" from "1'000" at a row's end (a trial's): the
    status keeps the number with its word."""
    client, core = live
    post_ops(client, code_of(core), round_op(points=(100, None)))
    status = table(client, code_of(core))["status"]
    assert re.search("noch\u00a0[0-9']+, .* noch\u00a0[0-9']+$", status), status


def test_a_refusal_is_the_cores_sentence_in_the_evenings_language(live):
    client, core = live
    reply = post_ops(client, code_of(core), round_op(points=(100, 50)))
    answer = reply.json()["replies"][0]
    assert not answer["ok"]
    assert answer["message"] == ("Die Kartenpunkte beider Teams müssen zusammen 157 ergeben, "
                                 "nicht 100 + 50")
    missing = post_ops(client, code_of(core), {"id": op_id(), "kind": "add", "form": "round",
                                               "values": {"announced_by": 0}})
    assert not missing.json()["replies"][0]["ok"]
    assert table(client, code_of(core))["version"] == 0


def test_an_entry_sent_twice_is_written_once(live):
    client, core = live
    op = round_op()
    for _ in range(3):
        assert post_ops(client, code_of(core), op).json()["replies"][0]["ok"]
    second = post_ops(client, code_of(core), op).json()["replies"][0]
    assert second["duplicate"]
    assert len(table(client, code_of(core))["entries"]) == 1
    # the same id at another table is not an entry of that table
    other = post_ops(client, code_of(core, 1, 2), op).json()["replies"][0]
    assert not other["ok"]
    assert table(client, code_of(core, 1, 2))["version"] == 0


def test_a_round_typed_on_two_phones_is_written_and_the_second_phone_warned(live):
    client, core = live
    code = code_of(core)
    first = {**round_op(points=(100, None)), "phone": "phone-anna", "seen": 0}
    second = {**round_op(points=(100, None)), "phone": "phone-beat", "seen": 0}
    assert post_ops(client, code, first).json()["replies"][0]["notice"] == ""
    answer = post_ops(client, code, second).json()["replies"][0]
    assert answer["ok"]  # typed is typed: written, not lost
    assert answer["notice"] == ("Geschrieben, aber getippt, während ein anderes Handy an "
                                "diesem Tisch schrieb: prüfen, ob diese Runde nicht zweimal "
                                "auf der Tafel steht (Rückgängig nimmt den letzten Eintrag "
                                "zurück)")
    assert len(table(client, code)["entries"]) == 2


def test_a_phone_writing_round_after_round_is_not_warned(live):
    client, core = live
    code = code_of(core)
    for _ in range(3):  # its view not yet refreshed: it saw version 0 each time
        op = {**round_op(points=(90, None)), "phone": "phone-anna", "seen": 0}
        assert post_ops(client, code, op).json()["replies"][0]["notice"] == ""
    # the Oberjasser's correction is another writer for a round typed before it
    fix = {"id": op_id(), "kind": "delete", "index": 2, "base": 3}
    reply = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [fix]},
                        headers=bearer(core.admin_code))
    assert reply.json()["replies"][0]["ok"]
    late = {**round_op(points=(90, None)), "phone": "phone-anna", "seen": 3}
    assert post_ops(client, code, late).json()["replies"][0]["notice"] != ""
    current = {**round_op(points=(90, None)), "phone": "phone-anna", "seen": 5}
    assert post_ops(client, code, current).json()["replies"][0]["notice"] == ""


def test_weis_stoeck_match_and_bedanken(live):
    client, core = live
    code = code_of(core)
    replies = post_ops(
        client, code,
        round_op("eicheln", 0, (None, None), match=True),  # 257
        round_op("schellen", 1, (57, None), weis=[0, 50], stoeck=1),  # 57 : 100+50+20
        round_op("rosen", 0, (None, None), kontermatsch=True),  # 0 : 257
    ).json()["replies"]
    assert all(r["ok"] for r in replies), replies
    state = table(client, code)
    assert [s["total"] for s in state["sides"]] == [257 + 57, 170 + 257]
    assert "Kontermatsch" in state["entries"][2]["notes"]
    # the phone lists the entry's text: a Kontermatsch said so, not "Match" (a trial's),
    # beside the team that made it, with what each team got
    a, b = (side["name"] for side in state["sides"])
    said = state["entries"][2]["text"]
    assert said.endswith(f": {a}\u00a00\u00a0→ 0, {b}\u00a0157 + Kontermatsch 100\u00a0→ 257"), said
    said = state["entries"][0]["text"]
    assert said.endswith(f": {a}\u00a0157 + Match 100\u00a0→ 257, {b}\u00a00\u00a0→ 0"), said
    bedanken = {"id": op_id(), "kind": "add", "form": "bedanken", "values": {"team": 1}}
    answer = post_ops(client, code, bedanken).json()["replies"][0]
    assert answer["ok"]
    state = table(client, code)
    assert state["finished"]  # too early: the other team wins
    assert "zu früh" in state["status"]


def test_a_kontermatsch_is_said_in_french_on_the_phone(club_path, french):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1)
    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            code = code_of(owner.core)
            kontermatsch = round_op("eicheln", 1, (None, None), kontermatsch=True)
            reply = post_ops(client, code, kontermatsch)
            assert reply.json()["replies"][0]["ok"], reply.json()
            state = table(client, code)
    finally:
        owner.close()
    a, b = (side["name"] for side in state["sides"])
    (entry,) = state["entries"]  # beside the team that made it
    assert entry["text"] == (f"Glands ×1 par {b}\u00a0: "
                             f"{a}\u00a0157 + contre-match 100\u00a0→ 257, {b}\u00a00\u00a0→ 0")


def test_corrections_and_undo_need_the_tafel_they_were_made_on(live):
    client, core = live
    code = code_of(core)
    post_ops(client, code, round_op(points=(100, None)), round_op(points=(90, None)))
    fix = {"id": op_id(), "kind": "replace", "index": 0, "base": 2, "form": "round",
           "values": {"contract": "rosen", "announced_by": 0, "points": [120, None]}}
    assert post_ops(client, code, fix).json()["replies"][0]["ok"]
    assert table(client, code)["entries"][0]["totals"] == [120, 37]
    stale = {"id": op_id(), "kind": "delete", "index": 0, "base": 2}
    answer = post_ops(client, code, stale).json()["replies"][0]
    assert not answer["ok"] and "inzwischen" in answer["message"]
    undo = {"id": op_id(), "kind": "undo", "base": 3}
    assert post_ops(client, code, undo).json()["replies"][0]["ok"]
    assert table(client, code)["entries"][0]["totals"] == [100, 57]
    redo = {"id": op_id(), "kind": "redo", "base": 4}
    assert post_ops(client, code, redo).json()["replies"][0]["ok"]
    delete = {"id": op_id(), "kind": "delete", "index": 1, "base": 5}
    assert post_ops(client, code, delete).json()["replies"][0]["ok"]
    assert len(table(client, code)["entries"]) == 1


def finish(client, code, rounds=7):
    """Rounds of 157 + 0 for the first team until it is past 1000."""
    ops = [round_op("eicheln", 0, (157, None)) for _ in range(rounds)]
    return post_ops(client, code, *ops).json()["replies"]


def test_a_finished_table_goes_into_the_club_with_its_whole_log(live, club_path, evening):
    client, core = live
    replies = finish(client, code_of(core))
    assert [r["ok"] for r in replies] == [True] * 7
    state = table(client, code_of(core))
    assert state["finished"] and state["recorded"]
    with Club.open(club_path) as club:
        stored = club.match(evening, 1, 1)
        results = club.results(evening, 1)
    assert stored is not None and len(stored.entries) == 7
    assert all(e.written_at is not None for e in stored.entries)
    seated = [m.id for m in core.tables["1-1"].members]
    assert sorted(r.member for r in results) == sorted(seated)
    wall = client.get("/api/wall").json()
    assert {row["name"] for row in wall["ranking"]["rows"]} == \
        {m.name for m in core.tables["1-1"].members}


def test_a_finished_table_opened_again_leaves_the_ranking_until_done(live, club_path, evening):
    client, core = live
    code = code_of(core)
    finish(client, code)
    undo = {"id": op_id(), "kind": "undo", "base": 7}
    assert post_ops(client, code, undo).json()["replies"][0]["ok"]
    with Club.open(club_path) as club:
        assert club.results(evening, 1) == []
    again = round_op("eicheln", 0, (150, None))
    assert post_ops(client, code, again).json()["replies"][0]["ok"]
    with Club.open(club_path) as club:
        results = club.results(evening, 1)
        notes = {c.note for c in club.corrections(evening)}
    assert results and max(r.points for r in results) == 6 * 157 + 150
    assert any("(live)" in note for note in notes)


def test_a_result_typed_beside_the_server_is_not_overwritten(live, club_path, evening):
    client, core = live
    from jasstafel.club import PaperResult

    members = [m.id for m in core.tables["1-1"].members]
    with Club.open(club_path) as club:
        club.record_result(evening, 1, 1, [PaperResult(m, points=p) for m, p in
                                           zip(members, (1100, 500, 1100, 500), strict=True)])
    finish(client, code_of(core))
    state = table(client, code_of(core))
    assert state["finished"] and not state["recorded"]
    assert state["problem"]
    with Club.open(club_path) as club:
        assert club.match(evening, 1, 1) is None  # still the paper result


def test_the_window_sends_its_whole_log(live, club_path, evening):
    client, core = live
    log = [{"type": "round", "contract": "rosen", "announced_by": 0, "points": [100, 57]},
           {"type": "round", "contract": "eicheln", "announced_by": 1, "points": [0, 157],
            "match": True}]
    reply = post_ops(client, code_of(core), {"id": op_id(), "kind": "log", "entries": log})
    assert reply.json()["replies"][0]["ok"]
    assert [s["total"] for s in table(client, code_of(core))["sides"]] == [100, 57 + 257]


# -- what is refused before the rules ----------------------------------------------------------


def test_bodies_are_limited_and_must_be_json(live):
    client, core = live
    huge = client.post("/api/table/ops", content=b"[" + b"1," * 200_000 + b"1]",
                       headers={**bearer(code_of(core)), "Content-Type": "application/json"})
    assert huge.status_code == 413
    form = client.post("/api/table/ops", data={"x": "1"}, headers=bearer(code_of(core)))
    assert form.status_code == 415
    many = post_ops(client, code_of(core), *[round_op() for _ in range(51)])
    assert many.status_code == 400
    odd = post_ops(client, code_of(core), {"id": op_id(), "kind": "add", "form": "round",
                                           "values": {"contract": {"x": 1}}})
    assert not odd.json()["replies"][0]["ok"]
    sneaky = post_ops(client, code_of(core), {"id": op_id(), "kind": "add", "form": "round",
                                              "values": {"contract": "rosen",
                                                         "announced_by": 0,
                                                         "points": [157, 0],
                                                         "written_at": "1999-01-01"}})
    assert not sneaky.json()["replies"][0]["ok"]
    bad_id = post_ops(client, code_of(core), {**round_op(), "id": "x"})
    assert not bad_id.json()["replies"][0]["ok"]


def test_a_key_given_twice_is_refused_and_nothing_written(live):
    """json keeps the last value of a key given twice without a word: a phone's (or a
    hand-made request's) second "announced_by" would have written another round."""
    client, core = live
    headers = {**bearer(code_of(core)), "Content-Type": "application/json"}
    op = round_op(announced_by=0)
    body = json.dumps({"ops": [op]}).replace('"announced_by": 0',
                                             '"announced_by": 0, "announced_by": 1')
    reply = client.post("/api/table/ops", content=body.encode(), headers=headers)
    assert reply.status_code == 400
    assert reply.json()["message"] == ("ops.0.values: der Schlüssel «announced_by» kommt "
                                       "zweimal vor")
    top = client.post("/api/join", content=b'{"code": "AAAAAA", "code": "BBBBBB"}',
                      headers={"Content-Type": "application/json"})
    assert top.status_code == 400
    assert top.json()["message"] == "Der Schlüssel «code» kommt zweimal vor"
    assert core.tables["1-1"].version == 0


def test_pages_are_escaped_and_locked_down(club_path, german):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    names = ["<b>Anna</b>", "Beat & Co", "Cla\"", "<script>x()</script>"]
    evening = make_evening(club_path, players=4, names=names, passen=1)
    owner = Owner(lambda: EveningCore(club_path, evening))
    with TestClient(create_app(owner)) as client:
        code = owner.core.codes["1-1"]
        wall = client.get("/wall")
        assert "<script>x()</script>" not in wall.text
        assert "&lt;script&gt;x()&lt;/script&gt;" in wall.text or \
            "\\u003cscript\\u003e" in wall.text
        assert "script-src 'self'" in wall.headers["content-security-policy"]
        forms = client.get("/api/table", headers=bearer(code)).json()["forms_html"]
        assert "<b>Anna</b>" not in forms and "&lt;b&gt;Anna&lt;/b&gt;" in forms
        for path in ("/", "/t", "/admin", "/static/table.js", "/static/live.css", "/qr.svg"):
            assert client.get(path).status_code == 200, path
    owner.close()


def test_only_the_servers_own_names_and_the_local_network(club_path, evening, german):
    import asyncio

    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import LocalOnly, Owner, create_app

    owner = Owner(lambda: EveningCore(club_path, evening))
    with TestClient(create_app(owner, hosts=["127.0.0.1"]),
                    base_url="http://evil.example") as client:
        assert client.get("/wall").status_code == 400
    owner.close()

    sent = []

    async def app(scope, receive, send):
        sent.append("app")

    async def send(message):
        sent.append(message.get("status"))

    async def receive():
        return {"type": "http.request"}

    for host, expected in (("93.184.216.34", 403), ("192.168.1.20", "app"),
                           ("127.0.0.1", "app")):
        sent.clear()
        scope = {"type": "http", "client": (host, 5000), "method": "GET", "path": "/",
                 "headers": []}
        asyncio.run(LocalOnly(app)(scope, receive, send))
        assert sent[0] == expected, host


def test_differenzler_predictions_stay_at_their_table(club_path, german):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, variant="differenzler", preset="standard", players=4,
                           passen=1)
    owner = Owner(lambda: EveningCore(club_path, evening))
    with TestClient(create_app(owner)) as client:
        code = owner.core.codes["1-1"]
        game = {"id": op_id(), "kind": "add", "form": "game",
                "values": {"predictions": [41, 33, 29, 77], "points": [40, 30, 50, None]}}
        assert post_ops(client, code, game).json()["replies"][0]["ok"], \
            post_ops(client, code, game).json()
        # the page's meta tags carry the evening's random tokens ("41ab…" one run in 60):
        # they are no figures, and a prediction is looked for in what the wall shows
        page = re.sub(r"<meta [^>]*>", "", client.get("/wall").text)
        wall = client.get("/api/wall").text + page
        for secret in ("41", "33", "29", "77"):
            assert f'"{secret}' not in wall and f">{secret}<" not in wall
        mine = table(client, code)
        assert mine["entries"][0]["load"]["values"]["predictions"] == [41, 33, 29, 77]
    owner.close()


def test_a_table_drawn_again_does_not_take_the_old_line_ups_entries(club_path, german):
    import random

    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, players=8, passen=1)
    core = EveningCore(club_path, evening)
    before = [m.id for m in core.tables["1-1"].members]
    assert core.apply(core.codes["1-1"], round_op()).ok
    assert core.apply(core.codes["1-2"], round_op()).ok
    core.close()
    with Club.open(club_path) as club:
        club.draw(evening, [m.id for m in club.members()], rng=random.Random(99))
    again = EveningCore(club_path, evening)
    try:
        table = again.tables["1-1"]
        assert [m.id for m in table.members] != before  # this seed seats others there
        assert table.version == 0 and table.match.entries == ()
        assert "Neu ausgelost" in table.problem
    finally:
        again.close()


def test_a_changed_preset_is_said_to_be_changed_on_the_phone(club_path):
    """A Differenzler of 4 games: the phone's first rules line said "Standard (12 donnes,
    …)" over a second line saying 4 games (a trial's)."""
    from jasstafel import i18n
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, "differenzler", preset="standard", games=4)
    i18n.use("fr")
    core = EveningCore(club_path, evening)
    try:
        rules = core.table_state(next(iter(core.tables.values())))["rules"]
        # said as the window's preset line says it, with what it replaced, once
        assert rules[0].endswith("modifié\u00a0: Donnes\u00a0: 4 au lieu de 12"), rules
        assert not any("4" in line for line in rules[1:]), rules
    finally:
        core.close()
        i18n.use("en")


def test_the_variant_and_its_rules_are_said_in_the_evenings_language(club_path):
    """The wall's title, the table's variant and its rules in French: "Chibre", not the
    rules core's English "Schieber" (a Text said without render)."""
    from jasstafel import i18n
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, players=8, passen=1)
    i18n.use("fr")
    core = EveningCore(club_path, evening)
    try:
        wall = core.wall_state()
        table = core.table_state(core.tables["1-1"])
        assert (wall["title"], wall["variant"], table["variant"]) == ("Chibre",) * 3
        assert table["rules"][0] == "Chibre\u00a0: Simple 1000 (tout ×1)"
        assert core.tables["1-1"].match.document.info.title == "Chibre · Manche 1"
    finally:
        core.close()
        i18n.use("en")


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_pages_say_their_language_to_the_browser(club_path, evening, language):
    """<html lang> said "de" also on French pages (found in a trial)."""
    from starlette.testclient import TestClient

    from jasstafel import i18n
    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    previous = i18n.language()
    i18n.use(language)
    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            for path in ("/", "/wall", "/admin"):
                page = client.get(path)
                assert page.status_code == 200 and f'<html lang="{language}">' in page.text
    finally:
        owner.close()
        i18n.use(previous)


def test_the_wall_knows_when_every_table_of_the_passe_has_finished(club_path, german):
    """The wall's clock stops and says so once every table of the Passe is done, started by
    the Oberjasser or not (the phones do not need it)."""
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, players=8, passen=2, preset="turnier", rounds=1)
    core = EveningCore(club_path, evening)
    try:
        wall = core.wall_state()
        assert (wall["started"], wall["playing"], wall["all_finished"]) == (None, False, False)
        core.apply(code_of(core, 1, 1), round_op())
        wall = core.wall_state()
        assert (wall["playing"], wall["all_finished"]) == (True, False)
        core.apply(code_of(core, 1, 2), round_op())
        assert core.wall_state()["all_finished"] is True
        core.start_passe(2)
        wall = core.wall_state()
        assert (wall["passe"], wall["playing"], wall["all_finished"]) == (2, False, False)
    finally:
        core.close()


def test_the_oberjassers_states_are_ordered_by_run_and_version(live):
    """The admin page gets its state by two connections (a reply, the events), which may
    arrive out of order: each state names the server's run and a version that grows with
    every change, so that the page keeps the newer one (admin.js, show)."""
    client, core = live
    admin = bearer(core.admin_code)
    before = client.get("/api/admin", headers=admin).json()
    assert client.post("/api/admin/passe", json={"passe": 2}, headers=admin).json()["ok"]
    after = client.get("/api/admin", headers=admin).json()
    assert after["run"] == before["run"] and after["version"] > before["version"]


def test_the_wall_page_writes_the_date_as_its_language_does(club_path, german):
    """The wall's first paint (and a projector's browser without scripts) said the date as
    the club keeps it, 2026-11-26, before its script wrote 26.11.2026 (a trial's)."""
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1)
    owner = Owner(lambda: EveningCore(club_path, evening))
    with TestClient(create_app(owner)) as client:
        iso = owner.core.evening.date
        year, month, day = iso.split("-")
        title = client.get("/wall").text.split('<h1 id="title">')[1].split("</h1>")[0]
        assert title.endswith(f" · {day}.{month}.{year}"), title
    owner.close()


def test_the_wall_says_passen_sat_out_and_why_a_tie_was_won(club_path, german):
    """The wall said "Passen 2" for a member who played one Passe and sat one out (his
    points hold a credit the wall has no column for), and showed a 314 : 314 with one side
    as the winner without a word why (a trial's)."""
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, players=5, passen=2, preset="turnier", rounds=4)
    core = EveningCore(club_path, evening)
    try:
        for passe in (1, 2):
            core.start_passe(passe)
            code = code_of(core, passe, 1)
            for turn, points in enumerate((85, 70, 95, 64)):  # 314 : 314, best round 95 : 93
                core.apply(code, round_op("rosen", turn % 2, (points, None)))
        wall = core.wall_state()
        tile = wall["tables"][0]
        assert [s["total"] for s in tile["sides"]] == [314, 314]
        assert tile["why"] == ("Sieger: " + tile["sides"][0]["name"] + "; gleich viele Punkte "
                               "und Matches, bessere beste Runde")
        ranking = wall["ranking"]
        assert ranking["columns"] == ["Gespielt", "Ausgesetzt", "Punkte", "Matches"]
        figures = {row["name"]: row["figures"][:2] for row in ranking["rows"]}
        assert sorted(figures.values()) == [[1, 1], [1, 1], [2, 0], [2, 0], [2, 0]]
    finally:
        core.close()


def test_a_tile_won_on_points_needs_no_word_why(club_path, german):
    from jasstafel.live.evening import EveningCore

    evening = make_evening(club_path, players=4, passen=1, preset="turnier", rounds=1)
    core = EveningCore(club_path, evening)
    try:
        core.apply(code_of(core, 1, 1), round_op("rosen", 0, (100, None)))
        tile = core.wall_state()["tables"][0]
        assert tile["finished"] and tile["why"] == ""
        columns = core.wall_state()["ranking"]["columns"]
        assert columns == ["Passen", "Punkte", "Matches"]  # nobody sat out: the club window's word
    finally:
        core.close()


def test_a_phone_gone_while_it_sends_leaves_no_traceback(club_path, german):
    """A trial's server, resumed with a killed browser's request still waiting, logged
    "Exception in ASGI application" (starlette's ClientDisconnect) on the laptop's terminal:
    the request is refused quietly, nothing written (the phone sends again when back)."""
    import asyncio

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, players=4, passen=1)
    owner = Owner(lambda: EveningCore(club_path, evening))
    app = create_app(owner)
    code = owner.core.codes["1-1"]
    sent = []

    async def receive():
        return {"type": "http.disconnect"}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": "POST", "scheme": "http", "path": "/api/table/ops", "raw_path":
             b"/api/table/ops", "query_string": b"", "root_path": "",
             "headers": [(b"host", b"localhost"), (b"content-type", b"application/json"),
                         *((k.lower().encode(), v.encode()) for k, v in bearer(code).items())],
             "client": ("127.0.0.1", 5000), "server": ("localhost", 8000)}

    async def run():
        async with app.router.lifespan_context(app):
            await app(scope, receive, send)

    asyncio.run(run())
    assert sent and sent[0]["status"] == 400
    assert owner.core.tables[next(iter(owner.core.tables))].match.entries == ()
    owner.close()
