"""The Guggitaler's and Fahnder's sheets, the Handjass' slate and the Pandur's list head their
columns in one size, as the round-by-round boards do (docs/window.md): a German Schreiber's
players "Marie-Claire", "Rosemarie", "Christophe & Anne-Sophie" and "Jean-Baptiste" were
written in sizes of their own, each as large as it fitted (a Guggitaler at 1024×600:
"Jean-Baptiste" at 10 px beside "Rosemarie" at 13; at 1366×768 "Christophe & Anne-Sophie"
at 11 beside the others at 14), and a long name looked unlike the other boards'.

Now every head is in one size, never below the window's text; a name too long even on two
lines in it is shortened with "…" and says itself whole in its tooltip; at 1366×768 every
name is whole, as it was. The matches are set up with Ctrl+N and played with the keys; the
heads stay as they are from the first entry on."""

import json
from pathlib import Path

import pytest

from jasstafel.ui.widgets.messages import plain
from jasstafel.ui.widgets.textsize import text_px

from .conftest import window_in
from .test_column_heads import could_be, distinct, whole
from .test_fahnder_window import type_round as fahnder_round
from .test_guggitaler_window import play as guggitaler_game
from .test_handjass_window import type_points
from .test_long_team_names import tooltip_at
from .test_pandur_window import deal
from .test_sheet_heads import inside, sheet_heads, started

NAMES = ["Marie-Claire", "Rosemarie", "Christophe & Anne-Sophie", "Jean-Baptiste"]
EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


@pytest.fixture
def german_at(qapp, qtbot, settings, autosaves, request):
    """The window in Swiss German at the size the test names."""
    yield from window_in("de", qapp, qtbot, settings, size=request.param)


def entries(example):
    return json.loads((EXAMPLES / example).read_text(encoding="utf-8"))["entries"]


def play_guggitaler(qtbot):
    for i, game in enumerate(entries("guggitaler.jass")[:2]):
        guggitaler_game(qtbot, game, variety=i)


def play_fahnder(qtbot):
    for e in entries("fahnder.jass")[:2]:
        fahnder_round(qtbot, e["fahnder"], e["partner"], e["bid"], e["contract"],
                      e["points"], match=e["match"])


def play_handjass(qtbot):
    for e in entries("handjass-standard.jass")[:2]:
        type_points(qtbot, e["points"])


def play_pandur(qtbot):
    deal(qtbot, 1, "150", points=118, weis=50)  # the example's first deal: Rosemarie makes it


PLAYED = {"guggitaler": play_guggitaler, "fahnder": play_fahnder, "handjass": play_handjass,
          "pandur": play_pandur}


def assert_one_size(window, qtbot):
    """The heads as painted: one size, no smaller than the window's text; each name whole,
    or shortened with "…" and whole in its tooltip; none clipped, none alike."""
    painted = sheet_heads(window, NAMES)
    board = window.board_widget
    sizes = {px for _text, _glyphs, _rect, px in painted}
    assert len(sizes) == 1, painted
    assert min(sizes) >= text_px(board), painted
    shown = [text for text, *_ in painted]
    assert distinct(shown), shown
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    for (text, _glyphs, rect, _px), name in zip(painted, NAMES, strict=True):
        assert could_be(text, name), (text, name)
        if whole(text) != name:
            assert tooltip_at(qtbot, board, rect.center().toPoint()) == plain(name)
    return [(text, px) for text, _glyphs, _rect, px in painted]


@pytest.mark.parametrize("german_at", [(1024, 600), (1366, 768)], indirect=True)
@pytest.mark.parametrize("variant", ["guggitaler", "fahnder", "handjass", "pandur"])
def test_long_names_are_headed_in_one_size(german_at, qtbot, settings, variant):
    window = german_at
    started(window, qtbot, settings, variant, NAMES)
    first = assert_one_size(window, qtbot)
    if window.width() == 1366:  # room for every name whole, as before
        assert [whole(text) for text, _px in first] == NAMES, first
    else:  # a short name whole on a netbook too
        assert whole(first[1][0]) == "Rosemarie", first
    PLAYED[variant](qtbot)
    assert window.controller.match.entries
    assert assert_one_size(window, qtbot) == first  # steady while the match is played
