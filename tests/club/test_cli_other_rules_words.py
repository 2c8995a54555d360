"""club import of a match played with other table rules: the refusal says what was done
first, then why and how to accept it (a French trial read "… confirmé avec la raison (elle
est notée). (rien n'a été importé)": a bracket after the full stop, a participle hanging on
nothing)."""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club

from . import EXAMPLES

SAID = {
    "en": ("{file}: nothing was imported: the match was played with other table rules than "
           "the evening's: Rounds (fixed rounds): 12 instead of 2. Import it only if that is "
           "right, accepting its other table rules with the reason, which is logged.",
           "On the command line: --other-rules REASON"),
    "fr": ("{file} : rien n’a été importé : la partie a été jouée avec d’autres règles de la "
           "table que celles de la soirée : Donnes (nombre fixe) : 12 au lieu de 2. Ne "
           "l’importez que si c’est juste, en acceptant ses autres règles de la table avec la "
           "raison, qui est notée au journal.",
           "En ligne de commande : --other-rules RAISON"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_refusal_says_nothing_was_imported_first(db_path, capsys, language):
    with Club.open(db_path) as club:
        for name in ("Odette", "Sylvie", "Éliane", "Monique"):
            club.add_member(name)
        evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1,
                                   settings={"rounds": 2})
    played = EXAMPLES / "schieber-turnier.jass"  # 12 rounds
    code = main([f"--lang={language}", "club", "import", str(evening.id), f"{played}:1:1",
                 "--db", str(db_path)])
    _out, err = capsys.readouterr()
    error = {"en": "error: ", "fr": "erreur : "}[language]
    first, second = SAID[language]
    assert code == 2
    assert err.splitlines() == [f"jasstafel club import: {error}{first.format(file=played)}",
                                second]
