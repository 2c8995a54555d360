"""*Correct the result…* of a table imported from an unfinished match (*Accept unfinished
matches*: a Partie broken off): the correction is checked against the rounds it played. The
example Turnier broken off after 5 of its 12 rounds (5 × 157 = 785 in all) was imported, and
every correction of it was refused, "a Schieber of 12 rounds without Weis writes 1884 points
in all", a sum no Partie broken off can make.

The evening is made through the club's API (it is not what the test is about); the match
file is imported in the window's import dialog, the unfinished box clicked, and the
correction typed into the window's dialog, its buttons clicked."""

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.ui.club.results import PaperResultDialog

from .club_steps import click_table, open_club_window, open_tab, type_into

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


def broken_off(path):
    """The example Turnier (Anna, Beat, Cla, Dora) after 5 rounds: Anna & Cla 408, Beat &
    Dora 377; saved to *path*."""
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["entries"] = data["entries"][:5]
    matchfile.save(matchfile.loads(json.dumps(data)), path)


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def tick(qtbot, box):
    """Tick a check box from the keyboard (Space), as a person Tabbing to it does."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)


def imported_table(cw, qtbot, tmp_path):
    """A 12-round Turnier evening without a draw, the broken-off match imported at Passe 1,
    table 1 as a person does; its correction dialog opened."""
    for name in ("Anna", "Beat", "Cla", "Dora"):
        cw.club.add_member(name)
    evening = cw.club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1)
    cw.refresh()
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    path = tmp_path / "tisch1.jass"
    broken_off(path)
    dialog = page.import_dialog([str(path)])
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    click(qtbot, ok)  # refused (not finished), nothing imported
    assert dialog.isVisible() and dialog.error.text() and not cw.club.results(evening.id)
    tick(qtbot, dialog.partial)
    assert dialog.partial.isChecked()
    click(qtbot, ok)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    click_table(qtbot, page, 1, 1)
    click(qtbot, page.correct_button)
    correct = QApplication.activeModalWidget()
    assert isinstance(correct, PaperResultDialog)
    assert [correct.inputs[g]["points"].text() for g in (0, 1)] == ["408", "377"]
    return evening, correct


def test_a_counting_mistake_is_corrected_by_the_rounds_played(window, club_path, dialogs,
                                                              qtbot, tmp_path):
    cw = open_club_window(window, dialogs)
    evening, dialog = imported_table(cw, qtbot, tmp_path)
    type_into(qtbot, dialog.inputs[0]["points"], "418")
    type_into(qtbot, dialog.inputs[1]["points"], "367")
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert sorted(r.points for r in cw.club.results(evening.id)) == [367, 367, 418, 418]


@pytest.fixture
def german_cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def test_a_refusal_names_the_rounds_played(german_cw, qtbot, tmp_path):
    evening, dialog = imported_table(german_cw, qtbot, tmp_path)
    type_into(qtbot, dialog.inputs[0]["points"], "500")
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert dialog.isVisible()
    assert dialog.error.text() == (
        "Passe 1, Tisch 1 wurde aus einer unbeendeten Partie übernommen (5 von 12 Runden "
        "gespielt), und eine Korrektur wird an den gespielten Runden geprüft: ein Schieber "
        "mit 5 Runden ohne Weis schreibt insgesamt 785 Punkte (5 × 157): 500 + 377 = 877 ist "
        "nicht möglich. Um das Schlussergebnis vom Blatt zu erfassen, ersetzen Sie das "
        "Ergebnis des Tisches durch das vom Blatt eingetippte. In diesem Fenster: «Ergebnis "
        "entfernen…», dann «Ergebnis vom Blatt eintippen…» mit den Zahlen des Blatts.")
    dialog.grab().save(str(tmp_path / "fix-clubfix-partial.png"))
    assert sorted(r.points for r in german_cw.club.results(evening.id)) == [377, 377, 408, 408]
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Cancel))


def test_other_rules_are_said_short_in_the_import_dialog(german_cw, qtbot, tmp_path):
    """A Coiffeur of the Jassverein's 11 rows into an evening cut to 6 rows without Stöck:
    the Table rules column and the refusal name the rows the match has more, "mit Undenufe
    ×6, …", as the evening's title does, not one row-long clause a row after the cut
    (docs/club.md, "From the app")."""
    from jasstafel.core import find_variant

    rows = find_variant("coiffeur").PRESETS["jassverein"].model_dump(mode="json")["rows"]
    for name in ("Anna", "Beat", "Cla", "Dora"):
        german_cw.club.add_member(name)
    evening = german_cw.club.new_evening(
        "2026-12-03", "coiffeur", preset="jassverein", passen=1,
        settings={"rows": [r for r in rows if r["factor"] in (1, 2, 3, 4, 5, 7)],
                  "stoeck": False})
    german_cw.refresh()
    open_tab(qtbot, german_cw, german_cw.evenings)
    dialog = german_cw.evenings.page.import_dialog(
        [str(EXAMPLES / "coiffeur-jassverein.jass")])
    assert dialog.table.item(0, 5).text().splitlines() == [
        "mit Undenufe ×6, Slalom ×8, Gusti/Mery ×9, Wunsch ×10, Coiffeur 3×3 ×11",
        "Stöck zählen: ja (Abend: nein)"]
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert dialog.isVisible()
    assert ("Die Partie wurde mit anderen Tischregeln als jenen des Abends gespielt: mit "
            "Undenufe ×6, Slalom ×8, Gusti/Mery ×9, Wunsch ×10, Coiffeur 3×3 ×11; Stöck zählen: "
            "ja (Abend: nein). Importieren Sie sie nur, wenn das stimmt") in dialog.error.text()
    dialog.grab().save(str(tmp_path / "fix-clubfix-other-rules.png"))
    assert not german_cw.club.results(evening.id)
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Cancel))


def test_the_final_paper_result_is_refused_with_the_way_on(german_cw, qtbot, tmp_path):
    """The paper sheet's final result of all 12 rounds (12 × 157 = 1884) cannot be a
    correction of the 5 rounds played: the refusal names the window's way, *Remove result…*
    then *Type paper result…* (a trial's refusal left none), in German."""
    _evening, dialog = imported_table(german_cw, qtbot, tmp_path)
    type_into(qtbot, dialog.inputs[0]["points"], "1000")
    type_into(qtbot, dialog.inputs[1]["points"], "884")
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert dialog.isVisible()
    said = dialog.error.text()
    assert "(5 von 12 Runden gespielt)" in said and "unbeendeten Partie" in said
    assert said.endswith("In diesem Fenster: «Ergebnis entfernen…», dann «Ergebnis vom Blatt "
                         "eintippen…» mit den Zahlen des Blatts.")
    dialog.grab().save(str(tmp_path / "fix-clubeve-way-on.png"))
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Cancel))


def test_the_import_refusal_says_unfinished_and_the_rounds(german_cw, qtbot, tmp_path):
    """The import refusal in the words of its box, *Unbeendete Partien annehmen* (it said
    "Teilergebnis"), with the rounds played."""
    for name in ("Anna", "Beat", "Cla", "Dora"):
        german_cw.club.add_member(name)
    german_cw.club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1)
    german_cw.refresh()
    open_tab(qtbot, german_cw, german_cw.evenings)
    path = tmp_path / "tisch1.jass"
    broken_off(path)
    dialog = german_cw.evenings.page.import_dialog([str(path)])
    assert dialog.partial.text() == "Unbeendete Partien annehmen"
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    said = dialog.error.text()
    assert "Teilergebnis" not in said
    assert "nicht beendet (5 von 12 Runden gespielt)" in said
    assert "als unbeendete Partie" in said
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Cancel))
