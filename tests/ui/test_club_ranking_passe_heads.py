"""The evening's ranking beside the tables names its Passe columns (a French trial's were
headed only "1" and "2"): "Passe" over the number, as the Rankings tab says "Passe 1"."""

from PySide6.QtWidgets import QApplication

from .test_club_window import add_members, cw, draw_all, new_turnier, write_round  # noqa: F401


def test_the_passe_columns_beside_the_tables_say_passe(window, cw):  # noqa: F811
    add_members(cw)
    evening = new_turnier(cw, passen=2, rounds=1)
    draw_all(cw, evening)
    page = cw.evenings.page
    page.select(1, 1)
    page.play()
    QApplication.processEvents()
    write_round(window.panel, "schellen", 100)
    cw.changed()
    table = page.ranking.table
    titles = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert "Passe\n1" in titles, titles
    assert "1" not in titles, titles
