"""A Coiffeur of three teams of two with one long name (a Romand trial's, in French at
1280×728 of a 1366×768 screen): Claire, Jean-Philippe Perrenoud, Marc, Anne-Sophie, Louis and
Élodie, seats 1 + 4, 2 + 5 and 3 + 6 together.

* When Jean-Philippe Perrenoud had the turn, the header's *Fait atout Jean-Philippe Perrenoud
  (Jean-…)* asked for a wider form: the board | form split moved about 21 px left, and
  *Match*, *Contre-match* and *Stöck* moved under the mouse, back again at the next announcer.
  The form's width is the same whoever announces.
* The header cut the team after the announcer with room to spare under it (*Louis
  (Jean-Philippe Perrenou…)*, *Anne-Sophie (Claire & Anne-S…)*): the name goes on in the
  room its note keeps, empty while no team announces for another (as high as the longest
  such name needs, three lines in all), and only a name too long for that too is
  shortened, whole in its tooltip.

The match is set up as the Schreiber does it (Ctrl+N, the names typed, Enter), the rounds
typed with keys.

A team named after its players is told by its announcer's name alone (*Louis*, not *Louis
(Jean-Philippe Perrenoud & Louis)*: tests/ui/test_coiffeur_announcer_once.py); the room under
the name is measured here with teams of names of their own."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel

from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import enter, settle, type_
from .test_sheet_heads import started

PLAYERS = ["Claire", "Jean-Philippe Perrenoud", "Marc", "Anne-Sophie", "Louis", "Élodie"]
#: team A (Claire & Anne-Sophie) of a name of its own
STAMMTISCH = "Stammtisch zum Goldenen Hirschen Bern"
#: the long name in team A (seats 1 + 4), of a name of its own as long as the trial's
#: "Jean-Philippe Perrenoud & Louis"
LONG_FIRST = ["Jean-Philippe Perrenoud", "Claire", "Marc", "Louis", "Anne-Sophie", "Élodie"]
OWN_NAME = "Perrenoud & Loulou du Val-de-Ruz"
TRIAL = (1280, 728)
NETBOOK = (1024, 600)

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def window_at(qapp, qtbot, settings, autosaves, request):
    """The window in the language and at the size the test names."""
    language, size = request.param
    yield from window_in(language, qapp, qtbot, settings, size=size)


def laid_out():
    """The window laid out again after an entry: the form first, then the split beside the
    board, which follows the form's least width a round of events later."""
    settle()
    settle()


def buttons(window):
    """Where the form's buttons and boxes are in the window: (x, y, width, height)."""
    panel = window.panel
    return {name: widget.geometry().translated(
        widget.parentWidget().mapTo(window, QPoint(0, 0))).getRect()
        for name, widget in (("team", panel.team), ("row", panel.row),
                             ("points", panel.points), ("match", panel.match),
                             ("kontermatsch", panel.kontermatsch), ("stoeck", panel.stoeck),
                             ("write", panel.write_button))}


def written(window, qtbot, count):
    type_(qtbot, "100")
    enter(qtbot)
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == count)
    laid_out()


def announcer(window):
    """The header's announcer: its label, and the name as the match says it."""
    header = window.panel.header
    label = header.findChild(QLabel, f"turnName{len(header.names()) - 1}")
    return label, header.names()[-1]


@pytest.mark.parametrize("window_at", [("fr", TRIAL), ("fr", NETBOOK), ("de", TRIAL)],
                         indirect=True)
def test_the_form_stays_whoever_announces(window_at, qtbot, settings):
    window = window_at
    started(window, qtbot, settings, "coiffeur", PLAYERS, team=STAMMTISCH)
    laid_out()
    first = buttons(window)
    said = []
    for count in range(1, 7):  # every player announces once, the long name second
        said.append(window.panel.header.names()[-1])
        written(window, qtbot, count)
        assert buttons(window) == first, (count, said[-1])
    assert said[0] == f"Claire ({STAMMTISCH})"
    assert said[3] == f"Anne-Sophie ({STAMMTISCH})"
    assert (said[1], said[4]) == ("Jean-Philippe Perrenoud", "Louis")  # their team's names


def lines_painted(label):
    """The announcer's name as the header paints it, line by line."""
    return label.shown_text().split("\n")


@pytest.mark.parametrize("window_at", [("fr", TRIAL), ("de", TRIAL)], indirect=True)
def test_the_team_after_the_announcer_uses_the_room_under_it(window_at, qtbot, settings):
    window = window_at
    started(window, qtbot, settings, "coiffeur", LONG_FIRST, team=OWN_NAME)
    laid_out()
    header = window.panel.header
    height = header.height()
    seen = {}
    for count in range(1, 7):
        label, name = announcer(window)
        seen[name] = (lines_painted(label), label.toolTip())
        # every line inside the header and as wide as the name's room at most
        for line in lines_painted(label):
            assert label.fontMetrics().horizontalAdvance(line) <= label.contentsRect().width()
        written(window, qtbot, count)
        assert header.height() == height
    # the trial's cut names whole, on two lines, broken at a space (never at a hyphen)
    name = f"Louis ({OWN_NAME})"
    lines, tip = seen[name]
    assert " ".join(lines) == name, lines
    assert tip == ""
    assert not any(line.endswith("-") for line in lines), lines
    assert len(lines) == 2
    # his own team after his name needs more: a third line, kept for the match (the
    # header's height did not change above)
    name = f"Jean-Philippe Perrenoud ({OWN_NAME})"
    lines, tip = seen[name]
    assert len(lines) == 3 and " ".join(lines) == name, lines
    assert tip == ""
    # a team named after its players: the announcer alone, on his line
    assert seen["Marc"] == (["Marc"], "")
    assert seen["Anne-Sophie"] == (["Anne-Sophie"], "")


@pytest.mark.parametrize("window_at", [("fr", NETBOOK)], indirect=True)
def test_a_team_too_long_even_so_is_shortened_whole_in_its_tooltip(window_at, qtbot, settings):
    window = window_at
    players = ["Jean-Philippe Perrenoud-Montandon de la Grange du Val-de-Ruz", "Claire", "Marc",
               "Louis-Frédéric Dubois-Reymond", "Anne-Sophie", "Élodie"]
    started(window, qtbot, settings, "coiffeur", players,
            team="Les Amis de Louis-Frédéric Dubois-Reymond du Val-de-Ruz")
    laid_out()
    label, name = announcer(window)  # the first to announce, of team A
    lines = lines_painted(label)
    assert name.startswith("Jean-Philippe Perrenoud-Montandon de la Grange du Val-de-Ruz (")
    # the lines the header has for it (three at most): the player's name whole, his team
    # too where the names' smaller size on a line each has its room, else shortened
    assert len(lines) <= 3, lines
    assert " ".join(lines).startswith(
        "Jean-Philippe Perrenoud-Montandon de la Grange du Val-de-Ruz (")
    if lines[-1].endswith("…)"):
        assert label.toolTip() == plain(name)
    else:
        assert " ".join(lines) == name and label.toolTip() == ""
    for line in lines:
        assert label.fontMetrics().horizontalAdvance(line) <= label.contentsRect().width()
