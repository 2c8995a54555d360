"""A match file's problems are said in the app's own words, in every language, at the file's
own places (said in words, with the file's own keys after them: tests/ui/test_file_places.py).

A trial with hostile files: ``"note": "hi"`` added to a Schieber round, and ``jasstafel check``
and File → Open said "invalid match file: entries.0.round.note: Extra inputs are not
permitted" in English (pydantic's sentence; German and French had the catalog's own), at a
place the file does not have (``round`` is the model's name for the entry's type, not a key
of the file). Every kind of problem pydantic finds in a match file is said here, as
``jasstafel check`` says it (through its main()) in English, German and French, and once
through File → Open: never a library sentence, never the model's tag in the place.
"""

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from jasstafel import i18n
from jasstafel.cli import main

from .real_dialogs import real_dialogs_fixture  # noqa: F401

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
SCHIEBER, COIFFEUR = "schieber-swisslos-2500.jass", "coiffeur-jassverein.jass"


def entry(doc):
    return doc["entries"][0]


CONTRACTS = "'eicheln', 'rosen', 'schilten', 'schellen', 'obenabe', 'undenufe', 'slalom'"
#: the same values quoted as German and French quote («eicheln», « eicheln »)
CONTRACTS_DE = ", ".join(f"«{c.strip(chr(39))}»" for c in CONTRACTS.split(", "))
CONTRACTS_FR = ", ".join(f"« {c.strip(chr(39))} »" for c in CONTRACTS.split(", "))
#: the change, and what is said (after "invalid match file: ") in English, German, French
CASES = {
    "unknown field": (SCHIEBER, lambda d: entry(d).update(note="hi"), (
        "Entry 1 · note: there is no such field in a match file (entries[0].note in the file)",
        "Eintrag 1 · note: dieses Feld gibt es in einer Partiedatei nicht "
        "(entries[0].note in der Datei)",
        "Inscription 1 · note : ce champ n’existe pas dans un fichier de partie "
        "(entries[0].note dans le fichier)")),
    "unknown setting": (SCHIEBER, lambda d: d["settings"].update(zzz=1), (
        "Table settings · zzz: there is no such field in a match file "
        "(settings.zzz in the file)",
        "Tischregeln · zzz: dieses Feld gibt es in einer Partiedatei nicht "
        "(settings.zzz in der Datei)",
        "Règles de la table · zzz : ce champ n’existe pas dans un fichier de partie "
        "(settings.zzz dans le fichier)")),
    "missing field": (SCHIEBER, lambda d: entry(d).pop("points"), (
        "Entry 1 · Card points: the field is missing (entries[0].points in the file)",
        "Eintrag 1 · Kartenpunkte: das Feld fehlt (entries[0].points in der Datei)",
        "Inscription 1 · Points de cartes : le champ manque "
        "(entries[0].points dans le fichier)")),
    "not a whole number": (SCHIEBER, lambda d: entry(d)["points"].__setitem__(0, "x"), (
        "Entry 1 · Card points · No. 1: expected a whole number "
        "(entries[0].points[0] in the file)",
        "Eintrag 1 · Kartenpunkte · Nr. 1: erwartet eine ganze Zahl "
        "(entries[0].points[0] in der Datei)",
        "Inscription 1 · Points de cartes · N° 1 : un nombre entier attendu "
        "(entries[0].points[0] dans le fichier)")),
    "not true or false": (SCHIEBER, lambda d: entry(d).update(match=1), (
        "Entry 1 · Match: expected true or false (entries[0].match in the file)",
        "Eintrag 1 · Match: erwartet true oder false (entries[0].match in der Datei)",
        "Inscription 1 · Match : true ou false attendu (entries[0].match dans le fichier)")),
    "not a text": (SCHIEBER, lambda d: d["info"].update(title=5), (
        "Title: expected a text (info.title in the file)",
        "Titel: erwartet einen Text (info.title in der Datei)",
        "Titre : un texte attendu (info.title dans le fichier)")),
    "not a list": (SCHIEBER, lambda d: d.update(entries=3), (
        "Entries: expected a list ([…]) (entries in the file)",
        "Einträge: erwartet eine Liste ([…]) (entries in der Datei)",
        "Inscriptions : une liste ([…]) attendue (entries dans le fichier)")),
    "not an object": (SCHIEBER, lambda d: d["entries"].__setitem__(0, 3), (
        "Entry 1: expected a JSON object (entries[0] in the file)",
        "Eintrag 1: erwartet ein JSON-Objekt (entries[0] in der Datei)",
        "Inscription 1 : un objet JSON attendu (entries[0] dans le fichier)")),
    "too large": (SCHIEBER, lambda d: entry(d).update(announced_by=7), (
        "Entry 1 · Announced by: expected at most 1 (entries[0].announced_by in the file)",
        "Eintrag 1 · Angesagt von: erwartet höchstens 1 (entries[0].announced_by in der "
        "Datei)",
        "Inscription 1 · Atout fait par : au plus 1 attendu "
        "(entries[0].announced_by dans le fichier)")),
    "no time zone": (SCHIEBER, lambda d: entry(d).update(written_at="2026-01-01T10:00:00"), (
        "Entry 1 · Written at: expected the time zone (e.g. +01:00) "
        "(entries[0].written_at in the file)",
        "Eintrag 1 · Geschrieben um: erwartet die Zeitzone (z. B. +01:00) "
        "(entries[0].written_at in der Datei)",
        "Inscription 1 · Inscrit à : le fuseau horaire attendu (p. ex. +01:00) "
        "(entries[0].written_at dans le fichier)")),
    "not a time": (SCHIEBER, lambda d: entry(d).update(written_at=5), (
        "Entry 1 · Written at: expected a date and time (ISO 8601) "
        "(entries[0].written_at in the file)",
        "Eintrag 1 · Geschrieben um: erwartet Datum und Uhrzeit (ISO 8601) "
        "(entries[0].written_at in der Datei)",
        "Inscription 1 · Inscrit à : une date et une heure (ISO 8601) attendues "
        "(entries[0].written_at dans le fichier)")),
    "not among the values": (SCHIEBER, lambda d: entry(d).update(contract="kreuz"), (
        f"Entry 1 · Contract: expected one of {CONTRACTS} (entries[0].contract in the file)",
        f"Eintrag 1 · Trumpf: erwartet eines von {CONTRACTS_DE} "
        "(entries[0].contract in der Datei)",
        f"Inscription 1 · Atout : une valeur parmi {CONTRACTS_FR} attendue "
        "(entries[0].contract dans le fichier)")),
    "unknown type": (SCHIEBER, lambda d: entry(d).update(type="runde"), (
        "Entry 1 · Kind: unknown type 'runde' (known: 'round', 'bedanken') "
        "(entries[0].type in the file)",
        "Eintrag 1 · Art: unbekannter Typ «runde» (bekannt: «round», «bedanken») "
        "(entries[0].type in der Datei)",
        "Inscription 1 · Genre : type « runde » inconnu (connus : « round », « bedanken ») "
        "(entries[0].type dans le fichier)")),
    "no type": (SCHIEBER, lambda d: entry(d).pop("type"), (
        "Entry 1 · Kind: the field is missing (entries[0].type in the file)",
        "Eintrag 1 · Art: das Feld fehlt (entries[0].type in der Datei)",
        "Inscription 1 · Genre : le champ manque (entries[0].type dans le fichier)")),
    "too few": (SCHIEBER, lambda d: d.update(players=[]), (
        "Players: expected at least 1 item (players in the file)",
        "Spieler: erwartet mindestens 1 Element (players in der Datei)",
        "Joueurs : au moins 1 élément attendu (players dans le fichier)")),
    "too many": (SCHIEBER, lambda d: entry(d).update(weis=[1, 2, 3]), (
        "Entry 1 · Weis: expected at most 2 items (entries[0].weis in the file)",
        "Eintrag 1 · Weis: erwartet höchstens 2 Elemente (entries[0].weis in der Datei)",
        "Inscription 1 · Annonces : au plus 2 éléments attendus "
        "(entries[0].weis dans le fichier)")),
    "empty name": (COIFFEUR, lambda d: d["settings"]["rows"][0].update(name=""), (
        "Table settings · Row 1 · Name: expected at least 1 character "
        "(settings.rows[0].name in the file)",
        "Tischregeln · Zeile 1 · Name: erwartet mindestens 1 Zeichen "
        "(settings.rows[0].name in der Datei)",
        "Règles de la table · Ligne 1 · Nom : au moins 1 caractère attendu "
        "(settings.rows[0].name dans le fichier)")),
}
LANGUAGES = ("en", "de", "fr")
INVALID = {"en": "invalid match file: ", "de": "ungültige Partiedatei: ",
           "fr": "fichier de partie invalide : "}
