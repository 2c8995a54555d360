"""Fahnder with the keyboard alone: Tab goes down the form as it reads, and the form's keys
pressed while the history has the cursor bring it back into the form (findings of a
keyboard-only trial).

* Tab went Fahnder, Angebot, Kartenpunkte, Gegenspieler, Match, Schreiben, and only then
  Trumpf and Partner. It goes down the form: Fahnder, Angebot, Trumpf, Partner, Kartenpunkte,
  Gegenspieler, Match, Schreiben.
* Ctrl+1 pressed while the history had the keys chose Anna, but the cursor stayed in the
  history (the next Tab went to *Korrigieren…*, a bid typed went nowhere); Alt+R (the Round
  tab, already shown) did not bring it back either.
"""

from PySide6.QtWidgets import QApplication

from jasstafel.core.fahnder import FahnderRound
from jasstafel.core.matchfile import new_match

from .keyboard import focus, open_match, shortcut, tab, type_

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def fahnder_with_rounds(qtbot, window):
    match = new_match("fahnder", NAMES)
    match.add(FahnderRound(fahnder=0, partner=2, bid=110, contract="schellen", points=118))
    match.add(FahnderRound(fahnder=1, partner=3, bid=120, contract="rosen", points=130))
    opened = open_match(qtbot, window, match)
    QApplication.processEvents()  # the window's own "cursor into the form" once it is shown
    return opened


def tab_to_history(qtbot, window):
    """Tab on until the history has the keys; the widgets passed on the way."""
    passed = []
    for _ in range(40):
        if focus() is window.history.list:
            return passed
        passed.append(focus())
        tab(qtbot)
    raise AssertionError("Tab never reached the history")


def test_tab_goes_down_the_fahnder_form(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("fahnder", NAMES))
    shift_tab = "Shift+Tab"
    assert focus() is panel.bid
    shortcut(qtbot, shift_tab)
    assert focus() in panel.fahnder_buttons  # above the bid
    stops = []
    for _ in range(7):
        tab(qtbot)
        stops.append(focus())
    groups = [[panel.bid], list(panel.contract_buttons.values()), panel.partner_buttons,
              [panel.points], [panel.opponents], [panel.match], [panel.write_button]]
    assert [next(i for i, g in enumerate(groups) if w in g) for w in stops] == list(range(7)), [
        w.text() or w.objectName() for w in stops]


def test_ctrl_1_from_the_history_puts_the_cursor_into_the_form(window, qtbot):
    panel, _board = fahnder_with_rounds(qtbot, window)
    tab_to_history(qtbot, window)
    shortcut(qtbot, "Ctrl+1")
    assert panel.fahnder_group.checkedId() == 0
    assert focus() is panel.bid  # the next thing typed: the bid
    type_(qtbot, "130")
    shortcut(qtbot, "Ctrl+6")
    shortcut(qtbot, "Alt+3")
    assert focus() is panel.points
    tab_to_history(qtbot, window)
    shortcut(qtbot, "Ctrl+2")  # another Fahnder, chosen from the history too
    assert panel.fahnder_group.checkedId() == 1
    assert focus() is panel.points  # the bid is typed: the card points come next
    assert panel.bid.text() == "130"


def test_the_round_tabs_key_from_the_history_puts_the_cursor_into_the_form(window, qtbot):
    """Alt+R (the Round tab, already shown) from the history: the cursor back into the form
    (a trial's stayed in the history)."""
    panel, _board = fahnder_with_rounds(qtbot, window)
    tab_to_history(qtbot, window)
    tab(qtbot)
    assert focus() is window.history.correct_button  # as in the trial
    shortcut(qtbot, "Alt+R")
    assert panel.tabs.currentIndex() == 0
    QApplication.processEvents()
    assert focus() is panel.bid
