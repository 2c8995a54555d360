"""Edit → Undo history… (an English trial: "There is no undo history list, only the Edit
menu's next Undo and Redo").

Qt's QUndoView over the match's undo stack, in a small window of its own: the match as it
was opened on the first line, every step of this session after it, the step the match is at
selected, and nothing else ever highlighted like it. A click on a line (or an arrow key) goes
back or on to that step as repeated Ctrl+Z / Ctrl+Y would, by the window's rules: with a
round half typed in the form no written entry is taken back, the same refusal is said (and
goes with the form's), and the typing stays. Opened from the real menu (by the mouse) or by
its key, Ctrl+H; a new match empties it.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from jasstafel.core.matchfile import new_match

from .keyboard import (
    click,
    ctrl,
    enter,
    focused,
    open_match,
    select_all,
    settle,
    shortcut,
    type_text,
)
from .test_history_menu import PLAYERS, click_item, schieber_rounds
from .test_small_screen import run_on_a_screen

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

UNDO_REFUSED = (
    "Undo takes back a written entry only when nothing is typed in the form: it holds what "
    "you typed for the next entry. Write it (Write or Enter) or delete the typing first; "
    "Correct… (Ctrl+E) corrects the last entry and keeps the typing.")


def open_by_menu(qtbot, window):
    """Edit → Undo history…, clicked in the real menu; the history's window."""
    bar = window.menuBar()
    title = next(a for a in bar.actions() if a.text() == "&Edit")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is title.menu())
    click_item(qtbot, window, title.menu(), "Undo history…")
    return shown_history(qtbot, window)


def shown_history(qtbot, window):
    history = window.findChild(QWidget, "undoHistory")
    assert history is not None
    qtbot.waitUntil(history.isVisible)
    # the keys in its list, for the arrows and Enter
    qtbot.waitUntil(lambda: QApplication.focusWidget() is history.view)
    return history


def lines(history):
    model = history.view.model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def history_rows(window):
    """The rows of the history below the board, as it shows them."""
    rows = window.history.list
    return [rows.item(i).text() for i in range(rows.count())]


def selected(history):
    return history.view.selectionModel().currentIndex().row()


def highlighted(history):
    """The rows drawn as selected."""
    return sorted(index.row() for index in history.view.selectionModel().selectedIndexes())


def click_line(qtbot, history, row):
    view = history.view
    index = view.model().index(row, 0)
    view.scrollTo(index)
    settle()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())
    settle()


def test_a_click_on_the_first_line_goes_back_to_the_start_and_ctrl_y_brings_it_back(
        window, qtbot):
    schieber_rounds(qtbot, window)  # three rounds, by the keys
    entries = window.controller.match.entries
    history = open_by_menu(qtbot, window)
    # each entry written as the history below the board writes it, with its figures (a
    # keyboard trial's list said "1. round 1" and no more: the steps looked alike)
    assert lines(history) == ["<match opened>", *history_rows(window)]
    assert lines(history)[1] == ("1. Round 1: Shields ×2, announced by Team A · Team A 100 "
                                 "→ 200 · Team B 57 → 114 · score 200 : 114")
    assert window.undo_action.text() == "&Undo round 3"  # the Edit menu's words as before
    assert selected(history) == 3  # where the match is now

    click_line(qtbot, history, 0)
    assert not window.controller.match.entries
    assert [side.total for side in window.controller.board.sides] == [0, 0]
    assert window.history.list.count() == 0
    assert selected(history) == 0
    assert window.redo_action.text() == "&Redo round 1"

    for _ in range(3):  # Ctrl+Y, as after three Ctrl+Z
        shortcut(qtbot, "Ctrl+Y")
    assert window.controller.match.entries == entries
    assert selected(history) == 3


