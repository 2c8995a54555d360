"""A mouse-first tester's finds in the history (English, 150 %):

- a right click on an entry only selected it: it now opens a menu of what the buttons under
  the history offer (Correct…, Insert before…, Delete, with their keys), acting on the entry
  clicked, by the buttons' own code (their refusals too);
- Delete (button, Del or the menu) deleted at once and said nothing: the window's message
  place now says which entry went and that Undo brings it back; the Punktetafel's
  "Close the board" likewise says that Undo reopens it;
- Edit → Undo while a round is half typed named only keys as the ways on: it names the
  buttons too.

The menu is a real QMenu, found as Qt's active popup and used by its keys or a click.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, open_match, settle, shortcut, tab, type_, type_text

# a popup menu on Qt's offscreen platform
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def schieber_rounds(qtbot, window):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    for contract, points in (("3", "100"), ("1", "60"), ("2", "80")):
        ctrl(qtbot, contract)
        type_text(qtbot, points)
        enter(qtbot)
    assert len(window.controller.match.entries) == 3
    return panel


def punktetafel_rounds(qtbot, window, settings=None, rounds=((10, 5), (3, 8))):
    panel, _board = open_match(qtbot, window, new_match("punktetafel", ["Ruedi", "Vreni"],
                                                        settings=settings))
    for values in rounds:
        for value in values:
            type_(qtbot, str(value))
            tab(qtbot)
        enter(qtbot)
    assert len(window.controller.match.entries) == len(rounds)
    return panel


def right_click(qtbot, window, row):
    """A right click on entry *row* of the real list; the menu it opens (Qt's popup)."""
    history = window.history.list
    history.scrollToItem(history.item(row))
    settle()
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.RightButton,
                     pos=history.visualItemRect(history.item(row)).center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert menu.isVisible()
    return menu


def items(menu):
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def closed(qtbot, window):
    """The menu gone, and the window active again, as the window manager makes it (Qt's
    offscreen platform leaves the closed menu the active window)."""
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    settle()


def click_item(qtbot, window, menu, words):
    action = next(a for a in menu.actions() if a.text().replace("&", "").startswith(words))
    assert action.isEnabled()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                     pos=menu.actionGeometry(action).center())
    closed(qtbot, window)


def said(window):
    """The window's message, once it is seen whole in its place (the menu bar's corner)."""
    settle()
    status = window.statusBar()
    text = status.currentMessage()
    if text:
        assert status.isVisible()
        room = status.width() - 2 * status.MARGIN
        assert status.fontMetrics().horizontalAdvance(text) <= room, (text, room)
    return text


def test_a_right_click_on_a_schieber_entry_offers_the_buttons_with_their_keys(window, qtbot):
    schieber_rounds(qtbot, window)
    menu = right_click(qtbot, window, 1)
    assert window.history.list.currentRow() == 1  # the entry clicked is the one acted on
    assert items(menu) == ["&Correct…\tCtrl+E", "&Insert before…", "&Delete\tDel"]
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    closed(qtbot, window)
    assert len(window.controller.match.entries) == 3


def test_correct_from_the_menu_loads_the_entry_clicked(window, qtbot):
    panel = schieber_rounds(qtbot, window)
    menu = right_click(qtbot, window, 0)
    click_item(qtbot, window, menu, "Correct")
    assert panel.correcting == 0 and not panel.inserting
    assert panel.points[0].text() == "100"
    assert panel.banner_label.text() == "Correcting entry 1"


def test_delete_from_the_menu_deletes_the_entry_clicked_and_says_undo_brings_it_back(
        window, qtbot):
    schieber_rounds(qtbot, window)
    before = list(window.controller.match.entries)
    menu = right_click(qtbot, window, 1)
    qtbot.keyClick(menu, Qt.Key.Key_D)  # its letter: &Delete
    closed(qtbot, window)
    assert list(window.controller.match.entries) == [before[0], before[2]]
    assert said(window) == "Entry 2 deleted: Undo (Ctrl+Z) brings it back"
    assert window.history.list.currentRow() == -1  # one Del, one entry, as the button
    shortcut(qtbot, "Ctrl+Z")
    assert list(window.controller.match.entries) == before
    # the deletion's message does not stand on while its entry is back (it did, 8 s)
    assert said(window) == "Undone: deletion of entry 2"
    shortcut(qtbot, "Ctrl+Shift+Z")
    assert said(window) == "Redone: deletion of entry 2"


