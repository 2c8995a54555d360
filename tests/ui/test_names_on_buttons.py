"""A name on a button is whole wherever the form has its usual room, with the keyboard focus on
the button or not, chosen or not (a French trial at 1280×800: the Guggitaler's player button
with the focus read "1  Chan…" beside "2  Benoît", and "Chantal" came back whole once another
one was chosen; the Schieber's Weis and *Announced by* buttons read "Chantal & Élo…" and
"Benoît & Dan…" where the Stöck and Bedanken buttons of the same form had the names whole)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import focus, shortcut, tab, type_
from .test_focus_seen import guggitaler_at

PLAYERS = ["Chantal", "Benoît", "Élodie", "Daniel"]
TEAMS = [Team(name="Chantal & Élodie", players=[0, 2]),
         Team(name="Benoît & Daniel", players=[1, 3])]
SIZES = [(1280, 800), (1366, 768), (1024, 600)]


def settle():
    for _ in range(5):  # every layout up the window laid out again
        QApplication.processEvents()


def shown(buttons):
    settle()
    return [button.shown_text() for button in buttons]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_guggitaler_player_buttons_keep_the_names_whole_with_the_focus(
        qapp, qtbot, settings, autosaves, language, size):
    whole = [f"{seat + 1}  {name}" for seat, name in enumerate(PLAYERS)]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(guggitaler_at("rosenkoenig", PLAYERS, deck="fr"))
        settle()
        assert window.width() == size[0]
        panel = window.panel
        assert focus() is panel.taker_buttons[0]  # where the digits go
        assert shown(panel.taker_buttons) == whole
        for seat in range(len(PLAYERS)):  # chosen by its digit: chosen and focused
            type_(qtbot, str(seat + 1))
            assert focus() is panel.taker_buttons[seat]
            assert shown(panel.taker_buttons) == whole


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_domino_buttons_keep_the_names_whole_with_the_focus(
        qapp, qtbot, settings, autosaves, language, size):
    whole = [f"{seat + 1}  {name}" for seat, name in enumerate(PLAYERS)]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(guggitaler_at("domino", PLAYERS, deck="fr"))
        settle()
        panel = window.panel
        assert focus() is panel.domino_buttons[0]
        assert shown(panel.domino_buttons) == whole
        for _ in range(len(PLAYERS) - 1):  # the focus from one button to the next
            tab(qtbot)
            assert focus() in panel.domino_buttons
            assert shown(panel.domino_buttons) == whole
        type_(qtbot, "1")  # named first: greyed out, the others still whole
        assert shown(panel.domino_buttons) == whole


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_weis_and_announcing_team_buttons_keep_the_team_names_whole(
        qapp, qtbot, settings, autosaves, language, size):
    names = [team.name for team in TEAMS]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(new_match("schieber", PLAYERS, preset="swisslos_2500_fr", teams=TEAMS))
        settle()
        assert window.width() == size[0]
        panel = window.panel
        rows = [panel.team_buttons, panel.weis.side_buttons]
        for row in rows:
            assert shown(row) == names
        for row in rows:  # each chosen by a click (it takes the focus): chosen and focused
            for button in reversed(row):
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                assert focus() is button and button.isChecked()
                assert shown(row) == names
        shortcut(qtbot, "Ctrl+W")  # to the Weis field
        type_(qtbot, "50")  # a Weis: its team's button is chosen in earnest (bold)
        for _ in range(12):  # Tab round the form, the focus on one button after another
            tab(qtbot)
            for row in rows:
                assert shown(row) == names, focus()


@pytest.mark.parametrize("language", ["fr", "de"])
def test_a_team_name_shortened_on_a_netbook_is_whole_in_the_tooltip(
        qapp, qtbot, settings, autosaves, language):
    """Two names of 15 letters make a team of 32 letters: on a netbook's 1024×600 its
    button has truly no room for it, says it with "…", and its tooltip says it whole (the
    *Announced by* buttons' tooltip said only "This round only (Ctrl+8)")."""
    players = ["Marie-Christine", "Jean-Christophe", "Anne-Catherine", "Pierre-Emmanuel"]
    teams = [Team(name=f"{players[0]} & {players[2]}", players=[0, 2]),
             Team(name=f"{players[1]} & {players[3]}", players=[1, 3])]
    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        window.start(new_match("schieber", players, teams=teams))
        settle()
        assert window.width() == 1024
        panel = window.panel
        for row in (panel.team_buttons, panel.weis.side_buttons):
            texts = shown(row)
            assert any(text.endswith("…") for text in texts), texts
            for button, team in zip(row, teams, strict=True):
                assert plain(team.name)[len("<qt>"):-len("</qt>")] in button.toolTip()
        said = {"de": "{0} sagt nur diese Runde an (Strg+{1})",
                "fr": "{0} fait atout pour cette donne seulement (Ctrl+{1})"}[language]
        assert [b.toolTip() for b in panel.team_buttons] == [
            plain(said.format(team.name, 8 + t)) for t, team in enumerate(teams)]
