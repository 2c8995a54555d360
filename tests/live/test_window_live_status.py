"""The live status of a table joined in the desktop window (*Datei → Vereinsabend
beitreten…*), as a German Schreiber sees it in the status bar.

A tester's German evening, one table on the laptop: the server killed, a round typed, and
the status bar said "Live: Passe 1, Tisch 3 · http://127.0.0.1:18790/: [Errno 111] Connection
refused": the system's English, and nothing said that the round was kept and sent later.
After the server was stopped properly (SIGTERM) it said the same; after the evening was ended
on the Oberjasser's page the "Live: …" text went away after ten seconds, and nothing said the
evening was over. Now the status stays, in the window's language: no connection to the
evening's server, how many entries this computer keeps and that they are sent when it is
back (the system's reason only in the tooltip); and once the evening has ended, that it has.

The server is `jasstafel club serve` in its own process (killed with SIGKILL: its port
refuses, as the tester's did; stopped with SIGTERM), or the club window's server in this
process (ended on the Oberjasser's page). The window joins by the table's link, rounds are
typed with keys into the focused form. Waits are on what the window shows, never on times.
"""

from __future__ import annotations

import signal

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from tests.ui.conftest import autosaves, dialogs, german_window, settings  # noqa: E402, F401
from tests.ui.keyboard import shortcut  # noqa: E402
from tests.ui.texts import tip_text  # noqa: E402

from .conftest import make_evening  # noqa: E402
from .test_faults import WAIT, Server, free_port  # noqa: E402
from .test_window import post  # noqa: E402
from .test_window_leave import a_round, in_form, listening  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

WHERE = "Live: Passe 1, Tisch 1"
ENDED = "Passe 1, Tisch 1"  # the evening ended: the table no longer "Live"


def live_status(main) -> str:
    """What the window's status corner (right of the menus) says while no message is."""
    return main.statusBar().shown()


def says(qtbot, main, text):
    """The live status comes to say *text* (the link's thread tells the window)."""
    def said():
        assert live_status(main) == text

    qtbot.waitUntil(said, timeout=WAIT * 1000)


def red_pixels(widget) -> int:
    """How many of *widget*'s pixels, as it is drawn, are the alarm's red (#b00020)."""
    image = widget.grab().toImage()
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if (c := image.pixelColor(x, y)).red() > 150 and c.green() < 60 and c.blue() < 80)


def entries_on(server, code):
    status, data = server.get("/api/table", code)
    return len(data["state"]["entries"]) if status == 200 else -1


@pytest.fixture
def served(club_path):
    """`jasstafel club serve` of a drawn evening (4 players, one Passe) on a free port."""
    evening = make_evening(club_path, players=4, passen=1)
    server = Server(club_path, evening, free_port())
    server.start()
    yield server
    server.stop()


def join(qtbot, main, server_url, code):
    main.open_argument(f"{server_url}/?code={code}")
    assert main.live_link is not None
    in_form(qtbot, main)
    listening(qtbot, main)


def test_a_killed_server_is_said_in_german_and_the_entries_kept(german_window, served,  # noqa: F811
                                                                qtbot, club_path):
    main = german_window
    code = served.codes[(1, 1)]
    join(qtbot, main, served.url, code)
    try:
        assert live_status(main) == WHERE  # from the join on, not for ten seconds
        a_round(qtbot, "100")
        qtbot.waitUntil(lambda: entries_on(served, code) == 1, timeout=WAIT * 1000)
        served.kill()  # its port now refuses, as the tester's did
        a_round(qtbot, "57")
        says(qtbot, main, WHERE + " · Keine Verbindung: 1 Eintrag bleibt auf diesem "
                                  "Computer und wird später geschickt")
        # the system's reason is for whoever looks closer, not in the line
        tip = tip_text(main.statusBar().toolTip())
        assert tip.startswith(f"Der Server des Abends antwortet nicht: {served.url}/\n")
        assert "Connection refused" in tip
        a_round(qtbot, "80")
        says(qtbot, main, WHERE + " · Keine Verbindung: 2 Einträge bleiben auf diesem "
                                  "Computer und werden später geschickt")
        # the board only (F11) hides the menu bar: its bar under the board says it too
        shortcut(qtbot, "F11")
        line = main.tafel_message
        qtbot.waitUntil(lambda: line.isVisible() and line.text() == live_status(main),
                        timeout=WAIT * 1000)
        assert red_pixels(line) > 50  # in red, as in the menu bar (it was black)
        shortcut(qtbot, "Escape")
        in_form(qtbot, main)
        # the Oberjasser starts it again with the same command: the entries go, it says so
        again = Server(club_path, served.args[served.args.index("--evening") + 1],
                       int(served.url.rsplit(":", 1)[1]))
        again.start()
        try:
            qtbot.waitUntil(lambda: entries_on(again, code) == 3, timeout=WAIT * 1000)
            says(qtbot, main, WHERE)
            assert "Connection refused" not in tip_text(main.statusBar().toolTip())
        finally:
            again.stop()
    finally:
        main.live_link.close()


def test_a_server_stopped_with_sigterm_says_the_evening_has_ended(german_window, served,  # noqa: F811
                                                                  qtbot):
    main = german_window
    code = served.codes[(1, 1)]
    join(qtbot, main, served.url, code)
    try:
        a_round(qtbot, "100")
        qtbot.waitUntil(lambda: entries_on(served, code) == 1, timeout=WAIT * 1000)
        says(qtbot, main, WHERE)
        assert served.proc is not None
        served.proc.send_signal(signal.SIGTERM)
        served.proc.wait(timeout=WAIT)
        says(qtbot, main, ENDED + " · Abend zu Ende: der Server hat jeden Eintrag dieses "
                                  "Tisches")
        assert tip_text(main.statusBar().toolTip()).startswith("Der Live-Abend ist zu Ende.\n")
        a_round(qtbot, "57")  # typed after the end: its port refuses
        says(qtbot, main, ENDED + " · Abend zu Ende: 1 Eintrag wurde nicht geschickt, er "
                                  "bleibt auf diesem Computer")
        assert "Connection refused" in tip_text(main.statusBar().toolTip())
    finally:
        main.live_link.close()


def test_the_end_on_the_oberjassers_page_is_said_and_stays(german_window, club_path, qtbot):  # noqa: F811
    from jasstafel.live.service import LiveEvening

    main = german_window
    live = LiveEvening(club_path, make_evening(club_path, players=4, passen=1),
                       host="127.0.0.1", port=0)
    live.start()
    try:
        join(qtbot, main, live.url.rstrip("/"), live.codes(1)[(1, 1)])
        a_round(qtbot, "100")
        qtbot.waitUntil(lambda: main.live_link.link.holds(main.controller.match),
                        timeout=WAIT * 1000)
        assert post(live.url, "api/admin/stop", live.admin_code, {})["ok"]
        ended = WAIT * 1000
        says(qtbot, main, ENDED + " · Abend zu Ende: der Server hat jeden Eintrag dieses "
                                  "Tisches")
        qtbot.waitUntil(lambda: not live.running, timeout=ended)
        # it stays said once the server is gone (the old line went after ten seconds)
        assert live_status(main) == (ENDED + " · Abend zu Ende: der Server hat jeden Eintrag "
                                         "dieses Tisches")
        a_round(qtbot, "57")
        says(qtbot, main, ENDED + " · Abend zu Ende: 1 Eintrag wurde nicht geschickt, er "
                                  "bleibt auf diesem Computer")
    finally:
        main.live_link.close()
        if live.running:
            live.stop()
