"""A finished Turnier's slate says on both halves how many rounds were played.

A trial's Turnier of 4 rounds, German at 1366×768: the winner's half said "Gewonnen!
Matches: 1", only the loser's "4 Runden gespielt". Both halves now say it, the winner's under
"Gewonnen!". The rounds are typed in the real window.
"""

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .test_schieber_window import round_by_keys


def turnier_of_four(qtbot, window):
    """The trial's Turnier: 157 : 0 (a Match of Bärner Mutze), 60 : 97, 40 : 117, 57 : 100,
    Eicheln, Rosen, Schilten, Schellen ×1, the card points typed for Bärner Mutze."""
    open_match(qtbot, window, new_match(
        "schieber", ["Ueli", "Bärti", "Kläri", "Vreni"], preset="turnier",
        teams=[Team(name="Bärner Mutze", players=[0, 2]), Team(name="Gäste", players=[1, 3])],
        settings={"rounds": 4, "striche": True}))
    round_by_keys(qtbot, 1, keys=("m",))  # Ctrl+M: the Match of the team whose field it is
    for contract, points in ((2, 60), (3, 40), (4, 57)):
        round_by_keys(qtbot, contract, points)


def test_both_halves_of_a_finished_turnier_say_the_rounds_played(german_window, qtbot, tmp_path):
    window = german_window
    window.resize(1366, 768)
    turnier_of_four(qtbot, window)
    board = window.controller.board
    # RULES.md §1 (Turnier): 157+60+40+57 = 314 : 0+97+117+100 = 314; the Matches decide
    # (1 : 0): Bärner Mutze win
    assert [s.total for s in board.sides] == [314, 314]
    assert board.finished and board.winners == [0]
    a, b = window.board_widget.slate.halves
    assert a.progress == ("Gewonnen!", "4 Runden gespielt") and a.marks == ("Matches: 1",)
    assert b.progress == ("4 Runden gespielt",)
    window.board_widget.grab().save(str(tmp_path / "schwords-turnier-end.png"))
