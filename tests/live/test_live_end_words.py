"""*End the live evening* asks first, in words that say what ending does (a Romand
organiser's trial: the French question said "Les tables ne peuvent plus inscrire sur leurs
téléphones", which reads "can no longer register on their phones"; meant is that the tables'
phones can no longer write). Asked through the real button, in each language."""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from jasstafel.live.service import running_here  # noqa: E402
from jasstafel.ui.club.live import LiveEveningDialog  # noqa: E402
from tests.ui.conftest import (  # noqa: E402, F401
    autosaves,
    dialogs,
    french_window,
    german_window,
    settings,
    window,
)

from .conftest import make_evening  # noqa: E402
from .test_window import loopback  # noqa: E402, F401

ASKED = {
    "en": "End the live evening? The tables can no longer write on their phones; the results "
          "in the club stay.",
    "de": "Den Live-Abend beenden? Die Tische können dann nicht mehr auf ihren Handys "
          "schreiben; die Resultate im Verein bleiben.",
    "fr": "Terminer la soirée en direct\u00a0? Les téléphones des tables ne peuvent plus rien "
          "inscrire\u00a0; les résultats restent dans le club.",
}


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform's
@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_ending_says_the_phones_can_no_longer_write(request, settings, tmp_path, qtbot,  # noqa: F811
                                                    loopback, dialogs, language):  # noqa: F811
    main = request.getfixturevalue({"en": "window", "de": "german_window",
                                    "fr": "french_window"}[language])
    club_path = tmp_path / "club.sqlite"
    evening = make_evening(club_path, players=4, passen=1)
    settings.setValue("club/path", str(club_path))
    cw = main.club.show_window()
    page = cw.evenings.page
    page.show_evening(cw.club.evening(evening))
    qtbot.mouseClick(page.live_button, Qt.MouseButton.LeftButton)
    (dialog,) = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, LiveEveningDialog) and w.isVisible()]
    dialogs.answer = QMessageBox.StandardButton.No  # asked, and kept live
    qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
    asked = dialogs.shown[-1][1].removeprefix("<qt>").removesuffix("</qt>")
    assert asked == ASKED[language]
    assert dialog.isVisible() and running_here(club_path) is not None
    dialogs.answer = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(dialog.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: running_here(club_path) is None, timeout=30_000)
