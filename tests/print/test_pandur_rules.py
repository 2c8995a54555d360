"""The lines between the players' columns of a Pandur sheet run the whole height of a row
(a tester's printed sheet, rendered and looked at): under a deal's line its italic note
("Ruedi inherits 2") stopped them after the first line, and they showed as short dashes.
The note stays left of the players' columns; the sheet is printed with ``jasstafel print``
and its first page rendered with pdftoppm."""

import re
import shutil
import subprocess

import pytest

from jasstafel.cli import main

from . import EXAMPLES

pytestmark = pytest.mark.usefixtures("qapp")
DPI = 150


def words(pdf):
    """(word, x min, y min, x max, y max) of page 1, in pixels at DPI."""
    out = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(pdf), "-"],
                         capture_output=True, text=True, check=True).stdout
    scale = DPI / 72
    return [(w, *(float(v) * scale for v in box)) for *box, w in re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
        out)]


def test_the_lines_between_the_players_run_through_a_rows_note(tmp_path):
    if shutil.which("pdftoppm") is None or shutil.which("pdftotext") is None:
        pytest.skip("pdftoppm and pdftotext (poppler-utils) are not installed")
    from PySide6.QtGui import QImage

    pdf = tmp_path / "pandur.pdf"
    assert main(["print", str(EXAMPLES / "pandur.jass"), "--lang", "en", "-o", str(pdf)]) == 0
    subprocess.run(["pdftoppm", "-png", "-r", str(DPI), "-f", "1", "-l", "1", "-singlefile",
                    str(pdf), str(tmp_path / "page")], check=True)
    image = QImage(str(tmp_path / "page.png"))
    said = words(pdf)
    # deal 1: "1 Ruedi Vreni 150 118 50 made +2 2 +3 3 0 0", its note "Ruedi inherits 2"
    made = next(w for w in said if w[0] == "made")
    note = next(w for w in said if w[0] == "inherits" and w[2] > made[2])
    line_y = round((made[2] + made[4]) / 2)
    note_y = round((note[2] + note[4]) / 2)
    assert note_y - line_y > 10  # the note is a line of its own under the deal's line

    def ink(x, y):
        return image.pixelColor(x, y).lightness() < 200

    # the vertical lines right of the Result column, found on the deal's line: ink there
    # and a few pixels above and below
    rules = [x for x in range(round(made[3]) + 4, image.width())
             if all(ink(x, line_y + dy) for dy in (-6, 0, 6))
             and not ink(x - 2, line_y - 6) and not ink(x + 2, line_y - 6)]
    assert len(rules) >= 4, rules  # one before each of the four players' columns
    for x in rules:  # down through the note's line to the row's end
        assert all(ink(x, y) for y in range(line_y, note_y + 5)), (x, line_y, note_y)
