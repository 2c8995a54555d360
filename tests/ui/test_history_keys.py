"""Ctrl+E and Delete from the Edit menu when nothing is selected in the history."""

from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, focused, open_match, type_text

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def two_rounds(qtbot, window):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    for contract, points in (("3", "100"), ("1", "60")):
        ctrl(qtbot, contract)
        type_text(qtbot, points)
        enter(qtbot)
    assert len(window.controller.match.entries) == 2
    return panel


def test_ctrl_e_with_nothing_selected_corrects_the_last_entry(window, qtbot):
    panel = two_rounds(qtbot, window)
    assert window.history.list.currentRow() == -1
    assert focused() is panel.points[0]
    ctrl(qtbot, "e")
    assert panel.correcting == 1  # the entry just written: the one most often mended
    assert window.history.list.currentRow() == 1
    assert panel.banner.isVisible() and panel.banner_label.text() == "Correcting entry 2"
    assert panel.points[0].text() == "60" and focused() is panel.points[0]


def test_ctrl_e_before_any_entry_says_so(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    ctrl(qtbot, "e")
    assert panel.correcting is None
    assert window.history.message.isVisible()
    assert window.history.message.text() == "There is no entry to correct yet."


def test_delete_from_the_menu_with_nothing_selected_deletes_nothing_and_says_so(window, qtbot):
    two_rounds(qtbot, window)
    window.findChild(type(window.undo_action), "deleteEntry").trigger()
    assert len(window.controller.match.entries) == 2
    assert window.history.message.isVisible()
    assert window.history.message.text() == (
        "Choose the entry to delete in the history (select it, then Del).")


def test_the_history_buttons_stay_where_they_are_while_a_message_is_shown(window, qtbot):
    """A trial's: *Löschen* clicked with no entry chosen said so under the buttons, and the
    buttons moved up by its line, under the mouse about to click again."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    two_rounds(qtbot, window)
    history = window.history

    def places():
        QApplication.processEvents()
        return [b.mapTo(window, QPoint(0, 0)) for b in (history.correct_button,
                                                          history.insert_button,
                                                          history.delete_button)]

    before = places()
    window.findChild(type(window.undo_action), "deleteEntry").trigger()
    assert history.message.isVisible()
    assert places() == before


def rows(window):
    return [window.history.list.item(i).text() for i in range(window.history.list.count())]


def test_the_rows_after_a_deleted_entry_are_written_again(window, qtbot):
    """The history rewrites only the rows from the first one that changed; deleting the
    first entry changes every row after it (its number and the totals)."""
    two_rounds(qtbot, window)
    before = rows(window)
    history = window.history.list
    history.setFocus()
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(0)).center())
    assert history.currentRow() == 0
    qtbot.keyClick(history, Qt.Key.Key_Delete)
    assert len(window.controller.match.entries) == 1
    after = rows(window)
    window.history.clear()  # what the history shows for this match when it is opened
    window.history.set_board(window.controller.board)
    assert after == rows(window)
    assert len(after) == 1 and after[0].startswith("1. ") and after[0] != before[1]


def test_correct_with_nothing_selected_is_offered_and_corrects_the_last_entry(window, qtbot):
    """Enter and Ctrl+E correct the newest entry when none is selected: so does the button,
    which is not greyed out then. Insert before and Delete wait for a chosen entry."""
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    history = window.history
    assert not history.correct_button.isEnabled()  # nothing to correct yet
    for contract, points in (("3", "100"), ("1", "60")):
        ctrl(qtbot, contract)
        type_text(qtbot, points)
        enter(qtbot)
    assert history.list.currentRow() == -1
    assert history.correct_button.isEnabled()
    assert not history.delete_button.isEnabled() and not history.insert_button.isEnabled()
    qtbot.mouseClick(history.correct_button, Qt.MouseButton.LeftButton)
    assert panel.correcting == 1 and panel.points[0].text() == "60"


def test_enter_on_a_history_button_presses_that_button(window, qtbot, dialogs):
    """Tab to "Insert before…" and Enter began a correction of the entry (Enter went past
    the button to the history), also from "Delete" (a trial's keyboard-only Schreiber)."""
    from PySide6.QtWidgets import QMessageBox

    from .keyboard import key, tab

    panel = two_rounds(qtbot, window)
    history = window.history
    history.list.setFocus()
    key(qtbot, "Up")  # the newest entry, selected
    assert history.list.currentRow() == 1
    while focused() is not history.insert_button:
        tab(qtbot)
    enter(qtbot)
    assert panel.inserting and panel.correcting == 1
    key(qtbot, "Escape")
    assert panel.correcting is None
    history.list.setFocus()
    history.list.setCurrentRow(1)
    while focused() is not history.delete_button:
        tab(qtbot)
    dialogs.answer = QMessageBox.StandardButton.Yes
    enter(qtbot)
    assert panel.correcting is None and len(window.controller.match.entries) == 1


def test_end_and_page_keys_with_nothing_selected_start_at_the_newest_entry(window, qtbot):
    """A trial's: in a finished match, End (or PageDown) in the history with no row chosen
    chose entry 1, and Del deleted it at once (the winner changed). The keys start at the
    newest entry, as the arrows and Ctrl+E do; only Home goes to the first."""
    from .keyboard import key

    two_rounds(qtbot, window)
    history = window.history.list
    for name, row in (("End", 1), ("PageDown", 1), ("PageUp", 1), ("Home", 0)):
        history.setCurrentRow(-1)
        history.setFocus()
        key(qtbot, name)
        assert history.currentRow() == row, name
    history.setCurrentRow(-1)
    key(qtbot, "End")
    key(qtbot, "Delete")  # the newest entry, the one the keys chose
    (kept,) = window.controller.match.entries
    assert kept.points == (100, 57)


def test_the_edit_menu_names_del_for_delete_and_del_in_a_field_deletes_no_entry(window, qtbot):
    """A keyboard trial's: the *Bearbeiten* menu named no key for *Delete selected entry*,
    though F1 and the docs say Del. It shows Del, which deletes in the history only: in a
    number field Del deletes a digit."""
    from PySide6.QtGui import QKeySequence

    from .keyboard import key

    panel = two_rounds(qtbot, window)
    action = window.findChild(type(window.undo_action), "deleteEntry")
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.Delete)
    panel.points[0].setFocus()
    type_text(qtbot, "45")
    key(qtbot, "Home")
    key(qtbot, "Delete")
    assert panel.points[0].text() == "5" and len(window.controller.match.entries) == 2
    history = window.history.list
    history.setFocus()
    key(qtbot, "Up")  # the newest entry chosen
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == 1


def test_a_choice_lasts_until_its_entry_is_done_with(window, qtbot):
    """Trials': after a correction of entry 1 was saved, entry 1 stayed chosen through the
    next rounds, and Ctrl+E later opened it again, not the last entry; after Del the next
    entry was chosen, and a second Del deleted it too; an entry unchosen with Ctrl+click
    stayed current, unseen, and Del deleted it."""
    from .keyboard import key

    panel = two_rounds(qtbot, window)
    history = window.history.list
    history.setFocus()
    key(qtbot, "Home")  # entry 1
    ctrl(qtbot, "e")
    assert panel.correcting == 0
    enter(qtbot)  # saved as it was
    assert panel.correcting is None
    ctrl(qtbot, "3")
    type_text(qtbot, "80")
    enter(qtbot)  # round 3
    ctrl(qtbot, "e")  # nothing chosen since: the last entry
    assert panel.correcting == 2
    key(qtbot, "Escape")
    assert panel.correcting is None
    history.setFocus()
    key(qtbot, "End")
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == 2
    key(qtbot, "Delete")  # nothing chosen now: said, nothing deleted
    assert len(window.controller.match.entries) == 2
    assert window.history.message.text().startswith("Choose the entry to delete")
    assert not window.history.delete_button.isEnabled()
    key(qtbot, "Home")
    rect = history.visualItemRect(history.item(0))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ControlModifier, rect.center())  # unchosen
    assert not history.item(0).isSelected()
    assert not window.history.delete_button.isEnabled()
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == 2
    ctrl(qtbot, "z")  # the deleted entry back; the one unchosen stays unchosen
    assert len(window.controller.match.entries) == 3
    assert history.chosen() == -1 and not window.history.delete_button.isEnabled()
    key(qtbot, "Delete")
    assert len(window.controller.match.entries) == 3
