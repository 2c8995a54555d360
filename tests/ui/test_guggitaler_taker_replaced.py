"""A second taker replaces the first, and the line under the form says so (a trial's, German,
French cards): in the Kreuzkönig *2* then *3* dropped Mirjam for Beat, in the last trick
Ctrl+1 then Ctrl+2 Lukas for Mirjam, without a word. Only one player takes the card or the
trick, so replacing is right; a Schreiber who names two because the table disagrees now reads
which one counts: *schreibt: Letzter Stich: Mirjam −50 (statt Lukas)*."""

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, shortcut, type_

THREE = ["Lukas", "Mirjam", "Beat"]


def at_the_kreuzkoenig():
    match = new_match("guggitaler", THREE, preset="ohne_domino", settings={"deck": "fr"})
    for game, counts in (("tricks", [5, 4, 3]), ("schellen", [2, 4, 3]), ("ober", [1, 2, 1])):
        match.add(GuggitalerCount(game=game, counts=counts))
    return match


def test_a_second_taker_says_whom_it_replaces(german_window, qtbot):
    panel, _board = open_match(qtbot, german_window, at_the_kreuzkoenig())
    line = panel.preview_line
    type_(qtbot, "2")
    assert line.text() == "schreibt: Kreuzkönig: Mirjam −40"
    type_(qtbot, "2")  # the same again: nobody replaced
    assert line.text() == "schreibt: Kreuzkönig: Mirjam −40"
    type_(qtbot, "3")
    assert line.text() == "schreibt: Kreuzkönig: Beat −40 (statt Mirjam)"
    enter(qtbot)
    assert german_window.controller.match.entries[-1] == GuggitalerTaker(game="rosenkoenig",
                                                                         player=2)
    assert line.text() == "Letzter Stich: wer hat ihn genommen? 1 … 3 oder Strg+1 … Strg+3"
    shortcut(qtbot, "Ctrl+1")
    assert line.text() == "schreibt: Letzter Stich: Lukas −50"
    shortcut(qtbot, "Ctrl+2")
    assert line.text() == "schreibt: Letzter Stich: Mirjam −50 (statt Lukas)"
    shortcut(qtbot, "Ctrl+Z")  # the choice taken back: nobody named, nobody replaced
    assert line.text() == "Letzter Stich: wer hat ihn genommen? 1 … 3 oder Strg+1 … Strg+3"
    shortcut(qtbot, "Ctrl+3")
    assert line.text() == "schreibt: Letzter Stich: Beat −50"


def test_a_correction_says_whom_it_replaces(window, qtbot):
    """Corrected from the history, the taker written is the one replaced."""
    match = at_the_kreuzkoenig()
    match.add(GuggitalerTaker(game="rosenkoenig", player=0))
    panel, _board = open_match(qtbot, window, match)
    shortcut(qtbot, "Ctrl+E")  # the last game: Lukas took the Kreuzkönig
    assert panel.correcting == 3
    assert panel.preview_line.text() == "writes: King of Clubs: Lukas −40"
    type_(qtbot, "3")
    assert panel.preview_line.text() == "writes: King of Clubs: Beat −40 (instead of Lukas)"
