"""A St. Gallen Schreiber keeps a Pandur with the mouse (German, 1280×800; a netbook's
1024×600 too): the Weis added with the buttons moves nothing below them, and an outcome
clicked after card points were typed loses nothing without a word.

Each test clicks the real buttons and types into the focused field, and measures where the
widgets a mouse is about to click are before and after.
"""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import type_, wheel

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Urs", "Köbi", "Vreni", "Sepp"]  # Urs deals first and sits out
SIZES = [(1280, 800), (1024, 600)]


def settle():
    for _ in range(5):  # every layout up the window laid out again
        QApplication.processEvents()


def top(window, widget):
    settle()
    return widget.mapTo(window, QPoint(0, 0)).y()


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    settle()


def places(window, panel):
    """Where the buttons below the Weis buttons are: the faults, the premature lead and
    *Schreiben*."""
    return (top(window, panel.fault_buttons[1]), top(window, panel.premature),
            top(window, panel.write_button))


def into_view(panel, widget):
    """The mouse wheel turned over the form until *widget* is whole in view (a netbook's
    form scrolls)."""
    viewport = panel.form_scroll.viewport()
    for _ in range(20):
        y = widget.mapTo(viewport, QPoint(0, 0)).y()
        if y >= 0 and y + widget.height() <= viewport.height():
            return
        wheel(viewport, -120 if y > 0 else 120)
        settle()
    raise AssertionError("the wheel did not bring it into view")


def pandur(qapp, qtbot, settings, size):
    windows = window_in("de", qapp, qtbot, settings, size=size)
    window = next(windows)
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    settle()
    return window, windows


@pytest.mark.parametrize("size", SIZES)
def test_the_pandur_weis_sum_moves_nothing(qapp, qtbot, settings, autosaves, size):
    """Vreni, 100, 80 card points, then *+100* and *+50*: the sum is said by the line
    under the form ("80 + Weis 150 (100 + 50) = 230"), on no line of its own under the
    buttons (it moved the faults and *Schreiben* down, as the Schieber's did); nothing moves
    when it comes, nor when *Weis löschen* takes it away."""
    window, windows = pandur(qapp, qtbot, settings, size)
    try:
        panel = window.panel
        picker, preview = panel.weis, panel.preview_line
        click(qtbot, panel.declarer_buttons[2])
        click(qtbot, panel.contract_buttons[100])
        click(qtbot, panel.points)
        type_(qtbot, "80")
        into_view(panel, picker)
        seen = {places(window, panel)}
        click(qtbot, picker.amount_buttons[100])
        assert "80 + Weis 100 = 180 ≥ 100: gemacht" in preview.text(), preview.text()
        seen.add(places(window, panel))
        click(qtbot, picker.amount_buttons[50])
        assert "80 + Weis 150 (100 + 50) = 230 ≥ 100: gemacht" in preview.text(), (
            preview.text())
        assert not picker.parts_label.isVisible()
        seen.add(places(window, panel))
        click(qtbot, picker.clear_button)
        assert "Weis" not in preview.text(), preview.text()
        seen.add(places(window, panel))
        assert len(seen) == 1, sorted(seen)
    finally:
        windows.close()
