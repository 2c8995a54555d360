"""The side of the window stays where it is while rounds are typed: long names never widen
the window (the dealer's label keeps the widest name it has shown, docs/performance.md), and
a status of two lines, then of one, does not move the form below it."""

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.messages import plain

from .test_fahnder_window import type_round

LONG = ["Anna-Katharina Graffenried", "Beat", "Cla", "Dora-Lina Müller-Wyss"]
MIXED = ["Anna", "Beat", "Cla", "Dora-Lina Müller-Wyss"]
#: (Fahnder, partner, card points): the lead goes from one long name to two and back
ROUNDS = [(0, 1, 100), (2, 3, 120), (1, 2, 90), (3, 0, 100), (0, 2, 110), (1, 3, 95),
          (2, 0, 100), (3, 1, 120)]


def lines(label):
    """How many lines the label's text needs at its width."""
    metrics = QFontMetrics(label.font())
    width = label.contentsRect().width()
    needed = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap,
                                  label.text())
    return round(needed.height() / metrics.lineSpacing())


def start(window, qtbot, names):
    window.resize(1024, 700)  # a netbook's width
    window.start(new_match("fahnder", names))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())


def test_long_names_never_make_the_window_wider(window, qtbot):
    """The header kept each name label as wide as the widest name it had shown: with two
    long names the row needed both at once, and the window grew from 1024 to 1274 pixels,
    past a netbook's screen. A name that does not fit is shortened with "…"; the whole
    name is still said (the header's accessible name, the label's tooltip)."""
    start(window, qtbot, LONG)
    for fahnder, partner, points in ROUNDS[:5]:
        type_round(qtbot, fahnder, partner, 100, "eicheln", points)
        qtbot.wait(10)
        assert window.width() == 1024
        assert window.side.minimumSizeHint().width() <= window.side.width()
    header = window.panel.header
    names = [label for label in header.findChildren(QLabel)
             if label.objectName().startswith("turnName") and label.isVisible()]
    assert [label.text() for label in names] == header.names()
    for label in names:
        shown = label.shown_text()
        if shown != label.text():  # shortened: the start of the name and "…"
            assert shown.endswith("…") and label.text().startswith(shown[:-1])
            assert label.toolTip() == plain(label.text())  # the whole name, as text
        assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert all(name in header.accessibleName() for name in header.names())


def test_a_shorter_status_does_not_move_the_form(window, qtbot):
    """The status above the form ("Round 4: who is the Fahnder? · …: net 3 of 12") needs
    two lines or one, as the names in it change; the form moved up and down by a line, and
    Qt painted the whole form again, at every such entry. The status keeps the height of
    its longest text of the match."""
    start(window, qtbot, MIXED)
    status, tops, needed = window.status_label, [], []
    for fahnder, partner, points in ROUNDS:
        type_round(qtbot, fahnder, partner, 100, "eicheln", points)
        qtbot.wait(10)
        needed.append(lines(status))
        tops.append(window.panel.mapTo(window, window.panel.rect().topLeft()).y())
    first_two = needed.index(2)
    assert 1 in needed[first_two:]  # the case: one line after two
    assert set(tops[first_two:]) == {tops[first_two]}
    assert status.height() >= status.heightForWidth(status.width())  # nothing cut


def test_a_new_match_starts_with_a_status_of_its_own_height(window, qtbot):
    """The height kept is the match's: the next match's status starts at its own."""
    start(window, qtbot, ["Anna-Katharina", "Beat", "Cla", "Dora-Lina Müller"])
    for fahnder, partner, points in ROUNDS[:4]:
        type_round(qtbot, fahnder, partner, 100, "eicheln", points)
    start(window, qtbot, ["Anna", "Beat", "Cla", "Dora"])
    qtbot.wait(10)
    assert lines(window.status_label) == 1
    assert window.status_label.height() == window.status_label.heightForWidth(
        window.status_label.width())
