"""A member renamed during the evening, followed by the two views that kept his old name:
the Oberjasser's Tafel of a table (opened from his page to correct it) and a laptop joined
as a table (*Play in Jasstafel*, *File → Join club evening*). The phones, the wall and his
list of tables said the new name within seconds; these two said the old one until their
next change (his Tafel read the table again only when its entries changed, the laptop never
read the names again)."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtWidgets import QApplication  # noqa: E402

from jasstafel.club import Club  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.keyboard import ctrl, enter, type_text  # noqa: E402

from .conftest import make_evening, round_op  # noqa: E402
from .test_browser import Phone, running  # noqa: E402
from .test_window import post  # noqa: E402

NAMES = ["Anna Keller", "Beat Huber", "Cla Caviezel", "Dora Meier"]


def rename_beat(club_path):
    """Beat renamed in the club window of another program (name and short name)."""
    with Club.open(club_path) as club:
        beat = club.find_member("Beat Huber")
        club.rename_member(beat.id, short_name="Beat")  # his team is "… & Beat" first
    with Club.open(club_path) as club:
        club.rename_member(beat.id, "Beat Huber-Meier", "Bea")


def test_the_oberjassers_tafel_follows_a_rename(club_path, german, browser):
    evening = make_evening(club_path, players=4, passen=1, names=NAMES)
    with running(club_path, evening) as live:
        code = live.codes(1)[(1, 1)]
        post(live.url, "api/table/ops", code, {"ops": [round_op("rosen", 0, (100, None))]})
        pages = Phone(browser)
        d = pages.d
        try:
            d.get(live.url + "admin")
            pages.css("#admin-code").send_keys(live.admin_code)
            pages.tap("#admin-form button")
            pages.tap("#admin-tables tbody tr:first-child td.tools a")  # Korrigieren
            pages.until(lambda: "Beat Huber" in pages.text("#players"), "his Tafel")
            rename_beat(club_path)
            pages.until(lambda: "Beat Huber-Meier" in pages.text("#players"),
                        "his Tafel's seats renamed")
            pages.until(lambda: "Bea" in pages.text("#board").replace("&", "\n").split(),
                        "his Tafel's team renamed")
            assert pages.entries() == 1
        finally:
            d.get("about:blank")


def test_a_laptop_at_the_table_follows_a_rename(window, club_path, german, qtbot):  # noqa: F811
    from jasstafel.ui.club.live import join_evening

    evening = make_evening(club_path, players=4, passen=1, names=NAMES)
    with running(club_path, evening) as live:
        code = live.codes(1)[(1, 1)]
        try:
            link = join_evening(window, live.url, code)
            assert link is not None
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
            ctrl(qtbot, "1")  # the Schreiber writes a round: Eicheln, 100, Enter
            type_text(qtbot, "100")
            enter(qtbot)
            assert len(window.controller.match.entries) == 1
            qtbot.waitUntil(lambda: len(link.link.state()["entries"]) == 1, timeout=30_000)
            version = link.link.state()["version"]
            rename_beat(club_path)
            qtbot.waitUntil(lambda: "Beat Huber-Meier" in window.controller.match.document.players,
                            timeout=30_000)
            match = window.controller.match
            assert "Beat Huber" not in match.document.players
            sides = [side.name for side in window.controller.board.sides]
            assert any("Bea" in name.split(" & ") for name in sides), sides
            assert len(match.entries) == 1  # the entries stay
            # nothing was sent for a name (the server has it): the table is as it was
            assert link.link.state()["version"] == version
            # Undo takes back the round, never the name
            window.undo_action.trigger()
            assert window.controller.match.entries == ()
            assert "Beat Huber-Meier" in window.controller.match.document.players
        finally:
            if getattr(window, "live_link", None) is not None:
                window.live_link.close()
