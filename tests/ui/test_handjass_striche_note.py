"""A Handjass round whose Striche are set directly names every player who got Striche, on
the sheet and in the CSV, as the history does. An English mouse user's trial: on the
*Striche* tab + three times for Anna and once for Beat, Write; the history said "Striche
set: Anna 3 Striche, Beat 1 Strich · Anna full", but the printed note under the row said
"Striche set directly, 3 Striche at once for Anna, Anna full" and the CSV's Notes "3
Striche at once for Anna; Anna full": Beat's Strich was missing (the note named only a
player with more than one). Clicked on the real buttons, printed through the real preview
and Qt's print dialog, exported through File → Export CSV… and its real file dialog."""

import csv
import io
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_handjass_window import type_points
from .test_print_preview_keys import print_by_keys
from .texts import pdf_text

pytestmark = [pytest.mark.qt_log_ignore("does not support raise",
                                        "does not support grabbing the keyboard"),
              pytest.mark.skipif(shutil.which("pdftotext") is None,
                                 reason="pdftotext (poppler-utils) is not installed")]

FOUR = ["Anna", "Beat", "Cla", "Dora"]
#: the note of the round, as the sheet and the CSV say it (RULES.md 4: Striche set directly,
#: several in one round to one or several players; 7 Striche make a player full)
NOTE = {"en": ("Striche set directly: Anna 3 Striche and Beat 1 Strich", "Anna full"),
        "de": ("Striche direkt gesetzt: Anna 3 Striche und Beat 1 Strich", "Anna voll"),
        "fr": ("Traits posés directement : Anna 3 traits et Beat 1 trait", "plein : Anna")}
FINAL = {"de": "Schlussstand", "fr": "Ardoise finale", "en": "Final board"}


def click(qtbot, button, times=1):
    for _ in range(times):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_round_of_striche_set_names_every_player_on_sheet_and_csv(
        window_language, window, qtbot, real_dialogs, tmp_path):
    panel, _slate = open_match(qtbot, window, new_match("handjass", FOUR))
    for _ in range(4):  # Anna the fewest card points four times: a Strich each
        type_points(qtbot, [20, 45, 45, 47])
    # the Striche tab, + three times for Anna and once for Beat, Write
    qtbot.mouseClick(panel.tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=panel.tabs.tabBar().tabRect(1).center())
    click(qtbot, panel.plus_buttons[0], 3)
    click(qtbot, panel.plus_buttons[1])
    click(qtbot, panel.write_button)
    board = window.controller.board
    assert board.entries[-1].written == [3, 1, 0, 0] and board.finished
    note, full = NOTE[window_language]

    # the sheet: the note under row 5 names Anna and Beat
    pdf = tmp_path / "handjass.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    text = pdf_text(pdf)
    entries = " ".join(text[:text.index(FINAL[window_language])].split())
    assert f"{note}, {full}" in entries, entries
    assert "at once" not in entries

    # the CSV: the Notes of the round say the same
    def save_csv(dialog):
        type_text(qtbot, str(tmp_path / "liste"))
        enter(qtbot)

    real_dialogs.when(QFileDialog, save_csv)
    # a mouse user's File → Export CSV… (the finished match leaves no form to type in)
    bar, menu = window.menuBar(), window.file_menu
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                     pos=menu.actionGeometry(window.paper.csv_action).center())
    real_dialogs.check()
    written = (tmp_path / "liste.csv").read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(written), delimiter="," if window_language == "en"
                           else ";"))
    # the catalog's no-break space before the French ";" read as the sheet's space
    notes = [cell.replace("\u00a0", " ") for row in rows for cell in row
             if "Anna" in cell and "Beat" in cell]
    assert f"{note}; {full}" in notes, rows
