"""A Schieber Turnier table tied in points and Matches is a shared rank 1, and both teams
share the win (docs/variants/schieber.md: "if that is equal too, both share the win"; the
board says "Tie: both teams share the win"); the club stores "won" for all four, the terminal
says "Rang 1, gewonnen", the statistics and the CSV file count the win. A secretary's trial
found the window's result line alone saying "A 942 : B 942 · unentschieden" (a draw, nobody
won) beside them. Typed from the paper sheet through the window's own dialog, in German."""

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QApplication

from .club_steps import ok, open_club_window, type_into

MEMBERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
           ("Dora Meier", "Dora")]


def turnier(cw):
    for name, short in MEMBERS:
        cw.club.add_member(name, short)
    cw.refresh()
    dialog = cw.evenings.new_evening_dialog()
    dialog.date.setDate(QDate(2026, 11, 5))
    dialog.choose("schieber", "turnier")  # 12 rounds: 1'884 card points a table
    dialog.passen.setValue(1)
    ok(dialog)
    ok(cw.evenings.page.draw_dialog())
    return dialog.result_value


def test_a_tied_turnier_table_says_both_won(german_window, club_path, dialogs, qtbot):
    cw = open_club_window(german_window, dialogs)
    evening = turnier(cw)
    page = cw.evenings.page
    assert page.select(1, 1)
    page.paper_button.click()
    paper = QApplication.activeModalWidget()
    for row in (0, 1):
        type_into(qtbot, paper.inputs[row]["points"], "942")
        type_into(qtbot, paper.inputs[row]["matches"], "0")
    ok(paper)
    assert [(r.rank, r.won) for r in cw.club.results(evening.id)] == [(1, True)] * 4
    assert page.table_text(1, 1)[1] == (
        "A 942 : B 942 · gleichauf: beide gewonnen\nvom Blatt eingetippt")
