"""Another evening chosen: none of its tables is chosen yet.

A Romand organiser's trial (shot-23): Table 2 of the first evening chosen, then the second
evening clicked in the list: its Table 2 was chosen already, and *Taper le résultat de la
feuille…* opened a table she had not picked. Now no table is chosen, the buttons of a table
wait for one, and choosing the same evening again (the list refreshed) keeps the table.

The evenings and their draws are made through the club's API (they are not what the test is
about); the evenings and tables are clicked."""

import random

import pytest
from PySide6.QtCore import QPoint, Qt

from .club_steps import open_club_window, open_tab

MEMBERS = ("Françoise Rime", "Gérald Pittet", "Noémie Sottas", "Marie-Claude Pythoud",
           "Émile Bérard", "Jean-Daniel Yerly", "Zoé Rossier", "Lucie Progin")


@pytest.fixture
def cw(french_window, club_path, dialogs):
    return open_club_window(french_window, dialogs)


def click_evening(qtbot, cw, row):
    evenings = cw.evenings
    rect = evenings.list.visualItemRect(evenings.list.item(row))
    qtbot.mouseClick(evenings.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert evenings.list.currentRow() == row


def click_table(qtbot, page, passe, table):
    """The table's line clicked on its name ("Table 2")."""
    rect = page.tree.visualItemRect(page._table_item(passe, table))
    qtbot.mouseClick(page.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 10, rect.center().y()))
    assert page.selected() == (passe, table)


def test_another_evening_starts_with_no_table_chosen(cw, qtbot):
    club = cw.club
    ids = [club.add_member(name).id for name in MEMBERS]
    for date in ("2026-11-05", "2026-11-19"):
        evening = club.new_evening(date, "schieber", preset="turnier", passen=1)
        club.draw(evening.id, ids, rng=random.Random(5))
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    page = cw.evenings.page
    click_evening(qtbot, cw, 0)
    click_table(qtbot, page, 1, 2)
    assert page.paper_button.isEnabled()

    click_evening(qtbot, cw, 1)
    assert page.selected() is None
    assert not page.paper_button.isEnabled() and not page.play_button.isEnabled()
    click_table(qtbot, page, 1, 2)
    cw.refresh()  # the same evening shown again (another program wrote the file)
    assert page.selected() == (1, 2)
