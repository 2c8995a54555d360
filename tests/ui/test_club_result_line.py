"""A table's result line says who won (a club organiser's trial: "A 4'480 : B 4'300" of a
Partie to 4500 did not say whether A went out or B bedankte; in a Freier Jass the lower score
can win). The Partie is typed from the paper sheet in the window's own dialog, keys into its
fields and a click on its check box."""

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication

from .test_club_window import add_members, cw, draw_all  # noqa: F401


def type_into(qtbot, field, text):
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def freier_jass(cw):  # noqa: F811
    dialog = cw.evenings.new_evening_dialog()
    dialog.date.setDate(QDate(2026, 11, 17))
    dialog.choose("schieber", "freier_jass")
    dialog.passen.setValue(1)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    return dialog.result_value


def paper(qtbot, page, table, a, b, b_won):
    assert page.select(1, table)
    page.paper_button.click()
    dialog = QApplication.activeModalWidget()
    type_into(qtbot, dialog.inputs[0]["points"], a)
    type_into(qtbot, dialog.inputs[1]["points"], b)
    for row in (0, 1):
        type_into(qtbot, dialog.inputs[row]["matches"], "0")
    box = dialog.inputs[1 if b_won else 0]["won"]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)  # ticked as a keyboard user ticks it
    assert box.isChecked()
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()


def test_the_line_of_a_partie_to_a_target_names_its_winner(cw, qtbot):  # noqa: F811
    add_members(cw)
    evening = freier_jass(cw)
    draw_all(cw, evening)
    page = cw.evenings.page
    paper(qtbot, page, 1, "4480", "4300", b_won=True)  # B bedankte with fewer points
    paper(qtbot, page, 2, "4520", "3100", b_won=False)  # A went out
    assert page.table_text(1, 1)[1] == "A 4480 : B 4300 · B won\ntyped from a paper sheet"
    assert page.table_text(1, 2)[1] == "A 4520 : B 3100 · A won\ntyped from a paper sheet"

