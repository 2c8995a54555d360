"""The question before a match is left names what the form holds in words that fit a row
chosen as well as a number typed: "the round begun in the form", not "What is typed …".

A German Schreiberin's Coiffeur, saved: only the row was chosen (the points field empty),
and *Neue Partie* and Ctrl+Q asked about "was im Formular getippt" (she had typed nothing).
"""

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match

from .keyboard import focus, open_file, settle, shortcut, type_
from .test_club_match_kept import quit_app

PLAYERS = ["Ruth", "Sepp", "Margrit", "Toni"]


def row_chosen(qtbot, window, tmp_path, name="Coiffeur Stammtisch.jass"):
    """A saved Coiffeur, another row chosen with Ctrl+Down in its form, nothing typed."""
    match = new_match("coiffeur", PLAYERS, preset="swisslos_10")
    match.add(CoiffeurRound(team=0, row=0, points=83))
    panel, _board = open_file(qtbot, window, tmp_path / name, match)
    before = panel.row.currentText()
    shortcut(qtbot, "Ctrl+Down")
    settle()
    assert panel.row.currentText() != before and not panel.points.text()
    return panel


def asked_at_quit(qtbot, window, dialogs):
    """*File → Quit* (Ctrl+Q), the question answered *Stay with it*: what it said."""
    dialogs.choice = "cancel"
    dialogs.shown.clear()
    quit_app(qtbot, window)
    settle()
    assert window.isVisible(), "stayed"
    (_title, text), = dialogs.shown
    return text


def test_a_row_chosen_is_not_called_typing(window, qtbot, tmp_path, dialogs):
    row_chosen(qtbot, window, tmp_path)
    assert asked_at_quit(qtbot, window, dialogs) == (
        "Coiffeur Stammtisch.jass is saved, and the round begun in the form stays with it: it "
        "comes back when Coiffeur Stammtisch.jass is opened again.")


def test_typing_is_named_the_same_way(window, qtbot, tmp_path, dialogs):
    panel = row_chosen(qtbot, window, tmp_path)
    assert focus() is panel.points
    type_(qtbot, "112")
    assert asked_at_quit(qtbot, window, dialogs) == (
        "Coiffeur Stammtisch.jass is saved, and the round begun in the form stays with it: it "
        "comes back when Coiffeur Stammtisch.jass is opened again.")


def test_the_german_question_says_nothing_of_typing(german_window, qtbot, tmp_path, dialogs):
    row_chosen(qtbot, german_window, tmp_path)
    assert asked_at_quit(qtbot, german_window, dialogs) == (
        "Coiffeur Stammtisch.jass ist gespeichert, und die im Formular angefangene Runde bleibt "
        "dabei: Sie kommt beim nächsten Öffnen von Coiffeur Stammtisch.jass wieder.")


def test_the_french_question_says_nothing_of_typing(french_window, qtbot, tmp_path, dialogs):
    row_chosen(qtbot, french_window, tmp_path)
    assert asked_at_quit(qtbot, french_window, dialogs) == (
        "La partie est enregistrée dans Coiffeur Stammtisch.jass, et la donne commencée dans le "
        "formulaire reste avec elle\u00a0: elle revient à la prochaine ouverture de Coiffeur "
        "Stammtisch.jass.")
