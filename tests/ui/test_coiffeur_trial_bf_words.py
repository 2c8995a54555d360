"""Two Coiffeur findings of a German mouse trial (Monika), through the real window.

- With a Matchbonus, "Schilten ×3, Match 257 ×3 + 50 + Stöck → 881" read as 841; the cell
  is (257 + 20) × 3 + 50 = 881, and the words now say it in that order (RULES.md §2).
- A click on the other team's filled cell ("Rosen 440") said in red "Rosen schon gespielt
  …" while the form stood ready to write the own team's Rosen: nothing was refused, so it
  is said in grey, and the form keeps its team and row.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, open_match, settle, type_text

PLAYERS = ["Monika", "Urs", "Vreni", "Hansjörg"]

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def click_cell(qtbot, grid, row, team):
    rect = grid.visualItemRect(grid.item(row, 1 + team))
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_match_with_stoeck_and_the_bonus_is_said_in_the_order_it_counts(german_window,
                                                                           qtbot, tmp_path):
    window = german_window
    window.resize(1024, 600)
    m = new_match("coiffeur", PLAYERS, preset="jassverein")
    m.change_rules(matchfile.with_settings(
        m, {**m.document.settings.model_dump(), "match_bonus": 50}))
    panel, _board = open_match(qtbot, window, m)
    click_cell(qtbot, window.board_widget.grid, 2, 0)  # Schilten ×3, Team A (Monika & Vreni)
    ctrl(qtbot, "m")
    ctrl(qtbot, "t")  # with Stöck
    preview = panel.preview_line.text()
    settle()
    window.grab().save(str(tmp_path / "fix-previewwords-coiffeur-bonus-preview.png"))
    enter(qtbot)
    history = window.findChild(QListWidget, "history")
    said = history.item(history.count() - 1).text()
    assert said == "1. Team A: Schilten ×3, (Match 257 + Stöck 20) ×3 + 50 → 881"
    assert preview.endswith("(Match 257 + Stöck 20) ×3 + 50 → 881")
    assert window.controller.board.figures["rows"][2]["cells"][0] == 881
    # without Stöck the bonus after the factor, as the sheet says it
    click_cell(qtbot, window.board_widget.grid, 0, 1)  # Eichel ×1, Team B
    ctrl(qtbot, "m")
    enter(qtbot)
    assert history.item(history.count() - 1).text() == (
        "2. Team B: Eicheln ×1, Match 257 ×1 + 50 → 307")
    settle()
    window.grab().save(str(tmp_path / "fix-previewwords-coiffeur-bonus-history.png"))


def test_a_click_on_the_other_teams_filled_cell_is_no_refusal(german_window, qtbot, tmp_path):
    window = german_window
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS,
                                                        preset="jassverein"))
    grid = window.board_widget.grid
    click_cell(qtbot, grid, 3, 1)  # Urs & Hansjörg, Rosen ×4
    type_text(qtbot, "110")
    enter(qtbot)
    assert window.controller.board.figures["rows"][3]["cells"][1] == 440
    team, row = panel.team.currentIndex(), panel.row.currentData()
    click_cell(qtbot, grid, 3, 1)  # their Rosen 440: the form stays on its open row
    settle()
    window.grab().save(str(tmp_path / "fix-previewwords-coiffeur-filled-click.png"))
    assert panel.error_text() == ""  # nothing refused: no red
    hint = panel.preview_line
    assert hint.kind == "hint"
    assert hint.text().startswith("Rosen schon gespielt von Team B (440). Ändern: "
                                  "Eintrag 1 ist im Verlauf gewählt")
    assert (panel.team.currentIndex(), panel.row.currentData()) == (team, row)
    type_text(qtbot, "100")  # the form writes its own team's row, as before the click
    enter(qtbot)
    assert len(window.controller.match.entries) == 2
    assert window.controller.match.entries[1].team == team
