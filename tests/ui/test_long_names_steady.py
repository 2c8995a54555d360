"""Long team names change the words of the window, not its shape (a German trial at
1024×600, docs/window.md).

* Schieber: the teams renamed "Stammtisch Bärengraben" and "Jassfreunde Breitenrain" in
  *Namen und Angaben* widened the form by about 50 px: the team buttons asked for their
  names' room, and the card points fields, *Match* and *Kontermatsch* moved left. The
  slate read "Stammtisch…" with room to spare under it; it writes such a name on two lines.
* Coiffeur: the grid's rows were 18 px before the first entry and 20 px after it (Total and
  Rückstand moved down), one team's head on two lines beside the other's a size smaller on
  one; the line over the grid broke "Jean-" / "Daniel".

Everything is typed and clicked as a person does: the rename through the dialog, the entry
by keys into the form.
"""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QTextLayout, QTextOption

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, tab, type_
from .test_names_dialog import in_form, in_names_dialog
from .texts import painted_boxes

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NETBOOK = (1024, 600)
NAMES = ["Stammtisch Bärengraben", "Jassfreunde Breitenrain"]


@pytest.fixture
def netbook(qapp, qtbot, settings, autosaves):
    """The window in German at 1024×600."""
    yield from window_in("de", qapp, qtbot, settings, size=NETBOOK)


def where(window, widget):
    settle()
    return widget.mapTo(window, QPoint(0, 0)).x(), widget.width()


def names_drawn(board):
    """The teams' names as the slate paints them, their lines joined."""
    return [box.text.replace("\n", " ") for box in painted_boxes(board)
            if box.text.startswith(("Stammtisch", "Jassfreunde"))]


def test_renamed_teams_leave_the_schieber_form_where_it_was(netbook, qtbot):
    window = netbook
    panel, _board = open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla",
                                                                     "Dora"]))
    before = [where(window, w) for w in (panel.points[0], panel.points[1], panel.match,
                                         panel.kontermatsch)]

    def rename(_dialog):
        tab(qtbot, 4)  # seats 2, 3 and 4, then team A's name
        type_(qtbot, NAMES[0])
        tab(qtbot)
        type_(qtbot, NAMES[1])
        enter(qtbot)

    in_names_dialog(qtbot, rename)
    in_form(qtbot, window)
    assert [t.name for t in window.controller.match.document.teams] == NAMES
    panel = window.panel  # made again for the names
    after = [where(window, w) for w in (panel.points[0], panel.points[1], panel.match,
                                        panel.kontermatsch)]
    assert after == before
    # the buttons shortened where they must, each name whole in its tooltip
    for button in panel.team_buttons:
        assert any(name in button.toolTip() for name in NAMES), button.toolTip()
    # the slate: both names whole (on two lines), none shortened with "…"
    assert sorted(names_drawn(window.board_widget)) == sorted(NAMES)


COIFFEUR_TEAMS = [Team(name="Jean-Daniel & Hansruedi", players=[0, 2]),
                  Team(name="Marie-Claude & Gertrud", players=[1, 3])]


def grid_seen(window):
    """The grid as a person sees it: the rows' height, the Total row's and the totals'
    view's place in the window, the header's height and each head (text, pixel size)."""
    settle()
    grid = window.board_widget.grid
    total = grid.visualRect(grid.model().index(grid.rows, 1)).translated(
        grid.viewport().mapTo(window, QPoint(0, 0)))
    totals = grid.totals
    heads = [(grid.horizontalHeaderItem(c).text(), grid.horizontalHeaderItem(c).font().pixelSize())
             for c in range(1, grid.columnCount())]
    return {"row": grid.rowHeight(0), "total": total.getRect(),
            "totals": (totals.geometry().getRect(),
                       [totals.columnWidth(c) for c in range(grid.columnCount())]),
            "columns": [grid.columnWidth(c) for c in range(grid.columnCount())],
            "header": grid.horizontalHeader().height(), "heads": heads}


def lines_of(label):
    """The lines *label* wraps its text into at its width."""
    layout = QTextLayout(label.text(), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append(label.text()[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def test_the_coiffeur_grid_is_laid_out_alike_before_and_after_the_first_entry(netbook, qtbot):
    window = netbook
    open_match(qtbot, window, new_match(
        "coiffeur", ["Jean-Daniel", "Marie-Claude", "Hansruedi", "Gertrud"],
        preset="swisslos_10", teams=COIFFEUR_TEAMS))
    first = grid_seen(window)
    # both heads alike: as many lines, in one size
    assert len({text.count("\n") for text, _px in first["heads"]}) == 1, first["heads"]
    assert len({px for _text, px in first["heads"]}) == 1, first["heads"]
    # the totals' view lies on the grid's own Total and Rückstand, column by column
    assert first["totals"][1] == first["columns"]
    headline = window.board_widget.headline
    assert not any(line.rstrip().endswith("-") for line in lines_of(headline)), (
        lines_of(headline))
    type_(qtbot, "100")
    enter(qtbot)
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == 1)
    assert grid_seen(window) == first
    assert not any(line.rstrip().endswith("-") for line in lines_of(headline))