def test_a_click_goes_on_too_and_the_arrows_go_back_and_on_at_once(window, qtbot):
    """A German trial's arrows moved the highlight, not the match: Down twice from the first
    line highlighted a step the board was not at, until Enter. The highlight is the step the
    match is at, always: each arrow is a step, as Ctrl+Z or Ctrl+Y."""
    schieber_rounds(qtbot, window)
    entries = window.controller.match.entries
    history = open_by_menu(qtbot, window)
    click_line(qtbot, history, 1)
    assert window.controller.match.entries == entries[:1]
    click_line(qtbot, history, 3)  # on again, as Ctrl+Y twice
    assert window.controller.match.entries == entries

    assert focused() is history.view
    qtbot.keyClick(focused(), Qt.Key.Key_Up)
    assert window.controller.match.entries == entries[:2]
    qtbot.keyClick(focused(), Qt.Key.Key_Up)
    assert window.controller.match.entries == entries[:1]
    assert selected(history) == 1 and highlighted(history) == [1]
    qtbot.keyClick(focused(), Qt.Key.Key_Home)  # the start at once
    assert not window.controller.match.entries
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    assert window.controller.match.entries == entries[:2]
    assert selected(history) == 2 and highlighted(history) == [2]
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # Enter: where it is
    assert window.controller.match.entries == entries[:2]
    type_text(qtbot, "3")  # meant for the form: no jump to "3. Round 3: …"
    assert window.controller.match.entries == entries[:2]
    shortcut(qtbot, "Ctrl+Z")  # the window's keys work in the history's window too
    assert window.controller.match.entries == entries[:1]
    assert selected(history) == 1 and highlighted(history) == [1]


def test_with_a_round_half_typed_an_arrow_is_refused_and_the_highlight_stays(window, qtbot):
    panel = schieber_rounds(qtbot, window)
    entries = window.controller.match.entries
    ctrl(qtbot, "3")
    type_text(qtbot, "44")
    field = focused()
    shortcut(qtbot, "Ctrl+H")
    history = shown_history(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_Up)
    assert window.controller.match.entries == entries
    assert field.text() == "44"
    assert panel.error_text() == UNDO_REFUSED
    assert history.refusal.text() == UNDO_REFUSED
    assert selected(history) == 3 and highlighted(history) == [3]


def test_the_refusal_under_the_list_goes_with_the_forms(window, qtbot):
    """A German trial's refusal under the list stayed after she changed the form and the
    form's own refusal went: it goes with it."""
    panel = schieber_rounds(qtbot, window)
    ctrl(qtbot, "3")
    type_text(qtbot, "44")
    field = focused()
    shortcut(qtbot, "Ctrl+H")
    history = shown_history(qtbot, window)
    click_line(qtbot, history, 0)
    assert history.refusal.isVisible() and panel.error_text() == UNDO_REFUSED
    window.activateWindow()  # back to the Tafel, as a click on it does
    qtbot.waitUntil(window.isActiveWindow)
    click(qtbot, field)  # into the field, and the typing changed
    qtbot.waitUntil(lambda: focused() is field)
    qtbot.keyClick(focused(), Qt.Key.Key_End)
    type_text(qtbot, "5")
    assert field.text() == "445" and not panel.error_text()
    assert not history.refusal.isVisible()


def test_with_a_round_half_typed_a_click_is_refused_and_the_typing_stays(window, qtbot):
    panel = schieber_rounds(qtbot, window)
    entries = window.controller.match.entries
    ctrl(qtbot, "3")
    type_text(qtbot, "44")
    field = focused()
    shortcut(qtbot, "Ctrl+H")  # by its key, from the field
    history = shown_history(qtbot, window)

    click_line(qtbot, history, 0)
    assert window.controller.match.entries == entries
    assert field.text() == "44"
    assert panel.error_text() == UNDO_REFUSED  # as Ctrl+Z says it
    assert history.refusal.isVisible() and history.refusal.text() == UNDO_REFUSED
    assert selected(history) == 3  # the match stayed where it was


