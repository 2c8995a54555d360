"""The *Preset* line names what was changed of the preset, not the preset's numbers as if they
held (a German trial on a netbook: after 3 games typed, New match said "Standard (12 Spiele,
fehlende Vorhersage 20) (angepasst)", which read as if 12 still held; the sheet said it well,
"Spiele: 3 statt 12"). Changed, the line is the preset's name without what its title says in
brackets, and the change in the sheet's words; the preset itself again, its whole title.
Typed as a person does, in the real New match (Ctrl+N) and *Tischregeln…* (Alt+B, T)."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import focus, in_next_dialog, open_match, select_all, shortcut, type_text
from .test_table_rules import in_rules_dialog, tab_to

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

FOUR = ["Ueli", "Vreni", "Köbi", "Annemarie"]


def typed(qtbot, setting, text):
    tab_to(qtbot, setting)
    select_all(qtbot)
    type_text(qtbot, text)


def lines_typing(qtbot, dialog, steps):
    """The preset's line after each (setting, text) of *steps*, typed in *dialog*."""
    said = [dialog.preset.currentText()]
    for setting, text in steps:
        typed(qtbot, setting, text)
        said.append(dialog.preset.currentText())
    return said


def in_new_match(qtbot, act):
    """Open New match by Ctrl+N and run *act(dialog)* in it (it closes the dialog)."""
    errors = in_next_dialog(qtbot, act)
    shortcut(qtbot, "Ctrl+N")
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not errors, errors


GAMES = [("games", "3"), ("games", "12")]


@pytest.mark.parametrize(("language", "lines"), [
    ("german", ["Standard (12 Spiele, fehlende Vorhersage 20)",
                "Standard, angepasst: Spiele: 3 statt 12",
                "Standard (12 Spiele, fehlende Vorhersage 20)"]),
    ("french", ["Standard (12 donnes, estimation manquante 20)",
                "Standard, modifié\u00a0: Donnes\u00a0: 3 au lieu de 12",
                "Standard (12 donnes, estimation manquante 20)"])])
def test_new_match_says_the_games_typed_instead_of_the_presets(
        request, qtbot, language, lines):
    window = request.getfixturevalue(f"{language}_window")
    open_match(qtbot, window, new_match("differenzler", FOUR))
    seen = {}

    def type_games(dialog):
        seen["lines"] = lines_typing(qtbot, dialog, GAMES)
        dialog.done(0)

    in_new_match(qtbot, type_games)
    assert seen["lines"] == lines


def test_table_rules_say_the_games_typed_instead_of_the_presets(german_window, qtbot):
    window = german_window
    open_match(qtbot, window, new_match("differenzler", FOUR))
    seen = {}

    def type_games(dialog):
        seen["lines"] = lines_typing(qtbot, dialog, [*GAMES[:1], ("missing_penalty", "25")])
        dialog.done(0)

    in_rules_dialog(qtbot, window, type_games)
    assert seen["lines"] == [
        "Standard (12 Spiele, fehlende Vorhersage 20)",
        "Standard, angepasst: Spiele: 3 statt 12",
        "Standard, angepasst: Spiele: 3 statt 12; Strafe für fehlende Vorhersage: 25 statt 20"]


def test_english_and_a_title_whose_brackets_say_the_rules(window, qtbot):
    """The Molotow's Hausjass says its rules in brackets ("Stöck, every Handweis, last round
    double"): with the last round single, the brackets no longer hold."""
    open_match(qtbot, window, new_match("molotow", FOUR, preset="hausjass"))
    seen = {}

    def untick(dialog):
        seen["before"] = dialog.preset.currentText()
        tab_to(qtbot, "last_round_double")
        qtbot.keyClick(focus(), " ")
        seen["after"] = dialog.preset.currentText()
        dialog.done(0)

    in_rules_dialog(qtbot, window, untick)
    assert seen["before"] == "Hausjass (Stöck, every Handweis, last round double)"
    assert seen["after"].startswith("Hausjass, changed: "), seen["after"]
