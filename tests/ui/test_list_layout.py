"""Our own layouts keep their measures between Qt's invalidations (ListLayout): a measure
kept must never outlive a change of what is in the row."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from jasstafel.ui.widgets.buttons import CompactButton, FairRow
from jasstafel.ui.widgets.flow import FlowLayout


def _row(qtbot, layout_type):
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = layout_type(holder)
    buttons = [CompactButton(name, asks=12) for name in ("1  Anna", "2  Beat")]
    for button in buttons:
        layout.addWidget(button)
    holder.show()
    QApplication.processEvents()
    return holder, layout, buttons


def test_fair_row_measures_a_new_name(qtbot):
    _holder, row, buttons = _row(qtbot, FairRow)
    before = row.sizeHint().width()
    assert row.sizeHint().width() == before  # asked again: the same answer
    buttons[1].setText("2  Jean-Marc")  # the next match's names
    QApplication.processEvents()
    assert row.sizeHint().width() > before
    buttons[1].hide()
    QApplication.processEvents()
    assert row.sizeHint().width() < before
    assert row.minimumSize().width() <= row.sizeHint().width()


def test_flow_layout_measures_what_was_added_and_hidden(qtbot):
    holder, flow, buttons = _row(qtbot, FlowLayout)
    width = flow.sizeHint().width()
    one_row = flow.heightForWidth(width)
    assert flow.heightForWidth(width) == one_row
    flow.addWidget(CompactButton("3  Cla"))
    QApplication.processEvents()
    assert flow.heightForWidth(width) > one_row  # the third wraps onto a second row
    assert flow.sizeHint().width() > width
    buttons[0].hide()
    QApplication.processEvents()
    assert flow.heightForWidth(width) == one_row  # two fit in one row again
    holder.close()
