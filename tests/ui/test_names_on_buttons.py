"""A name on a button is whole wherever the form has its usual room, with the keyboard focus on
the button or not, chosen or not (a French trial at 1280×800: the Guggitaler's player button
with the focus read "1  Chan…" beside "2  Benoît", and "Chantal" came back whole once another
one was chosen; the Schieber's Weis and *Announced by* buttons read "Chantal & Élo…" and
"Benoît & Dan…" where the Stöck and Bedanken buttons of the same form had the names whole)."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import focus, settle, shortcut, tab, type_
from .test_focus_seen import guggitaler_at

PLAYERS = ["Chantal", "Benoît", "Élodie", "Daniel"]
TEAMS = [Team(name="Chantal & Élodie", players=[0, 2]),
         Team(name="Benoît & Daniel", players=[1, 3])]
SIZES = [(1280, 800), (1366, 768), (1024, 600)]


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
        assert focus() is panel.taker_row  # where the digits go
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
        assert focus() is panel.domino_row
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
        shortcut(qtbot, "Ctrl+W")  # to the Weis field
        type_(qtbot, "50")  # a Weis: a Weis team's button is chosen only with one (bold)
        for row in rows:  # each chosen by a click: chosen, and focused (a Weis team's
            for button in reversed(row):  # click puts the cursor in the Weis total)
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                taker = panel.weis.field if row is panel.weis.side_buttons else button
                assert focus() is taker and button.isChecked()
                assert shown(row) == names
        for _ in range(12):  # Tab round the form, the focus on one button after another
            tab(qtbot)
            for row in rows:
                assert shown(row) == names, focus()


@pytest.mark.parametrize("language", ["fr", "de"])
def test_a_team_name_too_long_for_a_line_on_a_netbook_is_whole_in_the_tooltip(
        qapp, qtbot, settings, autosaves, language):
    """Two names of 15 letters make a team of 32 letters: on a netbook's 1024×600 its
    button has truly no room for it on one line, and writes it on two, whole (it said it
    with "…", and a trial's read "Die Trumpfköni…": test_schieber_long_names_on_buttons.py);
    its tooltip says it whole too (the *Announced by* buttons' tooltip said only "This round
    only (Ctrl+8)")."""
    players = ["Marie-Christine", "Jean-Christophe", "Anne-Catherine", "Pierre-Emmanuel"]
    teams = [Team(name=f"{players[0]} & {players[2]}", players=[0, 2]),
             Team(name=f"{players[1]} & {players[3]}", players=[1, 3])]
    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        window.start(new_match("schieber", players, teams=teams))
        settle()
        assert window.width() == 1024
        panel = window.panel
        for row in (panel.team_buttons, panel.weis.side_buttons):
            assert shown(row) == [team.name.replace(" & ", " &\n") for team in teams]
            for button, team in zip(row, teams, strict=True):
                assert plain(team.name)[len("<qt>"):-len("</qt>")] in button.toolTip()
        said = {"de": "{0} sagt nur diese Runde an (Strg+{1})",
                "fr": "{0} fait atout pour cette donne seulement (Ctrl+{1})"}[language]
        assert [b.toolTip() for b in panel.team_buttons] == [
            plain(said.format(team.name, 8 + t)) for t, team in enumerate(teams)]


# -- a Romand trial at 1024×600: "1  Jean-…" beside "2  Sylvie" with room to spare --------

ROMANDS = ["Jean-Marc", "Sylvie", "Noémie", "Pascal"]
#: the window's room on the trial's 1024×600 screen (the title bar and borders taken) and
#: the window's own size there
NETBOOK_SIZES = [(1014, 556), (1024, 600)]


@pytest.mark.parametrize("size", NETBOOK_SIZES)
@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("game", ["rosenkoenig", "domino"])
def test_a_longer_name_gets_more_of_the_row_in_the_guggitaler(
        qapp, qtbot, settings, autosaves, language, size, game):
    """The four buttons shared the row in equal parts: "1  Jean-…" had too little, "2  Sylvie"
    more than it needed. A name that needs more gets more."""
    whole = [f"{seat + 1}  {name}" for seat, name in enumerate(ROMANDS)]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(guggitaler_at(game, ROMANDS, deck="fr"))
        settle()
        panel = window.panel
        buttons = panel.domino_buttons if game == "domino" else panel.taker_buttons
        assert shown(buttons) == whole
        type_(qtbot, "1")  # chosen (bold) or named first: still whole
        assert shown(buttons) == whole


@pytest.mark.parametrize("size", NETBOOK_SIZES)
@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_fahnder_player_rows_give_a_longer_name_its_room(
        qapp, qtbot, settings, autosaves, language, size):
    """The Fahnder's and the partner's buttons took the grid's columns that the bid field
    and the quick bids had shaped: Jean-Marc's was the narrowest of four ("Jean-…")."""
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(new_match("fahnder", ROMANDS))
        settle()
        panel = window.panel
        for row in (panel.fahnder_buttons, panel.partner_buttons):
            assert shown(row) == ROMANDS
            widths = [button.width() for button in row]
            assert widths[0] >= max(widths) - 1, widths  # the longest name: not the narrowest
        shortcut(qtbot, "Ctrl+1")  # Jean-Marc is the Fahnder: bold, still whole
        assert shown(panel.fahnder_buttons) == ROMANDS


@pytest.mark.parametrize("width", [940, 1014])
@pytest.mark.parametrize("rounds_written", [2, 3])
def test_the_molotow_heads_keep_jean_marc_whole(qapp, qtbot, settings, autosaves, width,
                                                rounds_written):
    """The Molotow board's head read "Jean-Ma…" once every round was written (the dealer's
    line under the names gone, the heads' font was to be larger, and a name that needed a
    little less than the least size was shortened): a name is whole where a size a little
    smaller than the others' shows it."""
    from jasstafel.core.molotow import MolotowRound
    from jasstafel.ui.widgets.points_table import PointsTable

    match = new_match("molotow", ROMANDS, settings={"rounds": 3, "deck": "fr"})
    for points in ([40, 25, 60, 32], [30, 47, 50, 30], [30, 28, 20, 79])[:rounds_written]:
        match.add(MolotowRound(points=points))
    for window in window_in("fr", qapp, qtbot, settings, size=(width, 556)):
        window.start(match)
        settle()
        table = window.findChildren(PointsTable)[0]
        table.grab()
        assert table.painted_names == ROMANDS


# -- a Romand trial at 1280×800: "Sylvie & Jean-Ma…" on the Weis button alone -------------

TRIAL_PLAYERS = ["Sylvie", "Pascal", "Jean-Marc", "Elodie"]
TRIAL_TEAMS = [Team(name="Sylvie & Jean-Marc", players=[0, 2]),
               Team(name="Pascal & Elodie", players=[1, 3])]


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
@pytest.mark.parametrize("language", ["fr", "de"])
def test_every_schieber_team_button_keeps_the_trials_names_whole(
        qapp, qtbot, settings, autosaves, language, size):
    """The trial's: the *Annonces* (Weis) row's button read "Sylvie & Jean-Ma…" while
    *Atout fait par*, *Stöck* and *Sortir* had the name whole (the Weis field and *Effacer
    les annonces* share its line); in German *Angesagt von* read "Sylvie & Jean-M…" beside
    *geschoben (Strg+G)*. Where the row has not the room for the name in its size, it is
    written a step smaller, whole, before it is shortened: every team button of the form
    says the names whole, chosen or not, with the cursor or not."""
    names = [team.name for team in TRIAL_TEAMS]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(new_match("schieber", TRIAL_PLAYERS, teams=TRIAL_TEAMS))
        settle()
        assert window.width() == size[0]
        panel = window.panel
        rows = [panel.team_buttons, panel.weis.side_buttons, panel.stoeck_buttons,
                panel.bedanken_buttons]
        for row in rows:
            assert shown(row) == names
        shortcut(qtbot, "Ctrl+W")
        type_(qtbot, "50")
        for row in rows[:3]:  # each chosen by a click
            for button in reversed(row):
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                for each in rows:
                    assert shown(each) == names
        for _ in range(12):  # Tab round the form
            tab(qtbot)
            for row in rows:
                assert shown(row) == names, focus()
