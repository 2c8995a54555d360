"""A Pandur deal corrected on a laptop: the whole form in view, as when it was typed.

A keyboard trial in English at 1366×768 (the window 1280×728): Ctrl+E on deal 2 and on
deal 9, and the yellow line *Correcting entry N* under *Save correction* took its room
from the form; a scroll bar came and the *Fault by* buttons were cut in half. Where the
side has no room for the line under the button, it comes beside it.
"""

import pytest
from PySide6.QtCore import QPoint

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, key, settle, shortcut, type_

NAMES = ["Tom", "Anna", "Beat", "Dora"]


def in_view(panel, widget):
    """Whether *widget* is whole inside the form's visible part."""
    viewport = panel.form_scroll.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0))
    return top.y() >= 0 and top.y() + widget.height() <= viewport.height()


def whole_in(window, widget):
    """Whether *widget* is whole inside the window."""
    corner = widget.mapTo(window, QPoint(widget.width(), widget.height()))
    return corner.x() <= window.width() and corner.y() <= window.height()


def window_for(language, qapp, qtbot, settings, size):
    if language == "en":  # the source strings: no catalog
        from jasstafel.ui import mainwindow

        window = mainwindow.MainWindow(settings)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        yield window
        window.controller.session.discard_autosave()
        return
    yield from window_in(language, qapp, qtbot, settings, size)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("size", [(1280, 728), (1366, 720), (1280, 701)])
def test_a_corrected_deal_needs_no_scrolling(qapp, qtbot, settings, autosaves, language, size):
    windows = window_for(language, qapp, qtbot, settings, size)
    window = next(windows)
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(qapp.focusWidget()))
    panel = window.panel
    shortcut(qtbot, "Ctrl+3")  # Beat declares (Tom deals and sits out)
    type_(qtbot, "150")
    key(qtbot, "Tab")
    type_(qtbot, "100")  # his card points
    key(qtbot, "Tab")
    type_(qtbot, "50")  # and his Weis: made, the preview in two lines
    enter(qtbot)
    shortcut(qtbot, "Alt+N")  # deal 2: no bid
    settle()
    assert len(window.controller.match.entries) == 2
    history = window.history.list
    history.setFocus()  # Tab to the history, as the trial did
    key(qtbot, "Home")  # entry 1
    shortcut(qtbot, "Ctrl+E")
    settle()
    assert panel.correcting == 0
    assert panel.banner.isVisible()
    assert panel.form_scroll.verticalScrollBar().maximum() == 0
    everything = [*panel.declarer_buttons, panel.no_bid_button, panel.misdeal_button,
                  panel.bid, panel.made_button, panel.failed_button, panel.points,
                  panel.weis.field, *panel.weis.amount_buttons.values(),
                  *panel.fault_buttons, panel.premature]
    assert [w.text() for w in everything if not in_view(panel, w)] == []
    for widget in (panel.write_button, panel.banner_label, panel.cancel_button):
        assert whole_in(window, widget), widget
    # the button's and the line's words whole
    for button in (panel.write_button, panel.cancel_button):
        assert button.width() >= button.sizeHint().width(), button.text()
    label = panel.banner_label
    assert label.height() >= label.heightForWidth(label.width()), label.text()
    key(qtbot, "Escape")  # the correction left: the line goes, the form as before
    settle()
    assert panel.correcting is None and not panel.banner.isVisible()
    assert panel.form_scroll.verticalScrollBar().maximum() == 0
    next(windows, None)
