"""A Molotow of six with its last round doubled: every small Weis note of a round is whole
in its cell. On a netbook (1024×600) the six columns are some 50 pixels wide, and the note
of a player with a Tischweis of 300 and the Stöck in the doubled round, "+300×2 −20×2",
was cut at its cell's edge ("+300×2 −2") even on its own line over the number. Where even
the short notes have not the room, the board writes the doubled figures as they count
("+600 −40", as the Tischweis and Stöck lines under the totals add them); read from what
the board paints (tests/ui/texts.py), typed into the real form in en/de/fr."""

import re

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import open_match
from .test_molotow_window import type_round
from .texts import PaintedBoxes

NAMES = ["Sandrine", "Pascal", "Mireille", "Jean-Marc", "Nadia", "Luc"]
#: round 1 as usual; round 2 (double): Sandrine a Handweis of 20 and a Tischweis of 300,
#: Mireille a Tischweis of 300 and the Stöck (RULES.md §3)
ROUND_1 = ([30, 30, 40, 25, 20, 12], [0, 20, 0, 0, 0, 0], [0, 0, 20, 0, 0, 0])
ROUND_2 = ([20, 30, 37, 10, 30, 30], [20, 0, 0, 0, 0, 0], [300, 0, 300, 0, 0, 0])
#: a small note as the board may write it: letters or none, a sign, figures (×2)
NOTE = re.compile(r"^(?:[^\W\d_]*[−+]\d+(?:×2)?)(?: ?[^\W\d_]*[−+]\d+(?:×2)?)*$")

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture(params=["en", "de", "fr"])
def six_window(request, qapp, qtbot, settings, autosaves):
    if request.param == "en":
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


def painted(board):
    with PaintedBoxes() as boxes:
        board.grab()
    return boxes


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_doubled_rounds_notes_are_whole(six_window, qtbot, size, tmp_path):
    window = six_window
    window.resize(*size)
    _panel, board = open_match(qtbot, window, new_match(
        "molotow", NAMES, settings={"rounds": 2, "last_round_double": True, "stoeck": True}))
    type_round(qtbot, *ROUND_1)
    type_round(qtbot, *ROUND_2, stoeck=2)
    assert window.controller.board.finished
    board.grab().save(str(tmp_path / f"six-{size[0]}.png"))
    notes = [b for b in painted(board) if NOTE.match(b.text)]
    said = {b.text.replace("\u2212", "-") for b in notes}
    # Mireille's and Sandrine's notes of round 2, in one of the board's forms
    assert said & {"TW+300×2 St-20×2", "+300×2 -20×2", "+600 -40"}, said
    assert said & {"HW-20×2 TW+300×2", "-20×2 +300×2", "-40 +600"}, said
    cut = [(b.text, b.glyphs.width(), b.rect.width()) for b in notes
           if b.glyphs.width() > b.rect.width() + 0.5]
    assert cut == []
