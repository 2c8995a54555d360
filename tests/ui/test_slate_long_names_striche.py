"""A long team name and its players' line are whole on the Schieber slate beside the Striche.

A French trial at 1366×768 (Claire, mostly the mouse): with *Traits au verso* on, team B's
name read "Jean-Philippe P…" and its players' line "Jean-Philippe Perr…", while without
the Striche the name was whole on two lines and the printed sheet had it whole. Beside the
Striche the column is narrower: two lines did not fit it, and the name was shortened. The
team was named after its players, as the New match dialog names it.

The window is opened as a person opens a match and a round is typed by keys; the painter is
asked where each text of the slate went (its glyphs against its rect and the slate).
"""

import pytest
from PySide6.QtCore import QRectF

from jasstafel.core.matchfile import named_by_players, new_match
from jasstafel.core.variant import Team

from .conftest import window_in
from .keyboard import ctrl, enter, open_match, settle, type_
from .texts import painted_boxes

PLAYERS = ["Claire", "Jean-Philippe Perrenoud", "Marc", "Anne-Sophie"]
#: the trial's teams, each named after its players (as the New match dialog names them)
TRIAL = [Team(name="Claire & Marc", players=[0, 2]),
         Team(name="Jean-Philippe Perrenoud & Anne-Sophie", players=[1, 3])]
#: the trial's teams, their names' players in the other order than the teams list them
#: ("Claire, Marc" under "Marc & Claire"): their players' lines say what the names say
BACKWARDS = [Team(name="Marc & Claire", players=[0, 2]),
             Team(name="Jean-Philippe Perrenoud & Anne-Sophie", players=[3, 1])]
#: a long name of its own over long players' names: both lines say something
OWN = [Team(name="Stammtisch zum Goldenen Löwen", players=[1, 3]),
       Team(name="Claire & Marc", players=[0, 2])]


def read(text):
    """A text as it reads, on one line or several."""
    return " ".join(text.split())


def slate_texts(board):
    """Every text the slate paints (boxes), and those cut: glyphs outside their rect or
    outside the slate."""
    frame = max(6.0, min(board.width(), board.height()) * 0.025)
    slate = QRectF(board.rect()).adjusted(frame, frame, -frame, -frame)
    boxes = painted_boxes(board)
    cut = [b.text for b in boxes if not b.rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(
        b.glyphs) or not slate.contains(b.glyphs)]
    return boxes, cut


def heads_whole(window, teams):
    """Each team's name is painted whole (on one line or more), and its players' line
    too, or left out only where it says what the name says (a team named after its
    players): nothing shortened, nothing cut. The boxes of the totals, where the numbers
    are written."""
    settle()
    board = window.board_widget
    boxes, cut = slate_texts(board)
    assert cut == [], cut
    said = [read(b.text) for b in boxes]
    for team in teams:
        players = [PLAYERS[p] for p in team.players]
        assert team.name in said, (team.name, " | ".join(said))
        if ", ".join(players) not in said:
            assert named_by_players(team.name, players), (team.name, said)
    assert not any(b.text.endswith("…") for b in boxes), said
    assert board.head_tips.shortened == []
    column = next(b.rect.left() for b in boxes if read(b.text) == teams[0].name)
    totals = [b.rect for b in boxes if b.rect.left() == column
              and b.text in {half.total for half in board.slate.halves}]
    assert len(totals) == 2, said
    return totals


def typed_round_moves_nothing(qtbot, window, teams):
    """The heads whole before and after a round typed by keys, the totals written where
    they were."""
    totals = heads_whole(window, teams)
    ctrl(qtbot, "1")
    type_(qtbot, "100")
    enter(qtbot)
    assert len(window.controller.board.entries) == 1
    assert heads_whole(window, teams) == totals


