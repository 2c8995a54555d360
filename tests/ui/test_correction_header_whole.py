"""The header says a team's whole name while a round is corrected, where its line holds it.

A German trial (Schieber, 1280×728 on a 1366×768 screen, teams "Vreni/Ueli" and
"Margrit/Hanspeter"): *Korrigieren…* on a round of Margrit/Hanspeter said "Gibt Vreni · Angesagt von
Margrit/Hanspet…", with room to spare after "Vreni": the dealer's name kept the width of the
widest dealer so far (Hanspeter), which only keeps "Sagt an" in place from round to round. A
corrected round's dealer does not change: his name is as wide as itself, and the team's name
after it whole; back to the next round, the dealer's name is as steady as before.
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import click, ctrl, enter, key, open_match, settle, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

TEAMS = [Team(name="Vreni/Ueli", players=[0, 2]), Team(name="Margrit/Hanspeter", players=[1, 3])]


@pytest.fixture
def vreni(qapp, qtbot, settings, autosaves):
    """The trial's window: German, 1280×728."""
    yield from window_in("de", qapp, qtbot, settings, size=(1280, 728))


def test_a_corrected_round_s_team_is_whole_in_the_header(vreni, qtbot):
    match = new_match("schieber", ["Vreni", "Margrit", "Ueli", "Hanspeter"],
                      preset="einfach_1000", teams=TEAMS)
    panel, _board = open_match(qtbot, vreni, match)
    for trump in "123":  # three rounds: Hanspeter has dealt
        ctrl(qtbot, trump)
        if trump == "3":  # Ueli's turn; Margrit/Hanspeter announce, this round only
            ctrl(qtbot, "9")
        type_(qtbot, "100")
        enter(qtbot)
    settle()
    dealer = panel.header._labels[0][1]
    steady = dealer.width()
    history = vreni.history.list
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(2)).center())
    click(qtbot, vreni.history.correct_button)  # Korrigieren…
    assert panel.correcting == 2
    settle()
    # a round the other team announced names the team (a round announced as the order
    # says names its player: test_correction_header_player.py)
    assert panel.header.text() == "Gibt: Margrit · Angesagt von: Margrit/Hanspeter"
    announced = panel.header._labels[1][1]
    assert announced.shown_text() == "Margrit/Hanspeter"  # was "Margrit/Hanspet…"
    assert announced.toolTip() == ""  # nothing cut, nothing to explain
    key(qtbot, "Escape")  # leave the correction: the next round's header as steady as before
    assert panel.correcting is None
    settle()
    assert dealer.width() == steady
