"""The names beside the card points fields whole where the window has the room, on two lines
where one is not enough, as the buttons of the same form and the slate write them.

Last session's trials: a Schieber of "Annemarie & Bartholomäus" against "Stammtisch zum
Goldenen Löwen" read "Stammtisch / zum Goldenen…" beside its card points (German and French,
1366×768 and 1024×600), where the *Angesagt von*, Weis, Stöck and Bedanken buttons above and
below said the name whole, and the field beside it had room for eight digits. Measured with
the label's own font against its own width and height; and the fields stay where they are
(for any name, and while the turn goes round: steady)."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from .conftest import window_in
from .keyboard import ctrl, enter, open_match, settle, type_

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

SIZES = [(1366, 738), (1024, 600)]  # 1366×768 maximised (less the panel), a netbook
PLAYERS = ["Annemarie", "Bartholomäus", "Christophorus", "Dorothea"]
LONG = [Team(name="Annemarie & Bartholomäus", players=[0, 2]),
        Team(name="Stammtisch zum Goldenen Löwen", players=[1, 3])]
SHORT = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]


def whole_in(label):
    """Whether *label* shows its name whole within its room: no "…", and its text as it
    wraps no wider and no higher than the label's inside."""
    name = label.accessibleName() or label.text()
    # a field's label reads "&&" as the one "&" it shows (no mnemonic)
    text = label.text().replace("&&", "&") if label.buddy() is not None else label.text()
    room = label.contentsRect()
    wraps = int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0
    used = label.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10_000), wraps, text)
    return (text.replace("\n", " ") == name and "…" not in text
            and used.width() <= room.width() and used.height() <= room.height())


def places(window, widgets):
    """Where *widgets* are in *window*, and how large."""
    settle()
    return [(w.mapTo(window, QPoint(0, 0)), w.size()) for w in widgets]


def columns(form, widgets):
    """Where *widgets* are across the *form*, and how wide (a name of two lines on the team
    buttons above makes their row higher: the form below it lower, not wider; at 1024×600
    it then scrolls, and the window gives it the scroll bar's room beside it)."""
    return [(at.x(), size.width()) for at, size in places(form, widgets)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_schieber_card_points_names_are_whole(qapp, qtbot, settings, autosaves, language,
                                                  size):
    for window in window_in(language, qapp, qtbot, settings, size=size):
        panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS, teams=SHORT))
        steady = [*panel.points, panel.match, panel.kontermatsch]
        short = columns(panel.form_widget, steady)
        panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS, teams=LONG))
        steady = [*panel.points, panel.match, panel.kontermatsch]
        labels = panel.point_labels
        settle()
        assert [whole_in(label) for label in labels] == [True, True], [
            (label.text(), label.contentsRect().width()) for label in labels]
        assert columns(panel.form_widget, steady) == short  # the same form for any name
        before = places(window, [*steady, *labels])
        ctrl(qtbot, "1")  # a round of Eicheln: 100 card points, Enter; the turn goes on
        type_(qtbot, "100")
        enter(qtbot)
        assert len(window.controller.match.entries) == 1
        assert places(window, [*steady, *labels]) == before
        assert [whole_in(label) for label in labels] == [True, True]

