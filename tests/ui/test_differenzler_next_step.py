"""Romand Schreibers' trials at 1024×600 (French window), a Differenzler of a few games.

The first: the four predictions typed and three players' card points, and the line above the
form still said "Donne 1 sur 3 : Sandrine donne · d'abord les estimations". The second: the
screen said "Donne 1 sur 6 : … donne" and "encore 6 donnes à jouer" each twice (the line above
the form and the board's, the board's heading and the form's box), and with the card points
typed before the predictions, the line above the form said "… puis les points de cartes"
after they were in. The board says the game and who deals it (the line under it), the box
the games to play, the form what is still missing (the line under it); the line above the
form says nothing while the match is played, as the Molotow's."""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import clear_field, enter, focus, open_match, settle, tab, top, type_
from .texts import Painted, widget_texts

NAMES = ["Sandrine", "Luc", "Mireille", "Pascal"]
GAME = {"en": "Game {0} of 3: {1} deals", "de": "Spiel {0} von 3: {1} gibt",
        "fr": "Donne {0} sur 3\u00a0: {1} donne"}
TO_PLAY = {"en": "3 games to play", "de": "noch 3 Spiele", "fr": "encore 3 donnes à jouer"}
PREDICTIONS_MISSING = {"en": "Predictions missing for", "de": "Vorhersagen fehlen für",
                       "fr": "Il manque les estimations"}
CARD_POINTS = {"en": "card points", "de": "Kartenpunkte", "fr": "points de cartes"}


def windows(request, qapp, qtbot, settings, language):
    if language == "en":
        return [request.getfixturevalue("window")]
    return window_in(language, qapp, qtbot, settings)


def seen(window):
    """Every text shown in *window* now (no tooltips): its widgets' and the board's painted."""
    with Painted() as painted:
        window.board_widget.grab()
    shown = [text for where, text in widget_texts(window)
             if not where.endswith(("tooltip", "whatsthis"))]
    return shown + painted.texts


def said(texts, sentence):
    return sum(text.replace("\u00a0", " ").count(sentence.replace("\u00a0", " "))
               for text in texts)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_each_sentence_is_said_once(request, qapp, qtbot, settings, autosaves, language):
    for window in windows(request, qapp, qtbot, settings, language):
        window.resize(1024, 600)
        panel, _board = open_match(qtbot, window, new_match(
            "differenzler", NAMES, settings={"games": 3}))
        settle()
        texts = seen(window)
        assert said(texts, GAME[language].format(1, "Sandrine")) == 1, texts
        assert said(texts, TO_PLAY[language]) == 1, texts
        assert window.status_label.text() == ""
        for prediction in ("40", "35", "50", "-"):
            type_(qtbot, prediction)
            tab(qtbot)
        texts = seen(window)
        assert said(texts, GAME[language].format(1, "Sandrine")) == 1, texts
        assert window.status_label.text() == ""


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_card_points_typed_first_are_not_asked_for_again(request, qapp, qtbot, settings,
                                                             autosaves, language):
    for window in windows(request, qapp, qtbot, settings, language):
        window.resize(1024, 600)
        panel, _board = open_match(qtbot, window, new_match(
            "differenzler", NAMES, settings={"games": 3}))
        header = top(window, panel.header)
        panel.points[0].setFocus()  # the card points first (a click into the first field)
        for points in ("38", "41", "47"):
            assert focus() in panel.points
            type_(qtbot, points)
            tab(qtbot)
        settle()
        assert PREDICTIONS_MISSING[language] in panel.preview_line.text()
        assert CARD_POINTS[language] not in window.status_label.text()
        panel.predictions[0].setFocus()
        for prediction in ("40", "35", "50", "-"):
            type_(qtbot, prediction)
            tab(qtbot)
        settle()
        # nothing is missing: nothing asks for the card points (typed first)
        assert window.status_label.text() == ""
        assert PREDICTIONS_MISSING[language] not in panel.preview_line.text()
        assert panel.preview_line.kind == "write"  # what Enter writes, the game whole
        panel.predictions[1].setFocus()  # Luc's prediction emptied again
        clear_field(qtbot)
        assert "Luc" in panel.preview_line.text()  # his prediction is missing
        type_(qtbot, "35")
        enter(qtbot)
        assert len(window.controller.match.entries) == 1
        assert window.status_label.text() == ""
        assert top(window, panel.header) == header  # the form did not move
