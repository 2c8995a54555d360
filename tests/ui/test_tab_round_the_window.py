"""Tab round the whole window from where the cursor starts a round, as a keyboard trial went.

A keyboard-only trial (German, 1366×768) pressed Tab from the card points, where the cursor
starts every Schieber round (docs/window.md: "After every round the cursor is back in the
first points field"), and met trump, *Angesagt von* and *geschoben*, at the top of the form,
only after *Schreiben*, the history and *Korrigieren…*; in the Coiffeur *Team* and *Zeile*
after the grid and the history. Tab goes round the window: with the round starting in the
card points, the stops above them come after the history and before the card points again.
What is checked is that the ring follows the screen: the form's stops, from the first one
Tab reaches after the history, in the order the eye reads the form (rows from the top, each
from the left) down to *Schreiben*; the stops outside the form (the Coiffeur's grid, the
history and its buttons) all together between *Schreiben* and the form's top; and the round
still starting in the card points.
"""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, shortcut, tab, type_
from .test_tab_order import label, read_order


def ring(qtbot):
    """Every stop Tab reaches from the widget with the cursor, once round."""
    first = QApplication.focusWidget()
    reached = [first]
    for _ in range(120):
        tab(qtbot)
        widget = QApplication.focusWidget()
        if widget is first:
            return reached
        reached.append(widget)
    raise AssertionError("Tab never came back to where it started")


@pytest.mark.parametrize(("variant", "start"), [("schieber", "points0"),
                                                ("coiffeur", "coiffeurPoints")])
def test_tab_round_the_window_follows_the_screen(german_window, qtbot, variant, start):
    window = german_window
    window.resize(1366, 768)
    open_match(qtbot, window, new_match(variant, ["Anna", "Beat", "Cla", "Dora"]))
    if variant == "schieber":
        shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "100")
    enter(qtbot)  # a round written: the history's Korrigieren… is a stop too
    panel = window.panel
    assert QApplication.focusWidget().objectName() == start
    stops = ring(qtbot)
    form = panel.form_widget
    inside = [form.isAncestorOf(w) or w is panel.write_button for w in stops]
    # the stops outside the form in one run, and the form's from its top after them
    outside_from = inside.index(False)
    outside_to = outside_from + inside[outside_from:].index(True)
    assert not any(not i for i in inside[outside_to:]), [label(w) for w in stops]
    assert stops[outside_from - 1] is panel.write_button
    outer = stops[outside_from:outside_to]
    assert window.history.list in outer
    fields = stops[outside_to:] + stops[:outside_from - 1]  # the form from its top, Write not
    assert [label(w) for w in fields] == [label(w) for w in read_order(fields, form)]
