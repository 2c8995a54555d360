"""A Differenzler game written paints the form's new title, not the whole form again
(docs/performance.md): the title "Game N of M" changes at every game, and Qt's setTitle
repainted the group box and every field and name in it.

Counted, not timed, as in test_repaint_work: the widgets and the region Qt paints."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication, QLabel

from .keyboard import enter, open_match, settle, tab, type_
from .test_differenzler_window import GAMES, match, type_game


class Painted(QObject):
    """Which widgets Qt paints, and the region it paints of each."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: dict[int, QRegion] = {}

    def eventFilter(self, obj, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.regions[id(obj)] = self.regions.get(id(obj), QRegion()).united(
                event.region())
        return False


def test_a_game_written_paints_the_new_title_not_the_names_and_headings(window, qtbot):
    panel, _board = open_match(qtbot, window, match())
    type_game(qtbot, *GAMES[0])
    assert panel.box.title() == "11 games to play"
    settle()
    predictions, points = GAMES[1]
    for value in [*predictions, *points[:-1]]:  # the second game typed, not yet written
        type_(qtbot, str(value))
        tab(qtbot)
    settle()
    headings = [w for w in panel.box.findChildren(QLabel) if w.text() in (
        "Prediction", "Card points", "Penalty")]
    unchanged = [*panel.name_labels, *headings]
    assert len(unchanged) == 7
    painted = Painted()
    QApplication.instance().installEventFilter(painted)
    try:
        enter(qtbot)
        settle()
    finally:
        QApplication.instance().removeEventFilter(painted)
    assert panel.box.title() == "10 games to play"
    # the names and headings are as they were: not painted (they were, every game)
    assert [w.text() for w in unchanged if id(w) in painted.regions] == []
    # of the box itself, the title and what is behind the fields cleared; not the names
    box = painted.regions[id(panel.box)]
    assert not any(box.intersects(w.geometry()) for w in unchanged)
    assert panel.points[0].text() == "" and panel.given_label.text() == "Predictions: 0 of 4"
