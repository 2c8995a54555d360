"""A laptop at a live table takes in what a phone or the Oberjasser writes at its table.

A trial's Schreiber expected the laptop to show a phone's round as the phones show each
other's; the window said instead that the table's board had changed and to join again. Now,
when the table's entries change on the server and the window has nothing of its own waiting
to be sent, the window takes the table's entries in: its board and history show them, its
status says what it took in and who wrote it, and its autosave keeps it. A take-in is no step
to undo: a trial's laptop undid the Oberjasser's correction (and a phone's round) with one
Ctrl+Z, and its whole match went to the table without a word. The window's Undo reaches back
to the last take-in, as to a join, and says so; its own later steps stay its own to undo.
A round flagged as maybe written twice comes along flagged, and a Partie the phone ended
shows finished. A real conflict (the window's own round not yet
taken by the server) is refused as before: tests/live/test_laptop_behind_a_phone.py.

The server is the club window's, in this process (German); the phones' changes are posted
as their pages post them (their writer token, the table's version they saw), the
Oberjasser's as his page posts it. The Schreiber types into the window. Every wait is on what
the window shows (``waitUntil``, generous timeouts); the window's link is closed before the
server stops (the ``live`` fixture).
"""

from __future__ import annotations

import json
import urllib.request

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402
from jasstafel.core import matchfile  # noqa: E402
from tests.ui.conftest import autosaves, german_window, settings  # noqa: E402, F401
from tests.ui.keyboard import clear_field, click, ctrl, enter, type_text  # noqa: E402
from tests.ui.test_undo_guard import click_row  # noqa: E402

from .conftest import op_id, round_op  # noqa: E402
from .test_laptop_doubt import OPEN, flags, live, phones_type_at_once, tip  # noqa: E402, F401
from .test_window import post  # noqa: E402
from .test_window_leave import a_round, in_form, on_server  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

WAIT = 60_000  # milliseconds: a loaded machine's server, stream and window may all be slow
WHERE = "Live: Passe 1, Tisch 1"


def join(qtbot, main, server):
    """The window joins table 1-1 by its link; the server has its first log."""
    code = server.codes(1)[(1, 1)]
    main.open_argument(f"{server.url}?code={code}")
    assert main.live_link is not None
    in_form(qtbot, main)
    qtbot.waitUntil(lambda: main.live_link.link.sent == 1, timeout=WAIT)
    return code


def written(qtbot, main, server, count):
    """The window's rounds typed so far are the server's (the link has its answer)."""
    qtbot.waitUntil(lambda: len(on_server(server)) == count, timeout=WAIT)
    qtbot.waitUntil(lambda: main.live_link.link.holds(main.controller.match), timeout=WAIT)


def version(server):
    return server.core.tables["1-1"].version


def phone_writes(server, code, op, phone="phone-anna"):
    """A phone at the table writes *op*, from the table's board as it sees it now."""
    op = {**op, "phone": phone, "seen": version(server)}
    assert post(server.url, "api/table/ops", code, {"ops": [op]})["replies"][0]["ok"]


def status(main):
    return main.statusBar().shown()


def autosaved(main):
    """The entries' points in the window's autosave file, as a restart would find them."""
    path = main.controller.session.target
    return [e.points for e in matchfile.load(path).document.entries]


def window_points(main):
    return [e.points for e in main.controller.match.entries]


NOT_HIS = ("Rückgängig reicht bis zur Übernahme vom Tisch: was ein Handy oder der Oberjasser "
           "schrieb, nimmt er dort zurück")
HIS = "Der Oberjasser hat Eintrag 1 korrigiert: nur er kann das zurücknehmen"


