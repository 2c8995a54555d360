"""No word of a sheet's table touches the vertical rule before a side's columns.

A French Schreiber's Fahnder (Hansruedi Zimmermann-Bärtschi, Pascal, Mireille, Jean-Marc):
"Jean-Marc" as partner, in the Partner column, was reported touching the rule before the
players' columns. A cell keeps its padding before a rule: every word of the PDF stays
clear of every rule by a point at least (here about 2.7 pt, the cell's padding less the
letters' side bearing; the report was not reproduced in German, English or French, with
every seat order, a Match and a misdeed, over two pages: this test keeps it so). The
match is typed into the real window and written through File → Export PDF… (the file
dialog, the name typed, Enter); the words are read back with their boxes (pdftotext
-bbox), the rules found on the page rendered."""

import re
import shutil
import subprocess

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_sheet_long_names import exported, keys
from .texts import pdf_words

pytestmark = [
    pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard"),
    pytest.mark.skipif(shutil.which("pdftoppm") is None or shutil.which("pdftotext") is None,
                       reason="needs pdftoppm and pdftotext (poppler-utils)"),
]
NAMES = ["Hansruedi Zimmermann-Bärtschi", "Pascal", "Mireille", "Jean-Marc"]
SCALE = 4  # pixels a point: 288 dpi
RULE_PT = 14.0  # a vertical run of ink this long is a rule (no letter is that high)


def vertical_rules(pdf, page=1):
    """The vertical rules of *page*: (x, top, bottom) in points, found on the page rendered
    in grey (a run of ink at least :data:`RULE_PT` high in one column of pixels)."""
    out = subprocess.run(["pdftoppm", "-gray", "-r", str(72 * SCALE), "-f", str(page), "-l",
                          str(page), str(pdf)], capture_output=True, check=True).stdout
    # a binary PGM: "P5\n<w> <h>\n<max>\n" then one byte a pixel
    head = re.match(rb"P5\s+(\d+)\s+\d+\s+\d+\s", out)
    assert head is not None
    width, data = int(head.group(1)), out[head.end():]
    rules = []
    least = int(RULE_PT * SCALE)
    for x in range(width):
        column = data[x::width]
        run = 0
        for y, value in enumerate(column):
            if value < 235:
                run += 1
                continue
            if run >= least:
                rules.append((x / SCALE, (y - run) / SCALE, y / SCALE))
            run = 0
    return rules


def too_close(words, rules, gap=1.0):
    """The words that cross a rule or come nearer to it than *gap* points."""
    return [(w.text, round(w.left, 2), round(w.right, 2), x) for w in words
            for x, top, bottom in rules
            if w.bottom > top and w.top < bottom and w.left - gap < x < w.right + gap]


def test_a_partner_keeps_its_room_before_the_players_rule(french_window, qtbot,
                                                          real_dialogs, tmp_path):
    window = french_window
    open_match(qtbot, window, new_match("fahnder", NAMES))
    # Hansruedi Fahnder, bid 120, a suit, Jean-Marc his partner, 130 card points
    keys(qtbot, "Ctrl+1", "120", "Ctrl+5", "Alt+4", "130", "Enter")
    # Pascal Fahnder, bid 150, a suit, Jean-Marc again, 100 card points
    keys(qtbot, "Ctrl+2", "150", "Ctrl+6", "Alt+4", "100", "Enter")
    # Mireille Fahnder, the Match bid, Jean-Marc again, the Match
    keys(qtbot, "Ctrl+3", "257", "Ctrl+7", "Alt+4", "Ctrl+M", "Enter")
    # a misdeed: Jean-Marc, one zéro (French: Alt+Z)
    keys(qtbot, "Alt+Z", "Ctrl+4", "Alt+1", "Enter")
    assert len(window.controller.board.entries) == 4
    exported(window, qtbot, real_dialogs, tmp_path)
    pdf = tmp_path / "blatt.pdf"
    pages = pdf_words(pdf)
    assert len([w for w in pages[0] if w.text == "Jean-Marc"]) >= 4  # his column, partner
    close = []
    for number, words in enumerate(pages, 1):
        rules = vertical_rules(pdf, number)
        assert rules or number > 1, "the entries' table has its rules"
        close += too_close(words, rules)
    assert close == []
