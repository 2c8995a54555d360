"""*Correct the result…* of a table imported from a match played with other table rules than
the evening's: the correction is checked against the rules the table played. A Kurzturnier of
8 rounds (8 × 157 = 1,256 in all) imported into a 12-round Turnier evening, with its reason:
the window refused every correction of it, "a Schieber of 12 rounds without Weis writes 1884
points in all", a rule that table never played by.

The evening, its draw and the imported match are made through the club's API (they are not
what the test is about); the correction is typed into the window's dialog."""

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core import matchfile
from jasstafel.ui.club.results import PaperResultDialog

from .club_steps import click_table, open_club_window, open_tab, type_into

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
MEMBERS = ("Beat Huber", "Gody Brönnimann", "Emil Brunner", "Fränzi Widmer-Keller")


def kurzturnier():
    """The example Turnier cut to 8 rounds: team A (seats 1 and 3) 646, team B 610."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["settings"]["rounds"] = 8
    data["entries"] = data["entries"][:8]
    return matchfile.loads(json.dumps(data))


def imported_table(cw, qtbot):
    """The evening with the Kurzturnier at Passe 1, table 1 (the draw's seats), its
    correction dialog opened: the evening and the dialog."""
    club = cw.club
    ids = [club.add_member(name).id for name in MEMBERS]
    evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1)
    club.draw(evening.id, ids, rng=random.Random(25))
    seats = club.drawn(evening.id)[0].tables[0].seats
    club.record_match(evening.id, 1, 1, kurzturnier(), members=seats,
                      other_rules="Kurzturnier")
    cw.refresh()
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    click_table(qtbot, page, 1, 1)
    page.correct_button.click()
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PaperResultDialog)
    assert [dialog.inputs[g]["points"].text() for g in (0, 1)] == ["646", "610"]
    return evening, dialog


def test_a_counting_mistake_is_corrected_by_the_tables_rules(window, club_path, dialogs,
                                                             qtbot):
    cw = open_club_window(window, dialogs)
    evening, dialog = imported_table(cw, qtbot)
    type_into(qtbot, dialog.inputs[0]["points"], "650")
    type_into(qtbot, dialog.inputs[1]["points"], "606")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert sorted(r.points for r in cw.club.results(evening.id)) == [606, 606, 650, 650]


@pytest.fixture
def german_cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def test_a_refusal_names_the_rules_the_table_played(german_cw, qtbot, tmp_path):
    evening, dialog = imported_table(german_cw, qtbot)
    type_into(qtbot, dialog.inputs[0]["points"], "700")
    type_into(qtbot, dialog.inputs[1]["points"], "606")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert dialog.error.text() == (
        "Passe 1, Tisch 1 wurde mit anderen Tischregeln als jenen des Abends gespielt "
        "(Runden (bei fester Rundenzahl): 8 statt 12), und eine Korrektur wird an den "
        "Regeln geprüft, mit denen er gespielt wurde: ein Schieber mit 8 Runden ohne Weis "
        "schreibt insgesamt 1'256 Punkte (8 × 157): 700 + 606 = 1'306 ist nicht möglich")
    dialog.grab().save(str(tmp_path / "fix-club-other-rules.png"))
    assert sorted(r.points for r in german_cw.club.results(evening.id)) == [610, 610, 646, 646]
    dialog.reject()


@pytest.mark.parametrize("lang, said", [
    ("de", "Passe 1, Tisch 1: mit anderen Tischregeln als jenen des Abends gespielt: Runden "
           "(bei fester Rundenzahl): 8 statt 12."),
    ("fr", "Manche 1, table 1\N{NO-BREAK SPACE}: jouée avec d’autres règles de la table que "
           "celles de la soirée\N{NO-BREAK SPACE}: Donnes (nombre fixe)\N{NO-BREAK SPACE}: 8 "
           "au lieu de 12.")])
def test_the_dialog_says_the_table_had_other_rules(request, club_path, dialogs, qtbot, lang,
                                                   said, tmp_path):
    """"The final figures from the sheet" alone did not say that this table was played with
    other rules (a French secretary's trial, shot-34): the dialog says it under, as the
    table's tooltip does, with the reason given at import."""
    cw = open_club_window(request.getfixturevalue(f"{'german' if lang == 'de' else 'french'}"
                                                  "_window"), dialogs)
    _evening, dialog = imported_table(cw, qtbot)
    note = dialog.findChild(QLabel, "paperTableMark")
    assert note is not None and note.isVisible()
    assert note.text().startswith(said) and "Kurzturnier" in note.text()
    dialog.grab().save(str(tmp_path / f"fix-clubrules-correct-{lang}.png"))
    dialog.reject()
