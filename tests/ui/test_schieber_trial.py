"""What a tester found in the Schieber form, typed again through the real window.

A Bedanken too early says why the other team won (board, history, the finished side), the
preview says what Enter on a Bedanken button writes, and a corrected round takes a new number
for either team as a round being written does.
"""

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel import i18n as core_i18n
from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound
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
    reason = "Won by Team B: Bedanken too early by Team A (930 of 1000)"
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
    reason = f"Sieger: Team B; Team A zu früh bedankt (930 von {target})"
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
    assert text.startswith("writes: Bedanken by Team A with 30 on the stack (Undenufe ×2)"), text
    assert "Won by Team B: Bedanken too early by Team A (930 of 1000)" in text
    tab(qtbot)  # the other team's button: its Bedanken
    assert focused() is panel.bedanken_buttons[1]
    assert panel.preview_line.text().startswith(
        "writes: Bedanken by Team B with 30 on the stack (Undenufe ×2)")
    panel.stack.setFocus()  # back in the stack: Enter there asks for the team's button
    assert panel.preview_line.kind == "hint"
    # the mouse's way first: the buttons are right there (a mouse-only trial's)
    assert panel.preview_line.text() == (
        "Which team calls Bedanken? Click its button (or Tab to it and press Enter).")


def test_the_preview_on_a_bedanken_button_after_a_round(window, qtbot):
    teams = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", ["Anna", "Beat", "Cla", "Dora"], teams=teams))
    ctrl(qtbot, "b")  # nothing on the stack: Bedanken after a round
    tab(qtbot)
    assert focused() is panel.bedanken_buttons[0]
    text = panel.preview_line.text()
    assert text.startswith("writes: Bedanken by Anna & Cla"), text
    assert "Won by Beat & Dora: Bedanken too early by Anna & Cla (0 of 4500)" in text
    enter(qtbot)
    assert window.controller.match.entries == (SchieberBedanken(team=0, stack=0),)


def correct_round(qtbot, window, row):
    window.history.list.setCurrentRow(row)
    window.history.list.setFocus()
    ctrl(qtbot, "e")


@pytest.mark.parametrize("team", [0, 1])
def test_correcting_a_round_either_teams_new_points_make_the_other(window, qtbot, team):
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", ["Anna", "Beat", "Cla", "Dora"], preset="freier_jass"))
    ctrl(qtbot, "4")  # Schellen ×2
    type_text(qtbot, "149")
    enter(qtbot)
    entries = window.controller.match.entries
    assert entries[0].points == (149, 8)
    correct_round(qtbot, window, 0)
    assert panel.correcting == 0
    # one number, as when it was typed: the other field shows the rest, grey
    assert panel.points[0].text() == "149" and panel.points[1].text() == ""
    assert panel.points[1].placeholderText() == "8"
    QApplication.processEvents()
    field = panel.points[team]
    field.setFocus()
    field.selectAll()
    type_text(qtbot, "80")
    assert panel.preview_line.kind == "write", panel.preview_line.text()
    assert panel.points[1 - team].placeholderText() == "77"
    enter(qtbot)
    assert panel.error_text() == ""
    expected = (80, 77) if team == 0 else (77, 80)
    assert window.controller.match.entries[0] == SchieberRound(
        contract="schellen", announced_by=0, points=expected)


def test_correcting_a_round_both_numbers_typed_must_add_up(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match(
        "schieber", ["Anna", "Beat", "Cla", "Dora"], preset="freier_jass"))
    ctrl(qtbot, "4")
    type_text(qtbot, "149")
    enter(qtbot)
    correct_round(qtbot, window, 0)
    panel.points[1].setFocus()
    type_text(qtbot, "80")  # A's 149 gives way: the Schreiber typed B
    panel.points[0].setFocus()
    panel.points[0].selectAll()
    type_text(qtbot, "70")  # now both are typed by hand: 70 + 80 is no round
    enter(qtbot)
    assert "157" in panel.error_text()
    assert window.controller.match.entries[0].points == (149, 8)


# -- a Bedanken too early: its stack is written, the board says by how much it fell short ------


@pytest.mark.parametrize("language, said", [
    ("window", ("Bedanken too early", "930 of 1000")),
    ("german_window", ("zu früh bedankt", "930 von 1'000")),
    ("french_window", ("sortie trop tôt", "930 sur 1'000")),
])
def test_the_slate_says_by_how_much_a_bedanken_too_early_fell_short(request, qtbot, tmp_path,
                                                                    language, said):
    window = request.getfixturevalue(language)
    open_file(qtbot, window, before_the_bedanken(tmp_path))
    bedanken_by_keys(qtbot, "30", "6")
    board = window.controller.board
    assert board.sides[0].total == 930  # 870 + the stack 30 × 2: written (RULES.md §1)
    assert window.board_widget.slate.halves[0].progress == said


def test_enter_on_a_bedanken_corrected_as_it_was_writes_it_as_it_was(window, qtbot, tmp_path):
    """A trial opened the Freier Jass example (it ends with Team A's Bedanken), pressed
    Enter (the last entry into the form) and Enter again: "Card points missing", the card
    points framed red, and nothing said that only the team's button would write it.
    docs/window.md: Enter on a correction left as it was writes the entry as it was."""
    path = tmp_path / "freier.jass"
    path.write_bytes(Path("docs/examples/schieber-freier-jass.jass").read_bytes())
    window.open_file(path)  # a finished Partie: no form until an entry is corrected
    qtbot.waitUntil(lambda: window.controller.board.finished and window.isActiveWindow())
    panel = window.panel
    before = list(window.controller.match.entries)
    assert isinstance(before[-1], SchieberBedanken)
    enter(qtbot)  # the last entry, the Bedanken, into the form
    assert panel.correcting == len(before) - 1
    assert focused() is panel.bedanken_buttons[before[-1].team]
    enter(qtbot)
    assert panel.error_text() == ""
    assert panel.correcting is None
    assert list(window.controller.match.entries) == before


def test_a_bedanken_corrected_says_its_team_in_the_header_not_an_announcer(window, qtbot,
                                                                          tmp_path):
    """A netbook trial corrected the last Bedanken: the header said "Announced by" and the
    team, though a Bedanken has no announcement. It says whose Bedanken it is."""
    path = tmp_path / "freier.jass"
    path.write_bytes(Path("docs/examples/schieber-freier-jass.jass").read_bytes())
    window.open_file(path)
    qtbot.waitUntil(lambda: window.controller.board.finished and window.isActiveWindow())
    team = window.controller.match.entries[-1].team
    enter(qtbot)  # the Bedanken into the form
    text = window.panel.header.text()
    assert "Announced by" not in text
    assert text.endswith(f"Bedanken: {window.controller.match.rules.side_names[team]}"), text
