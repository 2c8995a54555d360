"""A German trial's Handjass history: "1. Runde 1: 40 · 30 · 20 · 35 · 32 → ein Strich für
Sepp": whose points were whose? The Molotow's, Fahnder's and Differenzler's histories name
every player ("Heidi 40, Ruedi 30, …"); the Handjass's does so now, in the line under the form
too."""

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_

NAMES = ["Heidi", "Ruedi", "Sepp", "Vreni", "Lotti"]


def test_the_history_names_whose_points_are_whose(german_window, qtbot):
    panel, _slate = open_match(qtbot, german_window, new_match("handjass", NAMES))
    for value in ("40", "30", "20", "35", "32"):  # five: a card is left over
        type_(qtbot, value)
        tab(qtbot)
    assert panel.preview_line.text() == (
        "schreibt: Runde 1: Heidi 40, Ruedi 30, Sepp 20, Vreni 35, Lotti 32 → ein Strich für "
        "Sepp")
    enter(qtbot)
    assert german_window.history.list.item(0).text() == (
        "1. Runde 1: Heidi 40, Ruedi 30, Sepp 20, Vreni 35, Lotti 32 → ein Strich für Sepp")
