"""A refusal because of a later entry says the way out. A keyboard trial's Molotow: round 1
corrected (Anna 40 → 41) broke the tie that entry 4, the card draw, had settled: "This change
makes entry 4 impossible: only tied players draw a card …", right, but with no word of what
to do. The refusal now names it, with the keys (leave the correction, delete the later entry
in the history, correct again), and the keys it names do it."""

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowDraw, MolotowRound

from .conftest import window_in
from .keyboard import enter, key, open_match, shortcut, type_

NAMES = ["Anna", "Beat", "Cla", "Dora"]
REFUSAL = ("This change makes entry 2 impossible: only tied players draw a card: Cla and Anna "
           "do not have the same total. To make this change, delete entry 2 first: leave the "
           "correction (Esc), select entry 2 in the history and press Del; then correct entry "
           "1 again.")


def drawn_tie(qtbot, window):
    """One round, Anna and Cla tied on 30; Cla drew the higher card (Ctrl+3)."""
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    match.add(MolotowRound(points=[30, 50, 30, 47]))
    panel, _board = open_match(qtbot, window, match)
    shortcut(qtbot, "Ctrl+3")
    assert window.controller.match.entries[-1] == MolotowDraw(order=[2, 0])
    return panel


def correct_round_1(qtbot, window):
    """Entry 1 chosen in the history by the keys, Enter opens its correction; Anna's 30
    (selected) typed over with 31 (Dora has the rest), Enter."""
    window.history.list.setFocus()
    key(qtbot, "Home")
    enter(qtbot)
    assert window.panel.correcting == 0
    type_(qtbot, "31")
    enter(qtbot)


def test_the_refused_correction_says_the_way_out_and_it_works(window, qtbot):
    panel = drawn_tie(qtbot, window)
    correct_round_1(qtbot, window)
    assert panel.error_text() == REFUSAL
    assert panel.correcting == 0 and len(window.controller.match.entries) == 2
    # as it says: Esc, entry 2 chosen in the history, Del; then entry 1 corrected again
    key(qtbot, "Escape")
    assert panel.correcting is None
    window.history.list.setFocus()
    key(qtbot, "End")
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == 1
    correct_round_1(qtbot, window)
    assert panel.error_text() == ""
    assert window.controller.match.entries == (MolotowRound(points=[31, 50, 30, 46]),)


def test_in_german_too(qapp, qtbot, settings, autosaves):
    for window in window_in("de", qapp, qtbot, settings):
        panel = drawn_tie(qtbot, window)
        correct_round_1(qtbot, window)
        said = panel.error_text()
        assert said.endswith("nicht das gleiche Total. Um das zu ändern, löschen Sie "
                             "zuerst Eintrag 2: die Korrektur verlassen (Esc), Eintrag 2 im "
                             "Verlauf wählen und Entf drücken; dann Eintrag 1 wieder "
                             "korrigieren."), said