def test_a_new_match_starts_a_new_history(window, qtbot):
    schieber_rounds(qtbot, window)
    history = open_by_menu(qtbot, window)
    window.activateWindow()  # back to the Tafel, as a click on it does
    qtbot.waitUntil(window.isActiveWindow)
    open_match(qtbot, window, new_match("schieber", PLAYERS))
    assert lines(history) == ["<match opened>"]
    assert selected(history) == 0
    ctrl(qtbot, "1")
    type_text(qtbot, "90")
    enter(qtbot)
    assert lines(history) == ["<match opened>", *history_rows(window)]
    assert len(lines(history)) == 2 and lines(history)[1].startswith("1. Round 1: ")
    assert selected(history) == 1


def test_what_was_chosen_in_the_form_goes_first_as_by_ctrl_z(window, qtbot):
    """A trump chosen for the next round (no typing): taken back on the way, as the first
    Ctrl+Z takes it back, then the rounds."""
    panel = schieber_rounds(qtbot, window)
    entries = window.controller.match.entries
    ctrl(qtbot, "3")  # Schilten chosen, nothing typed
    assert panel.can_take_back_choices()
    shortcut(qtbot, "Ctrl+H")
    history = shown_history(qtbot, window)
    click_line(qtbot, history, 1)
    assert window.controller.match.entries == entries[:1]
    assert not panel.can_take_back_choices()
    assert selected(history) == 1 and not history.refusal.isVisible()


def test_esc_closes_it_and_ctrl_h_opens_it_again(window, qtbot):
    schieber_rounds(qtbot, window)
    shortcut(qtbot, "Ctrl+H")
    history = shown_history(qtbot, window)
    assert focused() is history.view
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not history.isVisible()
    assert len(window.controller.match.entries) == 3
    qtbot.waitUntil(window.isActiveWindow)  # the Tafel's keys act again
    shortcut(qtbot, "Ctrl+H")
    assert shown_history(qtbot, window) is history


@pytest.mark.parametrize("screen", [(1366, 768), (1008, 560)])
def test_it_opens_clear_of_the_board_or_the_form(tmp_path, screen):
    """Without a window manager it opened at the screen's corner over the board (a German
    trial's), then over the form of a maximised window: tests/ui/undo_history_screen.py,
    on a laptop's and a netbook's screen."""
    run_on_a_screen(tmp_path, *screen, "tests/ui/undo_history_screen.py")


def test_a_correction_and_a_deletion_are_named_with_the_entry(window, qtbot):
    """A correction's step names the entry as corrected, a deletion's the entry it took
    away, so that the Schreiber sees which step to go back to; the Edit menu keeps its short
    words."""
    schieber_rounds(qtbot, window)
    shortcut(qtbot, "F6")  # to the history: the newest entry chosen
    qtbot.keyClick(focused(), Qt.Key.Key_Up)  # entry 2
    shortcut(qtbot, "Ctrl+E")
    assert window.panel.correcting == 1
    select_all(qtbot)
    type_text(qtbot, "70")
    enter(qtbot)
    assert window.controller.match.entries[1].points[0] == 70
    corrected = history_rows(window)[1].split(". ", 1)[1]
    first = history_rows(window)[0].split(". ", 1)[1]
    shortcut(qtbot, "F6")
    qtbot.keyClick(focused(), Qt.Key.Key_Home)  # entry 1
    qtbot.keyClick(focused(), Qt.Key.Key_Delete)
    assert len(window.controller.match.entries) == 2
    assert window.undo_action.text() == "&Undo deletion of entry 1"
    shortcut(qtbot, "Ctrl+H")
    history = shown_history(qtbot, window)
    assert lines(history)[-2:] == [f"correction of entry 2 – {corrected}",
                                   f"deletion of entry 1 – {first}"]
    assert corrected.startswith("Round 2: ") and "Team A 70" in corrected
