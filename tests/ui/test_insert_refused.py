"""Insert before… where nothing can be inserted says so at once, and opens no form.

A trial's French Guggitaler: "Insérer avant…" on a game opened a whole form, whose preview
promised the game; Enter then refused it because the game after it was no longer in its
place. The games are played in their order, so nothing can ever be inserted there. Now the
click says why under the history and opens no form, and the match is unchanged (a game half
typed stays: tests/ui/test_guggitaler_window.py). The same for a match of a fixed number of
rounds with every round played (a Turnier) and a Coiffeur with every cell filled. Where the
rules leave room, the form opens as before.
"""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

from .keyboard import ctrl, enter, open_match, type_text

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def insert_before(qtbot, window, row):
    """Choose entry *row* (0-based) in the history with the mouse, then Insert before…"""
    history = window.history.list
    rect = history.visualItemRect(history.item(row))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)


def said_under_the_history(window):
    message = window.history.message
    return message.text() if message.isVisible() else ""


def test_a_finished_guggitaler_in_french(french_window, qtbot):
    window = french_window
    window.start(matchfile.load(EXAMPLES / "guggitaler-zu-dritt-ohne-domino.jass"))
    QApplication.processEvents()
    before = window.controller.match.entries
    insert_before(qtbot, window, 4)  # "Guggitaler 1 · Dernier pli : Werner −50"
    panel = window.panel
    assert not panel.inserting and panel.correcting is None and not panel.isVisible()
    assert said_under_the_history(window) == (
        "Au Guggitaler, chaque jeu a sa place\u00a0: rien ne peut être inséré avant un jeu "
        "(corrigez plutôt le jeu)")
    assert window.controller.match.entries == before


def test_a_turnier_with_every_round_played_in_german(german_window, qtbot):
    window = german_window
    match = new_match("schieber", PLAYERS, preset="turnier", settings={"rounds": 2})
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    _panel, _board = open_match(qtbot, window, match)
    insert_before(qtbot, window, 0)  # one round of two: a forgotten round fits
    assert window.panel.inserting and window.panel.correcting == 0
    ctrl(qtbot, "2")
    type_text(qtbot, "80")
    enter(qtbot)
    assert window.controller.board.finished and len(window.controller.match.entries) == 2
    insert_before(qtbot, window, 1)
    assert not window.panel.inserting and window.panel.correcting is None
    assert said_under_the_history(window) == (
        "Alle 2 Runden sind gespielt: eine eingefügte Runde wäre eine zu viel (stattdessen "
        "eine Runde korrigieren)")
    assert len(window.controller.match.entries) == 2


def test_a_coiffeur_with_every_cell_filled(window, qtbot):
    window.start(matchfile.load(EXAMPLES / "coiffeur-jassverein.jass"))
    QApplication.processEvents()
    insert_before(qtbot, window, 3)
    assert not window.panel.inserting
    assert said_under_the_history(window) == (
        "Every cell is filled: a round inserted would find no open row (correct a round "
        "instead)")


def test_the_refusal_goes_when_another_entry_is_chosen(window, qtbot):
    """The word under the history speaks of the entry chosen: another one chosen, it goes."""
    match = new_match("schieber", PLAYERS, preset="turnier", settings={"rounds": 2})
    for points in ((100, 57), (57, 100)):
        match.add(SchieberRound(contract="eicheln", announced_by=0, points=points))
    window.start(match)
    QApplication.processEvents()
    insert_before(qtbot, window, 1)
    assert said_under_the_history(window).startswith("All 2 rounds are played")
    window.history.list.setFocus()
    qtbot.keyClick(window.history.list, Qt.Key.Key_Up)
    assert window.history.list.currentRow() == 0
    assert said_under_the_history(window) == ""
