"""A table imported unfinished and then corrected in the window (*Correct result…*) is said
alike in the evening's ranking, the season's and the table's tooltip: still marked † (the
match was not played to the end), and "its result was corrected afterwards", with the
reason typed, where each said "it has no winner, and its figures count as they stood"
(the season's, once a winner was given, said nothing at all: tests/club/
test_unfinished_corrected_in_rankings.py).

The matches are imported in the window's import dialog and the correction typed into its
dialog as a person does (test_club_accepted_tables_marked.py)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.club import UNFINISHED_MARK

from .club_steps import ok, open_club_window, type_into
from .test_club_accepted_tables_marked import FIRST, imported
from .test_club_evening_chosen_fresh import click_table
from .test_club_other_rules_in_rankings import cells_of, words
from .test_club_unfinished_in_window import season_page

REASON = "Blatt falsch addiert"
SAID = ("Passe 1, table 1 (Anna & Cla, Beat & Dora): imported from an unfinished match (not "
        "finished: 5 of 12 rounds); its result was corrected afterwards: it has no winner, "
        "and its figures count as corrected.")


def corrected(cw, qtbot, tmp_path):
    """Table 1 (broken off at 408 : 377) corrected to 418 : 367 with the reason: the page."""
    _evening, page = imported(cw, qtbot, tmp_path)
    click_table(qtbot, page, 1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    type_into(qtbot, dialog.inputs[0]["points"], "418")
    type_into(qtbot, dialog.inputs[1]["points"], "367")
    dialog.note.setFocus()
    qtbot.keyClicks(dialog.note, REASON)
    ok(dialog)
    return page


def test_the_evening_the_season_and_the_tooltip_say_it_was_corrected(window, club_path,
                                                                     dialogs, qtbot,
                                                                     tmp_path):
    cw = open_club_window(window, dialogs)
    page = corrected(cw, qtbot, tmp_path)
    qtbot.waitUntil(lambda: any("418" in cell for cell in cells_of(page.ranking.table, "Anna")))
    note = words(page.ranking.note.text().splitlines()[-1])
    assert note == f"{UNFINISHED_MARK} {SAID} Reason given for the correction: {REASON}"
    assert f"418{UNFINISHED_MARK}" in cells_of(page.ranking.table, "Anna")
    tip = page._table_item(1, 1).toolTip(2)
    assert "corrected afterwards: it has no winner" in tip and REASON in tip, tip
    assert "as they stood" not in tip.split("Passe 1, table 2")[0], tip
    page.grab().save(str(tmp_path / "fix-unfinwin-evening.png"))
    panel = season_page(qtbot, cw, Qt.Key.Key_End)
    assert words(panel.note.text().splitlines()[-1]) == (
        f"{UNFINISHED_MARK} 2026-12-07 (Schieber), {SAID}")
    for name in FIRST:
        assert any(cell.endswith(UNFINISHED_MARK) for cell in cells_of(panel.table, name))
