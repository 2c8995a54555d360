"""A team's name on the Schieber slate is drawn alike before and after the Berg.

A French trial at 1024×600 (Chibre, Swisslos with French cards): "Nathalie & Sylvie" was
shortened with "…" in the first rounds and whole once the Berg was written. The names'
size follows the players' line, whose font is the side lines' (``column_for``); the Berg,
after a Match, took a line of its own ("Matchs : 1" / "Berg"), the side lines' font became
a pixel smaller to keep the total's room, and with it the names' least size: the name fitted.
The column now keeps the room of a Match and of the Berg from the first round.

Offscreen, the window's own board (489×392) has room for both names whole in any round; the
trial's netbook left the board a little narrower. The rounds are typed into the window; the
slate is then also drawn alone at the sizes of such narrower boards, with the Striche and
without, as the window draws it.
"""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.ui.variants.schieber_board import SchieberBoard

from .keyboard import ctrl, enter, open_match, settle, type_
from .texts import painted_boxes

PLAYERS = ["Nathalie", "Pascal", "Sylvie", "Jean-Marc"]
TEAMS = [Team(name="Nathalie & Sylvie", players=[0, 2]),
         Team(name="Pascal & Jean-Marc", players=[1, 3])]
#: boards of a 1024×600 window a little narrower than offscreen's, and taller boards (the
#: history pulled aside): where the Berg's line made the side lines' font smaller
SIZES = {False: [(489, 392), (440, 480), (464, 504), (488, 540)],
         True: [(475, 392), (448, 396), (456, 420), (464, 444), (456, 516)]}


def names_drawn(board):
    """The teams' names as the board paints them: (the text, its pixel size) of each."""
    return [(b.text, b.font.pixelSize()) for b in painted_boxes(board)
            if b.text.startswith(("Nathalie", "Pascal"))]


@pytest.mark.parametrize("striche", [False, True], ids=["front", "with-striche"])
def test_the_names_are_drawn_alike_before_and_after_the_berg(french_window, qtbot, striche):
    window = french_window
    window.resize(1024, 600)
    open_match(qtbot, window, new_match("schieber", PLAYERS, preset="swisslos_2500_fr",
                                        teams=TEAMS, settings={"striche": striche}))
    alone = SchieberBoard()
    qtbot.addWidget(alone)
    seen = {size: set() for size in [window.board_widget.size().toTuple(), *SIZES[striche]]}

    def look():
        settle()
        alone.set_board(window.controller.board)
        for size, drawn in seen.items():
            alone.resize(*size)
            drawn.add(tuple(names_drawn(alone)))

    # Nathalie & Sylvie: a Match in Kreuz (×2), 514, then 100 in Kreuz a round, 200, until
    # past the Berg (1'250, half the target): 714, 914, 1'114, then 1'314 and 1'514
    ctrl(qtbot, "8")
    ctrl(qtbot, "1")
    ctrl(qtbot, "m")
    enter(qtbot)
    for _ in range(5):
        look()
        ctrl(qtbot, "8")
        ctrl(qtbot, "1")
        type_(qtbot, "100")
        enter(qtbot)
    look()
    assert window.controller.board.sides[0].total == 1514
    marks = window.board_widget.slate.halves[0].marks
    assert marks == ("Matchs\u00a0: 1", "Berg"), marks
    for size, drawn in seen.items():
        assert len(drawn) == 1, (size, drawn)  # the same texts in the same size throughout
