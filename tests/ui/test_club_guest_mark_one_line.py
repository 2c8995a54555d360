"""A guest's name and mark on one line in the evening ranking where its column has the room
(a German club president's trial: "Beat Kohler · Gast" took two lines beside a
ranking with room to spare); under the name where the room is short (a netbook), and never
a sideways scroll bar for it."""

import pytest
from PySide6.QtWidgets import QApplication

from .club_steps import open_club_window
from .test_club_evening_layout_steady import TYPED, kurts_evening, type_result


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def guest_row(table):
    return next(r for r in range(table.rowCount()) if table.cell_text(r, 1).startswith("Beat"))


@pytest.mark.parametrize(("size", "one_line"), [((1600, 860), True), ((1008, 560), False)])
def test_a_guest_s_mark_stays_on_his_name_s_line_where_there_is_room(cw, qtbot, tmp_path,
                                                                     size, one_line):
    _evening, page = kurts_evening(cw, qtbot)
    for n, (passe, table) in enumerate(((1, 1), (1, 2), (2, 1))):
        type_result(qtbot, page, passe, table, TYPED[n])
    cw.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    cw.grab().save(str(tmp_path / f"guest-{size[0]}.png"))
    table = page.ranking.table
    row = guest_row(table)
    text = table.cell_text(row, 1)
    assert text == ("Beat Kohler · Gast" if one_line else "Beat Kohler\n· Gast")
    assert table.rowHeight(row) >= table.sizeHintForRow(row)  # its lines whole
    assert table.columnWidth(1) >= table.sizeHintForColumn(1)
    if one_line:
        assert not table.horizontalScrollBar().isVisible()
        assert table.rowHeight(row) == table.rowHeight((row + 1) % table.rowCount())
