"""A refusal under the history speaks of the action just refused; the next action takes it
away. A keyboard trial's finished Guggitaler: entry 8 chosen, Tab to *Delete*, Enter: "This
change makes entry 9 impossible …" under the history, rightly. It then stayed through Ctrl+E
on that entry, so that it read as the refusal of the correction now open ("Correcting entry
8"). Now a correction opened (or ended), Esc in the history, an entry written and an undo
each take it away."""

from pathlib import Path

from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, key, open_match, shortcut, tab, type_

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
REFUSED_DELETE = ("This change makes entry 3 impossible: the games are played in their "
                  "order: next is Bells (Guggitaler 1), not Ober. Delete entry 3 first (select "
                  "it, then Del).")


def said_under_the_history(window):
    message = window.history.message
    return message.text() if message.isVisible() else ""


def finished_guggitaler(qtbot, window):
    """The example's finished Guggitaler, the cursor in the history (no form is left)."""
    window.start(matchfile.load(EXAMPLES / "guggitaler.jass"))
    qtbot.waitUntil(lambda: focus() is window.history.list)


def choose(qtbot, window, number):
    """Entry *number* chosen by the keys: Home, then Down."""
    key(qtbot, "Home")
    key(qtbot, "Down", number - 1)
    assert window.history.list.chosen() == number - 1


def delete_refused(qtbot, window, refused=REFUSED_DELETE):
    """Entry 2 (Bells) chosen, Tab to *Delete*, Enter: refused, as the games are played in
    their order (or, with a correction open, as nothing is deleted meanwhile)."""
    choose(qtbot, window, 2)
    while focus() is not window.history.delete_button:
        assert window.history.isAncestorOf(focus()), "Tab left the history before Delete"
        tab(qtbot)
    enter(qtbot)
    assert said_under_the_history(window) == refused
    assert len(window.controller.match.entries) == 6


def test_a_correction_opened_takes_the_refusal_away(window, qtbot):
    finished_guggitaler(qtbot, window)
    delete_refused(qtbot, window)
    shortcut(qtbot, "Ctrl+E")
    panel = window.panel
    assert panel.correcting == 1 and panel.banner_label.text() == "Correcting entry 2"
    assert said_under_the_history(window) == ""


def test_a_correction_ended_by_esc_takes_the_refusal_away(window, qtbot):
    """A refusal said while a correction is open (another entry's Delete) goes when Esc ends
    the correction: it spoke of the history's entry, not of the form."""
    finished_guggitaler(qtbot, window)
    choose(qtbot, window, 6)
    shortcut(qtbot, "Ctrl+E")
    assert window.panel.correcting == 5
    shortcut(qtbot, "Shift+Tab")  # from the form back to the history
    while focus() is not window.history.list:
        tab(qtbot)
    delete_refused(qtbot, window, refused=(
        "Entry 6 is being corrected: no entry is deleted or inserted meanwhile. Save the "
        "correction (Save correction or Enter) or leave it (Cancel correction or Esc) first."))
    while not window.panel.isAncestorOf(focus()):
        tab(qtbot)
    key(qtbot, "Escape")
    assert window.panel.correcting is None
    assert said_under_the_history(window) == ""


def test_esc_in_the_history_takes_the_refusal_away(window, qtbot):
    finished_guggitaler(qtbot, window)
    delete_refused(qtbot, window)
    while focus() is not window.history.list:  # back from Delete, past the other buttons
        assert window.history.isAncestorOf(focus())
        shortcut(qtbot, "Shift+Tab")
    key(qtbot, "Escape")
    assert said_under_the_history(window) == ""
    assert window.history.list.chosen() == 1  # the choice stays: only the word went


def test_an_entry_written_and_an_undo_take_the_refusal_away(window, qtbot):
    """Insert before… a game is refused at once; the next game written, and then an undo,
    each take the refusal away."""
    panel, _board = open_match(qtbot, window, new_match(
        "guggitaler", ["Anna", "Beat", "Cla", "Dora"]))
    for counts in (("3", "2", "4"), ("2", "3", "0")):  # tricks, Bells: the last one follows
        for count in counts:
            type_(qtbot, count)
            tab(qtbot)
        enter(qtbot)
    assert len(window.controller.match.entries) == 2

    def insert_refused():
        window.history.list.setFocus()
        choose(qtbot, window, 1)
        while focus() is not window.history.insert_button:
            tab(qtbot)
        enter(qtbot)
        assert said_under_the_history(window).startswith("Each game of a Guggitaler")
        window.panel.focus_next()  # back to the form, as a click in it
        QApplication.processEvents()

    insert_refused()
    for count in ("1", "1", "1"):  # Ober
        type_(qtbot, count)
        tab(qtbot)
    enter(qtbot)
    assert len(window.controller.match.entries) == 3
    assert said_under_the_history(window) == ""
    insert_refused()
    shortcut(qtbot, "Ctrl+Z")
    assert len(window.controller.match.entries) == 2
    assert said_under_the_history(window) == ""
