"""A key given twice in one JSON object is refused, naming the key and where it is (a trial's
hand-edited `"first": 0, "first": 1` was "all valid" and played with first = 1: another
dealer). The club's `--set KEY=VALUE`: tests/club/test_duplicate_keys.py; the live server's
requests: tests/live/test_server.py."""

import hashlib
import json
from pathlib import Path

import pytest

from jasstafel.cli import main
from jasstafel.core import matchfile
from jasstafel.core.errors import MatchFileError
from jasstafel.i18n import render

ROOT = Path(__file__).parents[2]
FREIER = ROOT / "docs" / "examples" / "schieber-freier-jass.jass"


def _twice(text: str, once: str, twice: str) -> str:
    assert text.count(once) == 1
    return text.replace(once, twice)


@pytest.fixture
def freier() -> str:
    return FREIER.read_text(encoding="utf-8")


@pytest.mark.parametrize("once, twice, said", [
    ('"first": 0', '"first": 0, "first": 1',
     "invalid match file: the key 'first' is given twice"),
    ('"target": 4500', '"target": 4500, "target": 1000',
     "invalid match file: Table settings: the key 'target' is given twice (settings in the "
     "file)"),
    ('"title": "Donnschtig-Jass"', '"title": "Donnschtig-Jass", "title": "x"',
     "invalid match file: Match details: the key 'title' is given twice (info in the file)"),
])
def test_a_key_given_twice_is_refused_with_its_place(freier, once, twice, said):
    with pytest.raises(MatchFileError) as refused:
        matchfile.loads(_twice(freier, once, twice))
    assert render(refused.value) == said


def test_a_key_twice_in_an_entry_names_the_entry(freier):
    data = json.loads(freier)
    first = json.dumps(data["entries"][0])
    text = json.dumps({**data, "entries": ["PLACEHOLDER"]}).replace(
        '"PLACEHOLDER"', first.replace('"geschoben": false', '"geschoben": false, '
                                       '"geschoben": true'))
    with pytest.raises(MatchFileError) as refused:
        matchfile.loads(text)
    assert render(refused.value) == ("invalid match file: Entry 1: the key 'geschoben' is "
                                     "given twice (entries[0] in the file)")


def test_a_key_twice_in_a_list_of_objects_deep_down(freier):
    text = _twice(freier, '"name": "Team B"', '"name": "Team B", "name": "Team C"')
    with pytest.raises(MatchFileError) as refused:
        matchfile.loads(text)
    assert render(refused.value) == ("invalid match file: Team 2: the key 'name' is given twice "
                                     "(teams[1] in the file)")


def test_the_same_key_in_different_objects_is_fine(freier):
    assert len(matchfile.loads(freier).entries) == 10  # "points" in every entry


@pytest.mark.parametrize("command", [["check"], ["score"], ["score", "--json"]])
def test_the_command_line_refuses_it_in_the_language_and_leaves_the_file(tmp_path, capsys,
                                                                          freier, command):
    path = tmp_path / "dup.jass"
    path.write_text(_twice(freier, '"first": 0', '"first": 0, "first": 1'), encoding="utf-8")
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    code = main(["--lang", "de", *command, str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err == (f"jasstafel {command[0]}: Fehler: {path}: ungültige Partiedatei: der "
                   "Schlüssel «first» kommt zweimal vor\n")  # the file named, as an entry's
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_french_names_the_key_too(tmp_path, capsys, freier):
    path = tmp_path / "dup.jass"
    path.write_text(_twice(freier, '"target": 4500', '"target": 4500, "target": 1000'),
                    encoding="utf-8")
    assert main(["--lang", "fr", "check", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"jasstafel check: erreur : {path} : fichier de partie invalide : Règles de la table : "
        "la clé « target » figure deux fois (settings dans le fichier)\n")

