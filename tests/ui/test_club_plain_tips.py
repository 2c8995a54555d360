"""The club window's tooltips show names letter for letter, never as HTML (as the main
window's do, tests/ui/test_plain_text.py): a tooltip with "<b>" in it is rich text to Qt."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from jasstafel.club import PaperResult

from .test_club_french_season import french_cw, open_tab  # noqa: F401

HOSTILE = ["<b>Beat</b>", '<img src="x.png">', "<i>Cla</i> Caduff", "Dora"]


def tips(window):
    """Every tooltip the window holds: its widgets' and every cell's of its lists and tables."""
    found = [w.toolTip() for w in window.findChildren(QWidget)]
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        if model is None:
            continue
        stack = [view.rootIndex()]
        while stack:
            parent = stack.pop()
            try:
                columns = model.columnCount(parent)
            except TypeError:  # a list's model: one column, its count not public
                columns = 1
            for row in range(model.rowCount(parent)):
                for column in range(columns):
                    index = model.index(row, column, parent)
                    found.append(str(model.data(index, Qt.ItemDataRole.ToolTipRole) or ""))
                    if column == 0:
                        stack.append(index)
    return found


def test_names_in_the_club_window_s_tooltips_are_text(french_cw, qtbot):  # noqa: F811
    club = french_cw.club
    ids = [club.add_member(name).id for name in HOSTILE]
    guest = club.add_guest("<u>Gast</u>")
    ev = club.new_evening("2025-12-04", "differenzler", passen=1, title="<b>Abend</b>")
    club.draw(ev.id, [*ids, guest.id][:4], rng=random.Random(3))
    (table,) = club.drawn(ev.id)[0].tables
    club.record_result(ev.id, 1, table.number,
                       [PaperResult(m, 30 + 10 * k) for k, m in enumerate(table.seats)])
    french_cw.refresh()
    seen = []
    for page in (french_cw.members, french_cw.evenings, french_cw.rankings,
                 french_cw.statistics):
        open_tab(qtbot, french_cw, page)
        if page is french_cw.evenings:
            french_cw.evenings.choose(ev.id)
        QApplication.processEvents()
        seen += tips(french_cw)
    named = [tip for tip in seen if "Beat" in tip or "Cla" in tip or "Gast" in tip]
    assert named  # the names are in tooltips at all
    for tip in seen:
        assert not any(tag in tip for tag in ("<b>", "<img", "<i>", "<u>")), tip
