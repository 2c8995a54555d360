"""The sit-out credit's rounding, "0.5 up" ("0,5 vers le haut", "0.5 aufwärts"), is printed
on one line: a figure stays with its words. A French printed ranking broke it "arrondie à
l’entier, 0,5" / "vers le haut" (a Punktetafel on Letter paper; a German Schieber Turnier on
A4 broke "0.5" / "aufwärts" alike). Every catalog writes the phrase with no-break spaces,
and the printing does not break a line at one."""

import re
import xml.etree.ElementTree as ET

import pytest

from jasstafel import i18n
from jasstafel.club import Club, PaperResult
from jasstafel.printing.club_sheets import write_evening_ranking_pdf

from . import pdf_pages

#: the phrase in each language, as a reader reads it (the no-break spaces read as spaces)
PHRASE = {"en": "0.5 up", "de": "0.5 aufwärts", "fr": "0,5 vers le haut"}
NAMES = ["Anna Muster", "Beat Keller", "Cla Caduff", "Dora Meier"]


@pytest.fixture(autouse=True)
def _app(qapp):
    """Painting text needs the QApplication of pytest-qt."""
    return qapp


@pytest.fixture
def club(tmp_path):
    with Club.open(tmp_path / "club.sqlite") as opened:
        yield opened


def punktetafel(club):
    """A Punktetafel of one Passe at one table of four."""
    ids = [club.add_member(name).id for name in NAMES]
    evening = club.new_evening("2026-11-26", "punktetafel", passen=1)
    club.record_result(evening.id, 1, 1, [PaperResult(m, p) for m, p in
                                          zip(ids, (120, 80, 200, 57), strict=True)])
    return evening


def schieber_turnier(club):
    """A Schieber Turnier of one Passe at one table: A 1001, B 883."""
    ids = [club.add_member(name).id for name in NAMES]
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=1)
    club.record_result(evening.id, 1, 1, [
        PaperResult(m, 1001 if i % 2 == 0 else 883, side=i % 2) for i, m in enumerate(ids)])
    return evening


@pytest.mark.parametrize(("language", "paper", "make"), [
    ("fr", "letter", punktetafel), ("de", "a4", schieber_turnier),
    ("fr", "a4", punktetafel), ("en", "letter", punktetafel)])
def test_the_printed_rule_keeps_the_figure_with_its_words(club, tmp_path, language, paper,
                                                          make):
    evening = make(club)
    previous = i18n.language()
    i18n.use(language)
    try:
        out = tmp_path / "rangliste.pdf"
        write_evening_ranking_pdf(club.evening_ranking(evening.id), evening, out, paper=paper)
    finally:
        i18n.use(previous)
    (page,) = pdf_pages(out)
    lines = [" ".join(line.split()) for line in page.splitlines()]  # a no-break space too
    assert any(PHRASE[language] in line for line in lines), page


def messages(code):
    """(source, translation) of every message of the catalog of *code*."""
    root = ET.parse(i18n.TRANSLATIONS / f"jasstafel_{code}.ts").getroot()
    for message in root.iter("message"):
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [
            translation.text or ""]
        for form in forms:
            yield message.findtext("source") or "", form


#: a figure (0.5, 0,5) followed by a breaking space: the line may end after it
LOOSE = re.compile(r"\b0[.,]5 ")


@pytest.mark.parametrize("code", ["de", "fr", "en"])
def test_no_catalog_lets_a_line_end_after_the_half(code):
    """Its sources (the English) and its translations."""
    loose = [text for pair in messages(code) for text in pair if LOOSE.search(text)]
    assert not loose, loose


def test_every_language_glues_the_phrase_in_both_rules():
    """The evening's rule and the season's: English in the sources (English has no
    catalog of sentences), German and French in their catalogs."""
    for code, phrase in PHRASE.items():
        said = [source if code == "en" else translation
                for source, translation in messages("fr" if code == "en" else code)]
        assert sum(phrase.replace(" ", "\u00a0") in text for text in said) == 2, code


def test_the_least_width_of_a_column_measures_a_glued_phrase_whole(tmp_path):
    """A column's least width is its longest unbreakable piece (`Canvas.longest_word`),
    which split at every whitespace, the no-break space too: a wrapping column could be
    given less room than "0,5 vers le haut" needs, and its line then broke inside it."""
    from jasstafel.printing.device import PdfFile
    from jasstafel.printing.layout import Canvas

    cv = Canvas(PdfFile(tmp_path / "x.pdf").writer)
    font = cv.font(8.5)
    glued = "0,5\u00a0vers\u00a0le\u00a0haut"
    text = f"arrondie à l’entier, {glued}"
    least = cv.longest_word(text, font)
    assert least == cv.width(glued, font)
    assert cv.wrap(text, font, least) == ["arrondie à", "l’entier,", glued]
