"""Ctrl+Z in a correction right after a match is opened (a French trial's): the window said
"Rien à annuler : Annuler ne remonte que jusqu'à l'ouverture de la partie", as if the match
were all there was, and not the correction's own words (the entry being corrected, and Esc
to leave it), which the same key said once a round had been written since the opening."""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

from .keyboard import click, focus, open_file, settle, shortcut
from .test_undo_guard import REDO_CORRECTING, UNDO_CORRECTING, click_row

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]

SAID = {
    "fr": ("Annuler ne reprend une inscription que lorsque rien n’est tapé dans le "
           "formulaire\u00a0: l’inscription 2 est en cours de correction. Enregistrez d’abord la "
           "correction (Enregistrer la correction ou Entrée) ou quittez-la (Annuler la "
           "correction ou Échap)."),
    "en": UNDO_CORRECTING.format(2),
}


def three_rounds_opened(qtbot, window, tmp_path):
    """A Schieber of three rounds saved and opened from its file: nothing to undo yet."""
    match = new_match("schieber", PLAYERS)
    for _ in range(3):
        seat = match.board().announcer
        match.add(SchieberRound(contract="rosen", announced_by=seat % 2, points=[77, 80]))
    panel, _board = open_file(qtbot, window, tmp_path / "abend.jass", match)
    assert not window.undo_action.isEnabled()  # Undo reaches back to the opening only
    return panel


@pytest.mark.parametrize("language", ["fr", "en"])
def test_ctrl_z_in_a_correction_right_after_opening_names_the_correction(
        request, qtbot, tmp_path, language):
    window = request.getfixturevalue({"fr": "french_window", "en": "window"}[language])
    panel = three_rounds_opened(qtbot, window, tmp_path)
    entries = window.controller.match.entries
    click_row(qtbot, window, 1)
    click(qtbot, window.history.correct_button)  # Korrigieren… on round 2
    assert panel.correcting == 1
    field = focus()
    window.statusBar().clearMessage()
    shortcut(qtbot, "Ctrl+Z")
    settle()
    assert panel.error_text() == SAID[language]
    assert window.statusBar().currentMessage() == ""  # not "Nothing to undo: …"
    assert window.controller.match.entries == entries
    assert panel.correcting == 1 and focus() is field


def test_ctrl_shift_z_in_a_correction_right_after_opening_names_the_correction(
        window, qtbot, tmp_path):
    panel = three_rounds_opened(qtbot, window, tmp_path)
    click_row(qtbot, window, 1)
    click(qtbot, window.history.correct_button)
    window.statusBar().clearMessage()
    shortcut(qtbot, "Ctrl+Shift+Z")
    settle()
    assert panel.error_text() == REDO_CORRECTING.format(2)
    assert window.statusBar().currentMessage() == ""
