"""New match: the number of players changed, nothing the mouse may aim at moves.

A St. Gallen Schreiber's mouse trial (German, 1280×800): Guggitaler, 4 players shown; a
double-click on *Anzahl Spieler* and 3 typed, and every row of the table settings jumped up
28 px (*Guggitaler in der Partie* from y≈615 to y≈587): the click aimed where it had been
landed on empty space. The Differenzler's 4 → 5 moved them down a row. The seats' block now
keeps the room of the most seats the game allows (six at most: the Punktetafel's table of
more players grows it), a seat taken away leaving its room empty, as a Coiffeur row removed
does; the team rows keep the room of the most teams the game has at any of its numbers of
players, and the teams typed on a Punktetafel keep theirs while the number of players
changes. So the other seats, the team rows, *Gibt zuerst*, the table settings, the lines for
the sheet and Start stay where they were.
"""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
    QWidget,
)

from jasstafel.core.registry import find_variant
from jasstafel.ui.variants import UI_VARIANTS

from .keyboard import focus, in_next_dialog, key, shortcut, type_

WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}
#: the games whose number of players may change, each with the numbers tried: all it
#: allows, the Punktetafel's up to six (the room kept; a larger table grows the block)
RANGES = {name: list(range(find_variant(name).min_players,
                           min(find_variant(name).max_players, 6) + 1))
          for name in UI_VARIANTS
          if find_variant(name).min_players != find_variant(name).max_players}


def settle():
    """Every layout laid out again and the widgets deleted, as seen before the next click."""
    for _ in range(8):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def places(dialog):
    """Where each field, list and button the mouse may aim at is on the screen: the rows
    made again (the seats, the teams, who deals first) by their names."""
    found = {}
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, QLineEdit | QComboBox | QAbstractButton):
            continue
        if not widget.isVisible() or isinstance(widget.parentWidget(), QComboBox):
            continue
        found[widget.objectName() or widget] = widget.mapToGlobal(QPoint(0, 0)).toTuple()
    return found


def players_typed(qtbot, dialog, n):
    """A double-click on *Number of players* and *n* typed over the number, as the trial."""
    count = dialog.findChild(QLineEdit, "playerCount")
    assert count.isEnabled() and count.visibleRegion().boundingRect() == count.rect()
    qtbot.mouseDClick(count, Qt.MouseButton.LeftButton, pos=count.rect().center())
    assert focus() is count
    assert count.selectedText() == count.text()  # the number, all of it
    type_(qtbot, str(n))
    settle()
    assert count.text() == str(n)


def moved(before, after):
    """What is in both and not where it was, but for the rows right under the seats that go
    with them (*Teams*, the team names): the room kept for more seats is at the end of the
    players' block, not an empty band between the last seat and *Teams* (a Romand trial's)."""
    return {key: (before[key], after[key]) for key in before.keys() & after.keys()
            if before[key] != after[key] and not str(key).startswith("team")}


def unmoved_while_counting(qtbot, dialog, numbers):
    """Each of *numbers* typed in turn, then the number as it opened again: nothing that was
    there before moved, nor the scrolled view, nor the dialog."""
    settle()
    area = dialog.settings_area
    start = dialog.findChild(QDialogButtonBox).buttons()[0]
    before = places(dialog)
    assert "first" in before and start in before
    opened = dialog.findChild(QLineEdit, "playerCount").text()
    view = area.verticalScrollBar().value(), dialog.geometry().getRect()
    for n in [*numbers, opened]:
        players_typed(qtbot, dialog, n)
        now = places(dialog)
        assert not moved(before, now), (n, moved(before, now))
        assert sum(1 for k in now if str(k).startswith("player") and k != "playerCount") \
            == int(n)
        assert (area.verticalScrollBar().value(), dialog.geometry().getRect()) == view


def in_new_match(qtbot, act):
    errors = in_next_dialog(qtbot, act)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors


@pytest.mark.parametrize("variant", sorted(RANGES))
def test_nothing_moves_while_the_number_of_players_changes(window, qtbot, settings, variant):
    settings.setValue("new/variant", variant)

    def count(dialog):
        assert dialog.cls.name == variant
        unmoved_while_counting(qtbot, dialog, RANGES[variant])
        key(qtbot, "Escape")

    in_new_match(qtbot, count)


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("variant", ["guggitaler", "differenzler", "coiffeur"])
def test_nothing_moves_in_german_and_french(request, qtbot, settings, language, variant):
    """The trial's Guggitaler 4 → 3 and Differenzler 4 → 5, and the Coiffeur's team rows,
    in the window's languages."""
    request.getfixturevalue(WINDOWS[language])
    settings.setValue("new/variant", variant)

    def count(dialog):
        unmoved_while_counting(qtbot, dialog, [3, 5, 6] if variant != "guggitaler" else [3])
        key(qtbot, "Escape")

    in_new_match(qtbot, count)


def test_the_teams_of_a_punktetafel_keep_their_room(window, qtbot, settings):
    """Three teams typed on a Punktetafel of six: the number of players down to two (fewer
    than the teams: no team rows, Start would say why) and up again, *Deals first*, the
    table settings and Start stay (*Teams* and the team rows follow the last seat)."""
    settings.setValue("new/variant", "punktetafel")

    def count(dialog):
        players_typed(qtbot, dialog, 6)
        teams = dialog.findChild(QLineEdit, "teamCount")
        qtbot.mouseClick(teams, Qt.MouseButton.LeftButton, pos=teams.rect().center())
        type_(qtbot, "3")
        settle()
        assert dialog.findChild(QLineEdit, "team2").isVisible()
        unmoved_while_counting(qtbot, dialog, [5, 4, 3, 2, 1, 6])
        key(qtbot, "Escape")

    in_new_match(qtbot, count)


def test_a_larger_punktetafel_moves_only_what_is_below_the_seats(window, qtbot, settings):
    """Past six players the Punktetafel's seats take more room (up to 99 seats, kept empty
    it would be metres of dialog): the seats above stay, *Teams* and all below move down;
    who deals, above the seats, stays."""
    settings.setValue("new/variant", "punktetafel")

    def count(dialog):
        before = places(dialog)
        players_typed(qtbot, dialog, 8)
        after = places(dialog)
        assert after["teamCount"][1] > before["teamCount"][1]
        assert {k for k in moved(before, after) if isinstance(k, str)} >= {"setting_wins"}
        assert not {k for k in moved(before, after)
                    if str(k).startswith("player") or k == "first"}
        key(qtbot, "Escape")

    in_new_match(qtbot, count)
