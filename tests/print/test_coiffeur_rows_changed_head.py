"""A Coiffeur's rows changed, said in the head of its sheet and by `jasstafel score` (a Romand
trial, Chantal): the Jassverein preset for the French cards without Gusti/Mery and Coiffeur
3×3, Wunsch ×10 made ×9, Blind ×10 added, then (Edit → Table rules) Kreuz ×1 made ×2 and a
Match bonus of 50. The head said "Règlement de club, modifié : Bonus de match : 50 au lieu
de 0 ; Lignes : 10 au lieu de 11", as if only a row's number had changed: the factors
changed and the rows deleted and added are named, short, the rest counted where many."""

import json

import pytest

from jasstafel import i18n
from jasstafel.cli import main
from jasstafel.core import find_variant, matchfile

from . import pdf_pages

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Chantal", "Marc", "Sophie", "Luc"]
FRENCH = {"Eichel": "Kreuz", "Schellen": "Ecken", "Schilten": "Herz", "Rosen": "Schaufel"}
SAID = {
    "fr": "Règlement de club, modifié\u00a0: Bonus de match\u00a0: 50 au lieu de 0\u00a0; "
          "Trèfle ×2 au lieu de ×1\u00a0; Souhait ×9 au lieu de ×10\u00a0; sans Gusti/Mery, "
          "Coiffeur 3×3\u00a0; avec À l’aveugle ×10",
    "de": "Jassverein (Regelwerk), angepasst: Matchbonus: 50 statt 0; Kreuz ×2 statt ×1; "
          "Wunsch ×9 statt ×10; ohne Gusti/Mery, Coiffeur 3×3; mit Blind ×10",
    "en": "Jassverein (rule book), changed: Match bonus: 50 instead of 0; Clubs ×2 instead "
          "of ×1; Wunsch ×9 instead of ×10; without Gusti/Mery, Coiffeur 3×3; with Blind ×10",
}


def preset_rows():
    return find_variant("coiffeur").PRESETS["jassverein"].model_dump(mode="json")["rows"]


def chantals_rows():
    rows = [{**row, "name": FRENCH.get(row["name"], row["name"])} for row in preset_rows()
            if row["name"] not in ("Gusti/Mery", "Coiffeur 3×3")]
    factors = {"Kreuz": 2, "Wunsch": 9}
    rows = [{**row, "factor": factors.get(row["name"], row["factor"])} for row in rows]
    return [*rows, {"name": "Blind", "factor": 10, "kind": "free"}]


def match_file(tmp_path, rows, match_bonus=50):
    data = {"format": "jasstafel-match", "version": 1, "variant": "coiffeur",
            "info": {"title": "", "date": "2026-12-07", "place": "", "table": ""},
            "players": PLAYERS, "teams": [{"name": "Chantal & Sophie", "players": [0, 2]},
                                          {"name": "Marc & Luc", "players": [1, 3]}],
            "first": 0, "entries": [],
            "settings": {"preset": "jassverein", "deck": "fr", "rows": rows,
                         "stoeck": True, "match_bonus": match_bonus}}
    path = tmp_path / "coiffeur.jass"
    matchfile.save(matchfile.loads(json.dumps(data)), path)
    return path


@pytest.fixture
def english():
    yield
    i18n.use("en")


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_the_score_names_the_factors_and_rows_changed(tmp_path, capsys, lang, english):
    assert main(["score", str(match_file(tmp_path, chantals_rows())), "--lang", lang]) == 0
    out = capsys.readouterr().out
    # a terminal gets the French marks' glue as plain spaces (jasstafel/cli/main.py)
    assert SAID[lang].replace("\u00a0", " ") in out, out


def test_the_sheet_s_head_names_them(tmp_path, english):
    pdf = tmp_path / "fr.pdf"
    assert main(["print", str(match_file(tmp_path, chantals_rows())), "--lang", "fr",
                 "-o", str(pdf)]) == 0
    text = " ".join(" ".join(pdf_pages(pdf)).split())
    assert " ".join(SAID["fr"].replace("\u00a0", " ").split()) in text.replace(
        "\u00a0", " "), text[:400]


def test_many_rows_changed_are_counted_after_six(tmp_path, capsys, english):
    """Every factor doubled: six rows named, the other five counted."""
    rows = [{**row, "name": FRENCH.get(row["name"], row["name"]), "factor": row["factor"] * 2}
            for row in preset_rows()]
    assert main(["score", str(match_file(tmp_path, rows, match_bonus=0)), "--lang",
                 "fr"]) == 0
    out = capsys.readouterr().out
    assert ("Règlement de club, modifié : Trèfle ×2 au lieu de ×1 ; Carreau ×4 au lieu de "
            "×2 ; Cœur ×6 au lieu de ×3 ; Pique ×8 au lieu de ×4 ; Obenabe ×10 au lieu de "
            "×5 ; Undenufe ×12 au lieu de ×6 ; et 5 autres\n") in out, out
