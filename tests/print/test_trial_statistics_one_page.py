"""A German trial (Margrit, Kassierin) printed five short matches to PDF: the Schieber, the
Coiffeur and the Pandur took two pages each, the second holding the header and ten lines of
statistics (under the signatures they did not fit); the Coiffeur in landscape took three, its
page 1 half empty. The statistics are now laid out in two columns (the figures, and beside
them the contracts chosen), so that a short match's sheet is one page."""

from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtGui import QPageLayout

from jasstafel.core import Team
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import MatchInfo, new_match
from jasstafel.core.pandur import PandurDeal
from jasstafel.core.schieber import SchieberRound
from jasstafel.printing.device import PdfFile
from jasstafel.printing.sheet import paint_sheet
from jasstafel.ui import i18n

from . import pdf_pages

PLAYERS = ["Margrit", "Hansruedi", "Vreni", "Köbi"]
TEAMS = [Team(name="Margrit & Vreni", players=[0, 2]),
         Team(name="Hansruedi & Köbi", players=[1, 3])]

INFO = MatchInfo(date="2026-12-07")
#: every entry written in the same minute, as the trial's: "less than a minute"
AT = datetime(2026, 12, 7, 16, 45, tzinfo=timezone(timedelta(hours=1)))


@pytest.fixture(autouse=True)
def german(qapp):
    assert i18n.install(qapp, "de") is not None
    yield
    i18n.uninstall(qapp)


def schieber():
    match = new_match("schieber", PLAYERS, teams=TEAMS, info=INFO,
                      settings={"target": 2000})
    for entry in (
            SchieberRound(contract="schellen", announced_by=0, points=(101, 56), weis=(50, 0),
                          stoeck=0),
            SchieberRound(contract="obenabe", announced_by=1, points=(0, 157), match=True),
            SchieberRound(contract="eicheln", announced_by=0, points=(80, 77), weis=(0, 20)),
            SchieberRound(contract="rosen", announced_by=1, points=(27, 130), stoeck=1)):
        match.add(entry.model_copy(update={"written_at": AT}))
    return match


def coiffeur():
    rows = [{"name": "Eicheln", "factor": 1, "kind": "trump"},
            {"name": "Schellen", "factor": 2, "kind": "trump"},
            {"name": "Misère", "factor": 8, "kind": "misere"},
            {"name": "Gusti/Mery", "factor": 9, "kind": "notrump"},
            {"name": "Wunsch", "factor": 10, "kind": "free"},
            {"name": "Coiffeur 3×3", "factor": 11, "kind": "free"}]
    match = new_match("coiffeur", PLAYERS, preset="jassverein", teams=TEAMS, info=INFO,
                      settings={"rows": rows})
    for entry in (CoiffeurRound(team=0, row=0, points=90, stoeck=True),
                  CoiffeurRound(team=1, row=1, points=100),
                  CoiffeurRound(team=0, row=2, points=30),
                  CoiffeurRound(team=1, row=3, points=157, match=True),
                  CoiffeurRound(team=0, row=1, points=0, kontermatsch=True)):
        match.add(entry.model_copy(update={"written_at": AT}))
    return match


def pandur():
    match = new_match("pandur", PLAYERS, info=INFO)
    for entry in (PandurDeal(declarer=1, contract=150, made=True),
                  PandurDeal(declarer=2, contract="misere_ohne", made=False),
                  PandurDeal(declarer=3, contract=200, made=True),
                  PandurDeal(declarer=0, contract="pandur_mit", made=True),
                  PandurDeal(declarer=1, contract=160, points=140, weis=20)):
        match.add(entry.model_copy(update={"written_at": AT}))
    return match


def printed(match, path, landscape=False):
    pdf = PdfFile(path)
    if landscape:
        pdf.writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    paint_sheet(pdf.writer, match)
    pdf.save()
    return pdf_pages(path)


@pytest.mark.parametrize("made", [schieber, coiffeur, pandur])
def test_the_trials_short_matches_are_one_page_with_their_statistics(made, tmp_path):
    pages = printed(made(), tmp_path / "sheet.pdf")
    assert len(pages) == 1, pages
    page = pages[0]
    assert "Seite 1 von 1" in page
    # the statistics whole after the signatures, the contracts chosen beside the figures
    assert page.index("Unterschriften") < page.index("Statistik") < page.index("Spieldauer")


def test_the_trials_coiffeur_in_landscape_leaves_no_page_half_empty(tmp_path):
    pages = printed(coiffeur(), tmp_path / "sheet.pdf", landscape=True)
    assert len(pages) <= 2, pages
    # the board's title not left alone at the foot of page 1: the grid whole under it there
    # (it says the totals and "Rückstand" itself), the ranks, the signatures and the
    # statistics on page 2 (a French trial's sheet had page 1 half empty, the grid fitting)
    board = pages[0][pages[0].index("Aktueller Stand"):]
    assert "Coiffeur 3×3" in board and "Rückstand" in board
    assert "Rang" in pages[1] and "Aktueller Stand" not in pages[1]
    # the statistics not alone on a page of their own: under the signatures
    assert "Unterschriften" in pages[-1] and "Statistik" in pages[-1]

