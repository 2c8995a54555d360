"""The Guggitaler sheet names the cards of the match's deck: with French cards (``deck: "fr"``)
the settings, the legend and the blank sheet's note say Herz, Dame and Kreuzkönig, as the
board and the history do, in German, French and English; with the German deck they say
Schellen, Ober and Rosenkönig."""

import pytest

from jasstafel.core import matchfile
from jasstafel.core.guggitaler import PRESETS
from jasstafel.printing.sheet import write_pdf
from jasstafel.ui import i18n

from . import EXAMPLES, pdf_pages

FRENCH_CARDS = EXAMPLES / "guggitaler-zu-dritt-domino-fr.jass"
GERMAN_CARDS = EXAMPLES / "guggitaler.jass"


@pytest.fixture(params=["de", "fr", "en"])
def language(request, qapp):
    """The sheet printed from a window in this language."""
    code = request.param
    assert i18n.install(qapp, code) is not None or code == "en"
    yield code
    i18n.uninstall(qapp)


def sheet_text(path, tmp_path):
    out = tmp_path / "sheet.pdf"
    write_pdf(matchfile.load(path), out)
    return " ".join(" ".join(page.split()) for page in pdf_pages(out))  # one space between


#: per language: the penalties, the legend with the French deck, and with the German deck
WORDS = {
    "de": ("Herz 10 pro Karte · Dame 20 pro Dame · Kreuzkönig 40",
           "Anzahl: genommene Stiche, Herz oder Damen;",
           "Schellen 10 pro Karte · Ober 20 pro Ober · Rosenkönig 40",
           "Anzahl: genommene Stiche, Schellen oder Ober;"),
    "fr": ("Cœur 10 par carte · Dame 20 par dame · Roi de trèfle 40",
           "Nombre : plis, cœurs ou dames pris ;",
           "Grelots 10 par carte · Ober 20 par Ober · Roi de roses 40",
           "Nombre : plis, grelots ou Ober pris ;"),
    "en": ("Herz 10 a card · Dame 20 a Dame · Kreuzkönig 40",
           "Count: tricks, Herz or Damen taken;",
           "Schellen 10 a card · Ober 20 an Ober · Rosenkönig 40",
           "Count: tricks, Schellen or Ober taken;"),
}
#: the German deck's words, which a sheet with French cards never says
GERMAN_DECK = ("Schellen", "Ober", "Rosenk", "grelots", "roses")


def test_french_cards_are_named_on_the_sheet(language, tmp_path):
    penalties, legend, _german_penalties, _german_legend = WORDS[language]
    text = sheet_text(FRENCH_CARDS, tmp_path)
    assert penalties in text
    assert legend in text
    for word in GERMAN_DECK:
        assert word not in text, word


def test_german_cards_stay_on_the_sheet(language, tmp_path):
    _penalties, _legend, penalties, legend = WORDS[language]
    text = sheet_text(GERMAN_CARDS, tmp_path)
    assert penalties in text
    assert legend in text


@pytest.mark.parametrize("deck, words, absent", [
    ("de", "9 Schellen, 4 Ober, one Rosenkönig", "Herz"),
    ("fr", "9 Herz, 4 Damen, one Kreuzkönig", "Schellen"),
])
def test_the_blank_sheets_note_names_the_decks_cards(deck, words, absent, tmp_path,
                                                     monkeypatch, qapp):
    """A blank sheet with the settings of a French-deck match says Herz, Dame, Kreuzkönig."""
    from jasstafel.core import guggitaler
    from jasstafel.printing.blank import write_blank_pdf

    monkeypatch.setitem(guggitaler.Guggitaler.PRESETS, "standard",
                        PRESETS["standard"].model_copy(update={"deck": deck}))
    out = tmp_path / "blank.pdf"
    write_blank_pdf("guggitaler", out)
    text = " ".join(" ".join(page.split()) for page in pdf_pages(out))
    assert words in text
    assert absent not in text
