"""A Schreiber keeps a Handjass slate in the real window: card points or Striche set
directly (the steppers), keyboard and mouse, offscreen."""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.handjass import HandjassRound, HandjassStriche
from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.variants.handjass import HandjassBoard

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def start(window, players, settings=None, preset=None):
    window.start(new_match("handjass", list(players), preset=preset, settings=settings))
    QApplication.processEvents()  # let the new panel's shortcuts register
    return window.panel


def totals(window):
    return [s.total for s in window.controller.board.sides]


def type_into(qtbot, spin, value):
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))


def write_points(qtbot, panel, points, type_last=True):
    """Type every player's card points (Tab from field to field), Enter."""
    n = len(points)
    qtbot.keyClick(panel.tabs, "C", ALT)
    assert panel.tabs.currentIndex() == 0
    for seat, value in enumerate(points[:-1]):
        type_into(qtbot, panel.points[seat], value)
    last = panel.points[n - 1]
    if type_last:
        type_into(qtbot, last, points[-1])
    else:  # four players: the last player's points follow from the others
        assert last.value() == points[-1]
    qtbot.keyClick(last, Qt.Key.Key_Return)


def write_striche(qtbot, panel, striche, mouse=False):
    """Set the Striche of a round directly: Ctrl+1 … Ctrl+5 (or the tab and its + buttons),
    Enter."""
    if mouse:
        bar = panel.tabs.tabBar()
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
        assert panel.tabs.currentIndex() == 1
    for seat, count in enumerate(striche):
        for _ in range(count):
            if mouse:
                qtbot.mouseClick(panel.plus_buttons[seat], Qt.MouseButton.LeftButton)
            else:
                qtbot.keyClick(panel, str(seat + 1), CTRL)
    assert panel.tabs.currentIndex() == 1
    assert [panel.steppers[s].value() for s in range(len(striche))] == list(striche)
    qtbot.keyClick(panel.steppers[0], Qt.Key.Key_Return)


@pytest.mark.parametrize(("example", "expected", "winners", "status"), [
    ("handjass-standard", [2, 7, 4, 5], [0],
     "Beat is voll: Anna wins with 2 Striche. The Partie is over."),
    ("handjass-unter-21", [2, 5, 2, 1, 3], [3],
     "Beat is voll: Dora wins with 1 Strich. The Partie is over."),
    ("handjass-gewinnstriche", [7, 4, 6], [0], "Anna wins with 7 Striche. The Partie is over."),
])
def test_an_example_partie_to_its_end(window, qtbot, example, expected, winners, status):
    """Every example played through the widgets, to "voll" (or to 7 Gewinnstriche)."""
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    panel = start(window, data["players"], settings=data["settings"])
    assert isinstance(window.board_widget, HandjassBoard)
    for i, e in enumerate(data["entries"]):
        if e["type"] == "striche":
            write_striche(qtbot, panel, e["striche"], mouse=i % 2 == 0)
        else:
            write_points(qtbot, panel, e["points"], type_last=len(e["points"]) != 4 or i % 2)
        assert not panel.error.isVisible(), (i, panel.error.text())
        assert len(window.controller.match.entries) == i + 1
        assert panel.tabs.currentIndex() == 0  # ready for the card points of the next round
    board = window.controller.board
    assert window.controller.match.entries == tuple(
        (HandjassStriche if e["type"] == "striche" else HandjassRound).model_validate(e)
        for e in data["entries"])
    assert totals(window) == expected
    assert board.finished and board.winners == winners
    assert window.status_label.text() == status
    assert not panel.isVisible()  # the Partie is over: no further round
    slate = window.board_widget
    assert slate.board is board and not slate.grab().isNull()
    assert "the Partie is over" in slate.title_text()[1]


