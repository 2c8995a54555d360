"""A Fribourg trial's (French, a Coiffeur of "Nathalie & Pascal"): after a round was written,
Ctrl+Z said right of the menu bar "Annulé : Misère pour Nathalie && Pascal", Ctrl+Shift+Z
"Rétabli : … Nathalie && Pascal". The Edit menu's entry doubles the & so that Qt shows one
(a single & would be a mnemonic there); the message place is no menu and showed both. Every
place the undone change is named says the team as it was typed: the message right of the
menu bar and its tooltip, Tafel mode's line under the board, the menu entry and its tooltip
(as Qt shows them), in the three languages."""

import re

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_file, shortcut, type_
from .texts import tip_text

PLAYERS = ["Nathalie", "Joël", "Pascal", "Martine"]
TEAM = "Nathalie & Pascal"
TEAMS = [Team(name=TEAM, players=[0, 2]), Team(name="Joël & Martine", players=[1, 3])]
WORDS = {"en": ("Undone: ", "Redone: "), "de": ("Rückgängig gemacht: ", "Wiederhergestellt: "),
         "fr": ("Annulé\u00a0: ", "Rétabli\u00a0: ")}


def shown_in_menu(text):
    """What Qt shows of an action's text: && is one &, & before a letter disappears."""
    return re.sub(r"&(.)", r"\1", text)


def said(window):
    QApplication.processEvents()
    return window.statusBar().currentMessage()


def says_the_team_once(text):
    assert TEAM in text and "&&" not in text, text


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_undo_and_redo_name_the_team_as_typed(request, qapp, qtbot, settings, autosaves,
                                              tmp_path, language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    undone, redone = WORDS[language]
    for window in windows:
        panel, _board = open_file(qtbot, window, tmp_path / "coiffeur.jass",
                                  new_match("coiffeur", PLAYERS, preset="swisslos_8",
                                            teams=TEAMS))
        type_(qtbot, "87")
        enter(qtbot)  # Nathalie & Pascal's first round
        assert len(window.controller.match.entries) == 1
        menu = shown_in_menu(window.undo_action.text())
        says_the_team_once(menu)
        says_the_team_once(window.undo_action.toolTip())
        shortcut(qtbot, "Ctrl+Z")
        assert not window.controller.match.entries
        message = said(window)
        assert message.startswith(undone), message
        says_the_team_once(message)
        # a long message whole in its tip
        says_the_team_once(tip_text(window.statusBar().toolTip()))
        says_the_team_once(shown_in_menu(window.redo_action.text()))
        says_the_team_once(window.redo_action.toolTip())
        shortcut(qtbot, "Ctrl+Shift+Z")
        assert len(window.controller.match.entries) == 1
        message = said(window)
        assert message.startswith(redone), message
        says_the_team_once(message)
        # Tafel mode: the message in the line under the board
        shortcut(qtbot, "F11")
        assert window.tafel_message.isVisible()
        shortcut(qtbot, "Ctrl+Z")
        says_the_team_once(window.tafel_message.text())
        assert window.tafel_message.text().startswith(undone)
        shortcut(qtbot, "Ctrl+Y")
        says_the_team_once(window.tafel_message.text())
        assert window.tafel_message.text().startswith(redone)
        shortcut(qtbot, "F11")
        window.controller.session.discard_autosave()
