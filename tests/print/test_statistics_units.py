"""The statistics at the end of the sheet say what they count (a Romand trial's reading of the
printed sheets): a Pandur's deals played beside the deals the sheet numbers, the Stöck (a
count of rounds) under the Weis (points). Each sheet is printed with ``jasstafel print
--lang`` and read back with pdftotext."""


import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.pandur import PandurDeal, PandurNoBid

from . import EXAMPLES
from .test_sheet_findings import printed

pytestmark = pytest.mark.usefixtures("qapp")


def eight_deals():
    """The trial's Pandur: eight deals numbered, the third nobody bid on (dealt again), no one
    at 15 yet; Pascal deals the ninth."""
    match = new_match("pandur", ["Pascal", "Beat", "Cla", "Dora"])
    for entry in [PandurDeal(declarer=1, contract=150, made=True),  # Pascal deals
                  PandurDeal(declarer=2, contract=150, made=True),  # Beat
                  PandurNoBid(),  # Cla deals: nobody bids
                  PandurDeal(declarer=0, contract=120, made=True),  # Dora
                  PandurDeal(declarer=1, contract=120, made=False),  # Pascal
                  PandurDeal(declarer=3, contract=130, made=True),  # Beat
                  PandurDeal(declarer=0, contract=120, made=True),  # Cla
                  PandurDeal(declarer=1, contract=120, made=True)]:  # Dora
        match.add(entry)
    return match


NEXT = {"en": "Deal 9: Pascal deals", "de": "Spiel 9: Pascal gibt", "fr": "Donne 9 : Pascal donne"}
PLAYED = {  # the match's line under the statistics: the deals the sheet numbers, then what
    # of them was played and what not ("Deals played: 11 (1 without a bid, 1 misdeal)" after
    # 13 deals read as a breakdown of the 11: a tester's)
    "en": ("Deals: 8 (7 played, 1 without a bid)",
           "Deals: 15 (11 played, 3 without a bid, 1 misdeal)"),
    "de": ("Spiele: 8 (7 gespielt, 1 ohne Angebot)",
           "Spiele: 15 (11 gespielt, 3 ohne Angebot, 1-mal vergeben)"),
    "fr": ("Donnes : 8 (7 jouées, 1 sans offre)",
           "Donnes : 15 (11 jouées, 3 sans offre, 1 maldonne)"),
}
PER_PLAYER = {"en": ("Deals played", "Best deal"), "de": ("Gespielte Spiele", "Bestes Spiel"),
              "fr": ("Donnes jouées", "Meilleure donne")}


def lines(pages):
    """Every line of *pages* with its runs of white space one space."""
    return [" ".join(line.split()) for page in pages for line in page.splitlines()]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_pandurs_deals_played_say_the_deal_nobody_bid_on(tmp_path, lang):
    """"Donnes : 7" under a sheet that numbers eight deals and says "Donne 9 : Pascal donne"
    next read as a miscount: the 7 leaves out the deal nobody bid on (dealt again). The line
    says what it counts and what it leaves out; the players' rows say deals, not rounds."""
    said = lines(printed(tmp_path, eight_deals(), lang))
    assert any(line.startswith(NEXT[lang]) for line in said), said
    stats = said[said.index({"en": "Statistics", "de": "Statistik",
                             "fr": "Statistiques"}[lang]):]
    # the rows chosen beside the figures: on the same lines of the text
    assert any(PLAYED[lang][0] in line for line in stats), stats
    played, best = PER_PLAYER[lang]
    for row in (f"{played} 5 5 6 5 ", f"{best} 2 3 3 2 "):
        assert any(line.startswith(row) for line in stats), (row, stats)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_example_pandur_counts_its_no_bids_and_its_misdeal(tmp_path, lang):
    """docs/examples/pandur.jass numbers 15 deals: 3 nobody bid on, 1 misdeal, 11 played."""
    said = lines(printed(tmp_path, EXAMPLES / "pandur.jass", lang))
    # in the figures' column, on two lines there, the rows chosen beside them
    assert PLAYED[lang][1] in " ".join(said), said[-12:]


def test_a_pandur_without_a_no_bid_says_only_the_deals_played(tmp_path):
    match = new_match("pandur", ["Pascal", "Beat", "Cla", "Dora"])
    match.add(PandurDeal(declarer=1, contract=150, made=True))
    said = lines(printed(tmp_path, match, "en"))
    assert "Deals played: 1" in said, said[-5:]


@pytest.mark.parametrize("lang, weis, stoeck", [
    ("en", "Weis written (× factor) 420 100", "Rounds with Stöck 1 1"),
    ("de", "Geschriebene Weis (× Faktor) 420 100", "Runden mit Stöck 1 1"),
    ("fr", "Annonces inscrites (× facteur) 420 100", "Donnes avec stöck 1 1")])
def test_the_stoeck_under_the_weis_say_they_count_rounds(tmp_path, lang, weis, stoeck):
    """"Stöck 1" right under "Annonces inscrites 420 / 100" read as points beside points: the
    Weis line is points (× the factor), the Stöck line a count of rounds. Team A's Stöck in
    round 9 (Herz ×1), team B's in round 2 (Kreuz ×2): one round each, 20 and 40 points."""
    said = lines(printed(tmp_path, EXAMPLES / "schieber-swisslos-2500-fr.jass", lang))
    # the contracts chosen beside them: on the same lines of the text
    at = next(k for k, line in enumerate(said) if line.startswith(f"{weis} "))
    assert said[at + 1].startswith(f"{stoeck} "), said[at:at + 3]
