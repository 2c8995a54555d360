"""The turn header's work at an entry and while a match opens (docs/performance.md, the
twenty-ninth pass): counted, not timed.

The header fits its names to their line (a size smaller where a long double name has not
the room of a line of its own). It measured every name and role word it expects anew, in a
font made anew, at every entry; and while a match opened it made the names the smallest
size for the moment the header is 47 px wide, and the largest again at once, which cost the
window a round of its layout more."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets import turn
from jasstafel.ui.widgets.turn import NAME_SIZE, TurnHeader

from .keyboard import enter, open_match, settle, type_

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


class NameSizes(QObject):
    """The sizes the header's names are given (each font change of a name's label)."""

    def __init__(self):
        super().__init__()
        self.seen = []

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        if (event.type() == QEvent.Type.FontChange and isinstance(watched, QLabel)
                and watched.objectName().startswith("turnName")):
            self.seen.append(watched.font().pixelSize())
        return False


def test_the_names_keep_their_size_while_a_match_opens_in_a_wide_window(window, qtbot):
    """At 1280×800 the names have the room of their lines in their own size: they are
    never made smaller on the way (they were 16 px for the moment the header is laid out
    47 px wide, then 22 px again)."""
    window.resize(1280, 800)
    sizes = NameSizes()
    QApplication.instance().installEventFilter(sizes)
    try:
        panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS))
        settle()
    finally:
        QApplication.instance().removeEventFilter(sizes)
    names = [label for label in panel.header.findChildren(QLabel)
             if label.objectName().startswith("turnName")]
    assert names and all(label.font().pixelSize() == NAME_SIZE for label in names)
    assert set(sizes.seen) <= {NAME_SIZE}


def test_an_entry_measures_no_name_again(window, qtbot, monkeypatch):
    """The names and role words the header expects are the same for the whole match: an
    entry (the next dealer, the next announcer) measures none of them again."""
    measured = []

    class Counted(QFontMetrics):
        def horizontalAdvance(self, text, *args):  # noqa: N802 - Qt override
            measured.append(text)
            return super().horizontalAdvance(text, *args)

    monkeypatch.setattr(turn, "QFontMetrics", Counted)
    window.resize(1280, 800)
    panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS))
    for points in ("100", "40"):  # every name and role word measured once
        type_(qtbot, points)
        enter(qtbot)
    settle()
    assert measured
    measured.clear()
    dealers = set()
    for points in ("70", "120", "90", "60"):
        type_(qtbot, points)
        enter(qtbot)
        settle()
        dealers.add(panel.header.names()[0])
    assert len(dealers) > 1  # the turn went round
    assert measured == []


def test_the_names_are_fitted_in_a_new_style_s_letters(qtbot):
    """The widths kept are the fonts' of the header's style: where its style changes (the
    names in normal weight, narrower than bold), the next round fits the names in the new
    letters, a size larger here, not in the widths kept from before."""
    names = ["Jean-Christophe Baumgartner-Imhof", "Anne-Catherine Rochat-Berset"]
    side = QWidget()
    qtbot.addWidget(side)
    header = TurnHeader()
    QVBoxLayout(side).addWidget(header)
    header.expect(names, ["Deals", "Announces"])
    header.set_turn(*names)
    side.resize(540, 200)
    side.show()
    settle()
    name = header.findChild(QLabel, "turnName0")
    before = name.font().pixelSize()
    assert name.font().bold() and before < NAME_SIZE  # made smaller to fit its line
    header.setStyleSheet(header.styleSheet() + ' QLabel[role="name"] { font-weight: normal; }')
    settle()
    header.set_turn(*reversed(names))  # the next round
    settle()
    assert not name.font().bold()
    assert name.font().pixelSize() > before
    assert name.shown_text() == name.text()
