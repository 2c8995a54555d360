"""The Coiffeur board on a 1024×600 netbook, as a keyboard-only English trial saw it: the
team heads read "Anna & …", "Beat & E…" beside a "Row" column as wide as its longest row, and
the *Behind* row (the difference, RULES.md §2) lay below "Total", seen only by scrolling the
grid. And the window said "Behind 1591" where the printed sheet said "Difference −1591" for
the same figure: one word and one way of writing it in both, in every language."""

import re
import shutil

import pytest
from PySide6.QtCore import QCoreApplication

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, type_
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import print_by_keys
from .texts import pdf_text

SIX = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fritz"]  # three teams: 1+4, 2+5, 3+6
TEAMS = ["Anna & Dora", "Beat & Emil", "Cla & Fritz"]


def coiffeur(rows=11):
    """The trial's Coiffeur of three teams (Jassverein rows; 12: a house row "Blind ×12"
    more, the most a Coiffeur has): Anna announces first."""
    teams = [Team(name=name, players=[seat, seat + 3]) for seat, name in enumerate(TEAMS)]
    match = new_match("coiffeur", SIX, teams=teams)
    if rows == 11:
        return match
    more = [row.model_dump() for row in match.rules.settings.rows]
    more.append({"name": "Blind", "factor": 12, "kind": "free"})
    return new_match("coiffeur", SIX, teams=teams, settings={"rows": more})
NETBOOK_SIZES = [(1014, 556), (1024, 600)]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def in_full_view(grid, row, column):
    return grid.viewport().rect().contains(grid.visualRect(grid.model().index(row, column)))


@pytest.mark.parametrize("rows", [11, 12])
@pytest.mark.parametrize("size", NETBOOK_SIZES)
def test_the_team_heads_are_whole_and_behind_is_in_view(window, qtbot, size, rows):
    window.resize(*size)
    _panel, board = open_match(qtbot, window, coiffeur(rows))
    # the headings are fitted once Qt has stretched the teams' columns after the Row column
    # (the grid's refit, next in the event loop): as the window first paints them
    settle()
    assert board.grid.rowCount() == rows + 2
    grid = board.grid
    header = grid.horizontalHeader()
    for c, team in enumerate(TEAMS, start=1):
        assert grid.horizontalHeaderItem(c).text() == team
        # what the heading needs in its font, with the header's padding and borders
        assert header.sectionSizeFromContents(c).width() <= header.sectionSize(c), team
    # the Row column: as wide as its longest row needs, not more
    assert header.sectionSize(0) <= grid.sizeHintForColumn(0)
    # every row, the total and Behind in view, without scrolling the grid
    assert grid.verticalScrollBar().maximum() == 0
    behind = grid.rowCount() - 1
    assert grid.item(behind, 0).text() == "Behind"
    for column in range(grid.columnCount()):
        assert in_full_view(grid, behind, column)
    for points in ("100", "40", "70"):  # written: the rows keep their room
        type_(qtbot, points)
        enter(qtbot)
    assert grid.verticalScrollBar().maximum() == 0
    assert in_full_view(grid, behind, 3)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_behind_reads_the_same_in_the_window_and_on_the_sheet(
        request, qapp, qtbot, settings, autosaves, real_dialogs, tmp_path, language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    for window in windows:
        _panel, board = open_match(qtbot, window, coiffeur())
        # Anna & Dora 100, Beat & Emil 40, Cla & Fritz 70 in Acorns ×1 (the form's first
        # open row): behind the leader 100 − 40 = 60 and 100 − 70 = 30 (RULES.md §2)
        for points in ("100", "40", "70"):
            type_(qtbot, points)
            enter(qtbot)
        grid = board.grid
        behind = grid.rowCount() - 1
        word = QCoreApplication.translate("CoiffeurGrid", "Behind")
        shown = [grid.item(behind, c).text() for c in range(grid.columnCount())]
        assert shown == [word, "–", "60", "30"]
        pdf = tmp_path / f"coiffeur-{language}.pdf"
        print_by_keys(qtbot, real_dialogs, pdf)
        text = pdf_text(pdf)
        assert re.search(rf"^\s*{word}\s+–\s+60\s+30\s*$", text, re.MULTILINE), text
        for other in ("Difference", "Differenz", "Différence", "−60", "−30"):
            assert other not in text
