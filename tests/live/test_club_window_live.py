"""The club window while an evening is live (issue 18: one process owns the club database
while an evening is live; every page, the desktop window and the command line write through
it), through the real window: its buttons clicked, its dialogs filled in and their buttons
clicked, its message boxes answered by a timer.

- Live in another program (``jasstafel club serve`` in its own process): the results the
  window types, corrects, removes or imports go to that server (with the Oberjasser's code
  from the marker), *Play in Jasstafel* joins the table there; the evening and its draw are
  left alone, and a server that no longer runs is named and nothing written.
- Live from this window (the server a thread of the window's process): the results the
  window writes go through the server's own thread and connection, the pages follow, and
  the evening itself and its draw are left alone until the evening ends.
"""

from __future__ import annotations

import json
import threading
import urllib.request

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
)

from jasstafel.club import Club, PaperResult  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402
from jasstafel.ui.club.results import (  # noqa: E402
    ImportDialog,
    PaperResultDialog,
    RemoveResultDialog,
)
from tests.ui.conftest import autosaves, german_window, settings, window  # noqa: E402, F401
from tests.ui.keyboard import in_next_dialog  # noqa: E402

from .conftest import make_evening, op_id, round_op  # noqa: E402
from .test_faults import Server, free_port  # noqa: E402

LEFT = Qt.MouseButton.LeftButton


def post(url, path, code, body):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(),
                                     method="POST",
                                     headers={"Content-Type": "application/json",
                                              "Authorization": f"Bearer {code}"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


def get(url, path, code=None):
    headers = {"Authorization": f"Bearer {code}"} if code else {}
    request = urllib.request.Request(url + path, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())


def click_answering(qtbot, button, answer=None):
    """Click *button*; the message box it opens is read and answered (*answer*: a standard
    button such as Yes, else the box is closed). Returns the boxes' texts, in order."""
    said = []

    def act(box):
        said.append(box.text())
        if answer is not None and isinstance(box, QMessageBox):
            box.button(answer).click()

    errors = in_next_dialog(qtbot, act)
    qtbot.mouseClick(button, LEFT)
    qtbot.waitUntil(lambda: bool(said) or bool(errors), timeout=30_000)
    assert not errors, errors
    return said


def asked_answering(qtbot, ask):
    """*ask* called (what a greyed button would do); the message box it opens is read and
    closed. Returns the boxes' texts."""
    said = []
    errors = in_next_dialog(qtbot, lambda box: said.append(box.text()))
    ask()
    qtbot.waitUntil(lambda: bool(said) or bool(errors), timeout=30_000)
    assert not errors, errors
    return said


def remove_result(qtbot, page):
    """*Remove result…* clicked, its dialog's *Remove* clicked (no reason given); the
    dialog's question."""
    qtbot.mouseClick(page.remove_button, LEFT)
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, RemoveResultDialog)
    question = dialog.question.text()
    ok(qtbot, dialog)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=30_000)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return question


def open_paper_dialog(qtbot, page, button):
    qtbot.mouseClick(button, LEFT)
    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, PaperResultDialog) and w.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def ok(qtbot, dialog):
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def club_window(window, settings, club_path):  # noqa: F811
    settings.setValue("club/path", str(club_path))
    cw = window.club.show_window()
    assert cw is not None
    return cw


def alone_on_a_line(text, address):
    """*address* is a line of its own in *text* (plain, or a message box's ``<br>``): never
    broken, and with no invisible word joiner beside it that a copy would carry."""
    return "\u2060" not in text and address in text.replace("<br>", "\n").split("\n")


def results_of(club_path, evening):
    with Club.open(club_path) as club:
        return sorted((r.passe, r.table, r.member, r.points, r.source)
                      for r in club.results(evening))


@pytest.fixture(autouse=True)
def closing_discards(monkeypatch):
    """When the test's main window closes, its match (a table joined live, with its own
    autosave) is left without asking: the question would wait for a person."""
    from jasstafel.ui.widgets import messages

    monkeypatch.setattr(messages, "choose", lambda *args, **kwargs: "discard")


