"""A refused match file names the place as a person reads it, counted from 1, in the language.

A German trial with damaged files: ``jasstafel check nopoints.jass`` (the third round without
its points) said "ungültige Partiedatei: entries.2.points: das Feld fehlt" while a refusal
of the same round by the rules said "Eintrag 3: Die Kartenpunkte müssen …"; "players.1"
is the second player (a Schreiber reads Spieler 1), and "info.title" was English on a German
screen. The place is now said in the language and counted as people count (Eintrag 3 ·
Kartenpunkte, Spieler 2, Titel), with the file's own keys in brackets at the end for whoever
edits the file ("(entries[2].points in der Datei)"), in the window and on the command line
alike; a key the file should not have stays as written.
"""

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from jasstafel.cli import main

from .keyboard import ctrl, enter, focused, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_output_files import shown

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
SCHIEBER, COIFFEUR = "schieber-turnier.jass", "coiffeur-jassverein.jass"

LANGUAGES = ("en", "de", "fr")
INVALID = {"en": "invalid match file: ", "de": "ungültige Partiedatei: ",
           "fr": "fichier de partie invalide : "}


def third_round(doc):
    return doc["entries"][2]


#: the change to an example, and what is said after "invalid match file: " in English,
#: German and French
CASES = {
    "no points in the third round": (SCHIEBER, lambda d: third_round(d).pop("points"), (
        "Entry 3 · Card points: the field is missing (entries[2].points in the file)",
        "Eintrag 3 · Kartenpunkte: das Feld fehlt (entries[2].points in der Datei)",
        "Inscription 3 · Points de cartes : le champ manque "
        "(entries[2].points dans le fichier)")),
    "the second player no text": (SCHIEBER, lambda d: d["players"].__setitem__(1, 7), (
        "Player 2: expected a text (players[1] in the file)",
        "Spieler 2: erwartet einen Text (players[1] in der Datei)",
        "Joueur 2 : un texte attendu (players[1] dans le fichier)")),
    "the title no text": (SCHIEBER, lambda d: d["info"].update(title=5), (
        "Title: expected a text (info.title in the file)",
        "Titel: erwartet einen Text (info.title in der Datei)",
        "Titre : un texte attendu (info.title dans le fichier)")),
    "a team's name too long": (SCHIEBER, lambda d: d["teams"][1].update(name="x" * 61), (
        "Team 2 · Name: 61 characters; a name has at most 60 (teams[1].name in the file)",
        "Team 2 · Name: 61 Zeichen; ein Name hat höchstens 60 (teams[1].name in der Datei)",
        "Équipe 2 · Nom : 61 caractères ; un nom en a au plus 60 "
        "(teams[1].name dans le fichier)")),
    "a setting no number": (SCHIEBER, lambda d: d["settings"].update(target="viel"), (
        "Table settings · Target (target mode): expected a whole number "
        "(settings.target in the file)",
        "Tischregeln · Ziel (bei Zielpunktzahl): erwartet eine ganze Zahl "
        "(settings.target in der Datei)",
        "Règles de la table · But (jeu au but) : un nombre entier attendu "
        "(settings.target dans le fichier)")),
    "a point no number": (SCHIEBER, lambda d: third_round(d)["points"].__setitem__(1, "x"), (
        "Entry 3 · Card points · No. 2: expected a whole number "
        "(entries[2].points[1] in the file)",
        "Eintrag 3 · Kartenpunkte · Nr. 2: erwartet eine ganze Zahl "
        "(entries[2].points[1] in der Datei)",
        "Inscription 3 · Points de cartes · N° 2 : un nombre entier attendu "
        "(entries[2].points[1] dans le fichier)")),
    "a row without its name": (COIFFEUR, lambda d: d["settings"]["rows"][0].update(name=""), (
        "Table settings · Row 1 · Name: expected at least 1 character "
        "(settings.rows[0].name in the file)",
        "Tischregeln · Zeile 1 · Name: erwartet mindestens 1 Zeichen "
        "(settings.rows[0].name in der Datei)",
        "Règles de la table · Ligne 1 · Nom : au moins 1 caractère attendu "
        "(settings.rows[0].name dans le fichier)")),
    # a key the file should not have stays as written, its place in words
    "an unknown field of an entry": (SCHIEBER, lambda d: third_round(d).update(notiz="hi"), (
        "Entry 3 · notiz: there is no such field in a match file "
        "(entries[2].notiz in the file)",
        "Eintrag 3 · notiz: dieses Feld gibt es in einer Partiedatei nicht "
        "(entries[2].notiz in der Datei)",
        "Inscription 3 · notiz : ce champ n’existe pas dans un fichier de partie "
        "(entries[2].notiz dans le fichier)")),
    "an unknown field at the top": (SCHIEBER, lambda d: d.update(notiz="hi"), (
        "notiz: there is no such field in a match file",
        "notiz: dieses Feld gibt es in einer Partiedatei nicht",
        "notiz : ce champ n’existe pas dans un fichier de partie")),
}


