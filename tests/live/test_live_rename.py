"""A member renamed in the club window while his table plays live (a German club's trial).

Beat was renamed (name and short name) during the evening: the wall's ranking said the new
name, the phone's seat line the old "4 Beat Huber" beside its team "Anna & <b>Beat</b>"
(the new short name), and the Oberjasser's page the old name. A club expects its members'
names as they are now, everywhere (its ranking, its sheets and a server started again say
them so): now every page follows the rename, at once, and the names stay text.

The rename is made by the club window's *Rename…* button; the phone, the wall and the
Oberjasser's page are the real pages, in tabs of one browser."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from jasstafel.club import Club  # noqa: E402
from jasstafel.ui.club.members import MemberDialog  # noqa: E402
from tests.ui.club_steps import open_tab, type_into  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401

from .conftest import make_evening  # noqa: E402
from .test_browser import Phone  # noqa: E402
from .test_window import loopback  # noqa: E402, F401

LEFT = Qt.MouseButton.LeftButton
NAMES = ["Anna Keller", "Beat Huber", "Cla Caviezel", "Dora Meier"]
SHORT = ["Anna", "Beat", "Cla", "Dora"]
NEW_NAME = "Beat <script>alert(1)</script>"
NEW_SHORT = "<b>Beat</b>"


def rename_in_the_club_window(qtbot, cw, old, name, short):
    """Members tab, the member's row clicked, *Rename…*, both names typed, *Rename*."""
    page = cw.members
    open_tab(qtbot, cw, page)
    row = next(r for r, m in enumerate(page.members) if m.name == old)
    rect = page.table.visualRect(page.table.model().index(row, 0))
    qtbot.mouseClick(page.table.viewport(), LEFT, pos=QPoint(rect.left() + 5, rect.center().y()))
    qtbot.mouseClick(page.rename_button, LEFT)
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, MemberDialog)
    type_into(qtbot, dialog.name, name)
    type_into(qtbot, dialog.short, short)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform's
def test_a_rename_reaches_every_page_as_text(window, settings, tmp_path, qtbot,  # noqa: F811
                                             loopback, dialogs, german, browser):  # noqa: F811
    club_path = tmp_path / "verein.sqlite"
    evening = make_evening(club_path, players=4, passen=1, names=NAMES)
    with Club.open(club_path) as club:
        for member, short in zip(club.members(), SHORT, strict=True):
            club.rename_member(member.id, short_name=short)
        beat = club.find_member("Beat Huber")
        (draw,) = club.drawn(club.evening(evening))[0].tables
        partner = next(m for group in draw.teams if beat.id in group for m in group
                       if m != beat.id)
        first = next(group for group in draw.teams if beat.id in group)[0] == beat.id
        partner_short = club.member(partner).short_name
    team = f"{NEW_SHORT} & {partner_short}" if first else f"{partner_short} & {NEW_SHORT}"
    old_team = team.replace(NEW_SHORT, "Beat")
    settings.setValue("club/path", str(club_path))
    cw = window.club.show_window()
    cw.evenings.page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(cw.evenings.page.live_button, LEFT)
    dialog = cw.evenings.page.live
    assert dialog is not None, dialogs.shown
    live = dialog.live
    pages = Phone(browser)
    d = pages.d
    try:
        d.get(live.url + "wall")
        wall = d.current_window_handle
        d.switch_to.new_window("tab")
        d.get(live.url + "admin")
        pages.css("#admin-code").send_keys(live.admin_code)
        pages.tap("#admin-form button")
        admin = d.current_window_handle
        d.switch_to.new_window("tab")
        pages.join(live.url, live.codes()[(1, 1)])
        phone = d.current_window_handle
        pages.until(lambda: "Beat Huber" in pages.text("#players"), "the seats")
        assert old_team in pages.text("#forms")  # the Bedanken form's team button
        pages.round("rosen", 100, announced_by=0)
        pages.until(lambda: pages.entries() == 1, "the round written")
        d.execute_script("window.alert = () => { document.body.dataset.alerted = 'yes'; }")

        rename_in_the_club_window(qtbot, cw, "Beat Huber", NEW_NAME, NEW_SHORT)

        # the phone: its seats, its teams and its entries, in the new names, as text
        pages.until(lambda: NEW_NAME in pages.text("#players"), "the seat line renamed")
        assert "Beat Huber" not in pages.text("#players")
        sides = d.execute_script("return Array.from(document.querySelectorAll("
                                 "'#board .side-name'), e => e.textContent)")
        assert team in sides, sides
        pages.until(lambda: team in pages.text("#history"), "the entry's team renamed")
        # its forms' buttons too (who announced, who is thanked), made anew while nobody
        # types in them
        pages.until(lambda: team in pages.text("#forms"), "the forms renamed")
        assert old_team not in pages.text("#forms")
        assert d.execute_script("return document.querySelectorAll('#players *, #board b,"
                                " #history b, script:not([src]):not([type])').length") == 0
        # its Undo takes back the round, not the name
        pages.tap("#undo")
        pages.until(lambda: pages.entries() == 0, "the round taken back")
        assert NEW_NAME in pages.text("#players") and team in " ".join(
            d.execute_script("return Array.from(document.querySelectorAll("
                             "'#board .side-name'), e => e.textContent)"))
        d.execute_script("window.scrollTo(0, 0)")
        d.save_screenshot(str(tmp_path / "phone-renamed.png"))
        # the Oberjasser's page
        d.switch_to.window(admin)
        pages.until(lambda: NEW_NAME in pages.text("#admin-tables tbody td.who"),
                    "the Oberjasser's page renamed")
        assert "Beat Huber" not in pages.text("#admin-tables tbody td.who")
        # the wall's table
        d.switch_to.window(wall)
        pages.until(lambda: team in pages.text("#tables"), "the wall's table renamed")
        for handle in (phone, admin, wall):
            d.switch_to.window(handle)
            assert d.execute_script("return document.body.dataset.alerted || ''") == ""
    finally:
        for handle in list(d.window_handles):  # the pages leave before the server stops
            d.switch_to.window(handle)
            d.get("about:blank")
        dialogs.answer = QMessageBox.StandardButton.Yes  # "End the live evening?" yes
        qtbot.mouseClick(dialog.end_button, LEFT)
