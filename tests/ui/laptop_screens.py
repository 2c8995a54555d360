"""The entry forms of a maximised window on a laptop's screen (run by test_form_fit.py).

Not collected by itself (its name is no test_*.py): test_form_fit.py runs each check in a
second pytest whose offscreen screen is the testers' (the platform's configfile, and
QT_FONT_DPI for text at 120 dpi, which Qt draws at 125 %: a 1366×768 screen is 1093×614 of
the window's pixels). The window is as large as a window manager maximises it there: the
screen less its title bar (openbox's, 19 of the screen's pixels, in the testers' trials).
A Schreiber types a round as at the table, and the whole form stays in view: nothing to
scroll for, whatever the line under the form says.
"""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import key, open_match, settle, shortcut, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

#: the height of a maximised window's title bar, in the screen's own pixels (openbox)
TITLE_BAR = 19
NAMES = ["Hans", "Vreni", "Ruedi", "Käthi"]
#: the teams as the New match dialog names them
TEAMS = [Team(name="Hans & Ruedi", players=[0, 2]), Team(name="Vreni & Käthi", players=[1, 3])]


def screen_is(width, height, dpi):
    """Whether the screen is *width*×*height* of its own pixels with text at *dpi*."""
    screen = QApplication.primaryScreen()
    ratio = screen.devicePixelRatio()
    size = screen.geometry().size()
    return (round(size.width() * ratio), round(size.height() * ratio), round(96 * ratio)) == (
        width, height, dpi)


def maximised():
    """The size of a window maximised on the screen, in the window's pixels."""
    screen = QApplication.primaryScreen()
    ratio = screen.devicePixelRatio()
    room = screen.availableGeometry()
    return room.width(), int((round(room.height() * ratio) - TITLE_BAR) / ratio)


def in_view(panel, widget):
    """Whether *widget* is whole inside the form's visible part."""
    viewport = panel.form_scroll.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0))
    return (widget.isVisible() and top.y() >= 0 and top.x() >= 0
            and top.y() + widget.height() <= viewport.height()
            and top.x() + widget.width() <= viewport.width())


def lines(label):
    """How many lines *label* says its text in."""
    return round(label.heightForWidth(label.width()) / label.fontMetrics().lineSpacing())


@pytest.fixture
def german(qapp, qtbot, settings, autosaves):
    """Open a match in the window in Swiss German, maximised on the screen."""
    windows = window_in("de", qapp, qtbot, settings, size=maximised())

    def opened(match):
        window = next(windows)
        open_match(qtbot, window, match)
        settle()
        return window

    yield opened
    windows.close()  # the catalogs removed, also after a failure


def test_schieber_bedanken_whole_at_120_dpi(german, qtbot):
    """A tester's Schieber in German, QT_FONT_DPI=120 on a 1366×768 laptop, maximised: once
    a round's card points were typed, the line under the form said the round in two or
    three lines, and the Bedanken row was half below the form's edge until Tab reached it.
    A Schreiber needs Bedanken every Partie: the whole form stays in view."""
    if not screen_is(1366, 768, 120):
        pytest.skip("needs the 1366×768 screen at 120 dpi of test_form_fit.py")
    window = german(new_match("schieber", NAMES, teams=TEAMS))
    panel = window.panel
    assert (window.width(), window.height()) == (1093, 599)
    everything = [*panel.contract_buttons.values(), *panel.team_buttons, panel.geschoben,
                  *panel.points, panel.match, panel.kontermatsch, panel.weis.field,
                  *panel.weis.amount_buttons.values(), *panel.stoeck_buttons, panel.stack,
                  *panel.bedanken_buttons]
    everything = [w for w in everything if not w.isHidden()]
    steps = [
        lambda: shortcut(qtbot, "Ctrl+1"),  # Eicheln
        lambda: type_(qtbot, "100"),  # Hans & Ruedi's card points: three lines said
        lambda: shortcut(qtbot, "Ctrl+W"),
        lambda: type_(qtbot, "50"),  # their Weis
        lambda: shortcut(qtbot, "Ctrl+T"),  # and Stöck
    ]
    said = []
    for step in steps:
        step()
        settle()
        said.append(lines(panel.preview_line))
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, panel.preview_line.text()
        assert [w for w in everything if not in_view(panel, w)] == [], panel.preview_line.text()
    assert max(said) == 3, said  # the longest the line says here
    key(qtbot, "Return")
    settle()
    assert len(window.controller.match.entries) == 1


def test_pandur_whole_at_1280x720(german, qtbot):
    """A tester's Pandur in German at 1280×720, maximised: when "schreibt: …" took two lines
    the form scrolled by 9 px, a scroll bar beside it and its foot cut. It fits."""
    if not screen_is(1280, 720, 96):
        pytest.skip("needs the 1280×720 screen of test_form_fit.py")
    window = german(new_match("pandur", NAMES))
    panel = window.panel
    assert (window.width(), window.height()) == (1280, 701)
    steps = [
        lambda: shortcut(qtbot, "Ctrl+2"),  # Vreni declares (Hans deals and sits out)
        lambda: type_(qtbot, "120"),
        lambda: key(qtbot, "Tab"),
        lambda: type_(qtbot, "100"),  # her card points: failed, two lines said
        lambda: key(qtbot, "Tab"),
        lambda: type_(qtbot, "50"),  # and her Weis: made
    ]
    said = []
    for step in steps:
        step()
        settle()
        said.append(lines(panel.preview_line))
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, panel.preview_line.text()
        everything = [*panel.declarer_buttons, panel.no_bid_button, panel.misdeal_button,
                      panel.bid, *panel.contract_buttons.values(), panel.made_button,
                      panel.failed_button, panel.points, panel.weis.field,
                      *panel.weis.amount_buttons.values(), *panel.fault_buttons,
                      panel.premature]
        assert [w for w in everything if not in_view(panel, w)] == [], panel.preview_line.text()
    assert max(said) == 2, said
    key(qtbot, "Return")
    settle()
    assert len(window.controller.match.entries) == 1
