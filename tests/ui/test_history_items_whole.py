"""A French Guggitaler at 1024×600: a history row wrapped as "… Gertrud 1" / "(−20) …", the
count "1" on one line and its points on the next. A row wraps between its items only (a
player with his figures: "Gertrud Zimmermann 1 (−20),"), never inside one; the item's text
(copied, exported) keeps its ordinary spaces."""

import re

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import open_match, settle
from .test_guggitaler_romand_names import type_counts
from .test_names_whole_history_tie import row_lines

NAMES = ["Gertrud Zimmermann", "Jean-Daniel Overney", "Françoise Rime", "Gérald Pittet"]
#: the first games as typed: each player's tricks, Schellen, Ober
COUNTS = [[3, 2, 4, 0], [2, 5, 0, 2], [1, 1, 1, 1]]
#: a window as wide as a netbook's up to a laptop's, in steps
WIDTHS = range(1024, 1367, 19)
#: where a line may end: after an item's "," or the game's ":" (French "Ober :")
BETWEEN_ITEMS = re.compile(r"[,:]$")


def inside_items(window, history):
    """(width, lines) of every row that breaks a line inside an item, at each width."""
    found = []
    for width in WIDTHS:
        window.resize(width, 600)
        settle()
        for row in range(history.list.count()):
            lines = row_lines(history, row)
            if not all(BETWEEN_ITEMS.search(line.rstrip(" \u00a0")) for line in lines[:-1]):
                found.append((width, lines))
    return found


@pytest.mark.parametrize("language", ["french", "german"])
def test_a_guggitaler_row_wraps_between_players_only(request, qtbot, language):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    open_match(qtbot, window, new_match("guggitaler", NAMES))
    for counts in COUNTS:
        type_counts(qtbot, counts)
    history = window.history
    qtbot.waitUntil(lambda: history.list.count() == len(COUNTS))
    settle()
    assert len(row_lines(history, 1)) > 1  # the test is of a row that wraps
    assert "Gertrud Zimmermann 2 (−" in history.list.item(1).text()  # ordinary spaces
    assert inside_items(window, history) == []


@pytest.mark.parametrize("language", ["french", "german"])
def test_a_differenzler_row_wraps_between_players_only(request, qtbot, language):
    """Each player's "prediction→points (difference)" with his name, the same way; a
    prediction not made ("none→70") too."""
    from jasstafel.core.differenzler import DifferenzlerGame

    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    match = new_match("differenzler", NAMES, settings={"games": 6})
    match.add(DifferenzlerGame(predictions=[40, 30, 50, 37], points=[45, 20, 60, 32]))
    match.add(DifferenzlerGame(predictions=[None, 60, 20, 30], points=[70, 10, 30, 47]))
    open_match(qtbot, window, match)
    history = window.history
    qtbot.waitUntil(lambda: history.list.count() == 2)
    settle()
    assert len(row_lines(history, 1)) > 1
    assert inside_items(window, history) == []


@pytest.mark.parametrize("language", ["french", "german"])
def test_a_schieber_row_keeps_its_score_whole(request, qtbot, language):
    """A Schieber row's score is one item: the German screenshot at 1024×600 read
    "· Stand 1'011" / ": 1'867" once items were kept whole (the score's own space broke)."""
    from pathlib import Path

    from jasstafel.core import matchfile

    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    examples = Path(__file__).parents[2] / "docs" / "examples"
    # a finished match: no form to wait for, its history
    window.start(matchfile.load(examples / "schieber-swisslos-2500.jass"))
    history = window.history
    qtbot.waitUntil(lambda: history.list.count() > 3)
    found = []
    for width in WIDTHS:
        window.resize(width, 600)
        settle()
        for row in range(history.list.count()):
            lines = row_lines(history, row)
            if any(line.lstrip().startswith(":") for line in lines[1:]):
                found.append((width, lines))
    assert found == []
