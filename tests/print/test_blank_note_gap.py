"""The note in small italics under a blank sheet's table stands clear of the table's bottom
line: printed flush under it, the accents and capitals of a French note ("Chaque jeu se
joue Obenabe …", "Deux équipes de deux …") touched the line (the survey of every variant's
sheet). Measured in the blocks as the sheet lays them out: the room between the table's
last row and the note."""

import pytest

from jasstafel.core import VARIANTS
from jasstafel.printing.blank import _blank_sheet
from jasstafel.printing.device import PdfFile
from jasstafel.printing.layout import Canvas, Text

#: the least room between a table's bottom line and the note under it
CLEAR_MM = 0.8


def is_row(block):
    """A block of a table: a row (or the head) of printing/table.py."""
    return type(block).__module__.endswith("printing.table")


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_a_blank_sheets_note_stands_clear_of_the_table(variant, window_language, tmp_path):
    sheet = _blank_sheet(variant, None, None)
    cv = Canvas(PdfFile(tmp_path / "x.pdf").writer)
    width = cv.area.width()
    blocks = sheet.blank_blocks(cv, sheet.blank_rounds() or 8)
    checked = 0
    for i, block in enumerate(blocks):
        if not (isinstance(block, Text) and block.italic):
            continue
        before = i - 1
        while before >= 0 and not is_row(blocks[before]) and not isinstance(blocks[before], Text):
            before -= 1
        if before < 0 or not is_row(blocks[before]):
            continue  # under a drawing or a text, not under a table
        room = sum(b.height(cv, width) for b in blocks[before + 1:i])
        assert room >= cv.mm(CLEAR_MM), (variant, block.text[:40])
        checked += 1
    if variant in ("coiffeur", "differenzler", "fahnder", "guggitaler", "molotow", "pandur"):
        assert checked, variant  # these sheets have a note under a table
