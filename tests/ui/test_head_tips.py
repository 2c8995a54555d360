"""A name shortened over its column says itself whole: in a tooltip where the mouse rests on
it, and to a screen reader in the board's description (docs/window.md).

The Handjass slate, the Fahnder sheet and the Schieber board did so (jasstafel/ui/widgets/
head_tips.py); the Molotow's, Punktetafel's and Differenzler's tables and the Guggitaler's
sheet shortened the German trial's "Hansruedi Zimmermann-Bärtschi" on a netbook (1024×600)
as well, but said it nowhere whole: no tooltip over "Hansruedi …", and a screen reader heard
only "Molotow board". The matches are set up as the Schreiber does it (Ctrl+N, the names
typed, Enter); the heads are found where the board painted them (tests/ui/texts.py).
"""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QAccessible

from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .test_column_heads import whole
from .test_long_team_names import tooltip_at
from .test_sheet_heads import TRIAL, inside, sheet_heads, started

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def netbook(qapp, qtbot, settings, autosaves):
    """The window in Swiss German on a netbook (1024×600)."""
    yield from window_in("de", qapp, qtbot, settings, size=(1024, 600))


@pytest.mark.parametrize("variant", ["molotow", "punktetafel", "differenzler"])
def test_a_shortened_name_says_itself_whole(netbook, qtbot, settings, variant,
                                            started_already=False):
    """The long name is shortened with "…" on the netbook; the mouse resting on it shows it
    whole, the mouse on a whole name does not, and the board's description has every name
    whole."""
    if not started_already:
        started(netbook, qtbot, settings, variant, TRIAL)
    painted = sheet_heads(netbook, TRIAL)
    text, _glyphs, rect, _px = painted[0]
    assert text.endswith("…"), text  # shortened: else there is nothing to say
    board = netbook.board_widget
    assert tooltip_at(qtbot, board, rect.center().toPoint()) == plain(TRIAL[0])
    # a whole name: the board's own tooltip (a table's state of the game), not a name's; a
    # name too wide even in the window's text size shortened too, and whole in its tooltip
    for (text, _glyphs, rect, _px), name in zip(painted[1:], TRIAL[1:], strict=True):
        said = plain(name) if "…" in text else board.toolTip()
        assert tooltip_at(qtbot, board, rect.center().toPoint()) == said, text
    description = board.accessibleDescription()
    assert all(name in description for name in TRIAL), description


@pytest.mark.parametrize("variant", ["guggitaler"])
def test_a_shortened_name_says_itself_whole_on_the_sheets(netbook, qtbot, settings, variant):
    """The Guggitaler's sheet wrote "Hansruedi" over "Zimmermann…" and said it nowhere whole
    either; its description said only the state of the match, which it still says."""
    test_a_shortened_name_says_itself_whole(netbook, qtbot, settings, variant)
    board = netbook.board_widget
    assert board.sheet.state in board.accessibleDescription()


def test_the_pandur_shortens_a_long_name_and_says_it_whole(netbook, qtbot, settings):
    """The Pandur's list wrote each name as large as it fitted: the long one at 8 px, and
    even so wider than its column, cut at both ends ("ıruedi Zimmermann-Bärl"), the others
    far larger beside it. It heads its columns by the boards' one rule now: the names
    in one readable size, the long one shortened with "…" inside its column, whole in its
    tooltip and to a screen reader."""
    started(netbook, qtbot, settings, "pandur", TRIAL)
    painted = sheet_heads(netbook, TRIAL)
    assert [text for text, glyphs, rect, _px in painted if not inside(glyphs, rect)] == []
    assert [whole(text) for text, *_ in painted[1:]] == TRIAL[1:]
    sizes = [px for *_, px in painted]
    assert min(sizes) >= max(sizes) * 0.75, painted  # no name tiny beside the others
    test_a_shortened_name_says_itself_whole(netbook, qtbot, settings, "pandur",
                                            started_already=True)


LONG_TEAM = "Stammtisch zum Goldenen Löwen"
PLAYERS = ["Jürg", "Bärbel", "Käthi", "Rösli"]  # team A: Jürg and Käthi


#: too long for the Coiffeur's heading even on two lines (LONG_TEAM is whole there on two)
LONGER_TEAM = "Stammtisch zum Goldenen Löwen von Oberdiessbach"


def test_the_coiffeur_heading_says_a_shortened_team_whole(netbook, qtbot, settings):
    """The Coiffeur's grid heads its teams in a header of its own: a team's name shortened
    there is whole in the heading's tooltip (the mouse resting on it) and in what a screen
    reader hears of the heading, which was the shortened text ("Stammtisch …"); a whole
    name has no tooltip, as on the other boards."""
    started(netbook, qtbot, settings, "coiffeur", PLAYERS, LONGER_TEAM)
    grid = netbook.board_widget.grid
    header = grid.horizontalHeader()
    teams = [grid.horizontalHeaderItem(c).text() for c in (1, 2)]
    assert teams[0].endswith("…") and not teams[1].endswith("…"), teams
    for c, expected in ((1, plain(LONGER_TEAM)), (2, "")):
        x = header.sectionViewportPosition(c) + header.sectionSize(c) // 2
        assert tooltip_at(qtbot, header.viewport(), QPoint(x, header.height() // 2)) == (
            expected)
    # what a screen reader hears of the headings: "Row" and the teams, each whole
    table = QAccessible.queryAccessibleInterface(grid)
    heard = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())
             if table.child(i).role() == QAccessible.Role.ColumnHeader]
    assert heard[1:] == [LONGER_TEAM, "Bärbel & Rösli"], heard


#: too long for the Schieber's slate even on three lines (LONGER_TEAM is whole there on three)
LONGEST_TEAM = "Stammtisch zum Goldenen Löwen von Oberdiessbach am Thunersee"


def test_the_schieber_board_says_its_teams_whole(netbook, qtbot, settings):
    """The Schieber board shortens a long team's name where it has no room even on three
    lines (at 1024×600; "Stammtisch zum" over "Goldenen Löwen" is whole) and says it whole
    in its tooltip; a screen reader heard only "Schieber-Tafel". Its description has each
    team whole, with its players."""
    started(netbook, qtbot, settings, "schieber", PLAYERS, LONGEST_TEAM)
    board = netbook.board_widget
    assert [whole for _box, whole in board.head_tips.shortened] == [LONGEST_TEAM]
    description = board.accessibleDescription()
    assert LONGEST_TEAM in description and "Bärbel & Rösli" in description, description
    for player in PLAYERS:
        assert player in description, description
