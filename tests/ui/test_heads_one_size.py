"""A French trial on a 1024×600 netbook with long double names: the Molotow of five headed
its columns "Marie-Cl…", "Jean-Bap…", "Anne-Fra…", "Pierre-Al…", "Rosemar…" all through the
game, on one line; the Differenzler of four wrote "Anne-Françoise Rey-Mermet" in much smaller
type than the other names at 1366×768, and "Marie-Claire Vuilleumie…" cut.

The round-by-round boards head their columns in one size, the largest in which every name
that can be whole (on one line, or on two broken at a space or after a hyphen) in the
window's text size is whole, never smaller than that; only a name too wide even on two lines
in it is shortened with "…", on two lines where it can be, its first line whole ("Marie-"
over "Claire V…"), and whole in its tooltip (docs/window.md). The matches are typed with the
keys, and the heads read where the board painted them, from the first round to the end."""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.messages import plain
from jasstafel.ui.widgets.textsize import text_px

from .conftest import window_in
from .keyboard import enter, open_match, tab, type_
from .test_column_heads import too_wide, whole
from .test_long_team_names import tooltip_at
from .test_molotow_netbook_board import head_sizes
from .test_molotow_window import type_round
from .texts import painted_boxes

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

NAMES = ["Marie-Claire Vuilleumier-Bonvin", "Jean-Baptiste Zufferey",
         "Anne-Françoise Rey-Mermet", "Pierre-Alain Fournier", "Rosemarie Tschopp-Theler"]
SIZES = [(1024, 600), (1366, 768)]


@pytest.fixture
def french(qapp, qtbot, settings, autosaves):
    """The window in French, sized by the test."""
    yield from window_in("fr", qapp, qtbot, settings)


def assert_one_size(board, names):
    """The heads as painted: one size, no smaller than the window's text; each name whole,
    or too wide even on two lines in that size, then shortened on two lines (each of these
    names has a space or a hyphen to break at)."""
    shown = head_sizes(board, names)
    sizes = {px for _text, px in shown}
    assert len(sizes) == 1, shown
    (px,) = sizes
    assert px >= text_px(board), shown
    for text, name in zip([t for t, _px in shown], names, strict=True):
        if "…" in text:
            assert too_wide(board, name, px), shown
            assert "\n" in text, shown  # on two lines, the first whole
        else:
            assert whole(text) == name, shown
    return shown


def assert_shortened_said_whole(qtbot, board, names):
    """A shortened head says its name whole in its tooltip."""
    boxes = [b for b in painted_boxes(board) if b.rect.top() < board.height() / 3]
    for name in names:
        box = next((b for b in boxes if "…" in b.text and whole(b.text).split("…")[0]
                    and name.startswith(whole(b.text).split("…")[0])), None)
        if box is not None:
            assert tooltip_at(qtbot, board, box.rect.center().toPoint()) == plain(name)


@pytest.mark.parametrize("size", SIZES)
def test_the_molotow_of_five_heads_its_columns_in_one_size_on_two_lines(french, qtbot, size):
    window = french
    window.resize(*size)
    _panel, board = open_match(qtbot, window, new_match("molotow", NAMES))
    board.grab()
    first = assert_one_size(board, NAMES)
    # on two lines, every name: each has a hyphen or a space, and none is whole on one
    assert all("\n" in text for text, _px in first), first
    assert_shortened_said_whole(qtbot, board, NAMES)
    rounds = window.controller.board.figures["rounds"]
    points = [30, 30, 40, 27, 20]  # the card left over with five: 147 of 157; no tie
    for played in range(1, rounds + 1):
        type_round(qtbot, points[played % 5:] + points[:played % 5], rest=False)
        assert len(window.controller.match.entries) == played
        board.grab()
        assert assert_one_size(board, NAMES) == first, played  # steady to the end
    assert window.controller.board.finished


#: two games of four: the predictions, then the card points of the first three
GAMES = [(("40", "35", "50", "30"), ("38", "41", "47")),
         (("60", "20", "40", "37"), ("60", "15", "50"))]


@pytest.mark.parametrize("size", SIZES)
def test_the_differenzlers_heads_are_one_size(french, qtbot, size):
    window = french
    window.resize(*size)
    names = NAMES[:4]
    _panel, board = open_match(qtbot, window, new_match("differenzler", names))
    board.grab()
    first = assert_one_size(board, names)
    if size == (1366, 768):  # room enough for every name whole, on two lines
        assert [whole(text) for text, _px in first] == names, first
    for predictions, points in GAMES:
        for typed in (*predictions, *points):
            type_(qtbot, typed)
            tab(qtbot)
        enter(qtbot)
        board.grab()
        assert assert_one_size(board, names) == first
    assert len(window.controller.match.entries) == len(GAMES)
