"""New match with the mouse: the list of names typed before never takes a click aimed at the
next seat. An English mouse user's trial (Molotow, five players) typed "Dora" into Seat 4: a
list one name high, showing only "Dora", opened under the field and covered the upper half of
Seat 5; the click on the middle of Seat 5 took the list's "Dora", the cursor stayed in Seat 4,
and "Emil" typed next went onto it ("DoraEmil"), Seat 5 empty.

Now a list that offers only the name as typed does not open, and an open list lies on the
field's own line, at its right end, never on the middle of the next seat. The clicks go where
the screen sends them: to the open list where it lies (it is on top), else to the dialog.
"""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import focused, receiver

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def dialog(qtbot, settings):
    settings.setValue("recent/names", ["Anna", "Andrea", "Beat", "Cla", "Dora", "Emil"])
    settings.setValue("new/variant", "molotow")
    d = NewMatchDialog(settings)
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow)
    click(qtbot, d.count)  # five players: the count typed over
    qtbot.keyClick(focused(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focused(), "5")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: len(d.name_edits) == 5)
    return d


def click(qtbot, widget, at=None):
    """A click on the middle of *widget* (or at *at* in it) where the screen sends it: to an
    open list lying there (a popup, on top of the dialog), else to the dialog's window."""
    target = widget.mapToGlobal(at if at is not None else widget.rect().center())
    popup = QApplication.activePopupWidget()
    if popup is not None and popup.isVisible() and popup.geometry().contains(target):
        window, pos = popup.windowHandle(), popup.mapFromGlobal(target)
    else:
        top = widget.window()
        shut = QApplication.activeWindow()
        if shut is not None and shut is not top and not shut.isVisible():
            # the offscreen platform leaves a list closed by typing the active window; a
            # window system gives the activation back to the dialog (the list never held it)
            top.activateWindow()
            qtbot.waitUntil(top.isActiveWindow)
        window, pos = top.windowHandle(), top.mapFromGlobal(target)
    qtbot.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def type_(qtbot, text):
    for ch in text:
        qtbot.keyClicks(receiver(), ch)


def popup_of(edit):
    return edit.completer().popup()


def test_a_list_offering_only_the_name_typed_does_not_open(dialog, qtbot):
    seat4, seat5 = dialog.name_edits[3:5]
    click(qtbot, seat4)
    qtbot.waitUntil(lambda: focused() is seat4)
    type_(qtbot, "Do")
    qtbot.waitUntil(popup_of(seat4).isVisible)  # Dora is offered
    type_(qtbot, "ra")
    QApplication.processEvents()
    assert not popup_of(seat4).isVisible()  # "Dora" typed: the list offers nothing more
    click(qtbot, seat5)
    qtbot.waitUntil(lambda: focused() is seat5)
    type_(qtbot, "Emil")
    assert [e.text() for e in dialog.name_edits[3:]] == ["Dora", "Emil"]


@pytest.mark.parametrize("typed", ["Do", "A"])  # a list of one name and of two
def test_the_open_list_leaves_the_middle_of_the_next_seats_free(dialog, qtbot, typed):
    seat4, seat5 = dialog.name_edits[3:5]
    click(qtbot, seat4)
    type_(qtbot, typed)
    popup = popup_of(seat4)
    qtbot.waitUntil(popup.isVisible)
    QApplication.processEvents()
    for seat in dialog.name_edits[4:]:
        assert not popup.geometry().contains(seat.mapToGlobal(seat.rect().center()))
    # on the field's own line, at its right end: the name typed stays in view
    field = seat4.rect().translated(seat4.mapToGlobal(QPoint(0, 0)))
    assert popup.geometry().top() == field.top()
    assert popup.geometry().left() > field.center().x()
    click(qtbot, seat5)
    qtbot.waitUntil(lambda: focused() is seat5)
    assert not popup.isVisible()
    type_(qtbot, "Emil")
    assert [e.text() for e in dialog.name_edits[3:]] == [typed, "Emil"]


def test_a_name_taken_from_the_list_by_a_click_then_the_next_seat(dialog, qtbot):
    seat4, seat5 = dialog.name_edits[3:5]
    click(qtbot, seat4)
    type_(qtbot, "Do")
    popup = popup_of(seat4)
    qtbot.waitUntil(popup.isVisible)
    QApplication.processEvents()
    item = popup.visualRect(popup.model().index(0, 0)).center()
    click(qtbot, popup.viewport(), item)  # "Dora" in the list
    qtbot.waitUntil(lambda: not popup.isVisible())
    assert seat4.text() == "Dora"
    click(qtbot, seat5)
    qtbot.waitUntil(lambda: focused() is seat5)
    type_(qtbot, "Emil")
    assert [e.text() for e in dialog.name_edits[3:]] == ["Dora", "Emil"]
