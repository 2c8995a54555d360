"""While an entry is corrected (or inserted), the line above the form speaks of that entry,
from the board before it, and says so. A German trial's Handjass at Runde 8, round 2
corrected: the line said "Runde 2 · am nächsten bei voll: Fritz (1 von 7)" beside a board
saying Runde 8, and read as if the board had gone back. Now "Korrektur: Runde 2 · …", in
every variant, in German, French and English; the form stays where it is. The history's
row clicked, then its real buttons."""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import click, open_file, open_match, settle, top
from .test_handjass_window import type_points

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
PLAYERS = ["Ueli", "Hansruedi Zürcher-Baumgartner", "Fritz", "Käthi"]
#: the trial's first rounds (a Strich to Fritz, then to Käthi, ...), then more
ROUNDS = [[40, 50, 30, 37], [60, 50, 40, 7], [50, 0, 50, 57], [30, 45, 30, 52],
          [20, 45, 50, 42], [35, 40, 25, 57], [33, 28, 50, 46]]
#: the line at round N, Fritz closest to full with K Striche; the words a correction and an
#: insertion begin with
SAID = {
    "de": ("Runde {0}  ·  am nächsten bei voll: Fritz ({1}\u00a0von\u00a07)", "Korrektur: ",
           "Einfügen: "),
    "fr": ("Donne {0}  ·  le plus près d’être plein\u00a0: Fritz ({1}\u00a0sur\u00a07)",
           "Correction\u00a0: ", "Insertion\u00a0: "),
    "en": ("Round {0}  ·  closest to full: Fritz ({1}\u00a0of\u00a07)", "Correction: ",
           "Insertion: "),
}


def choose_row(qtbot, window, row):
    """A click on the history's row *row* (0 the first)."""
    view = window.history.list
    item = view.item(row)
    view.scrollToItem(item)
    settle()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualItemRect(item).center())
    settle()
    assert view.currentRow() == row


def test_the_handjass_correction_says_it_is_one(window_language, window, qtbot):
    panel, _slate = open_match(qtbot, window, new_match("handjass", PLAYERS))
    for points in ROUNDS:
        type_points(qtbot, points)
    line, correction, insertion = SAID[window_language]
    now, of_round_2 = line.format(8, 3), line.format(2, 1)
    assert window.status_label.text() == now
    header = top(window, panel.header)

    choose_row(qtbot, window, 1)
    click(qtbot, window.history.correct_button)
    assert panel.correcting == 1
    assert window.status_label.text() == correction + of_round_2
    assert top(window, panel.header) == header  # the line kept the room of its words
    click(qtbot, panel.cancel_button)
    assert window.status_label.text() == now

    choose_row(qtbot, window, 1)
    click(qtbot, window.history.insert_button)
    assert panel.correcting == 1 and panel.inserting
    assert window.status_label.text() == insertion + of_round_2
    assert top(window, panel.header) == header
    click(qtbot, panel.cancel_button)
    assert window.status_label.text() == now


@pytest.mark.parametrize("example", [
    "schieber-freier-jass", "coiffeur-jassverein", "molotow", "handjass-standard", "fahnder",
    "pandur", "differenzler", "guggitaler", "punktetafel"])
def test_every_variant_says_its_correction(window, qtbot, tmp_path, example):
    """Every variant whose line says something (the Schieber's and the Coiffeur's says
    nothing, their header says it all); an insertion where the rules leave room for one
    (not between a Guggitaler's games)."""
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["entries"] = data["entries"][:4]  # a match still being played
    path = tmp_path / f"{example}.jass"
    path.write_text(json.dumps(data))
    panel, _board = open_file(qtbot, window, path)
    now = window.status_label.text()
    header = top(window, panel.header)

    def said(word):
        """What the line says of entry 2, from the board before it, begun with *word*."""
        status = panel.status_text(window.controller.match.board(upto=1))
        return f"{word}: {status}" if status else ""

    choose_row(qtbot, window, 1)
    click(qtbot, window.history.correct_button)
    assert panel.correcting == 1
    assert window.status_label.text() == said("Correction")
    assert top(window, panel.header) == header
    click(qtbot, panel.cancel_button)
    assert window.status_label.text() == now

    choose_row(qtbot, window, 1)
    click(qtbot, window.history.insert_button)
    if example != "guggitaler":
        assert panel.inserting
        assert window.status_label.text() == said("Insertion")
        assert top(window, panel.header) == header
        click(qtbot, panel.cancel_button)
    assert window.status_label.text() == now
