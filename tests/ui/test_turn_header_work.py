"""The turn header's work at an entry (docs/performance.md, the twenty-ninth pass):
counted, not timed.

The header fits its names to their line (a size smaller where a long double name has not
the room of a line of its own). It measured every name and role word it expects anew, in a
font made anew, at every entry."""

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets import turn
from jasstafel.ui.widgets.turn import NAME_SIZE, TurnHeader

from .keyboard import enter, open_match, settle, type_

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


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
