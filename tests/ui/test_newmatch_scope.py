"""New match: a setting that does not apply to the settings chosen is greyed out and no Tab
stop (a trial tabbed through "Rounds (fixed rounds)" in a match played to a target), and the
greyed per-team targets follow the common target until the handicap is ticked (they stayed
4500 after the target was changed to 1000)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox

from jasstafel.ui.widgets.numberfield import NumberField

from .test_newmatch import click, dialog_for, names, setting, type_into


def tab_from(qtbot, d, widget, times=1):
    widget.setFocus()
    for _ in range(times):
        qtbot.keyClick(d.focusWidget(), Qt.Key.Key_Tab)
    return d.focusWidget()


def choose(qtbot, combo, data):
    """The choice *data* in *combo*, by the arrow keys (as a keyboard user picks it)."""
    combo.setFocus()
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
        for _ in range(combo.count()):
            if combo.currentData() == data:
                return
            qtbot.keyClick(combo, key)
    assert combo.currentData() == data


def greyed(d, name):
    editor = setting(d, name)
    label = d.form.layout_.labelForField(editor)
    return not editor.isEnabled() and not label.isEnabled()


# -- Schieber --------------------------------------------------------------------------------


def test_the_handicap_targets_follow_the_target_while_off(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    row = setting(d, "team_targets")
    a, b = row.findChild(NumberField, "part0"), row.findChild(NumberField, "part1")
    type_into(qtbot, setting(d, "target", NumberField), "1000")
    assert (a.text(), b.text()) == ("1000", "1000")
    assert not a.isEnabled() and not b.isEnabled()
    click(qtbot, row.findChild(QCheckBox, "on"))  # the handicap starts from the target
    assert a.isEnabled() and (a.text(), b.text()) == ("1000", "1000")
    type_into(qtbot, b, "900")
    type_into(qtbot, setting(d, "target", NumberField), "1200")  # ticked: typed stays
    assert (a.text(), b.text()) == ("1000", "900")
    names(qtbot, d)
    d.accept()
    assert d.match.document.settings.team_targets == (1000, 900)


def test_a_target_being_typed_is_not_copied_while_unreadable(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    row = setting(d, "team_targets")
    type_into(qtbot, setting(d, "target", NumberField), "10o0")
    assert row.findChild(NumberField, "part0").text() == "4500"


def test_the_rounds_are_no_tab_stop_in_a_match_to_the_target(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber", "swisslos_2500")
    assert setting(d, "mode", QComboBox).currentData() == "target"
    assert greyed(d, "rounds") and greyed(d, "tiebreak")
    assert not greyed(d, "target") and not greyed(d, "team_targets")
    after = tab_from(qtbot, d, setting(d, "double_deck", QCheckBox))
    assert after is setting(d, "factors").findChild(QCheckBox, "play_eicheln")
    tabbed = []
    widget = d.variant
    widget.setFocus()
    for _ in range(60):
        qtbot.keyClick(d.focusWidget(), Qt.Key.Key_Tab)
        tabbed.append(d.focusWidget())
    assert setting(d, "rounds") not in tabbed and setting(d, "tiebreak") not in tabbed


def test_a_turnier_greys_the_target_and_the_handicap(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    choose(qtbot, setting(d, "mode", QComboBox), "rounds")
    assert greyed(d, "target") and greyed(d, "team_targets")
    assert not greyed(d, "rounds") and not greyed(d, "tiebreak")
    after = tab_from(qtbot, d, setting(d, "mode", QComboBox))
    assert after is setting(d, "double_deck", QCheckBox)  # past the target and the handicap
    assert tab_from(qtbot, d, after) is setting(d, "rounds", NumberField)
    choose(qtbot, setting(d, "mode", QComboBox), "target")
    assert greyed(d, "rounds") and not greyed(d, "target")
    row = setting(d, "team_targets")
    assert row.findChild(QCheckBox, "on").isEnabled()
    assert not row.findChild(NumberField, "part0").isEnabled()  # still off: greyed


def test_a_setting_that_does_not_apply_is_not_refused(qtbot, settings):
    """What is left in a greyed field cannot be mended by Tab: it is not read, the match
    keeps the preset's value (the rules do not use it)."""
    d = dialog_for(qtbot, settings, "schieber")
    choose(qtbot, setting(d, "mode", QComboBox), "rounds")
    type_into(qtbot, setting(d, "rounds", NumberField), "zwoelf")
    choose(qtbot, setting(d, "mode", QComboBox), "target")
    names(qtbot, d)
    d.accept()
    assert d.match is not None, d.error.text()
    assert d.match.document.settings.mode == "target"
    assert d.match.document.settings.rounds == 12


