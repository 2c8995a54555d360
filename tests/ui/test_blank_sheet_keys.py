"""File → Blank sheet (PDF) by the keys: every item of the menu and of its variants' menus has
a letter of its own, in every language. A keyboard trial's: in the menu `g` did nothing, and
the Guggitaler was reached only by the arrows (Up, it wraps, then Right)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.ui import printmenu
from jasstafel.ui.widgets.mnemonic import mnemonic_key

from .keyboard import ALT, press
from .test_blank_sheet_menu import close_menus, shown

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")

WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}


def open_blank_menu(qtbot, window):
    """Alt and the File menu's letter, then the Blank sheet's: its popup (in every
    language by the letters the window shows)."""
    file_menu = window.file_menu
    press(qtbot, getattr(Qt.Key, "Key_" + mnemonic_key(file_menu.title())[-1]), ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is file_menu)
    blanks = next(a for a in file_menu.actions() if a.menu() is not None and "PDF" in a.text())
    press(qtbot, letter(blanks))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is blanks.menu())
    return blanks.menu()


def letter(action):
    """The item's letter, "" if it has none."""
    return mnemonic_key(action.text())[len("Alt+"):].casefold()


def items(menu):
    return [a for a in menu.actions() if not a.isSeparator()]


def letters_of(menu):
    """Each item's letter (shown, letter), the menu's own first, then its variants' menus."""
    menus = {menu.title(): [(shown(a.text()), letter(a)) for a in items(menu)]}
    for action in items(menu):
        if action.menu() is not None:
            menus.update(letters_of(action.menu()))
    return menus


@pytest.mark.parametrize("language", list(WINDOWS))
def test_every_item_has_a_letter_of_its_own(request, qtbot, language):
    window = request.getfixturevalue(WINDOWS[language])
    menu = open_blank_menu(qtbot, window)
    menus = letters_of(menu)
    close_menus(qtbot)
    assert len(menus) > 5  # the Blank sheet menu and the menus of the variants' presets
    for title, listed in menus.items():
        keys = [key for _text, key in listed]
        assert all(keys), (title, listed)
        assert len(set(keys)) == len(keys), (title, listed)


@pytest.mark.parametrize(("language", "variant", "preset", "offered"), [
    ("en", "Guggitaler", "Guggitaler without Domino", "guggitaler-without-domino-blank.pdf"),
    ("de", "Guggitaler", "Guggitaler ohne Domino", "guggitaler-ohne-domino-leer.pdf"),
    ("fr", "Tableau de points", "À 100, avec 2 d’avance",
     "tableau-de-points-a-100-avec-2-d-avance-vierge.pdf"),
])
def test_a_blank_sheet_by_its_letters(request, qtbot, monkeypatch, language, variant, preset,
                                      offered):
    """Alt+F, the Blank sheet's letter, the variant's, the preset's: the Save dialog is
    offered that sheet."""
    window = request.getfixturevalue(WINDOWS[language])
    asked = []

    def ask(*args, **_kw):
        asked.append(args[3])
        return ""  # cancelled: nothing written
    monkeypatch.setattr(printmenu, "ask_save_path", ask)
    menu = open_blank_menu(qtbot, window)
    item = next(a for a in menu.actions() if shown(a.text()) == variant)
    press(qtbot, letter(item))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is item.menu())
    item = next(a for a in item.menu().actions() if shown(a.text()) == preset)
    press(qtbot, letter(item))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert asked == [offered]


def test_g_opens_the_guggitaler(window, qtbot):
    """The trial's key: in English the Guggitaler's letter is its first."""
    menu = open_blank_menu(qtbot, window)
    press(qtbot, Qt.Key.Key_G)
    gugg = next(a for a in menu.actions() if shown(a.text()) == "Guggitaler")
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is gugg.menu())
    close_menus(qtbot)