#: pydantic's own words: none of them is ever said
LIBRARY = ("Input should", "Field required", "Extra inputs", "Input tag", "Unable to extract",
           "should have at", "after validation")


def hostile(tmp_path, case):
    example, change, _said = CASES[case]
    doc = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / "extra.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("case", CASES)
def test_check_says_what_is_wrong_in_the_app_s_words(capsys, tmp_path, case, language):
    path = hostile(tmp_path, case)
    code = main(["check", str(path), "--lang", language])
    _out, err = capsys.readouterr()
    assert code == 2
    said = CASES[case][2][LANGUAGES.index(language)]
    colon = " : " if language == "fr" else ": "
    assert err.strip().endswith(f"{path}{colon}{INVALID[language]}{said}"), err
    assert not any(words in err for words in LIBRARY), err
    assert ".round." not in err


def test_file_open_says_the_unknown_field_in_the_app_s_words(window, qtbot, tmp_path,
                                                            real_dialogs):
    path = hostile(tmp_path, "unknown field")
    texts = []
    real_dialogs.when(QMessageBox, lambda box: (texts.append(box.text()), box.accept()))
    assert not window.open_file(path)
    real_dialogs.check()
    (text,) = texts
    assert ("Entry 1 · note: there is no such field in a match file (entries[0].note in the "
            "file)") in text
    assert "Extra inputs" not in text and ".round." not in text
    assert i18n.language() == "en"


