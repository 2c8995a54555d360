"""An entry repaints what changed, not the window around it (docs/performance.md).

Counted, not timed: which widgets Qt moves and paints while rounds are typed by keys. Timing
belongs in benchmarks/entry.py; a count fails the same way on a busy machine and a quiet one.
"""

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QRegion
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, type_text

PLAYERS = ["Anna", "Beatrice", "Cla", "Dorothea"]  # four widths: the dealer's label changes


class Events(QObject):
    """Paint, Move and Resize events per watched widget."""

    def __init__(self, widgets):
        super().__init__()
        self.watched = {id(w): w for w in widgets}
        self.seen: list[tuple[QWidget, QEvent.Type]] = []

    def eventFilter(self, obj, event):  # noqa: N802 - Qt override
        if id(obj) in self.watched and event.type() in (
                QEvent.Type.Paint, QEvent.Type.Move, QEvent.Type.Resize):
            self.seen.append((obj, event.type()))
        return False


def schieber(window, qtbot):
    window.start(new_match("schieber", PLAYERS, preset="einfach_1000"))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()))
    return window.panel


def one_round(qtbot, window):
    before = len(window.controller.match.entries)
    ctrl(qtbot, "1")  # the first contract, every round
    type_text(qtbot, "77")
    enter(qtbot)
    assert len(window.controller.match.entries) == before + 1
    QApplication.processEvents()


def test_the_other_contract_buttons_are_not_painted_again_after_an_entry(window, qtbot):
    """Every entry set the contract buttons' icons again; Qt cannot compare icons, so the
    six buttons were repainted after every round although nothing about them changed."""
    panel = schieber(window, qtbot)
    for _ in range(2):
        one_round(qtbot, window)
    first, *others = panel.contract_buttons.values()
    events = Events(others)
    QApplication.instance().installEventFilter(events)
    try:
        for _ in range(4):
            one_round(qtbot, window)
    finally:
        QApplication.instance().removeEventFilter(events)
    assert len(window.controller.match.entries) == 6
    assert not any(button.isChecked() for button in others)
    assert [(w.text(), kind) for w, kind in events.seen] == []


def test_the_dealers_name_changes_without_moving_the_form(window, qtbot):
    """The dealer moves on every round; a name label as wide as its name moved its
    neighbours, and the panel below was laid out and painted again for every entry."""
    panel = schieber(window, qtbot)
    for _ in range(4):  # every player has dealt once: the widest name has been shown
        one_round(qtbot, window)
    labels = [label for label in panel.header.findChildren(QLabel) if label.isVisible()]
    names = [label for label in labels if label.objectName().startswith("turnName")]
    assert len(names) == 2
    events = Events(labels)
    QApplication.instance().installEventFilter(events)
    shown = []
    try:
        for _ in range(4):
            one_round(qtbot, window)
            shown.append(panel.header.names()[0])
    finally:
        QApplication.instance().removeEventFilter(events)
    assert sorted(shown) == sorted(PLAYERS)  # the names did change, four times
    moved = [(w.text(), kind) for w, kind in events.seen if kind != QEvent.Type.Paint]
    assert moved == []
    assert all(label.width() >= label.sizeHint().width() for label in names)  # nothing cut


@pytest.mark.parametrize("variant", ["schieber", "handjass", "fahnder", "pandur", "guggitaler",
                                     "molotow", "differenzler", "punktetafel"])
def test_a_painted_board_covers_every_pixel_it_claims(window, qtbot, variant):
    """The boards tell Qt that they paint their whole area (WA_OpaquePaintEvent), so that the
    window behind them is not painted at every entry: then they must, or the window's old
    pixels would show through."""
    window.start(new_match(variant, PLAYERS))
    board = window.board_widget
    qtbot.waitUntil(lambda: board.isVisible() and board.width() > 100)
    assert board.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    magenta = QColor("#ff00ff")
    canvas = QPixmap(board.size())
    canvas.fill(magenta)
    board.render(canvas, QPoint(), QRegion(), QWidget.RenderFlag(0))  # its paintEvent only
    image = canvas.toImage()
    left = [(x, y) for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
            if image.pixelColor(x, y) == magenta]
    assert left == []


EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


@pytest.mark.parametrize("example", ["handjass-unter-21", "handjass-standard", "fahnder",
                                     "guggitaler", "punktetafel", "differenzler", "molotow",
                                     "schieber-turnier", "pandur"])
def test_a_board_draws_its_lines_and_fills_opaque(window, qtbot, monkeypatch, example):
    """Qt's raster engine draws an antialiased line of a translucent colour some fifteen times
    slower than an opaque one (the three column lines of a Handjass board took 1 of its 1.5
    ms); over the plain slate or paper the opaque colour it would show gives the same pixels
    (``drawing.chalk.flat``). Text may stay translucent: it is drawn as fast either way."""
    translucent = []

    def watch(name):
        draw = getattr(QPainter, name)

        def watched(painter, *args):
            colors = [painter.pen().color()] if name == "drawLine" else [
                a for a in args if isinstance(a, QColor)]
            translucent.extend((name, c.name(), c.alpha()) for c in colors if c.alpha() < 255)
            return draw(painter, *args)
        monkeypatch.setattr(QPainter, name, watched)

    for name in ("drawLine", "fillRect"):
        watch(name)
    window.open_file(EXAMPLES / f"{example}.jass")
    board = window.board_widget
    qtbot.waitUntil(lambda: board.isVisible() and board.width() > 100)
    translucent.clear()
    board.repaint()
    assert translucent == []
