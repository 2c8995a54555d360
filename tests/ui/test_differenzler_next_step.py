"""A Romand Schreiber's trial at 1024×600 (French window): a Differenzler of three games, the
four predictions typed and three players' card points, and the line above the form still
said "Donne 1 sur 3 : Sandrine donne · d'abord les estimations". Once every prediction is in
the form (typed, or - for none) the line says the next step, the card points, in every
language; a prediction emptied again brings "predictions first" back, and so does the next
game. The line keeps its room: the form below it does not move."""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import clear_field, enter, focus, open_match, tab, top, type_
from .texts import Painted

NAMES = ["Sandrine", "Luc", "Mireille", "Pascal"]
FIRST = {"en": "Game {0} of 3: {1} deals · predictions first",
         "de": "Spiel {0} von 3: {1} gibt · zuerst die Vorhersagen",
         "fr": "Donne {0} sur 3\u00a0: {1} donne · d’abord les estimations"}
POINTS = {"en": "Game {0} of 3: {1} deals · now the card points",
          "de": "Spiel {0} von 3: {1} gibt · jetzt die Kartenpunkte",
          "fr": "Donne {0} sur 3\u00a0: {1} donne · puis les points de cartes"}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_line_says_card_points_once_the_predictions_are_typed(
        request, qapp, qtbot, settings, autosaves, language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    for window in windows:
        window.resize(1024, 600)
        panel, _board = open_match(qtbot, window, new_match(
            "differenzler", NAMES, settings={"games": 3}))
        status = window.status_label
        header = top(window, panel.header)
        assert status.text() == FIRST[language].format(1, "Sandrine")
        for prediction in ("40", "35", "50"):
            type_(qtbot, prediction)
            tab(qtbot)
        assert status.text() == FIRST[language].format(1, "Sandrine")  # one still to type
        type_(qtbot, "-")  # Pascal made none: every prediction is in the form
        assert status.text() == POINTS[language].format(1, "Sandrine")
        tab(qtbot)
        for points in ("38", "41", "47"):
            assert focus() in panel.points
            type_(qtbot, points)
            tab(qtbot)
        assert status.text() == POINTS[language].format(1, "Sandrine")
        assert top(window, panel.header) == header  # the line kept its room
        panel.predictions[1].setFocus()  # Luc's prediction emptied again
        clear_field(qtbot)
        assert status.text() == FIRST[language].format(1, "Sandrine")
        type_(qtbot, "35")
        assert status.text() == POINTS[language].format(1, "Sandrine")
        enter(qtbot)
        assert len(window.controller.match.entries) == 1
        assert status.text() == FIRST[language].format(2, "Luc")  # the next game
        assert top(window, panel.header) == header


BOARD = {"en": "Game {0} of 3: {1} deals", "de": "Spiel {0} von 3: {1} gibt",
         "fr": "Donne {0} sur 3\u00a0: {1} donne"}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_board_under_the_typed_predictions_names_no_step(
        request, qapp, qtbot, settings, autosaves, language):
    """The trial saw "d'abord les estimations" under the board too, beside the form's "puis
    les points de cartes": the board cannot see the form (and shows alone in Tafel mode), so
    it says the game and its dealer, and the line above the form says the step."""
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    for window in windows:
        window.resize(1024, 600)
        _panel, board = open_match(qtbot, window, new_match(
            "differenzler", NAMES, settings={"games": 3}))
        for prediction in ("40", "35", "50", "-"):
            type_(qtbot, prediction)
            tab(qtbot)
        with Painted() as painted:
            board.grab()
        assert BOARD[language].format(1, "Sandrine") in painted.texts
        assert FIRST[language].format(1, "Sandrine") not in painted.texts
        assert window.status_label.text() == POINTS[language].format(1, "Sandrine")
