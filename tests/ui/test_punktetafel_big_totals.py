"""A trial's Punktetafel of four at 1024×600: Fiona wrote 999'999 and then 999'999 again, and
the cell's small total "= 1'999'998" ran into the round's big "999'999" (the column had not
the room for both side by side, and each was written at the smallest size over the other).

A cell shows both whole and apart: beside each other where they fit, else every total on a
line of its own over its round's points. Typed with the keys into the real window, in each
language, for the trial's rounds and for the largest totals the rules allow: a round writes
at most 1'000'000 either way, a board has at most 1'000 rounds, so −1'000'000'000."""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import MAX_ROUND_POINTS, PunktetafelRound

from .conftest import window_in
from .keyboard import enter, open_match, settle, tab, type_
from .texts import painted_boxes

NAMES = ["Fiona", "Marco", "Heidi", "Reto"]


@pytest.fixture(params=["en", "de", "fr"])
def window_at(request, qapp, qtbot, settings, autosaves):
    if request.param == "en":  # the window as it is, without a catalog
        window = request.getfixturevalue("window")
        window.resize(1024, 600)
        yield window
    else:
        yield from window_in(request.param, qapp, qtbot, settings, size=(1024, 600))


def write_round(qtbot, value):
    """Every side's *value*, Tab from field to field, Enter after the last."""
    for _ in NAMES[:-1]:
        type_(qtbot, str(value))
        tab(qtbot)
    type_(qtbot, str(value))
    enter(qtbot)


def assert_cells_whole_and_apart(board):
    """Each cell's small total is painted whole, touches no other text, and each round's
    big number stays in its column."""
    boxes = painted_boxes(board)
    totals = [b for b in boxes if b.text.startswith("= ")]
    assert totals, [b.text for b in boxes]
    for total in totals:
        assert total.glyphs.width() <= total.rect.width() + 1, f"{total.text!r} cut"
        over = [b.text for b in boxes if b is not total and b.glyphs.intersects(total.glyphs)]
        assert not over, f"{total.text!r} painted over {over}"
    # the rounds' rows: from the first under the heads to the totals
    top, bottom = board.painted_tops[1], board.painted_tops[1 + len(board.painted_rows)]
    columns = [(left, left + width) for left, width, _px in board.painted_heads]
    for b in boxes:
        column = next((c for c in columns if c[0] <= b.rect.left() < c[1]), None)
        if column is not None and top <= b.rect.top() and b.rect.bottom() <= bottom:
            assert column[0] <= b.glyphs.left() and b.glyphs.right() <= column[1], (
                f"{b.text!r} cut")


def test_the_trials_total_does_not_run_into_the_round(window_at, qtbot):
    window = window_at
    _panel, board = open_match(qtbot, window, new_match("punktetafel", NAMES))
    for _ in range(2):
        write_round(qtbot, 999_999)
    settle()
    assert window.controller.board.sides[0].total == 1_999_998
    assert_cells_whole_and_apart(board)


def test_the_largest_totals_the_rules_allow(window_at, qtbot):
    window = window_at
    match = new_match("punktetafel", NAMES, settings={"rounds": 1000})
    for _ in range(999):
        match.add(PunktetafelRound(points=[-MAX_ROUND_POINTS] * len(NAMES)))
    _panel, board = open_match(qtbot, window, match)
    write_round(qtbot, -MAX_ROUND_POINTS)  # the last round, as the Schreiber types it
    settle()
    assert window.controller.board.finished
    assert window.controller.board.sides[0].total == -1000 * MAX_ROUND_POINTS
    assert_cells_whole_and_apart(board)
