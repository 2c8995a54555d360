"""A finished Molotow board says "HW−20" and "TW+20" in its cells as it did during play.

An English trial (1366×768): once the tie was decided by the card draw (Ctrl+D), the same
cells said only "−20" and "+20": the line of the card drawn made every row a little lower,
every note a pixel smaller, and under 10 px a cell took its short form, although it had the
width for the letters (the short form is for a narrow cell, written no larger)."""

import random

from jasstafel.core.matchfile import new_match

from .keyboard import open_file, shortcut
from .test_molotow_window import NAMES, ROUNDS, type_round

# the notes of docs/examples/molotow.jass, rounds 1 to 8 (hand-read from ROUNDS): Cla's
# Handweis 20 in round 1, Beat's Tischweis 20 in round 2, Dora's Handweis 50 in round 3 and
# Tischweis 20 in round 5, Anna's Handweis 20 in round 7
NOTES = [["", "", "HW−20", ""], ["", "TW+20", "", ""], ["", "", "", "HW−50"],
         ["", "", "", ""], ["", "", "", "TW+20"], ["", "", "", ""], ["HW−20", "", "", ""],
         ["", "", "", ""]]


def painted(board, path):
    board.grab().save(str(path))  # painted as shown, and kept to look at
    return board.painted_notes


def test_the_finished_board_keeps_the_weis_labels(window, qtbot, tmp_path):
    window.resize(1366, 768)
    panel, board = open_file(qtbot, window, tmp_path / "molotow.jass",
                             new_match("molotow", NAMES))
    for points, hand, tisch in ROUNDS:
        type_round(qtbot, points, hand, tisch)
    assert painted(board, tmp_path / "tie.png") == NOTES
    panel.rng = random.Random(7)
    shortcut(qtbot, "Ctrl+D")  # the tie on 265 decided by the board's card draw
    assert window.controller.board.finished
    assert painted(board, tmp_path / "finished.png") == NOTES
