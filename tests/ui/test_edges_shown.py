"""Rules at their edges (RULES.md), where the Schreiber sees them: typed with the keys into
the real window, then read off the board, the line that says who won, and the printed sheet
(the PDF the window writes, read back with pdftotext). Every number is worked out by hand
in the comment beside it; the core's own tests pin the same edges without the window.
"""

import re
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui import printmenu
from jasstafel.ui.variants.schieber_board import slate_of

from .keyboard import ctrl, enter, focus, open_match, shortcut, tab, type_, type_text

pdftotext = shutil.which("pdftotext")
needs_pdftotext = pytest.mark.skipif(pdftotext is None,
                                     reason="pdftotext (poppler-utils) is not installed")
FOUR = ["Anna", "Beat", "Cla", "Dora"]


def totals(window):
    return [s.total for s in window.controller.board.sides]


def printed(window, tmp_path, monkeypatch):
    """The sheet as File → Export PDF writes it, as text (one line per printed line, the
    runs of spaces between the columns made one)."""
    pdf = tmp_path / "sheet.pdf"
    monkeypatch.setattr(printmenu, "ask_save_path", lambda *a, **k: str(pdf))
    window.paper.pdf_action.trigger()
    text = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    return [re.sub(r"\s{2,}", "  ", line.strip()) for line in text.splitlines()]


def line_with(lines, *words):
    """The one printed line that holds every one of *words*."""
    found = [line for line in lines if all(w in line for w in words)]
    assert len(found) == 1, (words, found)
    return found[0]


def team_a_round(qtbot, points=None, match=False):
    """Eicheln (Ctrl+1), Anna & Cla announce this round (Ctrl+8), their card points or their
    Match (Ctrl+M), Enter."""
    ctrl(qtbot, "1")
    ctrl(qtbot, "8")
    if match:
        ctrl(qtbot, "m")
    else:
        type_text(qtbot, str(points))
    enter(qtbot)


# -- Schieber: the target reached exactly ----------------------------------------------------


@needs_pdftotext
def test_schieber_4500_of_4500_wins_and_the_window_and_the_sheet_say_so(window, qtbot,
                                                                         tmp_path, monkeypatch):
    open_match(qtbot, window, new_match("schieber", FOUR, preset="freier_jass"))
    # Eicheln ×5: three Matches of Anna & Cla, 257 × 5 = 1285 each: 3855
    for _ in range(3):
        team_a_round(qtbot, match=True)
    board = window.controller.board
    assert totals(window) == [3855, 0] and not board.finished
    assert slate_of(board).halves[0].progress == ("645 to go", "Target 4500")
    # then 129 : 28 in Eicheln ×5: 645 : 140, Anna & Cla on exactly 4500
    team_a_round(qtbot, 129)
    board = window.controller.board
    assert totals(window) == [4500, 140]
    assert board.finished and board.winners == [0]
    assert not window.panel.isVisible() and window.finished_box.isVisible()
    assert window.finished_label.text() == (
        "Won by Team A: reached the target. The match is over.")
    from PySide6.QtWidgets import QLabel
    hint = window.finished_box.findChild(QLabel, "finishedHint")  # the mouse's way too
    assert hint.text() == ("To correct an entry: select it in the history, then press Enter "
                           "or Ctrl+E, or click Correct…")
    a, b = window.board_widget.slate.halves
    assert (a.total, a.winner, a.progress) == ("4500", True, ("Winner!",))
    assert strokes_of(a) == (45, 0, 0, "0")  # 45 strokes of 100, nothing left over
    assert (b.total, b.winner, b.progress) == ("140", False, ("4360 to go", "Target 4500"))
    lines = printed(window, tmp_path, monkeypatch)
    # the winner once, then how (not "Won by Team A: reached the target" again)
    assert lines[lines.index("Winner: Team A") + 1] == "Reached the target"
    assert not [line for line in lines if line.startswith("Won by")]
    # under the Zs: 4500 is 45 × 100 and nothing else; B 140 = 1 × 100 + 2 × 20
    # (the two halves side by side, each over two lines, broken before a "+")
    assert "45×100 + 0×50  1×100 + 0×50" in lines and "+ 0×20 + 0  + 2×20 + 0" in lines
    assert "50  target 4500 reached  50  4360 to go to 4500" in lines
    # the standings: rank, team, players, points, Matches, Kontermatsch, best round, to go
    assert "1 Team A Anna, Cla  4500  3  0  1285  0" in lines
    assert "2 Team B Beat, Dora  140  0  0  140  4360" in lines


def strokes_of(half):
    return (half.strokes("top"), half.strokes("diagonal"), half.strokes("bottom"), half.rest)


# -- Schieber: Schneider below half the target, not at exactly half ------------------------


