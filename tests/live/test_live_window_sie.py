"""The *Live-Abend* window speaks to the Oberjasser as every other German text does, with
"Sie": a German trial's read "Dein eigener Code (Seite des Oberjassers)". Through the real
button of the club window (offscreen), every label and button of the window read."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox  # noqa: E402

from jasstafel.live.service import running_here  # noqa: E402
from jasstafel.ui.club.live import LiveEveningDialog  # noqa: E402
from tests.ui.conftest import autosaves, dialogs, german_window, settings  # noqa: E402, F401

from .conftest import make_evening  # noqa: E402
from .test_window import loopback  # noqa: E402, F401

LEFT = Qt.MouseButton.LeftButton
#: the familiar forms ("du", "dein", "dir", "dich", "euch", "euer" ...)
DU = re.compile(r"\b(du|dein\w*|dir|dich|euch|eue?r\w*)\b", re.IGNORECASE)


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform's
def test_the_live_window_says_sie(german_window, settings, tmp_path, qtbot,  # noqa: F811
                                  loopback, dialogs):  # noqa: F811
    club_path = tmp_path / "club.sqlite"
    evening = make_evening(club_path, players=8, passen=2)
    settings.setValue("club/path", str(club_path))
    cw = german_window.club.show_window()
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, LEFT)
    (dialog,) = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, LiveEveningDialog) and w.isVisible()]
    try:
        QApplication.processEvents()
        texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(
            QAbstractButton) if w.isVisible() and w.text()]
        dialog.grab().save(str(tmp_path / "live-de.png"))
        assert dialog.admin.text().startswith("Ihr eigener Code (Seite des Oberjassers): ")
        assert [text for text in texts if DU.search(text)] == []
    finally:
        dialogs.answer = QMessageBox.StandardButton.Yes
        qtbot.mouseClick(dialog.end_button, LEFT)
    qtbot.waitUntil(lambda: running_here(club_path) is None, timeout=30_000)
