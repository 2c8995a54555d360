"""A guest's name in a club dialog is drawn whole: the dots of a capital umlaut too.

A Winterthur trial (German, 1280×720): the Molotow evening's paper result and its correction
wrote the guest on two lines, "Heidi Öhri" over "· Gast", in a label exactly as high as its
two lines, and the dots of the Ö, which stand above the font's ascent, were cut off: it
read "Heidi Ohri". The label keeps the room of an accent above its first line."""

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from jasstafel.ui.club.common import ClubDialog

from .test_club_paper_empty import open_dialog
from .test_club_window import cw  # noqa: F401


def ink(label: QLabel) -> int:
    """How many of the label's pixels are text (darker than its background)."""
    image = label.grab().toImage()
    background = QColor(image.pixel(image.width() - 1, image.height() - 1)).lightness()
    return sum(QColor(image.pixel(x, y)).lightness() < background - 60
               for x in range(image.width()) for y in range(image.height()))


def drawn_whole(label: QLabel) -> QLabel:
    """The same text in the same font with room to spare: every glyph drawn whole."""
    whole = QLabel(label.text())
    whole.setTextFormat(Qt.TextFormat.PlainText)
    whole.setFont(label.font())
    whole.setStyleSheet("padding: 8px")
    whole.adjustSize()
    return whole


def test_the_guests_umlaut_is_drawn_whole(cw, qtbot, tmp_path):  # noqa: F811
    ids = [cw.club.add_member(name).id
           for name in ("Jürg Müller", "Käthi Müller", "Margrit Studer-Kälin")]
    ids.append(cw.club.add_guest("Heidi Öhri").id)
    evening = cw.club.new_evening("2026-12-10", "molotow", passen=1)
    cw.club.draw(evening.id, ids, rng=random.Random(1))
    cw.refresh()
    cw.tabs.setCurrentWidget(cw.evenings)
    cw.evenings.choose(evening.id)
    page = cw.evenings.page
    assert page.select(1, 1)
    dialog = open_dialog(qtbot, page.paper_button, ClubDialog)
    label = next(label for label in dialog.findChildren(QLabel)  # a row, not the heading
                 if "Öhri" in label.text() and label.objectName() != "paperHeading")
    assert "\n" in label.text()  # the guest's mark on a line of its own
    dialog.grab().save(str(tmp_path / "clubui-paper-after.png"))
    assert ink(label) == ink(drawn_whole(label))
