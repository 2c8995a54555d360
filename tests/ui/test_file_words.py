"""A match file's problems are said in the app's own words, in every language, at the file's
own places.

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
        "entries.0.note: there is no such field in a match file",
        "entries.0.note: dieses Feld gibt es in einer Partiedatei nicht",
        "entries.0.note : ce champ n’existe pas dans un fichier de partie")),
    "unknown setting": (SCHIEBER, lambda d: d["settings"].update(zzz=1), (
        "settings.zzz: there is no such field in a match file",
        "settings.zzz: dieses Feld gibt es in einer Partiedatei nicht",
        "settings.zzz : ce champ n’existe pas dans un fichier de partie")),
    "missing field": (SCHIEBER, lambda d: entry(d).pop("points"), (
        "entries.0.points: the field is missing",
        "entries.0.points: das Feld fehlt",
        "entries.0.points : le champ manque")),
    "not a whole number": (SCHIEBER, lambda d: entry(d)["points"].__setitem__(0, "x"), (
        "entries.0.points.0: expected a whole number",
        "entries.0.points.0: erwartet eine ganze Zahl",
        "entries.0.points.0 : un nombre entier attendu")),
    "not true or false": (SCHIEBER, lambda d: entry(d).update(match=1), (
        "entries.0.match: expected true or false",
        "entries.0.match: erwartet true oder false",
        "entries.0.match : true ou false attendu")),
    "not a text": (SCHIEBER, lambda d: d["info"].update(title=5), (
        "info.title: expected a text",
        "info.title: erwartet einen Text",
        "info.title : un texte attendu")),
    "not a list": (SCHIEBER, lambda d: d.update(entries=3), (
        "entries: expected a list ([…])",
        "entries: erwartet eine Liste ([…])",
        "entries : une liste ([…]) attendue")),
    "not an object": (SCHIEBER, lambda d: d["entries"].__setitem__(0, 3), (
        "entries.0: expected a JSON object",
        "entries.0: erwartet ein JSON-Objekt",
        "entries.0 : un objet JSON attendu")),
    "too large": (SCHIEBER, lambda d: entry(d).update(announced_by=7), (
        "entries.0.announced_by: expected at most 1",
        "entries.0.announced_by: erwartet höchstens 1",
        "entries.0.announced_by : au plus 1 attendu")),
    "no time zone": (SCHIEBER, lambda d: entry(d).update(written_at="2026-01-01T10:00:00"), (
        "entries.0.written_at: expected the time zone (e.g. +01:00)",
        "entries.0.written_at: erwartet die Zeitzone (z. B. +01:00)",
        "entries.0.written_at : le fuseau horaire attendu (p. ex. +01:00)")),
    "not a time": (SCHIEBER, lambda d: entry(d).update(written_at=5), (
        "entries.0.written_at: expected a date and time (ISO 8601)",
        "entries.0.written_at: erwartet Datum und Uhrzeit (ISO 8601)",
        "entries.0.written_at : une date et une heure (ISO 8601) attendues")),
    "not among the values": (SCHIEBER, lambda d: entry(d).update(contract="kreuz"), (
        f"entries.0.contract: expected one of {CONTRACTS}",
        f"entries.0.contract: erwartet eines von {CONTRACTS_DE}",
        f"entries.0.contract : une valeur parmi {CONTRACTS_FR} attendue")),
    "unknown type": (SCHIEBER, lambda d: entry(d).update(type="runde"), (
        "entries.0.type: unknown type 'runde' (known: 'round', 'bedanken')",
        "entries.0.type: unbekannter Typ «runde» (bekannt: «round», «bedanken»)",
        "entries.0.type : type « runde » inconnu (connus : « round », « bedanken »)")),
    "no type": (SCHIEBER, lambda d: entry(d).pop("type"), (
        "entries.0.type: the field is missing",
        "entries.0.type: das Feld fehlt",
        "entries.0.type : le champ manque")),
    "too few": (SCHIEBER, lambda d: d.update(players=[]), (
        "players: expected at least 1 item",
        "players: erwartet mindestens 1 Element",
        "players : au moins 1 élément attendu")),
    "too many": (SCHIEBER, lambda d: entry(d).update(weis=[1, 2, 3]), (
        "entries.0.weis: expected at most 2 items",
        "entries.0.weis: erwartet höchstens 2 Elemente",
        "entries.0.weis : au plus 2 éléments attendus")),
    "empty name": (COIFFEUR, lambda d: d["settings"]["rows"][0].update(name=""), (
        "settings.rows.0.name: expected at least 1 character",
        "settings.rows.0.name: erwartet mindestens 1 Zeichen",
        "settings.rows.0.name : au moins 1 caractère attendu")),
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
    assert "entries.0.note: there is no such field in a match file" in text
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
