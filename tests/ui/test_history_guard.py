"""Delete and Insert before while a correction or an insertion is open (a German trial's,
Schieber, keyboard and mouse): entry 2 opened with Ctrl+E, entry 3 clicked in the history,
Del. Entry 3 went at once and the window said "Eintrag 3 gelöscht: Rückgängig (Strg+Z)
holt ihn zurück"; Ctrl+Z then refused, as it does while a correction is open. Now the
history refuses to delete or insert at any entry while a correction or an insertion is
open, names the open one and the ways out, and the match stays as it was. Del on the entry
being corrected itself still deletes it and leaves its correction (nothing of it is worth
keeping), and then Undo brings it back as promised. With typing in the form for the next
entry (which Undo waits for), the promise says so.
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.ui.widgets.keys import key_text

from .keyboard import clear_field, ctrl, focused, key, shortcut, type_text
from .test_history_menu import click_item, right_click, said, schieber_rounds

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

CORRECTING = (
    "Entry {0} is being corrected: no entry is deleted or inserted meanwhile. Save the "
    "correction (Save correction or Enter) or leave it (Cancel correction or Esc) first.")

INSERTING = (
    "A new entry before entry {0} is being typed: no entry is deleted or inserted meanwhile. "
    "Insert it (Insert or Enter) or leave it (Cancel insertion or Esc) first.")


def click_row(qtbot, window, row):
    history = window.history.list
    history.scrollToItem(history.item(row))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(row)).center())
    assert history.chosen() == row


def correct_row(qtbot, window, row):
    """Entry *row* clicked in the history, Ctrl+E: its correction open."""
    click_row(qtbot, window, row)
    ctrl(qtbot, "e")
    assert window.panel.correcting == row and not window.panel.inserting


def del_key(qtbot, window):
    qtbot.keyClick(focused(), Qt.Key.Key_Delete)
    assert focused() is window.history.list  # the key went to the history


def by_del(qtbot, window, row):
    click_row(qtbot, window, row)
    del_key(qtbot, window)


def by_button(qtbot, window, row):
    click_row(qtbot, window, row)
    qtbot.mouseClick(window.history.delete_button, Qt.MouseButton.LeftButton)


def by_menu(qtbot, window, row):
    click_item(qtbot, window, right_click(qtbot, window, row), "Delete")


def by_edit_menu(qtbot, window, row):
    click_row(qtbot, window, row)
    window.findChild(type(window.undo_action), "deleteEntry").trigger()


def insert_by_button(qtbot, window, row):
    click_row(qtbot, window, row)
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)


def insert_by_menu(qtbot, window, row):
    click_item(qtbot, window, right_click(qtbot, window, row), "Insert before")


def assert_refused(window, before, message, open_at, inserting=False):
    panel = window.panel
    assert list(window.controller.match.entries) == before  # the match unchanged
    assert panel.correcting == open_at and panel.inserting == inserting
    assert panel.banner.isVisible()
    assert window.history.message.isVisible()
    assert window.history.message.text() == message
    assert "deleted" not in said(window)  # no promise of an undo


@pytest.mark.parametrize("act", [by_del, by_button, by_menu, by_edit_menu, insert_by_button,
                                 insert_by_menu])
def test_nothing_is_deleted_or_inserted_at_another_entry_during_a_correction(
        window, qtbot, act):
    panel = schieber_rounds(qtbot, window)
    before = list(window.controller.match.entries)
    correct_row(qtbot, window, 1)
    window.statusBar().clearMessage()
    for row in (2, 0):  # after it and before it (which would move it)
        act(qtbot, window, row)
        assert_refused(window, before, CORRECTING.format(2), 1)
    assert panel.points[0].text() == "60"  # the correction as it was loaded
    # Esc, as the refusal says, where the keys are (the history): the correction is left
    assert window.history.isAncestorOf(focused())
    key(qtbot, "Escape")
    assert panel.correcting is None and not panel.banner.isVisible()
    by_del(qtbot, window, 2)  # now entry 3 goes, and comes back
    assert list(window.controller.match.entries) == before[:2]
    assert said(window) == "Entry 3 deleted: Undo (Ctrl+Z) brings it back"
    shortcut(qtbot, "Ctrl+Z")
    assert list(window.controller.match.entries) == before


@pytest.mark.parametrize("act", [by_del, by_menu, insert_by_button, insert_by_menu])
def test_nothing_is_deleted_or_inserted_during_an_insertion(window, qtbot, act):
    panel = schieber_rounds(qtbot, window)
    before = list(window.controller.match.entries)
    insert_by_button(qtbot, window, 1)
    assert panel.correcting == 1 and panel.inserting
    ctrl(qtbot, "4")
    type_text(qtbot, "70")  # the new entry half typed
    for row in (2, 1, 0):  # the entry it goes before too: the typing would go with it
        act(qtbot, window, row)
        assert_refused(window, before, INSERTING.format(2), 1, inserting=True)
    assert panel.points[0].text() == "70"


def test_del_on_the_entry_being_corrected_deletes_it_and_undo_brings_it_back(window, qtbot):
    """The entry itself: deleting it is what was meant, and its correction has nothing
    worth keeping; the correction is left, so Undo is free to keep the promise."""
    panel = schieber_rounds(qtbot, window)
    before = list(window.controller.match.entries)
    correct_row(qtbot, window, 1)
    # Delete clicked: the entry opened is the one chosen
    qtbot.mouseClick(window.history.delete_button, Qt.MouseButton.LeftButton)
    assert list(window.controller.match.entries) == [before[0], before[2]]
    assert panel.correcting is None and not panel.banner.isVisible()
    assert said(window) == "Entry 2 deleted: Undo (Ctrl+Z) brings it back"
    shortcut(qtbot, "Ctrl+Z")
    assert list(window.controller.match.entries) == before


def test_with_typing_in_the_form_the_promise_says_when_undo_brings_it_back(window, qtbot):
    """Undo waits while the form holds typing for the next entry: said so at the delete,
    not promised unconditionally and then refused."""
    panel = schieber_rounds(qtbot, window)
    before = list(window.controller.match.entries)
    type_text(qtbot, "44")  # the next round's points, in the form
    by_del(qtbot, window, 2)
    assert list(window.controller.match.entries) == before[:2]
    assert said(window) == ("Entry 3 deleted: Undo (Ctrl+Z) brings it back when nothing "
                            "is typed in the form")
    shortcut(qtbot, "Ctrl+Z")  # in the history: the window's Undo, which waits
    assert list(window.controller.match.entries) == before[:2]
    qtbot.mouseClick(panel.points[0], Qt.MouseButton.LeftButton)
    clear_field(qtbot)
    click_row(qtbot, window, 0)
    shortcut(qtbot, "Ctrl+Z")
    assert list(window.controller.match.entries) == before


def test_the_trials_words_in_german(german_window, qtbot):
    window = german_window
    schieber_rounds(qtbot, window)
    before = list(window.controller.match.entries)
    correct_row(qtbot, window, 1)
    by_del(qtbot, window, 2)
    assert list(window.controller.match.entries) == before
    message = window.history.message.text()
    assert message.startswith("Eintrag 2 wird korrigiert")
    assert "Korrektur abbrechen" in message and "Esc" in message
    assert "gelöscht" not in said(window)
    insert_by_button(qtbot, window, 0)
    assert window.history.message.text() == message
    assert window.panel.correcting == 1 and not window.panel.inserting


def test_the_refusal_in_french(french_window, qtbot):
    window = french_window
    schieber_rounds(qtbot, window)
    insert_by_button(qtbot, window, 1)
    by_del(qtbot, window, 2)
    message = window.history.message.text()
    assert "2" in message and key_text("Esc") in message
    assert window.panel.cancel_button.text().replace("&", "") in message
    assert window.panel.inserting and len(window.controller.match.entries) == 3
