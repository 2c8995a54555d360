"""French writes *stöck* in small letters in a sentence, as the catalogue's table says
(docs/translating.md: Stöck → stöck), and as every French sentence of the window did but a
few: a Romand trial read "Annonces 50 + Stöck 20" in the Schieber's preview and history
beside "le stöck" everywhere else. A button or a column's heading starts with a capital."""

import re

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, open_match, shortcut, tab, type_
from .test_translations import forms, messages

ROMANDS = ["Sylvie", "Pascal", "Jean-Marc", "Elodie"]
#: "Stöck" where a sentence or a text begins (a heading, a button, a list's first word)
STARTS = re.compile(r"(^|[.!?]\s+|\n)Stöck")


def test_the_schieber_round_says_stoeck_in_small_letters(french_window, qtbot):
    """Roses, 80 card points for Team A, their Weis 50 and Stöck, by keys: the
    preview and the history say "+ annonces 50 + stöck 20"."""
    window = french_window
    panel, _board = open_match(qtbot, window, new_match("schieber", ROMANDS))
    shortcut(qtbot, "Ctrl+2")  # Roses
    type_(qtbot, "80")
    shortcut(qtbot, "Ctrl+W")
    type_(qtbot, "50")
    shortcut(qtbot, "Ctrl+T")
    said = "Team A 80 + annonces 50 + stöck 20 → "
    assert said in panel.preview_line.text()
    enter(qtbot)
    assert said in window.history.list.item(0).text()


def test_the_coiffeur_round_says_stoeck_in_small_letters(french_window, qtbot):
    window = french_window
    panel, _board = open_match(qtbot, window, new_match("coiffeur", ROMANDS))
    type_(qtbot, "80")
    ctrl(qtbot, "t")
    assert "80 points de cartes + stöck → " in panel.preview_line.text()
    enter(qtbot)
    assert "80 points de cartes + stöck → " in window.history.list.item(0).text()


def test_the_molotow_round_says_stoeck_in_small_letters(french_window, qtbot):
    window = french_window
    match = new_match("molotow", ROMANDS, settings={"stoeck": True})
    panel, _board = open_match(qtbot, window, match)
    for value in ("40", "40", "40"):
        type_(qtbot, value)
        tab(qtbot)
    shortcut(qtbot, "Ctrl+2")  # Pascal's Stöck
    assert "(stöck Pascal)" in panel.preview_line.text()
    enter(qtbot)
    assert "(stöck Pascal)" in window.history.list.item(0).text()


def test_the_french_catalogue_writes_stoeck_small_in_a_sentence():
    """Every French text: "Stöck" with a capital only where the text or a sentence begins
    (the window's, the sheet's, the CSV's, the live pages' and the rules' words alike)."""
    capital = []
    for context, source, translation, _numerus in messages("fr"):
        for text in forms(translation):
            if "Stöck" in STARTS.sub("", text):
                capital.append((context, source, text))
    assert not capital, capital
