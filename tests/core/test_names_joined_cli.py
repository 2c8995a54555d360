"""The Molotow draw's refusals name the players as a sentence does ("Anna und Carla"), in
the command line's language as in the window: they said "Anna, Carla do not have the same
total"."""

import json

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound

SAID = {
    "de": "Eintrag 2: Nur wer gleichsteht, zieht eine Karte: Anna und Carla haben nicht das "
          "gleiche Total",
    "fr": "inscription 2 : seuls les joueurs à égalité tirent une carte : Anna et Carla n’ont pas "
          "le même total",
    "en": "entry 2: only tied players draw a card: Anna and Carla do not have the same total",
}


@pytest.mark.parametrize("language", ["de", "fr", "en"])
def test_a_draw_of_players_not_tied_names_them_with_and(tmp_path, capsys, language):
    # one round: Anna 50, Beat 50, Carla 57; Anna and Carla are not tied, yet they draw
    match = new_match("molotow", ["Anna", "Beat", "Carla"], settings={"rounds": 1})
    match.add(MolotowRound(points=[50, 50, 57]))
    path = tmp_path / "molotow.jass"
    matchfile.save(match, path)
    data = json.loads(path.read_text("utf-8"))
    data["entries"].append({"type": "draw", "order": [0, 2], "cards": []})
    path.write_text(json.dumps(data), "utf-8")
    assert main(["--lang", language, "check", str(path)]) == 1
    assert SAID[language] in capsys.readouterr().err
