"""New match: typing a name the completer knows, with its list open. Enter takes the name (the
one chosen in the list, else the one typed) and closes the list; the next Enter starts the
match, as the Start button promises. An Enter is never lost: not swallowed by the list, and
not starting the match with half a name either.

Each test runs twice: where the open list takes the keys (it grabs the keyboard, as on X11)
and where it cannot and the keys reach the name field (Wayland; the offscreen platform says
"does not support grabbing the keyboard"), where Enter used to start the match at once.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import focused, receiver, tab

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture(params=["list grabs the keys", "keys reach the field"])
def keys(request, qtbot):
    """The Schreiber's keys, routed as the platform routes them."""
    grabbed = request.param == "list grabs the keys"

    class Keys:
        def target(self):
            return receiver() if grabbed else focused()

        def type(self, text):
            for ch in text:
                qtbot.keyClicks(self.target(), ch)

        def press(self, name):
            qtbot.keyClick(self.target(), getattr(Qt.Key, f"Key_{name}"))

    return Keys()


@pytest.fixture
def dialog(qtbot, settings):
    settings.setValue("recent/names", ["Anna", "Andrea", "Beat", "Cla", "Dora"])
    settings.setValue("new/variant", "schieber")
    d = NewMatchDialog(settings)
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow)
    qtbot.waitUntil(lambda: focused() is d.name_edits[0])
    return d


def popup_of(edit):
    return edit.completer().popup()


def test_enter_in_the_open_list_takes_the_chosen_name_then_starts(dialog, qtbot, keys):
    edit = dialog.name_edits[0]
    keys.type("An")
    qtbot.waitUntil(popup_of(edit).isVisible)
    keys.press("Down")  # the first name of the list: Anna
    keys.press("Return")
    assert edit.text() == "Anna"
    assert not popup_of(edit).isVisible()
    assert dialog.isVisible() and dialog.result() == 0  # not started with that Enter
    assert focused() is edit
    keys.press("Return")  # the second Enter: Start
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == 1 and dialog.match is not None
    assert dialog.match.document.players[0] == "Anna"


def test_enter_in_the_open_list_keeps_what_was_typed_then_starts(dialog, qtbot, keys):
    edit = dialog.name_edits[0]
    keys.type("An")
    qtbot.waitUntil(popup_of(edit).isVisible)
    keys.press("Return")  # nothing chosen in the list: the name as typed
    assert edit.text() == "An" and not popup_of(edit).isVisible()
    assert dialog.isVisible()
    keys.press("Return")
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == 1 and dialog.match.document.players[0] == "An"


def test_four_names_from_the_list_and_enter(dialog, qtbot, keys):
    """The usual start of an evening: each name from the list, Tab to the next, Enter."""
    for start, name in (("An", "Anna"), ("B", "Beat"), ("C", "Cla"), ("D", "Dora")):
        edit = focused()
        keys.type(start)
        qtbot.waitUntil(popup_of(edit).isVisible)
        keys.press("Down")
        keys.press("Return")
        assert edit.text() == name and dialog.isVisible()
        tab(qtbot)
    keys.press("Return")
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert list(dialog.match.document.players) == ["Anna", "Beat", "Cla", "Dora"]


def test_escape_in_the_open_list_closes_the_list_only(dialog, qtbot, keys):
    edit = dialog.name_edits[0]
    keys.type("An")
    qtbot.waitUntil(popup_of(edit).isVisible)
    keys.press("Escape")
    assert not popup_of(edit).isVisible() and dialog.isVisible()
    assert edit.text() == "An"
    QApplication.processEvents()
    assert focused() is edit
    keys.press("Return")
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == 1
