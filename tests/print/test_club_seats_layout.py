"""A table seen from above, on the table cards and the seat map: every name beside the
table, never over it, and whole where the paper has the room (a club organiser's trial:
at a table of three two names were drawn over the table's corners; the seat map cut
"Gody Brönnimann" to "Gody Brönn…" with room beside it)."""

import pytest
from PySide6.QtCore import QRectF

from jasstafel.club.models import Evening, Member
from jasstafel.printing.club_sheets import Seated, seat_places
from jasstafel.printing.device import PdfFile
from jasstafel.printing.layout import Canvas

NAMES = ["Fränzi Hänni", "Hans D'Amico", "Käthi Schär", "Gody Brönnimann"]


@pytest.fixture
def cv(qapp, tmp_path):
    return Canvas(PdfFile(tmp_path / "x.pdf").writer)


def seated(variant, names):
    evening = Evening(1, "2026-10-15", "2026", variant, "standard", {}, 2)
    members = {i + 1: Member(i + 1, name) for i, name in enumerate(names)}
    return Seated(evening, 2, 4, list(members), members)


def check(cv, rect, table, places, names):
    for place, name in zip(places, names, strict=True):
        assert not place.box.intersects(table), (name, place.box, table)
        assert rect.contains(place.box), (name, place.box, rect)
        assert " ".join(place.lines) == name  # whole, on one line or two
        assert all(cv.width(line, place.font) <= place.box.width() + 0.5
                   for line in place.lines), name


@pytest.mark.parametrize(("variant", "count"), [("differenzler", 3), ("differenzler", 4),
                                               ("schieber", 4)])
def test_a_table_card_puts_every_name_beside_the_table(cv, variant, count):
    """A card: about 180 × 100 mm for the table and the names (55 mm each beside it)."""
    rect = QRectF(0, 0, cv.mm(178), cv.mm(95))
    table, places = seat_places(cv, rect, seated(variant, NAMES[:count]), 11.0, 55.0)
    check(cv, rect, table, places, NAMES[:count])
    if count == 3:  # seat 1 below, seats 2 and 3 on the right and the left, higher up
        assert places[0].box.top() >= table.bottom()
        assert places[1].box.left() >= table.right()
        assert places[2].box.right() <= table.left()


@pytest.mark.parametrize("count", [3, 4])
def test_the_seat_map_shortens_no_name_that_has_the_room(cv, count):
    """The seat map: three tables to a row of 180 mm, each in 60 × 56 mm."""
    rect = QRectF(0, 0, cv.mm(60), cv.mm(56))
    names = ["Iris <b>Fett</b>", NAMES[3], NAMES[1], NAMES[0]][:count]  # Gody at seat 2
    table, places = seat_places(cv, rect, seated("differenzler", names), 8.0, 22.0)
    check(cv, rect, table, places, names)
