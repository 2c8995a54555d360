"""*Ergebnis korrigieren…* of a Schieber to 2,500 imported unfinished: the Swisslos example
broken off after 3 rounds (A 421, B 821), team A changed to 2'600 and Enter pressed. It was
taken: the limit was the whole game's (the target − 1 + the most a round writes), though a
team at the target would have ended the game, and it was not ended (RULES.md section 1). The
refusal says so in German with the rounds played, the typing is kept, the club unchanged."""

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.ui.club.results import PaperResultDialog

from .club_steps import click_table, open_club_window, open_tab, type_into

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


def test_the_correction_is_checked_against_the_rounds_played(german_window, club_path, dialogs,
                                                             qtbot, tmp_path):
    cw = open_club_window(german_window, dialogs)
    for name in ("Anna", "Beat", "Cla", "Dora"):
        cw.club.add_member(name)
    evening = cw.club.new_evening("2026-12-03", "schieber", preset="swisslos_2500", passen=1)
    data = json.loads((EXAMPLES / "schieber-swisslos-2500.jass").read_text("utf-8"))
    data["entries"] = data["entries"][:3]
    path = tmp_path / "tisch1.jass"
    matchfile.save(matchfile.loads(json.dumps(data)), path)
    cw.refresh()
    page = cw.evenings.page
    open_tab(qtbot, cw, cw.evenings)
    dialog = page.import_dialog([str(path)])
    dialog.partial.setFocus()
    qtbot.keyClick(dialog.partial, Qt.Key.Key_Space)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    before = cw.club.results(evening.id)
    click_table(qtbot, page, 1, 1)
    qtbot.mouseClick(page.correct_button, Qt.MouseButton.LeftButton)
    correct = QApplication.activeModalWidget()
    assert isinstance(correct, PaperResultDialog)
    type_into(qtbot, correct.inputs[0]["points"], "2600")
    qtbot.keyClick(correct.inputs[0]["points"], Qt.Key.Key_Return)  # Enter in the field
    assert correct.isVisible()
    said = " ".join(correct.error.text().split())
    assert "(3 Runden gespielt)" in said
    assert "ein Schieber auf 2'500, nach 3 Runden abgebrochen" in said
    assert correct.inputs[0]["points"].text() == "2600"
    correct.grab().save(str(tmp_path / "fix-limits-x.png"))
    assert cw.club.results(evening.id) == before
    # the highest a team can have without ending the game is taken
    type_into(qtbot, correct.inputs[0]["points"], "2499")
    qtbot.keyClick(correct.inputs[0]["points"], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not correct.isVisible())
    assert {r.points for r in cw.club.results(evening.id)} == {2499, 821}
