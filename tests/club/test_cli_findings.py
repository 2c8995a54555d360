"""The club's command line in the language: a new user's trial found English inside German
and French (club import's refusals of a match file, the other table rules)."""

from pathlib import Path

import pytest

from jasstafel.cli import main

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


# -- 3. club import says why a match file is refused in the language -----------------------


@pytest.fixture
def club_db(tmp_path, capsys):
    db = tmp_path / "c.sqlite"
    assert main(["club", "--db", str(db), "evening", "new", "2026-11-26", "schieber"]) == 0
    capsys.readouterr()
    return db


def test_club_import_says_a_refused_match_file_in_the_language(tmp_path, capsys, club_db):
    broken = tmp_path / "broken.jass"
    broken.write_text('{\n "format": "jasstafel-match",\n')
    folder = tmp_path / "d.jass"
    folder.mkdir()
    said = []
    for lang, name in [("de", tmp_path / "nofile.jass"), ("de", broken), ("fr", broken),
                       ("de", folder)]:
        code, out, err = run(capsys, "--lang", lang, "club", "import", "--db", club_db, "1",
                             name)
        assert code == 2 and out == "" and len(err.splitlines()) == 1
        said.append(err)
    assert "kann nicht gelesen werden: Datei oder Ordner nicht gefunden" in said[0]
    assert "keine Jasstafel-Partiedatei: kein JSON (Zeile 3, Spalte 1)" in said[1]
    assert "pas un fichier de partie Jasstafel : pas du JSON (ligne 3, colonne 1)" in said[2]
    assert "ist ein Ordner, keine Partiedatei" in said[3]
    assert not any("cannot" in s or "not JSON" in s or "is a folder" in s for s in said)


# -- a club programmer's trial: an unknown variant is said with the known ones, as `new` says it


KNOWN = ("schieber, coiffeur, molotow, handjass, fahnder, pandur, differenzler, punktetafel, "
         "guggitaler")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_an_unknown_variant_is_said_as_new_says_it(tmp_path, capsys, lang):
    """`club evening new 2026-11-26 jodel` said "unknown variant 'jodel'", where `new jodel`
    lists the known ones: the same sentence now, in every language."""
    db = tmp_path / "c.sqlite"
    code, out, club_said = run(capsys, "club", "evening", "new", "2026-11-26", "jodel",
                               "--db", db, "--lang", lang)
    assert (code, out) == (2, "") and not db.exists()
    code, out, new_said = run(capsys, "new", "jodel", "Anna", "Beat", "-o",
                              tmp_path / "m.jass", "--lang", lang)
    assert (code, out) == (2, "")
    assert club_said.startswith("jasstafel club evening new: ")
    assert new_said.startswith("jasstafel new: ")
    assert club_said.partition(": ")[2] == new_said.partition(": ")[2]
    assert KNOWN in club_said


def test_an_unknown_variant_of_an_evening_corrected(club_db, capsys):
    code, out, err = run(capsys, "club", "evening", "edit", "1", "--variant", "jodel",
                         "--db", club_db, "--lang", "en")
    assert (code, out) == (2, "")
    assert err == ("jasstafel club evening edit: error: unknown variant 'jodel' (known: "
                   f"{KNOWN})\n")
