"""A team renamed in *Names and details…* leaves the header above the form as high as it was.

A netbook trial (1024×600, German): team A renamed "Stammtisch zum Goldenen Hirschen Bern",
and the header went from one line ("Gibt Hans · Sagt an Ruedi") to two, and the whole form
moved down 34 px, although the header shows a team's name only when a team announces this
round only or while a round is corrected. A team's name in the header is shortened with "…"
to the room its line has (whole in the tooltip); only the players' names decide its lines.
"""

import pytest
from PySide6.QtWidgets import QLabel

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import enter, focus, open_match, settle, shortcut, tab, type_
from .test_names_dialog import in_form, in_names_dialog
from .test_steady_names import places

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

# Hans deals, Ruedi announces first; team A: Ruedi & Kari, team B: Vreni & Hans
PLAYERS = ["Ruedi", "Vreni", "Kari", "Hans"]
LONG = "Stammtisch zum Goldenen Hirschen Bern"
SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def name_labels(header):
    """The header's names as shown: (the text painted, its lines joined, the tooltip), each
    inside the header (a team's name may go on in the empty room of the note under it)."""
    labels = [label for label in header.findChildren(QLabel)
              if label.objectName().startswith("turnName") and label.isVisible()]
    for label in labels:
        box = label.geometry().translated(label.parentWidget().mapTo(header, label.parentWidget(
            ).rect().topLeft()))
        assert header.rect().contains(box), (label.text(), box, header.rect())
        for line in label.shown_text().split("\n"):  # nothing cut
            assert label.fontMetrics().horizontalAdvance(line) <= label.contentsRect().width(), (
                line)
    return [(label.shown_text().replace("\n", " "), label.toolTip()) for label in labels]


def lines(header):
    """The top and the height of each name in the header: one line, or a line each."""
    return [(label.mapTo(header, label.rect().topLeft()).y(), label.height())
            for label in header.findChildren(QLabel)
            if label.objectName().startswith("turnName") and label.isVisible()]


def rename_team_a(qtbot, window):
    def rename(dialog):
        tab(qtbot, 4)  # seats 2, 3 and 4, then team A's name (empty: called after its players)
        type_(qtbot, LONG)
        enter(qtbot)

    in_names_dialog(qtbot, rename)
    in_form(qtbot, window)
    settle()
    assert window.controller.match.document.teams[0].name == LONG


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_long_team_name_leaves_the_header_and_the_form_where_they_were(
        qapp, qtbot, settings, autosaves, language, size):
    for window in window_in(language, qapp, qtbot, settings, size=size):
        open_match(qtbot, window, new_match("schieber", PLAYERS))
        settle()
        before, height = places(window), window.panel.header.height()
        said = window.panel.header.names()
        names_line = lines(window.panel.header)
        assert said == ["Hans", "Ruedi"]
        assert name_labels(window.panel.header) == [("Hans", ""), ("Ruedi", "")]

        rename_team_a(qtbot, window)
        header = window.panel.header
        assert header.names() == said  # the players whole, as before
        assert name_labels(header) == [("Hans", ""), ("Ruedi", "")]
        assert header.height() == height
        assert lines(header) == names_line
        # the form keeps its columns and begins where it began; a team's name too long for
        # one line goes on two on its buttons (Angesagt von, Weis, Stöck, Bedanken), so the
        # rows below them may stand lower once the team is renamed (docs/window.md)
        after = places(window)
        assert after[0] == before[0]
        assert [(kind, name, (x, w)) for kind, name, (x, _y, w, _h) in after] == [
            (kind, name, (x, w)) for kind, name, (x, _y, w, _h) in before]

        # a round written: Ruedi deals, Vreni (team B) announces
        shortcut(qtbot, "Ctrl+1")
        type_(qtbot, "100")
        enter(qtbot)
        settle()
        assert header.names() == ["Ruedi", "Vreni"]
        # this round only: team A announces; the header says its name, shortened where the
        # line has no room for it whole, and keeps its height
        shortcut(qtbot, "Ctrl+8")
        settle()
        assert focus() is window.panel.points[0]
        assert header.names() == ["Ruedi", LONG]
        (dealer, _), (team, tip) = name_labels(header)
        assert dealer == "Ruedi"
        if team != LONG:
            assert team.endswith("…") and LONG.startswith(team[:-1]), team
            assert len(team) > len("Stammtisch…"), team  # the line's room, not a few letters
            assert tip == plain(LONG)
        # on the line the names had: the header asks for no second line for it
        assert lines(header) == names_line


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_coiffeur_header_shortens_the_team_after_its_announcer(
        qapp, qtbot, settings, autosaves, language):
    """The Coiffeur's header says the announcer with the team ("Sagt an Ruedi (Ruedi &
    Kari)"): a long team's name is shortened after the player's name, which stays whole."""
    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        open_match(qtbot, window, new_match("coiffeur", PLAYERS))
        settle()
        header = window.panel.header
        before, height, names_line = places(window), header.height(), lines(header)
        rename_team_a(qtbot, window)
        header = window.panel.header
        assert header.names() == ["Hans", f"Ruedi ({LONG})"]
        (dealer, _), (announcer, tip) = name_labels(header)
        assert dealer == "Hans"
        if announcer != f"Ruedi ({LONG})":
            assert announcer.startswith("Ruedi (Stammtisch") and announcer.endswith("…)")
            assert tip == plain(f"Ruedi ({LONG})")
        assert (header.height(), lines(header)) == (height, names_line)
        assert [p for p in places(window) if p not in before] == [], [
            p for p in before if p not in places(window)]
