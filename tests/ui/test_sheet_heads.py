"""The Fahnder's and the Guggitaler's sheets head their columns by the boards' one rule
(docs/window.md), as the Molotow's, Punktetafel's and Handjass' boards do: every head in one
size (test_sheet_heads_one_size.py).

They measured their names their own way: every name as large as the longest one allowed,
but not below 12 px, and then each name a little smaller or shortened. One long name made
every name small: the German trial's players ("Hansruedi Zimmermann-Bärtschi", "Käthi
Müller", "Ueli Schüpbach", "Vreni Gerber") had their Fahnder sheet at 1280×728 write the
three short names at 12 px with 30 px of room beside them, and a French netbook's Fahnder
of "Jean-Marc", "Marie-Claude", "Sandrine" and "Pascal" wrote all four at 12 px because
"Marie-Claude" needed it. Now the names keep a readable size (a step smaller where that keeps
the long one whole), a name a little too wide is written a little smaller, and only a name
too long even so is shortened.

The matches are set up as the Schreiber does it (Ctrl+N, the names typed, Enter); every check
reads what the sheet paints (tests/ui/texts.py painted_boxes).
"""

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.ui.widgets.messages import plain
from jasstafel.ui.widgets.textsize import text_px

from .conftest import window_in
from .keyboard import enter, focus, in_next_dialog, key, select_all, shortcut, tab, type_
from .test_column_heads import could_be, distinct, heads, whole
from .test_guggitaler_window import play
from .test_long_team_names import tooltip_at
from .texts import painted_boxes

TRIAL = ["Hansruedi Zimmermann-Bärtschi", "Käthi Müller", "Ueli Schüpbach", "Vreni Gerber"]
ROMANDS = ["Jean-Marc", "Marie-Claude", "Sandrine", "Pascal"]
#: the trial's window (Xvfb 1366×768 less the panel and title bar), a netbook's (1024×600)
#: and the room a window has on it
SIZES = [(1280, 728), (1024, 600), (1014, 556)]
#: a Guggitaler of four with Domino, the usual preset (New match's for the Guggitaler)
GUGGITALER = Path(__file__).resolve().parents[2] / "docs" / "examples" / "guggitaler.jass"

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    """The window in the language and at the size the test names."""
    language, size = request.param
    yield from window_in(language, qapp, qtbot, settings, size=size)


def started(window, qtbot, settings, variant, names, team=None):
    """Ctrl+N, the number of players where the game asks for it, the names typed over the
    seats with Tab (and a game of teams' team A named in its row after them), Enter."""
    settings.setValue("new/variant", variant)

    def type_names(_dialog):
        for _ in range(2):  # up past who deals (under the number) to the number of players
            key(qtbot, "Backtab")
            if focus().objectName() == "playerCount":
                select_all(qtbot)
                type_(qtbot, str(len(names)))
                break
        for _ in range(3):  # down again to Seat 1
            tab(qtbot)
            if focus().objectName() == "player0":
                break
        for name in names:
            assert focus().objectName().startswith("player"), focus().objectName()
            select_all(qtbot)
            type_(qtbot, name)
            tab(qtbot)
        if team is not None:
            while not focus().objectName().startswith("team"):
                tab(qtbot)
            select_all(qtbot)
            type_(qtbot, team)
        enter(qtbot)

    errors = in_next_dialog(qtbot, type_names)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    # the cursor in the form, where the first game is typed (a bound for a busy machine, not
    # a speed test: the condition ends the wait)
    qtbot.waitUntil(lambda: window.panel is not None
                    and window.panel.isAncestorOf(QApplication.focusWidget()), timeout=10_000)


def sheet_heads(window, names):
    """The heads as painted, left to right: (text, glyphs' box, the box it is written in,
    pixel size)."""
    sheet = window.board_widget
    assert [s.name for s in window.controller.board.sides] == names
    shown = heads(sheet, names)
    boxes = {b.text: b for b in painted_boxes(sheet)
             if b.text in shown and b.rect.top() < sheet.height() / 3}
    return [(text, boxes[text].glyphs, boxes[text].rect, boxes[text].font.pixelSize())
            for text in shown]


def inside(glyphs, rect):
    """The glyphs drawn within the head's box (half a pixel of rounding)."""
    return (glyphs.left() >= rect.left() - 0.5 and glyphs.right() <= rect.right() + 0.5
            and glyphs.top() >= rect.top() - 0.5 and glyphs.bottom() <= rect.bottom() + 0.5)


@pytest.mark.parametrize("window_at", [("de", (1280, 728))], indirect=True)
def test_the_trials_fahnder_keeps_the_short_names_readable(window_at, qtbot, settings):
    """At 1280×728 every name whole, "Hansruedi" over "Zimmermann-Bärtschi", every head in
    one size (as the round-by-round boards', test_sheet_heads_one_size.py), no smaller than
    the window's text (the three others were 12 px, as small as the long one allowed, then
    each a size of its own)."""
    started(window_at, qtbot, settings, "fahnder", TRIAL)
    painted = sheet_heads(window_at, TRIAL)
    assert [whole(text) for text, *_ in painted] == TRIAL
    assert "\n" in painted[0][0]
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    sizes = {px for _text, _glyphs, _rect, px in painted}
    assert len(sizes) == 1 and min(sizes) >= text_px(window_at.board_widget), painted


