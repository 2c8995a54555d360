"""The Pandur's whole form beside the board of a 1366×768 laptop, as docs/window.md promises.

A keyboard trial under a window manager (a 1366×768 screen: the window 1366×745, its form
39 px lower than at 1366×768): the fault row and *Zu früh ausgespielt* were below the
form's view when a deal began. The premature lead now sits at the end of the fault row
where the names keep their whole width beside it, and on a line of its own where not.
"""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, shortcut, type_

NAMES = ["Hans", "Vreni", "Ruedi", "Käthi"]


def settle():
    for _ in range(5):  # every layout up the window laid out again
        QApplication.processEvents()


def open_pandur(qapp, qtbot, settings, language, size, names=NAMES):
    windows = window_in(language, qapp, qtbot, settings, size)
    window = next(windows)
    window.start(new_match("pandur", names))
    settle()
    return window, windows


def in_view(window, widget):
    """Whether *widget* is whole inside the form's visible part."""
    scroll = window.panel.form_scroll
    top = widget.mapTo(scroll.viewport(), widget.rect().topLeft()).y()
    return top >= 0 and top + widget.height() <= scroll.viewport().height()


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_whole_form_is_in_view_on_a_laptop(qapp, qtbot, settings, autosaves, language):
    window, windows = open_pandur(qapp, qtbot, settings, language, (1366, 720))
    panel = window.panel
    for deal in range(3):  # the status and the turn header change from deal to deal
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, deal
        for widget in (*panel.declarer_buttons, panel.no_bid_button, *panel.fault_buttons,
                       panel.premature):
            assert in_view(window, widget), (deal, widget.text())
        write = panel.write_button  # under the form, in the window
        assert write.mapTo(window, write.rect().bottomLeft()).y() < window.height()
        shortcut(qtbot, "Alt+N")  # no bid: written at once, the next player deals
        settle()
    assert len(window.controller.match.entries) == 3
    next(windows, None)


def test_long_names_keep_their_whole_width_on_a_netbook(qapp, qtbot, settings, autosaves):
    """Where four long names and the premature lead have no room on one line, the names
    are whole on their buttons and the premature lead is on a line of its own, in view
    when the cursor reaches it."""
    names = ["Marie-Christine", "Jean-Baptiste", "Anne-Catherine", "Hans-Ruedi"]
    window, windows = open_pandur(qapp, qtbot, settings, "de", (1024, 600), names)
    panel = window.panel
    assert [b.text() for b in panel.fault_buttons] == names
    assert panel.premature.text().startswith("Zu früh ausgespielt")
    assert panel.premature.y() > panel.fault_buttons[0].y()  # a line of its own
    shortcut(qtbot, "Ctrl+2")  # Jean-Baptiste (Marie-Christine deals and sits out)
    type_(qtbot, "150")
    shortcut(qtbot, "Alt+P")  # the premature lead: failed
    settle()
    assert in_view(window, panel.premature)
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    next(windows, None)


def test_short_names_share_the_fault_row_with_the_premature_lead(qapp, qtbot, settings,
                                                                  autosaves):
    window, windows = open_pandur(qapp, qtbot, settings, "de", (1024, 600))
    panel = window.panel
    assert [b.text() for b in panel.fault_buttons] == NAMES
    assert panel.premature.y() == panel.fault_buttons[0].y()
    assert panel.premature.text() == "Zu früh ausgespielt (Alt+P)"
    assert panel.premature.width() >= panel.premature.sizeHint().width()
    next(windows, None)
