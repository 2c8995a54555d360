"""New match, Punktetafel of five (a Romand trial's shot-34/35): an empty band, the room of a
sixth seat, stood between *Seat 5* and *Teams*. The room the block keeps for more seats (so
that nothing below moves while the number changes) is at its end: *Teams* comes right under
the last seat, as the seats come under each other."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLineEdit

from .keyboard import in_next_dialog, key, shortcut
from .test_newmatch_count_still import players_typed, settle


def top(widget):
    return widget.mapToGlobal(QPoint(0, 0)).y()


@pytest.mark.parametrize("variant, n, below", [("punktetafel", 5, "teamCount"),
                                               ("punktetafel", 3, "teamCount"),
                                               ("coiffeur", 4, "team0")])
def test_the_row_under_the_last_seat_follows_it(window, qtbot, settings, variant, n, below):
    settings.setValue("new/variant", variant)

    def look(dialog):
        players_typed(qtbot, dialog, n)
        settle()
        seats = [dialog.findChild(QLineEdit, f"player{i}") for i in range(n)]
        step = top(seats[-1]) - top(seats[-2])  # a row and the spacing between rows
        assert top(dialog.findChild(QLineEdit, below)) - top(seats[-1]) == step
        key(qtbot, "Escape")

    errors = in_next_dialog(qtbot, look)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
