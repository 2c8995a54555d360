"""The Coiffeur board's rows read "Carreau  ×1": a gap of two spaces between a row and its
factor, wider than any other in the window (the form's *Ligne* box and the printed sheet say
"Carreau ×1"). One space, a no-break one (the row and its factor stay together), in the
grid as the window paints it, German and French."""

import pytest
from PySide6.QtGui import QFontMetrics

from jasstafel.core.matchfile import new_match
from jasstafel.i18n import row_name

from .conftest import window_in
from .keyboard import open_match, settle

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


@pytest.mark.parametrize("language", ["de", "fr"])
def test_one_space_between_a_row_and_its_factor(qapp, qtbot, settings, autosaves, language):
    for window in window_in(language, qapp, qtbot, settings, size=(1366, 738)):
        _panel, board = open_match(qtbot, window, new_match("coiffeur", PLAYERS))
        settle()
        grid = board.grid
        rows = window.controller.board.figures["rows"]
        for r, row in enumerate(rows):
            item = grid.item(r, 0)
            one = f"{row_name(row['name'])} ×{row['factor']}"
            assert item.text() == one.replace(" ×", "\u00a0×"), item.text()
            metrics = QFontMetrics(item.font())
            assert metrics.horizontalAdvance(item.text()) == metrics.horizontalAdvance(one)
