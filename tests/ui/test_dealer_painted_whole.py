"""The dealer's name in the form's head is never painted shortened where the head has its room.

A trial's laptop showed «Gibt An…» for a moment after a round: the next dealer's name, wider
than any shown before in its label, was painted in the label's old width, shortened, and
whole only after Qt's next layout pass. Every paint of the head's names is watched here while
the rounds are typed with the keys; the head is wide enough for every name (1300 px).
"""

from PySide6.QtCore import QEvent, QObject

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import ctrl, enter, open_match, settle, type_text


class Painted(QObject):
    """The names as the head's name labels painted them."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[tuple[str, str]] = []

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.names.append((watched.text(), watched.shown_text()))
        return False


def test_the_next_dealers_name_is_painted_whole(qapp, qtbot, settings, autosaves):
    for window in window_in("de", qapp, qtbot, settings, size=(1300, 850)):
        teams = [Team(name="Dora & Cla", players=[0, 2]), Team(name="Anna & Beat", players=[1, 3])]
        # "Dora" deals first, then the wider "Anna": the label grows at round 2
        match = new_match("schieber", ["Dora", "Anna", "Cla", "Beat"], preset="einfach_1000",
                          teams=teams)
        open_match(qtbot, window, match)
        settle()
        painted = Painted()
        head = window.panel.header
        for name in (head.findChild(QObject, "turnName0"), head.findChild(QObject, "turnName1")):
            name.installEventFilter(painted)
        for _ in range(5):
            ctrl(qtbot, "1")
            type_text(qtbot, "100")
            enter(qtbot)
            settle()
        assert painted.names, "the head's names were not painted"
        shortened = [(text, shown) for text, shown in painted.names if shown != text]
        assert not shortened, shortened
