"""The Pandur's form at 1280×720 keeps its room deal after deal (a tester's at 150 %, English).

The tester played a Pandur of four: after the first "writes: …" of two lines and after a
refusal of two lines, the line under the form kept the room of its tallest text for ever,
taken from the form above it; from deal 7 the form's view ended after the Weis field (the
+20 … +200 buttons below its edge) while an empty room of two lines stood above *Write*.
Where the form needs the height itself, the line under it keeps no room beyond its text: the
room it took comes back to the form when a shorter text follows.
"""

from PySide6.QtCore import QPoint

from jasstafel.core.matchfile import new_match
from jasstafel.ui.mainwindow import MainWindow

from .keyboard import enter, settle, shortcut, tab, type_

NAMES = ["Anna", "Beat", "Heidi", "Megan"]  # Anna deals first and sits out


def in_view(panel, widget):
    """Whether *widget* is whole inside the form's visible part."""
    viewport = panel.form_scroll.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= viewport.height()


def test_the_form_keeps_its_room_deal_after_deal_at_1280x720(qtbot, settings, autosaves):
    window = MainWindow(settings)  # opened at that size, as on the tester's screen
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    settle()
    panel = window.panel
    seen = []

    said = {5: "Deal 4 written: no bid  ·  Megan inherits 2",  # written at once: said
            7: "Deal 6 written: misdeal, Beat deals again"}

    def look(deal):
        settle()
        assert panel.preview_line.text() == said.get(
            deal, "Choose the declarer (Ctrl+1 … Ctrl+4)"), deal
        # the whole form in view, the Weis buttons and the faults too
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, deal
        for widget in (*panel.weis.amount_buttons.values(), *panel.fault_buttons,
                       panel.premature):
            assert in_view(panel, widget), (deal, widget.text())
        seen.append(panel.form_scroll.viewport().height())

    deals = [
        # Beat 150, 118 + Weis 50: "writes: …" of two lines
        lambda: (shortcut(qtbot, "Ctrl+2"), type_(qtbot, "150"), tab(qtbot),
                 type_(qtbot, "118"), tab(qtbot), type_(qtbot, "50")),
        # Heidi 120, Enter without the outcome: a refusal of two lines; then failed
        lambda: (shortcut(qtbot, "Ctrl+3"), type_(qtbot, "120"), enter(qtbot),
                 settle(), shortcut(qtbot, "Ctrl+F")),
        lambda: (shortcut(qtbot, "Ctrl+4"), type_(qtbot, "mo"), shortcut(qtbot, "Ctrl+M")),
        lambda: shortcut(qtbot, "Alt+N"),  # no bid
        lambda: (shortcut(qtbot, "Ctrl+2"), type_(qtbot, "200"), shortcut(qtbot, "Alt+3")),
        lambda: shortcut(qtbot, "Alt+G"),  # misdeal
        # Beat deals again; Heidi 110, 80 card points typed, then made: a line of three
        lambda: (shortcut(qtbot, "Ctrl+3"), type_(qtbot, "110"), tab(qtbot),
                 type_(qtbot, "80"), shortcut(qtbot, "Ctrl+M")),
        lambda: (shortcut(qtbot, "Ctrl+4"), type_(qtbot, "130"), shortcut(qtbot, "Ctrl+M")),
    ]
    for number, play in enumerate(deals, 1):
        look(number)
        written = len(window.controller.match.entries)
        play()
        settle()  # the window laid out as the Schreiber looks at the line
        if len(window.controller.match.entries) == written:
            enter(qtbot)
        assert len(window.controller.match.entries) == written + 1, panel.error_text()
    look(len(deals) + 1)
    assert len(set(seen)) == 1, seen


def test_the_line_under_the_form_stands_where_it_stood_at_the_first_deal(qtbot, settings,
                                                                         autosaves):
    """A Pandur at 1366×768, where the whole form fits: at the first deal *Choose the declarer*
    stood 25 px lower than at every later one. The form's view kept the height the form had
    before it had its width (the faults and the premature lead on two lines), until the first
    "writes: …" of two lines laid the panel out again. The line stays where it first stood."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start(new_match("pandur", NAMES))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    settle()
    panel = window.panel
    line = panel.preview_line

    def where():
        settle()
        assert line.text() == "Choose the declarer (Ctrl+1 … Ctrl+4)"
        return line.mapTo(window, QPoint(0, 0)).y(), panel.form_scroll.height()

    first = where()
    # the view as high as the form: none of it empty under the form's last row
    assert first[1] == panel.form_widget.sizeHint().height()
    # Beat 150, 118 + Weis 50: "writes: …" of two lines; written
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    tab(qtbot)
    type_(qtbot, "118")
    tab(qtbot)
    type_(qtbot, "50")
    settle()
    enter(qtbot)
    assert len(window.controller.match.entries) == 1
    assert where() == first
