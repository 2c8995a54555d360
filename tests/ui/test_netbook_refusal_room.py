"""A refusal under the form on a netbook's unmaximised window (1008×560, long names, German,
typed by keys as a trial's): the form stays where it is, whole, and as wide as it was.

The line under the form kept the room of the tallest text of the entry (a "schreibt: …" of
three lines, a hint of three), and a refusal said in its room took that height: a refusal of
one line (*höchstens 157, nicht 200*) stood over two empty lines while the form above was cut,
its Match button in half (Fahnder), its last row (Molotow, Differenzler), *Bemerkung* in a
Punktetafel's correction. The room kept beyond the text said now goes no further than the
panel has below the whole form. And the side kept the scroll bar's width, but the form took
it while the bar was hidden: every button narrowed by it under a refusal of two lines, and
widened again after the round was written.
"""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.numberfield import NumberField

from .conftest import window_in
from .keyboard import enter, open_match, settle, shortcut, tab, type_
from .test_steady_side import lines

NAMES = ["Hans-Ruedi Zimmermann", "Marie-Claire Aebischer", "Jean-Christophe Baumgartner",
         "Vreni Hürlimann", "Annemarie Schwarzenbach", "Köbi Kuhn"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

#: per variant: its players, the keys of a round whose texts under the form take lines
#: (typed a key at a time, the window laid out between them), ending in a refusal of one line
ONE_LINE = {
    # the trial's: a "schreibt: …" of three lines at "2", then 200 refused
    "fahnder": (4, ["Ctrl+2", *"120", "Ctrl+7", "Alt+3", *"200", "Enter"]),
    # the predictions' hint of three lines, then a prediction of 200
    "differenzler": (6, [*"200", "Enter"]),
    # whose points are missing (three lines), then 200 for the third player
    "molotow": (6, [*"20", "Tab", *"30", "Tab", *"200", "Enter"]),
}


def press(qtbot, typed):
    if typed == "Enter":
        enter(qtbot)
    elif typed == "Tab":
        tab(qtbot)
    elif "+" in typed:
        shortcut(qtbot, typed)
    else:
        type_(qtbot, typed)
    settle()


def in_window(window, widget):
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def form_widgets(panel):
    """The form's buttons and fields shown now."""
    return [w for w in panel.form_widget.findChildren(QWidget)
            if isinstance(w, (QAbstractButton, NumberField)) and w.isVisibleTo(panel.form_widget)]


def look(window, panel):
    """Where the form's view is in the window, and each button and field of the form."""
    view = panel.form_scroll.viewport()
    return in_window(window, view), {w: in_window(window, w) for w in form_widgets(panel)}


def assert_whole(window, panel):
    """The whole form in its view: nothing to scroll, no button or field cut."""
    assert panel.form_scroll.verticalScrollBar().maximum() == 0
    view, widgets = look(window, panel)
    cut = [w.text() if isinstance(w, QAbstractButton) else w.accessibleName()
           for w, rect in widgets.items() if not view.contains(rect)]
    assert cut == []


def assert_steady(before, now):
    """The view's top and width, and every button and field, where they were."""
    (view_then, then), (view_now, now_) = before, now
    assert view_now.topLeft() == view_then.topLeft()
    assert view_now.width() == view_then.width()
    moved = {w.text() if isinstance(w, QAbstractButton) else w.accessibleName(): (r, now_[w])
             for w, r in then.items() if w in now_ and now_[w] != r}
    assert moved == {}


def open_at_netbook(qapp, qtbot, settings, variant, players):
    windows = window_in("de", qapp, qtbot, settings, size=(1008, 560))
    window = next(windows)
    panel, _board = open_match(qtbot, window, new_match(variant, NAMES[:players]))
    settle()
    return windows, window, panel


@pytest.mark.parametrize("variant", sorted(ONE_LINE))
def test_a_one_line_refusal_leaves_the_form_whole_and_where_it_was(
        qapp, qtbot, settings, autosaves, variant, tmp_path):
    players, keys = ONE_LINE[variant]
    windows, window, panel = open_at_netbook(qapp, qtbot, settings, variant, players)
    try:
        before = look(window, panel)
        for typed in keys:
            press(qtbot, typed)
        window.grab().save(str(tmp_path / f"fix-netbook-{variant}.png"))
        assert panel.error_text()
        assert lines(panel.error) == 1, panel.error_text()
        assert len(window.controller.match.entries) == 0
        assert_whole(window, panel)
        assert_steady(before, look(window, panel))
    finally:
        windows.close()


def test_a_one_line_refusal_in_a_punktetafel_correction_leaves_the_form_whole(
        qapp, qtbot, settings, autosaves, tmp_path):
    """The trial's correction of a round of big numbers (its preview of five lines): 1e typed
    over the first player's points is refused in one line, and *Bemerkung* is whole."""
    windows, window, panel = open_at_netbook(qapp, qtbot, settings, "punktetafel", 5)
    try:
        before = look(window, panel)
        for points in ("500", "12000", "3000", "1", "456789"):
            press(qtbot, points)
            press(qtbot, "Tab")
        press(qtbot, "Enter")
        assert len(window.controller.match.entries) == 1
        window.history.list.setFocus()
        window.history.list.setCurrentRow(0)
        press(qtbot, "Ctrl+E")
        qtbot.waitUntil(lambda: panel.correcting == 0)
        settle()
        assert panel.form_widget.isAncestorOf(QApplication.focusWidget())
        for typed in "1e":  # over the 500 selected
            press(qtbot, typed)
        press(qtbot, "Enter")
        window.grab().save(str(tmp_path / "fix-netbook-punktetafel.png"))
        assert "1e" in panel.error_text()
        assert lines(panel.error) == 1, panel.error_text()
        assert_whole(window, panel)
        assert_steady(before, look(window, panel))
    finally:
        windows.close()


def widths(panel):
    return {w: w.width() for w in form_widgets(panel)}


def test_the_fahnder_s_buttons_keep_their_width_while_the_form_scrolls(
        qapp, qtbot, settings, autosaves):
    """The trial's Fahnder: its partner chosen, *Kartenpunkte fehlen …* says two lines and
    the form scrolls by a few pixels, and Enter says it as a refusal: the buttons keep their
    width (they narrowed by the scroll bar's width, and widened again once the round was
    written)."""
    windows, window, panel = open_at_netbook(qapp, qtbot, settings, "fahnder", 4)
    try:
        before = widths(panel)
        for typed in ("Ctrl+2", *"100", "Ctrl+5", "Alt+4"):
            press(qtbot, typed)
        assert lines(panel.preview_line) == 2, panel.preview_line.text()
        assert panel.form_scroll.verticalScrollBar().isVisible()  # the case: it scrolls
        assert widths(panel) == before
        press(qtbot, "Enter")
        assert lines(panel.error) == 2, panel.error_text()
        assert widths(panel) == before
        for typed in (*"100", "Enter"):  # mended and written
            press(qtbot, typed)
        assert len(window.controller.match.entries) == 1, panel.error_text()
        assert widths(panel) == before
    finally:
        windows.close()
