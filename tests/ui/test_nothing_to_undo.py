"""A Romand Schreiber's trial: a match opened from its file, Ctrl+Z at once did nothing and
said nothing (Édition → Annuler greyed: the undo history starts with the session). Ctrl+Z,
and Ctrl+Y or Ctrl+Shift+Z, with nothing to undo or redo say so in the window's message
place, in the window's language, wherever the cursor is: the board, the Coiffeur's grid, the
history, the form (where a field's own typing is undone first). Once there is something to
undo, the keys undo it and say nothing of the kind."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match, save
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui.variants.coiffeur_board import CoiffeurGrid

from .conftest import window_in
from .keyboard import click, enter, focus, open_file, settle, shortcut, type_

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
UNDO = {"en": "Nothing to undo: Undo reaches back only to when the match was opened",
        "fr": "Rien à annuler\u00a0: Annuler ne remonte que jusqu’à l’ouverture de la partie",
        "de": "Nichts rückgängig zu machen: Rückgängig reicht nur bis zum Öffnen der Partie "
              "zurück"}
REDO = {"en": "Nothing to redo: Redo brings back only what was undone",
        "fr": "Rien à rétablir\u00a0: Rétablir ne refait que ce qui a été annulé",
        "de": "Nichts wiederherzustellen: Wiederherstellen bringt nur Rückgängiggemachtes "
              "zurück"}

TYPING = {"en": "Undone: typing in Card points Team A",
          "fr": "Annulé\u00a0: saisie dans Points de cartes de Team A",
          "de": "Rückgängig gemacht: Getipptes in Kartenpunkte Team A"}


def said(window):
    QApplication.processEvents()
    return window.statusBar().currentMessage()


def pressed(qtbot, window, keys):
    window.statusBar().clearMessage()
    shortcut(qtbot, keys)
    return said(window)


def coiffeur():
    match = new_match("coiffeur", PLAYERS, preset="swisslos_8")
    match.add(CoiffeurRound(team=0, row=0, points=87))
    match.add(CoiffeurRound(team=1, row=0, points=70))
    return match


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_undo_and_redo_with_nothing_to_do_say_so_everywhere(
        request, qapp, qtbot, settings, autosaves, tmp_path, language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    for window in windows:
        panel, board = open_file(qtbot, window, tmp_path / "coiffeur.jass", coiffeur())
        assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
        # the form: the points field, nothing typed
        assert focus() is panel.points
        assert pressed(qtbot, window, "Ctrl+Z") == UNDO[language]
        for keys in ("Ctrl+Y", "Ctrl+Shift+Z"):
            assert pressed(qtbot, window, keys) == REDO[language]
        # typing in the field: its own undo first (said, as an entry's), then the window's
        # word
        type_(qtbot, "9")
        assert pressed(qtbot, window, "Ctrl+Z") == TYPING[language]
        assert panel.points.text() == ""
        assert pressed(qtbot, window, "Ctrl+Z") == UNDO[language]
        # the grid, the history, the board beside them
        for _ in range(30):  # Shift+Tab from the form, through the history, to the grid
            if isinstance(focus(), CoiffeurGrid):
                break
            shortcut(qtbot, "Shift+Tab")
        assert isinstance(focus(), CoiffeurGrid)
        assert pressed(qtbot, window, "Ctrl+Z") == UNDO[language]
        assert pressed(qtbot, window, "Ctrl+Y") == REDO[language]
        click(qtbot, window.history.list.viewport())
        assert focus() is window.history.list
        assert pressed(qtbot, window, "Ctrl+Z") == UNDO[language]
        assert pressed(qtbot, window, "Ctrl+Y") == REDO[language]
        click(qtbot, board.headline)
        assert pressed(qtbot, window, "Ctrl+Z") == UNDO[language]
        assert len(window.controller.match.entries) == 2  # nothing changed by any of it
        # a round written: Ctrl+Z undoes it, Ctrl+Y brings it back, without that word
        panel.points.setFocus()
        type_(qtbot, "100")
        enter(qtbot)
        assert len(window.controller.match.entries) == 3
        assert pressed(qtbot, window, "Ctrl+Z") != UNDO[language]
        assert len(window.controller.match.entries) == 2
        assert pressed(qtbot, window, "Ctrl+Y") != REDO[language]
        assert len(window.controller.match.entries) == 3
        assert pressed(qtbot, window, "Ctrl+Y") == REDO[language]
        window.controller.session.discard_autosave()


def test_the_schieber_board_and_a_finished_match_say_it_too(window, qtbot, tmp_path):
    match = new_match("schieber", PLAYERS, preset="einfach_1000", settings={"target": 300})
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(157, 0), match=True))
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    assert match.finished
    save(match, tmp_path / "schieber.jass")
    assert window.open_file(tmp_path / "schieber.jass")  # as File → Open: no form, finished
    settle()
    click(qtbot, window.board_widget)
    assert pressed(qtbot, window, "Ctrl+Z") == UNDO["en"]
    assert pressed(qtbot, window, "Ctrl+Shift+Z") == REDO["en"]


def test_the_welcome_page_says_no_match_is_open(window, qtbot):
    click(qtbot, window.centralWidget())
    for keys in ("Ctrl+Z", "Ctrl+Y"):
        assert pressed(qtbot, window, keys) == "Nothing to undo or redo: no match is open"
