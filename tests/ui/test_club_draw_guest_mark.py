"""The draw dialog marks a guest so that the mark cannot be read as a short name.

A secretary's evening (Winterthur, German window): the members are listed "Anna Keller
(Anna)", name and short name, and a guest typed as "Vreni Gast" was listed "Vreni Gast
(Gast)", read as the short name "Gast". The guest's mark is now set apart as a word of its
own, "Vreni Gast · Gast", as the command line's draw prints it (tests/club/
test_cli_secretary_evening.py)."""

import pytest
from PySide6.QtCore import Qt

from .club_steps import new_evening, open_club_window, type_into

MEMBERS = [("Anna Keller", "Anna"), ("Beat Huber", "Beat"), ("Cla Caduff", "")]


@pytest.fixture
def cw(german_window, club_path, dialogs):
    return open_club_window(german_window, dialogs)


def test_a_guest_in_the_draw_list_is_not_marked_like_a_short_name(cw, qtbot, tmp_path):
    new_evening(cw, qtbot, MEMBERS, "schieber")
    draw = cw.evenings.page.draw_dialog()
    type_into(qtbot, draw.guest_name, "Vreni Gast")
    qtbot.keyClick(draw.guest_name, Qt.Key.Key_Return)
    listed = [draw.list.item(i).text() for i in range(draw.list.count())]
    assert listed == ["Anna Keller (Anna)", "Beat Huber (Beat)", "Cla Caduff",
                      "Vreni Gast · Gast"]
    draw.grab().save(str(tmp_path / "clubfix-draw.png"))
    draw.reject()
