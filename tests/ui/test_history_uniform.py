"""Rows of one size: where every row of the history is one line (the usual history), the list
tells Qt so, and Qt lays out a new entry's list without asking each of a thousand rows its
size (docs/performance.md, the twenty-eighth pass). The rows stand, look and take the keys as
where every row is asked; a row that wraps, or one wider than the list, ends it."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget

from jasstafel.core.matchfile import new_match
from jasstafel.core.pandur import PandurMisdeal, PandurNoBid
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.ui.widgets.history import EntryList

from .keyboard import open_file, settle, shortcut
from .test_history_rows import NOTES, click_row, heights_by_qt, narrower
from .test_pandur_window import NAMES


def long_pandur(deals: int = 60):
    match = new_match("pandur", NAMES)
    for n in range(deals):
        match.add(PandurMisdeal() if n % 5 == 0 else PandurNoBid())
    return match


def places(history: QListWidget) -> list[tuple[int, int, int, int]]:
    """Every row's rectangle in the list, as Qt lays it out now."""
    history.doItemsLayout()
    return [history.visualItemRect(history.item(row)).getRect()
            for row in range(history.count())]


def places_asking_each(history: QListWidget) -> list[tuple[int, int, int, int]]:
    """Every row's rectangle as Qt lays them out asking each row its size; the list as
    it was after."""
    uniform = history.uniformItemSizes()
    history.setUniformItemSizes(False)
    asked = places(history)
    history.setUniformItemSizes(uniform)
    history.doItemsLayout()
    return asked


def test_rows_of_one_line_are_laid_out_as_of_one_size(window, qtbot, tmp_path):
    open_file(qtbot, window, tmp_path / "p.jass", long_pandur())
    history = window.history.list
    for keys in ("Alt+N", "Alt+G", "Alt+N"):  # no bid, a misdeal: one line each
        shortcut(qtbot, keys)
        settle()
        assert history.count() == len(window.controller.match.entries)
        assert history.uniformItemSizes()
        assert places(history) == places_asking_each(history)
    screen = history.viewport().grab().toImage()
    history.setUniformItemSizes(False)
    history.doItemsLayout()
    history.viewport().repaint()
    assert history.viewport().grab().toImage() == screen  # the same pixels


def test_a_row_that_wraps_has_every_row_asked_again(window, qtbot, tmp_path):
    """A long note wraps: its row is taller, and Qt asks each row; the row deleted, every row
    is one line again, and of one size; in a narrow history the short notes wrap too."""
    match = new_match("punktetafel", ["Anna", "Beat", "Cla"])
    for n in range(30):
        match.add(PunktetafelRound(points=[n, 2 * n, 3], note=NOTES[n % len(NOTES)][:6]))
    _panel, _board = open_file(qtbot, window, tmp_path / "notes.jass", match)
    history = window.history.list
    assert history.uniformItemSizes()
    assert places(history) == places_asking_each(history)
    # an entry with a long note, put in as the match file would have it: it wraps
    window.controller.add(PunktetafelRound(points=[1, 2, 3], note=NOTES[2]), "round")
    settle()
    assert not history.uniformItemSizes()
    tall = [rect[3] for rect in places(history)]
    assert tall == heights_by_qt(history) and tall[-1] > tall[0]
    # deleted (chosen, Del): one line each again
    click_row(qtbot, history, history.count() - 1)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Delete)
    settle()
    assert history.count() == 30
    assert history.uniformItemSizes()
    assert places(history) == places_asking_each(history)
    # a width at which some rows wrap: measured again, and asked one by one
    narrower(qtbot, history)
    settle()
    tall = [rect[3] for rect in places(history)]
    assert max(tall) > min(tall) and not history.uniformItemSizes()
    assert tall == heights_by_qt(history)


KEYS = [Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_PageUp, Qt.Key.Key_PageUp, Qt.Key.Key_Down,
        Qt.Key.Key_Home, Qt.Key.Key_PageDown, Qt.Key.Key_PageDown, Qt.Key.Key_End,
        Qt.Key.Key_PageUp, Qt.Key.Key_Up]


def walk(qtbot, history: QListWidget) -> list[tuple[int, int]]:
    """The newest entry clicked, then the keys: the row chosen and the scroll bar after each."""
    click_row(qtbot, history, history.count() - 1)
    seen = []
    for key in KEYS:
        qtbot.keyClick(QApplication.focusWidget(), key)
        settle()
        seen.append((history.currentRow(), history.verticalScrollBar().value()))
    return seen


def test_the_keys_move_through_rows_of_one_size_as_through_rows_asked(
        window, qtbot, tmp_path, monkeypatch):
    open_file(qtbot, window, tmp_path / "p.jass", long_pandur(120))
    history = window.history.list
    shortcut(qtbot, "Alt+N")
    settle()
    assert history.uniformItemSizes()
    of_one_size = walk(qtbot, history)
    assert of_one_size[-1][0] < history.count() - 2 and of_one_size[5][0] == 0  # it moved
    # the same keys where Qt asks every row its size
    monkeypatch.setattr(EntryList, "_follow_sizes", lambda self: None)
    history.setUniformItemSizes(False)
    history.scrollToBottom()
    settle()
    assert walk(qtbot, history) == of_one_size
