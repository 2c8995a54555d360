"""Nothing of the match before, nor of its New match dialog, stays alive after a New match.

A trial measured some 4 MB more memory per New match round (benchmarks/newmatch_rounds.py,
docs/performance.md). The old board and form went, but every New match dialog of a game
without teams (a Schieber) stayed alive: its row for the number of teams, never placed in the
dialog, had no parent and outlived the dialog, and a signal of its field held a slot that
held the dialog, with its settings forms and the match it started from. Counted here in
objects, not in bytes: after each round the window's widgets are as many as before.
"""

import gc
import weakref

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import ctrl, enter, in_next_dialog, open_match, type_text

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def deleted_as_the_event_loop_deletes() -> None:
    """What was discarded (deleteLater) deleted, and Python's garbage collected."""
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def rounds_by_keys(qtbot, count=2):
    """*count* Schieber rounds typed into the form: Schellen ×2, the points, Enter."""
    for n in range(count):
        ctrl(qtbot, "4")
        type_text(qtbot, str(60 + n))
        enter(qtbot)


def new_match_again(window, qtbot):
    """File → New match (Ctrl+N), Enter: the same again; the match with its entries is
    discarded when asked (the ``dialogs`` fixture)."""
    before = window.controller.match
    errors = in_next_dialog(qtbot, lambda dialog: enter(qtbot))
    ctrl(qtbot, "n")
    assert not errors, errors
    assert window.controller.match is not before
    window.activateWindow()  # as the window manager does when a dialog closes
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))
    deleted_as_the_event_loop_deletes()


def test_the_old_board_and_form_are_gone_after_a_new_match(window, qtbot):
    panel, board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    rounds_by_keys(qtbot)
    old = [weakref.ref(panel), weakref.ref(board), weakref.ref(window.controller.match)]
    del panel, board
    new_match_again(window, qtbot)
    assert [ref() for ref in old] == [None, None, None]


def dialogs_alive() -> list[weakref.ref[NewMatchDialog]]:
    return [weakref.ref(o) for o in gc.get_objects() if isinstance(o, NewMatchDialog)]


def test_no_new_match_dialog_stays_alive(window, qtbot):
    # this test's own dialog: one an earlier test's frames still hold (a failed test's
    # traceback, say) is not this window's leak
    earlier = {id(ref()) for ref in dialogs_alive()}
    open_match(qtbot, window, new_match("schieber", PLAYERS))
    rounds_by_keys(qtbot)
    new_match_again(window, qtbot)
    assert not [ref for ref in dialogs_alive() if id(ref()) not in earlier]


def test_the_widgets_do_not_grow_from_round_to_round(window, qtbot):
    open_match(qtbot, window, new_match("schieber", PLAYERS))
    counts = []
    for _round in range(3):
        rounds_by_keys(qtbot)
        new_match_again(window, qtbot)
        counts.append(len(QApplication.allWidgets()))
    assert counts[1:] == counts[:1] * 2, counts
