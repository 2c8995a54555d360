"""Enter on the evening's tables' list acts on the chosen table, and Tab goes from the list
to that table's buttons.

A keyboard trial: Tab from the tables' list reached the ranking's *Drucken…* (no table
button enabled for the line chosen), and Enter there opened the print preview, where the
Oberjasser meant to enter the table's result. Enter on the list did nothing for the table
and went on to the window. Now Enter on a table does what a double-click does (an open
table: *Type paper result…*; a recorded one: *Correct result…*), never the ranking's print;
Tab from the list goes to the table's buttons first. Driven with keys on the focused widget;
the one result is typed through the club's API (it is not what the test is about)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.club import PaperResult
from jasstafel.ui.club import rankings
from jasstafel.ui.club.results import PaperResultDialog

from .test_club_window import add_members, cw, draw_all, new_turnier  # noqa: F401


def key(qtbot, which, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(QApplication.focusWidget(), which, modifier)


def the_result_dialog(qtbot, page):
    """The table's result dialog the key opened (closed again), or None."""
    dialogs = [d for d in page.findChildren(PaperResultDialog) if d.isVisible()]
    for dialog in dialogs:
        dialog.done(0)
    return dialogs[0] if dialogs else None


def test_enter_on_the_tables_list_opens_the_table_not_the_print(cw, qtbot,  # noqa: F811
                                                               monkeypatch):
    printed = []
    monkeypatch.setattr(rankings.RankingPanel, "print_preview",
                        lambda _self: printed.append(True))
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    drawn = draw_all(cw, evening)
    second = drawn[0].tables[1]
    cw.club.record_result(evening.id, 1, second.number, [
        PaperResult(m, 100 if i % 2 else 57) for i, m in enumerate(second.seats)])
    cw.changed()
    cw.tabs.setCurrentWidget(cw.evenings)
    page = cw.evenings.page
    cw.activateWindow()
    page.tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.tree)
    key(qtbot, Qt.Key.Key_Home)  # the Passe's line: no table, no table button
    key(qtbot, Qt.Key.Key_Return)  # folds it (and again: unfolds it)
    key(qtbot, Qt.Key.Key_Return)
    assert the_result_dialog(qtbot, page) is None and not printed
    key(qtbot, Qt.Key.Key_Down)  # table 1, open
    assert page.selected() == (1, 1)
    key(qtbot, Qt.Key.Key_Return)
    dialog = the_result_dialog(qtbot, page)
    assert dialog is not None and not dialog.current  # its paper result, typed anew
    key(qtbot, Qt.Key.Key_Down)  # table 2, recorded
    assert page.selected() == (1, second.number)
    key(qtbot, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    dialog = the_result_dialog(qtbot, page)
    assert dialog is not None and dialog.current  # its correction
    assert not printed
    # Tab: from the list to the table's buttons, not past them to the ranking's Print…
    page.tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.tree)
    key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.play_button
    key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is page.tree


def test_enter_on_a_passe_line_folds_and_unfolds_it(cw, qtbot, monkeypatch):  # noqa: F811
    """Enter on a Passe's line (no table) was swallowed: it folds its tables away and back,
    as the arrow keys do, and still reaches no other button."""
    printed = []
    monkeypatch.setattr(rankings.RankingPanel, "print_preview",
                        lambda _self: printed.append(True))
    add_members(cw)
    evening = new_turnier(cw, passen=1, rounds=1)
    draw_all(cw, evening)
    cw.tabs.setCurrentWidget(cw.evenings)
    page = cw.evenings.page
    cw.activateWindow()
    page.tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.tree)
    key(qtbot, Qt.Key.Key_Home)
    heading = page.tree.currentItem()
    assert heading.childCount() and heading.isExpanded()
    key(qtbot, Qt.Key.Key_Return)
    assert not heading.isExpanded()
    key(qtbot, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert heading.isExpanded()
    assert the_result_dialog(qtbot, page) is None and not printed
