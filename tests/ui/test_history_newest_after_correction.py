"""A Romand Schreiber's trial at 1024×600 (French window): a Coiffeur after eight rounds, a
click on the history, Home, Enter (entry 1 into the form), 94, Enter. The history stayed
scrolled to the top, where the correction had begun: entries 1 to 7 in view, 8 cut in half at
the bottom. docs/window.md: the newest entry is always in view. Once an entry is done with
(a correction or an insertion written, an entry deleted) the newest entry is in view whole
again, in every variant's history (they are one widget)."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

from .conftest import window_in
from .keyboard import click, enter, focus, key, open_match, settle, type_

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def coiffeur():
    """Swisslos 10, five rows played by each team: ten rounds, more than the history shows
    at 1024×600."""
    match = new_match("coiffeur", PLAYERS, preset="swisslos_10")
    for i in range(10):
        match.add(CoiffeurRound(team=i % 2, row=i // 2, points=90 + i))
    return match


def schieber():
    match = new_match("schieber", PLAYERS)
    for i in range(10):
        match.add(SchieberRound(contract="schellen", announced_by=i % 2,
                                points=(60 + i, 97 - i)))
    return match


def newest_whole(history):
    settle()
    last = history.visualItemRect(history.item(history.count() - 1))
    return history.viewport().rect().contains(last)


@pytest.fixture
def netbook_fr(qapp, qtbot, settings, autosaves):
    yield from window_in("fr", qapp, qtbot, settings, size=(1024, 600))


def start_on_entry_1(qtbot, window, match):
    panel, _board = open_match(qtbot, window, match)
    history = window.history.list
    assert history.verticalScrollBar().maximum() > 0, "the history must scroll for the test"
    assert newest_whole(history)
    click(qtbot, history.viewport())  # the history has the cursor
    key(qtbot, "Home")  # entry 1, at the top
    assert history.chosen() == 0 and not newest_whole(history)
    return panel, history


@pytest.mark.parametrize("variant", ["coiffeur", "schieber"])
def test_the_newest_entry_is_whole_after_a_correction(netbook_fr, qtbot, variant):
    window = netbook_fr
    panel, history = start_on_entry_1(qtbot, window, {"coiffeur": coiffeur,
                                                      "schieber": schieber}[variant]())
    enter(qtbot)
    assert panel.correcting == 0 and panel.isAncestorOf(focus())
    type_(qtbot, "94")
    enter(qtbot)
    assert panel.correcting is None
    first = window.controller.match.entries[0]
    assert (first.points if variant == "coiffeur" else first.points[0]) == 94
    assert newest_whole(history)


def test_the_newest_entry_is_whole_after_an_insertion(netbook_fr, qtbot):
    window = netbook_fr
    panel, history = start_on_entry_1(qtbot, window, schieber())
    click(qtbot, window.history.insert_button)
    assert panel.correcting == 0 and panel.inserting
    key(qtbot, "Escape")  # nothing typed, nothing inserted: the choice stays, and its place
    assert history.chosen() == 0 and not newest_whole(history)
    click(qtbot, window.history.insert_button)
    qtbot.keyClick(focus(), Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)  # Schellen
    type_(qtbot, "80")
    enter(qtbot)
    assert len(window.controller.match.entries) == 11
    assert newest_whole(history)


def test_the_newest_entry_is_whole_after_a_deletion(netbook_fr, qtbot):
    window = netbook_fr
    _panel, history = start_on_entry_1(qtbot, window, coiffeur())
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == 9
    assert newest_whole(history)
