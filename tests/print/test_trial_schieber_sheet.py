"""What a trial found on the printed sheet of a Schieber "Swisslos 2500 (French cards)" with
a handicap (RULES.md §7: Chantal & Élodie 2'500, Benoît & Daniel 2'000) and the Striche on
the back: six rounds (a Match, a Kontermatsch with Stöck, a geschoben round), then Benoît &
Daniel bedanken at 2'003. Each test prints the real sheet with ``jasstafel print --lang`` and
reads it back with pdftotext."""

import re

import pytest
from PySide6.QtCore import QRectF

from jasstafel.cli import main
from jasstafel.core import MatchInfo, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound
from jasstafel.core.variant import Team
from jasstafel.printing.device import PdfFile
from jasstafel.printing.draw import ZHalf, paint_z_board
from jasstafel.printing.layout import Canvas

from . import pdf_pages

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Chantal", "Benoît", "Élodie", "Daniel"]
TEAMS = [Team(name="Chantal & Élodie", players=[0, 2]),
         Team(name="Benoît & Daniel", players=[1, 3])]


def trial_match(entries=None, teams=TEAMS):
    """The trial's match, or its first *entries* entries."""
    match = new_match("schieber", PLAYERS, preset="swisslos_2500_fr", teams=teams,
                      settings={"team_targets": [2500, 2000], "striche": True},
                      info=MatchInfo(date="2026-12-05", place="Sion", table="2"))
    played = [
        SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)),
        SchieberRound(contract="obenabe", announced_by=1, points=(0, 157), match=True),
        SchieberRound(contract="schellen", announced_by=0, geschoben=True, points=(60, 97)),
        # Benoît & Daniel's Kontermatsch with their Stöck: past 1'000, their Berg
        SchieberRound(contract="schilten", announced_by=0, points=(0, 157), match=True,
                      stoeck=1),
        SchieberRound(contract="rosen", announced_by=1, points=(80, 77)),
        SchieberRound(contract="obenabe", announced_by=0, points=(31, 126)),
        SchieberBedanken(team=1, stack=106, contract="eicheln"),  # 1'791 + 2 × 106 = 2'003
    ]
    for entry in played[:entries]:
        match.add(entry)
    return match


def printed(tmp_path, match, lang):
    """The pages of *match*'s sheet printed in *lang*, as laid out."""
    path = tmp_path / "m.jass"
    matchfile.save(match, path)
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(path), "--lang", lang, "-o", str(out)]) == 0
    return pdf_pages(out)


WORDS = {  # the board's titles (over, running), the Striche boxes' label, two section titles
    "en": ("Final board", "Board as it stands", "Striche", "Signatures", "Statistics"),
    "de": ("Schlussstand", "Aktueller Stand", "Striche", "Unterschriften", "Statistik"),
    "fr": ("Ardoise finale", "Ardoise en l’état", "Traits", "Signatures", "Statistiques"),
}


# -- 1. the final board on the page of the entries when it fits ---------------------------------

@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_short_matchs_statistics_never_stand_alone_on_page_2(tmp_path, lang):
    """Three rounds: the entries, the board, the ranks and the signatures on page 1, the
    statistics on a page of their own, its lines there, the rest of it empty. The
    statistics, in two columns now, are a few lines: where they do not fit under the
    signatures, the board and the signatures go along with them to page 2."""
    _final, running, _striche, signatures, statistics = WORDS[lang]
    pages = printed(tmp_path, trial_match(3), lang)
    assert len(pages) == 2
    assert running in pages[1] and signatures in pages[1] and statistics in pages[1]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_final_board_is_never_parted_from_its_ranks_and_signatures(tmp_path, lang):
    """The trial's seven entries: where the board and the signature lines do not fit under
    the entries (French: 124.9 mm left, 138.5 mm needed), they go to the next page together;
    the signature lines never stand alone on a page. The statistics follow them there."""
    final, _running, striche, signatures, statistics = WORDS[lang]
    pages = printed(tmp_path, trial_match(), lang)
    page = next(p for p in pages if final in p)
    board = page[page.index(final):]
    # a signature line (the team named after its players by its name alone)
    signed = {"de": "Unterschrift Benoît & Daniel"}.get(lang, "Signature Benoît & Daniel")
    for word in (striche, signatures, signed):
        assert word in board, word
    assert page is pages[-1] and board.index(signed) < board.index(statistics)


# -- 2. the sheet's slate says the Berg, as the window's slate does ---------------------------

MATCHES = {"en": "Matches: 2", "de": "Matches: 2", "fr": "Matchs : 2"}


