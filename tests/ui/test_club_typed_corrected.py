"""A result typed from the paper sheet and corrected later says so on its table's line (a
French club season's tester: the corrected table still read only "tapé d’une feuille",
where a table played in Jasstafel and corrected says "corrigé à la main"). The line reads
"typed from a paper sheet · corrected", the reason under it as under a played table's.

The result is typed in the *Type paper result…* dialog and corrected in the real *Correct
result…* dialog: keys into their fields, their own buttons."""

import pytest
from PySide6.QtWidgets import QApplication

from . import keyboard as kb
from .club_steps import open_club_window, open_tab
from .test_club_paper_empty import cw, evening_drawn, field, open_dialog, press_ok, type_over

__all__ = ["cw"]


def typed(qtbot, page, a, b):
    dialog = open_dialog(qtbot, page.paper_button)
    for row, points in ((0, a), (1, b)):
        type_over(qtbot, field(dialog, row, "points"), points)
        type_over(qtbot, field(dialog, row, "matches"), "0")
    press_ok(qtbot, dialog)
    assert not dialog.isVisible(), dialog.error.text()


def correct(qtbot, page, a, b, why=""):
    assert page.select(1, 1)
    dialog = open_dialog(qtbot, page.correct_button)
    type_over(qtbot, field(dialog, 0, "points"), a)
    type_over(qtbot, field(dialog, 1, "points"), b)
    if why:
        dialog.note.setFocus()
        qtbot.waitUntil(dialog.note.hasFocus)
        kb.type_(qtbot, why)
    press_ok(qtbot, dialog)
    assert not dialog.isVisible(), dialog.error.text()


def test_a_typed_result_corrected_says_it_was_corrected(cw, qtbot):
    evening, page = evening_drawn(cw, "schieber", "turnier")
    total = evening.settings["rounds"] * 157
    typed(qtbot, page, "1000", str(total - 1000))
    assert page.table_text(1, 1)[1] == (
        f"A 1000 : B {total - 1000} · A won\ntyped from a paper sheet")
    correct(qtbot, page, "1100", str(total - 1100), why="counted twice")
    QApplication.processEvents()
    assert page.table_text(1, 1)[1] == (
        f"A 1100 : B {total - 1100} · A won\ntyped from a paper sheet · corrected\n"
        "(counted twice)")


def test_without_a_reason_the_line_says_only_corrected(cw, qtbot):
    evening, page = evening_drawn(cw, "schieber", "turnier")
    total = evening.settings["rounds"] * 157
    typed(qtbot, page, "1000", str(total - 1000))
    correct(qtbot, page, "900", str(total - 900))
    assert page.table_text(1, 1)[1] == (
        f"A 900 : B {total - 900} · B won\ntyped from a paper sheet · corrected")


def test_removed_and_typed_again_is_a_fresh_result(cw, qtbot):
    """A table's result removed (typed at the wrong table) and typed again is a new result,
    not a corrected one: the log's removal ends what was corrected before."""
    evening, page = evening_drawn(cw, "schieber", "turnier")
    total = evening.settings["rounds"] * 157
    typed(qtbot, page, "1000", str(total - 1000))
    correct(qtbot, page, "900", str(total - 900))
    cw.club.delete_results(evening.id, 1, 1, note="wrong table")  # not what the test is about
    cw.changed()
    assert page.select(1, 1)
    typed(qtbot, page, "800", str(total - 800))
    assert page.table_text(1, 1)[1] == (
        f"A 800 : B {total - 800} · B won\ntyped from a paper sheet")


@pytest.fixture
def french_cw(french_window, club_path, dialogs):
    return open_club_window(french_window, dialogs)


def test_the_french_line_says_corrige(french_cw, qtbot, tmp_path):
    """The tester's window: "tapé d’une feuille · corrigé" at 1366 × 768, whole."""
    evening, page = evening_drawn(french_cw, "schieber", "turnier")
    total = evening.settings["rounds"] * 157
    typed(qtbot, page, "1000", str(total - 1000))
    correct(qtbot, page, "1100", str(total - 1100), why="compté deux fois")
    assert page.table_text(1, 1)[1] == (
        f"A 1'100 : B {total - 1100} · A gagne\ntapé d’une feuille · corrigé\n"
        "(compté deux fois)")
    open_tab(qtbot, french_cw, french_cw.evenings)
    french_cw.resize(1366, 740)
    QApplication.processEvents()
    french_cw.grab().save(str(tmp_path / "corrige.png"))
    french_cw.grab().save(str(tmp_path / "clubfr-typed-corrected.png"))
