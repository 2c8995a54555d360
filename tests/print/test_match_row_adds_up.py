"""A Match's row on the sheet adds up to what it wrote.

A German trial's sheet: round 7, a Match, read Kartenpunkte 157, Weis 150, Stöck 20,
Geschrieben 427; added by hand, 327: the Match bonus of 100 had no column (only the rules'
line "157 + 100 = 257" said it). The card points of a Match say their bonus, "157 + 100", as
the window's history does ("157 + Match 100"), times the factor in *Written*; a Kontermatsch's
too, for the team that took every trick; the Turnier's Match (no bonus) stays 157. The
Coiffeur's Match (257 × factor) says "Match (157 + 100)", and its row adds up to its cell.
"""

import pytest
from PySide6.QtCore import QCoreApplication

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.printing.sheet import write_pdf

from . import numbers, pdf_pages
from .test_sheet import entry_rows


@pytest.fixture(autouse=True)
def _app(qapp):
    QCoreApplication.instance()


def sheet_text(match, tmp_path):
    write_pdf(match, tmp_path / "s.pdf")
    return "\n".join(pdf_pages(tmp_path / "s.pdf"))


def schieber(settings=None, preset="einfach_1000"):
    return new_match("schieber", ["Vreni", "Margrit", "Ueli", "Hanspeter"], preset=preset,
                     settings={"target": 2500, **(settings or {})})


def test_a_match_row_says_its_bonus_and_adds_up(tmp_path):
    match = schieber({"factors": {"eicheln": 2, "rosen": 1, "schilten": 1, "schellen": 1,
                                  "obenabe": 1, "undenufe": 1}})
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(157, 0), match=True,
                            weis=(150, 0), stoeck=0))
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(157, 0), match=True,
                            weis=(150, 0), stoeck=0))
    match.add(SchieberRound(contract="schellen", announced_by=0, points=(0, 157), match=True))
    text = sheet_text(match, tmp_path)
    first = entry_rows(text, 1)[0]
    assert "157 + 100" in first
    # ×1: 157 + 100 + Weis 150 + Stöck 20 = 427, the other team 0
    assert numbers(first)[2:] == [157, 100, 150, 20, 427, 427, 0, 0, 0]
    second = entry_rows(text, 2)[0]  # ×2: (157 + 100 + 150 + 20) × 2
    assert numbers(second)[2:] == [157, 100, 150, 20, 854, 1281, 0, 0, 0]
    third = entry_rows(text, 3)[0]  # Kontermatsch: the other team's 157 + 100
    assert numbers(third)[2:] == [0, 0, 1281, 157, 100, 257, 257]


def test_a_turnier_match_without_bonus_stays_157(tmp_path):
    match = new_match("schieber", ["Vreni", "Margrit", "Ueli", "Hanspeter"], preset="turnier")
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(157, 0), match=True))
    row = entry_rows(sheet_text(match, tmp_path), 1)[0]
    assert "+" not in row
    assert numbers(row)[2:] == [157, 157, 157, 0, 0, 0]


def test_a_double_deck_match_says_314_and_its_bonus(tmp_path):
    match = schieber({"double_deck": True})
    match.add(SchieberRound(contract="rosen", announced_by=1, points=(0, 314), match=True))
    row = entry_rows(sheet_text(match, tmp_path), 1)[0]
    assert "314 + 100" in row
    assert numbers(row)[2:] == [0, 0, 0, 314, 100, 414, 414]


def test_a_coiffeur_match_row_adds_up_to_its_cell(tmp_path):
    match = new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"])
    match.add(CoiffeurRound(team=0, row=1, points=157, match=True, stoeck=True))  # Schellen ×2
    row = entry_rows(sheet_text(match, tmp_path), 1)[0]
    assert "Match (157 + 100)" in row
    # (157 + 100 + Stöck 20) × 2 = 554
    assert numbers(row)[1:] == [2, 157, 100, 20, 554, 554, 0]
