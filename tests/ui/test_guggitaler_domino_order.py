"""The Domino's order under its players' buttons, one place on one line (a tester's trial,
English, a window of about 1280×720 at a scale of 1.5): the order "1. Köbi +150   2. Vreni
+100   3. Urs +55   4. Heidi 0" broke inside the last place, "4. Heidi" on one line and its
"0" alone on the next. A place (its number, the name and the points) is never split: the
order wraps between places, and a name too long for the row is shortened with "…", whole in
its tooltip and for the screen reader."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel

from jasstafel.ui.widgets.messages import plain

from .keyboard import enter, settle, tab, type_
from .test_guggitaler_count_line import start_by_dialog

LONG = "Heidi-Marie Zimmermann-Brönnimann von Graffenried-Villars"  # 57 letters


def to_the_domino(qtbot):
    """The five penalty games by keys: the counts with the last one following, the takers
    by their digits."""
    for counts in ("322", "230", "111"):
        for digit in counts:
            type_(qtbot, digit)
            tab(qtbot)
        enter(qtbot)
    for digit in "31":  # Köbi took the King of Roses, Urs the last trick
        type_(qtbot, digit)
        enter(qtbot)


def places(panel):
    """The places of the order as shown: each a label of its own."""
    return [label for label in panel.order_label.findChildren(QLabel) if label.isVisible()]


def one_line_whole_in_the_form(panel, label):
    """*label* is one line high and lies inside the form, nothing of it cut."""
    settle()
    assert label.height() <= label.fontMetrics().height() + 6, label.text()
    left = label.mapTo(panel, QPoint(0, 0)).x()
    assert left >= 0 and left + label.width() <= panel.width(), label.text()
    assert label.width() >= label.minimumSizeHint().width(), label.text()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), "narrowest"])
def test_a_place_of_the_domino_is_never_split(window, qtbot, settings, size):
    window.resize(*size) if size != "narrowest" else window.resize(
        window.minimumSizeHint().width(), 600)
    panel = start_by_dialog(window, qtbot, settings)
    to_the_domino(qtbot)
    assert panel.game_box.title() == "Domino: who finished first?"
    for digit in "341":  # Köbi, Vreni, Urs; Heidi follows
        type_(qtbot, digit)
    assert panel.order_label.text() == "1 Köbi +150   2 Vreni +100   3 Urs +55   4 Heidi 0"
    shown = places(panel)
    assert [label.text() for label in shown] == [
        "1 Köbi +150", "2 Vreni +100", "3 Urs +55", "4 Heidi 0"]
    for label in shown:
        one_line_whole_in_the_form(panel, label)
        assert label.shown_text() == label.text() and label.toolTip() == ""
    if size == "narrowest":  # the order wraps, between two places
        assert len({label.y() for label in shown}) > 1
    enter(qtbot)
    assert window.controller.match.entries[-1].order == [2, 3, 0, 1]


def test_a_long_name_in_the_order_is_shortened_not_split(window, qtbot, settings):
    window.resize(1024, 600)
    panel = start_by_dialog(window, qtbot, settings, players=["Urs", LONG, "Köbi", "Vreni"])
    to_the_domino(qtbot)
    for digit in "341":
        type_(qtbot, digit)
    last = places(panel)[-1]
    assert last.text() == f"4 {LONG} 0"
    one_line_whole_in_the_form(panel, last)
    shown = last.shown_text()
    # the place and the points whole, the name's start and "…"
    assert shown.startswith("4 Heidi") and shown.endswith("… 0") and shown != last.text()
    assert last.toolTip() == plain(LONG)
    assert LONG in panel.order_label.accessibleName()
