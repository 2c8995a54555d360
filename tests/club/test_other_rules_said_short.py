"""A refusal of a match played with other table rules than the evening's names only what
differs, short, in the words the evening's description uses ("mit Undenufe ×6, …"): a
Coiffeur of the Jassverein's 11 rows imported into an evening cut to 6 rows without Stöck
was refused with one clause a row, "Rows, row 6: Undenufe ×6, no trump (evening: Misère ×7,
Misère); Rows, row 7: Misère ×7, Misère (evening: no row); …", six row-long clauses where a
person names the rows the match had more in one clause (docs/club.md, "From the app").
The command line in English, German and French; a correction's refusal of a table imported
so says it alike."""

import json

import pytest

from jasstafel.cli import main
from jasstafel.club import ClubInputError, PaperResult
from jasstafel.core import find_variant, matchfile

from . import EXAMPLES, add_members

NAMES = ["Anna", "Beat", "Cla", "Dora"]
#: the Jassverein preset without Undenufe, Slalom, Gusti/Mery, Wunsch and Coiffeur 3×3
KEPT = (1, 2, 3, 4, 5, 7)
SAID = {
    "en": "the match was played with other table rules than the evening's: with Undenufe ×6, "
          "Slalom ×8, Gusti/Mery ×9, Wunsch ×10, Coiffeur 3×3 ×11; Stöck count: yes (evening: "
          "no). Import it only if that is right, accepting its other table rules with the "
          "reason, which is logged.",
    "de": "die Partie wurde mit anderen Tischregeln als jenen des Abends gespielt: mit Undenufe "
          "×6, Slalom ×8, Gusti/Mery ×9, Wunsch ×10, Coiffeur 3×3 ×11; Stöck zählen: ja (Abend: "
          "nein). Importieren Sie sie nur, wenn das stimmt, und nehmen Sie ihre anderen "
          "Tischregeln mit dem Grund an; er wird protokolliert.",
    "fr": "la partie a été jouée avec d’autres règles de la table que celles de la soirée\u00a0: "
          "avec Undenufe ×6, Zig-zag ×8, Gusti/Mery ×9, Souhait ×10, Coiffeur 3×3 ×11\u00a0; Le "
          "stöck compte\u00a0: oui (soirée\u00a0: non). Ne l’importez que si c’est juste, en "
          "acceptant ses autres règles de la table avec la raison, qui est notée au journal.",
}


def cut_rows():
    rows = find_variant("coiffeur").PRESETS["jassverein"].model_dump(mode="json")["rows"]
    return [row for row in rows if row["factor"] in KEPT]


@pytest.fixture
def evening(club):
    add_members(club, NAMES)
    return club.new_evening("2026-11-26", "coiffeur", preset="jassverein", passen=1,
                            settings={"rows": cut_rows(), "stoeck": False})


def run(args, capsys):
    try:
        code = main(args)
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_import_refusal_names_only_what_differs(club, evening, db_path, capsys,
                                                   language):
    match = EXAMPLES / "coiffeur-jassverein.jass"
    code, _out, err = run([f"--lang={language}", "club", "import", str(evening.id),
                           f"{match}:1:1", "--db", str(db_path)], capsys)
    assert code == 2
    first = err.splitlines()[0]
    # a terminal gets the French marks' glue as plain spaces (jasstafel/cli/main.py)
    assert SAID[language].replace("\u00a0", " ") in first, first
    assert not club.results(evening.id)


def test_a_correction_refusal_names_only_what_differs(club, evening):
    ids = {m.name: m.id for m in club.members()}
    club.record_match(evening.id, 1, 1, matchfile.load(EXAMPLES / "coiffeur-jassverein.jass"),
                      other_rules="Tisch 1 spielte alle Zeilen")
    with pytest.raises(ClubInputError) as refused:
        club.correct_result(evening.id, 1, 1, [PaperResult(ids["Anna"], 20000),
                                               PaperResult(ids["Cla"], 20000)])
    assert str(refused.value).startswith(
        "Passe 1, table 1 was played with other table rules than the evening's (with Undenufe "
        "×6, Slalom ×8, Gusti/Mery ×9, Wunsch ×10, Coiffeur 3×3 ×11; Stöck count: yes (evening: "
        "no)), and a correction is checked against the rules it was played with: "
    ), str(refused.value)


def test_a_factor_and_a_number_say_the_evenings_value_after_instead_of(club):
    add_members(club, NAMES)
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 8})
    data = json.loads((EXAMPLES / "schieber-turnier.jass").read_text("utf-8"))
    data["settings"]["factors"]["schellen"] = 3
    with pytest.raises(ClubInputError) as refused:
        club.record_match(evening.id, 1, 1, matchfile.loads(json.dumps(data)))
    assert str(refused.value).startswith(
        "the match was played with other table rules than the evening's: Factors: Bells ×3 "
        "instead of ×1; Rounds (fixed rounds): 12 instead of 8. "), str(refused.value)
