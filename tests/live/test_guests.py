"""A guest drawn at a table plays a live evening like a member (club.md: a guest "is drawn
and plays like a member"). A trial's draw with a guest could not go live: ``club serve``
ended with ``KeyError`` and the club window's *Start live evening…* did nothing, because the
seats were looked up among the members only."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401

from .conftest import NAMES, bearer, round_op  # noqa: E402

GUEST = "Vreni O'Gast"


def evening_with_guest(path, seed=3):
    """Seven members and a guest, drawn at two tables of one Passe: (evening, guest id)."""
    with Club.open(path) as club:
        ids = [club.add_member(name).id for name in NAMES[:7]]
        guest = club.add_guest(GUEST).id
        evening = club.new_evening("2026-12-11", "schieber", preset="einfach_1000", passen=1)
        club.draw(evening.id, [*ids, guest], rng=random.Random(seed))
    return evening.id, guest


def guest_table(core, guest):
    return next(t for t in core.tables.values() if guest in [m.id for m in t.members])


def test_a_table_with_a_guest_goes_live_and_into_the_club(club_path, german):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening, guest = evening_with_guest(club_path)
    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            table = guest_table(owner.core, guest)
            code = owner.core.codes[table.key]
            state = client.get("/api/table", headers=bearer(code)).json()["state"]
            assert GUEST in [p["name"] for p in state["players"]]
            ops = [round_op("eicheln", 0, (157, None)) for _ in range(7)]
            replies = client.post("/api/table/ops", json={"ops": ops},
                                  headers=bearer(code)).json()["replies"]
            assert all(r["ok"] for r in replies), replies
            wall = client.get("/api/wall").json()
            assert GUEST in [row["name"] for row in wall["ranking"]["rows"]]
    finally:
        owner.close()
    with Club.open(club_path) as club:
        results = club.results(evening, 1)
    assert guest in {r.member for r in results if r.table == table.number}


def test_the_club_window_starts_an_evening_with_a_guest_live(window, settings, tmp_path,  # noqa: F811
                                                             qtbot, dialogs, monkeypatch):  # noqa: F811
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from jasstafel.ui.club import live as live_window

    monkeypatch.setattr(live_window, "LIVE_HOST", "127.0.0.1")
    monkeypatch.setattr(live_window, "LIVE_PORT", 0)
    club_path = tmp_path / "verein.sqlite"
    evening, guest = evening_with_guest(club_path)
    settings.setValue("club/path", str(club_path))
    cw = window.club.show_window()
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, Qt.MouseButton.LeftButton)
    dialog = page.live
    assert dialog is not None, dialogs.shown
    try:
        assert dialog.codes.rowCount() == 2
        assert GUEST in [m.name for m in guest_table(dialog.live.core, guest).members]
    finally:
        dialogs.answer = QMessageBox.StandardButton.Yes
        qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.live.running, timeout=30_000)


def test_the_wall_the_phone_and_the_oberjassers_page_mark_the_guest(club_path, german,
                                                                   browser):
    """club.md: guests have their place "marked as guests"; the window, the command line, the
    CSV and the PDF mark her, a trial's wall showed her as a member. The mark is the draw's,
    "· Gast"; the phone's players stand apart by commas, so that "Gast" is never read as a
    player ("2 Vreni · Gast · 3 Beat")."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from .browser import Browser
    from .test_browser import Phone, running

    evening, guest = evening_with_guest(club_path)
    marked = f"{GUEST} · Gast"
    with running(club_path, evening) as live:
        table = guest_table(live.core, guest)
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, table.number)])
        phone.until(lambda: marked in phone.text("#players"), "the phone marks her")
        for written in range(7):  # the table done: the ranking has every player of the table
            phone.round("eicheln", 157)
            # each round answered before the next is typed: while one waits on the phone,
            # its form leaves "Angesagt von" to the Schreiber (a busy machine's late answer
            # left the next round without it, refused on the phone)
            phone.until(lambda n=written: phone.entries() == n + 1, "the round is written")
        members = [m.name for m in table.members if m.id != guest]
        assert all(f"{name} · Gast" not in phone.text("#players") for name in members)
        assert phone.text("#players").count(" · ") == 1  # the mark's; the players by commas

        screen = Browser(size=(1280, 720))
        try:
            wall = Phone(screen)
            wall.d.get(live.url + "wall")
            wall.until(lambda: marked in wall.text("#ranking tbody"), "the wall marks her")
            assert wall.text("#ranking tbody").count("· Gast") == 1
        finally:
            screen.quit()

        phone.d.get(live.url + "admin")
        phone.css("#admin-code").send_keys(live.admin_code)
        phone.tap("#admin-form button")
        phone.until(lambda: marked in phone.text("#admin-tables tbody"), "his page marks her")
        assert phone.text("#admin-tables tbody").count("· Gast") == 1
