"""The form's own texts lay out the form, not the window (docs/performance.md, the
twenty-seventh pass, "The layout boundary").

At every entry the form's texts change (the header's dealer, the preview line, the status
above the form), and Qt passed each layout request on up to the main window, which worked
out its minimum size again, whether the form asked for other room or not. The form and the
side now stand in a widget without a layout that passes a request on only when what they
ask of the window changed. A form that does ask for more (long team names on two lines)
still gets it: what the holders ask of their parents is what they hold asks.
"""

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidgetItem

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, open_match, settle, tab, type_
from .test_fahnder_window import type_round
from .test_names_dialog import in_form, in_names_dialog

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

ROUNDS = [(0, 1, 100, "eicheln", 100), (1, 2, 110, "rosen", 120), (2, 3, 100, "schellen", 90),
          (3, 0, 120, "eicheln", 130), (0, 2, 100, "rosen", 110)]


class LayoutRequests(QObject):
    """Counts the layout requests each widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: Counter[int] = Counter()
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen[id(watched)] += 1
        return False

    def of(self, widget: QObject) -> int:
        return self.seen[id(widget)]

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)


def test_an_entry_lays_out_the_form_not_the_window(window, qtbot):
    """Three Fahnder rounds typed: the header, the preview and the status change at each,
    and the window's splitter, its page and the window were laid out again at each."""
    open_match(qtbot, window, new_match("fahnder", ["Anna", "Beat", "Cla", "Dora"]))
    for round_ in ROUNDS[:2]:  # the first entries give the board and the form their split
        type_round(qtbot, *round_)
        settle()
    requests = LayoutRequests()
    try:
        for round_ in ROUNDS[2:]:
            type_round(qtbot, *round_)
            settle()
            assert asks_as_what_it_holds(window)
    finally:
        requests.stop()
    assert len(window.controller.match.entries) == len(ROUNDS)
    assert requests.of(window.panel) > 0  # the form itself was laid out
    # nothing up from the form: the splitter of board and form, the window's page of it
    assert requests.of(window.splitter) == 0
    assert requests.of(window.pages) == 0


NAMES = ["Stammtisch Bärengraben zum Goldenen Löwen", "Jassfreunde Breitenrain und Lorraine"]


@pytest.fixture
def netbook(qapp, qtbot, settings, autosaves):
    """The window in German at 1024×600."""
    yield from window_in("de", qapp, qtbot, settings, size=(1024, 600))


def read(widget):
    """What a parent's layout reads of *widget* (Qt's own reading, as a layout item)."""
    item = QWidgetItem(widget)
    width = widget.width()
    return (item.sizeHint(), item.minimumSize(), item.maximumSize(),
            item.expandingDirections(), item.hasHeightForWidth(),
            item.heightForWidth(width) if item.hasHeightForWidth() else None)


def asks_as_what_it_holds(window):
    """The form's holder asks the side for what the form asks, the side's holder the
    splitter for what the side asks: nothing kept from before the form changed."""
    settle()
    return (read(window.panel_holder) == read(window.panel)
            and read(window.side_holder) == read(window.side))


def test_a_form_that_asks_for_more_room_gets_it(netbook, qtbot):
    """Long team names through *Namen und Angaben*: the Schieber's form is made again for
    them, its card points labels on two lines. What the form asks for reaches the window:
    the form's holder asks for the same as the new form, and the form has its room."""
    window = netbook
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))

    def rename(_dialog):
        tab(qtbot, 4)  # seats 2, 3 and 4, then team A's name
        type_(qtbot, NAMES[0])
        tab(qtbot)
        type_(qtbot, NAMES[1])
        enter(qtbot)

    in_names_dialog(qtbot, rename)
    in_form(qtbot, window)
    assert [t.name for t in window.controller.match.document.teams] == NAMES
    panel = window.panel
    assert asks_as_what_it_holds(window)
    # the form whole: as high and as wide as it asks for at least
    assert panel.height() >= panel.minimumSizeHint().height()
    assert panel.width() >= panel.minimumSizeHint().width()
