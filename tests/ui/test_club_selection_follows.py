"""A refresh of the club window never moves the selection to another member (a French
organiser's trial: between selecting "Hervé Jaquet" in the Members tab and clicking
*Supprimer…*, the window's poll showed what another program had changed and re-sorted the
list; the question then named "Noémie Chappuis", the member now in his row).

The selection and the current row follow the member they were on, across every refresh
(the window's poll, its Refresh action): a member who is no longer listed leaves nothing
selected, and Delete… names nobody. The evenings' list and the rankings follow their
evening and member likewise.
"""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from jasstafel.club import Club, PaperResult

from .keyboard import shortcut
from .test_club_window import cw  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise")
MEMBERS = ["Hervé Jaquet", "Noémie Chappuis", "Zoé Muller"]


def click_row(qtbot, table, row, column=0):
    rect = table.visualRect(table.model().index(row, column))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def listed(table, column=0):
    return [table.item(r, column).text() for r in range(table.rowCount())]


def refreshed(cw, qtbot, how):  # noqa: F811
    """The window reads the club again: by its poll (what its timer calls), or by its
    Refresh action (F5) pressed where the cursor is."""
    if how == "poll":
        assert cw.poll()
    else:
        cw.activateWindow()
        qtbot.waitUntil(cw.isActiveWindow)
        shortcut(qtbot, "F5")


def another_program(club_path, change):
    with Club.open(club_path) as other:
        change(other)


@pytest.fixture
def members_tab(cw, qtbot):  # noqa: F811
    for name in MEMBERS:
        cw.club.add_member(name)
    cw.refresh()
    cw.tabs.setCurrentWidget(cw.members)
    table = cw.members.table
    assert listed(table) == MEMBERS
    click_row(qtbot, table, 0)  # Hervé Jaquet
    assert cw.members.selected().name == "Hervé Jaquet"
    return table


@pytest.mark.parametrize("how", ["poll", "refresh"])
def test_members_added_before_him_leave_him_selected(cw, qtbot, club_path, dialogs,  # noqa: F811
                                                     members_tab, how):
    table = members_tab
    another_program(club_path, lambda other: (other.add_member("Anne Favre"),
                                              other.add_member("Bernard Aebi")))
    refreshed(cw, qtbot, how)
    assert listed(table) == ["Anne Favre", "Bernard Aebi", *MEMBERS]
    row = listed(table).index("Hervé Jaquet")
    assert [i.row() for i in table.selectionModel().selectedRows()] == [row]
    assert table.currentRow() == row
    dialogs.answer = QMessageBox.StandardButton.No
    qtbot.mouseClick(cw.members.delete_button, Qt.MouseButton.LeftButton)
    (_title, text), = dialogs.shown
    assert "Hervé Jaquet" in text and "Noémie" not in text, text


@pytest.mark.parametrize("change", ["deleted", "deactivated"])
def test_a_member_no_longer_listed_leaves_nothing_selected(cw, qtbot, club_path, dialogs,  # noqa: F811
                                                           members_tab, change):
    """Hervé deleted by another program (or deactivated there while inactive members are
    not shown): his row went to Noémie, still selected, and Delete… asked about her."""
    table = members_tab
    if change == "deactivated":
        cw.members.show_inactive.setChecked(False)
        click_row(qtbot, table, 0)
    hervé = cw.members.selected().id
    another_program(club_path, lambda other: other.delete_member(hervé) if change == "deleted"
                    else other.deactivate(hervé))
    refreshed(cw, qtbot, "poll")
    assert listed(table) == MEMBERS[1:]
    assert table.selectionModel().selectedRows() == [] and table.currentRow() == -1
    assert cw.members.selected() is None and not cw.members.delete_button.isEnabled()
    qtbot.mouseClick(cw.members.delete_button, Qt.MouseButton.LeftButton)
    assert dialogs.shown == []


def test_the_evenings_list_and_the_rankings_follow_their_evening_and_member(
        cw, qtbot, club_path, dialogs):  # noqa: F811
    club = cw.club
    ids = [club.add_member(n).id for n in ["Anne Favre", *MEMBERS]]
    evening = club.new_evening("2025-12-11", "differenzler", passen=2)
    club.draw(evening.id, ids, rng=random.Random(1))
    seats = club.drawn(evening.id)[0].tables[0].seats
    penalties = dict(zip(seats, (10, 20, 30, 40), strict=True))
    club.record_result(evening.id, 1, 1, [PaperResult(m, p) for m, p in penalties.items()])
    cw.refresh()

    # the evenings' list: an evening held before it, added elsewhere, takes its row
    cw.tabs.setCurrentWidget(cw.evenings)
    assert cw.evenings.page.evening.id == evening.id
    another_program(club_path, lambda other: other.new_evening("2025-11-27", "molotow"))
    refreshed(cw, qtbot, "poll")
    chosen = cw.evenings.evenings[cw.evenings.list.currentRow()]
    assert chosen.id == evening.id and cw.evenings.page.evening.id == evening.id

    # the evening's ranking in the Rankings tab: a member selected stays selected when a
    # result of another program moves him to another row
    cw.tabs.setCurrentWidget(cw.rankings)
    cw.rankings.choose("evening", evening.id)
    table = cw.rankings.panel.table
    names = [table.cell_text(r, 1) for r in range(table.rowCount())]
    second = cw.club.member(seats[1]).name
    click_row(qtbot, table, names.index(second), column=1)
    later = club.drawn(evening.id)[1].tables[0].seats
    # Passe 2: the second of Passe 1 gets the worst penalty, the others little
    another_program(club_path, lambda other: other.record_result(evening.id, 2, 1, [
        PaperResult(m, 150 if m == seats[1] else 1 + k) for k, m in enumerate(later)]))
    refreshed(cw, qtbot, "poll")
    names = [table.cell_text(r, 1) for r in range(table.rowCount())]
    assert names[-1] == second  # he moved from the second row to the last
    assert [i.row() for i in table.selectionModel().selectedRows()] == [len(names) - 1]
    assert table.currentRow() == len(names) - 1
