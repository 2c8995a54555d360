"""F1 describes only the match's own games (a trial's, German with French cards): in a
Guggitaler of three without Domino the keyboard help said *"Domino: 1 … 3 oder Strg+1 …
Strg+3 die Spieler in der Reihenfolge …"*, a game the match does not play. The Domino's keys
are said where a Domino is played, and only there."""

import html

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import open_match, shortcut

THREE = ["Lukas", "Mirjam", "Beat"]
FOUR = [*THREE, "Vreni"]


def f1(qtbot, window, dialogs):
    """What F1 says of the variant: the help's first paragraph, before the menus' keys."""
    shortcut(qtbot, "F1")
    said = html.unescape(dialogs.shown[-1][1].removeprefix("<qt>").replace("<br>", "\n"))
    return said.split("\n\n")[0]


@pytest.mark.parametrize("preset", ["ohne_domino", "kinder"])
def test_f1_says_no_domino_where_none_is_played(german_window, qtbot, dialogs, preset):
    open_match(qtbot, german_window, new_match("guggitaler", THREE, preset=preset,
                                               settings={"deck": "fr"}))
    said = f1(qtbot, german_window, dialogs)
    assert said.startswith("Guggitaler: Stiche, Herz und Damen: tippen"), said
    assert "Kreuzkönig und letzter Stich: 1 … 3 oder Strg+1 … Strg+3" in said, said
    assert "Domino" not in said, said


def test_f1_says_the_domino_where_it_is_played(german_window, qtbot, dialogs):
    open_match(qtbot, german_window, new_match("guggitaler", FOUR, settings={"deck": "fr"}))
    said = f1(qtbot, german_window, dialogs)
    assert "Kreuzkönig und letzter Stich: 1 … 4 oder Strg+1 … Strg+4" in said, said
    assert said.endswith("Domino: 1 … 4 oder Strg+1 … Strg+4 die Spieler in der Reihenfolge, "
                         "in der sie fertig wurden (der letzte folgt), die Rücktaste nimmt den "
                         "letzten zurück, Enter schreibt."), said


@pytest.mark.parametrize("domino", [False, True])
def test_f1_in_french_with_swiss_cards(french_window, qtbot, dialogs, domino):
    open_match(qtbot, french_window, new_match("guggitaler", FOUR,
                                               settings={"domino": domino}))
    said = f1(qtbot, french_window, dialogs)
    assert said.startswith("Guggitaler\u00a0: plis, grelots et Ober\u00a0:"), said
    assert "Roi de roses et dernier pli" in said
    assert ("Domino" in said) == domino, said
