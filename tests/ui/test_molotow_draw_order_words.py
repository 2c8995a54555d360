"""The order of a tie's card draw named so far, under the tied players' keys, writes its
places as the language writes a rank (``i18n.rank``, as the Guggitaler's Domino order and
the club's tables do): "1er Cla" in French, "1. Cla" in German, "1 Cla" in English. It said
"1. Cla" in every language: in French a rank is "1er", never "1.".

Four players tied after the last round: the Schreiber names them by key, highest card
first; the draw is written when one is left, so two places show before it is."""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowDraw, MolotowRound

from .keyboard import open_file, shortcut

NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil"]


@pytest.mark.parametrize(("language", "first", "both"), [
    ("french_window", "1er Cla", "1er Cla   2e Anna"),
    ("german_window", "1. Cla", "1. Cla   2. Anna"),
    ("window", "1 Cla", "1 Cla   2 Anna"),
])
def test_the_order_named_so_far_writes_ranks_as_the_language_does(request, qtbot, tmp_path,
                                                                   language, first, both):
    window = request.getfixturevalue(language)
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    match.add(MolotowRound(points=[31, 31, 31, 31, 33]))  # four tied on 31
    panel, _board = open_file(qtbot, window, tmp_path / "tie.jass", match)
    assert panel.draw_box.isVisible()
    shortcut(qtbot, "Ctrl+3")  # Cla drew the highest card
    assert panel.order_label.text() == first
    shortcut(qtbot, "Ctrl+1")  # then Anna
    assert panel.order_label.text() == both
    assert window.controller.match.entries[-1].type == "round"  # two are left to name
    shortcut(qtbot, "Ctrl+2")  # then Beat: Dora last
    assert window.controller.match.entries[-1] == MolotowDraw(order=[2, 0, 1, 3])
