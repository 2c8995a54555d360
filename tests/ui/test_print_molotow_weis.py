"""The Molotow sheet writes the Weis as the window's board writes them: "HW−20", "TW+20",
"St−20" (French "AM−20", "AT+20"), the same translated words; the sheet wrote "H−20",
"T+20", "S−20" with a key of its own, and a Schreiber comparing board and paper read two
words for one thing. The example is opened, the board looked at, and the sheet printed
through the real print preview and Qt's print dialog, in German, French and English."""

import re
import shutil
from pathlib import Path

import pytest

from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import print_by_keys
from .texts import pdf_text

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "molotow-hausjass.jass"

pytestmark = [pytest.mark.qt_log_ignore("does not support raise",
                                        "does not support grabbing the keyboard"),
              pytest.mark.skipif(shutil.which("pdftotext") is None,
                                 reason="pdftotext (poppler-utils) is not installed")]

FINAL = {"de": "Schlussstand", "fr": "Ardoise finale", "en": "Final board"}
#: what the legend under the entries calls the three, in each language
LEGEND = {"de": ("HW Handweis", "TW Tischweis", "St Stöck"),
          "fr": ("AM de main", "AT de table", "St stöck"),
          "en": ("HW Handweis", "TW Tischweis", "St Stöck")}


def test_the_molotow_sheet_writes_the_weis_as_the_board(window_language, window, qtbot,
                                                         real_dialogs, tmp_path):
    assert window.open_file(str(EXAMPLE))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    board = window.board_widget
    board.grab()  # painted as shown
    # docs/examples/molotow-hausjass.jass: Beat HW 20 and Dora HW 50 in round 1, Cla's
    # Stöck in round 2, Emil's TW 20 in round 3, Anna and Emil HW 20 with Beat's TW 50 in
    # round 6, Dora's Stöck in round 7, Beat's HW 20 in round 8
    notes = board.painted_notes[:8]
    hand, tisch, stoeck = notes[0][1][:-3], notes[2][4][:-3], notes[1][2][:-3]
    assert [hand, tisch, stoeck] == {"fr": ["AM", "AT", "St"]}.get(window_language,
                                                                   ["HW", "TW", "St"])
    pdf = tmp_path / "molotow.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    text = pdf_text(pdf)
    # the entries, before the final board (a table too wide for the page comes in parts,
    # each with every round: a round's rows are read one after the other)
    entries = text[:text.index(FINAL[window_language])].splitlines()
    for number, row in enumerate(notes, start=1):
        lines = [line for line in entries if re.match(rf"\s*{number}\s", line)]
        said = re.findall(r"[^\s\d−+]+[−+]\d+", " ".join(lines))  # the Weis, as written
        assert said == [note for note in row if note], (number, lines)
    # the key under the entries says the same words
    legend = " ".join(text.split())
    for word in LEGEND[window_language]:
        assert word in legend, (word, legend)