#: the trial's screen (its window 1280×728 on it), a maximised window there, a netbook's
SIZES = [(1280, 728), (1366, 768), (1024, 600)]


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
@pytest.mark.parametrize("striche", [True, False], ids=["with-striche", "front"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_trials_long_name_is_whole_beside_the_striche(
        qapp, qtbot, settings, autosaves, language, size, striche):
    for window in window_in(language, qapp, qtbot, settings, size=size):
        open_match(qtbot, window, new_match("schieber", PLAYERS, teams=TRIAL,
                                            settings={"striche": striche}))
        typed_round_moves_nothing(qtbot, window, TRIAL)


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
@pytest.mark.parametrize("language", ["fr", "de"])
def test_a_team_named_after_its_players_backwards_is_whole_too(
        qapp, qtbot, settings, autosaves, language):
    """"Jean-Philippe Perrenoud & Anne-Sophie" over "Anne-Sophie, Jean-Philippe Perrenoud"
    says its players as a name in their order does: on a netbook beside the Striche the
    players' line is left out before the name is shortened (it was kept, and a head ended
    in "…"), as the printed sheet leaves them out."""
    for window in window_in(language, qapp, qtbot, settings, size=(1024, 600)):
        open_match(qtbot, window, new_match("schieber", PLAYERS, teams=BACKWARDS,
                                            settings={"striche": True}))
        typed_round_moves_nothing(qtbot, window, BACKWARDS)


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
@pytest.mark.parametrize("striche", [True, False], ids=["with-striche", "front"])
@pytest.mark.parametrize("size", SIZES[:2])
@pytest.mark.parametrize("language", ["fr", "de"])
def test_a_long_name_of_its_own_and_long_players_are_whole(
        qapp, qtbot, settings, autosaves, language, size, striche):
    """Both lines say something: neither is left out."""
    for window in window_in(language, qapp, qtbot, settings, size=size):
        open_match(qtbot, window, new_match("schieber", PLAYERS, teams=OWN,
                                            settings={"striche": striche}))
        typed_round_moves_nothing(qtbot, window, OWN)


@pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")
def test_without_room_for_both_the_name_is_whole_and_the_players_shortened(
        qapp, qtbot, settings, autosaves):
    """A netbook beside the Striche has no room for three lines of a name over three of
    its players, even a step smaller: the name is whole, the players' line shortened with
    "…" on one line and whole in its tooltip."""
    from jasstafel.ui.widgets.messages import plain

    from .test_long_team_names import tooltip_at

    for window in window_in("de", qapp, qtbot, settings, size=(1024, 600)):
        open_match(qtbot, window, new_match("schieber", PLAYERS, teams=OWN,
                                            settings={"striche": True}))
        settle()
        board = window.board_widget
        boxes, cut = slate_texts(board)
        assert cut == []
        said = [read(b.text) for b in boxes]
        assert OWN[0].name in said and OWN[1].name in said, said
        whole = "Jean-Philippe Perrenoud, Anne-Sophie"
        short = next(b for b in boxes if b.text.endswith("…"))
        assert whole.startswith(short.text[:-1]), said
        assert tooltip_at(qtbot, board, short.rect.center().toPoint()) == plain(whole)


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
@pytest.mark.parametrize("teams", [TRIAL, BACKWARDS], ids=["in-order", "backwards"])
def test_a_team_named_after_its_players_is_named_once(qapp, qtbot, settings, autosaves, teams):
    """A French trial's slate had room, and wrote "Anne-Sophie & Pierre-Alain" over
    "Anne-Sophie, Pierre-Alain": the same players twice, as the printed sheet no longer
    does. A team of its own name keeps its players' line."""
    for window in window_in("fr", qapp, qtbot, settings, size=(1366, 768)):
        open_match(qtbot, window, new_match("schieber", PLAYERS, teams=teams))
        settle()
        said = [read(b.text) for b in painted_boxes(window.board_widget)]
        for team in teams:
            assert said.count(team.name) == 1, said
            assert ", ".join(PLAYERS[p] for p in team.players) not in said, said
        open_match(qtbot, window, new_match("schieber", PLAYERS, teams=OWN))
        settle()
        said = [read(b.text) for b in painted_boxes(window.board_widget)]
        assert "Jean-Philippe Perrenoud, Anne-Sophie" in said, said
