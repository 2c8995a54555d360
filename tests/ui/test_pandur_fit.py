"""The Pandur's whole form beside the board of a 1366×768 laptop, as docs/window.md promises.

A keyboard trial under a window manager (a 1366×768 screen: the window 1366×745, its form
39 px lower than at 1366×768): the fault row and *Zu früh ausgespielt* were below the
form's view when a deal began. The premature lead now sits at the end of the fault row
where the names keep their whole width beside it, and on a line of its own where not.
"""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, settle, shortcut, type_

NAMES = ["Hans", "Vreni", "Ruedi", "Käthi"]


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
    """Four long names are whole on their buttons (on two lines where one has no room), and
    the premature lead chosen by its key is in view."""
    names = ["Marie-Christine", "Jean-Baptiste", "Anne-Catherine", "Hans-Ruedi"]
    window, windows = open_pandur(qapp, qtbot, settings, "de", (1024, 600), names)
    panel = window.panel
    for buttons in (panel.declarer_buttons, panel.fault_buttons):
        shown = [b.shown_text().replace("-\n", "-").replace("\n", " ") for b in buttons]
        assert shown == names
    shortcut(qtbot, "Ctrl+2")  # Jean-Baptiste (Marie-Christine deals and sits out)
    type_(qtbot, "150")
    shortcut(qtbot, "Alt+P")  # the premature lead: failed
    settle()
    assert in_view(window, panel.premature)
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    next(windows, None)


def test_the_premature_lead_is_on_the_outcome_s_heading_line(qapp, qtbot, settings,
                                                             autosaves):
    """An outcome (failed), on the line of *Ausgang* at its end, its words whole: at the
    end of the fault row it took a line of its own beside a long name (a German trial's
    form at 1280×720 scrolled); the fault names stand beside *Fehler von*."""
    window, windows = open_pandur(qapp, qtbot, settings, "de", (1024, 600))
    panel = window.panel
    assert [b.text() for b in panel.fault_buttons] == NAMES
    assert panel.premature.text() == "Zu früh ausgespielt (Alt+P)"
    assert panel.premature.width() >= panel.premature.sizeHint().width()
    made, premature = panel.made_button, panel.premature
    assert premature.mapTo(panel, premature.rect().bottomLeft()).y() < made.mapTo(
        panel, made.rect().topLeft()).y()
    next(windows, None)


@pytest.mark.parametrize("language", ["de", "fr"])
def test_or_points_has_the_form_s_spacing_on_a_netbook(qapp, qtbot, settings, autosaves,
                                                       language):
    """A German keyboard trial at 1024×600: *oder Punkte* stood about 2 px from *Verloren
    (Strg+F)* and from the card points field. It keeps the spacing of the form's rows (4 px,
    as between the Weis buttons) on both sides, its words whole, as the cursor goes there."""
    from PySide6.QtWidgets import QLabel

    from .keyboard import focus, key

    window, windows = open_pandur(qapp, qtbot, settings, language, (1024, 600))
    panel = window.panel
    shortcut(qtbot, "Ctrl+2")  # the declarer, his bid, Tab to his card points
    type_(qtbot, "120")
    key(qtbot, "Tab")
    assert focus() is panel.points
    settle()
    words = {"de": "oder Punkte", "fr": "ou les points"}[language]
    (label,) = [w for w in panel.findChildren(QLabel) if w.text() == words]

    def left_right(widget, inner=None):
        rect = inner if inner is not None else widget.rect()
        left = widget.mapTo(panel, rect.topLeft()).x()
        return left, left + rect.width()

    text = label.contentsRect()
    text.setWidth(label.fontMetrics().horizontalAdvance(words))
    text_left, text_right = left_right(label, text)
    assert left_right(label)[1] >= text_right  # the words whole
    failed_right = left_right(panel.failed_button)[1]
    points_left = left_right(panel.points)[0]
    weis = list(panel.weis.amount_buttons.values())
    form_spacing = left_right(weis[1])[0] - left_right(weis[0])[1]
    assert form_spacing == 4
    assert text_left - failed_right >= form_spacing, (failed_right, text_left)
    assert points_left - text_right >= form_spacing, (text_right, points_left)
    next(windows, None)
