"""New match (Ctrl+N) with another game chosen takes every name of the open match along.

A German trial's six-player Differenzler, Ctrl+N and the Punktetafel chosen: four seats with
the first four names, and *Anzahl Spieler* raised to 6 left seats 5 and 6 empty, under the
line "Die Namen kommen aus der offenen Partie" (the same from a five-player Punktetafel). The
other game has as many seats as it allows of the open match's players, and the names of the
rest come back when the number is raised."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import CTRL, in_next_dialog, shortcut, type_text

SIX = ["Hans-Ruedi", "Marie-Claire", "Jean-Christophe", "Vreni", "Annemarie", "Köbi"]


def choose_game(qtbot, dialog, name):
    shortcut(qtbot, "Alt+V")  # &Variant, then Home and Down to the game in the list
    variant = QApplication.focusWidget()
    assert variant is dialog.variant
    qtbot.keyClick(variant, Qt.Key.Key_Home)
    for _ in range(variant.findData(name)):
        qtbot.keyClick(variant, Qt.Key.Key_Down)
    assert variant.currentData() == name


def names(dialog):
    return [edit.text() for edit in dialog.name_edits]


def test_every_name_of_the_open_match_comes_along(window, qtbot):
    window.start(new_match("differenzler", SIX))
    qtbot.waitUntil(lambda: window.panel is not None)
    seen = []

    def look(dialog):
        choose_game(qtbot, dialog, "punktetafel")
        seen.append((dialog.count.text(), names(dialog)))
        choose_game(qtbot, dialog, "schieber")  # four seats: the first four
        seen.append((dialog.count.text(), names(dialog)))
        choose_game(qtbot, dialog, "molotow")
        seen.append((dialog.count.text(), names(dialog)))
        # fewer players typed, then more again: the names of seats 5 and 6 come back
        qtbot.mouseClick(dialog.count, Qt.MouseButton.LeftButton)
        for number in ("4", "6"):
            qtbot.keyClick(dialog.count, Qt.Key.Key_A, CTRL)
            type_text(qtbot, number)
            seen.append((dialog.count.text(), names(dialog)))
        dialog.reject()

    errors = in_next_dialog(qtbot, look)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert seen == [("6", SIX), ("4", SIX[:4]), ("6", SIX), ("4", SIX[:4]), ("6", SIX)]


def test_a_five_player_punktetafel_keeps_its_five_for_a_differenzler(window, qtbot):
    window.start(new_match("punktetafel", SIX[:5]))
    qtbot.waitUntil(lambda: window.panel is not None)
    seen = []

    def look(dialog):
        choose_game(qtbot, dialog, "differenzler")
        seen.append((dialog.count.text(), names(dialog)))
        dialog.reject()

    errors = in_next_dialog(qtbot, look)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert seen == [("5", SIX[:5])]
