"""What a tester found in the Schieber form, typed again through the real window.

A Bedanken too early says why the other team won (board, history, the finished side), the
preview says what Enter on a Bedanken button writes, and a corrected round takes a new number
for either team as a round being written does.
"""

import json
from pathlib import Path

from jasstafel import i18n as core_i18n
from jasstafel.ui.variants.schieber_board import slate_of

from .keyboard import ctrl, enter, open_file, tab, type_text

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
