"""Molotow: the winner is decided while a tie for a lower place still draws a card.

Köbi's German trial (three players, the table setting "every tie is drawn"): the last round
played, Köbi 80, Hans and Ruedi tied at 234. Only the draw for 2nd place was offered, and the
status and the board still said Köbi had the *Führung*: nothing said he had won. Now the board
says it under it (the line above the form leaves the draw to the draw's box), and which place
the two draw for; the board's yellow column says *gewonnen*.
"""

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound

from .keyboard import enter, open_file, tab, type_

PLAYERS = ["Köbi", "Hans", "Ruedi"]


def three_rounds_played():
    """Four rounds to play, every tie drawn; after the fourth: Köbi 80 (card points),
    Hans 234 (334 − a Handweis of 100), Ruedi 234 (214 + a Tischweis of 20)."""
    match = new_match("molotow", PLAYERS, settings={"rounds": 4, "draw": "all"})
    match.add(MolotowRound(points=[20, 84, 53], hand_weis=[0, 100, 0]))
    match.add(MolotowRound(points=[20, 84, 53], tisch_weis=[0, 0, 20]))
    match.add(MolotowRound(points=[20, 83, 54]))
    return match


def test_the_status_says_koebi_has_won_and_the_tie_draws_for_2nd(german_window, qtbot,
                                                                 tmp_path):
    window = german_window
    window.resize(1024, 600)
    panel, board = open_file(qtbot, window, tmp_path / "koebi.jass", three_rounds_played())
    type_(qtbot, "20")  # the last round: Köbi 20, Hans 83, Ruedi the rest (54)
    tab(qtbot)
    type_(qtbot, "83")
    enter(qtbot)
    assert [s.total for s in window.controller.board.sides] == [80, 234, 234]
    assert panel.draw_box.isVisible()  # the draw for 2nd place is what is left to do
    assert board.data.footer == (
        "Köbi hat mit 80 Punkten gewonnen; Hans und Ruedi ziehen eine Karte um den 2. Platz")
    assert window.status_label.text() == ""  # the draw's box says what to do
    data = board.data
    assert data.leaders == [0]
    assert data.leader_word == "gewonnen"  # not "Führung": nobody can catch him any more
    assert data.leader_tip == "Gelb: gewonnen, die wenigsten Punkte"
    assert "Köbi hat mit 80 Punkten gewonnen" in data.footer
