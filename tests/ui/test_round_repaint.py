"""A round written paints what changed in the form, not the form again (docs/performance.md).

The Punktetafel's and the Molotow's form title changes every round ("Round 7 · …", "Round 7
of 12 · 6 rounds to play"): Qt's setTitle repainted the group box and every name, heading and
field in it. The Punktetafel's close button was given its style again at every round, and Qt
styled, laid out and painted it anew. The header's note (a Pandur's "sits out and inherits
2") measured its line with a new label at every width Qt asked it for.

Counted, not timed, as in test_repaint_work: the widgets and the region Qt paints, the
widgets it polishes."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, shortcut, tab, type_

NAMES = ["Anna", "Beat", "Cla", "Dora"]


class Painted(QObject):
    """Which widgets Qt paints, the region it paints of each, and which it polishes (a new
    widget is polished before it is first measured or shown)."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: dict[int, QRegion] = {}
        self.polished: list[str] = []

    def eventFilter(self, obj, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.regions[id(obj)] = self.regions.get(id(obj), QRegion()).united(
                event.region())
        elif event.type() == QEvent.Type.Polish and isinstance(obj, QWidget):
            self.polished.append(type(obj).__name__)
        return False

    def __enter__(self):
        QApplication.instance().installEventFilter(self)
        return self

    def __exit__(self, *exc):
        QApplication.instance().removeEventFilter(self)

    def painted(self, widgets):
        return [w.text() for w in widgets if id(w) in self.regions]


def type_round(qtbot, values):
    """A number, Tab, the next …, Enter: where the cursor is."""
    for value in values:
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)


def test_a_punktetafel_round_paints_the_new_title_not_the_names_and_the_button(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("punktetafel", NAMES,
                                                        settings={"rounds": 9}))
    for values in ([5, 7, 9, 11], [1, 2, 3, 4]):  # the close button is enabled from round 1
        type_round(qtbot, values)
    settle()
    assert panel.box.title() == "7 rounds to play"
    headings = [w for w in panel.box.findChildren(QLabel) if w.text() == "Note"]
    unchanged = [*panel.name_labels, *headings]
    assert len(unchanged) == 5
    with Painted() as painted:
        type_round(qtbot, [8, 6, 4, 2])
        settle()
    assert panel.box.title() == "6 rounds to play"
    assert panel.close_button.isEnabled()
    # the names, the note's heading and the close button are as they were: not painted
    assert painted.painted([*unchanged, panel.close_button]) == []
    box = painted.regions[id(panel.box)]
    assert [w.text() for w in unchanged if box.intersects(w.geometry())] == []
    assert [f.text() for f in panel.points] == ["", "", "", ""]  # the fields were cleared


def test_a_molotow_round_paints_the_new_title_not_the_names_and_headings(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("molotow", NAMES,
                                                          settings={"rounds": 12}))
    type_round(qtbot, [31, 52, 27])  # the last player's field left empty: the rest
    settle()
    assert panel.round_box.title() == "11 rounds to play"
    unchanged = [w for w in [*panel.name_labels, *panel.heads] if w.isVisible()]
    assert len(unchanged) == 7  # no Stöck: its heading is hidden
    with Painted() as painted:
        type_round(qtbot, [12, 68, 45])
        settle()
    assert panel.round_box.title() == "10 rounds to play"
    assert painted.painted(unchanged) == []
    box = painted.regions[id(panel.round_box)]
    assert [w.text() for w in unchanged if box.intersects(w.geometry())] == []


def test_a_deal_written_makes_no_label_to_measure_the_header_note(window, qtbot):
    """Every deal of four says "sits out and inherits …" under the dealer's name; Qt asks the
    note's height at new widths as it lays the form out, and a label was made and polished
    to measure a line at each (two a deal in a long match): a word on one line is as high
    at any width."""
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    for _ in range(2):
        shortcut(qtbot, "Alt+N")  # no bid
    settle()
    with Painted() as painted:
        for _ in range(4):
            shortcut(qtbot, "Alt+N")
            settle()
    assert len(window.controller.match.entries) == 6
    assert "inherits" in panel.header.text()
    assert painted.polished == []
