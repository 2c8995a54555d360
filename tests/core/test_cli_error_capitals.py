"""One rule for the first letter of a refusal on the command line (docs/translating.md): a
line is made of parts joined by colons, as Unix tools write it, and after "error:" English
and French go on small, as after "entry 3:" already; German keeps the capital of a whole
sentence after a colon (Duden). A trial found "error: The first seat must be …" and "erreur :
La première place doit …" beside "inscription 1 : les points de cartes …"."""

import json
from pathlib import Path

import pytest

from jasstafel.cli import main

FREIER = Path(__file__).parents[2] / "docs" / "examples" / "schieber-freier-jass.jass"


@pytest.fixture
def first_bad(tmp_path):
    data = json.loads(FREIER.read_text("utf-8"))
    data["first"] = 7
    path = tmp_path / "first_bad.jass"
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize("lang, said", [
    ("en", "jasstafel score: error: {0}: the first seat must be one of the 4 players"),
    ("fr", "jasstafel score: erreur : {0} : la première place doit être un des 4 joueurs"),
    ("de", "jasstafel score: Fehler: {0}: Der erste Platz muss einer der 4 Spieler sein"),
])
def test_a_rule_after_error_follows_the_colon_rule(first_bad, capsys, lang, said):
    """The file named as an entry's refusal names it (a trial with files)."""
    assert main(["score", str(first_bad), "--lang", lang]) == 2
    assert capsys.readouterr().err == said.format(first_bad) + "\n"


@pytest.mark.parametrize("lang, said", [
    ("en", "first_bad.jass: entry 1: card points must be between 0 and 157"),
    ("fr", "first_bad.jass : inscription 1 : les points de cartes doivent être entre 0 et 157"),
    ("de", "first_bad.jass: Eintrag 1: Die Kartenpunkte müssen zwischen 0 und 157"),
])
def test_an_entry_refusal_follows_the_same_rule(tmp_path, capsys, lang, said):
    data = json.loads(FREIER.read_text("utf-8"))
    data["entries"][0]["points"] = [200, 0]
    path = tmp_path / "first_bad.jass"
    path.write_text(json.dumps(data), "utf-8")
    assert main(["check", str(path), "--lang", lang]) == 1
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1, err


@pytest.mark.parametrize("lang, said", [
    ("en", ("Weis of 30 is impossible", "card points must be between 0 and 157, not 200")),
    ("fr", ("des annonces de 30 sont impossibles", "les points de cartes doivent être")),
    ("de", ("Ein Weis von 30 ist unmöglich", "Die Kartenpunkte müssen")),
])
def test_after_a_colon_a_jass_word_keeps_its_capital(lang, said):
    """i18n.after_colon: small, but for the words of KEEPS_CAPITAL (Weis in English)."""
    from jasstafel import i18n
    from jasstafel.core.cards import check_card_points, check_weis
    from jasstafel.core.errors import RuleViolation

    refusals = []
    for check, value in ((check_weis, 30), (check_card_points, 200)):
        with pytest.raises(RuleViolation) as refused:
            check(value)
        refusals.append(refused.value)
    previous = i18n.language()
    i18n.use(lang)
    try:
        weis, points = (i18n.after_colon(r) for r in refusals)
    finally:
        i18n.use(previous)
    assert weis.startswith(said[0]) and points.startswith(said[1]), (weis, points)
