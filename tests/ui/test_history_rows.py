"""The history's rows keep their measured heights (so that a new entry measures one row, not
all of them): each row must be exactly as tall as Qt's own layout makes it, at every width,
so that no wrapped text is cut."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QListWidgetItem, QSplitter

from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound

from .keyboard import enter, focus, open_file, select_all, tab, type_text

NOTES = ["", "Schluss", "Strafe Oberdorf wegen falsch Bedienen, danach neu gemischt und "
         "nochmals gegeben, weil die Karten nicht gezählt waren", "kurz",
         "ein ganzer Satz, der bei einer schmalen Liste auf zwei Zeilen umbricht"]


def heights_by_qt(history: QListWidget) -> list[int]:
    """The rows' heights as a plain word-wrapping list of the same width lays them out."""
    plain = QListWidget()
    plain.setWordWrap(True)
    plain.setFont(history.font())
    plain.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    plain.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    for row in range(history.count()):
        plain.addItem(QListWidgetItem(history.item(row).text()))
    plain.resize(history.size())
    plain.show()
    plain.resize(plain.width() + history.viewport().width() - plain.viewport().width(),
                 plain.height())
    assert plain.viewport().width() == history.viewport().width()
    plain.doItemsLayout()
    heights = [plain.visualItemRect(plain.item(row)).height() for row in range(plain.count())]
    plain.close()
    return heights


def heights(history: QListWidget) -> list[int]:
    history.doItemsLayout()
    return [history.visualItemRect(history.item(row)).height() for row in range(history.count())]


def narrower(qtbot, history: QListWidget) -> None:
    """The history half as wide: the splitter beside it dragged."""
    before = history.viewport().width()
    splitter = history.parentWidget()
    while not (isinstance(splitter, QSplitter)
               and splitter.orientation() == Qt.Orientation.Horizontal):
        splitter = splitter.parentWidget()
    sizes = splitter.sizes()
    side = next(i for i in range(splitter.count())
                if splitter.widget(i).isAncestorOf(history))
    other = 1 if side == 0 else 0
    sizes[other] += sizes[side] // 2
    sizes[side] -= sizes[side] // 2
    splitter.setSizes(sizes)
    qtbot.waitUntil(lambda: history.viewport().width() < before)


def test_rows_are_as_tall_as_qt_makes_them_at_every_width(window, qtbot, tmp_path):
    match = new_match("punktetafel", ["Anna", "Beat", "Cla"])
    for n in range(30):
        match.add(PunktetafelRound(points=[n, 2 * n, 3], note=NOTES[n % len(NOTES)]))
    panel, _board = open_file(qtbot, window, tmp_path / "notes.jass", match)
    history = window.history.list
    history.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    # one more round typed, with a long note: the new row is measured on its own
    for field, text in zip(panel.points, ("7", "8", "9"), strict=True):
        field.setFocus()
        type_text(qtbot, text)
    panel.note.setFocus()
    type_text(qtbot, "Strafe fuer Beat: falsch bedient, die Karten neu gemischt und nochmals "
                     "gegeben")  # keyClicks types ASCII only
    enter(qtbot)
    assert history.count() == 31
    # every row keeps its measured size: a new entry lays out one row, not every one
    assert all(history.item(row).data(Qt.ItemDataRole.SizeHintRole) is not None
               for row in range(history.count()))
    wide = heights(history)
    assert wide == heights_by_qt(history)
    assert max(wide) > min(wide)  # some rows wrap: the test compares something
    # the history narrower (its splitter dragged): the rows wrap at the new width, taller,
    # as Qt wraps them
    narrower(qtbot, history)
    narrow = heights(history)
    assert narrow == heights_by_qt(history)
    assert sum(narrow) > sum(wide)


def settle():
    """What a resize leaves to do: the rows' layout, the timers it started."""
    for _ in range(3):
        QApplication.processEvents()


def newest_in_view(history: QListWidget) -> bool:
    last = history.visualItemRect(history.item(history.count() - 1))
    return history.viewport().rect().contains(last)


