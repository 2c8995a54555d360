"""A Schieber with Striche says what each team's Striche are made of, in the window too.

A trial (Noah, English, Swisslos 2500, Striche on) saw "8" Striche beside Noah & Marco and
nothing saying that Schneider was among them: only the printed sheet broke them down (Win 2,
Berg 1, Match 1, Kontermatsch 2, Schneider 2). The Statistics tab and the board's Striche
(the mouse resting on them) now say it, in the sheet's words. The rounds are typed into the
real window, to a win with the other team Schneider.
"""

import pytest
from PySide6.QtCore import QPoint, Qt

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import ctrl, enter, open_match, settle, type_text
from .test_long_team_names import tooltip_at

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
TEAMS = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
LANGUAGES = ("en", "de", "fr")
#: the rows of the Statistics tab, and what the board's Striche say, per language
SAID = {
    "en": {"Striche": ["11", "0"], "Striche: Win": ["2", "0"], "Striche: Berg": ["1", "0"],
           "Striche: Match": ["2", "0"], "Striche: Kontermatsch": ["4", "0"],
           "Striche: Schneider": ["2", "0"]},
    "de": {"Striche": ["11", "0"], "Striche: Sieg": ["2", "0"], "Striche: Berg": ["1", "0"],
           "Striche: Match": ["2", "0"], "Striche: Kontermatsch": ["4", "0"],
           "Striche: Schneider": ["2", "0"]},
    "fr": {"Traits": ["11", "0"], "Traits\u00a0: Victoire": ["2", "0"],
           "Traits\u00a0: Berg": ["1", "0"], "Traits\u00a0: Match": ["2", "0"],
           "Traits\u00a0: Contre-match": ["4", "0"], "Traits\u00a0: Schneider": ["2", "0"]},
}
#: (spaces and hyphens are no-break ones: each line whole)
TIPS = {
    "en": ("Anna & Cla: 11 Striche\nWin 2, Berg 1, Match 2, Kontermatsch 4, Schneider 2",
           "Beat & Dora: 0 Striche"),
    "de": ("Anna & Cla: 11 Striche\nSieg 2, Berg 1, Match 2, Kontermatsch 4, Schneider 2",
           "Beat & Dora: 0 Striche"),
    "fr": ("Anna & Cla : 11 traits\nVictoire 2, Berg 1, Match 2, Contre-match 4, Schneider 2",
           "Beat & Dora : 0 trait"),
}


@pytest.fixture(params=LANGUAGES)
def spoken(request, qapp, qtbot, settings, autosaves):
    """The window in the language of the test's parameter (English: as it starts)."""
    if request.param == "en":
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


def show_statistics(window, qtbot):
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(window.statistics)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.tabs.currentWidget() is window.statistics


def play_to_a_schneider(window, qtbot):
    """Einfach 1000 (all ×1, Match 257): Anna & Cla win 1148 to 37, with two Matches, two
    Kontermatsch and the Berg; Beat & Dora stay below half the target."""
    ctrl(qtbot, "1")  # Anna announces: 120 card points for Anna & Cla
    type_text(qtbot, "120")
    enter(qtbot)
    ctrl(qtbot, "2")  # Beat announces; Anna & Cla take every trick
    ctrl(qtbot, "k")
    enter(qtbot)
    ctrl(qtbot, "3")  # Cla announces: a Match, and the Berg (634, past 500)
    ctrl(qtbot, "m")
    enter(qtbot)
    ctrl(qtbot, "4")  # Dora announces: a Kontermatsch again
    ctrl(qtbot, "k")
    enter(qtbot)
    ctrl(qtbot, "1")  # Anna announces: a Match, 1148 past the target
    ctrl(qtbot, "m")
    enter(qtbot)


def test_the_statistics_and_the_board_say_what_the_striche_are(spoken, qtbot, request):
    language = request.node.callspec.params["spoken"]
    window = spoken
    open_match(qtbot, window, new_match("schieber", PLAYERS, preset="einfach_1000",
                                        teams=TEAMS, settings={"striche": True}))
    show_statistics(window, qtbot)
    play_to_a_schneider(window, qtbot)
    board = window.controller.board
    assert board.finished and board.winners == [0]
    assert [side.total for side in board.sides] == [1148, 37]
    rows = dict(window.statistics.rows())
    assert {label: values for label, values in rows.items()
            if label in SAID[language]} == SAID[language], rows
    # the sheet's Striche rows in the sheet's order, right after the total
    labels = list(rows)
    start = labels.index(next(iter(SAID[language])))
    assert labels[start:start + len(SAID[language])] == list(SAID[language])
    # the board: the mouse resting on a team's Striche (the slate's right fifth)
    settle()  # the board painted as it is now
    widget = window.board_widget
    for team, said in enumerate(TIPS[language]):
        point = QPoint(int(widget.width() * 0.9), int(widget.height() * (0.3 + 0.5 * team)))
        whole = said.replace(" ", "\u00a0").replace("-", "\u2011")
        assert tooltip_at(qtbot, widget, point) == plain(whole)

