"""A laptop's Jasstafel killed at a live table joins the table again when its match goes on.

A German trial: the laptop's program was killed (kill -9) and started again; it offered
*Weiterspielen* for the match, but then the status said nothing of the table, and round 4
typed there ended the Partie on the laptop only, while the phone and the club still showed
"Runde 4 von 4". Now a match that was at a live table remembers which (the server's address
and the table's code, kept beside its autosave), and *Continue* after the crash joins the
table again by itself; a server that does not answer is said in the status (in red), the
window keeps trying, and *File → Join club evening…* offers the address and the code.

The real window, the real recovery dialog's *Continue* clicked, rounds typed with keys into
the focused form, a real evening server over loopback; ``crash.die`` gives up the window's
locks as the death of its process does (its link's thread is stopped as the process's).
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402

from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.crash import die  # noqa: E402
from tests.ui.keyboard import press  # noqa: E402
from tests.ui.real_dialogs import real_dialogs_fixture  # noqa: E402, F401
from tests.ui.test_crash_draft import continue_first, start_again  # noqa: E402

from .conftest import make_evening  # noqa: E402
from .test_faults import free_port  # noqa: E402
from .test_join_address_kept import in_the_join_dialog  # noqa: E402
from .test_window_leave import a_round, in_form, live_status, on_server  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

WAIT = 30_000  # milliseconds: a generous bound, never a time the test relies on


class Evening:
    """A one-Passe evening of 4 players served on one fixed port, stopped and served
    again there as a restarted server is."""

    def __init__(self, club_path) -> None:
        self.club_path = club_path
        self.id = make_evening(club_path, players=4, passen=1)
        self.port = free_port()
        self.live = None
        self.serve()

    def serve(self):
        from jasstafel.live.service import LiveEvening

        self.live = LiveEvening(self.club_path, self.id, host="127.0.0.1", port=self.port)
        self.live.start()
        return self.live

    def stop(self) -> None:
        if self.live is not None and self.live.running:
            self.live.stop()


@pytest.fixture
def evening(club_path):
    served = Evening(club_path)
    yield served
    served.stop()


def killed(window, dialogs) -> None:  # noqa: F811
    """*window*'s program killed: its link's thread ends with the process, nothing else.
    (The dead window, closed at the test's end, keeps its match among the unsaved.)"""
    window.live_link.link.close()
    die(window)
    dialogs.choice = "keep"


def joined(qtbot, window, evening):  # noqa: F811
    window.open_argument(f"{evening.live.url}?code={evening.live.codes(1)[(1, 1)]}")
    assert window.live_link is not None
    in_form(qtbot, window)


def a_phones_round(live, code) -> None:
    """Anna's phone writes a round at table 1 on the table's newest view (over HTTP, as
    a phone does), while the laptop is away."""
    from .conftest import round_op
    from .test_window import post

    reply = post(live.url, "api/table/ops", code,
                 {"ops": [{**round_op("eicheln", 1, (90, None)), "phone": "phone-anna",
                           "seen": live.core.tables["1-1"].version}]})
    assert reply["replies"][0]["ok"], reply


def test_continue_after_a_crash_joins_the_table_again(window, settings, evening,  # noqa: F811
                                                      qtbot, dialogs):  # noqa: F811
    joined(qtbot, window, evening)
    a_round(qtbot, "100")
    qtbot.waitUntil(lambda: len(on_server(evening.live)) == 1, timeout=WAIT)
    killed(window, dialogs)
    after, dialog = start_again(qtbot, settings)
    continue_first(qtbot, after, dialog)
    try:
        qtbot.waitUntil(lambda: live_status(after).startswith("Live: Passe 1, table 1"),
                        timeout=WAIT)
        a_round(qtbot, "80")  # the next round goes to the table, as before the crash
        qtbot.waitUntil(lambda: len(on_server(evening.live)) == 2, timeout=WAIT)
        assert [e.points for e in on_server(evening.live)] == \
            [e.points for e in after.controller.match.entries]
    finally:
        if after.live_link is not None:
            after.live_link.close()


def test_a_round_typed_while_the_server_was_away_goes_once_it_is_back(
        window, settings, evening, qtbot, real_dialogs, dialogs):  # noqa: F811
    joined(qtbot, window, evening)
    a_round(qtbot, "100")
    qtbot.waitUntil(lambda: len(on_server(evening.live)) == 1, timeout=WAIT)
    url, code = evening.live.url, evening.live.codes(1)[(1, 1)]
    evening.stop()  # the server's laptop went away
    a_round(qtbot, "80")  # kept on this computer, not sent
    killed(window, dialogs)
    after, dialog = start_again(qtbot, settings)
    continue_first(qtbot, after, dialog)
    try:
        qtbot.waitUntil(lambda: live_status(after).startswith(
            "Not connected to the table (Passe 1, table 1)"), timeout=WAIT)
        assert after.statusBar().alarm  # said in red
        assert "File → Join club evening…" in live_status(after)
        # the Join dialog offers the table's address and code
        offered = {}

        def look(join):
            offered["typed"] = (join.address.text(), join.code.text())
            press(qtbot, Qt.Key.Key_Escape)

        in_the_join_dialog(after, real_dialogs, look)
        assert offered == {"typed": (url, code)}
        in_form(qtbot, after)
        seen = []  # what the corner says from now on, each as it comes
        after.statusBar().shownChanged.connect(seen.append)
        evening.serve()  # back: the window joins by itself, and its round goes
        qtbot.waitUntil(lambda: len(on_server(evening.live)) == 2, timeout=WAIT)
        # the red "not connected" ends with a word that it is connected, said once
        qtbot.waitUntil(lambda: "Connected to the table again" in seen, timeout=WAIT)
        qtbot.waitUntil(lambda: live_status(after) == "Live: Passe 1, table 1", timeout=WAIT)
        assert not after.statusBar().alarm
        # (the corner tells each change of what it shows, some twice over)
        changes = [text for i, text in enumerate(seen) if i == 0 or seen[i - 1] != text]
        assert changes.count("Connected to the table again") == 1
    finally:
        if after.live_link is not None:
            after.live_link.close()


def test_a_table_changed_meanwhile_keeps_the_windows_own_round(window, settings, evening,  # noqa: F811
                                                               qtbot, dialogs):  # noqa: F811
    """The server away, the laptop types a round, crashes; meanwhile a phone wrote a round
    at the table: joined again, the window's round is not written over the phone's (the
    server refuses it, as always) and stays in the window, said in the status."""

    joined(qtbot, window, evening)
    a_round(qtbot, "100")
    qtbot.waitUntil(lambda: len(on_server(evening.live)) == 1, timeout=WAIT)
    code = evening.live.codes(1)[(1, 1)]
    evening.stop()
    a_round(qtbot, "80")
    killed(window, dialogs)
    live = evening.serve()
    a_phones_round(live, code)
    after, dialog = start_again(qtbot, settings)
    continue_first(qtbot, after, dialog)
    try:
        # the conflict refusal, in the status of the table joined again, with the way out
        # (tests/live/test_conflict_way_out.py takes it)
        qtbot.waitUntil(lambda: live_status(after) == (
            "Live: Passe 1, table 1 · Not written: meanwhile another phone or the Oberjasser "
            "wrote at this table. File → Join club evening… takes its board; your own rounds "
            "stay under File → Unsaved matches…"), timeout=WAIT)
        assert len(after.controller.match.entries) == 2  # its own round kept
        assert len(on_server(live)) == 2  # the phone's round kept on the table
        assert on_server(live)[1].points != after.controller.match.entries[1].points
    finally:
        if after.live_link is not None:
            after.live_link.close()


def test_a_phones_round_written_meanwhile_is_taken_in_on_continue(window, settings,  # noqa: F811
                                                                  evening, qtbot,
                                                                  dialogs):  # noqa: F811
    """The laptop killed with nothing unsent, a phone writes the next round meanwhile:
    *Continue* joins the table and takes the phone's round in (a trial's window stood at
    "tritt dem Tisch wieder bei…" for ever, a TypeError in the take-in, and its next rounds
    ended the Partie on the laptop alone), and the window's next round goes after it."""

    joined(qtbot, window, evening)
    a_round(qtbot, "100")
    qtbot.waitUntil(lambda: len(on_server(evening.live)) == 1, timeout=WAIT)
    killed(window, dialogs)
    live, code = evening.live, evening.live.codes(1)[(1, 1)]
    a_phones_round(live, code)
    after, dialog = start_again(qtbot, settings)
    continue_first(qtbot, after, dialog)
    try:
        qtbot.waitUntil(lambda: len(after.controller.match.entries) == 2, timeout=WAIT)
        assert [e.points for e in after.controller.match.entries] == \
            [e.points for e in on_server(live)]
        qtbot.waitUntil(lambda: live_status(after).startswith("Live: Passe 1, table 1"),
                        timeout=WAIT)
        in_form(qtbot, after)
        a_round(qtbot, "80")
        qtbot.waitUntil(lambda: len(on_server(live)) == 3, timeout=WAIT)
        assert [e.points for e in on_server(live)] == \
            [e.points for e in after.controller.match.entries]
    finally:
        if after.live_link is not None:
            after.live_link.close()
