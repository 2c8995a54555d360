"""A Coiffeur row chosen from the *Row* list with the mouse puts the cursor into the points
field (a trial's): the cursor stayed on the list, and the Schreiber's points typed next went
to the list (its search by letters) instead of the round. Chosen with the keyboard (Ctrl+Up /
Ctrl+Down, a cell of the grid and Enter) the cursor is in the points field already; the
arrow keys on the closed box step through the rows, and the cursor stays on the box for the
next step.

Through the real window: the list opened and its row clicked with the mouse, the points
typed where the cursor is."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, key, open_match, settle, type_
from .test_coiffeur_row_list import click_at, opened

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Anna", "Beat", "Cla", "Dora"]


@pytest.fixture
def slow_clicks(qapp):
    """A person's click on the list comes a moment after the click that opened it (Qt takes
    a release within a double click's time for the end of the opening click)."""
    interval = qapp.doubleClickInterval()
    qapp.setDoubleClickInterval(0)
    yield
    qapp.setDoubleClickInterval(interval)


def opened_match(qtbot, window):
    """A new Coiffeur of four, the window's first moves of the cursor done (the cursor in
    the points field, as the Schreiber finds it)."""
    panel, board = open_match(qtbot, window, new_match("coiffeur", NAMES))
    settle()
    return panel, board


def test_a_row_clicked_in_the_list_puts_the_cursor_into_the_points(window, qtbot,
                                                                    slow_clicks):
    panel, _board = opened_match(qtbot, window)
    items = opened(qtbot, panel.row)
    click_at(qtbot, panel.row, items[2][2])
    qtbot.waitUntil(lambda: not panel.row.view().isVisible())
    assert panel.row.currentIndex() == 2
    assert focus() is panel.points
    type_(qtbot, "80")
    enter(qtbot)
    entries = window.controller.match.entries
    assert len(entries) == 1 and entries[0].row == 2 and entries[0].points == 80


def test_a_row_chosen_by_enter_in_the_list_too(window, qtbot, slow_clicks):
    panel, _board = opened_match(qtbot, window)
    opened(qtbot, panel.row)
    key(qtbot, "Down")
    key(qtbot, "Return")
    qtbot.waitUntil(lambda: not panel.row.view().isVisible())
    settle()
    assert panel.row.currentIndex() == 1 and focus() is panel.points


def test_the_arrow_keys_on_the_box_keep_the_cursor_there(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("coiffeur", NAMES))
    while focus() is not panel.row:
        key(qtbot, "Backtab")
    key(qtbot, "Down")
    key(qtbot, "Down")
    assert panel.row.currentIndex() == 2 and focus() is panel.row


def test_a_team_clicked_in_the_list_puts_the_cursor_into_the_points(window, qtbot,
                                                                     slow_clicks):
    """The same for the *Team* list (a trial's): the team clicked, the cursor stayed on the
    list, and the points typed next went to its search by letters."""
    panel, _board = opened_match(qtbot, window)
    items = opened(qtbot, panel.team)
    click_at(qtbot, panel.team, items[1][2])
    qtbot.waitUntil(lambda: not panel.team.view().isVisible())
    assert panel.team.currentIndex() == 1
    assert focus() is panel.points
    type_(qtbot, "80")
    enter(qtbot)
    entries = window.controller.match.entries
    assert len(entries) == 1 and entries[0].team == 1 and entries[0].points == 80


def test_the_arrow_keys_on_the_team_box_keep_the_cursor_there(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("coiffeur", NAMES))
    while focus() is not panel.team:
        key(qtbot, "Backtab")
    key(qtbot, "Down")
    assert panel.team.currentIndex() == 1 and focus() is panel.team
