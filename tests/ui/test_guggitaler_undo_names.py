"""Undo names the Guggitaler of the game it takes back, as the history does. A keyboard
trial's match of two Guggitaler: Ctrl+Z said "Undone: Bells", and Bells is played in each."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import open_match, shortcut
from .test_guggitaler_form_steady import PLAYERS, counts, one_guggitaler

SAID = {"en": ("Undone: Guggitaler 2 · Bells", "Redone: Guggitaler 2 · Bells"),
        "de": ("Rückgängig gemacht: Guggitaler 2 · Schellen",
               "Wiederhergestellt: Guggitaler 2 · Schellen"),
        "fr": ("Annulé\u00a0: Guggitaler 2 · Grelots", "Rétabli\u00a0: Guggitaler 2 · Grelots")}


def said(window):
    QApplication.processEvents()
    return window.statusBar().currentMessage()


@pytest.mark.parametrize("language", list(SAID))
def test_undo_and_redo_name_the_guggitaler(request, qapp, qtbot, settings, autosaves,
                                           language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    undone, redone = SAID[language]
    for window in windows:
        _panel, _board = open_match(qtbot, window, new_match(
            "guggitaler", PLAYERS, settings={"guggitaler": 2}))
        one_guggitaler(qtbot)
        counts(qtbot, "3", "2", "4")  # Guggitaler 2: tricks
        counts(qtbot, "2", "3", "0")  # Bells
        shortcut(qtbot, "Ctrl+Z")
        assert len(window.controller.match.entries) == 7
        assert said(window) == undone
        shortcut(qtbot, "Ctrl+Shift+Z")
        assert len(window.controller.match.entries) == 8
        assert said(window) == redone


def test_one_guggitaler_names_the_game_alone(window, qtbot):
    """With one Guggitaler there is nothing to tell apart: the history says the game alone,
    and so does Undo."""
    open_match(qtbot, window, new_match("guggitaler", PLAYERS))
    counts(qtbot, "3", "2", "4")
    shortcut(qtbot, "Ctrl+Z")
    assert said(window) == "Undone: Tricks"
