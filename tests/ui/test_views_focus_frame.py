"""Every list and table of the club window, its dialogs and the main window's statistics
wears the blue focus frame with the keys, as the evening's tables list does
(test_club_tables_focus_frame.py).

Only the tables' list had it: the evenings list, the members, the rankings, the statistics'
tables, the draw's and the import's lists showed the keys with the platform's pale line round
the current row only (about 1.7:1 on white), or nothing where no row was current. Now each
is framed blue (at least 3:1 against the page and its inside) while it has the keys, grey
without them, the frame as wide either way: nothing moves. Each is entered with Tab from
the stop before it, the keys going to the focused widget as a person's do."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from jasstafel.core import matchfile
from jasstafel.ui.widgets.style import FOCUS_COLOR

from .keyboard import focus, tab
from .test_board_small_words import contrast
from .test_club_tables_focus_frame import edge
from .test_club_window import add_members, cw, draw_all, new_turnier, turnier_results  # noqa: F401

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def with_results(cw):  # noqa: F811
    """A drawn Turnier evening with its first Passe recorded: every ranking has rows."""
    add_members(cw)
    evening = new_turnier(cw, passen=2, rounds=12)  # 12 × 157 = 1884
    draw_all(cw, evening)
    club = cw.club
    turnier_results(club, evening.id, club.drawn(evening.id)[:1])
    cw.refresh()
    cw.tabs.setCurrentWidget(cw.evenings)
    cw.evenings.choose(evening.id)
    return evening


def shown(qtbot, widget):
    """*widget*'s window shown and active, so that it takes the keys."""
    window = widget.window()
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def club_view(cw, qtbot, name):  # noqa: F811
    """The club window's view *name*, on its page (or its dialog) in view."""
    page = cw.evenings.page
    if name == "draw":  # an evening not drawn yet
        add_members(cw)
        cw.evenings.choose(new_turnier(cw).id)
        dialog = page.draw_dialog()
        shown(qtbot, dialog)
        return dialog.list
    with_results(cw)
    if name == "evenings":
        return cw.evenings.list
    if name == "evening-ranking":
        return page.ranking.table
    if name == "import":
        dialog = page.import_dialog([str(EXAMPLES / "schieber-doppelkarten.jass")])
        shown(qtbot, dialog)
        return dialog.table
    tab_page, view = {"members": (cw.members, lambda: cw.members.table),
                      "rankings": (cw.rankings, lambda: cw.rankings.panel.table),
                      "statistics-rules": (cw.statistics, lambda: cw.statistics.variants),
                      "statistics-evenings": (cw.statistics,
                                              lambda: cw.statistics.evenings)}[name]
    cw.tabs.setCurrentWidget(tab_page)
    return view()


def stop_before(view):
    """The Tab stop before *view*, where Tab from goes into it."""
    widget = view.previousInFocusChain()
    while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible()
               and widget.isEnabled()):
        widget = widget.previousInFocusChain()
    return widget


def framed_with_the_keys(qtbot, view, tmp_path, name):
    """*view* without the keys framed grey, entered with Tab from the stop before it framed
    blue and clear; the frame as wide either way."""
    shown(qtbot, view)
    before = stop_before(view)
    before.setFocus()
    qtbot.waitUntil(lambda: focus() is before)
    width = view.frameWidth()
    _page, plain, _inside = edge(view)
    assert plain != QColor(FOCUS_COLOR)  # blue only with the keys
    tab(qtbot)
    assert focus() is view, focus()
    page, frame, inside = edge(view)
    view.window().grab().save(str(tmp_path / f"{name}-focus.png"))
    assert frame == QColor(FOCUS_COLOR), frame.name()
    for around in (page, inside):
        assert contrast(frame, around) >= 3, (frame.name(), around.name())
    assert view.frameWidth() == width  # nothing moves


@pytest.mark.parametrize("name", ["evenings", "evening-ranking", "members", "rankings",
                                  "statistics-rules", "statistics-evenings", "draw",
                                  "import"])
def test_the_club_views_with_the_keys_are_framed_in_blue(cw, qtbot, tmp_path,  # noqa: F811
                                                         name):
    view = club_view(cw, qtbot, name)
    framed_with_the_keys(qtbot, view, tmp_path, name)


def test_the_statistics_table_with_the_keys_is_framed_in_blue(window, qtbot, tmp_path):
    window.start(matchfile.load(EXAMPLES / "pandur.jass"))
    qtbot.waitUntil(lambda: window.controller.board.finished)
    window.tabs.setCurrentWidget(window.statistics)
    framed_with_the_keys(qtbot, window.statistics.table, tmp_path, "statistics")
