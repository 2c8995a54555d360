"""The history's rows keep their measured heights (so that a new entry measures one row, not
all of them): each row must be exactly as tall as Qt's own layout makes it, at every width,
so that no wrapped text is cut."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QListWidgetItem, QSplitter

from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound

from .keyboard import enter, open_file, type_text

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
