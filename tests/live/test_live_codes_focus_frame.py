"""The live evening's window: its table of the tables' codes with the keys wears the blue
focus frame, as every list and table of the club window does (tests/ui/
test_views_focus_frame.py); the platform's pale line round the current row was all.
Through the real button (offscreen), entered with Tab."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from jasstafel.live.service import running_here  # noqa: E402
from jasstafel.ui.club.live import LiveEveningDialog  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, settings, window  # noqa: E402, F401
from tests.ui.test_views_focus_frame import framed_with_the_keys  # noqa: E402

from .conftest import make_evening  # noqa: E402
from .test_window import loopback  # noqa: E402, F401

LEFT = Qt.MouseButton.LeftButton


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform's
def test_the_codes_table_with_the_keys_is_framed_in_blue(window, settings,  # noqa: F811
                                                         tmp_path, qtbot,
                                                         loopback, dialogs):  # noqa: F811
    club_path = tmp_path / "club.sqlite"
    evening = make_evening(club_path, players=8, passen=2)
    settings.setValue("club/path", str(club_path))
    cw = window.club.show_window()
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, LEFT)
    (dialog,) = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, LiveEveningDialog) and w.isVisible()]
    try:
        qtbot.waitUntil(lambda: dialog.codes.rowCount() > 0)
        framed_with_the_keys(qtbot, dialog.codes, tmp_path, "live-codes")
    finally:
        dialogs.answer = QMessageBox.StandardButton.Yes
        qtbot.mouseClick(dialog.end_button, LEFT)
    qtbot.waitUntil(lambda: running_here(club_path) is None, timeout=30_000)
