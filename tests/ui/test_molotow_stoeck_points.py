"""The Molotow's Stöck under the totals, in points as the Handweis and Tischweis beside
them. An English trial (1366×768, "Stöck written (20 minus points)" ticked) read a
Handweis line of points (−20, −50), a Tischweis line of points (+50, +20) and a Stöck line
of counts ("1×"), while the round cells said "St−20"; the printed final board wrote "1"
too. The Stöck are minus points where the table setting writes them: the board says −20
(−40 in a last round that counts double), and so does the sheet's final board, with the
signs of the board's lines (a keyboard trial's sheet wrote 40, 20, 20 beside the window's
−40, +20, −20; none is "–"). Without the setting there are no Stöck: no line, no column.
Typed into the real form, printed through the real preview and Qt's print dialog, in
de/fr/en."""

import re
import shutil

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_molotow_window import type_round
from .test_print_preview_keys import print_by_keys
from .texts import pdf_text

pytestmark = [pytest.mark.qt_log_ignore("does not support raise",
                                        "does not support grabbing the keyboard"),
              pytest.mark.skipif(shutil.which("pdftotext") is None,
                                 reason="pdftotext (poppler-utils) is not installed")]

NAMES = ["Anna", "Beat", "Cla", "Dora"]
FINAL = {"de": "Schlussstand", "fr": "Ardoise finale", "en": "Final board"}


def print_sheet(qtbot, real_dialogs, pdf, language):
    """Ctrl+P, the preview's Ctrl+P, the file's name: the sheet's final board and after."""
    print_by_keys(qtbot, real_dialogs, pdf)
    text = pdf_text(pdf)
    return text[text.index(FINAL[language]):]


def final_rows(text):
    """The final board's rows: name → the figures after it (total, Handweis, Tischweis …)."""
    rows = {}
    for line in text.splitlines():
        match = re.match(r"\s*\d+\S*\s+(Anna|Beat|Cla|Dora)\s+(.*)$", line)
        if match and match.group(1) not in rows:
            rows[match.group(1)] = match.group(2).split()
    return rows


def test_the_stoeck_are_minus_points_on_board_and_sheet(window_language, window, qtbot,
                                                        real_dialogs, tmp_path):
    match = new_match("molotow", NAMES, settings={"rounds": 2, "stoeck": True,
                                                  "last_round_double": True})
    panel, board = open_match(qtbot, window, match)
    # round 1: Beat's Handweis 20, Cla's Stöck (RULES.md 3: card points − Handweis +
    # Tischweis, Stöck 20 minus points): 40, 40 − 20, 40 − 20, 37
    type_round(qtbot, [40, 40, 40, 37], [0, 20, 0, 0], [], 2, rest=False)
    assert panel.error_text() == ""
    # round 2 counts double (table setting): Anna's Stöck write −40
    type_round(qtbot, [30, 50, 40, 37], [], [], 0, rest=False)
    assert panel.error_text() == ""
    result = window.controller.board
    assert result.finished
    # Anna (40 + (30 − 20) × 2), Beat (20 + 100), Cla (20 + 80), Dora (37 + 74)
    assert [s.total for s in result.sides] == [60, 120, 100, 111]
    hand, tisch, stoeck = board.data.extras[:3]
    assert hand.cells == ["−20" if i == 1 else "–" for i in range(4)]
    assert stoeck.cells == ["−40", "–", "−20", "–"]  # points, as the Handweis above
    board.grab()
    pdf = tmp_path / "molotow.pdf"
    rows = final_rows(print_sheet(qtbot, real_dialogs, pdf, window_language))
    # Rank, Player, Total, Handweis, Tischweis, Stöck: the Stöck in points as the Handweis,
    # both with the board's minus
    assert rows == {"Anna": ["60", "–", "–", "−40"], "Cla": ["100", "–", "–", "−20"],
                    "Dora": ["111", "–", "–", "–"], "Beat": ["120", "−20", "–", "–"]}


def test_without_the_setting_there_is_no_stoeck_line(window, qtbot, real_dialogs, tmp_path):
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    panel, board = open_match(qtbot, window, match)
    type_round(qtbot, [41, 40, 39, 37], [0, 20, 0, 0], [], None, rest=False)
    assert window.controller.board.finished
    assert [e.label for e in board.data.extras] == ["Handweis", "Tischweis", "Rank"]
    text = print_sheet(qtbot, real_dialogs, tmp_path / "molotow.pdf", "en")
    assert "Stöck" not in text.split("Winner")[0]
    assert final_rows(text)["Beat"] == ["20", "−20", "–"]
