"""The evening page keeps its layout while results are typed (a German club president's
trial at 1366 × 768): after each result the evenings' list went from 260 to 140 px and
back, the places cut ("Hotel Freienhof, T…"), and the tables' list switched between its
three columns and the results under the players, so the rows moved: his click meant for
"Tisch 2" hit the "setzt aus" row, and the figures he typed then went nowhere without a
word. The layout is chosen once per page size (and evening, and once its ranking has
rows); digits typed on the tables' list say where a result is typed."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .club_steps import click_table, open_club_window, open_tab
from .test_club_paper_empty import field, open_dialog, press_ok, type_over

MEMBERS = [("Fritz Bühler", "Fritz"), ("Elsbeth Kunz", "Elsbeth"), ("Vreni Aebi", "Vreni"),
           ("Ruth Zaugg", "Ruth"), ("Hansruedi Moser", "Hansruedi"), ("Kurt Wyss", "Kurt"),
           ("Walter Stucki", "Walter"), ("Ueli Kohler", "Ueli"), ("Margrit Blaser", "Margrit")]
#: each table's two teams, A and B, as typed from the sheet (12 rounds: 1884 together)
TYPED = [("1000", "884"), ("1013", "871"), ("700", "1184"), ("1184", "700")]


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def kurts_evening(cw, qtbot, title="3. Vereinsabend"):
    """Nine members and a guest, two Passen of two tables (two sit out each), at the
    Hotel Freienhof: its page at the window's size on a 1366 × 768 screen."""
    club = cw.club
    ids = [club.add_member(name, short).id for name, short in MEMBERS]
    ids.append(club.add_guest("Beat Kohler").id)
    for day, name in (("2026-11-05", "1. Vereinsabend"), ("2026-11-19", "2. Vereinsabend"),
                      ("2026-12-03", title)):
        evening = club.new_evening(day, "schieber", preset="turnier", passen=2,
                                   place="Hotel Freienhof, Thun", title=name)
    club.draw(evening.id, ids, rng=random.Random(5))
    cw.resize(1240, 728)
    cw.refresh()
    open_tab(qtbot, cw, cw.evenings)
    cw.evenings.choose(evening.id)
    QApplication.processEvents()
    return evening, cw.evenings.page


def type_result(qtbot, page, passe, table, points):
    """The table clicked, *Type paper result…* clicked, both teams' points typed, OK."""
    click_table(qtbot, page, passe, table)
    dialog = open_dialog(qtbot, page.paper_button)
    for row, typed in enumerate(points):
        type_over(qtbot, field(dialog, row, "points"), typed)
        type_over(qtbot, field(dialog, row, "matches"), "0")
    press_ok(qtbot, dialog)
    assert not dialog.isVisible(), dialog.error.text()
    for _ in range(3):  # the splitters share out the width, then the pages lay out again
        QApplication.processEvents()


def layout(cw, page):
    """What the eye and the mouse go by: the evenings' list's width, the tables' list's and
    the ranking's, where the results are, and where each table's line is."""
    lines = {}
    for passe in (1, 2):
        for table in (1, 2):
            lines[(passe, table)] = page.tree.visualItemRect(
                page._table_item(passe, table)).top()
    return (cw.evenings.split.sizes(), page.split.sizes(), page.tree.results_below,
            page.ranking.table.summary, lines)


def test_the_evening_page_keeps_its_layout_while_results_are_typed(cw, qtbot, tmp_path):
    _evening, page = kurts_evening(cw, qtbot)
    type_result(qtbot, page, 1, 1, TYPED[0])
    first = layout(cw, page)
    for n, (passe, table) in enumerate(((1, 2), (2, 1), (2, 2)), start=1):
        type_result(qtbot, page, passe, table, TYPED[n])
        cw.grab().save(str(tmp_path / f"result-{n}.png"))
        assert layout(cw, page) == first, (passe, table)
    # the evenings' list as wide as before the page's first result: the places whole
    assert first[0][0] == cw.evenings.split.sizes()[0]


def test_the_evenings_list_keeps_its_width_at_the_first_result(cw, qtbot):
    _evening, page = kurts_evening(cw, qtbot)
    before = cw.evenings.split.sizes()
    type_result(qtbot, page, 1, 1, TYPED[0])
    assert cw.evenings.split.sizes() == before


def test_digits_typed_on_the_tables_list_say_where_a_result_goes(cw, qtbot, tmp_path):
    _evening, page = kurts_evening(cw, qtbot)
    type_result(qtbot, page, 1, 1, TYPED[0])
    # the "sits out" line of Passe 1 clicked (meant for table 2), then the figures typed
    out = page._table_item(1, 2)
    top = out.parent()
    line = top.child(top.indexOfChild(out) + 1)
    rect = page.tree.visualItemRect(line)
    qtbot.mouseClick(page.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.selected() is None
    assert QApplication.focusWidget() is page.tree
    said = page.hint.text()
    qtbot.keyClicks(QApplication.focusWidget(), "1013")
    assert page.hint.text() != said
    assert "1013" in page.hint.text()
    assert "Ergebnis vom Blatt eintippen…" in page.hint.text()
    assert page.hint.text().startswith("1013 ging in kein Feld: einen offenen Tisch wählen")
    cw.grab().save(str(tmp_path / "digits.png"))
    # the selection stayed where it was clicked (typing did not jump to a line)
    assert page.tree.currentItem() is line
    # a table chosen: the hint as before
    click_table(qtbot, page, 1, 2)
    assert page.hint.text() == said