@needs_pdftotext
@pytest.mark.parametrize(("last_b", "b_total", "a_striche", "a_parts"), [
    # B on exactly 500 of 1000: no Schneider. A: Sieg 2 + Berg 1 + 4 Matches = 7
    (86, 500, 7, "Win 2, Berg 1, Match 4"),
    # B one point short of half: Schneider 2 more, 9
    (85, 499, 9, "Win 2, Berg 1, Match 4, Schneider 2"),
])
def test_schneider_is_below_half_the_target_not_at_half(window, qtbot, tmp_path, monkeypatch,
                                                        last_b, b_total, a_striche, a_parts):
    open_match(qtbot, window, new_match("schieber", FOUR, preset="einfach_1000",
                                        settings={"striche": True}))
    # Eicheln ×1. A: 3 Matches (771), then 57, 0, 0, 157 − last_b; B: 0, 100, 157, 157,
    # last_b; last, A's fourth Match: A 771 + 57 + 157 − last_b + 257 ≥ 1000, B b_total
    for _ in range(3):
        team_a_round(qtbot, match=True)
    for a in (57, 0, 0, 157 - last_b):
        team_a_round(qtbot, a)
    assert totals(window) == [771 + 57 + 157 - last_b, b_total]
    assert not window.controller.board.finished
    team_a_round(qtbot, match=True)
    board = window.controller.board
    assert board.finished and board.winners == [0]
    assert totals(window) == [771 + 57 + 157 - last_b + 257, b_total]
    a_side, b_side = board.sides
    assert a_side.figures["striche"]["schneider"] == (2 if b_total < 500 else 0)
    a, b = window.board_widget.slate.halves
    assert (a.striche, b.striche) == (a_striche, 0)
    assert a.marks == ("Matches: 4", "Berg")
    lines = printed(window, tmp_path, monkeypatch)
    # the Striche box under the board: what the winner's Striche are made of
    assert a_parts in lines and not any(line.startswith(a_parts + ",") for line in lines)
    assert f"2 Team B Beat, Dora  {b_total}  0  0  157  {1000 - b_total}  0" in lines
    assert next(line for line in lines if line.startswith("1 Team A ")).endswith(f"  {a_striche}")


# -- Schieber Turnier: more Matches before the better best round -----------------------------


@needs_pdftotext
def test_turnier_tie_more_matches_before_the_better_best_round(window, qtbot, tmp_path,
                                                               monkeypatch):
    # a Turnier of 3 rounds where Obenabe counts ×2 (a table setting), so that a round
    # without a Match can be bigger than a Match (157, no bonus)
    factors = {"eicheln": 1, "rosen": 1, "schilten": 1, "schellen": 1, "obenabe": 2,
               "undenufe": 1}
    open_match(qtbot, window, new_match("schieber", FOUR, preset="turnier",
                                        settings={"rounds": 3, "factors": factors}))
    team_a_round(qtbot, match=True)  # 1. Eicheln: Anna & Cla's Match, 157 : 0
    ctrl(qtbot, "5")  # 2. Obenabe ×2: 20 : 137 → 40 : 274
    type_text(qtbot, "20")
    enter(qtbot)
    ctrl(qtbot, "1")  # 3. Eicheln: 117 : 40
    type_text(qtbot, "117")
    enter(qtbot)
    entries = window.controller.match.entries
    assert [e.contract for e in entries] == ["eicheln", "obenabe", "eicheln"]
    assert entries[0] == SchieberRound(contract="eicheln", announced_by=0, points=(157, 0),
                                       match=True)
    board = window.controller.board
    # 157 + 40 + 117 = 314 : 0 + 274 + 40 = 314, a tie on points; A 1 Match, B none;
    # best round A 157, B 274: the Matches decide first, so Anna & Cla win
    assert totals(window) == [314, 314]
    assert [s.figures["matches"] for s in board.sides] == [1, 0]
    assert [s.figures["best_round"] for s in board.sides] == [157, 274]
    assert board.finished and board.winners == [0] and board.ranks == [1, 2]
    # 314 : 314 on the board: the line under it says why Team A won
    assert window.finished_label.text() == (
        "Won by Team A: equal points, more Matches. The match is over.")
    a, b = window.board_widget.slate.halves
    assert (a.winner, a.progress, a.marks) == (True, ("Winner!", "3 rounds played"),
                                                ("Matches: 1",))
    assert (b.winner, b.progress) == (False, ("3 rounds played",))
    lines = printed(window, tmp_path, monkeypatch)
    assert "Tie:  more Matches, then the better best round" in lines
    assert lines[lines.index("Winner: Team A") + 1] == "Equal points, more Matches"
    assert not [line for line in lines if line.startswith("Won by")]
    # the standings: rank, team, players, points, Matches, Kontermatsch, best round
    assert "1 Team A Anna, Cla  314  1  0  157" in lines
    assert "2 Team B Beat, Dora  314  0  0  274" in lines


# -- Coiffeur: a Match with Stöck -----------------------------------------------------------


