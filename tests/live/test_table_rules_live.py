"""*Edit → Table rules…* at a table of a live club evening: greyed, its tooltip says why (the
evening's rules are the club's, the same for every table), and its letter opens nothing; at
a match of its own again, it is offered."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtWidgets import QApplication  # noqa: E402

from jasstafel.core.matchfile import new_match  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.keyboard import ALT, focused, open_match  # noqa: E402

from .conftest import make_evening  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def edit_menu(qtbot, main):
    """The Edit menu opened by its keys, as a Schreiber opens it."""
    edit = main.menuBar().actions()[1]
    qtbot.keyClick(focused(), edit.text().split("&")[1][0], ALT)
    qtbot.waitUntil(edit.menu().isVisible)
    return edit.menu()


def test_greyed_at_a_live_table_with_the_reason(window, club_path, qtbot):  # noqa: F811
    from jasstafel.live.service import LiveEvening
    from jasstafel.ui.club.live import join_evening

    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    code = live.codes(1)[(1, 1)]
    action = window.rules_change_action
    try:
        assert join_evening(window, live.url, code) is not None
        menu = edit_menu(qtbot, window)
        assert not action.isEnabled()
        assert action.toolTip() == ("The rules of a live club evening's table are the "
                                    "evening's: the club sets them for every table")
        assert menu.toolTipsVisible()
        before = window.controller.match.document
        qtbot.keyClick(menu, action.text().split("&")[1][0])
        assert QApplication.activeModalWidget() is None
        assert window.controller.match.document == before
    finally:
        if getattr(window, "live_link", None) is not None:
            window.live_link.close()
        live.stop()
    # a match of the window's own: offered again, without the tooltip
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    menu = edit_menu(qtbot, window)
    assert action.isEnabled() and action.toolTip() == "Table rules"  # Qt's own: none shown
    menu.close()
