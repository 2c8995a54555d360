"""Every value Enter would refuse is foretold the same way (a trial's, German, Guggitaler and
Fahnder): counts that did not add up were foretold in red, "Enter würde abgelehnt: Stiche:
die Anzahlen …", but a Fahnder's bid of 152 and a Guggitaler count of −1 only had a grey hint
under the form, and turned red only after Enter. docs/window.md promises the red line for
every entry the rules would refuse: a field's own check (no number, outside its limits, a
rule about that one field, numbers that cannot add up) is foretold as the rules' refusals
are, in every variant's form; what is still missing stays a grey hint.

Each case types into the form as a Schreiber does, reads the line under it, then presses
Enter: the refusal is the one foretold, said once (in red, where the line was)."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, open_match, shortcut, tab, type_

FOUR = ["Anna", "Beat", "Cla", "Dora"]
THREE = ["Anna", "Beat", "Cla"]
FORETOLD = "Enter would be refused: "


def foretold_then_refused(qtbot, panel, said, small=False):
    """The line under the form foretells *said* in red (*small*: a rule's sentence, going on
    small after the line's colon, as English writes it); Enter says exactly it, once."""
    line = panel.preview_line
    assert line.kind == "refusal", line.text()
    assert line.text() == FORETOLD + (said[0].lower() + said[1:] if small else said)
    typed = focus().text()
    enter(qtbot)
    assert panel.error_text() == said
    assert not line.isVisible() or line.kind == "", "said twice"
    assert focus().text() == typed, "the typing stays"


@pytest.mark.parametrize(("variant", "names", "typed", "said"), [
    ("guggitaler", FOUR, "-1", "Tricks Anna: at least 0, not -1"),  # the trial's
    ("guggitaler", THREE, "13", "Tricks Anna: at most 12, not 13"),
    ("schieber", FOUR, "158", "Card points Team A: at most 157, not 158"),
    # a Match typed as its points (a German trial's Coiffeur): its key said
    ("schieber", FOUR, "257", "Card points Team A: at most 157, not 257 (a Match is written "
                              "with Ctrl+M)"),
    ("coiffeur", FOUR, "257", "Card points Team A: at most 157, not 257 (a Match is written "
                              "with Ctrl+M)"),
    ("coiffeur", FOUR, "12a", "Card points Team A: “12a” is not a whole number"),
    ("molotow", THREE, "158", "Card points Anna: at most 157, not 158"),
    ("handjass", THREE, "12'34", "Card points Anna: in “12'34” the thousands mark is "
                                 "misplaced: it separates groups of three digits (1'234)"),
    ("differenzler", FOUR, "12a", "Prediction Anna: not a whole number"),
    ("punktetafel", ["Anna", "Beat"], "1,000", "Anna: “1,000” is not a whole number: a "
                                               "thousands mark is written ' (1'000)"),
])
def test_a_number_the_field_refuses_is_foretold(window, qtbot, variant, names, typed, said):
    panel, _board = open_match(qtbot, window, new_match(variant, names))
    type_(qtbot, typed)
    foretold_then_refused(qtbot, panel, said)


def test_a_fahnder_bid_the_rules_refuse_is_foretold(window, qtbot):
    """The trial's 152: past 150 only 150, 155, 157 and 257 (Match) are bid."""
    panel, _board = open_match(qtbot, window, new_match("fahnder", FOUR))
    shortcut(qtbot, "Ctrl+3")  # Cla is the Fahnder
    assert focus() is panel.bid
    type_(qtbot, "152")
    foretold_then_refused(qtbot, panel, "There is no bid of 152: from 150 on only 150, 155, "
                                        "157 and 257 (Match) can be bid", small=True)


def test_fahnder_points_that_cannot_add_up_are_foretold(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("fahnder", FOUR))
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "100")
    shortcut(qtbot, "Ctrl+5")  # a trump
    shortcut(qtbot, "Alt+3")  # Cla is the partner
    panel.points.setFocus()
    type_(qtbot, "90")
    tab(qtbot)
    assert focus() is panel.opponents
    type_(qtbot, "70")
    foretold_then_refused(qtbot, panel, "Fahnder + partner 90 and opponents 70: together they "
                                        "must make 157, not 160")