def slate(page, lang, title=0):
    """The lines of the Tafel with the Zs, as laid out: from the board's title to the
    Striche boxes."""
    words = WORDS[lang]
    lines = page[page.index(words[title]):].splitlines()[1:]
    return lines[:next(i for i, line in enumerate(lines) if line.strip() == words[2]
                       or line.lstrip().startswith(words[2] + " "))]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_sheets_slate_says_berg_on_the_half_that_reached_it(tmp_path, lang):
    """The window's slate says "Berg" under the Matches of Benoît & Daniel; the sheet's
    said it only among the Striche (and in a note under the fourth entry)."""
    page = next(p for p in printed(tmp_path, trial_match(), lang) if WORDS[lang][0] in p)
    tafel = slate(page, lang)
    half = next(line for line in tafel if "Benoît & Daniel" in line).index("Benoît & Daniel")
    berg = [i for i, line in enumerate(tafel) if "Berg" in line]
    assert len(berg) == 1, tafel  # Chantal & Élodie did not reach it
    assert tafel[berg[0]].index("Berg") > half  # on Benoît & Daniel's half
    matches = next(i for i, line in enumerate(tafel) if MATCHES[lang] in line)
    assert berg[0] > matches  # under their Matches, as on the window's slate


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_slate_says_no_berg_before_half_the_target(tmp_path, lang):
    """After two rounds (885 of 2'000) nobody has the Berg."""
    running = WORDS[lang][1]
    page = next(p for p in printed(tmp_path, trial_match(2), lang) if running in p)
    tafel = slate(page, lang, title=1)
    assert tafel and not any("Berg" in line for line in tafel)


class Recorder:
    """A painter that keeps each text painted with its rectangle."""

    def __init__(self):
        self.texts = []

    def drawText(self, rect, _flags, text):  # noqa: N802 - QPainter's name
        self.texts.append((text, rect))

    def __getattr__(self, _name):  # setPen, setFont, drawLine …: nothing to keep
        return lambda *args, **kwargs: None


def test_a_halfs_lines_stay_inside_its_box(tmp_path):
    """With the Berg a half has up to seven lines (a Bedanken too early: "1'891 von 2'000:
    zu früh bedankt"); more than its box holds are written smaller, never under the box."""
    cv = Canvas(PdfFile(tmp_path / "x.pdf").writer)
    z = {"hundreds": 18, "fifties": 1, "twenties": 2, "rest": 1}
    lines = ["18×100 + 1×50 + 2×20 + 1", "1'891 von 2'000: zu früh bedankt",
             "Matches: 12 (davon 10 Kontermatsch)", "Berg", "Sieger: Benoît & Daniel"]
    rect = QRectF(0, 0, cv.area.width(), cv.mm(46))  # the sheet's Tafel
    painter = Recorder()
    paint_z_board(painter, cv, rect, [ZHalf("Chantal & Élodie", "Chantal, Élodie", z, "1'891"),
                                      ZHalf("Benoît & Daniel", "Benoît, Daniel", z, "1'891",
                                            lines)])
    assert [text for text, _r in painter.texts].count("Berg") == 1
    assert all(r.bottom() <= rect.bottom() for _text, r in painter.texts)


# -- 3. the statistics' narrow columns write a team's name in readable pieces ---------------------

@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_statistics_never_leave_the_partners_and_alone_on_a_line(tmp_path, lang):
    """Beside the contracts chosen the figures' columns are narrow: "Benoît & Daniel" came
    out as three lines, "Benoît" / "&" / "Daniel" (a trial's German sheet). A team's name
    breaks after its "&" as over the Tafel's Z, "Benoît &" / "Daniel", or stays whole."""
    statistics = WORDS[lang][4]
    page = printed(tmp_path, trial_match(3), lang)[-1]
    text = page[page.index(statistics):]
    # every "&" right after its first partner, on the same line (pdftotext may join the
    # two sides' titles with one space: "Chantal & Benoît &")
    assert len(re.findall(r"&", text)) == len(re.findall(r"(?:Chantal|Benoît) &", text)), text
    for first, second in (("Chantal", "Élodie"), ("Benoît", "Daniel")):  # in both tables
        assert text.count(f"{first} &") == 2 and text.count(second) == 2, text


LONG = [Team(name="Hansruedi Zimmermann-Bärtschi & Ueli Schüpbach-Aebersold", players=[0, 2]),
        TEAMS[1]]
CHOSEN = {"en": "Contracts chosen", "de": "Gewählte Trümpfe", "fr": "Atouts choisis"}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_long_team_name_puts_the_contracts_chosen_under_the_figures(tmp_path, lang):
    """Where a team's name would take more than two lines over the narrow columns of two
    tables side by side, the statistics are one table of the full width, the contracts
    chosen under the figures, as before the two columns."""
    statistics = WORDS[lang][4]
    page = printed(tmp_path, trial_match(3, LONG), lang)[-1]
    lines = page[page.index(statistics):].splitlines()
    best = next(k for k, line in enumerate(lines) if "771" in line)  # Best round
    assert next(k for k, line in enumerate(lines) if CHOSEN[lang] in line) > best, page
    assert "Schüpbach-Aebersold" in page[page.index(statistics):]  # its name whole
