"""The Members tab lists the members in the order of `jasstafel club member list`: by the
letters of their names, case, accents and punctuation aside ("<b>Hans</b>" among the b's
by its letters, no longer first of all on its "<")."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.cli import main

from ..club.test_member_order import ADDED, LISTED
from .keyboard import shortcut
from .test_club_window import cw  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise")


def test_the_members_tab_lists_as_the_command_line(cw, club_path, qtbot, capsys, tmp_path):  # noqa: F811
    for name in ADDED:  # added by another program: the command line on the same club
        assert main(["club", "member", "add", name, "--db", str(club_path)]) == 0
    capsys.readouterr()
    bar = cw.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(cw.tabs.indexOf(cw.members)).center())
    cw.activateWindow()
    qtbot.waitUntil(cw.isActiveWindow)
    shortcut(qtbot, "F5")  # Refresh: the window reads the club again
    table = cw.members.table
    qtbot.waitUntil(lambda: table.rowCount() == len(ADDED))
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == LISTED
    cw.members.grab().save(str(tmp_path / "members.png"))