@pytest.mark.parametrize("window_at", [("fr", (1014, 556)), ("fr", (1024, 600))],
                         indirect=True)
@pytest.mark.parametrize("variant", ["fahnder", "guggitaler"])
def test_one_wider_name_does_not_make_every_name_small(window_at, qtbot, settings, variant):
    """A French netbook's Fahnder or Guggitaler: "Marie-Claude" needs a little less than the
    others' size; every name is whole in one size, no smaller than the window's text (all
    four were 12 px on the Fahnder's sheet, 10 px on the Guggitaler's, then "Marie-Claude"
    smaller than the others)."""
    started(window_at, qtbot, settings, variant, ROMANDS)
    painted = sheet_heads(window_at, ROMANDS)
    assert [whole(text) for text, *_ in painted] == ROMANDS
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    sizes = {px for _text, _glyphs, _rect, px in painted}
    assert len(sizes) == 1 and min(sizes) >= text_px(window_at.board_widget), painted


@pytest.mark.parametrize("window_at", [(language, size) for language in ("de", "fr")
                                       for size in SIZES], indirect=True)
@pytest.mark.parametrize("variant", ["fahnder", "guggitaler"])
def test_no_head_is_clipped(window_at, qtbot, settings, variant):
    """At every size, in German and French: each head is its name whole or shortened with
    "…", inside its box, none alike, and every name of up to 16 letters whole."""
    started(window_at, qtbot, settings, variant, TRIAL)
    painted = sheet_heads(window_at, TRIAL)
    shown = [text for text, *_ in painted]
    assert all(could_be(text, name) for text, name in zip(shown, TRIAL, strict=True))
    assert distinct(shown), shown
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    assert [whole(text) for text in shown[1:]] == TRIAL[1:]


@pytest.mark.parametrize("window_at", [("de", (1280, 728))], indirect=True)
def test_the_trials_guggitaler_keeps_the_short_names_readable(window_at, qtbot, settings):
    """The Guggitaler's heads are lower than the Fahnder's: at 1280×728 "Zimmermann-Bärtschi"
    has no room on a second line in the window's text, and the sheet wrote every other name
    at 12 px for it. The long name is shortened, as the Molotow's board at this size shortens
    it, and every head is in one size, no smaller than the window's text."""
    started(window_at, qtbot, settings, "guggitaler", TRIAL)
    painted = sheet_heads(window_at, TRIAL)
    assert painted[0][0].endswith("…") and could_be(painted[0][0], TRIAL[0])
    assert [whole(text) for text, *_ in painted[1:]] == TRIAL[1:]
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    sizes = {px for _text, _glyphs, _rect, px in painted}
    assert len(sizes) == 1 and min(sizes) >= text_px(window_at.board_widget), painted


def steady(window, names):
    """What must not move: the heads as painted (text, box, size) and the sheet's lines."""
    sheet = window.board_widget
    painted = [(text, rect.getRect(), px) for text, _glyphs, rect, px in sheet_heads(window,
                                                                                     names)]
    lines = [(line.label, rect.getRect()) for line, rect in sheet.painted
             if line.kind == "game"]
    return painted, lines


@pytest.mark.parametrize("window_at", [("de", (1280, 728)), ("de", (1024, 600))],
                         indirect=True)
def test_the_guggitaler_heads_stay_when_the_winner_is_crowned(window_at, qtbot, settings):
    """The trial's players play the example's six games by keys. The last one crowns the
    winner: the crown's room was made only then, and every name moved down (10 px at
    1280×728). Now the heads keep that room from the first game, as a Molotow keeps the
    dealer's line at its end: nothing moves when the crown appears."""
    started(window_at, qtbot, settings, "guggitaler", TRIAL)
    games = json.loads(GUGGITALER.read_text(encoding="utf-8"))["entries"]
    for i, game in enumerate(games[:-1]):
        play(qtbot, game, variety=i)
    before = steady(window_at, TRIAL)
    play(qtbot, games[-1], variety=len(games) - 1)
    board = window_at.controller.board
    assert board.finished and board.winners == [3]  # RULES.md §8: Vreni's 90 (the example's)
    assert window_at.board_widget.sheet.winners == (3,)  # crowned
    assert steady(window_at, TRIAL) == before


@pytest.mark.parametrize("window_at", [("de", (1024, 600))], indirect=True)
def test_the_fahnder_writes_a_shortened_name_on_two_lines_with_its_tooltip(window_at, qtbot,
                                                                          settings):
    """The German trial's Fahnder on a netbook (1024×600) cut the long name to "Hansrue…"
    on one line, with two lines' height in its head and no tooltip: now "Hansruedi" over
    the rest shortened, the whole name in the tooltip and for a screen reader."""
    started(window_at, qtbot, settings, "fahnder", TRIAL)
    painted = sheet_heads(window_at, TRIAL)
    text, _glyphs, rect, _px = painted[0]
    first, second = text.split("\n")
    assert first == "Hansruedi" and second.endswith("…"), text
    assert could_be(text, TRIAL[0])
    assert [t for t, g, r, _px in painted if not inside(g, r)] == []
    sheet = window_at.board_widget
    assert tooltip_at(qtbot, sheet, rect.center().toPoint()) == plain(TRIAL[0])
    assert tooltip_at(qtbot, sheet, painted[1][2].center().toPoint()) == ""
    assert TRIAL[0] in sheet.accessibleDescription()
