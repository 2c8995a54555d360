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
from PySide6.QtWidgets import QApplication, QDialogButtonBox

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


# -- a click outside the open list: the list closes, and the click lands where it was aimed -----


def click_on_screen(qtbot, widget):
    """A mouse click on the part of *widget* that the open list leaves visible (the list
    covers the upper half of the next seat's field), as the screen delivers it: to the
    window, where the open list (a popup) takes it first. (qtbot.mouseClick on the widget
    itself would hand the click straight to the widget, past the list, as no mouse can.)"""
    window = widget.window()
    pos = widget.rect().center()
    popup = QApplication.activePopupWidget()
    if popup is not None:
        pos.setY(widget.height() - 3)
        assert not popup.geometry().contains(widget.mapToGlobal(pos)), "the field is covered"
    pos = widget.mapTo(window, pos)
    qtbot.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)


def open_list_on_first_seat(dialog, qtbot, keys):
    edit = dialog.name_edits[0]
    keys.type("Do")  # Dora is offered: a list one name high
    list_shown(qtbot, edit)
    return edit


def list_shown(qtbot, edit):
    """Wait until the list is on the screen, as a person sees it before clicking (its window
    shown and focused by the window system, not only asked for)."""
    qtbot.waitUntil(popup_of(edit).isVisible)
    QApplication.processEvents()


def test_a_click_on_the_next_field_closes_the_list_and_puts_the_cursor_there(dialog, qtbot, keys):
    """A mouse user types a name, sees the list under the field (over half of the next one)
    and clicks into the next seat's field: the name typed next goes there, not onto the end
    of the first name ("HansVreni", as Qt's completer had it)."""
    first, second, third = dialog.name_edits[:3]
    open_list_on_first_seat(dialog, qtbot, keys)
    click_on_screen(qtbot, second)
    assert not popup_of(first).isVisible()
    qtbot.waitUntil(lambda: focused() is second)
    keys.type("Be")  # Beat is offered
    list_shown(qtbot, second)
    click_on_screen(qtbot, third)
    qtbot.waitUntil(lambda: focused() is third)
    assert not popup_of(second).isVisible()
    keys.type("Ruedi")
    assert [e.text() for e in dialog.name_edits] == ["Do", "Be", "Ruedi", ""]


def test_a_click_on_a_button_outside_the_list_presses_it(dialog, qtbot, keys):
    """Cancel clicked while the list is open cancels: the click is not spent on closing the
    list alone."""
    open_list_on_first_seat(dialog, qtbot, keys)
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    click_on_screen(qtbot, cancel)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == 0


def test_a_click_in_the_list_still_takes_the_name(dialog, qtbot, keys):
    edit = dialog.name_edits[0]
    keys.type("An")
    list_shown(qtbot, edit)
    popup = popup_of(edit)
    chosen = popup.model().index(1, 0).data()  # the second name offered
    pos = popup.viewport().mapTo(popup, popup.visualRect(popup.model().index(1, 0)).center())
    qtbot.mouseClick(popup.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)
    qtbot.waitUntil(lambda: not popup.isVisible())
    assert edit.text() == chosen and chosen in ("Anna", "Andrea")
    assert focused() is edit
