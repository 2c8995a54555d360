"""A message box is wide enough for its title.

A German trial: ``jasstafel some-folder.jass`` (a folder) opened a box so narrow that its
title bar read "Partie kann nich… eöffnet werden": Qt makes a box as wide as its text and
its title in Qt's own font with 50 pixels to spare, but the window manager writes the title
in its own font, bold, and on a desktop at 150 % often larger than the window's own (openbox
at 144 dpi cut it to "Partie ka… werden"), between its buttons at both ends of a centered
title. Every box of the app (jasstafel/ui/widgets/messages.py) now makes room for that: the
title in bold and four buttons a line high at each end, half again as large.
"""

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QMessageBox

from jasstafel.ui.widgets import messages

from .keyboard import enter
from .real_dialogs import real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def room_for(title, font):
    """The width a title bar needs for *title*: the title in bold and four buttons a line
    high at each end of a centered title (the icon or menu, minimize, maximize, close), all
    half again as large as *font* (a window manager's at 150 % that the window does not
    follow)."""
    bold = QFont(font)
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    return 1.5 * (metrics.horizontalAdvance(title) + 2 * 4 * metrics.height())


def within_screen(room, box):
    """*room*, or nine tenths of the screen where it is wider (the test's screen is 800
    pixels wide: a box there leaves some of the window beside it)."""
    return min(room, 0.9 * box.screen().availableGeometry().width())


@pytest.fixture(params=[1.0, 1.5], ids=["96 dpi", "150 %"])
def scaled(request, qapp):
    """The window's font as at 96 dpi, or half again as large (fonts at 150 %)."""
    before = QFont(qapp.font())
    font = QFont(before)
    font.setPointSizeF(before.pointSizeF() * request.param)
    qapp.setFont(font)
    yield request.param
    qapp.setFont(before)


def test_a_folder_given_as_a_match_file_opens_a_box_wide_enough_for_its_title(
        german_window, qtbot, tmp_path, monkeypatch, real_dialogs, scaled):
    (tmp_path / "x.jass").mkdir()
    monkeypatch.chdir(tmp_path)  # `jasstafel x.jass` in the folder that holds it
    seen = []

    def look(box):
        seen.append((box.windowTitle(), box.width(), within_screen(
            room_for(box.windowTitle(), box.font()), box), box.text()))
        enter(qtbot)

    real_dialogs.when(QMessageBox, look)
    german_window.open_argument("x.jass")  # what the command line calls with its argument
    real_dialogs.check()
    ((title, width, room, text),) = seen
    assert title == "Partie kann nicht geöffnet werden" and "x.jass ist ein Ordner" in text
    assert width >= room, (width, room)


@pytest.mark.parametrize("show", ["warning", "information", "confirm", "choose"])
def test_every_box_of_the_app_makes_room_for_its_title(window, qtbot, real_dialogs, show):
    title = "A title much longer than the short text below it"
    seen = []

    def look(box):
        seen.append((box.width(), within_screen(room_for(title, box.font()), box)))
        enter(qtbot)

    real_dialogs.when(QMessageBox, look)
    if show == "choose":
        messages.choose(window, title, "Short.", [("a", "&Yes"), ("b", "&No")], "a", "b")
    elif show == "confirm":
        messages.confirm(window, title, "Short.")
    else:
        getattr(messages, show)(window, title, "Short.")
    real_dialogs.check()
    ((width, room),) = seen
    assert width >= room, (width, room)

