"""The "changed meanwhile" refusal of a correction writes its figures and its teams as the
dialog above it does.

Two programs on one club file (a secretary's evening, German window): this window opens
*Ergebnis korrigieren…*, another program corrects the same table, and *Korrigieren* is
refused, saying what the table is now. It said "… steht jetzt bei Beat Huber & Gody
Brönnimann 1010, Emil Brunner & Fränzi Widmer-Keller 874 …": 1010 without the Swiss
thousands mark (every number from 1'000 up has it, window.md), and the team in the club's
order of members, where the dialog above names it in seat order, "Gody Brönnimann & Beat
Huber".

The evening, its draw and its first result are made through the club's API (they are not
what the test is about); so is the other program's correction."""

import random

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.club import Club, PaperResult
from jasstafel.ui.club.results import PaperResultDialog

from .club_steps import click_table, open_club_window, open_tab, type_into

#: in the order they joined the club (their ids 1 to 4)
MEMBERS = ("Beat Huber", "Gody Brönnimann", "Emil Brunner", "Fränzi Widmer-Keller")


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def test_the_refusal_writes_1_010_and_the_teams_in_seat_order(cw, club_path, qtbot, tmp_path):
    club = cw.club
    beat, gody, emil, fraenzi = (club.add_member(name).id for name in MEMBERS)
    evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1)
    club.draw(evening.id, [beat, gody, emil, fraenzi], rng=random.Random(25))
    seats = club.drawn(evening.id)[0].tables[0].seats
    # Gody sits before Beat (seats 1 and 3), Emil before Fränzi (2 and 4): the seats' order
    # is not the club's order of members for team A
    assert seats == (gody, emil, beat, fraenzi)
    club.record_result(evening.id, 1, 1, [PaperResult(gody, 1000), PaperResult(beat, 1000),
                                          PaperResult(emil, 884), PaperResult(fraenzi, 884)])
    cw.refresh()
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    click_table(qtbot, page, 1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PaperResultDialog)
    assert [[m.name for m in group] for group in dialog.groups] == [
        ["Gody Brönnimann", "Beat Huber"], ["Emil Brunner", "Fränzi Widmer-Keller"]]

    with Club.open(club_path) as other:  # the other program, meanwhile
        other.correct_result(evening.id, 1, 1, [PaperResult(gody, 1010),
                                                PaperResult(beat, 1010),
                                                PaperResult(emil, 874),
                                                PaperResult(fraenzi, 874)])
    type_into(qtbot, dialog.inputs[0]["points"], "990")
    type_into(qtbot, dialog.inputs[1]["points"], "894")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert dialog.error.text() == (
        "Passe 1, Tisch 1 wurde inzwischen von einem anderen Programm geändert und steht jetzt "
        "bei Gody Brönnimann & Beat Huber 1'010, Emil Brunner & Fränzi Widmer-Keller 874: "
        "nichts wurde korrigiert. Die Felder, in denen nichts getippt wurde, zeigen jetzt "
        "diesen Stand: nochmals «Korrigieren» drücken, um die eigenen Zahlen darüber zu "
        "schreiben.")
    dialog.grab().save(str(tmp_path / "clubfix-meanwhile.png"))
    dialog.reject()
