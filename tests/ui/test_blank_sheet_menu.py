"""File → Blank sheet (PDF) as a Romand trial found it (LANGUAGE=fr, French cards).

Its variants came in the core's order (Chibre, Coiffeur, Fahnder, Handjass, Bandoure, Molotow,
…), the New match dialog's in another (Chibre, Coiffeur, Molotow, Handjass, Fahnder, Bandoure,
…): the games have one order everywhere, RULES.md's.

Every step is the Schreiber's: Alt+F, the submenu's letter, the arrows; the New match dialog is
opened with Ctrl+N and left with Esc.
"""

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QComboBox

from jasstafel.core.registry import NAMES
from jasstafel.ui.variants import UI_VARIANTS

from .keyboard import ALT, ctrl, in_next_dialog, press

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def new_match_variants(qtbot, window):
    """The games the New match dialog lists (Ctrl+N, read, Esc)."""
    listed = []

    def read(dialog):
        box = dialog.findChild(QComboBox, "variant")
        listed.extend(box.itemText(i) for i in range(box.count()))
        press(qtbot, Qt.Key.Key_Escape)

    errors = in_next_dialog(qtbot, read)
    ctrl(qtbot, "n")
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not errors, errors
    window.activateWindow()  # the offscreen platform gives it back to nobody by itself
    qtbot.waitUntil(window.isActiveWindow)
    return listed


def open_blank_menu(qtbot, window):
    """Alt+F, then the Blank sheet submenu by its letter: the submenu's popup."""
    press(qtbot, Qt.Key.Key_F, ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.file_menu)
    title = QCoreApplication.translate("PrintActions", "&Blank sheet (PDF)")
    blank = next(a for a in window.file_menu.actions() if a.text() == title)
    letter = blank.text()[blank.text().index("&") + 1]
    press(qtbot, letter)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is blank.menu())
    return blank.menu()


def close_menus(qtbot):
    while QApplication.activePopupWidget() is not None:
        press(qtbot, Qt.Key.Key_Escape)


def variants_in(menu):
    """The games a blank sheet is offered of, in the menu's order (not the cards' choice)."""
    return [a.text() for a in menu.actions()
            if not a.isSeparator() and not a.isCheckable()]


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_blank_sheets_list_the_games_as_new_match_does(request, qtbot, language):
    window = request.getfixturevalue({"fr": "french_window", "en": "window"}[language])
    offered = new_match_variants(qtbot, window)
    menu = open_blank_menu(qtbot, window)
    listed = variants_in(menu)
    close_menus(qtbot)
    assert listed == offered
    if language == "fr":  # RULES.md's order: sections 1 to 7
        assert listed[:6] == ["Chibre", "Coiffeur", "Molotow", "Handjass", "Fahnder",
                              "Bandoure"]


def test_the_core_lists_the_games_in_the_windows_order():
    """`jasstafel variants`, the refusal of an unknown game and the club's lists follow the
    core's registry, the window's New match dialog its table of windows: one order."""
    assert list(UI_VARIANTS) == list(NAMES)