def phone_state(server, code):
    """The table's state as its phones read it."""
    request = urllib.request.Request(server.url + "api/table",
                                     headers={"Authorization": f"Bearer {code}"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())["state"]


def undo_refused(qtbot, main):
    """Ctrl+Z in the form: nothing of the table's is taken back, and the window says why."""
    in_form(qtbot, main)
    assert main.undo_action.text() == "&Rückgängig (reicht bis zur Übernahme vom Tisch)"
    assert not main.undo_action.isEnabled()
    ctrl(qtbot, "z")
    assert status(main) == NOT_HIS


def test_a_phones_round_taken_in_is_no_step_to_undo(german_window, live, qtbot,  # noqa: F811
                                                     tmp_path):
    main = german_window
    code = join(qtbot, main, live)
    a_round(qtbot, "100")
    written(qtbot, main, live, 1)
    phone_writes(live, code, round_op("rosen", 1, (57, None)))
    qtbot.waitUntil(lambda: main.history.list.count() == 2, timeout=WAIT)
    assert window_points(main) == [(100, 57), (57, 100)]
    qtbot.waitUntil(lambda: status(main) == WHERE + " · Eintrag 2 vom Handy übernommen",
                    timeout=WAIT)
    assert autosaved(main) == [(100, 57), (57, 100)]
    main.grab().save(str(tmp_path / "taken-in.png"))
    # Ctrl+Z takes back neither the phone's round nor, behind it, the window's own: the
    # table's round stays here and at the table
    undo_refused(qtbot, main)
    assert window_points(main) == [(100, 57), (57, 100)]
    assert main.history.list.count() == 2
    # the Schreiber writes on, as the table's Schreiber; his own round is his to undo
    a_round(qtbot, "80")
    written(qtbot, main, live, 3)
    assert main.undo_action.text() == "&Rückgängig: Runde 3"
    ctrl(qtbot, "z")
    qtbot.waitUntil(lambda: main.history.list.count() == 2, timeout=WAIT)
    written(qtbot, main, live, 2)
    assert [e.points for e in on_server(live)] == [(100, 57), (57, 100)]
    undo_refused(qtbot, main)


def test_the_oberjassers_correction_is_taken_in_and_named(german_window, live,  # noqa: F811
                                                          qtbot):
    main = german_window
    code = join(qtbot, main, live)
    a_round(qtbot, "100")
    a_round(qtbot, "60")
    written(qtbot, main, live, 2)
    fix = {"id": op_id(), "kind": "replace", "index": 0, "base": version(live),
           "form": "round",
           "values": {"contract": "eicheln", "announced_by": 0, "points": [110, None]}}
    reply = post(live.url, "api/admin/ops", live.admin_code,
                 {"passe": 1, "table": 1, "ops": [fix]})
    assert reply["replies"][0]["ok"], reply
    qtbot.waitUntil(lambda: window_points(main) == [(110, 47), (60, 97)], timeout=WAIT)
    qtbot.waitUntil(lambda: status(main)
                    == WHERE + " · Korrektur von Eintrag 1 vom Oberjasser übernommen",
                    timeout=WAIT)
    assert main.history.list.count() == 2
    assert autosaved(main) == [(110, 47), (60, 97)]
    assert phone_state(live, code)["undo_his"] == HIS
    # Ctrl+Z does not take his correction back: not here, not at the table, and the phones
    # still say that only he can
    undo_refused(qtbot, main)
    assert window_points(main) == [(110, 47), (60, 97)]
    assert phone_state(live, code)["undo_his"] == HIS
    # the window's next round goes to the table over the correction, not instead of it
    in_form(qtbot, main)
    a_round(qtbot, "40")
    written(qtbot, main, live, 3)
    assert [e.points for e in on_server(live)] == [(110, 47), (60, 97), (40, 117)]
    # the window's own message (nothing to undo) goes in its time; then the table again
    qtbot.waitUntil(lambda: status(main) == WHERE, timeout=WAIT)


def test_a_round_flagged_as_written_twice_comes_along_flagged(german_window, live,  # noqa: F811
                                                              qtbot):
    main = german_window
    code = join(qtbot, main, live)
    # two phones type a round at once after the laptop joined: the second is flagged
    phones_type_at_once(live.url, code)
    qtbot.waitUntil(lambda: flags(main) == ["", OPEN], timeout=WAIT)
    # the flag is what the table's state says first, as on every page of the table
    qtbot.waitUntil(lambda: status(main) == WHERE + " · " + OPEN, timeout=WAIT)
    assert window_points(main) == [(100, 57), (100, 57)]
    # the phone that wrote it takes it back: the laptop follows, the flag goes
    op = {"id": op_id(), "kind": "undo", "base": version(live), "phone": "phone-beat"}
    assert post(live.url, "api/table/ops", code, {"ops": [op]})["replies"][0]["ok"]
    qtbot.waitUntil(lambda: flags(main) == [""], timeout=WAIT)
    qtbot.waitUntil(lambda: status(main) == WHERE + " · Eintrag 2 am Handy entfernt, hier auch",
                    timeout=WAIT)
    assert OPEN not in tip(main)
    assert autosaved(main) == [(100, 57)]


def test_a_partie_a_phone_ends_shows_finished_on_the_laptop(german_window, live, qtbot,  # noqa: F811
                                                             club_path, tmp_path):
    main = german_window
    code = join(qtbot, main, live)
    for _ in range(6):  # 6 × 157: 942, the Partie (1000) not yet decided
        a_round(qtbot, "157")
    written(qtbot, main, live, 6)
    assert not main.finished_box.isVisible()
    phone_writes(live, code, round_op("eicheln", 0, (157, None)))
    qtbot.waitUntil(main.finished_box.isVisible, timeout=WAIT)
    assert main.controller.match.finished
    assert not main.panel.isVisible()  # a finished Partie takes no entry
    assert main.history.list.count() == 7
    qtbot.waitUntil(lambda: status(main) == WHERE + " · Eintrag 7 vom Handy übernommen",
                    timeout=WAIT)
    main.grab().save(str(tmp_path / "finished.png"))
    with Club.open(club_path) as club:  # the server put the result into the club
        assert len(club.results(live.evening_id, 1)) == 4
    # the window's match holds exactly the table's: leaving asks nothing
    assert main.live_link.link.holds(main.controller.match)
    assert main.finished_box.isVisible()
    assert main.finished_buttons[0].isEnabled()


REFUSED = ("Der Oberjasser hat Eintrag 1 geschrieben oder korrigiert: nur er kann ihn "
           "korrigieren oder löschen")


def test_correcting_his_correction_is_refused_and_said(german_window, live, qtbot,  # noqa: F811
                                                       tmp_path):
    """The Schreiber corrects, through the history's *Korrigieren…*, the entry the
    Oberjasser corrected: the table refuses it (only he corrects it). The window says so in
    its status while its correction stands; Ctrl+Z takes it back, and the window is the
    table's again, the refusal gone."""
    main = german_window
    join(qtbot, main, live)
    a_round(qtbot, "100")
    a_round(qtbot, "60")
    written(qtbot, main, live, 2)
    fix = {"id": op_id(), "kind": "replace", "index": 0, "base": version(live),
           "form": "round",
           "values": {"contract": "eicheln", "announced_by": 0, "points": [110, None]}}
    reply = post(live.url, "api/admin/ops", live.admin_code,
                 {"passe": 1, "table": 1, "ops": [fix]})
    assert reply["replies"][0]["ok"], reply
    qtbot.waitUntil(lambda: window_points(main) == [(110, 47), (60, 97)], timeout=WAIT)
    # Korrigieren… on entry 1, its points typed anew, Enter
    click_row(qtbot, main, 0)
    click(qtbot, main.history.correct_button)
    assert main.panel.correcting == 0
    clear_field(qtbot)
    type_text(qtbot, "120")
    enter(qtbot)
    qtbot.waitUntil(lambda: REFUSED in status(main), timeout=WAIT)
    main.grab().save(str(tmp_path / "his-correction-refused.png"))
    # the table's entry stays his; the window's correction is said refused while it stands
    assert [e.points for e in on_server(live)] == [(110, 47), (60, 97)]
    assert window_points(main) == [(120, 37), (60, 97)]
    in_form(qtbot, main)
    ctrl(qtbot, "z")  # the way out: the window's own correction taken back
    qtbot.waitUntil(lambda: window_points(main) == [(110, 47), (60, 97)], timeout=WAIT)
    qtbot.waitUntil(lambda: main.live_link.link.holds(main.controller.match), timeout=WAIT)
    qtbot.waitUntil(lambda: REFUSED not in status(main), timeout=WAIT)
    assert [e.points for e in on_server(live)] == [(110, 47), (60, 97)]
