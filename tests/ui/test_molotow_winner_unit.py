"""The Molotow's winner is said with the unit (a trial's): the board and the status said
*"Dora gewinnt mit 194"* where every other variant says *"mit 194 Punkten"* and the sheet
*"Mit 194 Punkten"*. The fewest points win (RULES.md §3), and the winner's total is said
as it is, in points: on the board and in ``score`` alike, also after a tie decided by
drawing a card; where the form was, only that the match is over (the board says who won)."""

from pathlib import Path

import pytest

from jasstafel.cli.main import main
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import open_match, shortcut

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}
SAID = {"en": "Dora wins with 194 points", "de": "Sieger: Dora mit 194 Punkten",
        "fr": "Dora gagne avec 194 points"}
OVER = {"en": "The match is over.", "de": "Die Partie ist beendet.",
        "fr": "La partie est terminée."}


def before_the_draw():
    """docs/examples/molotow-hausjass.jass, every entry but its last, the card draw of the
    three tied on 281 (Dora has won with 194 once they have drawn)."""
    example = matchfile.load(EXAMPLES / "molotow-hausjass.jass")
    match = new_match("molotow", list(example.rules.side_names),
                      settings=example.document.settings.model_dump())
    for entry in example.entries[:-1]:
        match.add(entry)
    return match


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_winner_is_said_with_points(request, qtbot, language):
    window = request.getfixturevalue(WINDOWS[language])
    _panel, board = open_match(qtbot, window, before_the_draw())
    shortcut(qtbot, "Ctrl+3")  # Cla drew the highest card, then Anna: Beat last
    shortcut(qtbot, "Ctrl+1")
    assert window.controller.board.finished and window.controller.board.winners == [3]
    assert board.data.footer == SAID[language]
    assert window.finished_label.text() == OVER[language]


def test_a_winner_by_the_card_drawn_is_said_with_points(window, qtbot, tmp_path):
    """docs/examples/molotow.jass: Anna and Cla tied on 265, Anna drew the higher card."""
    path = tmp_path / "molotow.jass"
    matchfile.save(matchfile.load(EXAMPLES / "molotow.jass"), path)
    window.open_file(path)  # as File → Open: a finished match, no form to wait for
    qtbot.waitUntil(lambda: window.finished_label.isVisible())
    assert window.board_widget.data.footer.startswith("Anna wins with 265 points (drew ")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Dora wins with 194 points"), ("de", "Sieger: Dora mit 194 Punkten"),
    ("fr", "Dora gagne avec 194 points")])
def test_score_says_the_points(capsys, lang, said):
    assert main(["score", str(EXAMPLES / "molotow-hausjass.jass"), "--lang", lang]) == 0
    assert said in capsys.readouterr().out


def test_score_says_the_points_after_a_card_drawn(capsys):
    assert main(["score", str(EXAMPLES / "molotow.jass"), "--lang", "de"]) == 0
    assert "Sieger: Anna mit 265 Punkten (zog die höhere Karte)" in capsys.readouterr().out
