"""The two teams' buttons of a row (Angesagt von, Weis, Stöck, Bedanken) write their names in
one size.

A Romand trial's Chibre at 1024×600 ("Marie-Françoise & Anne-Catherine" against "Les
Cousins de Tour-de-Trême"): team A's *Stöck* button read its name a step smaller than team
B's beside it (each button shrank its own name to fit), and looked like a mistake.
"""

import pytest
from PySide6.QtGui import QFontInfo

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from .conftest import window_in
from .keyboard import open_match, settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

PLAYERS = ["Marie-Françoise", "Pierre-Alain", "Anne-Catherine", "Jean-Christophe"]
TEAMS = [Team(name="Marie-Françoise & Anne-Catherine", players=[0, 2]),
         Team(name="Les Cousins de Tour-de-Trême", players=[1, 3])]


def sizes(buttons):
    return [round(QFontInfo(b.font()).pointSizeF(), 2) for b in buttons]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("language", ["fr", "de"])
def test_a_rows_team_buttons_share_one_size(qapp, qtbot, settings, autosaves, language, size):
    for window in window_in(language, qapp, qtbot, settings, size=size):
        panel, _board = open_match(qtbot, window, new_match(
            "schieber", PLAYERS, preset="swisslos_2500_fr", teams=TEAMS))
        settle()
        rows = {"announced": panel.team_buttons, "weis": panel.weis.side_buttons,
                "stoeck": panel.stoeck_buttons, "bedanken": panel.bedanken_buttons}
        for row, buttons in rows.items():
            one, other = sizes(buttons)
            assert one == other, (row, [b.shown_text() for b in buttons], one, other)
