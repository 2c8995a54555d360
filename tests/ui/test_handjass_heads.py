"""The Handjass slate heads its columns by the boards' one rule (docs/window.md).

A German Schreiber's Handjass at 1280×728 (Xvfb 1366×768): players "Hansruedi
Zimmermann-Bärtschi", "Käthi Müller", "Ueli Schüpbach" and "Vreni Gerber". The first
column's title read "-lansruedi Zimmermann-Bärtschi": one line, wider than its column, its
H cut at the left and its end run into the column's line; and every other name was written
as small as that one (8 px). The slate measured its names its own way; now it heads them as
the Molotow's, Fahnder's and Guggitaler's boards do: the names in a readable size, a long
one on two lines where the head has their height, and only a name too long even so
shortened with "…", never clipped and never so that two columns read the same.

The match is set up as the Schreiber does it (Ctrl+N, the names typed, Enter); every check
reads what the slate paints (tests/ui/texts.py painted_boxes).
"""

import pytest

from jasstafel.ui.variants.handjass_board import HandjassBoard
from jasstafel.ui.widgets.messages import plain
from jasstafel.ui.widgets.textsize import text_px

from .conftest import window_in
from .test_column_heads import could_be, distinct, heads, whole
from .test_long_team_names import tooltip_at
from .test_sheet_heads import started as started_as
from .texts import painted_boxes

TRIAL = ["Hansruedi Zimmermann-Bärtschi", "Käthi Müller", "Ueli Schüpbach", "Vreni Gerber"]
FIVE = [*TRIAL, "Sepp Aebischer"]
#: the trial's window (Xvfb 1366×768 less the panel and title bar), a netbook's (1024×600)
#: and the room a window has on it
SIZES = [(1280, 728), (1024, 600), (1014, 556)]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def german_at(qapp, qtbot, settings, autosaves, request):
    """The window in Swiss German at the size the test names."""
    yield from window_in("de", qapp, qtbot, settings, size=request.param)


def started(window, qtbot, settings, names):
    """Ctrl+N, the names typed over the seats (the number of players first), Enter; the
    cursor in the form."""
    started_as(window, qtbot, settings, "handjass", names)


def slate_heads(window, names):
    """The heads as painted, left to right: (text, glyphs' box, the box it is written in,
    pixel size)."""
    slate = window.board_widget
    assert isinstance(slate, HandjassBoard)
    assert [c.name for c in slate.slate.columns] == names
    shown = heads(slate, names)
    boxes = {b.text: b for b in painted_boxes(slate)
             if b.text in shown and b.rect.top() < slate.height() / 3}
    return [(text, boxes[text].glyphs, boxes[text].rect, boxes[text].font.pixelSize())
            for text in shown]


def inside(glyphs, rect):
    """The glyphs drawn within the head's box (half a pixel of rounding)."""
    return (glyphs.left() >= rect.left() - 0.5 and glyphs.right() <= rect.right() + 0.5
            and glyphs.top() >= rect.top() - 0.5 and glyphs.bottom() <= rect.bottom() + 0.5)


@pytest.mark.parametrize("german_at", SIZES, indirect=True)
@pytest.mark.parametrize("names", [TRIAL, FIVE], ids=["four", "five"])
def test_no_head_is_clipped(german_at, qtbot, settings, names):
    """At every size, with four and five players: each head is its name whole or
    shortened with "…", inside its column, and no two read the same; every name of up to
    16 letters is whole."""
    started(german_at, qtbot, settings, names)
    painted = slate_heads(german_at, names)
    shown = [text for text, *_ in painted]
    assert all(could_be(text, name) for text, name in zip(shown, names, strict=True))
    assert distinct(shown), shown
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    assert [whole(text) for text in shown[1:]] == names[1:]


@pytest.mark.parametrize("german_at", [(1280, 728)], indirect=True)
def test_the_trials_long_name_is_whole_where_a_step_smaller_makes_room(german_at, qtbot,
                                                                        settings):
    """At 1280×728 "Hansruedi" over "Zimmermann-Bärtschi" is whole in the window's text
    (12 px: 150 px of its column's 159), every head in that one size (the round-by-round
    boards' rule, test_sheet_heads_one_size.py), rather than "Hansruedi Zi…" over a column
    with room for it."""
    started(german_at, qtbot, settings, TRIAL)
    painted = slate_heads(german_at, TRIAL)
    assert [whole(text) for text, *_ in painted] == TRIAL
    assert "\n" in painted[0][0]  # on two lines: it did not fit one
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    sizes = {px for _text, _glyphs, _rect, px in painted}
    assert len(sizes) == 1 and min(sizes) >= text_px(german_at.board_widget), painted


@pytest.mark.parametrize("german_at", [(1024, 600), (1014, 556)], indirect=True)
def test_a_shortened_name_is_no_larger_than_the_whole_ones(german_at, qtbot, settings):
    """On a netbook the long name has no room even on two lines: it was shortened in the
    heads' common size, "Hansrue…" at 14 px beside "Käthi Müller" at 12 and "Ueli" over
    "Schüpbach" at 11, the largest head the one that says least. Now it is written as
    large as the largest whole name, and says more of itself ("Hansruedi …")."""
    started(german_at, qtbot, settings, TRIAL)
    painted = slate_heads(german_at, TRIAL)
    (text, _glyphs, _rect, px) = painted[0]
    assert text.endswith("…") and could_be(text, TRIAL[0])
    assert px <= max(size for _text, _glyphs, _rect, size in painted[1:])
    assert text.startswith("Hansruedi")  # the first name whole


@pytest.mark.parametrize("german_at", [(1024, 600), (1014, 556)], indirect=True)
def test_a_shortened_name_takes_two_lines_and_says_itself_whole(german_at, qtbot, settings):
    """A Schreiber's netbook (1024×600) read "Hansru…" over the first column, with two lines'
    height in its head and no tooltip: the long name now takes both lines, its first word
    whole ("Hansruedi") over the rest shortened ("Zimmermann-…"); the mouse resting on it
    shows the whole name, a whole name shows none, and a screen reader hears every name
    whole."""
    started(german_at, qtbot, settings, TRIAL)
    painted = slate_heads(german_at, TRIAL)
    text, glyphs, rect, _px = painted[0]
    first, second = text.split("\n")
    assert first == "Hansruedi"
    assert second.endswith("…") and second.startswith("Zimmer"), text
    assert could_be(text, TRIAL[0])
    assert [t for t, g, r, _px in painted if not inside(g, r)] == []
    slate = german_at.board_widget
    assert tooltip_at(qtbot, slate, rect.center().toPoint()) == plain(TRIAL[0])
    assert tooltip_at(qtbot, slate, painted[1][2].center().toPoint()) == ""
    assert TRIAL[0] in slate.accessibleDescription()
