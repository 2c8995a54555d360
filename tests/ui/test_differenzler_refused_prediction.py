"""A German trial, mouse first: in game 2 the predictions 200, 60, 40, 30 were typed and
*Schreiben* clicked. The red line rightly said "Vorhersage Heidi: höchstens 157", but the form
went on saying "Vorhersagen: 4 von 4" and the line above it "Spiel 2 von 12: Ruedi gibt ·
jetzt die Kartenpunkte": a refused prediction was counted as typed. And the prediction showed
as ●●●: the Schreiber could not see how many digits to delete. A prediction is counted once it
can be written; the refused one, hidden, is selected whole when the refusal puts the cursor
into it (what is typed replaces it, and the table still sees only ●●●)."""

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLineEdit

from jasstafel.core.matchfile import new_match

from .keyboard import click, focus, key, open_match, tab, type_

NAMES = ["Heidi", "Ruedi", "Sepp", "Vreni"]


def first_game(qtbot):
    for typed in ("40", "35", "50", "30", "38", "41", "47"):
        type_(qtbot, typed)
        tab(qtbot)
    key(qtbot, "Return")


def test_a_refused_prediction_is_not_counted_and_is_typed_over(german_window, qtbot):
    window = german_window
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    first_game(qtbot)
    assert len(window.controller.match.entries) == 1
    for typed in ("200", "60", "40", "30"):
        type_(qtbot, typed)
        tab(qtbot)
    click(qtbot, panel.write_button)
    assert panel.error_text() == "Vorhersage Heidi: höchstens 157"
    assert len(window.controller.match.entries) == 1
    heidi = panel.predictions[0]
    assert focus() is heidi and heidi.echoMode() == QLineEdit.EchoMode.Password
    # only what can be written is counted
    assert panel.given_label.text() == "Vorhersagen: 3 von 4"
    # the hidden number selected whole, and the selection seen on the ●●●
    assert heidi.selectedText() == "200"
    highlight = heidi.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
    image = heidi.grab().toImage()
    assert any(image.pixelColor(x, image.height() // 2) == highlight
               for x in range(image.width())), "the selection is not painted"
    type_(qtbot, "20")  # typed over: no digit of the 200 left
    assert heidi.text() == "20" and heidi.echoMode() == QLineEdit.EchoMode.Password
    assert panel.given_label.text() == "Vorhersagen: 4 von 4"


def test_a_prediction_typed_past_the_limit_leaves_the_count(window, qtbot):
    """The count follows the typing: 15 is a prediction, 158 is none that can be written."""
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    type_(qtbot, "15")
    assert panel.given_label.text() == "Predictions: 1 of 4"
    type_(qtbot, "8")
    assert panel.given_label.text() == "Predictions: 0 of 4"
    assert panel.predictions[0].echoMode() == QLineEdit.EchoMode.Password  # still hidden