#: the first bytes of files that are no match file, and what each is said to be
SIGNATURES = {
    "png": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", (
        "a PNG picture, not a match file", "ein PNG-Bild, keine Partiedatei",
        "une image PNG, pas un fichier de partie")),
    "jpeg": (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", (
        "a JPEG picture, not a match file", "ein JPEG-Bild, keine Partiedatei",
        "une image JPEG, pas un fichier de partie")),
    "pdf": (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", (
        "a PDF document, not a match file", "ein PDF-Dokument, keine Partiedatei",
        "un document PDF, pas un fichier de partie")),
    "zip": (b"PK\x03\x04\x14\x00\x00\x00\x08\x00", (
        "a ZIP archive, not a match file", "ein ZIP-Archiv, keine Partiedatei",
        "une archive ZIP, pas un fichier de partie")),
    "sqlite": (b"SQLite format 3\x00\x10\x00\x01\x01", (
        "a SQLite database (a club file?), not a match file",
        "eine SQLite-Datenbank (eine Vereinsdatei?), keine Partiedatei",
        "une base de données SQLite (un fichier de club ?), pas un fichier de partie")),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", SIGNATURES)
def test_a_known_binary_file_is_said_to_be_what_it_looks_like(capsys, tmp_path, kind,
                                                              language):
    """A trial's PNG renamed .jass was "not JSON (unreadable text at byte 1)": true, but a
    picture, a PDF, an archive or a club file says what it looks like."""
    head, said = SIGNATURES[kind]
    path = tmp_path / "bild.jass"
    path.write_bytes(head + bytes(range(256)) * 4)
    code = main(["check", str(path), "--lang", language])
    _out, err = capsys.readouterr()
    colon = " : " if language == "fr" else ": "
    assert code == 2
    assert err.strip().endswith(f"{path}{colon}{said[LANGUAGES.index(language)]}"), err
