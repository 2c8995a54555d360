"""A Romand table's Handjass for three (a trial's): Valérie's 120 (70 card points and a
Weis of 50, typed in), Jean-Marc's 40, then Sandrine's 47 with the cursor still in her
field, Enter. Refused, and her field turned red, though nothing said her 47 was wrong: the
sum is. No one value is wrong by itself (a value over 157 is refused by its own field,
which is marked), so the cursor's field stays marked, and the message says which total is
wrong: the values it adds up, so that the 120 is seen there."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, open_match, tab, type_

NAMES = ["Valerie", "Jean-Marc", "Sandrine"]

SAID = {
    "window": "The card points add up to 207 (120 + 40 + 47): a round has only 157; the "
              "Handjass writes card points only, Weis are not counted",
    "german_window": "Die Kartenpunkte ergeben 207 (120 + 40 + 47): eine Runde hat nur "
                     "157; der Handjass schreibt nur Kartenpunkte, Weis zählen nicht",
    "french_window": "Les points de cartes font 207 (120 + 40 + 47)\u00a0: une donne n’en "
                     "a que 157\u00a0; le Handjass n’inscrit que les points de cartes, les "
                     "annonces ne comptent pas",
}


@pytest.mark.parametrize("fixture", list(SAID))
def test_a_sum_too_large_names_the_values_it_adds_up(request, qtbot, fixture):
    window = request.getfixturevalue(fixture)
    panel, _slate = open_match(qtbot, window, new_match("handjass", NAMES))
    for value in ("120", "40"):
        type_(qtbot, value)
        tab(qtbot)
    type_(qtbot, "47")
    assert focus() is panel.points[2]
    enter(qtbot)
    assert window.controller.match.entries == ()
    assert panel.error_text() == SAID[fixture]
    assert [f.text() for f in panel.points] == ["120", "40", "47"]  # the typing stays
    assert [f.is_refused() for f in panel.points] == [False, False, True]
    assert focus() is panel.points[2]
