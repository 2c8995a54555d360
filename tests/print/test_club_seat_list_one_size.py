"""The seat list sets all its tables in one size (a German club organiser's trial: 10
present, one a guest, 2 Passen; the Passe 1 table was set smaller so that "Iris Jäggi &
Hans-Ueli von Känel-Grünenfelder zu Oberdiessbach-Wichtrach" fitted one line, the Passe 2
table right under it kept the normal size; "Wer sitzt wo" had a third). Checked in the PDF
the command line writes (``jasstafel club draw 1 -o sitzliste.pdf --lang de``), the heights
of the words pdftotext finds: one height for every table's rows, one for their titles."""

import re
import subprocess

import pytest

from jasstafel.cli import main

from . import PDFTOTEXT

MEMBERS = ["Iris Jäggi", "Hans-Ueli von Känel-Grünenfelder zu Oberdiessbach-Wichtrach",
           "Bärbel Zürcher", "Émile Bérard", "Anna Muster", "Beat Keller", "Cla Caduff",
           "Dora Meier", "Fränzi Hänni"]
WORD = re.compile(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<')


@pytest.fixture(autouse=True)
def _app(qapp):
    """In-process printing uses the QApplication of pytest-qt."""
    return qapp


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def lines_of(pdf):
    """Every line of the first page: (its words, the height of its words)."""
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    out = subprocess.run([PDFTOTEXT, "-f", "1", "-l", "1", "-bbox", str(pdf), "-"],
                         capture_output=True, text=True, check=True).stdout
    lines: dict[float, tuple[list[str], set[float]]] = {}
    for top, bottom, word in WORD.findall(out):
        words, heights = lines.setdefault(round(float(top), 1), ([], set()))
        words.append(word)
        heights.add(round(float(bottom) - float(top), 1))
    return [(" ".join(words), heights) for _, (words, heights) in sorted(lines.items())]


def tables_of(lines):
    """Per table of the seat list (Passe 1, Passe 2, Wer sitzt wo): its title line's and
    its rows' heights."""
    tables = []
    current = None
    for text, heights in lines:
        if text.startswith(("Passe ", "Wer sitzt wo")):
            current = None
        elif text.startswith(("Tisch Team A", "Mitglied Passe 1")):
            current = {"title": heights, "rows": set()}
            tables.append(current)
        elif text.startswith(("Setzt aus", "Sitzliste")):
            current = None
        elif current is not None:
            current["rows"] |= heights
    return tables


@pytest.mark.parametrize("seed", range(1, 9))
def test_every_table_of_the_seat_list_is_set_in_one_size(tmp_path, capsys, seed):
    """Eight draws (the long name's partner and Passe change): in each the tables of both
    Passen and "Wer sitzt wo" have one size, whichever needs the smallest."""
    db = tmp_path / "club.sqlite"
    for name in MEMBERS:
        run(capsys, "club", "member", "add", name, "--db", db)
    run(capsys, "club", "evening", "new", "2026-11-26", "schieber", "--preset", "turnier",
        "--passen", "2", "--db", db)
    pdf = tmp_path / "sitzliste.pdf"
    out = run(capsys, "club", "draw", "1", "--all-active", "--guest", "Vreni Gast", "--seed",
              seed, "--db", db, "-o", pdf, "--lang", "de")
    assert "Vreni Gast · Gast" in out  # the draw's mark on the terminal (the PDF: "(Gast)")
    tables = tables_of(lines_of(pdf))
    assert len(tables) == 3, tables
    rows = set().union(*(t["rows"] for t in tables))
    titles = set().union(*(t["title"] for t in tables))
    assert len(rows) == 1, tables  # one size for every table's rows
    assert len(titles) == 1, tables
    text = " ".join(line for line, _ in lines_of(pdf))
    for name in MEMBERS:  # nothing cut: every name whole (on one line or wrapped)
        assert text.count(name.split()[-1]) >= 3, name  # twice in the Passen, once per member
