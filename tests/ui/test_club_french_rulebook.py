"""The club rulebook's presets in French (a Romand organiser's live evening in Fribourg): the
French window said "Jass libre (Jassverein)", "Tournoi (Jassverein)" and "Jassverein
(règlement)", a German word she stumbled on. RULES.md calls the preset "Jassverein (club
rulebook)": French says "règlement de club" ("Jass libre (règlement de club)", "Tournoi
(règlement de club)", "Règlement de club"), in the window, the evening dialog, the paper and
on the phones alike (one catalog for all of them)."""

import shutil

import pytest
from PySide6.QtWidgets import QFileDialog

from jasstafel.club import Club

from .test_club_tables_list_words import club_window
from .texts import catalog, pdf_text

PRESETS = {
    ("schieber", "freier_jass"): "Jass libre (règlement de club)",
    ("schieber", "turnier"): "Tournoi (règlement de club)",
    ("coiffeur", "jassverein"): "Règlement de club",
    ("molotow", "jassverein"): "Règlement de club",
}


def test_no_french_message_says_jassverein():
    """Every French text of the program (window, sheets, command line, phones and wall)."""
    found = [(context, english, form) for context, english, forms in catalog("fr")
             for form in forms if "Jassverein" in form]
    assert found == []


@pytest.fixture
def cw(french_window, club_path, dialogs):
    return club_window(french_window, dialogs)


def test_the_evening_dialog_offers_the_rulebook_in_french(cw):
    dialog = cw.evenings.new_evening_dialog()
    try:
        for (variant, preset), title in PRESETS.items():
            dialog.choose(variant)
            items = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
            assert title in items, (variant, items)
            assert not any("Jassverein" in item for item in items), items
            dialog.choose(variant, preset)
            assert dialog.preset.currentText() == title
    finally:
        dialog.reject()


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_the_evening_page_and_its_paper_say_it_in_french(cw, monkeypatch, tmp_path):
    club: Club = cw.club
    for name in ("Noé Chappuis", "Mireille Python", "Luc Overney", "Anne Favre"):
        club.add_member(name)
    evening = club.new_evening("2026-11-26", "schieber", preset="freier_jass", passen=1)
    club.draw(evening.id, [m.id for m in club.members()])
    cw.changed()
    cw.evenings.choose(evening.id)
    page = cw.evenings.page
    assert "Chibre · Jass libre (règlement de club)" in page.details.text()
    out = tmp_path / "feuilles.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    page.paper_actions[("sheets", "pdf")].trigger()
    flat = " ".join(pdf_text(out).split())
    assert "Chibre · Jass libre (règlement de club)" in flat
    assert "Jassverein" not in flat
