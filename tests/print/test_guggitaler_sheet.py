"""The Guggitaler sheet names the cards of the match's deck: with French cards (``deck: "fr"``)
the settings, the legend and the blank sheet's note say Herz, Dame and Kreuzkönig (Hearts,
Queen and King of Clubs in English), as the board and the history do, in German, French and
English; with the German deck they say Schellen, Ober and Rosenkönig (Bells, Ober, King of
Roses)."""

import pytest

from jasstafel.core import matchfile
from jasstafel.core.guggitaler import PRESETS
from jasstafel.printing.sheet import write_pdf
from jasstafel.ui import i18n

from . import EXAMPLES, pdf_pages

FRENCH_CARDS = EXAMPLES / "guggitaler-zu-dritt-domino-fr.jass"
GERMAN_CARDS = EXAMPLES / "guggitaler.jass"


@pytest.fixture
def language(window_language):
    """The sheet printed from a window in this language (tests/conftest.py)."""
    return window_language


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
    "en": ("Hearts 10 a card · Queen 20 a Queen · King of Clubs 40",
           "Count: tricks, Hearts or Queens taken;",  # the cards in English
           "Bells 10 a card · Ober 20 an Ober · King of Roses 40",
           "Count: tricks, Bells or Ober taken;"),
}
#: the German deck's words, which a sheet with French cards never says
GERMAN_DECK = ("Schellen", "Ober", "Rosenk", "grelots", "roses", "Bells", "Roses")


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
    ("de", "9 Bells, 4 Ober, the King of Roses", "Hearts"),
    ("fr", "9 Hearts, 4 Queens, the King of Clubs", "Bells"),
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


# -- the sheet's layout ------------------------------------------------------------------------


class Recorder:
    """A painter that keeps what is painted: the lines and each text with its rectangle."""

    def __init__(self):
        self.lines, self.texts, self.font = [], [], None

    def setFont(self, font):  # noqa: N802 - QPainter's name
        self.font = font

    def drawLine(self, a, b):  # noqa: N802 - QPainter's name
        self.lines.append((a.x(), a.y(), b.x(), b.y()))

    def drawText(self, rect, _flags, text):  # noqa: N802 - QPainter's name
        self.texts.append((text, rect, self.font))

    def __getattr__(self, _name):  # setPen, fillRect …: nothing to keep
        return lambda *args, **kwargs: None


def test_the_domino_note_stays_clear_of_the_column_lines(tmp_path, qapp):
    """Seen on paper: "letztes Spiel des Matches" under the Domino row ran into the line
    before the first player's columns."""
    from jasstafel.core.registry import find_variant
    from jasstafel.printing.device import PdfFile
    from jasstafel.printing.layout import Canvas
    from jasstafel.printing.table import table_blocks
    from jasstafel.printing.variants import sheet_for

    match = matchfile.load(GERMAN_CARDS)  # four players: the narrowest game column
    sheet = sheet_for(find_variant("guggitaler"), match.rules.settings, match)
    cv = Canvas(PdfFile(tmp_path / "x.pdf").writer)
    rows = [b for b in table_blocks(cv, sheet.entries_table(), cv.area.width())
            if getattr(b, "row", None) is not None and b.row.note]
    assert len(rows) == 1  # the Domino, the last game of the match
    painter = Recorder()
    rows[0].paint(painter, cv, 0.0, 0.0, cv.area.width())
    (note, rect, font), = [(t, r, f) for t, r, f in painter.texts
                           if t == "last game of the match"]
    verticals = [line for line in painter.lines if line[0] == line[2]]
    assert verticals  # the lines before each player's columns
    end = rect.left() + cv.width(note, font)
    for x, top, _x2, bottom in verticals:  # never into the note: stopped above it
        assert not rect.left() <= x <= end or max(top, bottom) <= rect.top(), (bottom, rect)


def test_the_french_rules_space_their_semicolon(tmp_path, qapp):
    """"… points de pénalité); une égalité …": French writes a space before ";"."""
    i18n.install(qapp, "fr")
    try:
        text = sheet_text(FRENCH_CARDS, tmp_path)
    finally:
        i18n.uninstall(qapp)
    assert "(points de domino - points de pénalité) ; une égalité est partagée" in text  # − as -


def test_the_first_dealer_is_one_of_the_table_settings(tmp_path, qapp, monkeypatch):
    """"Gibt zuerst" was a block of its own under the settings, its value out of line with
    theirs: it is the last of the settings' lines now, in the same columns."""
    from jasstafel.printing import layout

    fields = []
    real = layout.Fields.__init__

    def kept(self, pairs, *args, **kwargs):
        fields.append(list(pairs))
        real(self, pairs, *args, **kwargs)

    monkeypatch.setattr(layout.Fields, "__init__", kept)
    write_pdf(matchfile.load(GERMAN_CARDS), tmp_path / "x.pdf")
    settings = [f for f in fields if f and f[0][0] == "Penalties"]
    assert settings, fields
    assert settings[0][-1] == ("First dealer", "Anna")
    assert not [f for f in fields if f == [("First dealer", "Anna")]]


@pytest.mark.parametrize("path", [FRENCH_CARDS, GERMAN_CARDS], ids=["fr-deck", "de-deck"])
def test_a_french_line_never_starts_with_its_colon(path, tmp_path, qapp):
    """The legend broke "Points : ce que …" before the colon, which then began a line: the
    space French writes before ":" and ";" does not break."""
    i18n.install(qapp, "fr")
    try:
        out = tmp_path / "sheet.pdf"
        write_pdf(matchfile.load(path), out)
        pages = pdf_pages(out)
    finally:
        i18n.uninstall(qapp)
    starts = [line for page in pages for line in page.splitlines()
              if line.strip()[:1] in (":", ";", "!", "?")]
    assert not starts


#: per language: the statistics page's words for a Guggitaler's games
GAMES = {"de": ("Gespielte Spiele", "Bestes Spiel", "Spiele insgesamt: 6", "Runde"),
         "fr": ("Jeux joués", "Meilleur jeu", "Jeux en tout : 6", "Donne"),
         "en": ("Games played", "Best game", "Games in all: 6", "Round")}
STATISTICS = {"de": "Statistik", "fr": "Statistiques", "en": "Statistics"}


def test_the_statistics_page_counts_games(language, tmp_path):
    played, best, games, rounds = GAMES[language]
    out = tmp_path / "sheet.pdf"
    write_pdf(matchfile.load(GERMAN_CARDS), out)
    statistics = " ".join(pdf_pages(out)[-1].split())
    statistics = statistics[statistics.index(STATISTICS[language]):]  # under the board
    assert best in statistics and games in statistics
    # every player played every game: "Games in all: 6" says it, not a row of 6 6 6 6
    assert played not in statistics
    assert rounds not in statistics


def test_the_statistics_page_has_no_best_game_without_domino(language, tmp_path):
    """Without Domino the best game is 0 for everyone, always (a trial's page 2 said
    *Bestes Spiel 0 · 0 · 0*): left out. With Domino it is the Domino's points."""
    _played, best, _games, _rounds = GAMES[language]
    out = tmp_path / "sheet.pdf"
    write_pdf(matchfile.load(EXAMPLES / "guggitaler-zu-dritt-ohne-domino.jass"), out)
    statistics = " ".join(pdf_pages(out)[-1].split())
    assert STATISTICS[language] in statistics
    assert best not in statistics[statistics.index(STATISTICS[language]):]
