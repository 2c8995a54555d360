"""The result dialogs name the table they are for, and a table played in the app is not
called a paper sheet.

A German secretary's trial: *Ergebnis vom Blatt eintippen…* said neither the Passe nor the
table's players in the dialog (only its title bar, "… · Passe 2, Tisch 2"), and she checked
the sheet in her hand against the evening page behind it. Now the dialog begins with "Passe 2,
Tisch 2 (Anna & Beat gegen Cla & Dora)". *Ergebnis korrigieren…* of a table played in the app
said "Die Schlusszahlen vom Blatt": there was no sheet; it says the match's figures."""

import random
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from jasstafel.core import matchfile

from . import keyboard as kb
from .club_steps import click_table, open_club_window
from .test_club_paper_empty import field, open_dialog, type_over

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
PLAYED = matchfile.load(EXAMPLES / "schieber-turnier.jass").document
NAMES = ("Anna", "Beat", "Cla", "Dora", "Erna", "Fritz", "Gian", "Heidi")


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


@pytest.fixture
def evening(cw):
    ids = [cw.club.add_member(name).id for name in NAMES]
    evening = cw.club.new_evening("2026-12-03", "schieber", preset="turnier", passen=2,
                                  settings=PLAYED.settings.model_dump())
    cw.club.draw(evening.id, ids, rng=random.Random(7))
    cw.refresh()
    cw.evenings.choose(evening.id)
    return evening


def label(dialog, name) -> str:
    found = dialog.findChild(QLabel, name)
    assert found is not None and found.isVisible(), name
    return found.text()


def test_the_paper_dialog_names_passe_table_and_teams(cw, evening, qtbot, tmp_path):
    page = cw.evenings.page
    click_table(qtbot, page, 2, 2)
    dialog = open_dialog(qtbot, page.paper_button)
    heading = label(dialog, "paperHeading")
    said = re.fullmatch(r"Passe 2, Tisch 2 \((\w+) & (\w+) gegen (\w+) & (\w+)\)", heading)
    assert said is not None, heading
    table = cw.club.drawn(evening.id)[1].tables[1]
    assert set(said.groups()) == {cw.club.member(m).name for m in table.seats}
    assert label(dialog, "paperIntro") == "Die Schlusszahlen vom Blatt, je Team."
    dialog.grab().save(str(tmp_path / "fix-importdlg-paper.png"))
    for row, (points, matches) in enumerate((("1010", "1"), ("874", "0"))):
        type_over(qtbot, field(dialog, row, "points"), points)
        type_over(qtbot, field(dialog, row, "matches"), matches)
    kb.enter(qtbot)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()


def test_the_correction_of_a_played_table_has_no_sheet(cw, evening, qtbot, tmp_path):
    (table, *_rest) = cw.club.drawn(evening.id)[0].tables
    played = PLAYED.model_copy(update={"players": [cw.club.member(m).name
                                                   for m in table.seats]})
    cw.club.record_match(evening.id, 1, table.number, played)
    cw.refresh()
    page = cw.evenings.page
    click_table(qtbot, page, 1, table.number)
    dialog = open_dialog(qtbot, page.correct_button)
    assert label(dialog, "paperHeading").startswith(f"Passe 1, Tisch {table.number} (")
    assert label(dialog, "paperIntro") == "Die Schlusszahlen der Partie, je Team."
    dialog.grab().save(str(tmp_path / "fix-importdlg-correct.png"))
    dialog.reject()
