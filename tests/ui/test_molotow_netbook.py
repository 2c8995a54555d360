"""A Molotow of 6 rounds on a 1024×600 netbook, as a keyboard-only English trial played it
(3 players, Stöck written, a tie on 187 settled by the board's draw, Ctrl+D).

Once the tie was drawn, the "Card drawn" line came under the totals and the finished board
folded rounds 1 and 2 into "2 earlier rounds", where during play all six had been in view.
And its printed sheet's "Final board" wrote the Handweis, Tischweis and Stöck as 40, 20, 20
where the window's lines under the totals say −40, +20, −20."""

import random
import re
import shutil

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import MatchInfo

from .keyboard import open_match, shortcut
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_molotow_window import type_round
from .test_print_preview_keys import print_by_keys
from .texts import pdf_text

NAMES = ["Anna", "Beat", "Cla"]
NETBOOK_SIZES = [(1014, 556), (1024, 600)]
# the trial's rounds: (card points, Handweis, Tischweis, Stöck)
ROUNDS = [
    ([40, 60, 57], [20, 0, 0], [0, 20, 0], 2),
    ([100, 30, 27], [0, 50, 0], [0, 0, 20], None),
    ([57, 57, 43], [], [20, 20, 0], 0),
    ([0, 157, 0], [20, 0, 0], [], None),
    ([10, 20, 127], [0, 0, 100], [], None),
    ([20, 104, 33], [], [], None),
]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def play(window, qtbot):
    """The trial's Molotow to its tie: totals 187, 418, 187 (molotow.md: card points −
    Handweis + Tischweis − Stöck; Anna 20 + 100 + 57 − 20 + 10 + 20, Beat 80 − 20 + 77 + 157 +
    20 + 104, Cla 37 + 47 + 43 + 0 + 27 + 33)."""
    panel, board = open_match(qtbot, window, new_match(
        "molotow", NAMES, settings={"rounds": 6, "stoeck": True},
        info=MatchInfo(title="Molotow Trial G")))  # the title: the state on a line below
    for points, hand, tisch, stoeck in ROUNDS:
        type_round(qtbot, points, hand, tisch, stoeck)
    assert [s.total for s in window.controller.board.sides] == [187, 418, 187]
    return panel, board


@pytest.mark.parametrize("size", NETBOOK_SIZES)
def test_the_finished_board_shows_all_six_rounds(window, qtbot, size):
    window.resize(*size)
    panel, board = play(window, qtbot)
    board.grab()
    assert board.painted_rows == ["1", "2", "3", "4", "5", "6"] and board.painted_folded == 0
    panel.rng = random.Random(7)
    shortcut(qtbot, "Ctrl+D")  # the board draws the cards for the tie on 187
    assert window.controller.board.finished
    assert "Card drawn" in [extra.label for extra in board.data.extras]
    board.grab()
    assert board.painted_rows == ["1", "2", "3", "4", "5", "6"] and board.painted_folded == 0


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_the_final_board_on_paper_has_the_windows_signs(window, qtbot, real_dialogs,
                                                        tmp_path):
    panel, board = play(window, qtbot)
    panel.rng = random.Random(7)
    shortcut(qtbot, "Ctrl+D")
    labels = {extra.label: extra.cells for extra in board.data.extras}
    # the window: Handweis −20 −20 / −50 / −100, Tischweis +20 / +20 +20 / +20, Stöck −20 / –
    assert labels["Handweis"] == ["−40", "−50", "−100"]
    assert labels["Tischweis"] == ["+20", "+40", "+20"]
    assert labels["Stöck"] == ["−20", "–", "−20"]
    pdf = tmp_path / "molotow.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    text = pdf_text(pdf)
    final = text[text.index("Final board"):]
    # Rank, Player, Total, Handweis, Tischweis, Stöck, Card drawn: as the window writes them
    assert re.search(r"^\s*3\s+Beat\s+418\s+−50\s+\+40\s+–\s*$", final, re.MULTILINE), final
    for rank, name, hand, stoeck in (("1|2", "Anna", "−40", "−20"),
                                     ("1|2", "Cla", "−100", "−20")):
        assert re.search(rf"^\s*({rank})\s+{name}\s+187\s+{hand}\s+\+20\s+{stoeck}\s+\S",
                         final, re.MULTILINE), final



@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_the_statistics_have_the_windows_signs(window, qtbot, real_dialogs, tmp_path):
    """The statistics (the window's tab and the printed page) wrote Handweis 40 and
    Tischweis 20, where the board's lines and the final board say −40 and +20: the same
    signs there, and "–" for none, as the board writes it."""
    from .test_statistics_tab import show_statistics

    panel, board = play(window, qtbot)
    show_statistics(window, qtbot)
    rows = dict(window.statistics.rows())
    # Handweis −20 −20 / −50 / −100, Tischweis +20 / +20 +20 / +20 (ROUNDS above)
    assert rows["Handweis written"] == ["−40", "−50", "−100"]
    assert rows["Tischweis written"] == ["+20", "+40", "+20"]
    table = window.statistics.table
    row = next(r for r in range(table.rowCount())
               if table.verticalHeaderItem(r) is not None
               and table.verticalHeaderItem(r).text() == "Handweis written")
    assert [table.item(row, c).text() for c in range(3)] == ["−40", "−50", "−100"]
    pdf = tmp_path / "molotow.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    text = pdf_text(pdf)
    page = text[text.index("Statistics"):]
    assert re.search(r"^\s*Handweis\s+−40\s+−50\s+−100\s*$", page, re.MULTILINE), page
    assert re.search(r"^\s*Tischweis\s+\+20\s+\+40\s+\+20\s*$", page, re.MULTILINE), page


def test_no_handweis_is_a_dash_in_the_statistics(window, qtbot):
    """A player without Handweis: "–", as the board's line writes it, not "0"."""
    from .test_statistics_tab import show_statistics

    open_match(qtbot, window, new_match("molotow", NAMES, settings={"rounds": 6}))
    type_round(qtbot, [57, 60, 40], [20, 0, 0], [0, 0, 0], None)
    show_statistics(window, qtbot)
    rows = dict(window.statistics.rows())
    assert rows["Handweis written"] == ["−20", "–", "–"]
    assert rows["Tischweis written"] == ["–", "–", "–"]
