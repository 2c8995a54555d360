"""A refused paper result puts the cursor in the figure the refusal is about, its text
selected to be typed over, as the match window's refusals do.

A Romand secretary's trial (shot 26): "1'010 + 884 = 1'894 n'est pas possible", and the
cursor stayed in *Matchs B*, where she had pressed Enter, not in a points field. Typed and
sent with the keys; the dialog opened by its button."""

from PySide6.QtWidgets import QApplication

from . import keyboard as kb
from .test_club_paper_empty import evening_drawn, field, open_dialog, type_over
from .test_club_paper_refusal_goes import cw  # noqa: F401


def sent(qtbot, page, rows):
    """The dialog with *rows* typed ((row, points, matches), in that order), Enter pressed
    in the last field typed: refused, still open."""
    dialog = open_dialog(qtbot, page.paper_button)
    for row, points, matches in rows:
        type_over(qtbot, field(dialog, row, "points"), points)
        type_over(qtbot, field(dialog, row, "matches"), matches)
    kb.enter(qtbot)
    assert dialog.isVisible() and dialog.error.isVisible()
    return dialog


def selected_whole(widget):
    return (QApplication.focusWidget() is widget and widget.hasSelectedText()
            and widget.selectedText() == widget.text())


def test_a_refused_sum_puts_the_cursor_in_the_points(cw, qtbot):  # noqa: F811
    _evening, page = evening_drawn(cw, "schieber", "turnier")
    dialog = sent(qtbot, page, [(0, "1010", "0"), (1, "700", "0")])
    assert "1'010 + 700 = 1'710" in dialog.error.text()
    points = field(dialog, 0, "points")
    assert selected_whole(points), QApplication.focusWidget().objectName()
    assert points.is_refused()
    kb.type_text(qtbot, "1184")  # typed over, not after the old figure
    assert points.text().replace("'", "") == "1184"
    kb.enter(qtbot)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()


def test_a_refused_team_figure_puts_the_cursor_in_that_team_s_field(cw, qtbot):  # noqa: F811
    _evening, page = evening_drawn(cw, "schieber", "turnier")
    dialog = sent(qtbot, page, [(1, "874", "13"), (0, "1010", "0")])  # Enter in A's Matches
    assert "13" in dialog.error.text()
    assert selected_whole(field(dialog, 1, "matches")), QApplication.focusWidget().objectName()


def test_a_refused_sum_keeps_the_cursor_in_the_points_just_typed(cw, qtbot):  # noqa: F811
    """The sum refused with the cursor in one of its figures (the second row's points, the
    last typed): it stays there, selected, as likely the misread one as the first row's."""
    _evening, page = evening_drawn(cw, "schieber", "turnier")
    dialog = open_dialog(qtbot, page.paper_button)
    type_over(qtbot, field(dialog, 0, "matches"), "0")
    type_over(qtbot, field(dialog, 1, "matches"), "0")
    type_over(qtbot, field(dialog, 0, "points"), "1010")
    type_over(qtbot, field(dialog, 1, "points"), "700")
    kb.enter(qtbot)
    assert dialog.isVisible() and "1'010 + 700 = 1'710" in dialog.error.text()
    points = field(dialog, 1, "points")
    assert selected_whole(points), QApplication.focusWidget().objectName()
    assert points.is_refused()