def test_a_pandur_bid_off_the_ladder_is_foretold(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("pandur", FOUR))
    shortcut(qtbot, "Ctrl+2")  # Beat declares
    assert focus() is panel.bid
    type_(qtbot, "xyz")
    line = panel.preview_line
    assert line.kind == "refusal", line.text()
    assert line.text().startswith(FORETOLD + "Bid: “xyz” is no bid"), line.text()
    enter(qtbot)
    assert panel.error_text().startswith("Bid: “xyz” is no bid")


def test_guggitaler_counts_past_the_game_are_foretold_with_a_field_empty(window, qtbot):
    """9 and 4 tricks of 12, Cla's field still empty: no count Cla has can mend it."""
    panel, _board = open_match(qtbot, window, new_match("guggitaler", THREE))
    type_(qtbot, "9")
    tab(qtbot)
    type_(qtbot, "4")
    foretold_then_refused(qtbot, panel, "Tricks: the counts of all players must add up to 12, "
                                        "not 13")


def test_handjass_card_points_past_a_round_are_foretold(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("handjass", THREE))
    type_(qtbot, "120")
    tab(qtbot)
    type_(qtbot, "40")
    foretold_then_refused(qtbot, panel, "The card points add up to 160 (120 + 40): a round has "
                                        "only 157; the Handjass writes card points only, Weis "
                                        "are not counted")


def test_what_is_still_missing_stays_a_hint(window, qtbot):
    """Nothing typed yet is no refusal: the grey hint says what is missing."""
    panel, _board = open_match(qtbot, window, new_match("guggitaler", THREE))
    assert panel.preview_line.kind == "hint"
    type_(qtbot, "5")
    assert panel.preview_line.kind == "hint"
    assert panel.preview_line.text() == "Tricks missing for Beat and Cla"


def test_a_pandur_bid_the_ladder_has_not_is_foretold(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("pandur", FOUR))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "105")
    line = panel.preview_line
    assert line.kind == "refusal", line.text()
    said = line.text().removeprefix(FORETOLD)
    assert "105" in said and said != line.text()
    enter(qtbot)
    assert panel.error_text().lower() == said.lower()  # a capital of its own, alone


def test_the_trials_refusals_are_foretold_in_german(german_window, qtbot):
    """The trial's own words: Fahnder 152 (shot 65) and a Guggitaler count of −1 (shot 46)."""
    panel, _board = open_match(qtbot, german_window, new_match("fahnder", FOUR))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "152")
    assert panel.preview_line.text() == (
        "Enter würde abgelehnt: Ein Angebot von 152 gibt es nicht: ab 150 nur noch 150, 155, "
        "157 und 257 (Match)")
    panel, _board = open_match(qtbot, german_window, new_match("guggitaler", FOUR))
    type_(qtbot, "-1")
    assert panel.preview_line.text() == (
        "Enter würde abgelehnt: Stiche Anna: mindestens 0, nicht -1")
    # a Match typed as its points (a German trial's Coiffeur): said with its key, whole
    panel, _board = open_match(qtbot, german_window, new_match("coiffeur", FOUR))
    type_(qtbot, "257")
    said = "Kartenpunkte Team A: höchstens 157, nicht 257 (ein Match schreibt man mit Strg+M)"
    assert panel.preview_line.text() == "Enter würde abgelehnt: " + said
    enter(qtbot)
    assert panel.error_text() == said


def test_the_trials_refusals_are_foretold_in_french(french_window, qtbot):
    panel, _board = open_match(qtbot, french_window, new_match("fahnder", FOUR))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "152")
    assert panel.preview_line.text() == (
        "Avec Entrée, ce serait refusé\u00a0: il n’y a pas d’offre de 152\u00a0: dès 150, on ne "
        "peut offrir que 150, 155, 157 et 257 (match)")
