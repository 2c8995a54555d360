"""The Molotow sheet writes the Weis as the window's board writes them: "HW−20", "TW+20",
"St−20" (French "AM−20", "AT+20"), the same translated words; the sheet wrote "H−20",
"T+20", "S−20" with a key of its own, and a Schreiber comparing board and paper read two
words for one thing. The example is opened, the board looked at, and the sheet printed
through the real print preview and Qt's print dialog, in German, French and English."""

import re
import shutil
from pathlib import Path

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, tab, type_
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
        # the Weis, as written (with "×2" in round 8, which counts double: "HW−20×2")
        said = re.findall(r"[^\s\d−+]+[−+]\d+(?:×2)?", " ".join(lines))
        assert said == [note for note in row if note], (number, lines)
    # the key under the entries says the same words
    legend = " ".join(text.split())
    for word in LEGEND[window_language]:
        assert word in legend, (word, legend)


#: the legend under the entries of a Molotow of the Jassverein's rules (no Stöck, no last
#: round counting double), in each language, and the heading after it (the board as it stands)
PLAIN_LEGEND = {
    "de": ("Weis: HW Handweis (minus), TW Tischweis (plus). Runde: was die Runde geschrieben "
           "hat.", "Aktueller Stand"),
    "fr": ("Annonces : AM de main (en moins), AT de table (en plus). Donne : ce que la donne a "
           "inscrit.", "Ardoise en l’état"),
    "en": ("Weis: HW Handweis (minus), TW Tischweis (plus). Round: what the round wrote.",
           "Board as it stands"),
}


def test_the_legend_explains_only_the_rules_of_the_table(window_language, window, qtbot,
                                                          real_dialogs, tmp_path):
    """A German trial: the legend of a Molotow without Stöck and without a double last round
    (its table rules: "Stöck: keine") said "St Stöck (minus)" and "(× 2, wenn sie doppelt
    zählt)". Two rounds typed (a Handweis, a Tischweis), printed through the preview: the
    legend explains what the table plays, nothing else."""
    open_match(qtbot, window, new_match("molotow", ["Anna", "Beat", "Cla", "Dora"]))
    # round 1: 40, 38, 52, the rest (27) to Dora; Beat Handweis 20; round 2: Cla Tischweis 20
    for points, hand, tisch in (([40, 38, 52], [0, 20, 0, 0], []),
                                ([30, 45, 50], [], [0, 0, 20, 0])):
        for value in points:
            type_(qtbot, str(value))
            tab(qtbot)
        tab(qtbot)  # Dora's field left empty: the rest of 157
        for values in (hand, tisch):
            for p in range(4):
                if p < len(values) and values[p]:
                    type_(qtbot, str(values[p]))
                tab(qtbot)
        enter(qtbot)
    assert len(window.controller.match.entries) == 2
    pdf = tmp_path / "molotow.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    text = " ".join(pdf_text(pdf).split()).replace("\u202f", " ")
    legend, heading = PLAIN_LEGEND[window_language]
    start = text.index(" ".join(legend.split(" ")[:3]))  # "Weis: HW Handweis", "Annonces : AM"
    assert text[start:text.index(heading, start)].strip() == legend
