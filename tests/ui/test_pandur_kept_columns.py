"""The Pandur's sheet on the screen: a column the entry did not change is the picture of its
paint before, not drawn again stroke by stroke (a third of a Pandur's step,
docs/performance.md); the tag under a name ("deals"), which moves on at every deal, is
written over the picture. What the screen shows is the sheet drawn whole, after each entry, a
resize and a name mended; a shortened name says itself whole where the layout puts it,
drawn or kept."""

from dataclasses import replace
from unittest import mock

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage

from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants.pandur_board import PandurBoard
from jasstafel.ui.widgets.messages import plain

from .keyboard import enter, open_file, settle, shortcut
from .test_long_team_names import tooltip_at
from .test_names_dialog import in_names_dialog, second_name
from .test_pandur_window import NAMES, deal
from .test_sheet_heads import TRIAL, sheet_heads

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

#: Qt draws the big totals' digits, new to it, a few levels otherwise at their edges than
#: later (the app before this showed both, in one paint and the next; a picture keeps the
#: first): no pixel further apart than that. How far depends on what the process drew
#: before: 10 levels after test_pandur_inputs.py's deals, in the app before the
#: twenty-eighth pass too. A column shown as it was before its change is a hundred levels
#: and more apart.
GLYPH_EDGES = 16


@pytest.fixture
def drawn(monkeypatch):
    """The seats whose column was drawn stroke by stroke, in order."""
    seats: list[int] = []
    draw = PandurBoard._paint_column
    monkeypatch.setattr(PandurBoard, "_paint_column",
                        lambda self, p, area, column, seat, fonts: seats.append(seat)
                        or draw(self, p, area, column, seat, fonts))
    return seats


def on_screen(board) -> QImage:
    """The board as the window's backing store holds it: what the screen shows."""
    window = board.window()
    store = window.backingStore().paintDevice()
    ratio = store.devicePixelRatio()
    return store.copy(QRect(board.mapTo(window, QPoint(0, 0)) * ratio, board.size() * ratio))


def drawn_whole(board) -> QImage:
    """The board on the screen as the app before this drew it: every column stroke by
    stroke."""
    with mock.patch.object(PandurBoard, "_paint_kept", lambda *_args: False, create=True):
        board.repaint()
        return on_screen(board)


def untagged(column):
    """*column* without its tag ("deals"): the tag is written over the column's picture."""
    return replace(column, tag="", tag_red=False)


def painted(board, drawn):
    """The board painted on the screen, as Qt does it after an entry; *drawn*: the columns
    drawn by that paint."""
    drawn.clear()
    board.repaint()
    settle()


def levels_apart(a: QImage, b: QImage) -> int:
    """The most a colour channel of a pixel differs between two images of one size."""
    assert a.size() == b.size() and a.format() == b.format()
    if a == b:
        return 0
    return max(abs(p - q) for p, q in zip(bytes(a.constBits()), bytes(b.constBits()),
                                           strict=True) if p != q)


def shows_the_sheet(board) -> bool:
    """The screen shows the sheet as drawn whole (the sheet on it as kept, compared)."""
    painted_now = on_screen(board)
    return levels_apart(painted_now, drawn_whole(board)) <= GLYPH_EDGES


def test_an_unchanged_column_is_kept_and_the_screen_is_the_sheet_drawn_whole(
        window, qtbot, tmp_path, drawn):
    _panel, board = open_file(qtbot, window, tmp_path / "p.jass", new_match("pandur", NAMES))
    painted(board, drawn)
    counts = []
    for keys in ("Alt+N", "Alt+N", "Alt+G", "Alt+N", "deal", "Alt+N", "Alt+N", "Alt+G"):
        before = board.sheet.columns
        if keys == "deal":
            deal(qtbot, 1, "150", "made")  # Beat writes 3
        else:
            shortcut(qtbot, keys)  # no bid, misdeal: the dealers' columns change
        painted(board, drawn)
        changed = {seat for seat, (a, b) in enumerate(zip(before, board.sheet.columns,
                                                          strict=True))
                   if untagged(a) != untagged(b)}
        assert changed <= set(drawn), (keys, changed, drawn)  # nothing shown as it was
        counts.append(len(drawn))
        assert shows_the_sheet(board), keys  # the tags too: where they are now
    # no bid: the dealer's column (he inherits), not the next dealer's, whose tag only is new;
    # a misdeal: only the tag's words ("inherits 0"), no column drawn again
    assert counts == [1, 1, 0, 0, 2, 1, 1, 0], counts
    painted(board, drawn)
    assert drawn == []  # nothing changed: nothing drawn again
    # another size: every column drawn again at it
    drawn.clear()
    window.resize(1100, 760)
    settle()
    assert sorted(drawn) == [0, 1, 2, 3]
    painted(board, drawn)
    assert drawn == [] and shows_the_sheet(board)


def test_a_mended_name_is_drawn_again(window, qtbot, tmp_path, drawn):
    _panel, board = open_file(qtbot, window, tmp_path / "p.jass", new_match("pandur", NAMES))
    shortcut(qtbot, "Alt+N")
    painted(board, drawn)

    def mend(_dialog):
        second_name(qtbot, "Beatrice")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    board = window.board_widget  # the window's board for the match renamed
    painted(board, drawn)
    assert board.sheet.columns[1].name == "Beatrice"
    assert shows_the_sheet(board)


def test_a_shortened_name_in_a_kept_column_says_itself_whole(window, qtbot, tmp_path, drawn):
    """The tooltip comes from where the layout puts the heads, not from the paint: the
    long name's column kept (not drawn again since the size was set) says it whole, at
    each size, and a whole name beside it says nothing."""
    _panel, board = open_file(qtbot, window, tmp_path / "p.jass", new_match("pandur", TRIAL))
    for size in ((1024, 600), (1100, 600)):
        window.resize(*size)
        settle()
        shortcut(qtbot, "Alt+N")
        painted(board, drawn)
        painted(board, drawn)
        assert drawn == []  # every column as kept
        heads = sheet_heads(window, TRIAL)  # where the sheet drawn whole (a grab) puts them
        text, _glyphs, rect, _px = heads[0]
        assert text.endswith("…"), heads
        assert tooltip_at(qtbot, board, rect.center().toPoint()) == plain(TRIAL[0])
        assert tooltip_at(qtbot, board, heads[1][2].center().toPoint()) == ""
