"""The Guggitaler's final board gives the players' columns the room.

A St. Gallen Schreiber printed a Guggitaler of three (two Guggitaler, Domino): on the page
of the final board (*Schlussstand*) the games' names took some 80 % of the width and Urs,
Köbi and Vreni shared a narrow strip at the right margin ("5 −35 30"), the space left over
all given to the names' column. Now that column is as wide as its longest name needs (with
its padding), and the players' columns, as wide as each other, take the rest of the width,
as the entries table's sides and the other sheets' boards do. Read back from the PDF with
``pdftotext -bbox``: where each figure of the Total row ends and where the longest name
ends.
"""

import json
import re
import subprocess

import pytest

from jasstafel.core import matchfile
from jasstafel.printing.sheet import write_pdf

from . import PDFTOTEXT

#: the title of the final board, the title of its games' column and the first word of its
#: totals' row, per language
BOARD = {"en": ("board", "Game", "Total"), "de": ("Schlussstand", "Spiel", "Total"),
         "fr": ("finale", "Jeu", "Total")}
NAMES = ["Urs", "Köbi", "Vreni", "Sepp"]
PAD_PT = 1.1 / 25.4 * 72  # the padding left and right in a cell (printing/table.py)


@pytest.fixture
def language(window_language):
    """The sheet printed from a window in this language (tests/conftest.py)."""
    return window_language


def played(players, guggitaler, domino):
    """A whole Guggitaler match of *players*, each game written once, as the window writes
    them (9 tricks, 12 with three players; 9 Schellen; 4 Ober; one taker each)."""
    tricks = [4, 5, 3] if players == 3 else [3, 2, 4, 0]
    schellen = [2, 6, 1] if players == 3 else [2, 3, 0, 4]
    ober = [1, 0, 3] if players == 3 else [1, 1, 1, 1]
    entries = []
    for g in range(guggitaler):
        shift = g % players  # each Guggitaler its own figures
        turn = tricks[shift:] + tricks[:shift]
        entries += [
            {"type": "count", "game": "tricks", "counts": turn},
            {"type": "count", "game": "schellen", "counts": schellen[shift:] + schellen[:shift]},
            {"type": "count", "game": "ober", "counts": ober[shift:] + ober[:shift]},
            {"type": "taker", "game": "rosenkoenig", "player": (1 + g) % players},
            {"type": "taker", "game": "last_trick", "player": (2 + g) % players},
        ]
        if domino:
            order = list(range(players))
            entries.append({"type": "domino", "order": order[shift:] + order[:shift]})
    document = {
        "format": "jasstafel-match", "version": 1, "variant": "guggitaler",
        "info": {"title": "", "date": "2026-12-06", "place": "St. Gallen", "table": ""},
        "players": NAMES[:players], "teams": [], "first": 0,
        "settings": {"preset": "standard", "tricks": 5, "schellen": 10, "ober": 20,
                     "rosenkoenig": 40, "last_trick": 50, "domino": domino,
                     "domino_4": [150, 100, 55, 0], "domino_3": [150, 100, 70],
                     "guggitaler": guggitaler, "deck": "de"},
        "entries": entries,
    }
    return matchfile.loads(json.dumps(document))


def board_lines(pdf, language):
    """The lines of the final board's table, top to bottom, each a list of its cells, a
    cell (x0, x1, text) a run of words a space apart: from the players' names to the totals'
    row; and the right end of the page's text (the page number, at the right margin)."""
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    xml = subprocess.run([PDFTOTEXT, "-bbox", str(pdf), "-"], capture_output=True, text=True,
                         check=True).stdout
    title, _game, total = BOARD[language]
    page = next(p for p in xml.split("</page>") if f">{title}<" in p)
    words = [(float(x0), float(y0), float(x1), float(y1), w) for x0, y0, x1, y1, w in re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>',
        page)]
    right = max(x1 for _x0, _y0, x1, _y1, _w in words)
    top = next(y1 for _x0, _y0, _x1, y1, w in words if w == title)
    lines: dict[int, list] = {}
    for x0, y0, x1, y1, w in words:
        if y0 > top:
            lines.setdefault(round(y1), []).append((x0, x1, w))
    rows = []
    for y in sorted(lines):
        cells: list[list] = []
        for x0, x1, w in sorted(lines[y]):
            if cells and x0 - cells[-1][1] < 4:  # a space apart: the same cell
                cells[-1][1] = x1
                cells[-1][2] += " " + w
            else:
                cells.append([x0, x1, w])
        rows.append(cells)
        if cells[0][2] == total:
            return rows, right
    raise AssertionError(f"no {total} row under {title}")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("guggitaler", [1, 2])
@pytest.mark.parametrize("domino", [True, False])
def test_the_players_columns_have_the_room(language, tmp_path, players, guggitaler, domino):
    match = played(players, guggitaler, domino)
    out = tmp_path / "sheet.pdf"
    write_pdf(match, out)
    rows, right = board_lines(out, language)
    # the head, one line: the games' column's title beside the players' names over their
    # columns (it stood under them, in a row empty but for it: a trial's sheet)
    head, *body = rows
    assert [cell[2] for cell in head] == [BOARD[language][1], *NAMES[:players]]
    totals = body[-1]
    assert len(totals) == 1 + players, totals
    ends = [x1 for _x0, x1, _text in totals[1:]]  # each player's column ends here, less pad
    widths = [b - a for a, b in zip(ends, ends[1:], strict=False)]
    width = sum(widths) / len(widths)
    assert max(widths) - min(widths) < 0.5, widths  # the players' columns alike
    assert abs(ends[-1] + PAD_PT - right) < 1.0, (ends, right)  # to the right margin
    # the names' column ends where the longest name does, with its padding
    longest = max(cells[0][1] for cells in body)
    names_end = ends[0] + PAD_PT - width
    assert names_end - longest <= 2 * PAD_PT + 1.0, (longest, names_end, width)
    # and every figure whole in its own column, right of the names
    for cells in body:
        assert len(cells) == 1 + players, cells
        assert all(x0 > names_end for x0, _x1, _text in cells[1:]), cells
