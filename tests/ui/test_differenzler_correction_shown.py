"""A German trial, mouse first: game 6 opened with *Korrigieren…* showed its predictions
(10, 50, 50, 40); a card-points field typed so that the sum was wrong turned all four into ●●●
again, and the button offered "Vorhersagen zeigen (Strg+R)". The same numbers are in plain
view in the history and on the board: while a played game is corrected, its predictions stay
shown. A game inserted before another is a new one: its predictions are hidden as ever."""

from PySide6.QtWidgets import QLineEdit

from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.matchfile import new_match

from .keyboard import click, focus, open_match, select_all, settle, type_

NAMES = ["Heidi", "Ruedi", "Sepp", "Vreni"]
NORMAL = QLineEdit.EchoMode.Normal
PASSWORD = QLineEdit.EchoMode.Password


def six_games():
    match = new_match("differenzler", NAMES)
    for _ in range(5):
        match.add(DifferenzlerGame(predictions=[40, 35, 50, 30], points=[38, 41, 47, 31]))
    match.add(DifferenzlerGame(predictions=[10, 50, 50, 40], points=[12, 45, 60, 40]))
    return match


def choose(qtbot, window, row):
    """A click on the history's *row*."""
    history = window.history.list
    rect = history.visualItemRect(history.item(row))
    from PySide6.QtCore import Qt

    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    settle()


def test_a_played_game_s_predictions_stay_shown_while_it_is_corrected(german_window, qtbot):
    window = german_window
    panel, _board = open_match(qtbot, window, six_games())
    settle()
    choose(qtbot, window, 5)
    click(qtbot, window.history.correct_button)
    assert panel.correcting == 5
    assert [f.text() for f in panel.predictions] == ["10", "50", "50", "40"]
    assert all(f.echoMode() == NORMAL for f in panel.predictions)
    click(qtbot, panel.points[0])
    select_all(qtbot)
    type_(qtbot, "99")  # Heidi 99, Ruedi 45, Sepp 60: 204, more than 157
    assert focus() is panel.points[0] and panel.points[0].text() == "99"
    assert all(f.echoMode() == NORMAL for f in panel.predictions), "hidden again"
    assert panel.reveal.text() == "Vorhersagen gezeigt (Strg+R)"
    assert not panel.reveal.isEnabled()
    select_all(qtbot)
    type_(qtbot, "12")  # as it was: the rest to Vreni again
    assert all(f.echoMode() == NORMAL for f in panel.predictions)
    click(qtbot, panel.cancel_button)
    assert panel.correcting is None
    # the next game is new: hidden as soon as a prediction is typed
    type_(qtbot, "40")
    assert panel.predictions[0].echoMode() == PASSWORD
    assert panel.reveal.text() == "Vorhersagen zeigen (Strg+R)" and panel.reveal.isEnabled()


def test_a_game_inserted_keeps_its_predictions_hidden(window, qtbot):
    panel, _board = open_match(qtbot, window, six_games())
    settle()
    choose(qtbot, window, 2)
    click(qtbot, window.history.insert_button)
    assert panel.inserting
    type_(qtbot, "40")
    assert focus() is panel.predictions[0] and panel.predictions[0].echoMode() == PASSWORD
