"""What the form carries from one round to the next, through the real window and the keys.

A round's Stöck, Weis, Match, geschoben and the team chosen for this round only were that
round's: after Enter the form is as new, the next round is written without them, and the
cursor is back where the next round's points are typed. What the table keeps (the order of
play) follows the board. Each test first shows that the keys took effect (the round written
carries them), then that the next round does not.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, focused, type_text

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def started(window, qtbot, variant, preset, players=PLAYERS):
    window.start(new_match(variant, list(players), preset=preset))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()))
    return window.panel


def entries(window):
    return window.controller.match.entries


# -- Schieber -----------------------------------------------------------------------------------


def schieber_form_is_new(panel, window):
    """Nothing of the last round is left in the Schieber form."""
    assert focused() is panel.points[0]
    assert [f.text() for f in panel.points] == ["", ""]
    assert [f.placeholderText() for f in panel.points] == ["", ""]
    assert panel.contract_group.checkedId() == -1
    assert not panel.geschoben.isChecked()
    assert not panel.match.isChecked() and not panel.kontermatsch.isChecked()
    assert panel.weis.field.text() == "" and panel.weis.side() == 0
    assert not any(b.isChecked() for b in panel.stoeck_buttons)
    assert panel.stack.text() == ""
    assert panel.header.note.text() == ""
    # the team that announces is the board's, not the one chosen for the last round
    usual = window.controller.board.figures["announcing_team"]
    assert panel.team_group.checkedId() == usual


def test_schieber_stoeck_weis_geschoben_and_the_team_are_that_rounds(window, qtbot):
    panel = started(window, qtbot, "schieber", "freier_jass")
    assert window.controller.board.figures["announcing_team"] == 0  # Anna announces
    # Schellen ×2, Beat & Dora announce this round only, geschoben; Anna & Cla 101 with Stöck;
    # the Weis of 50 is Beat & Dora's (Ctrl+W, 50, Ctrl+W: the other team)
    ctrl(qtbot, "4")
    ctrl(qtbot, "9")
    ctrl(qtbot, "g")
    assert "This round only" in panel.header.note.text()
    type_text(qtbot, "101")
    ctrl(qtbot, "w")
    type_text(qtbot, "50")
    ctrl(qtbot, "w")
    ctrl(qtbot, "t")
    enter(qtbot)
    (first,) = entries(window)
    assert (first.contract, first.announced_by, first.geschoben) == ("schellen", 1, True)
    assert (first.points, first.weis, first.stoeck) == ((101, 56), (0, 50), 0)
    schieber_form_is_new(panel, window)
    # the next round: Rosen, Anna & Cla 80, Ctrl+W 20: the Weis goes to the first team again
    ctrl(qtbot, "2")
    type_text(qtbot, "80")
    ctrl(qtbot, "w")
    type_text(qtbot, "20")
    enter(qtbot)
    second = entries(window)[1]
    assert (second.contract, second.geschoben, second.stoeck) == ("rosen", False, None)
    assert second.announced_by == 1  # Beat, the next in the order of play
    assert (second.points, second.weis, second.match) == ((80, 77), (20, 0), False)
    schieber_form_is_new(panel, window)


def test_schieber_match_and_kontermatsch_do_not_stay(window, qtbot):
    panel = started(window, qtbot, "schieber", "einfach_1000")
    ctrl(qtbot, "1")
    ctrl(qtbot, "m")  # Anna & Cla announce and take every trick
    enter(qtbot)
    assert entries(window)[-1].match and entries(window)[-1].points == (157, 0)
    schieber_form_is_new(panel, window)
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)
    assert not entries(window)[-1].match and entries(window)[-1].points == (100, 57)
    ctrl(qtbot, "1")
    ctrl(qtbot, "k")  # Kontermatsch: the other team took every trick
    enter(qtbot)
    assert entries(window)[-1].match
    assert window.controller.board.entries[-1].notes == ["Kontermatsch"]
    schieber_form_is_new(panel, window)
    ctrl(qtbot, "1")
    type_text(qtbot, "90")
    enter(qtbot)
    assert not entries(window)[-1].match and len(entries(window)) == 4


def test_schieber_the_contract_is_chosen_again_each_round(window, qtbot):
    panel = started(window, qtbot, "schieber", "einfach_1000")
    ctrl(qtbot, "3")
    type_text(qtbot, "100")
    enter(qtbot)
    type_text(qtbot, "90")
    enter(qtbot)  # no contract chosen for this round: refused, the typing stays
    assert len(entries(window)) == 1 and "Choose the contract" in panel.error_text()
    assert panel.points[0].text() == "90"


def test_schieber_the_team_for_one_round_is_gone_after_undo(window, qtbot):
    panel = started(window, qtbot, "schieber", "einfach_1000")
    ctrl(qtbot, "9")  # Beat & Dora instead of Anna, this round only
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)
    assert entries(window)[0].announced_by == 1
    ctrl(qtbot, "z")  # the round goes: Anna announces again, and her team
    assert entries(window) == ()
    assert panel.team_group.checkedId() == 0 and panel.header.note.text() == ""
    assert panel.header.names()[-1] == "Anna"
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)
    assert entries(window)[0].announced_by == 0


def test_schieber_a_bedanken_stack_does_not_stay(window, qtbot):
    panel = started(window, qtbot, "schieber", "freier_jass")
    ctrl(qtbot, "b")
    assert focused() is panel.stack
    type_text(qtbot, "30")
    # the Schreiber changes his mind: he clicks into the points and writes a round instead
    qtbot.mouseClick(panel.points[0], Qt.MouseButton.LeftButton)
    assert focused() is panel.points[0]
    ctrl(qtbot, "2")
    type_text(qtbot, "57")
    enter(qtbot)
    assert len(entries(window)) == 1 and entries(window)[0].points == (57, 100)
    schieber_form_is_new(panel, window)  # the stack typed before is gone too


# -- Coiffeur -----------------------------------------------------------------------------------


def coiffeur_form_is_new(panel, window):
    board = window.controller.board
    assert focused() is panel.points
    assert panel.points.text() == ""
    assert not panel.match.isChecked() and not panel.kontermatsch.isChecked()
    assert not panel.stoeck.isChecked()
    assert panel.header.note.text() == ""
    nxt = board.figures["next_announcer"]
    if nxt is not None:
        # the team of the next announcer, at its first open row
        assert panel.team.currentIndex() == nxt["team"]
        first_open = next(i for i, row in enumerate(board.figures["rows"])
                          if row["cells"][nxt["team"]] is None)
        assert panel.row.currentData() == first_open


def test_coiffeur_match_stoeck_and_the_team_are_that_rounds(window, qtbot):
    # three players, each alone: the announcer goes Ueli, Vreni, Werner, so a team chosen for
    # one round (Werner instead of Ueli) differs from the next round's (Vreni)
    panel = started(window, qtbot, "coiffeur", "swisslos_8", ["Ueli", "Vreni", "Werner"])
    assert panel.team.currentIndex() == 0
    ctrl(qtbot, "0")  # Werner, this round only
    assert "This round only" in panel.header.note.text()
    ctrl(qtbot, Qt.Key.Key_Down)
    ctrl(qtbot, Qt.Key.Key_Down)
    ctrl(qtbot, Qt.Key.Key_Down)  # Schellen ×4
    ctrl(qtbot, "m")
    ctrl(qtbot, "t")
    enter(qtbot)
    (first,) = entries(window)
    assert (first.team, first.row, first.match, first.stoeck) == (2, 3, True, True)
    assert window.controller.board.sides[2].total == (257 + 20) * 4
    coiffeur_form_is_new(panel, window)
    assert panel.team.currentIndex() == 1 and panel.row.currentData() == 0  # Vreni, Eichel
    type_text(qtbot, "60")
    enter(qtbot)
    second = entries(window)[1]
    assert (second.team, second.row, second.points) == (1, 0, 60)
    assert not second.match and not second.stoeck and not second.kontermatsch
    coiffeur_form_is_new(panel, window)
    ctrl(qtbot, "k")  # Werner's Eichel: Kontermatsch
    enter(qtbot)
    assert entries(window)[2].kontermatsch and entries(window)[2].team == 2
    coiffeur_form_is_new(panel, window)
    type_text(qtbot, "40")  # Ueli's Eichel
    enter(qtbot)
    assert not entries(window)[3].kontermatsch and entries(window)[3].points == 40


def test_coiffeur_the_team_for_one_round_is_gone_after_undo(window, qtbot):
    panel = started(window, qtbot, "coiffeur", "swisslos_8")
    ctrl(qtbot, "9")  # Beat & Dora instead of Anna's team, this round only
    type_text(qtbot, "70")
    enter(qtbot)
    assert entries(window)[0].team == 1
    ctrl(qtbot, "z")
    assert entries(window) == ()
    coiffeur_form_is_new(panel, window)
    assert panel.team.currentIndex() == 0
    type_text(qtbot, "70")
    enter(qtbot)
    assert entries(window)[0].team == 0


def test_coiffeur_stoeck_and_match_go_when_the_same_team_announces_again(window, qtbot):
    # Beat & Dora write out of turn (Ctrl+9) and Beat announces next: the same team, so the
    # form keeps its team, but not the Stöck and the Match of the round before
    panel = started(window, qtbot, "coiffeur", "swisslos_8")
    ctrl(qtbot, "9")
    ctrl(qtbot, "m")
    ctrl(qtbot, "t")
    enter(qtbot)
    assert (entries(window)[0].team, entries(window)[0].stoeck) == (1, True)
    assert window.controller.board.sides[1].total == 257 + 20  # Eichel ×1
    coiffeur_form_is_new(panel, window)
    assert panel.team.currentIndex() == 1 and panel.row.currentData() == 1  # B's Rosen
    assert panel.stoeck.isEnabled()  # Rosen has a trump: Stöck could be written, but are not
    type_text(qtbot, "30")
    enter(qtbot)
    second = entries(window)[1]
    assert (second.team, second.row, second.points, second.match, second.stoeck) == (
        1, 1, 30, False, False)
    assert window.controller.board.sides[1].total == 277 + 60
