"""The statistics page at the end of a match sheet, with figures worked out by hand."""

import re
from datetime import datetime, timedelta, timezone

import pytest

from jasstafel.core import matchfile
from jasstafel.core.handjass import HandjassRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.printing.sheet import write_pdf

from . import EXAMPLES, pdf_pages, side_by_side


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def last_page(match, tmp_path):
    write_pdf(match, tmp_path / "s.pdf")
    pages = pdf_pages(tmp_path / "s.pdf")
    assert "Statistics" in pages[-1] and "Statistics" not in "".join(pages[:-1])
    return pages[-1]


def test_the_schieber_statistics_page(tmp_path):
    page = last_page(matchfile.load(EXAMPLES / "schieber-freier-jass.jass"), tmp_path)
    # both teams played every round: said once, under the table (not "Rounds played 9 9")
    assert re.search(r"Rounds:\s+9\n", page) and "Rounds played" not in page
    # A 50×2 + 100×5 + 70×3 + 150×4, B 20×4
    assert re.search(r"Weis written \(× factor\)\s+1410\s+80", page)
    assert re.search(r"Rounds with Stöck\s+1\s+1", page)
    assert re.search(r"Best round\s+1628\s+1108", page)
    assert re.search(r"Berg\s+no\s+yes", page)
    assert "Contracts chosen" in page
    # "–" where a team never chose it, as the window says it (and an open Coiffeur row)
    assert re.search(r"Obenabe\s+1\s+1", page) and re.search(r"Roses\s+1\s+–\s*\n", page)
    # in the table's order, as page 1 lists the factors (not sorted by the German keys)
    # beside the figures
    right = "\n".join(side_by_side(page, "Contracts chosen")[1])
    chosen = re.findall(r"^\s*(Acorns|Roses|Shields|Bells|Obenabe|Undenufe)\s", right, re.M)
    order = ["Acorns", "Roses", "Shields", "Bells", "Obenabe", "Undenufe"]
    assert len(chosen) > 2 and chosen == [c for c in order if c in chosen], chosen


def test_the_time_played_is_printed_when_the_entries_have_it(tmp_path):
    zurich = timezone(timedelta(hours=1))
    start = datetime(2026, 11, 26, 20, 5, tzinfo=zurich)
    m = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    for minutes in (0, 25, 72):
        m.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57),
                            written_at=start + timedelta(minutes=minutes)))
    page = last_page(m, tmp_path)
    assert "Time played: 1 h 12 min (20:05 to 21:17)" in page
    assert "Matches" in page and "Handweis" not in page  # only what the variant has


def test_a_match_without_entries_has_no_statistics_page(tmp_path):
    m = new_match("guggitaler", ["Anna", "Beat", "Cla"])
    write_pdf(m, tmp_path / "e.pdf")
    assert "Statistics" not in "".join(pdf_pages(tmp_path / "e.pdf"))


def test_the_sheet_names_the_first_dealer(tmp_path):
    m = matchfile.load(EXAMPLES / "differenzler.jass")  # first 1: Beat deals the first game
    write_pdf(m, tmp_path / "d.pdf")
    first = pdf_pages(tmp_path / "d.pdf")[0]
    assert re.search(r"First dealer:\s+Beat", first) and "First to announce" not in first
    m = matchfile.load(EXAMPLES / "schieber-einfach-1000.jass")  # first 0 announces
    write_pdf(m, tmp_path / "s.pdf")
    first = pdf_pages(tmp_path / "s.pdf")[0]
    assert re.search(r"First dealer:\s+Dora", first)
    assert re.search(r"First to announce:\s+Anna", first)


# -- where the statistics stand: under the signatures when they fit, else a page of their own --

def statistics_part(page):
    """The statistics section of *page*: from its title to the number of rounds (games)."""
    return re.search(r"Statistics\n.*?(Rounds|Games in all):\s+\d+", page, re.S)


def handjass(rounds, start=None):
    """A Handjass (Wirtshaus, voll at 9) of *rounds* rounds, the fewest points in turn; a
    round every four minutes from *start* when given (as the window stamps its entries)."""
    m = new_match("handjass", ["Anna", "Beat", "Cla", "Dora"], settings={"voll": 9})
    points = [22, 45, 38, 52]
    for r in range(rounds):
        at = None if start is None else start + timedelta(minutes=4 * r)
        m.add(HandjassRound(points=points[-(r % 4):] + points[:-(r % 4)], written_at=at))
    return m


HANDJASS_8 = "handjass of 8 rounds"


@pytest.mark.parametrize("name", [HANDJASS_8, "differenzler", "molotow", "punktetafel",
                                  "punktetafel-bis-100"])
def test_short_statistics_end_the_last_page_under_the_signatures(name, tmp_path):
    """A Handjass's statistics are one line (its rounds played), the number of rounds and
    the time played: they took a sheet of paper of their own. Where the last page has room
    for all of them, they stand there, under the signatures."""
    if name == HANDJASS_8:
        match = handjass(8, datetime(2026, 11, 26, 20, 5, tzinfo=timezone(timedelta(hours=1))))
    else:
        match = matchfile.load(EXAMPLES / f"{name}.jass")
    write_pdf(match, tmp_path / "s.pdf")
    pages = pdf_pages(tmp_path / "s.pdf")
    assert len(pages) == 1, name
    page = pages[0]
    stats = statistics_part(page)
    assert stats is not None, page
    assert page.index("Signatures") < stats.start() and "Page 1 of 1" in page[stats.end():]
    if name == HANDJASS_8:  # 20:05 to the eighth round at 20:33
        assert "Time played: 28 min (20:05 to 20:33)" in page[stats.end():]


def test_short_statistics_never_take_a_page_of_their_own(tmp_path):
    """As the entries grow, a Handjass's statistics (its rounds and the time played) stand
    under the signatures: on the board's page while it has room for them (with less space
    between the blocks where that saves the page), else the board and the signatures go
    with them to the next page. Never parted, never on a page before the board's signatures,
    never on a page of their own (a trial's sheet of paper for "Rounds played 9 9 9 9 9")."""
    sheets = set()
    for rounds in range(8, 33):
        write_pdf(handjass(rounds), tmp_path / "h.pdf")
        pages = pdf_pages(tmp_path / "h.pdf")
        stats = [i for i, page in enumerate(pages) if statistics_part(page)]
        assert stats == [len(pages) - 1], (rounds, pages)
        assert "Statistics" not in "".join(pages[:-1]), rounds
        last = pages[-1]
        assert "Signatures" in last and last.index("Signatures") < last.index("Statistics")
        assert "Board as it stands" in last, rounds
        sheets.add(len(pages))
    assert sheets == {1, 2}  # both seen: the last page with the board, not one of its own
