"""Names listed in a sentence are joined as a person writes them: "Cla und Dora", "Beat, Cla
und Dora", French "Cla et Dora"; a form's refusal said a comma list ("Kartenpunkte fehlen für
Cla, Dora") where the window's other sentences said "und"."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_

FOUR = ["Anna", "Beat", "Cla", "Dora"]

MISSING = {
    "de": {
        "molotow": "Kartenpunkte fehlen für Cla und Dora",
        "handjass": "Kartenpunkte fehlen für Cla und Dora",
        "differenzler": "Kartenpunkte fehlen für Beat, Cla und Dora",
        "prediction": "Vorhersagen fehlen für Cla und Dora: eintippen, oder - für keine "
                      "Vorhersage",
        "guggitaler": "Stiche: noch offen für Cla und Dora",
        "punktetafel": "Punkte fehlen für Beat, Cla und Dora (0 tippen für keine)",
    },
    "fr": {
        "molotow": "Il manque les points de cartes de Cla et Dora",
        "handjass": "Il manque les points de cartes de Cla et Dora",
        "differenzler": "Il manque les points de cartes de Beat, Cla et Dora",
        "prediction": "Il manque les estimations de Cla et Dora\u00a0: tapez-les, ou - pour "
                      "aucune estimation",
        "guggitaler": "Plis\u00a0: encore à saisir pour Cla et Dora",
        "punktetafel": "Il manque les points de Beat, Cla et Dora (tapez 0 pour aucun)",
    },
}


@pytest.fixture(params=["de", "fr"])
def language_window(request):
    fixture = {"de": "german_window", "fr": "french_window"}[request.param]
    return request.param, request.getfixturevalue(fixture)


def type_and_enter(qtbot, values):
    """*values* typed field after field with Tab; the fields after them left empty; Enter."""
    for value in values:
        type_(qtbot, value)
        tab(qtbot)
    enter(qtbot)


@pytest.mark.parametrize("variant, typed", [
    ("molotow", ["40", "40"]),
    ("handjass", ["40", "40"]),
    ("guggitaler", ["2", "2"]),
])
def test_card_points_missing_for_two_players(language_window, qtbot, variant, typed):
    language, window = language_window
    panel, _board = open_match(qtbot, window, new_match(variant, FOUR))
    type_and_enter(qtbot, typed)
    assert window.controller.match.entries == ()
    assert panel.error_text() == MISSING[language][variant]


def test_differenzler_card_points_missing_for_three_players(language_window, qtbot):
    language, window = language_window
    panel, _board = open_match(qtbot, window, new_match("differenzler", FOUR))
    type_and_enter(qtbot, ["40", "35", "50", "30", "38"])
    assert window.controller.match.entries == ()
    assert panel.error_text() == MISSING[language]["differenzler"]


def test_differenzler_predictions_missing_for_two_players(language_window, qtbot):
    language, window = language_window
    panel, _board = open_match(qtbot, window, new_match("differenzler", FOUR))
    type_and_enter(qtbot, ["40", "35"])
    assert window.controller.match.entries == ()
    assert panel.error_text() == MISSING[language]["prediction"]


def test_punktetafel_points_missing_for_three_players(language_window, qtbot):
    language, window = language_window
    panel, _board = open_match(qtbot, window, new_match("punktetafel", FOUR))
    type_and_enter(qtbot, ["5"])
    assert window.controller.match.entries == ()
    assert panel.error_text() == MISSING[language]["punktetafel"]
