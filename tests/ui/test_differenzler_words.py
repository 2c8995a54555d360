"""One word for a Differenzler's game in each language, everywhere: English "game", German
"Spiel", French "donne" (the board's "Donne 1 sur 8", the form, the preset's "12 donnes"). A
trial's French statistics tab and the sheet's statistics page said "Jeux joués", "Meilleur
jeu", "Jeux en tout", the words of a Guggitaler's games."""

import csv
import re
from pathlib import Path

import pytest

from jasstafel import i18n
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.printing.export import write_entries_csv
from jasstafel.printing.sheet import write_pdf

from .keyboard import enter, open_match, tab, type_
from .texts import pdf_text, widget_texts

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "differenzler.jass"
WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}
#: per language: the statistics' played, best, the tab's summary, the sheet's count
WORDS = {"en": ("Games played", "Best game", "Games played: 12", "Games in all: 12"),
         "de": ("Gespielte Spiele", "Bestes Spiel", "Gespielte Spiele: 12",
                "Spiele insgesamt: 12"),
         "fr": ("Donnes jouées", "Meilleure donne", "Donnes jouées\u00a0: 12",
                "Donnes en tout : 12")}  # the window's words, the sheet's read back
#: the word of another variant's games, never said of a Differenzler ("durée de jeu" is
#: the time played)
OTHER = {"en": re.compile(r"\b[Rr]ounds?\b"), "de": re.compile(r"\bRunden?\b"),
         "fr": re.compile(r"(?<!Durée de )\b[Jj]eux?\b")}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_statistics_say_the_boards_word(language, request, tmp_path):
    window = request.getfixturevalue(WINDOWS[language])
    assert window.open_file(EXAMPLE)
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.statistics))
    played, best, summary, in_all = WORDS[language]
    rows = dict(window.statistics.rows())
    assert rows[played] == ["12"] * 4 and best in rows
    assert window.statistics.summary.text().startswith(summary)
    said = [text for _where, text in widget_texts(window.statistics)]
    assert not [t for t in said if OTHER[language].search(t)], said
    out = tmp_path / "sheet.pdf"
    write_pdf(matchfile.load(EXAMPLE), out)
    printed = " ".join(pdf_text(out).split())
    page = printed[printed.rindex(best):]  # the sheet's statistics (no row of 12 12 12 12)
    assert in_all in page
    assert not OTHER[language].search(page), page


def test_the_french_csv_calls_a_game_donne(french_window, tmp_path):
    out = tmp_path / "entries.csv"
    write_entries_csv(matchfile.load(EXAMPLE), out, delimiter=",")
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert {row["Genre"] for row in rows} == {"Donne"}, rows[0]
    assert i18n.language() == "fr"


def test_the_predictions_typed_are_not_said_written(french_window, qtbot):
    """"Les estimations sont inscrites" (a trial's) while nothing was on the board yet: the
    predictions are typed, and written with the card points after the game."""
    panel, _board = open_match(qtbot, french_window,
                               new_match("differenzler", ["Benoît", "Chantal", "Élodie", "Fabien"]))
    for value in (40, 30, 50, 20):
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)
    assert french_window.controller.match.entries == ()
    assert panel.error_text() == ""  # the next step: said as the hint, not refused
    assert (panel.preview_line.kind, panel.preview_line.text()) == ("hint", (
        "Les estimations sont saisies\u00a0; elles s’inscrivent avec les points de cartes. "
        "Après la donne\u00a0: les points de cartes, Benoît d’abord"))
