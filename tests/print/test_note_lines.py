"""The lines before each side and a row's note under it: a line the note runs under stops
where the note begins, never through it; every other line runs the whole row. A Differenzler
of long names has a first column narrower than the room a note is kept left in, and a short
note ("genau: Annemarie Müller-Keller", left of the first side's line) stopped every line
before the sides: short dashes on every row with a note (the survey of the sheets with long
names)."""

import json

import pytest

from jasstafel.core import matchfile
from jasstafel.core.registry import find_variant
from jasstafel.printing.device import PdfFile
from jasstafel.printing.layout import Canvas
from jasstafel.printing.table import table_blocks
from jasstafel.printing.variants import sheet_for

from . import EXAMPLES

LONG = ["Hansruedi Zimmermann", "Marie-Françoise Oberholzer", "Annemarie Müller-Keller",
        "Jean-Daniel d'Aubonne"]


class Recorder:
    """A painter that keeps the vertical lines and each text with its font and rectangle."""

    def __init__(self):
        self.lines, self.texts, self.font = [], [], None

    def setFont(self, font):  # noqa: N802 - QPainter's name
        self.font = font

    def drawLine(self, a, b):  # noqa: N802 - QPainter's name
        if a.x() == b.x():
            self.lines.append((a.x(), min(a.y(), b.y()), max(a.y(), b.y())))

    def drawText(self, rect, _flags, text):  # noqa: N802 - QPainter's name
        self.texts.append((text, rect, self.font))

    def __getattr__(self, _name):  # setPen, fillRect …: nothing to keep
        return lambda *args, **kwargs: None


def noted_rows(tmp_path):
    """The Differenzler example's entries with long names: (block, its height, its note)
    for every row with a note, and the canvas."""
    data = json.loads((EXAMPLES / "differenzler.jass").read_text(encoding="utf-8"))
    data["players"] = LONG
    match = matchfile.loads(json.dumps(data))
    sheet = sheet_for(find_variant("differenzler"), match.rules.settings, match)
    cv = Canvas(PdfFile(tmp_path / "x.pdf").writer)
    width = cv.area.width()
    rows = [b for b in table_blocks(cv, sheet.entries_table(), width)
            if getattr(b, "row", None) is not None and b.row.note]
    return cv, [(b, b.height(cv, width), b.row.note) for b in rows]


def test_the_lines_before_the_sides_stop_only_where_a_note_runs(window_language, tmp_path):
    cv, rows = noted_rows(tmp_path)
    assert len(rows) >= 4  # exact hits and missing predictions of long names
    clear = 0
    for block, h, note in rows:
        painter = Recorder()
        block.paint(painter, cv, 0.0, 0.0, cv.area.width())
        words = [(rect, font, text) for text, rect, font in painter.texts
                 if font.italic()]  # the note: in small italics, the cells upright
        assert words, note
        left = min(rect.left() for rect, _f, _t in words)
        end = max(rect.left() + cv.width(text, font) for rect, font, text in words)
        top = min(rect.top() for rect, _f, _t in words)
        assert len(painter.lines) == 4  # one before each player's columns
        for x, _y0, y1 in painter.lines:
            if left <= x <= end:  # the note runs under it: stopped above the note
                assert y1 <= top, (note, x)
            else:  # clear of the note: the whole row
                assert y1 == pytest.approx(h), (note, x)
        clear += sum(not left <= x <= end for x, _y0, _y1 in painter.lines)
    assert clear  # at least the lines before the later players' columns
