"""*Ergebnis entfernen…* asks why, as correcting does, and the log keeps the reason.

A secretary's evening (German window): removing a result asked only Ja/Nein, and the
corrections log said "im Vereinsfenster entfernt", while *Ergebnis korrigieren…* and an
import that replaces results ask "Warum?". The removal now asks in a dialog of its own,
with the same optional reason field; the reason goes to the log (none given: "im
Vereinsfenster entfernt", as before).

The evening and its result are made through the club's API (they are not what the test is
about); the table is clicked, the button clicked, the reason typed and *Entfernen* clicked."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.cli import main
from jasstafel.club import PaperResult
from jasstafel.ui.club.results import RemoveResultDialog

from .club_steps import click_table, open_club_window, open_tab, type_into


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


@pytest.fixture
def recorded(cw):
    """A Turnier of one Passe, its table 1 recorded from paper: 1000 : 884."""
    club = cw.club
    ids = [club.add_member(name).id for name in ("Anna", "Beat", "Cla", "Dora")]
    evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1)
    club.draw(evening.id, ids, rng=random.Random(7))
    seats = club.drawn(evening.id)[0].tables[0].seats
    club.record_result(evening.id, 1, 1, [PaperResult(m, 1000 if i % 2 == 0 else 884)
                                          for i, m in enumerate(seats)])
    cw.refresh()
    return evening


def remove_dialog(cw, qtbot):
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    click_table(qtbot, page, 1, 1)
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, RemoveResultDialog)
    return dialog


def removal_notes(cw, evening):
    return {c.note for c in cw.club.corrections(evening.id) if c.after is None}


def test_the_reason_for_a_removal_goes_to_the_log(cw, recorded, qtbot, capsys, tmp_path):
    dialog = remove_dialog(cw, qtbot)
    assert dialog.windowTitle() == "Ergebnis entfernen · Passe 1, Tisch 1"
    assert dialog.question.text() == ("Das Ergebnis von Passe 1, Tisch 1 entfernen? (Es bleibt "
                                      "im Korrekturprotokoll.)")
    assert dialog.note.placeholderText() == "Warum? (wird im Korrekturprotokoll festgehalten, " \
                                            "freiwillig)"
    qtbot.waitUntil(dialog.note.hasFocus)  # the reason is typed right away
    dialog.grab().save(str(tmp_path / "clubfix-remove.png"))
    type_into(qtbot, dialog.note, "am falschen Tisch erfasst")
    remove = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert remove.text() == "Entfernen"
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert cw.club.results(recorded.id) == []
    assert removal_notes(cw, recorded) == {"am falschen Tisch erfasst"}
    # the command line's log says it too
    assert main(["--lang", "de", "club", "log", "1", "--db", str(cw.club.path)]) == 0
    out = capsys.readouterr().out
    assert out.count("am falschen Tisch erfasst") == 4  # a line per player


def test_without_a_reason_the_log_says_where_it_was_removed(cw, recorded, qtbot):
    dialog = remove_dialog(cw, qtbot)
    qtbot.keyClick(dialog.note, Qt.Key.Key_Return)  # Enter: Entfernen
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert cw.club.results(recorded.id) == []
    assert removal_notes(cw, recorded) == {"im Vereinsfenster entfernt"}


def test_cancel_removes_nothing(cw, recorded, qtbot):
    dialog = remove_dialog(cw, qtbot)
    type_into(qtbot, dialog.note, "doch nicht")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    assert len(cw.club.results(recorded.id)) == 4
    assert removal_notes(cw, recorded) == set()
