"""A Guggitaler's last game deleted while the next game is half typed (a trial's): the
counts typed for Ober went without a word, the form now the Schellen's, empty. Every game
has its place, so a deleted game gives the form another game, and the typing of the one
due could not stay. Now the delete is refused while the form holds typing for the next game,
said above the history's buttons with the typing named and the ways on; the typing stays.
With the form cleared, the game goes and Undo brings it back. (A Schieber's typing stays
over a delete: test_history_guard.)"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import clear_field, enter, focus, open_match, shortcut, tab, type_
from .test_history_guard import by_button, by_del, by_menu, click_row
from .test_history_menu import said

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

THREE = ["Ueli", "Vreni", "Werner"]

REFUSED = ("The form holds what you typed for the next game ({0}): deleting entry {1} would "
           "give the form another game, and the typing would be lost. Write it (Write or "
           "Enter) or clear the form first ({2}).")


def two_games(qtbot, window):
    """Tricks and Schellen written by keys; the form is the Ober's."""
    panel, _board = open_match(qtbot, window, new_match("guggitaler", THREE))
    for counts in (("5", "4"), ("3", "4")):  # the last player's count follows
        for value in counts:
            type_(qtbot, value)
            tab(qtbot)
        enter(qtbot)
    assert len(window.controller.match.entries) == 2 and panel.game() == "ober"
    return panel


def half_typed_ober(qtbot, panel):
    """Two of the Ober's counts typed, no Enter."""
    assert focus() is panel.fields[0]
    type_(qtbot, "1")
    tab(qtbot)
    type_(qtbot, "2")
    return [f.text() for f in panel.fields]


def assert_kept(window, panel, before, typed, message):
    assert list(window.controller.match.entries) == before  # nothing deleted
    assert panel.game() == "ober" and [f.text() for f in panel.fields] == typed
    assert window.history.message.isVisible()
    assert window.history.message.text() == message
    assert "deleted" not in said(window)


@pytest.mark.parametrize("act", [by_del, by_button, by_menu])
def test_the_last_game_is_not_deleted_under_the_next_games_typing(window, qtbot, act):
    panel = two_games(qtbot, window)
    before = list(window.controller.match.entries)
    typed = half_typed_ober(qtbot, panel)
    act(qtbot, window, 1)
    assert_kept(window, panel, before, typed,
                REFUSED.format("Ober", 2, "delete the counts typed"))
    # the counts cleared, as the refusal says: now the game goes, and comes back
    for field in panel.fields[:2]:
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        clear_field(qtbot)
    by_del(qtbot, window, 1)
    assert list(window.controller.match.entries) == before[:1]
    assert said(window) == "Entry 2 deleted: Undo (Ctrl+Z) brings it back"
    shortcut(qtbot, "Ctrl+Z")
    assert list(window.controller.match.entries) == before


def test_an_earlier_game_is_refused_by_the_rules_and_the_typing_stays(window, qtbot):
    """Not the last game: the rules refuse that delete (each game has its place), their
    word is said, and the typing is untouched."""
    panel = two_games(qtbot, window)
    before = list(window.controller.match.entries)
    typed = half_typed_ober(qtbot, panel)
    by_del(qtbot, window, 0)
    assert list(window.controller.match.entries) == before
    assert [f.text() for f in panel.fields] == typed
    assert "typed" not in window.history.message.text()


def test_a_taker_chosen_is_kept_too(window, qtbot):
    """The Rosenkönig's taker chosen by a key: a delete would drop it with its page."""
    panel = two_games(qtbot, window)
    for value in ("1", "1"):  # the Ober's four: Werner has the rest
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)
    assert panel.kind() == "taker"
    type_(qtbot, "2")
    assert panel.taker_group.checkedId() == 1
    game = panel.game_name(panel.game())
    by_del(qtbot, window, 2)
    assert len(window.controller.match.entries) == 3
    assert panel.taker_group.checkedId() == 1
    assert window.history.message.text() == REFUSED.format(game, 3,
                                                           "Ctrl+Z takes the player back")
    shortcut(qtbot, "Ctrl+Z")  # as said: the player taken back, the game still written
    assert panel.taker_group.checkedId() == -1 and len(window.controller.match.entries) == 3
    by_del(qtbot, window, 2)
    assert len(window.controller.match.entries) == 2


def test_the_refusal_in_german(german_window, qtbot):
    window = german_window
    panel = two_games(qtbot, window)
    half_typed_ober(qtbot, panel)
    click_row(qtbot, window, 1)
    qtbot.mouseClick(window.history.delete_button, Qt.MouseButton.LeftButton)  # Löschen
    assert window.history.delete_button.text() == "Löschen"
    message = window.history.message.text()
    assert message.startswith("Im Formular steht, was Sie für das nächste Spiel (Ober) "
                              "getippt haben")
    assert "Eintrag 2" in message and "Zahlen" in message and "ß" not in message
    assert len(window.controller.match.entries) == 2


def test_the_refusal_in_french(french_window, qtbot):
    window = french_window
    panel = two_games(qtbot, window)
    half_typed_ober(qtbot, panel)
    by_del(qtbot, window, 1)
    message = window.history.message.text()
    assert "inscription 2" in message and "Ober" in message
    assert len(window.controller.match.entries) == 2
