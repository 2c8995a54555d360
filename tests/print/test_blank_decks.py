"""Blank sheets name the cards they are printed for, in every language.

A Romand trial's French window printed its blank sheets with the German cards ("Glands ×5",
"Grelots (10)", "Ober (20)") although its New match dialog plays the French ones. A blank
sheet is printed with the cards chosen (the window: New match's; the command line:
``--deck``), and no word of the other deck is on it: every variant and preset, in German,
French and English, with either deck (RULES.md section 0: Eichel = Kreuz, Rose = Schaufel,
Schilte = Herz, Schelle = Ecken; section 7: the Guggitaler's Herz, Dame, Kreuzkönig).
"""

import re

import pytest

from jasstafel.cli import main
from jasstafel.core import VARIANTS
from jasstafel.core.decks import preset_deck

from . import pdf_pages


@pytest.fixture(autouse=True)
def _app(qapp):
    """In-process printing uses the QApplication of pytest-qt."""
    return qapp


#: the words of each deck in each language, as the catalogs say them (the suits, and the
#: Guggitaler's third and fourth games' cards), written by hand
WORDS = {
    "de": {"de": ["Eicheln", "Rosen", "Schilten", "Schellen", "Ober", "Rosenkönig"],
           "fr": ["Kreuz", "Schaufel", "Herz", "Ecken", "Dame", "Damen", "Kreuzkönig"]},
    "fr": {"de": ["Glands", "Roses", "Écus", "Grelots", "Ober", "Roi de roses"],
           "fr": ["Trèfle", "Pique", "Cœur", "Cœurs", "Carreau", "Dame", "Dames",
                  "Roi de trèfle"]},
    "en": {"de": ["Acorns", "Roses", "Shields", "Bells", "Ober", "King of Roses"],
           "fr": ["Clubs", "Spades", "Hearts", "Diamonds", "Queen", "Queens",
                  "King of Clubs"]},
}
#: the sheets that name suits or cards at all (the others have the same words either way)
NAMING = {"schieber", "coiffeur", "guggitaler"}

#: every variant's presets that are played with either deck (Swisslos's twins are their own
#: deck's, below)
BOTH = [(v.name, p) for v in VARIANTS for p in v.PRESETS if preset_deck(v.PRESETS, p) is None]


def blank(tmp_path, capsys, variant, preset, lang, deck):
    out = tmp_path / f"{variant}-{preset}-{lang}-{deck}.pdf"
    assert main(["print", "--blank", variant, "--preset", preset, "--deck", deck,
                 "--lang", lang, "-o", str(out)]) == 0
    capsys.readouterr()
    return pdf_pages(out)


def said(word, text):
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("deck", ["de", "fr"])
@pytest.mark.parametrize("lang", ["de", "fr", "en"])
@pytest.mark.parametrize(("variant", "preset"), BOTH, ids=[f"{v}-{p}" for v, p in BOTH])
def test_a_blank_sheet_names_only_the_cards_it_is_printed_for(tmp_path, capsys, variant,
                                                              preset, lang, deck):
    pages = blank(tmp_path, capsys, variant, preset, lang, deck)
    assert len(pages) == 1, (variant, preset, lang, deck)
    text = " ".join(pages[0].split())
    other = "fr" if deck == "de" else "de"
    assert [w for w in WORDS[lang][other] if said(w, text)] == []
    if variant in NAMING:
        assert any(said(w, text) for w in WORDS[lang][deck])


@pytest.mark.parametrize(("lang", "factors", "title"), [
    ("fr", "Facteurs : Trèfle ×5, Pique ×5, Cœur ×2, Carreau ×2, Obenabe ×3, Undenufe ×4",
     "Chibre · Jass libre (règlement de club)"),
    ("de", "Faktoren: Kreuz ×5, Schaufel ×5, Herz ×2, Ecken ×2, Obenabe ×3, Undenufe ×4",
     "Schieber · Freier Jass (Jassverein)"),
])
def test_a_presets_factors_go_by_the_label_equivalence(tmp_path, capsys, lang, factors,
                                                       title):
    """The trial's "Facteurs : Glands ×5, Roses ×5, Écus ×2, Grelots ×2 …": the club's
    preset with French cards, Eichel = Kreuz and so on (RULES.md section 0)."""
    text = " ".join(blank(tmp_path, capsys, "schieber", "freier_jass", lang, "fr")[0].split())
    assert factors in text and title in text


def test_swisslos_with_the_french_cards_is_its_french_twin(tmp_path, capsys):
    """Swisslos pairs the decks its own way (RULES.md section 0): its preset asked for with
    the French cards is its French one, Herz and Ecken ×1, Schaufel and Kreuz ×2; the German
    twin with the German cards."""
    fr = " ".join(blank(tmp_path, capsys, "schieber", "swisslos_2500", "fr", "fr")[0].split())
    assert "Chibre · Swisslos 2500 (cartes françaises)" in fr
    assert "Facteurs : Trèfle ×2, Pique ×2, Cœur ×1, Carreau ×1" in fr
    de = " ".join(blank(tmp_path, capsys, "coiffeur", "swisslos_8_fr", "de", "de")[0].split())
    assert "Coiffeur · Swisslos 8 (deutsche Karten)" in de
    assert "Zeilen: Eicheln ×1, Rosen ×2, Schilten ×3, Schellen ×4" in de


def test_without_deck_a_blank_sheet_has_its_presets_cards(tmp_path, capsys):
    """As before: the command line's sheets without --deck keep the preset's cards."""
    out = tmp_path / "b.pdf"
    assert main(["print", "--blank", "coiffeur", "--preset", "swisslos_8_fr", "--lang", "en",
                 "-o", str(out)]) == 0
    assert "Rows: Diamonds ×1, Hearts ×2, Spades ×3, Clubs ×4" in " ".join(
        pdf_pages(out)[0].split())


def test_a_match_file_has_its_own_cards(tmp_path, capsys):
    from . import EXAMPLES

    out = tmp_path / "x.pdf"
    code = main(["print", str(EXAMPLES / "fahnder.jass"), "--deck", "fr", "-o", str(out)])
    _, err = capsys.readouterr()
    assert code == 2
    assert err == ("jasstafel print: error: --deck is for blank sheets: a match file has its "
                   "own cards\n")
    assert not out.exists()