def damaged(folder, case, name="nopoints.jass"):
    example, change, _said = CASES[case]
    doc = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
    change(doc)
    path = folder / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("case", CASES)
def test_check_names_the_place_as_a_person_reads_it(capsys, tmp_path, case, language):
    path = damaged(tmp_path, case)
    code = main(["check", str(path), "--lang", language])
    _out, err = capsys.readouterr()
    assert code == 2
    said = CASES[case][2][LANGUAGES.index(language)]
    colon = " : " if language == "fr" else ": "
    assert err.strip().endswith(f"{path}{colon}{INVALID[language]}{said}"), err


def test_a_key_given_twice_is_placed_in_words_too(capsys, tmp_path):
    text = (EXAMPLES / SCHIEBER).read_text(encoding="utf-8")
    doubled = text.replace('"geschoben": false,', '"geschoben": false, "geschoben": true,', 1)
    assert doubled != text
    path = tmp_path / "doppelt.jass"
    path.write_text(doubled, encoding="utf-8")
    assert main(["check", str(path), "--lang", "de"]) == 2
    _out, err = capsys.readouterr()
    assert err.strip().endswith(
        f"{path}: ungültige Partiedatei: Eintrag 1: der Schlüssel «geschoben» kommt zweimal "
        "vor (entries[0] in der Datei)"), err


def test_an_invisible_character_in_the_second_name_is_placed_in_words(capsys, tmp_path):
    text = (EXAMPLES / SCHIEBER).read_text(encoding="utf-8").replace('"Beat"', '"Be\\u200bat"')
    path = tmp_path / "unsichtbar.jass"
    path.write_text(text, encoding="utf-8")
    assert main(["check", str(path), "--lang", "de"]) == 2
    _out, err = capsys.readouterr()
    assert "ungültige Partiedatei: Spieler 2: " in err and "(players[1] in der Datei)" in err


def test_file_open_says_the_place_in_words(german_window, qtbot, tmp_path, settings,
                                           real_dialogs):
    """The German trial's file, opened with Ctrl+O and its name typed: the box says the
    place as the command line does."""
    damaged(tmp_path, "no points in the third round")
    settings.setValue("recent/files", [str(tmp_path / "gestern.jass")])  # Open starts here
    said = []

    def in_file_dialog(dialog):
        assert focused() is file_name_field(dialog)
        type_text(qtbot, "nopoints.jass")
        enter(qtbot)

    real_dialogs.when(QFileDialog, in_file_dialog)
    real_dialogs.when(QMessageBox, lambda box: (said.append(shown(box)), enter(qtbot)))
    ctrl(qtbot, "o")
    real_dialogs.check()
    (text,) = said
    assert text.endswith("\nUngültige Partiedatei: Eintrag 3 · Kartenpunkte: das Feld fehlt "
                         "(entries[2].points in der Datei)"), text
    assert german_window.controller.session is None