# -- the other variants ----------------------------------------------------------------------


def test_the_handjass_threshold_and_rewarded_only_where_they_apply(qtbot, settings):
    d = dialog_for(qtbot, settings, "handjass")
    assert greyed(d, "threshold") and greyed(d, "rewarded") and not greyed(d, "loser")
    choose(qtbot, setting(d, "loser", QComboBox), "under")
    assert not greyed(d, "threshold")
    choose(qtbot, setting(d, "counting", QComboBox), "gewinnstriche")
    assert greyed(d, "loser") and greyed(d, "threshold") and not greyed(d, "rewarded")


def test_the_punktetafel_margin_needs_the_target(qtbot, settings):
    d = dialog_for(qtbot, settings, "punktetafel", "bis_100")
    assert not greyed(d, "margin")
    click(qtbot, setting(d, "target").findChild(QCheckBox, "on"))  # no target
    assert greyed(d, "margin")
    names(qtbot, d)
    d.accept()  # was refused: "A winning margin of 2 needs a target to play to"
    assert d.match is not None, d.error.text()
    chosen = d.match.document.settings
    assert chosen.target is None and chosen.margin == 0


def test_the_guggitaler_domino_points_of_the_table_size(qtbot, settings):
    d = dialog_for(qtbot, settings, "guggitaler")
    assert d.count.text() == "4"
    assert greyed(d, "domino_3") and not greyed(d, "domino_4")
    type_into(qtbot, d.count, "3")
    assert greyed(d, "domino_4") and not greyed(d, "domino_3")
    click(qtbot, setting(d, "domino", QCheckBox))  # no Domino
    assert greyed(d, "domino_4") and greyed(d, "domino_3")


# -- an empty setting is refused in a sentence that names it ----------------------------------


EMPTY_SAID = {
    "window": "The value of “Penalty per trick” is missing: type a number",
    "german_window": "Der Wert für «Strafpunkte pro Stich» fehlt: bitte eine Zahl "
                     "eingeben",
    "french_window": "Il manque la valeur de «\u00a0Pénalité par pli\u00a0»\u00a0: tapez un nombre",
}


@pytest.mark.parametrize("language", list(EMPTY_SAID))
def test_an_empty_setting_is_said_in_a_sentence(request, qtbot, settings, language):
    request.getfixturevalue(language)  # the window's language: the dialog speaks it
    d = dialog_for(qtbot, settings, "guggitaler")
    names(qtbot, d)
    tricks = setting(d, "tricks", NumberField)
    type_into(qtbot, tricks, "")
    qtbot.keyClick(tricks, Qt.Key.Key_Return)  # Enter: Start
    assert d.isVisible() and d.match is None
    assert d.error.text() == EMPTY_SAID[language]
    assert tricks.hasFocus() and tricks.is_refused()


def test_an_empty_number_of_players_is_said_in_french(french_window, qtbot, settings):
    d = dialog_for(qtbot, settings, "handjass")
    type_into(qtbot, d.count, "")
    qtbot.keyClick(d.count, Qt.Key.Key_Return)
    assert d.match is None
    assert d.error.text() == "Il manque le nombre de joueurs\u00a0: tapez-le"
