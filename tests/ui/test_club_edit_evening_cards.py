"""Edit evening changes the cards as New evening picks them (one rule: core.decks).

New evening in a French window starts with the French cards (RULES.md section 0: the
Romandie plays them); Edit evening, its variant changed, started the new variant with the
preset's German cards: a Schieber evening made a Coiffeur in the French window had the rows
Eichel, Schellen … and a German deck. Where the variant stays and only the preset changes,
the evening keeps its own cards: a French-cards evening given another preset in the German
window took the preset's German cards.

The dialog is opened with the evening page's button and filled by keys into the focused
combo boxes; Save is clicked."""

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from jasstafel.ui.club.evening_dialogs import EditEveningDialog

from .keyboard import click, focused, type_text
from .test_club_french_season import open_tab


def club_window(main, dialogs):
    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    cw = main.club.show_window()
    assert cw is not None
    dialogs.answer = QMessageBox.StandardButton.Discard
    return cw


def edit_dialog(qtbot, cw, evening):
    """The evening chosen, its page's Edit evening… clicked: the dialog."""
    cw.refresh()  # the evening made through the club's API
    open_tab(qtbot, cw, cw.evenings)
    cw.evenings.choose(evening)
    page = cw.evenings.page
    click(qtbot, page.edit_button)
    dialog = QApplication.activeModalWidget() or cw.findChild(EditEveningDialog)
    assert isinstance(dialog, EditEveningDialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def choose_by_keys(qtbot, combo, text):
    combo.setFocus()
    assert focused() is combo
    type_text(qtbot, text)  # a combo box's keyboard search: the first item so named


def save(qtbot, dialog):
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()


def test_a_new_variant_in_french_gets_the_french_cards(french_window, club_path, dialogs,
                                                       qtbot):
    cw = club_window(french_window, dialogs)
    evening = cw.club.new_evening("2026-11-26", "schieber", preset="turnier")
    assert evening.settings["deck"] == "de"
    dialog = edit_dialog(qtbot, cw, evening.id)
    choose_by_keys(qtbot, dialog.variant, "Coiffeur")
    assert dialog.variant.currentData() == "coiffeur"
    chosen = dialog.form.value()
    assert chosen["deck"] == "fr"
    assert [row["name"] for row in chosen["rows"]][:4] == ["Kreuz", "Ecken", "Herz", "Schaufel"]
    save(qtbot, dialog)
    after = cw.club.evening(evening.id)
    assert after.variant == "coiffeur" and after.settings["deck"] == "fr"
    assert [row["name"] for row in after.settings["rows"]][:4] == [
        "Kreuz", "Ecken", "Herz", "Schaufel"]


def test_the_same_variant_keeps_the_evenings_cards(german_window, club_path, dialogs, qtbot):
    """A Schieber of the French cards (made in a French window), its preset changed in a
    German window: the French cards stay (Kreuz ×5 in the club rulebook's Freier Jass)."""
    cw = club_window(german_window, dialogs)
    evening = cw.club.new_evening("2026-11-26", "schieber", preset="turnier",
                                  settings={"deck": "fr"})
    dialog = edit_dialog(qtbot, cw, evening.id)
    choose_by_keys(qtbot, dialog.preset, "Freier")
    assert dialog.preset.currentData() == "freier_jass"
    assert dialog.form.value()["deck"] == "fr"
    save(qtbot, dialog)
    after = cw.club.evening(evening.id)
    assert (after.preset, after.settings["deck"]) == ("freier_jass", "fr")


@pytest.mark.parametrize("variant", ["Differenzler", "Molotow"])
def test_every_new_variant_in_french_as_new_evening(french_window, club_path, dialogs, qtbot,
                                                    variant):
    cw = club_window(french_window, dialogs)
    evening = cw.club.new_evening("2026-11-26", "schieber", preset="turnier")
    dialog = edit_dialog(qtbot, cw, evening.id)
    choose_by_keys(qtbot, dialog.variant, variant)
    assert dialog.variant.currentData() == variant.lower()
    assert dialog.form.value()["deck"] == "fr"
    save(qtbot, dialog)
    assert cw.club.evening(evening.id).settings["deck"] == "fr"
