"""The names of a Molotow whole where they have the room: a German club evening's trial
(1366×768, Margrit Odermatt, Hansruedi Müller-Lüdenscheid, Giuseppe D'Alessandro) read
"Margrit Oderm…", "Hansruedi Müll…" and "Giuseppe D'Al…" beside the card points, with the
form's right part empty; the board headed "Hansruedi Müller-Lüdenscheid" in smaller type
than the other two. A French trial's board headed "Jean-Phili…" (Claire, Jean-Philippe
Perrenoud, Marc, Anne-Sophie), and "Anne-Sophie" smaller.

A name takes the form's room, on two lines where one is not enough (docs/window.md); the
board's heads take two lines where a name needs them and the board has the height, all in
the same size as far as their columns allow. Measured with the fonts the window paints in,
at a laptop's 1366×768 and a netbook's 1024×600, in German and in French, while a round is
typed with the keys."""

import pytest
from PySide6.QtCore import QRect, Qt

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import open_match, settle, tab, type_
from .test_column_heads import too_wide, whole
from .test_molotow_netbook_board import head_sizes
from .test_molotow_window import type_round

EVENING = ["Margrit Odermatt", "Hansruedi Müller-Lüdenscheid", "Giuseppe D'Alessandro"]
FAMILY = ["Claire", "Jean-Philippe Perrenoud", "Marc", "Anne-Sophie"]
SIZES = [(1366, 768), (1024, 600)]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


@pytest.fixture(params=["de", "fr"])
def opened(request, qapp, qtbot, settings, autosaves):
    """Open a Molotow of *names* in the window in German or French, *size* large."""
    windows = []

    def open_(names, size):
        gen = window_in(request.param, qapp, qtbot, settings, size=size)
        window = next(gen)
        windows.append(gen)
        open_match(qtbot, window, new_match("molotow", names, settings={"rounds": 4}))
        settle()
        return window

    yield open_
    for gen in windows:
        gen.close()


def whole_in(label):
    """Whether *label* shows its name whole within its room: no "…", and its text, on one
    line or as it wraps (where the label wraps), no wider and no higher than the label."""
    name = label.accessibleName() or label.text()
    room = label.contentsRect()
    wraps = int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0
    used = label.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10_000), wraps,
                                            label.text())
    return (label.text().replace("\n", " ") == name and used.width() <= room.width()
            and used.height() <= room.height())


@pytest.mark.parametrize("size", SIZES)
def test_the_forms_names_are_whole(opened, qtbot, size):
    window = opened(EVENING, size)
    panel = window.panel
    labels = panel.name_labels
    assert [whole_in(label) for label in labels] == [True] * 3, [
        (label.text(), label.width()) for label in labels]
    # and while a round is typed: Margrit's card points, Tab, Hansruedi's
    type_(qtbot, "40")
    tab(qtbot)
    type_(qtbot, "57")
    settle()
    assert [whole_in(label) for label in labels] == [True] * 3


#: four rounds (card points, the last player's the rest), no tie at the end: 180, 217, 231
#: with three players; 127, 110, 157, 234 with four
ROUNDS = {3: [[40, 57, 60], [50, 50, 57], [30, 70, 57], [60, 40, 57]],
          4: [[40, 30, 50, 37], [20, 60, 27, 50], [57, 0, 50, 50], [10, 20, 30, 97]]}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("names", [EVENING, FAMILY], ids=["evening", "family"])
def test_the_boards_heads_are_whole_and_alike(opened, qtbot, size, names):
    window = opened(names, size)
    board = window.board_widget
    board.grab()
    first = (list(board.painted_names), list(board.painted_heads))
    for played in range(5):  # before round 1, after each round, the last one ends it
        if played:
            type_round(qtbot, ROUNDS[len(names)][played - 1])
            assert len(window.controller.match.entries) == played
        board.grab()  # painted as shown
        # the heads as they were before round 1: steady to the end
        assert (board.painted_names, board.painted_heads) == first, played
        shown = head_sizes(board, names)
        assert [whole(text) for text, _px in shown] == names, shown
        # one size for every head (two lines where a name needs them), but for a name too
        # wide for its column in that size even on two lines
        common = max(px for _text, px in shown)
        fitting = [px for text, px in shown if not too_wide(board, text, common)]
        assert len(fitting) >= len(names) - 1 and set(fitting) == {common}, shown
    assert window.controller.board.finished
