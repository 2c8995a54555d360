"""New match says what changed after its preset's name where the table settings are no longer the
preset's, as *Edit → Table rules…* does (a Romand trial, mouse first: the Coiffeur's *Preset*
still said "Règlement de club" after two rows deleted and a factor typed; the Differenzler's
"Standard (12 donnes, estimation manquante 20)" over *Donnes* 3). Rows and numbers changed
with the mouse and the keyboard in the real dialog; the preset itself again when the change
is undone."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.ui.newmatch import NewMatchDialog

from .keyboard import select_all, type_text

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def opened(qtbot, settings, variant):
    settings.setValue("new/variant", variant)  # the dialog opens on the variant chosen last
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def typed_into(qtbot, field, text):
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=field.rect().center())
    select_all(qtbot)
    type_text(qtbot, text)


def test_a_coiffeur_with_rows_deleted_or_a_factor_typed_says_changed(qtbot, settings):
    dialog = opened(qtbot, settings, "coiffeur")
    assert dialog.preset.currentText() == "Jassverein (rule book)"
    rows = dialog.form.editors["rows"]
    typed_into(qtbot, rows.lines[9][2], "9")  # Wunsch ×9
    assert dialog.preset.currentText() == "Jassverein, changed: Wunsch ×9 instead of ×10"
    typed_into(qtbot, rows.lines[9][2], "10")  # back to the preset's ×10
    assert dialog.preset.currentText() == "Jassverein (rule book)"
    qtbot.mouseClick(rows.lines[-1].remove, Qt.MouseButton.LeftButton)  # ✕ Coiffeur 3×3
    assert dialog.preset.currentText() == "Jassverein, changed: without Coiffeur 3×3"

def test_a_differenzler_of_three_games_says_changed(qtbot, settings):
    dialog = opened(qtbot, settings, "differenzler")
    title = "Standard (12 games, missing prediction 20)"
    assert dialog.preset.currentText() == title
    games = dialog.form.editors["games"]
    typed_into(qtbot, games, "3")
    # the preset's name without its numbers, which no longer hold (a German trial's)
    assert dialog.preset.currentText() == "Standard, changed: Games: 3 instead of 12"
    typed_into(qtbot, games, "12")
    assert dialog.preset.currentText() == title
