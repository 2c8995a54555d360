"""The Coiffeur sheet's rules keep each row's name with its factor: a Romand trial's A4 sheet
of three teams wrote "… Misère ×7, Slalom" at the end of a line and "×8, Gusti/Mery ×9 …" on
the next. A row ("Slalom ×8", "Coiffeur 3×3 ×11") is never broken across two lines; the line
breaks between rows."""

import pytest

from jasstafel.core import MatchInfo
from jasstafel.core.matchfile import new_match
from jasstafel.printing.sheet import write_pdf

from . import pdf_pages

PLAYERS = ["Claire", "Jean-Philippe Perrenoud", "Marc", "Anne-Sophie", "Louis", "Élodie"]
ROWS = {"fr": ["Trèfle ×1", "Carreau ×2", "Cœur ×3", "Pique ×4", "Obenabe ×5",
               "Undenufe ×6", "Misère ×7", "Zig-zag ×8", "Gusti/Mery ×9", "Souhait ×10",
               "Coiffeur 3×3 ×11"],
        "de": ["Kreuz ×1", "Ecken ×2", "Herz ×3", "Schaufel ×4", "Obenabe ×5", "Undenufe ×6",
               "Misère ×7", "Slalom ×8", "Gusti/Mery ×9", "Wunsch ×10", "Coiffeur 3×3 ×11"]}


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_row_and_its_factor_stay_on_one_line(tmp_path, qapp, language, paper):
    from jasstafel.ui import i18n

    # the trial's: the Jassverein's rows with French cards
    match = new_match("coiffeur", PLAYERS, settings={"deck": "fr", "rows": [
        {"name": name, "factor": factor, "kind": kind} for factor, (name, kind) in enumerate((
            ("Kreuz", "trump"), ("Ecken", "trump"), ("Herz", "trump"), ("Schaufel", "trump"),
            ("Obenabe", "notrump"), ("Undenufe", "notrump"), ("Misère", "misere"),
            ("Slalom", "notrump"), ("Gusti/Mery", "notrump"), ("Wunsch", "free"),
            ("Coiffeur 3×3", "free")), start=1)]},
        info=MatchInfo(title="Coiffeur a six", date="2026-12-06", place="Neuchâtel"))
    i18n.install(qapp, language)
    try:
        write_pdf(match, tmp_path / "sheet.pdf", paper=paper)
    finally:
        i18n.uninstall(qapp)
    page = pdf_pages(tmp_path / "sheet.pdf")[0]
    lines = [" ".join(line.split()) for line in page.splitlines()]  # a no-break space too
    start = next(i for i, line in enumerate(lines) if ROWS[language][0] in line)
    said = " ".join(lines[start:start + 2])
    assert all(row in said for row in ROWS[language]), lines[start:start + 2]
    broken = [row for row in ROWS[language] if not any(row in line for line in lines)]
    assert broken == [], lines[start:start + 2]
