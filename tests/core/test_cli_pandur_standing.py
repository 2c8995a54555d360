"""`jasstafel score` of a Pandur over: each player's final standing, nobody "in the game".

A keyboard trial's: after the end the loser's line said "in the game yes" (he is the one
left at the table). Over, the lines say the standing as the window's board does (winner,
place 2, loser); while the match is played they say who is still in the game.
"""

import pytest

from jasstafel.cli import main
from jasstafel.core.matchfile import new_match, save

from .test_cli_findings import EXAMPLES, run

STANDING = {  # docs/examples/pandur.jass: Ruedi wins, Vreni 2nd, Margrit 3rd, Sepp loses
    # (listed in the order of the ranking, as the sheet lists it: a French trial's)
    "en": (["winner", "place 2", "place 3", "loser"], "in the game"),
    "de": (["gewonnen", "Platz 2", "Platz 3", "verloren"], "im Spiel"),
    "fr": (["victoire", "place 2", "place 3", "défaite"], "en jeu"),
}


def player_lines(out):
    return [line for line in out.splitlines() if line[:1].isdigit() and ". " in line[:4]]


@pytest.mark.parametrize("lang", sorted(STANDING))
def test_a_pandur_over_says_the_final_standing(capsys, lang):
    code, out, err = run(capsys, "score", EXAMPLES / "pandur.jass", "--lang", lang)
    assert code == 0 and err == ""
    lines = player_lines(out)
    assert len(lines) == 4, out
    standing, in_game = STANDING[lang]
    for line, said in zip(lines, standing, strict=True):
        parts = [part.strip() for part in line.split(";")]
        assert said in parts, line
        assert not [part for part in parts if part.startswith(in_game + " ")], line


def test_a_pandur_being_played_says_who_is_in_the_game(tmp_path, capsys):
    path = tmp_path / "pandur.jass"
    save(new_match("pandur", ["Anna", "Beat", "Cla", "Dora"]), path)
    assert main(["score", str(path), "--lang", "en"]) == 0
    lines = player_lines(capsys.readouterr().out)
    assert len(lines) == 4 and all("in the game yes" in line for line in lines), lines
