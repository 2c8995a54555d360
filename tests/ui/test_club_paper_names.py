"""The evening's *Papier* menu in French names each paper for what it is (a Romand
organiser's trial: "Plan de table", "Cartes de table" and "Carte des places", and she could
not tell the seat list from the room map). The seat list (per Passe the tables, then every
member with his table and seat: German *Sitzliste*) is the *Liste des places*; the seat map
(every table drawn from above with the names at its seats: *Sitzplan*) is the *Plan de la
salle*; the table cards stay *Cartes de table*. The menu, the file dialog's title and name,
and the PDF's own title say the same. Through the menu's actions, the file dialog answered
with a path."""

import shutil

import pytest
from PySide6.QtWidgets import QFileDialog

from .test_club_tables_list_words import club_window
from .texts import pdf_text

#: the kind of paper: its name in the French menu, its file name, the PDF's title
PAPERS = {
    "seats": ("Liste des places", "liste-des-places", "Liste des places · Chibre"),
    "sheets": ("Feuilles de table (une par table, pré-remplies)", "feuilles-de-table",
               "Feuille de table · manche 1 · table 1"),
    "cards": ("Cartes de table", "cartes-de-table", "Cartes de table"),
    "map": ("Plan de la salle", "plan-de-la-salle", "Plan de la salle · Chibre"),
}


@pytest.fixture
def cw(french_window, club_path, dialogs):
    return club_window(french_window, dialogs)


@pytest.fixture
def page(cw):
    club = cw.club
    for name in ("Noé Chappuis", "Mireille Python", "Luc Overney", "Anne Favre"):
        club.add_member(name)
    evening = club.new_evening("2026-11-26", "schieber", preset="freier_jass", passen=1)
    club.draw(evening.id, [m.id for m in club.members()])
    cw.changed()
    cw.evenings.choose(evening.id)
    return cw.evenings.page


def test_the_paper_menu_names_each_paper_for_what_it_is(page):
    texts = [a.text() for a in page.paper_menu.actions() if not a.isSeparator()]
    assert texts == [f"{name}{what}" for name, _file, _title in PAPERS.values()
                     for what in ("\u00a0: imprimer…", "\u00a0: PDF…")]
    assert page.seats_print_button.text() == "Imprimer la liste des places…"


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
@pytest.mark.parametrize("kind", list(PAPERS))
def test_the_file_and_its_title_say_the_same(page, monkeypatch, tmp_path, kind):
    name, file, title = PAPERS[kind]
    out = tmp_path / "out.pdf"
    asked = []

    def save(parent, caption, start, *args, **kw):
        asked.append((caption, start))
        return str(out), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    page.paper_actions[(kind, "pdf")].trigger()
    ((caption, start),) = asked
    # the evening named too (it has no title: by its variant, "Chibre")
    assert start.endswith(f"2026-11-26-chibre-{file}.pdf"), start
    assert caption.startswith(name.split(" (")[0]), caption
    assert title in " ".join(pdf_text(out).split())
