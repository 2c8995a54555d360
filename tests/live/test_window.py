"""The live evening from the desktop: the club window's *Start live evening* button and the
main window's *File → Join club evening*, through the real widgets (offscreen)."""

from __future__ import annotations

import json
import urllib.request

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402

from jasstafel.club import Club  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.real_dialogs import real_dialogs_fixture  # noqa: E402, F401

from .conftest import make_evening, round_op  # noqa: E402


def post(url, path, code, body):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(),
                                     method="POST",
                                     headers={"Content-Type": "application/json",
                                              "Authorization": f"Bearer {code}"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


@pytest.fixture
def loopback(monkeypatch):
    from jasstafel.ui.club import live as live_window

    monkeypatch.setattr(live_window, "LIVE_HOST", "127.0.0.1")
    monkeypatch.setattr(live_window, "LIVE_PORT", 0)


def test_the_club_window_starts_and_ends_a_live_evening(window, settings, tmp_path, qtbot,  # noqa: F811
                                                        loopback, dialogs):  # noqa: F811
    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=4, passen=1)
    settings.setValue("club/path", str(club_path))
    cw = window.club.show_window()
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    assert page.live_button.isEnabled()
    qtbot.mouseClick(page.live_button, Qt.MouseButton.LeftButton)
    dialog = page.live
    assert dialog is not None, dialogs.shown
    url = dialog.address.text()
    assert url.startswith("http://127.0.0.1:")
    assert dialog.codes.rowCount() == 1
    code = dialog.codes.item(0, 2).text()
    assert dialog.live.admin_code in dialog.admin.text()
    assert (club_path.parent / "verein.sqlite.live").exists()
    # a phone at table 1 plays the Partie out; the club window shows the result
    ops = [round_op("eicheln", 0, (157, None)) for _ in range(7)]
    replies = post(url, "api/table/ops", code, {"ops": ops})["replies"]
    assert all(r["ok"] for r in replies)
    qtbot.waitUntil(lambda: bool(cw.club.results(evening)), timeout=30_000)
    cw.poll()
    qtbot.waitUntil(lambda: (1, 1) in page.results, timeout=30_000)
    # the window's own live evening wrote, not "another program" (a trial's Oberjasser
    # wondered which)
    assert cw.statusBar().currentMessage() == "Updated: the live evening wrote a table's result."
    from PySide6.QtWidgets import QMessageBox

    dialogs.answer = QMessageBox.StandardButton.Yes  # "End the live evening?" (it asks)
    qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
    assert dialogs.shown[-1][1].endswith("End the live evening? The tables can no longer "
                                         "write on their phones; the results in the club "
                                         "stay.</qt>")
    qtbot.waitUntil(lambda: not (club_path.parent / "verein.sqlite.live").exists(),
                    timeout=30_000)


def test_the_window_joins_as_a_table(window, club_path, german, qtbot):  # noqa: F811
    from jasstafel.live.service import LiveEvening
    from jasstafel.ui.club.live import join_evening

    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    code = live.codes(1)[(1, 1)]
    try:
        # a phone wrote the first round before the laptop joined
        post(live.url, "api/table/ops", code, {"ops": [round_op("rosen", 0, (100, None))]})
        link = join_evening(window, live.url, code.lower())
        assert link is not None
        match = window.controller.match
        assert len(match.entries) == 1
        assert set(match.document.players) == {m.name for m in live.core.tables["1-1"].members}
        window.controller.add(SchieberRound(contract="eicheln", announced_by=1,
                                            points=(57, 100)), "round 2")

        def server_entries():
            return len(link.link.state()["entries"])

        qtbot.waitUntil(lambda: server_entries() == 2, timeout=30_000)
        window.controller.session_undo()
        qtbot.waitUntil(lambda: server_entries() == 1, timeout=30_000)
        with Club.open(club_path) as club:
            assert club.results(evening) == []
    finally:
        if getattr(window, "live_link", None) is not None:
            window.live_link.close()
        live.stop()


def test_jasstafel_with_the_evenings_link_joins_the_table(window, club_path, german,  # noqa: F811
                                                           qtbot):
    """`jasstafel http://…/?code=…` (the link of a table's QR code) opens the window on the
    table's match: the window's argument goes to open_argument, as app.main passes it."""
    from jasstafel.live.service import LiveEvening

    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    code = live.codes(1)[(1, 1)]
    try:
        window.open_argument(f"{live.url}?code={code}")
        assert window.live_link is not None and window.live_link.link.code == code
        assert set(window.controller.match.document.players) == {
            m.name for m in live.core.tables["1-1"].members}
    finally:
        if getattr(window, "live_link", None) is not None:
            window.live_link.close()
        live.stop()


