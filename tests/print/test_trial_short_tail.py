"""No sheet of paper for a few lines: a German trial's Handjass of five players and nine
rounds printed page 2 with only the header, "Statistik: Gespielte Runden 9 9 9 9 9" and the
time played.

Every example match (whole, and its first 8 to 12 entries) and every variant at the trials'
sizes (8 to 12 rounds, every number of players a sheet prints in one table) is printed; a
sheet of more than one page has more than a few lines on its last: the statistics stand
under the signatures (the space between the blocks made smaller where that saves the page,
and the players' "Rounds played" left out where it only repeats the match's "Rounds: 9"),
or the board and the signatures go with them to the last page. Statistics of their own
page are a table of a dozen lines and more (a Schieber's, with the contracts chosen).
"""

from datetime import datetime, timedelta, timezone

import pytest

from jasstafel.core import Match, matchfile
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.fahnder import FahnderRound
from jasstafel.core.handjass import HandjassRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.core.schieber import SchieberRound
from jasstafel.printing.sheet import write_pdf

from . import EXAMPLE_FILES, pdf_pages


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


START = datetime(2026, 11, 26, 20, 5, tzinfo=timezone(timedelta(hours=1)))
NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fritz"]
FEW = 10  # lines: a last page of this few or fewer is a sheet of paper for a few lines
ROUNDS = range(8, 13)  # the trials' sizes


def stamped(entries):
    """*entries* written one every four minutes from 20:05: the sheet says the time played."""
    return [e.model_copy(update={"written_at": START + timedelta(minutes=4 * i)})
            for i, e in enumerate(entries)]


def turned(values, r):
    return values[r % len(values):] + values[:r % len(values)]


#: card points of a round for each table size, 157 in all (the deck dealt whole)
POINTS = {2: [80, 77], 3: [60, 52, 45], 4: [45, 38, 52, 22], 5: [40, 35, 30, 28, 24],
          6: [30, 28, 26, 25, 24, 24]}


def played(variant, players, rounds):
    """A match of *variant* with *players* and *rounds* rounds, nobody winning early."""
    names = NAMES[:players]
    points = POINTS[players]
    if variant == "handjass":
        match = new_match("handjass", names, settings={"voll": 9})
        entries = [HandjassRound(points=turned(points, r)) for r in range(rounds)]
    elif variant == "molotow":
        match = new_match("molotow", names, settings={"rounds": rounds})
        entries = [MolotowRound(points=turned(points, r)) for r in range(rounds)]
    elif variant == "differenzler":
        match = new_match("differenzler", names, settings={"games": rounds})
        entries = [DifferenzlerGame(predictions=[50] * players, points=turned(points, r))
                   for r in range(rounds)]
    elif variant == "punktetafel":
        match = new_match("punktetafel", names)
        entries = [PunktetafelRound(points=turned(points, r)) for r in range(rounds)]
    elif variant == "schieber":
        match = new_match("schieber", names, settings={"target": 20000})
        contracts = ["eicheln", "rosen", "schellen", "schilten", "obenabe", "undenufe"]
        entries = [SchieberRound(contract=contracts[r % 6], announced_by=r % 2,
                                 points=(100, 57)) for r in range(rounds)]
    else:
        assert variant == "fahnder"
        match = new_match("fahnder", names, settings={"target": 100})
        entries = [FahnderRound(fahnder=r % 4, partner=(r + 1) % 4, bid=100,
                                contract="rosen", points=120) for r in range(rounds)]
    for entry in stamped(entries):
        match.add(entry)
    return match


def first_entries(match, count):
    return Match(match.document.model_copy(
        update={"entries": stamped(match.document.entries[:count])}))


def sheets():
    for path in EXAMPLE_FILES:
        match = matchfile.load(path)
        yield path.stem, first_entries(match, len(match.entries))
        for count in ROUNDS:
            if count < len(match.entries):
                yield f"{path.stem}, first {count}", first_entries(match, count)
    for variant, sizes in (("handjass", (2, 3, 4, 5)), ("molotow", (3, 4, 5, 6)),
                           ("differenzler", (3, 4, 5, 6)), ("punktetafel", (2, 4, 5, 6)),
                           ("schieber", (4,)), ("fahnder", (4,))):
        for players in sizes:
            for rounds in ROUNDS:
                yield f"{variant} of {players}, {rounds} rounds", played(variant, players,
                                                                          rounds)


def flat(page):
    return [" ".join(line.split()) for line in page.splitlines() if line.strip()]


def last_page_lines(pages):
    """The lines of the last page under the header (the lines every page begins with,
    those of the first page before its table settings) and above its footer."""
    first = flat(pages[0])
    header = first[:first.index("Table settings")]
    last = flat(pages[-1])
    assert last[:len(header)] == header, (header, last)
    return last[len(header):-1]


def test_no_last_page_holds_only_a_few_lines(tmp_path):
    short = {}
    for name, match in sheets():
        write_pdf(match, tmp_path / "sheet.pdf")
        pages = pdf_pages(tmp_path / "sheet.pdf")
        if len(pages) > 1 and len(lines := last_page_lines(pages)) <= FEW:
            short[name] = lines
    assert short == {}, short


def test_the_trials_handjass_is_one_page_with_its_statistics_said_once(tmp_path):
    """Five players, nine rounds: one page; the statistics under the signatures say the
    rounds once ("Rounds: 9"), where the players' row said nine five times."""
    write_pdf(played("handjass", 5, 9), tmp_path / "sheet.pdf")
    pages = pdf_pages(tmp_path / "sheet.pdf")
    assert len(pages) == 1 and "Page 1 of 1" in pages[0], pages
    stats = flat(pages[0][pages[0].index("Statistics"):])
    assert "Rounds: 9" in stats and "Time played: 32 min (20:05 to 20:37)" in stats, stats
    assert not [line for line in stats if line.startswith("Rounds played")], stats
