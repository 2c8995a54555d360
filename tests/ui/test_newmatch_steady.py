"""The New match dialog holds still while the game is chosen: the fields every game has (the
players' names) keep their place, as the dialog's width and its Start and Cancel do.

A trial went Schieber → Molotow → Pandur → Differenzler → Handjass with the arrow keys:
the name fields jumped some 50 px left or right at each step, because the column of their
labels was as wide as this game's widest label ("Team A (seats 1 + 3)", "Number of
players", "Seat 1").
"""

import re

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QComboBox, QLineEdit

from .keyboard import focus, in_next_dialog, key, shortcut
from .test_steady_form import settle

WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}


def place(dialog, field):
    """Where *field* is in the dialog, sideways: its left edge and its width."""
    return field.mapTo(dialog, QPoint(0, 0)).x(), field.width()


@pytest.mark.parametrize("language", list(WINDOWS))
def test_the_names_stay_where_they_are_whichever_game_is_chosen(request, qtbot, language):
    request.getfixturevalue(WINDOWS[language])  # the window speaking *language*
    seen = {}
    top = {}  # the game's list and the preset's, above the names

    def every_game(dialog):
        variant = dialog.findChild(QComboBox, "variant")
        for _ in range(8):  # from Seat 1 back up to the game's list
            if focus() is variant:
                break
            key(qtbot, "Backtab")
        assert focus() is variant
        key(qtbot, "Home")
        for _ in range(variant.count()):
            settle()
            names = [w for w in dialog.findChildren(QLineEdit)
                     if re.fullmatch(r"player\d+", w.objectName()) and w.isVisible()]
            assert len(names) >= 2, variant.currentData()
            seen[variant.currentData()] = {place(dialog, w) for w in names}
            top[variant.currentData()] = (place(dialog, variant),
                                          place(dialog, dialog.findChild(QComboBox, "preset")))
            key(qtbot, "Down")

    errors = in_next_dialog(qtbot, every_game)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert len(seen) == 9, seen
    # every game's names in one column, and that column the same for every game
    assert len(set().union(*seen.values())) == 1, seen
    assert len(set(top.values())) == 1, top
