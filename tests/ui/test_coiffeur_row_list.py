"""The Coiffeur's *Row* list keeps every row of the sheet in its place (a Romand trial's
Coiffeur of three teams, mostly by mouse, in French at 1280×728).

The list held only the team's open rows: with *Pique ×4* written, everything after it moved up
a line, and the trial's click where *Misère ×7* had been chose *Slalom ×8* (only the preview
said so). Every row is now in the list in the sheet's order, the rows the team has written
marked and greyed, not to be chosen; the list drops down under the box, so a row is at the
same place whichever row is chosen; the keys (Ctrl+Up / Ctrl+Down, the arrow keys on the box)
go past the written ones.

The rounds are typed with keys, the list opened and chosen from with the mouse."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .conftest import window_in
from .keyboard import click, enter, focus, key, settle, shortcut, type_
from .test_coiffeur_long_announcer import PLAYERS, TRIAL
from .test_sheet_heads import started

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

ROWS = ["Trèfle ×1", "Carreau ×2", "Cœur ×3", "Pique ×4", "Obenabe ×5", "Undenufe ×6",
        "Misère ×7", "Zig-zag ×8", "Gusti/Mery ×9", "Souhait ×10", "Coiffeur 3×3 ×11"]
MISERE = 6


@pytest.fixture
def french(qapp, qtbot, settings, autosaves):
    # a person's click on the list comes a moment after the click that opened it: Qt takes
    # a release within a double click's time for the end of the opening click
    interval = qapp.doubleClickInterval()
    qapp.setDoubleClickInterval(0)
    try:
        yield from window_in("fr", qapp, qtbot, settings, size=TRIAL)
    finally:
        qapp.setDoubleClickInterval(interval)


def written(window, qtbot, down=0):
    """A round of 100 for the team whose turn it is, *down* rows below the row chosen: a
    click into the points field, 100 typed, Enter."""
    for _ in range(down):
        shortcut(qtbot, "Ctrl+Down")
    count = len(window.controller.match.entries)
    click(qtbot, window.panel.points)
    type_(qtbot, "100")
    enter(qtbot)
    qtbot.waitUntil(lambda: len(window.controller.match.entries) == count + 1)
    settle()


def opened(qtbot, box):
    """The list of *box*, opened with a click on the box; its items (text, can be chosen,
    where on the screen)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    settle()
    model = box.model()
    return [(model.index(i, 0).data(), bool(model.flags(model.index(i, 0))
                                             & Qt.ItemFlag.ItemIsEnabled),
             view.viewport().mapToGlobal(view.visualRect(model.index(i, 0)).center()))
            for i in range(box.count())]


def click_at(qtbot, box, where):
    """The mouse moved onto the open list of *box* at the screen's point *where*, and a
    click there."""
    viewport = box.view().viewport()
    pos = viewport.mapFromGlobal(where)
    qtbot.mouseMove(viewport, pos)  # the list follows the mouse: the row under it is lit
    settle()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
    settle()


def chosen(window):
    return window.panel.row.currentText()


def test_a_row_stays_where_it_was_in_the_list(french, qtbot, settings):
    window = french
    started(window, qtbot, settings, "coiffeur", PLAYERS)
    panel = window.panel
    written(window, qtbot, down=3)  # Claire & Anne-Sophie: Pique ×4
    written(window, qtbot)  # Jean-Philippe Perrenoud & Louis: Trèfle ×1
    written(window, qtbot)  # Marc & Élodie: Trèfle ×1
    assert panel.team.currentIndex() == 0 and chosen(window) == "Trèfle ×1"

    items = opened(qtbot, panel.row)
    # every row in the sheet's order; the written one marked and not to be chosen
    assert [text.split(" (")[0] for text, _on, _at in items] == ROWS
    assert [text for text, on, _at in items if not on] == ["Pique ×4 (joué\u00a0: 400)"]
    misere = items[MISERE][2]
    click_at(qtbot, panel.row, items[3][2])  # a click on the written row chooses nothing
    if panel.row.view().isVisible():
        key(qtbot, "Escape")
    qtbot.waitUntil(lambda: not panel.row.view().isVisible())
    assert chosen(window) == "Trèfle ×1"

    items = opened(qtbot, panel.row)
    assert items[MISERE][2] == misere
    click_at(qtbot, panel.row, misere)  # the trial's click
    assert chosen(window) == "Misère ×7"

    # Claire's team writes Trèfle: its first open row is Carreau; the other teams go by
    shortcut(qtbot, "Ctrl+Up")
    shortcut(qtbot, "Ctrl+Up")  # past Pique, written, from Misère: Undenufe, Obenabe
    assert chosen(window) == "Obenabe ×5"
    for _ in range(4):
        shortcut(qtbot, "Ctrl+Up")  # Cœur, Carreau, Trèfle, round to Coiffeur 3×3
    assert chosen(window) == "Coiffeur 3×3 ×11"
    shortcut(qtbot, "Ctrl+Down")
    written(window, qtbot)  # Trèfle ×1
    written(window, qtbot)
    written(window, qtbot)
    assert panel.team.currentIndex() == 0 and chosen(window) == "Carreau ×2"
    # Misère where it was, whichever row is chosen
    items = opened(qtbot, panel.row)
    assert [on for _text, on, _at in items] == [False, True, True, False, *[True] * 7]
    assert items[MISERE][2] == misere
    click_at(qtbot, panel.row, misere)
    assert chosen(window) == "Misère ×7"


def test_the_arrow_keys_on_the_box_go_past_the_written_rows(french, qtbot, settings):
    window = french
    started(window, qtbot, settings, "coiffeur", PLAYERS)
    panel = window.panel
    written(window, qtbot, down=3)  # Claire & Anne-Sophie: Pique ×4
    written(window, qtbot)
    written(window, qtbot)
    shortcut(qtbot, "Ctrl+Down")
    shortcut(qtbot, "Ctrl+Down")  # Carreau, Cœur
    assert chosen(window) == "Cœur ×3"
    shortcut(qtbot, "Ctrl+Down")
    assert chosen(window) == "Obenabe ×5"
    # Shift+Tab up the form to the box, then the arrow keys on it
    while focus() is not panel.row:
        key(qtbot, "Backtab")
    key(qtbot, "Up")
    assert chosen(window) == "Cœur ×3"
    key(qtbot, "Down")
    assert chosen(window) == "Obenabe ×5"
    assert QApplication.activePopupWidget() is None  # the keys chose, no list opened
