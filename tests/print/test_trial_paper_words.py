"""What a reading of every variant's sheet in French and German found (a match of each, as a
Schreiber reads it against the board), each printed with ``jasstafel print --lang``."""

import re

import pytest

from . import EXAMPLES, side_by_side
from .test_sheet_findings import flat, printed

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.mark.parametrize("lang, said", [
    ("fr", "points de cartes - annonces de main + annonces de table - stöck (20) ; le plus "
           "petit total gagne"),
    ("de", "Kartenpunkte - Handweis + Tischweis - Stöck (20); das tiefste Total gewinnt"),
    ("en", "card points - Handweis + Tischweis - Stöck (20); the fewest total wins")])
def test_the_molotow_round_score_says_stoeck_in_the_language(tmp_path, lang, said):
    """French wrote "… annonces de table − Stöck (20)": the German word with its capital, a
    piece of the sentence outside the catalog, where French says "stöck" everywhere else."""
    text = flat(printed(tmp_path, EXAMPLES / "molotow-hausjass.jass", lang))  # "−" as "-"
    assert said in text


@pytest.mark.parametrize("lang, ranks", [("fr", "Rang 1er 2e 3e"), ("de", "Rang 1. 2. 3."),
                                         ("en", "Rank 1 2 3")])
def test_the_guggitaler_sheet_ranks_as_the_language_does(tmp_path, lang, ranks):
    """The paper sheet's Rank row said "1." "2." "3." in every language, the German way,
    over the ranks table that said "1er", "2e" in French (and "1", "2" in English)."""
    pages = printed(tmp_path, EXAMPLES / "guggitaler-zu-dritt-ohne-domino.jass", lang)
    rows = [" ".join(line.split()) for page in pages for line in page.splitlines()
            if re.match(r"\s*Ran[gk]\s+1", line)]
    assert rows == [ranks], rows


@pytest.mark.parametrize("lang, played", [
    ("de", ["120", "130", "150", "160", "200", "Misère ohne", "Misère mit", "Pandur ohne",
            "300"]),
    ("fr", ["120", "130", "150", "160", "200", "Misère sans", "Misère avec", "Bandoure sans",
            "300"])])
def test_the_pandur_statistics_list_the_bids_as_the_ladder(tmp_path, lang, played):
    """The statistics listed the bids played "… 200, 300, Misère mit, Misère ohne, Pandur
    ohne" (sorted by their keys), where the table rules above say the ladder: "100 … 200,
    Misère ohne, Misère mit, 210 … 250, Pandur ohne, 260 … 290, 300 … 500, Pandur mit"."""
    page = printed(tmp_path, EXAMPLES / "pandur.jass", lang)[-1]
    # beside the figures
    chosen = side_by_side(page, {"de": "Gespielte Angebote", "fr": "Offres jouées"}[lang])[1]
    listed = []
    for line in chosen[1:]:
        if ":" in line or re.search(r"(Seite|Page) \d", line):  # "Runden: 11", the footer
            break
        if line.strip():  # (blank where the figures' column has a line of its own)
            listed.append(line.strip().split("  ")[0])
    assert listed == played, listed