def test_three_striche_at_once_and_the_partie_to_voll(window, qtbot):
    panel = start(window, ["Anna", "Beat", "Cla", "Dora"])
    assert panel.rule.text().startswith("Wirtshaus: the fewest card points get a Strich")
    assert window.status_label.text() == "Round 1  ·  nobody has a Strich yet"
    write_points(qtbot, panel, [35, 35, 52, 35], type_last=False)  # three tied lowest
    assert totals(window) == [1, 1, 0, 1]
    # Cla gets three Striche at once: Ctrl+3 three times (the Striche tab opens by itself)
    for _ in range(3):
        qtbot.keyClick(panel, "3", CTRL)
    assert panel.tabs.currentIndex() == 1 and panel.steppers[2].value() == 3
    assert panel.preview.text() == "→ Cla 3 Striche"
    qtbot.mouseClick(panel.minus_buttons[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.plus_buttons[2], Qt.MouseButton.LeftButton)
    qtbot.keyClick(panel.steppers[2], Qt.Key.Key_Return)
    assert totals(window) == [1, 1, 3, 1]
    assert window.history.list.item(1).text() == "2. Round 2: Striche set: Cla 3 Striche"
    assert window.controller.board.entries[-1].written == [0, 0, 3, 0]
    assert panel.steppers[2].value() == 0  # the form is reset
    # Cla loses round after round, then is voll: the Partie is over
    for _ in range(3):
        write_points(qtbot, panel, [50, 50, 7, 50], type_last=False)
    assert totals(window) == [1, 1, 6, 1]
    assert window.status_label.text() == "Round 6  ·  closest to voll: Cla (6 of 7)"
    assert not window.controller.board.finished
    write_points(qtbot, panel, [60, 40, 20, 37], type_last=False)
    board = window.controller.board
    assert board.finished and board.figures["voll_players"] == [2]
    assert board.winners == [0, 1, 3]  # the fewest Striche win, shared
    assert window.status_label.text() == (
        "Cla is voll: Anna, Beat and Dora win with 1 Strich. The Partie is over.")
    assert window.history.list.item(5).text().endswith("· Cla voll")


def test_the_last_points_follow_until_typed(window, qtbot):
    panel = start(window, ["Anna", "Beat", "Cla", "Dora"])
    type_into(qtbot, panel.points[0], 45)
    type_into(qtbot, panel.points[1], 38)
    assert panel.points[3].value() == 74
    type_into(qtbot, panel.points[2], 52)
    assert panel.points[3].value() == 22
    assert panel.sum_label.text() == "Sum 157 of 157"
    assert panel.preview.text() == "→ a Strich for Dora"
    type_into(qtbot, panel.points[3], 20)  # typed: it stays as typed
    type_into(qtbot, panel.points[2], 50)
    assert panel.points[3].value() == 20
    assert panel.sum_label.text() == "Sum 153 of 157 · 4 missing"


def test_a_refused_round_keeps_the_form_and_the_slate(window, qtbot):
    panel = start(window, ["Anna", "Beat", "Cla", "Dora"])
    write_points(qtbot, panel, [45, 38, 52, 22])
    before = window.controller.board
    write_points(qtbot, panel, [40, 40, 40, 30])  # 150: seven card points are missing
    assert panel.error.isVisible()
    assert panel.error.text() == ("With four players the whole deck is dealt: the card points "
                                  "add up to 157, not 150")
    assert window.controller.board == before
    assert [s.value() for s in panel.points[:4]] == [40, 40, 40, 30]
    # mend it and write: the message goes away
    type_into(qtbot, panel.points[3], 37)
    qtbot.keyClick(panel.points[3], Qt.Key.Key_Return)
    assert not panel.error.isVisible()
    assert totals(window) == [0, 0, 0, 2]


def test_correct_a_points_round_and_a_stepper_round(window, qtbot):
    panel = start(window, ["Anna", "Beat", "Cla"], preset="gewinnstriche")
    assert panel.rule.text() == ("Gewinnstriche: The best player of each round gets a Strich "
                                 "(all tied best get one); the first to 7 wins.")
    assert not panel.points[3].isVisible() and not panel.steppers[3].isVisible()
    write_points(qtbot, panel, [60, 40, 30])
    write_striche(qtbot, panel, [0, 2, 0])
    assert totals(window) == [1, 2, 0]
    # round 1: Cla had the 60, not Anna
    window.history.list.setCurrentRow(0)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)  # Enter = correct
    assert panel.correcting == 0 and panel.tabs.currentIndex() == 0
    assert [s.value() for s in panel.points[:3]] == [60, 40, 30]
    type_into(qtbot, panel.points[0], 30)
    type_into(qtbot, panel.points[2], 60)
    qtbot.keyClick(panel.points[2], Qt.Key.Key_Return)
    assert totals(window) == [0, 2, 1]
    assert window.undo_action.text() == "Undo correct entry 1"
    # round 2: the two Striche were Anna's
    window.history.list.setCurrentRow(1)
    window.history.correct()
    assert panel.tabs.currentIndex() == 1
    assert [s.value() for s in panel.steppers[:3]] == [0, 2, 0]
    panel.steppers[1].setValue(0)
    panel.steppers[0].setValue(2)
    panel.submit()
    assert totals(window) == [2, 0, 1]
    assert panel.correcting is None and panel.tabs.currentIndex() == 0
    saved = matchfile.load(window.controller.session.target)
    assert saved.entries[1] == HandjassStriche(striche=[2, 0, 0])


def test_started_from_the_new_match_dialog(window, settings, qtbot):
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("handjass"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("unter_21"))
    dialog.count.setValue(5)
    for edit, name in zip(dialog.name_edits, ("Anna", "Beat", "Cla", "Dora", "Eva"), strict=True):
        qtbot.keyClicks(edit, name)
    dialog.accept()
    assert dialog.match is not None, dialog.error.text()
    window.start(dialog.match)
    QApplication.processEvents()
    panel = window.panel
    assert panel.rule.text().startswith("Wirtshaus: everyone under 21 card points gets a Strich")
    write_points(qtbot, panel, [21, 21, 21, 21, 73])
    assert totals(window) == [0, 0, 0, 0, 0]
    assert window.history.list.item(0).text() == "1. Round 1: 21 · 21 · 21 · 21 · 73 → no Strich"
    qtbot.keyClick(panel, "5", CTRL)
    assert panel.preview.text() == "→ a Strich for Eva"
    qtbot.keyClick(panel.steppers[4], Qt.Key.Key_Return)
    assert totals(window) == [0, 0, 0, 0, 1]
    assert window.undo_action.text() == "Undo round 2"
