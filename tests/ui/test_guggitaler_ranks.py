"""The window's Guggitaler board writes the ranks as the language writes a rank, as the
printed sheet does (a Romand trial's reading): "1er", "2e" in French, "1." in German, "1" in
English; the board wrote "1." in every language. The games are keyed into the real window."""

import json
from pathlib import Path

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .test_guggitaler_window import play

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "guggitaler.jass"


@pytest.mark.parametrize("lang, ranks, winner", [
    ("en", ("3", "2", "4", "1"), "winner"),
    ("fr", ("3e", "2e", "4e", "1er"), "gagne"),
    ("de", ("3.", "2.", "4.", "1."), "gewinnt")])
def test_the_boards_rank_row_writes_ranks_as_the_language_does(request, qtbot, lang, ranks,
                                                                winner):
    """docs/examples/guggitaler.jass keyed in: Dora first (she wins), Beat 2nd, Anna 3rd,
    Cla 4th, by the totals 90, 40, −50, −80; the Domino's places are written as ranks too
    (French "1er", not "1.": a Romand trial's board read "3.", "4." beside "3e", "4e"), here
    the same places as the ranks."""
    window = request.getfixturevalue({"en": "window", "fr": "french_window",
                                      "de": "german_window"}[lang])
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    open_match(qtbot, window, new_match("guggitaler", data["players"],
                                        settings=data["settings"]))
    for i, entry in enumerate(data["entries"]):
        play(qtbot, entry, variety=i)
    board = window.board_widget
    assert window.controller.board.finished
    assert board.sheet.ranks == ranks
    assert tuple(cell.count for cell in board.sheet.blocks[0].rows[-1].cells) == ranks
    window.repaint()  # what the board paints: the Rank row, the winner said in words
    painted = [line for line, _box in board.painted if line.kind == "rank"]
    assert [cell.points for cell in painted[-1].cells] == list(ranks)
    assert board._rank_text(board.sheet, 3) == winner
    assert [board._rank_text(board.sheet, seat) for seat in range(3)] == list(ranks[:3])
