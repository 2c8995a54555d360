"""A laptop whose own rounds conflict with a phone's takes the table's board when it joins
the table again by hand, and its own rounds are not lost.

A German live-evening trial: the laptop had a round of its own not yet at the table while a
phone wrote meanwhile (a real conflict). The status said "Nicht geschrieben: … Treten Sie dem
Tisch neu bei, um seine Tafel zu sehen"; *Datei → Vereinsabend beitreten…*, Enter, and the same
message again: joining the same table kept the window's match and sent its rounds. Now the
status names the way out, and joining that table by hand asks "Take the table's board?",
naming the window's rounds the table lacks; taken, the window shows the table's entries and
its own match stays among the unsaved matches (File → Unsaved matches…).

The real window, the real recovery dialog, the real Join dialog and question answered with
keys and clicks, a real evening server over loopback, the phone through its HTTP API.
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.keyboard import press  # noqa: E402
from tests.ui.real_dialogs import button, real_dialogs_fixture  # noqa: E402, F401
from tests.ui.test_crash_draft import continue_first, start_again  # noqa: E402

from .test_join_address_kept import in_the_join_dialog  # noqa: E402
from .test_table_after_a_crash import (  # noqa: E402, F401
    WAIT,
    a_phones_round,
    evening,
    joined,
    killed,
)
from .test_window_leave import a_round, in_form, live_status, on_server  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def in_conflict(qtbot, window, settings, evening, dialogs):  # noqa: F811
    """The laptop's round 2 typed while the server was away, the laptop killed, a phone's
    round 2 written meanwhile; *Continue*: the table refuses the laptop's round."""
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
    qtbot.waitUntil(lambda: "Not written" in live_status(after), timeout=WAIT)
    return after, code


def test_joining_again_takes_the_tables_board_and_keeps_the_windows_rounds(
        window, settings, evening, qtbot, dialogs, real_dialogs, tmp_path):  # noqa: F811
    from jasstafel.ui.recovery import unsaved_matches

    after, code = in_conflict(qtbot, window, settings, evening, dialogs)
    try:
        live = evening.live
        mine = [e.points for e in after.controller.match.entries]
        # the status names the way out, never "join again" that led back here
        status = live_status(after)
        assert "File → Join club evening…" in status and "board" in status, status
        assert "Join the table again" not in status, status
        asked = {}

        def take(box):
            asked["title"], asked["text"] = box.windowTitle(), box.text()
            box.grab().save(str(tmp_path / "take-board.png"))
            qtbot.mouseClick(button(box, "Take the table's board"), Qt.MouseButton.LeftButton)

        def join(dialog):
            asked["offered"] = (dialog.address.text(), dialog.code.text())
            press(qtbot, Qt.Key.Key_Return)  # the table's address and code, as offered
            real_dialogs.when(QMessageBox, take)

        in_the_join_dialog(after, real_dialogs, join)
        real_dialogs.check()
        assert asked["offered"] == (live.url, code)
        assert asked["title"] == "Take the table's board?"
        assert "round 2 is not at the table" in asked["text"], asked["text"]
        assert "File → Unsaved matches…" in asked["text"], asked["text"]
        # the window shows the table's board ...
        qtbot.waitUntil(lambda: [e.points for e in after.controller.match.entries]
                        == [e.points for e in on_server(live)], timeout=WAIT)
        qtbot.waitUntil(lambda: "round 2" in live_status(after), timeout=WAIT)
        assert "Not written" not in live_status(after)
        after.grab().save(str(tmp_path / "board-taken.png"))
        # ... and its own match is among the unsaved matches, every entry in it
        kept = [item for item in unsaved_matches() if item.entries == 2]
        assert kept, unsaved_matches()
        # the next round goes to the table
        in_form(qtbot, after)
        a_round(qtbot, "70")
        qtbot.waitUntil(lambda: len(on_server(live)) == 3, timeout=WAIT)
        assert [e.points for e in on_server(live)] == \
            [e.points for e in after.controller.match.entries]
        assert mine[1] != on_server(live)[1].points
    finally:
        if after.live_link is not None:
            after.live_link.close()
