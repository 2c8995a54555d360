"""Guests are marked "· Gast" on the evening page's tables and results, as the ranking and
the draw mark them (a mark apart from the members' short names in brackets) (an evening
trial: the tables' list said "A: Emil & Vreni Gast" and "1. Vreni Gast 50", and nothing told
the guest from a member).

A Molotow evening of three members and two guests (five: a table of four, one sits out),
made, drawn and typed from paper through the window's dialogs, in German; the guests are
typed into the draw dialog. The members are added through the club's API (they are not
what the test is about)."""


import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .club_steps import new_evening, ok, open_club_window, type_into

GUESTS = ("Vreni Gast", "Ueli Besuch")
MEMBERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla")]


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def test_the_evening_page_marks_the_guests_as_the_draw_and_the_ranking_do(cw, qtbot):
    evening = new_evening(cw, qtbot, MEMBERS, "molotow")
    page = cw.evenings.page

    draw = page.draw_dialog()
    for guest in GUESTS:  # typed under the list, Enter adds him
        type_into(qtbot, draw.guest_name, guest)
        qtbot.keyClick(draw.guest_name, Qt.Key.Key_Return)
    listed = [draw.list.item(i).text() for i in range(draw.list.count())]
    assert {f"{g} · Gast" for g in GUESTS} <= set(listed)  # the draw's mark (not a short name)
    ok(draw)

    (passe,) = cw.club.drawn(evening.id)
    (table,) = passe.tables
    (out,) = passe.sitting_out
    names = {m: cw.club.member(m) for m in (*table.seats, out)}
    guests = {m for m, member in names.items() if member.guest}
    assert {names[m].name for m in guests} == set(GUESTS)

    def shown(m):
        member = names[m]
        return f"{member.name} · Gast" if member.guest else member.label

    # the players at the table, a line each (Molotow: each for himself)
    players, result = page.table_text(1, 1)
    assert players.split("\n") == [shown(m) for m in table.seats]
    # who sits out
    top = page.tree.topLevelItem(0)
    resting = next(top.child(k) for k in range(top.childCount())
                   if top.child(k).text(0) == "setzt aus")
    assert out in guests  # this draw (seed 7) makes a guest sit out, the other one play
    assert resting.text(1) == shown(out)
    # the full names in the tooltip too
    tip = page._table_item(1, 1).toolTip(1)
    assert all(f"{names[m].name} · Gast" in tip for m in guests & set(table.seats)), tip

    # the results, typed from the paper sheet: 50, 80, 90, 146 in seat order (366: a
    # Molotow's 8 rounds end as 8 × 157 does)
    assert page.select(1, 1)
    page.paper_button.click()
    paper = QApplication.activeModalWidget()
    for row, points in enumerate((50, 80, 90, 146)):
        type_into(qtbot, paper.inputs[row]["points"], str(points))
    ok(paper)
    _players, result = page.table_text(1, 1)
    assert result.split("\n")[:4] == [
        f"{rank}. {shown(m)} {points}"
        for rank, m, points in zip((1, 2, 3, 4), table.seats, (50, 80, 90, 146), strict=True)]

    # the ranking beside them marks them the same way
    ranking = page.ranking.table
    qtbot.waitUntil(lambda: ranking.rowCount() == 5)  # the four, and who sat out
    # (beside the tables the mark goes under the name, so that the ranking fits)
    marked = [r[1] for r in ranking.rows_text() if r[1].endswith("\n· Gast")]
    assert sorted(marked) == sorted(shown(m).replace(" · Gast", "\n· Gast") for m in guests)