@pytest.fixture
def no_file_dialog(monkeypatch):
    """A file dialog would wait for a person: it answers "cancelled" and says it was asked."""
    asked = []

    def cancelled(*args, **kwargs):
        asked.append(args)
        return [], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", cancelled)
    return asked


def test_the_window_writes_an_evening_live_in_another_program_through_its_server(
        window, settings, tmp_path, qtbot, no_file_dialog):  # noqa: F811
    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=8, passen=1)
    with Club.open(club_path) as club:
        table2 = next(t for t in club.drawn(evening)[0].tables if t.number == 2)
        club.record_result(evening, 1, 2, [PaperResult(m, points=p, won=p == 1000)
                                           for m, p in zip(table2.seats, (1000, 700) * 2,
                                                           strict=True)])
    cw = club_window(window, settings, club_path)
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    page.select(1, 1)
    # a paper sheet is being typed when the Oberjasser starts the evening in a terminal
    typing = open_paper_dialog(qtbot, page, page.paper_button)
    typing.set_values(0, points=1000, matches=0, won=True)
    typing.set_values(1, points=600, matches=0)
    server = Server(club_path, evening, free_port(), language="de")
    server.start()
    try:
        # OK: the sheet goes to the server, which writes it (its wall has it at once)
        ok(qtbot, typing)
        assert not typing.isVisible(), typing.error.text()
        assert len(results_of(club_path, evening)) == 8
        status, wall = server.get("/api/wall")
        assert status == 200 and len(wall["ranking"]["rows"]) == 8
        qtbot.waitUntil(lambda: (1, 1) in page.results, timeout=30_000)  # the page follows

        # the club refuses through the server as it refuses here, in the window's language
        # (the server speaks German), and the dialog stays open with the reason
        page.select(1, 2)
        correct = open_paper_dialog(qtbot, page, page.correct_button)
        correct.set_values(1, points=5000)
        correct.note.setText("Nachgezählt")
        ok(qtbot, correct)
        assert correct.isVisible()
        assert "5000 is not possible" in correct.error.text(), correct.error.text()
        correct.set_values(1, points=690)
        ok(qtbot, correct)
        assert not correct.isVisible(), correct.error.text()
        assert {r[3] for r in results_of(club_path, evening) if r[1] == 2} == {1000, 690}

        # table 2's result removed (its dialog's Remove clicked): by the server
        page.select(1, 2)
        assert "Remove the result" in remove_result(qtbot, page)
        assert [r for r in results_of(club_path, evening) if r[1] == 2] == []

        # the evening itself and its draw stay as they are, and the window says where:
        # the buttons greyed, saying why (and asked all the same, refused)
        page.select(1, 1)
        for button, ask in ((page.draw_button, page.draw_dialog),
                            (page.edit_button, page.edit_dialog),
                            (page.delete_button, page.delete_evening)):
            assert not button.isEnabled()
            assert alone_on_a_line(button.toolTip(), server.url + "/"), button.toolTip()
            said = asked_answering(qtbot, ask)
            assert len(said) == 1 and alone_on_a_line(said[0], server.url + "/"), said
            assert "admin" in said[0] and "draw" in said[0]
        assert cw.evenings.evenings and cw.club.evening(evening)  # not deleted

        # Play in Jasstafel joins table 2 on the server (its code asked with the
        # Oberjasser's): the main window's entries go there
        page.select(1, 2)
        qtbot.mouseClick(page.play_button, LEFT)
        link = window.live_link
        assert link is not None and (link.link.passe, link.link.table) == (1, 2)
        window.controller.add(SchieberRound(contract="rosen", announced_by=0,
                                            points=(100, 57)), "round 1")
        code = link.link.code
        qtbot.waitUntil(lambda: len(server.get("/api/table", code)[1]["state"]["entries"])
                        == 1, timeout=30_000)
        link.close()
        window.live_link = None

        # the server is killed: its marker stays, and nothing is written beside it
        server.kill()
        before = results_of(club_path, evening)
        page.select(1, 2)
        said = click_answering(qtbot, page.paper_button)
        assert len(said) == 1 and "no longer runs" in said[0] and server.url in said[0]
        assert results_of(club_path, evening) == before
    finally:
        if getattr(window, "live_link", None) is not None:
            window.live_link.close()
        server.stop()

    # started again and ended: the window writes the evening itself again
    again = Server(club_path, evening, free_port())
    again.start()
    again.stop()
    page.select(1, 2)
    dialog = open_paper_dialog(qtbot, page, page.paper_button)
    dialog.set_values(0, points=1000, matches=0, won=True)
    dialog.set_values(1, points=600, matches=0)
    ok(qtbot, dialog)
    assert not dialog.isVisible(), dialog.error.text()
    assert len(results_of(club_path, evening)) == 8


