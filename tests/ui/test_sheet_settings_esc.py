"""Esc in *Sheet settings* asks before it drops what was typed, as New match and *Names and
details* ask.

A keyboard trial (German): Alt+D, E opened *Blatteinstellungen*, "Jassclub Bern" typed in
*Vereinsname*, Esc: the dialog closed at once, and opened again the name was empty. Now Esc
(or Cancel, or the window's ✕) asks "Drop the sheet settings?" first; Esc or Enter on that
question keeps the dialog with the typing; *Discard* closes it, nothing kept. With nothing
changed, Esc closes it at once.
"""

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel.core.matchfile import new_match
from jasstafel.ui.printmenu import SheetSettingsDialog

from .keyboard import ALT, enter, focused, key, open_match, type_text
from .real_dialogs import button, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def by_the_menu(qtbot, window, letter):
    """Alt and the File menu's letter, then the item's letter: as the trial opened it."""
    menu = window.file_menu
    qtbot.keyClick(focused(), window.menuBar().actions()[0].text().split("&")[1][0], ALT)
    qtbot.waitUntil(menu.isVisible)
    qtbot.keyClick(menu, letter)


def back_in(qtbot, dialog):
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)


def test_esc_asks_before_the_club_name_typed_is_dropped(german_window, qtbot, real_dialogs):
    window = german_window
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    asked = []
    kept = []

    def answer_with(keys):
        def act(box):
            asked.append((box.windowTitle(), box.text(),
                          sorted(b.text() for b in box.buttons())))
            key(qtbot, keys)
        return act

    def type_then_esc(dialog):
        assert focused() is dialog.club
        type_text(qtbot, "Jassclub Bern")
        for keys in ("Escape", "Return"):  # the question's Esc and Enter keep the typing
            before = len(asked)
            real_dialogs.when(QMessageBox, answer_with(keys))
            key(qtbot, "Escape")
            qtbot.waitUntil(lambda n=before: len(asked) == n + 1, timeout=10_000)
            back_in(qtbot, dialog)
            kept.append((dialog.isVisible(), dialog.club.text()))
        real_dialogs.when(QMessageBox, lambda box: button(box, "Verwerfen").click())
        key(qtbot, "Escape")

    real_dialogs.when(SheetSettingsDialog, type_then_esc)
    by_the_menu(qtbot, window, "e")
    real_dialogs.check()
    assert kept == [(True, "Jassclub Bern")] * 2
    assert [title for title, _text, _buttons in asked] == ["Blatteinstellungen verwerfen?"] * 2
    assert window.settings.value("sheet/club", "") == ""

    opened = []

    def look(dialog):
        opened.append(dialog.club.text())
        key(qtbot, "Escape")  # nothing changed: closed at once, no question

    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    real_dialogs.when(SheetSettingsDialog, look)
    by_the_menu(qtbot, window, "e")
    real_dialogs.check()
    assert opened == [""]
    assert len(asked) == 2


def test_enter_still_keeps_the_settings(german_window, qtbot, real_dialogs):
    window = german_window
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))

    def fill(dialog):
        type_text(qtbot, "Jassclub Bern")
        enter(qtbot)

    real_dialogs.when(SheetSettingsDialog, fill)
    by_the_menu(qtbot, window, "e")
    real_dialogs.check()
    assert window.settings.value("sheet/club") == "Jassclub Bern"
