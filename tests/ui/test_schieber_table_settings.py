"""Schieber with a target per team (handicap) and a double deck, set in the New match dialog
and played in the real window with the keyboard (RULES.md section 7)."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from jasstafel.core import matchfile
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import ALT, CTRL, ctrl, enter, focused, in_next_dialog, press, tab, type_text

PLAYERS = ("Anna", "Beat", "Cla", "Dora")


def click_box(qtbot, box):
    """A click on a check box's box."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def replace_text(qtbot, field, text):
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(field, text)


def new_handicap_schieber(window, qtbot, targets=("1000", "600"), double=True):
    """Ctrl+N, Schieber, Einfach 1000, a target per team and the double deck, four names."""
    def fill(dialog):
        press(qtbot, "v", ALT)
        type_text(qtbot, "S")  # Schieber
        tab(qtbot, 2)  # past the cards to the preset
        type_text(qtbot, "E")  # Einfach 1000
        assert dialog.preset.currentData() == "einfach_1000"
        row = dialog.form.editors["team_targets"]
        click_box(qtbot, row.findChild(QCheckBox, "on"))
        for name, target in zip(("part0", "part1"), targets, strict=True):
            replace_text(qtbot, row.findChild(NumberField, name), target)
        if double:
            click_box(qtbot, dialog.form.editors["double_deck"])
        dialog.name_edits[0].setFocus()
        for name in PLAYERS:
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)  # Start
    errors = in_next_dialog(qtbot, fill)
    ctrl(qtbot, "n")
    assert not errors, errors
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.controller.session is not None
    return window.panel


def subline(window, team):
    """What the board writes under a team's Z: how far to go, the target, the marks."""
    from jasstafel.ui.variants.schieber_board import slate_of

    half = slate_of(window.controller.board).halves[team]
    return [*half.progress, *half.marks]


def test_a_handicap_with_a_double_deck_to_the_end(window, qtbot):
    panel = new_handicap_schieber(window, qtbot)
    settings = window.controller.match.document.settings
    assert settings.team_targets == (1000, 600) and settings.double_deck
    assert subline(window, 0) == ["Target 1000"] and subline(window, 1) == ["Target 600"]
    assert "314 − x" in panel.points_box.title()
    assert focused() is panel.points[0]
    # 1: Eicheln, Anna & Cla 100 → Beat & Dora 214 (314 − 100, shown grey before Enter)
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    assert panel.points[1].placeholderText() == "214"
    enter(qtbot)
    assert window.controller.match.entries[-1].points == (100, 214)
    assert subline(window, 0) == ["900 to go", "Target 1000"]
    assert subline(window, 1) == ["386 to go", "Target 600"]
    # 2: a typed 315 is refused as typed, 314 − x stays the rule
    ctrl(qtbot, "1")
    type_text(qtbot, "315")
    enter(qtbot)
    assert "at most 314 (double deck), not 315" in panel.error_text()
    assert panel.points[0].text() == "315" and len(window.controller.match.entries) == 1
    ctrl(qtbot, "a")
    type_text(qtbot, "100")
    enter(qtbot)
    # 3: Beat & Dora past their own 600 (Anna & Cla far from 1000): they win after the round
    ctrl(qtbot, "1")
    type_text(qtbot, "100")
    enter(qtbot)
    board = window.controller.board
    assert [s.total for s in board.sides] == [300, 642]
    assert board.finished and board.winners == [1]
    assert subline(window, 1) == ["Winner!", "Berg"]  # the winner keeps his marks
    saved = matchfile.load(window.controller.session.target)
    assert saved.document.settings.team_targets == (1000, 600)


def test_a_match_with_a_double_deck_writes_314_and_the_bonus(window, qtbot):
    panel = new_handicap_schieber(window, qtbot, targets=("4500", "4000"))
    ctrl(qtbot, "2")  # Rosen, ×1 in Einfach 1000
    ctrl(qtbot, "8")  # Anna & Cla announce
    ctrl(qtbot, "m")  # Match
    assert panel.points[0].text() == "314"
    enter(qtbot)
    assert window.controller.match.entries[-1].points == (314, 0)
    assert [s.total for s in window.controller.board.sides] == [414, 0]  # 314 + 100 bonus
    assert subline(window, 0) == ["4086 to go", "Target 4500", "Matches: 1"]
    assert subline(window, 1) == ["Target 4000"]


def test_both_teams_past_their_own_targets_are_named(window, qtbot):
    panel = new_handicap_schieber(window, qtbot, targets=("300", "200"), double=False)
    for points in (100, 100, 90):  # 290 : 181, both short of their targets
        ctrl(qtbot, "1")
        type_text(qtbot, str(points))
        enter(qtbot)
    ctrl(qtbot, "1")
    type_text(qtbot, "60")  # 350 : 278: both past, nobody bedankte during the round
    enter(qtbot)
    board = window.controller.board
    assert board.figures["awaiting_bedanken"] and not board.finished
    assert panel.both_over.text().startswith(
        "Both teams are past their targets (300 and 200): which team called Bedanken first?")


def test_undo_of_the_round_that_left_both_past_gives_the_keys_back_to_the_points(window,
                                                                                 qtbot):
    """A trial: both teams past the target, the question "which team called Bedanken
    first?" with the keys on *Bedanken: Anna & Cla*; Ctrl+Z took the round back, but the
    keys stayed on that button: the digits typed next went nowhere, and the next Enter
    wrote a Bedanken that ended the Partie ("too early")."""
    panel = new_handicap_schieber(window, qtbot, targets=("300", "200"), double=False)
    for points in (100, 100, 90):
        ctrl(qtbot, "1")
        type_text(qtbot, str(points))
        enter(qtbot)
    ctrl(qtbot, "1")
    type_text(qtbot, "60")
    enter(qtbot)
    assert window.controller.board.figures["awaiting_bedanken"]
    assert focused() is panel.bedanken_buttons[0]
    ctrl(qtbot, "z")
    board = window.controller.board
    assert not board.figures.get("awaiting_bedanken") and len(window.controller.match.entries) == 3
    assert focused() is panel.points[0]
    ctrl(qtbot, "1")
    type_text(qtbot, "57")
    assert panel.points[0].text() == "57"
    enter(qtbot)
    entries = window.controller.match.entries
    assert len(entries) == 4 and entries[-1].points == (57, 100)
    assert not window.controller.board.finished
