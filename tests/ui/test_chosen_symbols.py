"""A chosen contract button keeps its symbol: the dark ↓ of Obenabe vanished on the dark
look of a chosen button (a trial's shot), and so did the black ♣ ♠ of the French cards."""

import pytest
from PySide6.QtGui import QColor

from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants.schieber_entry import CONTRACTS

from .keyboard import open_match, shortcut

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def drawn_left_edge(button):
    """The leftmost column where something is drawn on the button (symbol or text): a pixel
    far from the button's own background in that row, inside the border."""
    image = button.grab().toImage()
    width, height = image.width(), image.height()
    margin = 6
    for x in range(margin, width - margin):
        for y in range(margin, height - margin):
            ground = QColor(image.pixel(margin - 2, y))
            here = QColor(image.pixel(x, y))
            distance = (abs(here.red() - ground.red()) + abs(here.green() - ground.green())
                        + abs(here.blue() - ground.blue()))
            if distance > 150:
                return x
    return None


@pytest.mark.parametrize("deck", ["de", "fr"])
def test_a_chosen_contract_keeps_its_symbol(window, qtbot, deck):
    match = new_match("schieber", NAMES, settings={"deck": deck})
    panel, _board = open_match(qtbot, window, match)
    for number, contract in enumerate(CONTRACTS, start=1):
        button = panel.contract_buttons[contract]
        if not button.isVisible():
            continue
        before = drawn_left_edge(button)
        shortcut(qtbot, f"Ctrl+{number}")
        assert button.isChecked(), contract
        after = drawn_left_edge(button)
        # the symbol stays where it was: the drawing still begins at its left edge (a bold
        # text alone, centred, would begin some twenty pixels further right)
        assert after is not None and after <= before + 4, (contract, before, after)