@needs_pdftotext
def test_coiffeur_match_with_stoeck_is_257_plus_20_times_the_factor_in_the_cell(
        window, qtbot, tmp_path, monkeypatch):
    panel, grid = open_match(qtbot, window, new_match("coiffeur", FOUR, preset="swisslos_8"))
    for _ in range(3):
        ctrl(qtbot, Qt.Key.Key_Down)  # Eichel ×1, Rosen ×2, Schilten ×3, Schellen ×4
    assert panel.row.currentData() == 3
    ctrl(qtbot, "m")
    ctrl(qtbot, "t")
    enter(qtbot)
    assert window.controller.match.entries == (
        CoiffeurRound(team=0, row=3, points=157, match=True, stoeck=True),)
    # (257 + 20) × 4 = 1108
    cell = grid.sheet.rows[3].cells[0]
    assert (cell.text, cell.value, cell.mark) == ("1108 M", 1108, "match")
    assert grid.grid.item(3, 1).text() == "1108 M"
    assert grid.sheet.totals == ("1108", "0")
    lines = printed(window, tmp_path, monkeypatch)
    # the entry: the Match's 157 card points and its bonus, Stöck 20, the cell (257 + 20) × 4,
    # the total
    assert "1 Team A Bells  4 Match (157 + 100)  20  1108  1108  0" in lines
    assert "Bells  4  1108 M  –" in lines  # the board as it stands, the Match marked
    assert "Total  1108  0" in lines


# -- Molotow: Stöck doubled in the doubled last round -----------------------------------------


@needs_pdftotext
def test_molotow_stoeck_are_doubled_in_the_doubled_last_round(window, qtbot, tmp_path,
                                                              monkeypatch):
    match = new_match("molotow", FOUR, preset="hausjass", settings={"rounds": 2})
    panel, table = open_match(qtbot, window, match)
    # round 1: Anna 40, Beat 40, Cla 40, Dora 37, Beat's Stöck: Beat 40 − 20 = 20
    for value in (40, 40, 40):
        type_(qtbot, str(value))
        tab(qtbot)
    shortcut(qtbot, "Ctrl+2")
    enter(qtbot)
    assert totals(window) == [40, 20, 40, 37]
    assert panel.round_box.title() == "This round counts double"
    # round 2 counts double: Anna 50, Beat 30, Cla 47, Dora 30, Cla's Stöck:
    # Cla (47 − 20) × 2 = 54, the others 100, 60, 60
    for value in (50, 30, 47):
        type_(qtbot, str(value))
        tab(qtbot)
    shortcut(qtbot, "Ctrl+3")
    assert panel.preview_line.text().startswith(
        "writes: Round 2 (counted double): Anna 100, Beat 60, Cla 54, Dora 60 (Stöck Cla)")
    enter(qtbot)
    assert window.controller.match.entries[-1] == MolotowRound(points=[50, 30, 47, 30],
                                                               stoeck=2)
    assert window.controller.board.entries[-1].written == [100, 60, 54, 60]
    assert totals(window) == [140, 80, 94, 97]
    data = table.data
    last = data.rows[1]
    assert [c.text for c in last.cells] == ["100", "60", "54", "60"]
    # the Stöck as typed, ×2 beside it: −40 under the totals (a bare "St−20" beside it read
    # as a second figure)
    assert last.cells[2].note == "St−20×2" and last.note == "counts double"
    assert data.totals == ["140", "80", "94", "97"]
    extras = {e.label: e.cells for e in data.extras}
    # the minus points the Stöck wrote: Beat's 20, Cla's 20 × 2 in the doubled round
    assert extras["Stöck"] == ["–", "−20", "−40", "–"]
    lines = printed(window, tmp_path, monkeypatch)
    # round 2, each player's card points, Weis, round and total, what was typed with its ×2
    # as the board's cell above says it: Cla 47×2, St−20×2, 54, 94
    assert ("2  50×2  100  140  30×2  60  80  47×2 St−20×2  54  94  30×2  60  97"
            in lines), [line for line in lines if line.startswith("2 ")]
    assert "last round counts double" in lines
    # the standings: Stöck −40 (20 × 2), as the board's line under the totals says it
    assert "2 Cla  94  –  –  −40" in lines


def test_turnier_shared_and_bedanken_too_early_say_why_when_the_partie_is_over(window, qtbot):
    """The finished line names what decided the Partie, not only the winner."""
    open_match(qtbot, window, new_match("schieber", FOUR, preset="turnier",
                                        settings={"rounds": 2, "tiebreak": "shared"}))
    team_a_round(qtbot, 100)  # 100 : 57, then 57 : 100: 157 each, no Match, shared
    team_a_round(qtbot, 57)
    assert window.controller.board.winners == [0, 1]
    assert window.finished_label.text() == (
        "Tie: both teams share the win. The match is over.")
    open_match(qtbot, window, new_match("schieber", FOUR, preset="einfach_1000"))
    team_a_round(qtbot, 100)
    ctrl(qtbot, "b")  # Anna & Cla bedanken with 100 of 1000: too early, Team B wins
    tab(qtbot)  # from the stack (nothing on it) to Team A's Bedanken
    assert focus() is window.panel.bedanken_buttons[0]
    enter(qtbot)
    board = window.controller.board
    assert board.finished and board.winners == [1]
    assert window.finished_label.text() == (
        "Won by Team B: Bedanken too early by Team A (100 of 1000). The match is over.")
