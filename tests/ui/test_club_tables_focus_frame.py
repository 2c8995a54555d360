"""The evening's tables list with the keys wears the window's blue focus frame, clear
against the page round it and the list's white inside.

A trial: an evening with no tables yet (not drawn), Tab into its list: the only sign of the
keys was a pale blue line round the first Passe's line (about 1.7:1 on the white), hard to
see; the buttons, check boxes and the main window's history wear a blue frame. Now the list
does too (at least 3:1, as WCAG asks of a focus mark), drawn or not; without the keys its
frame is the plain grey one. Keys go to the focused widget, as a person's do."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from jasstafel.ui.widgets.style import FOCUS_COLOR

from .keyboard import focus, tab
from .test_board_small_words import contrast
from .test_club_tables_reached import at_the_evenings_list
from .test_club_window import add_members, cw, draw_all, new_turnier  # noqa: F401


def edge(tree):
    """Three colours half-way down the list's left edge, as the window paints them: the
    page just outside it, its frame, and its inside (no line there: its base)."""
    QApplication.processEvents()
    window = tree.window()
    left = tree.mapTo(window, QPoint(0, tree.height() * 3 // 4))
    image = window.grab().toImage()
    inside = tree.frameWidth() + 2
    return (image.pixelColor(left.x() - 2, left.y()), image.pixelColor(left.x(), left.y()),
            image.pixelColor(left.x() + inside, left.y()))


@pytest.mark.parametrize("drawn", [False, True], ids=["not-drawn", "drawn"])
def test_the_tables_list_with_the_keys_is_framed_in_blue(cw, qtbot, tmp_path,  # noqa: F811
                                                         drawn):
    add_members(cw)
    evening = new_turnier(cw, passen=2, rounds=1)
    if drawn:
        draw_all(cw, evening)
    tree = cw.evenings.page.tree
    at_the_evenings_list(cw, qtbot)
    _page, plain, _inside = edge(tree)
    assert plain != QColor(FOCUS_COLOR)  # the frame is blue only with the keys
    tab(qtbot)  # from the evenings list to the tables
    assert focus() is tree
    page, frame, inside = edge(tree)
    cw.grab().save(str(tmp_path / "tables-focus.png"))
    assert frame == QColor(FOCUS_COLOR), frame.name()
    for around in (page, inside):
        assert contrast(frame, around) >= 3, (frame.name(), around.name())
    tab(qtbot)  # the keys on: the frame goes with them
    assert focus() is not tree
    assert edge(tree)[1] == plain
