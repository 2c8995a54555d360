"""The premature lead chosen by its key (Alt+P) keeps its whole text in bold.

A keyboard trial at 1366×768 (English): after Alt+P the chosen button read "remature lead
(Alt+P": the button asked for its room in the plain font, and the chosen one is painted
bold. It now asks for the bold text's room, in every language.
"""

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QPushButton

from jasstafel.core.matchfile import new_match
from jasstafel.ui import mainwindow

from .conftest import window_in
from .keyboard import settle, shortcut

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def english(qtbot, settings, size):
    """The window as the conftest's ``window`` builds it (English), at *size*."""
    w = mainwindow.MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    yield w


def bold_width(button):
    font = QFont(button.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(button.text())


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_chosen_premature_lead_is_whole_in_bold(qapp, qtbot, settings, autosaves,
                                                    language, size, tmp_path):
    windows = english(qtbot, settings, size) if language == "en" else window_in(
        language, qapp, qtbot, settings, size)
    window = next(windows)
    window.start(new_match("pandur", NAMES))
    settle()
    panel = window.panel
    shortcut(qtbot, "Ctrl+2")  # Beat declares
    shortcut(qtbot, "Alt+P")
    settle()
    premature = panel.premature
    assert premature.isChecked()
    # the text's bold advance and the frame's padding (its plain size hint's beyond the
    # plain text) inside the button's width
    plain = QFontMetrics(premature.font()).horizontalAdvance(premature.text())
    padding = QPushButton.sizeHint(premature).width() - plain  # the style's own
    premature.grab().save(str(tmp_path / f"fix-previewwords-premature-{language}-{size[0]}.png"))
    assert premature.width() >= bold_width(premature) + padding, premature.text()
    next(windows, None)
