"""A corrected round's header names the player who announced it, as the round's header did.

Hanna's German trial (trial AX): round 3's header said *Sagt an Rosmarie*; correcting round
3 from the history, it said *Angesagt von Hanna & Rosmarie*. The order of play knows who
announced that round: the correction names him (*Angesagt von: Rosmarie*); a round geschoben
names the partner who chose; a round the other team announced (Ctrl+8 / Ctrl+9) names that
team, as no player of it is known.
"""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import click, ctrl, enter, key, open_match, settle, type_

PLAYERS = ["Hanna", "Sepp", "Rosmarie", "Toni"]  # Hanna & Rosmarie, Sepp & Toni


def three_rounds(window, qtbot, third=()):
    """Rounds 1 to 3 (Hanna, Sepp, Rosmarie announce), *third* the keys of round 3's
    announcement; then round 3 corrected with *Korrigieren…*."""
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    for trump, keys in (("1", ()), ("2", ()), ("3", third)):
        ctrl(qtbot, trump)
        for k in keys:
            ctrl(qtbot, k)
        type_(qtbot, "58")
        enter(qtbot)
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == 3)
    settle()
    assert panel.header.text() == "Gibt: Rosmarie · Sagt an: Toni"
    window.history.list.setCurrentRow(2)
    click(qtbot, window.history.correct_button)  # Korrigieren…
    assert panel.correcting == 2
    settle()
    return panel


@pytest.mark.parametrize(("third", "said"), [
    ((), "Gibt: Sepp · Angesagt von: Rosmarie"),
    (("g",), "Gibt: Sepp · Angesagt von: Hanna"),  # geschoben: her partner chose
    (("9",), "Gibt: Sepp · Angesagt von: Team B"),  # the other team, this round only
])
def test_a_corrected_round_names_who_announced_it(german_window, qtbot, third, said):
    panel = three_rounds(german_window, qtbot, third)
    assert panel.header.text() == said
    key(qtbot, "Escape")
    assert panel.correcting is None
