"""*Ergebnis korrigieren…* of a Coiffeur table imported unfinished (a German secretary's trial):
the Jassverein Coiffeur broken off after 5 of its 11 rows per team (A ×1 to ×5: 2'043, B ×11
down to ×7: 5'433), team A changed to 9'000 and Enter pressed: it was taken without a word
(the limit was the 11 rows' 17'582) and the member went from 4th to 1st. Team A's 5 rows
write at most 4'055; the refusal says so in German, the typing is kept, the club unchanged.
The tables list says how far the table got, "nicht beendet: 5 von 11 Zeilen je Team"."""

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.ui.club.results import PaperResultDialog

from .club_steps import click_table, open_club_window, open_tab, type_into

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


def test_the_correction_is_checked_against_the_rows_played(german_window, club_path, dialogs,
                                                           qtbot, tmp_path):
    cw = open_club_window(german_window, dialogs)
    for name in ("Anna", "Beat", "Cla", "Dora"):
        cw.club.add_member(name)
    evening = cw.club.new_evening("2026-12-03", "coiffeur", preset="jassverein", passen=1)
    data = json.loads((EXAMPLES / "coiffeur-jassverein.jass").read_text("utf-8"))
    data["entries"] = data["entries"][:10]
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
    assert "nicht beendet: 5 von 11 Zeilen je Team" in " ".join(page.table_text(1, 1))
    before = cw.club.results(evening.id)
    click_table(qtbot, page, 1, 1)
    qtbot.mouseClick(page.correct_button, Qt.MouseButton.LeftButton)
    correct = QApplication.activeModalWidget()
    assert isinstance(correct, PaperResultDialog)
    type_into(qtbot, correct.inputs[0]["points"], "9000")
    qtbot.keyClick(correct.inputs[0]["points"], Qt.Key.Key_Return)  # Enter in the field
    assert correct.isVisible()
    said = correct.error.text()
    assert "(5 von 11 Zeilen je Team gespielt)" in said
    assert "höchstens 4'055: 5 von 11 Zeilen gespielt (×1, ×2, ×3, ×4, ×5)" in said
    assert correct.inputs[0]["points"].text() == "9000"
    correct.grab().save(str(tmp_path / "fix-coiffunfin-x.png"))
    assert cw.club.results(evening.id) == before
    qtbot.mouseClick(correct.buttons.button(correct.buttons.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