def test_the_window_imports_a_match_file_through_the_server(
        window, settings, tmp_path, qtbot, monkeypatch):  # noqa: F811
    from .test_write_through import finished_match

    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=8, passen=1)
    one = finished_match(club_path, evening, 1, tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(one)], ""))
    cw = club_window(window, settings, club_path)
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    server = Server(club_path, evening, free_port())
    server.start()
    try:
        page.select(1, 1)
        qtbot.mouseClick(page.import_button, LEFT)
        dialog = page.findChild(ImportDialog)
        assert dialog is not None and dialog.isVisible()
        ok(qtbot, dialog)
        assert not dialog.isVisible(), dialog.error.text()
        stored = results_of(club_path, evening)
        assert len(stored) == 4 and {r[4] for r in stored} == {"match"}
        status, wall = server.get("/api/wall")
        assert len(wall["ranking"]["rows"]) == 4
    finally:
        server.stop()


@pytest.fixture
def loopback(monkeypatch):
    from jasstafel.ui.club import live as live_window

    monkeypatch.setattr(live_window, "LIVE_HOST", "127.0.0.1")
    monkeypatch.setattr(live_window, "LIVE_PORT", 0)


@pytest.fixture
def writers(monkeypatch):
    """The threads the club's writes of results ran in, by method."""
    seen: list[tuple[str, str]] = []
    for name in ("record_result", "correct_result", "delete_results", "record_match"):
        real = getattr(Club, name)

        def spy(self, *args, _real=real, _name=name, **kwargs):
            seen.append((_name, threading.current_thread().name))
            return _real(self, *args, **kwargs)

        monkeypatch.setattr(Club, name, spy)
    return seen


