"""A number field shows every digit typed. The narrow fields of the forms (a prediction,
a player's card points, a bid) were as wide as their largest legal number, so a mistyped
102077 showed as ".02077" (found in a trial): the Schreiber reads what he typed before
Enter refuses it, whole."""

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import focus, open_match, type_

PLAYERS = {"differenzler": 4, "molotow": 4, "handjass": 4, "guggitaler": 4,
           "punktetafel": 4, "pandur": 4}


def shows_whole(field: NumberField) -> bool:
    option = QStyleOptionFrame()
    field.initStyleOption(option)
    room = field.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, field)
    margins = field.textMargins()
    # QLineEdit keeps two pixels free at either side of its text
    width = room.width() - margins.left() - margins.right() - 4
    return field.fontMetrics().horizontalAdvance(field.text()) <= width


@pytest.mark.parametrize("variant", sorted(PLAYERS))
def test_a_long_number_typed_into_the_first_field_is_shown_whole(window, qtbot, variant):
    names = ["Anna", "Beat", "Cla", "Dora", "Edi"][:PLAYERS[variant]]
    open_match(qtbot, window, new_match(variant, names))
    field = focus()
    assert isinstance(field, NumberField), type(field)
    narrow = field.maximumWidth()
    type_(qtbot, "102077")
    qtbot.waitUntil(lambda: shows_whole(field), timeout=5_000)
    # and the field is as narrow as before once the typo is mended
    for _ in range(4):
        qtbot.keyClick(field, "\b")
    assert field.text() == "10"
    qtbot.waitUntil(lambda: field.maximumWidth() == narrow, timeout=5_000)
