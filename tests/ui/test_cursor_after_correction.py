"""After a correction the cursor waits where the next thing is typed (findings of a
keyboard-only trial).

* Fahnder: after *Korrektur speichern* the cursor was on the Partner button Anna (where Tab
  had left the form for the history), not where the next round is typed.
* Punktetafel: a round half typed (Anna 7) came back after a correction, but the cursor went to
  *Bemerkung* (Tab had passed it on the way to the history), not to Beat, the next empty field.
"""

from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound

from .keyboard import enter, focus, key, open_match, shortcut, tab, type_
from .test_fahnder_keys import NAMES, fahnder_with_rounds, tab_to_history


def test_after_a_fahnder_correction_the_cursor_is_where_the_next_round_is_typed(window, qtbot):
    panel, _board = fahnder_with_rounds(qtbot, window)
    passed = tab_to_history(qtbot, window)
    assert set(passed) & set(panel.partner_buttons) or panel.match in passed
    key(qtbot, "Up")  # the first round
    key(qtbot, "Up")
    enter(qtbot)
    assert panel.correcting == 0 and focus() is panel.bid
    shortcut(qtbot, "Alt+4")  # the partner was Dora
    enter(qtbot)  # Korrektur speichern
    assert panel.correcting is None
    assert window.controller.match.entries[0].partner == 3
    assert focus() is panel.bid  # the next round begins with its bid, not on a button
    type_(qtbot, "100")
    assert panel.bid.text() == "100"


def test_after_a_punktetafel_correction_the_cursor_is_on_the_next_empty_field(window, qtbot):
    match = new_match("punktetafel", NAMES)
    match.add(PunktetafelRound(points=[50, -20, 0, 30]))
    match.add(PunktetafelRound(points=[-50, 12, 15, 5]))
    panel, _board = open_match(qtbot, window, match)
    type_(qtbot, "7")  # Anna 7: half a round
    passed = tab_to_history(qtbot, window)
    assert panel.note in passed  # on the way out of the form
    key(qtbot, "Up")
    enter(qtbot)  # correct round 2
    assert panel.correcting == 1
    for _ in range(3):
        tab(qtbot)
    assert focus() is panel.points[3]
    shortcut(qtbot, "Ctrl+A")
    type_(qtbot, "-5")
    enter(qtbot)
    assert window.controller.match.entries[1].points == [-50, 12, 15, -5]
    assert [f.text() for f in panel.points] == ["7", "", "", ""]  # the half round, back
    assert focus() is panel.points[1]  # Beat: the next empty field
