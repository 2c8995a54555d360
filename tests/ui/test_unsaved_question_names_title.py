"""Leaving a match never saved in a file says so, with the match's title: not "no name".

Hanna's German trial (trial AX): Ctrl+N with a match that was never saved asked *Diese Partie
hat noch keinen Namen*, though she had given it the title «Sonntagsjass» in New match;
"Namen" meant the file's name, which she could not guess. The question says that the match
is not saved in a file yet, naming its title where it has one.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from jasstafel.core.matchfile import MatchInfo, new_match

from .keyboard import ctrl, enter, open_match, type_
from .real_dialogs import button, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Hanna", "Sepp", "Rosmarie", "Toni"]


def asked_on_quit(qtbot, window, real_dialogs, title):
    """A Schieber of one round, titled *title*; *Datei → Beenden* (Ctrl+Q on her desktop;
    Qt's offscreen platform binds no key to it): the question's text (Cancel)."""
    open_match(qtbot, window, new_match("schieber", PLAYERS, info=MatchInfo(title=title)))
    ctrl(qtbot, "1")
    type_(qtbot, "97")
    enter(qtbot)
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == 1)
    asked = []

    def cancel(box):
        asked.append(box.text())
        qtbot.mouseClick(button(box, "Abbrechen"), Qt.MouseButton.LeftButton)

    real_dialogs.when(QMessageBox, cancel)
    quit_action = window.file_menu.actions()[-1]
    assert quit_action.text().replace("&", "") == "Beenden"
    quit_action.trigger()
    real_dialogs.check()
    assert window.isVisible() and len(asked) == 1
    return asked[0]


def test_the_question_names_the_title_and_the_file(german_window, qtbot, real_dialogs):
    text = asked_on_quit(qtbot, german_window, real_dialogs, "Sonntagsjass")
    assert text.startswith("Die Partie «Sonntagsjass» ist noch in keiner Datei gespeichert "
                           "(1 Eintrag). In einer Datei speichern, "), text
    assert "Namen" not in text


def test_without_a_title_this_match(german_window, qtbot, real_dialogs):
    text = asked_on_quit(qtbot, german_window, real_dialogs, "")
    assert text.startswith("Diese Partie ist noch in keiner Datei gespeichert (1 Eintrag)."), text