def test_the_newest_entry_stays_in_view_when_the_window_is_resized(window, qtbot, tmp_path):
    """A trial's `jasstafel voll.jass`: the window manager sized the window after the match
    was shown, and the history no longer showed the newest entry (Ctrl+O later did); an
    entry chosen by the Schreiber keeps its place instead."""
    match = new_match("punktetafel", ["Anna", "Beat", "Cla"])
    for n in range(30):
        match.add(PunktetafelRound(points=[n, 2 * n, 3], note=NOTES[n % len(NOTES)]))
    open_file(qtbot, window, tmp_path / "voll.jass", match)
    history = window.history.list
    qtbot.waitUntil(lambda: newest_in_view(history))
    for width, height in ((1300, 700), (1100, 650), (1300, 850), (1024, 600)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: newest_in_view(history))
    # scrolled up by the Schreiber: left there
    settle()
    history.scrollToTop()
    window.resize(1200, 700)
    settle()
    assert history.verticalScrollBar().value() == 0


def texts(history: QListWidget) -> list[str]:
    return [history.item(row).text() for row in range(history.count())]


def click_row(qtbot, history: QListWidget, row: int) -> None:
    history.scrollToItem(history.item(row))  # as the Schreiber scrolls to it
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton,
                     pos=history.visualItemRect(history.item(row)).center())
    assert history.currentRow() == row


def rows_as_built_anew(window) -> tuple[list[str], list[int]]:
    """The rows' texts and heights as the history shows them, checked against every row
    written again (as when the match is opened) and against Qt's own layout."""
    history = window.history.list
    shown, tall = texts(history), heights(history)
    assert tall == heights_by_qt(history)
    window.history.clear()
    window.history.set_board(window.controller.board)
    assert texts(history) == shown and heights(history) == tall
    return shown, tall


def test_rows_keep_the_right_heights_after_a_correction_a_deletion_and_an_insert(
        window, qtbot, tmp_path):
    """The history writes again only the rows from the first that changed; each row keeps
    the height it was measured at. A row left from before that should have changed (its
    note, its number, the totals), or a height kept from another text, shows here: every
    row must read and stand as when the history is written anew, in a narrow history
    where the long notes wrap."""
    match = new_match("punktetafel", ["Anna", "Beat", "Cla"])
    for n in range(30):
        match.add(PunktetafelRound(points=[n, 2 * n, 3], note=NOTES[n % len(NOTES)]))
    panel, _board = open_file(qtbot, window, tmp_path / "notes.jass", match)
    history = window.history.list
    narrower(qtbot, history)
    _shown, tall = rows_as_built_anew(window)
    assert max(tall) > min(tall)  # the long notes wrap: there are heights to get wrong
    long_note = "nachgetragen: Anna hat die Stoeck vergessen, der Schreiber hat sie dazugezaehlt"

    # a correction in the middle: entry 15 gets a long note, its points stay (the rows
    # after it read as before, and keep their places below a taller row)
    click_row(qtbot, history, 14)
    enter(qtbot)  # Enter in the history corrects the entry chosen
    assert panel.correcting == 14
    tab(qtbot, len(panel.points))  # the points as they are, on to the note
    assert focus() is panel.note
    select_all(qtbot)
    type_text(qtbot, long_note)
    enter(qtbot)
    assert panel.correcting is None
    shown, tall = rows_as_built_anew(window)
    assert long_note in shown[14] and tall[14] > tall[13]

    # a deletion: entry 3 (a long note) goes, every row after it is numbered anew
    click_row(qtbot, history, 2)
    qtbot.keyClick(history, Qt.Key.Key_Delete)
    assert len(window.controller.match.entries) == 29
    shown, tall = rows_as_built_anew(window)
    assert shown[2].startswith("3. ") and long_note in shown[13]

    # an insert before entry 6: a round with a long note, the rows after it numbered anew
    click_row(qtbot, history, 5)
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)
    assert panel.correcting == 5 and panel.inserting
    for value in ("4", "5", "6"):
        type_text(qtbot, value)
        tab(qtbot)
    type_text(qtbot, long_note)
    enter(qtbot)
    assert len(window.controller.match.entries) == 30
    shown, tall = rows_as_built_anew(window)
    assert long_note in shown[5] and long_note in shown[14]
