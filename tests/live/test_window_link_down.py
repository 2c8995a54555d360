"""The laptop at a live table says when its connection to the evening's server is lost, also
while nothing is sent.

A Schreiber's laptop said "Live: Passe 1, Tisch 1" as if all were well after the evening's
server had gone away (killed, Wi-Fi lost), until he typed the next round and its send found
no connection; a phone at the same table showed its offline badge at once. Now the window's
link says it when its event stream cannot be opened again ("Keine Verbindung", the server's
address and the system's reason in the tooltip), and no longer once the stream is open again
(what waits is sent then). An evening that said it ended stays said as ended.

A French Schreiberin's trial: "Pas de connexion" was small black text in the corner, and said
nothing of what happens to what she writes; when the server was back the corner simply went
back to "En direct : manche 1, table 1"; after the end it said "En direct" and "Soirée
terminée" at once. Now no connection is said in red with what happens to what is written, the
connection back is said once as a passing message, and an ended evening's table is named
without "Live".

The server is `jasstafel club serve` in its own process (killed with SIGKILL: its port
refuses; stopped with SIGTERM: it says the end first), started again on the same port. Waits
are on what the window shows, never on times.
"""

from __future__ import annotations

import signal
import socket
import threading

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.ui.conftest import autosaves, dialogs, german_window, settings  # noqa: E402, F401
from tests.ui.texts import tip_text  # noqa: E402

from .test_faults import WAIT, Server  # noqa: E402
from .test_window_leave import a_round  # noqa: E402
from .test_window_live_status import (  # noqa: E402, F401
    WHERE,
    entries_on,
    join,
    live_status,
    says,
    served,
)

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def port_of(server: Server) -> int:
    return int(server.url.rsplit(":", 1)[1])


def again(server: Server, club_path) -> Server:
    """The Oberjasser starts the evening again with the same command (same port)."""
    started = Server(club_path, server.args[server.args.index("--evening") + 1],
                     port_of(server))
    started.start()
    return started


OFFLINE = (WHERE + " · Keine Verbindung: was Sie schreiben, bleibt auf diesem Computer und "
           "wird später geschickt")
BACK = "Wieder mit dem Tisch verbunden"


def back_again(qtbot, main) -> None:
    """The server answers again: the corner says so once, in the window's colour, and then
    the table as before."""
    qtbot.waitUntil(lambda: main.statusBar().shown() == BACK, timeout=WAIT * 1000)
    assert not main.statusBar().alarm
    says(qtbot, main, WHERE)  # the passing message gone: the resting text


class Hangup:
    """A program on the evening's port that takes each connection and closes it at once
    (no server answers there): counts the link's tries to open the table's stream."""

    def __init__(self, port: int) -> None:
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", port))
        self.sock.listen()
        self.tries = 0
        self.thread = threading.Thread(target=self._take, daemon=True)
        self.thread.start()

    def _take(self) -> None:
        while True:
            try:
                connection, _ = self.sock.accept()
            except OSError:
                return  # closed
            connection.close()
            self.tries += 1

    def close(self) -> None:
        self.sock.close()


def test_a_server_gone_is_said_without_a_round_typed(german_window, served,  # noqa: F811
                                                     qtbot, club_path):
    main = german_window
    code = served.codes[(1, 1)]
    join(qtbot, main, served.url, code)
    try:
        assert live_status(main) == WHERE
        assert not main.statusBar().alarm
        served.kill()  # no round typed: nothing is sent
        says(qtbot, main, OFFLINE)
        assert main.statusBar().alarm  # in red
        tip = tip_text(main.statusBar().toolTip())
        assert tip.startswith(f"Der Server des Abends antwortet nicht: {served.url}/\n"
                              "Schreiben Sie weiter: was Sie schreiben, bleibt auf diesem "
                              "Computer und wird geschickt, sobald der Server des Abends "
                              "wieder antwortet.\n")
        assert "Connection refused" in tip
        back = again(served, club_path)
        try:
            back_again(qtbot, main)
            assert "Connection refused" not in tip_text(main.statusBar().toolTip())
            assert main.live_link.link.listening
        finally:
            back.stop()
    finally:
        main.live_link.close()


def test_a_round_typed_while_the_server_is_gone_is_sent_once_when_it_is_back(
        german_window, served, qtbot, club_path):  # noqa: F811
    main = german_window
    code = served.codes[(1, 1)]
    join(qtbot, main, served.url, code)
    try:
        a_round(qtbot, "100")
        qtbot.waitUntil(lambda: entries_on(served, code) == 1, timeout=WAIT * 1000)
        served.kill()
        says(qtbot, main, OFFLINE)
        a_round(qtbot, "57")
        says(qtbot, main, WHERE + " · Keine Verbindung: 1 Eintrag bleibt auf diesem "
                                  "Computer und wird später geschickt")
        assert main.statusBar().alarm
        back = again(served, club_path)
        try:
            back_again(qtbot, main)
            qtbot.waitUntil(lambda: main.live_link.link.holds(main.controller.match),
                            timeout=WAIT * 1000)
            assert entries_on(back, code) == 2  # not lost, not written twice
        finally:
            back.stop()
    finally:
        main.live_link.close()


def test_an_evening_ended_stays_ended_when_its_server_is_gone(german_window, served,  # noqa: F811
                                                              qtbot):
    main = german_window
    code = served.codes[(1, 1)]
    join(qtbot, main, served.url, code)
    # the table without "Live": the evening is no longer live
    ended = "Passe 1, Tisch 1 · Abend zu Ende: der Server hat jeden Eintrag dieses Tisches"
    try:
        a_round(qtbot, "100")
        qtbot.waitUntil(lambda: entries_on(served, code) == 1, timeout=WAIT * 1000)
        says(qtbot, main, WHERE)
        assert served.proc is not None
        served.proc.send_signal(signal.SIGTERM)  # the server says the end, then goes
        served.proc.wait(timeout=WAIT)
        says(qtbot, main, ended)
        # the link tries to open the table's stream again (the same evening may come back)
        # and finds no server: tries that failed, and their news in the window
        hangup = Hangup(port_of(served))
        try:
            qtbot.waitUntil(lambda: hangup.tries >= 3, timeout=WAIT * 1000)
        finally:
            hangup.close()
        QApplication.processEvents()  # what the link said of the tries before
        assert live_status(main) == ended
        assert not main.statusBar().alarm
        assert tip_text(main.statusBar().toolTip()).startswith("Der Live-Abend ist zu Ende.\n")
    finally:
        main.live_link.close()
