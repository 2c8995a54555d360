"""Alt and a letter never types into a field; a menu's letter opens that menu from every
field of every form, in every language.

A trial found Alt+C typing a "c" into the Schieber's card points ("Card points Team A: "c" is
not a whole number"). The menu is "C&lub", Alt+L (Alt+C is the Handjass's "&Card points"): the
trial took its underlined l for a C. But an Alt key that nothing of the window owns went on to
the field as the letter, in every field.
"""

import re
import string

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import press, shortcut
from .test_mnemonics import VARIANTS, form_letters

NAMES = ["Anna", "Beat", "Cla", "Dora"]
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture(params=["de", "fr", "en"])
def any_window(request, qapp, qtbot, settings, autosaves):
    if request.param == "en":
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


def menu_letters(window):
    """{letter: menu} of the menu bar."""
    found = {}
    for action in window.menuBar().actions():
        mark = re.search(r"&([^&\s])", action.text().replace("&&", ""))
        if mark and action.menu() is not None:
            found[mark.group(1).upper()] = action.menu()
    return found


def fields(panel):
    return [f for f in panel.findChildren(QLineEdit) if f.isVisible() and f.isEnabled()
            and not f.isReadOnly()]


def into(qtbot, field):
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)


def test_every_menu_opens_by_its_alt_key_and_no_alt_key_types(any_window, qtbot):
    window = any_window
    menus = menu_letters(window)
    assert len(menus) == 5
    for variant, players in VARIANTS.items():
        window.start(new_match(variant, NAMES[:players]))
        panel = window.panel
        qtbot.waitUntil(lambda panel=panel: panel.isAncestorOf(QApplication.focusWidget()))
        own = set(form_letters(panel))  # the form's own Alt keys: test_mnemonics.py
        for field in fields(panel):
            into(qtbot, field)
            for key, menu in menus.items():
                shortcut(qtbot, f"Alt+{key}")
                qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
                assert QApplication.activePopupWidget() is menu, (variant, key)
                press(qtbot, Qt.Key.Key_Escape)
                press(qtbot, Qt.Key.Key_Escape)
                qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
                into(qtbot, field)
            for key in set(string.ascii_uppercase) - own - set(menus):
                shortcut(qtbot, f"Alt+{key}")
                assert QApplication.activePopupWidget() is None, (variant, key)
                assert field.text() == "", (variant, key, field.text())
