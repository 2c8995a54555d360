"""What a tester found in the Schieber form, typed again through the real window.

A Bedanken too early says why the other team won (board, history, the finished side), the
preview says what Enter on a Bedanken button writes, and a corrected round takes a new number
for either team as a round being written does.
"""

import json
from pathlib import Path

from jasstafel import i18n as core_i18n
from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken
from jasstafel.ui.variants.schieber_board import slate_of

from .keyboard import ctrl, enter, focused, open_file, open_match, tab, type_text

EXAMPLE = Path("docs/examples/schieber-bedanken-zu-frueh.jass")


def before_the_bedanken(tmp_path):
    """The example up to its last round: Team A (930) bedankt with 30 in Undenufe ×2."""
    doc = json.loads(EXAMPLE.read_text())
    doc["entries"] = doc["entries"][:-1]
    path = tmp_path / "zu-frueh.jass"
    path.write_text(json.dumps(doc))
    return path


def bedanken_by_keys(qtbot, stack, contract_key):
    ctrl(qtbot, "b")  # to the stack
    type_text(qtbot, stack)
    ctrl(qtbot, contract_key)
    tab(qtbot)  # "Team A bedankt"
    enter(qtbot)


def test_a_bedanken_too_early_says_why_the_other_team_won(window, qtbot, tmp_path):
    open_file(qtbot, window, before_the_bedanken(tmp_path))
    bedanken_by_keys(qtbot, "30", "6")
    board = window.controller.board
    assert board.finished and board.winners == [1]
    reason = "Team B wins: Team A bedankte too early (930 of 1000)"
    assert reason in window.finished_label.text()
    assert window.finished_label.isVisible()
    last = window.history.list.item(window.history.list.count() - 1).text()
    assert reason in last, last
    halves = window.board_widget.slate.halves
    assert halves[0].progress[0] == "Bedanken too early" and not halves[0].winner
    assert halves[1].progress == ("Winner!",)


def test_the_same_in_swiss_german(german_window, qtbot, tmp_path):
    window = german_window
    open_file(qtbot, window, before_the_bedanken(tmp_path))
    bedanken_by_keys(qtbot, "30", "6")
    target = core_i18n.number(1000)
    reason = f"Team B gewinnt: Team A hat sich zu früh bedankt (930 von {target})"
    assert reason in window.finished_label.text()
    last = window.history.list.item(window.history.list.count() - 1).text()
    assert reason in last, last
    assert slate_of(window.controller.board).halves[0].progress[0] == "zu früh bedankt"


def test_the_preview_on_a_bedanken_button_says_what_enter_writes(window, qtbot, tmp_path):
    panel, _board = open_file(qtbot, window, before_the_bedanken(tmp_path))
    ctrl(qtbot, "b")
    type_text(qtbot, "30")
    ctrl(qtbot, "6")
    tab(qtbot)
    assert focused() is panel.bedanken_buttons[0]
    text = panel.preview_line.text()
    assert panel.preview_line.kind == "write", text
    assert text.startswith("writes: Team A bedankt with 30 on the stack (Undenufe ×2)"), text
    assert "Team B wins: Team A bedankte too early (930 of 1000)" in text
    tab(qtbot)  # the other team's button: its Bedanken
    assert focused() is panel.bedanken_buttons[1]
    assert panel.preview_line.text().startswith(
        "writes: Team B bedankt with 30 on the stack (Undenufe ×2)")
    panel.stack.setFocus()  # back in the stack: Enter there asks for the team's button
    assert panel.preview_line.kind == "hint"
    assert "Which team bedankt?" in panel.preview_line.text()


def test_the_preview_on_a_bedanken_button_after_a_round(window, qtbot):
    teams = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", ["Anna", "Beat", "Cla", "Dora"], teams=teams))
    ctrl(qtbot, "b")  # nothing on the stack: Bedanken after a round
    tab(qtbot)
    assert focused() is panel.bedanken_buttons[0]
    text = panel.preview_line.text()
    assert text.startswith("writes: Anna & Cla bedankt"), text
    assert "Beat & Dora wins: Anna & Cla bedankte too early (0 of 4500)" in text
    enter(qtbot)
    assert window.controller.match.entries == (SchieberBedanken(team=0, stack=0),)
