"""A long team name in the Statistics tab's column heading is shortened with "…" and
whole in its tooltip.

A netbook trial (1024×600, German) renamed Team A to "Stammtisch zum Goldenen Hirschen Bern":
the heading read "isch zum Goldenen Hirsch", cut at both ends without a "…"."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .test_statistics_units import show_statistics

# the View menu opened by its key: what the offscreen platform says of a menu
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")
LONG = "Stammtisch zum Goldenen Hirschen Bern"


def ink_columns(image, top: int, bottom: int, left: int, right: int) -> list[int]:
    """The x of every column of the section that has a dark (text) pixel."""
    return [x for x in range(left, right)
            if any(image.pixelColor(x, y).lightness() < 110 for y in range(top, bottom))]


def test_a_long_team_name_heading_is_shortened_with_an_ellipsis(window, qtbot):
    window.resize(1024, 600)
    teams = [Team(name=LONG, players=[0, 2]), Team(name="Ruedi & Sepp", players=[1, 3])]
    open_match(qtbot, window, new_match("schieber", ["Hans", "Ruedi", "Fritz", "Sepp"],
                                        teams=teams))
    show_statistics(qtbot, window, "en")
    QApplication.processEvents()
    header = window.statistics.table.horizontalHeader()
    model = header.model()
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == LONG
    image = header.grab().toImage()
    left, width = header.sectionViewportPosition(0), header.sectionSize(0)
    ink = ink_columns(image, 2, image.height() - 2, left + 1, left + width - 1)
    assert ink, "no heading painted"
    # the text keeps the section's margins: cut at both ends, it ran from edge to edge
    assert ink[0] >= left + 3 and ink[-1] <= left + width - 4, (left, width, ink[0], ink[-1])
