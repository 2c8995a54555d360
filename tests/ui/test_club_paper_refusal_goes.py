"""The paper-result dialog's refusal goes as soon as a figure is typed again.

A Romand organiser's trial (shot 30): she typed 1'010 points and 7 Matchs for a team, pressed
Enter and was refused ("7 Matchs write at least 1'099 points"); she typed the Matchs again,
1, and the red refusal stayed under the mended fields, contradicting them, until Enter again.
As the main window's forms do, the refusal now goes with the first key typed into a field
(the field's red mark went already); Enter judges the figures again."""

import pytest
from PySide6.QtWidgets import QMessageBox

from . import keyboard as kb
from .test_club_paper_empty import evening_drawn, field, open_dialog, type_over


@pytest.fixture
def cw(french_window, club_path, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = french_window.club.show_window()
    assert club_window is not None
    dialogs.shown.clear()
    dialogs.answer = QMessageBox.StandardButton.Discard
    return club_window


def test_the_refusal_goes_with_the_first_key_and_enter_records(cw, qtbot, tmp_path):
    evening, page = evening_drawn(cw, "schieber", "turnier")
    dialog = open_dialog(qtbot, page.paper_button)
    for row, (points, matches) in enumerate((("1010", "7"), ("874", "0"))):
        type_over(qtbot, field(dialog, row, "points"), points)
        type_over(qtbot, field(dialog, row, "matches"), matches)
    kb.enter(qtbot)
    assert dialog.isVisible()
    assert dialog.error.isVisible() and "1'099" in dialog.error.text()

    type_over(qtbot, field(dialog, 0, "matches"), "1")  # mended
    assert not dialog.error.isVisible()
    assert dialog.isVisible()  # nothing recorded until Enter
    assert not cw.club.results(evening.id)
    dialog.grab().save(str(tmp_path / "fix-club2-paper-mended.png"))
    kb.enter(qtbot)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert sorted(r.points for r in cw.club.results(evening.id)) == [874, 874, 1010, 1010]


def test_the_refusal_stays_while_nothing_is_typed(cw, qtbot):
    """Moving between the fields (Tab) changes nothing: the refusal stays to be read."""
    _evening, page = evening_drawn(cw, "schieber", "turnier")
    dialog = open_dialog(qtbot, page.paper_button)
    type_over(qtbot, field(dialog, 0, "points"), "1010")
    type_over(qtbot, field(dialog, 0, "matches"), "7")
    type_over(qtbot, field(dialog, 1, "points"), "874")
    type_over(qtbot, field(dialog, 1, "matches"), "0")
    kb.enter(qtbot)
    said = dialog.error.text()
    assert dialog.error.isVisible() and said
    kb.tab(qtbot)
    assert dialog.error.isVisible() and dialog.error.text() == said
