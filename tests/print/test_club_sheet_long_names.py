"""A table sheet with long names stays on one page.

A Romand organiser's trial (French): the club "Jass-Club de l'Auge & Neuveville" printed the
table sheets of a Turnier evening whose members have long names ("Marie-Thérèse
Rossier-Schneuwly"): 8 pages for 4 tables, each second page only the Total row and the
signatures, away from the 12 rounds. The sides' names wrapped over the Z board, over the
columns and under the signature lines, and with the club's line the sheet was a few lines
too long; with short names the same sheet was one page. Now a sheet that would not fit names
its sides short ("A: Luca D. & François C.", a member's short name where he has one); the
whole names stand in the sheet's head, at the seats."""

import random

import pytest

from jasstafel import i18n
from jasstafel.club import Club
from jasstafel.printing.club_sheets import seated_tables, write_table_sheets_pdf

from . import pdf_pages

CLUB = "Jass-Club de l'Auge & Neuveville"
#: the trial's table 1: seats 1 and 3 (A), 2 and 4 (B), as the draw seats them below
NAMES = [("Céline Gothuey-Bersier", ""), ("Luca D'Agostino", ""),
         ("Marie-Thérèse Rossier-Schneuwly", ""), ("François Cuennet", "")]


@pytest.fixture(autouse=True)
def _app(qapp):
    """Painting text needs the QApplication of pytest-qt."""
    return qapp


def sheets(tmp_path, names, language="en"):
    """The pages of the table sheets of a Turnier evening (one table) of *names*."""
    with Club.open(tmp_path / "club.sqlite") as club:
        members = [club.add_member(name, short) for name, short in names]
        ev = club.new_evening("2026-12-07", "schieber", preset="turnier", passen=1,
                              place="Café du Midi, Fribourg", title="Jass du mois")
        club.draw(ev.id, [m.id for m in members], rng=random.Random(4))
        seated = seated_tables(club.evening(ev.id), club.drawn(ev.id),
                               {m.id: m for m in club.members()})
    previous = i18n.language()
    i18n.use(language)
    try:
        out = tmp_path / "feuilles.pdf"
        write_table_sheets_pdf(seated, out, club=CLUB)
    finally:
        i18n.use(previous)
    return seated[0], pdf_pages(out)


def flat(page):
    return " ".join(page.split())


def test_long_names_keep_the_sheet_on_one_page(tmp_path):
    seated, pages = sheets(tmp_path, NAMES)
    assert len(pages) == 1, [flat(p)[:200] for p in pages]
    page = flat(pages[0])
    assert "Total" in page and "Signatures" in page
    # every whole name at its seat in the head
    for seat, name in enumerate(seated.names, start=1):
        assert f"Seat {seat} ({'AB'[(seat - 1) % 2]}): {name}" in page, (seat, name)
    # the sides over the board, the columns and the signature lines: first names, initials
    a, b = seated.sides(short=True)
    assert page.count(a) == 3 and page.count(b) == 3, page
    assert f"Signature {a}" in page and f"Signature {b}" in page
    assert "Marie-Thérèse R." in page and "Rossier-Schneuwly &" not in page


def test_in_french_too(tmp_path):
    _seated, pages = sheets(tmp_path, NAMES, "fr")
    assert len(pages) == 1
    assert "Feuille de table" in pages[0] and "Total" in pages[0]


def test_a_short_name_is_the_sides_short_name(tmp_path):
    seated, pages = sheets(tmp_path, [(name, short) for (name, _), short in zip(
        NAMES, ("Céline", "Luca", "Marie-Thé", "Fanfan"), strict=True)])
    assert len(pages) == 1
    assert set(seated.short_names) == {"Céline", "Luca", "Marie-Thé", "Fanfan"}
    a, b = seated.sides(short=True)
    assert a in pages[0] and b in pages[0]


def test_names_that_fit_stay_whole_over_the_board(tmp_path):
    """Short enough names are printed whole everywhere, as before."""
    seated, pages = sheets(tmp_path, [("Anna Muster", ""), ("Beat Keller", ""),
                                      ("Cla Caduff", ""), ("Dora Meier", "")])
    assert len(pages) == 1
    a, b = seated.sides()
    assert f"Signature {a}" in flat(pages[0]) and f"Signature {b}" in flat(pages[0])
