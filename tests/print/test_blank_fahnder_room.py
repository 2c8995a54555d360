"""A French trial's blank Fahnder sheet: the bid's column was about 1 cm wide, no room to
write "257 (Match)" by hand, and "Points de cartes" took three lines over its column."""

import re
import subprocess

import pytest

from jasstafel.cli import main

from . import PDFTOTEXT, pdf_pages

pytestmark = pytest.mark.usefixtures("qapp")
MM = 72 / 25.4  # PDF points in a millimetre


def words(pdf):
    """(word, left x in mm) of the first page's words, as pdftotext -bbox places them."""
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    html = subprocess.run([PDFTOTEXT, "-bbox", "-f", "1", "-l", "1", str(pdf), "-"],
                          capture_output=True, text=True, check=True).stdout
    return [(w, float(x) / MM) for x, w in re.findall(r'xMin="([\d.]+)"[^>]*>([^<]*)<', html)]


def test_the_blank_sheet_has_room_for_a_bid_and_the_card_points_title_on_two_lines(tmp_path):
    out = tmp_path / "vierge.pdf"
    assert main(["print", "--blank", "fahnder", "--lang", "fr", "-o", str(out)]) == 0
    placed = dict(words(out))
    # the partner's column (18 mm to write a name) and the bid's between "Partenaire" and
    # "Atout": 27 mm when the bid had 9 mm
    assert placed["Atout"] - placed["Partenaire"] >= 31
    lines = [line.split() for line in pdf_pages(out)[0].splitlines()]
    title = next(i for i, line in enumerate(lines) if "Points" in line)
    assert lines[title][lines[title].index("Points") + 1] == "de"  # "Points de" / "cartes"
    assert "cartes" in lines[title + 1]
