"""A German trial at 150 % (Hanna's): in game 2 Toni gave no prediction ("-"), and the form
said "Vorhersagen: 4 von 4", as if all four had predicted; it says how many are without one.
In game 3 the card points 68, 24, 35, 28 (155) were refused in red, and no field turned red,
though the docs say a refused field does: the card points are refused as a whole, so the
field with the cursor is marked, as the sum too large marks it."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, open_match, tab, type_

NAMES = ["Hanna", "Sepp", "Rosmarie", "Toni"]

GIVEN = {
    "window": ("Predictions: 3 of 4, 1 without", "Predictions: 4 of 4"),
    "german_window": ("Vorhersagen: 3 von 4, 1 ohne", "Vorhersagen: 4 von 4"),
    "french_window": ("Estimations\u00a0: 3 sur 4, 1 sans", "Estimations\u00a0: 4 sur 4"),
}


@pytest.mark.parametrize("fixture", list(GIVEN))
def test_a_player_without_prediction_is_said(request, qtbot, fixture):
    window = request.getfixturevalue(fixture)
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    for typed in ("60", "25", "40"):
        type_(qtbot, typed)
        tab(qtbot)
    type_(qtbot, "-")
    assert panel.missing[3].isChecked()
    without, whole = GIVEN[fixture]
    assert panel.given_label.text() == without
    panel.missing[3].setChecked(False)  # unticked: the dash goes, a number instead
    panel.predictions[3].setFocus()
    type_(qtbot, "30")
    assert panel.given_label.text() == whole


def test_a_sum_short_of_157_marks_the_field_with_the_cursor(german_window, qtbot):
    window = german_window
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    for typed in ("70", "20", "35", "32", "68", "24", "35"):
        type_(qtbot, typed)
        tab(qtbot)
    type_(qtbot, "28")
    assert focus() is panel.points[3]
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == ("Die Kartenpunkte aller Spieler müssen zusammen 157 "
                                  "ergeben, nicht 155")
    assert [f.is_refused() for f in panel.points] == [False, False, False, True]
    assert focus() is panel.points[3]
    assert [f.text() for f in panel.points] == ["68", "24", "35", "28"]  # the typing stays
