"""The lines beside each Z of the sheet's Schieber Tafel break between what belongs together,
never inside it (a Romand trial's reading: "encore 452 jusqu'à" ended one line and "2'500"
stood alone on the next; "20×100 + 0×50 +" was parted from "2×20 + 8"). Each sheet is
printed with ``jasstafel print --lang`` and its lines are read back, as drawn, with
``pdftotext -bbox``."""

import re
import subprocess

import pytest
from PySide6.QtCore import QRectF

from jasstafel.cli import main
from jasstafel.printing.device import PdfFile
from jasstafel.printing.draw import ZHalf, paint_z_board
from jasstafel.printing.draw import _info_lines as info_lines
from jasstafel.printing.layout import Canvas

from . import EXAMPLES, PDFTOTEXT

pytestmark = pytest.mark.usefixtures("qapp")

BOARD = {"en": ("Final board", "Rank"), "de": ("Schlussstand", "Rang"),
         "fr": ("Ardoise finale", "Rang")}


def drawn_lines(tmp_path, example, lang):
    """The lines of text on each half of the Tafel of *example*'s sheet in *lang*: words on
    one line of the page that stand close together (one drawn line each), top to bottom;
    one list per half."""
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(EXAMPLES / example), "--lang", lang, "-o", str(out)]) == 0
    xml = subprocess.run([PDFTOTEXT, "-bbox", str(out), "-"], capture_output=True, text=True,
                         check=True).stdout
    title, below = BOARD[lang]
    page = next(p for p in xml.split("</page>") if f">{title.split()[-1]}<" in p)
    middle = float(re.search(r'<page width="([\d.]+)"', page).group(1)) / 2
    words = [(float(x0), float(y0), float(x1), float(y1), w.replace("&amp;", "&")
              .replace("&apos;", "'")) for x0, y0, x1, y1, w in re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>',
        page)]
    top = next(y1 for _x0, _y0, _x1, y1, w in words if w == title.split()[-1])
    bottom = next(y0 for _x0, y0, _x1, _y1, w in words if w == below and y0 > top)
    halves: list[list[str]] = [[], []]
    for half in (0, 1):
        mine = sorted((w for w in words if top < w[1] < bottom and (w[0] > middle) == half),
                      key=lambda w: (round(w[3]), w[0]))
        runs: list[list] = []
        for x0, _y0, x1, y1, w in mine:
            last = runs[-1] if runs else None
            # one line of text: the same baseline, the next word a space away
            if last and abs(last[2] - y1) < 1 and x0 - last[1] < 4:
                last[3].append(w)
                last[1] = x1
            else:
                runs.append([x0, x1, y1, [w]])
        halves[half] = [" ".join(run[3]) for run in runs]
    return halves


BREAKDOWN = re.compile(r"\d+×\d+|\+ \d")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_breakdown_breaks_only_before_a_plus(tmp_path, lang):
    """"25×100 + 0×50 + 1×20 + 5" is too wide for the box: it breaks before a "+", which
    starts the next line, never after one (a line ending in "+" read as if the sum ended)."""
    halves = drawn_lines(tmp_path, "schieber-swisslos-2500-fr.jass", lang)
    for half, whole in zip(halves, ("25×100 + 0×50 + 1×20 + 5", "13×100 + 1×50 + 1×20 + 11"),
                           strict=True):
        lines = [line for line in half if BREAKDOWN.search(line)]
        assert " ".join(lines) == whole, half  # every term once, in order: nothing cut
        assert not any(line.endswith("+") for line in lines), lines
        for line in lines:  # the hundreds first, or a "+" with its term
            assert re.match(r"(\d+×100|\+ \d)", line), lines


@pytest.mark.parametrize("lang, to_go, target", [
    ("en", "1119 to go", "to 2500"), ("de", "noch 1'119", "bis 2'500"),
    ("fr", "encore 1'119", "jusqu’à 2'500")])
def test_a_number_stays_with_its_word(tmp_path, lang, to_go, target):
    """"encore 1'119 jusqu'à" / "2'500": the target stood alone under the words that say
    what it is. A number is never the first thing on a line of the box."""
    lines = drawn_lines(tmp_path, "schieber-swisslos-2500-fr.jass", lang)[1]  # Team B's half
    assert any(to_go in line for line in lines) and any(target in line for line in lines), lines
    assert "2'500" not in lines and "2500" not in lines, lines  # alone on a line


@pytest.mark.parametrize("lang, matches, bracket", [
    ("en", "Matches: 1", "(1 Kontermatsch)"), ("de", "Matches: 1", "(davon 1 Kontermatsch)"),
    ("fr", "Matchs : 1", "(dont 1 contre-match)")])
def test_a_bracket_is_a_line_of_its_own(tmp_path, lang, matches, bracket):
    """"Matchs : 1 (dont 1" / "contre-match)": the bracket was parted in its middle."""
    lines = drawn_lines(tmp_path, "schieber-swisslos-2500-fr.jass", lang)[0]  # Team A's
    assert any(line.endswith(bracket) for line in lines), lines
    assert any(line.startswith(matches) for line in lines), lines


@pytest.mark.parametrize("lang, said", [
    ("fr", ["930 sur 1'000 :", "sortie trop tôt"]),
    ("de", ["930 von 1'000:", "zu früh bedankt"])])
def test_bedanken_too_early_breaks_after_its_figures(tmp_path, lang, said):
    """"930 sur 1'000 : sortie" / "trop tôt": the figures with their colon, then the words."""
    lines = [line for half in drawn_lines(tmp_path, "schieber-bedanken-zu-frueh.jass", lang)
             for line in half]
    assert said[0] in lines and said[1] in lines, lines


def test_a_unit_wider_than_the_box_is_written_smaller_then_parted_never_cut(tmp_path):
    """A very long team target line still fits: the box's font gets smaller for a unit (down
    to a floor), and a unit wider than that is parted at its spaces, never inside a word."""
    cv = Canvas(PdfFile(tmp_path / "x.pdf").writer)
    width = cv.mm(30)
    long = "Matches: 12 (davon 10 Kontermatsch und noch viel mehr Worte als Platz)"
    font, lines = info_lines(cv, ["18×100 + 1×50 + 2×20 + 1", long], width, cv.mm(40))
    assert all(cv.width(line, font) <= width for line in lines), lines
    assert " ".join(lines).split() == ("18×100 + 1×50 + 2×20 + 1 " + long).split()
    rect = QRectF(0, 0, cv.area.width(), cv.mm(46))
    paint_z_board(_Nothing(), cv, rect, [ZHalf("A", "a", None, "", [long])])


class _Nothing:
    def __getattr__(self, _name):
        return lambda *args, **kwargs: None