def test_a_punktetafel_entry_by_the_menu_insert_and_delete(window, qtbot):
    panel = punktetafel_rounds(qtbot, window)
    menu = right_click(qtbot, window, 1)
    assert items(menu) == ["&Correct…\tCtrl+E", "&Insert before…", "&Delete\tDel"]
    click_item(qtbot, window, menu, "Insert before")
    assert panel.correcting == 1 and panel.inserting
    assert panel.banner_label.text() == "New entry before entry 2"
    shortcut(qtbot, "Escape")  # the insert left
    assert panel.correcting is None
    menu = right_click(qtbot, window, 0)
    click_item(qtbot, window, menu, "Delete")
    assert [list(e.points) for e in window.controller.match.entries] == [[3, 8]]
    assert said(window) == "Entry 1 deleted: Undo (Ctrl+Z) brings it back"


def test_insert_before_from_the_menu_is_refused_as_by_the_button(window, qtbot):
    """Every round of a board of two played: no room for another, said at once above the
    history's buttons, as the button says it (rule match.no_insert)."""
    panel = punktetafel_rounds(qtbot, window, settings={"rounds": 2})
    assert window.controller.board.finished
    qtbot.mouseClick(window.history.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.history.list.visualItemRect(
                         window.history.list.item(0)).center())
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)
    by_button = window.history.message.text()
    assert by_button and window.history.message.isVisible()
    window.history.list.setCurrentRow(-1)  # (the message goes with the choice)
    menu = right_click(qtbot, window, 0)
    click_item(qtbot, window, menu, "Insert before")
    assert window.history.message.isVisible()
    assert window.history.message.text() == by_button
    assert panel.correcting is None and len(window.controller.match.entries) == 2


def test_the_delete_button_and_del_say_so_too(window, qtbot):
    schieber_rounds(qtbot, window)
    history = window.history
    qtbot.mouseClick(history.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.list.visualItemRect(history.list.item(2)).center())
    qtbot.mouseClick(history.delete_button, Qt.MouseButton.LeftButton)
    assert said(window) == "Entry 3 deleted: Undo (Ctrl+Z) brings it back"
    assert len(window.controller.match.entries) == 2
    qtbot.mouseClick(history.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.list.visualItemRect(history.list.item(0)).center())
    qtbot.keyClick(history.list, Qt.Key.Key_Delete)
    assert said(window) == "Entry 1 deleted: Undo (Ctrl+Z) brings it back"
    assert len(window.controller.match.entries) == 1


def test_closing_the_punktetafel_says_that_undo_reopens_it(window, qtbot):
    panel = punktetafel_rounds(qtbot, window)
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    assert window.controller.board.finished
    assert said(window) == "Board closed: Undo (Ctrl+Z) reopens it"
    shortcut(qtbot, "Ctrl+Z")
    assert not window.controller.board.finished


def test_edit_undo_with_a_half_typed_round_names_the_buttons(window, qtbot):
    """Edit → Undo, clicked with a round half typed: refused (the typing is for the next
    entry), and the ways on are said by their buttons too, not by their keys alone."""
    panel = schieber_rounds(qtbot, window)
    ctrl(qtbot, "3")
    type_text(qtbot, "44")
    tab(qtbot)  # on from the 44: Edit → Undo would undo a field's own typing as Ctrl+Z does
    bar = window.menuBar()
    title = next(a for a in bar.actions() if a.text() == "&Edit")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is title.menu())
    assert window.undo_action.isEnabled() and window.undo_action.text() == "&Undo"
    click_item(qtbot, window, title.menu(), "Undo")  # Edit → Undo (plain), clicked
    assert len(window.controller.match.entries) == 3
    assert panel.error_text() == (
        "Undo takes back a written entry only when nothing is typed in the form: it holds "
        "what you typed for the next entry. Write it (Write or Enter) or delete the typing "
        "first; Correct… (Ctrl+E) corrects the last entry and keeps the typing.")
