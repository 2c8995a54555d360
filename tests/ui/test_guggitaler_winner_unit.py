"""The winner's sentence gives its unit with Domino too (a trial's, German): with Domino the
board and ``score`` said *"Beat gewinnt mit 75"*, without Domino *"Lukas gewinnt mit 155
Strafpunkten"*, and the sheet *"Mit 75 Punkten"*. With Domino the total is points (the
Domino's less the penalties): *"Dora gewinnt mit 90 Punkten"*, on the board and in ``score``
alike; where the form was, only that the match is over (the sheet says who won beside it)."""

from pathlib import Path

import pytest

from jasstafel.cli.main import main
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, type_

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}
SAID = {"en": "Dora wins with 90 points", "de": "Dora gewinnt mit 90 Punkten",
        "fr": "Dora gagne avec 90 points"}
OVER = {"en": "The match is over.", "de": "Die Partie ist beendet.",
        "fr": "La partie est terminée."}


def before_the_domino():
    """The example match of four with Domino, every game but its Domino written."""
    example = matchfile.load(EXAMPLES / "guggitaler.jass")
    match = new_match("guggitaler", list(example.rules.side_names),
                      settings=example.document.settings.model_dump())
    for entry in example.entries[:-1]:
        match.add(entry)
    return match


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_winner_is_said_with_points(request, qtbot, language):
    window = request.getfixturevalue(WINDOWS[language])
    _panel, board = open_match(qtbot, window, before_the_domino())
    type_(qtbot, "421")  # Dora out first, then Beat, Anna; Cla follows
    enter(qtbot)
    assert window.controller.board.finished
    assert board.sheet.state == SAID[language]
    assert window.finished_label.text() == OVER[language]


def test_score_says_the_points(capsys):
    assert main(["score", str(EXAMPLES / "guggitaler.jass"), "--lang", "de"]) == 0
    assert "Dora gewinnt mit 90 Punkten" in capsys.readouterr().out