def test_the_evenings_address_alone_asks_only_for_the_code(window, club_path, german,  # noqa: F811
                                                           qtbot):
    """The address without a code: the Join dialog opens with the address filled in and the
    cursor in the code field; the Schreiber types the code and presses Enter."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from jasstafel.live.service import LiveEvening
    from jasstafel.ui.club.live import JoinDialog

    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    code = live.codes(1)[(1, 1)]
    seen = {}

    def type_the_code():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, JoinDialog):
            QTimer.singleShot(50, type_the_code)
            return
        seen["address"] = dialog.address.text()
        seen["focus"] = dialog.focusWidget() is dialog.code
        qtbot.keyClicks(dialog.code, code.lower())
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)

    try:
        QTimer.singleShot(0, type_the_code)
        window.open_argument(live.url)
        assert seen == {"address": live.url, "focus": True}
        assert window.live_link is not None and window.live_link.link.code == code
    finally:
        if getattr(window, "live_link", None) is not None:
            window.live_link.close()
        live.stop()


def test_ending_the_live_evening_in_the_window_asks_first(qtbot, club_path, loopback,
                                                          real_dialogs):
    """The Oberjasser's web page asks before it ends the evening; the window's "End the live
    evening" ended it at once (a trial's): it asks too, and No keeps the evening live."""
    from PySide6.QtWidgets import QMessageBox

    from jasstafel.ui.club.live import LiveEveningDialog

    evening = make_evening(club_path, players=4, passen=1)
    dialog = LiveEveningDialog(club_path, evening)
    qtbot.addWidget(dialog)
    dialog.show()
    url = dialog.live.url
    asked = []

    def answer(button):
        def act(box):
            asked.append(box.text())
            box.button(button).click()
        return act

    try:
        real_dialogs.when(QMessageBox, answer(QMessageBox.StandardButton.No))
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(asked) == 1, timeout=30_000)
        assert "End the live evening?" in asked[0]
        assert dialog.isVisible() and dialog.live.running
        with urllib.request.urlopen(url + "healthz", timeout=30) as reply:
            assert json.loads(reply.read())["ok"]
        real_dialogs.when(QMessageBox, answer(QMessageBox.StandardButton.Yes))
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=30_000)
        assert len(asked) == 2 and not dialog.live.running
        assert not (club_path.parent / "club.sqlite.live").exists()
        real_dialogs.check()
    finally:
        if dialog.live.running:
            dialog.live.stop()


def test_a_refused_join_is_said_as_plain_text(window, dialogs, monkeypatch):  # noqa: F811
    """The reason comes from the server or holds the address as typed: never HTML (a typed
    ``<b>`` made the rest of the message bold)."""
    from jasstafel.live.client import LinkError, TableLink
    from jasstafel.ui.club.live import join_evening
    from jasstafel.ui.widgets.messages import plain

    def refuse(link):
        raise LinkError("http://<b>Jass</: no such server")

    monkeypatch.setattr(TableLink, "join", refuse)
    assert join_evening(window, "http://jass.example:8765/", "K7M2PQ") is None
    assert dialogs.shown[-1][1] == plain("http://<b>Jass</: no such server")


def test_the_oberjassers_page_ends_the_evening_in_the_window_too(qtbot, club_path, loopback,
                                                                 real_dialogs):
    """Ended on the Oberjasser's page, the window's dialog still showed the address, the QR
    code and the codes, and the club's marker stayed (the command line's draw was refused,
    naming a server that served nothing). It ends as from the window: said, marker gone."""
    from jasstafel.ui.club.live import LiveEveningDialog

    evening = make_evening(club_path, players=4, passen=1)
    dialog = LiveEveningDialog(club_path, evening)
    qtbot.addWidget(dialog)
    dialog.show()
    ended = []
    dialog.stopped.connect(lambda: ended.append(True))
    try:
        assert post(dialog.live.url, "api/admin/stop", dialog.live.admin_code, {})["ok"]
        # the window is told from the server thread's last lines: the thread may still be
        # alive for a moment after the sentence shows (a busy machine's run saw it)
        qtbot.waitUntil(lambda: dialog.ended.isVisible() and not dialog.live.running,
                        timeout=30_000)
        assert dialog.ended.text() == ("The live evening has ended on the Oberjasser's page: "
                                       "the tables can no longer write. The results in the "
                                       "club stay.")
        assert not (club_path.parent / "club.sqlite.live").exists()
        assert not dialog.live.running and ended == [True]
        for shown in (dialog.address, dialog.admin, dialog.codes, dialog.qr):
            assert not shown.isVisible()
        assert dialog.end_button.text() == "Close"
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)  # nothing asked
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=30_000)
        assert ended == [True]
        real_dialogs.check()
    finally:
        if dialog.live.running:
            dialog.live.stop()
