"""A correction typed at a table after the live evening ended does not go into the club
later without a question.

A French organiser's trial: after *Terminer la soirée en direct* the table's laptop still
let the Schreiber correct an entry of its finished Partie (its status bar said "2
inscriptions non envoyées" for that one correction). The organiser exported the ranking,
then started the same evening live again only to show the wall: the waiting correction was
sent at once, the table's result and the ranking changed, and the exports were wrong. Now
an evening ended with a table's result in the club keeps that result: a table's change of it
after a restart is refused with a sentence the table sees (the Oberjasser corrects it), and
the status bar counts what the Schreiber did (1 correction: 1 entry).

The window joins a real evening server on loopback by the table's link; the correction is
made with keys (the history's Home, Ctrl+E, the points typed, Enter). Waits are on what the
window shows.
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, german_window, settings  # noqa: E402, F401
from tests.ui.keyboard import ctrl, enter, key, select_all, type_text  # noqa: E402

from .conftest import make_evening, round_op  # noqa: E402
from .test_faults import WAIT  # noqa: E402
from .test_window import post  # noqa: E402
from .test_window_live_status import ENDED, WHERE, listening, says  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def club_points(club_path, evening):
    with Club.open(club_path) as club:
        return sorted((r.member, r.points) for r in club.results(evening, 1))


def test_a_correction_after_the_end_is_refused_when_the_evening_is_live_again(
        german_window, club_path, qtbot):  # noqa: F811
    from jasstafel.live.service import LiveEvening

    main = german_window
    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    port = int(live.url.rstrip("/").rsplit(":", 1)[1])
    code = live.codes(1)[(1, 1)]
    again = None
    try:
        # the table's phone wrote the whole Partie: it is in the club
        rounds = [round_op("eicheln", 0, (157, None)) for _ in range(7)]
        assert all(r["ok"] for r in post(live.url, "api/table/ops", code,
                                          {"ops": rounds})["replies"])
        before = club_points(club_path, evening)
        assert before
        main.open_argument(f"{live.url}?code={code}")
        assert main.live_link is not None
        qtbot.waitUntil(lambda: len(main.controller.match.entries) == 7, timeout=WAIT * 1000)
        listening(qtbot, main)
        assert post(live.url, "api/admin/stop", live.admin_code, {})["ok"]
        says(qtbot, main, ENDED + " · Abend zu Ende: der Server hat jeden Eintrag dieses "
                                  "Tisches")
        qtbot.waitUntil(lambda: not live.running, timeout=WAIT * 1000)
        # the Schreiber corrects entry 1 of the finished Partie: one correction
        main.activateWindow()
        main.history.list.setFocus()
        key(qtbot, "Home")
        ctrl(qtbot, "e")
        assert main.panel.correcting == 0
        select_all(qtbot)
        type_text(qtbot, "100")
        enter(qtbot)
        assert main.controller.match.entries[0].points == (100, 57)
        says(qtbot, main, ENDED + " · Abend zu Ende: 1 Eintrag wurde nicht geschickt, er "
                                  "bleibt auf diesem Computer")
        # the organiser starts the same evening live again, to show the wall
        again = LiveEvening(club_path, evening, host="127.0.0.1", port=port)
        again.start()
        says(qtbot, main, WHERE + " · Der Live-Abend wurde mit dem Resultat dieses Tisches "
                                  "im Verein beendet: eine Korrektur macht der Oberjasser auf "
                                  "seiner Seite oder im Vereinsfenster")
        assert club_points(club_path, evening) == before  # the exports stay right
        assert again.core.tables["1-1"].match.entries[0].points == (157, 0)
    finally:
        if main.live_link is not None:
            main.live_link.close()
        for server in (live, again):
            if server is not None and server.running:
                server.stop()


def serve(club_path, evening):
    """The evening's server in-process (Starlette's TestClient), as a context: (client,
    owner)."""
    import contextlib

    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    @contextlib.contextmanager
    def running():
        owner = Owner(lambda: EveningCore(club_path, evening))
        try:
            with TestClient(create_app(owner)) as client:
                yield client, owner
        finally:
            owner.close()

    return running()


def test_a_phones_change_waiting_since_the_end_is_refused_and_the_table_still_playing_plays_on(
        club_path, german):
    from .conftest import bearer, op_id

    evening = make_evening(club_path, players=8, passen=1)
    with serve(club_path, evening) as (client, owner):
        done, playing = owner.core.codes["1-1"], owner.core.codes["1-2"]
        rounds = [round_op("eicheln", 0, (157, None)) for _ in range(7)]
        client.post("/api/table/ops", json={"ops": rounds}, headers=bearer(done))
        client.post("/api/table/ops", json={"ops": [round_op("eicheln", 0, (100, None))]},
                    headers=bearer(playing))
        admin = owner.core.admin_code
        assert client.post("/api/admin/stop", json={}, headers=bearer(admin)).json()["ok"]
    before = club_points(club_path, evening)
    assert before
    with serve(club_path, evening) as (client, owner):  # live again
        fix = {"id": op_id(), "kind": "replace", "index": 0, "form": "round", "base": 7,
               "values": {"contract": "eicheln", "announced_by": 0, "points": [100, None]}}
        reply = client.post("/api/table/ops", json={"ops": [fix]},
                            headers=bearer(done)).json()["replies"][0]
        assert not reply["ok"]
        assert reply["message"] == ("Der Live-Abend wurde mit dem Resultat dieses Tisches im "
                                    "Verein beendet: eine Korrektur macht der Oberjasser auf "
                                    "seiner Seite oder im Vereinsfenster")
        assert reply["text"]["template"].startswith("The live evening was ended")
        state = client.get("/api/table", headers=bearer(done)).json()["state"]
        assert state["held"] and state["held_text"] == reply["message"]  # no form on it
        assert club_points(club_path, evening) == before
        # the table still playing at the end plays on
        more = client.post("/api/table/ops", json={"ops": [round_op("eicheln", 0, (57, None))]},
                           headers=bearer(playing)).json()["replies"][0]
        assert more["ok"]
        # the Oberjasser corrects the closed table on his page: his word counts
        fix = {**fix, "id": op_id()}
        his = client.post("/api/admin/ops", json={"passe": 1, "table": 1, "ops": [fix]},
                          headers=bearer(owner.core.admin_code)).json()["replies"][0]
        assert his["ok"]
    assert club_points(club_path, evening) != before
