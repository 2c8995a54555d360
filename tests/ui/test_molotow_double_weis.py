"""A French trial's Molotow (Claire, four players, three rounds, the last counting double):
Claire's Handweis of 50 in round 3 was written "AM−50" beside her 14 ((57 − 50) × 2), while
the line under the totals said −100 and so did the sheet's final board; the sheet's round
row wrote 57 and AM−50 beside the 14, Marc's 50 beside his 100. The line under the form and
the history said "Claire 14 … (annonces de main Claire 50) ×2", which reads as 14 × 2.

One figure everywhere (RULES.md §3: the whole round counts double, its Weis too): what was
typed, with its "×2" beside it in a round that counts double (the cell's "HW−50×2", the
sheet's "57×2" and "HW−50×2", the history's "Handweis Claire 50×2"), and what it counted
(−100) under the totals; the round's figures after "counted double" are what it wrote.
Typed with the keys into the real window, printed through the real preview."""

import re
import shutil

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import print_by_keys
from .texts import pdf_text

NAMES = ["Claire", "Jean-Philippe Perrenoud", "Marc", "Anne-Sophie"]
#: the trial's rounds: card points (Anne-Sophie's follow), Handweis, Tischweis
ROUNDS = [
    ([40, 30, 50, 37], [0, 20, 0, 0], [0, 0, 20, 0]),
    ([20, 60, 27, 50], [], []),
    ([57, 0, 50, 50], [50, 0, 0, 0], []),
]
#: a Weis as the board and the sheet write it: letters (none in the short form), the sign,
#: the points, and "×2" in a round that counts double
WEIS = re.compile(r"([^\W\d_]*)([−+])(\d+)(×2)?")
FINAL = {"de": "Schlussstand", "fr": "Ardoise finale", "en": "Final board"}

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def type_fields(qtbot, points, hand, tisch):
    """A round's card points (the last player's left to the rest of 157) and its Weis, with
    Tab from field to field, as the Schreiber types them; not yet Enter."""
    for value in points[:-1]:
        type_(qtbot, str(value))
        tab(qtbot)
    tab(qtbot)
    for values in (hand, tisch):
        for p in range(len(points)):
            if p < len(values) and values[p]:
                type_(qtbot, str(values[p]))
            tab(qtbot)


def play(window, qtbot):
    """Rounds 1 and 2 written, round 3 (doubled) typed; the line under the form then."""
    panel, board = open_match(qtbot, window, new_match(
        "molotow", NAMES, settings={"rounds": 3, "last_round_double": True}))
    for points, hand, tisch in ROUNDS[:2]:
        type_fields(qtbot, points, hand, tisch)
        enter(qtbot)
    type_fields(qtbot, *ROUNDS[2])
    said = panel.preview_line.text()
    enter(qtbot)
    assert [s.total for s in window.controller.board.sides] == [74, 70, 197, 187]
    return board, said


def counted(notes):
    """The Handweis and the Tischweis that *notes* (a cell's, or a sheet's Weis column) say,
    in points as they count: "HW−50×2" is −100."""
    hand = tisch = 0
    for _letters, sign, value, double in WEIS.findall(notes):
        points = int(value) * (2 if double else 1)
        if sign == "+":
            tisch += points
        else:
            hand -= points
    return hand, tisch


def signed(cell):
    """A line under the totals' cell as a number: "−100" → −100, "+20" → 20, "–" → 0."""
    return 0 if cell == "–" else int(cell.replace("−", "-").replace("+", ""))


def test_the_doubled_rounds_weis_is_one_figure_on_board_and_in_history(window_language,
                                                                        window, qtbot):
    board, said = play(window, qtbot)
    board.grab()  # painted as shown
    cells = board.painted_notes
    assert cells[2][0].endswith("−50×2"), cells  # "HW−50×2", French "AM−50×2"
    assert cells[0][1].endswith("−20") and cells[0][2].endswith("+20"), cells  # not doubled
    hand_line, tisch_line = board.data.extras[:2]
    for p in range(len(NAMES)):
        hand, tisch = counted(" ".join(row[p] for row in cells))
        assert (hand, tisch) == (signed(hand_line.cells[p]), signed(tisch_line.cells[p])), (
            p, [row[p] for row in cells], hand_line.cells, tisch_line.cells)
    assert hand_line.cells[0] == "−100"
    # the line under the form and the history: the Handweis as typed, doubled beside it;
    # no "×2" after the figures the round wrote (Claire's 14 read as 14 × 2)
    line = window.history.list.item(2).text()
    for text in (said.split(" · ")[0], line):  # the line under the form: then the rest
        assert "Claire 50×2" in text and text.count("×2") == 1, text
        assert not text.rstrip().endswith("×2"), text
        assert "Claire 14, " in text, text


def test_the_history_says_the_round_counted_double_before_its_figures(window, qtbot):
    board, said = play(window, qtbot)
    assert said == ("writes: Round 3 (counted double): Claire 14, Jean-Philippe Perrenoud 0, "
                    "Marc 100, Anne-Sophie 100 (Handweis Claire 50×2) · Anne-Sophie has the "
                    "rest: 50")
    assert window.history.list.item(2).text() == (
        "3. Round 3 (counted double): Claire 14, Jean-Philippe Perrenoud 0, Marc 100, "
        "Anne-Sophie 100 (Handweis Claire 50×2)")
    # the rounds that count once: as before
    assert window.history.list.item(0).text() == (
        "1. Round 1: Claire 40, Jean-Philippe Perrenoud 10, Marc 70, Anne-Sophie 37 (Handweis "
        "Jean-Philippe Perrenoud 20, Tischweis Marc 20)")


@pytest.mark.skipif(shutil.which("pdftotext") is None,
                    reason="pdftotext (poppler-utils) is not installed")
def test_the_sheet_writes_the_doubled_round_as_the_board(window_language, window, qtbot,
                                                          real_dialogs, tmp_path):
    board, _said = play(window, qtbot)
    pdf = tmp_path / "molotow.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    text = pdf_text(pdf)
    entries, final = text.split(FINAL[window_language], 1)
    (row,) = [line for line in entries.splitlines() if re.match(r"\s*3\s", line)]
    # per player: card points, Weis, what the round wrote, the total; each typed figure of
    # the doubled round with its ×2: Claire 57×2 HW−50×2 14 74, Marc 50×2 100 197
    cells = row.split()[1:]
    assert cells[:4] == ["57×2", board.painted_notes[2][0], "14", "74"], row
    assert cells[4:7] == ["0×2", "0", "70"], row
    assert cells[7:10] == ["50×2", "100", "197"], row
    assert cells[10:] == ["50×2", "100", "187"], row
    # what it counted, in the final board: −100, as under the board's totals
    claire = next(line for line in final.splitlines() if "Claire" in line)
    assert claire.split()[-2:] == ["−100", "–"], claire
