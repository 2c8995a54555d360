"""The offer after a crash never covers half of the welcome page's heading.

A trial at 1280×800 (no window manager: the dialog unframed over the window) saw the big
*Jasstafel* cut in half, its lower half behind the dialog's text, which read as one page
drawn wrongly. The heading is whole above the dialog where the window has room for both,
else left out while the dialog is open; closed ("Later"), the heading is back.
"""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from jasstafel.ui import app as app_module
from jasstafel.ui.mainwindow import MainWindow

from .crash import left_open
from .test_recovery_flow import autosave

PLAYERS = [["Noah", "Lea", "Marco", "Sina"], ["Eva", "Fritz", "Gabi", "Hans"],
           ["Anna", "Beat", "Cla", "Dora"]]


def heading(window):
    return window.welcome.findChild(QLabel, "welcomeTitle")


def on_screen(widget):
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def whole_or_left_out(window, dialog):
    """The heading hidden, or whole: as high as its font, and clear of the dialog."""
    title = heading(window)
    if not title.isVisible():
        return True
    return (title.height() >= QFontMetrics(title.font()).height()
            and not on_screen(title).intersects(dialog.frameGeometry()))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_the_heading_is_whole_or_left_out(qtbot, settings, autosaves, size, count):
    paths = [autosave(autosaves, f"m{i}", players, (100, 50)[: i + 1], i + 1)
             for i, players in enumerate(PLAYERS[:count])]
    left_open(settings, paths[0])
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitUntil(lambda: heading(window).isVisible())
    dialog = app_module.offer_recovery(window)
    assert dialog is not None and len(dialog.rows) == count
    qtbot.waitUntil(dialog.isVisible)
    for _ in range(5):
        QApplication.processEvents()  # laid out as shown
    assert whole_or_left_out(window, dialog), (on_screen(heading(window)),
                                               dialog.frameGeometry())
    if size == (1280, 800):  # room for both: the heading stays, above the dialog
        assert heading(window).isVisible()
        assert dialog.frameGeometry().top() > on_screen(heading(window)).bottom()
    # "Later": the dialog goes, the welcome page is whole again
    qtbot.mouseClick(dialog.findChild(QPushButton, "recoveryLater"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    qtbot.waitUntil(lambda: heading(window).isVisible())
