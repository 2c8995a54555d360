"""The evening's tables list is near at hand with the keys, and every Tab stop of the
evening page shows that it has them.

A Romand secretary's trial (shots 19/20): from the evenings list it took 9 Tabs, through
every button of the evening, to reach its tables; one Tab more and the focus was nowhere to
be seen (the empty ranking beside the tables took it). Now Tab goes from the evenings list to
the tables, and Alt+T (*&Tables et résultats*) reaches them from anywhere in the window; an
empty ranking is no Tab stop. Keys go to the focused widget."""

from PySide6.QtWidgets import QPushButton

from jasstafel.club import PaperResult

from .keyboard import focus, shortcut, tab
from .test_club_window import add_members, cw, draw_all, new_turnier  # noqa: F401
from .test_focus_seen import framed, seen


def at_the_evenings_list(window, qtbot):
    """The club *window*'s Evenings tab, the keys in its evenings list."""
    window.tabs.setCurrentWidget(window.evenings)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.evenings.list.setFocus()
    qtbot.waitUntil(lambda: focus() is window.evenings.list)


def shows_the_keys(widget):
    """Visible in the window, and framed (a button) or looking different with the keys."""
    if not widget.isVisible() or widget.visibleRegion().isEmpty():
        return False
    return framed(widget) if isinstance(widget, QPushButton) else seen(widget)


def round_the_window(qtbot, most=40):
    """Tab from the evenings list once round the window: the stops that did not show the
    keys (their type and text)."""
    start, unshown = focus(), []
    for _ in range(most):
        tab(qtbot)
        widget = focus()
        if widget is start:
            return unshown
        if not shows_the_keys(widget):
            unshown.append(f"{type(widget).__name__} {getattr(widget, 'text', str)()}")
    raise AssertionError("Tab never came back to the evenings list")


def test_tab_and_alt_t_reach_the_tables_from_the_evenings_list(cw, qtbot):  # noqa: F811
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    draw_all(cw, evening)
    page = cw.evenings.page
    at_the_evenings_list(cw, qtbot)
    tab(qtbot)
    assert focus() is page.tree
    at_the_evenings_list(cw, qtbot)
    shortcut(qtbot, "Alt+T")
    assert focus() is page.tree
    tab(qtbot)  # no table chosen: the table's buttons are off, the evening's are next
    assert focus() is page.draw_button


def test_every_tab_stop_of_the_evening_page_shows_the_keys(cw, qtbot):  # noqa: F811
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    at_the_evenings_list(cw, qtbot)  # not drawn yet: an empty tables list, no ranking
    assert not round_the_window(qtbot)
    drawn = draw_all(cw, evening)
    at_the_evenings_list(cw, qtbot)  # drawn, no result yet: the ranking empty
    assert not round_the_window(qtbot)
    table = drawn[0].tables[1]
    cw.club.record_result(evening.id, 1, table.number, [
        PaperResult(m, 100 if i % 2 else 57) for i, m in enumerate(table.seats)])
    cw.changed()
    at_the_evenings_list(cw, qtbot)  # a result: the ranking is a Tab stop, and seen
    assert not round_the_window(qtbot)
    tab(qtbot)
    assert focus() is cw.evenings.page.tree


def test_alt_t_in_french(french_window, club_path, dialogs, qtbot, tmp_path):
    """*&Tables et résultats*: Alt+T in the Romand window too."""
    from PySide6.QtWidgets import QMessageBox

    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    club_window = french_window.club.show_window()
    dialogs.answer = QMessageBox.StandardButton.Discard
    add_members(club_window)
    draw_all(club_window, new_turnier(club_window, passen=1, rounds=1))
    at_the_evenings_list(club_window, qtbot)
    shortcut(qtbot, "Alt+T")
    assert focus() is club_window.evenings.page.tree
    club_window.grab().save(str(tmp_path / "fix-clubkeys-fr.png"))
