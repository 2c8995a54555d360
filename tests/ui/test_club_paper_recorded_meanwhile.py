"""The paper dialog's refusal of a table recorded meanwhile says what this window offers.

A German secretary's trial: *Ergebnis vom Blatt eintippen…* for a table, and before *OK* its
result was recorded elsewhere (another program on the club file, the command line). The
dialog said the club's sentence for the command line: "… replace them (a correction) or
choose another table", and the dialog has no way to replace anything. It now says how this
window does it: *Ergebnis korrigieren…*, or another table. (The command line keeps its own
sentence, with its ``--replace``.)

The evening and its draw are made through the club's API, as is the other program's result.
"""

import random

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.club import Club, PaperResult
from jasstafel.ui.club.results import PaperResultDialog

from .club_steps import click_table, open_club_window, open_tab, type_into

MEMBERS = ("Beat Huber", "Gody Brönnimann", "Emil Brunner", "Fränzi Widmer-Keller")


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def test_a_table_recorded_meanwhile_is_said_with_the_windows_way(cw, club_path, qtbot,
                                                                 tmp_path):
    club = cw.club
    ids = [club.add_member(name).id for name in MEMBERS]
    evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1)
    club.draw(evening.id, ids, rng=random.Random(25))
    cw.refresh()
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    click_table(qtbot, page, 1, 1)
    page.paper_button.click()
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PaperResultDialog)

    with Club.open(club_path) as other:  # the other program, meanwhile
        other.record_result(evening.id, 1, 1, [PaperResult(member, 1000 if i % 2 == 0 else 884)
                                               for i, member in enumerate(
                                                   club.drawn(evening.id)[0].tables[0].seats)])
    type_into(qtbot, dialog.inputs[0]["points"], "990")
    type_into(qtbot, dialog.inputs[1]["points"], "894")
    for row in dialog.inputs:
        if "matches" in row:
            type_into(qtbot, row["matches"], "0")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible()
    said = dialog.error.text()
    assert "replace" not in said and "ersetzen" not in said
    assert said == (
        "Passe 1, Tisch 1 hat inzwischen schon ein Resultat: korrigieren Sie es mit "
        "«Ergebnis korrigieren…», oder schliessen Sie dieses Fenster mit «Abbrechen» und "
        "wählen Sie einen anderen Tisch.")
    dialog.grab().save(str(tmp_path / "paper-recorded-meanwhile.png"))
    dialog.reject()
