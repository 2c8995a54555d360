"""A Romand organiser's Guggitaler in French on a table laptop (trial Y, 1280×800), players
Jean-Daniel Overney, Noël Gremaud, Françoise Rime and Gérald Pittet, keyed in:

* the players' buttons read "1  Jean-…", "2  Noël …", "3  Franç…" on one line of four where
  the form had the room for two lines of two, whole; the sheet's head read "Jean-Daniel…"
  where its spare height had room for "Jean-Daniel" over "Overney";
* the Domino's places read "1.", "2." (German) beside the Rank row's "2e", "3e";
* the line under the form began "inscrit : …", which reads as written already.
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, open_match, settle, tab, type_

NAMES = ["Jean-Daniel Overney", "Noël Gremaud", "Françoise Rime", "Gérald Pittet"]
#: as the trial's first three games were written
COUNTS = [("tricks", [3, 2, 4, 0]), ("schellen", [2, 5, 0, 2]), ("ober", [1, 1, 1, 1])]


def type_counts(qtbot, counts):
    """Each player's count but the last (it follows), Tab to the next, one Enter."""
    for value in counts[:-1]:
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)


def to_the_king(qtbot, window):
    """The trial's match opened, its first three games keyed in: the Roi de trèfle's page."""
    panel, board = open_match(qtbot, window, new_match("guggitaler", NAMES))
    for _game, counts in COUNTS:
        type_counts(qtbot, counts)
    assert [e.game for e in window.controller.match.entries] == [g for g, _c in COUNTS]
    settle()
    return panel, board


def whole(buttons):
    return [b.shown_text() == b.text() for b in buttons]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_players_buttons_are_whole_in_french(french_window, qtbot, size):
    window = french_window
    window.resize(*size)
    panel, _board = to_the_king(qtbot, window)
    assert focus() is panel.taker_row
    assert whole(panel.taker_buttons) == [True] * 4, [b.shown_text()
                                                       for b in panel.taker_buttons]
    # two lines of two, one above the other, and the form's Write below them
    tops = sorted({b.y() for b in panel.taker_buttons})
    assert len(tops) == 2
    assert panel.taker_row.height() >= 2 * panel.taker_buttons[0].height()
    type_(qtbot, "2")  # Noël took the Roi de trèfle
    enter(qtbot)
    type_(qtbot, "1")  # Jean-Daniel the last trick
    enter(qtbot)
    settle()
    assert focus() is panel.domino_row
    assert whole(panel.domino_buttons) == [True] * 4, [b.shown_text()
                                                        for b in panel.domino_buttons]


def test_short_names_keep_one_line(french_window, qtbot):
    """Where one line has the room for every name, the buttons stay on one line."""
    window = french_window
    window.resize(1280, 800)
    match = new_match("guggitaler", ["Urs", "Köbi", "Vreni", "Heidi"])
    panel, _board = open_match(qtbot, window, match)
    for _game, counts in COUNTS:
        type_counts(qtbot, counts)
    settle()
    assert len({b.y() for b in panel.taker_buttons}) == 1
    assert whole(panel.taker_buttons) == [True] * 4


def test_names_too_long_are_shortened_alike(french_window, qtbot):
    """Names too long even for two lines of two (a 1024×600 netbook): shortened to one
    width, all alike, the whole name in each button's tooltip."""
    window = french_window
    window.resize(1024, 600)
    long = [f"{first} de la Grande-Fontaine-Dessous" for first in
            ("Jean-Daniel", "Noël", "Françoise", "Gérald")]
    panel, _board = open_match(qtbot, window, new_match("guggitaler", long))
    for _game, counts in COUNTS:
        type_counts(qtbot, counts)
    settle()
    buttons = panel.taker_buttons
    assert whole(buttons) == [False] * 4
    assert len({b.width() for b in buttons}) == 1
    assert all(name in b.toolTip() for name, b in zip(long, buttons, strict=True))


def test_the_sheets_heads_are_whole_at_1280(french_window, qtbot):
    window = french_window
    window.resize(1280, 800)
    _panel, board = to_the_king(qtbot, window)
    board.repaint()
    assert board.head_tips.shortened == []


def test_the_domino_places_are_written_as_french_ranks(french_window, qtbot):
    window = french_window
    window.resize(1280, 800)
    panel, board = to_the_king(qtbot, window)
    for seat in ("2", "1"):  # the Roi de trèfle, the last trick
        type_(qtbot, seat)
        enter(qtbot)
    for seat in ("3", "4", "1"):  # Françoise out first, Gérald, Jean-Daniel; Noël last
        type_(qtbot, seat)
    assert panel.order_label.text() == ("1er Françoise Rime +150   2e Gérald Pittet +100   "
                                        "3e Jean-Daniel Overney +55   4e Noël Gremaud 0")
    enter(qtbot)
    assert window.controller.board.finished
    domino = board.sheet.blocks[0].rows[-1]
    assert [c.count for c in domino.cells] == ["3e", "4e", "1er", "2e"]
    assert window.history.list.item(5).text() == (
        "6. Domino\u00a0: 1er Françoise Rime +150, 2e Gérald Pittet +100, "
        "3e Jean-Daniel Overney +55, 4e Noël Gremaud 0")


def test_the_preview_says_what_enter_will_write(french_window, qtbot):
    window = french_window
    window.resize(1280, 800)
    panel, _board = open_match(qtbot, window, new_match("guggitaler", NAMES))
    for value in (3, 2, 4):
        type_(qtbot, str(value))
        qtbot.keyClick(focus(), Qt.Key.Key_Tab)
    assert panel.preview_line.text().startswith(
        "Avec Entrée\u00a0: Plis\u00a0: Jean-Daniel Overney 3 (−15)"), panel.preview_line.text()
