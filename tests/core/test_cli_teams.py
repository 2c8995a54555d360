"""The teams of a match file on the command line.

A club programmer's trial with the command line and match files found two gaps: a hand-edited
file with a team of no players (`"players": []`) was read, scored and checked as valid; and
`jasstafel new punktetafel …` could only make boards each for themselves, while the window's
New match dialog makes a Punktetafel of teams (its *Teams* row).
"""

import json
import os
from pathlib import Path

import pytest

from jasstafel.cli import main

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def dorfjass_with_an_empty_team(tmp_path):
    """docs/examples/punktetafel.jass (Oberdorf and Unterdorf, three each) with Unterdorf's
    three moved to Oberdorf, Unterdorf left with `"players": []`."""
    data = json.loads((EXAMPLES / "punktetafel.jass").read_text(encoding="utf-8"))
    data["teams"][0]["players"] = [0, 1, 2, 3, 4, 5]
    data["teams"][1]["players"] = []
    data["entries"] = []  # the rounds were typed for two teams: the setup alone is tried
    path = tmp_path / "dorfjass.jass"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


# -- a team with no players in a file ------------------------------------------------------


@pytest.mark.parametrize("command", ["check", "score"])
def test_a_file_with_a_team_of_no_players_is_refused_naming_the_team(tmp_path, capsys,
                                                                      command):
    path = dorfjass_with_an_empty_team(tmp_path)
    before = path.read_bytes()
    code, out, err = run(capsys, command, path)
    assert (code, out) == (2, "")
    assert err == (f"jasstafel {command}: error: {path}: the team 'Unterdorf' has no players; "
                   "every team needs one player or more\n")
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["dorfjass.jass"]


@pytest.mark.parametrize("lang, said", [
    ("de", "Fehler: {0}: Das Team 'Unterdorf' hat keine Spieler; jedes Team braucht einen "
           "Spieler oder mehr"),
    ("fr", "erreur : {0} : l’équipe 'Unterdorf' n’a aucun joueur ; chaque équipe a besoin "
           "d’au moins un joueur"),
])
def test_the_team_of_no_players_is_said_in_the_language(tmp_path, capsys, lang, said):
    path = dorfjass_with_an_empty_team(tmp_path)
    code, _, err = run(capsys, "check", path, "--lang", lang)
    assert code == 2 and err == f"jasstafel check: {said.format(path)}\n"
