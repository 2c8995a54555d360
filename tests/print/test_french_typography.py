"""French paper sets a narrow no-break space (U+202F) before ":", ";", "!" and "?", as French
typography does ("Date : 26.11.2026", "Victoire : Team A", "… ; le plus petit total gagne"):
the catalog writes a plain space (docs/translating.md), and the sheet printed it as it was, a
whole word space. pdftotext gives either space back as " ", so the test measures what was
painted: the room between a sign and the word before it (``pdftotext -bbox``), against the
height of its line (a word space of the sheet's font is 0.27 to 0.30 of it, the narrow one
0.17). German and English keep their colon on the word."""

import re
import subprocess

import pytest

from jasstafel.cli import main

from . import EXAMPLE_FILES, PDFTOTEXT

pytestmark = [pytest.mark.usefixtures("qapp"),
              pytest.mark.skipif(PDFTOTEXT is None, reason="pdftotext is not installed")]

SIGNS = (":", ";", "!", "?")


def printed(tmp_path, path, lang):
    out = tmp_path / f"{path.stem}-{lang}.pdf"
    assert main(["print", str(path), "--lang", lang, "--club", "Jassclub Muri",
                 "-o", str(out)]) == 0
    return out


def words(pdf):
    """Every word of *pdf* with its box: (left, top, right, bottom, text), in reading order."""
    out = subprocess.run([PDFTOTEXT, "-bbox", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    return [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>',
        out)]


def spaces_before_signs(pdf):
    """The room before each sign that stands apart from its word, in heights of its line."""
    found = []
    placed = words(pdf)
    for before, sign in zip(placed, placed[1:], strict=False):
        if sign[4] in SIGNS and abs(before[1] - sign[1]) < 0.5:
            found.append((sign[0] - before[2]) / (sign[3] - sign[1]))
    return found


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_a_french_sheet_sets_a_narrow_space_before_colons(tmp_path, path):
    spaces = spaces_before_signs(printed(tmp_path, path, "fr"))
    assert len(spaces) > 5  # Date, Lieu, Jeu, the settings ...
    assert max(spaces) < 0.22, sorted(spaces)[-3:]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_german_and_english_keep_the_colon_on_the_word(tmp_path, lang):
    path = next(p for p in EXAMPLE_FILES if p.stem == "schieber-freier-jass")
    pdf = printed(tmp_path, path, lang)
    assert spaces_before_signs(pdf) == []
    assert any(w[4] in ("Jassart:", "Variant:") for w in words(pdf))
