"""The Guggitaler's header reads as one line (a tester's trial, English, 1280×720): at the last
trick, dealt by Urs, the header said "Deals Urs", a wide gap, then "· Game Last trick". The
dealer's name kept the width of the widest name it had shown (Heidi's, Vreni's), so that in
the Schieber "Announces" stays in place while the dealer moves on; in the Guggitaler the game
beside it changes at every entry anyway, and the gap only split the line. There each name is
as wide as itself: "Deals Urs · Game Last trick"; the header keeps its height."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel

from .keyboard import enter, settle, tab, type_
from .test_guggitaler_count_line import start_by_dialog


def gap_after_the_dealer(header):
    """The room between the end of the dealer's name as painted and the "·" after it."""
    settle()
    name = header.findChild(QLabel, "turnName0")
    dot = next(label for label in header.findChildren(QLabel)
               if label.text() == "·" and label.isVisible())
    painted = name.fontMetrics().horizontalAdvance(name.text())
    end = name.mapTo(header, QPoint(0, 0)).x() + name.contentsRect().left() + painted
    start = dot.mapTo(header, QPoint(0, 0)).x() + dot.contentsRect().left()
    return start - end


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_header_reads_as_one_line_after_a_longer_dealer(window, qtbot, settings, size):
    window.resize(*size)
    panel = start_by_dialog(window, qtbot, settings)
    header = panel.header
    spacing = 8  # the header's room between a name and the next "·"
    assert header.names() == ["Urs", "Tricks"]
    assert gap_after_the_dealer(header) <= spacing + 2
    height = header.height()
    for counts in ("322", "230", "111"):  # Urs, Heidi and Köbi deal
        for digit in counts:
            type_(qtbot, digit)
            tab(qtbot)
        enter(qtbot)
    type_(qtbot, "3")  # Vreni deals the King of Roses: Köbi took it
    enter(qtbot)
    assert header.names() == ["Urs", "Last trick"]
    assert gap_after_the_dealer(header) <= spacing + 2, "a gap splits the line"
    assert header.height() == height  # the form below does not move
