"""Two columns of a board never read the same: a name that does not fit its column is written a
little smaller, or on two lines, and only then shortened, keeping what tells it apart.

A keyboard-only English trial on a 1024×600 netbook: a Punktetafel of "Team North", "Team
East", "Team South" and "Team West" headed two columns "Team …", the winner's too; "Team East"
and "Team West" were drawn smaller and whole. The boards that head their columns with names
(Molotow, Differenzler, Punktetafel, Fahnder, Guggitaler) follow one rule (docs/window.md)."""

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.points_table import PointsTable

from .keyboard import open_match
from .test_punktetafel_window import type_round
from .texts import painted_boxes

TRIAL = ["Team North", "Team East", "Team South", "Team West"]
#: the window's room on the trial's 1024×600 screen (title bar and borders taken), and the
#: window's own size there
NETBOOK_SIZES = [(1014, 556), (1024, 600)]
SIX = ["Team North", "Team East", "Team South", "Team West", "Team Centre", "Team Alps"]
CLUBS = ["Stammtisch Nord", "Stammtisch Ost", "Stammtisch Süd", "Stammtisch West"]


def whole(text):
    """A head as read: its lines joined ("Jean-" over "Marc" without a space)."""
    return " ".join(text.replace("-\n", "-").split("\n"))


def could_be(shown, name):
    """*shown* is *name* whole (on one line or two), or shortened with "…" (the pieces
    around each "…" are of the name, in order)."""
    shown = whole(shown)
    if shown == name:
        return True
    if "…" not in shown:
        return False
    at = 0
    for piece in shown.split("…"):
        found = name.find(piece.strip(), at)
        if found < 0:
            return False
        at = found + len(piece.strip())
    return True


def heads(board, names):
    """The texts painted as the columns' heads, left to right: the texts in the board's top
    third that can be one of *names*."""
    boxes = [b for b in painted_boxes(board)
             if b.rect.top() < board.height() / 3 and b.text.strip()
             and any(could_be(b.text, name) for name in names)]
    boxes.sort(key=lambda b: b.rect.left())
    shown = [b.text for b in boxes]
    assert len(shown) == len(names), shown
    for text, name in zip(shown, names, strict=True):
        assert could_be(text, name), (text, name)
    return shown


def distinct(shown):
    return len({whole(text) for text in shown}) == len(shown)


@pytest.mark.parametrize("size", NETBOOK_SIZES)
def test_the_trials_punktetafel_heads_read_apart_to_the_end(window, qtbot, size):
    window.resize(*size)
    _panel, board = open_match(qtbot, window, new_match(
        "punktetafel", TRIAL, settings={"wins": "lower", "target": 300}))
    shown = heads(board, TRIAL)
    assert [whole(text) for text in shown] == TRIAL  # every name whole, from the start
    # the trial's rounds (RULES.md §7, the lower total wins, 300 ends the match): North and
    # West reach 310, South wins with 190
    for points in ((50, 20, -30, 40), (80, 60, 70, 90), (100, 120, 90, 80),
                   (80, 50, 60, 100)):
        type_round(qtbot, points)
    assert window.controller.board.finished
    assert window.controller.board.winners == [2]
    shown = heads(board, TRIAL)
    assert [whole(text) for text in shown] == TRIAL  # the winner's column says "Team South"
    assert board.painted_names == shown


#: one word each, alike for their first ten letters: told apart by their ends
ONE_WORD = ["Nordwestschweiz", "Nordwestdeutschland", "Nordwestfrankreich", "Ostschweiz",
            "Nordwestitalien", "Zentralschweiz"]


@pytest.mark.parametrize("names", [SIX, ONE_WORD])
@pytest.mark.parametrize("variant", ["punktetafel", "differenzler", "molotow"])
def test_six_columns_never_read_the_same(window, qtbot, variant, names):
    """Six "Team …" names at 1014×556: where a name must be shortened, what is left of it
    tells it from the others (not "Team …" three times)."""
    window.resize(1014, 556)
    _panel, board = open_match(qtbot, window, new_match(variant, names))
    assert isinstance(board, PointsTable)
    shown = heads(board, names)
    assert distinct(shown), shown
    assert board.painted_names == shown


@pytest.mark.parametrize("variant", ["fahnder", "guggitaler"])
def test_the_fahnder_and_guggitaler_heads_read_apart(window, qtbot, variant):
    """"Stammtisch Nord", "Stammtisch Ost" … on the Fahnder's and the Guggitaler's board at
    1014×556 were four times "Stammti…"."""
    window.resize(1014, 556)
    _panel, board = open_match(qtbot, window, new_match(variant, CLUBS))
    shown = heads(board, CLUBS)
    assert distinct(shown), shown


def too_wide(board, text, px):
    """Whether the name of the head *text* is wider than its column's heads in *px* bold on
    one line and on two however it is broken (at a space, or after a hyphen): at 1024×600
    "Jean-Philippe" alone is wider than a column of four (89 pixels at 12 px, in 69)."""
    font = QFont(board.font())
    font.setBold(True)
    font.setPixelSize(px)
    metrics = QFontMetricsF(font)
    name = whole(text)
    width = board.painted_heads[0][1] * 0.92  # the heads' box in their column
    cuts = [(name[:i + (c == "-")], name[i + 1:]) for i, c in enumerate(name) if c in " -"]
    return metrics.horizontalAdvance(name) > width and all(
        max(metrics.horizontalAdvance(a), metrics.horizontalAdvance(b)) > width
        for a, b in cuts)