def test_a_live_evening_of_this_window_is_written_through_its_server(
        window, settings, tmp_path, qtbot, loopback, writers):  # noqa: F811
    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=8, passen=1)
    cw = club_window(window, settings, club_path)
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, LEFT)
    dialog = page.live
    assert dialog is not None
    live = dialog.live
    url, admin = live.url, live.admin_code
    codes = {table: code for (_passe, table), code in live.codes().items()}
    try:
        # table 1 plays its Partie on a phone: the server records it
        replies = post(url, "api/table/ops", codes[1],
                       {"ops": [round_op("eicheln", 0, (157, None)) for _ in range(7)]})
        assert all(r["ok"] for r in replies["replies"])
        assert writers == [("record_match", "jasstafel-live_0")]

        # the evening and its draw stay as they are while it is live
        for button in (page.draw_button, page.edit_button, page.delete_button):
            said = click_answering(qtbot, button)
            assert len(said) == 1 and "live from this window" in said[0], said
            assert alone_on_a_line(said[0], url), said

        # a paper sheet of table 2, typed in the window: written by the server's thread,
        # and the wall's ranking has it at once
        cw.refresh()
        page.select(1, 2)
        paper = open_paper_dialog(qtbot, page, page.paper_button)
        paper.set_values(0, points=1000, matches=0, won=True)
        paper.set_values(1, points=700, matches=0)
        ok(qtbot, paper)
        assert not paper.isVisible(), paper.error.text()
        assert writers[-1] == ("record_result", "jasstafel-live_0")
        wall = get(url, "api/wall")
        assert len(wall["ranking"]["rows"]) == 8
        assert (1, 2) in page.results

        # the Oberjasser corrects table 1 (the server's result) in the window: the server
        # lets go of it, and the table's later changes do not overwrite his correction
        page.select(1, 1)
        correct = open_paper_dialog(qtbot, page, page.correct_button)
        points = correct.inputs[0]["points"].value()
        team_a = {m.id for m in correct.groups[0]}
        correct.set_values(0, points=points - 10)
        correct.note.setText("Weis vergessen")
        ok(qtbot, correct)
        assert not correct.isVisible(), correct.error.text()
        assert writers[-1] == ("correct_result", "jasstafel-live_0")
        corrected = results_of(club_path, evening)
        table1 = get(url, "api/admin", admin)["tables"][0]
        assert table1["table"] == 1 and table1["recorded"] and table1["held"]
        # his correction counts, said once (not a second red note beside it), with its reason
        assert table1["status"].startswith("Corrected by hand in the club (Weis vergessen) · ")
        assert not table1["problem"]
        # the table's phone shows the Oberjasser's result and can no longer change it
        state = get(url, "api/table", codes[1])["state"]
        assert state["held"] and state["recorded"] and state["held_text"]
        for kind in ("undo", "redo"):
            reply = post(url, "api/table/ops", codes[1],
                         {"id": op_id(), "kind": kind, "base": state["version"]})
            assert not reply["replies"][0]["ok"], reply
            assert "Oberjasser" in reply["replies"][0]["message"]
        assert results_of(club_path, evening) == corrected
        assert {r[3] for r in corrected if r[2] in team_a} == {points - 10}

        # table 2's paper result is removed (its dialog's Remove clicked), by the server
        page.select(1, 2)
        assert "Remove the result" in remove_result(qtbot, page)
        assert writers[-1] == ("delete_results", "jasstafel-live_0")
        assert [r for r in results_of(club_path, evening) if r[1] == 2] == []

        # Play in Jasstafel joins table 2 on the server: the main window's entries go there
        page.select(1, 2)
        qtbot.mouseClick(page.play_button, LEFT)
        link = window.live_link
        assert link is not None and (link.link.passe, link.link.table) == (1, 2)
        window.controller.add(SchieberRound(contract="rosen", announced_by=0,
                                            points=(100, 57)), "round 1")
        qtbot.waitUntil(lambda: len(get(url, "api/table", codes[2])["state"]["entries"]) == 1,
                        timeout=30_000)
        assert not any(thread == "MainThread" for _name, thread in writers), writers
    finally:
        if getattr(window, "live_link", None) is not None:
            window.live_link.close()
        dialog.close()
    qtbot.waitUntil(lambda: not (club_path.parent / "verein.sqlite.live").exists(),
                    timeout=30_000)
    # ended: the draw is the window's again (the dialog opens)
    qtbot.mouseClick(page.draw_button, LEFT)
    drawing = QApplication.activeModalWidget()
    assert drawing is not None and drawing.windowTitle() == "Draw the seats"
    drawing.reject()


def broken(*_args, **_kwargs):
    raise RuntimeError("<b>the event loop</b> is closed")


@pytest.mark.parametrize("where", ["start", "qr_png"])
def test_a_live_evening_that_cannot_start_says_why_in_a_message_box(
        german_window, settings, tmp_path, qtbot, loopback, monkeypatch, capfd,  # noqa: F811
        where):
    """*Start live evening…* failing with an error that is neither the rules' nor the
    network's (here a RuntimeError in the server's start, or in the dialog once the server
    runs) only printed a traceback to stderr: the Oberjasser saw nothing. It is said in a
    message box, in his language, the reason as plain text; a server already running is
    stopped (no evening live without its window)."""
    from jasstafel.live import service
    from jasstafel.live.service import LiveEvening

    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=4, passen=1)
    cw = club_window(german_window, settings, club_path)
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    monkeypatch.setattr(LiveEvening, where, broken)
    said = click_answering(qtbot, page.live_button)
    assert said == ["<qt>Der Live-Abend konnte nicht gestartet werden: &lt;b&gt;the event "
                    "loop&lt;/b&gt; is closed</qt>"], said
    assert page.live is None
    assert service.running_here(club_path) is None
    assert not (club_path.parent / "verein.sqlite.live").exists()
    assert "Traceback" not in capfd.readouterr().err
