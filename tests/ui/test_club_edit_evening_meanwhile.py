"""Two club windows on one file: *Edit evening…* never puts back what the other window
changed meanwhile.

A Romand organiser's trial (French, 1024×600): window 1 opened *Modifier la soirée…* and
added " de décembre" to the title; window 2 opened it too, added " (salle du haut)" to the
place and saved; window 1 saved: no word, and the place went back to the old one (the dialog
sent every field as it showed it). As *Corriger le résultat…* and *Renommer…* do, the edit
now compares the evening with the one its dialog read: refused, saying what changed; the
fields not typed in show it, the typing stays, and Save again writes over it.

Both windows are real club windows, each with its own connection to the file, as two
programs have; the fields are typed into with keys and Save is clicked."""

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from jasstafel.club import Club
from jasstafel.ui.club.evening_dialogs import EditEveningDialog
from jasstafel.ui.club.window import ClubWindow

from .keyboard import click, focus, key, type_
from .test_club_edit_evening_cards import club_window, edit_dialog

PLACE = "Café du Midi, Fribourg"


@pytest.fixture
def windows(french_window, club_path, dialogs, qtbot):
    """Window 1 (the main window's club window) and window 2 on the same file."""
    first = club_window(french_window, dialogs)
    second = ClubWindow(french_window.club.main, Club.open(club_path))
    qtbot.addWidget(second)
    second.show()
    yield first, second
    second.poll_timer.stop()
    assert second.club is not None
    second.club.close()


def append(qtbot, field, text):
    """*text* typed at the end of *field*: its dialog to the front, the cursor put in the
    field, End, the keys."""
    dialog = field.window()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    field.setFocus()
    assert focus() is field
    key(qtbot, "End")
    type_(qtbot, text)


def press_save(qtbot, dialog):
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    click(qtbot, save_button(dialog))


def save_button(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_an_edit_over_the_other_windows_edit_is_refused_and_asked_again(windows, qtbot, tmp_path):
    first, second = windows
    evening = first.club.new_evening("2026-12-07", "schieber", place=PLACE,
                                     title="Jass du mois")
    second.refresh()
    one = edit_dialog(qtbot, first, evening.id)
    append(qtbot, one.title, " de décembre")
    two = edit_dialog(qtbot, second, evening.id)
    assert isinstance(two, EditEveningDialog) and two is not one
    append(qtbot, two.place, " (salle du haut)")
    press_save(qtbot, two)
    assert two.result() == two.DialogCode.Accepted, two.error.text()

    press_save(qtbot, one)
    assert one.isVisible()
    assert one.error.text() == (
        "La soirée du 07.12.2026 a été modifiée entre-temps par un autre programme (son lieu "
        "est maintenant «\u00a0Café du Midi, Fribourg (salle du haut)\u00a0»)\u00a0: rien "
        "n’a été modifié. Les champs que vous n’avez pas modifiés le montrent "
        "maintenant\u00a0: appuyez de nouveau sur «\u00a0Enregistrer\u00a0» pour écrire les "
        "vôtres par-dessus.")
    stored = first.club.evening(evening.id)
    assert (stored.place, stored.title) == (PLACE + " (salle du haut)", "Jass du mois")
    # the title typed stays; the place not typed in shows window 2's
    assert (one.title.text(), one.place.text()) == ("Jass du mois de décembre",
                                                    PLACE + " (salle du haut)")
    one.grab().save(str(tmp_path / "fix-club2-edit-meanwhile.png"))

    press_save(qtbot, one)  # again: now over what it shows
    assert one.result() == one.DialogCode.Accepted, one.error.text()
    stored = first.club.evening(evening.id)
    assert (stored.place, stored.title) == (PLACE + " (salle du haut)",
                                            "Jass du mois de décembre")


def test_an_edit_nobody_else_made_goes_through_at_once(windows, qtbot):
    first, _second = windows
    evening = first.club.new_evening("2026-12-07", "schieber", place=PLACE)
    one = edit_dialog(qtbot, first, evening.id)
    append(qtbot, one.title, "Jass du mois")
    press_save(qtbot, one)
    assert one.result() == one.DialogCode.Accepted, one.error.text()
    assert first.club.evening(evening.id).title == "Jass du mois"
